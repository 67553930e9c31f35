"""The worker: the program that runs one submitted notebook inside the sandbox,
`python -m mcpnb.grade.worker`, started by the grader's `mcpnb.grade.execution.Worker`. It trusts
nothing it runs, and the grader trusts nothing it says but one JSON line (`mcpnb.grade.run`):

1. It keeps a private copy of its stdout for its own reports and points descriptors 1 and 2 at
   /dev/null before the kernel starts: nothing the kernel writes can reach the grader, let alone
   pass itself off as the worker's report. On Linux it becomes a child subreaper, so whatever the
   kernel leaves behind is handed back to it.
2. It starts a kernel for this interpreter with stdin disabled (`input()` fails at once and the
   kernel's own stdin is /dev/null), reports the kernel's pid, and runs the cells with nbclient.
   The kernel is forked from the worker, which has imported ipykernel for it
   (`mcpnb.grade.forked_kernel`): it keeps none of the worker's descriptors, signal handlers or
   event loop, and becomes inspectable again as a freshly started kernel is. Each cell gets what
   is left of the notebook's `timeout`; outputs are dropped as they arrive, so a flood of output
   costs the worker no memory.
3. It shuts the kernel down at once, kills what the kernel left behind, and reports how the run
   ended on one JSON line; a run that ran into one of the sandbox's limits says which.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import ctypes
import errno
import json
import math
import os
import signal
import subprocess
import sys
import time
import uuid
from collections.abc import Sequence
from pathlib import Path
from typing import IO, Any

from mcpnb.grade import forked_kernel
from mcpnb.grade.run import IN_GRADER, STARTUP_SECONDS, Outcome, Run

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
    nb = _read(notebook)
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

    client = _runner_class()(  # this interpreter's kernel, whatever the notebook asks for
        nb, kernel_name="python3", timeout_func=cell_seconds, startup_timeout=STARTUP_SECONDS,
        shutdown_kernel="immediate", record_timing=False, on_cell_start=on_cell_start,
        on_notebook_start=on_notebook_start)
    env = {**os.environ, "AI_URL": NO_MODEL_URL, IN_GRADER: "1"}

    def cell() -> int | None:
        return current[-1] if current else None

    def run_cells() -> None:
        from nbclient.exceptions import DeadKernelError  # nbclient (0.3 s): the worker's alone

        try:
            client.execute(cwd=str(workdir), env=env, stdin=subprocess.DEVNULL)
        except AssertionError as error:
            # nbclient's cleanup after a kernel that died can fail an assertion of its own
            # (`self.km is not None`): the death is what happened.
            if isinstance(error.__context__, DeadKernelError):
                raise error.__context__ from None
            raise

    return _ended(run_cells, cell, kernel, limits)


def _read(notebook: Path) -> Any:
    """The notebook, not validated: nbformat would only log what is wrong (to /dev/null here),
    after 0.05 s of CPU compiling its schema; the grader reads the answers from its own copy."""
    from mcpnb.quick_nbformat import nbformat  # the worker alone reads the notebook (0.2 s)

    return nbformat.convert(nbformat.reader.reads(notebook.read_bytes()), 4)  # type: ignore[no-untyped-call]


def _ended(run_cells: Any, cell: Any, kernel: list[Any], limits: bool) -> Run:
    """How running the cells ended: every cell ran, or a cell ran out of time, raised, asked for
    input or ran into a limit, or the kernel died (of a limit's signal, in the sandbox)."""
    from nbclient.exceptions import (  # imported by `execute` already: costs nothing here
        CellExecutionError,
        CellTimeoutError,
        DeadKernelError,
    )

    try:
        run_cells()
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
    parser = argparse.ArgumentParser(prog="python -m mcpnb.grade.worker")
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
