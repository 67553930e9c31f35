"""What each test of the suite costs in CPU, and how two runs compare: a script to run by hand,
not a test.

    .venv/bin/python bench/bench_suite.py run OUT.jsonl [PYTEST ARGUMENTS...]
    .venv/bin/python bench/bench_suite.py compare BEFORE.jsonl AFTER.jsonl

`run` runs pytest as the README's command does, with this file as a plugin: for each test it
writes the CPU its pytest process spent in it, the CPU of the processes the test started and
waited for (`RUSAGE_CHILDREN`), and its wall time. A process that nobody waits for (one killed
inside a PID namespace) is not counted, so the totals are a lower bound, the same way for both
runs. The processes of a fixture a file's tests share (a JupyterLab server, a cluster) count in
the test whose teardown waits for them.

`compare` matches the tests of two runs by their file's name and their own (a file moved to
another folder keeps its tests), and prints the CPU of the tests both runs have, before and after,
that of the tests only one has, and the files whose shared tests changed most. To see whether a
change made the tests it did not add any slower, run this script from each checkout, each with its
own venv, then compare: issue 41 found the 2,001 tests of 9c5d288 cost 377 s of CPU then and 377 s
after the seams work, and the 801 tests added since cost 243 s.

Run the two checkouts one after the other, twice, alternating: on a shared machine a test's CPU
time itself moves with its neighbours' load (the table tests once took 1.5x the CPU of a run a
minute later, which took 1.03x the other checkout's).
"""

from __future__ import annotations

import argparse
import collections
import json
import os
import resource
import subprocess
import sys
import tempfile
import time
from collections.abc import Generator
from pathlib import Path
from typing import Any

import pytest

# Where the plugin writes, one file per pytest process (a worker of pytest-xdist each).
FOLDER = "MCPNB_BENCH_SUITE"


def _cpu() -> tuple[float, float]:
    own = resource.getrusage(resource.RUSAGE_SELF)
    waited = resource.getrusage(resource.RUSAGE_CHILDREN)
    return own.ru_utime + own.ru_stime, waited.ru_utime + waited.ru_stime


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_protocol(item: pytest.Item, nextitem: Any) -> Generator[None, None, None]:
    """The plugin: one line for each test, its setup, call and teardown together."""
    own, waited = _cpu()
    started = time.monotonic()
    yield
    own_after, waited_after = _cpu()
    line = {"test": item.nodeid, "own": round(own_after - own, 3),
            "children": round(waited_after - waited, 3),
            "wall": round(time.monotonic() - started, 3)}
    with open(Path(os.environ[FOLDER]) / f"{os.getpid()}.jsonl", "a", encoding="utf-8") as out:
        out.write(json.dumps(line) + "\n")


def run(out: Path, arguments: list[str]) -> int:
    """The suite, in this folder, with the plugin; every test's line gathered into `out`."""
    with tempfile.TemporaryDirectory(prefix="mcpnb-bench-suite-") as folder:
        here = str(Path(__file__).resolve().parent)
        path = os.pathsep.join(p for p in (here, os.environ.get("PYTHONPATH")) if p)
        done = subprocess.run([sys.executable, "-m", "pytest", "-p", Path(__file__).stem,
                               *arguments], env={**os.environ, FOLDER: folder,
                                                 "PYTHONPATH": path}, check=False)
        lines = [line for part in sorted(Path(folder).glob("*.jsonl"))
                 for line in part.read_text(encoding="utf-8").splitlines()]
    out.write_text("".join(f"{line}\n" for line in lines), encoding="utf-8")
    print(f"{len(lines)} tests written to {out}")
    return done.returncode


def _key(test: str) -> str:
    """A test as both runs name it: a test file by its name alone, a notebook by its path."""
    file, _, name = test.partition("::")
    return f"{file if file.endswith('.ipynb') else Path(file).name}::{name}"


def _costs(path: Path) -> dict[str, float]:
    costs = {}
    for line in path.read_text(encoding="utf-8").splitlines():
        test = json.loads(line)
        costs[_key(test["test"])] = test["own"] + test["children"]
    return costs


def compare(before_path: Path, after_path: Path, most: int = 10) -> None:
    before, after = _costs(before_path), _costs(after_path)
    shared = before.keys() & after.keys()
    old, new = sum(before[t] for t in shared), sum(after[t] for t in shared)
    print(f"tests both runs have: {len(shared)}; CPU {old:.0f} s before, {new:.0f} s after"
          f" ({new / old if old else 0:.2f}x)")
    for name, only in (("after", after.keys() - shared), ("before", before.keys() - shared)):
        costs = after if name == "after" else before
        print(f"tests only {name}: {len(only)}; CPU {sum(costs[t] for t in only):.0f} s")
    by_file: dict[str, float] = collections.defaultdict(float)
    for test in shared:
        by_file[test.partition("::")[0]] += after[test] - before[test]
    print("files whose shared tests changed most (CPU after less before):")
    for file, change in sorted(by_file.items(), key=lambda kv: -abs(kv[1]))[:most]:
        print(f"  {change:+7.1f} s  {file}")


def main() -> int:
    options = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    commands = options.add_subparsers(dest="command", required=True)
    running = commands.add_parser("run", help="run the suite here, each test's CPU into OUT")
    running.add_argument("out", type=Path, metavar="OUT.jsonl")
    comparing = commands.add_parser("compare", help="two runs' CPU, by the tests they share")
    comparing.add_argument("before", type=Path, metavar="BEFORE.jsonl")
    comparing.add_argument("after", type=Path, metavar="AFTER.jsonl")
    args, rest = options.parse_known_args()
    if args.command == "run":
        return run(args.out, rest)
    if rest:
        options.error(f"unrecognized arguments: {' '.join(rest)}")
    compare(args.before, args.after)
    return 0


if __name__ == "__main__":
    sys.exit(main())
