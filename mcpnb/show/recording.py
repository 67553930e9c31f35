"""A real session recorded by the tap (`mcpnb.running.tap`), read back as a transcript and a
picture.

`read_recording(path)` reads what the tap wrote; `Recording.transcript()` makes it a
`Transcript` (each chunk the client sent a SENT event, each stdout line a MESSAGE or NOISE,
each stderr line STDERR, the tap's notes, the exit) and `Recording.diagram()` a sequence diagram.
`record_session(command)` runs the official SDK's `ClientSession` against the server behind the
tap (initialize, tools/list, tools/call of echo) and gives what the client got and the recording:
lesson 3's picture of a real client at work.

The client runs as the clients check runs it (`mcpnb.running.real_clients.run_client`): every wait
bounded, and whatever it raises becomes the session's `error`, in plain words. `mcp` is imported
only when a session runs: it costs about 0.75 s.
"""

from __future__ import annotations

import base64
import json
import os
import sys
import tempfile
from collections.abc import Mapping, Sequence
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, replace
from pathlib import Path
from typing import TYPE_CHECKING

from mcpnb.content.client_errors import stopped_on
from mcpnb.protocol.framing import Line, LineBuffer
from mcpnb.running.client_tasks import echo_task
from mcpnb.running.harness import MAX_RECORDED_LINES
from mcpnb.running.real_clients import CLIENTS, run_client
from mcpnb.running.scripts import Script, Step
from mcpnb.running.tap import ERR, IN, OUT
from mcpnb.running.transcripts import (
    Event,
    EventKind,
    Transcript,
    exit_event,
    harness_event,
    line_event,
    show_chunk,
)
from mcpnb.texts import carried, counted

if TYPE_CHECKING:
    from mcpnb.show.diagram import SequenceDiagram

# What echo is asked to send back: an accent, so a server that mangles UTF-8 shows it.
ECHO_TEXT = "hello through the tap, café"
# The title of the picture of a session recorded through the tap.
SESSION_TITLE = "session.title"  # the key of its words in mcpnb.texts
# What the streams are called in the transcript's notes.
STREAM_NAMES = {IN: "stdin", OUT: "stdout", ERR: "stderr"}


@dataclass(frozen=True)
class Chunk:
    """One chunk the tap read: when (seconds after it started the server), from where, what."""

    at: float
    stream: str  # IN (the client's), OUT (the server's stdout) or ERR (its stderr)
    data: bytes


@dataclass(frozen=True)
class Recording:
    """What the tap recorded: the command, every chunk in order, its notes, how the server ended."""

    command: tuple[str, ...]
    chunks: tuple[Chunk, ...]
    # (at, the key of its sentence in mcpnb.texts, its values)
    notes: tuple[tuple[float, str, tuple[tuple[str, object], ...]], ...] = ()
    exit_status: int | None = None
    ended_by: str = "exit"
    ended_at: float = 0.0
    dropped: tuple[tuple[str, int, int], ...] = ()  # (stream, chunks, bytes) past the caps

    def sent(self) -> bytes:
        """Everything the client sent, as one byte string."""
        return b"".join(c.data for c in self.chunks if c.stream == IN)

    def transcript(self) -> Transcript:
        """The recording as a harness transcript: each chunk the client sent a SENT event, each
        stdout line a MESSAGE (a JSON object) or NOISE, each stderr line STDERR, then the exit."""
        return self._transcript(by_line=False)

    def script(self) -> Script:
        """The client's side as a script: one step per line it sent, at the time it was read."""
        steps = tuple(Step(at * 1000, line) for at, line in self._client_lines())
        return Script(SESSION_TITLE, None, steps)

    def diagram(self, *, title: str = SESSION_TITLE) -> SequenceDiagram:
        """The session as a sequence diagram: a row for each line the client sent.

        Rows follow lines, not chunks: how a client's writes are cut into reads is up to the pipe
        and the clock, but the lines are the same on every run. The script the rows are snapped
        to is the client's own timing, so a reply lands after the line it answers and before the
        next one the client sent after it (a client that waits for each reply always does).
        """
        from mcpnb.show.diagram import sequence_diagram  # the picture's code: only when shown

        script = replace(self.script(), title=title)
        return sequence_diagram(self._transcript(by_line=True), script, session=True)

    def _client_lines(self) -> list[tuple[float, bytes]]:
        """Each line the client sent (newline kept), at the time of the chunk that ended it; an
        unterminated rest last, at the time of its last chunk."""
        lines, pending, at = [], b"", 0.0
        for chunk in self.chunks:
            if chunk.stream != IN:
                continue
            pending += chunk.data
            at = chunk.at
            *whole, pending = pending.split(b"\n")
            lines += [(chunk.at, line + b"\n") for line in whole]
        if pending:
            lines.append((at, pending))
        return lines

    def _transcript(self, *, by_line: bool) -> Transcript:
        events: list[Event] = []
        if by_line:
            events += [Event(at, EventKind.SENT, show_chunk(line))
                       for at, line in self._client_lines()]
        buffers = {OUT: LineBuffer(), ERR: LineBuffer()}
        counts = dict.fromkeys(buffers, 0)
        cut = dict.fromkeys(buffers, 0)

        def add(stream: str, at: float, lines: list[Line]) -> None:
            for line in lines:
                if counts[stream] >= MAX_RECORDED_LINES:
                    cut[stream] += 1
                    continue
                counts[stream] += 1
                events.append(line_event(at, line, stderr=stream == ERR))

        for chunk in self.chunks:
            if chunk.stream == IN:
                if not by_line:
                    events.append(Event(chunk.at, EventKind.SENT, show_chunk(chunk.data)))
            else:
                add(chunk.stream, chunk.at, buffers[chunk.stream].feed(chunk.data))
        for stream, buffer in buffers.items():
            add(stream, self.ended_at, buffer.finish())
        events += [harness_event(at, EventKind.NOTE, key, **dict(values))
                   for at, key, values in self.notes]
        for stream, chunks, size in self.dropped:
            events.append(harness_event(self.ended_at, EventKind.NOTE,
                                        counted("note.chunks-dropped", chunks),
                                        n=chunks, size=size, stream=STREAM_NAMES[stream]))
        for stream, n in cut.items():
            if n:
                events.append(harness_event(self.ended_at, EventKind.NOTE,
                                            counted("note.lines-dropped", n),
                                            n=n, stream=STREAM_NAMES[stream]))
        if self.ended_by != "not started":
            events.append(exit_event(self.ended_at, self.exit_status))
        events.sort(key=lambda e: e.at)  # stable: each stream keeps its order
        early = any(key == "note.exited-early" for _, key, _ in self.notes)
        # A real client waits for each reply before it sends on: the order of its lines and
        # the replies is the same on every run.
        return Transcript(self.command, tuple(events), self.exit_status, self.ended_by, early,
                          causal=True)


