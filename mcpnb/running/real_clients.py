"""Connect real MCP clients to a stdio server, and say what each one got: lesson 3's clients run.

`meet(command, task)` meets the server with the official Python SDK's two clients, the
`ClientSession` over `stdio_client` and the `Client` in its default auto mode (it probes
`server/discover` first), and asks each one to connect and carry out the `task`
(`mcpnb.running.client_tasks`: lessons 3 to 6 list the tools and call `echo`); `run_inspector`
does the same with the MCP Inspector CLI where `mcpnb.running.inspector` finds it can run. Their
verdicts are `mcpnb.judge.checks.client_findings`'s: nothing here judges.

Process and time policy:

- each client runs in a thread of its own with its own event loop, all of them at once, and
  every step of a run has a bound (`CONNECT_TIMEOUT`, `CALL_TIMEOUT`), so a silent server costs
  its bound, never a hang; the bounds are on the server's own clock (`running.own_time`), so a
  server starved of CPU on a busy machine is not timed out for it; the thread itself is waited
  for at most the sum of its bounds and the SDK's shutdown (`SHUTDOWN_TIMEOUT`), stretched as
  far as that clock may be;
- a client's failure, whatever it raises, becomes a `ClientRun` with the client's own error in
  plain words (the SDK wraps its errors in exception groups: the first leaf is the error);
- the SDK's stdio client ends the server itself: it closes stdin, waits, then kills the tree;
- the server's stderr goes to a file of its own, never to the caller's stderr.

`mcp` is imported only when a client runs: it costs about 0.75 s.
"""

from __future__ import annotations

import contextlib
import importlib
import importlib.util
import logging
import tempfile
import threading
import time
import uuid
from collections.abc import Callable, Mapping, Sequence
from concurrent.futures import ThreadPoolExecutor
from concurrent.futures import TimeoutError as FutureTimeout
from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING, Any, TextIO

from mcpnb.course import course
from mcpnb.protocol import jsonrpc
from mcpnb.running.client_tasks import ECHO_TASK, ClientTask, Saw
from mcpnb.running.harness import child_env
from mcpnb.running.own_time import MARK, MIN_RATE, POLL_SECONDS, LateClock
from mcpnb.running.scripts import Script, Step
from mcpnb.running.transcripts import shorten
from mcpnb.texts import carried, environment, say

if TYPE_CHECKING:
    from mcp import StdioServerParameters

# The SDK's clients, in the order they are reported: its session, then its high-level Client.
CLIENTS = ("session", "client")
# The MCP Inspector's command line, reported after them where it can run (`running.inspector`).
INSPECTOR = "inspector"
# Lesson 4's clients, one of each era: the SDK's Client in each of its modes, then the Inspector
# in each of its eras. Lesson 3's `client` is the SDK's auto mode; its `inspector` speaks the
# Inspector's default era for a stdio server (legacy, in 2.12), which lesson 4 names outright.
SDK_MODES = {"client-legacy": "legacy", "client": "auto", "client-modern": "2026-07-28"}
INSPECTOR_ERAS = {INSPECTOR: None, "inspector-legacy": "legacy", "inspector-auto": "auto",
                  "inspector-modern": "modern"}
ERA_CLIENTS = (*SDK_MODES, "inspector-legacy", "inspector-auto", "inspector-modern")
# The SDK's Client waits 10 s for a server silent to `server/discover` before its handshake; five
# more seconds leave room for a server that starts slowly on a busy machine.
CONNECT_TIMEOUT = 15.0
# A step of a task (tools/list, tools/call) takes milliseconds; a server silent this long will not
# answer.
CALL_TIMEOUT = 5.0
# The Inspector's call of echo ends well in about 0.6 s here, Node's start included, and in over
# 2 s with the whole test suite running: one that has not ended by then gets a tools/list run
# beside it (`run_inspector`: a step another one implies). A call that fails ends sooner, and
# gets its list at once.
LIST_AFTER = 5.0
# The SDK's stdio client closes stdin, waits 2 s, terminates, waits 2 s, then kills: the thread
# of a client has ended by then.
SHUTDOWN_TIMEOUT = 6.0

