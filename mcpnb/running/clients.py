"""Connect real MCP clients to a stdio server and judge what each one got: lesson 3's check.

`check_clients(command)` (the "clients" check of `mcpnb.judge.checks.server.check_server`) meets the server
with the official Python SDK's two clients, the `ClientSession` over `stdio_client` and the
`Client` in its default auto mode (it probes `server/discover` first), and asks each one to connect,
list the tools and call `echo`. Beside them, the harness sends the MCP Inspector's first message
itself (`initialize` with id 0), so that a server that takes id 0 for a notification is caught
without Node; the Inspector CLI itself runs where `mcpnb.running.inspector` finds it can.

Process and time policy:

- each client runs in a thread of its own with its own event loop, all of them at once, and
  every step of a run has a bound (`CONNECT_TIMEOUT`, `CALL_TIMEOUT`), so a silent server costs
  its bound, never a hang; the thread itself is waited for at most the sum of its bounds and the
  SDK's shutdown (`SHUTDOWN_TIMEOUT`);
- a client's failure, whatever it raises, becomes a `ClientRun` with the client's own error in
  plain words (the SDK wraps its errors in exception groups: the first leaf is the error);
- the SDK's stdio client ends the server itself: it closes stdin, waits, then kills the tree;
- the server's stderr goes to a file of its own, never to the caller's stderr.

`mcp` is imported only when a client runs: it costs about 0.75 s.
"""

from __future__ import annotations

import importlib
import importlib.util
import json
import tempfile
import threading
import time
from collections.abc import Callable, Mapping, Sequence
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING, Any, TextIO

from mcpnb.judge.report import Finding, Report, Verdict
from mcpnb.protocol import jsonrpc
from mcpnb.running import harness
from mcpnb.running.harness import Script, Step, Transcript, child_env
from mcpnb.texts import carried, say

if TYPE_CHECKING:
    from mcp import StdioServerParameters
    from mcp.types import CallToolResult, ListToolsResult

# The SDK's clients, in the order they are reported: its session, then its high-level Client.
CLIENTS = ("session", "client")
# The MCP Inspector's command line, reported after them where it can run (`mcpnb.running.inspector`).
INSPECTOR = "inspector"
# The SDK's Client waits 10 s for a server silent to `server/discover` before its handshake; five
# more seconds leave room for a server that starts slowly on a busy machine.
CONNECT_TIMEOUT = 15.0
# tools/list and tools/call take milliseconds; a server silent this long will not answer.
CALL_TIMEOUT = 5.0
# The SDK's stdio client closes stdin, waits 2 s, terminates, waits 2 s, then kills: the thread
# of a client has ended by then.
SHUTDOWN_TIMEOUT = 6.0

# What each client asks echo to send back: an accent, so a server that mangles UTF-8 shows it.
ECHO_TEXT = "hello from a real client, café"
ECHO_TOOL = "echo"

# The SDK's own MCPError codes, never a server's reply: the connection closed, a request timed out.
SDK_OWN_CODES = (-32000, -32001)

# The MCP Inspector's first message: initialize with id 0, offering the newest handshake version.
INSPECTOR_ID = 0
INSPECTOR_VERSION = "2025-11-25"
INSPECTOR_INFO = {"name": "inspector-client", "version": "0.0.0"}


@dataclass(frozen=True)
class ClientRun:
    """What one real client got from the server: how far it came and what it saw on the way."""

    client: str  # one of CLIENTS, or "inspector"
    connected: bool = False
    stage: str = "connect"  # the step it was at when it stopped: connect, tools/list, tools/call
    error: str = ""  # the client's own error, in plain words, when it stopped early
    version: str | None = None  # the protocol version agreed on
    tools: tuple[str, ...] | None = None  # the names of the tools listed
    echo: tuple[str, ...] | None = None  # the texts of the echo call's content items
    echo_is_error: bool = False
    seconds: float | None = None  # from starting the server until the client was connected
    stderr: str = ""  # the server's last line on stderr


