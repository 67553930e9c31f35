"""How fast `mcpnb grade` is: a script to run by hand, not a test.

    .venv/bin/python bench/bench_grading.py [--notebooks N] [--runs R]

A batch of N submissions (the teacher and student editions of every lesson, in turn) is run
twice at 1 and at 2 workers:

- bare: nbclient executes each notebook in a fresh kernel in a temporary folder, in a pool of
  long-lived processes, and nothing else (no worker process, no grading);
- graded: `mcpnb.grading.grade`, which also starts a worker process per notebook, bounds it, and
  grades the answers (servers included) in the grader.

It prints notebooks per minute for each, the median of R runs. Goals: grading costs at most 1.3
times bare execution, and 2 workers grade at least 1.8 times as fast as one. Both kernels get the
same `AI_URL` (the grader's), so neither waits for a chat model.
"""

from __future__ import annotations

import argparse
import os
import shutil
import statistics
import tempfile
import time
from collections.abc import Callable
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

import nbformat

from mcpnb import execution, grading

ROOT = Path(__file__).resolve().parent.parent
# Far beyond a lesson's five seconds: no notebook of the batch should come near it.
TIMEOUT = 120.0


def editions() -> list[Path]:
    """Every lesson's teacher edition, then its student edition."""
    lessons = sorted((ROOT / "notebooks" / "solutions").glob("*.ipynb"))
    return [p for lesson in lessons for p in (lesson, ROOT / "notebooks" / lesson.name)]


def make_batch(folder: Path, count: int) -> list[Path]:
    """`count` submissions, one per student folder, cycling through the editions."""
    sources = editions()
    paths = []
    for number in range(count):
        path = folder / f"student-{number:02}" / "lesson.ipynb"
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
        client.execute(cwd=folder, env={**os.environ, "AI_URL": execution.NO_MODEL_URL})


def bare(paths: list[Path], workers: int) -> float:
    with ProcessPoolExecutor(workers) as pool:
        list(pool.map(bare_execute, paths[:workers]))  # start the pool's processes first
        started = time.perf_counter()
        list(pool.map(bare_execute, paths))
        return time.perf_counter() - started


def graded(paths: list[Path], workers: int) -> float:
    started = time.perf_counter()
    results = grading.grade(paths, workers=workers, timeout=TIMEOUT)
    elapsed = time.perf_counter() - started
    problems = [f"{g.student}: {g.status}" for g in results if not g.ok]
    if problems:
        raise SystemExit("a submission of the batch did not run cleanly:\n" + "\n".join(problems))
    return elapsed


def median_seconds(measure: Callable[[list[Path], int], float], paths: list[Path], workers: int,
                   runs: int) -> float:
    return statistics.median(measure(paths, workers) for _ in range(runs))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--notebooks", type=int, default=8, help="submissions in the batch")
    parser.add_argument("--runs", type=int, default=1, help="runs per measurement (median)")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory(prefix="mcpnb-bench-") as folder:
        paths = make_batch(Path(folder), args.notebooks)
        seconds = {
            (how, workers): median_seconds(measure, paths, workers, args.runs)
            for workers in (1, 2)
            for how, measure in (("bare", bare), ("graded", graded))
        }
    print(f"{args.notebooks} notebooks, median of {args.runs} run(s), {os.cpu_count()} cores")
    for workers in (1, 2):
        for how in ("bare", "graded"):
            rate = 60 * args.notebooks / seconds[how, workers]
            print(f"  {how:>6}, {workers} worker(s): {rate:6.1f} notebooks/min "
                  f"({seconds[how, workers]:.1f} s)")
    for workers in (1, 2):
        cost = seconds["graded", workers] / seconds["bare", workers]
        print(f"  grading costs {cost:.2f}x bare execution at {workers} worker(s) (goal <= 1.3)")
    speedup = seconds["graded", 1] / seconds["graded", 2]
    print(f"  2 workers grade {speedup:.2f}x as fast as 1 (goal >= 1.8)")


if __name__ == "__main__":
    main()
