"""A term of 300 students × 6 lessons loses nothing whatever stops the grader of one student's
regrade: killed (SIGKILL) just before and just after each commit, halfway through writing each
view and between two views, and at ten moments drawn at random (a seeded draw, the same every
run); sent SIGTERM as it writes the gradebook. After each, every row graded before is as it
was (the student's regraded row is her old one or her new one, never none, never a zero), and
once the next run has written its views, the gradebook, the record and the pages say what the
database says, every other row byte for byte as before, and nothing of the killed grader is
left in its temporary folder.

The term is built as grading builds one (`kept` rows committed), without 1,800 kernels; the
regrade is the real command (`tests/faults.py`: the command line, hurt at a named point)."""

import os
import random
import shutil
import signal
import subprocess
import sys
import time

import nbformat
import pytest
from hostile import described, ends_soon, running_with
from nbformat.v4 import new_markdown_cell, new_notebook
from places import ROOT
from test_term import graded

from mcpnb.course import course
from mcpnb.grade import views
from mcpnb.grade.kept import kept
from mcpnb.records import record_path
from mcpnb.running.sandbox import unavailable
from mcpnb.term import Term

pytestmark = pytest.mark.slow

STUDENTS, REGRADED = 300, "s150"
FAULTS = ROOT / "tests" / "faults.py"
FIXED = ["commit-before:1", "commit-after:1", "commit-before:2", "commit-after:2",
         "middle:gradebook.csv", "after:gradebook.csv", "middle:gradebook.record.jsonl",
         "after:gradebook.record.jsonl", "middle:page", "after:page"]
RANDOM = random.Random(52)
# The random moments, as shares of how long the regrade takes here (measured by the fixture).
MOMENTS = [round(RANDOM.random(), 3) for _ in range(10)]
# Where bubblewrap cannot run, the regrade runs without it: what is hurt is the term.
SANDBOX = [] if unavailable() is None else ["--no-sandbox"]


def grade_command(case, files, point=None, how="KILL"):
    """`mcpnb grade FILES --only s150` into the case's term, hurt at `point` if given."""
    head = [sys.executable, str(FAULTS), point, how] if point else [
        sys.executable, "-m", "mcpnb.cli"]
    (case / "tmp").mkdir(exist_ok=True)
    return [*head, "grade", *map(str, files), "--only", REGRADED,
            "--out", str(case / "out" / "gradebook.csv"),
            "--feedback", str(case / "out" / "feedback"), "--workers", "2", *SANDBOX]


def grade(case, files, *, point=None, signal_name="KILL"):
    """Run `grade_command`: the grader's pid, and how it ended."""
    command = grade_command(case, files, point, signal_name)
    run = subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                           env={**os.environ, "TMPDIR": str(case / "tmp")})
    out, err = run.communicate(timeout=120)
    return run.pid, subprocess.CompletedProcess(command, run.returncode, out, err)


def snapshot(case, gradebook="gradebook.csv"):
    """The term's current rows: (student, lesson, place) -> what was kept of each."""
    term = Term.open(case / "out" / gradebook, create=False)
    try:
        return {row[:3]: row[3:] for row in term.connection.execute(
            "SELECT student, lesson, place, detail, record, digest FROM submissions "
            "WHERE current = 1")}
    finally:
        term.close()


@pytest.fixture(scope="module")
def pristine(tmp_path_factory):
    """The term before the regrade, the regraded student's files, and the term after a regrade
    that nothing stopped (with how long it took)."""
    folder = tmp_path_factory.mktemp("term")
    out = folder / "out" / "gradebook.csv"
    out.parent.mkdir()
    term = Term.open(out)
    with term.transaction():
        for n in range(STUDENTS):
            for lesson in course()["lessons"]:
                term.commit(kept(graded(f"s{n:03}", lesson, n % 7)))
    views.write_views(term, out, folder / "out" / "feedback")
    term.close()
    late = folder / "late" / REGRADED
    late.mkdir(parents=True)
    nbformat.write(new_notebook(metadata={"mcpnb": {"lesson": "01-messages", "language": "en"}},
                                cells=[new_markdown_cell("my work")]), late / "01-messages.ipynb")
    (late / "broken.ipynb").write_text("not a notebook")
    clean = folder / "clean"
    shutil.copytree(folder / "out", clean / "out")
    started = time.monotonic()
    _, done = grade(clean, [folder / "late"])
    assert done.returncode == 0, done.stderr
    return {"folder": folder, "late": folder / "late", "took": time.monotonic() - started,
            "before": snapshot(folder), "after": snapshot(clean),
            "lines": (out.read_text().splitlines(), record_path(out).read_text().splitlines())}


def case_of(pristine, tmp_path):
    shutil.copytree(pristine["folder"] / "out", tmp_path / "out")
    return tmp_path


def assert_nothing_lost(pristine, case, after=None):
    """Every row graded before is as it was; the regraded one is her old one or her new one."""
    before, new = pristine["before"], pristine["after"]
    after = snapshot(case) if after is None else after
    regraded = (REGRADED.encode(), "01-messages", f"{REGRADED}/01-messages.ipynb".encode())
    for key, kept_row in before.items():
        assert after.get(key) in ((kept_row, new[key]) if key == regraded else (kept_row,)), key
    assert set(after) - set(before) <= set(new) - set(before)


