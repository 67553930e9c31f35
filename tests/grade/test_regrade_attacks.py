"""The fourth hostile class: a term attacked where a teacher regrades all term long, and through the
files a learning platform hands over. Each attack once lost or moved a mark; each test here
failed before its fix. Those that grade run the real command; a regrade stopped by a signal
runs as root and as a normal user (where the tests run as root), as the sandbox's processes
differ; the others read the download or the term as the command does, and start no process.
"""

import os
import shutil
import signal
import subprocess
import sys
import tempfile
import time
import zipfile
from pathlib import Path

import nbformat
import pytest
from hostile import MESSAGES, USER_UID, as_normal_user, attacking, running_with
from nbformat.v4 import new_markdown_cell, new_notebook
from test_term import graded

from mcpnb.cli import main
from mcpnb.course import course
from mcpnb.grade import views
from mcpnb.grade.kept import kept
from mcpnb.grade.policy import handed_in
from mcpnb.records import record_path
from mcpnb.review import export
from mcpnb.running.sandbox import unavailable
from mcpnb.term import Term
from mcpnb.texts import later

HANDSHAKE = "02-handshake"


def light(lesson, note="my work"):
    """A notebook of `lesson` that runs at once: a cell of prose, no answer (its row: missing)."""
    return new_notebook(metadata={"mcpnb": {"lesson": lesson, "language": "en"}},
                        cells=[new_markdown_cell(note)])


def a_term(folder, students=("ann", "bo", "cy"), lessons=(MESSAGES, HANDSHAKE)):
    """A term already graded: every student's every lesson, each item at 1 point."""
    out = folder / "out" / "gradebook.csv"
    out.parent.mkdir(parents=True, exist_ok=True)
    term = Term.open(out)
    with term.transaction():
        for student in students:
            for lesson in lessons:
                term.commit(kept(graded(student, lesson, 1)))
    views.write_views(term, out, folder / "out" / "feedback")
    term.close()
    return out


# Where bubblewrap cannot run (a machine with Python alone), the attacks on the term are graded
# without the sandbox: what they attack is the term, not the sandbox.
SANDBOX = [] if unavailable() is None else ["--no-sandbox"]


def command(out, *files, more=()):
    return [sys.executable, "-m", "mcpnb.cli", "grade", *map(str, files), "--out", str(out),
            "--feedback", str(out.parent / "feedback"), *more, *SANDBOX]


def rows_of(out):
    return {(r.student, r.lesson): r for r in Term.open(out, create=False).rows()}


# --- a regrade touches only what it grades ------------------------------------------------------


@pytest.mark.slow
def test_only_of_a_student_whose_late_files_hold_one_lesson_keeps_her_other_lessons(tmp_path):
    out = a_term(tmp_path)
    before = out.read_bytes().decode().splitlines()
    (tmp_path / "late" / "ann").mkdir(parents=True)
    nbformat.write(light(HANDSHAKE), tmp_path / "late" / "ann" / "02-handshake.ipynb")

    done = subprocess.run(command(out, tmp_path / "late", more=["--only", "ann"]),
                          capture_output=True, text=True, timeout=120)

    assert done.returncode == 0, done.stderr
    after = out.read_bytes().decode().splitlines()
    assert [line for line in after if not line.startswith("ann,02")] == [
        line for line in before if not line.startswith("ann,02")]  # her lesson 1 included
    assert rows_of(out)[("ann", HANDSHAKE)].status_code == "missing"


@pytest.mark.slow
def test_only_naming_a_student_absent_from_the_files_says_so_and_deletes_nothing(tmp_path):
    out = a_term(tmp_path)
    before = out.read_bytes(), record_path(out).read_bytes()
    (tmp_path / "late" / "ann").mkdir(parents=True)
    (tmp_path / "late" / "ann" / "notes.ipynb").write_text("not a notebook")

    done = subprocess.run(command(out, tmp_path / "late", more=["--only", "bo", "--only", "ann"]),
                          capture_output=True, text=True, timeout=120)

    assert done.returncode == 0, done.stderr
    assert "--only 'bo': no file of theirs in" in done.stderr
    rows = rows_of(out)
    assert {key for key in rows if key[0] == "bo"} == {("bo", MESSAGES), ("bo", HANDSHAKE)}
    assert ("ann", "") in rows  # the second --only counted too
    assert out.read_bytes() != before[0] and [
        line for line in out.read_bytes().splitlines() if not line.startswith(b"ann,")] == [
        line for line in before[0].splitlines() if not line.startswith(b"ann,")]


