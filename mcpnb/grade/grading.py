"""Grade a class's notebooks: a gradebook row per submission, with nothing lost and nothing forged.

Before any student code runs, the grader reads every submission and the whole course (course
data, scripts, starting code, each starting server's baseline) into memory, and it judges from
what it read. Then, for each submission, at the same time:

- its notebook runs in a fresh kernel of its own (`mcpnb.grade.execution`), only to learn whether it
  runs: the status of its row;
- its answers are read from the cells' sources (`mcpnb.grade.submission.answers_of`) and judged here, in
  the grader's own process, by the checkers the notebook uses: `check_table` for a table, and
  `check_server` for a server, run from a copy of the exercise cell's source.

Every piece of student code, the kernel and the server alike, runs in a grading sandbox
(`mcpnb.running.sandbox`) with `Limits`: it sees none of the class, the teacher's files or the gradebook,
writes only to a scratch folder of its own, and ends with its PID namespace. With `limits=None`
(`mcpnb grade --no-sandbox`) it runs as the teacher, and can do whatever the teacher can.

Grades never come from the kernel: stored outputs are ignored, and a kernel that prints fake
results or replaces mcpnb's functions changes nothing here. A broken submission (not a notebook,
an unknown lesson, a cell that raises, loops, asks for input or kills its kernel, a missing or
unreadable answer cell) is graded as far as it can be, and its status says why it is not `ok`.

The student is the folder holding the file (`submissions/<student>/<any>.ipynb`); the lesson is
the notebook's own `mcpnb.lesson` metadata, or else the lesson whose items its cells carry.
"""

from __future__ import annotations

import contextlib
import csv
import dataclasses
import hashlib
import hmac
import io
import itertools
import os
import secrets
import shutil
import stat
import sys
import tempfile
import traceback
from collections import Counter
from collections.abc import Callable, Iterable, Sequence
from concurrent.futures import ThreadPoolExecutor, as_completed
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import IO, Any

from mcpnb.course import course, data_path
from mcpnb.grade.execution import DEFAULT_TIMEOUT, Outcome, Run, Worker
from mcpnb.grade.submission import (
    Submission,
    Unreadable,
    answers_of,
    item_of,
    ours,
    read_notebook_bytes,
)
from mcpnb.judge.checks.server import check_server
from mcpnb.judge.functions.check import judge_source, runner_source
from mcpnb.judge.report import Report
from mcpnb.judge.tables.check import check_table, score
from mcpnb.judge.tables.verdict import TableVerdict
from mcpnb.running.harness import load_script
from mcpnb.running.sandbox import DEFAULT_LIMITS, Box, Limits, size_text, unavailable
from mcpnb.texts import ENGLISH, known, language, say, speaking

# Items whose answer is code in an exercise cell: a server, or a function written from scratch.
EXERCISE_KINDS = ("server", "function")
# A lesson notebook with its outputs is well under a megabyte; a file past this is not read.
MAX_SUBMISSION_BYTES = 32 * 1024 * 1024
# A gradebook's status is a sentence or two; a longer one (names a student chose) is cut here.
MAX_STATUS_CHARS = 300
# All of one student's files together: a student with a few lessons in one folder stays far below.
MAX_STUDENT_BYTES = 64 * 1024 * 1024
_spooled = itertools.count(1)

__all__ = [
    "DEFAULT_TIMEOUT",
    "Graded",
    "HandedIn",
    "Interrupted",
    "ItemGrade",
    "Limits",
    "as_text",
    "grade",
    "grade_answers",
    "grade_submission",
    "gradebook_columns",
    "hand_in",
    "gradebook_csv",
    "prepare_course",
    "check_server_source",
    "collect",
    "course_text",
    "grade_safely",
    "progress_line",
    "recognise_lesson",
    "server_score",
    "starting_baseline",
    "student_of",
    "summary",
    "teacher_secret",
    "write_atomically",
    "write_gradebook",
]

