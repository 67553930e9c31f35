"""Grade a class's notebooks: a gradebook row per submission, with nothing lost and nothing forged.

Before any student code runs, the grader reads every submission and the whole course (course
data, scripts, starting code, each starting server's baseline) into memory, and it judges from
what it read. Then, for each submission, at the same time:

- its notebook runs in a fresh kernel of its own (`mcpnb.grade.execution`), only to learn
  whether it runs: the status of its row (there the notebook's own check cells answer at once,
  `mcpnb.records.IN_GRADER`);
- its answers are read from the cells' sources (`mcpnb.grade.submission.answers_of`) and judged
  here, in the grader's own process, by the checkers the notebook uses: `check_table` for a table,
  and `check_server` for a server, run from a copy of the exercise cell's source.

Every piece of student code, the kernel and the server alike, runs in a grading sandbox
(`mcpnb.running.sandbox`) with `Limits`: it sees none of the class, the teacher's files or the
gradebook, writes only to a scratch folder of its own, and ends with its PID namespace. With
`limits=None` (`mcpnb grade --no-sandbox`) it runs as the teacher, and can do whatever the teacher
can.

Grades never come from the kernel: stored outputs are ignored, and a kernel that prints fake
results or replaces mcpnb's functions changes nothing here. A broken submission (not a notebook,
an unknown lesson, a cell that raises, loops, asks for input or kills its kernel, a missing or
unreadable answer cell) is graded as far as it can be, and its status says why it is not `ok`.

The student is the folder holding the file (`submissions/<student>/<any>.ipynb`); the lesson is
the notebook's own `mcpnb.lesson` metadata, or else the lesson whose items its cells carry.
"""

from __future__ import annotations

import contextlib
import dataclasses
import hashlib
import hmac
import os
import secrets
import sys
import traceback
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

from mcpnb.content import reference
from mcpnb.course import course, data_path, on_http
from mcpnb.given import given_files
from mcpnb.grade import baselines
from mcpnb.grade.execution import DEFAULT_TIMEOUT, Outcome, Run, Worker
from mcpnb.grade.submission import (
    HandedIn,
    Submission,
    answers_of,
    hand_in,
    read_runnable,
)
from mcpnb.judge.answers import not_a_value
from mcpnb.judge.checks.conformance import is_suite
from mcpnb.judge.checks.server import check_server
from mcpnb.judge.functions.check import judge_source, runner_source
from mcpnb.judge.literal import Unparsable
from mcpnb.judge.report import Report
from mcpnb.judge.tables.check import check_table, score
from mcpnb.judge.tables.verdict import Mark, TableVerdict
from mcpnb.running.sandbox import DEFAULT_LIMITS, Box, Limits, size_text
from mcpnb.running.scripts import load_script
from mcpnb.teach.translations import starting_code
from mcpnb.texts import ENGLISH, LANGUAGES, Sentence, later, say, say_count, speaking

# Items whose answer is code in an exercise cell: a server, or a function written from scratch.
EXERCISE_KINDS = ("server", "function")
# A gradebook's status is a sentence or two; a longer one (names a student chose) is cut here.
MAX_STATUS_CHARS = 300
# The code of an exercise a row keeps for the record (the class report compares it): a lesson's
# server is a few thousand characters; a cell of megabytes is run whole, and kept only this far,
# so that the grader's memory holds the class's rows, not the class's files.
MAX_KEPT_SOURCE = 100_000

__all__ = [
    "DEFAULT_TIMEOUT",
    "Graded",
    "ItemGrade",
    "Limits",
    "grade_answers",
    "grade_submission",
    "prepare_course",
    "check_server_source",
    "course_text",
    "grade_safely",
    "exercise_score",
    "starting_baseline",
    "teacher_secret",
]


# A row's status code is its problem's key without "status.", but for these: a limit is named
# by the limit alone, and a run out of time is one whether or not its cell is known.
STATUS_CODES = {"status.superseded": "later-file",  # the row of the later file, graded
                "status.timeout-somewhere": "timeout", "status.limit-memory": "memory",
                "status.limit-cpu": "cpu", "status.limit-file-size": "file-size",
                "status.limit-disk": "disk", "status.limit-processes": "processes"}


