"""Run a stdio server as a child process, drive it with a timed script, and record what happens.

The lifecycle is the same for every command, in any language:

1. Start it in a session of its own (so its whole process group can be stopped) with pipes on
   stdin, stdout and stderr. A reader thread selects over both output pipes, reads raw bytes with
   `os.read` and cuts them into lines with `LineBuffer`: a server that writes a lot to stderr
   never blocks on a full pipe, and a line with no end cannot fill memory. Whatever a line
   holds, it becomes an event; the reader never dies of one, so no reply after it is lost.
2. Optionally wait for a ready line on stderr (`READY_TIMEOUT` once the server is up).
3. Send each step's chunk at its time, `at_ms` × `time_scale` after the start of the script.
4. Close stdin: once the server is up, after the last step, or, with `keep_open`, once every
   request sent has its reply (`REPLY_TIMEOUT`), so "replies when made" can be told apart from
   "replies at exit".
5. Wait for the exit (`EXIT_TIMEOUT`), then SIGTERM the group (`TERM_TIMEOUT`), then SIGKILL it
   (`KILL_TIMEOUT`).
6. Wait for the readers to reach end of file (`DRAIN_TIMEOUT`). A leftover process that still holds
   the pipes is killed with the group, and the readers are told to stop.

A server is up once it shows a sign of life: a byte on either output, some of its input read, or
its exit. One that starts slowly (an SDK imports for most of a second, several on a busy machine)
is given up to `STARTUP_TIMEOUT` for that, and the clock of every bound that waits on the server
(ready, write, settle, reply, exit) starts only once it is up, each bound × `time_scale`. A fast
server is up before any bound starts and pays nothing; only a server that shows no sign of life
at all pays the startup bound. With `own_clock`, every bound (not the steps, nor the events'
times, which are the wall clock's, as a client's are) is on the server's own clock
(`mcpnb.running.own_time`): time its processes spent waiting for a CPU is not counted, so a
dozen SDK servers started at once on two cores are judged as one started alone.

Every wait is bounded, so a run ends within a few seconds of its bounds whatever the server does,
and the transcript says what happened. What is recorded per stream is capped
(`MAX_RECORDED_LINES`, `MAX_RECORDED_BYTES`); the rest is counted.
"""

from __future__ import annotations

import contextlib
import fcntl
import os
import select
import signal
import struct
import subprocess
import termios
import threading
import time
from collections.abc import Callable, Collection, Iterable, Mapping, Sequence
from pathlib import Path

from mcpnb.protocol import jsonrpc
from mcpnb.protocol.framing import BadLine, Line, LineBuffer
from mcpnb.protocol.jsonrpc import Kind, Message
from mcpnb.running.own_time import OwnClock
from mcpnb.running.process import signal_group
from mcpnb.running.scripts import Script
from mcpnb.running.transcripts import (
    Event,
    EventKind,
    Source,
    Transcript,
    exit_event,
    harness_event,
    line_event,
    not_started,
    sent_event,
)
from mcpnb.texts import counted, environment, words_for

# os.read returns whatever has arrived, up to this many bytes.
READ_SIZE = 65536
# A plain server starts in well under a second (Python ~50 ms, Node ~40 ms), one written with the
# MCP SDK in 0.7 s and in over 2 s on a busy machine; ten leave room for worse. Only a server that
# shows no sign of life at all (no output, no input read, no exit) waits it out.
STARTUP_TIMEOUT = 10.0
# A ready line comes before the server reads anything: once it is up (or a sibling run of the same
# command is, see `Siblings`), two seconds without one mean it has none.
READY_TIMEOUT = 2.0
# A flushed reply takes milliseconds even on a busy machine; a server still silent after two
# seconds with its input open is holding its replies back (an unflushed buffer).
REPLY_TIMEOUT = 2.0
# At end of input a server lets its pending replies leave and exits; the lessons' waits are far
# shorter than this.
EXIT_TIMEOUT = 2.0
# A server that handles SIGTERM has had this long to clean up.
TERM_TIMEOUT = 1.0
# TERM, KILL and DRAIN do not follow `time_scale`: the server has had its chance by then.
# SIGKILL cannot be ignored; only a process stuck inside the kernel takes longer than this.
KILL_TIMEOUT = 1.0
# Once the child has exited the last bytes are read in milliseconds; a reader still busy after
# this is being fed by a leftover process that holds the pipes.
DRAIN_TIMEOUT = 0.5
# How often a reader looks up from select() to see whether it was told to stop.
POLL_SECONDS = 0.05
# How often a wait looks whether a server not yet up has read some of its input (a silent server's
# only sign of life): short, so a fast server silent on stderr loses next to nothing.
UP_POLL_SECONDS = 0.005
# A server that stops reading its input fills the pipe (64 KiB); the script gives up after this.
WRITE_TIMEOUT = 2.0
# How long a step marked `after_read` waits for the server to read what was sent before it.
SETTLE_TIMEOUT = 1.0
# What is recorded per stream: far beyond any lesson, small enough that a flood stays cheap.
MAX_RECORDED_LINES = 2000
MAX_RECORDED_BYTES = 2 * 1024 * 1024


