"""What the hostile-class tests share: the teacher editions they attack from, and how a batch's
traces (files, processes) are looked for afterwards."""

import hashlib
import os
import subprocess
import sys
import time
from pathlib import Path

from nbformat.v4 import new_code_cell

from mcpnb.course import course
from mcpnb.running import sandbox

ROOT = Path(__file__).resolve().parent.parent
MESSAGES, HANDSHAKE = "01-messages", "02-handshake"
# A lesson runs in about three seconds here; 20 leave room for two at a time on a busy machine.
TIMEOUT = 20
# The whole batch: about fifteen notebooks two at a time, twice over.
BATCH_SECONDS = 300


def teacher(lesson, language="en"):
    """A student's finished lesson (`places.finished`)."""
    from places import finished

    return finished(lesson, language)


def honest(lesson, language="en"):
    """The teacher edition less the code that earns nothing: its first code cell (the language),
    its answer and exercise cells and its prose stay; the checks, explorers and pictures go. It
    earns full marks for about half the CPU a full edition costs to run. Each lesson keeps one
    full edition in one of the two classes (lesson 2 in the first, lesson 1 in the second), so
    its own checks still run in the sandbox among attackers, as root and as a normal user."""
    notebook = teacher(lesson, language)
    first = next(c for c in notebook.cells if c.cell_type == "code")
    notebook.cells = [c for c in notebook.cells if c.cell_type != "code" or c is first
                      or c.metadata.get("mcpnb", {}).get("item")]
    return notebook


def attacking(source, lesson=HANDSHAKE):
    """An honest edition with an attacking cell right after the first one."""
    notebook = honest(lesson)
    notebook.cells.insert(1, new_code_cell(source))
    return notebook


def with_server_prefix(source):
    """Lesson 2's honest edition whose server runs `source` before serving as it should."""
    notebook = honest(HANDSHAKE)
    cell = next(c for c in notebook.cells if c.metadata.get("mcpnb", {}).get("item") == "fix-handshake")
    magic, _, server = cell.source.partition("\n")
    cell.source = f"{magic}\n{source}\n{server}"
    return notebook


def tree_digest(*folders, skip=()):
    """A digest of every file under `folders` (path and bytes), less the paths in `skip`."""
    digest = hashlib.sha256()
    for folder in folders:
        for path in sorted(Path(folder).rglob("*")):
            if path.is_file() and not any(path.is_relative_to(s) for s in skip) \
                    and "__pycache__" not in path.parts:
                digest.update(str(path).encode() + b"\0" + path.read_bytes())
    return digest.hexdigest()


def foreign_namespace_processes(maker):
    """Live processes in a PID namespace other than ours, in a sandbox made by the process
    `maker`: what its sandboxes left running (another run's sandboxes are not counted)."""
    ours = os.readlink("/proc/self/ns/pid")
    mark = f"{sandbox.INSIDE}={maker}".encode()
    found = []
    for entry in Path("/proc").iterdir():
        try:
            if entry.name.isdigit() and os.readlink(entry / "ns" / "pid") != ours \
                    and mark in (entry / "environ").read_bytes().split(b"\0"):
                state = (entry / "stat").read_text().rsplit(")", 1)[1].split()[0]
                if state not in ("Z", "X"):
                    found.append(int(entry.name))
        except OSError:
            continue  # it ended while we looked
    return found


def gradebook_rows(text):
    import csv
    import io

    return {row["student"]: row for row in csv.DictReader(io.StringIO(text))}


def full(lesson):
    return str(sum(spec["points"] for spec in course()["lessons"][lesson]["items"].values()))


def ends_soon(condition, seconds=5):
    """Does `condition` come true within a few seconds (a SIGKILL is delivered, not awaited)?"""
    deadline = time.monotonic() + seconds
    while not condition() and time.monotonic() < deadline:
        time.sleep(0.02)
    return condition()


def described(pids):
    """Each process of `pids` as a line: its pid, its state and what it runs (for a message)."""
    lines = []
    for pid in pids:
        try:
            state = next((line.split(":", 1)[1].strip() for line in
                          Path(f"/proc/{pid}/status").read_text().splitlines()
                          if line.startswith("State:")), "?")
            argv = Path(f"/proc/{pid}/cmdline").read_bytes().replace(b"\0", b" ").decode()
            lines.append(f"{pid} [{state}] {argv[:300]}")
        except OSError:
            lines.append(f"{pid} (gone)")
    return "\n".join(lines)