def _leaf(exc: BaseException) -> BaseException:
    """The first real error inside a client's exception groups."""
    while isinstance(exc, BaseExceptionGroup) and exc.exceptions:
        exc = exc.exceptions[0]
    return exc


def _mcp_error(exc: BaseException) -> tuple[int, str] | None:
    """The code and message of the SDK's MCPError the client stopped on, if it was one."""
    leaf = _leaf(exc)
    code, message = getattr(leaf, "code", None), getattr(leaf, "message", None)
    if isinstance(code, int) and isinstance(message, str):
        return code, message
    return None


def _error_reply(exc: BaseException) -> tuple[int, str] | None:
    """The code and message of the server's error reply the client stopped on, if it did."""
    error = _mcp_error(exc)
    return None if error is None or error[0] in SDK_OWN_CODES else error


def plain_error(exc: BaseException) -> str:
    """A client's error in plain words: the first real error inside its exception groups."""
    exc = _leaf(exc)
    if (reply := _error_reply(exc)) is not None:
        return say("clients.error-reply", code=reply[0], message=reply[1])
    if (own := _mcp_error(exc)) is not None:
        return say("clients.client-error", code=own[0], message=own[1])
    words = str(exc) or say("clients.no-words")
    return f"{type(exc).__name__}: {words}"


@dataclass
class _Progress:
    """A client's run as it goes: the fields of the ClientRun it will become."""

    client: str
    started: float = field(default_factory=time.monotonic)
    stage: str = "connect"
    fields: dict[str, Any] = field(default_factory=dict)

    def connected(self, version: str) -> None:
        self.fields |= {"connected": True, "version": version,
                        "seconds": time.monotonic() - self.started}


def _texts(result: CallToolResult) -> tuple[str, ...]:
    return tuple(
        item.text if item.type == "text" else say("clients.not-text", kind=item.type)
        for item in result.content
    )


def _names(result: ListToolsResult) -> tuple[str, ...]:
    return tuple(tool.name for tool in result.tools)


async def _drive(name: str, params: StdioServerParameters, errlog: TextIO,
                 progress: _Progress, bounds: _Bounds, text: str) -> None:
    """Connect one client, list the tools and call echo, moving the deadline at each step."""
    import anyio
    from mcp import Client, ClientSession
    from mcp.client.stdio import stdio_client

    with anyio.CancelScope(deadline=anyio.current_time() + bounds.connect) as scope:

        def step(stage: str, bound: float) -> None:
            progress.stage, scope.deadline = stage, anyio.current_time() + bound

        if name == "session":
            async with (
                stdio_client(params, errlog) as (read, write),
                ClientSession(read, write) as session,
            ):
                progress.connected((await session.initialize()).protocol_version)
                await _list_and_call(session, progress, step, bounds, text)
        else:
            async with Client(stdio_client(params, errlog), mode="auto") as client:
                progress.connected(client.protocol_version)
                await _list_and_call(client, progress, step, bounds, text)
    if scope.cancelled_caught and progress.stage != "shutdown":
        bound = bounds.connect if progress.stage == "connect" else bounds.call
        progress.fields["error"] = say("clients.timed-out", stage=progress.stage, seconds=bound)


async def _list_and_call(
    client: Any, progress: _Progress, step: Callable[[str, float], None], bounds: _Bounds,
    text: str,
) -> None:
    """What every client does once connected: list the tools, call echo (a session or a Client:
    both have these two methods)."""
    step("tools/list", bounds.call)
    progress.fields["tools"] = _names(await client.list_tools())
    step("tools/call", bounds.call)
    echo = await client.call_tool(ECHO_TOOL, {"text": text})
    progress.fields |= {"echo": _texts(echo), "echo_is_error": bool(echo.is_error)}
    step("shutdown", bounds.shutdown)


