"""Lesson 7's reference server: lesson 6's server of tools, offering data (resources) and reusable
messages (prompts) too, and completing a prompt's or a template's argument.

Run it with `python -m mcpnb.servers.resources [--port N] [--modern-only]`, as lesson 6's:
everything that server does, this one does, in both eras. What it adds
(`docs/specification/2026-07-28/server/resources.mdx`, `prompts.mdx`, `utilities/completion.mdx`),
named as the official conformance suite's scenarios call them:

- `resources/list` lists `RESOURCES`, each with its `uri`, `name`, `description` and `mimeType`;
  `resources/templates/list` lists `TEMPLATES`, an RFC 6570 level-1 `uriTemplate` each;
- `resources/read` of a listed resource answers its one content, `text` or Base64 `blob`; of a
  URI a template matches, the content the template makes of the URI's variables; of any other
  URI, "Resource not found" with the URI in `data.uri`: -32002 in the legacy era, -32602 in the
  modern one (2026-07-28: "Servers MUST return -32602 (Invalid params)");
- `resources/subscribe` and `resources/unsubscribe` answer an empty result, in the legacy era
  only: 2026-07-28 replaced them with `subscriptions/listen`, and a modern request for them gets
  -32601 like any method the modern era does not have;
- `prompts/list` lists `PROMPTS`, each with its `name`, `description` and `arguments`;
  `prompts/get` answers a prompt's messages, its arguments filled in; a prompt there is not, or
  a required argument missing, is -32602;
- `completion/complete` of a prompt's argument or a template's variable answers the values that
  start with what was typed, at most 100 (the specification's bound), with `total` and `hasMore`;
  a reference there is not is -32602.

Its `initialize` and `server/discover` declare `resources` (with `subscribe` in the legacy era),
`prompts` and `completions` beside `tools`. A modern result a client may keep (every list, a
read) says how long (`ttlMs`) and for whom (`cacheScope`), as lesson 4's do.
"""

from __future__ import annotations

import json
import re
import sys
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any

from mcpnb.protocol import eras, jsonrpc
from mcpnb.protocol.jsonrpc import Message
from mcpnb.servers import tools
from mcpnb.servers.eras import ModernOnly, complete
from mcpnb.servers.handshake import Handshake, State
from mcpnb.servers.tools import PIXEL, Tools, ToolsEndpoint
from mcpnb.texts import say

# The code of "Resource not found" in each era: the legacy era's own, the modern era's -32602.
NOT_FOUND = {eras.Era.LEGACY: -32002, eras.Era.MODERN: jsonrpc.INVALID_PARAMS}
# The most values a completion answers: "Maximum 100 items".
MAX_COMPLETIONS = 100


@dataclass(frozen=True)
class Resource:
    """A resource the server lists: its one content is `text`, or else `blob` (Base64)."""

    uri: str
    name: str
    description: str
    mime_type: str
    text: str | None = None
    blob: str | None = None

    def listed(self) -> dict[str, Any]:
        return {"uri": self.uri, "name": self.name, "description": self.description,
                "mimeType": self.mime_type}

    def contents(self) -> dict[str, Any]:
        content = {"text": self.text} if self.text is not None else {"blob": self.blob}
        return {"uri": self.uri, "mimeType": self.mime_type, **content}


RESOURCES = (
    Resource("test://static-text", "static-text", "A text resource that never changes",
             "text/plain", text="This is the content of the static text resource."),
    Resource("test://static-binary", "static-binary", "A binary resource: a PNG image",
             "image/png", blob=PIXEL),
    Resource("test://watched-resource", "watched-resource", "A resource a client may watch",
             "text/plain", text="This resource is watched."),
)
BY_URI = {resource.uri: resource for resource in RESOURCES}


@dataclass(frozen=True)
class Template:
    """A family of resources: an RFC 6570 level-1 template, and the content of each member."""

    uri_template: str
    name: str
    description: str
    mime_type: str
    make: Callable[[Mapping[str, str]], str]
    values: Mapping[str, tuple[str, ...]] = field(default_factory=dict)  # what completes each

    def listed(self) -> dict[str, Any]:
        return {"uriTemplate": self.uri_template, "name": self.name,
                "description": self.description, "mimeType": self.mime_type}

    def match(self, uri: str) -> dict[str, str] | None:
        """The template's variables in `uri`, or None where it is not one of the family."""
        parts = re.split(r"\{(\w+)\}", self.uri_template)
        pattern = "".join(re.escape(p) if i % 2 == 0 else f"(?P<{p}>[^/?#]+)"
                          for i, p in enumerate(parts))
        found = re.fullmatch(pattern, uri)
        return found.groupdict() if found else None


