"""Lesson 5's function from scratch: the step of a client's reader of an SSE stream, the HTTP
twin of lesson 1's buffer step. Its reference (`mcpnb.protocol.sse`), its properties, and the
beliefs a wrong reader shows."""

from __future__ import annotations

import json
import random
import re
from typing import Any

from mcpnb.judge.functions.spec import WORDS, Args, Exercise, Property
from mcpnb.protocol import jsonrpc, sse


def sse_step(pending: bytes, chunk: bytes) -> tuple[bytes, list[Any]]:
    """The reference: what the stream holds after its last blank line, and the JSON-RPC messages
    of the events the chunk ended (`mcpnb.protocol.sse`)."""
    return sse.sse_step(pending, chunk)


_LINE_ENDS = (b"\r\n", b"\r")  # besides b"\n": the ends a reader splitting on LF alone misses
_FIELDS = (b": keep-alive", b"retry: 3000", b"id: 7", b"x-trace: abc", b":")


def _message(rng: random.Random) -> dict[str, Any]:
    """A message a server streams: a progress notification or a tool's result, its text wide
    (several bytes a character) or not."""
    text = rng.choice(WORDS)
    if rng.random() < 0.5:
        return jsonrpc.notification("notifications/progress", {
            "progressToken": rng.randint(1, 9), "progress": 1, "message": text})
    return jsonrpc.result(rng.randint(1, 99), {"content": [{"type": "text", "text": text}]})


def _event(message: dict[str, Any], end: bytes = b"\n", *, data_lines: int = 1,
           fields: tuple[bytes, ...] = (), rng: random.Random | None = None,
           field: bytes = b"data: ") -> bytes:
    """One event, its blank line included: `fields` (comments, other fields) before its data, the
    message's JSON cut into `data_lines` lines where JSON allows a line break (after a comma)."""
    text = json.dumps(message, ensure_ascii=False).encode()
    commas = [i + 1 for i, byte in enumerate(text) if byte == ord(",")]
    cuts = sorted(rng.sample(commas, min(data_lines - 1, len(commas)))) if rng else []
    parts = [text[a:b] for a, b in zip([0, *cuts], [*cuts, len(text)], strict=True)]
    lines = [*fields, *(field + part for part in parts)]
    return end.join(lines) + end + end


def _cut_between(data: bytes, rng: random.Random, *, inside_character: bool = False) -> int:
    """Where to cut bytes in two, 1 to len - 1: between characters, or inside one of several
    bytes."""
    inside = [i for i in range(1, len(data)) if data[i] & 0xC0 == 0x80]
    between = [i for i in range(1, len(data)) if data[i] & 0xC0 != 0x80]
    return rng.choice(inside if inside_character and inside else between)


def _wide(rng: random.Random) -> dict[str, Any]:
    while True:
        message = _message(rng)
        if any(ord(c) > 127 for c in json.dumps(message, ensure_ascii=False)):
            return message


def _sse_one_event(rng: random.Random) -> Args:
    return [b"", _event(_message(rng))]


def _sse_unended(rng: random.Random) -> Args:
    whole = _event(_message(rng))
    return [b"", whole[: rng.randint(1, len(whole) - 2)]]  # short of its blank line


def _sse_split_event(rng: random.Random) -> Args:
    whole = _event(_message(rng))
    at = _cut_between(whole, rng)
    return [whole[:at], whole[at:]]


def _sse_many_events(rng: random.Random) -> Args:
    return [b"", b"".join(_event(_message(rng), fields=(b"event: message",) * rng.randint(0, 1))
                          for _ in range(rng.randint(2, 4)))]


def _sse_line_ends(rng: random.Random) -> Args:
    end = rng.choice(_LINE_ENDS)
    stream = b"".join(_event(_message(rng), end) for _ in range(rng.randint(1, 3)))
    if end == b"\r\n" and rng.random() < 0.5:  # the chunk ends between a CRLF's two bytes
        crs = [i for i in range(len(stream) - 1) if stream[i:i + 2] == b"\r\n"]
        return [b"", stream[: rng.choice(crs) + 1]]
    return [b"", stream]


def _sse_comments(rng: random.Random) -> Args:
    stream = b""
    for _ in range(rng.randint(1, 3)):
        if rng.random() < 0.5:
            stream += b": ping\n\n"  # a keep-alive on its own: a block with no data
        stream += _event(_message(rng), fields=tuple(rng.sample(_FIELDS, rng.randint(1, 3))))
    return [b"", stream]


def _sse_priming(rng: random.Random) -> Args:
    """A stream that opens as a legacy server's does: an id and an empty data, which carries no
    message (2025-11-25: the server SHOULD send it first, so that a client can resume)."""
    empty = rng.choice((b"data:", b"data: "))
    priming = b"id: " + str(rng.randint(0, 99)).encode() + b"\n" + empty + b"\n\n"
    return [b"", priming + b"".join(_event(_message(rng)) for _ in range(rng.randint(1, 2)))]