@dataclass(frozen=True)
class _Bounds:
    connect: float
    call: float
    shutdown: float

    @classmethod
    def scaled(cls, time_scale: float) -> _Bounds:
        return cls(CONNECT_TIMEOUT * time_scale, CALL_TIMEOUT * time_scale,
                   SHUTDOWN_TIMEOUT * time_scale)

    @property
    def total(self) -> float:
        return self.connect + 2 * self.call + 2 * self.shutdown


def run_client(
    name: str,
    command: Sequence[str],
    *,
    env: Mapping[str, str] | None = None,
    time_scale: float = 1.0,
    text: str = ECHO_TEXT,
) -> ClientRun:
    """Connect the real client `name` to a server started with `command`, in this thread, and
    have it call echo with `text`."""
    if name == INSPECTOR:
        return run_inspector(command, time_scale=time_scale)
    if name not in CLIENTS:
        raise ValueError(f"no client named {name!r}; there are {', '.join(CLIENTS)}")
    import anyio
    from mcp import StdioServerParameters

    progress, answered = _Progress(name), False
    environment = child_env() if env is None else dict(env)
    with tempfile.TemporaryFile("w+", encoding="utf-8", errors="replace") as errlog:
        try:
            if not command:
                raise ValueError("no command was given")
            params = StdioServerParameters(command=command[0], args=list(command[1:]),
                                           env=environment)
            bounds = _Bounds.scaled(time_scale)
            anyio.run(_drive, name, params, errlog, progress, bounds, text)
        except Exception as exc:  # a student's server breaks a client in any way: that is data
            if progress.stage != "shutdown":
                progress.fields["error"] = plain_error(exc)
                answered = _error_reply(exc) is not None
        errlog.seek(0)
        lines = [line for line in errlog.read().splitlines() if line.strip()]
    # The server's last words help where it crashed or went silent, not where it answered.
    stderr = harness.shorten(lines[-1]) if lines and not answered else ""
    return ClientRun(name, stage=progress.stage, stderr=stderr, **progress.fields)


def meet(
    command: Sequence[str],
    *,
    env: Mapping[str, str] | None = None,
    time_scale: float = 1.0,
    clients: Sequence[str] = CLIENTS,
) -> dict[str, ClientRun]:
    """Connect every client to its own run of the server, all at once; a run each, in order."""
    found: dict[str, ClientRun] = {}

    def run(name: str) -> None:
        found[name] = run_client(name, command, env=env, time_scale=time_scale)

    threads = [threading.Thread(target=carried(run), args=(n,), daemon=True) for n in clients]
    for thread in threads:
        thread.start()
    deadline = time.monotonic() + _Bounds.scaled(time_scale).total
    for thread in threads:
        thread.join(max(0.0, deadline - time.monotonic()))
    stuck = say("clients.stuck", seconds=round(_Bounds.scaled(time_scale).total))
    return {name: found.get(name, ClientRun(name, error=stuck)) for name in clients}


# -- the Inspector's first message, sent by the harness ------------------------------------------


def inspector_hello() -> Script:
    """The Inspector's initialize: id 0, offering 2025-11-25."""
    hello = {"protocolVersion": INSPECTOR_VERSION, "capabilities": {},
             "clientInfo": INSPECTOR_INFO}
    line = jsonrpc.encode(jsonrpc.request(INSPECTOR_ID, "initialize", hello))
    return Script("the MCP Inspector's first message", None, (Step(0, line),))


def _id_zero(transcript: Transcript, inspector_skipped: str) -> Finding:
    finding = "clients.id-zero"
    sent = tuple(
        harness.shorten(harness.show_chunk(s.send.removesuffix(b"\n")))
        for s in inspector_hello().steps
    )
    replies = transcript.replies
    exact = [r for r in replies if type(r.get("id")) is int and r["id"] == INSPECTOR_ID]
    got = tuple(_show(r) for r in replies) or (say("got.no-reply"),)
    verdict = Verdict.PASSED if exact else Verdict.FAILED
    return Finding(finding, verdict, sent, got, inspector_skipped)


