"""Grade on a Dask cluster: the same grading as the local pool, one task per submission.

`mcpnb grade --scheduler ADDRESS` hands each submission to a running Dask cluster (`dask
scheduler` on one machine, `dask worker ADDRESS` on the others) instead of threads here:

- **Who grades.** Before any task, every worker tells who it is (`identity`): its mcpnb build,
  its course data and whether it has the sandbox. The batch does not start while a worker
  differs from the grader: the message names each one and both builds. Each task carries the
  grader's identity too, so a worker that joins later with another build grades nothing: it is
  named once and the tasks it refused go to the others. A worker reads the whole course with its
  first task, and the baselines of the batch's lessons (each starting code, run sandboxed) with
  each batch's first task there, before that batch's student code runs there; it grades from
  that copy.
- **What travels.** A task carries the submission as the grader read it (its bytes, its
  answers); the worker grades it as the local pool does (`grading.grade_safely`), in the same
  sandbox, and sends back the row. Nothing on a worker reads the class's files.
- **Nothing lost, nothing doubled.** A student's failure is a row like any other, never a task
  error. Only the infrastructure fails a task: a worker that dies mid-task has its task run again
  elsewhere by the scheduler (the row says so if workers die with it `allowed-failures` times);
  a task refused or lost with its connection is submitted again, a few times at most. Every
  submission is one row, collected once (`batch.collect`): the gradebook is the local one.
- **An interrupted batch** cancels the tasks not started; those running end within the
  notebook's own time bound, on their workers, and their rows are dropped.
"""

from __future__ import annotations

import asyncio
import contextlib
import itertools
import logging
import socket
import sys
import uuid
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

from mcpnb.course import builds
from mcpnb.grade.grading import Graded, Grading, grade_safely, not_graded, prepare_course
from mcpnb.grade.submission import HandedIn
from mcpnb.running.sandbox import unavailable
from mcpnb.texts import later

# How long the grader tries to reach the scheduler, and waits for a first worker there: an
# unreachable cluster is said within 15 s.
CONNECT_TIMEOUT = 6.0
WORKER_WAIT = 6.0
# How often a task lost to the infrastructure (not to its notebook) is submitted again.
MAX_TRIES = 4
# How often the grader looks whether any worker is left, while none of its tasks finishes.
IDLE_CHECK = 2.0


class ClusterUnavailable(Exception):
    """The batch cannot start on this cluster; the message says why and what to do."""


@dataclass(frozen=True)
class Identity:
    """Who a process is, for grading: its mcpnb build, its course data, its sandbox."""

    build: str  # the version, with a digest of the package's code
    course: str  # a digest of data/: the course, its scripts and starting code
    sandbox: str | None  # why there is no sandbox here; None where there is one

    def grades_like(self, other: Identity) -> bool:
        return (self.build, self.course) == (other.build, other.course)


@cache
def identity() -> Identity:
    """This process's identity (read once: a grading never changes the package)."""
    return Identity(*builds(), unavailable())


class Refused(Exception):
    """A task reached a worker that does not grade as the grader does."""

    def __init__(self, worker: str, theirs: Identity) -> None:
        super().__init__(worker, theirs)
        self.worker, self.theirs = worker, theirs


def grade_task(handed: HandedIn, how: Grading, ours: Identity, lessons: tuple[str, ...]) -> Graded:
    """One submission of a batch of `lessons`, graded on a worker: refused where this worker
    differs from the grader."""
    from distributed import get_worker

    here = identity()
    if not here.grades_like(ours) or (how.limits is not None and here.sandbox is not None):
        raise Refused(get_worker().address, here)
    # The whole course on the first task, and the batch's baselines on its first task here (they
    # are run in a sandbox that hides the batch's folders): lesson 3's alone costs 1.6 s of CPU,
    # which a batch of lessons 1 and 2 need not pay on every worker.
    prepare_course(lessons, how)
    return grade_safely(handed, how)


# --- the batch -----------------------------------------------------------------------------------


@contextlib.contextmanager
def graded_on(
    address: str, handed: Sequence[HandedIn], how: Grading
) -> Iterator[tuple[Iterator[Graded], Callable[[], None]]]:
    """Grade `handed` on the cluster at `address`: each row as it is ready, and how to stop the
    tasks left. The batch (`mcpnb.grade.batch`) collects them as it does the local pool's."""
    with _quiet_dask():
        client = connect(address)
        try:
            check_workers(client, address, sandboxed=how.limits is not None)
            batch = _Batch(client, address, how, handed)
            yield batch.finished(handed), batch.stop
        finally:
            client.close(timeout=CONNECT_TIMEOUT)


