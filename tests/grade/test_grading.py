"""`mcpnb grade`: a class's notebooks become a gradebook and feedback pages, nothing lost or forged.

Every submission here is made in the test from the real lesson notebooks (teacher and student
editions), so none can go stale, and runs in a real kernel in a real worker process. Most are
graded together, once, in one batch (`batch`); the cases that need a small time limit or a
patched bound run on their own.
"""

import contextlib
import csv
import fcntl
import html
import io
import json
import os
import re
import shutil
import struct
import subprocess
import sys
import termios
import time
from pathlib import Path

import nbformat
import pytest
from nbformat.v4 import new_code_cell, new_notebook
from places import ROOT, SOLUTIONS, finished

from mcpnb.course import course
from mcpnb.grade import batch as batching
from mcpnb.grade import execution, grading, worker
from mcpnb.grade.batch import grade
from mcpnb.grade.gradebook import as_text
from mcpnb.grade.grading import exercise_score, starting_baseline
from mcpnb.grade.submission import answers_of, recognise_lesson
from mcpnb.grade.views import (
    feedback_html,
    gradebook_csv,
    page_names,
    write_feedback,
    write_gradebook,
)
from mcpnb.running import sandbox
from mcpnb.texts import LANGUAGES, later, say, speaking

# Grade in the sandbox wherever there is one (CI always has it: tests/conftest.py makes sure).
LIMITS = grading.Limits() if sandbox.unavailable() is None else None
needs_sandbox = pytest.mark.skipif(LIMITS is None, reason="no sandbox here (bubblewrap)")
MESSAGES, HANDSHAKE = "01-messages", "02-handshake"
# A lesson runs in about five seconds; this leaves room for a loaded machine running the batch
# two at a time. No submission in the batch is meant to run out of time.
BATCH_TIMEOUT = 60.0
# The small limit of the cases that never end on their own: long enough for a lesson's first
# cells to run, short enough to keep the file fast.
SHORT_TIMEOUT = 3.0


def teacher(lesson):
    """A student's finished lesson (`places.finished`)."""
    return finished(lesson)


def student(lesson):
    return nbformat.read(ROOT / "notebooks" / "en" / f"{lesson}.ipynb", as_version=4)


def points(lesson):
    return {item: spec["points"] for item, spec in course()["lessons"][lesson]["items"].items()}


def full_marks(lesson):
    return {item: float(p) for item, p in points(lesson).items()}


def hand_in(root, who, notebook, name="lesson.ipynb"):
    """Put a notebook where a student's submission goes: root/<student>/<name>."""
    path = root / who / name
    path.parent.mkdir(parents=True, exist_ok=True)
    if isinstance(notebook, str):
        path.write_text(notebook)
    else:
        nbformat.write(notebook, path)
    return path


def index_of(notebook, item):
    return next(i for i, c in enumerate(notebook.cells)
                if c.metadata.get("mcpnb", {}).get("item") == item)


def with_cell(notebook, source, at=1):
    """The notebook with a code cell inserted at position `at` (0 is the first cell)."""
    notebook.cells.insert(at, new_code_cell(source))
    return notebook


def scores(graded):
    return {i.item: i.score for i in graded.items}


def alive(pid):
    """Is a process still running (a zombie waiting to be reaped counts as ended)?"""
    try:
        stat = Path(f"/proc/{pid}/stat").read_text()
    except FileNotFoundError:
        return False
    return stat.rsplit(")", 1)[1].split()[0] not in ("Z", "X")


def ends_soon(pid):
    """Does a killed process end within a few seconds (SIGKILL is delivered, not awaited)?"""
    deadline = time.monotonic() + 5
    while alive(pid) and time.monotonic() < deadline:
        time.sleep(0.02)
    return not alive(pid)


# --- the crafted submissions ----------------------------------------------------------------------


def pasted_outputs():
    """The student edition, blank, carrying the teacher edition's outputs cell by cell."""
    pasted, solved = student(HANDSHAKE), teacher(HANDSHAKE)
    outputs = {c.id: c for c in solved.cells if c.cell_type == "code"}
    for cell in pasted.cells:
        if cell.cell_type == "code" and cell.id in outputs:
            cell.outputs = outputs[cell.id].outputs
            cell.execution_count = outputs[cell.id].execution_count
    assert sum(bool(c.get("outputs")) for c in pasted.cells) > 5
    return pasted


FLOOD = "for _ in range(200):\n    print('x' * 100_000)"  # 20 MB of output

FORGERY = """\
import mcpnb, mcpnb.judge.tables.check, mcpnb.judge.checks.server
def everything_right(*args, **kwargs):
    return "✓ every cell right"
mcpnb.check_table = mcpnb.judge.tables.check.check_table = everything_right
mcpnb.check_server = mcpnb.judge.checks.server.check_server = everything_right
print("handshake check: 11 of 11 passed")
"""


def partly_right():
    """Lesson 2's teacher edition with one version cell wrong and a server without serverInfo."""
    notebook = teacher(HANDSHAKE)
    versions = notebook.cells[index_of(notebook, "version-table")]
    versions.source = versions.source.replace('("result", "2024-11-05")', '("result", "2025-03-26")', 1)
    server = notebook.cells[index_of(notebook, "fix-handshake")]
    no_info = server.source.replace(',\n                "serverInfo": {"name": "my-server", "version": "1.0"}', "")
    assert no_info != server.source
    server.source = no_info
    return notebook


def with_syntax_error(lesson, item):
    notebook = teacher(lesson)
    notebook.cells[index_of(notebook, item)].source += "\nmore = (1, 2,\n"
    return notebook


def without_answer(lesson, item):
    notebook = teacher(lesson)
    del notebook.cells[index_of(notebook, item)]
    return notebook


def reordered(lesson, item):
    """The check cell after an answer moved above it: it runs before its answer exists."""
    notebook = teacher(lesson)
    at = index_of(notebook, item)
    notebook.cells.insert(at, notebook.cells.pop(at + 1))
    return notebook


def without_lesson_metadata(lesson):
    notebook = teacher(lesson)
    del notebook.metadata["mcpnb"]
    return notebook


def with_script_answer():
    """The student edition of lesson 2 with one key word's example written as HTML."""
    notebook = student(HANDSHAKE)
    words = notebook.cells[index_of(notebook, "handshake-words")]
    words.source = words.source.replace('"handshake": ...', '"handshake": "<script>alert(1)</script>"')
    return notebook


