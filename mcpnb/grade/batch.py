"""Grade many submissions: read them all first, then grade them on a local pool of threads or on
a Dask cluster, with progress as rows finish, and every row kept when the batch is interrupted.
"""

from __future__ import annotations

import contextlib
import dataclasses
import io
import os
import shutil
import signal
import threading
from collections import Counter
from collections.abc import Callable, Iterable, Iterator, Sequence
from concurrent.futures import ThreadPoolExecutor, as_completed
from pathlib import Path
from types import FrameType
from typing import IO, Any

from mcpnb.grade.execution import DEFAULT_TIMEOUT, Worker
from mcpnb.grade.grading import Graded, Grading, grade_safely, not_graded, prepare_course
from mcpnb.grade.submission import HandedIn, Owned, hand_in_class
from mcpnb.records import INFORMATIONAL_CODES
from mcpnb.running.sandbox import DEFAULT_LIMITS, Limits, cannot_hide, unavailable
from mcpnb.running.temporary import own_folder
from mcpnb.term import Kept
from mcpnb.texts import language, later, say, say_count

# progress(done, total, problems): how many are graded, of how many, and how many of them have
# a problem in their status.
Progress = Callable[[int, int, int], None]


def default_workers() -> int:
    """One worker per core this process may use."""
    with contextlib.suppress(AttributeError):
        return max(1, len(os.sched_getaffinity(0)))
    return max(1, os.cpu_count() or 1)


# keep(row): what the caller does with each row as it is graded (the command line commits it to
# the term), in the batch's own thread and never cut short by an interruption (`held`).
Keep = Callable[[Graded], None]


class Interrupted(Exception):
    """The batch was interrupted (Ctrl-C, SIGTERM) after `done` of `total` rows: `graded` holds
    every row (none where each was handed to `keep`), those not finished marked `not graded:
    interrupted`."""

    def __init__(self, graded: list[Graded], done: int, total: int) -> None:
        super().__init__(f"interrupted after {done} of {total} rows")
        self.graded, self.done, self.total = graded, done, total


class _Held:
    """How deep the main thread is in work an interruption must not cut (`held`), and whether
    one came meanwhile."""

    depth = 0
    pending = False


def _interrupt(signum: int, frame: FrameType | None) -> None:
    if _Held.depth:
        _Held.pending = True
    else:
        raise KeyboardInterrupt


@contextlib.contextmanager
def interruptible() -> Iterator[None]:
    """While the block runs, SIGINT and SIGTERM stop it as Ctrl-C does (KeyboardInterrupt),
    only ever between two pieces of work that must be whole (`held`): a row kept, the views
    written. Outside the main thread, where no signal comes, it changes nothing."""
    if threading.current_thread() is not threading.main_thread():
        yield
        return
    _Held.pending = False  # one an earlier block left unraised is not this one's
    previous = {s: signal.signal(s, _interrupt) for s in (signal.SIGINT, signal.SIGTERM)}
    try:
        yield
    finally:
        for number, handler in previous.items():
            signal.signal(number, handler)


@contextlib.contextmanager
def held() -> Iterator[None]:
    """Run the block whole: an interruption that comes meanwhile (`interruptible`) is raised
    once it has run."""
    _Held.depth += 1
    try:
        yield
    finally:
        _Held.depth -= 1
    if not _Held.depth and _Held.pending:
        _Held.pending = False
        raise KeyboardInterrupt


class SandboxUnavailable(Exception):
    """The sandbox cannot run on this machine; the message says why and what to install."""


def cannot_sandbox(limits: Limits | None, scheduler: str | None) -> str | None:
    """Why a batch with `limits` cannot be graded in the sandbox, or None: the one place that
    decides. A local batch needs bubblewrap here; a cluster's workers each say for themselves
    (`mcpnb.grade.cluster.check_workers`), and without limits there is nothing to ask."""
    return unavailable() if scheduler is None and limits is not None else None


