"""Every lesson's two editions: the teacher's scores full marks, the student's zero, nothing leaks.

The notebooks themselves are executed by nbval (see the README's test command); here their
answers are read from the cell sources, as the grader reads them.
"""

import ast
import json
import sys

import nbformat
import pytest
from places import NOTEBOOKS, ROOT, SOLUTIONS, beside_given

from mcpnb import false, null, true
from mcpnb.course import course
from mcpnb.grade.submission import answers_of, read_notebook
from mcpnb.judge.answers import in_english, javascript_name, key_word_in_english
from mcpnb.judge.checks.server import check_server
from mcpnb.judge.literal import Unparsable, literal_answer
from mcpnb.judge.registry import TABLE_KINDS
from mcpnb.judge.tables.check import check_table
from mcpnb.judge.tables.verdict import Mark
from mcpnb.teach import release
from mcpnb.texts import LANGUAGES, catalogue, say, speaking, text

LESSONS = sorted(course()["lessons"])


def items_of(lesson, *kinds):
    items = course()["lessons"][lesson]["items"]
    return [item for item, spec in items.items() if (spec["kind"] in kinds if kinds else True)]


def teacher(lesson, language="en"):
    return read_notebook(SOLUTIONS / language / f"{lesson}.ipynb")


def student(lesson, language="en"):
    return read_notebook(NOTEBOOKS / language / f"{lesson}.ipynb")


def test_every_edition_in_every_language_is_the_release_of_its_lessons_source():
    plan = release.plan(ROOT / "lessons", NOTEBOOKS, SOLUTIONS)
    stale = [str(r.path.relative_to(ROOT)) for r in plan if not r.up_to_date]

    assert stale == [], "run `mcpnb release` and commit the editions"
    assert sorted(p.stem for p in (ROOT / "lessons").glob("*.ipynb")) == LESSONS
    assert len(plan) == len(LESSONS) * len(LANGUAGES) * 2  # a teacher's and a student's each


def test_what_the_grader_keeps_of_the_editions_is_the_release_of_them_and_holds_no_source():
    import argparse

    from mcpnb.cli import _kept_of_editions
    from mcpnb.course import KEPT_OF_EDITIONS, data_path

    kept = data_path(KEPT_OF_EDITIONS).read_text(encoding="utf-8")
    released = _kept_of_editions(argparse.Namespace(
        out=NOTEBOOKS, solutions=SOLUTIONS, lessons=ROOT / "lessons"))

    assert kept == released, "run `mcpnb release` and commit data/editions.json"
    solutions = json.loads(kept)["solutions"]
    assert {lesson: sorted(items) for lesson, items in solutions.items()} == {
        lesson: sorted(i for i, spec in content["items"].items() if "start" in spec)
        for lesson, content in course()["lessons"].items()}
    assert all(isinstance(p, int) for items in solutions.values() for ps in items.values()
               for p in ps)  # fingerprints, never text


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("lesson", LESSONS)
def test_every_edition_says_its_lesson_and_language_and_speaks_it_from_its_first_code_cell(
        lesson, language):
    for edition in (teacher(lesson, language), student(lesson, language)):
        first_code = next(c for c in edition.cells if c.cell_type == "code")
        assert edition.metadata["mcpnb"]["lesson"] == lesson
        assert edition.metadata["mcpnb"]["language"] == language
        assert f'mcpnb.set_language("{language}")' in first_code.source


ANSWER_WORDS = catalogue("en")["answer.words"]


def as_english(value):
    """An answer as the English edition writes it: the course's answer words ("nada") and
    key-word keys ("búfer") an edition writes in its own language read as their English."""
    if isinstance(value, dict):
        return {key_word_in_english(k): as_english(v) for k, v in value.items()}
    if isinstance(value, list | tuple):
        return type(value)(as_english(v) for v in value)
    if isinstance(value, str) and in_english(value) in ANSWER_WORDS:
        return in_english(value)
    return value


