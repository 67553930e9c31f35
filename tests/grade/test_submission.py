"""What the grader reads off a notebook's cells: which copy of an answer it grades, and how a cell
too deep or too long costs that cell only."""

import ast
import copy
import dataclasses
import itertools
import json
import time

import nbformat
import pytest
from nbclient import NotebookClient
from places import NOTEBOOKS, SOLUTIONS

from mcpnb.course import course
from mcpnb.grade.submission import (
    MAX_JSON_DEPTH,
    MAX_NOTEBOOK_CHARS,
    answers_of,
    read_notebook,
    read_notebook_bytes,
    within_depth,
)
from mcpnb.judge.literal import MAX_CELL_CHARS, Unparsable, literal_answer
from mcpnb.judge.tables.check import check_table
from mcpnb.texts import catalogue, say, speaking

TEACHER = read_notebook(SOLUTIONS / "en" / "01-messages.ipynb")
ITEM = "buffer-table"
# A lesson's first cells are imports and the language: every layout below starts with it (cell 1).
SETUP = next(c for c in TEACHER.cells if c.cell_type == "code")
ANSWER = next(c for c in TEACHER.cells if c.metadata.get("mcpnb", {}).get("item") == ITEM)
CHECK = next(c for c in TEACHER.cells if c.source.startswith(f'mcpnb.check_table("{ITEM}"'))
RIGHT = literal_answer(ANSWER.source)
WRONG = [("", []), ("", []), ("", [])]
# Starting a kernel and running five small cells takes a few seconds; a minute means it hangs.
KERNEL_SECONDS = 60


_IDS = itertools.count()


def cell_like(cell, source=None):
    """A copy of a cell, as Jupyter pastes one: its tags and metadata, an id of its own."""
    copied = copy.deepcopy(cell)
    copied.id = f"copy-{next(_IDS)}"
    copied.outputs = []
    if source is not None:
        copied.source = source
    return copied


PARTS = {
    "right": lambda: cell_like(ANSWER),
    "wrong": lambda: cell_like(ANSWER, f"buffer_rows = {WRONG!r}"),
    "wrong, renamed": lambda: cell_like(ANSWER, f"buffer_rows_try = {WRONG!r}"),
    "check": lambda: cell_like(CHECK),
}


def layout(*parts):
    """The teacher's lesson 1 cut down to its setup cell then these cells, numbered from 2."""
    notebook = copy.deepcopy(TEACHER)
    notebook.cells = [cell_like(SETUP)] + [PARTS[part]() for part in parts]
    return notebook


def round_trip(notebook):
    """A notebook as the grader reads it: from a file's bytes."""
    return read_notebook_bytes(nbformat.writes(notebook).encode("utf-8"))


# --- an answer cell copied: the copy graded is the one the notebook's own check judged ----------

LAYOUTS = [
    # (the cells after the setup, the value graded, the cells ignored)
    (("right", "wrong", "check"), WRONG, (2,)),
    (("right", "check", "wrong"), RIGHT, (4,)),
    (("wrong", "check", "right", "check"), RIGHT, (2,)),
    (("right", "wrong, renamed", "check"), RIGHT, (3,)),
]


@pytest.mark.parametrize(("parts", "graded", "ignored"), LAYOUTS, ids=[" ".join(p) for p, *_ in LAYOUTS])
def test_of_two_answer_cells_the_one_graded_is_the_one_the_last_check_judged_and_the_other_is_noted(
        parts, graded, ignored):
    submission = answers_of(round_trip(layout(*parts)))

    assert submission.answers[ITEM] == graded
    assert submission.ignored == {ITEM: ignored}


@pytest.mark.slow
@pytest.mark.parametrize(("parts", "graded", "ignored"), LAYOUTS, ids=[" ".join(p) for p, *_ in LAYOUTS])
def test_run_in_a_kernel_the_last_check_shows_the_verdict_on_the_very_answer_the_grader_grades(
        parts, graded, ignored, tmp_path):
    notebook = layout(*parts)
    NotebookClient(notebook, timeout=KERNEL_SECONDS, kernel_name="python3",
                   resources={"metadata": {"path": str(tmp_path)}}).execute()
    checks = [c for c in notebook.cells if c.source == CHECK.source]
    shown = checks[-1].outputs[0]["data"]["text/plain"]

    with speaking("en"):
        assert shown == str(check_table(ITEM, answers_of(notebook).answers[ITEM]))
        assert shown == str(check_table(ITEM, graded))


