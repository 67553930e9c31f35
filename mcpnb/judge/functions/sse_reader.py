"""Lesson 5's function from scratch: the step of a client's reader of an SSE stream, the HTTP
twin of lesson 1's buffer step. Its reference (`mcpnb.protocol.sse`), its properties, and the
beliefs a wrong reader shows."""

from __future__ import annotations

import json
import random
import re
from functools import partial
from typing import Any

from mcpnb.judge.functions.spec import BOTH, WORDS, Args, Exercise, Property, kinds
from mcpnb.protocol import jsonrpc, sse


def sse_step(pending: bytes, chunk: bytes) -> tuple[bytes, list[Any]]:
    """The reference: what the stream holds after its last blank line, and the JSON-RPC messages
    of the events the chunk ended (`mcpnb.protocol.sse`)."""
    return sse.sse_step(pending, chunk)


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
    cuts: list[int] = []
    if rng and data_lines > 1:
        commas = [i + 1 for i, byte in enumerate(text) if byte == ord(",")]
        cuts = sorted(rng.sample(commas, min(data_lines - 1, len(commas))))
    parts = [text[a:b] for a, b in zip([0, *cuts], [*cuts, len(text)], strict=True)]
    lines = [*fields, *(field + part for part in parts)]
    return end.join(lines) + end + end


def _cut_between(data: bytes, rng: random.Random, *, inside_character: bool = False) -> int:
    """Where to cut bytes in two, 1 to len - 1: between characters, or inside one of several
    bytes."""
    inside = [i for i in range(1, len(data)) if data[i] & 0xC0 == 0x80]
    between = [i for i in range(1, len(data)) if data[i] & 0xC0 != 0x80]
    return rng.choice(inside if inside_character and inside else between)


def _wide(rng: random.Random, wide: bool = True) -> dict[str, Any]:
    """A message whose text holds a character of several bytes (or, `wide` False, none)."""
    while True:
        message = _message(rng)
        if any(ord(c) > 127 for c in json.dumps(message, ensure_ascii=False)) == wide:
            return message


def _narrow(rng: random.Random) -> dict[str, Any]:
    return _wide(rng, wide=False)


def _sse_one_event(rng: random.Random) -> Args:
    return [b"", _event(_message(rng))]


def _sse_unended(wide: bool, inside: bool, rng: random.Random) -> Args:
    """An event short of its blank line, cut between characters or inside one."""
    whole = _event(_wide(rng) if wide else _narrow(rng))
    return [b"", whole[: _cut_between(whole[:-2], rng, inside_character=inside)]]


def _sse_split_event(wide: bool, rng: random.Random) -> Args:
    whole = _event(_wide(rng) if wide else _narrow(rng))
    at = _cut_between(whole, rng)
    return [whole[:at], whole[at:]]


def _sse_many_events(named: bool, rng: random.Random) -> Args:
    return [b"", b"".join(_event(_message(rng), fields=(b"event: message",) * named)
                          for _ in range(rng.randint(2, 4)))]


def _sse_line_ends(end: bytes, halved: str, rng: random.Random) -> Args:
    """Events whose lines end in CRLF or CR; `halved`: the chunk ends between the two bytes of
    a CRLF, the one that ends a data line or the one that ends a blank line."""
    blank = halved == "blank"
    stream = b"".join(_event(_message(rng), end) for _ in range(rng.randint(1 + blank, 3)))
    if halved:  # at a blank line: the last event's, so that the events before it have ended
        crs = [i for i in range(2, len(stream) - 1) if stream[i:i + 2] == b"\r\n"
               and (stream[i - 2:i] == b"\r\n") == blank]
        return [b"", stream[: (crs[-1] if blank else rng.choice(crs)) + 1]]
    return [b"", stream]


def _sse_comments(alone: bool, rng: random.Random) -> Args:
    """Events with comments and other fields before their data; with a keep-alive in a block of
    its own (no data at all) or not."""
    stream = b""
    for n in range(rng.randint(1, 3)):
        if alone and n == 0:
            stream += b": ping\n\n"  # a keep-alive on its own: a block with no data
        stream += _event(_message(rng), fields=tuple(rng.sample(_FIELDS, rng.randint(1, 3))))
    return [b"", stream]


def _sse_priming(empty: bytes, rng: random.Random) -> Args:
    """A stream that opens as a legacy server's does: an id and an empty data, which carries no
    message (2025-11-25: the server SHOULD send it first, so that a client can resume)."""
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


def _sse_split_character(begins_inside: bool, rng: random.Random) -> Args:
    whole = _event(_wide(rng))
    if begins_inside:  # the chunk begins in the middle of a character
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
        return "sse-step.belief.shape-pending-text"
    if any(isinstance(m, str | bytes) for m in messages):
        return "sse-step.belief.shape-data-text"
    if messages == expected[1]:
        if stream.endswith(b"\r") and pending:
            return "sse-step.belief.cr-at-end"
        return "sse-step.belief.pending-lost" if not pending else "sse-step.belief.pending-kept"
    if "\ufffd" in json.dumps(messages, ensure_ascii=False):
        return "sse-step.belief.decoded-too-soon"
    if args[0] and messages == sse.sse_step(b"", args[1])[1]:
        return "sse-step.belief.join-first"  # what the chunk alone holds: pending left out
    if len(messages) < len(expected[1]):
        # Told apart from a reader of LF alone by the events it did end: one of those ends none.
        if stream.endswith(b"\r\n\r") and messages and (
                messages == sse.sse_step(b"", stream[:-1])[1]):
            return "sse-step.belief.cr-held"  # the last CR kept back, as if a LF might follow
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
    (Property("one-event", _sse_one_event),
     Property("unended", *kinds(_sse_unended, BOTH, BOTH)[1:]),  # inside: a wide one
     Property("split-event", *kinds(_sse_split_event, BOTH)),
     Property("many-events", *kinds(_sse_many_events, BOTH)),
     Property("line-ends", *(partial(_sse_line_ends, end, halved) for end, halved in (
         (b"\r\n", ""), (b"\r\n", "line"), (b"\r\n", "blank"), (b"\r", "")))),
     Property("comments", *kinds(_sse_comments, BOTH)),
     Property("priming", *kinds(_sse_priming, (b"data:", b"data: "))),
     Property("data-lines", _sse_data_lines), Property("no-space", _sse_no_space),
     Property("split-character", *kinds(_sse_split_character, BOTH))),
    _same_sse_result, _sse_belief,
)