def grade(
    paths: Iterable[Path | Owned],
    *,
    workers: int | None = None,
    timeout: float = DEFAULT_TIMEOUT,
    limits: Limits | None = DEFAULT_LIMITS,
    hidden: Iterable[Path] = (),
    progress: Progress | None = None,
    scheduler: str | None = None,
    secret: str | None = None,
    conformance: bool = False,
    due: float | None = None,
    keep: Keep | None = None,
) -> list[Graded]:
    """Grade many submissions, `workers` at a time; sorted by student, her own files first.

    A path is a file named alone, its folder's (`Owned.alone`), or `Owned` by the student whose
    hand-in holds it (`mcpnb.grade.policy.handed_in`). Every submission is read first; then each
    runs in a sandbox with `limits` (None: without one), which also hides the class's folders
    and `hidden`. `progress(done, total, problems)` is called
    before the first and as each submission is graded. With `scheduler`, the address of a Dask
    scheduler, the submissions are graded on its workers (`mcpnb.grade.cluster`) instead of
    `workers` threads here, and the gradebook is the same. With `secret` (`teacher_secret`), a
    function is judged on inputs of each student's own (`function_seed`). With `conformance`,
    lesson 5's server meets the official conformance suite too, shown and not counted. With
    `keep`, each row is handed to it as it is graded, and kept nowhere here (the list returned
    is empty): the grader's memory holds the rows being graded, not the class. An interruption
    (KeyboardInterrupt; `interruptible` makes SIGTERM one) stops the batch and raises
    `Interrupted`, each row not graded then marked so (and handed to `keep` too).
    """
    if limits is DEFAULT_LIMITS:  # not told otherwise: the limits for this timeout
        limits = Limits.for_timeout(timeout)
    owned = {o.path: o for o in (p if isinstance(p, Owned) else Owned.alone(Path(p))
                                 for p in paths)}
    unique = sorted(owned.values(), key=lambda o: o.order)
    if (why := cannot_sandbox(limits, scheduler)) is not None:
        raise SandboxUnavailable(why)
    # The class: the folder that holds each student's hand-in.
    classes = {(o.path.absolute().parents[len(o.within)]).parent for o in unique}
    how = Grading(timeout, limits, tuple(sorted({*classes, *map(Path, hidden)})), language(),
                  secret, conformance, due)
    if limits is not None and scheduler is None and (why := cannot_hide(how.hidden)) is not None:
        raise SandboxUnavailable(why)
    spool = own_folder("spool")  # the grader's alone (mode 700)
    try:
        handed = latest(of_its_lesson(hand_in_class(unique, spool)))
        if scheduler is not None:
            from mcpnb.grade import cluster  # it imports Dask (2 s): only a cluster needs it

            with cluster.graded_on(scheduler, handed, how) as (finished, stop):
                return collect(handed, finished, progress, stop, keep)
        return _grade_here(handed, how, workers, progress, keep)
    finally:
        shutil.rmtree(spool, ignore_errors=True)


def of_its_lesson(handed: Sequence[HandedIn]) -> list[HandedIn]:
    """A platform's download is one assignment's: a notebook in it of another lesson than most
    of its notebooks are (lesson 2's, handed in to lesson 1) is not graded, and its row, of no
    lesson, says so (`other-lesson`): it never takes the place of the student's row of that
    other lesson, nor becomes a column of the assignment's export."""
    counted: dict[str, Counter[str]] = {}
    for one in handed:
        if one.download and one.lesson is not None and one.problem is None:
            counted.setdefault(one.download, Counter())[one.lesson] += 1
    lesson_of = {download: lessons.most_common(1)[0][0] for download, lessons in counted.items()
                 if 2 * lessons.most_common(1)[0][1] > sum(lessons.values())}
    return [dataclasses.replace(one, lesson=None, problem=later(
                "status.other-lesson", lesson=one.lesson, assignment=lesson_of[one.download]))
            if one.lesson is not None and one.problem is None and one.download in lesson_of
            and one.lesson != lesson_of[one.download] else one for one in handed]


