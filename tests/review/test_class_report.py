"""The teacher's view of a class: the grading record, the class report, similar submissions and the
LMS export, on a generated class whose answers and copies are known by construction.
"""

import csv
import io
import json
import random
from pathlib import Path

import pytest
from places import ROOT

from mcpnb.grade import record
from mcpnb.grade.grading import Graded, ItemGrade
from mcpnb.judge import answers
from mcpnb.judge.report import Finding, Report, Verdict
from mcpnb.judge.tables.check import check_table
from mcpnb.review import analysis, class_report, export, page
from mcpnb.review.similar import similar_pairs
from mcpnb.texts import say, speaking

LESSON = "01-messages"
STUDENTS = 300
FINDINGS = ("messages.parse-error", "messages.ping", "messages.stderr")


def program(seed):
    """A small program of its own for each seed: unrelated work shares nothing but idioms."""
    rng = random.Random(seed)
    shapes = ["a = [b {op} c for c in d if c {cmp} b]", "while a {cmp} b:\n    a {op}= 1",
              "if a {cmp} b:\n    a = {{b: c}}\nelse:\n    a = (b, c)", "a[b] = c {op} d[b]",
              "for a, b in c.items():\n    d.append(a {op} b)", "a = not b or c {cmp} d",
              "try:\n    a = b(c)\nexcept KeyError:\n    a = None", "return a {op} (b {op} c)",
              "with a(b) as c:\n    c.d(e, f=g)", "a = lambda b: b {op} c"]
    lines = []
    for _ in range(30):
        shape = rng.choice(shapes).format(op=rng.choice("+-*/%&|^"),
                                          cmp=rng.choice(["<", ">", "==", "!=", "<=", ">="]))
        lines.append(shape + "\n")
    return "def f(a, b, c, d):\n" + "".join("    " + line.replace("\n", "\n    ").rstrip(" ")
                                         for line in lines)


def generated_class():
    """300 graded submissions of lesson 1: student i passes finding j when (i + j) % 3, writes a
    right first cell of the buffer table when i % 4, and s001 and s002 hand in the same code."""
    graded = []
    for i in range(STUDENTS):
        student = f"s{i:03d}"
        findings = tuple(Finding(f, Verdict.PASSED if (i + j) % 3 else Verdict.FAILED)
                         for j, f in enumerate(FINDINGS))
        report = Report("messages", findings)
        source = program(1 if i == 2 else i)
        table = check_table("buffer-table", [(None, None)] * 3 if i % 4 == 0 else ...)
        items = (
            ItemGrade("fix-server", "server", 10.0, 10.0 * report.passed / 3, report,
                      source=source),
            ItemGrade("buffer-table", "buffer-table", 6.0, 0.0, table),
        )
        graded.append(Graded(Path(f"/class/{student}/lesson.ipynb"), student, LESSON, items,
                             language="en", ran=True))
    return graded


@pytest.fixture(scope="module")
def written(tmp_path_factory):
    folder = tmp_path_factory.mktemp("class")
    graded = generated_class()
    gradebook = folder / "gradebook.csv"
    from mcpnb.grade.views import gradebook_csv

    gradebook.write_text(gradebook_csv(graded))
    record.record_path(gradebook).write_text(record.record_text(graded))
    return {"graded": graded, "gradebook": gradebook}


def test_the_record_sits_beside_the_gradebook_under_the_name_the_report_reads():
    assert record.record_path(Path("/t/gradebook.csv")) == Path("/t/gradebook.record.jsonl")


def test_the_record_is_the_same_bytes_for_the_same_class_and_holds_no_expected_answer(written):
    text = record.record_text(written["graded"])

    assert text == record.record_text(generated_class())
    kinds = {json.loads(line)["record"] for line in text.splitlines()}
    assert kinds == {"submission", "item", "cell", "finding", "code"}
    assert "expected" not in text and "hint\": \"hint" not in text


