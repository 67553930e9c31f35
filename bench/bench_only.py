"""What regrading one student into a big class costs: a script to run by hand, not a test.

    .venv/bin/python bench/bench_only.py [--students N] [--rounds R]

A class of N student folders (each the teacher edition of lesson 1) has a gradebook, a record
and feedback pages of N rows: one student graded for real, the others her rows under their own
names (grading N notebooks would only make the bench slow). Then, in R rounds that alternate
which goes first, two real `mcpnb grade` runs are timed:

- alone: that one student's folder graded into a gradebook of its own;
- --only: the whole class folder given, `--only` that student, merged into the gradebook of N.

It prints the median and the spread (min-max) of each, and what `--only` costs over grading the
notebook alone. Goal: about what grading that one notebook costs, not the class (under 15%).
"""

from __future__ import annotations

import argparse
import csv
import json
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

from mcpnb.running.sandbox import unavailable

ROOT = Path(__file__).resolve().parent.parent
EDITION = ROOT / "notebooks" / "solutions" / "en" / "01-messages.ipynb"
REGRADED = "student-0150"
MCPNB = str(Path(sys.executable).with_name("mcpnb"))  # the command a teacher runs


def grade(*arguments: str | Path) -> float:
    """The wall time of one `mcpnb grade` run, which must succeed."""
    started = time.perf_counter()
    run = subprocess.run([MCPNB, "grade", *map(str, arguments)],
                         capture_output=True, text=True)
    took = time.perf_counter() - started
    if run.returncode != 0:
        raise SystemExit(f"mcpnb grade failed ({run.returncode}):\n{run.stderr}")
    return took


def renamed(row: dict[str, str], student: str) -> dict[str, str]:
    return {**row, "student": student}


def make_class(folder: Path, students: int) -> Path:
    """The class folder and, in `folder/out`, its gradebook, record and feedback of `students`."""
    klass = folder / "class"
    for number in range(students):
        (klass / f"student-{number:04}").mkdir(parents=True)
        shutil.copy(EDITION, klass / f"student-{number:04}" / EDITION.name)
    out = folder / "out"
    out.mkdir()
    grade(klass / "student-0000", "--out", out / "gradebook.csv", "--feedback", out / "feedback")
    with (out / "gradebook.csv").open(newline="") as file:
        reader = csv.DictReader(file)
        columns, (row,) = reader.fieldnames or [], list(reader)
    names = [f"student-{number:04}" for number in range(students)]
    with (out / "gradebook.csv").open("w", newline="") as file:
        writer = csv.DictWriter(file, columns)
        writer.writeheader()
        writer.writerows(renamed(row, name) for name in names)
    record = out / "gradebook.record.jsonl"
    lines = [json.loads(line) for line in record.read_text().splitlines()]
    record.write_text("".join(json.dumps({**line, "student": name}) + "\n"
                              for name in names for line in lines))
    (page,) = (out / "feedback").iterdir()
    for name in names[1:]:
        shutil.copy(page, out / "feedback" / page.name.replace("student-0000", name))
    return klass


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--students", type=int, default=300, help="students in the class")
    parser.add_argument("--rounds", type=int, default=5, help="timed rounds (at least 3)")
    args = parser.parse_args()
    if args.rounds < 3:
        parser.error("--rounds: at least 3, or median and spread say little")
    if (why := unavailable()) is not None:
        raise SystemExit(f"the sandbox cannot run here: {why}")
    times: dict[str, list[float]] = {"alone": [], "--only": []}
    with tempfile.TemporaryDirectory(prefix="mcpnb-bench-") as name:
        folder = Path(name)
        klass = make_class(folder, args.students)
        before = (folder / "out" / "gradebook.csv").read_text()
        runs: dict[str, Callable[[], float]] = {
            "alone": lambda: grade(klass / REGRADED, "--out", folder / "alone.csv"),
            "--only": lambda: grade(klass, "--only", REGRADED, "--out",
                                    folder / "out" / "gradebook.csv",
                                    "--feedback", folder / "out" / "feedback"),
        }
        for run in runs.values():  # untimed: the course's baselines cached, the disk warm
            run()
        for turn in range(args.rounds):
            for how in list(runs)[turn % 2:] + list(runs)[:turn % 2]:
                times[how].append(runs[how]())
        after = (folder / "out" / "gradebook.csv").read_text()
        if after != before:
            raise SystemExit("--only changed the gradebook of a class graded the same way")
    print(f"one student regraded into a class of {args.students}, {args.rounds} rounds; "
          "median (min-max) of the rounds, seconds")
    for how, took in times.items():
        print(f"  {how:<8}{statistics.median(took):6.2f} ({min(took):.2f}-{max(took):.2f})")
    cost = statistics.median(times["--only"]) / statistics.median(times["alone"]) - 1
    print(f"  --only costs {100 * cost:+.1f}% over grading the notebook alone (goal < 15%)")


if __name__ == "__main__":
    main()
