"""The grader's peak memory against the size of the class: a script to run by hand, not a test.

    .venv/bin/python bench/bench_memory.py [--sizes 6 60] [--megabytes 31] [--rounds 3]

For each size N, a class of N students each hands in one large notebook (lesson 1's teacher
edition, its answers kept and its code cells but the first dropped, made about `--megabytes`
MiB by short lines, half in a markdown cell, as large outputs are, and half as comments in its
server's cell), and `mcpnb grade` grades it in the sandbox with two workers, in a process of
its own whose peak resident memory (`ru_maxrss`) it reports when it ends. The sizes are
interleaved round by round, so the machine's drift weighs on each alike; it prints each size's
median and spread (min-max) of the peaks, and the ratio of the largest size's median to the
smallest's.

Goal: the peak for 60 notebooks within 1.2 times the peak for 6 (the grader holds the
notebooks being graded, never the class).
"""

from __future__ import annotations

import argparse
import json
import shutil
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

import nbformat

ROOT = Path(__file__).resolve().parent.parent
# The grader's pid and peak memory (KiB), written to the file named first when it ends.
MEASURED = (
    "import resource, sys\n"
    "from mcpnb.cli import main\n"
    "try:\n"
    "    status = main(sys.argv[2:])\n"
    "finally:\n"
    "    with open(sys.argv[1], 'w') as out:\n"
    "        out.write(str(resource.getrusage(resource.RUSAGE_SELF).ru_maxrss))\n"
    "sys.exit(status)\n"
)


# The length of a line of a large notebook's text.
LINE = 60


def large_notebook(megabytes: float) -> str:
    """Lesson 1's teacher edition with its answers and first code cell, and prose that makes it
    about `megabytes` MiB."""
    edition = ROOT / "solutions" / "en" / "01-messages.ipynb"
    notebook = nbformat.read(edition, as_version=4)  # type: ignore[no-untyped-call]
    first = next(c for c in notebook.cells if c.cell_type == "code")
    notebook.cells = [c for c in notebook.cells if c.cell_type != "code" or c is first
                      or c.metadata.get("mcpnb", {}).get("item")]
    # Half in outputs as a notebook keeps them, a list of short lines, each a string of its own
    # once read; half in the server's cell, as comments: a cell of megabytes runs whole.
    lines = max(0, int(megabytes * 2 ** 20) - len(json.dumps(notebook))) // (LINE + 4) // 2
    notebook.cells.append({"cell_type": "markdown", "metadata": {},
                           "source": ["x" * (LINE - 1) + "\n"] * lines})
    server = next(c for c in notebook.cells if c.get("metadata", {}).get("mcpnb", {}).get("item")
                  == "fix-server")
    server["source"] = "".join(server["source"]) + ("#" * (LINE - 1) + "\n") * lines
    return json.dumps(notebook)


def peak_mib(folder: Path, size: int, text: str) -> float:
    """Grade a class of `size` copies of `text` in `folder`; the grader's peak, in MiB."""
    class_ = folder / f"class-{size}"
    shutil.rmtree(class_, ignore_errors=True)
    for n in range(size):
        (class_ / f"s{n:03d}").mkdir(parents=True)
        (class_ / f"s{n:03d}" / "01-messages.ipynb").write_text(text)
    measured = folder / "peak"
    shutil.rmtree(folder / "out", ignore_errors=True)  # a term of its own: the class's alone
    (folder / "out").mkdir()
    done = subprocess.run(
        [sys.executable, "-c", MEASURED, str(measured), "grade", str(class_),
         "--out", str(folder / "out" / "gradebook.csv"), "--workers", "2"],
        capture_output=True, text=True, cwd=folder)
    if done.returncode != 0:
        raise SystemExit(f"grading {size} failed: {done.stderr[-2000:]}")
    return int(measured.read_text()) / 1024


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sizes", type=int, nargs="+", default=[6, 60])
    parser.add_argument("--megabytes", type=float, default=31.0)
    parser.add_argument("--rounds", type=int, default=3)
    args = parser.parse_args()
    text = large_notebook(args.megabytes)
    peaks: dict[int, list[float]] = {size: [] for size in args.sizes}
    with tempfile.TemporaryDirectory(prefix="mcpnb-bench-memory-") as scratch:
        folder = Path(scratch)
        for round_ in range(args.rounds):
            shift = round_ % len(args.sizes)
            for size in args.sizes[shift:] + args.sizes[:shift]:
                peaks[size].append(peak_mib(folder, size, text))
                print(f"round {round_ + 1}: {size} notebooks, peak {peaks[size][-1]:.0f} MiB",
                      file=sys.stderr)
    for size, found in peaks.items():
        print(f"{size:4d} notebooks of {args.megabytes:g} MiB: peak "
              f"{statistics.median(found):.0f} MiB (min-max {min(found):.0f}-{max(found):.0f})")
    smallest, largest = min(args.sizes), max(args.sizes)
    ratio = statistics.median(peaks[largest]) / statistics.median(peaks[smallest])
    print(f"{largest} against {smallest}: {ratio:.2f}x (goal: at most 1.2x)")


if __name__ == "__main__":
    main()
