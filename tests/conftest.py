"""What the test modules share: the sandbox fixture, the package's bytecode, how many
pytest-xdist workers there are and in what order they get the files, and the fast loop's guard.

The fast loop: a test that starts a process (a kernel, a server, a real client, Node, Chromium,
a notebook under nbval) is marked `slow`; `python -m pytest -m "not slow"` runs every other one.
A test not marked `slow` that starts a process, in its setup (its fixtures of any scope) or its
call, fails, naming what it started, so the mark stays true. With `MCPNB_RECORD_STARTS=FILE`, it
does not fail: its id is written to FILE (how the marks were found)."""

import compileall
import contextlib
import os
import shutil
import subprocess
import sys
import tempfile
import warnings
from pathlib import Path

import pytest

from mcpnb.running import sandbox

# pytest rewrites each test module's asserts as it imports it, and keeps the result as bytecode
# in tests/__pycache__ for the next run, unless Python may not write bytecode (a machine may say
# PYTHONDONTWRITEBYTECODE). Rewriting the 30 test modules again costs each pytest-xdist worker
# 1.3 s of CPU at every start, so these processes write it whatever the machine says.
sys.dont_write_bytecode = False

# A test module may import another's fixtures and helpers by its name (`from test_http_server
# import modern`), whichever folder of tests/ it is in, and one folder runs alone all the same:
# every folder of tests/ is on the path from the start, not only once pytest collects a file
# there. (Test modules' names are unique across the folders: pytest's `prepend` import needs it.)
sys.path[:0] = sorted(str(folder) for folder in Path(__file__).parent.iterdir()
                      if folder.is_dir() and not folder.name.startswith(("_", ".")))


@pytest.fixture(scope="session")
def bubblewrap():
    """Skip where bubblewrap cannot run a sandbox here, but never in CI, which must run these."""
    why = sandbox.unavailable()
    if why is not None:
        if os.environ.get("CI"):
            pytest.fail(f"CI must run the sandbox tests, but {why}")
        pytest.skip(f"no sandbox here: {why}; CI always runs these tests")


@pytest.fixture(scope="session")
def typescript_sdk():
    """Skip where the TypeScript SDK's servers cannot run here, but never in CI."""
    from mcpnb.running import typescript_sdk as sdk
    why = sdk.unavailable()
    if why is not None:
        if os.environ.get("CI"):
            pytest.fail(f"CI must hold the TypeScript SDK's servers to the checks, but {why}")
        pytest.skip(f"{why}; CI always runs these tests")
    return sdk


def pytest_configure(config):
    """Compile the package and the test servers' kit before any test starts a process: every
    kernel, worker and server of the suite imports them, a sandboxed one cannot write bytecode
    (the package is read-only there), and a machine may say PYTHONDONTWRITEBYTECODE. Compiled
    once, each such process imports them in 0.26 s of CPU instead of 0.42. Done once, by the
    process that starts pytest-xdist's workers (or runs the tests itself, with `-n 0`).

    The run keeps its graders' baselines (`mcpnb.grade.baselines`) in a folder of its own, which
    every worker shares and none finds from an earlier run: the first batch computes them, the
    others read them, as a teacher's batches do."""
    _kernels_started_twice()
    if hasattr(config, "workerinput"):
        return
    config.kept_baselines = os.environ["MCPNB_CACHE"] = tempfile.mkdtemp(prefix="mcpnb-cache-")
    root = Path(__file__).resolve().parent.parent
    for folder in (root / "mcpnb", root / "tests" / "student_servers"):
        compileall.compile_dir(folder, quiet=1)
    _fonts_listed()


def _fonts_listed():
    """matplotlib lists the machine's fonts (`fc-list`, a process) the first time it draws on a
    machine, and keeps the list: done here, before any test, so that the first report a fast
    test draws on a fresh machine starts no process (the fast loop's guard failed it)."""
    import matplotlib.font_manager  # noqa: F401  (its import lists the fonts, once a machine)


