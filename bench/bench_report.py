"""How fast the class report is: a script to run by hand, not a test.

    .venv/bin/python bench/bench_report.py [--students N] [--runs R]

Builds a graded class of lesson 2 (default 300 students) without running a kernel: each
student's tables are the teacher edition's answers with some cells changed to a wrong answer
students write, judged by the lesson's own checker; each server and function has findings passed
or failed at random and code of its own (the teacher's server with names changed and lines of
a helper of the student's own after it, so the similarity has real work; students 1 and 2
hand in the same). Its gradebook and record are written to a temporary
folder, then, alternating, `class_report` with the page made in this process and the whole
`mcpnb report` command as a teacher runs it are timed (goal: under 10 s for 300).
"""

from __future__ import annotations

import argparse
import random
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

import nbformat

from mcpnb.course import course
from mcpnb.grade.grading import Graded, ItemGrade
from mcpnb.grade.record import record_path, record_text
from mcpnb.grade.views import gradebook_csv
from mcpnb.judge.report import Finding, Report, Verdict
from mcpnb.judge.tables.check import check_table, score
from mcpnb.review import class_report
from mcpnb.review.page import report_html

ROOT = Path(__file__).resolve().parent.parent
LESSON = "02-handshake"
# The answer cell of each table, and the name it defines.
TABLES = {"handshake-words": "examples", "version-table": "version_replies",
          "handshake-replies": "handshake_replies"}
# Wrong answers students write, put in place of a right cell now and then.
SLIPS = ["result", -32600, -32601, -32602, "2025-03-26", "waiting", "new", None]
NAMES = ["state", "message", "version", "result", "error", "send", "handle", "params", "body"]


def teacher_cells() -> dict[str, str]:
    notebook = nbformat.read(  # type: ignore[no-untyped-call]
        ROOT / "solutions" / "en" / f"{LESSON}.ipynb", as_version=4)
    return {c.metadata["mcpnb"]["item"]: c.source for c in notebook.cells
            if c.metadata.get("mcpnb", {}).get("item")}


def answers_of(cells: dict[str, str]) -> dict[str, object]:
    found = {}
    for item, name in TABLES.items():
        namespace: dict[str, object] = {}
        exec(cells[item], namespace)
        found[item] = namespace[name]
    return found


def slipped(value: Any, rng: random.Random) -> object:
    """A table's answer with one in five cells changed to a wrong answer students write."""
    if isinstance(value, dict):
        return {k: rng.choice(SLIPS) if rng.random() < 0.2 else v for k, v in value.items()}
    return [tuple(rng.choice(SLIPS) if rng.random() < 0.2 else c for c in row) for row in value]


def own_code(source: str, rng: random.Random) -> str:
    """The teacher's server made a student's own: names changed, and a helper of their own
    after it, statements of the kinds students write with operators of their choosing."""
    for name in rng.sample(NAMES, 4):
        source = source.replace(name, f"{name}_{rng.randrange(1000)}")
    shapes = ["a = [b {op} c for c in d if c {cmp} b]", "while a {cmp} b:\n    a {op}= 1",
              "if a {cmp} b:\n    a = {{b: c}}\nelse:\n    a = (b, c)", "a[b] = c {op} d[b]",
              "for a, b in c.items():\n    d.append(a {op} b)", "a = not b or c {cmp} d"]
    helper = "".join(
        "    " + rng.choice(shapes).format(op=rng.choice("+-*/%&|^"), cmp=rng.choice(
            ["<", ">", "==", "!=", "<=", ">="])).replace("\n", "\n    ") + "\n"
        for _ in range(12))
    return f"{source}\n\ndef helper(a, b, c, d):\n{helper}"


def findings(prefix: str, count: int, rng: random.Random) -> Report:
    return Report(prefix, tuple(Finding(f"{prefix}.f{i}", Verdict.PASSED if rng.random() < 0.85
                                        else Verdict.FAILED) for i in range(count)))


def generated_class(students: int) -> list[Graded]:
    rng = random.Random(2)
    cells = teacher_cells()
    right = answers_of(cells)
    points = {item: spec["points"] for item, spec in course()["lessons"][LESSON]["items"].items()}
    graded = []
    for i in range(students):
        items = []
        for item, answer in right.items():
            verdict = check_table(item, slipped(answer, rng))
            items.append(ItemGrade(item, item, points[item], score(verdict, points[item]), verdict))
        for item, checker, count in (("state-step", "state-step", 9),
                                     ("fix-handshake", "handshake", 11)):
            report = findings(checker, count, rng)
            code = own_code(cells[item], random.Random(1 if i == 2 else i))  # 1 and 2 copy
            items.append(ItemGrade(item, "server", points[item],
                                   points[item] * report.passed / count, report, source=code))
        graded.append(Graded(Path(f"/class/s{i:03d}/{LESSON}.ipynb"), f"s{i:03d}", LESSON,
                             tuple(items), language="en", ran=True))
    return graded


def in_process(gradebook: Path) -> float:
    started = time.perf_counter()
    report_html(class_report(gradebook))
    return time.perf_counter() - started


def command(gradebook: Path) -> float:
    started = time.perf_counter()
    done = subprocess.run([sys.executable, "-m", "mcpnb.cli", "report", str(gradebook), "--out",
                           str(gradebook.with_suffix(".html"))], capture_output=True, text=True)
    took = time.perf_counter() - started
    if done.returncode != 0:
        raise SystemExit(f"mcpnb report failed:\n{done.stderr}")
    return took


def spread(times: list[float]) -> str:
    return f"median {statistics.median(times):.3f} s (min {min(times):.3f}, max {max(times):.3f})"


def main() -> None:
    options = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    options.add_argument("--students", type=int, default=300, help="class size (default 300)")
    options.add_argument("--runs", type=int, default=5, help="runs of each (default 5)")
    args = options.parse_args()

    with tempfile.TemporaryDirectory() as folder:
        gradebook = Path(folder) / "gradebook.csv"
        graded = generated_class(args.students)
        gradebook.write_text(gradebook_csv(graded))
        record_path(gradebook).write_text(record_text(graded))
        lines = record_path(gradebook).read_text().count("\n")
        in_process(gradebook)  # the first imports matplotlib and the judge's tables
        rounds = [(in_process(gradebook), command(gradebook)) for _ in range(args.runs)]
        pairs = len(class_report(gradebook).similar)
    print(f"a class of {args.students} ({lines} record lines; {pairs} similar pairs found)")
    print(f"class_report + page, in this process: {spread([r[0] for r in rounds])}")
    print(f"mcpnb report, the whole command:      {spread([r[1] for r in rounds])} (goal < 10 s)")


if __name__ == "__main__":
    main()