# The SDK's own MCPError codes, never a server's reply: the connection closed, a request timed out.
SDK_OWN_CODES = (-32000, -32001)

# The MCP Inspector's first message: initialize with id 0, offering the newest handshake version.
INSPECTOR_ID = 0
# The Inspector CLI's first message, as lesson 3 recorded it (its row of the first-messages table).
INSPECTOR_RECORDED = "the MCP Inspector CLI"


@dataclass(frozen=True)
class Url:
    """A server on Streamable HTTP, where a client is given its endpoint's address rather than a
    command to start (lesson 5: `mcpnb.running.web` has started it, for every client at once)."""

    address: str


@dataclass(frozen=True)
class ClientRun:
    """What one real client got from the server: how far it came and what it saw on the way."""

    client: str  # one of CLIENTS, or "inspector"
    connected: bool = False
    stage: str = "connect"  # where it was when it stopped: connect, a task's step, or shutdown
    error: str = ""  # why it stopped early, in plain words, where the failure is not the client's
    failure: Failure | None = None  # what the client raised, where it stopped on an error
    code: int | None = None  # the code of the server's error reply it stopped on, if it did
    version: str | None = None  # the protocol version agreed on
    saw: tuple[Saw, ...] = ()  # what it saw of each step of its task it got through, in order
    seconds: float | None = None  # from starting the server until the client was connected
    stderr: str = ""  # the server's last line on stderr
    stopped: bool = False  # stopped from outside before it ended (the Inspector: see `meet`)

    def saw_of(self, stage: str) -> Saw | None:
        """What it saw of the step `stage` (tools/list, say), if it got through that step."""
        return next((saw for saw in self.saw if saw.stage == stage), None)


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


@dataclass(frozen=True)
class Unread:
    """One field of a reply the SDK could not read into its wire model: where it is (pydantic's
    `loc`), what went wrong (its error `type`) and what was expected, if pydantic says."""

    where: tuple[str | int, ...]
    kind: str
    expected: str | None = None


@dataclass(frozen=True)
class Failure:
    """What a client raised, as data: the first real error inside its exception groups. Nothing
    here words it: the lesson's words for it are `mcpnb.content.client_errors`'s."""

    kind: str  # the exception's class name
    text: str  # its own words
    code: int | None = None  # the MCPError's code, where it was one
    message: str = ""  # the MCPError's message
    reply: bool = False  # the code is the server's error reply's, not one of the SDK's own
    model: str | None = None  # the SDK's wire model a reply did not fit (a ValidationError)
    unread: tuple[Unread, ...] = ()  # the fields that did not fit it, the first few
    http: bool = False  # the client reached its server on Streamable HTTP


# At most this many fields of a reply that did not fit are kept: the first few tell what to fix.
FIELDS_NAMED = 3


def failure_of(exc: BaseException, *, http: bool = False) -> Failure:
    """What a client raised, as data (`http` where it reached its server on Streamable HTTP)."""
    from pydantic import ValidationError  # imported by the SDK already, if it raised this

    leaf = _leaf(exc)
    failure = Failure(type(leaf).__name__, str(leaf), http=http)
    if (error := _mcp_error(leaf)) is not None:
        return replace(failure, code=error[0], message=error[1],
                       reply=_error_reply(leaf) is not None)
    if isinstance(leaf, ValidationError):
        unread = tuple(
            Unread(tuple(e["loc"]), e["type"], _expected((e.get("ctx") or {}).get("expected")))
            for e in leaf.errors(include_url=False)[:FIELDS_NAMED])
        return replace(failure, model=leaf.title, unread=unread)
    return failure


def _expected(value: Any) -> str | None:
    return value if isinstance(value, str) else None


@dataclass
class _Progress:
    """A client's run as it goes: the fields of the ClientRun it will become."""

    client: str
    started: float = field(default_factory=time.monotonic)
    stage: str = "connect"
    fields: dict[str, Any] = field(default_factory=dict)
    saw: list[Saw] = field(default_factory=list)

    def connected(self, version: str) -> None:
        self.fields |= {"connected": True, "version": version,
                        "seconds": time.monotonic() - self.started}