# progress(done, total, problems): how many are graded, of how many, and how many of them have
# a problem in their status.
Progress = Callable[[int, int, int], None]


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
    problems: tuple[str, ...] = ()
    ran: bool = False  # the notebook ran from top to bottom without an error
    language: str | None = None  # the edition's, in which its status and feedback are written

    @property
    def status(self) -> str:
        """What went wrong, or `ok`; cut at MAX_STATUS_CHARS, whatever a student's file held."""
        with speaking(self.language):
            status = "; ".join(self.problems) or say("status.ok")
        return status if len(status) <= MAX_STATUS_CHARS else status[:MAX_STATUS_CHARS] + "\u2026"

    @property
    def ok(self) -> bool:
        return not self.problems

    @property
    def interrupted(self) -> bool:
        return self.problems == (say("status.interrupted"),)

    @property
    def total(self) -> float:
        return round(sum(i.score for i in self.items), 2)

    @property
    def max(self) -> float:
        return round(sum(i.points for i in self.items), 2)


def student_of(path: Path) -> str:
    """The student a submission belongs to: the name of the folder holding it."""
    return path.absolute().parent.name


def recognise_lesson(notebook: Any) -> str | None:
    """The notebook's lesson: its `mcpnb.lesson` metadata if that names a lesson of the course,
    else the lesson most of its cells' `mcpnb.item` ids belong to, else None."""
    lessons = course()["lessons"]
    named = ours(notebook.metadata).get("lesson")
    if isinstance(named, str) and named in lessons:
        return named
    items = {item_of(cell) for cell in notebook.cells} - {None}
    votes = Counter({lesson: len(items & set(content["items"]))
                     for lesson, content in lessons.items()})
    best = max(lessons, key=lambda lesson: votes[lesson])  # the first lesson wins a tie
    return best if votes[best] else None


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
    never trusted more than a student's.
    """
    how = how or Grading()
    return _server_baseline(checker, start, how.limits, how.hidden)


@cache
def _server_baseline(checker: str, start: str, limits: Limits | None,
                     hidden: tuple[Path, ...]) -> int:
    return check_server_source(checker, course_text("exercises", start), limits, hidden).passed


def check_server_source(checker: str, source: str, limits: Limits | None,
                        hidden: Sequence[Path] = ()) -> Report:
    """Check the server `source` is, run from a copy in a sandbox of its own (None: a plain
    child) that shows neither the package nor the course: a server that runs or imports the
    reference servers does not start."""
    with Box({"server.py": source}, limits, hidden=hidden, course=False) as box:
        command = box.wrap([sys.executable, box.path("server.py")])
        return check_server(checker, command, sandbox=False)  # the box is its sandbox


def server_score(report: Report, points: float, baseline: int) -> float:
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
    return hmac.new(secret.encode(), f"{student}\0{item}".encode(), hashlib.sha256).hexdigest()


@dataclass(frozen=True)
class HandedIn:
    """A submission as read before any student code runs: its lesson and edition, and where its
    bytes are kept (a private spool, or `data` itself), or the reason it cannot be graded.

    Its answers are read again from those bytes when it is graded (`grade_submission`), so the
    grader holds in memory only the submissions being graded, not the class.
    """

    path: Path
    student: str
    data: bytes = b""
    lesson: str | None = None
    problem: str | None = None
    language: str | None = None  # the edition's (`mcpnb.language` in its metadata)
    spool: Path | None = None  # its copy in the grader's spool, which no sandbox shows

    def read(self) -> bytes:
        """The submission's bytes, as they were handed in."""
        return self.spool.read_bytes() if self.spool is not None else self.data

    def carried(self) -> HandedIn:
        """This submission with its bytes in it, to travel to another machine."""
        return dataclasses.replace(self, data=self.read(), spool=None)


class _Refused(Exception):
    """A file the grader will not read: the message is the row's status."""


