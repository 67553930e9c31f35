"""`mcpnb course DEST`: a student's course laid out, her work never overwritten."""

import json
import os
import stat

import pytest
from places import NOTEBOOKS

from mcpnb.cli import main
from mcpnb.course import course
from mcpnb.teach.handout import lay_out
from mcpnb.texts import LANGUAGES

LESSONS = [f"{lesson}.ipynb" for lesson in course()["lessons"]]
OTHER = 65534  # nobody: another user of a shared machine


@pytest.fixture(autouse=True)
def own_language(monkeypatch):
    """`main(["course", ..., "--lang", L])` speaks L from then on, in its process: here, only
    until the test ends (the next test in this worker speaks its own)."""
    from mcpnb import texts

    monkeypatch.setattr(texts, "_process", [])


@pytest.mark.parametrize("language", LANGUAGES)
def test_a_course_is_every_lessons_student_edition_of_its_language_and_nothing_else(
        tmp_path, language):
    laid = lay_out(tmp_path / "mcp", language)

    assert laid.written == tuple(LESSONS) and laid.kept == ()
    assert sorted(p.name for p in (tmp_path / "mcp").iterdir()) == LESSONS
    for name in LESSONS:
        text = (tmp_path / "mcp" / name).read_text(encoding="utf-8")
        assert text == (NOTEBOOKS / language / name).read_text(encoding="utf-8")
        assert json.loads(text)["metadata"]["mcpnb"]["edition"] == "student"
        assert json.loads(text)["metadata"]["mcpnb"]["language"] == language


def test_a_second_run_adds_what_is_missing_and_keeps_the_students_work_saying_so(
        tmp_path, capsys):
    folder = tmp_path / "mcp"
    assert main(["course", str(folder), "--lang", "es"]) == 0
    (folder / LESSONS[0]).write_text("my work", encoding="utf-8")
    (folder / LESSONS[1]).unlink()
    capsys.readouterr()

    status = main(["course", str(folder), "--lang", "es"])
    said = capsys.readouterr().out

    assert status == 0
    assert (folder / LESSONS[0]).read_text(encoding="utf-8") == "my work"
    assert (folder / LESSONS[1]).exists()
    assert f"Escrita 1 lección en {folder}: {LESSONS[1]}" in said
    assert "Dejados 5 archivos como estaban" in said and LESSONS[0] in said
    assert f"jupyter lab {folder}" in said


def test_a_link_where_a_lesson_goes_is_left_alone_never_written_through(tmp_path):
    elsewhere = tmp_path / "elsewhere.txt"
    elsewhere.write_text("not the course's", encoding="utf-8")
    folder = tmp_path / "mcp"
    folder.mkdir()
    (folder / LESSONS[0]).symlink_to(elsewhere)
    (folder / LESSONS[1]).symlink_to(tmp_path / "dangling")

    laid = lay_out(folder, "en")

    assert laid.kept == tuple(LESSONS[:2])
    assert elsewhere.read_text(encoding="utf-8") == "not the course's"
    assert not (tmp_path / "dangling").exists()


def test_a_folder_that_cannot_be_made_is_said_in_the_students_language_with_exit_2(
        tmp_path, capsys):
    (tmp_path / "a-file").write_text("", encoding="utf-8")

    status = main(["course", str(tmp_path / "a-file" / "mcp"), "--lang", "de"])

    assert status == 2
    assert capsys.readouterr().err.strip() == (
        f"mcpnb course: {tmp_path / 'a-file' / 'mcp'} ist nicht beschreibbar: Not a directory")


@pytest.mark.skipif(os.geteuid() != 0, reason="only root gives a file to another user")
def test_a_link_another_user_made_on_the_way_is_refused_and_nothing_is_written_where_it_points(
        tmp_path, capsys):
    target, shared = tmp_path / "theirs-to-choose", tmp_path / "shared"
    target.mkdir()
    shared.mkdir(mode=0o1777)
    (shared / "mcp").symlink_to(target)
    os.lchown(shared / "mcp", OTHER, OTHER)

    status = main(["course", str(shared / "mcp" / "course"), "--lang", "en"])

    assert status == 2 and list(target.iterdir()) == []
    assert f"{shared / 'mcp'} belongs to another user" in capsys.readouterr().err


@pytest.mark.skipif(os.geteuid() != 0, reason="only root gives a file to another user")
def test_a_folder_of_another_users_with_a_planted_notebook_is_refused_and_a_new_one_is_private(
        tmp_path, capsys):
    planted = tmp_path / "pub"
    planted.mkdir(mode=0o777)
    (planted / LESSONS[0]).write_text('{"cells": "a trap"}', encoding="utf-8")
    os.chown(planted, OTHER, OTHER)

    refused = main(["course", str(planted), "--lang", "es"])
    made = main(["course", str(tmp_path / "mine"), "--lang", "es"])

    assert refused == 2 and sorted(p.name for p in planted.iterdir()) == [LESSONS[0]]
    assert "es de otro usuario" in capsys.readouterr().err
    assert made == 0 and stat.S_IMODE((tmp_path / "mine").stat().st_mode) == 0o700


def test_a_second_run_in_another_language_says_which_lessons_are_in_the_first_language(
        tmp_path, capsys):
    folder = tmp_path / "mcp"
    main(["course", str(folder), "--lang", "es"])
    capsys.readouterr()

    status = main(["course", str(folder), "--lang", "de"])
    said = capsys.readouterr().out

    assert status == 0
    assert ("6 davon sind auf Spanisch, nicht auf Deutsch: um auf Deutsch zu arbeiten, legen Sie "
            "den Kurs in einem eigenen Ordner an (mcpnb course ~/mcp-de --lang de)") in said
    assert json.loads((folder / LESSONS[0]).read_text())["metadata"]["mcpnb"]["language"] == "es"
