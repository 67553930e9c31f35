"""The time a server had: the wall clock, less the time its process tree waited for a CPU.

A bound that waits on a server (its start, a reply, its exit) is meant to measure the server, not
the machine. On two cores a check starts a dozen servers at once, and one written with the SDK
spends over a second of CPU importing before it reads a line: by the wall clock each of them
takes ten, and a verdict of "no reply" would depend on the load. The clock here stops while the
server could not run: the most that any of its threads has waited on a run queue since the start
(Linux's `/proc/<pid>/task/<tid>/schedstat`, second field) is not counted. A server that sleeps,
or computes, has its time counted, so a silent or a busy one still meets its bound.

Two things keep the clock honest:
- it runs at `MIN_RATE` of the wall clock at the least, so a server that keeps itself starved
  (a fork bomb inside its own tree) stretches a bound at most 1 / `MIN_RATE` times;
- where `/proc` says nothing (macOS, or a process already gone) it is the wall clock.

Standard library only, as the rest of `running`'s process code.
"""

from __future__ import annotations

import os
import threading
import time

# How often the tree's run-queue waits are read again (a few small files: some 50 us), so that
# between two readings, where the clock runs at its least rate, a step of a script is late by a
# few milliseconds at most; and how often /proc is scanned for the tree's processes (a millisecond
# or two, shared by every clock), which only a server that starts new ones needs.
SAMPLE_SECONDS = 0.005
SCAN_SECONDS = 0.05
# How often a run bounded on this clock looks at it, to end the run once its bound is over.
POLL_SECONDS = 0.05
# The slowest the clock may run against the wall clock, however starved the server is. A quarter
# was too fast: three test workers, each checking with a dozen SDK servers, left one of them less
# than that, and its reply came after its bound.
MIN_RATE = 0.1
PROC = "/proc"


def _parents() -> dict[int, int]:
    """Each process's parent, from one scan of /proc."""
    parents: dict[int, int] = {}
    try:
        names = os.listdir(PROC)
    except OSError:
        return parents
    for name in names:
        if not name.isdigit():
            continue
        try:
            with open(f"{PROC}/{name}/stat", "rb") as stat:
                text = stat.read()
        except OSError:
            continue
        # The command's name, in parentheses, may hold anything: the fields follow its last ")".
        fields = text[text.rfind(b")") + 2:].split()
        if len(fields) > 1:
            parents[int(name)] = int(fields[1])
    return parents


_scan_lock = threading.Lock()
_scanned: tuple[float, dict[int, list[int]]] = (-SCAN_SECONDS, {})


def _children() -> dict[int, list[int]]:
    """Each process's children, from a scan of /proc shared by every clock for one sample."""
    global _scanned
    with _scan_lock:
        at, children = _scanned
        if time.monotonic() - at >= SCAN_SECONDS:
            children = {}
            for pid, parent in _parents().items():
                children.setdefault(parent, []).append(pid)
            _scanned = (time.monotonic(), children)
        return children


def _tree(root: int) -> list[int]:
    """`root` and every process below it."""
    children = _children()
    tree, todo = [], [root]
    while todo:
        pid = todo.pop()
        tree.append(pid)
        todo += children.get(pid, [])
    return tree


def _waits(root: int) -> dict[tuple[int, int], int] | None:
    """Nanoseconds each thread of the tree has waited on a run queue, by (pid, tid); None where
    /proc cannot say (not Linux, or the root is gone)."""
    if not os.path.exists(f"{PROC}/{root}/task"):
        return None
    waits: dict[tuple[int, int], int] = {}
    for pid in _tree(root):
        try:
            tids = os.listdir(f"{PROC}/{pid}/task")
        except OSError:
            continue
        for tid in tids:
            try:
                with open(f"{PROC}/{pid}/task/{tid}/schedstat", "rb") as stat:
                    waits[(pid, int(tid))] = int(stat.read().split()[1])
            except (OSError, IndexError, ValueError):
                continue
    return waits


class OwnClock:
    """Seconds of a process tree's own time since it was started: `now()` always moves on."""

    def __init__(self, root: int) -> None:
        self._root = root
        self._lock = threading.Lock()
        self._start = self._wall = time.monotonic()
        self._ran = 0.0  # own seconds up to the last sample
        self._shown = 0.0  # the latest value given
        self._starved = 0  # nanoseconds: the most any thread of the tree has waited to run
        # What each thread had waited before this clock started: not this clock's time (a
        # process found after its start-up, as `LateClock` finds one, had waited then).
        self._before = _waits(root) or {}

    def now(self) -> float:
        with self._lock:
            wall = time.monotonic()
            if wall - self._wall >= SAMPLE_SECONDS:
                self._sample(wall)
            # Since the last sample the tree is taken to have run at the least rate; over the
            # whole run, the clock is never slower than that rate. Each value is later than the
            # one before, so events keep their order.
            since = self._ran + (wall - self._wall) * MIN_RATE
            self._shown = max(since, (wall - self._start) * MIN_RATE, self._shown + 1e-9)
            return self._shown

    def _sample(self, wall: float) -> None:
        # A thread's wait is added to its count only once it runs again, so the count is taken
        # over the whole run, never interval by interval: the most any thread has waited in all.
        waits = _waits(self._root)
        if waits is not None:
            self._starved = max([self._starved, *(wait - self._before.get(thread, 0)
                                                  for thread, wait in waits.items())])
        self._ran = wall - self._start - self._starved / 1e9
        self._wall = wall


# The variable a caller puts in the environment of a server it cannot see started (the SDK's
# stdio client starts it), so that `LateClock` can tell it among this process's children.
MARK = "MCPNB_OWN_CLOCK"


def marked_child(mark: str) -> int | None:
    """The child of this process started with `MARK=mark` in its environment, or None."""
    wanted = f"{MARK}={mark}".encode()
    for pid in _children().get(os.getpid(), []):
        try:
            with open(f"{PROC}/{pid}/environ", "rb") as environ:
                if wanted in environ.read().split(b"\0"):
                    return pid
        except OSError:
            continue
    return None


class LateClock:
    """The own clock of a server another library starts: the wall clock until the child marked
    `mark` is found, then its `OwnClock`, carried on from the wall time it was found at. Looking
    costs a scan of /proc, so it is done at most every `SCAN_SECONDS`; without a mark (a server
    this process did not start), or where /proc says nothing, this stays the wall clock."""

    def __init__(self, mark: str | None) -> None:
        self._mark = mark
        self._start = self._looked = time.monotonic()
        self._found: tuple[float, OwnClock] | None = None

    def now(self) -> float:
        wall = time.monotonic()
        if self._found is None and self._mark is not None and (
                wall - self._looked >= SCAN_SECONDS):
            self._looked = wall
            if (pid := marked_child(self._mark)) is not None:
                self._found = (wall - self._start, OwnClock(pid))
        if self._found is None:
            return wall - self._start
        at, clock = self._found
        return at + clock.now()