def read_recording(path: str | os.PathLike[str]) -> Recording:
    """Read a recording the tap wrote. A line that cannot be read (the tap killed mid-write) is
    skipped: the rest of the recording is still worth showing."""
    command: tuple[str, ...] = ()
    chunks: list[Chunk] = []
    notes: list[tuple[float, str, tuple[tuple[str, object], ...]]] = []
    dropped: list[tuple[str, int, int]] = []
    status: int | None = None
    ended_by, ended_at = "exit", 0.0
    with open(path, encoding="utf-8") as file:
        for raw in file:
            try:
                record = json.loads(raw)
                at = float(record["t"])
            except (ValueError, KeyError, TypeError):
                continue
            ended_at = max(ended_at, at)
            if "command" in record:
                command = tuple(record["command"])
            elif "stream" in record:
                data = (base64.b64decode(record["base64"]) if "base64" in record
                        else str(record.get("text", "")).encode("utf-8"))
                chunks.append(Chunk(at, record["stream"], data))
            elif "note" in record:
                values = record.get("values")
                notes.append((at, str(record["note"]),
                               tuple(values.items()) if isinstance(values, dict) else ()))
                ended_by = str(record.get("ended_by", ended_by))
            elif "dropped" in record:
                dropped.append((record["dropped"], int(record["chunks"]), int(record["bytes"])))
            elif "exit" in record:
                status, ended_by = record["exit"], str(record.get("ended_by", "exit"))
    return Recording(command, tuple(chunks), tuple(notes), status, ended_by, ended_at,
                     tuple(dropped))


def read_transcript(path: str | os.PathLike[str]) -> Transcript:
    """A recording the tap wrote, read back as a harness transcript."""
    return read_recording(path).transcript()


# -- a real client through the tap ---------------------------------------------------------------


def tap_command(command: Sequence[str], record: str | os.PathLike[str]) -> list[str]:
    """The command that runs `command` behind the tap, recording to `record`."""
    return [sys.executable, "-m", "mcpnb.running.tap", "--record", os.fspath(record), "--",
            *command]


@dataclass(frozen=True)
class Session:
    """What the SDK's ClientSession got through the tap, and what the tap recorded of it."""

    recording: Recording
    version: str | None = None  # the protocol version agreed on
    tools: tuple[str, ...] = ()
    echo: tuple[str, ...] = ()  # the texts of the echo call's content items
    error: str = ""  # the client's own error, when it stopped early

    def transcript(self) -> Transcript:
        return self.recording.transcript()

    def diagram(self, *, title: str = SESSION_TITLE) -> SequenceDiagram:
        return self.recording.diagram(title=title)


def record_session(
    command: Sequence[str],
    *,
    text: str = ECHO_TEXT,
    env: Mapping[str, str] | None = None,
    client: str = "session",
    through_tap: bool = True,
) -> Session:
    """Run the official SDK's `ClientSession` against `command` behind the tap: initialize, list
    the tools, call `echo` with `text`. The client runs as in the clients check
    (`real_clients.run_client`): every step bounded, a failure the session's `error`.

    `client="client"` runs the SDK's high-level `Client` in its default auto mode instead, which
    first probes `server/discover` and falls back to the handshake.

    `through_tap=False` runs the same session straight against the server (nothing is recorded),
    to compare.
    """
    if client not in CLIENTS:
        raise ValueError(f"no client named {client!r}; there are {', '.join(CLIENTS)}")
    with tempfile.TemporaryDirectory(prefix="mcpnb-tap-") as folder:
        record = Path(folder) / "session.jsonl"
        target = tap_command(command, record) if through_tap else list(command)
        # In a thread of its own: a notebook's kernel already runs an event loop in this one.
        with ThreadPoolExecutor(1) as apart:
            run = apart.submit(carried(run_client), client, target, env=env,
                               task=echo_task(text)).result()
        recording = read_recording(record) if record.exists() else Recording(tuple(command), ())
    listed, called = run.saw_of("tools/list"), run.saw_of("tools/call")
    return Session(recording, run.version, listed.items if listed else (),
                   called.items if called else (), stopped_on(run))


def draw_session(command: Sequence[str], *, client: str = "session",
                 title: str = SESSION_TITLE) -> SequenceDiagram:
    """The picture of the SDK's session with the server `command`, recorded through the tap."""
    return record_session(command, client=client).diagram(title=title)
