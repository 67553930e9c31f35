"""What a real client does once connected, step by step: a `ClientTask`, which the SDK's clients
and the MCP Inspector CLI carry out alike (`mcpnb.running.real_clients`), and what each step let
the client see (`Saw`), as data: nothing here judges.

A step is a request of the client's own API: list the tools, call one. Each says how the SDK's
`ClientSession` and `Client` make it (both have the same methods), how the Inspector CLI makes it
(its `--method` and that method's options, each a connection of its own), and how to read what
came back. A lesson whose clients do more (read a resource, get a prompt, complete an argument)
adds its step here, one class each, and its finding in `mcpnb.judge.checks.client_findings`.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any, Protocol

from mcpnb.texts import say

# What each client asks echo to send back: an accent, so a server that mangles UTF-8 shows it.
ECHO_TEXT = "hello from a real client, café"
ECHO_TOOL = "echo"


@dataclass(frozen=True)
class Saw:
    """What a client saw of one step: the names it listed, or the texts a call gave back; whether
    the server said the call failed; and, with `whole` false, that `items` holds only what the
    client looked up among them (the Inspector's call lists the tools and looks its tool up)."""

    stage: str  # the step's method, e.g. "tools/list"
    items: tuple[str, ...]
    is_error: bool = False
    whole: bool = True


class Step(Protocol):
    """One request a connected client makes."""

    @property
    def stage(self) -> str:
        """The request's method, which names the step where a client stopped."""
        ...

    async def by_sdk(self, client: Any) -> Saw:
        """Make the request with the SDK's `ClientSession` or `Client`, and read its result."""
        ...

    def by_inspector(self) -> tuple[str, list[str]] | None:
        """The Inspector CLI's `--method` for it, and that method's options; None where its
        one-shot CLI cannot make the request (the Inspector's client findings leave it out)."""
        ...

    def read_inspector(self, output: Any) -> Saw:
        """What the Inspector's `--format json` output of this step says."""
        ...

    def implied(self) -> Saw | None:
        """What a successful run of this step by the Inspector shows of another step, if it does
        (its call lists the tools first, and finds its tool among them): that step's `Saw`."""
        ...


def _result(output: Any) -> dict[str, Any]:
    """The result in the Inspector's `--format json` output: `{"result": {...}}`."""
    result = output.get("result") if isinstance(output, dict) else None
    return result if isinstance(result, dict) else {}


def _texts(content: Any) -> tuple[str, ...]:
    """The texts of a result's content items; an item that is not text said as its kind."""
    return tuple(
        str(item.get("text")) if item.get("type") == "text"
        else say("clients.not-text", kind=item.get("type"))
        for item in (content if isinstance(content, list) else [])
        if isinstance(item, dict)
    )


class _ShownAlone:
    """A step whose run shows no other step: what most are."""

    def implied(self) -> Saw | None:
        return None


@dataclass(frozen=True)
class ListTools(_ShownAlone):
    """tools/list: the names of the tools listed; `includes`, the tool a right list names."""

    includes: str
    stage: str = "tools/list"

    async def by_sdk(self, client: Any) -> Saw:
        listed = await client.list_tools()
        return Saw(self.stage, tuple(tool.name for tool in listed.tools))

    def by_inspector(self) -> tuple[str, list[str]]:
        return self.stage, []

    def read_inspector(self, output: Any) -> Saw:
        tools = _result(output).get("tools")
        names = tuple(str(t.get("name")) for t in tools if isinstance(t, dict)) if isinstance(
            tools, list) else ()
        return Saw(self.stage, names)


@dataclass(frozen=True)
class CallTool:
    """tools/call of one tool with its arguments: the texts of its content, and its isError;
    `answers`, the texts a right server's tool gives back."""

    name: str
    arguments: Mapping[str, Any] = field(default_factory=dict)
    answers: tuple[str, ...] = ()
    stage: str = "tools/call"

    async def by_sdk(self, client: Any) -> Saw:
        result = await client.call_tool(self.name, dict(self.arguments))
        texts = tuple(item.text if item.type == "text" else say("clients.not-text", kind=item.type)
                      for item in result.content)
        return Saw(self.stage, texts, bool(result.is_error))

    def by_inspector(self) -> tuple[str, list[str]]:
        return self.stage, ["--tool-name", self.name,
                            "--tool-args-json", json.dumps(dict(self.arguments))]

    def read_inspector(self, output: Any) -> Saw:
        result = _result(output)
        return Saw(self.stage, _texts(result.get("content")), bool(result.get("isError")))

    def implied(self) -> Saw | None:
        return Saw(ListTools.stage, (self.name,), whole=False)


def _contents(contents: Any) -> tuple[str, ...]:
    """The texts of a read's contents; a blob said as its MIME type."""
    return tuple(
        str(item.get("text")) if isinstance(item.get("text"), str)
        else say("clients.blob", mime=item.get("mimeType"))
        for item in (contents if isinstance(contents, list) else []) if isinstance(item, dict))


def _messages(messages: Any) -> tuple[str, ...]:
    """The texts of a prompt's messages; any other content said as its kind."""
    return _texts([m.get("content") for m in (messages if isinstance(messages, list) else [])
                   if isinstance(m, dict)])


@dataclass(frozen=True)
class ListResources(_ShownAlone):
    """resources/list: the URIs of the resources listed; `includes`, one a right list has."""

    includes: str
    stage: str = "resources/list"

    async def by_sdk(self, client: Any) -> Saw:
        listed = await client.list_resources()
        return Saw(self.stage, tuple(str(r.uri) for r in listed.resources))

    def by_inspector(self) -> tuple[str, list[str]]:
        return self.stage, []

    def read_inspector(self, output: Any) -> Saw:
        listed = _result(output).get("resources")
        return Saw(self.stage, tuple(str(r.get("uri")) for r in listed if isinstance(r, dict))
                   if isinstance(listed, list) else ())


@dataclass(frozen=True)
class ReadResource(_ShownAlone):
    """resources/read of one URI: the texts of its contents (a blob said as its MIME type);
    `answers`, what a right server's contents say."""

    uri: str
    answers: tuple[str, ...] = ()
    stage: str = "resources/read"

    async def by_sdk(self, client: Any) -> Saw:
        read = await client.read_resource(self.uri)  # a str: the SDK makes its own URL of it
        return Saw(self.stage, _contents([c.model_dump(mode="json", by_alias=True)
                                          for c in read.contents]))

    def by_inspector(self) -> tuple[str, list[str]]:
        return self.stage, ["--uri", self.uri]

    def read_inspector(self, output: Any) -> Saw:
        return Saw(self.stage, _contents(_result(output).get("contents")))


@dataclass(frozen=True)
class GetPrompt(_ShownAlone):
    """prompts/get of one prompt with its arguments: the texts of its messages; `answers`, what
    a right server's messages say."""

    name: str
    arguments: Mapping[str, str] = field(default_factory=dict)
    answers: tuple[str, ...] = ()
    stage: str = "prompts/get"

    async def by_sdk(self, client: Any) -> Saw:
        got = await client.get_prompt(self.name, dict(self.arguments))
        return Saw(self.stage, _messages([m.model_dump(mode="json", by_alias=True)
                                          for m in got.messages]))

    def by_inspector(self) -> tuple[str, list[str]]:
        pairs = [f"{key}={value}" for key, value in self.arguments.items()]
        return self.stage, ["--prompt-name", self.name, *(["--prompt-args", *pairs] if pairs
                                                          else [])]

    def read_inspector(self, output: Any) -> Saw:
        return Saw(self.stage, _messages(_result(output).get("messages")))


@dataclass(frozen=True)
class Complete(_ShownAlone):
    """completion/complete of one argument of a prompt (`ref/prompt`, its name) or a resource
    template (`ref/resource`, its URI template), as typed so far: the values offered;
    `answers`, those a right server offers."""

    kind: str  # "ref/prompt" or "ref/resource"
    ref: str  # the prompt's name, or the template's URI template
    argument: str
    typed: str
    answers: tuple[str, ...] = ()
    stage: str = "completion/complete"

    async def by_sdk(self, client: Any) -> Saw:
        from mcp import types  # imported by the client already

        ref: Any = (types.PromptReference(type="ref/prompt", name=self.ref)
                    if self.kind == "ref/prompt"
                    else types.ResourceTemplateReference(type="ref/resource", uri=self.ref))
        got = await client.complete(ref, {"name": self.argument, "value": self.typed})
        return Saw(self.stage, tuple(got.completion.values))

    def by_inspector(self) -> None:
        # The Inspector completes in its session CLI only (`prompts/complete`): its one-shot
        # `--cli` refuses the method ("Unsupported method", inspector 2.12).
        return None

    def read_inspector(self, output: Any) -> Saw:
        raise AssertionError("the Inspector's one-shot CLI does not complete")


@dataclass(frozen=True)
class ClientTask:
    """What a client does once connected: its steps, in order. Its `name` keys the sentences
    that say what each client sent for it (`clients.sent.NAME.CLIENT`)."""

    name: str
    steps: tuple[Step, ...]

    def for_inspector(self) -> ClientTask:
        """The task as the Inspector's one-shot CLI carries it out: the steps it can make."""
        return ClientTask(self.name, tuple(s for s in self.steps if s.by_inspector() is not None))


def echo_task(text: str = ECHO_TEXT) -> ClientTask:
    """Lessons 3 to 6's task: list the tools (echo among them), then call echo with `text`."""
    return ClientTask("echo", (ListTools(ECHO_TOOL), CallTool(ECHO_TOOL, {"text": text}, (text,))))


ECHO_TASK = echo_task()