@pytest.fixture(scope="module")
def batch(tmp_path_factory):
    """Every crafted submission of the batch, graded together two at a time.

    Each student's folder holds one case, all but the teacher's in lesson 2, the quicker to run.
    Two runs serve two cases each: the renamed file also floods its output, and the forger also
    wrote HTML as an answer.
    """
    root = tmp_path_factory.mktemp("submissions")
    paths = {
        "teacher": hand_in(root, "teacher", teacher(MESSAGES)),
        "renamed": hand_in(root, "renamed", with_cell(teacher(HANDSHAKE), FLOOD),
                           "my homework (final) v2.ipynb"),
        "pasted": hand_in(root, "pasted", pasted_outputs()),
        "forger": hand_in(root, "forger", with_cell(with_script_answer(), FORGERY, at=2)),
        "partial": hand_in(root, "partial", partly_right()),
        "syntax": hand_in(root, "syntax", with_syntax_error(HANDSHAKE, "version-table")),
        "exits": hand_in(root, "exits", with_cell(teacher(HANDSHAKE), "import os\nos._exit(1)")),
        "asks": hand_in(root, "asks", with_cell(teacher(HANDSHAKE), "name = input('name? ')")),
        "missing": hand_in(root, "missing", without_answer(HANDSHAKE, "handshake-replies")),
        "reordered": hand_in(root, "reordered", reordered(HANDSHAKE, "handshake-words")),
        "unknown": hand_in(root, "unknown", new_notebook(cells=[new_code_cell("x = 1")])),
        "text": hand_in(root, "text", "These are my answers: 1, 2, 3.\n", "answers.ipynb"),
        # The teacher edition itself, as the course's folder has it (a leaked copy).
        "leaked": hand_in(root, "leaked", nbformat.read(SOLUTIONS / "en" / f"{HANDSHAKE}.ipynb",
                                                        as_version=4)),
    }
    graded = grade(paths.values(), workers=2, timeout=BATCH_TIMEOUT, limits=LIMITS)
    return {"graded": graded, "by": {g.student: g for g in graded}, "root": root}


# --- grades come from the cells' sources, judged in the grader ------------------------------------


@pytest.mark.slow
def test_a_finished_lesson_gets_full_marks_and_runs_ok(batch):
    graded = batch["by"]["teacher"]

    assert graded.lesson == MESSAGES and graded.status == "ok"
    assert scores(graded) == full_marks(MESSAGES)
    assert (graded.total, graded.max) == (48, 48)


@pytest.mark.slow
def test_a_teacher_edition_handed_in_is_graded_and_held_back_for_the_teacher_to_decide(batch):
    from mcpnb.records import UNDECIDED_CODES

    graded = batch["by"]["leaked"]

    assert graded.status_code == "teacher-edition" and "teacher-edition" in UNDECIDED_CODES
    assert scores(graded) == full_marks(HANDSHAKE)  # the marks stand until the teacher decides
    assert "a teacher edition, with every answer" in graded.status


@pytest.mark.slow
def test_a_student_edition_carrying_the_teacher_editions_outputs_scores_zero(batch):
    graded = batch["by"]["pasted"]

    assert graded.lesson == HANDSHAKE and graded.status_code == "not-attempted"
    assert set(scores(graded).values()) == {0.0}


@pytest.mark.slow
def test_a_kernel_that_replaces_mcpnb_checkers_and_prints_fake_results_gains_nothing(batch):
    graded = batch["by"]["forger"]

    assert graded.status == "ok"  # the forgery ran, and every check cell "passed"
    assert graded.total == 0 and set(scores(graded).values()) == {0.0}


@pytest.mark.slow
def test_a_renamed_file_is_graded_by_the_lesson_in_its_metadata(batch):
    graded = batch["by"]["renamed"]

    assert graded.path.name == "my homework (final) v2.ipynb"
    assert graded.lesson == HANDSHAKE and scores(graded) == full_marks(HANDSHAKE)


@pytest.mark.slow
def test_partial_credit_is_the_share_of_cells_right_and_of_the_server_faults_fixed(batch):
    graded = batch["by"]["partial"]
    grades = {i.item: i for i in graded.items}
    versions, server = grades["version-table"], grades["fix-handshake"]
    baseline = starting_baseline("handshake", "02-handshake-server.py", grading.Grading(limits=LIMITS))

    assert (versions.verdict.right, versions.verdict.total, versions.score) == (5, 6, 5.0)
    assert (baseline, server.verdict.passed, server.verdict.total) == (9, 10, 11)
    assert server.score == 5.0  # one of the two faults fixed
    assert graded.total == 5 + 5 + 8 + 12 + 5.0 and graded.max == 41


@pytest.mark.slow
def test_the_unchanged_starting_server_earns_nothing_though_it_passes_most_behaviours(batch):
    graded = batch["by"]["pasted"]
    server = next(i for i in graded.items if i.item == "fix-handshake")

    assert server.verdict is not None and 0 < server.verdict.passed < server.verdict.total
    assert server.score == 0.0


def test_a_server_earns_for_faults_fixed_and_loses_for_behaviours_broken():
    def report(passed, total=11):
        from mcpnb.judge.report import Finding, Report, Verdict

        findings = [Finding(f"f{i}", Verdict.PASSED if i < passed else Verdict.FAILED)
                    for i in range(total)]
        return Report("handshake", tuple(findings))

    assert exercise_score(report(9), 10, baseline=9) == 0.0  # a comment or a `pass` fixes nothing
    assert exercise_score(report(10), 10, baseline=9) == 5.0
    assert exercise_score(report(11), 10, baseline=9) == 10.0
    assert exercise_score(report(3), 10, baseline=9) == 0.0  # never below zero
    assert exercise_score(report(11), 10, baseline=11) == 10.0


# --- a broken submission is graded as far as it can be, with its reason ---------------------------


@pytest.mark.slow
def test_a_syntax_error_in_an_answer_cell_costs_that_item_only_and_is_named_in_the_status(batch):
    graded = batch["by"]["syntax"]
    cell = index_of(with_syntax_error(HANDSHAKE, "version-table"), "version-table") + 1

    assert scores(graded) == {**full_marks(HANDSHAKE), "version-table": 0.0}
    assert graded.status == (f"stops with SyntaxError in cell {cell}; "
                             "answers that cannot be read: version-table")


