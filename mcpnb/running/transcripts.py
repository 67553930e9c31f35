"""What a run of a server recorded: its events (lines on each stream, the harness's own notes,
the exit) in order of time, and how a transcript shows itself in a notebook or a terminal.

A transcript is a record: the harness (`mcpnb.running.harness`) makes it, the checks read it, the
pictures (`mcpnb.show.diagram`) draw it.
"""

from __future__ import annotations

import html
import json
import re
import signal
from collections.abc import Sequence
from dataclasses import dataclass
from enum import StrEnum
from typing import TYPE_CHECKING, Any

from mcpnb.protocol import jsonrpc
from mcpnb.protocol.framing import BadLine, Line
from mcpnb.protocol.jsonrpc import Message
from mcpnb.texts import ENGLISH, has, say, speaking

if TYPE_CHECKING:
    import pandas as pd


# A longer line is cut in a listing (the whole of it stays in the event).
SHOWN_CHARS = 300


class Source(StrEnum):
    """One of the server's two output streams."""

    STDOUT = "stdout"
    STDERR = "stderr"


class EventKind(StrEnum):
    """What an event is."""

    SENT = "sent"
    MESSAGE = "received"  # a stdout line that is a JSON object
    NOISE = "not a message"  # any other stdout text
    STDERR = "stderr"
    NOTE = "note"  # what the harness did or saw: stdin closed, SIGTERM, lines not recorded
    EXIT = "exit"


@dataclass(frozen=True)
class Event:
    """One thing that happened, `at` seconds after the child was started."""

    at: float
    kind: EventKind
    text: str  # a note or an exit in English, as the checks read it
    message: Message | None = None  # the parsed JSON object, for a stdout message
    said: tuple[str, tuple[tuple[str, object], ...]] | None = None  # a note's key and values
    sent: tuple[Message, ...] = ()  # the JSON objects of a sent chunk's lines, as they were sent

    @property
    def shown(self) -> str:
        """The text as a student reads it: a note of the harness's in the language spoken."""
        if self.said is None:
            return self.text
        key, values = self.said
        return say(key, **dict(values))


def line_event(at: float, line: Line, *, stderr: bool = False) -> Event:
    """A line a server wrote, as every transcript records it: a stderr line as it is; on stdout,
    a MESSAGE when it parses to a JSON object, else NOISE. A line nested past
    `jsonrpc.MAX_DEPTH` is noise even when it is valid JSON: a client could not read it either,
    and a message that deep would fail whoever showed it next."""
    if stderr:
        return Event(at, EventKind.STDERR, str(line))
    if isinstance(line, BadLine):
        return Event(at, EventKind.NOISE, str(line))
    try:
        parsed = jsonrpc.parse_json(line)
    except ValueError:
        parsed = None
    if isinstance(parsed, dict):
        return Event(at, EventKind.MESSAGE, line.strip(), parsed)
    return Event(at, EventKind.NOISE, line.rstrip("\r\n"))


def harness_event(at: float, kind: EventKind, key: str, **values: object) -> Event:
    """A note or an exit of the harness's own: its English, and its key to say it in another
    language."""
    if not has(key):  # an older recording's note, written out in English
        return Event(at, kind, key)
    with speaking(ENGLISH):
        text = say(key, **values)
    return Event(at, kind, text, said=(key, tuple(values.items())))


@dataclass(frozen=True)
class Transcript:
    """Everything that happened in one run, in order, and how the server ended.

    `str()` gives the listing (`-> sent`, `<- received`, `stderr ...`), the same on every run for
    the same server: each stream in its own order, no times, pids or paths. `listing(times=True)`
    gives the timeline instead, with milliseconds.
    """

    command: tuple[str, ...]
    events: tuple[Event, ...]
    exit_status: int | None = None  # the return code; negative: killed by that signal
    ended_by: str = "exit"  # "exit", "SIGTERM", "SIGKILL", or "not started"
    exited_early: bool = False  # it exited before its input ended: a crash, usually
    # The client waited for each reply before it sent on (a real client's session): what it
    # sent and what came back on stdout are shown in the one order they happened in.
    causal: bool = False

    @property
    def started(self) -> bool:
        return self.ended_by != "not started"

    @property
    def replies(self) -> list[Message]:
        """Every JSON object the server wrote on stdout, in arrival order."""
        return [e.message for e in self.events if e.message is not None]

    @property
    def stdin_closed_at(self) -> float | None:
        return next((e.at for e in self.events if e.text == "stdin closed"), None)

    def of_kind(self, *kinds: EventKind) -> list[Event]:
        return [e for e in self.events if e.kind in kinds]

    def in_display_order(self) -> list[Event]:
        """The events stream by stream (sent, stdout, stderr, harness): the same on every run.

        Two pipes read by two threads have no common order, so the default display never
        interleaves them; each stream keeps its own order. In a `causal` transcript what was
        sent and stdout share one order, the true one (each request waits for the reply before
        it), and stderr follows under a note that says it is a pipe of its own.
        """
        order = [EventKind.SENT, EventKind.MESSAGE, EventKind.STDERR, EventKind.NOTE]
        rank = {EventKind.NOISE: 1, EventKind.EXIT: 3} | {k: i for i, k in enumerate(order)}
        if self.causal:
            rank |= {EventKind.MESSAGE: 0, EventKind.NOISE: 0}

        def key(event: Event) -> tuple[int, int]:
            # Reader threads add their "… more lines" notes at any moment: put them last.
            late = event.kind is EventKind.EXIT or event.text.startswith("…")
            return rank[event.kind], late

        shown = sorted(self.events, key=key)  # stable: each stream keeps its order
        if self.causal:
            stderr = next((i for i, e in enumerate(shown) if e.kind is EventKind.STDERR), None)
            if stderr is not None:
                apart = harness_event(shown[stderr].at, EventKind.NOTE, "note.stderr-apart")
                shown.insert(stderr, apart)
        return shown

    def listing(self, *, times: bool = False) -> str:
        """The transcript as lines: by stream (the default, deterministic) or as a timeline."""
        if times:
            return "\n".join(f"{e.at * 1000:7.1f} ms  {_show_event(e)}" for e in self.events)
        return "\n".join(_show_event(e) for e in self.in_display_order())

    def __str__(self) -> str:
        return self.listing()

    def _repr_pretty_(self, printer: Any, cycle: bool) -> None:
        printer.text(self.listing())

    def _repr_html_(self) -> str:
        return f"<pre>{html.escape(self.listing())}</pre>"

    def to_frame(self, *, times: bool = False) -> pd.DataFrame:
        """The listing as a table: one row per event (with `ms` when `times`)."""
        import pandas as pd

        if times:
            rows = [(round(e.at * 1000, 1), _PREFIX[e.kind], shorten(e.text)) for e in self.events]
            return pd.DataFrame(rows, columns=["ms", "stream", "text"])
        rows2 = [(_PREFIX[e.kind], shorten(e.text)) for e in self.in_display_order()]
        return pd.DataFrame(rows2, columns=["stream", "text"])