def status_code(problem: Sentence) -> str:
    """The code of a row's problem, the same in every language: `error`, `timeout`, `memory`..."""
    return STATUS_CODES.get(problem.key, problem.key.removeprefix("status."))


def status_said(problems: Sequence[Sentence | str], language: str | None) -> str:
    """A row's problems said in `language` (None: the one spoken here), or `ok`; cut at
    MAX_STATUS_CHARS, whatever a student's file held."""
    with speaking(language):
        status = "; ".join(map(str, problems)) or say("status.ok")
    return status if len(status) <= MAX_STATUS_CHARS else status[:MAX_STATUS_CHARS] + "\u2026"


def status_codes(problems: Sequence[Sentence], codes: str = "ok") -> str:
    """The codes of a row's problems joined by `;`, after `codes` (a row's own, where these
    are said beside them), or `ok`."""
    joined = [*(c for c in codes.split(";") if c != "ok"), *map(status_code, problems)]
    return ";".join(dict.fromkeys(joined)) or "ok"


@dataclass(frozen=True)
class ItemGrade:
    """One graded item: its points, the score earned, and the verdict it rests on.

    `problem` says, for the student, why there is no verdict: a missing cell, an unreadable
    answer, a server still in its starting code. `ignored` are the other cells that answer the
    item too, which were not graded (`Submission.ignored`).
    """

    item: str
    kind: str
    points: float
    score: float
    verdict: TableVerdict | Report | None = None
    problem: str = ""
    ignored: tuple[int, ...] = ()
    source: str | None = None  # a server's or a function's code as the student wrote it
    # Changed by the teacher (`mcpnb.grade.overrides`): why, and the score the grader gave.
    changed: tuple[str, float] | None = None

    @property
    def full_marks(self) -> bool:
        return self.score >= self.points


@dataclass(frozen=True)
class Graded:
    """A graded submission: whose it is, which lesson, each item's grade, and what went wrong."""

    path: Path
    student: str
    lesson: str | None
    items: tuple[ItemGrade, ...] = ()
    problems: tuple[Sentence, ...] = ()  # said in the language of whoever reads them
    ran: bool = False  # the notebook ran from top to bottom without an error
    language: str | None = None  # the edition's, in which its status and feedback are written
    late: tuple[str, str, str] = ("", "", "")  # late, minutes late, known by (`Timing.late`)
    place: str = ""  # where it lay in the download or the class folder (`Owned.place`)
    depth: int = 0  # how many folders deep in the student's hand-in
    digest: str = ""  # SHA-256 of the file's bytes, as read

    @property
    def status(self) -> str:
        """What went wrong, or `ok`, in the edition's language: the student's feedback."""
        return self.status_in(self.language)

    def status_in(self, language: str | None) -> str:
        """What went wrong, or `ok`, in `language` (None: the one spoken here); cut at
        MAX_STATUS_CHARS, whatever a student's file held."""
        return status_said(self.problems, language)

    @property
    def status_code(self) -> str:
        """The status in no language: `ok`, or the code of each problem (`STATUS_CODES`),
        joined by `;`, for a teacher's filter or a script."""
        return status_codes(self.problems)

    @property
    def ok(self) -> bool:
        return not self.problems

    @property
    def total(self) -> float:
        return round(sum(i.score for i in self.items), 2)

    @property
    def max(self) -> float:
        return round(sum(i.points for i in self.items), 2)


@cache
def course_text(*parts: str) -> str:
    """A file of the course's data, read once: what is graded and run later is this copy, so a
    course folder that changes during a batch changes nothing of it."""
    return data_path(*parts).read_text(encoding="utf-8")


