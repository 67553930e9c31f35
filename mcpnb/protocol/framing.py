"""Cut a byte stream into lines: the framing of MCP's stdio transport.

A stdio peer receives its input in chunks of any size: half a message, one, or two and a half.
`LineBuffer` keeps what has arrived, hands out every complete line and keeps the rest. It works on
bytes and decodes whole lines only, so a UTF-8 character split across two chunks comes out whole.
There is no I/O and no clock here: feed bytes in, take lines out.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import Literal

# One MCP message of the lessons is a few hundred bytes; a mebibyte is far beyond any of them and
# still small enough that a peer writing endless bytes with no newline cannot exhaust memory.
MAX_LINE_BYTES = 1024 * 1024

# How many bytes of a bad line are kept to show what it looked like.
HEAD_BYTES = 80


@dataclass(frozen=True)
class BadLine:
    """A line that cannot be handed out as text: longer than the limit, or not UTF-8."""

    reason: Literal["too long", "not utf-8"]
    head: bytes
    size: int

    def __str__(self) -> str:
        if self.reason == "too long":
            return f"a line of more than {self.size} bytes with no newline, starting {self.head!r}"
        return f"a line of {self.size} bytes that is not valid UTF-8: {self.head!r}"


Line = str | BadLine


class LineBuffer:
    """A read buffer for a stream of newline-terminated messages.

    `feed` takes the next chunk and returns the lines it completed; blank lines are skipped. A line
    that grows past `limit` bytes without a newline is reported once as `BadLine("too long")` and
    the rest of it is dropped up to its newline, so memory stays bounded.
    """

    def __init__(self, *, limit: int = MAX_LINE_BYTES) -> None:
        self.limit = limit
        self._pending = bytearray()
        self._discarding = False

    @property
    def pending(self) -> bytes:
        """The bytes received after the last newline: the start of a message still on its way."""
        return bytes(self._pending)

    def feed(self, chunk: bytes) -> list[Line]:
        lines: list[Line] = []
        start = 0
        while (end := chunk.find(b"\n", start)) != -1:
            piece = chunk[start:end]
            start = end + 1
            if self._discarding:
                self._discarding = False
                continue
            self._pending += piece
            whole = bytes(self._pending)
            self._pending.clear()
            if len(whole) > self.limit:
                lines.append(BadLine("too long", whole[:HEAD_BYTES], len(whole)))
            elif line := _decode(whole):
                lines.append(line)
        if not self._discarding:
            self._pending += chunk[start:]
            if len(self._pending) > self.limit:
                lines.append(BadLine("too long", bytes(self._pending[:HEAD_BYTES]), self.limit))
                self._pending.clear()
                self._discarding = True
        return lines

    def finish(self) -> list[Line]:
        """End of stream: the unterminated rest, if any, as a last line."""
        rest = bytes(self._pending)
        self._pending.clear()
        self._discarding = False
        line = _decode(rest)
        return [line] if line else []


def _decode(raw: bytes) -> Line | None:
    """The text of one line, None for a blank one, BadLine for bytes that are not UTF-8."""
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError:
        return BadLine("not utf-8", raw[:HEAD_BYTES], len(raw))
    return text if text.strip() else None


def split_chunks(chunks: Iterable[str | bytes]) -> list[tuple[str, str, list[Line]]]:
    """Feed chunks one by one: for each, the chunk, the buffer afterwards and the lines ready."""
    buffer = LineBuffer()
    rows = []
    for chunk in chunks:
        raw = chunk.encode("utf-8") if isinstance(chunk, str) else chunk
        ready = buffer.feed(raw)
        shown = chunk if isinstance(chunk, str) else chunk.decode("utf-8", "replace")
        rows.append((shown, buffer.pending.decode("utf-8", "replace"), ready))
    return rows
