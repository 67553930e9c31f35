"""A class as it comes from Canvas or Moodle (`mcpnb.grade.downloads`), laid out as each platform's
own code names its bulk download: Canvas's `app/models/content_zipper.rb` (`get_filename`,
`add_upload_submission`: `<name>[_late]_<user id>_<attachment id>_<file name>`, the name
lowercased to word characters), Moodle's `mod/assign/locallib.php` (`download_submissions`:
`<Full Name>_<participant id>_assignsubmission_file_`, a folder, or the prefix of flat files).
Read from the folders alone: no notebook runs."""

import calendar
import zipfile

import pytest

from mcpnb.grade.downloads import platform_of
from mcpnb.grade.policy import handed_in

CANVAS = ["smithann_123456_7890123_01-messages.ipynb",
          "obrienbob_late_234567_8901234_02-handshake.ipynb",
          "leecy_LATE_345678_9012345_01-messages-1.ipynb"]
MOODLE = ["Ann Smith_101_assignsubmission_file_/01-messages.ipynb",
          "Bob O Brien_102_assignsubmission_file_/work/02-handshake.ipynb"]


def lay_out(root, names):
    for name in names:
        (root / name).parent.mkdir(parents=True, exist_ok=True)
        (root / name).write_text("{}")
    return root


def owners(found):
    return [(o.student, o.timing.marked_late) for o in found]


def test_a_canvas_download_is_owned_by_each_students_canvas_user_id_with_its_late_marker(tmp_path):
    folder = lay_out(tmp_path / "submissions", CANVAS)

    assert platform_of(folder) == "canvas"
    assert owners(handed_in([folder])) == [("123456", False), ("234567", True), ("345678", True)]


def test_a_moodle_download_in_folders_is_owned_by_each_participant_id_however_deep(tmp_path):
    folder = lay_out(tmp_path / "moodle", MOODLE)

    found = handed_in([folder])

    assert platform_of(folder) == "moodle"
    assert [(o.student, o.within) for o in found] == [("101", ()), ("102", ("work",))]


def test_a_moodle_download_of_flat_files_is_owned_alike(tmp_path):
    folder = lay_out(tmp_path / "flat", ["Ann Smith_101_assignsubmission_file_01-messages.ipynb"])

    assert [o.student for o in handed_in([folder])] == ["101"]


def test_a_zipped_download_is_unpacked_privately_with_nothing_but_notebooks_and_its_times_unread(
        tmp_path):
    archive = tmp_path / "submissions.zip"
    stamp = (2026, 11, 30, 23, 45, 0)  # when the zip was made: Canvas stamps every member so
    with zipfile.ZipFile(archive, "w") as zipped:
        for name in CANVAS:
            zipped.writestr(zipfile.ZipInfo(name, stamp), "{}")
        zipped.writestr("../escape.ipynb", "{}")
        zipped.writestr("notes.txt", "not a notebook")

    found = handed_in([archive])

    assert [o.student for o in found] == ["123456", "234567", "345678"]
    assert [o.timing.late(calendar.timegm((2026, 11, 1, 0, 0, 0))) for o in found] == [
        ("no", "", "marker"), ("yes", "", "marker"), ("yes", "", "marker")]
    assert all(o.path.is_relative_to(found[0].path.parent) for o in found)


def test_a_zip_of_a_class_says_no_time_not_the_unpacked_files_nor_its_members(tmp_path):
    from mcpnb.grade.submission import hand_in

    archive = tmp_path / "class.zip"
    with zipfile.ZipFile(archive, "w") as zipped:
        zipped.writestr(zipfile.ZipInfo("ann/01.ipynb", (2026, 11, 30, 23, 45, 0)), "{}")

    handed = hand_in(handed_in([archive])[0])

    assert (handed.student, handed.timing.late(0.0)) == ("ann", ("", "", ""))