def _kernels_started_twice():
    """nbval starts each notebook's kernel once, and a kernel that does not answer its first
    request within 60 s fails every cell of the notebook. That happened once in about fifteen
    whole runs of the suite (`Kernel didn't respond in 60 seconds`, for a lesson 1 notebook that
    runs in 8 s; the kernel was alive, and nbval sends its stderr to /dev/null, so what held it
    is unknown; nothing of the package runs before the notebook's first cell). A kernel that
    fails to start is started once more, as a student restarts one, and a warning says so."""
    from nbval import kernel

    start = kernel.start_new_kernel

    def start_again(*args, **kwargs):
        try:
            return start(*args, **kwargs)
        except RuntimeError as error:
            warnings.warn(f"a notebook's kernel did not start ({error}); starting another",
                          stacklevel=2)
            return start(*args, **kwargs)

    kernel.start_new_kernel = start_again


def pytest_unconfigure(config):
    if hasattr(config, "kept_baselines"):
        shutil.rmtree(config.kept_baselines, ignore_errors=True)


def pytest_xdist_auto_num_workers(config):
    """One worker more than there are cores (`-n auto`). Many tests wait (for a silent server's
    bound, a slow cell, a killed worker to be noticed) and leave their core idle meanwhile; a
    third worker on two cores fills those waits: 257 s instead of 291 s for the whole suite."""
    return len(os.sched_getaffinity(0)) + 1


# The files that take longest, longest first: pytest-xdist hands out whole files in the order they
# were collected (`--no-loadscope-reorder` in pyproject.toml: without it, xdist reorders them by
# their number of tests), and a long one handed out last keeps one core busy while others wait.
SLOWEST_FIRST = (
    "tests/grade/test_cluster.py",
    "tests/grade/test_regrade_attacks.py",
    "tests/grade/test_second_hostile_class.py",
    "tests/grade/test_hostile_class.py",
    "tests/grade/test_term_faults.py",
    "tests/test_browser.py",
    "tests/grade/test_grading.py",
)


def pytest_collection_modifyitems(items):
    def rank(item):
        path = item.nodeid.split("::")[0]
        return SLOWEST_FIRST.index(path) if path in SLOWEST_FIRST else len(SLOWEST_FIRST)

    items.sort(key=rank)  # stable: the order within a file, and of the other files, is kept
    for item in items:
        if item.nodeid.split("::")[0].endswith(".ipynb"):  # nbval: a kernel for each notebook
            item.add_marker(pytest.mark.slow)


# --- the fast loop's guard --------------------------------------------------------------------

class ProcessStarted(Exception):
    """A test not marked `slow` started a process."""


@contextlib.contextmanager
def _no_process_started(item):
    """Within, starting a process fails the test (or, recording, writes its id down)."""
    record = os.environ.get("MCPNB_RECORD_STARTS")

    def started(what):
        if record:
            with open(record, "a", encoding="utf-8") as file:
                file.write(item.nodeid + "\n")
            return
        raise ProcessStarted(f"{item.nodeid} is not marked slow, yet it started {what}")

    popen_init, fork, spawn, spawnp, system = (subprocess.Popen.__init__, os.fork,
                                               os.posix_spawn, os.posix_spawnp, os.system)

    def guarded_init(self, args, *rest, **options):
        started(f"a process: {args!r}"[:200])
        popen_init(self, args, *rest, **options)

    def guarded(original, what):
        def call(*args, **kwargs):
            started(what)
            return original(*args, **kwargs)
        return call

    subprocess.Popen.__init__ = guarded_init
    os.fork, os.posix_spawn, os.posix_spawnp, os.system = (
        guarded(fork, "os.fork"), guarded(spawn, "os.posix_spawn"),
        guarded(spawnp, "os.posix_spawnp"), guarded(system, "os.system"))
    try:
        yield
    finally:
        subprocess.Popen.__init__ = popen_init
        os.fork, os.posix_spawn, os.posix_spawnp, os.system = fork, spawn, spawnp, system


def _guarded(item):
    """Within a test's setup or call: no process started, unless the test is marked slow."""
    if item.get_closest_marker("slow") is not None:
        return contextlib.nullcontext()
    return _no_process_started(item)


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_setup(item):
    with _guarded(item):
        yield


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_call(item):
    with _guarded(item):
        yield