def child_env(base: Mapping[str, str] | None = None) -> dict[str, str]:
    """The environment for a server under check: ours without PYTHONUNBUFFERED.

    These machines set it for every process, which would hide a Python server that never flushes.
    It speaks the language spoken here (`mcpnb.texts.environment`).
    """
    env = environment(base)
    env.pop("PYTHONUNBUFFERED", None)
    return env


def requests_in(chunks: Iterable[bytes]) -> set[str]:
    """The id keys of every line in `chunks` that is owed a reply carrying its id."""
    buffer = LineBuffer()
    lines = [line for chunk in chunks for line in buffer.feed(chunk)] + buffer.finish()
    keys = set()
    for line in lines:
        incoming = jsonrpc.classify(line)
        if incoming.kind in (Kind.REQUEST, Kind.INVALID) and incoming.id is not None:
            keys.add(id_key(incoming.id))
    return keys


def id_key(value: object) -> str:
    """A loose key to match a reply to its request: an id turned into a string still matches.

    Whether the id kept its type is for a checker to judge, not for the matching.
    """
    return str(value)


class _Stream:
    """One output stream being read: its line buffer, and how much of it is recorded."""

    def __init__(self, source: Source) -> None:
        self.source = source
        self.buffer = LineBuffer()
        self.lines = self.size = self.dropped = 0

    def keeps(self, line: Line) -> bool:
        """Whether this line is still within the caps (MAX_RECORDED_LINES/BYTES); else count it."""
        length = line.size if isinstance(line, BadLine) else len(line)
        if self.lines >= MAX_RECORDED_LINES or self.size + length > MAX_RECORDED_BYTES:
            self.dropped += 1
            return False
        self.lines += 1
        self.size += length
        return True


class Siblings:
    """The runs of one check: the same command, started together. A server that is silent on
    stderr shows no sign of life until it is sent something; a run that waits for its ready line
    before sending stops waiting `READY_TIMEOUT` after a sibling was seen up."""

    def __init__(self, runs: int = 0) -> None:
        self._lock = threading.Lock()
        self.up_after: float | None = None  # seconds from its start to the first sibling seen up
        self._starting = runs
        # Set once each of `runs` siblings is up or over: a server's start, often the costliest
        # part of its run (an SDK imports for a second), is behind them all.
        self.all_up = threading.Event()
        if runs <= 0:
            self.all_up.set()

    def seen_up(self, after: float) -> None:
        with self._lock:
            if self.up_after is None or after < self.up_after:
                self.up_after = after

    def settled(self) -> None:
        """One sibling is up, or over without ever being up: each says so once."""
        with self._lock:
            self._starting -= 1
            if self._starting <= 0:
                self.all_up.set()


class CannotStart(Exception):
    """The command could not be started at all (no such file, not executable, ...)."""