def test_canvas_attachment_ids_order_a_students_uploads_as_numbers(tmp_path):
    folder = lay_out(tmp_path / "submissions", ["smithann_123456_10_final.ipynb",
                                                "smithann_123456_9_draft.ipynb"])
    final, draft = (o.timing for o in sorted(handed_in([folder]), key=lambda o: o.path.name))

    assert final.later_than(draft) is True and draft.later_than(final) is False


def test_moodles_copy_of_a_name_is_its_later_upload_and_two_names_say_nothing(tmp_path):
    folder = lay_out(tmp_path / "moodle", [
        "Ann Smith_101_assignsubmission_file/01-messages.ipynb",
        "Ann Smith_101_assignsubmission_file/01-messages (1).ipynb",
        "Ann Smith_101_assignsubmission_file/01-messages (2).ipynb",
        "Ann Smith_101_assignsubmission_file/other.ipynb"])
    found = {o.path.name: o.timing for o in handed_in([folder])}
    first, second, third = (found[n] for n in ("01-messages.ipynb", "01-messages (1).ipynb",
                                               "01-messages (2).ipynb"))

    assert second.later_than(first) and third.later_than(second) and not first.later_than(third)
    assert found["other.ipynb"].later_than(third) is None


def test_a_class_of_folders_named_after_students_is_no_platforms_download(tmp_path):
    assert platform_of(lay_out(tmp_path / "class", ["ann/01.ipynb", "bob/01.ipynb"])) is None


@pytest.mark.slow
def test_a_canvas_zip_is_graded_into_rows_of_its_ids_the_later_upload_counted_lateness_canvass(
        tmp_path):
    import csv

    import nbformat
    from hostile import MESSAGES, full, honest

    from mcpnb.cli import main

    blank, right = honest(MESSAGES), honest(MESSAGES)
    blank.cells = blank.cells[:1]
    archive = tmp_path / "submissions.zip"
    made = (2026, 12, 3, 9, 0, 0)  # Canvas stamps every member with the time it made the zip
    files = [  # one student twice (the later upload right, though its name sorts first), one
        # late by Canvas's marker
        ("smithann_123456_9_01-messages.ipynb", blank),
        ("smithann_123456_10_01-messages-1.ipynb", right),
        ("leecy_late_345678_3_01-messages.ipynb", right)]
    with zipfile.ZipFile(archive, "w") as zipped:
        for name, notebook in files:
            zipped.writestr(zipfile.ZipInfo(name, made), nbformat.writes(notebook))
    out = tmp_path / "out" / "gradebook.csv"

    status = main(["grade", str(archive), "--out", str(out), "--due", "2026-12-02T00:00+00:00",
                   *(["--no-sandbox"] if sandbox_missing() else [])])
    rows = {r["student"]: r for r in csv.DictReader(out.open())}

    assert status == 0 and sorted(rows) == ["123456", "345678"]
    ann, cy = rows["123456"], rows["345678"]
    assert (ann["file"], ann["total"], ann["late"], ann["late_known_by"]) == (
        "smithann_123456_10_01-messages-1.ipynb", full(MESSAGES), "no", "marker")
    assert "smithann_123456_9_01-messages.ipynb" in ann["status"]
    assert (cy["late"], cy["minutes_late"], cy["late_known_by"]) == ("yes", "", "marker")


def sandbox_missing():
    from mcpnb.running.sandbox import unavailable

    return unavailable() is not None


# --- a download as a hostile student shapes her own names -----------------------------------

def owned(found):
    return {o.path.name: (o.student, o.problem.key if o.problem else None,
                          o.remark.key if o.remark else None) for o in found}


def test_a_moodle_file_named_to_hold_a_classmates_id_stays_its_uploaders(tmp_path):
    folder = lay_out(tmp_path / "flat", [
        "Ann Smith_101_assignsubmission_file_01-messages.ipynb",
        # Mallory (102) uploads a file she named after Ann's
        "Mallory_102_assignsubmission_file_x_101_assignsubmission_file_01-messages.ipynb",
        # Eve (103) names herself after Ann
        "x_101_assignsubmission_file_103_assignsubmission_file_01-messages.ipynb"])

    found = owned(handed_in([folder]))

    assert found["Ann Smith_101_assignsubmission_file_01-messages.ipynb"] == ("101", None, None)
    assert found["Mallory_102_assignsubmission_file_x_101_assignsubmission_file_01-messages"
                 ".ipynb"][0] == "102"
    assert found["x_101_assignsubmission_file_103_assignsubmission_file_01-messages.ipynb"][
        0] == "103"


