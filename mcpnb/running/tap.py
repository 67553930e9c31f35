"""A wiretap on a stdio server: relay a real client's conversation and record both directions.

A real client starts the tap as if it were the server:

    python -m mcpnb.running.tap --record session.jsonl -- python -m mcpnb.servers.clients

The tap starts the real server as its child and relays, byte for byte and at once: the client's
stdin to the child's stdin, the child's stdout to the client, the child's stderr to its own
stderr. Every chunk read in each direction is recorded with its time (seconds after the start)
to the file, one JSON object per line:

    {"t": 0.0, "command": ["python", "-m", "mcpnb.servers.clients"]}
    {"t": 0.0098, "stream": "in", "text": "{\"jsonrpc\":\"2.0\",\"id\":1,...}\n"}
    {"t": 0.0337, "stream": "out", "text": "..."}       (or "base64" for bytes not UTF-8)
    {"t": 0.0371, "note": "note.stdin-closed"}
    {"t": 0.0458, "exit": 0, "ended_by": "exit"}

A note is the key of its sentence in `mcpnb.texts`, with its `values` if it has any: the
recording says it in the language of whoever reads it.

`mcpnb.show.recording` reads it back as a transcript and a picture, and runs the official SDK's
client through the tap.

Process and time policy, as in `mcpnb.running.harness`:

- One loop selects over the three pipes it reads and the pipes it still owes bytes to. A write
  never blocks (each destination is non-blocking and keeps what it could not take yet); a
  direction whose destination is full stops reading its source (`HIGH_WATER`), exactly the
  back-pressure a direct pipe gives, so neither side can make the tap hold more than that.
- Recording never holds up the conversation: a chunk is passed on first, then handed to a writer
  thread. What is recorded per stream is capped (`MAX_RECORDED_BYTES`, `MAX_RECORDED_CHUNKS`);
  past the cap the stream is still relayed whole and only counted.
- The child runs in a session of its own, so its whole process group can be stopped. When the
  client closes the tap's stdin, the tap closes the child's, waits for its exit
  (`EXIT_TIMEOUT`), then SIGTERMs its group (`TERM_TIMEOUT`), then SIGKILLs it (`KILL_TIMEOUT`).
  A server that exits while the client still talks ends the tap at once. A SIGTERM, SIGINT or
  SIGHUP to the tap is passed on to the child's group. On Linux the child also dies with the tap
  (PR_SET_PDEATHSIG), should the tap itself be killed.
- When the child has exited and its pipes have closed (or `DRAIN_TIMEOUT` later, killing what
  still holds them), the tap exits with its status (128 + N for a child ended by signal N, as a
  shell says it; 127 for a command that could not start).

The tap is a process between client and server, so its start-up is added to the server's: it
imports only a few modules of the standard library, and of the course's own only
`mcpnb.running.process` (the standard library's too).
"""

from __future__ import annotations

import argparse
import base64
import contextlib
import json
import os
import queue
import select
import signal
import subprocess
import sys
import threading
import time
from collections.abc import Callable, Sequence
from typing import IO, Any

from mcpnb.running.process import signal_group

# os.read returns whatever has arrived, up to this many bytes.
READ_SIZE = 65536
# A direction stops reading its source while this much waits for its destination: a pipe holds
# 64 KiB, so this is the back-pressure of a few pipes, and a bound on what the tap holds.
HIGH_WATER = 256 * 1024
# How often the loop looks up from select() to check its deadlines and signals when nothing moves.
POLL_SECONDS = 0.05
# At end of input a server lets its last replies leave and exits. Shorter than the SDK's own 2 s
# (PROCESS_TERMINATION_TIMEOUT), so the tap ends a lingering server and records it, not the SDK.
EXIT_TIMEOUT = 1.5
# A server that handles SIGTERM has had this long to clean up.
TERM_TIMEOUT = 1.0
# SIGKILL cannot be ignored; only a process stuck inside the kernel takes longer than this.
KILL_TIMEOUT = 1.0
# Once the child has exited the last bytes arrive in milliseconds; pipes still open after this are
# held by a process it left behind, which is then killed with the group.
DRAIN_TIMEOUT = 0.5
# At the end, a client that takes none of what is left for it for this long has stopped reading.
FLUSH_TIMEOUT = 1.0
# The writer thread has this long, at the end, to put the last records in the file.
RECORD_TIMEOUT = 2.0
# What is recorded per stream, as the harness caps it: far beyond a session, cheap in a flood.
MAX_RECORDED_BYTES = 2 * 1024 * 1024
MAX_RECORDED_CHUNKS = 2000

