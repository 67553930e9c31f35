"""`mcpnb grade --scheduler`: a class graded on a real Dask cluster writes the local gradebook.

The cluster is real: a `dask scheduler` and two `dask worker`s on 127.0.0.1, each a process of
this test in a session of its own, stopped by the test with its process group. The class is
made from the real lesson notebooks (one right, one blank and one slow, in both lessons, and a
file that is no notebook); the local pool grades it once, and every cluster batch must write the
same bytes: the same gradebook for the whole class, the same rows for the few that the scenarios
that stop something mid-batch grade.
"""

import csv
import io
import json
import os
import shutil
import signal
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest
from hostile import honest
from places import ROOT
from test_grading import (
    HANDSHAKE,
    LIMITS,
    MESSAGES,
    hand_in,
    running_with,
    student,
    teacher,
    unique_marker,
    wait_until,
    with_cell,
)

from mcpnb.grade.batch import grade
from mcpnb.grade.views import gradebook_csv

DASK = [sys.executable, "-m", "dask"]
NO_SANDBOX = [] if LIMITS else ["--no-sandbox"]


def said(stderr):
    """The command's lines on stderr, less the warning `--no-sandbox` gives where there is no
    sandbox to grade in (a machine without bubblewrap)."""
    return [line for line in stderr.splitlines()
            if not line.startswith("mcpnb grade: warning: --no-sandbox")]
TIMEOUT = 60.0  # no notebook of the class is meant to run out of time
SLOW_SECONDS = 4  # the slow notebook's cell: long enough to kill its worker while it runs
# Dask's diagnostics, which no test reads, made rarer in the cluster's processes: a worker samples
# its threads' stacks every 10 ms, and each process checks its event loop every 20 ms and the
# machine every 500 ms. They cost the idle scheduler and worker 0.06 CPU-s a second together.
QUIET_DASK = {
    "DASK_DISTRIBUTED__WORKER__PROFILE__ENABLED": "False",
    "DASK_DISTRIBUTED__ADMIN__TICK__INTERVAL": "1s",
    "DASK_DISTRIBUTED__ADMIN__SYSTEM_MONITOR__INTERVAL": "5s",
}


class Cluster:
    """A scheduler and its workers on 127.0.0.1, each a process group of this test."""

    def __init__(self, folder):
        self.folder = folder
        self.workers = {}  # name -> the `dask worker` process
        file = folder / "scheduler.json"
        self.scheduler = self._start(
            "scheduler", "--host", "127.0.0.1", "--port", "0", "--no-dashboard",
            "--scheduler-file", str(file))
        assert wait_until(file.exists, seconds=30), "the scheduler did not start"
        self.address = wait_until(lambda: json.loads(file.read_text() or "{}").get("address"))
        from distributed import Client  # here, not in every pytest worker that collects this file

        self.client = Client(self.address, timeout=30, set_as_default=False)

    def _start(self, *args, env=None):
        log = open(self.folder / f"{args[0]}-{len(self.workers)}.log", "w")  # noqa: SIM115
        return subprocess.Popen([*DASK, *args], stdout=log, stderr=subprocess.STDOUT,
                                cwd=self.folder, env={**(env or os.environ), **QUIET_DASK},
                                start_new_session=True)

    def add_worker(self, name, env=None):
        self.workers[name] = self._start(
            "worker", self.address, "--name", name, "--no-nanny", "--nthreads", "1",
            "--no-dashboard", "--local-directory", str(self.folder / name), env=env)
        assert wait_until(lambda: name in self.names()), f"worker {name} did not join"

    def names(self):
        """The names of the workers the scheduler knows."""
        return {w["name"] for w in self.client.scheduler_info()["workers"].values()}

    def kill_worker(self, name):
        """Kill a worker (started without a nanny, it is one process), and wait until the
        scheduler knows it is gone."""
        process = self.workers.pop(name)
        os.killpg(process.pid, signal.SIGKILL)
        process.wait()
        assert wait_until(lambda: name not in self.names()), f"worker {name} is still listed"

    def worker_running(self, pid):
        """The name of the worker that `pid` descends from (the sandbox is a session of its own:
        its process group is not the worker's)."""
        groups = {w.pid: name for name, w in self.workers.items()}
        while pid > 1:
            if os.getpgid(pid) in groups:
                return groups[os.getpgid(pid)]
            pid = int(Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[1])
        raise AssertionError("no worker of this cluster runs it")

    def stop(self):
        self.client.close()
        for process in [*self.workers.values(), self.scheduler]:
            os.killpg(process.pid, signal.SIGKILL)
            process.wait()