def test_a_file_that_reads_two_ways_with_no_classmate_to_tell_them_apart_is_taken_leftmost_and_said(
        tmp_path):
    folder = lay_out(tmp_path / "flat", [
        "Mallory_102_assignsubmission_file_x_101_assignsubmission_file_01-messages.ipynb"])

    [(student, problem, remark)] = owned(handed_in([folder])).values()

    assert (student, problem, remark) == ("102", None, "status.read-two-ways")


def test_a_canvas_name_made_to_hold_a_classmates_id_stays_its_owners(tmp_path):
    folder = lay_out(tmp_path / "canvas", ["smithann_101_7_01-messages.ipynb",
                                           "smithann_101_9_02-handshake.ipynb",
                                           "evil_101_1_102_9002_01-messages.ipynb",
                                           "leecy_103_8_lesson_1_2_final.ipynb",
                                           "doejane_104_5_x_105_1_y.ipynb"])

    found = owned(handed_in([folder]))

    assert found["smithann_101_7_01-messages.ipynb"] == ("101", None, None)
    # never Ann's, whose id Canvas names smithann, nor 102's, read in the student's own name
    evil = found["evil_101_1_102_9002_01-messages.ipynb"]
    assert evil == ("evil_101_1_102_9002_01-messages.ipynb", "status.whose-unknown", None)
    # a file's own name may hold digits between underscores: Canvas's first reading is its owner
    assert found["leecy_103_8_lesson_1_2_final.ipynb"] == ("103", None, None)
    assert found["doejane_104_5_x_105_1_y.ipynb"] == ("104", None, None)  # 105 absent or not


def test_a_canvas_file_named_with_a_late_marker_inside_it_changes_nothing_of_its_owner(tmp_path):
    # the decoy gave Jane's id another name, which put her reading of it aside: her next file
    # then read as an absent classmate's
    folder = lay_out(tmp_path / "canvas", ["doejane_111_9103_late_111_7_notes.ipynb",
                                           "doejane_111_9104_x_333_1_scratch.ipynb",
                                           "smithann_222_9001_01-messages.ipynb"])

    found = owned(handed_in([folder]))

    assert {name: row[0] for name, row in found.items()} == {
        "doejane_111_9103_late_111_7_notes.ipynb": "111",
        "doejane_111_9104_x_333_1_scratch.ipynb": "111",
        "smithann_222_9001_01-messages.ipynb": "222"}
    assert not any(o.timing.marked_late for o in handed_in([folder]))


def test_a_canvas_display_name_holding_a_slash_is_its_uploaders_and_the_download_stays_canvas(
        tmp_path):
    honest = ["smithann_222_9001_01-messages.ipynb", "brownbob_333_9002_01-messages.ipynb"]
    folders = [f"doejane_111_{9100 + n}_x_{who}_assignsubmission_file/01-messages.ipynb"
               for n, who in enumerate([222, 333, 444, 111])]
    folder = lay_out(tmp_path / "canvas", [*honest, *folders])

    found = handed_in([folder])

    assert platform_of(folder) == "canvas"
    assert sorted((o.student, o.place) for o in found if o.student != "111") == [
        ("222", honest[0]), ("333", honest[1])]
    assert [o.student for o in found].count("111") == 4


def test_a_file_of_a_download_that_names_no_student_is_a_row_of_its_own_never_the_class(
        tmp_path):
    folder = lay_out(tmp_path / "canvas", [*CANVAS, "stray/01-messages.ipynb"])

    found = handed_in([folder])

    assert platform_of(folder) == "canvas"
    assert sorted(o.student for o in found) == [
        "123456", "234567", "345678", "stray/01-messages.ipynb"]
    assert next(o for o in found if "/" in o.student).problem.key == "status.not-platform-named"