def read_handed_in(path: Path, limit: int = MAX_SUBMISSION_BYTES) -> bytes:
    """The bytes of a file a student handed in, or `_Refused` saying why it is not one.

    A submission is a regular file in a student's folder: a symbolic link (the file, or the
    student's folder) is refused, as it may point at a classmate's work, the teacher edition or
    `/dev/zero`; so are a FIFO, a device or a socket. Nothing follows a link, no open can block,
    and the bound does not trust the size the file reports: it reads no more than `limit` + 1.
    """
    try:
        folder = os.open(path.parent, os.O_RDONLY | os.O_DIRECTORY | os.O_NOFOLLOW | os.O_CLOEXEC)
    except OSError as error:
        raise _Refused(_open_problem(path.parent, error)) from None
    try:
        try:
            fd = os.open(path.name, os.O_RDONLY | os.O_NOFOLLOW | os.O_NONBLOCK | os.O_CLOEXEC,
                         dir_fd=folder)
        except OSError as error:
            raise _Refused(_open_problem(path, error)) from None
    finally:
        os.close(folder)
    with os.fdopen(fd, "rb") as file:
        mode = os.fstat(file.fileno()).st_mode
        if not stat.S_ISREG(mode):
            raise _Refused(say("status.not-a-file", kind=say(f"status.kind-{_kind(mode)}")))
        data = file.read(limit + 1)
    if len(data) > limit:
        raise _Refused(say("status.too-large", limit=size_text(limit)))
    return data


def _open_problem(path: Path, error: OSError) -> str:
    """Why a path could not be opened: a link (O_NOFOLLOW's ELOOP, or ENOTDIR for a folder
    that is one), or no file at all."""
    with contextlib.suppress(OSError):
        if stat.S_ISLNK(os.lstat(path).st_mode):
            return say("status.link")
    return say("status.no-file")


def _kind(mode: int) -> str:
    for test, kind in ((stat.S_ISFIFO, "fifo"), (stat.S_ISCHR, "device"), (stat.S_ISBLK, "device"),
                       (stat.S_ISSOCK, "socket"), (stat.S_ISDIR, "folder")):
        if test(mode):
            return kind
    return "other"


def hand_in(path: Path, spool: Path | None = None) -> HandedIn:
    """Read a submission once, before any student code runs: nothing that runs later can change
    what is graded. Its bytes go to `spool` (a private folder) if given, else stay in memory."""
    student = student_of(path)
    try:
        data = read_handed_in(path)
    except _Refused as refused:
        return HandedIn(path, student, problem=str(refused))
    try:
        notebook = read_notebook_bytes(data)
        answers_of(notebook)
        lesson = recognise_lesson(notebook)
        language = edition_language(notebook)
    except Exception:  # any file at all may be handed in: it is data, not a crash
        return HandedIn(path, student, problem=say("status.not-a-notebook"))
    if lesson is None:
        return HandedIn(path, student, problem=say("status.no-lesson"))
    if spool is None:
        return HandedIn(path, student, data, lesson, language=language)
    copy = spool / f"{next(_spooled)}.ipynb"
    copy.write_bytes(data)
    return HandedIn(path, student, lesson=lesson, language=language, spool=copy)


def hand_in_class(paths: Sequence[Path], spool: Path,
                  limit: int = MAX_STUDENT_BYTES) -> list[HandedIn]:
    """Read every submission into `spool`; a student whose files together pass `limit` has the
    rest refused (each file is bounded on its own too)."""
    used: Counter[str] = Counter()
    handed = []
    for path in paths:
        try:
            one = hand_in(path, spool)
        except Exception as error:  # the spool's disk, say: this row's problem, not the batch's
            why = say("status.grader-failed", why=type(error).__name__)
            one = HandedIn(path, student_of(path), problem=why)
        if one.spool is not None:
            used[one.student] += one.spool.stat().st_size
            if used[one.student] > limit:
                one.spool.unlink()
                one = HandedIn(path, one.student, problem=say("status.student-too-large",
                                                                limit=size_text(limit)))
        handed.append(one)
    return handed


def edition_language(notebook: Any) -> str | None:
    """The language of the edition a notebook was released in, if it says one of ours."""
    named = ours(notebook.metadata).get("language")
    return known(named) if isinstance(named, str) else None


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
        elif isinstance(answer := submission.answers[item], Unreadable):
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
    report = check_server_source(spec["checker"], source, how.limits, how.hidden)
    earned = server_score(report, points, starting_baseline(spec["checker"], spec["start"], how))
    return ItemGrade(item, "server", points, earned, report)