def english_answer_words(value):
    """The course's answer words written in English anywhere in an answer but a key (a key
    word's key, or a message's own "result")."""
    if isinstance(value, dict | list | tuple):
        parts = value.values() if isinstance(value, dict) else value
        return [word for part in parts for word in english_answer_words(part)]
    return [value] if isinstance(value, str) and value.strip() in ANSWER_WORDS else []


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("lesson", LESSONS)
def test_every_edition_holds_the_same_answers_and_starting_code_as_the_english_one(
        lesson, language):
    english, theirs = answers_of(teacher(lesson)), answers_of(teacher(lesson, language))
    examples = items_of(lesson, "key-words")  # any example is right: an edition may give its own
    for item, answer in as_english(theirs.answers).items():
        expected = english.answers[item]
        assert (list(answer) == list(expected)) if item in examples else answer == expected
    assert theirs.answers.keys() == english.answers.keys()
    assert theirs.exercises.keys() == english.exercises.keys()
    assert as_english(answers_of(student(lesson, language)).answers) == answers_of(
        student(lesson)).answers


@pytest.mark.parametrize("language", [code for code in LANGUAGES if code != "en"])
@pytest.mark.parametrize("lesson", LESSONS)
def test_a_translated_teacher_edition_answers_in_its_own_words_not_in_english(lesson, language):
    answers = answers_of(teacher(lesson, language)).answers

    assert english_answer_words(answers) == []


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("lesson", LESSONS)
def test_every_editions_key_word_cell_is_keyed_by_the_editions_labels_for_the_terms(
        lesson, language):
    labels = catalogue(language)["key-words.labels"]
    for item in items_of(lesson, "key-words"):
        words = catalogue("en")[f"{item}.words"]
        for edition in (teacher(lesson, language), student(lesson, language)):
            assert list(answers_of(edition).answers[item]) == [labels[word] for word in words]


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("lesson", LESSONS)
def test_the_teacher_edition_answers_every_table_item_with_full_marks(lesson, language):
    answers = answers_of(teacher(lesson, language)).answers

    with speaking(language):
        for item in items_of(lesson, *TABLE_KINDS):
            verdict = check_table(item, answers[item])
            assert verdict.right == verdict.total, str(verdict)


@pytest.mark.parametrize("lesson", LESSONS)
def test_the_student_edition_scores_zero_on_every_table_item(lesson):
    submission = answers_of(student(lesson))

    assert submission.lesson == lesson
    for item in items_of(lesson, *TABLE_KINDS):
        verdict = check_table(item, submission.answers[item])
        assert verdict.right == 0 and not verdict.answered


def blanks_only(value):
    if isinstance(value, dict):
        return all(blanks_only(v) for v in value.values())
    if isinstance(value, list | tuple):
        return all(blanks_only(v) for v in value)
    return value is Ellipsis


@pytest.mark.parametrize("lesson", LESSONS)
def test_no_answer_of_the_teacher_edition_leaks_into_the_student_edition(lesson):
    notebook = student(lesson)
    text = nbformat.writes(notebook)
    teacher_exercises = answers_of(teacher(lesson)).exercises

    assert all(not c.get("outputs") and c.get("execution_count") is None
               for c in notebook.cells if c.cell_type == "code")
    assert all(blanks_only(v) for v in answers_of(notebook).answers.values())
    for source in teacher_exercises.values():
        assert source not in text
    assert "teacher" not in json.dumps(notebook.metadata)


@pytest.mark.parametrize("lesson", LESSONS)
def test_every_answer_cell_is_plain_literals_a_grader_can_read_without_running_it(lesson):
    for cell in teacher(lesson).cells:
        if "answer" in cell.metadata.get("tags", []):
            for statement in ast.parse(cell.source).body:
                ast.literal_eval(statement.value)


@pytest.mark.slow
@pytest.mark.parametrize("lesson", LESSONS)
def test_the_teacher_server_passes_its_checker_and_the_starting_code_does_not(lesson, tmp_path):
    for item in items_of(lesson, "server"):
        checker = course()["lessons"][lesson]["items"][item]["checker"]
        solution = beside_given(tmp_path, item, "solution.py",
                                answers_of(teacher(lesson)).exercises[item])
        start = beside_given(tmp_path, item, "start.py", answers_of(student(lesson)).exercises[item])

        passed = check_server(checker, [sys.executable, str(solution)])
        failed = check_server(checker, [sys.executable, str(start)])

        assert passed.passed == passed.total, str(passed)
        assert failed.passed < failed.total


# --- JavaScript's null, true and false, read from a cell's source as the grader reads it ------

def test_null_true_and_false_in_an_answer_cells_source_get_the_hints_they_get_in_the_kernel():
    source = ("# my answer\nbad_line_replies = [\n    (-32700, null),\n    (-32600, true),\n"
              "    (-32600, None),\n    (false, 'nothing'),\n]\n")
    from_source = literal_answer(source)
    in_kernel = [(-32700, null), (-32600, true), (-32600, None), (false, "nothing")]

    assert from_source == in_kernel and from_source[0][1] is null
    assert str(check_table("bad-lines", from_source)) == str(check_table("bad-lines", in_kernel))


