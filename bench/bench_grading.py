"""How fast `mcpnb grade` is, and what its sandbox costs: a script to run by hand, not a test.

    .venv/bin/python bench/bench_grading.py [--notebooks N] [--rounds R] [--scheduler [ADDRESS]]

A class of N submissions (the teacher edition of every lesson, in turn, one per student folder)
is run at 1 and at 2 workers in three ways:

- bare: nbclient executes each notebook in a fresh kernel in a temporary folder, in a pool of
  long-lived processes, and nothing else (no worker process, no grading);
- no sandbox: `mcpnb.grade.batch.grade` with `limits=None`, which also starts a worker process per
  notebook, bounds it, and grades the answers (servers included) in the grader;
- sandbox: the same with `limits=Limits()`, the default of `mcpnb grade`: the kernel and each
  server also run in bubblewrap, with rlimits and control groups.

Each configuration runs once untimed (the course's baselines are read and cached, the disk cache
is filled), then R timed rounds run every configuration once, each round starting one place
further along, so a drift in the machine's load weighs on all of them alike. It prints the
median and the spread (min-max) of the rounds, in notebooks per minute and seconds per notebook.

With `--scheduler`, it compares instead the local pool at 2 workers with a Dask cluster of two
workers of one thread each (`mcpnb grade --scheduler`), both with the sandbox: the cluster at
ADDRESS, or, without one, a scheduler and two workers it starts on 127.0.0.1, each a process of
its own. Goal: the cluster costs under 15% per notebook over the local pool.

Goals: the sandbox costs under 10% per notebook, grading (without it) at most 1.3 times bare
execution, and 2 workers grade at least 1.8 times as fast as one. Every kernel gets the same
`AI_URL` (the grader's), so none waits for a chat model.
"""

from __future__ import annotations

import argparse
import contextlib
import os
import shutil
import statistics
import subprocess
import tempfile
import time
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

import nbformat

from mcpnb.grade import batch, grading, worker
from mcpnb.running.sandbox import unavailable

ROOT = Path(__file__).resolve().parent.parent
# Far beyond a lesson's five seconds: no notebook of the batch should come near it.
TIMEOUT = 120.0
HOWS = ("bare", "no sandbox", "sandbox")
WORKERS = (1, 2)
# In the order of the first round: each way at 1 worker, then at 2, so that the sandbox and
# no-sandbox runs of one worker count sit side by side in every round.
CONFIGURATIONS = [(how, workers) for workers in WORKERS for how in HOWS]

Configuration = tuple[str, int]


def editions() -> list[Path]:
    """Every lesson's teacher edition: each runs cleanly and earns its points."""
    return sorted((ROOT / "solutions" / "en").glob("*.ipynb"))


def make_class(folder: Path, count: int) -> list[Path]:
    """`count` submissions, `class/<student>/lesson.ipynb`, cycling through the editions."""
    sources = editions()
    paths = []
    for number in range(count):
        path = folder / "class" / f"student-{number:02}" / "lesson.ipynb"
        path.parent.mkdir(parents=True)
        shutil.copy(sources[number % len(sources)], path)
        paths.append(path)
    return paths


def bare_execute(path: Path) -> None:
    """What nbclient alone does with a notebook: run it in a fresh kernel in a fresh folder."""
    from nbclient import NotebookClient

    notebook = nbformat.read(path, as_version=4)  # type: ignore[no-untyped-call]
    with tempfile.TemporaryDirectory(prefix="mcpnb-bare-") as folder:
        client = NotebookClient(notebook, kernel_name="python3", timeout=int(TIMEOUT))
        # The grader's kernels get no input and write their warnings nowhere: the same here.
        client.execute(cwd=folder, env={**os.environ, "AI_URL": worker.NO_MODEL_URL},
                       stdin=subprocess.DEVNULL, stderr=subprocess.DEVNULL)


def bare(paths: list[Path], workers: int) -> float:
    with ProcessPoolExecutor(workers) as pool:
        list(pool.map(bare_execute, paths[:workers]))  # start the pool's processes first
        started = time.perf_counter()
        list(pool.map(bare_execute, paths))
        return time.perf_counter() - started


def graded(paths: list[Path], workers: int, limits: grading.Limits | None,
           scheduler: str | None = None) -> float:
    started = time.perf_counter()
    results = batch.grade(paths, workers=workers, timeout=TIMEOUT, limits=limits,
                            scheduler=scheduler)
    elapsed = time.perf_counter() - started
    problems = [f"{g.student}: {g.status}" for g in results if not g.ok]
    if problems:
        raise SystemExit("a submission of the batch did not run cleanly:\n" + "\n".join(problems))
    return elapsed


def seconds(configuration: Configuration, paths: list[Path], scheduler: str | None = None) -> float:
    """The wall time of one run of the whole class in one configuration."""
    how, workers = configuration
    if how == "bare":
        return bare(paths, workers)
    limits = None if how == "no sandbox" else grading.Limits()  # the local pool's has one too
    return graded(paths, workers, limits, scheduler if how == "cluster" else None)