@pytest.fixture(scope="module")
def cluster(tmp_path_factory):
    cluster = Cluster(tmp_path_factory.mktemp("cluster"))
    try:
        cluster.add_worker("w1")
        cluster.add_worker("w2")
        yield cluster
    finally:
        cluster.stop()


def slow(lesson, marker):
    """An honest edition with a cell that runs a process holding `marker` for a few seconds."""
    cell = (f"import subprocess, sys\nsubprocess.run([sys.executable, '-c', "
            f"'import time; time.sleep({SLOW_SECONDS})', {marker!r}])")
    return with_cell(honest(lesson), cell, at=2)


@pytest.fixture(scope="module")
def marker():
    return unique_marker("cluster")


@pytest.fixture(scope="module")
def school(tmp_path_factory, marker):
    """A class of both lessons, and its gradebook as the local pool writes it. Each batch grades
    it again: one full teacher edition, the other right ones cut to their answers (`honest`)."""
    root = tmp_path_factory.mktemp("submissions")
    paths = [
        hand_in(root, "ann", teacher(MESSAGES)),
        hand_in(root, "bo", student(MESSAGES)),
        hand_in(root, "cy", slow(HANDSHAKE, marker)),
        hand_in(root, "di", student(HANDSHAKE)),
        hand_in(root, "ed", honest(HANDSHAKE)),
        hand_in(root, "fay", "my answers are on paper", "lesson.ipynb"),
    ]
    local = gradebook_csv(grade(paths, workers=2, timeout=TIMEOUT, limits=LIMITS))
    # The scenarios that stop something in the middle of a batch grade only a few of the class:
    # a blank one, the slow one and the file that is no notebook, both lessons among them.
    few = [p for p in paths if p.parent.name in ("bo", "cy", "fay")]
    return {"paths": paths, "local": local, "few": few}


def local_rows(school, paths):
    """The local pool's gradebook with only the rows of the students of `paths`."""
    header, *rows = school["local"].splitlines(keepends=True)
    students = {path.parent.name for path in paths}
    return header + "".join(row for row in rows if row.split(",")[0] in students)


def grade_on_cluster(paths, cluster, out):
    return subprocess.run(
        [sys.executable, "-m", "mcpnb.cli", "grade", *map(str, paths), "--out", str(out),
         "--scheduler", cluster.address, "--timeout", str(TIMEOUT), *NO_SANDBOX],
        capture_output=True, text=True, timeout=300,
    )


@pytest.mark.slow
def test_a_class_graded_on_two_workers_writes_the_gradebook_the_local_pool_writes(
        cluster, school, tmp_path):
    out = tmp_path / "gradebook.csv"

    done = grade_on_cluster(school["paths"], cluster, out)

    assert done.returncode == 0, done.stderr
    assert out.read_bytes() == school["local"].encode()
    # the right one has full marks
    assert "ann,01-messages,lesson.ipynb,en,,,,6,6,8,8,10,10" in school["local"]
    # bo and di handed in their editions untouched (not attempted), fay a text file.
    assert done.stdout.startswith("graded 6 submissions: 3 ok, 3 with problems")
    assert [line for line in said(done.stderr) if not line.startswith("graded ")] == []


