"""The platforms' own files in and out: rosters as Canvas and Moodle write them (their fixtures,
`platforms/`, and files made by the rules their exporters follow), and `mcpnb export`'s files
held to the rules their importers read by (`importers`, our restatement of their code)."""

import csv
import io
from pathlib import Path

import pytest
from importers import Refused, canvas_reads, gradebook_upload, worksheet_upload

from mcpnb.course import course
from mcpnb.grade.grading import Graded, ItemGrade
from mcpnb.grade.kept import kept
from mcpnb.lms import sheets
from mcpnb.records import RosterError
from mcpnb.review import export
from mcpnb.term import Term

HERE = Path(__file__).parent / "platforms"
LESSON = "01-messages"
TITLE = "Reading and writing MCP messages"


def term_of(tmp_path, marks):
    """A term of lesson 1's rows, each student's first item scoring her mark."""
    first, spec = next(iter(course()["lessons"][LESSON]["items"].items()))
    term = Term.open(tmp_path / "gradebook.csv")
    for student, mark in marks.items():
        term.commit(kept(Graded(Path(f"/d/{student}.ipynb"), student, LESSON,
                                (ItemGrade(first, spec["kind"], 48.0, mark),),
                                place=f"{student}.ipynb")))
    term.close()
    return tmp_path / "gradebook.csv"


# --- rosters as the platforms write them ----------------------------------------------------

@pytest.mark.parametrize(("name", "students", "first"), [
    ("canvas/pristine.csv", 13, "Ball, Lucille"),  # CR line ends
    ("canvas/basic_course_with_sis_login_id.csv", 7, "Blend, Bill"),
    ("canvas/valid_gradebook_contents_with_last_and_first_names.csv", 7, "Blend"),
    ("moodle/grade_import.csv", 1, "Student"),
    ("moodle/load_data_test_oktext.csv", 2, "Anne"),
])
def test_each_platforms_own_roster_is_read_its_points_possible_row_no_student(name, students,
                                                                                first):
    sheet = sheets.read(HERE / name)

    assert len(sheet.rows) == students and sheet.separator == ","
    assert sheet.rows[0][sheet.columns[0]] == first
    assert all("Points Possible" not in row[sheet.columns[0]] for row in sheet.rows)


def test_moodles_tab_separated_file_is_read_with_a_cell_over_two_lines():
    sheet = sheets.read(HERE / "moodle" / "tabfile.csv")

    assert sheet.separator == "\t" and sheet.columns == ["name", "url", "Description of map",
                                                         "Grade"]
    assert sheet.rows[1]["Description of map"].endswith("km.\nThen things get easier.")


def canvas_export_de(path, rows):
    """A gradebook export as Canvas writes it for a teacher whose locale writes decimal commas
    and who has the separator detected (`CSVWithI18n.determine_column_separator`: ';'), with
    the byte-order mark asked for (`include_bom?`): `I18n.n(score, precision: 2)` as 7,50, the
    Points Possible row with four spaces, totals read only (gradebook_exporter.rb)."""
    head = ["Student", "ID", "SIS Login ID", "Section", f"{TITLE} (555)", "Current Score"]
    lines = [head, ["    Points Possible", "", "", "", "48,00", "(read only)"], *rows]
    path.write_bytes(b"\xef\xbb\xbf" + sheets.write(lines, ";").encode())
    return path


def test_a_semicolon_roster_with_decimal_commas_and_a_bom_is_read_and_answered_alike(tmp_path):
    roster = canvas_export_de(tmp_path / "roster.csv", [
        ["Smith, Ann", "101", "ann", "Grupo B (español)", "", "0,00"],
        ["Lee, Bo", "102", "bo", "Gruppe A (Deutsch)", "7,50", "15,63"]])
    gradebook = term_of(tmp_path, {"101": 40.5})

    sheet = sheets.read(roster)
    done = export.export(gradebook, "canvas", roster)
    upload = canvas_reads(done.text.removeprefix("\ufeff"), {555: TITLE},
                          {(101, 555): "", (102, 555): "7.5"})

    assert (sheet.separator, sheet.bom, sheets.number(sheet.rows[1][f"{TITLE} (555)"])) == (
        ";", True, 7.5)
    assert done.text.startswith("\ufeffStudent;ID;SIS Login ID;Section;")  # as it came
    assert upload.changes == {(101, 555): "40.5"} and upload.new_assignments == []
    assert done.not_graded == ("102",)  # and her 7,50 stays as Canvas has it