def _show(message: Any) -> str:
    return harness.shorten(json.dumps(message, ensure_ascii=False, separators=(",", ":")))


# -- the Inspector CLI, where it can run -----------------------------------------------------------


def inspector_unavailable() -> str | None:
    """Why the MCP Inspector CLI cannot run here (no wrapper, no Node ≥ 22.19), or None."""
    if importlib.util.find_spec("mcpnb.running.inspector") is None:
        return say("clients.no-inspector-wrapper")
    module = importlib.import_module("mcpnb.running.inspector")
    why: str | None = module.unavailable()
    return why


def run_inspector(command: Sequence[str], *, time_scale: float = 1.0) -> ClientRun:
    """List the tools and call echo with the Inspector CLI, a connection for each. The Inspector
    does not say which version it agreed on; its time is the whole tools/list run, Node's start
    included."""
    inspector: Any = importlib.import_module("mcpnb.running.inspector")
    timeout = CONNECT_TIMEOUT * time_scale
    echo_args = {"text": ECHO_TEXT}
    with ThreadPoolExecutor(2) as pool:  # two connections of their own: at the same time
        listing = pool.submit(carried(inspector.run), command, "tools/list", timeout=timeout)
        calling = pool.submit(carried(inspector.run), command, "tools/call", tool=ECHO_TOOL,
                              args=echo_args, timeout=timeout)
        listed, called = listing.result(), calling.result()
    if not listed.ok:
        return ClientRun(INSPECTOR, error=str(listed.error))
    tools = _result(listed.output).get("tools")
    names = tuple(str(t.get("name")) for t in tools if isinstance(t, dict)) if isinstance(
        tools, list) else ()
    run = ClientRun(INSPECTOR, connected=True, stage="tools/call", tools=names,
                    seconds=float(listed.seconds))
    if not called.ok:
        return replace(run, error=str(called.error))
    result = _result(called.output)
    content = result.get("content")
    texts = tuple(
        str(c.get("text")) if c.get("type") == "text"
        else say("clients.not-text", kind=c.get("type"))
        for c in (content if isinstance(content, list) else [])
        if isinstance(c, dict)
    )
    return replace(run, echo=texts, echo_is_error=bool(result.get("isError")))


def _result(output: Any) -> dict[str, Any]:
    """The result in the Inspector's `--format json` output: `{"result": {...}}`."""
    result = output.get("result") if isinstance(output, dict) else None
    return result if isinstance(result, dict) else {}


# -- the check -------------------------------------------------------------------------------------


def check_clients(command: Sequence[str], time_scale: float = 1.0) -> Report:
    """The clients check: each real client's findings, then the Inspector's id 0, all run at
    once."""
    skipped = inspector_unavailable()
    env = child_env()
    hello: dict[str, Transcript] = {}

    def send_hello() -> None:
        hello["run"] = harness.run(command, inspector_hello(), time_scale=time_scale,
                                   keep_open=True, awaited=(INSPECTOR_ID,), env=env)

    sender = threading.Thread(target=carried(send_hello), daemon=True)
    sender.start()
    names = [*CLIENTS, INSPECTOR] if skipped is None else list(CLIENTS)
    runs = meet(command, env=env, time_scale=time_scale, clients=names)
    sender.join()  # the harness bounds its own run
    transcript = hello["run"]
    if not transcript.started:
        why = transcript.events[0].text
        start = Finding("server.start", Verdict.FAILED, got=(say("got.start-failed", why=why),))
        return Report("clients", (start,), (transcript,))
    findings: list[Finding] = []
    for run in runs.values():
        findings += client_findings(run)
    if skipped is not None:  # said, not counted: a right server passes without Node too
        findings.append(Finding("clients.inspector", Verdict.SKIPPED, got=(skipped,)))
    remark = "" if skipped is None else say("clients.inspector-skipped", why=skipped)
    findings.append(_id_zero(transcript, remark))
    return Report("clients", tuple(findings), (transcript,))