def starting_baseline(checker: str, start: str, how: Grading | None = None) -> int:
    """How many behaviours an exercise's starting code already passes: they earn nothing.

    The starting servers are nearly right (that is the exercise), so points go to what the
    student fixed: a server's score is its points × (passed − baseline) / (total − baseline),
    never below zero. Fixing every fault earns them all; breaking a behaviour the starting code
    had costs as much as a fix earns. The starting code runs as a student's server does, from
    the copy `course_text` read, in a sandbox of its own (`how.limits`): a course file is
    never trusted more than a student's. It is computed once per build, starting code and
    limits, and kept for the next batch (`mcpnb.grade.baselines`).
    """
    how = how or Grading()
    return _server_baseline(checker, start, how.limits, how.hidden)


@cache
def _server_baseline(checker: str, start: str, limits: Limits | None,
                     hidden: tuple[Path, ...]) -> int:
    source, given = course_text("exercises", start), given_of(checker)
    kept_as = source + "".join(f"\0{name}\0{text}" for name, text in sorted(given.items()))
    return baselines.kept("server", checker, kept_as, limits, lambda: check_server_source(
        checker, source, limits, hidden, given=given).passed)


def given_of(checker: str) -> dict[str, str]:
    """The files the server exercise of `checker` is given (`mcpnb.given`), the course's own
    copy: written beside the source the grader checks, whatever the student's folder held."""
    item = next(item for lesson in course()["lessons"].values()
                for item, spec in lesson["items"].items()
                if spec.get("kind") == "server" and spec["checker"] == checker)
    return given_files(item)


def check_server_source(checker: str, source: str, limits: Limits | None,
                        hidden: Sequence[Path] = (), conformance: bool = False,
                        given: dict[str, str] | None = None) -> Report:
    """Check the server `source` is, run from a copy in a sandbox of its own (None: a plain
    child) that shows neither the package nor the course: a server that runs or imports the
    reference servers does not start. `conformance`: an http server meets the official
    conformance suite too. `given`: the files written beside it (None: the exercise's own,
    `given_of`)."""
    given = given_of(checker) if given is None else given
    files: dict[str, str | bytes | Path] = {**given, "server.py": source,
                                            **reference.audit_files()}
    with Box(files, limits, hidden=hidden, course=False, told=True) as box:
        # The box's grading sandbox, handed to the check as a check's own is: one way to wrap.
        command = reference.audited_command(box, [box.path("server.py")])
        report = check_server(checker, command, sandbox=box.sandbox or False,
                              conformance=conformance and checker in on_http())
        return dataclasses.replace(report, carried=reference.carried(box.told()))


def counted(report: Report) -> Report:
    """The findings a grade counts: all but the conformance suite's, which are shown only."""
    return Report(report.check, tuple(f for f in report.findings if not is_suite(f)))


def exercise_score(report: Report, points: float, baseline: int) -> float:
    """The points a check of a server or a function earns over the starting code's baseline."""
    to_fix = report.total - baseline
    if to_fix <= 0:
        return points if report.ok else 0.0
    return round(points * max(0, report.passed - baseline) / to_fix, 2)


@dataclass(frozen=True)
class Grading:
    """How submissions are graded: the wall-clock bound of a run, the sandbox's limits (None:
    no sandbox) with the folders it must hide, and the teacher's secret (`function_seed`)."""

    timeout: float = DEFAULT_TIMEOUT
    limits: Limits | None = DEFAULT_LIMITS
    hidden: tuple[Path, ...] = ()
    language: str = ENGLISH  # the grader's: of the rows of no edition, such as a broken file
    secret: str | None = None  # None: a function is judged on the notebook's public inputs
    # Lesson 5's server held to the official conformance suite too: shown, never counted, so
    # that a grade does not depend on whether this machine has Node.
    conformance: bool = False
    due: float | None = None  # the due time (seconds since the epoch): how late each file is


def teacher_secret(path: Path) -> str:
    """The teacher's secret kept in `path`, made there (random, readable by the teacher alone)
    if there is none yet."""
    with contextlib.suppress(FileExistsError):
        fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
        with os.fdopen(fd, "w", encoding="utf-8") as file:
            file.write(secrets.token_hex(32) + "\n")
    return path.read_text(encoding="utf-8").strip()