def test_grade_reads_a_semicolon_rosters_sections(tmp_path):
    from mcpnb.grade.policy import roster_says

    roster = canvas_export_de(tmp_path / "roster.csv", [
        ["Smith, Ann", "101", "ann", "Grupo B (español)", "", ""],
        ["Lee, Bo", "102", "bo", "Gruppe A (Deutsch)", "", ""]])

    assert roster_says(roster, "ID", "Section", {"101": "", "102": ""}).sections == {"101": "es",
                                                                         "102": "de"}


# --- Canvas's import ----------------------------------------------------------------------

def test_canvass_own_roster_comes_back_matched_by_id_its_lesson_column_new_or_by_id(tmp_path):
    gradebook = term_of(tmp_path, {"13": 20.0, "8": 12.5})
    roster = HERE / "canvas" / "pristine.csv"

    with pytest.raises(RosterError, match="no lesson of the gradebook has an assignment in the "
                                          "roster .*--assignment LESSON=ID"):
        export.export(gradebook, "canvas", roster)
    made = export.export(gradebook, "canvas", roster, lesson=LESSON)
    told = export.export(gradebook, "canvas", roster, ids={LESSON: "777"})
    new = canvas_reads(made.text, {}, {})
    known = canvas_reads(told.text, {777: "Lesson one"}, {})

    assert new.new_assignments == [TITLE]  # Canvas asks to make it: the teacher said so
    assert known.new_assignments == [] and known.unknown_students == []
    assert known.changes == {(13, 777): "20", (8, 777): "12.5"}


def test_a_lessons_column_is_found_by_its_title_in_any_language_and_its_ids_cell_kept(tmp_path):
    from mcpnb.texts import catalogue

    spanish = catalogue("es")["lesson.title"][LESSON]
    roster = tmp_path / "roster.csv"
    roster.write_text(sheets.write([
        ["Student", "ID", "SIS Login ID", "Section", f"{spanish} (4242)", "Final Score"],
        ["    Points Possible", "", "", "", "48.00", "(read only)"],
        ["Smith, Ann", "101", "ann", "A", "", ""], ["Lee, Bo", "102", "bo", "A", "30.00", ""],
        ["Student, Test", "999", "", "A", "", ""]]))
    gradebook = term_of(tmp_path, {"101": 40.0})

    upload = canvas_reads(export.export(gradebook, "canvas", roster).text, {4242: spanish},
                          {(102, 4242): "30"})

    assert upload.changes == {(101, 4242): "40"} and upload.new_assignments == []


def test_a_roster_that_is_no_canvas_export_is_refused_for_canvas_with_what_it_has(tmp_path):
    roster = tmp_path / "roster.csv"
    roster.write_text("Email address,ID\nann@example.org,101\n")
    gradebook = term_of(tmp_path, {"101": 40.0})

    with pytest.raises(RosterError, match="no gradebook export of Canvas's .*'Email address'"):
        export.export(gradebook, "canvas", roster)


# --- Moodle's worksheet upload ------------------------------------------------------------

WORKSHEET = ["Identifier", "Full name", "Email address", "Status", "Grade", "Maximum grade",
             "Grade can be changed", "Last modified (submission)", "Online text",
             "Last modified (grade)", "Feedback comments"]


def moodle_worksheet(path, rows, decsep="."):
    """A grading worksheet as Moodle 5.1 writes it (gradingtable.php, dataformat_csv: a BOM,
    commas), each row (participant, name, grade or "", submitted or "-")."""
    lines = [WORKSHEET, *([f"Participant {who}", name, f"{who}@example.org",
                           "Submitted for grading", grade, f"48{decsep}00", "Yes", submitted, "",
                           "-" if not grade else "Friday, 5 May 2023, 3:07 PM",
                           "<p>Good</p>" if grade else ""]
                          for who, name, grade, submitted in rows)]
    path.write_bytes(b"\xef\xbb\xbf" + sheets.write(lines).encode())
    return path


