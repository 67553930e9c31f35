"""A term as the LMS gives it and takes it back: a Moodle 4.1+ download and its grading worksheet,
a Canvas download in Spanish and its gradebook export as a German teacher's locale writes it
(`;`, decimal commas, a BOM), each made by the rules the platforms' own code follows
(`tests/review/platforms/README.md`, `tests/review/importers.py`), graded for real by the command
line, then exported and read back by our restatement of each platform's importer."""

import csv
import datetime
import zipfile
from pathlib import Path

import nbformat
import pytest
from hostile import HANDSHAKE, MESSAGES, full, honest

from mcpnb.cli import main
from mcpnb.lms import sheets
from mcpnb.running.sandbox import unavailable

MADE = (2026, 12, 4, 9, 30, 0)  # when the teacher downloaded: every member's time, never read
DUE = "2026-11-10T21:00+01:00"


def blank(lesson, language="en"):
    return nbformat.read(Path(__file__).parents[2] / "notebooks" / language / f"{lesson}.ipynb",
                         as_version=4)


def zipped(path, members):
    with zipfile.ZipFile(path, "w") as archive:
        for name, notebook in members:
            archive.writestr(zipfile.ZipInfo(name, MADE), notebook if isinstance(notebook, str)
                             else nbformat.writes(notebook))
    return path


def grade(*arguments):
    sandbox = ["--no-sandbox"] if unavailable() is not None else []
    return main(["grade", *map(str, arguments), "--lang", "en", *sandbox])


def rows_of(gradebook):
    return {(r["student"], r["lesson"] or r["file"]): r
            for r in csv.DictReader(gradebook.open(encoding="utf-8"))}


@pytest.mark.slow
def test_a_moodle_assignment_is_graded_from_its_download_and_worksheet_and_taken_back(
        tmp_path, capsys):
    from importers import worksheet_upload

    folder = "{}_{}_assignsubmission_{}"  # Moodle 4.1+: mod/assign/classes/downloader.php
    download = zipped(tmp_path / "C1-Lesson 1-12.zip", [
        (folder.format("Ann Smith", 101, "file") + "/01-messages.ipynb", honest(MESSAGES)),
        # Bo uploaded a blank notebook, then his work under the same name: Moodle's file area
        # kept the second as "(1)", which sorts first
        (folder.format("Bo Lee", 102, "file") + "/01-messages.ipynb", blank(MESSAGES)),
        (folder.format("Bo Lee", 102, "file") + "/01-messages (1).ipynb", honest(MESSAGES)),
        (folder.format("Cy Müller", 103, "file") + "/lektion1.ipynb", honest(MESSAGES, "de")),
        (folder.format("Di Ng", 104, "file") + "/02-handshake.ipynb", blank(HANDSHAKE)),
        (folder.format("Ed Roe", 105, "onlinetext") + "/onlinetext.html", "<p>my answers</p>")])
    worksheet = tmp_path / "Grades-C1-Lesson 1-12.csv"  # gradingtable.php, dataformat_csv
    columns = ["Identifier", "Full name", "Email address", "Status", "Grade", "Maximum grade",
               "Grade can be changed", "Last modified (submission)", "Online text",
               "Last modified (grade)", "Feedback comments"]
    people = [(101, "Ann Smith", "Tuesday, 10 November 2026, 8:59 PM"),
              (102, "Bo Lee", "Tuesday, 10 November 2026, 9:00 PM"),
              (103, "Cy Müller", "Tuesday, 10 November 2026, 9:12 PM"),
              (104, "Di Ng", "Monday, 9 November 2026, 10:00 AM"),
              (105, "Ed Roe", "Monday, 9 November 2026, 10:00 AM"), (106, "Flo Kim", "-")]
    worksheet.write_bytes(b"\xef\xbb\xbf" + sheets.write([columns, *(
        [f"Participant {n}", name, f"{n}@example.org", "Submitted for grading", "", "48.00",
         "Yes", when, "", "-", ""] for n, name, when in people)]).encode())
    out = tmp_path / "out" / "gradebook.csv"

    assert grade(download, "--out", out, "--roster", worksheet, "--due", DUE) == 0
    said, rows = capsys.readouterr().out, rows_of(out)

    ann, bo, cy = (rows[(s, MESSAGES)] for s in ("101", "102", "103"))
    assert (ann["total"], ann["late"], ann["late_known_by"], ann["name"]) == (
        full(MESSAGES), "no", "worksheet", "Ann Smith")
    assert (bo["file"], bo["total"], bo["late"]) == ("01-messages (1).ipynb", full(MESSAGES), "no")
    assert (cy["total"], cy["late"], cy["minutes_late"], cy["language"]) == (
        full(MESSAGES), "yes", "12", "de")
    assert rows[("104", "02-handshake.ipynb")]["status_code"] == "other-lesson"
    assert "1 in the roster handed nothing in: Flo Kim (106)" in said
    assert "1 text entry or link, not graded" in said and "Ed Roe (105)" in said

    back = tmp_path / "worksheet-graded.csv"
    assert main(["export", str(out), "--to", "moodle", "--roster", str(worksheet), "--lesson",
                 MESSAGES, "--out", str(back)]) == 0
    taken = worksheet_upload(back.read_text(encoding="utf-8"),
                             {str(n): None for n, _, _ in people}, 48.0)
    assert taken == {"101": float(full(MESSAGES)), "102": float(full(MESSAGES)),
                     "103": float(full(MESSAGES))}