class Child:
    """A running server: send it chunks, wait for what it writes, stop it. Every wait is bounded."""

    def __init__(
        self,
        command: Sequence[str],
        *,
        env: Mapping[str, str] | None = None,
        cwd: str | Path | None = None,
        time_scale: float = 1.0,
        siblings: Siblings | None = None,
        own_clock: bool = False,
    ) -> None:
        self.command = tuple(command)
        self.time_scale = time_scale
        self._siblings = siblings
        self._up_at: float | None = None  # seconds from the start to its first sign of life
        self._settled = False  # the siblings were told this run is up or over
        self._written = 0  # bytes written to its stdin
        self._events: list[Event] = []
        self._reply_keys: set[str] = set()
        self._changed = threading.Condition()
        self._stop_reading = threading.Event()
        self._outputs_done = False
        self._watching_everything = 0  # waiters who need waking by stderr lines too
        self._stdin_closed = False
        self.input_refused = False  # the server stopped taking its input (a write failed)
        self.exited_early = False
        self._start = time.monotonic()
        if not self.command:
            raise CannotStart("could not start a server: no command was given")
        try:
            self.proc = subprocess.Popen(
                self.command,
                stdin=subprocess.PIPE,
                stdout=subprocess.PIPE,
                stderr=subprocess.PIPE,
                env=environment(env),  # a reference server logs in the student's language
                cwd=cwd,
                start_new_session=True,  # its own process group: SIGTERM/SIGKILL reach all of it
            )
        except (OSError, ValueError) as exc:
            name = Path(self.command[0]).name  # not the whole path: listings stay the same
            why = getattr(exc, "strerror", None) or str(exc)
            raise CannotStart(f"could not start {name!r}: {why}") from exc
        # The server's own clock where asked for (lessons 3 and 4, which start a dozen servers at
        # once); else the wall clock, whose readings cost nothing beside a timed script.
        self._clock = OwnClock(self.proc.pid) if own_clock else None
        assert self.proc.stdin and self.proc.stdout and self.proc.stderr
        self._stdin_fd = self.proc.stdin.fileno()
        os.set_blocking(self._stdin_fd, False)  # a write never hangs on a server that stops reading
        # One thread drains both streams (select over the two pipes): a server that writes much
        # to stderr never blocks on a full pipe, and each message costs one thread wake-up.
        self._reader = threading.Thread(target=self._read, daemon=True)
        self._reader.start()

    # -- recording ---------------------------------------------------------------------------

    def _now(self) -> float:
        """Seconds since the start, by the wall clock: when each event happened."""
        return time.monotonic() - self._start

    def _own(self) -> float:
        """Seconds of the server's own time since its start (`OwnClock`): every bound that waits
        on the server is on this clock, so a machine too busy to run it costs no verdict."""
        return self._clock.now() if self._clock is not None else self._now()

    def _seen_up(self) -> None:
        with self._changed:
            if self._up_at is None:
                self._up_at = self._own()
                if self._siblings is not None:
                    self._siblings.seen_up(self._up_at)
                self._settle()
                self._changed.notify_all()

    def _settle(self) -> None:
        """Tell the siblings, once, that this run's start is behind it."""
        with self._changed:
            settled, self._settled = self._settled, True
        if not settled and self._siblings is not None:
            self._siblings.settled()

    def _has_read(self) -> bool:
        """Whether the server has read some of its input: fewer bytes wait in the pipe than were
        written. Only the thread that writes looks, so the descriptor cannot close meanwhile."""
        if self._written == 0 or self._stdin_closed:
            return False
        try:
            waiting = fcntl.ioctl(self._stdin_fd, termios.FIONREAD, b"\0\0\0\0")
        except OSError:
            return False
        return bool(struct.unpack("i", waiting)[0] < self._written)

    def up_after(self) -> float | None:
        """Seconds from the start until the server was up; `STARTUP_TIMEOUT` once that has passed
        with no sign of life (it has had its chance); None while it may still be starting."""
        if self._up_at is None and self._has_read():
            self._seen_up()
        if self._up_at is not None:
            return self._up_at
        return STARTUP_TIMEOUT if self._own() >= STARTUP_TIMEOUT else None

    def _wait_up_then(
        self,
        done: Callable[[], bool],
        bound: float,
        *,
        up: Callable[[], float | None] | None = None,
    ) -> bool:
        """Wait until `done()`, or until `bound` has passed since the later of now and the moment
        the server was up (`up`, by default its own). Called with `_changed` held or not."""
        began = self._own()
        up = up or self.up_after
        with self._changed:
            while not done():
                since = up()
                if since is None:  # still starting: look again soon, at most until it must be up
                    wait = min(UP_POLL_SECONDS, STARTUP_TIMEOUT - self._own())
                else:
                    wait = max(began, since) + bound - self._own()
                    if wait <= 0:
                        return done()
                    if self._up_at is None:  # someone else's sign of life: keep looking at ours
                        wait = min(wait, UP_POLL_SECONDS)
                self._changed.wait(max(wait, 0.0))
            return True

    def _record(self, kind: EventKind, text: str, message: Message | None = None) -> None:
        self._record_event(Event(self._now(), kind, text, message))

    def _record_event(self, event: Event) -> None:
        # The key first: should it fail, no event is left recorded without its key.
        message = event.message
        key = id_key(message["id"]) if message is not None and "id" in message else None
        with self._changed:
            self._events.append(event)
            if key is not None:
                self._reply_keys.add(key)
            # Waking a waiter for replies at every log line would double the cost of a round trip.
            if event.kind is not EventKind.STDERR or self._watching_everything:
                self._changed.notify_all()

    def note(self, key: str, **values: object) -> None:
        """Add a line of the harness's own to the transcript: a sentence of the catalogues."""
        self._record_event(harness_event(self._now(), EventKind.NOTE, key, **values))

    def _read(self) -> None:
        """Read both output streams until both have ended, or until told to stop."""
        assert self.proc.stdout and self.proc.stderr
        streams = {
            self.proc.stdout.fileno(): _Stream(Source.STDOUT),
            self.proc.stderr.fileno(): _Stream(Source.STDERR),
        }
        open_fds = list(streams)
        try:
            while open_fds and not self._stop_reading.is_set():
                ready, _, _ = select.select(open_fds, [], [], POLL_SECONDS)
                for fd in ready:
                    stream = streams[fd]
                    chunk = os.read(fd, READ_SIZE)
                    if self._up_at is None:  # a byte, or an end of file: a sign of life
                        self._seen_up()
                    if not chunk:
                        open_fds.remove(fd)
                    lines = stream.buffer.feed(chunk) if chunk else stream.buffer.finish()
                    for line in lines:
                        if stream.keeps(line):
                            self._record_line_or_note(stream.source, line)
        except OSError as exc:  # a pipe went away under us: say so rather than die silently
            self.note("note.read-failed", why=exc.strerror)
        finally:  # whatever ended the reading, no waiter is left waiting for outputs to close
            for stream in streams.values():
                if stream.dropped:
                    self.note(counted("note.lines-dropped", stream.dropped), n=stream.dropped,
                              stream=stream.source)
            with self._changed:
                self._outputs_done = True
                self._changed.notify_all()

    def _record_line_or_note(self, source: Source, line: Line) -> None:
        """Record a line; should that fail, say so and go on: one line must never end the reader,
        or every reply after it would be lost."""
        try:
            self._record_line(source, line)
        except Exception as exc:  # the last resort, for whatever no one foresaw
            self.note("note.line-unreadable", error=type(exc).__name__)

    def _record_line(self, source: Source, line: Line) -> None:
        self._record_event(line_event(self._now(), line, stderr=source is Source.STDERR))

    # -- talking -----------------------------------------------------------------------------

    def send(self, chunk: bytes | str) -> bool:
        """Write one chunk to the server's stdin; False once the server no longer reads it."""
        data = chunk.encode("utf-8") if isinstance(chunk, str) else chunk
        if self._stdin_closed or self.input_refused:
            return False
        # Recorded before writing, so it always comes before whatever it causes.
        self._record_event(sent_event(self._now(), data))
        began, bound = self._own(), WRITE_TIMEOUT * self.time_scale
        view = memoryview(data)
        try:
            while view:
                try:
                    written = os.write(self._stdin_fd, view)
                    self._written += written
                    view = view[written:]
                except BlockingIOError:
                    since = self.up_after()
                    if since is None:  # still starting: it cannot read yet
                        left = UP_POLL_SECONDS
                    else:
                        left = max(began, since) + bound - self._own()
                    if left <= 0:
                        self.note("note.input-unread", seconds=bound)
                        self.input_refused = True
                        return False
                    select.select([], [self._stdin_fd], [], left)
        except (BrokenPipeError, OSError):
            self.note("note.input-closed")
            self.input_refused = True
            return False
        return True

    def settle(self) -> bool:
        """Wait until the server has read every byte sent so far (the pipe is empty), up to
        `SETTLE_TIMEOUT` × `time_scale` once it is up."""
        began, bound = self._own(), SETTLE_TIMEOUT * self.time_scale
        while not self._stdin_closed and not self.input_refused:
            try:
                waiting = fcntl.ioctl(self._stdin_fd, termios.FIONREAD, b"\0\0\0\0")
            except OSError:
                return False
            if struct.unpack("i", waiting)[0] == 0:
                return True
            since = self.up_after()
            if since is not None and self._own() >= max(began, since) + bound:
                return False
            if self.proc.poll() is not None:
                return False
            time.sleep(0.001)
        return False

    def wait_up(self) -> bool:
        """Wait until the server shows a sign of life, at most until `STARTUP_TIMEOUT` after its
        start: input closed before then would reach a server still starting as an end of file
        that came with its first read."""
        self._wait_up_then(lambda: self._up_at is not None, 0.0)
        return self._up_at is not None

    def wait_ready(self, text: str) -> bool:
        """Wait until a stderr line contains `text` (in any case; an answer word of the course,
        "ready", in any of its languages: "listo", "bereit"): up to `READY_TIMEOUT` × `time_scale`
        after the server, or a sibling run of it, was up (see `Siblings`)."""
        seen, hit = 0, False
        words = [word.lower() for word in words_for(text)]

        def said_ready(line: str) -> bool:
            return any(word in line.lower() for word in words)

        def found() -> bool:
            nonlocal seen, hit  # look at each event once, however many times we are woken
            events = self._events
            hit = hit or any(e.kind is EventKind.STDERR and said_ready(e.text)
                             for e in events[seen:])
            seen = len(events)
            return hit or self._outputs_closed()

        def up() -> float | None:
            own = self.up_after()
            sibling = None if self._siblings is None else self._siblings.up_after
            return min((t for t in (own, sibling) if t is not None), default=None)

        with self._changed:
            self._watching_everything += 1
            try:
                self._wait_up_then(found, READY_TIMEOUT * self.time_scale, up=up)
            finally:
                self._watching_everything -= 1
            found()
            return hit

    def close_stdin(self) -> None:
        """Tell the server its input has ended (and note whether it had already gone)."""
        if self._stdin_closed:
            return
        if self._outputs_closed() or self.input_refused:  # its pipes closed: it is exiting, or gone
            with contextlib.suppress(subprocess.TimeoutExpired):
                self.proc.wait(DRAIN_TIMEOUT)
        if self.proc.poll() is not None:
            self.exited_early = True
            # All it wrote came before its input ended: record all of it before saying so.
            with self._changed:
                self._changed.wait_for(self._outputs_closed, DRAIN_TIMEOUT)
            self.note("note.exited-early")
        self._stdin_closed = True
        self.note("note.stdin-closed")
        with contextlib.suppress(OSError):  # a server that is gone has nothing left to read
            assert self.proc.stdin
            self.proc.stdin.close()

    def wait_for(self, done: Callable[[list[Event]], bool], timeout: float) -> bool:
        """Wait until `done(events)` holds, the outputs have closed, or `timeout` passes."""
        with self._changed:
            self._watching_everything += 1
            try:
                self._changed.wait_for(
                    lambda: done(self._events) or self._outputs_closed(), timeout
                )
            finally:
                self._watching_everything -= 1
            return done(self._events)

    def wait_for_replies(self, keys: Iterable[str], timeout: float) -> bool:
        """Wait until a reply has arrived for each id key (see `id_key`), up to `timeout` once
        the server is up."""
        wanted = set(keys)
        with self._changed:
            self._wait_up_then(
                lambda: wanted <= self._reply_keys or self._outputs_closed(), timeout
            )
            return wanted <= self._reply_keys

    def _outputs_closed(self) -> bool:
        return self._outputs_done

    # -- stopping ----------------------------------------------------------------------------

    def _wait_exit(self, timeout: float, *, from_up: bool = False) -> bool:
        """Wait up to `timeout` for the exit: from now, or (`from_up`) from when it was up. It
        is "still running" only by a look taken once the time is seen to be over: a look that saw
        it running, then a stall of this process (a GC pause, a CPU taken by the load) would
        otherwise outlast a bound the server met, and a server gone for long be told too slow."""
        began = self._own()

        def left() -> float | None:
            since = self.up_after() if from_up else began
            return None if since is None else max(began, since) + timeout - self._own()

        while self.proc.poll() is None:
            remaining = left()
            if remaining is not None and remaining <= 0:
                return self.proc.poll() is not None  # the last look, after the time is over
            wait = POLL_SECONDS if remaining is None else min(POLL_SECONDS, remaining)
            with self._changed:
                closed = self._changed.wait_for(self._outputs_closed, wait)
            if closed:  # outputs closed (a sign of life): the exit is a moment away
                try:
                    self.proc.wait(max(0.0, left() or 0.0))
                except subprocess.TimeoutExpired:  # Popen.wait looks, then reads the time
                    return self.proc.poll() is not None
        return True

    def _signal_group(self, sig: signal.Signals) -> None:
        signal_group(self.proc.pid, sig)

    def stop(self) -> Transcript:
        """Close stdin, wait, terminate, kill: end the server and everything it started."""
        self._settle()  # it is over now, up or not
        self.close_stdin()
        ended_by = "exit"
        bound = EXIT_TIMEOUT * self.time_scale
        if not self._wait_exit(bound, from_up=True):
            self.note("note.sent-sigterm", seconds=bound)
            self._signal_group(signal.SIGTERM)
            ended_by = "SIGTERM"
            if not self._wait_exit(TERM_TIMEOUT):
                self.note("note.sent-sigkill", seconds=TERM_TIMEOUT)
                self._signal_group(signal.SIGKILL)
                ended_by = "SIGKILL"
                self._wait_exit(KILL_TIMEOUT)
        status = self.proc.poll()
        self._record_event(exit_event(self._now(), status))
        with self._changed:
            drained = self._changed.wait_for(self._outputs_closed, DRAIN_TIMEOUT)
        if not drained:
            self.note("note.output-held")
        # Whatever is left in the group (a grandchild holding the pipes, a daemon) goes too.
        self._signal_group(signal.SIGKILL)
        if not drained:
            with self._changed:
                self._changed.wait_for(self._outputs_closed, DRAIN_TIMEOUT)
        self._stop_reading.set()  # a reader fed by a process outside the group stops here
        self._reader.join(POLL_SECONDS * 4)
        if not self._reader.is_alive():
            for stream in (self.proc.stdout, self.proc.stderr):
                if stream is not None:
                    stream.close()
        with self._changed:
            events = tuple(self._events)
        return Transcript(self.command, events, status, ended_by, self.exited_early)