# The three streams, as the recording names them: into the server, out of it, its stderr.
IN, OUT, ERR = "in", "out", "err"
STREAMS = (IN, OUT, ERR)


# -- the relay -----------------------------------------------------------------------------------


class _Recorder:
    """Writes records to the file in a thread of its own, so the relay never waits for the disk.

    Only what is within the caps is queued, so the queue is bounded by them too.
    """

    def __init__(self, path: str | os.PathLike[str], start: float) -> None:
        self._file: IO[str] = open(path, "w", encoding="utf-8")  # noqa: SIM115 (closed in close)
        self._start = start
        self._queue: queue.SimpleQueue[dict[str, Any] | None] = queue.SimpleQueue()
        self._sizes = dict.fromkeys(STREAMS, 0)
        self._chunks = dict.fromkeys(STREAMS, 0)
        self._dropped = {stream: [0, 0] for stream in STREAMS}  # chunks, bytes
        # Started after the fork (`start`): a child forked beside a running thread may deadlock.
        self._thread = threading.Thread(target=self._write, daemon=True)

    def start(self) -> None:
        self._thread.start()

    def _write(self) -> None:
        while (record := self._queue.get()) is not None:
            with contextlib.suppress(OSError, ValueError):  # a full disk costs records, not the run
                self._file.write(json.dumps(record, ensure_ascii=False) + "\n")
                self._file.flush()

    def put(self, **record: Any) -> None:
        self._queue.put({"t": round(time.monotonic() - self._start, 6), **record})

    def chunk(self, stream: str, data: bytes) -> None:
        """Record one chunk read from `stream`, or count it once the stream is past its caps."""
        dropped = self._dropped[stream]
        full = (dropped[0] or self._chunks[stream] >= MAX_RECORDED_CHUNKS
                or self._sizes[stream] + len(data) > MAX_RECORDED_BYTES)
        if full:  # sticky: a recording with a hole in the middle would cut lines in two
            dropped[0] += 1
            dropped[1] += len(data)
            return
        self._chunks[stream] += 1
        self._sizes[stream] += len(data)
        try:
            self.put(stream=stream, text=data.decode("utf-8"))
        except UnicodeDecodeError:  # not UTF-8, or a character split between two reads
            self.put(stream=stream, base64=base64.b64encode(data).decode("ascii"))

    def close(self) -> None:
        for stream, (chunks, size) in self._dropped.items():
            if chunks:
                self.put(dropped=stream, chunks=chunks, bytes=size)
        self._queue.put(None)
        if not self._thread.is_alive() and self._thread.ident is None:
            self.start()
        self._thread.join(RECORD_TIMEOUT)
        if not self._thread.is_alive():
            self._file.close()


class _Direction:
    """One direction of the relay: a source to read, a destination that may not take it all yet."""

    def __init__(self, stream: str, source: int, destination: int) -> None:
        self.stream, self.source, self.destination = stream, source, destination
        self.pending = bytearray()
        self.reading = True
        self.writing = True  # False once the destination is gone: what comes is read and dropped
        os.set_blocking(destination, False)

    @property
    def wants_read(self) -> bool:
        return self.reading and len(self.pending) < HIGH_WATER

    @property
    def wants_write(self) -> bool:
        return self.writing and bool(self.pending)

    def push(self, data: bytes) -> None:
        """Pass `data` on at once, keeping what the destination cannot take yet."""
        if self.writing:
            self.pending += data
            self.flush()

    def flush(self) -> None:
        try:
            while self.pending:
                written = os.write(self.destination, self.pending)
                del self.pending[:written]
        except BlockingIOError:
            pass
        except OSError:  # BrokenPipeError mostly: the other side is gone
            self.writing = False
            self.pending.clear()


def die_with_parent() -> Callable[[], None] | None:
    """What a child runs before exec to be SIGKILLed when the thread that started it dies
    (Linux only): no server outlives a killed tap, no sandbox a killed grader. Looked up
    before the fork: the child only calls it."""
    if not sys.platform.startswith("linux"):
        return None
    try:
        import ctypes

        prctl = ctypes.CDLL(None, use_errno=True).prctl
    except (OSError, AttributeError):
        return None

    def die_with_parent() -> None:
        prctl(1, signal.SIGKILL)  # 1 = PR_SET_PDEATHSIG

    return die_with_parent