# The SDK's loggers: its modules' (`mcp.*`), and its client session's, which it names "client".
SDK_LOGGERS = ("mcp", "client")


def _quiet_sdk() -> None:
    """Keep the SDK's own log lines out of the caller's output: it logs what it drops (a
    notification it cannot validate, say) with a traceback, which in a notebook would stand above
    the report that says, in the student's words, what went wrong."""
    for name in SDK_LOGGERS:
        logger = logging.getLogger(name)
        if not logger.handlers:
            logger.addHandler(logging.NullHandler())
        logger.propagate = False


async def _drive(name: str, params: StdioServerParameters | Url, errlog: TextIO,
                 progress: _Progress, bounds: _Bounds, task: ClientTask, mark: str | None) -> None:
    """Connect one client and carry out the `task`, moving the deadline at each step: on the
    own clock of the server started with `MARK=mark`, or on the wall clock without one."""
    _quiet_sdk()
    import anyio
    from mcp import Client, ClientSession
    from mcp.client.stdio import stdio_client
    from mcp.client.streamable_http import streamable_http_client

    def transport() -> Any:
        if isinstance(params, Url):
            return streamable_http_client(params.address)
        return stdio_client(params, errlog)

    # Each bound is on the server's own clock (`LateClock`): a server that waits for a CPU on a
    # busy machine (the SDK's takes over a second to import) is not timed out for it. A watcher
    # ends the run once the step's bound has passed.
    clock = LateClock(mark)
    bound = bounds.connect
    deadline = clock.now() + bound

    def step(stage: str, seconds: float) -> None:
        nonlocal bound, deadline
        progress.stage, bound, deadline = stage, seconds, clock.now() + seconds

    with anyio.CancelScope() as scope:

        async def watch() -> None:
            while clock.now() < deadline:
                await anyio.sleep(POLL_SECONDS)
            scope.cancel()

        async with anyio.create_task_group() as group:
            group.start_soon(watch)
            if name == "session":
                async with (
                    transport() as (read, write, *_),
                    ClientSession(read, write) as session,
                ):
                    progress.connected((await session.initialize()).protocol_version)
                    await _carry_out(task, session, progress, step, bounds)
            else:
                async with Client(transport(), mode=SDK_MODES[name]) as client:
                    progress.connected(client.protocol_version)
                    # Pinned to a version, the Client sends nothing to connect: its task's first
                    # request is the server's first, and waits for its start as a handshake does.
                    first = bounds.connect if name == "client-modern" else bounds.call
                    await _carry_out(task, client, progress, step, bounds, first)
            group.cancel_scope.cancel()
    if scope.cancelled_caught and progress.stage != "shutdown":
        progress.fields["error"] = say("clients.timed-out", seconds=float(bound),
                                       stage=say(f"clients.stage.{progress.stage}"))


async def _carry_out(
    task: ClientTask, client: Any, progress: _Progress, step: Callable[[str, float], None],
    bounds: _Bounds, first: float | None = None,
) -> None:
    """What a client does once connected: each step of its task in turn, each within its bound
    (the first within `first`, where it is the server's first request), with a session or a
    Client: both have the same methods."""
    for number, each in enumerate(task.steps):
        step(each.stage, bounds.call if first is None or number else first)
        progress.saw.append(await each.by_sdk(client))
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

    def total(self, steps: int) -> float:
        """The longest a run of a task of `steps` steps may take."""
        return self.connect + steps * self.call + 2 * self.shutdown


