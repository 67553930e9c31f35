"""Run a submitted notebook in a fresh kernel, within bounds, and say only whether it runs.

Nothing a kernel computes is ever graded (`mcpnb.grade.grading` reads the answers from the cells'
sources); a run only tells the gradebook whether the notebook runs from top to bottom, and if
not, where and why it stopped. The lifecycle of one run:

1. The grader copies the notebook into a private folder and starts a worker,
   `python -m mcpnb.grade.execution`, in a session of its own, with stdin on /dev/null. In the
   sandbox (`mcpnb.running.sandbox`, the default) the worker, its kernel and all they start live in
   namespaces of their own, with the copy in a fresh scratch folder that is their working
   directory and the only place they may write; without it, the private folder is that.
2. The worker keeps a private copy of its stdout for its own reports and points descriptors 1 and 2
   at /dev/null before the kernel starts: nothing the kernel writes can reach the grader, let
   alone pass itself off as the worker's report. On Linux the worker becomes a child subreaper,
   so whatever the kernel leaves behind is handed back to it.
3. It starts a kernel for this interpreter with stdin disabled (`input()` fails at once and the
   kernel's own stdin is /dev/null), reports the kernel's pid, and runs the cells with nbclient.
   The kernel is forked from the worker, which has imported ipykernel for it
   (`mcpnb.grade.forked_kernel`): it keeps none of the worker's descriptors, signal handlers or
   event loop, and becomes inspectable again as a freshly started kernel is.
   Each cell gets what is left of the notebook's `timeout`; outputs are dropped as they arrive,
   so a flood of output costs the grader no memory.
4. It shuts the kernel down at once, kills what the kernel left behind, and reports how the run
   ended on one JSON line; a run that ran into one of the sandbox's limits says which.
5. The grader waits `timeout + STARTUP_SECONDS + GRACE_SECONDS`. A worker still running then is
   killed with its kernel (in the sandbox, with everything in its PID namespace), and the run
   counts as out of time. The sandbox's control groups, where there are any, tell the grader
   whether its memory or process limit was hit.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import ctypes
import errno
import fcntl
import json
import math
import os
import signal
import subprocess
import sys
import threading
import time
import uuid
from collections.abc import Sequence
from dataclasses import dataclass
from enum import StrEnum
from pathlib import Path
from typing import IO, Any

from mcpnb.grade import forked_kernel
from mcpnb.protocol.jsonrpc import parse_json
from mcpnb.running.process import signal_group
from mcpnb.running.sandbox import FILTER_FD, Box, Limits

# A lesson runs in about five seconds; a minute leaves room for a busy machine and a slow check,
# and bounds what a notebook that never ends can cost a batch.
DEFAULT_TIMEOUT = 60.0
# A kernel starts in about a second; thirty leave room for many starting at once on a small,
# busy machine, and a kernel that needs longer is reported as not started, never waited for.
STARTUP_SECONDS = 30.0
# What a worker needs beyond its cells' time: starting Python and nbclient (half a second),
# killing the kernel and what it left behind (milliseconds). Far more than that means it is stuck.
GRACE_SECONDS = 10.0
# The kernel's chat model setting: an address that is not http(s) makes `mcpnb.ask` show its
# recorded sample at once. Grades never depend on the model, and a class's worth of questions
# would cost minutes and money.
NO_MODEL_URL = "off"
# How many times the worker looks for orphans of the kernel to kill: each round kills the
# processes handed back to it, whose own children come back in the next round.
REAP_ROUNDS = 5
# SIGKILL ends a process at once unless it is stuck inside the kernel; then it is left alone.
REAP_SECONDS = 1.0
# Linux's prctl option that makes orphaned descendants come back to this process.
PR_SET_CHILD_SUBREAPER = 36
# A report is a short JSON line; reading no more than this at a time bounds a stray long one.
REPORT_BYTES = 4096
# The name of the submission's copy in the run's working folder.
COPY_NAME = "submission.ipynb"


class Outcome(StrEnum):
    OK = "ok"  # every cell ran
    ERROR = "error"  # a cell raised an exception
    INPUT = "input"  # a cell asked for input
    TIMEOUT = "timeout"  # the notebook ran out of time
    DIED = "died"  # the kernel died
    LIMIT = "limit"  # it ran into a limit of the sandbox; `detail` names which (see LIMITS)
    ENDED = "ended"  # the worker was killed from inside the sandbox: the notebook ended its run
    NOT_RUN = "not-run"  # the kernel could not start, or the worker failed: not the student's doing


@dataclass(frozen=True)
class Run:
    """How a run ended: the outcome, the cell it ended in (counting every cell from 1), and the
    exception's name for an error, the limit it ran into, or the reason it was not run."""

    outcome: Outcome
    cell: int | None = None
    detail: str = ""

    def to_dict(self) -> dict[str, Any]:
        return {"outcome": str(self.outcome), "cell": self.cell, "detail": self.detail}

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> Run:
        cell = data.get("cell")
        return cls(Outcome(data["outcome"]), cell if isinstance(cell, int) else None,
                   str(data.get("detail", "")))