@pytest.mark.parametrize("decsep", [".", ","])
def test_the_worksheet_goes_back_as_moodles_upload_takes_it_each_grade_in_its_site_decimals(
        tmp_path, decsep):
    roster = moodle_worksheet(tmp_path / "worksheet.csv", [
        ("101", "Ann Smith", "", "Tuesday, 10 November 2026, 9:12 PM"),
        ("102", "Bo Lee", f"30{decsep}00", "-"), ("103", "Cy Ng", "", "-")], decsep)
    gradebook = term_of(tmp_path, {"101": 40.5, "104": 12.0})

    done = export.export(gradebook, "moodle", roster)
    taken = worksheet_upload(done.text, {"101": None, "102": 30.0, "103": None}, 48.0, decsep)

    assert taken == {"101": 40.5}  # Bo's 30 and Cy's none stay as Moodle has them
    assert "Feedback comments" not in done.text.splitlines()[0]  # it would overwrite hers
    assert done.not_in_roster == ("104",)
    assert done.not_graded == ("Participant 102", "Participant 103")  # as the teacher knows them


def test_moodles_own_worksheet_fixture_goes_back_with_every_row_as_wide_as_its_header(tmp_path):
    roster = HERE / "moodle" / "assignfeedback_offline_test_worksheet_1.csv"
    gradebook = term_of(tmp_path, {"student1": 20.0})  # its Identifiers are behat's usernames

    text = export.export(gradebook, "moodle", roster).text
    rows = list(csv.reader(io.StringIO(text)))

    assert {len(row) for row in rows} == {len(rows[0])}
    assert not {"Feedback comments", "Marker 1 comment", "Marker 2 comment"} & set(rows[0])
    grade = rows[0].index("Grade")  # 20 of 48 points, out of its Maximum grade of 100
    assert [row[grade] for row in rows[1:3]] == ["41.67", "75"]


def test_a_worksheet_is_one_assignments_so_a_gradebook_of_two_lessons_needs_lesson(tmp_path):
    gradebook = term_of(tmp_path, {"101": 40.0})
    term = Term.open(gradebook)
    term.commit(kept(Graded(Path("/d/x.ipynb"), "101", "02-handshake", place="x.ipynb")))
    term.close()
    roster = moodle_worksheet(tmp_path / "worksheet.csv", [("101", "Ann", "", "-")])

    with pytest.raises(RosterError, match="one assignment's .* --lesson .*01-messages, "
                                          "02-handshake"):
        export.export(gradebook, "moodle", roster)
    assert worksheet_upload(export.export(gradebook, "moodle", roster, lesson=LESSON).text,
                            {"101": None}, 48.0) == {"101": 40.0}


# --- Moodle's gradebook import ------------------------------------------------------------

def test_moodles_gradebook_export_becomes_an_import_keyed_by_a_field_moodle_maps(tmp_path):
    roster = HERE / "moodle" / "grade_import.csv"  # First name, Last name, Email address, ...
    gradebook = term_of(tmp_path, {"student1@example.com": 33.25})

    text = export.export(gradebook, "moodle", roster, maximum=48).text

    assert gradebook_upload(text, "Email address", {"STUDENT1@example.com": 7}) == {
        7: {TITLE: 33.25}}
    with pytest.raises(Refused, match="usermappingerror"):  # one unknown user: all refused
        gradebook_upload(text, "Email address", {"other@example.com": 8})


def test_a_student_without_a_grade_has_no_row_in_moodles_gradebook_import(tmp_path):
    roster = tmp_path / "roster.csv"
    roster.write_text("First name,Last name,Email address\nAnn,Smith,ann@x.org\nBo,Lee,bo@x.org\n")
    gradebook = term_of(tmp_path, {"ann@x.org": 10.0})

    done = export.export(gradebook, "moodle", roster, maximum=48)

    assert gradebook_upload(done.text, "Email address", {"ann@x.org": 1, "bo@x.org": 2}) == {
        1: {TITLE: 10.0}}  # bo's grade in Moodle stays: '-' would have been read as none
    assert done.not_graded == ("bo@x.org",)