def relay(command: Sequence[str], record: str | os.PathLike[str], *,
          stdin: int = 0, stdout: int = 1, stderr: int = 2) -> int:
    """Start `command`, relay the three streams between it and ours, record them; its status."""
    start = time.monotonic()
    try:
        recorder = _Recorder(record, start)
    except OSError as exc:  # before the server starts: the client sees the tap end at once
        os.write(stderr, f"mcpnb.running.tap: cannot record to {record}: {exc.strerror}\n".encode())
        return 2
    recorder.put(command=list(command))
    try:
        child = subprocess.Popen(
            list(command), stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
            start_new_session=True, preexec_fn=die_with_parent(),
        )
    except (OSError, ValueError) as exc:
        why = getattr(exc, "strerror", None) or str(exc)
        name = os.path.basename(command[0]) if command else ""
        recorder.put(note="note.could-not-start", values={"name": repr(name), "why": why},
                     ended_by="not started")
        recorder.close()
        os.write(stderr, f"mcpnb.running.tap: could not start {name!r}: {why}\n".encode())
        return 127
    recorder.start()
    try:
        status = _Relay(child, recorder, stdin, stdout, stderr).run()
    finally:
        recorder.close()
    return status


class _Relay:
    """The select loop of one run, and how it ends the child."""

    def __init__(self, child: subprocess.Popen[bytes], recorder: _Recorder,
                 stdin: int, stdout: int, stderr: int) -> None:
        assert child.stdin and child.stdout and child.stderr
        self.child, self.recorder = child, recorder
        self.up = _Direction(IN, stdin, child.stdin.fileno())
        self.down = _Direction(OUT, child.stdout.fileno(), stdout)
        self.aside = _Direction(ERR, child.stderr.fileno(), stderr)
        self.directions = (self.up, self.down, self.aside)
        self.signalled: signal.Signals | None = None
        self.input_ended_at: float | None = None  # when the client closed our stdin
        self.stdin_closed_at: float | None = None  # when we closed the child's
        self.exited_at: float | None = None
        self.ended_by = "exit"
        self.stage_deadline = float("inf")
        self.drain_deadline = float("inf")

    def _on_signal(self, number: int, _frame: object) -> None:
        self.signalled = signal.Signals(number)

    def run(self) -> int:
        handled = (signal.SIGTERM, signal.SIGINT, signal.SIGHUP)
        in_main = threading.current_thread() is threading.main_thread()  # where signals land
        previous = {sig: signal.signal(sig, self._on_signal) for sig in handled} if in_main else {}
        blocking = {fd: os.get_blocking(fd) for fd in (self.down.destination,
                                                       self.aside.destination)}
        try:
            self._loop()
        finally:
            for sig, handler in previous.items():
                signal.signal(sig, handler)
            for fd, was in blocking.items():  # our stdout may be a terminal others share
                with contextlib.suppress(OSError):
                    os.set_blocking(fd, was)
        status = self.child.returncode
        self.recorder.put(exit=status, ended_by=self.ended_by)
        if status is None:
            return 1
        return 128 - status if status < 0 else status

    def _loop(self) -> None:
        child = self.child
        while True:
            if self.signalled is not None:
                self.recorder.put(note="note.tap-signal", values={"signal": self.signalled.name})
                self._signal_group(self.signalled)
                self.signalled = None
            outputs_open = self.down.reading or self.aside.reading
            if self.exited_at is None and child.poll() is not None:
                self.exited_at = time.monotonic()
                self.drain_deadline = self.exited_at + DRAIN_TIMEOUT
                if self.input_ended_at is None:
                    self.recorder.put(note="note.exited-early")
            if self.exited_at is not None and not outputs_open:
                break
            now = time.monotonic()
            if now >= self.drain_deadline:  # a process it left behind holds the pipes
                self.recorder.put(note="note.output-held")
                self._signal_group(signal.SIGKILL)
                break
            self._escalate(now)
            if self.exited_at is None and not outputs_open:
                # Both outputs closed: the exit is a moment away, or the stage deadline passes.
                with contextlib.suppress(subprocess.TimeoutExpired):
                    child.wait(max(0.0, min(self.stage_deadline - now, POLL_SECONDS)))
                continue
            self._step(min(POLL_SECONDS, max(0.0, self.drain_deadline - now)))
        self._flush_to_client()
        with contextlib.suppress(subprocess.TimeoutExpired):
            child.wait(KILL_TIMEOUT)
        self._signal_group(signal.SIGKILL)  # whatever is left of its group goes too
        for pipe in (child.stdout, child.stderr, child.stdin):
            with contextlib.suppress(OSError):
                if pipe is not None:
                    pipe.close()

    def _step(self, timeout: float) -> None:
        readable = [d.source for d in self.directions if d.wants_read]
        writable = [d.destination for d in self.directions if d.wants_write]
        try:
            ready, can_write, _ = select.select(readable, writable, [], timeout)
        except InterruptedError:  # a signal: the loop passes it on
            return
        for direction in self.directions:
            if direction.destination in can_write:
                direction.flush()
            if direction.source in ready:
                self._read(direction)
        if not self.up.reading and self.input_ended_at is None:
            # The clock of the ending starts now, even if the server has not read everything yet.
            self.input_ended_at = time.monotonic()
            self.stage_deadline = self.input_ended_at + EXIT_TIMEOUT
        if not self.up.reading and not self.up.pending and self.stdin_closed_at is None:
            self._close_child_stdin()

    def _read(self, direction: _Direction) -> None:
        try:
            data = os.read(direction.source, READ_SIZE)
        except OSError:
            data = b""
        if not data:
            direction.reading = False
            return
        direction.push(data)  # on first: the record waits, the conversation does not
        self.recorder.chunk(direction.stream, data)

    def _close_child_stdin(self) -> None:
        self.stdin_closed_at = time.monotonic()
        self.recorder.put(note="note.stdin-closed")
        assert self.child.stdin
        with contextlib.suppress(OSError):
            self.child.stdin.close()
        self.up.writing = False
        self.up.pending.clear()

    def _escalate(self, now: float) -> None:
        """Past the stage's deadline with the child still running: SIGTERM, then SIGKILL."""
        if self.exited_at is not None or now < self.stage_deadline:
            return
        if self.ended_by == "exit":
            if self.stdin_closed_at is None:  # it never read the last of its input
                unread = len(self.up.pending)
                # one byte: the singular (`mcpnb.texts.counted`, which the tap does not import)
                note = "note.bytes-unread.one" if unread == 1 else "note.bytes-unread"
                self.recorder.put(note=note, values={"n": unread})
                self._close_child_stdin()
            self.recorder.put(note="note.sent-sigterm", values={"seconds": EXIT_TIMEOUT})
            self._signal_group(signal.SIGTERM)
            self.ended_by, self.stage_deadline = "SIGTERM", now + TERM_TIMEOUT
        elif self.ended_by == "SIGTERM":
            self.recorder.put(note="note.sent-sigkill", values={"seconds": TERM_TIMEOUT})
            self._signal_group(signal.SIGKILL)
            self.ended_by, self.stage_deadline = "SIGKILL", now + KILL_TIMEOUT
        else:  # stuck in the kernel: stop waiting for it
            self.exited_at, self.drain_deadline = now, now + DRAIN_TIMEOUT

    def _signal_group(self, sig: signal.Signals) -> None:
        signal_group(self.child.pid, sig)

    def _flush_to_client(self) -> None:
        """Give the client what is left for it, as long as it keeps taking some: a client that
        takes nothing for `FLUSH_TIMEOUT` has stopped reading."""
        for direction in (self.down, self.aside):
            while direction.wants_write:
                if not select.select([], [direction.destination], [], FLUSH_TIMEOUT)[1]:
                    direction.pending.clear()
                    break
                direction.flush()


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m mcpnb.running.tap",
        description="Relay a stdio server's conversation with its client, recording both ways.",
    )
    parser.add_argument("--record", required=True, metavar="FILE",
                        help="where to write the recording (JSON lines)")
    parser.add_argument("command", nargs=argparse.REMAINDER, metavar="-- CMD [ARGS...]")
    args = parser.parse_args(argv)
    command = list(args.command)
    if command[:1] == ["--"]:
        command = command[1:]
    if not command:
        parser.error("give the server's command after --")
    return relay(command, args.record)


if __name__ == "__main__":
    sys.exit(main())