def connect(address: str) -> Any:
    """A Dask client of the scheduler at `address`, or ClusterUnavailable saying why not."""
    try:
        from distributed import Client
    except ImportError:
        raise ClusterUnavailable(
            "grading on a cluster needs Dask distributed: pip install -e '.[cluster]'"
        ) from None
    _probe(address)
    try:
        asyncio.run(_identify(address))
    except Exception as error:  # no answer in time, or no Dask there at all (a web server, say)
        why = ("it did not answer in time" if isinstance(error, TimeoutError)
               else "what listens there is not one")
        raise ClusterUnavailable(
            f"no Dask scheduler at {address}: {why}; `dask scheduler` prints the address to "
            "give (tcp://HOST:PORT, port 8786 unless told otherwise)"
        ) from None
    try:
        return Client(address, timeout=CONNECT_TIMEOUT, set_as_default=False)  # type: ignore[no-untyped-call]
    except Exception as error:  # the scheduler went away since it answered
        raise ClusterUnavailable(
            f"cannot reach a Dask scheduler at {address}: {_first_line(error)}"
        ) from None


def _probe(address: str) -> None:
    """Fail at once, not after the client's timeout, where nothing listens at `address`."""
    host, _, port = address.split("://", 1)[-1].rpartition(":")
    if not host or not port.isdigit():
        raise ClusterUnavailable(
            f"{address!r} is not a scheduler's address: write tcp://HOST:PORT, as "
            "`dask scheduler` prints it (its port is 8786 unless told otherwise)"
        )
    try:
        socket.create_connection((host.strip("[]"), int(port)), timeout=CONNECT_TIMEOUT).close()
    except OSError as error:
        why = "nothing answered" if isinstance(error, TimeoutError) else error.strerror or error
        raise ClusterUnavailable(
            f"cannot reach a Dask scheduler at {address}: {why}; is `dask scheduler` running "
            "there?"
        ) from None


async def _identify(address: str) -> None:
    """Ask whatever listens at `address` who it is, in Dask's protocol, within the timeout: a
    client made where no scheduler answers would spend as long again closing itself."""
    from distributed.core import rpc

    async with rpc(address, timeout=CONNECT_TIMEOUT) as peer:  # type: ignore[no-untyped-call]
        identity = await asyncio.wait_for(peer.identity(), CONNECT_TIMEOUT)
    if identity.get("type") != "Scheduler":
        raise ValueError(f"a Dask {identity.get('type')} answered, not a scheduler")


def check_workers(client: Any, address: str, *, sandboxed: bool) -> None:
    """ClusterUnavailable if the cluster has no worker, or any that grades otherwise than this
    process (another build, other course data, no sandbox)."""
    try:
        client.wait_for_workers(1, timeout=WORKER_WAIT)
    except TimeoutError:
        raise ClusterUnavailable(
            f"the scheduler at {address} has no workers: start one on each machine with "
            f"`dask worker {address}`"
        ) from None
    ours = identity()
    try:  # quick, on each worker's event loop: the course is read by the first task there
        theirs: dict[str, Identity] = client.run(identity)
    except Exception as error:  # a worker whose mcpnb has no `cluster` module, say
        raise ClusterUnavailable(
            f"a worker cannot run this grader's code ({_first_line(error)}): install mcpnb "
            f"{ours.build} on every worker"
        ) from None
    refused = [_refusal(worker, who, ours, sandboxed) for worker, who in sorted(theirs.items())]
    if any(refused):
        raise ClusterUnavailable("\n".join(r for r in refused if r))


def _refusal(worker: str, theirs: Identity, ours: Identity, sandboxed: bool) -> str:
    """Why a worker may not grade this batch; empty where it may."""
    if not theirs.grades_like(ours):
        return (f"worker {worker} runs mcpnb {theirs.build} with course data {theirs.course}, "
                f"this grader mcpnb {ours.build} with course data {ours.course}: install the "
                "same mcpnb on both, or stop that worker")
    if sandboxed and theirs.sandbox is not None:
        return (f"worker {worker} cannot grade safely: {theirs.sandbox}; or grade anyway with "
                "--no-sandbox")
    return ""