def run_client(
    name: str,
    command: Sequence[str] | Url,
    *,
    env: Mapping[str, str] | None = None,
    time_scale: float = 1.0,
    task: ClientTask = ECHO_TASK,
    stop: threading.Event | None = None,
) -> ClientRun:
    """Connect the real client `name` to a server started with `command` (or on HTTP at the
    `Url`), in this thread, and have it carry out the `task`. The Inspector is stopped when
    `stop` is set."""
    if name in INSPECTOR_ERAS:
        return run_inspector(command, task, time_scale=time_scale, stop=stop, name=name)
    if name not in ("session", *SDK_MODES):
        raise ValueError(f"no client named {name!r}; there are {', '.join(CLIENTS)}, "
                         f"{', '.join(ERA_CLIENTS)}")
    import anyio
    from mcp import StdioServerParameters

    progress, answered = _Progress(name), False
    server_env = child_env() if env is None else environment(env)
    mark = None if isinstance(command, Url) else uuid.uuid4().hex
    if mark is not None:
        server_env = {**server_env, MARK: mark}
    with tempfile.TemporaryFile("w+", encoding="utf-8", errors="replace") as errlog:
        try:
            if not command:
                raise ValueError("no command was given")
            params: StdioServerParameters | Url = command if isinstance(command, Url) else (
                StdioServerParameters(command=command[0], args=list(command[1:]),
                                      env=server_env))
            bounds = _Bounds.scaled(time_scale)
            anyio.run(_drive, name, params, errlog, progress, bounds, task, mark)
        except Exception as exc:  # a student's server breaks a client in any way: that is data
            if progress.stage != "shutdown":
                progress.fields["failure"] = failure_of(exc, http=isinstance(command, Url))
                if (reply := _error_reply(exc)) is not None:
                    answered, progress.fields["code"] = True, reply[0]
        errlog.seek(0)
        lines = [line for line in errlog.read().splitlines() if line.strip()]
    # The server's last words help where it crashed or went silent, not where it answered.
    stderr = shorten(lines[-1]) if lines and not answered else ""
    return ClientRun(name, stage=progress.stage, stderr=stderr, saw=tuple(progress.saw),
                     **progress.fields)


def meet(
    command: Sequence[str] | Url,
    task: ClientTask = ECHO_TASK,
    *,
    env: Mapping[str, str] | None = None,
    time_scale: float = 1.0,
    clients: Sequence[str] = CLIENTS,
    stop_inspector: threading.Event | None = None,
) -> dict[str, ClientRun]:
    """Connect every client to its own run of the server, all at once, each to carry out the
    `task`; a run each, in order. The Inspector's runs end early once `stop_inspector` is set
    (by a caller that knows they cannot succeed)."""
    found: dict[str, ClientRun] = {}

    def run(name: str) -> None:
        found[name] = run_client(name, command, env=env, time_scale=time_scale, task=task,
                                 stop=stop_inspector)

    threads = [threading.Thread(target=carried(run), args=(n,), daemon=True) for n in clients]
    for thread in threads:
        thread.start()
    # Each run ends within its bounds on its server's own clock, which runs at MIN_RATE of the
    # wall clock at the least: a thread still running after that is stuck.
    waited = _Bounds.scaled(time_scale).total(len(task.steps)) / MIN_RATE
    deadline = time.monotonic() + waited
    for thread in threads:
        thread.join(max(0.0, deadline - time.monotonic()))
    stuck = say("clients.stuck", seconds=round(waited))
    return {name: found.get(name, ClientRun(name, error=stuck)) for name in clients}


# -- the Inspector's first message, sent by the harness ------------------------------------------


def inspector_hello() -> Script:
    """The Inspector's initialize, exactly as lesson 3 recorded it: id 0, offering 2025-11-25,
    with its own capabilities and clientInfo."""
    recorded = course()["lessons"]["03-clients"]["items"]["first-messages"]["clients"]
    message = recorded[INSPECTOR_RECORDED]
    assert message["id"] == INSPECTOR_ID, "the recorded Inspector's first id is its 0"
    line = jsonrpc.encode(message)
    return Script("the MCP Inspector's first message", None, (Step(0, line),))


# -- the Inspector CLI, where it can run -----------------------------------------------------------


def inspector_unavailable() -> str | None:
    """Why the MCP Inspector CLI cannot run here (no wrapper, no Node ≥ 22.19), or None."""
    if importlib.util.find_spec("mcpnb.running.inspector") is None:
        return say("clients.no-inspector-wrapper")
    module = importlib.import_module("mcpnb.running.inspector")
    why: str | None = module.unavailable()
    return why