def function_seed(secret: str | None, student: str, item: str) -> str | None:
    """The seed of the inputs a student's function is judged on: the teacher's secret mixed
    with the student and the item (HMAC-SHA256), so each student's inputs are their own, no
    student can know them in advance, and the same secret grades the same files the same way."""
    if secret is None:
        return None
    # A folder named in bytes that are not UTF-8 holds lone surrogates: "surrogatepass" encodes
    # any, and any other name as plain UTF-8 does.
    who = f"{student}\0{item}".encode("utf-8", "surrogatepass")
    return hmac.new(secret.encode(), who, hashlib.sha256).hexdigest()


def prepare_course(lessons: Iterable[str | None], how: Grading | None = None) -> None:
    """Read everything the grading of these lessons needs, before any student code runs: the
    course, its scripts, the function runner, and the baseline of every starting server and
    function (each run sandboxed, as `how` says, from the copy read here)."""
    content = course()["lessons"]
    runner_source()
    for lesson in sorted({x for x in lessons if x is not None}):
        for item, spec in content[lesson]["items"].items():
            if "script" in spec:
                load_script(spec["script"])
            if spec["kind"] == "server":
                starting_baseline(spec["checker"], spec["start"], how)
            elif spec["kind"] == "function":
                function_baseline(item, spec["start"], how)


def grade_answers(
    lesson: str, submission: Submission, how: Grading | None = None, student: str = ""
) -> tuple[ItemGrade, ...]:
    """Judge every item of a lesson from the answers read off the cells, in this process.

    A server runs from a copy of its source, in a sandbox of its own unless `how.limits` is None.
    """
    how = how or Grading()
    grades = []
    for item, spec in course()["lessons"][lesson]["items"].items():
        kind, points = spec["kind"], float(spec["points"])
        if kind == "server":
            grades.append(_grade_server(item, spec, points, submission, how))
        elif kind == "function":
            seed = function_seed(how.secret, student, item)
            grades.append(_grade_function(item, spec, points, submission, how, seed))
        elif item not in submission.answers:
            grades.append(ItemGrade(item, kind, points, 0.0, problem=say("feedback.missing")))
        elif isinstance(answer := submission.answers[item], Unparsable):
            grades.append(ItemGrade(item, kind, points, 0.0, problem=answer.why))
        else:
            verdict = check_table(item, answer)
            grades.append(ItemGrade(item, kind, points, score(verdict, points), verdict))
    return tuple(dataclasses.replace(g, ignored=submission.ignored.get(g.item, ()))
                 for g in grades)


def _grade_server(
    item: str, spec: dict[str, Any], points: float, submission: Submission, how: Grading
) -> ItemGrade:
    source = submission.exercises.get(item)
    if source is None:
        return ItemGrade(item, "server", points, 0.0, problem=say("feedback.missing"))
    report = check_server_source(spec["checker"], source, how.limits, how.hidden,
                                 how.conformance)
    if report.carried:
        return _not_theirs(item, "server", points, report, source)
    earned = exercise_score(counted(report), points,
                          starting_baseline(spec["checker"], spec["start"], how))
    return ItemGrade(item, "server", points, earned, report, source=source[:MAX_KEPT_SOURCE])


def _not_theirs(item: str, kind: str, points: float, report: Report, source: str) -> ItemGrade:
    """An exercise whose running code carried the course's own: no points, and why."""
    why = say_count("feedback.carried", len(report.carried), functions=_named(report.carried))
    return ItemGrade(item, kind, points, 0.0, report, problem=why,
                     source=source[:MAX_KEPT_SOURCE])


def _named(functions: Sequence[str], shown: int = 3) -> str:
    """The first few of the course's functions a code carried, and how many more."""
    named = "; ".join(functions[:shown])
    return named if len(functions) <= shown else say("feedback.carried-more", named=named,
                                                     more=len(functions) - shown)


