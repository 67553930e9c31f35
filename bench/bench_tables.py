"""How long a student waits for the first check of each fill-in table: a script to run by hand,
not a test.

    .venv/bin/python bench/bench_tables.py [--runs N]

Each run starts a fresh Python, as a new kernel is, imports `mcpnb` and checks one table with the
teacher edition's answer, the way the lesson's check cell does; the time is the whole process's,
from start to verdict. The items are interleaved run by run, so that a machine that gets busier
or quieter weighs on all alike. Goal: every table well under a second (under 0.5 s here).
"""

from __future__ import annotations

import argparse
import statistics
import subprocess
import sys
import time

from mcpnb.course import course, data_path
from mcpnb.grade.submission import answers_of, read_notebook
from mcpnb.judge.registry import TABLE_KINDS

FIRST_CHECK = """
import sys
from mcpnb import check_table
from mcpnb.judge.literal import literal_answer
verdict = check_table(sys.argv[1], literal_answer("answer = " + sys.argv[2]))
sys.exit(0 if verdict.right == verdict.total else 1)
"""


def teachers_answers() -> dict[str, str]:
    """Every table item's answer, as the teacher edition in English gives it, as source."""
    found = {}
    for lesson, content in course()["lessons"].items():
        notebook = read_notebook(data_path().parent / "solutions" / "en"
                                 / f"{lesson}.ipynb")
        answers = answers_of(notebook).answers
        found.update({item: repr(answers[item]) for item, spec in content["items"].items()
                      if spec["kind"] in TABLE_KINDS})
    return found


def first_check(item: str, answer: str) -> float:
    started = time.perf_counter()
    done = subprocess.run([sys.executable, "-c", FIRST_CHECK, item, answer], check=False)
    if done.returncode:
        raise SystemExit(f"{item}: the teacher's answer did not get full marks")
    return time.perf_counter() - started


def main() -> None:
    options = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    options.add_argument("--runs", type=int, default=5, help="checks of each table (default 5)")
    args = options.parse_args()
    answers = teachers_answers()
    times: dict[str, list[float]] = {item: [] for item in answers}
    for _ in range(args.runs):
        for item, answer in answers.items():
            times[item].append(first_check(item, answer))
    for item, taken in times.items():
        print(f"{item:18} median {statistics.median(taken):.3f} s "
              f"(min {min(taken):.3f}, max {max(taken):.3f})")
    worst = max(statistics.median(taken) for taken in times.values())
    print(f"slowest table: median {worst:.3f} s (goal: well under 1 s)")


if __name__ == "__main__":
    main()