# --- the grader's side ---------------------------------------------------------------------------


class Worker:
    """One notebook running in a worker process; `result()` waits for it within its bound.

    Workers run in sessions of their own, so a Ctrl-C at the terminal never reaches them: the
    grader calls `kill_all()` when it is interrupted.
    """

    _running: set[Worker] = set()
    _lock = threading.Lock()

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
            sys.executable, "-m", "mcpnb.grade.execution", "--timeout", repr(timeout),
            *(["--limits"] if self.sandboxed else []),
            "--cwd", self._box.cwd, self._box.path(COPY_NAME),
        ], told if self.sandboxed else None)
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
        """Kill every worker still running, with its kernel."""
        with cls._lock:
            running = list(cls._running)
        for worker in running:
            worker.kill()

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


# --- the worker's side ---------------------------------------------------------------------------


class _OutOfTime(Exception):
    """The notebook's time was used up before this cell could start."""


def _runner_class() -> Any:
    from jupyter_client.kernelspec import KernelSpec
    from nbclient import NotebookClient

    forking = forked_kernel.provisioner_class()

    class Runner(NotebookClient):
        """nbclient without outputs: they are dropped as they arrive, so none can fill memory.
        Its kernel is this interpreter's ipykernel, forked from the worker, named here rather
        than looked for among the kernel specs on the machine (0.05 s of CPU), whatever kernel
        the notebook asks for."""

        def output(self, outs: Any, msg: Any, display_id: Any, cell_index: int) -> None:
            return None

        def create_kernel_manager(self) -> Any:
            manager = super().create_kernel_manager()
            manager._kernel_spec = KernelSpec(argv=forked_kernel.ARGV, display_name="Python 3",
                                              language="python")
            manager.kernel_id = manager.kernel_id or str(uuid.uuid4())
            manager.provisioner = forking(kernel_id=manager.kernel_id,
                                          kernel_spec=manager._kernel_spec, parent=manager)
            return manager

    return Runner


# What a cell's error says when it ran into one of the sandbox's limits.
LIMIT_ERRORS = {
    errno.EFBIG: "file-size",  # a file grew past RLIMIT_FSIZE (Python ignores SIGXFSZ)
    errno.ENOSPC: "disk",  # the scratch folder, a tmpfs, is full
    errno.EAGAIN: "processes",  # fork or clone refused: RLIMIT_NPROC, or the pids group
}
# What ends a kernel that runs into a limit enforced by a signal.
LIMIT_SIGNALS = {signal.SIGXCPU: "cpu", signal.SIGXFSZ: "file-size"}


def limit_of(ename: str, evalue: str) -> str | None:
    """The limit a cell's exception stands for, if any: "memory", "file-size", ..."""
    if ename == "MemoryError":
        return "memory"
    if ename == "RuntimeError" and "can't start new thread" in evalue:
        return "processes"
    for number, limit in LIMIT_ERRORS.items():
        if evalue.startswith(f"[Errno {number}]"):
            return limit
    return None