@pytest.mark.slow
def test_a_kernel_that_dies_is_reported_and_the_answers_still_graded(batch):
    graded = batch["by"]["exits"]

    assert graded.status == "the kernel died in cell 2"
    assert scores(graded) == full_marks(HANDSHAKE)


@pytest.mark.slow
def test_input_fails_at_once_instead_of_waiting_for_someone_to_type(batch):
    graded = batch["by"]["asks"]

    assert graded.status == "cell 2 asks for input, and nobody can type while it is graded"
    assert scores(graded) == full_marks(HANDSHAKE)


@pytest.mark.slow
def test_a_missing_answer_cell_scores_zero_and_is_listed_while_the_rest_is_graded(batch):
    graded = batch["by"]["missing"]

    assert scores(graded) == {**full_marks(HANDSHAKE), "handshake-replies": 0.0}
    assert graded.status.endswith("answer cells missing: handshake-replies")


@pytest.mark.slow
def test_reordered_cells_still_grade_by_item_and_the_status_says_where_the_run_stopped(batch):
    graded = batch["by"]["reordered"]
    check_cell = index_of(teacher(HANDSHAKE), "handshake-words") + 1

    assert scores(graded) == full_marks(HANDSHAKE)
    assert graded.status == f"stops with NameError in cell {check_cell}"


@pytest.mark.slow
def test_a_flood_of_output_is_dropped_not_kept_and_the_notebook_still_runs(batch):
    graded = batch["by"]["renamed"]

    assert graded.status == "ok" and scores(graded) == full_marks(HANDSHAKE)


def test_the_workers_client_keeps_no_output_at_all():
    client = worker._runner_class()(new_notebook())
    client.reset_execution_trackers()  # as a run does before its first cell
    client.clear_before_next_output = False
    outs = []
    message = {"msg_type": "stream", "header": {"msg_type": "stream"}, "parent_header": {"msg_id": "m"},
               "content": {"name": "stdout", "text": "x" * 1000}}

    client.output(outs, message, None, 0)

    assert outs == []


@pytest.mark.slow
def test_a_notebook_of_no_lesson_and_a_file_that_is_no_notebook_become_rows_with_reasons(batch):
    unknown, text = batch["by"]["unknown"], batch["by"]["text"]

    assert (unknown.lesson, unknown.items, unknown.status) == (
        None, (), "the lesson could not be recognised")
    assert (text.lesson, text.items, text.status) == (
        None, (), "not a notebook: the file could not be read as one")


def sleeper_cell(marker):
    """A cell that starts a process of its own session, meant to outlive the notebook, whose
    command line holds `marker`: the test finds it in /proc, inside a sandbox or not."""
    return (
        "import subprocess, sys\n"
        "subprocess.Popen([sys.executable, '-c', 'import time; time.sleep(600)', "
        f"{marker!r}], start_new_session=True)\n"
    )


def unique_marker(name):
    """A string no other process's command line holds, in this run or any other."""
    return f"mcpnb-test-{name}-{os.getpid()}-{time.monotonic_ns()}"


def running_with(marker):
    """The live processes whose command line holds `marker`."""
    found = []
    for entry in Path("/proc").iterdir():
        try:
            if entry.name.isdigit() and marker.encode() in (entry / "cmdline").read_bytes():
                found.append(int(entry.name))
        except OSError:
            continue  # it ended while we looked
    return [pid for pid in found if alive(pid)]


def wait_until(condition, seconds=60):
    """Wait for `condition()` (60 s: a kernel's start on a busy machine); its last value."""
    deadline = time.monotonic() + seconds
    while not (value := condition()) and time.monotonic() < deadline:
        time.sleep(0.05)
    return value


def all_end_soon(marker):
    """Do the processes holding `marker` end within a few seconds (SIGKILL is not awaited)?"""
    return wait_until(lambda: not running_with(marker), seconds=5)


@pytest.mark.slow
@pytest.mark.parametrize("limits", [pytest.param(grading.Limits(), marks=needs_sandbox), None],
                         ids=["sandboxed", "no sandbox"])
def test_a_notebook_that_never_ends_runs_out_of_time_and_what_it_started_is_killed(tmp_path, limits):
    marker = unique_marker("sleeper")
    notebook = with_cell(with_cell(teacher(HANDSHAKE), sleeper_cell(marker), at=1), "while True: pass", 2)
    path = hand_in(tmp_path, "looper", notebook)

    started = time.monotonic()
    (graded,) = grade([path], workers=1, timeout=SHORT_TIMEOUT, limits=limits)
    took = time.monotonic() - started

    assert graded.status == f"ran out of time: still running after {SHORT_TIMEOUT:g} s, in cell 3"
    assert scores(graded) == full_marks(HANDSHAKE)
    assert took < SHORT_TIMEOUT + 15  # a kernel's start and the grading, not the loop's forever
    assert all_end_soon(marker)


@pytest.mark.slow
@needs_sandbox
def test_a_sandboxed_worker_past_its_bound_is_killed_with_its_kernel_and_what_it_started(tmp_path):
    # Without the sandbox, a process the kernel put in a session of its own outlives this kill:
    # only a PID namespace ends everything (docs/teachers/sandbox.md says so).
    marker = unique_marker("bound")
    notebook = new_notebook(cells=[
        new_code_cell(sleeper_cell(marker)),
        new_code_cell("import time\ntime.sleep(600)"),
    ])

    worker = execution.Worker(nbformat.writes(notebook).encode(), timeout=600,
                              limits=grading.Limits())
    assert wait_until(lambda: worker._last("cell") == 2 and running_with(marker))
    worker.bound = 0  # the worker's own limit is far off: only the grader's kill can end it now
    run = worker.result()

    assert run == execution.Run(execution.Outcome.TIMEOUT, cell=2)
    assert all_end_soon(marker)


KILLED_AS_IT_STARTS = """
import os, subprocess, sys
from mcpnb.grade.execution import dying_with_this_grader
for _ in range(int(sys.argv[1])):
    if os.fork() == 0:  # a grader, killed as soon as its sandbox's process is started
        subprocess.Popen(dying_with_this_grader(["/bin/sh", "-c", "sleep 60", sys.argv[2]]))
        os.kill(os.getpid(), 9)
    os.wait()
"""