def client_findings(run: ClientRun) -> list[Finding]:
    """A client's findings: it connects, agrees on a version (where it says which), lists echo,
    calls it and gets the text back, and connects quickly."""
    who = say(f"clients.name.{run.client}")
    bound = quick_connect()  # the SDK's own wait, which no time scale stretches
    values = (("client", who), ("bound", _seconds(bound)))
    sent = (say(f"clients.sent.{run.client}"),)
    aspects = ["connects", "version", "lists-echo", "calls-echo", "quick"]
    if run.client == INSPECTOR:
        aspects.remove("version")  # the Inspector does not say which version it agreed on

    def finding(aspect: str, verdict: Verdict, got: Sequence[str] = (), seen: str = "") -> Finding:
        return Finding(f"clients.{aspect}", verdict, sent, tuple(got), seen, values)

    stopped = (run.error, *((say("got.last-stderr", line=run.stderr),) if run.stderr else ()))
    if not run.connected:
        never = (say("clients.never-connected"),)
        return [finding("connects", Verdict.FAILED, stopped)] + [
            finding(aspect, Verdict.NOT_JUDGED, never) for aspect in aspects[1:]
        ]
    judged = {"connects": finding("connects", Verdict.PASSED)}
    agreed = say("clients.agreed", version=run.version)
    if run.version in jsonrpc.MCP_VERSIONS:
        judged["version"] = finding("version", Verdict.PASSED, (agreed,), agreed)
    else:
        judged["version"] = finding("version", Verdict.FAILED, (agreed,))
    if run.tools is None:
        judged["lists-echo"] = finding("lists-echo", Verdict.FAILED, stopped)
        judged["calls-echo"] = finding("calls-echo", Verdict.NOT_JUDGED, (say("clients.no-list"),))
    else:
        listed = say("clients.tools", tools=", ".join(run.tools) or say("seen.none"))
        if ECHO_TOOL in run.tools:
            judged["lists-echo"] = finding("lists-echo", Verdict.PASSED, (listed,), listed)
        else:
            judged["lists-echo"] = finding("lists-echo", Verdict.FAILED, (listed,))
        judged["calls-echo"] = _calls_echo(run, finding, stopped)
    seconds = run.seconds or 0.0
    if seconds <= bound:
        took = say("clients.took", seconds=_seconds(seconds))
        judged["quick"] = finding("quick", Verdict.PASSED, (took,))
    else:
        waited = say("clients.kept-waiting", seconds=_seconds(seconds))
        judged["quick"] = finding("quick", Verdict.FAILED, (waited,))
    return [judged[aspect] for aspect in aspects]


def quick_connect() -> float:
    """How soon a real client must be connected: within the SDK Client's wait for an answer to
    its `server/discover` probe (10 s). A server that answers the probe, an unknown method to it,
    is connected before that however slowly it starts (an SDK server takes 0.7 s, over 2 s on a
    busy machine; one that needs longer is one a person notices as stuck); a server silent to it
    has kept the client waiting all of it. A bound of a few seconds would judge the machine's
    load and the server's start-up instead (issue 22)."""
    from mcp.client import session  # read when judged: a test may shorten the SDK's wait

    return float(session.DISCOVER_TIMEOUT_SECONDS)


def _calls_echo(
    run: ClientRun, finding: Callable[..., Finding], stopped: tuple[str, ...]
) -> Finding:
    if run.echo is None:
        return finding("calls-echo", Verdict.FAILED, stopped)
    back = say("clients.echoed", texts=" | ".join(run.echo) or say("seen.none"))
    if run.echo_is_error:
        return finding("calls-echo", Verdict.FAILED, (back, say("clients.is-error")))
    right = run.echo == (ECHO_TEXT,)
    return finding("calls-echo", Verdict.PASSED if right else Verdict.FAILED, (back,))


def _seconds(value: float) -> str:
    """Seconds as a person says them: 10, 2.5, 0.04."""
    return f"{value:.2g}" if value < 1 else f"{value:.1f}".removesuffix(".0")