def _grade_function(
    item: str, spec: dict[str, Any], points: float, submission: Submission, how: Grading,
    seed: str | None,
) -> ItemGrade:
    """A function the student wrote: points × the share of its properties that hold."""
    source = submission.exercises.get(item)
    if source is None:
        return ItemGrade(item, "function", points, 0.0, problem=say("feedback.missing"))
    report = judge_source(item, source, how.limits, how.hidden, seed)
    earned = server_score(report, points, function_baseline(item, spec["start"], how))
    return ItemGrade(item, "function", points, earned, report)


def function_baseline(item: str, start: str, how: Grading | None = None) -> int:
    """How many properties a function exercise's starting code already has: they earn nothing,
    as for a server (see `starting_baseline`), and it runs as a student's function does."""
    how = how or Grading()
    return _function_baseline(item, start, how.limits, how.hidden)


@cache
def _function_baseline(item: str, start: str, limits: Limits | None,
                       hidden: tuple[Path, ...]) -> int:
    return judge_source(item, course_text("exercises", start), limits, hidden).passed


def _limit_problem(limit: str, how: Grading, cell: int | None) -> str:
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
        return say("status.not-run", why=limit)
    where = "" if cell is None else say("status.in-cell", cell=cell)
    return say(f"status.limit-{limit}", limit=values[limit]) + where


def _run_problem(run: Run, how: Grading) -> str | None:
    """The status words for how a run ended; None when it ran to the end."""
    timeout = how.timeout
    match run.outcome:
        case Outcome.OK:
            return None
        case Outcome.ERROR:
            return say("status.error", error=run.detail, cell=run.cell)
        case Outcome.INPUT:
            return say("status.input", cell=run.cell)
        case Outcome.TIMEOUT if run.cell is None:
            return say("status.timeout-somewhere", seconds=timeout)
        case Outcome.TIMEOUT:
            return say("status.timeout", seconds=timeout, cell=run.cell)
        case Outcome.DIED:
            return say("status.died", cell=run.cell)
        case Outcome.LIMIT:
            return _limit_problem(run.detail, how, run.cell)
        case Outcome.ENDED:
            where = "" if run.cell is None else say("status.in-cell", cell=run.cell)
            return say("status.ended") + where
        case _:
            return say("status.not-run", why=run.detail)


def _answer_problems(lesson: str, submission: Submission) -> list[str]:
    items = course()["lessons"][lesson]["items"]
    missing = [
        i for i, spec in items.items()
        if i not in (submission.exercises if spec["kind"] in EXERCISE_KINDS
                     else submission.answers)
    ]
    unreadable = [i for i in items if isinstance(submission.answers.get(i), Unreadable)]
    problems = []
    if missing:
        problems.append(say("status.missing", items=", ".join(missing)))
    if unreadable:
        problems.append(say("status.unreadable", items=", ".join(unreadable)))
    return problems


def grade_submission(handed: HandedIn | Path, how: Grading | None = None) -> Graded:
    """Grade one submission: run it (in a worker) while its answers are judged here."""
    how = how or Grading()
    if isinstance(handed, Path):
        prepare_course(course()["lessons"], how)
        handed = hand_in(handed)
    if handed.problem is not None or handed.lesson is None:
        return Graded(handed.path, handed.student, None,
                      problems=(handed.problem or say("status.no-lesson"),))
    lesson, data = handed.lesson, handed.read()
    submission = answers_of(read_notebook_bytes(data))
    worker = Worker(data, timeout=how.timeout, limits=how.limits, hidden=how.hidden)
    try:
        items = grade_answers(lesson, submission, how, handed.student)
    finally:
        run = worker.result()
    problem = _run_problem(run, how)
    problems = ([problem] if problem else []) + _answer_problems(lesson, submission)
    return Graded(handed.path, handed.student, lesson, items, tuple(problems),
                  ran=problem is None)


def grade_safely(handed: HandedIn, how: Grading) -> Graded:
    """Grade a submission in its edition's language (else the grader's); a bug of the grader's
    becomes the row's status, not the batch's end."""
    language = handed.language or how.language
    with speaking(language):
        try:
            graded = grade_submission(handed, how)
        except Exception as error:
            traceback.print_exc(file=sys.stderr)
            failed = say("status.grader-failed", why=type(error).__name__)
            graded = Graded(handed.path, handed.student, None, problems=(failed,))
    return dataclasses.replace(graded, language=language)