def test_an_assignment_titled_as_the_notebooks_heading_is_the_lessons_and_its_points_scale(
        tmp_path):
    roster = tmp_path / "roster.csv"
    roster.write_bytes(b"\xef\xbb\xbf" + sheets.write([
        ["Student", "ID", "SIS Login ID", "Section", "Lección 1 — Leer y escribir mensajes MCP "
         "(4242)", "Lektion 9 (99)"],
        ["    Points Possible", "", "", "", "20,00", "10,00"],
        ["Smith, Ann", "101", "ann", "A", "", "5,00"]], ";").encode())
    gradebook = term_of(tmp_path, {"101": 24.0})

    done = export.export(gradebook, "canvas", roster)
    upload = canvas_reads(done.text.removeprefix("\ufeff"), {4242: "Lección 1"}, {})

    assert upload.changes == {(101, 4242): "10"} and upload.new_assignments == []
    assert done.scaled == ((LESSON, 20.0, 48.0),)  # 24 of 48 is 10 of Canvas's 20
    assert done.text.splitlines()[1:] == ["    Points Possible;;;;20,00", "Smith, Ann;101;ann;A;10"]


def test_a_lesson_the_roster_has_no_assignment_of_is_left_out_and_said(tmp_path):
    roster = tmp_path / "roster.csv"
    roster.write_text(sheets.write([["Student", "ID", "Section", f"{TITLE} (4242)"],
                                    ["Smith, Ann", "101", "A", ""]]))
    gradebook = term_of(tmp_path, {"101": 24.0})
    term = Term.open(gradebook)
    term.commit(kept(Graded(Path("/d/y.ipynb"), "101", "02-handshake", place="y.ipynb")))
    term.close()

    done = export.export(gradebook, "canvas", roster)

    assert done.text.splitlines()[0] == f"Student,ID,Section,{TITLE} (4242)"
    assert done.unplaced == (("02-handshake", f"{TITLE} (4242)"),)


def test_a_roster_of_the_other_platform_is_refused_naming_whose_it_is(tmp_path):
    gradebook = term_of(tmp_path, {"101": 24.0})

    with pytest.raises(RosterError, match="is Canvas's gradebook export: export it with --to "
                                          "canvas"):
        export.export(gradebook, "moodle", HERE / "canvas" / "pristine.csv")
    with pytest.raises(RosterError, match="is a file of Moodle's: export it with --to moodle"):
        export.export(gradebook, "canvas", HERE / "moodle" / "grade_import.csv")


def test_a_moodle_download_goes_into_moodles_gradebook_import_by_its_students_names(tmp_path):
    gradebook = term_of(tmp_path, {"105": 30.0, "106": 12.0})
    term = Term.open(gradebook)  # her download's folder dropped the ' from her name
    term.set_names({"105": "Tom OBrien", "106": "Mia Schmidt"}, "download")
    term.close()
    roster = tmp_path / "grades.csv"  # grade/export/txt: names, no participant
    roster.write_text("First name,Last name,ID number,Institution,Department,Email address\n"
                      "Tom,O'Brien,,,,tom@x.org\nMia,Schmidt,,,,mia@x.org\nAna,Lee,,,,ana@x.org\n")

    done = export.export(gradebook, "moodle", roster, maximum=48)

    assert gradebook_upload(done.text, "Email address", {"tom@x.org": 1, "mia@x.org": 2,
                                                         "ana@x.org": 3}) == {
        1: {TITLE: 30.0}, 2: {TITLE: 12.0}}
    assert done.not_graded == ("ana@x.org",)


