"""Who handed in what: the hand-in is the identity (`mcpnb.grade.policy.handed_in`), read from
the folders alone, no notebook run."""

from pathlib import Path

from mcpnb.grade.policy import handed_in


def write(root, *names):
    for name in names:
        (root / name).parent.mkdir(parents=True, exist_ok=True)
        (root / name).write_text("{}")


def owners(found, root):
    return [(o.path.relative_to(root).as_posix(), o.student, o.classmate) for o in found]


def test_a_class_folder_stands_for_every_notebook_in_it_but_checkpoints_and_linked_folders(
        tmp_path):
    write(tmp_path / "class", "ana/lesson.ipynb", "ben/mine.ipynb",
          "ben/.ipynb_checkpoints/mine-checkpoint.ipynb", "ben/notes.txt", "cai/a/deep.ipynb")
    write(tmp_path, "elsewhere/secret.ipynb", "one.ipynb")
    (tmp_path / "class" / "dan").symlink_to(tmp_path / "elsewhere")
    (tmp_path / "class" / "eve.ipynb").symlink_to(tmp_path / "elsewhere" / "secret.ipynb")

    found = handed_in([tmp_path / "class", tmp_path / "one.ipynb"])

    assert owners(found, tmp_path) == [
        ("class/eve.ipynb", "class", None),  # a link stays, for the grader to refuse with its row
        ("class/ana/lesson.ipynb", "ana", None), ("class/ben/mine.ipynb", "ben", None),
        ("class/cai/a/deep.ipynb", "cai", None), ("one.ipynb", tmp_path.name, None)]


def test_a_folder_inside_a_hand_in_named_like_a_classmate_is_the_hand_ins_never_the_classmates(
        tmp_path):
    write(tmp_path / "class", "ann/02-handshake.ipynb", "ann/bob/01-messages.ipynb",
          "ann/repo/bob/02-handshake.ipynb", "bob/01-messages.ipynb")

    found = handed_in([tmp_path / "class"])

    assert owners(found, tmp_path / "class") == [
        ("ann/02-handshake.ipynb", "ann", None),  # her own, read first: it counts first
        ("ann/bob/01-messages.ipynb", "ann", "bob"),
        ("ann/repo/bob/02-handshake.ipynb", "ann", "bob"),
        ("bob/01-messages.ipynb", "bob", None)]


def test_a_students_own_folder_named_alone_is_that_student_however_deep_her_notebooks_lie(
        tmp_path):
    write(tmp_path / "class", "ann/02-handshake.ipynb", "ann/old/02-handshake.ipynb",
          "ann/bob/01-messages.ipynb")

    found = handed_in([tmp_path / "class" / "ann"])

    assert [(o.student, o.within) for o in found] == [
        ("ann", ()), ("ann", ("bob",)), ("ann", ("old",))]


def test_students_the_gradebook_writes_alike_are_said_so_and_each_exported_by_her_own_name(
        tmp_path):
    from pathlib import Path

    from mcpnb.course import course
    from mcpnb.grade import gradebook, views
    from mcpnb.grade.grading import Graded, ItemGrade
    from mcpnb.grade.kept import kept
    from mcpnb.review import export
    from mcpnb.term import Term

    lesson = "01-messages"
    item, spec = next(iter(course()["lessons"][lesson]["items"].items()))
    names = {"=x": 5.0, "'=x": 4.0, "bob\udcff": 3.0, "bob\\udcff": 2.0, "ann": 1.0}
    rows = [kept(Graded(Path(f"/class/{n}/x.ipynb"), n, lesson,
                        (ItemGrade(item, spec["kind"], 5.0, score),)))
            for n, score in names.items()]

    said = views.remarks(rows)

    assert [views.status_codes(s, "ok") for s in said] == [
        "ok", "ok", "same-name", "same-name", "ok"]
    assert len({gradebook.written(n) for n in ["=x", "'=x"]}) == 2  # a quote is quoted too
    book = tmp_path / "gradebook.csv"
    term = Term.open(book)
    for row in rows:
        term.commit(row)
    roster = tmp_path / "roster.csv"
    roster.write_text("Email address\nbob\\udcff\nann\n'=x\n")
    assert export.export(book, "moodle", roster, maximum=48).text.splitlines()[1:] == [
        "bob\\udcff,2", "ann,1", "'=x,4"]


def test_a_class_folder_with_a_stray_notebook_is_one_hand_in_and_the_teacher_is_warned(tmp_path):
    from mcpnb.grade.policy import one_or_a_class

    write(tmp_path / "class", "stray.ipynb", "ann/01.ipynb", "bob/01.ipynb")
    write(tmp_path / "repo", "ann.ipynb", "old/ann.ipynb")  # one student's, one folder within

    assert {o.student for o in handed_in([tmp_path / "class"])} == {"class"}
    assert one_or_a_class([tmp_path / "class", tmp_path / "repo"]) == [tmp_path / "class"]