def _data(variables: Mapping[str, str]) -> str:
    return json.dumps({"id": variables["id"], "templateTest": True,
                       "data": f"Data for ID: {variables['id']}"})


TEMPLATES = (
    Template("test://template/{id}/data", "template-data", "Data for any id, made on reading",
             "application/json", _data, {"id": ("123", "124", "200", "300")}),
)


@dataclass(frozen=True)
class Prompt:
    """A prompt: its arguments (name, description, required) and how its messages are made."""

    name: str
    description: str
    make: Callable[[Mapping[str, str]], list[dict[str, Any]]]
    arguments: tuple[tuple[str, str, bool], ...] = ()
    values: Mapping[str, tuple[str, ...]] = field(default_factory=dict)  # what completes each

    def listed(self) -> dict[str, Any]:
        listed: dict[str, Any] = {"name": self.name, "description": self.description}
        if self.arguments:
            listed["arguments"] = [{"name": n, "description": d, "required": r}
                                   for n, d, r in self.arguments]
        return listed


def user(content: dict[str, Any]) -> dict[str, Any]:
    return {"role": "user", "content": content}


def said(words: str) -> dict[str, Any]:
    return user({"type": "text", "text": words})


PROMPTS = (
    Prompt("test_simple_prompt", "A prompt without arguments",
           lambda _: [said("This is a simple prompt for testing.")]),
    Prompt("test_prompt_with_arguments", "A prompt that fills in two arguments",
           lambda a: [said(f"Prompt with arguments: arg1='{a['arg1']}', arg2='{a['arg2']}'")],
           (("arg1", "First test argument", True), ("arg2", "Second test argument", True)),
           {"arg1": ("test", "testing", "tested", "value"), "arg2": ("other", "more")}),
    Prompt("test_prompt_with_embedded_resource", "A prompt that embeds a resource",
           lambda a: [user({"type": "resource", "resource": {
               "uri": a["resourceUri"], "mimeType": "text/plain",
               "text": "Embedded resource content for testing."}}),
               said("Please process the embedded resource above.")],
           (("resourceUri", "The URI of the resource to embed", True),)),
    Prompt("test_prompt_with_image", "A prompt that shows an image",
           lambda _: [user({"type": "image", "data": PIXEL, "mimeType": "image/png"}),
                      said("Please analyze the image above.")]),
)
PROMPT_BY_NAME = {prompt.name: prompt for prompt in PROMPTS}

CAPABILITIES = {"tools": {"listChanged": False},
                "resources": {"subscribe": True, "listChanged": False},
                "prompts": {"listChanged": False}, "completions": {}}
# 2026-07-28 replaced resources/subscribe with subscriptions/listen.
MODERN_CAPABILITIES = {**CAPABILITIES, "resources": {"listChanged": False}}
LEGACY_ONLY = ("resources/subscribe", "resources/unsubscribe")


def _params(params: Any) -> dict[str, Any]:
    return params if isinstance(params, dict) else {}