def execute(
    notebook: Path, workdir: Path, timeout: float, report: Any, *, limits: bool = False
) -> Run:
    """Run every cell of `notebook` in a fresh kernel in `workdir` (in this process).

    `report` gets small dicts along the way: the kernel's pid, then each cell as it starts.
    With `limits` (in the sandbox) an error or a death that a limit explains is told as such.
    """
    forked_kernel.import_for_kernel()  # for the kernel, forked from this process
    from nbclient.exceptions import CellExecutionError, CellTimeoutError, DeadKernelError

    from mcpnb.quick_nbformat import nbformat  # the worker alone reads the notebook (0.2 s)

    # Not validated: nbformat would only log what is wrong (to /dev/null here), after 0.05 s of
    # CPU compiling its schema; the grader reads the answers from its own copy.
    nb = nbformat.convert(nbformat.reader.reads(notebook.read_bytes()), 4)  # type: ignore[no-untyped-call]
    deadline = time.monotonic() + timeout
    current: list[int] = []

    def cell_seconds(cell: Any) -> int:
        return max(1, math.ceil(deadline - time.monotonic()))

    def on_cell_start(cell: Any, cell_index: int) -> None:
        if cell.get("cell_type") != "code":
            return
        current.append(cell_index + 1)
        report({"cell": cell_index + 1})
        if time.monotonic() >= deadline:
            raise _OutOfTime

    kernel: list[Any] = []  # the kernel's Popen, to learn what signal ended a dead kernel

    def on_notebook_start(notebook: Any) -> None:
        _no_handlers()
        provisioner = getattr(client.km, "provisioner", None)
        pid = getattr(provisioner, "pid", None)
        kernel.append(getattr(provisioner, "process", None))
        if isinstance(pid, int):
            report({"kernel": pid})

    client = _runner_class()(
        nb,
        kernel_name="python3",  # this interpreter's kernel, whatever the notebook asks for
        timeout_func=cell_seconds,
        startup_timeout=STARTUP_SECONDS,
        shutdown_kernel="immediate",
        record_timing=False,
        on_cell_start=on_cell_start,
        on_notebook_start=on_notebook_start,
    )
    env = {**os.environ, "AI_URL": NO_MODEL_URL}

    def cell() -> int | None:
        return current[-1] if current else None

    try:
        try:
            client.execute(cwd=str(workdir), env=env, stdin=subprocess.DEVNULL)
        except AssertionError as error:
            # nbclient's cleanup after a kernel that died can fail an assertion of its own
            # (`self.km is not None`): the death is what happened.
            if isinstance(error.__context__, DeadKernelError):
                raise error.__context__ from None
            raise
    except (CellTimeoutError, _OutOfTime):
        return Run(Outcome.TIMEOUT, cell())
    except DeadKernelError:
        process = kernel[0] if kernel else None
        status = process.poll() if isinstance(process, forked_kernel.ForkedKernel) else None
        if limits and status is not None and -status in LIMIT_SIGNALS:
            return Run(Outcome.LIMIT, cell(), LIMIT_SIGNALS[signal.Signals(-status)])
        return Run(Outcome.DIED, cell())
    except CellExecutionError as error:
        if error.ename == "StdinNotImplementedError":
            return Run(Outcome.INPUT, cell())
        limit = limit_of(str(error.ename), str(error.evalue)) if limits else None
        if limit is not None:
            return Run(Outcome.LIMIT, cell(), limit)
        return Run(Outcome.ERROR, cell(), str(error.ename)[:80])
    return Run(Outcome.OK)