def assert_views_agree(pristine, case):
    """The gradebook, the record and the pages say what the database says, every other
    student's lines byte for byte as before; nothing half-written is left."""
    out = case / "out" / "gradebook.csv"
    term = Term.open(out, create=False)
    rows = term.rows()
    said = views.remarks(rows, term.setting("sections"))
    assert out.read_bytes().decode() == views.gradebook_text(rows, said)
    assert record_path(out).read_bytes() == b"".join(views.record_pieces(term, rows, said))
    names = set(views.feedback.page_names(rows))
    assert {p.name for p in (case / "out" / "feedback").iterdir()} == names
    term.close()
    lines = out.read_text().splitlines(), record_path(out).read_text().splitlines()
    for now, was in zip(lines, pristine["lines"], strict=True):
        assert [x for x in now if REGRADED not in x] == [x for x in was if REGRADED not in x]
    assert sorted(p.name for p in (case / "out").iterdir()) == [
        ".mcpnb-secret", "feedback", "gradebook.csv", "gradebook.record.jsonl",
        "gradebook.sqlite", "gradebook.sqlite.lock"]


def assert_swept(case, pid):
    assert [p.name for p in (case / "tmp").iterdir() if f"-{pid}-" in p.name] == []


@pytest.mark.parametrize("point", [*FIXED, *(f"at:{share}" for share in MOMENTS)])
def test_a_regrade_killed_at_any_point_loses_no_grade_and_the_next_run_writes_true_views(
        pristine, tmp_path, point):
    case = case_of(pristine, tmp_path)
    if point.startswith("at:"):  # a moment within the regrade, as long as it takes here
        point = f"at:{float(point[3:]) * pristine['took']:.3f}"

    pid, killed = grade(case, [pristine["late"]], point=point)
    assert killed.returncode in (-signal.SIGKILL, 0), killed.stderr  # 0: it ended first
    # Its sandboxes died too, and what stays is named with its state. What once stayed for
    # good: the sandbox's first process, forked by a bwrap that the grader's death signal killed
    # before it let that process go on, which waits for it forever (a defect of the grader's,
    # not yet mended: this test then fails, as it should).
    left = str(case / "tmp")
    assert ends_soon(lambda: running_with(left) == [], seconds=20), described(running_with(left))
    assert_nothing_lost(pristine, case)
    _, following = grade(case, [pristine["late"] / REGRADED / "broken.ipynb"])

    assert following.returncode == 0, following.stderr
    assert_nothing_lost(pristine, case)
    assert_views_agree(pristine, case)
    assert_swept(case, pid)


def test_sigterm_as_the_gradebook_is_written_finishes_every_view_then_exits_130(
        pristine, tmp_path):
    case = case_of(pristine, tmp_path)

    pid, stopped = grade(case, [pristine["late"]], point="middle:gradebook.csv",
                         signal_name="TERM")

    assert stopped.returncode == 130, stopped.stderr
    assert "Traceback" not in stopped.stderr
    assert snapshot(case) == pristine["after"]  # every row it graded is kept
    assert_views_agree(pristine, case)
    assert_swept(case, pid)


def test_a_disk_that_fills_as_a_row_is_kept_stops_the_grader_and_loses_nothing(
        bubblewrap, pristine, tmp_path):
    """The gradebook's folder on a disk of its own (a tmpfs, in a mount namespace), filled to
    the last byte just as the regrade commits its first row; then freed, and graded again."""
    case = case_of(pristine, tmp_path)
    out, saved, results = case / "out", case / "saved", case / "results"
    out.rename(saved)
    out.mkdir()
    (results / "out").mkdir(parents=True)
    hurt, following = (
        " ".join(f"'{part}'" for part in grade_command(case, files, point, how))
        for files, point, how in (([pristine["late"]], "commit-before:1", "FULL"),
                                  ([pristine["late"] / REGRADED / "broken.ipynb"], None, None)))
    script = (f"cp -a '{saved}/.' '{out}/' && cd '{case}' && {{ {hurt} > '{results}/first.out' "
              f"2>&1; echo $? > '{results}/first'; }}; cp '{out}/gradebook.sqlite' "
              f"'{results}/full.sqlite'; rm -f '{out}/.filler'; {following} > "
              f"'{results}/second.out' 2>&1; echo $? > '{results}/second'; "
              f"cp -a '{out}/.' '{results}/out/'")

    subprocess.run(["bwrap", "--dev-bind", "/", "/", "--size", str(64 << 20), "--tmpfs",
                    str(out), "--", "bash", "-c", script], check=True, timeout=300,
                   env={**os.environ, "TMPDIR": str(case / "tmp")})

    said = (results / "first.out").read_text()
    assert (results / "first").read_text().strip() == "1", said
    assert "stopped (OperationalError: database or disk is full)" in said, said
    assert "Traceback" not in said
    (results / "out" / "gradebook.sqlite").rename(results / "out" / "final.sqlite")
    shutil.copy(results / "full.sqlite", results / "out" / "gradebook.sqlite")
    assert_nothing_lost(pristine, case, snapshot(results))
    assert (results / "second").read_text().strip() == "0", (results / "second.out").read_text()
    shutil.rmtree(out)
    shutil.copytree(results / "out", out)
    (out / "final.sqlite").replace(out / "gradebook.sqlite")
    assert_nothing_lost(pristine, case)
    assert_views_agree(pristine, case)