class Resources(Tools):
    """Lesson 6's server, with `RESOURCES`, `TEMPLATES` and `PROMPTS`, in either era. The
    lessons before it show their servers' code, so theirs stay as they were: this one answers
    its own methods first, and leaves the rest to them."""

    def served(self, modern: bool) -> dict[str, Callable[[jsonrpc.Id, Any], Message]]:
        """The methods it adds to lesson 6's, each with its handler, in one era."""
        served = {"resources/list": lambda id, _: jsonrpc.result(
                      id, {"resources": [r.listed() for r in RESOURCES]}),
                  "resources/templates/list": lambda id, _: jsonrpc.result(
                      id, {"resourceTemplates": [t.listed() for t in TEMPLATES]}),
                  "resources/read": self._read,
                  "resources/subscribe": self._watch, "resources/unsubscribe": self._watch,
                  "prompts/list": lambda id, _: jsonrpc.result(
                      id, {"prompts": [p.listed() for p in PROMPTS]}),
                  "prompts/get": self._get, "completion/complete": self._complete}
        return {m: h for m, h in served.items() if not (modern and m in LEGACY_ONLY)}

    def _initialize(self, id: jsonrpc.Id, params: Any) -> Message:
        message = super()._initialize(id, params)
        if "result" in message:
            message["result"]["capabilities"] = CAPABILITIES
        return message

    def _answer(self, id: jsonrpc.Id, method: str | None, params: Any) -> Message:
        """A legacy request: one of its own methods once ready; before, what lesson 2's server
        answers any request too early (-32600); anything else, as lesson 6's server does."""
        served = self.served(modern=False)
        if method in served and self.state is State.READY:
            return served[method](id, params)
        if method in served:
            return Handshake._answer(self, id, method, params)
        return super()._answer(id, method, params)

    def _modern(self, id: jsonrpc.Id, method: str | None, params: Any) -> Message:
        """A modern request: lesson 4's server judges its `_meta` before its method, so a
        `server/discover` with the same `_meta` is refused exactly when this request must be;
        one that would not be is served here, as a modern result."""
        served = self.served(modern=True)
        judged = super()._modern(id, "server/discover" if method in served else method, params)
        if "error" in judged or method not in served and method != "server/discover":
            return judged
        if method == "server/discover":
            judged["result"]["capabilities"] = MODERN_CAPABILITIES
            return judged
        assert method is not None
        answered = served[method](id, params)
        return answered if "error" in answered else jsonrpc.result(
            id, complete(method, answered["result"]))

    def _read(self, id: jsonrpc.Id, params: Any) -> Message:
        uri = _params(params).get("uri")
        if not isinstance(uri, str):
            return jsonrpc.error(id, jsonrpc.INVALID_PARAMS, say("server.error.no-uri"))
        if uri in BY_URI:
            return jsonrpc.result(id, {"contents": [BY_URI[uri].contents()]})
        for template in TEMPLATES:
            if (variables := template.match(uri)) is not None:
                made = template.make(variables)
                return jsonrpc.result(id, {"contents": [
                    {"uri": uri, "mimeType": template.mime_type, "text": made}]})
        era = eras.Era.MODERN if eras.is_modern_request(params) else eras.Era.LEGACY
        return jsonrpc.error(id, NOT_FOUND[era], "Resource not found", {"uri": uri})

    def _watch(self, id: jsonrpc.Id, params: Any) -> Message:
        if not isinstance(_params(params).get("uri"), str):
            return jsonrpc.error(id, jsonrpc.INVALID_PARAMS, say("server.error.no-uri"))
        return jsonrpc.result(id, {})

    def _get(self, id: jsonrpc.Id, params: Any) -> Message:
        name, arguments = _params(params).get("name"), _params(params).get("arguments") or {}
        prompt = PROMPT_BY_NAME.get(name) if isinstance(name, str) else None
        if prompt is None:
            return jsonrpc.error(id, jsonrpc.INVALID_PARAMS,
                                 say("server.error.no-prompt", name=repr(name)))
        missing = [n for n, _, required in prompt.arguments if required and not isinstance(
            arguments.get(n) if isinstance(arguments, dict) else None, str)]
        if missing:
            return jsonrpc.error(id, jsonrpc.INVALID_PARAMS, say(
                "server.error.prompt-arguments", name=name, missing=", ".join(missing)))
        return jsonrpc.result(id, {"description": prompt.description,
                                   "messages": prompt.make(arguments)})

    def _complete(self, id: jsonrpc.Id, params: Any) -> Message:
        ref, argument = _params(params).get("ref"), _params(params).get("argument")
        if not isinstance(ref, dict) or not isinstance(argument, dict):
            return jsonrpc.error(id, jsonrpc.INVALID_PARAMS, say("server.error.no-ref"))
        kind, typed = ref.get("type"), argument.get("value")
        values: Mapping[str, tuple[str, ...]] | None = None
        if kind == "ref/prompt" and ref.get("name") in PROMPT_BY_NAME:
            values = PROMPT_BY_NAME[ref["name"]].values
        elif kind == "ref/resource":
            values = next((t.values for t in TEMPLATES if t.uri_template == ref.get("uri")), None)
        if values is None or not isinstance(typed, str):
            return jsonrpc.error(id, jsonrpc.INVALID_PARAMS, say("server.error.no-ref"))
        found = [v for v in values.get(str(argument.get("name")), ()) if v.startswith(typed)]
        return jsonrpc.result(id, {"completion": {
            "values": found[:MAX_COMPLETIONS], "total": len(found),
            "hasMore": len(found) > MAX_COMPLETIONS}})


class ModernResources(ModernOnly, Resources):
    """The same server, served statelessly to one modern request."""


class ResourcesEndpoint(ToolsEndpoint):
    """Lesson 6's endpoint, serving `Resources`."""

    def legacy_server(self) -> Resources:
        return Resources()

    def modern_server(self, versions: tuple[str, ...]) -> Resources:
        return ModernResources(versions)


def main(argv: list[str] | None = None) -> int:
    return tools.main(argv, endpoint=ResourcesEndpoint, description=(
        "Lesson 7's MCP server of resources and prompts, on Streamable HTTP."))


if __name__ == "__main__":
    sys.exit(main())