class _Batch:
    """The tasks of one batch on a cluster, each submission's retried until it has its row."""

    def __init__(self, client: Any, address: str, how: Grading, handed: Sequence[HandedIn]) -> None:
        self.client, self.address, self.how = client, address, how
        self.lessons = tuple(sorted({h.lesson for h in handed if h.lesson is not None}))
        self.name = f"mcpnb-grade-{uuid.uuid4().hex[:8]}"
        self.tasks: dict[Any, HandedIn] = {}
        self.tries: dict[Path, int] = {}
        self.numbers = itertools.count(1)
        self.refused: set[str] = set()
        self.said_idle = False

    def submit(self, handed: HandedIn) -> None:
        self.tries[handed.path] = self.tries.get(handed.path, 0) + 1
        options: dict[str, Any] = {}
        if self.refused:  # only where it will not be refused again, if any worker is left
            allowed = set(self.client.scheduler_info()["workers"]) - self.refused
            options = {"workers": sorted(allowed)} if allowed else {}
        # The task carries the submission's bytes: the workers read no folder of the class.
        future = self.client.submit(grade_task, handed.carried(), self.how, identity(),
                                    self.lessons, pure=False,
                                    key=f"{self.name}-{next(self.numbers)}", **options)
        self.tasks[future] = handed

    def finished(self, handed: Sequence[HandedIn]) -> Iterator[Graded]:
        """Each submission's row as it is ready: at once for those that cannot be graded."""
        from distributed import wait

        for h in handed:
            if h.problem is not None or h.lesson is None:
                yield grade_safely(h, self.how)  # its row says why: nothing to run
            else:
                self.submit(h)
        while self.tasks:
            try:
                with self.client.as_current():
                    done = wait(list(self.tasks), timeout=IDLE_CHECK,  # type: ignore[no-untyped-call]
                                return_when="FIRST_COMPLETED")
            except TimeoutError:
                self._say_if_idle()
                continue
            except Exception as error:  # the scheduler is gone: its tasks went with it
                _tell(f"lost the scheduler at {self.address} ({_first_line(error)}): the "
                      f"{len(self.tasks)} submissions not graded yet say so in the gradebook")
                for h in self.tasks.values():
                    yield not_graded(h, later("status.scheduler-lost"))
                self.tasks.clear()
                return
            for future in done.done:
                yield from self._row_of(future)

    def _row_of(self, future: Any) -> Iterator[Graded]:
        from distributed import KilledWorker

        handed = self.tasks.pop(future)
        if future.status == "finished":
            graded = future.result()
            future.release()  # the scheduler forgets it: a worker lost later recomputes nothing
            yield graded
            return
        error = future.exception()
        future.release()
        if isinstance(error, KilledWorker):
            yield not_graded(handed, later("status.workers-died"))
            return
        if isinstance(error, Refused) and error.worker not in self.refused:
            self.refused.add(error.worker)
            _tell(_refusal(error.worker, error.theirs, identity(), self.how.limits is not None)
                  + "; its tasks go to the other workers")
        if self.tries[handed.path] >= MAX_TRIES:
            yield not_graded(handed, later("status.grader-failed", why=type(error).__name__))
            return
        self.submit(handed)

    def _say_if_idle(self) -> None:
        """Tell the teacher, once, when no worker is left to run the tasks."""
        workers = set(self.client.scheduler_info()["workers"]) - self.refused
        if not workers and not self.said_idle:
            _tell(f"no workers left on the scheduler at {self.address}: start one with `dask "
                  f"worker {self.address}`, or press Ctrl-C to keep what is graded")
        self.said_idle = not workers

    def stop(self) -> None:
        with contextlib.suppress(Exception):
            self.client.cancel(list(self.tasks), force=True)


def _tell(line: str) -> None:
    print(f"mcpnb grade: {line}", file=sys.stderr, flush=True)


def _first_line(error: BaseException) -> str:
    return (str(error).strip().splitlines() or [type(error).__name__])[0]


@contextlib.contextmanager
def _quiet_dask() -> Iterator[None]:
    """Dask's own warnings (a worker lost, a connection closed) are not for the teacher: the
    grader says what they mean."""
    logger = logging.getLogger("distributed")
    level = logger.level
    logger.setLevel(logging.CRITICAL)
    try:
        yield
    finally:
        logger.setLevel(level)