def latest(handed: Sequence[HandedIn]) -> list[HandedIn]:
    """Of two files or more of one student for one lesson, the one handed in after all the
    others (`Timing.later_than`) alone, the others named in its status, ungraded. Where
    nothing says which is the last (two names Moodle keeps apart, one time for both), it is
    no guess: the first by its place is graded and its status says the tie (`tied`), which
    the export leaves out until the teacher decides."""
    groups: dict[tuple[str, str], list[HandedIn]] = {}
    for one in handed:
        if one.lesson is not None and one.problem is None:
            groups.setdefault((one.student, one.lesson), []).append(one)
    kept: dict[Path, HandedIn] = {}
    dropped: set[Path] = set()
    for group in groups.values():
        if len(group) < 2:
            continue
        group = sorted(group, key=lambda one: one.place or str(one.path))
        last = next((one for one in group if all(
            one.timing.later_than(other.timing) for other in group if other is not one)), None)
        others = [one for one in group if one is not (last or group[0])]
        names = ", ".join(_file_name(one) for one in others)
        if last is None:
            kept[group[0].path] = dataclasses.replace(group[0], superseded=later(
                "status.tied", graded=_file_name(group[0]), files=names))
        else:
            kept[last.path] = dataclasses.replace(last, superseded=later("status.superseded",
                                                                          files=names))
        dropped |= {one.path for one in others}
    return [kept.get(one.path, one) for one in handed if one.path not in dropped]


def _file_name(one: HandedIn) -> str:
    return one.path.name


def _grade_here(handed: Sequence[HandedIn], how: Grading, workers: int | None,
                progress: Progress | None, keep: Keep | None) -> list[Graded]:
    """The local pool: `workers` threads, each grading one submission at a time."""
    prepare_course((h.lesson for h in handed), how)
    Worker.allow()
    pool = ThreadPoolExecutor(max(1, workers or default_workers()))
    # Handed to `as_completed` alone, which lets go of each future as it yields it: a list kept
    # here would hold every row's grade (its verdicts, its code) until the batch ends.
    futures = as_completed([pool.submit(grade_safely, h, how) for h in handed])

    def stop() -> None:  # Ctrl-C: the workers, in sessions of their own, did not get it
        pool.shutdown(wait=False, cancel_futures=True)
        Worker.kill_all()

    graded = collect(handed, (f.result() for f in futures), progress, stop, keep)
    pool.shutdown()
    return graded


def collect(
    handed: Sequence[HandedIn],
    finished: Iterable[Graded],
    progress: Progress | None,
    stop: Callable[[], None],
    keep: Keep | None = None,
) -> list[Graded]:
    """The rows of a batch, in the order of `handed`, from the submissions graded as they
    finish (with `keep`, each handed to it at once, whole, and none returned); on an
    interruption, `stop()` and raise `Interrupted`."""
    results: dict[Path, Graded] = {}
    done: set[Path] = set()
    problems = 0
    try:
        if progress is not None:
            progress(0, len(handed), 0)
        for graded in finished:
            if keep is None:
                results[graded.path] = graded
            else:
                with held():
                    keep(graded)
            done.add(graded.path)
            problems += not graded.ok
            if progress is not None:
                progress(len(done), len(handed), problems)
    except BaseException as error:
        stop()
        if not isinstance(error, KeyboardInterrupt):
            raise
        left = {h.path: not_graded(h, later("status.interrupted"))
                for h in handed if h.path not in done}
        if keep is not None:
            with held():
                for row in left.values():
                    keep(row)
        rows = [] if keep is not None else [results.get(h.path) or left[h.path] for h in handed]
        raise Interrupted(rows, len(done), len(handed)) from None
    return [results[h.path] for h in handed] if keep is None else []


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
            bars.append(tqdm(total=total, file=stream, unit=say("grade.bar-unit"),
                             desc=say("grade.bar"),
                             dynamic_ncols=True, mininterval=0, smoothing=0.1))
        bar = bars[0]
        bar.set_postfix_str(say("grade.problems", n=problems), refresh=False)
        bar.update(done - bar.n)
        if done == total:
            bar.close()

    return show


def summary(graded: Sequence[Graded | Kept]) -> str:
    """How the batch went, in one line: how many were graded, how many have problems, the mean."""
    scored = [g.total / g.max for g in graded if g.max]
    if scored:  # a percentage as the language writes it: 74.0% / 74,0 %
        whole, _, tenth = f"{100 * sum(scored) / len(scored):.1f}".partition(".")
        mean = say("grade.mean", whole=whole, tenth=tenth)
    else:
        mean = "-"
    failed = sum(bool(set(g.status_code.split(";")) - INFORMATIONAL_CODES - {"ok"})
                 for g in graded)
    return say_count("grade.summary", len(graded), ok=len(graded) - failed, failed=failed,
                     mean=mean)