def default_workers() -> int:
    """One worker per core this process may use."""
    with contextlib.suppress(AttributeError):
        return max(1, len(os.sched_getaffinity(0)))
    return max(1, os.cpu_count() or 1)


class Interrupted(Exception):
    """The batch was interrupted (Ctrl-C, SIGTERM): `graded` holds every row, those not
    finished marked `not graded: interrupted`."""

    def __init__(self, graded: list[Graded]) -> None:
        super().__init__(f"interrupted with {len(graded)} rows")
        self.graded = graded


class SandboxUnavailable(Exception):
    """The sandbox cannot run on this machine; the message says why and what to install."""


def grade(
    paths: Iterable[Path],
    *,
    workers: int | None = None,
    timeout: float = DEFAULT_TIMEOUT,
    limits: Limits | None = DEFAULT_LIMITS,
    hidden: Iterable[Path] = (),
    progress: Progress | None = None,
    scheduler: str | None = None,
    secret: str | None = None,
) -> list[Graded]:
    """Grade many submissions, `workers` at a time; sorted by student, then file.

    Every submission is read first; then each runs in a sandbox with `limits` (None: without
    one), which also hides the class's folders and `hidden`. `progress(done, total, problems)`
    is called before the first and as each submission is graded. With `scheduler`, the address
    of a Dask scheduler, the submissions are graded on its workers (`mcpnb.grade.cluster`) instead of
    `workers` threads here, and the gradebook is the same. With `secret` (`teacher_secret`), a
    function is judged on inputs of each student's own (`function_seed`). An interruption
    (KeyboardInterrupt, which the command line also raises for SIGTERM) stops the batch and
    raises `Interrupted` with the rows of the whole batch.
    """
    if limits is DEFAULT_LIMITS:  # not told otherwise: the limits for this timeout
        limits = Limits.for_timeout(timeout)
    unique = sorted(dict.fromkeys(Path(p) for p in paths), key=_order)
    if scheduler is None and limits is not None and (why := unavailable()) is not None:
        raise SandboxUnavailable(why)
    classes = {p.absolute().parent.parent for p in unique}
    how = Grading(timeout, limits, tuple(sorted({*classes, *map(Path, hidden)})), language(),
                  secret)
    spool = Path(tempfile.mkdtemp(prefix="mcpnb-spool-"))  # the grader's alone (mode 700)
    try:
        handed = hand_in_class(unique, spool)
        if scheduler is not None:
            from mcpnb.grade import cluster  # it imports Dask: only a cluster's batch needs it

            return cluster.grade_on(scheduler, handed, how, progress)
        return _grade_here(handed, how, workers, progress)
    finally:
        shutil.rmtree(spool, ignore_errors=True)


def _grade_here(handed: Sequence[HandedIn], how: Grading, workers: int | None,
                progress: Progress | None) -> list[Graded]:
    """The local pool: `workers` threads, each grading one submission at a time."""
    prepare_course((h.lesson for h in handed), how)
    pool = ThreadPoolExecutor(max(1, workers or default_workers()))
    futures = [pool.submit(grade_safely, h, how) for h in handed]

    def stop() -> None:  # Ctrl-C: the workers, in sessions of their own, did not get it
        pool.shutdown(wait=False, cancel_futures=True)
        Worker.kill_all()

    graded = collect(handed, (f.result() for f in as_completed(futures)), progress, stop)
    pool.shutdown()
    return graded


def collect(
    handed: Sequence[HandedIn],
    finished: Iterable[Graded],
    progress: Progress | None,
    stop: Callable[[], None],
) -> list[Graded]:
    """The rows of a batch, in the order of `handed`, from the submissions graded as they
    finish; on an interruption, `stop()` and raise `Interrupted` with every row."""
    results: dict[Path, Graded] = {}
    problems = 0
    try:
        if progress is not None:
            progress(0, len(handed), 0)
        for graded in finished:
            results[graded.path] = graded
            problems += not graded.ok
            if progress is not None:
                progress(len(results), len(handed), problems)
    except BaseException as error:
        stop()
        if not isinstance(error, KeyboardInterrupt):
            raise
        rows = [results.get(h.path) or Graded(h.path, h.student, h.lesson,
                                              problems=(say("status.interrupted"),))
                for h in handed]
        raise Interrupted(rows) from None
    return [results[h.path] for h in handed]