def _sse_data_lines(rng: random.Random) -> Args:
    """One event whose data spans several lines, each ended by LF: line ends are `line-ends`'s,
    so that a reader wrong about one rule fails that rule's property alone."""
    return [b"", _event(_message(rng), data_lines=rng.randint(2, 4), rng=rng)]


def _sse_no_space(rng: random.Random) -> Args:
    """Events whose data: lines have no space after the colon, which SSE allows."""
    return [b"", b"".join(_event(_message(rng), field=b"data:")
                          for _ in range(rng.randint(1, 2)))]


def _sse_split_character(rng: random.Random) -> Args:
    whole = _event(_wide(rng))
    if rng.random() < 0.5:  # the chunk begins in the middle of a character
        at = _cut_between(whole, rng, inside_character=True)
        return [whole[:at], whole[at:]]
    # the chunk ends in the middle of a character of the next event
    following = _event(_wide(rng))
    return [b"", whole + following[: _cut_between(following, rng, inside_character=True)]]


def _same_sse_result(got: Any, expected: Any) -> bool:
    """The same messages, and a pending that reads as the reference's does: the same unended
    line, and the same messages once a blank line ends it (a comment kept or dropped alike)."""
    if not (isinstance(got, list) and len(got) == 2 and got[1] == expected[1]):
        return False
    pending, right = got[0], expected[0]
    if not isinstance(pending, bytes):
        return False
    if pending == right:
        return True
    # A LF next must end a line where the reference's pending ends in a CR (half a CRLF), not
    # start a blank line: the same messages either way.
    return (_unended_line(pending) == _unended_line(right)
            and sse.sse_step(pending, b"\n\n") == sse.sse_step(right, b"\n\n")
            and sse.sse_step(pending, b"\n")[1] == sse.sse_step(right, b"\n")[1])


def _unended_line(data: bytes) -> bytes:
    return data[max(data.rfind(b"\n"), data.rfind(b"\r")) + 1:]


def _sse_belief(args: Args, got: Any, expected: Any) -> str | None:
    """Which belief a wrong SSE step shows (a text key), or None."""
    stream = args[0] + args[1]
    raised = got.get("raised", "") if isinstance(got, dict) else None
    short = isinstance(got, list) and len(got) == 2 and isinstance(got[1], list) and (
        len(got[1]) < len(expected[1]))
    if re.search(rb"(^|[\r\n])data:[^ \r\n]", stream) and (raised is not None or short):
        return "sse-step.belief.space-required"
    events = sse.read_events([stream])
    split_data = any("\n" in event.data for event in events)
    empty_data = any(event.data == "" for event in events)
    if raised is not None:
        if raised.startswith("UnicodeDecodeError"):
            return "sse-step.belief.join-first" if args[0] else "sse-step.belief.decoded-too-soon"
        if raised.startswith("JSONDecodeError") and empty_data:
            return "sse-step.belief.empty-data"
        if raised.startswith("JSONDecodeError") and split_data:
            return "sse-step.belief.one-data-line"
        return "function.belief.raised"
    if not (isinstance(got, list) and len(got) == 2 and isinstance(got[1], list)):
        return "sse-step.belief.shape"
    pending, messages = got
    if not isinstance(pending, bytes):
        return "sse-step.belief.pending-not-bytes"
    if any(isinstance(m, str | bytes) for m in messages):
        return "sse-step.belief.data-not-parsed"
    if messages == expected[1]:
        if stream.endswith(b"\r") and pending:
            return "sse-step.belief.cr-at-end"
        return "sse-step.belief.pending-lost" if not pending else "sse-step.belief.pending-kept"
    if "\ufffd" in json.dumps(messages, ensure_ascii=False):
        return "sse-step.belief.decoded-too-soon"
    if args[0] and messages == sse.sse_step(b"", args[1])[1]:
        return "sse-step.belief.join-first"  # what the chunk alone holds: pending left out
    if len(messages) < len(expected[1]):
        if b"\r" in stream:
            return "sse-step.belief.newline-only"
        if split_data:
            return "sse-step.belief.one-data-line"
        return "sse-step.belief.messages-missing"
    if len(messages) > len(expected[1]):
        return "sse-step.belief.empty-data" if empty_data else "sse-step.belief.messages-too-early"
    return None


SSE_STEP = Exercise(
    "sse-step", "sse_step", sse_step,
    (Property("one-event", _sse_one_event), Property("unended", _sse_unended),
     Property("split-event", _sse_split_event), Property("many-events", _sse_many_events),
     Property("line-ends", _sse_line_ends), Property("comments", _sse_comments),
     Property("priming", _sse_priming), Property("data-lines", _sse_data_lines),
     Property("no-space", _sse_no_space),
     Property("split-character", _sse_split_character)),
    _same_sse_result, _sse_belief,
)