@pytest.fixture(scope="module")
def killed_batch(cluster, school, marker):
    """A batch on the cluster whose worker is killed while it grades the slow notebook: its rows
    and every progress call it made."""
    rows, calls = [], []
    batch = threading.Thread(target=lambda: rows.extend(grade(
        school["few"], timeout=TIMEOUT, limits=LIMITS, scheduler=cluster.address,
        progress=lambda *call: calls.append(call))))
    batch.start()
    slow_cell = wait_until(lambda: running_with(marker))
    assert slow_cell, "the slow notebook never started"
    victim = cluster.worker_running(slow_cell[0])
    cluster.kill_worker(victim)  # while it grades the slow notebook
    try:
        batch.join(timeout=240)
    finally:
        cluster.add_worker(victim + "-again")  # the next test has two workers again
    return {"finished": not batch.is_alive(), "rows": rows, "calls": calls}


@pytest.mark.slow
def test_a_worker_killed_in_the_middle_of_the_batch_costs_time_never_a_row(killed_batch, school):
    assert killed_batch["finished"]
    assert gradebook_csv(killed_batch["rows"]) == local_rows(school, school["few"])


@pytest.mark.slow
def test_an_unreachable_scheduler_is_exit_2_with_one_clear_line_within_15_seconds(school, tmp_path):
    out = tmp_path / "gradebook.csv"
    with socket_on_no_port() as address:
        started = time.monotonic()
        done = subprocess.run(
            [sys.executable, "-m", "mcpnb.cli", "grade", *map(str, school["paths"]),
             "--out", str(out), "--scheduler", address],
            capture_output=True, text=True, timeout=60)
        took = time.monotonic() - started

    assert done.returncode == 2
    assert took < 15
    assert done.stderr.splitlines() == [
        f"mcpnb grade: cannot reach a Dask scheduler at {address}: Connection refused; is "
        "`dask scheduler` running there?"]
    assert not out.exists()


class socket_on_no_port:
    """The address of a port on 127.0.0.1 that nothing listens on (bound, never listening)."""

    def __enter__(self):
        import socket
        self.socket = socket.socket()
        self.socket.bind(("127.0.0.1", 0))
        return f"tcp://127.0.0.1:{self.socket.getsockname()[1]}"

    def __exit__(self, *exc):
        self.socket.close()


def another_build(folder):
    """The environment of a worker that imports another mcpnb: a copy of this one, one comment
    apart, with its course data."""
    other = folder / "other"
    shutil.copytree(ROOT / "mcpnb", other / "mcpnb", ignore=shutil.ignore_patterns("__pycache__"))
    shutil.copytree(ROOT / "data", other / "data")
    with (other / "mcpnb" / "protocol" / "framing.py").open("a") as code:
        code.write("# a change\n")
    return {**os.environ, "PYTHONPATH": str(other)}


@pytest.mark.slow
def test_a_worker_with_another_mcpnb_is_refused_naming_it_and_both_builds(
        cluster, school, tmp_path):
    cluster.add_worker("stale", env=another_build(tmp_path))
    stale = next(a for a, w in cluster.client.scheduler_info()["workers"].items()
                 if w["name"] == "stale")
    out = tmp_path / "gradebook.csv"
    try:
        done = grade_on_cluster(school["paths"], cluster, out)
    finally:
        cluster.kill_worker("stale")

    ours = grading_build()
    (refusal,) = said(done.stderr)
    assert done.returncode == 2
    assert refusal.startswith(f"mcpnb grade: worker {stale} runs mcpnb 0.1.0+")
    assert f"this grader mcpnb {ours}" in refusal
    assert refusal.split(" runs mcpnb ")[1].split()[0] != ours
    assert not out.exists()