def test_the_summary_writes_its_mean_as_each_language_writes_a_percentage():
    from pathlib import Path

    from mcpnb.course import course
    from mcpnb.grade.batch import summary
    from mcpnb.grade.grading import Graded, ItemGrade
    from mcpnb.texts import speaking

    item, spec = next(iter(course()["lessons"]["01-messages"]["items"].items()))
    rows = [Graded(Path("/c/a/x.ipynb"), "a", "01-messages",
                   (ItemGrade(item, spec["kind"], 8.0, 6.0),))]
    said = {}
    for language in ("en", "es", "de"):
        with speaking(language):
            said[language] = summary(rows)

    assert "75.0%" in said["en"] and "75,0 %" in said["es"] and "75,0 %" in said["de"]


def codes_of(rows, sections=None):
    """Each row's status code with what the term's rows make of it."""
    from mcpnb.grade import views
    from mcpnb.grade.kept import kept

    kept_rows = [kept(row, whole=False) for row in rows]
    said = views.remarks(kept_rows, sections)
    return [views.status_codes(s, k.status_code) for s, k in zip(said, kept_rows, strict=True)], said


def test_an_edition_in_another_language_than_the_students_others_is_said_in_its_status():
    from pathlib import Path

    from mcpnb.grade.grading import Graded

    rows = [Graded(Path(f"/c/ann/{n}.ipynb"), "ann", lesson, language=language)
            for n, (lesson, language) in enumerate([("01-messages", "de"), ("02-handshake", "de"),
                                                     ("03-clients", "es")])]
    rows.append(Graded(Path("/c/bo/x.ipynb"), "bo", "01-messages", language="es"))

    assert codes_of(rows)[0] == ["ok", "ok", "other-language", "ok"]


def test_an_edition_in_another_language_than_the_rosters_section_is_said_in_its_status(tmp_path):
    from pathlib import Path

    from mcpnb.grade.grading import Graded, status_said
    from mcpnb.grade.policy import roster_says

    # Canvas's gradebook export: its "Points Possible" row, sections named in their languages
    roster = tmp_path / "roster.csv"
    roster.write_text("\ufeffStudent,ID,SIS User ID,SIS Login ID,Section\n"
                      "    Points Possible,,,,\n"
                      "Ann Smith,101,,,Grupo B (español)\n"
                      "Bo Lee,102,,,Deutsch 2\n"
                      "Cy Diaz,103,,,Section 1\n")
    sections = roster_says(roster, "ID", "Section", dict.fromkeys(["101", "102", "103"], "")).sections
    rows = [Graded(Path("/c/101.ipynb"), "101", "01-messages", language="en"),
            Graded(Path("/c/102.ipynb"), "102", "01-messages", language="de"),
            Graded(Path("/c/103.ipynb"), "103", "01-messages", language="es")]

    codes, said = codes_of(rows, sections)

    assert sections == {"101": "es", "102": "de"}  # a section that names no language: nothing
    assert codes == ["other-language-section", "ok", "ok"]
    assert "section taught in es" in status_said(said[0], "en")


def test_a_moodle_worksheets_participants_are_read_as_the_download_names_them(tmp_path):
    from mcpnb.grade.policy import roster_says

    roster = tmp_path / "worksheet.csv"
    roster.write_text("Identifier,Full name,Group\nParticipant 101,Ann Smith,de\n")

    assert roster_says(roster, "Identifier", "Group", {"101": ""}).sections == {"101": "de"}


def test_a_roster_without_the_column_named_is_refused_naming_what_it_has(tmp_path, capsys):
    from mcpnb.cli import main

    roster = tmp_path / "roster.csv"
    roster.write_text("Student,ID\nAnn,101\n")
    (tmp_path / "class" / "ann").mkdir(parents=True)
    (tmp_path / "class" / "ann" / "01.ipynb").write_text("{}")

    status = main(["grade", str(tmp_path / "class"), "--out", str(tmp_path / "gradebook.csv"),
                   "--roster", str(roster), "--section", "Section", "--no-sandbox"])

    assert status == 2
    assert "has no column 'Section'; it has 'Student', 'ID'" in capsys.readouterr().err