def running_with(marker):
    found = []
    for entry in Path("/proc").iterdir():
        try:
            if entry.name.isdigit() and marker.encode() in (entry / "cmdline").read_bytes():
                found.append(entry.name)
        except OSError:
            continue
    return found


def with_exercise(lesson, item, source):
    """An honest edition whose exercise cell for `item` holds `source` instead."""
    notebook = honest(lesson)
    cell = next(c for c in notebook.cells if c.metadata.get("mcpnb", {}).get("item") == item)
    magic = cell.source.partition("\n")[0]
    cell.source = f"{magic}\n{source}" if magic.startswith("%%") else source
    return notebook


# The grader, with its pid and its peak memory (KiB) written to the file named first when it
# ends: run as a normal user it is bwrap's child, and its sandboxes are marked with its own pid.
MEASURED_GRADER = (
    "import os, resource, sys\n"
    "from mcpnb.cli import main\n"
    "try:\n"
    "    status = main(sys.argv[2:])\n"
    "finally:\n"
    "    with open(sys.argv[1], 'w') as out:\n"
    "        out.write(f'{os.getpid()} {resource.getrusage(resource.RUSAGE_SELF).ru_maxrss}')\n"
    "sys.exit(status)\n"
)


USER_UID = 2_100_000_000  # a normal user with no name, no files and no groups


def as_normal_user(command, home):
    """`command` run as `USER_UID` by root, in a view of the machine where a folder a normal user
    may not enter (`/root` of mode 700, a checkout in a private folder) holds only what this
    Python and the course need, as a course installed for everyone would be."""
    needed = {Path(sys.base_prefix).resolve(), Path(sys.prefix).resolve(), ROOT}
    closed = {a for p in needed for a in p.parents
              if a != Path("/") and not a.stat().st_mode & 0o001}
    view = []
    for top in sorted(c for c in closed if not any(c != o and c.is_relative_to(o) for o in closed)):
        inside = sorted(p for p in needed if p.is_relative_to(top))
        between = sorted({a for p in inside for a in p.parents if a.is_relative_to(top) and a != top},
                         key=lambda a: len(a.parts))
        view += ["--perms", "0755", "--tmpfs", str(top)]
        view += [arg for a in between for arg in ("--perms", "0755", "--dir", str(a))]
        view += [arg for p in inside for arg in ("--ro-bind", str(p), str(p))]
    return ["bwrap", "--dev-bind", "/", "/", *view, "--",
            "setpriv", f"--reuid={USER_UID}", f"--regid={USER_UID}", "--clear-groups",
            "env", f"HOME={home}", *command]


def grade_as_teacher(folder, paths, n, scratch, *, as_user):
    """Run `mcpnb grade` as a teacher does, from the teacher's `folder`, with a secret around and
    `scratch` as its temporary folder, as a normal user when `as_user` and the tests run as root.
    It writes `out/gradebook-n.csv` and `out/feedback-n/`; returns the run, the grader's own pid
    and peak memory, its rows and its pages."""
    out = folder / "out"
    measured = out / f"grader-{n}"
    command = [sys.executable, "-c", MEASURED_GRADER, str(measured), "grade", *map(str, paths),
               "--out", str(out / f"gradebook-{n}.csv"), "--feedback", str(out / f"feedback-{n}"),
               "--workers", "2", "--timeout", str(TIMEOUT)]
    if as_user and os.geteuid() == 0:
        command = as_normal_user(command, folder)
    environment = {**os.environ, "MCPNB_TEACHER_SECRET": "hunter2", "TMPDIR": str(scratch)}
    run = subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                           cwd=folder, env=environment)
    stdout, stderr = run.communicate(timeout=BATCH_SECONDS)
    grader, peak = measured.read_text().split()
    return {"run": subprocess.CompletedProcess(command, run.returncode, stdout, stderr),
            "pid": int(grader), "peak_mib": int(peak) / 1024,
            "rows": gradebook_rows((out / f"gradebook-{n}.csv").read_text()),
            "pages": {p.name: p.read_text() for p in (out / f"feedback-{n}").iterdir()}}