def _no_handlers() -> None:
    """Take back the handlers nbclient sets on SIGINT and SIGTERM (to shut the kernel down):
    the worker is its PID namespace's first process in the sandbox, which a signal from inside
    reaches only through a handler, so with none the kernel cannot end it, nor its report.
    Called as the kernel starts: before, nothing in the sandbox could send one."""
    for number in (signal.SIGINT, signal.SIGTERM):
        with contextlib.suppress(RuntimeError):  # no running loop: no handler of nbclient's
            asyncio.get_running_loop().remove_signal_handler(number)
        # Removing it puts Python's own handler back for SIGINT: the default has none.
        signal.signal(number, signal.SIG_DFL)


def _keep_private() -> None:
    """Make this process undumpable, so that the kernel (same user, no capabilities in the
    sandbox) cannot open its descriptors through /proc and forge a report."""
    forked_kernel.set_dumpable(False)


def _become_subreaper() -> None:
    """Have orphaned descendants handed back to this process (Linux only; elsewhere a no-op)."""
    if sys.platform.startswith("linux"):
        with contextlib.suppress(OSError, AttributeError):
            ctypes.CDLL(None, use_errno=True).prctl(PR_SET_CHILD_SUBREAPER, 1, 0, 0, 0)


def _children() -> list[int]:
    """The pids whose parent is this process, read from /proc (empty where there is none)."""
    me, found = os.getpid(), []
    with contextlib.suppress(OSError):
        for entry in os.listdir("/proc"):
            if not entry.isdigit():
                continue
            with contextlib.suppress(OSError, ValueError, IndexError):
                stat = Path("/proc", entry, "stat").read_text()
                # The name in parentheses may hold spaces; the fields after it do not.
                if int(stat.rsplit(")", 1)[1].split()[1]) == me:
                    found.append(int(entry))
    return found


def _reap_orphans() -> None:
    """Kill whatever the kernel left running: the processes handed back to this subreaper."""
    for _ in range(REAP_ROUNDS):
        children = _children()
        if not children:
            return
        for pid in children:
            with contextlib.suppress(ProcessLookupError, PermissionError):
                os.kill(pid, signal.SIGKILL)
        _wait_for(children)


def _wait_for(children: list[int]) -> None:
    """Collect killed children, giving up after REAP_SECONDS (one stuck in the kernel stays)."""
    waiting, deadline = set(children), time.monotonic() + REAP_SECONDS
    while waiting and time.monotonic() < deadline:
        for pid in list(waiting):
            try:
                done, _ = os.waitpid(pid, os.WNOHANG)
            except ChildProcessError:
                done = pid
            if done:
                waiting.discard(pid)
        time.sleep(0.01)


def _private_channel() -> IO[str]:
    """A private copy of stdout for the worker's reports, with fds 1 and 2 sent to /dev/null, so
    that the kernel, which inherits them, can neither write to the grader nor forge a report."""
    channel = os.fdopen(os.dup(1), "w", buffering=1, encoding="utf-8")
    devnull = os.open(os.devnull, os.O_WRONLY)
    os.dup2(devnull, 1)
    os.dup2(devnull, 2)
    os.close(devnull)
    return channel


def main(argv: Sequence[str] | None = None) -> int:
    """The worker: run one notebook and report on stdout, one JSON object per line."""
    parser = argparse.ArgumentParser(prog="python -m mcpnb.grade.execution")
    parser.add_argument("--timeout", type=float, required=True)
    parser.add_argument("--cwd", type=Path, required=True)
    parser.add_argument("--limits", action="store_true",
                        help="it runs in the sandbox: tell the limits it runs into")
    parser.add_argument("notebook", type=Path)
    args = parser.parse_args(argv)
    forked_kernel.import_nbformat_unvalidated()  # before nbclient imports nbformat the slow way
    channel = _private_channel()

    def report(data: dict[str, Any]) -> None:
        channel.write(json.dumps(data) + "\n")

    _keep_private()
    _become_subreaper()
    try:
        run = execute(args.notebook, args.cwd, args.timeout, report, limits=args.limits)
    except Exception as error:  # the kernel would not start, or a bug here: not the student's
        run = Run(Outcome.NOT_RUN, None, type(error).__name__)
    finally:
        _reap_orphans()
    report(run.to_dict())
    channel.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