def _order(path: Path) -> tuple[str, str]:
    return student_of(path), str(path)


# --- the gradebook -------------------------------------------------------------------------------


def gradebook_columns(graded: Sequence[Graded]) -> list[str]:
    """student, lesson, every item of every lesson present (in course order), total, max, status."""
    present = {g.lesson for g in graded}
    items = [item for lesson, content in course()["lessons"].items() if lesson in present
             for item in content["items"]]
    return ["student", "lesson", *items, "total", "max", "status"]


def number(value: float) -> str:
    """A score as a spreadsheet reads it: 6, 4.5, 3.33."""
    return format(round(value, 2), "g")


def as_text(value: str) -> str:
    """A cell a spreadsheet shows as text: one starting like a formula gets a leading quote."""
    return "'" + value if value[:1] in ("=", "+", "-", "@", "\t", "\r") else value


def gradebook_csv(graded: Sequence[Graded]) -> str:
    """The gradebook as CSV text: one row per submission, the same text for the same files."""
    columns = gradebook_columns(graded)
    out = io.StringIO()
    writer = csv.DictWriter(out, columns, restval="")
    writer.writeheader()
    for g in graded:
        row = {"student": as_text(g.student), "lesson": g.lesson or "", "status": as_text(g.status),
               "total": number(g.total), "max": number(g.max) if g.items else ""}
        row.update({i.item: number(i.score) for i in g.items})
        writer.writerow(row)
    return out.getvalue()


def write_atomically(path: Path, text: str) -> None:
    """Write a file so that a reader sees the old one or the new one, never half of one."""
    path.parent.mkdir(parents=True, exist_ok=True)
    handle, temporary = tempfile.mkstemp(prefix=f".{path.name}.", dir=path.parent)
    try:
        with os.fdopen(handle, "w", encoding="utf-8", newline="") as file:
            file.write(text)
        os.replace(temporary, path)
    except BaseException:
        with contextlib.suppress(FileNotFoundError):
            os.unlink(temporary)
        raise


def write_gradebook(graded: Sequence[Graded], out: Path) -> None:
    """Write the gradebook CSV to `out`, atomically."""
    write_atomically(out, gradebook_csv(graded))


# --- telling the teacher how it goes -------------------------------------------------------------


def progress_line(stream: IO[str]) -> Progress:
    """How the batch goes, on `stream`: on a terminal, one bar redrawn in place (done/total, rate,
    time left, rows with problems so far); elsewhere (CI, a pipe), a short line per submission."""
    if stream.isatty() and _has_size(stream):
        return _progress_bar(stream)

    def show(done: int, total: int, problems: int) -> None:
        if done:
            stream.write(say("grade.progress", done=done, total=total) + "\n")
            stream.flush()

    return show


def _has_size(stream: IO[str]) -> bool:
    """Does the terminal say how large it is (some say 0 × 0: a bar would not show there)?"""
    try:
        return min(os.get_terminal_size(stream.fileno())) > 0
    except (OSError, ValueError, io.UnsupportedOperation):
        return False


def _progress_bar(stream: IO[str]) -> Progress:
    from tqdm import tqdm  # only a terminal needs it

    bars: list[Any] = []  # the bar, made when the first call says the total

    def show(done: int, total: int, problems: int) -> None:
        if not bars:
            bars.append(tqdm(total=total, file=stream, unit="notebook", desc="grading",
                             dynamic_ncols=True, mininterval=0, smoothing=0.1))
        bar = bars[0]
        bar.set_postfix_str(say("grade.problems", n=problems), refresh=False)
        bar.update(done - bar.n)
        if done == total:
            bar.close()

    return show


def summary(graded: Sequence[Graded]) -> str:
    """How the batch went, in one line: how many were graded, how many have problems, the mean."""
    scored = [g.total / g.max for g in graded if g.max]
    mean = f"{100 * sum(scored) / len(scored):.1f}%" if scored else "-"
    failed = sum(not g.ok for g in graded)
    return say("grade.summary", n=len(graded), ok=len(graded) - failed, failed=failed, mean=mean)