@pytest.mark.slow
@pytest.mark.skipif(shutil.which("setpriv") is None, reason="no setpriv here (util-linux)")
def test_what_a_grader_starts_ends_with_it_even_when_it_dies_before_the_death_signal_is_set(
        tmp_path):
    # A grader killed in the milliseconds before `setpriv` set the death signal left its
    # sandbox running (3 of 30 here; in CI, a regrade killed at its first commit).
    marker = str(tmp_path / "started by a dead grader")
    subprocess.run([sys.executable, "-c", KILLED_AS_IT_STARTS, "60", marker], check=True,
                   timeout=60)

    assert all_end_soon(marker), running_with(marker)


@pytest.mark.slow
def test_a_worker_started_after_the_batch_was_stopped_is_killed_at_once_and_the_next_runs():
    # A grading thread reading its notebook as Ctrl-C or SIGTERM came starts its worker after
    # `kill_all`: the grader, which waits for its threads before it exits, waited for it whole.
    notebook = nbformat.writes(new_notebook(cells=[new_code_cell("import time\ntime.sleep(600)")]))
    execution.Worker.kill_all()
    try:
        started = time.monotonic()
        stopped = execution.Worker(notebook.encode(), timeout=600, limits=None).result()
        took = time.monotonic() - started
    finally:
        execution.Worker.allow()
    ran = execution.Worker(nbformat.writes(new_notebook(cells=[new_code_cell("1")])).encode(),
                           timeout=60, limits=None).result()

    assert stopped.outcome is not execution.Outcome.OK and took < 30
    assert ran.outcome is execution.Outcome.OK


@pytest.mark.slow
def test_the_kernel_forked_from_the_worker_holds_none_of_the_workers_descriptors(tmp_path):
    # The worker imports ipykernel and forks its kernel: what it has open must not reach the
    # student's code, its report channel above all (a pipe to the grader).
    notebook = new_notebook(cells=[new_code_cell("import time\ntime.sleep(600)")])
    worker = execution.Worker(nbformat.writes(notebook).encode(), timeout=600, limits=None)
    try:
        assert wait_until(lambda: worker._last("cell") == 1)
        kernel, channel = worker._last("kernel"), os.fstat(worker._proc.stdout.fileno()).st_ino
        held = descriptors(kernel)  # readable as the worker's are not: a fresh kernel's are

        assert f"pipe:[{channel}]" not in held
        assert os.readlink(f"/proc/{kernel}/fd/0") == os.devnull
        if os.geteuid() == 0:  # root alone may read the undumpable worker's
            assert held & descriptors(worker._proc.pid) <= {os.devnull}
    finally:
        worker.kill()
        worker.result()


@pytest.mark.slow
def test_the_worker_imports_no_schema_validator_and_its_kernel_imports_nbformat_afresh(tmp_path):
    # jsonschema and fastjsonschema would cost each worker 0.06 CPU-s for a validation it never
    # asks for; the kernel forked from it must still see the whole nbformat, as a fresh one does.
    seen = tmp_path / "seen.json"
    cell = ("import json, sys\n"
            "held = [m for m in ('jsonschema', 'fastjsonschema', 'nbformat', 'nbclient')\n"
            "        if m in sys.modules]\n"
            "import nbformat\n"
            f"open({str(seen)!r}, 'w').write(json.dumps([held, nbformat.ValidationError.__module__]))")
    notebook = new_notebook(cells=[new_code_cell(cell)])

    run = execution.Worker(nbformat.writes(notebook).encode(), timeout=60, limits=None).result()

    assert run.outcome == execution.Outcome.OK
    assert json.loads(seen.read_text()) == [[], "jsonschema.exceptions"]


def descriptors(pid):
    """What the process `pid` holds open, less the anonymous kinds, which all read alike."""
    folder = Path(f"/proc/{pid}/fd")
    return {target for fd in folder.iterdir()
            if not (target := os.readlink(fd)).startswith("anon_inode:")}


@pytest.mark.slow
@needs_sandbox  # without it, a process in a session of its own outlives the kill (docs/teachers/sandbox.md)
def test_an_interrupted_batch_kills_its_workers_and_keeps_a_row_for_every_submission(tmp_path):
    marker = unique_marker("interrupted")
    notebook = new_notebook(metadata={"mcpnb": {"lesson": HANDSHAKE}}, cells=[
        new_code_cell(sleeper_cell(marker) + "import time\ntime.sleep(600)"),
    ])
    paths = [hand_in(tmp_path, "a", "not a notebook"), hand_in(tmp_path, "b", notebook)]
    interrupted = []

    def interrupt(done, total, problems):
        if not done:
            return
        wait_until(lambda: running_with(marker))
        interrupted.append(time.monotonic())
        raise KeyboardInterrupt

    with pytest.raises(batching.Interrupted) as stop:
        grade(paths, workers=2, timeout=30, progress=interrupt, limits=LIMITS)

    assert time.monotonic() - interrupted[0] < 10  # not the 30 s the sleeper had left
    assert [(g.student, g.status) for g in stop.value.graded] == [
        ("a", "not a notebook: the file could not be read as one"),
        ("b", "not graded: interrupted"),
    ]
    assert all_end_soon(marker)


def test_a_file_that_is_not_there_is_a_row_that_says_so(tmp_path):
    (graded,) = grade([tmp_path / "ghost" / "lesson.ipynb"], workers=1, limits=LIMITS)

    assert (graded.student, graded.status) == ("ghost", "no such file")


# --- recognising the lesson without running anything ---------------------------------------------


def test_the_lesson_comes_from_metadata_then_from_the_items_then_is_none():
    mislabelled = teacher(HANDSHAKE)
    mislabelled.metadata["mcpnb"]["lesson"] = "99-no-such-lesson"

    assert recognise_lesson(teacher(MESSAGES)) == MESSAGES
    assert recognise_lesson(without_lesson_metadata(MESSAGES)) == MESSAGES
    assert recognise_lesson(mislabelled) == HANDSHAKE
    assert recognise_lesson(new_notebook(cells=[new_code_cell("x = 1")])) is None


# --- the gradebook --------------------------------------------------------------------------------


def read_csv(text):
    return list(csv.DictReader(io.StringIO(text)))


@pytest.mark.slow
def test_the_gradebook_has_a_column_per_item_of_every_lesson_present_in_course_order(batch):
    text = gradebook_csv(batch["graded"])
    header = next(csv.reader(io.StringIO(text)))

    assert header == ["student", "lesson", "file", "language", "late", "minutes_late",
                      "late_known_by", *points(MESSAGES), *points(HANDSHAKE),
                      "total", "max", "status", "status_code", "name"]