def test_canvass_lastname_form_goes_back_without_a_bom_its_importer_would_read_in_the_header(
        tmp_path):
    roster = tmp_path / "roster.csv"
    roster.write_bytes(b"\xef\xbb\xbf" + sheets.write([
        ["LastName", "FirstName", "ID", "SIS Login ID", "Section", f"{TITLE} (4242)"],
        ["Smith", "Ann", "101", "ann", "A", ""]]).encode())
    gradebook = term_of(tmp_path, {"101": 24.0})

    text = export.export(gradebook, "canvas", roster).text

    assert text.startswith("LastName,FirstName,ID,")  # row[0] == "LastName" (L437)


def test_another_assignments_worksheet_is_refused_at_export_too(tmp_path):
    gradebook = term_of(tmp_path, {"407": 30.0, "408": 20.0})
    term = Term.open(gradebook)
    term.set_names({"407": "Mateo Rojas", "408": "Hanna Keller"}, "download")
    term.close()
    lesson3 = moodle_worksheet(tmp_path / "worksheet.csv", [  # the same people, other numbers
        ("707", "Mateo Rojas", "", "-"), ("407", "Lucía Pérez", "", "-"),
        ("408", "Chloe Martin", "", "-")])

    with pytest.raises(RosterError, match="names 2 of its participants otherwise than the "
                                          "term does .*this lesson's assignment's"):
        export.export(gradebook, "moodle", lesson3)


def test_a_gradebook_import_matches_names_among_the_lessons_students_and_says_its_scale(
        tmp_path):
    gradebook = term_of(tmp_path, {"407": 30.0})
    term = Term.open(gradebook)  # lesson 2's download numbered Mateo anew: 902
    term.commit(kept(Graded(Path("/d/902.ipynb"), "902", "02-handshake", place="902.ipynb")))
    term.set_names({"407": "Mateo Rojas", "902": "Mateo Rojas"}, "download")
    term.close()
    roster = tmp_path / "grades.csv"
    roster.write_text("First name,Last name,Email address\nMateo,Rojas,mateo@x.org\n"
                      "Test,Student,\n")

    done = export.export(gradebook, "moodle", roster, lesson=LESSON, maximum=48)

    assert done.text.splitlines()[1:] == ["mateo@x.org,30"]
    assert done.not_graded == ()  # no empty cell, no test student


def test_a_grade_the_lms_has_that_the_export_changes_is_named(tmp_path):
    roster = tmp_path / "roster.csv"
    roster.write_text(sheets.write([
        ["Student", "ID", "Section", f"{TITLE} (4242)"],
        ["    Points Possible", "", "", "48.00"],
        ["Smith, Ann", "101", "A", "3.50"], ["Lee, Bo", "102", "A", "12.00"],
        ["Student, Test", "999", "A", ""]]))
    gradebook = term_of(tmp_path, {"101": 0.0, "102": 12.0})

    done = export.export(gradebook, "canvas", roster)

    assert done.replaced == (("101", LESSON, "3.50", 0.0),)  # Bo's 12 is his grade already
    assert "Smith, Ann (101)'s 01-messages: 3.50 in the roster becomes 0" in export.said(
        done, gradebook)
    assert done.not_graded == ()  # Canvas's test student is no one


def test_moodles_gradebook_import_waits_for_the_maximum_its_export_does_not_say(tmp_path):
    roster = HERE / "moodle" / "grade_import.csv"
    gradebook = term_of(tmp_path, {"student1@example.com": 24.0})

    with pytest.raises(RosterError, match="does not say the grade item's maximum: give it with "
                                          "--maximum .*--maximum 48 to write the lesson's"):
        export.export(gradebook, "moodle", roster)
    assert export.export(gradebook, "moodle", roster, maximum=100).text.splitlines()[1] == (
        "student1@example.com,50")


def test_a_name_a_file_wrote_without_its_accents_is_still_the_rosters_student():
    from mcpnb.lms.sheets import same_name

    assert same_name("García López, Ana", "garcíalópezana")  # letters kept
    assert same_name("García López, Ana", "garcalpezana")  # a slug of ASCII letters alone
    assert same_name("garcalpezana", "García López, Ana")
    assert not same_name("García López, Ana", "garclpezana")  # another letter missing
    assert not same_name("Smith, Ann", "smithbob")
    assert not same_name("Müller, Ben", "Muller, Ben")  # both written whole: two students