def grader_of(out):
    """The pid of the grader writing `out` (under bwrap and setpriv, for a normal user)."""
    for pid in running_with(str(out)):
        argv = Path(f"/proc/{pid}/cmdline").read_bytes().split(b"\0")
        if argv[0].endswith(b"python") or b"python3" in argv[0]:
            return int(pid)
    return None


@pytest.mark.slow
@pytest.mark.parametrize("as_user", [False, True], ids=["root", "user"])
def test_a_regrade_stopped_by_sigterm_keeps_the_students_graded_rows(bubblewrap, as_user):
    if as_user and os.geteuid() != 0:
        pytest.skip("the tests run as a normal user already: the root case is this one")
    tmp_path = Path(tempfile.mkdtemp(prefix="mcpnb-teacher-"))  # a folder the user may enter
    try:
        stopped_regrade(tmp_path, as_user)
    finally:
        shutil.rmtree(tmp_path, ignore_errors=True)


def stopped_regrade(tmp_path, as_user):
    out = a_term(tmp_path)
    before = out.read_bytes(), record_path(out).read_bytes(), rows_of(out)
    (tmp_path / "late" / "ann").mkdir(parents=True)
    nbformat.write(attacking("import time\ntime.sleep(600)", MESSAGES),
                   tmp_path / "late" / "ann" / "01-messages.ipynb")
    run = command(out, tmp_path / "late", more=["--only", "ann", "--timeout", "300"])
    if as_user:
        for path in [tmp_path, *tmp_path.rglob("*")]:
            os.chown(path, USER_UID, USER_UID, follow_symlinks=False)
        run = as_normal_user(run, tmp_path)
    grading = subprocess.Popen(run, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                               cwd=tmp_path)
    deadline = time.monotonic() + 60
    while (pid := grader_of(out)) is None and time.monotonic() < deadline:
        time.sleep(0.05)
    time.sleep(3)  # its kernel is running the cell that sleeps

    os.kill(pid, signal.SIGTERM)
    said, err = grading.communicate(timeout=60)

    assert grading.returncode == 130, err
    assert "interrupted: 0 of 1 submission graded" in said and "Traceback" not in err
    assert (out.read_bytes(), record_path(out).read_bytes()) == before[:2]
    assert rows_of(out) == before[2]


def test_an_interrupted_row_is_never_exported_and_is_named(tmp_path):
    out = tmp_path / "gradebook.csv"
    term = Term.open(out)
    term.commit(kept(graded("ann", MESSAGES, 1)))
    term.commit(kept(graded("bo", MESSAGES, 0, problems=(later("status.interrupted"),))))
    roster = tmp_path / "roster.csv"
    roster.write_text("Email address\nann\nbo\n")

    done = export.export(out, "moodle", roster, maximum=48)

    assert done.text.splitlines()[1:] == ["ann,6"]
    assert [(s, lesson) for s, lesson, _ in done.stopped] == [("bo", MESSAGES)]


@pytest.mark.slow
def test_two_regrades_started_at_once_both_keep_their_rows_in_every_view(tmp_path):
    """20 rounds; in every fourth, each student's lesson 1 is a notebook (its row replaced,
    a kernel run); in the others, a new file that is none (a row of its own, no kernel: the
    term's commits and views are the same, at a fifth of the cost)."""
    out = a_term(tmp_path, students=[f"s{n:03}" for n in range(300)],
                 lessons=list(course()["lessons"]))
    rows_before = 300 * len(course()["lessons"])
    for round_ in range(20):
        name, lesson = f"round-{round_}.ipynb", MESSAGES if round_ % 4 == 0 else ""
        runs = []
        for student in ("s010", "s200"):
            late = tmp_path / f"late-{student}" / student
            shutil.rmtree(late.parent, ignore_errors=True)
            late.mkdir(parents=True)
            if lesson:
                nbformat.write(light(MESSAGES), late / name)
            else:
                (late / name).write_text("not a notebook")
            runs.append(command(out, late.parent, more=["--only", student]))
        started = [subprocess.Popen(run, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                                    text=True) for run in runs]
        for grading in started:
            _, err = grading.communicate(timeout=120)
            assert grading.returncode == 0, err

        rows = Term.open(out, create=False).rows()
        csv_rows = [line.split(",") for line in out.read_bytes().decode().splitlines()]
        record = record_path(out).read_text()
        for student in ("s010", "s200"):
            assert any((r.student, r.lesson, r.file) == (student, lesson, name) for r in rows)
            assert [r[2] for r in csv_rows if r[:2] == [student, lesson] and r[2] == name] == [
                name], round_
            assert f'"file": "{name}", "language": "' in record and f'"lesson": "{lesson}", ' \
                f'"max": ' in record, round_
        assert len(csv_rows) == 1 + rows_before + 2 * sum(r % 4 != 0 for r in range(round_ + 1))


