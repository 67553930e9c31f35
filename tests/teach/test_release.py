"""The student edition is written from the teacher edition, and nothing of the answers leaks."""

import nbformat
import pytest
from nbformat.v4 import new_code_cell, new_markdown_cell, new_notebook, new_output

from mcpnb.course import data_path
from mcpnb.teach import release


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
        'words = {"buffer": ..., "frame": ...}\ncodes = [..., (..., ...)]\nname = ...\n')


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


@pytest.fixture(scope="module")
def released(tmp_path_factory):
    """A lesson source, released once for the module (each release runs its three teacher
    editions): its lessons folder, its notebooks folder and what the release wrote."""
    folder = tmp_path_factory.mktemp("released")
    lessons, out = folder / "lessons", folder / "notebooks"
    lessons.mkdir()
    nbformat.write(notebook(), lessons / "01-messages.ipynb")
    return lessons, out, release.write(release.plan(lessons, out, out / "solutions"))


@pytest.mark.slow
def test_releasing_twice_writes_every_edition_once_and_then_changes_nothing(released):
    lessons, out, first = released
    texts = {r.path: r.path.read_text() for r in first}
    second = release.write(release.plan(lessons, out, out / "solutions"))

    assert sorted(str(r.path.relative_to(out)) for r in first) == [
        "de/01-messages.ipynb", "en/01-messages.ipynb", "es/01-messages.ipynb",
        "solutions/de/01-messages.ipynb", "solutions/en/01-messages.ipynb",
        "solutions/es/01-messages.ipynb"]
    assert second == []
    assert {path: path.read_text() for path in texts} == texts


@pytest.mark.slow
def test_a_teacher_edition_is_run_in_its_folder_and_shows_its_outputs_the_student_one_none(released):
    _, out, _ = released
    teacher = nbformat.read(out / "solutions" / "es" / "01-messages.ipynb", as_version=4)
    student = nbformat.read(out / "es" / "01-messages.ipynb", as_version=4)

    assert teacher.cells[2].outputs[0]["text"].startswith("Writing my_server.py")
    assert (out / "solutions" / "es" / "my_server.py").exists()
    assert all(not c.get("outputs") for c in student.cells)
    assert teacher.metadata["mcpnb"] == {"lesson": "01-messages", "edition": "teacher",
                                         "language": "es"}
    assert student.metadata["mcpnb"] == {"lesson": "01-messages", "edition": "student",
                                         "language": "es"}


@pytest.mark.slow
def test_an_edition_edited_by_hand_is_stale_but_a_teacher_editions_outputs_are_its_own(
        released, tmp_path):
    import shutil

    for folder in released[:2]:  # a copy of its own to edit: the release is the module's
        shutil.copytree(folder, tmp_path / folder.name)
    lessons, out = tmp_path / "lessons", tmp_path / "notebooks"
    student, teacher = out / "de" / "01-messages.ipynb", out / "solutions" / "de" / "01-messages.ipynb"
    ran = nbformat.read(teacher, as_version=4)
    ran.cells[2].outputs = []  # outputs differ from run to run elsewhere: they are not compared
    nbformat.write(ran, teacher)
    assert all(r.up_to_date for r in release.plan(lessons, out, out / "solutions"))

    student.write_text(student.read_text().replace("# Lesson", "# My lesson"))
    teacher.write_text(teacher.read_text().replace("# Lesson", "# My lesson"))

    assert sorted(str(r.path.relative_to(out)) for r in release.plan(lessons, out, out / "solutions")
                  if not r.up_to_date) == ["de/01-messages.ipynb", "solutions/de/01-messages.ipynb"]


def run_mcpnb(*args, cwd):
    import subprocess
    import sys

    return subprocess.run([sys.executable, "-m", "mcpnb.cli", *args], cwd=cwd,
                          capture_output=True, text=True, timeout=60)


@pytest.mark.slow
def test_mcpnb_release_check_names_a_stale_edition_and_exits_1_until_released(tmp_path):
    lessons = tmp_path / "lessons"
    lessons.mkdir(parents=True)
    nbformat.write(notebook(), lessons / "01-messages.ipynb")

    stale = run_mcpnb("release", "--check", cwd=tmp_path)
    released = run_mcpnb("release", cwd=tmp_path)
    fresh = run_mcpnb("release", "--check", cwd=tmp_path)

    assert stale.returncode == 1 and "01-messages.ipynb" in stale.stdout
    assert released.returncode == 0 and "wrote" in released.stdout
    assert fresh.returncode == 0 and "up to date" in fresh.stdout


@pytest.mark.slow
def test_mcpnb_release_without_lesson_sources_is_a_usage_error(tmp_path):
    result = run_mcpnb("release", cwd=tmp_path)

    assert result.returncode == 2 and "no folder" in result.stderr