def test_each_behaviours_share_passed_equals_the_classes_counted_by_hand(written):
    report = class_report(written["gradebook"])

    for j, finding in enumerate(FINDINGS):
        passed = sum(bool((i + j) % 3) for i in range(STUDENTS)) / STUDENTS
        row = report.behaviours[report.behaviours["finding"] == finding].iloc[0]
        assert (row["n"], row["passed"]) == (STUDENTS, round(passed, 4))


def test_an_items_facility_is_its_mean_share_of_points_and_its_discrimination_the_item_rest_r(
        written):
    import pandas as pd

    report = class_report(written["gradebook"])
    server = report.items[report.items["item"] == "fix-server"].iloc[0]
    table = report.items[report.items["item"] == "buffer-table"].iloc[0]

    scores = [g.items[0].score for g in written["graded"]]
    assert server["facility"] == round(sum(s / 10 for s in scores) / STUDENTS, 4)
    assert table["flag"] == "no-spread"  # every table scored 0: no correlation exists
    assert pd.isna(server["discrimination"])  # the rest (the table) has no spread either


def test_a_cells_share_right_and_its_wrong_answers_come_from_what_the_students_wrote(written):
    report = class_report(written["gradebook"])
    cells = report.cells[report.cells["item"] == "buffer-table"]

    assert set(cells["n"]) == {STUDENTS}
    first = cells.iloc[0]
    assert first["right"] == 0  # blank, or None: never right there
    assert first["wrong"] == [("None", STUDENTS // 4, say("buffer-table.buffer.something-left"))]


def test_a_hint_that_names_what_the_student_wrote_is_said_whole_in_the_teachers_language(
        tmp_path):
    deep: list = [1]
    for _ in range(answers.PLAIN_DEPTH + 1):  # nested deeper than a table's answer may be
        deep = [deep]
    table = check_table("buffer-table", [(deep, None)] + [(None, None)] * 2)
    graded = [Graded(Path("/class/ana/lesson.ipynb"), "ana", LESSON,
                     (ItemGrade("buffer-table", "buffer-table", 6.0, 0.0, table),),
                     language="es", ran=True)]
    gradebook = tmp_path / "gradebook.csv"
    record.record_path(gradebook).write_text(record.record_text(graded))

    with speaking("de"):
        report = class_report(gradebook)
        hint = say("table.not-plain", depth=answers.PLAIN_DEPTH)

    ((_, count, said),) = report.cells.iloc[0]["wrong"]
    assert (count, said) == (1, hint) and str(answers.PLAIN_DEPTH) in hint


def test_the_planted_copy_is_found_and_no_unrelated_pair_is():
    sources = {f"s{i:03d}": program(i) for i in range(40)}
    sources["s039"] = sources["s007"].replace("a, b", "x, y")  # renamed, still a copy

    pairs = similar_pairs(sources)

    assert [(p.a, p.b) for p in pairs] == [("s007", "s039")]
    assert pairs[0].share > 0.9 and pairs[0].lines_a


def test_the_same_small_fix_of_the_starting_code_made_by_many_makes_no_pair():
    start = program(5)
    line = start.splitlines(True)[3]
    fixes = ["    a = b if c else d\n", "    a = sorted(b, key=c)\n", "    a = {b: c for b in d}\n"]
    sources = {f"s{i:02d}": start.replace(line, fixes[i % 3], 1) for i in range(30)}

    assert similar_pairs(sources, [start]) == []  # ten students each made one of three fixes


def test_code_everyone_was_given_makes_no_pair():
    given = program(1000)
    sources = {f"s{i}": given + program(i) for i in range(20)}

    assert similar_pairs(sources, [given]) == []


def test_the_report_page_draws_a_picture_per_lesson_and_names_the_similar_pair(written, tmp_path):
    report = class_report(written["gradebook"])
    html = page.report_html(report)

    assert html.count("<svg") == 2 and "<table" in html
    assert "s001 and s002 share 100% of their own fingerprints" in html
    assert html == page.report_html(class_report(written["gradebook"]))  # the same bytes


def roster(tmp_path, columns, rows):
    path = tmp_path / "roster.csv"
    with path.open("w", newline="") as file:
        writer = csv.writer(file)
        writer.writerow(columns)
        writer.writerows(rows)
    return path


CANVAS = ["Student", "ID", "SIS User ID", "SIS Login ID", "Section"]


def test_canvas_gets_its_columns_a_points_possible_row_and_every_roster_students_cell(
        written, tmp_path):
    assignment = "Reading and writing MCP messages (123)"
    path = roster(tmp_path, [*CANVAS, assignment, "Current Score"],
                  [["A, Ann", "11", "sis11", "s000", "A", "", "0"],
                   ["Z, Zed", "99", "sis99", "zed", "A", "7.50", "50"]])

    done = export.export(written["gradebook"], "canvas", path, "SIS Login ID")
    rows = list(csv.reader(io.StringIO(done.text)))

    assert rows[0] == [*CANVAS, assignment]  # its id read from the roster's own column
    assert rows[1] == ["    Points Possible", "", "", "", "", "48"]
    total = written["graded"][0].total
    assert rows[2] == ["A, Ann", "11", "sis11", "s000", "A", format(total, "g")]
    assert rows[3] == ["Z, Zed", "99", "sis99", "zed", "A", "7.50"]  # a blank would clear it
    assert done.not_graded == ("zed",) and len(done.not_in_roster) == STUDENTS - 1


def test_moodle_gets_the_identity_column_it_maps_and_a_column_per_lesson(written, tmp_path):
    path = roster(tmp_path, ["First name", "Email address"], [["Ann", "s001"]])

    done = export.export(written["gradebook"], "moodle", path, maximum=48)
    rows = list(csv.reader(io.StringIO(done.text)))

    assert rows == [["Email address", "Reading and writing MCP messages"],
                    ["s001", format(written["graded"][1].total, "g")]]


@pytest.mark.parametrize("login", ["NA", "null", "nan", "None", "N/A", "#N/A"])
def test_a_login_pandas_would_read_as_missing_exports_its_mark(tmp_path, login):
    from mcpnb.course import course
    from mcpnb.grade.views import gradebook_csv

    first, spec = next(iter(course()["lessons"][LESSON]["items"].items()))
    item = ItemGrade(first, spec["kind"], 41.0, 41.0)
    graded = [Graded(Path("/class", login, "x.ipynb"), login, LESSON, (item,))]
    gradebook = tmp_path / "gradebook.csv"
    gradebook.write_text(gradebook_csv(graded))
    path = roster(tmp_path, ["Email address"], [[login], ["zed"]])

    done = export.export(gradebook, "moodle", path, maximum=48)
    rows = list(csv.reader(io.StringIO(done.text)))

    assert rows[1:] == [[login, "41"]]  # zed has no row: `-` would be no grade in Moodle
    assert done.not_graded == ("zed",) and done.not_in_roster == ()


def test_a_roster_without_the_column_to_match_says_which_columns_it_has(written, tmp_path):
    path = roster(tmp_path, ["Name"], [["Ann"]])

    with pytest.raises(export.RosterError, match="no column 'Email address'.*'Name'"):
        export.export(written["gradebook"], "moodle", path, maximum=48)


def test_a_class_with_no_graded_lesson_gets_a_page_and_a_broken_record_a_clear_line(
        tmp_path, capsys):
    from mcpnb.cli import main
    from mcpnb.grade.views import gradebook_csv
    from mcpnb.texts import later

    unread = [Graded(Path("/class/ann/x.ipynb"), "ann", None,
                     problems=(later("status.not-a-notebook"),))]
    gradebook = tmp_path / "gradebook.csv"
    gradebook.write_text(gradebook_csv(unread))
    record.record_path(gradebook).write_text(record.record_text(unread))

    assert main(["report", str(gradebook), "--out", str(tmp_path / "r.html")]) == 0
    assert "<svg" not in (tmp_path / "r.html").read_text()
    record.record_path(gradebook).write_text("[1, 2]\n")
    assert main(["report", str(gradebook), "--out", str(tmp_path / "r.html")]) == 2
    assert "line 1 of" in capsys.readouterr().err  # one line that names the line, no traceback


def test_a_file_that_is_no_gradebook_is_said_so_before_any_roster_is_read(tmp_path):
    path = roster(tmp_path, ["Email address"], [["ann"]])
    (tmp_path / "notes.csv").write_text("name,mark\nann,3\n")

    with pytest.raises(export.RosterError, match="no gradebook of `mcpnb grade`"):
        export.export(tmp_path / "notes.csv", "moodle", path)


def test_code_python_cannot_read_still_matches_the_code_it_was_given_up_to_its_mistake():
    from mcpnb.review import teacher_solutions
    from mcpnb.review.similar import fingerprints

    given = teacher_solutions(ROOT / "solutions", "02-handshake")["fix-handshake"]
    lines = given.splitlines(True)
    deep = max(i for i, line in enumerate(lines[: len(lines) * 3 // 4]) if line.startswith(" " * 8))
    lines.insert(deep + 1, "   stray = 1  # an unindent that matches no outer level\n")
    broken = "".join(lines)
    with pytest.raises(IndentationError):
        compile("".join(lines[1:]), "broken", "exec")  # past its %%writefile line

    kept = fingerprints(given).keys()
    assert len(fingerprints(broken).keys() & kept) >= 0.9 * len(kept)


def test_the_report_takes_the_lessons_in_the_courses_order_and_says_few_once_for_a_lesson(
        tmp_path):
    from mcpnb.course import course
    from mcpnb.texts import lesson_title

    def row(student, lesson, score):
        items = tuple(ItemGrade(i, spec["kind"], float(spec["points"]), score * spec["points"])
                      for i, spec in course()["lessons"][lesson]["items"].items())
        return Graded(Path(f"/class/{student}/{lesson}.ipynb"), student, lesson, items)

    # By name, "aa" (lesson 2) comes before "zz" (lesson 1): the course's order comes first.
    graded = [row("aa", "02-handshake", 0.5), row("ab", "02-handshake", 1.0),
              row("zz", "01-messages", 0.2), row("zy", "01-messages", 0.9)]
    gradebook = tmp_path / "gradebook.csv"
    record.record_path(gradebook).write_text(record.record_text(graded))

    html = page.report_html(class_report(gradebook))

    first, second = (html.index(f"<h2>{page._e(lesson_title(x))}</h2>")
                     for x in ("01-messages", "02-handshake"))
    assert first < second
    assert html.count(page._e(say("review.few-lesson", few=analysis.FEW))) == 2


def test_one_wrong_answer_spelled_in_several_languages_is_counted_once_as_the_class_spelled_it(
        tmp_path):
    from mcpnb.judge.registry import table

    spec = table("compatibility")
    modern = next(i for i, row in enumerate(spec.expected) if row == ("modern",))

    def wrote(student, word):
        answer = [row[0] for row in spec.expected]  # a table of one column: a value per row
        answer[modern] = word
        verdict = check_table("compatibility", answer)
        grade = ItemGrade("compatibility", "table", 10.0, 0.0, verdict)
        return Graded(Path(f"/class/{student}/04-eras.ipynb"), student, "04-eras", (grade,))

    graded = [wrote("ann", "legacy"), wrote("bea", "heredada"), wrote("cy", "heredada"),
              wrote("dan", "Legacy"), wrote("eve", -32600)]
    gradebook = tmp_path / "gradebook.csv"
    record.record_path(gradebook).write_text(record.record_text(graded))

    cells = class_report(gradebook).cells
    wrong = cells[cells["row"] == modern + 1]["wrong"].iloc[0]

    assert [(answer, count) for answer, count, _ in wrong] == [
        ("'heredada' / 'Legacy' / 'legacy'", 4), ("-32600", 1)]


def test_moodles_worksheet_names_a_participant_as_the_gradebook_of_its_download_knows_her(
        tmp_path):
    from mcpnb.course import course
    from mcpnb.grade.views import gradebook_csv

    first, spec = next(iter(course()["lessons"][LESSON]["items"].items()))
    graded = [Graded(Path("/dl/x.ipynb"), "101", LESSON, (ItemGrade(first, spec["kind"], 9.0, 9.0),))]
    gradebook = tmp_path / "gradebook.csv"
    gradebook.write_text(gradebook_csv(graded))
    columns = ["Identifier", "Full name", "Email address", "Status", "Grade", "Maximum grade",
               "Grade can be changed", "Last modified (submission)", "Last modified (grade)",
               "Feedback comments"]
    worksheet = roster(tmp_path, columns, [
        ["Participant 101", "Ann Smith", "ann@example.org", "Submitted for grading", "",
         "48.00", "Yes", "Friday, 5 May 2023, 3:07 PM", "-", ""],
        ["Teilnehmer/in 102", "Bo Lee", "bo@example.org", "No submission", "3.00", "48.00",
         "Yes", "-", "Monday, 8 May 2023, 9:00 AM", "<p>Seen</p>"]])

    rows = list(csv.reader(io.StringIO(export.export(gradebook, "moodle", worksheet).text)))

    assert rows == [columns[:-1],  # the feedback column would overwrite her stored comments
                    ["Participant 101", "Ann Smith", "ann@example.org", "Submitted for grading",
                     "9", "48.00", "Yes", "Friday, 5 May 2023, 3:07 PM", "-"],
                    ["Teilnehmer/in 102", "Bo Lee", "bo@example.org", "No submission", "3.00",
                     "48.00", "Yes", "-", "Monday, 8 May 2023, 9:00 AM"]]


def test_a_roster_that_matches_nobody_is_refused_with_what_each_side_holds(written, tmp_path):
    path = roster(tmp_path, ["Email address"], [["ann@example.org"], ["bo@example.org"]])

    with pytest.raises(export.RosterError, match="no student of the roster .* --match"):
        export.export(written["gradebook"], "moodle", path, maximum=48)


def test_the_excel_export_begins_with_a_byte_order_mark_and_the_plain_one_without(
        written, tmp_path):
    from mcpnb.cli import main

    path = roster(tmp_path, ["Email address"], [["s001"]])
    for flags, out in (([], "plain.csv"), (["--excel"], "excel.csv")):
        assert main(["export", str(written["gradebook"]), "--to", "moodle", "--maximum", "48", "--roster", str(path),
                     "--out", str(tmp_path / out), *flags]) == 0

    assert not (tmp_path / "plain.csv").read_bytes().startswith(b"\xef\xbb\xbf")
    assert (tmp_path / "excel.csv").read_bytes().startswith(b"\xef\xbb\xbfEmail address")


def _stopped_and_clean_gradebook(tmp_path):
    """ann's notebook stopped with an error after earning 9 points; bo's ran to its end."""
    from mcpnb.course import course
    from mcpnb.grade.views import gradebook_csv
    from mcpnb.texts import later

    first, spec = next(iter(course()["lessons"][LESSON]["items"].items()))
    item = ItemGrade(first, spec["kind"], 9.0, 9.0)
    graded = [Graded(Path("/class/ann/x.ipynb"), "ann", LESSON, (item,),
                     (later("status.error", error="NameError", cell=4),)),
              Graded(Path("/class/bo/x.ipynb"), "bo", LESSON, (item,), ran=True)]
    gradebook = tmp_path / "gradebook.csv"
    gradebook.write_text(gradebook_csv(graded))
    return gradebook


def test_a_notebook_that_stopped_with_an_error_is_left_out_of_the_export_and_named(tmp_path):
    gradebook = _stopped_and_clean_gradebook(tmp_path)
    path = roster(tmp_path, ["Email address"], [["ann"], ["bo"]])

    done = export.export(gradebook, "moodle", path, maximum=48)
    kept = export.export(gradebook, "moodle", path, keep_stopped=True, maximum=48)

    assert list(csv.reader(io.StringIO(done.text)))[1:] == [["bo", "9"]]
    assert done.stopped == (("ann", LESSON, say("status.error", error="NameError", cell=4)),)
    assert list(csv.reader(io.StringIO(kept.text)))[1:] == [["ann", "9"], ["bo", "9"]]
    assert kept.stopped == () and done.not_graded == ()


def test_the_export_command_says_which_row_it_left_out_and_how_to_keep_it(tmp_path, capsys):
    from mcpnb.cli import main

    gradebook = _stopped_and_clean_gradebook(tmp_path)
    path = roster(tmp_path, ["Email address"], [["ann"], ["bo"]])

    assert main(["export", str(gradebook), "--to", "moodle", "--maximum", "48", "--roster", str(path),
                 "--out", str(tmp_path / "moodle.csv")]) == 0

    said = capsys.readouterr().err
    assert f"ann's {LESSON} is left as the roster has it (stops with NameError in cell 4)" in said
    assert "--keep-stopped" in said and "bo's" not in said


def test_every_way_a_run_can_stop_is_a_code_the_export_leaves_out():
    from mcpnb.grade import grading
    from mcpnb.grade.run import Outcome, Run
    from mcpnb.records import NOT_GRADED_CODES, STOPPED_CODES
    from mcpnb.texts import later

    how = grading.Grading()
    runs = [Run(outcome, 3, "NameError") for outcome in Outcome if outcome is not Outcome.LIMIT]
    runs += [Run(Outcome.LIMIT, 3, key.removeprefix("status.limit-"))
             for key in grading.STATUS_CODES if key.startswith("status.limit-")]
    codes = {grading.status_code(problem) for run in runs
             if (problem := grading._run_problem(run, how)) is not None}
    # and a grading that never ended (the batch interrupted, its workers lost) or failed
    never = {grading.status_code(later(f"status.{key}"))
             for key in ("interrupted", "scheduler-lost", "workers-died", "grader-failed")}

    assert codes | never == STOPPED_CODES and never > NOT_GRADED_CODES
    assert grading._run_problem(Run(Outcome.OK), how) is None


def test_a_roster_cell_excel_would_run_is_text_in_the_excel_export_and_as_it_came_in_the_plain(
        written, tmp_path):
    path = roster(tmp_path, ["Student", "ID", "SIS User ID", "SIS Login ID", "Section"],
                  [['=cmd|" /C calc"!A0', "s001", "", "", "A"]])

    plain = export.export(written["gradebook"], "canvas", path, "ID", {LESSON: "1"}).text
    excel = export.export(written["gradebook"], "canvas", path, "ID", {LESSON: "1"},
                          excel=True).text

    assert '=cmd|"' in plain.replace('""', '"') and "'=cmd" not in plain  # as Canvas gave it
    assert "'=cmd" in excel and ",s001," in excel


def test_a_name_that_would_drive_the_terminal_is_shown_escaped_on_it(tmp_path, capsys):
    from mcpnb.cli import main
    from mcpnb.course import course
    from mcpnb.grade.views import gradebook_csv

    first, spec = next(iter(course()["lessons"][LESSON]["items"].items()))
    gradebook = tmp_path / "gradebook.csv"
    item = ItemGrade(first, spec["kind"], 1.0, 1.0)
    gradebook.write_text(gradebook_csv([
        Graded(Path("/class/e/x.ipynb"), "e\x1b[2Jvil\nforged", LESSON, (item,), ran=True),
        Graded(Path("/class/s001/x.ipynb"), "s001", LESSON, (item,), ran=True)]))
    path = roster(tmp_path, ["Email address"], [["s001"]])

    main(["export", str(gradebook), "--to", "moodle", "--maximum", "48", "--roster", str(path),
          "--out", str(tmp_path / "out.csv")])
    said = capsys.readouterr().err

    assert "\x1b" not in gradebook.read_text() and "\x1b" not in said
    assert "e\\x1b[2Jvil\\x0aforged is graded but not in the roster" in said


def test_the_report_writes_its_numbers_as_the_teachers_language_does(written):
    from mcpnb.texts import speaking

    with speaking("de"):
        html = page.report_html(class_report(written["gradebook"]))

    facility = class_report(written["gradebook"]).items["facility"].iloc[0]
    assert f"<td>{facility:.2f}</td>".replace(".", ",") in html