# --- a download cannot take a row away ----------------------------------------------------------


def test_a_zip_member_whose_date_is_no_date_is_graded_its_time_never_read(tmp_path):
    archive = tmp_path / "submissions.zip"
    with zipfile.ZipFile(archive, "w") as zipped:
        zipped.writestr(zipfile.ZipInfo("smithann_101_7001_01-messages.ipynb",
                                        date_time=(2026, 0, 1, 0, 0, 0)), "{}")  # month 0
        zipped.writestr("leebo_102_7002_01-messages.ipynb", "{}")

    found = {o.student: o for o in handed_in([archive])}

    assert set(found) == {"101", "102"} and found["101"].problem is None
    assert {o.timing.when for o in found.values()} == {None}  # a zip's time is its making's


def test_one_students_five_thousand_attachments_take_no_classmates_row(tmp_path):
    from mcpnb.grade.submission import MAX_STUDENT_NOTEBOOKS

    archive = tmp_path / "submissions.zip"
    with zipfile.ZipFile(archive, "w") as zipped:
        for n in range(5000):
            zipped.writestr(f"floodann_101_{9000 + n}_part{n}.ipynb", "{}")
        for student in range(102, 110):
            zipped.writestr(f"honest_{student}_{student}00_01-messages.ipynb", "{}")

    found = handed_in([archive])

    honest_rows = {o.student for o in found if o.student != "101" and o.problem is None}
    assert honest_rows == {str(s) for s in range(102, 110)}
    flood = [o for o in found if o.student == "101" and o.problem is None]
    assert len(flood) == MAX_STUDENT_NOTEBOOKS
    left = [o for o in found if o.problem is not None]
    assert [(o.student, o.problem.key) for o in left] == [
        ("101", "status.zip-student-many"), ("101", "status.zip-more-refused")]
    assert dict(left[1].problem.values)["count"] == 5000 - MAX_STUDENT_NOTEBOOKS - 1


@pytest.mark.parametrize("zipped", [False, True], ids=["folder", "zip"])
def test_a_moodle_participant_named_with_a_leading_dot_is_no_hidden_folder(tmp_path, zipped):
    names = [".dot team_101_assignsubmission_file_/01-messages.ipynb",
             "Bo Lee_102_assignsubmission_file_/01-messages.ipynb",
             "Bo Lee_102_assignsubmission_file_/.ipynb_checkpoints/01-messages.ipynb"]
    if zipped:
        source = tmp_path / "download.zip"
        with zipfile.ZipFile(source, "w") as archive:
            for name in names:
                archive.writestr(name, "{}")
    else:
        source = tmp_path / "download"
        for name in names:
            (source / name).parent.mkdir(parents=True, exist_ok=True)
            (source / name).write_text("{}")

    found = sorted((o.student, o.place) for o in handed_in([source]))

    assert found == [("101", ".dot team_101_assignsubmission_file_/01-messages.ipynb"),
                     ("102", "Bo Lee_102_assignsubmission_file_/01-messages.ipynb")]


def test_the_same_download_unpacked_twice_gives_each_file_the_same_place_and_page(tmp_path):
    archive = tmp_path / "submissions.zip"
    with zipfile.ZipFile(archive, "w") as zipped:
        zipped.writestr("smithann_101_7001_01-messages.ipynb", "{}")

    first, again = handed_in([archive]), handed_in([archive])

    assert first[0].path != again[0].path  # two private folders
    assert first[0].place == again[0].place == "smithann_101_7001_01-messages.ipynb"