def _grade_function(
    item: str, spec: dict[str, Any], points: float, submission: Submission, how: Grading,
    seed: str | None,
) -> ItemGrade:
    """A function the student wrote: points × the share of its properties that hold."""
    source = submission.exercises.get(item)
    if source is None:
        return ItemGrade(item, "function", points, 0.0, problem=say("feedback.missing"))
    report = judge_source(item, source, how.limits, how.hidden, seed)
    if report.carried:
        return _not_theirs(item, "function", points, report, source)
    earned = exercise_score(report, points, function_baseline(item, spec["start"], how))
    return ItemGrade(item, "function", points, earned, report,
                     source=source[:MAX_KEPT_SOURCE])


def function_baseline(item: str, start: str, how: Grading | None = None) -> int:
    """How many properties a function exercise's starting code already has: they earn nothing,
    as for a server (see `starting_baseline`), and it runs as a student's function does."""
    how = how or Grading()
    return _function_baseline(item, start, how.limits, how.hidden)


@cache
def _function_baseline(item: str, start: str, limits: Limits | None,
                       hidden: tuple[Path, ...]) -> int:
    source = course_text("exercises", start)
    return baselines.kept("function", item, source, limits,
                          lambda: judge_source(item, source, limits, hidden).passed)


def _limit_problem(limit: str, how: Grading, cell: int | None) -> Sentence:
    """The status of a run stopped by a limit of the sandbox: which limit, and its value."""
    limits = how.limits or Limits()
    values = {
        "memory": size_text(limits.memory),
        "cpu": f"{limits.cpu_seconds} s",
        "file-size": size_text(limits.file_size),
        "disk": size_text(limits.scratch),
        "processes": str(limits.processes),
    }
    if limit not in values:
        return later("status.not-run", why=limit)
    stopped = later(f"status.limit-{limit}", limit=values[limit])
    return stopped if cell is None else stopped + later("status.in-cell", cell=cell)


def _stopped_by_a_word(run: Run, submission: Submission) -> bool:
    """Did the notebook stop at an answer cell whose table holds a word without its quotes
    (a NameError the grader's reading of the cell already marks wrong, that cell alone)? The
    grade stands on the cells' sources, so such a stop costs nothing more: it is no stopped
    notebook for the export to leave out (`unquoted`)."""
    return run.outcome is Outcome.ERROR and str(run.detail).startswith("NameError") and any(
        submission.cells.get(item) == run.cell and not_a_value(answer) is not None
        for item, answer in submission.answers.items())


def _run_problem(run: Run, how: Grading) -> Sentence | None:
    """The status words for how a run ended; None when it ran to the end."""
    timeout = how.timeout
    match run.outcome:
        case Outcome.OK:
            return None
        case Outcome.ERROR:
            return later("status.error", error=run.detail, cell=run.cell)
        case Outcome.INPUT:
            return later("status.input", cell=run.cell)
        case Outcome.TIMEOUT if run.cell is None:
            return later("status.timeout-somewhere", seconds=timeout)
        case Outcome.TIMEOUT:
            return later("status.timeout", seconds=timeout, cell=run.cell)
        case Outcome.DIED:
            return later("status.died", cell=run.cell)
        case Outcome.LIMIT:
            return _limit_problem(run.detail, how, run.cell)
        case Outcome.ENDED:
            ended = later("status.ended")
            return ended if run.cell is None else ended + later("status.in-cell", cell=run.cell)
        case _:
            return later("status.not-run", why=run.detail)


@cache
def editions_start(name: str) -> list[list[str]]:
    """An exercise's starting code as each edition hands it out (its comments and docstrings
    in the edition's language), as words: a blank Spanish edition is as untouched as an English
    one."""
    return [starting_code(name, code).split() for code in LANGUAGES]


