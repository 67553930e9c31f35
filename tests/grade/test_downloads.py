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


def test_a_zipped_download_is_unpacked_privately_with_the_zips_times_and_nothing_but_notebooks(
        tmp_path):
    archive = tmp_path / "submissions.zip"
    stamp = (2026, 11, 30, 23, 45, 0)
    with zipfile.ZipFile(archive, "w") as zipped:
        for name in CANVAS:
            zipped.writestr(zipfile.ZipInfo(name, stamp), "{}")
        zipped.writestr("../escape.ipynb", "{}")
        zipped.writestr("notes.txt", "not a notebook")

    found = handed_in([archive])

    assert [o.student for o in found] == ["123456", "234567", "345678"]
    assert {o.timing.known_by for o in found} == {"zip"}
    assert found[0].timing.when == calendar.timegm((*stamp, 0, 0, 0))  # read as UTC
    assert all(o.path.is_relative_to(found[0].path.parent) for o in found)


def test_a_class_of_folders_named_after_students_is_no_platforms_download(tmp_path):
    assert platform_of(lay_out(tmp_path / "class", ["ann/01.ipynb", "bob/01.ipynb"])) is None


@pytest.mark.slow
def test_a_canvas_zip_is_graded_into_rows_of_its_ids_the_later_file_counted_and_lateness_said(
        tmp_path):
    import csv

    import nbformat
    from hostile import MESSAGES, full, honest

    from mcpnb.cli import main

    blank, right = honest(MESSAGES), honest(MESSAGES)
    blank.cells = blank.cells[:1]
    archive = tmp_path / "submissions.zip"
    files = [  # one student twice (the later one right), one late by Canvas's marker
        ("smithann_123456_1_01-messages.ipynb", blank, (2026, 12, 1, 10, 0, 0)),
        ("smithann_123456_2_01-messages-1.ipynb", right, (2026, 12, 1, 23, 30, 0)),
        ("leecy_late_345678_3_01-messages.ipynb", right, (2026, 12, 2, 0, 52, 0))]
    with zipfile.ZipFile(archive, "w") as zipped:
        for name, notebook, stamp in files:
            zipped.writestr(zipfile.ZipInfo(name, stamp), nbformat.writes(notebook))
    out = tmp_path / "out" / "gradebook.csv"
    out.parent.mkdir()

    status = main(["grade", str(archive), "--out", str(out), "--due", "2026-12-02T00:00+00:00",
                   *(["--no-sandbox"] if sandbox_missing() else [])])
    rows = {r["student"]: r for r in csv.DictReader(out.open())}

    assert status == 0 and sorted(rows) == ["123456", "345678"]
    ann, cy = rows["123456"], rows["345678"]
    assert (ann["file"], ann["total"], ann["late"], ann["late_known_by"]) == (
        "smithann_123456_2_01-messages-1.ipynb", full(MESSAGES), "no", "zip")
    assert "smithann_123456_1_01-messages.ipynb" in ann["status"]
    assert (cy["late"], cy["minutes_late"], cy["late_known_by"]) == ("yes", "52", "zip")


def sandbox_missing():
    from mcpnb.running.sandbox import unavailable

    return unavailable() is not None