@pytest.mark.parametrize("lesson", LESSONS)
def test_a_teacher_edition_written_with_null_true_and_false_is_judged_cell_by_cell(lesson):
    notebook = teacher(lesson)
    for cell in notebook.cells:
        if "answer" in cell.metadata.get("tags", []):
            cell.source = (cell.source.replace("None", "null").replace("True", "true")
                           .replace("False", "false"))

    answers = answers_of(notebook).answers
    as_python = answers_of(teacher(lesson)).answers
    expected = sum(holds_none_true_or_false(cell.answer)
                   for item in items_of(lesson, *TABLE_KINDS)
                   for row in check_table(item, as_python[item]).cells for cell in row)
    written_so = 0
    for item in items_of(lesson, *TABLE_KINDS):
        assert not isinstance(answers[item], Unparsable)
        verdict = check_table(item, answers[item])
        for row in verdict.cells:
            for cell in row:
                javascript = javascript_name(cell.answer) is not None
                written_so += javascript
                assert cell.mark is (Mark.WRONG if javascript else Mark.RIGHT), str(verdict)
                if javascript:
                    assert "JavaScript" in cell.hint or "again" in cell.hint
    assert written_so == expected


def holds_none_true_or_false(value):
    """Whether a cell as the teacher wrote it holds None, True or False anywhere: each becomes a
    JavaScript name when its source is rewritten."""
    if value is None or isinstance(value, bool):
        return True
    if isinstance(value, dict):
        return any(holds_none_true_or_false(part) for item in value.items() for part in item)
    if isinstance(value, list | tuple | set | frozenset):
        return any(holds_none_true_or_false(part) for part in value)
    return False


def test_some_lesson_has_none_true_or_false_in_its_answers_so_the_rewrite_is_tried():
    answers = [answers_of(teacher(lesson)).answers for lesson in LESSONS]

    assert any(holds_none_true_or_false(list(a.values())) for a in answers)


def test_another_name_in_an_answer_cell_is_no_value_alone_and_the_rest_of_the_table_is_read():
    from mcpnb.judge.answers import NotAValue

    assert literal_answer("x = [(undefined, 1), f(2)]") == [(NotAValue("undefined"), 1),
                                                            NotAValue("f(2)")]
    assert literal_answer("x = undefined") == Unparsable(say("answer.not-literal"))
    assert literal_answer("x = [*y]") == Unparsable(say("answer.not-literal"))


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_lesson_has_its_title_in_every_language_as_its_editions_heading_gives_it(language):
    titles = catalogue(language)["lesson.title"]

    assert sorted(titles) == LESSONS
    for lesson in LESSONS:
        heading = teacher(lesson, language).cells[0].source.splitlines()[0]
        assert heading.endswith(titles[lesson]), (heading, titles[lesson])


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_key_words_cell_tells_each_words_format_above_it_before_the_first_try(language):
    told = 0
    for path in sorted((ROOT / "notebooks" / language).glob("*.ipynb")):
        for cell in nbformat.read(path, as_version=4).cells:
            item = cell.metadata.get("mcpnb", {}).get("item", "")
            if not item.endswith("-words"):
                continue
            with speaking(language):
                labels, words = text("key-words.labels"), text(f"{item}.words")
            lines = cell.source.splitlines()
            for word, meaning in words.items():
                row = next(i for i, line in enumerate(lines) if line.strip().startswith(
                    json.dumps(labels[word], ensure_ascii=False) + ":"))
                above = []
                while lines[row - 1 - len(above)].strip().startswith("# "):
                    above.insert(0, lines[row - 1 - len(above)].strip()[2:])
                assert " ".join(above) == meaning, (path.name, word)
                told += 1
    assert told >= 6 * 5  # six lessons of key words


def test_the_german_edition_calls_the_body_of_a_request_by_one_word():
    from mcpnb.texts import de

    german = json.dumps(de.TEXTS, ensure_ascii=False) + "".join(
        p.read_text() for p in (ROOT / "notebooks" / "de").glob("*.ipynb")) + (
        ROOT / "data" / "exercises" / "translations.json").read_text()

    assert "Body" in german and "Körper" not in german