def rotated(configurations: list[Configuration], turn: int) -> list[Configuration]:
    """The configurations starting `turn` places further along: round 2 runs B, C, ..., A."""
    turn %= len(configurations)
    return configurations[turn:] + configurations[:turn]


def spread(values: list[float], digits: int) -> str:
    """Median (min-max), as the table prints it."""
    median, low, high = statistics.median(values), min(values), max(values)
    return f"{median:.{digits}f} ({low:.{digits}f}-{high:.{digits}f})"


def timed_rounds(configurations: list[Configuration], notebooks: int, rounds: int,
                 scheduler: str | None = None) -> dict[Configuration, list[float]]:
    """Each configuration's seconds for the class, round by round, after one untimed run each."""
    times: dict[Configuration, list[float]] = {c: [] for c in configurations}
    with tempfile.TemporaryDirectory(prefix="mcpnb-bench-") as folder:
        paths = make_class(Path(folder), notebooks)
        for configuration in configurations:  # warm-up: the same untimed run for each
            seconds(configuration, paths, scheduler)
        for turn in range(rounds):
            for configuration in rotated(configurations, turn):
                times[configuration].append(seconds(configuration, paths, scheduler))
    return times


def print_rates(times: dict[Configuration, list[float]], notebooks: int, rounds: int) -> None:
    print(f"{notebooks} notebooks, {rounds} timed rounds after one untimed run of each, "
          f"{os.cpu_count()} cores; median (min-max) of the rounds")
    print(f"  {'':<24}{'notebooks/min':>22}{'s/notebook':>22}")
    for (how, workers), took in times.items():
        rates = [60 * notebooks / s for s in took]
        per_notebook = [s / notebooks for s in took]
        print(f"  {how + ',':<11} {workers} worker(s):{spread(rates, 1):>22}"
              f"{spread(per_notebook, 2):>22}")


def overhead(times: dict[Configuration, list[float]], slower: Configuration,
             base: Configuration) -> str:
    """How much longer `slower` takes than `base`, median, with the range of the paired rounds
    (the two ran next to each other in every round: the range shows how much is noise)."""
    median = statistics.median(times[slower]) / statistics.median(times[base]) - 1
    paired = [s / b - 1 for s, b in zip(times[slower], times[base], strict=True)]
    return f"{100 * median:+.1f}% per notebook (rounds: {100 * min(paired):+.1f}% to " \
           f"{100 * max(paired):+.1f}%)"


def compare_cluster(address: str | None, notebooks: int, rounds: int) -> None:
    """The local pool against a cluster of two one-thread workers, at `address` or on loopback."""
    from distributed.deploy.subprocess import SubprocessCluster

    local, cluster = ("local pool", 2), ("cluster", 2)
    began = time.perf_counter()
    with contextlib.ExitStack() as stack:
        if address is None:
            loopback = stack.enter_context(SubprocessCluster(
                host="127.0.0.1", n_workers=2, threads_per_worker=1,
                dashboard_address=None))  # type: ignore[arg-type]  # None: no dashboard
            address = loopback.scheduler_address
        times = timed_rounds([local, cluster], notebooks, rounds, address)
    print_rates(times, notebooks, rounds)
    print(f"  the cluster ({address}) costs {overhead(times, cluster, local)} over the local "
          "pool (goal < 15%)")
    print(f"  took {(time.perf_counter() - began) / 60:.1f} min")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--notebooks", type=int, default=4, help="submissions in the class")
    parser.add_argument("--rounds", type=int, default=3, help="timed rounds (at least 3)")
    parser.add_argument("--scheduler", nargs="?", const="", metavar="ADDRESS",
                        help="compare the local pool with a cluster of two workers: this one, "
                        "or one started on 127.0.0.1")
    args = parser.parse_args()
    if args.rounds < 3:
        parser.error("--rounds: at least 3, or median and spread say little")
    if (why := unavailable()) is not None:
        raise SystemExit(f"the sandbox cannot run here, so its cost cannot be measured: {why}")
    if args.scheduler is not None:
        compare_cluster(args.scheduler or None, args.notebooks, args.rounds)
        return
    began = time.perf_counter()
    times = timed_rounds(CONFIGURATIONS, args.notebooks, args.rounds)
    took = time.perf_counter() - began
    print_rates(times, args.notebooks, args.rounds)

    def median(how: str, workers: int) -> float:
        return statistics.median(times[how, workers])

    for workers in WORKERS:
        cost = overhead(times, ("sandbox", workers), ("no sandbox", workers))
        print(f"  the sandbox costs {cost} at {workers} worker(s) (goal < 10%)")
    for workers in WORKERS:
        costs = [median(how, workers) / median("bare", workers) for how in HOWS[1:]]
        print(f"  grading costs {costs[0]:.2f}x bare execution at {workers} worker(s), "
              f"{costs[1]:.2f}x with the sandbox (goal <= 1.3)")
    for how in HOWS[1:]:
        speedup = median(how, 1) / median(how, 2)
        print(f"  2 workers grade {speedup:.2f}x as fast as 1, {how} (goal >= 1.8)")
    print(f"  took {took / 60:.1f} min")


if __name__ == "__main__":
    main()