_PREFIX = {
    EventKind.SENT: "->",
    EventKind.MESSAGE: "<-",
    EventKind.NOISE: "!!",
    EventKind.STDERR: "stderr",
    EventKind.NOTE: "--",
    EventKind.EXIT: "--",
}


def _show_event(event: Event) -> str:
    text = shorten(event.shown)
    if event.kind is EventKind.NOISE:
        text = f"{text}   ({say('note.noise')})"
    return f"{_PREFIX[event.kind]} {text}"


def shorten(text: str) -> str:
    if len(text) <= SHOWN_CHARS:
        return text
    return say("transcript.shortened", start=text[:SHOWN_CHARS], length=len(text))


# At most this many of a traceback's last lines are shown: where it stopped, the line's code
# (with a SyntaxError's caret) and the error.
ERROR_LINES = 5


def error_lines(lines: Sequence[str]) -> tuple[str, ...]:
    """What a server's stderr says of why it stopped, shortened: its last error, from the last
    frame of the server's own code before it (the file and line, the code, a SyntaxError's
    caret) to the error itself; else its last line."""
    lines = [line.rstrip() for line in lines if line.strip()]
    errors = [i for i, line in enumerate(lines) if _ERROR.match(line)]
    if not errors:
        return (shorten(lines[-1]),) if lines else ()
    end = errors[-1]
    frames = [i for i in range(end) if lines[i].lstrip().startswith('File "')
              and not _LIBRARY.search(lines[i])]
    start = frames[-1] if frames and end - frames[-1] < ERROR_LINES else end
    # A frame's file by its name alone: the folder it ran from (a grader's private copy, whose
    # name changes from run to run) says nothing to the student.
    return tuple(shorten(_FOLDER.sub(r'File "', line)) for line in lines[start:end + 1])


# A traceback's last line: the exception's name, and what it says.
_ERROR = re.compile(r"^[A-Z]\w*(Error|Exception|Exit|Interrupt)\b")
# The folder of a frame's file.
_FOLDER = re.compile(r'File "[^"]*/(?=[^"/]*")')
# A frame in Python's own library or an installed package, not in the server's code.
_LIBRARY = re.compile(r'File "(<frozen |[^"]*(/lib/python3[^"]*|site-packages)/)')


def sent_event(at: float, data: bytes) -> Event:
    """A chunk sent to the server: shown on one line, and the JSON objects its lines held, read
    from the bytes sent (never from the line shown, whose escapes a string in a message shares)."""
    sent = []
    for line in data.splitlines():
        try:
            message = json.loads(line)
        except ValueError:
            continue
        if isinstance(message, dict):
            sent.append(message)
    return Event(at, EventKind.SENT, show_chunk(data), sent=tuple(sent))


def show_chunk(data: bytes) -> str:
    """A sent chunk on one line: newlines shown as \\n, bytes that are not UTF-8 as \\xNN."""
    text = data.decode("utf-8", "backslashreplace")
    return text.replace("\r", "\\r").replace("\n", "\\n")


def exit_event(at: float, status: int | None) -> Event:
    """How the server ended, as the transcript's last line says it."""
    if status is None:
        return harness_event(at, EventKind.EXIT, "note.stuck")
    if status < 0:
        try:
            name = signal.Signals(-status).name
        except ValueError:
            name = f"signal {-status}"
        return harness_event(at, EventKind.EXIT, "note.ended-by", signal=name)
    return harness_event(at, EventKind.EXIT, "note.exit", status=status)


def not_started(command: Sequence[str], why: str) -> Transcript:
    """The transcript of a command that could not be started: one note saying why."""
    return Transcript(tuple(command), (Event(0.0, EventKind.NOTE, why),), None, "not started")
