"""Run a submitted notebook in a fresh kernel, within bounds, and say only whether it runs.

Nothing a kernel computes is ever graded (`mcpnb.grade.grading` reads the answers from the cells'
sources); a run only tells the gradebook whether the notebook runs from top to bottom, and if
not, where and why it stopped. The lifecycle of one run:

1. The grader copies the notebook into a private folder and starts a worker,
   `python -m mcpnb.grade.worker`, in a session of its own, with stdin on /dev/null. In the
   sandbox (`mcpnb.running.sandbox`, the default) the worker, its kernel and all they start live in
   namespaces of their own, with the copy in a fresh scratch folder that is their working
   directory and the only place they may write; without it, the private folder is that.
2. The worker (`mcpnb.grade.worker`, the program of the other trust level, a module of its
   own) runs the notebook and reports how the run ended on one JSON line (`mcpnb.grade.run`).
3. The grader waits `timeout + STARTUP_SECONDS + GRACE_SECONDS`. A worker still running then is
   killed with its kernel (in the sandbox, with everything in its PID namespace), and the run
   counts as out of time. The sandbox's control groups, where there are any, tell the grader
   whether its memory or process limit was hit.
"""
from __future__ import annotations

import contextlib
import fcntl
import json
import os
import shutil
import signal
import subprocess
import sys
import threading
import time
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from mcpnb.grade.run import STARTUP_SECONDS, Outcome, Run
from mcpnb.protocol.jsonrpc import parse_json
from mcpnb.running.process import signal_group
from mcpnb.running.sandbox import FILTER_FD, Box, Limits

__all__ = ["DEFAULT_TIMEOUT", "Outcome", "Run", "Worker"]

# A lesson runs in about five seconds; a minute leaves room for a busy machine and a slow check,
# and bounds what a notebook that never ends can cost a batch.
DEFAULT_TIMEOUT = 60.0
# What a worker needs beyond its cells' time: starting Python and nbclient (half a second),
# killing the kernel and what it left behind (milliseconds). Far more than that means it is stuck.
GRACE_SECONDS = 10.0
# A report is a short JSON line; reading no more than this at a time bounds a stray long one.
REPORT_BYTES = 4096
# The name of the submission's copy in the run's working folder.
COPY_NAME = "submission.ipynb"


# Run by the started process once its death signal is set: a parent that is no longer the
# grader means the grader died before, and nothing would ever send the signal.
_STILL_THE_GRADERS = '[ "$PPID" = "$0" ] && exec "$@"'


def dying_with_this_grader(command: list[str]) -> list[str]:
    """`command`, killed (SIGKILL) when the thread that starts it ends, so a grader killed
    outright takes its sandboxes with it, whose own `--die-with-parent` then ends what they
    run; that thread waits for it (`result`). The signal is set by `setpriv`, not in the forked
    child (`preexec_fn`, which a grader's threads could deadlock); a grader killed before
    `setpriv` set it (a few milliseconds, found by CI under load) leaves a process whose
    parent is not the grader, which the check after it ends at once. Without `setpriv`,
    `command` as it is."""
    setpriv = shutil.which("setpriv")
    if setpriv is None:
        return command
    return [setpriv, "--pdeathsig", "KILL", "--", "/bin/sh", "-c", _STILL_THE_GRADERS,
            str(os.getpid()), *command]