def _untouched(lesson: str, items: Sequence[ItemGrade], submission: Submission) -> bool:
    """Was nothing of the notebook's answers touched: every table cell left blank, every
    exercise its starting code (or no answer cell at all)?"""
    specs = course()["lessons"][lesson]["items"]
    present = False  # a notebook with no answer cell at all is missing them, not untouched
    for grade in items:
        verdict = grade.verdict
        if isinstance(verdict, TableVerdict):
            present = True
            if any(cell.mark is not Mark.BLANK for row in verdict.cells for cell in row):
                return False
        elif grade.kind in EXERCISE_KINDS and (source := submission.exercises.get(grade.item)):
            present = True
            if source.split() not in editions_start(specs[grade.item]["start"]):
                return False
        elif grade.item in submission.answers and grade.kind not in EXERCISE_KINDS:
            return False  # an answer there, but unreadable: touched
    return present


def _answer_problems(lesson: str, submission: Submission) -> list[Sentence]:
    items = course()["lessons"][lesson]["items"]
    missing = [
        i for i, spec in items.items()
        if i not in (submission.exercises if spec["kind"] in EXERCISE_KINDS
                     else submission.answers)
    ]
    unreadable = [i for i in items if isinstance(submission.answers.get(i), Unparsable)]
    problems = []
    if missing:
        problems.append(later("status.missing", items=", ".join(missing)))
    if unreadable:
        problems.append(later("status.unreadable", items=", ".join(unreadable)))
    return problems


def grade_submission(handed: HandedIn | Path, how: Grading | None = None) -> Graded:
    """Grade one submission: run it (in a worker) while its answers are judged here."""
    how = how or Grading()
    if isinstance(handed, Path):
        prepare_course(course()["lessons"], how)
        handed = hand_in(handed)
    if handed.problem is not None or handed.lesson is None:
        return Graded(handed.path, handed.student, None,
                      problems=(handed.problem or later("status.no-lesson"),))
    lesson, data = handed.lesson, handed.read()
    notebook, runs = read_runnable(data)  # parsed once: what is judged and what runs agree
    submission = answers_of(notebook)
    worker = Worker(runs, timeout=how.timeout, limits=how.limits, hidden=how.hidden)
    try:
        items = grade_answers(lesson, submission, how, handed.student)
    finally:
        run = worker.result()
    problem = _run_problem(run, how)
    if problem is not None and _stopped_by_a_word(run, submission):
        problem = later("status.unquoted", cell=run.cell)
    problems = ([problem] if problem else []) + _answer_problems(lesson, submission)
    carried = [g.item for g in items if isinstance(g.verdict, Report) and g.verdict.carried]
    if carried:
        problems.append(later("status.carried", items=", ".join(carried)))
    if notebook.metadata.get("mcpnb", {}).get("edition") == "teacher":
        problems.append(later("status.teacher-edition"))
    if _untouched(lesson, items, submission):
        problems.append(later("status.not-attempted"))
    return Graded(handed.path, handed.student, lesson, items, tuple(problems),
                  ran=problem is None)


def not_graded(handed: HandedIn, why: Sentence) -> Graded:
    """The row of a submission whose grading never ended (the batch interrupted, its workers
    lost): whose and where it is, and why (`mcpnb.records.NOT_GRADED_CODES`)."""
    remark = () if handed.remark is None else (handed.remark,)
    return Graded(handed.path, handed.student, handed.lesson, problems=(*remark, why),
                  place=handed.place, depth=handed.depth, digest=handed.digest)


def grade_safely(handed: HandedIn, how: Grading) -> Graded:
    """Grade a submission in its edition's language (else the grader's); a bug of the grader's
    becomes the row's status, not the batch's end."""
    language = handed.language or how.language
    with speaking(language):
        try:
            graded = grade_submission(handed, how)
        except Exception as error:
            traceback.print_exc(file=sys.stderr)
            failed = later("status.grader-failed", why=type(error).__name__)
            graded = Graded(handed.path, handed.student, None, problems=(failed,))
    remarks = tuple(r for r in (handed.remark, handed.superseded) if r is not None)
    return dataclasses.replace(graded, language=language, problems=(*remarks, *graded.problems),
                               late=handed.timing.late(how.due), place=handed.place,
                               depth=handed.depth, digest=handed.digest)