@pytest.mark.slow
def test_each_row_fills_its_own_lessons_items_and_leaves_the_others_empty(batch):
    rows = {r["student"]: r for r in read_csv(gradebook_csv(batch["graded"]))}

    assert [rows["partial"][i] for i in points(HANDSHAKE)] == ["5", "5", "8", "12", "5"]
    assert all(rows["partial"][i] == "" for i in points(MESSAGES))
    assert [rows["teacher"][i] for i in points(MESSAGES)] == ["6", "6", "8", "8", "10", "10"]
    assert all(rows["teacher"][i] == "" for i in points(HANDSHAKE))
    assert [rows["partial"][c] for c in ("total", "max", "status", "status_code")] == [
        "35", "41", "ok", "ok"]
    assert rows["text"]["lesson"] == "" and rows["text"]["max"] == ""


@pytest.mark.slow
def test_rows_are_sorted_by_student_then_file_one_per_submission(batch):
    rows = read_csv(gradebook_csv(batch["graded"]))

    assert [r["student"] for r in rows] == sorted(p.parent.name for p in batch["root"].glob("*/*"))


@pytest.mark.slow
def test_the_gradebook_replaces_the_old_file_whole_or_not_at_all(batch, tmp_path, monkeypatch):
    out = tmp_path / "gradebook.csv"
    out.write_text("the old gradebook\n")

    def crash(source, target):
        raise OSError("disk full")

    monkeypatch.setattr(grading.os, "replace", crash)
    with pytest.raises(OSError):
        write_gradebook(batch["graded"], out)
    assert out.read_text() == "the old gradebook\n"
    assert os.listdir(tmp_path) == ["gradebook.csv"]

    monkeypatch.undo()
    write_gradebook(batch["graded"], out)
    assert out.read_bytes() == gradebook_csv(batch["graded"]).encode()
    assert os.listdir(tmp_path) == ["gradebook.csv"]


@pytest.mark.slow
def test_grading_again_with_another_number_of_workers_writes_the_same_bytes(tmp_path):
    paths = [
        hand_in(tmp_path, "b", with_cell(teacher(HANDSHAKE), "import os\nos._exit(1)")),
        hand_in(tmp_path, "a", "not a notebook"),
        hand_in(tmp_path, "a", new_notebook(cells=[new_code_cell("x = 1")]), "z.ipynb"),
    ]
    runs = []
    for workers in (1, 2):
        graded = grade(reversed(paths), workers=workers, timeout=BATCH_TIMEOUT, limits=LIMITS)
        folder = tmp_path / f"feedback-{workers}"
        write_feedback(graded, folder)
        pages = {p.name: p.read_bytes() for p in sorted(folder.iterdir())}
        runs.append((gradebook_csv(graded), pages))

    assert runs[0] == runs[1]
    assert [r["student"] for r in read_csv(runs[0][0])] == ["a", "a", "b"]


# --- the feedback pages ---------------------------------------------------------------------------


@pytest.mark.slow
def test_feedback_shows_the_students_answers_marks_and_the_notebooks_hints(batch):
    page = feedback_html(batch["by"]["partial"])
    server = next(i for i in batch["by"]["partial"].items if i.item == "fix-handshake").verdict
    failing = [f for f in server.findings if not f.passed]

    assert "What to revisit" in page and "What passed" in page
    assert say("mark.wrong") in page and html.escape(say("version-table.data")) in page
    assert failing
    for finding in failing:
        assert html.escape(finding.text("label")) in page
        assert html.escape(finding.text("hint")) in page


@pytest.mark.slow
def test_feedback_never_shows_a_right_answer_nor_what_a_check_expected(batch):
    blank_page = feedback_html(batch["by"]["pasted"])
    partial_page = feedback_html(batch["by"]["partial"])
    server = next(i for i in batch["by"]["partial"].items if i.item == "fix-handshake").verdict
    failing = [f for f in server.findings if not f.passed]
    solved = answers_of(teacher(HANDSHAKE))
    solution = solved.exercises["fix-handshake"]
    refusal = solved.answers["version-table"][2][1]  # the error data of the refused version

    assert html.escape(repr(refusal)) not in blank_page
    assert html.escape(repr("ready")) not in blank_page  # a state, right in three rows
    assert not any(line.strip() in blank_page
                   for line in solution.splitlines() if len(line.strip()) > 30)
    for finding in failing:
        assert finding.text("expected") not in partial_page


@pytest.mark.slow
def test_feedback_escapes_what_the_student_wrote(batch):
    page = feedback_html(batch["by"]["forger"])

    assert "&lt;script&gt;alert(1)&lt;/script&gt;" in page
    assert "<script>" not in page


@pytest.mark.slow
def test_feedback_names_one_page_per_submission_and_says_how_the_notebook_ran(batch):
    names = page_names(batch["graded"])
    page = feedback_html(batch["by"]["exits"])
    clean = feedback_html(batch["by"]["teacher"])

    assert len(set(names)) == len(names)
    assert any(re.fullmatch(r"teacher\.01-messages\.[0-9a-f]{8}\.html", n) for n in names)
    assert any(re.fullmatch(r"text\.answers\.[0-9a-f]{8}\.html", n) for n in names)
    assert "What the grader noticed: the kernel died in cell 2." in page
    assert say("feedback.ran-ok") not in page
    assert say("feedback.ran-ok") in clean and "What the grader noticed" not in clean


# --- the command ----------------------------------------------------------------------------------


