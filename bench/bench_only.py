"""What regrading one student into a term costs, and exporting the term: a script to run by
hand, not a test.

    .venv/bin/python bench/bench_only.py [--students N] [--rounds R]

A term of N students × the course's lessons (each lesson's teacher edition graded once for
real, its row kept again under every student's name, as the term's database keeps rows) has
its gradebook, record and feedback pages written. A class folder holds each student's lesson
1. Then, in R rounds that alternate which goes first, two real `mcpnb grade` runs are timed:

- alone: one student's folder graded into a gradebook of its own (a term of one);
- --only: the whole class folder given, `--only` that student, into the term of N × lessons;

and so is `mcpnb export` of the term, to Canvas and to Moodle, each with a roster of N. It
prints the median and the spread (min-max) of each, and what `--only` costs over grading the
notebook alone. Goals: --only within 10% of grading the notebook alone; an export under 2 s.
"""

from __future__ import annotations

import argparse
import dataclasses
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

from mcpnb.course import course
from mcpnb.grade import batch, views
from mcpnb.grade.kept import kept
from mcpnb.running.sandbox import unavailable
from mcpnb.term import Term
from mcpnb.texts import lesson_title

ROOT = Path(__file__).resolve().parent.parent
EDITIONS = ROOT / "solutions" / "en"
REGRADED = "student-0150"
MCPNB = str(Path(sys.executable).with_name("mcpnb"))  # the command a teacher runs


def timed(*arguments: str | Path) -> float:
    """The wall time of one `mcpnb` run, which must succeed."""
    started = time.perf_counter()
    run = subprocess.run([MCPNB, *map(str, arguments)], capture_output=True, text=True)
    took = time.perf_counter() - started
    if run.returncode != 0:
        raise SystemExit(f"mcpnb {arguments[0]} failed ({run.returncode}):\n{run.stderr}")
    return took


def make_term(folder: Path, students: int) -> Path:
    """The class folder and, in `folder/out`, the term of `students` × the lessons."""
    names = [f"student-{number:04}" for number in range(students)]
    first = EDITIONS / f"{next(iter(course()['lessons']))}.ipynb"
    klass = folder / "class"
    for name in names:
        (klass / name).mkdir(parents=True)
        shutil.copy(first, klass / name / first.name)
    graded = batch.grade([EDITIONS / f"{lesson}.ipynb" for lesson in course()["lessons"]],
                         limits=None)
    out = folder / "out" / "gradebook.csv"
    out.parent.mkdir()
    term = Term.open(out)
    with term.transaction():
        for name in names:
            for row in graded:
                term.commit(kept(dataclasses.replace(row, student=name,
                                                     place=f"{name}/{row.path.name}")))
    views.write_views(term, out, folder / "out" / "feedback")
    roster = folder / "roster.csv"  # Canvas's gradebook export, an assignment per lesson
    titles = [f"{lesson_title(lesson)} ({1000 + at})"
              for at, lesson in enumerate(course()["lessons"])]
    roster.write_text(",".join(["Student", "ID", "SIS User ID", "SIS Login ID", "Section",
                                "Email address", *titles]) + "\n" + "".join(
        f"{name},{number},,{name},A,{name}{',' * len(titles)}\n"
        for number, name in enumerate(names)))
    (folder / "moodle.csv").write_text(  # Moodle's gradebook export (grade/export/txt)
        "First name,Last name,ID number,Institution,Department,Email address\n" + "".join(
            f"{name},{name},,,,{name}\n" for name in names))
    return klass


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--students", type=int, default=300, help="students in the term")
    parser.add_argument("--rounds", type=int, default=5, help="timed rounds (at least 3)")
    args = parser.parse_args()
    if args.rounds < 3:
        parser.error("--rounds: at least 3, or median and spread say little")
    if (why := unavailable()) is not None:
        raise SystemExit(f"the sandbox cannot run here: {why}")
    times: dict[str, list[float]] = {"alone": [], "--only": [], "export canvas": [],
                                     "export moodle": []}
    with tempfile.TemporaryDirectory(prefix="mcpnb-bench-") as name:
        folder = Path(name)
        klass = make_term(folder, args.students)
        out = folder / "out" / "gradebook.csv"
        roster = folder / "roster.csv"
        runs: dict[str, Callable[[], float]] = {
            "alone": lambda: timed("grade", klass / REGRADED, "--out", folder / "alone.csv"),
            "--only": lambda: timed("grade", klass, "--only", REGRADED, "--out", out),
            "export canvas": lambda: timed("export", out, "--to", "canvas", "--roster", roster,
                                           "--match", "SIS Login ID", "--out",
                                           folder / "c.csv"),
            "export moodle": lambda: timed("export", out, "--to", "moodle", "--roster",
                                           folder / "moodle.csv",
                                           "--lesson", "01-messages", "--out",
                                           folder / "m.csv"),
        }
        for run in runs.values():  # untimed: the course's baselines cached, the disk warm
            run()
        before = out.read_bytes()
        for turn in range(args.rounds):
            for how in list(runs)[turn % 2:] + list(runs)[:turn % 2]:
                times[how].append(runs[how]())
        if out.read_bytes() != before:
            raise SystemExit("--only changed the gradebook of a term graded the same way")
    lessons = len(course()["lessons"])
    print(f"one student regraded into a term of {args.students} x {lessons}, {args.rounds} "
          "rounds; median (min-max) of the rounds, seconds")
    for how, took in times.items():
        print(f"  {how:<14}{statistics.median(took):6.2f} ({min(took):.2f}-{max(took):.2f})")
    cost = statistics.median(times["--only"]) / statistics.median(times["alone"]) - 1
    print(f"  --only costs {100 * cost:+.1f}% over grading the notebook alone (goal < 10%)")


if __name__ == "__main__":
    main()