class Worker:
    """One notebook running in a worker process; `result()` waits for it within its bound.

    Workers run in sessions of their own, so a Ctrl-C at the terminal never reaches them: the
    grader calls `kill_all()` when it is interrupted.
    """

    _running: set[Worker] = set()
    _lock = threading.Lock()
    # Set by `kill_all`, until the next batch (`allow`): a worker a grading thread starts after
    # the batch was stopped (it was reading its notebook as the signal came) is killed at once,
    # or the grader would wait for it, its whole timeout long, before it could exit.
    _stopped = False

    def __init__(
        self,
        notebook: bytes,
        *,
        timeout: float,
        limits: Limits | None = None,
        hidden: Sequence[Path] = (),
    ) -> None:
        """Start running `notebook` (its bytes): in a grading sandbox with `limits`, or, with
        None, in a private folder of the grader's. `hidden`: folders the sandbox must not show."""
        self.timeout = timeout
        self.bound = timeout + STARTUP_SECONDS + GRACE_SECONDS
        self._started = time.monotonic()
        self._reports: list[dict[str, Any]] = []
        # The worker is its sandbox's first process: nothing the kernel starts can signal it.
        self._box = Box({COPY_NAME: notebook}, limits, hidden=hidden, first=True)
        self.sandboxed = limits is not None
        info, told = _info_pipe() if self.sandboxed else (-1, -1)
        command = self._box.wrap([
            sys.executable, "-m", "mcpnb.grade.worker", "--timeout", repr(timeout),
            *(["--limits"] if self.sandboxed else []),
            "--cwd", self._box.cwd, self._box.path(COPY_NAME),
        ], told if self.sandboxed else None)
        if self.sandboxed:
            command = dying_with_this_grader(command)
        try:
            self._proc = subprocess.Popen(
                command,
                stdin=subprocess.DEVNULL,
                stdout=subprocess.PIPE,
                stderr=subprocess.DEVNULL,  # the worker says everything it has to on stdout
                start_new_session=True,  # so the worker and all it starts can be killed at once
                pass_fds=(told,) if self.sandboxed else (),
            )
        finally:
            if self.sandboxed:
                os.close(told)
        self._first: int | None = None  # a pidfd of the sandbox's first process, the worker
        self._info = info
        with Worker._lock:
            Worker._running.add(self)
            stopped = Worker._stopped
        if stopped:
            self.kill()
        self._reader = threading.Thread(target=self._read, name="mcpnb-worker-reader", daemon=True)
        self._reader.start()

    def _read(self) -> None:
        assert self._proc.stdout is not None
        if self._info >= 0:
            self._first = _first_process(self._info)
        while line := self._proc.stdout.readline(REPORT_BYTES):
            with contextlib.suppress(ValueError):
                report = parse_json(line.decode("utf-8", "replace"))
                if isinstance(report, dict):
                    self._reports.append(report)

    def result(self) -> Run:
        """How the run ended; a worker past its bound is killed with its kernel."""
        try:
            run = self._wait()
            hit = self._box.groups.hit()  # a kill for memory leaves no report of its own
            if hit is not None and run.outcome is not Outcome.OK:
                run = Run(Outcome.LIMIT, run.cell, hit)
            return run
        finally:
            with Worker._lock:
                Worker._running.discard(self)
            if self._first is not None:
                os.close(self._first)
            self._box.close()

    def _wait(self) -> Run:
        left = self.bound - (time.monotonic() - self._started)
        try:
            status = self._proc.wait(max(left, 0.0))
        except subprocess.TimeoutExpired:
            self.kill()
            self._reader.join(GRACE_SECONDS)
            return Run(Outcome.TIMEOUT, self._last("cell"))
        self._reader.join(GRACE_SECONDS)
        final = next((r for r in reversed(self._reports) if "outcome" in r), None)
        if final is not None:
            return Run.from_dict(final)
        if self.sandboxed and status != 0:
            # Nothing outside the sandbox can reach the worker: what ended it was inside.
            return Run(Outcome.ENDED, self._last("cell"), f"exit status {status}")
        return Run(Outcome.NOT_RUN, self._last("cell"), f"the worker exited with {status}")

    def kill(self) -> None:
        """Kill the worker's process group and the kernel's (a kernel has a session of its own)."""
        if self._proc.poll() is not None:
            return  # it has ended and taken its kernel with it; its pids may be someone else's
        if self._first is not None:  # as root, bwrap may not signal it (`Sandbox.for_grading`)
            with contextlib.suppress(OSError):
                signal.pidfd_send_signal(self._first, signal.SIGKILL)
        groups = [self._proc.pid]
        kernel = self._last("kernel")
        if kernel is not None and not self.sandboxed:  # in the sandbox, its namespace ends it
            groups.append(kernel)
        for group in groups:
            signal_group(group)
        self._proc.wait()

    @classmethod
    def kill_all(cls) -> None:
        """Kill every worker still running, with its kernel, and every one started after, until
        the next batch (`allow`)."""
        with cls._lock:
            cls._stopped = True
            running = list(cls._running)
        for worker in running:
            worker.kill()

    @classmethod
    def allow(cls) -> None:
        """Let workers run again: a new batch begins."""
        with cls._lock:
            cls._stopped = False

    def _last(self, key: str) -> int | None:
        value = next((r[key] for r in reversed(self._reports) if key in r), None)
        return value if isinstance(value, int) else None


def _info_pipe() -> tuple[int, int]:
    """A pipe for bwrap's `--info-fd`, its writing end above the fd the sandbox's filter takes."""
    info, told = os.pipe()
    above = fcntl.fcntl(told, fcntl.F_DUPFD_CLOEXEC, FILTER_FD + 1)
    os.close(told)
    return info, above


def _first_process(info: int) -> int | None:
    """A pidfd of the sandbox's first process, from what bwrap writes to `info` as it starts
    (then closes); None if bwrap said nothing, as when it could not start."""
    with os.fdopen(info, "rb") as told:
        data = told.read(REPORT_BYTES)
    with contextlib.suppress(ValueError, OSError, TypeError, AttributeError):
        pid = json.loads(data)["child-pid"]
        return os.pidfd_open(pid) if isinstance(pid, int) else None
    return None