def run_inspector(command: Sequence[str] | Url, task: ClientTask = ECHO_TASK, *,
                  time_scale: float = 1.0, stop: threading.Event | None = None,
                  name: str = INSPECTOR) -> ClientRun:
    """Carry out the `task` with the Inspector CLI, a connection of its own for each step, all
    at once. A step another one implies is run only where that one has failed, or not ended
    within `LIST_AFTER` s: its call of echo lists the tools first and looks echo up among them,
    so one connection tells whether echo is listed and what it answers; the list's own run tells
    a list that failed from a call that did, and shows what was listed. A right server is met by
    one start of Node instead of two (0.45 CPU-s less); one that keeps the call waiting waits at
    most `LIST_AFTER` s longer. The Inspector does not say which version it agreed on; its time
    is the whole run, Node's start included. The runs end once `stop` is set: the run is then
    `stopped`. A task that ends well is reported alike whether or not the implied steps' runs had
    started beside it. `name` is one of `INSPECTOR_ERAS`: the era the Inspector speaks."""
    inspector: Any = importlib.import_module("mcpnb.running.inspector")
    timeout = CONNECT_TIMEOUT * time_scale
    era = INSPECTOR_ERAS[name]
    # The Inspector is given a server on HTTP as its address (a str), a stdio one as its command.
    server = command.address if isinstance(command, Url) else command
    steps = task.for_inspector().steps
    implied = _implied(steps)
    first = [number for number in range(len(steps)) if number not in implied]

    def start(pool: ThreadPoolExecutor, number: int) -> Any:
        made = steps[number].by_inspector()
        assert made is not None  # `for_inspector` kept only the steps it can make
        method, options = made
        return pool.submit(carried(inspector.run), server, method, options=options,
                           timeout=timeout, stop=stop, era=era)

    with ThreadPoolExecutor(len(steps)) as pool:
        running = {number: start(pool, number) for number in first}
        deadline = time.monotonic() + LIST_AFTER * time_scale
        with contextlib.suppress(FutureTimeout):
            ended = {number: future.result(timeout=max(0.0, deadline - time.monotonic()))
                     for number, future in running.items()}
            if all(run.ok for run in ended.values()):
                return _carried_out(name, steps, ended, implied)
        running |= {number: start(pool, number) for number in implied}
        ended = {number: future.result() for number, future in running.items()}
    if any(run.stopped for run in ended.values()):
        return ClientRun(name, stopped=True)
    if all(ended[number].ok for number in first):  # it ended well after all, later than
        # `LIST_AFTER`: as if it had in time, so that what a passing finding shows does not
        # depend on how busy the machine was
        return _carried_out(name, steps, ended, implied)
    return _stopped_at(name, steps, ended)


def _implied(steps: Sequence[Any]) -> dict[int, Saw]:
    """The steps another step's run shows (by their place in the task), and what it shows."""
    implied: dict[int, Saw] = {}
    for number, each in enumerate(steps):
        if (saw := each.implied()) is not None:
            implied |= {other: saw for other, step in enumerate(steps)
                        if other != number and step.stage == saw.stage and other not in implied}
    return implied


def _carried_out(name: str, steps: Sequence[Any], ended: Mapping[int, Any],
                 implied: Mapping[int, Saw]) -> ClientRun:
    """The Inspector's run of a task whose steps ended well, the implied ones seen through the
    steps that imply them."""
    saw = tuple(implied[number] if number in implied
                else each.read_inspector(ended[number].output)
                for number, each in enumerate(steps))
    last = ended[max(ended)]
    return ClientRun(name, connected=True, stage=steps[-1].stage, saw=saw,
                     seconds=float(last.seconds))


def _stopped_at(name: str, steps: Sequence[Any], ended: Mapping[int, Any]) -> ClientRun:
    """The Inspector's run of a task one of whose steps failed: what it saw up to the first that
    did, and that step's error; not connected where that was its first."""
    saw: list[Saw] = []
    for number, each in enumerate(steps):
        run = ended[number]
        if not run.ok:
            if number == 0:
                return ClientRun(name, error=str(run.error))
            return ClientRun(name, connected=True, stage=each.stage, saw=tuple(saw),
                             seconds=float(ended[number - 1].seconds), error=str(run.error))
        saw.append(each.read_inspector(run.output))
    raise AssertionError("a task with a failed step has a step that failed")
