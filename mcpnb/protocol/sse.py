"""Cut an SSE stream into events: the framing of MCP's Streamable HTTP responses (lesson 5).

A server that answers a POST with `Content-Type: text/event-stream` sends Server-Sent Events: lines
of text, each `field: value`, an event ended by a blank line. Of the fields MCP uses `data` (the
JSON-RPC message; several `data` lines of one event are joined with a newline), `event` (the
event's type, `message` when it has none) and `id`; a line that starts with `:` is a comment (a
keep-alive), and any other field is ignored. A line ends with CRLF, LF or CR. The stream is UTF-8,
an initial byte order mark dropped; an event the stream ends in the middle of, before its blank
line, is never dispatched. (The rules are WHATWG HTML's, "Server-sent events", §9.2.6, which the
2026-07-28 Streamable HTTP page points to.)

It is the HTTP twin of `framing.LineBuffer`: the bytes come in chunks cut anywhere, mid-line, in
the middle of a UTF-8 character, between the CR and the LF of one line end, so `EventReader`
keeps what it has not yet understood, decodes whole lines only, and never takes a CR at the end of
a chunk for a blank line to come. No I/O and no clock here: feed bytes in, take events out.
"""

from __future__ import annotations

import json
from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

from mcpnb.protocol.framing import MAX_LINE_BYTES

BOM = "\ufeff"


@dataclass(frozen=True)
class Event:
    """One dispatched event: its data (the `data` lines joined by newlines), type and id."""

    data: str
    type: str = "message"
    id: str | None = None


class EventReader:
    """A reader of one SSE stream: `feed` takes the next chunk and returns the events it
    completed; `close` ends the stream (an event still open is dropped, as the rules say).

    A line longer than `limit` bytes is a ValueError: a server streaming one endless line could
    otherwise fill the reader's memory.
    """

    def __init__(self, *, limit: int = MAX_LINE_BYTES) -> None:
        self.limit = limit
        self._pending = bytearray()
        self._event = bytearray()  # the raw lines of the event not yet ended
        self._after_cr = False  # the last line ended with a CR: an LF right after belongs to it
        self._started = False  # the first line was read: a BOM can only come before it
        self._data: list[str] = []
        self._type = ""
        self._last_id: str | None = None

    def feed(self, chunk: bytes) -> list[Event]:
        events: list[Event] = []
        if not chunk:
            return events
        if self._after_cr and chunk.startswith(b"\n"):
            chunk = chunk[1:]
        self._after_cr = False
        self._pending += chunk
        start = 0
        while True:
            ends = [i for i in (self._pending.find(b"\r", start), self._pending.find(b"\n", start))
                    if i != -1]
            if not ends:
                break
            end, begin = min(ends), start
            line = bytes(self._pending[start:end])
            if self._pending[end:end + 1] == b"\r":
                if end + 1 == len(self._pending):
                    self._after_cr = True  # the LF may be in the next chunk
                    start = end + 1
                elif self._pending[end + 1:end + 2] == b"\n":
                    start = end + 2
                else:
                    start = end + 1
            else:
                start = end + 1
            self._event += self._pending[begin:start]
            if (event := self._line(line)) is not None:
                events.append(event)
        del self._pending[:start]
        if len(self._pending) > self.limit:
            raise ValueError(f"an SSE line of more than {self.limit} bytes with no line end")
        return events

    def close(self) -> list[Event]:
        """The stream has ended: nothing more is dispatched (an open event is dropped)."""
        self._pending.clear()
        self._event.clear()
        self._data, self._type = [], ""
        return []

    @property
    def pending(self) -> bytes:
        """What the stream holds after its last blank line: the event not yet ended, as bytes."""
        return bytes(self._event + self._pending)

    def _line(self, raw: bytes) -> Event | None:
        text = raw.decode("utf-8", errors="replace")
        if not self._started:
            self._started = True
            text = text.removeprefix(BOM)
        if text == "":
            self._event.clear()
            return self._dispatch()
        if text.startswith(":"):
            return None  # a comment: a keep-alive, no data
        field, colon, value = text.partition(":")
        if colon and value.startswith(" "):
            value = value[1:]
        if field == "data":
            self._data.append(value)
        elif field == "event":
            self._type = value
        elif field == "id" and "\0" not in value:
            self._last_id = value
        return None  # `retry` and unknown fields change nothing MCP reads

    def _dispatch(self) -> Event | None:
        data, kind = self._data, self._type or "message"
        self._data, self._type = [], ""
        if not data:
            return None  # a blank line with no data before it dispatches nothing
        return Event("\n".join(data), kind, self._last_id)


def read_events(chunks: Iterable[bytes]) -> list[Event]:
    """Every event of a whole stream, given as its chunks."""
    reader = EventReader()
    events = [event for chunk in chunks for event in reader.feed(chunk)]
    return events + reader.close()


def sse_messages(chunks: Iterable[bytes]) -> list[Any]:
    """The JSON-RPC messages of a whole stream: each `message` event's data, parsed as JSON.

    Lesson 5 asks for it step by step (`sse_step`); an event of another type, or
    whose data is not JSON, is no message of MCP's and is left out.
    """
    return messages_of(read_events(chunks))


def sse_step(pending: bytes, chunk: bytes) -> tuple[bytes, list[Any]]:
    """One step of reading a stream, as lesson 5 asks for it from scratch: given what the stream
    held after its last blank line (`pending`) and the next chunk, what it holds afterwards and
    the JSON-RPC messages of the events the chunk ended. The twin of lesson 1's buffer step."""
    reader = EventReader()
    events = reader.feed(pending + chunk)
    return reader.pending, messages_of(events)


def messages_of(events: Iterable[Event]) -> list[Any]:
    """The JSON-RPC messages of events: each `message` event's data, parsed as JSON."""
    found = []
    for event in events:
        if event.type != "message":
            continue
        try:
            found.append(json.loads(event.data))
        except ValueError:
            continue
    return found