def test_a_zip_member_that_cannot_be_unpacked_is_its_own_row_and_the_rest_are_graded(tmp_path):
    archive = tmp_path / "submissions.zip"
    with zipfile.ZipFile(archive, "w") as zipped:
        zipped.writestr(CANVAS[0], "{}")
        zipped.writestr("a_1_2_x.ipynb", "{}")
        zipped.writestr("a_1_2_x.ipynb/b_3_4_y.ipynb", "{}")  # a folder named as the file
        zipped.writestr("c_5_6_" + "z" * 300 + ".ipynb", "{}")  # a name no folder takes
    data = bytearray(archive.read_bytes())
    at = data.index(b"{}", data.index(CANVAS[0].encode()))
    data[at] = ord("[")  # its CRC no longer holds
    archive.write_bytes(bytes(data))

    found = {o.place: (o.student, o.problem.key if o.problem else None)
             for o in handed_in([archive])}

    assert found[CANVAS[0]] == ("123456", "status.zip-member")  # BadZipFile: a bad CRC
    assert found["a_1_2_x.ipynb/b_3_4_y.ipynb"] == ("1", "status.zip-member")
    assert found["a_1_2_x.ipynb"] == ("1", None)
    assert any(place.startswith("c_5_6_") and row == ("5", "status.zip-member")
               for place, row in found.items())


def test_a_zip_that_unpacks_past_its_bound_is_refused_past_it_each_student_keeping_a_row(
        tmp_path, monkeypatch):
    from mcpnb.grade import downloads

    monkeypatch.setattr(downloads, "UNPACK_FLOOR", 50_000)
    monkeypatch.setattr(downloads, "UNPACK_RATIO", 1)
    archive = tmp_path / "bomb.zip"
    with zipfile.ZipFile(archive, "w", zipfile.ZIP_DEFLATED) as zipped:
        for n in range(40):
            zipped.writestr(f"s_{n}_{n}_01.ipynb", "{" + " " * 20_000 + "}")

    found = handed_in([archive])
    refused = [o for o in found if o.problem is not None]

    assert sum(o.problem is None for o in found) == 2  # 2 of 20,002 bytes fit in 50,000
    assert len(found) == 40 and {o.problem.key for o in refused} == {"status.zip-too-large"}
    assert sum(p.stat().st_size for p in found[-1].path.parent.glob("*.ipynb")) <= 50_000


def test_of_a_students_two_files_the_later_upload_is_graded_and_a_tie_is_said_not_guessed():
    from pathlib import Path

    from mcpnb.grade.batch import latest
    from mcpnb.grade.submission import HandedIn, Timing

    def handed(name, upload=None, when=None):
        return HandedIn(Path("/d") / name, "101", lesson="01-messages", place=name,
                        timing=Timing(when, "file" if when else "", upload=upload))

    copies = latest([handed("01 (1).ipynb", ("/d/01.ipynb", 1)),
                     handed("01.ipynb", ("/d/01.ipynb", 0))])
    names = latest([handed("b.ipynb", ("/d/b.ipynb", 0)), handed("a.ipynb", ("/d/a.ipynb", 0))])
    times = latest([handed("a.ipynb", when=2.0), handed("b.ipynb", when=1.0)])

    assert [(h.place, h.superseded.key) for h in copies] == [("01 (1).ipynb", "status.superseded")]
    assert [(h.place, h.superseded.key, dict(h.superseded.values)["files"]) for h in names] == [
        ("a.ipynb", "status.tied", "b.ipynb")]
    assert [(h.place, h.superseded.key) for h in times] == [("a.ipynb", "status.superseded")]


