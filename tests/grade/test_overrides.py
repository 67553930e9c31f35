"""Marks changed by hand (`mcpnb grade --overrides`): seen in the gradebook, the record, the
feedback page, the class report and the export, and a file that cannot be applied refused in one
line before anything is graded."""

import csv
import json

import nbformat
import pytest
from hostile import MESSAGES, honest

from mcpnb.cli import main
from mcpnb.grade import overrides
from mcpnb.review import class_report, export
from mcpnb.running.sandbox import unavailable

SANDBOX = [] if unavailable() is None else ["--no-sandbox"]


@pytest.mark.slow
def test_a_mark_changed_by_hand_is_said_in_all_five_places(tmp_path):
    (tmp_path / "class" / "ann").mkdir(parents=True)
    nbformat.write(honest(MESSAGES), tmp_path / "class" / "ann" / "01-messages.ipynb")
    changes = tmp_path / "overrides.csv"
    changes.write_text("student,lesson,item,points,reason\n"
                       "ann,01-messages,fix-server,4,oral exam: explained two of the faults\n")
    out = tmp_path / "out" / "gradebook.csv"
    out.parent.mkdir()

    status = main(["grade", str(tmp_path / "class"), "--out", str(out), "--feedback",
                   str(tmp_path / "pages"), "--overrides", str(changes), *SANDBOX])
    row = next(csv.DictReader(out.open()))
    record = [json.loads(line) for line in out.with_name("gradebook.record.jsonl").open()]
    item = next(r for r in record if r["record"] == "item" and r["item"] == "fix-server")
    page = next((tmp_path / "pages").iterdir()).read_text()
    roster = tmp_path / "roster.csv"
    roster.write_text("Email address\nann\n")

    assert status == 0
    assert (row["fix-server"], row["total"]) == ("4", "42")
    assert item["score"] == 4 and item["override"] == {
        "reason": "oral exam: explained two of the faults", "graded": 10.0}
    assert "changed by your teacher: oral exam: explained two of the faults (graded 10 before)" \
        in page
    report = class_report(out)
    assert float(report.items[report.items["item"] == "fix-server"]["facility"].iloc[0]) == 0.4
    assert export.export(out, "moodle", roster, maximum=48).text.splitlines()[1] == "ann,42"


@pytest.mark.parametrize("text, said", [
    ("student,lesson,item,points,reason\nann,01-messages,nothing,1,x\n", "no item 'nothing'"),
    ("student,lesson,item,points,reason\nann,01-message,fix-server,1,x\n",
     "no lesson '01-message' in the course"),
    ("student,lesson,item,points,reason\nann,01-messages,fix-server,11,x\n",
     "11 points is not between 0 and 10"),
    ("student,lesson,item,points,reason\nann,01-messages,fix-server,ten,x\n", "is no number"),
    ("student,lesson,item,points,reason\nann,01-messages,fix-server,4,\n", "say why"),
    ("who,what\nann,4\n", "need the columns student, lesson, item, points, reason"),
])
def test_an_overrides_file_that_cannot_be_applied_names_its_line_and_what_is_wrong(
        tmp_path, text, said):
    path = tmp_path / "overrides.csv"
    path.write_text(text)

    with pytest.raises(overrides.OverrideError, match=said):
        overrides.read_lines(path)


def test_grade_refuses_an_overrides_file_it_cannot_apply_before_grading(tmp_path, capsys):
    path = tmp_path / "overrides.csv"
    path.write_text("student,lesson,item,points,reason\nann,01-messages,nothing,1,x\n")

    status = main(["grade", str(tmp_path), "--out", str(tmp_path / "g.csv"), "--overrides",
                   str(path), "--no-sandbox"])

    assert status == 2 and "line 2: no item 'nothing'" in capsys.readouterr().err
    assert not (tmp_path / "g.csv").exists()


@pytest.mark.slow
def test_one_student_regraded_with_only_leaves_every_other_row_and_record_line_byte_for_byte(
        tmp_path):
    blank = honest(MESSAGES)
    blank.cells = blank.cells[:1]
    for student, notebook in (("ann", honest(MESSAGES)), ("bo", blank), ("cy", blank)):
        (tmp_path / "class" / student).mkdir(parents=True)
        nbformat.write(notebook, tmp_path / "class" / student / "01-messages.ipynb")
    out = tmp_path / "out" / "gradebook.csv"
    out.parent.mkdir()
    record = out.with_name("gradebook.record.jsonl")
    assert main(["grade", str(tmp_path / "class"), "--out", str(out), *SANDBOX]) == 0
    before = out.read_text().splitlines(), record.read_text().splitlines()
    nbformat.write(honest(MESSAGES), tmp_path / "class" / "bo" / "01-messages.ipynb")  # late work

    assert main(["grade", str(tmp_path / "class"), "--out", str(out), "--only", "bo",
                 *SANDBOX]) == 0
    after = out.read_text().splitlines(), record.read_text().splitlines()

    def others(lines):
        return [line for line in lines if not line.startswith("bo,") and '"bo"' not in line]

    assert others(after[0]) == others(before[0]) and others(after[1]) == others(before[1])
    rows = {r["student"]: r for r in csv.DictReader(out.open())}
    assert [rows[s]["total"] for s in ("ann", "bo", "cy")] == ["48", "48", "0"]
    assert list(rows) == ["ann", "bo", "cy"]  # bo where he stood