def run(
    command: Sequence[str],
    script: Script,
    *,
    time_scale: float = 1.0,
    keep_open: bool = False,
    awaited: Collection[jsonrpc.Id] | None = None,
    env: Mapping[str, str] | None = None,
    cwd: str | Path | None = None,
    siblings: Siblings | None = None,
    own_clock: bool = False,
) -> Transcript:
    """Start `command`, play `script` to it, stop it, and return the transcript.

    `time_scale` stretches the step times and every bound that waits on the server, for margin on
    a loaded machine. With `keep_open`, stdin stays open after the last step until every request
    sent (or each id in `awaited`) has its reply, or `REPLY_TIMEOUT` × `time_scale` passes once
    the server is up; else it closes once the server is up. `env` defaults to ours; checkers pass
    `child_env()`, and `siblings` when they start several runs of one command together. A
    command that cannot start gives a transcript saying why.
    """
    try:
        child = Child(command, env=env, cwd=cwd, time_scale=time_scale, siblings=siblings,
                      own_clock=own_clock)
    except CannotStart as exc:
        if siblings is not None:
            siblings.settled()
        return not_started(command, str(exc))
    try:
        if script.ready is not None and not child.wait_ready(script.ready):
            child.note("note.not-ready", ready=repr(script.ready))
        begin, reading = time.monotonic(), True
        for step in script.steps:
            delay = begin + step.at_ms * time_scale / 1000 - time.monotonic()
            if delay > 0:
                time.sleep(delay)
            if step.after_read and reading and not child.settle():
                # A server that read nothing for that long will not start now: stop waiting on it.
                bound = SETTLE_TIMEOUT * time_scale
                child.note("note.left-unread", seconds=bound)
                reading = False
            if not child.send(step.send):
                break
        if keep_open and not child.input_refused:
            owed = (
                requests_in(step.send for step in script.steps)
                if awaited is None
                else {id_key(i) for i in awaited}
            )
            bound = REPLY_TIMEOUT * time_scale
            if not child.wait_for_replies(owed, bound):
                child.note("note.replies-missing", seconds=bound)
        elif not child.wait_up():
            child.note("note.no-sign-of-life", seconds=STARTUP_TIMEOUT)
    finally:
        transcript = child.stop()
    return transcript
