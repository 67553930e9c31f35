"""The student edition is written from the teacher edition, and nothing of the answers leaks."""

import nbformat
import pytest
from nbformat.v4 import new_code_cell, new_markdown_cell, new_notebook, new_output

from mcpnb import release
from mcpnb.data import data_path


def test_every_cell_of_every_row_becomes_a_blank_and_comments_stay():
    source = (
        "# the table\n"
        "rows = [\n"
        "    ('{\"id', ['{\"id\":1}']),  # after chunk 1\n"
        "    (\"\u00e9t\u00e9\", []),  # accents count as two bytes each\n"
        "]\n"
    )

    assert release.blank_answers(source) == (
        "# the table\n"
        "rows = [\n"
        "    (..., ...),  # after chunk 1\n"
        "    (..., ...),  # accents count as two bytes each\n"
        "]\n"
    )


def test_dict_values_list_elements_and_whole_values_are_each_one_blank_even_in_brackets():
    source = 'words = {"buffer": "x", "frame": ("a"\n  "b")}\ncodes = [1, (2, 3)]\nname = "x" + "y"\n'

    assert release.blank_answers(source) == (
        'words = {"buffer": ..., "frame": (...)}\ncodes = [..., (..., ...)]\nname = ...\n')


def test_an_answer_cell_with_anything_but_assignments_is_a_course_bug():
    with pytest.raises(ValueError, match="only assignments"):
        release.blank_answers("print('the answer is 5')\n")


def notebook():
    answer = new_code_cell("x = [(1, 2)]", metadata={"tags": ["answer"]})
    answer.outputs = [new_output("stream", text="secret 1 2")]
    answer.execution_count = 3
    exercise = new_code_cell(
        "%%writefile my_server.py\nprint('the fixed server')",
        metadata={"tags": ["exercise"], "mcpnb": {"item": "fix-server"}},
    )
    notes = new_markdown_cell("the answers are 1 and 2", metadata={"tags": ["teacher-only"]})
    return new_notebook(cells=[new_markdown_cell("# Lesson"), answer, exercise, notes],
                        metadata={"widgets": {"state": "secret"}})


def test_the_student_edition_blanks_answers_clears_outputs_and_stamps_the_lesson():
    student = release.student_edition(notebook(), "01-messages")

    intro, answer, exercise = student.cells
    assert answer.source == "x = [(..., ...)]"
    assert answer.outputs == [] and answer.execution_count is None
    start = data_path("exercises", "01-messages-server.py").read_text()
    assert exercise.source == "%%writefile my_server.py\n" + start
    assert student.metadata["mcpnb"] == {"lesson": "01-messages", "edition": "student"}
    assert "secret" not in nbformat.writes(student)


def test_the_teacher_edition_is_left_untouched():
    teacher = notebook()
    before = nbformat.writes(teacher)
    release.student_edition(teacher, "01-messages")

    assert nbformat.writes(teacher) == before


def test_releasing_twice_writes_once_and_then_changes_nothing(tmp_path):
    solutions, out = tmp_path / "solutions", tmp_path / "students"
    solutions.mkdir()
    nbformat.write(notebook(), solutions / "01-messages.ipynb")

    first = release.write(release.plan(solutions, out))
    text = (out / "01-messages.ipynb").read_text()
    second = release.write(release.plan(solutions, out))

    assert [r.student.name for r in first] == ["01-messages.ipynb"] and second == []
    assert (out / "01-messages.ipynb").read_text() == text


def test_a_student_edition_edited_by_hand_is_no_longer_up_to_date(tmp_path):
    solutions, out = tmp_path / "solutions", tmp_path / "students"
    solutions.mkdir()
    nbformat.write(notebook(), solutions / "01-messages.ipynb")
    release.write(release.plan(solutions, out))

    edited = out / "01-messages.ipynb"
    edited.write_text(edited.read_text().replace("# Lesson", "# My lesson"))

    assert [r.up_to_date for r in release.plan(solutions, out)] == [False]


def run_mcpnb(*args, cwd):
    import subprocess
    import sys

    return subprocess.run([sys.executable, "-m", "mcpnb.cli", *args], cwd=cwd,
                          capture_output=True, text=True, timeout=60)


def test_mcpnb_release_check_names_a_stale_edition_and_exits_1_until_released(tmp_path):
    solutions = tmp_path / "notebooks" / "solutions"
    solutions.mkdir(parents=True)
    nbformat.write(notebook(), solutions / "01-messages.ipynb")

    stale = run_mcpnb("release", "--check", cwd=tmp_path)
    released = run_mcpnb("release", cwd=tmp_path)
    fresh = run_mcpnb("release", "--check", cwd=tmp_path)

    assert stale.returncode == 1 and "01-messages.ipynb" in stale.stdout
    assert released.returncode == 0 and "wrote" in released.stdout
    assert fresh.returncode == 0 and "up to date" in fresh.stdout


def test_mcpnb_release_without_teacher_editions_is_a_usage_error(tmp_path):
    result = run_mcpnb("release", cwd=tmp_path)

    assert result.returncode == 2 and "no folder" in result.stderr