def test_without_a_check_cell_the_last_of_two_answer_cells_is_graded_as_it_ran_last():
    submission = answers_of(layout("wrong", "right"))

    assert submission.answers[ITEM] == RIGHT
    assert submission.ignored == {ITEM: (2,)}


def test_a_cell_that_only_prints_the_answer_is_not_taken_for_its_check():
    notebook = layout("right", "check", "wrong")
    notebook.cells.append(cell_like(CHECK, f'print("{ITEM}", buffer_rows)'))

    assert answers_of(notebook).answers[ITEM] == RIGHT


def test_a_check_reads_the_value_of_the_name_it_is_handed_even_when_the_cell_assigns_another_after():
    notebook = layout("right", "check")
    notebook.cells[1].source += f"\nscratch = {WRONG!r}\n"

    assert answers_of(notebook).answers[ITEM] == RIGHT
    assert literal_answer(notebook.cells[1].source) == WRONG  # alone, a cell's last assignment


def test_an_edition_with_one_answer_cell_per_item_ignores_none():
    for edition in (SOLUTIONS / "en", NOTEBOOKS / "en", NOTEBOOKS / "es", NOTEBOOKS / "de"):
        for lesson in course()["lessons"]:
            submission = answers_of(read_notebook(edition / f"{lesson}.ipynb"))
            assert submission.answers and submission.ignored == {}


# --- an answer nested too deep, or too long, is unreadable: only that cell loses its marks -------

DEEP = 100_000
TOO_DEEP = {
    # Each stays under MAX_CELL_CHARS, and each made ast.parse raise what nobody caught.
    "brackets": "x = " + "[" * 1_000 + "]" * 1_000,
    "unary minus": "x = " + "-" * 5_000 + "1",
    "power": "x = " + "2**" * 5_000 + "1",
    "conditional": "x = " + "1 if 1 else " * 1_500 + "1",
    "sum": "x = " + "1+" * 5_000 + "1",
    "attributes": "x = a" + ".b" * 5_000,
    "subscripts": "x = a" + "[0]" * 5_000,
}


@pytest.mark.parametrize("source", TOO_DEEP.values(), ids=TOO_DEEP.keys())
def test_an_answer_nested_too_deep_to_parse_costs_its_cell_only(source):
    notebook = copy.deepcopy(TEACHER)
    for cell in notebook.cells:
        if cell.metadata.get("mcpnb", {}).get("item") == ITEM:
            cell.source = source

    answers = answers_of(round_trip(notebook)).answers

    assert answers[ITEM] == Unparsable(say("answer.too-deep"))
    assert {k: v for k, v in answers.items() if k != ITEM} == {
        k: v for k, v in answers_of(TEACHER).answers.items() if k != ITEM}


def test_an_answer_of_100000_brackets_costs_its_cell_only_unparsed():
    notebook = copy.deepcopy(TEACHER)
    for cell in notebook.cells:
        if cell.metadata.get("mcpnb", {}).get("item") == ITEM:
            cell.source = "buffer_rows = " + "[" * DEEP + "]" * DEEP

    answers = answers_of(round_trip(notebook)).answers

    assert answers[ITEM] == Unparsable(
        say("answer.too-long", size=len("buffer_rows = ") + 2 * DEEP, limit=MAX_CELL_CHARS))
    assert answers["bad-lines"] == answers_of(TEACHER).answers["bad-lines"]


@pytest.mark.parametrize("language", ["es", "de"])
def test_a_too_deep_answer_says_why_in_the_students_language(language):
    with speaking(language):
        why = literal_answer(TOO_DEEP["unary minus"]).why

    assert why == catalogue(language)["answer.too-deep"]


def test_an_answer_of_ten_megabytes_is_refused_at_once_unparsed():
    source = "x = [" + "1," * 5_000_000 + "]"  # parsed, it took 50 s and 5 GB
    started = time.monotonic()

    answer = literal_answer(source)

    assert answer == Unparsable(say("answer.too-long", size=len(source), limit=MAX_CELL_CHARS))
    assert time.monotonic() - started < 1  # a length is compared, nothing is read


