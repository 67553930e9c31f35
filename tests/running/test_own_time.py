"""The server's own clock (`mcpnb.running.own_time`): the wall clock less the time the server's
processes waited for a CPU, so that a bound measures the server and not the machine's load."""

import os
import subprocess
import sys
import time

import pytest

from mcpnb.running import own_time
from mcpnb.running.own_time import OwnClock
from mcpnb.running.process import signal_group

pytestmark = pytest.mark.slow  # every test here starts a process

BUSY = [sys.executable, "-c", "while True: pass"]
SLEEPS = [sys.executable, "-c", "import time; time.sleep(30)"]
CORE = min(os.sched_getaffinity(0))
WATCHED = 1.0  # seconds of wall time each clock is read over


def pinned(command, *, child=False):
    """A process on one core only, in a session of its own; with `child`, the command runs as
    the child of a shell, so that the clock must find it below the process it watches."""
    if child:
        command = ["/bin/sh", "-c", " ".join(f"'{word}'" for word in command) + "; :"]
    return subprocess.Popen(command, start_new_session=True,
                            preexec_fn=lambda: os.sched_setaffinity(0, {CORE}))


def own_seconds(process, seconds=WATCHED, *, wall_after=True):
    """The clock's reading after about `seconds`, and the wall time: read just after the clock
    (`wall_after`), or just before it, so that a test process held off its core between the two
    reads errs on the side its rule allows."""
    clock = OwnClock(process.pid)
    start = time.monotonic()
    while time.monotonic() - start < seconds:
        time.sleep(own_time.SAMPLE_SECONDS)
        clock.now()
    if wall_after:
        own = clock.now()
        return own, time.monotonic() - start
    wall = time.monotonic() - start
    return clock.now(), wall


@pytest.fixture
def processes():
    started = []
    yield started
    for process in started:
        signal_group(process.pid)
        process.wait()


def asleep(process, seconds=10.0):
    """Once Python has started and gone to sleep: its start-up is work that may wait for the
    core under load, and the rule is about the sleep."""
    def ran():  # nanoseconds on a CPU so far
        with open(f"/proc/{process.pid}/schedstat") as file:
            return int(file.read().split()[0])

    deadline = time.monotonic() + seconds
    before = ran()
    while time.monotonic() < deadline:
        time.sleep(0.1)
        now = ran()
        if now == before and now > 0:  # no CPU used for 0.1 s: asleep, done starting
            return
        before = now
    raise AssertionError("the sleeping server never went to sleep")


def test_a_sleeping_server_has_all_of_its_time_counted(processes):
    processes.append(server := pinned(SLEEPS))
    asleep(server)

    own, wall = own_seconds(server, wall_after=False)

    assert own >= 0.9 * wall


@pytest.mark.parametrize("child", [False, True], ids=["itself", "its-child"])
def test_a_server_that_waits_for_its_core_has_only_its_share_counted(processes, child):
    """Three busy neighbours on its one core: it runs about a quarter of the time, and the rest
    it waits on the run queue, which is not its time (whether it is the process watched or the
    child of a wrapper, as a sandboxed server is)."""
    processes.extend(pinned(BUSY) for _ in range(3))
    processes.append(server := pinned(BUSY, child=child))

    own, wall = own_seconds(server)

    assert own <= 0.75 * wall  # the wall clock would say 1.0


def test_the_clock_runs_at_its_least_rate_however_starved_the_server(processes):
    """Fifteen busy neighbours leave it a sixteenth of its core: its clock still runs at a
    tenth, so that a server which starves itself stretches a bound ten times at the most."""
    processes.extend(pinned(BUSY) for _ in range(15))
    processes.append(server := pinned(BUSY))

    own, wall = own_seconds(server)

    assert own_time.MIN_RATE * wall * 0.9 <= own <= 0.5 * wall


def test_a_server_that_is_gone_has_the_wall_clock(processes):
    server = subprocess.Popen([sys.executable, "-c", "pass"])
    server.wait()

    own, wall = own_seconds(server, seconds=0.3)

    assert own >= 0.9 * wall