@pytest.mark.slow
def test_the_command_grades_a_batch_with_progress_a_summary_and_pages_as_a_real_process(tmp_path):
    paths = [
        hand_in(tmp_path / "submissions", "ann", with_cell(teacher(HANDSHAKE), "import os; os._exit(3)")),
        hand_in(tmp_path / "submissions", "bo", "{}", "lesson 2.ipynb"),
    ]
    out, pages = tmp_path / "gradebook.csv", tmp_path / "feedback"

    done = subprocess.run(
        [sys.executable, "-m", "mcpnb.cli", "grade", *map(str, paths), "--out", str(out),
         "--feedback", str(pages), "--workers", "2", "--timeout", "30",
         *([] if LIMITS else ["--no-sandbox"])],
        capture_output=True, text=True, timeout=120, cwd=tmp_path,
    )

    assert done.returncode == 0, done.stderr
    assert re.findall(r"graded \d/2", done.stderr) == ["graded 1/2", "graded 2/2"]
    assert done.stdout.splitlines()[0] == (
        f"graded 2 submissions: 0 ok, 2 with problems; mean score 100.0%; gradebook: {out}")
    rows = read_csv(out.read_text())
    assert [(r["student"], r["total"], r["status"]) for r in rows] == [
        ("ann", "41", "the kernel died in cell 2"),
        ("bo", "0", "not a notebook: the file could not be read as one"),
    ]
    assert [re.sub(r"\.[0-9a-f]{8}\.html$", "", p.name) for p in sorted(pages.iterdir())] == [
        "ann.02-handshake", "bo.lesson_2"]
    assert done.stdout.splitlines()[1] == f"2 feedback pages in {pages}"


def test_progress_is_one_plain_line_per_submission_when_not_on_a_terminal():
    stream = io.StringIO()
    show = batching.progress_line(stream)

    show(0, 2, 0)
    show(1, 2, 1)
    show(2, 2, 1)

    assert stream.getvalue() == "graded 1/2\ngraded 2/2\n"


def read_all(fd):
    """Everything written to a pseudo-terminal so far, then close it."""
    os.set_blocking(fd, False)
    chunks = []
    with contextlib.suppress(BlockingIOError, OSError):
        while chunk := os.read(fd, 65536):
            chunks.append(chunk)
    os.close(fd)
    return b"".join(chunks)


def test_progress_on_a_terminal_is_one_bar_with_rate_time_left_and_problems_so_far():
    # A real terminal: the bar is drawn on a pseudo-terminal of 100 × 30.
    leader, follower = os.openpty()
    fcntl.ioctl(follower, termios.TIOCSWINSZ, struct.pack("HHHH", 30, 100, 0, 0))
    with open(follower, "w", encoding="utf-8", closefd=True) as terminal:
        show = batching.progress_line(terminal)
        for done, problems in [(0, 0), (1, 0), (2, 1), (3, 1)]:
            show(done, 4, problems)
    drawn = read_all(leader).decode()

    *redrawn, last = drawn.split("\r")
    assert "\n" not in "".join(redrawn)  # redrawn in place, not a line per notebook
    assert re.search(r"3/4 \[\d\d:\d\d<\d\d:\d\d, +[\d.]+(notebook/s|s/notebook), 1 with problems\]",
                     last), drawn


def test_a_student_folder_named_like_a_formula_is_written_as_text_in_the_gradebook(tmp_path):
    folder = tmp_path / "=HYPERLINK(1)"
    folder.mkdir()
    (folder / "lesson.ipynb").write_text("not a notebook")

    (graded,) = grade([folder / "lesson.ipynb"], workers=1, timeout=10, limits=LIMITS)
    (row,) = read_csv(gradebook_csv([graded]))

    assert row["student"] == "'=HYPERLINK(1)"
    assert as_text("ada") == "ada"


@pytest.mark.slow
def test_lesson_3s_teacher_edition_gets_full_marks_and_its_student_edition_nothing(tmp_path):
    lesson = "03-clients"
    paths = [hand_in(tmp_path, "teacher", teacher(lesson)), hand_in(tmp_path, "student", student(lesson))]

    blank, solved = grade(paths, workers=2, timeout=BATCH_TIMEOUT, limits=LIMITS)  # by name

    assert (solved.status, scores(solved)) == ("ok", full_marks(lesson))
    assert (blank.status_code, set(scores(blank).values())) == ("not-attempted", {0.0})


def in_edition(notebook, code):
    """The notebook as an edition in language `code` says it is (release stamps it)."""
    notebook.metadata.setdefault("mcpnb", {})["language"] = code
    return notebook


@pytest.mark.slow
def test_each_page_speaks_its_editions_language_and_the_gradebook_the_teachers_with_one_code(
        tmp_path):
    died = "import os\nos._exit(1)"
    paths = [
        hand_in(tmp_path, "ana", in_edition(with_cell(teacher(HANDSHAKE), died), "es")),
        hand_in(tmp_path, "ben", in_edition(with_cell(teacher(HANDSHAKE), died), "de")),
        hand_in(tmp_path, "cat", with_cell(teacher(HANDSHAKE), died)),
        hand_in(tmp_path, "dan", "not a notebook", "x.ipynb"),
    ]

    graded = grade(paths, workers=2, timeout=BATCH_TIMEOUT, limits=LIMITS)
    pages = write_feedback(graded, tmp_path / "feedback").written

    in_language = {}
    for code in ("es", "de", "en"):
        with speaking(code):
            in_language[code] = (say("status.died", cell=2), say("feedback.how-graded"))
    assert [g.status for g in graded] == [
        in_language["es"][0], in_language["de"][0], in_language["en"][0],
        "not a notebook: the file could not be read as one"]
    assert len({s for s, _ in in_language.values()}) == 3  # three languages, three sentences
    assert [scores(g) for g in graded[:3]] == [full_marks(HANDSHAKE)] * 3
    for page, code in zip(pages, ("es", "de", "en"), strict=False):
        assert html.escape(in_language[code][1], quote=False) in page.read_text()
    assert gradebook_csv(graded).splitlines()[0].startswith(
        "student,lesson,file,language,late,minutes_late,late_known_by,handshake-words,")
    for teacher_language in ("en", "de"):  # the gradebook is the teacher's: one language, one code
        with speaking(teacher_language):
            rows = read_csv(gradebook_csv(graded))
            died, unread = say("status.died", cell=2), say("status.not-a-notebook")
        assert [(r["status"], r["status_code"]) for r in rows] == [
            (died, "died"), (died, "died"), (died, "died"), (unread, "not-a-notebook")]


# --- the teacher's secret: a function's inputs no student can know in advance ----------------------


def test_the_teachers_secret_is_made_once_readable_by_the_teacher_alone_and_kept(tmp_path):
    path = tmp_path / ".mcpnb-secret"

    first = grading.teacher_secret(path)
    again = grading.teacher_secret(path)

    assert first == again and len(first) == 64
    assert path.stat().st_mode & 0o777 == 0o600
    assert grading.teacher_secret(tmp_path / "other") != first