def test_a_notebook_of_many_long_answer_cells_is_read_up_to_its_bound_then_refuses_the_rest():
    long_answer = "x = [" + "1," * ((MAX_CELL_CHARS - 10) // 2) + "]"
    notebook = copy.deepcopy(TEACHER)
    notebook.cells = [cell_like(ANSWER, long_answer) for _ in range(30)]
    for number, cell in enumerate(notebook.cells):
        cell.metadata["mcpnb"] = {"item": f"item-{number}"}

    answers = list(answers_of(notebook).answers.values())
    read = MAX_NOTEBOOK_CHARS // len(long_answer)

    assert all(isinstance(a, list) for a in answers[:read])
    assert answers[read:] == [Unparsable(say("answer.too-much", limit=MAX_NOTEBOOK_CHARS))] * (30 - read)


# --- JSON nested too deep for nbformat: only the value too deep is lost ------------------------

def test_json_nested_too_deep_for_nbformat_in_a_cells_metadata_loses_that_value_only():
    raw = json.loads(nbformat.writes(TEACHER))
    raw["cells"][0]["metadata"]["deep"] = "DEEP"
    text = json.dumps(raw).replace('"DEEP"', "[" * DEEP + "]" * DEEP)
    with pytest.raises(RecursionError):
        nbformat.reads(text, as_version=4)

    notebook = read_notebook_bytes(text.encode("utf-8"))

    assert answers_of(notebook).answers == answers_of(TEACHER).answers
    assert json.dumps(notebook.cells[0].metadata["deep"]).count("[") == MAX_JSON_DEPTH - 4  # under the notebook, cells, cell, metadata


def test_within_depth_replaces_what_nests_deeper_and_never_counts_brackets_in_strings():
    assert within_depth('{"a": [[1], 2], "b": "[[[", "c": [3]}', 2) == '{"a": [null, 2], "b": "[[[", "c": [3]}'
    assert within_depth('["\\"[[", [[]]]', 2) == '["\\"[[", [null]]'
    assert within_depth('[[]]', 2) == '[[]]'


@pytest.mark.slow
def test_in_a_kernel_an_answer_not_written_as_plain_values_is_refused_as_the_grader_refuses_it(
        tmp_path):
    """The kernel holds the right rows, built by code: the grader reads the answer cell's source
    and cannot take it, so the notebook's check says so too, in the grader's words, instead of
    a verdict the grade will not give."""
    notebook = layout("check")
    built = cell_like(ANSWER, f"buffer_rows = list({RIGHT!r})")
    notebook.cells.insert(1, built)
    NotebookClient(notebook, timeout=KERNEL_SECONDS, kernel_name="python3",
                   resources={"metadata": {"path": str(tmp_path)}}).execute()
    shown = next(c for c in notebook.cells if c.source == CHECK.source).outputs[0]["data"][
        "text/plain"]

    graded = answers_of(notebook).answers[ITEM]
    with speaking("en"):
        assert isinstance(graded, Unparsable) and graded.why in shown
        assert graded.why == say("answer.not-literal")


@pytest.mark.slow
def test_in_a_kernel_an_answer_another_cell_changed_is_judged_from_its_cell_and_said_so(tmp_path):
    """The answer cell gives the right rows; a cell after it changes one: the grader reads the
    answer cell, so the check judges that, and says the kernel holds something else."""
    notebook = layout("right")
    notebook.cells.append(cell_like(ANSWER, "buffer_rows[0] = None"))
    notebook.cells[-1].metadata = {}  # a scratch cell of the student's, no answer cell
    notebook.cells.append(cell_like(CHECK))
    NotebookClient(notebook, timeout=KERNEL_SECONDS, kernel_name="python3",
                   resources={"metadata": {"path": str(tmp_path)}}).execute()
    shown = notebook.cells[-1].outputs[0]["data"]["text/plain"]

    with speaking("en"):
        right = check_table(ITEM, RIGHT)
        said = dataclasses.replace(right, notes=(
            *right.notes, say("table.kernel-differs", name="buffer_rows")))
        assert right.right == right.total and shown == str(said)


LESSONS = tuple(course()["lessons"])


def _item_cells(teacher):
    """Each answer item of a teacher edition: (its answer cell, its check cell)."""
    found = []
    for cell in teacher.cells:
        item = cell.metadata.get("mcpnb", {}).get("item")
        if "answer" in cell.metadata.get("tags", []) and item is not None:
            check = next(c for c in teacher.cells
                         if c.cell_type == "code" and c.source.startswith(f'mcpnb.check_table("{item}"'))
            found.append((item, cell, check))
    return found


def _built(answer_source):
    """The same answer, built by code (a call), as a student might write it: the same value in
    the kernel, and no literal in the cell."""
    tree = ast.parse(answer_source)
    assignment = next(s for s in reversed(tree.body) if isinstance(s, ast.Assign))
    name = assignment.targets[0].id
    value = ast.get_source_segment(answer_source, assignment.value)
    return f"{name} = __import__('copy').deepcopy({value})"


@pytest.mark.slow
@pytest.mark.parametrize("lesson", LESSONS)
def test_every_answer_item_written_plainly_or_built_by_code_gets_the_graders_verdict_in_the_kernel(
        lesson, tmp_path):
    """Each answer item of the lesson, twice in one kernel: as the teacher wrote it, and the same
    value built by code. The notebook's check shows, each time, the verdict the grader gives the
    cell: the full table for the literal, the grader's refusal, in its words, for the built one."""
    teacher = read_notebook(SOLUTIONS / "en" / f"{lesson}.ipynb")
    setup = next(c for c in teacher.cells if c.cell_type == "code")
    cells, expected = [cell_like(setup)], []
    for item, answer, check in _item_cells(teacher):
        for source in (answer.source, _built(answer.source)):
            alone = copy.deepcopy(teacher)
            alone.cells = [cell_like(answer, source), cell_like(check)]
            graded = answers_of(alone).answers[item]
            with speaking("en"):
                expected.append(graded.why if isinstance(graded, Unparsable)
                                else str(check_table(item, graded)))
            cells += [cell_like(answer, source), cell_like(check)]
    notebook = copy.deepcopy(teacher)
    notebook.cells = cells
    NotebookClient(notebook, timeout=KERNEL_SECONDS, kernel_name="python3",
                   resources={"metadata": {"path": str(tmp_path)}}).execute()
    shown = [c.outputs[0]["data"]["text/plain"] for c in notebook.cells[2::2]]

    assert len(shown) == len(expected) >= 4
    for said, graded in zip(shown, expected, strict=True):
        assert graded in said
    assert sum(say("answer.not-literal") in said for said in shown) == len(shown) // 2


def test_a_notebook_of_a_hundred_thousand_cells_is_refused_unread_and_costs_no_parse(tmp_path):
    import resource

    from mcpnb.grade.submission import MAX_JSON_OBJECTS, hand_in

    cells = ",".join(['{"cell_type":"raw","metadata":{},"source":""}'] * (MAX_JSON_OBJECTS // 2 + 1))
    path = tmp_path / "ann" / "01-messages.ipynb"
    path.parent.mkdir()
    path.write_text('{"nbformat":4,"nbformat_minor":5,"metadata":{},"cells":[' + cells + "]}")
    before = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss

    handed = hand_in(path)

    assert handed.problem is not None and handed.problem.key == "status.too-many-parts"
    assert resource.getrusage(resource.RUSAGE_SELF).ru_maxrss - before < 50 * 1024  # KiB


@pytest.mark.parametrize("swapped", ["ann", "ann/a"])
def test_a_folder_swapped_for_a_link_after_the_class_was_listed_is_refused_never_followed(
        tmp_path, swapped):
    import shutil

    from mcpnb.grade.policy import handed_in
    from mcpnb.grade.submission import hand_in

    # The teacher's folder, laid out as the hand-in below the swapped folder is: a/b/..., b/...
    teacher = tmp_path / "solutions"
    for where in ("a/b", "b"):
        (teacher / where).mkdir(parents=True)
        (teacher / where / "01-messages.ipynb").write_text(nbformat.writes(TEACHER))
    mine = tmp_path / "class" / "ann" / "a" / "b"
    mine.mkdir(parents=True)
    (mine / "01-messages.ipynb").write_text("{}")
    (tmp_path / "class" / "bob").mkdir()
    [owned] = [o for o in handed_in([tmp_path / "class"]) if o.student == "ann"]

    target = tmp_path / "class" / swapped  # a folder above the file's own, not its own
    shutil.rmtree(target)
    target.symlink_to(teacher)
    handed = hand_in(owned)

    assert handed.problem is not None and handed.problem.key == "status.link", handed.problem
    assert handed.data == b""
