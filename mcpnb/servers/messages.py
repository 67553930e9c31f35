"""Lesson 1's reference server: read MCP messages from stdin, answer each on stdout.

Run it with `python -m mcpnb.servers.messages`. It knows two methods:

- `ping` answers `{}` at once;
- `wait` with params `{"ms": N}` answers `{"waited": N}` after N milliseconds, without holding up
  any other request (each wait runs on a timer of its own).

Every other line gets the reply the JSON-RPC rules owe it (see `mcpnb.protocol.jsonrpc`), and a
notification never gets one. Only messages go to stdout, each flushed as soon as it is made; the
ready line and one log line per message go to stderr, in the language `MCPNB_LANG` names (the
error messages JSON-RPC names stay as the spec writes them). At the end of input the server lets
pending replies leave, then exits 0.
"""

from __future__ import annotations

import os
import sys
import threading
from collections.abc import Callable
from dataclasses import dataclass, replace

from mcpnb.protocol import jsonrpc
from mcpnb.protocol.framing import Line, LineBuffer
from mcpnb.protocol.jsonrpc import Incoming, Kind, Message
from mcpnb.texts import say, text

# os.read returns whatever has arrived, up to this many bytes: half a message, or several.
READ_SIZE = 4096

# A wait longer than a minute is surely a typo in a lesson; refuse it rather than hang the client.
MAX_WAIT_MS = 60_000


@dataclass(frozen=True)
class Reply:
    """A message to send, and how many seconds to wait before it may leave."""

    message: Message
    after: float = 0.0


def respond(incoming: Incoming) -> Reply | None:
    """The reply one incoming message gets, or None when it gets none."""
    if (bad := jsonrpc.bad_line_reply(incoming)) is not None:
        return Reply(bad)
    if incoming.kind is not Kind.REQUEST:
        return None  # notifications, known or not, and responses are never answered
    assert incoming.id is not None  # classify guarantees a request has one
    if incoming.method == "ping":
        return Reply(jsonrpc.result(incoming.id, {}))
    if incoming.method == "wait":
        ms = incoming.params.get("ms") if isinstance(incoming.params, dict) else None
        if not isinstance(ms, int) or isinstance(ms, bool) or not 0 <= ms <= MAX_WAIT_MS:
            hint = say("server.error.wait-params", most=MAX_WAIT_MS)
            return Reply(jsonrpc.error(incoming.id, jsonrpc.INVALID_PARAMS, hint))
        return Reply(jsonrpc.result(incoming.id, {"waited": ms}), after=ms / 1000)
    return Reply(jsonrpc.error(incoming.id, jsonrpc.METHOD_NOT_FOUND))


_stdout_lock = threading.Lock()


def send(message: Message) -> None:
    """Write one message as one line on stdout and flush it, so the client sees it now."""
    with _stdout_lock:  # timers may send at the same moment: never interleave two lines
        sys.stdout.buffer.write(jsonrpc.encode(message))
        sys.stdout.buffer.flush()


def log(text: str) -> None:
    """Logs go to stderr: stdout belongs to the messages."""
    print(text, file=sys.stderr, flush=True)


_PROBLEM_KEYS = {sentence: key for key, sentence in jsonrpc.PROBLEMS.items()}


def described(incoming: Incoming) -> str:
    """A line as a log names it, in the language spoken: its kind, method and id, and what is
    wrong with it (what the JSON parser says, and the size of a bad line, in its own words)."""
    plain = str(replace(incoming, problem=""))  # "request wait (id 1)"
    head = text("server.log.kind")[incoming.kind] + plain[len(incoming.kind):]
    key = _PROBLEM_KEYS.get(incoming.problem)
    problem = text("server.log.problem")[key] if key else incoming.problem
    return f"{head}: {problem}" if problem else head


def serve(respond: Callable[[Incoming], Reply | None], name: str) -> int:
    """Read stdin until it ends, answer every line with `respond`, return the exit status. Its
    log lines are in the language its environment asks for (`MCPNB_LANG`)."""
    log(say("server.log.ready", name=name))
    buffer = LineBuffer()
    timers: list[threading.Timer] = []

    def handle(line: Line) -> None:
        incoming = jsonrpc.classify(line)
        log(say("server.log.got", what=described(incoming)))
        reply = respond(incoming)
        if reply is None:
            return
        if reply.after <= 0:
            send(reply.message)
            return
        timer = threading.Timer(reply.after, send, args=(reply.message,))
        timer.start()
        timers.append(timer)

    while chunk := os.read(sys.stdin.fileno(), READ_SIZE):
        for line in buffer.feed(chunk):
            handle(line)
    for line in buffer.finish():
        handle(line)
    for timer in timers:
        timer.join()
    log(say("server.log.bye"))
    return 0


if __name__ == "__main__":
    sys.exit(serve(respond, "messages"))