def test_each_student_and_item_gets_inputs_of_their_own_the_same_on_every_grading():
    from mcpnb.judge.functions.check import inputs

    seed = grading.function_seed("s3cret", "ann", "buffer-step")
    public = [args for _, args in inputs("buffer-step")]

    assert grading.function_seed(None, "ann", "buffer-step") is None
    assert seed == grading.function_seed("s3cret", "ann", "buffer-step")
    assert len({seed, grading.function_seed("s3cret", "bo", "buffer-step"),
                grading.function_seed("s3cret", "ann", "state-step"),
                grading.function_seed("other", "ann", "buffer-step")}) == 4
    assert [args for _, args in inputs("buffer-step", seed)] == \
        [args for _, args in inputs("buffer-step", seed)]
    assert not set(map(repr, public)) & set(repr(a) for _, a in inputs("buffer-step", seed))


def test_a_folder_named_in_bytes_that_are_not_utf8_gets_inputs_of_its_own():
    student = b"ann\xff".decode("utf-8", "surrogateescape")  # as Python reads such a folder

    seeds = {grading.function_seed("s3cret", name, "buffer-step") for name in (student, "ann")}

    assert len(seeds) == 2 and all(len(seed) == 64 for seed in seeds)


def test_a_folder_named_in_bytes_that_are_not_utf8_gets_its_row_and_record_written(tmp_path):
    from mcpnb.grade import record
    from mcpnb.grade.gradebook import write_atomically
    from mcpnb.grade.views import write_gradebook

    student = b"ann\xff".decode("utf-8", "surrogateescape")  # as Python reads such a folder
    graded = [grading.Graded(Path(f"/class/{student}/x.ipynb"), student, None,
                             problems=(later("status.not-a-notebook"),))]

    write_gradebook(graded, tmp_path / "gradebook.csv")
    write_atomically(record.record_path(tmp_path / "gradebook.csv"), record.record_text(graded))

    assert read_csv((tmp_path / "gradebook.csv").read_text())[0]["student"] == "ann\\udcff"
    assert "ann\\udcff" in (tmp_path / "gradebook.record.jsonl").read_text()


def test_a_status_is_cut_at_a_bounded_length_whatever_a_file_held():
    cut = later("status.grader-failed", why="x" * 10_000)  # a student's names can be that long
    long = grading.Graded(Path("/class/ann/x.ipynb"), "ann", None, problems=(cut,))

    assert len(long.status) == grading.MAX_STATUS_CHARS + 1 and long.status.endswith("\u2026")


def test_grade_called_from_python_gets_the_limits_the_command_sets_for_its_timeout(monkeypatch, tmp_path):
    from mcpnb import cli

    used = []
    for module in (batching, sandbox):  # nothing runs: the test only looks at the limits handed on
        monkeypatch.setattr(module, "unavailable", lambda: None)
    monkeypatch.setattr(batching, "_grade_here", lambda handed, how, *rest: used.append(how.limits) or [])
    batching.grade([], timeout=20)
    monkeypatch.setattr(batching, "grade", lambda *args, **kwargs: used.append(kwargs["limits"]) or [])
    (tmp_path / "none.ipynb").write_text("{}")
    cli.main(["grade", str(tmp_path / "none.ipynb"), "--out", str(tmp_path / "g.csv"), "--timeout", "20"])

    assert used == [sandbox.Limits.for_timeout(20)] * 2
    assert used[0].cpu_seconds == 40 and sandbox.Limits.for_timeout(0.2).cpu_seconds == 1
    assert sandbox.Limits() == sandbox.Limits.for_timeout(execution.DEFAULT_TIMEOUT)


@pytest.mark.slow
def test_lesson_4_grades_a_dual_era_server_by_the_faults_it_fixed_over_the_starting_code(tmp_path):
    from hostile import honest  # the answer and exercise cells alone: nbval runs the whole lesson

    lesson = "04-eras"
    solved = honest(lesson)
    half = honest(lesson)
    cell = next(c for c in half.cells if c.metadata.get("mcpnb", {}).get("item") == "fix-eras")
    # Half fixed: every rule but the unsupported version, which it serves as if it spoke it.
    cell.source = cell.source.replace("    if meta[VERSION] not in MODERN:\n", "    if False:\n")
    assert "if False:" in cell.source
    paths = [hand_in(tmp_path, "a-teacher", solved), hand_in(tmp_path, "b-student", student(lesson)),
             hand_in(tmp_path, "c-half", half)]

    right, blank, halfway = grade(paths, workers=2, timeout=BATCH_TIMEOUT, limits=LIMITS)

    assert (right.status, scores(right)) == ("ok", full_marks(lesson))
    assert (blank.status_code, set(scores(blank).values())) == ("not-attempted", {0.0})
    fixed = scores(halfway)["fix-eras"]
    assert halfway.status == "ok" and 0 < fixed < full_marks(lesson)["fix-eras"]
    assert {i: s for i, s in scores(halfway).items() if i != "fix-eras"} == {
        i: s for i, s in full_marks(lesson).items() if i != "fix-eras"}


@pytest.mark.slow
def test_lesson_5_grades_a_web_server_in_its_sandbox_by_the_faults_it_fixed(tmp_path):
    from hostile import honest  # the answer and exercise cells alone: nbval runs the whole lesson

    lesson = "05-http"
    solved, half = honest(lesson), honest(lesson)
    cell = next(c for c in half.cells if c.metadata.get("mcpnb", {}).get("item") == "fix-http")
    # Half fixed: every rule but the Origin check, which it drops again.
    cell.source = cell.source.replace("if origin is not None and", "if False and")
    assert "if False and" in cell.source
    paths = [hand_in(tmp_path, "a-teacher", solved), hand_in(tmp_path, "b-student", student(lesson)),
             hand_in(tmp_path, "c-half", half)]

    right, blank, halfway = grade(paths, workers=2, timeout=BATCH_TIMEOUT, limits=LIMITS)

    assert (right.status, scores(right)) == ("ok", full_marks(lesson))
    assert (blank.status_code, set(scores(blank).values())) == ("not-attempted", {0.0})
    fixed = scores(halfway)["fix-http"]
    assert halfway.status == "ok" and 0 < fixed < full_marks(lesson)["fix-http"]
    assert {i: s for i, s in scores(halfway).items() if i != "fix-http"} == {
        i: s for i, s in full_marks(lesson).items() if i != "fix-http"}