@pytest.mark.slow
def test_a_canvas_assignment_in_spanish_is_graded_and_taken_back_by_a_german_teachers_canvas(
        tmp_path):
    from importers import canvas_reads

    from mcpnb.texts import catalogue

    download = zipped(tmp_path / "submissions.zip", [  # content_zipper.rb
        ("garciaana_201_501_leccion1.ipynb", honest(MESSAGES, "es")),
        ("ruizbea_202_9_borrador.ipynb", blank(MESSAGES, "es")),  # her draft, then her final:
        ("ruizbea_202_10_final.ipynb", honest(MESSAGES, "es")),  # a greater attachment id
        ("sanzcarla_LATE_203_777_leccion1.ipynb", honest(MESSAGES, "es"))])
    title = f"{catalogue('de')['lesson.title'][MESSAGES]} (4242)"
    roster = tmp_path / "2026-12-04T0930_Noten-MCP.csv"  # lib/csv_with_i18n.rb for de
    roster.write_bytes(b"\xef\xbb\xbf" + sheets.write([
        ["Student", "ID", "SIS Login ID", "Section", title, "Current Score"],
        ["    Points Possible", "", "", "", "48,00", "(read only)"],
        ["García, Ana", "201", "ana", "Grupo B (español)", "", ""],
        ["Ruiz, Bea", "202", "bea", "Grupo B (español)", "", ""],
        ["Sanz, Carla", "203", "carla", "Grupo B (español)", "", ""],
        ["Vega, Dora", "204", "dora", "Grupo B (español)", "12,50", "26,04"]], ";").encode())
    out = tmp_path / "out" / "gradebook.csv"

    assert grade(download, "--out", out, "--roster", roster, "--due", DUE) == 0
    rows = rows_of(out)
    back = tmp_path / "canvas.csv"
    assert main(["export", str(out), "--to", "canvas", "--roster", str(roster), "--out",
                 str(back)]) == 0

    assert rows[("202", MESSAGES)]["file"] == "ruizbea_202_10_final.ipynb"
    assert [rows[(s, MESSAGES)]["late"] for s in ("201", "202", "203")] == ["no", "no", "yes"]
    assert rows[("201", MESSAGES)]["name"] == "García, Ana"
    upload = canvas_reads(back.read_bytes().decode("utf-8").removeprefix("\ufeff"),
                          {4242: title.removesuffix(" (4242)")}, {(204, 4242): "12.5"})
    total = full(MESSAGES)
    assert upload.changes == {(201, 4242): total, (202, 4242): total, (203, 4242): total}
    assert upload.new_assignments == [] and back.read_bytes().startswith(b"\xef\xbb\xbfStudent;")


def test_the_due_time_keeps_its_zone_for_the_worksheets_times():
    from mcpnb.cli import parser

    assert parser().parse_args(["grade", "x", "--out", "o.csv", "--due", DUE]).due.utcoffset(
    ) == datetime.timedelta(hours=1)


@pytest.mark.slow
def test_a_word_without_its_quotes_stops_the_notebook_yet_costs_its_cell_alone_in_the_export(
        tmp_path):
    from mcpnb.course import course

    notebook = honest(MESSAGES)
    cell = next(c for c in notebook.cells if c.cell_type == "code" and "bad_line_replies = ["
                in c.source)
    cell.source = cell.source.replace('("nothing", "nothing")', '(nothing, "nothing")')
    (tmp_path / "class" / "ann").mkdir(parents=True)
    nbformat.write(notebook, tmp_path / "class" / "ann" / "01.ipynb")
    out = tmp_path / "out" / "gradebook.csv"
    roster = tmp_path / "roster.csv"
    roster.write_text("First name,Last name,Email address\nAnn,Smith,ann\n")

    assert grade(tmp_path / "class", "--out", out) == 0
    row = rows_of(out)[("ann", MESSAGES)]
    assert main(["export", str(out), "--to", "moodle", "--maximum", "48", "--roster", str(roster), "--out",
                 str(tmp_path / "m.csv")]) == 0

    assert row["status_code"] == "unquoted" and "a word without its quotes" in row["status"]
    cell_share = course()["lessons"][MESSAGES]["items"]["bad-lines"]["points"] / 8
    assert float(row["total"]) == round(float(full(MESSAGES)) - cell_share, 2)  # one of 8 cells
    assert (tmp_path / "m.csv").read_text().splitlines()[1] == f"ann,{row['total']}"