@pytest.mark.slow
def test_a_download_graded_twice_and_a_final_after_the_draft_leave_one_page_per_lesson(tmp_path):
    out = tmp_path / "out" / "gradebook.csv"
    out.parent.mkdir()
    draft, final = tmp_path / "draft.zip", tmp_path / "final.zip"
    for archive, attachment, note in ((draft, 7001, "draft"), (final, 7002, "final")):
        with zipfile.ZipFile(archive, "w") as zipped:
            zipped.writestr(f"smithann_101_{attachment}_01-messages.ipynb",
                            nbformat.writes(light(MESSAGES, note)))
            zipped.writestr(f"leebo_102_{attachment + 100}_01-messages.ipynb",
                            nbformat.writes(light(MESSAGES, note)))

    pages = []
    for archive in (draft, draft, final):
        done = subprocess.run(command(out, archive), capture_output=True, text=True, timeout=120)
        assert done.returncode == 0, done.stderr
        pages.append(sorted(p.name for p in (out.parent / "feedback").iterdir()))

    assert pages[0] == pages[1] == pages[2] and len(pages[0]) == 2
    assert {r.file for r in rows_of(out).values()} == {
        "smithann_101_7002_01-messages.ipynb", "leebo_102_7102_01-messages.ipynb"}


def test_a_grading_with_no_file_of_the_students_named_refuses_and_names_them(tmp_path, capsys):
    (tmp_path / "late" / "ann").mkdir(parents=True)
    (tmp_path / "late" / "ann" / "x.ipynb").write_text("{}")

    status = main(["grade", str(tmp_path / "late"), "--only", "bo", "--out",
                   str(tmp_path / "g.csv"), "--no-sandbox"])

    err = capsys.readouterr().err
    assert status == 2 and "--only 'bo': no file of theirs" in err
    assert "no notebook (*.ipynb) of bo in" in err


def test_one_students_files_spread_over_folders_of_her_own_take_no_classmates_unpacking(
        tmp_path, monkeypatch):
    from mcpnb.grade import downloads

    # a display name's `/` made each of her files a folder of its own: they are still hers, and
    # her share of what the zip may unpack to is hers alone
    monkeypatch.setattr(downloads, "UNPACK_FLOOR", 120_000)
    monkeypatch.setattr(downloads, "UNPACK_RATIO", 1)
    monkeypatch.setattr(downloads, "MAX_STUDENT_BYTES", 50_000)
    archive = tmp_path / "submissions.zip"
    big = "{" + " " * 20_000 + "}"
    with zipfile.ZipFile(archive, "w", zipfile.ZIP_DEFLATED) as zipped:
        for n in range(8):
            zipped.writestr(f"doejane_111_{9100 + n}_part{n}/01-messages.ipynb", big)
        for student in (222, 333, 444):
            zipped.writestr(f"honest_{student}_{student}0_01-messages.ipynb", big)

    found = handed_in([archive])

    assert sorted(o.student for o in found if o.problem is None) == [
        "111", "111", "222", "333", "444"]
    assert [(o.student, o.problem.key) for o in found if o.problem is not None] == [
        ("111", "status.student-too-large"), ("111", "status.zip-more-refused")]


def test_a_zip_that_is_no_platforms_names_its_loose_files_by_their_own_names(tmp_path):
    archive = tmp_path / "class.zip"
    with zipfile.ZipFile(archive, "w") as zipped:
        for name in ("ann.ipynb", "bo.ipynb", "cy/01-messages.ipynb"):
            zipped.writestr(name, "{}")

    first, again = handed_in([archive]), handed_in([archive])

    assert sorted(o.student for o in first) == ["ann.ipynb", "bo.ipynb", "cy"]
    assert [o.student for o in first] == [o.student for o in again]  # never the grader's folder


def test_a_moodle_participants_folder_named_alone_is_hers_whatever_its_folders_are_named(
        tmp_path):
    mine = tmp_path / "download" / "Jane Doe_111_assignsubmission_file"
    for name in ("01-messages.ipynb", "Ann Smith_222_assignsubmission_file/02-handshake.ipynb"):
        (mine / name).parent.mkdir(parents=True, exist_ok=True)
        (mine / name).write_text("{}")

    found = handed_in([mine])

    assert sorted((o.student, o.place) for o in found) == [
        ("111", "Jane Doe_111_assignsubmission_file/01-messages.ipynb"),
        ("111", "Jane Doe_111_assignsubmission_file/Ann Smith_222_assignsubmission_file/"
                "02-handshake.ipynb")]