@pytest.mark.slow
def test_lesson_6_grades_a_server_of_tools_and_the_function_in_their_sandbox(tmp_path):
    from hostile import honest  # the answer and exercise cells alone: nbval runs the whole lesson

    lesson = "06-tools"
    solved, half = honest(lesson), honest(lesson)
    cell = next(c for c in half.cells if c.metadata.get("mcpnb", {}).get("item") == "fix-tools")
    # Half fixed: every rule but the last page's, which promises a page after it again.
    cell.source = cell.source.replace("    if start + PAGE < len(names):", "    if True:")
    assert "    if True:" in cell.source
    paths = [hand_in(tmp_path, "a-teacher", solved), hand_in(tmp_path, "b-student", student(lesson)),
             hand_in(tmp_path, "c-half", half)]

    right, blank, halfway = grade(paths, workers=2, timeout=BATCH_TIMEOUT, limits=LIMITS)

    assert (right.status, scores(right)) == ("ok", full_marks(lesson))
    assert (blank.status_code, set(scores(blank).values())) == ("not-attempted", {0.0}), (
        blank.status)
    fixed = scores(halfway)["fix-tools"]
    assert halfway.status == "ok" and 0 < fixed < full_marks(lesson)["fix-tools"]
    assert {i: s for i, s in scores(halfway).items() if i != "fix-tools"} == {
        i: s for i, s in full_marks(lesson).items() if i != "fix-tools"}


@pytest.mark.slow
def test_a_server_cell_of_megabytes_runs_whole_and_its_row_keeps_only_the_first_part(tmp_path):
    from hostile import with_exercise

    # The teacher's server, then a megabyte of comments: it runs, and earns, as the teacher's.
    cell = next(c.source for c in teacher(MESSAGES).cells
                if c.metadata.get("mcpnb", {}).get("item") == "fix-server")
    served = cell.partition("\n")[2]  # without its %%writefile line, which with_exercise keeps
    notebook = with_exercise(MESSAGES, "fix-server", served + "\n" + "# padding\n" * 100_000)
    path = hand_in(tmp_path, "ann", notebook)

    graded = grade([path], limits=LIMITS, workers=1)[0]
    server = next(g for g in graded.items if g.item == "fix-server")

    assert server.score == server.points
    assert len(server.source) == grading.MAX_KEPT_SOURCE
    assert server.source.startswith(served)


@pytest.mark.slow
def test_a_notebook_handed_in_as_it_was_handed_out_is_not_attempted_and_one_answer_makes_it_so(
        tmp_path):
    untouched = {lesson: hand_in(tmp_path, f"blank-{lesson}", student(lesson))
                 for lesson in (MESSAGES, HANDSHAKE)}
    one = student(HANDSHAKE)
    cell = one.cells[index_of(one, "version-table")]
    cell.source = cell.source.replace("...", "'2025-11-25'", 1)
    touched = hand_in(tmp_path, "one-answer", one)

    graded = {g.student: g for g in grade([*untouched.values(), touched], limits=LIMITS)}

    assert {s: g.status_code for s, g in graded.items()} == {
        f"blank-{MESSAGES}": "not-attempted", f"blank-{HANDSHAKE}": "not-attempted",
        "one-answer": "ok"}


@pytest.mark.parametrize("code", LANGUAGES)
def test_every_editions_starting_code_as_handed_out_is_its_exercises_untouched_start(code):
    for lesson, content in course()["lessons"].items():
        handed_out = answers_of(nbformat.read(ROOT / "notebooks" / code / f"{lesson}.ipynb",
                                              as_version=4)).exercises
        for item, spec in content["items"].items():
            if spec["kind"] in grading.EXERCISE_KINDS:
                assert handed_out[item].split() in grading.editions_start(spec["start"]), (
                    code, lesson, item)


@pytest.mark.slow
@pytest.mark.parametrize("code", [c for c in LANGUAGES if c != "en"])
def test_a_blank_edition_in_any_language_is_not_attempted(tmp_path, code):
    blank = nbformat.read(ROOT / "notebooks" / code / f"{MESSAGES}.ipynb", as_version=4)

    graded = grade([hand_in(tmp_path, "blank", blank)], limits=LIMITS)[0]

    assert (graded.status_code, graded.total) == ("not-attempted", 0)


def test_in_the_graders_kernel_a_notebooks_checks_answer_at_once_and_elsewhere_they_check(monkeypatch):
    import mcpnb
    from mcpnb.grade.run import IN_GRADER

    def looked_up(name):
        monkeypatch.delitem(vars(mcpnb), name, raising=False)  # the face keeps what it looked up
        return mcpnb.__getattr__(name)

    assert looked_up("check_table")("tools-words", {}) is not None  # a verdict: it checked
    monkeypatch.setenv(IN_GRADER, "1")
    for name in ("check_table", "check_function", "check_server", "check_conformance"):
        assert looked_up(name)("tools-words", {}) is None
    monkeypatch.delitem(vars(mcpnb), "check_table")


@pytest.mark.slow
def test_a_check_cell_costs_a_graded_notebook_nothing_where_it_would_wait_out_its_bounds(tmp_path):
    # In JupyterLab this cell waits 15 s for a server that never says it is ready; the grader's
    # kernel answers it at once, so a notebook of it runs well within 5 s.
    never_ready = '[sys.executable, "-c", "import time; time.sleep(60)"]'
    notebook = new_notebook(cells=[new_code_cell("import sys\nimport mcpnb"), new_code_cell(
        f'mcpnb.check_conformance({never_ready}, checker="tools")')])
    notebook.metadata["mcpnb"] = {"lesson": "06-tools", "language": "en"}
    path = hand_in(tmp_path, "ann", notebook)

    graded = grade([path], workers=1, timeout=5.0, limits=LIMITS)[0]

    assert "timeout" not in graded.status_code, graded.status


@pytest.mark.slow
def test_a_notebook_nested_past_any_reader_runs_cut_to_its_depth_and_is_graded(tmp_path):
    from hostile import honest

    notebook = honest(MESSAGES)
    notebook.metadata["deep"] = "@"
    bomb = nbformat.writes(notebook).replace('"@"', "[" * 200_000 + "]" * 200_000)
    path = hand_in(tmp_path, "ann", bomb)

    [graded] = grade([path], workers=1, timeout=BATCH_TIMEOUT, limits=LIMITS)

    assert (graded.status_code, scores(graded)) == ("ok", full_marks(MESSAGES)), graded.status