@pytest.mark.slow
def test_a_worker_with_another_mcpnb_that_joins_mid_batch_grades_nothing(
        cluster, school, tmp_path, capfd):
    good = list(cluster.client.scheduler_info()["workers"])

    def set_status(status, dask_worker):  # nested: sent by value, the workers cannot import tests
        """Pause a worker (the scheduler gives it no new task), or let it run again."""
        from distributed.core import Status
        dask_worker.status = Status[status]

    cluster.client.run(set_status, "paused", workers=good)  # the batch's tasks wait for a worker
    # The whole class: its five tasks, more than twice the cluster's threads, wait in the
    # scheduler's queue, which a worker that joins draws from. (The few of the other scenarios
    # wait for the paused workers instead, and the late one is never given a task.)
    rows = []
    batch = threading.Thread(target=lambda: rows.extend(grade(
        school["paths"], timeout=TIMEOUT, limits=LIMITS, scheduler=cluster.address)))
    batch.start()
    try:
        tasks = lambda: cluster.client.run_on_scheduler(lambda dask_scheduler: len(dask_scheduler.tasks))  # noqa: E731
        assert wait_until(tasks), "the batch never submitted its tasks"
        cluster.add_worker("late", env=another_build(tmp_path))
        late = next(a for a, w in cluster.client.scheduler_info()["workers"].items()
                    if w["name"] == "late")
        assert wait_until(lambda: f"worker {late} runs mcpnb" in capfd.readouterr().err), \
            "the late worker was never refused"
    finally:
        cluster.client.run(set_status, "running", workers=good)
        batch.join(timeout=240)
        cluster.kill_worker("late")

    assert gradebook_csv(rows) == school["local"]


def grading_build():
    from mcpnb.grade import cluster
    return cluster.identity().build


@pytest.mark.slow
def test_the_cluster_extra_is_what_the_grader_asks_for_when_dask_is_missing(school, tmp_path):
    # A grader without Dask: its import fails as it would where the extra is not installed.
    blocker = tmp_path / "block" / "distributed"
    blocker.mkdir(parents=True)
    (blocker / "__init__.py").write_text("raise ImportError('no distributed here')\n")
    done = subprocess.run(
        [sys.executable, "-m", "mcpnb.cli", "grade", *map(str, school["paths"]),
         "--out", str(tmp_path / "gradebook.csv"), "--scheduler", "tcp://127.0.0.1:8786"],
        capture_output=True, text=True, timeout=60,
        env={**os.environ, "PYTHONPATH": str(blocker.parent)})

    assert done.returncode == 2
    assert done.stderr.splitlines() == [
        "mcpnb grade: grading on a cluster needs Dask distributed: pip install -e '.[cluster]'"]


@pytest.mark.slow
def test_the_progress_of_a_cluster_batch_counts_every_row_once_even_when_a_worker_dies(
        killed_batch, school):
    calls = killed_batch["calls"]

    assert [done for done, _, _ in calls] == list(range(len(school["few"]) + 1))
    assert calls[-1] == (3, 3, 2)  # bo handed in his edition untouched, fay a text file


@pytest.mark.slow
def test_sigterm_stops_a_cluster_batch_and_keeps_every_row_like_the_local_pool(
        cluster, school, marker, tmp_path):
    out = tmp_path / "gradebook.csv"
    command = subprocess.Popen(
        [sys.executable, "-m", "mcpnb.cli", "grade", *map(str, school["few"]), "--out", str(out),
         "--scheduler", cluster.address, "--timeout", str(TIMEOUT), *NO_SANDBOX],
        stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    assert wait_until(lambda: running_with(marker)), "the slow notebook never started"
    command.send_signal(signal.SIGTERM)
    stopped = time.monotonic()
    stdout, _ = command.communicate(timeout=60)

    assert command.returncode == 130
    assert time.monotonic() - stopped < 10  # not the slow notebook's end, nor the batch's
    rows = {r["student"]: (r["status"], r["status_code"])
            for r in csv.DictReader(io.StringIO(out.read_text()))}
    assert rows["cy"] == ("not graded: interrupted", "interrupted")  # the slow one was running
    assert rows["fay"] == ("not a notebook: the file could not be read as one", "not-a-notebook")
    assert stdout.startswith("interrupted: ")
    wait_until(lambda: not running_with(marker), seconds=SLOW_SECONDS + 10)  # for the next test
