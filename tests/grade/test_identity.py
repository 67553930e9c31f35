"""A grade belongs to the student whose hand-in it is: a folder inside a student's hand-in named
like a classmate makes no row of the classmate's, fills no quota of hers and exports no mark of
hers. Read without a process (the quota), then graded for real, as root and as a normal user."""

import csv
import io
import json
import os
import shutil
import tempfile
from pathlib import Path

import nbformat
import pytest
from hostile import HANDSHAKE, MESSAGES, USER_UID, full, grade_as_teacher, honest

from mcpnb.grade.policy import handed_in
from mcpnb.grade.submission import MAX_STUDENT_BYTES, hand_in_class
from mcpnb.texts import say


def padded(notebook, size):
    """A lesson notebook of about `size` bytes: its prose made long."""
    notebook = nbformat.from_dict(json.loads(nbformat.writes(notebook)))
    notebook.cells.append(nbformat.v4.new_markdown_cell("x" * size))
    return nbformat.writes(notebook)


def test_a_hand_ins_folder_named_like_a_classmate_fills_its_own_quota_never_hers(tmp_path):
    big = MAX_STUDENT_BYTES // 2 - 2 ** 20  # two fit in a student's quota, three do not
    class_ = tmp_path / "class"
    for name, text in [("ann/02-handshake.ipynb", nbformat.writes(honest(HANDSHAKE))),
                       *((f"ann/bob/0{n}-handshake.ipynb", padded(honest(HANDSHAKE), big))
                         for n in (1, 2, 3)),
                       ("bob/02-handshake.ipynb", nbformat.writes(honest(HANDSHAKE)))]:
        (class_ / name).parent.mkdir(parents=True, exist_ok=True)
        (class_ / name).write_text(text)
    spool = tmp_path / "spool"
    spool.mkdir()

    handed = hand_in_class(handed_in([class_]), spool)
    rows = [(h.path.relative_to(class_).as_posix(), h.student, h.problem and h.problem.key)
            for h in handed]

    assert rows == [("ann/02-handshake.ipynb", "ann", None),
                    ("ann/bob/01-handshake.ipynb", "ann", None),
                    ("ann/bob/02-handshake.ipynb", "ann", None),
                    ("ann/bob/03-handshake.ipynb", "ann", "status.student-too-large"),
                    ("bob/02-handshake.ipynb", "bob", None)]
    assert [h.remark and h.remark.key for h in handed][1:] == [
        "status.inside-classmate"] * 3 + [None]


@pytest.fixture(scope="module")
def graded(bubblewrap):
    """A class where ann's hand-in holds a folder `bob` with a perfect lesson 1, beside her own
    blank lesson 2, graded as root and then as a normal user (where the tests run as one: as
    that user twice)."""
    folder = Path(tempfile.mkdtemp(prefix="mcpnb-teacher-"))
    try:
        class_ = folder / "class"
        for name in ("ann/bob/01-messages.ipynb", "bob/01-messages.ipynb"):
            (class_ / name).parent.mkdir(parents=True)
            nbformat.write(honest(MESSAGES), class_ / name)
        blank = honest(HANDSHAKE)
        blank.cells = blank.cells[:1]
        nbformat.write(blank, class_ / "ann" / "02-handshake.ipynb")
        (folder / "out").mkdir()
        (folder / "tmp").mkdir()
        runs = [grade_as_teacher(folder, [class_], 1, folder / "tmp", as_user=False)]
        if os.geteuid() == 0:
            for path in [folder, *folder.rglob("*")]:
                os.chown(path, USER_UID, USER_UID, follow_symlinks=False)
        runs.append(grade_as_teacher(folder, [class_], 2, folder / "tmp", as_user=True))
        books = [list(csv.DictReader(io.StringIO((folder / "out" / f"gradebook-{n}.csv")
                                                 .read_text()))) for n in (1, 2)]
        yield {"runs": runs, "books": books, "folder": folder}
    finally:
        shutil.rmtree(folder, ignore_errors=True)


@pytest.mark.slow
@pytest.mark.parametrize("n", [0, 1], ids=["root", "user"])
def test_a_nested_classmates_folder_is_said_in_the_hand_ins_status_and_the_classmate_keeps_her_row(
        graded, n):
    run, book = graded["runs"][n], graded["books"][n]
    assert run["run"].returncode == 0, run["run"].stderr

    rows = sorted((r["student"], r["lesson"], r["total"], r["status"]) for r in book)
    said = say("status.inside-classmate", folder="bob", classmate="bob")

    assert [row[:3] for row in rows] == [("ann", "01-messages", full(MESSAGES)),
                                        ("ann", "02-handshake", "0"),
                                        ("bob", "01-messages", full(MESSAGES))]
    assert rows[0][3].startswith(said) and rows[2][3] == "ok"
    assert book == graded["books"][0]  # as root and as a normal user, the same gradebook


@pytest.mark.slow
def test_the_classmate_exports_her_own_mark_and_the_hand_in_its_own(graded, tmp_path):
    from mcpnb.review import export

    roster = tmp_path / "roster.csv"
    roster.write_text("Email address\nann\nbob\n")
    gradebook = graded["folder"] / "out" / "gradebook-1.csv"

    first = export.export(gradebook, "moodle", roster, lesson=MESSAGES, maximum=48)
    second = export.export(gradebook, "moodle", roster, lesson=HANDSHAKE, maximum=41)

    assert list(csv.reader(io.StringIO(first.text)))[1:] == [["ann", full(MESSAGES)],
                                                            ["bob", full(MESSAGES)]]
    assert list(csv.reader(io.StringIO(second.text)))[1:] == [["ann", "0"]]  # bob: none


def test_a_hand_in_of_many_tiny_notebooks_is_read_up_to_its_bound_and_one_row_says_the_rest(
        tmp_path):
    from mcpnb.grade.submission import MAX_STUDENT_NOTEBOOKS

    tiny = nbformat.writes(honest(HANDSHAKE))
    for n in range(MAX_STUDENT_NOTEBOOKS + 40):
        path = tmp_path / "class" / "ann" / f"copy-{n:03d}.ipynb"
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(tiny)
    spool = tmp_path / "spool"
    spool.mkdir()

    handed = hand_in_class(handed_in([tmp_path / "class"]), spool)

    assert len(handed) == MAX_STUDENT_NOTEBOOKS + 1
    assert [h.problem.key for h in handed if h.problem] == ["status.student-too-many"]
    assert dict(handed[-1].problem.values)["left"] == 40