def test_a_notebook_of_another_lesson_in_a_download_is_its_own_row_of_no_lesson_never_graded():
    from pathlib import Path

    from mcpnb.grade.batch import of_its_lesson
    from mcpnb.grade.submission import HandedIn

    def handed(student, lesson, download="week1.zip"):
        return HandedIn(Path(f"/d/{student}.ipynb"), student, lesson=lesson, download=download)

    rows = of_its_lesson([handed("101", "01-messages"), handed("102", "01-messages"),
                          handed("103", "02-handshake"), handed("104", "02-handshake", "")])

    assert [(r.student, r.lesson, r.problem and r.problem.key) for r in rows] == [
        ("101", "01-messages", None), ("102", "01-messages", None),
        ("103", None, "status.other-lesson"), ("104", "02-handshake", None)]
    assert dict(rows[2].problem.values) == {"lesson": "02-handshake", "assignment": "01-messages"}


def test_a_students_name_comes_with_her_files_where_the_platform_writes_one(tmp_path):
    folder = lay_out(tmp_path / "moodle", [
        "Bob OBrien_101_assignsubmission_file/01.ipynb",  # clean_filename took the ' out
        "Participant_102_assignsubmission_file/01.ipynb"])  # blind marking: no name
    canvas = lay_out(tmp_path / "canvas", ["obrienbob_LATE_201_9_01.ipynb",
                                           "anon_x7k2m_9001_01.ipynb",
                                           "LATE_anon_q2w3e_9002_01.ipynb"])

    assert [(o.student, o.name) for o in handed_in([folder])] == [("101", "Bob OBrien"),
                                                                  ("102", "")]
    assert [(o.student, o.name, o.timing.marked_late) for o in handed_in([canvas])] == [
        ("201", "obrienbob", True), ("anon_q2w3e", "", True), ("anon_x7k2m", "", False)]


def test_what_a_grading_leaves_the_teacher_is_said_in_a_few_lines(tmp_path):
    from mcpnb.grade.attention import ignored_in, lines
    from mcpnb.term import Kept

    canvas = lay_out(tmp_path / "canvas", ["smithann_101_9_01.ipynb", "smithann_101_text.html",
                                           "leebo_102_8_server.py"])
    (tmp_path / "class" / "ann").mkdir(parents=True)
    (tmp_path / "class" / "ann" / "notes.txt").write_text("a class folder's: not said")
    from mcpnb.texts import as_json, later

    tied = later("status.tied", graded="b.ipynb", files="c.ipynb")
    other = later("status.other-lesson", lesson="02-handshake", assignment="01-messages")
    rows = [Kept("101", "01-messages", "a", "a", status_code="later-file"),  # as good as ok
            Kept("102", "01-messages", "b", "b", status_code="tied",
                 problems=(as_json(tied),)),
            Kept("103", "", "c.ipynb", "c.ipynb", status_code="other-lesson",
                 problems=(as_json(other),))]

    ignored = ignored_in([canvas, tmp_path / "class"])
    said = lines(rows, {"102": "Lee, Bo"}, {"101": "", "102": "", "103": "", "104": "Kim, Flo"},
                 {"101", "102", "103"}, ignored)

    assert [(f.student, f.kind) for f in ignored] == [("102", "other"), ("101", "text")]
    assert said == [
        f"  Lee, Bo (102)'s 01-messages: {tied}", f"  103's c.ipynb: {other}",
        "  1 in the roster handed nothing in: Kim, Flo (104)",
        "  1 text entry or link, not graded (only notebooks are): 101: smithann_101_text.html",
        "  1 other file, not a notebook, not graded: Lee, Bo (102): leebo_102_8_server.py"]


def test_a_notebook_named_in_capitals_is_a_notebook_in_a_folder_and_in_a_zip(tmp_path):
    folder = lay_out(tmp_path / "canvas", ["smithann_101_9_LESSON1.IPYNB"])
    archive = tmp_path / "moodle.zip"
    with zipfile.ZipFile(archive, "w") as zipped:
        zipped.writestr("Ann Smith_201_assignsubmission_file/Lesson1.IPYNB", "{}")

    assert [o.student for o in handed_in([folder, archive])] == ["101", "201"]