def test_a_moodle_worksheet_as_roster_says_each_hand_ins_time_in_the_due_times_zone(tmp_path):
    import datetime

    from mcpnb.grade.policy import roster_says, with_times
    from mcpnb.grade.submission import Owned, Timing

    roster = tmp_path / "worksheet.csv"  # as Moodle writes it: no Section, a time in English
    roster.write_text("\ufeffIdentifier,Full name,Grade,Last modified (submission),"
                      "Last modified (grade)\n"
                      "Participant 101,Ann Smith,,\"Tuesday, 10 November 2026, 9:12 PM\",-\n"
                      "Participant 102,Bo Lee,,-,-\n"
                      "Participant 103,Cy Ng,,\"Dienstag, 10. November 2026, 21:12\",-\n")
    madrid = datetime.timezone(datetime.timedelta(hours=1))
    told = roster_says(roster, None, None, dict.fromkeys(["101", "102", "103"], ""), madrid)
    owned = [Owned(Path(f"/d/{s}.ipynb"), s, timing=Timing(upload=("x", 0))) for s in
             ("101", "102")]

    timed = with_times(owned, told.handed)
    due = datetime.datetime(2026, 11, 10, 21, 0, tzinfo=madrid).timestamp()

    assert told.sections is None and told.unread == ("Dienstag, 10. November 2026, 21:12",)
    assert [o.timing.late(due) for o in timed] == [("yes", "12", "worksheet"), ("", "", "")]
    assert timed[0].timing.upload == ("x", 0)  # the order of her uploads kept


def test_a_worksheet_read_in_a_named_zone_keeps_each_dates_summer_or_winter_time(tmp_path):
    import datetime
    import zoneinfo

    from mcpnb.grade.policy import roster_says

    roster = tmp_path / "worksheet.csv"
    roster.write_text("Identifier,Grade,Last modified (submission),Last modified (grade)\n"
                      "Participant 1,,\"Saturday, 24 October 2026, 11:50 PM\",-\n"
                      "Participant 2,,\"Monday, 26 October 2026, 9:15 AM\",-\n")
    berlin = zoneinfo.ZoneInfo("Europe/Berlin")  # summer time ends on 25 October 2026

    handed = roster_says(roster, None, None, {"1": "", "2": ""}, berlin).handed

    assert handed == {"1": datetime.datetime(2026, 10, 24, 21, 50, tzinfo=datetime.UTC).timestamp(),
                      "2": datetime.datetime(2026, 10, 26, 8, 15, tzinfo=datetime.UTC).timestamp()}


def test_another_assignments_worksheet_or_a_wrong_column_is_refused_naming_what_differs(
        tmp_path, capsys):
    import pytest

    from mcpnb.grade.policy import roster_says
    from mcpnb.records import RosterError

    roster = tmp_path / "worksheet.csv"  # lesson 3's: Moodle numbered its participants anew
    roster.write_text("Identifier,Full name,Grade,Last modified (grade)\n"
                      "Participant 105,Tom O'Brien,,-\nParticipant 106,Mia Schmidt,,-\n"
                      "Participant 107,Ana García,,-\n")
    files = {"105": "Mia Schmidt", "106": "Ana Garcia", "107": "Ana García"}

    with pytest.raises(RosterError, match="names 2 of the students otherwise than their files "
                                          "do .*105: 'Mia Schmidt' in the files, \"Tom O'Brien\""):
        roster_says(roster, None, None, files)
    with pytest.raises(RosterError, match="column 'Full name' names none of the students"):
        roster_says(roster, "Full name", None, files)
    told = roster_says(roster, None, None, {"105": "Tom OBrien", "106": "Mia Schmidt",
                                            "107": "Bo Lee"})  # one renamed: said, not refused
    assert told.names["105"] == "Tom O'Brien" and "107 is 'Bo Lee' in the files" in \
        capsys.readouterr().err


def test_a_due_time_without_an_offset_is_read_in_the_zone_the_teacher_named():
    import datetime
    import zoneinfo

    from mcpnb.grade.policy import due_said, due_time

    naive = datetime.datetime(2026, 10, 25, 23, 59)
    berlin = zoneinfo.ZoneInfo("Europe/Berlin")  # winter time again since that morning

    assert due_time(naive, berlin) == datetime.datetime(
        2026, 10, 25, 22, 59, tzinfo=datetime.UTC).timestamp()
    assert due_said(naive, berlin) == "2026-10-25 23:59 CET"
    offset = datetime.datetime.fromisoformat("2026-10-25T23:59+02:00")  # its own offset wins
    assert due_time(offset, berlin) == offset.timestamp()


def test_a_download_named_after_only_or_no_download_at_all_is_a_usage_error_not_an_empty_run(
        tmp_path):
    from mcpnb.grade.policy import unusable

    (tmp_path / "late.zip").write_bytes(b"")
    out = tmp_path / "out" / "gradebook.csv"

    swallowed = unusable(out, [], None, ["123456", str(tmp_path / "late.zip")])
    none = unusable(out, [], None, ["123456"])
    named = unusable(out, [tmp_path], None, ["123456"])

    assert swallowed is not None and "--only took the file" in swallowed
    assert none == "--only regrades students from the downloads named: name them before --only"
    assert named is None
