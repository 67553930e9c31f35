"""One `mcpnb grade` into a term (`mcpnb.term`), once its files are read and the sandbox is
known to run: the term held by this grader alone (a second waits, saying for whom), the
teacher's overrides made the term's, each submission's row committed as soon as it is graded,
then the views written from the database.

What a grading may not do, it cannot: it writes the rows of the files it grades, and no other
(a student named in `--only` but absent from the files keeps her rows; so does every lesson of
hers the files do not hold); a row whose grading did not end never takes a graded row's place;
an interruption (Ctrl-C, SIGTERM) comes between two rows, never inside one, and the views are
written whole before the grader stops. A grader killed outright (SIGKILL, the machine's end)
leaves every committed row as it was; the next run writes the views again.
"""

from __future__ import annotations

import hashlib
import sqlite3
import sys
import warnings
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from mcpnb.grade import attention, batch, downloads, overrides, policy, views
from mcpnb.grade.kept import kept
from mcpnb.grade.submission import Owned
from mcpnb.records import DATABASE_SUFFIX, database_path
from mcpnb.running import temporary
from mcpnb.running.sandbox import Limits
from mcpnb.term import Term, TermError, meant, resolve
from mcpnb.texts import say, say_count, set_language

OK, STOPPED, USAGE, INTERRUPTED = 0, 1, 2, 130


@dataclass(frozen=True)
class Request:
    """What the teacher asked for, read and checked: the files, the sandbox's limits, the
    secret, and the teacher's own files (overrides as read, with their lines; sections)."""

    submissions: list[Owned]
    limits: Limits | None
    secret_file: Path
    secret: str
    changes: list[overrides.Read]
    sections: Mapping[str, str] | None
    names: Mapping[str, str] = field(default_factory=dict)  # the roster's, by student
    roster: Mapping[str, str] | None = None  # the roster's students and names (None: none)
    ignored: tuple[attention.Ignored, ...] = ()  # the downloads' files that are no notebook


def request_of(args: Any, limits: Limits | None) -> Request | int:
    """What `mcpnb grade` was asked, read and checked (`Request`), or the exit status of a
    request that cannot be graded, said in one line."""
    submissions = policy.handed_in(args.submissions)
    if args.only:  # these students regraded, their other rows and everyone else's kept
        submissions, absent = policy.only(submissions, args.only)
        for student, meant in absent:
            print(say("grade.only-absent", student=repr(student),
                      where=", ".join(map(str, args.submissions))) + meant, file=sys.stderr)
    try:
        changes = overrides.read_lines(args.overrides) if args.overrides else []
        told = _told(args, {s.student: s.name for s in submissions}) if args.roster else None
    except ValueError as error:  # an override or a roster that cannot be used
        print(f"mcpnb grade: {error}", file=sys.stderr)
        return USAGE
    if told and told.handed:
        submissions = policy.with_times(submissions, told.handed)
        if args.due is None:
            print("mcpnb grade: warning: the worksheet says when each file was handed in, but "
                  "no --due is given: the rows graded now say no lateness", file=sys.stderr)
    if args.due is not None:  # as read: a teacher who wrote no offset sees which one it took
        print(f"mcpnb grade: due {policy.due_said(args.due, args.time_zone)}", file=sys.stderr)
    for folder in policy.one_or_a_class(args.submissions):
        print(say("grade.one-or-a-class", folder=folder), file=sys.stderr)
    if not submissions and args.submissions:
        whose = f"of {', '.join(args.only)} " if args.only else ""
        zips = sorted(str(z) for p in args.submissions if p.is_dir() and not p.is_symlink()
                      for z in p.glob("*.zip"))[:3]  # a download not unzipped: name it
        hint = f" (it holds {', '.join(zips)}: name the zip itself)" if zips else ""
        print(f"mcpnb grade: no notebook (*.ipynb) {whose}in "
              f"{', '.join(map(str, args.submissions))}{hint}", file=sys.stderr)
        return USAGE
    try:
        if (made := policy.folder_made(args.out)) is not None:
            print(f"mcpnb grade: {made}", file=sys.stderr)
    except OSError as error:
        print(f"mcpnb grade: cannot make the folder {args.out.parent} for the gradebook: "
              f"{error.strerror or error}", file=sys.stderr)
        return USAGE
    try:  # made on first use, silently: the documentation and --help say where it is and why
        secret_file, secret = policy.secret_of(args.out, args.secret)
    except (OSError, UnicodeDecodeError) as error:
        print(f"mcpnb grade: cannot read the secret: {error}", file=sys.stderr)
        return USAGE
    return Request(submissions, limits, secret_file, secret, changes,
                   told.sections if told else None, told.names if told else {},
                   told.students if told else None, tuple(attention.ignored_in(args.submissions)))


def _told(args: Any, students: Mapping[str, str]) -> policy.Told:
    """What `--roster` tells (`policy.Told`), its worksheet's times read in `--time-zone`, else
    in `--due`'s offset, else in this machine's zone (with its summer time); each time it could
    not read said. Raises ValueError for a roster that cannot be used."""
    zone = args.time_zone or (args.due.tzinfo if args.due is not None else None)
    told = policy.roster_says(args.roster, args.match, args.section, students, zone)
    for cell in told.unread:
        print(f"mcpnb grade: the worksheet's 'Last modified (submission)' {cell!r} is no time "
              "as Moodle writes one in English (Friday, 5 May 2023, 3:07 PM): that hand-in's "
              "lateness is not known", file=sys.stderr)
    return told


def grade_term(args: Any, request: Request, arguments: Sequence[str]) -> int:
    """Grade `request` into the term beside `args.out`; the exit status."""
    # A student's notebook without cell ids, or with two alike, is graded all the same: what
    # nbformat warns of it, on every file, is no business of the teacher's.
    warnings.filterwarnings("ignore", module=r"nbformat(\.|$)")
    try:
        term = Term.open(args.out)
    except TermError as error:
        print(f"mcpnb grade: {error}", file=sys.stderr)
        return USAGE
    if term.imported:
        print(say_count("grade.imported", term.imported, out=args.out, database=term.path),
              file=sys.stderr)
    elif term.made and (others := sorted(p.name for p in term.path.parent.glob(
            f"*{DATABASE_SUFFIX}") if p != term.path)):
        print(say("grade.new-term", out=args.out, others=", ".join(others)), file=sys.stderr)
    try:
        with term.holding(arguments, wait=args.wait,
                          waiting=_waiting("grade", args.out)) as holding:
            status = _graded(term, args, request)
            holding.outcome = {OK: "ok", INTERRUPTED: "interrupted"}.get(status, "stopped")
            return status
    except TermError as error:
        print(f"mcpnb grade: {error}", file=sys.stderr)
        return USAGE
    finally:
        term.close()


def _speak_as_term(term: Term, args: Any) -> None:
    """The language the term's gradebook is written in: the one `--lang` names, kept for the
    next run; else the one kept (a regrade without --lang writes no status anew in another)."""
    if getattr(args, "lang", None):
        term.set_setting("language", args.lang)
    elif (kept := term.setting("language")) is not None:
        set_language(kept)


def _waiting(command: str, out: Path) -> Callable[[str], None]:
    """How `mcpnb command`, waiting for another grader of the term `out`, says so."""
    return lambda holder: print(f"mcpnb {command}: " + say("grade.waiting", out=out,
                                                            holder=holder),
                                file=sys.stderr, flush=True)


def _graded(term: Term, args: Any, request: Request) -> int:
    """Grade into the term this grader holds, once what a killed grader left in the temporary
    folder is gone (its spool holds students' files)."""
    temporary.sweep("")
    _speak_as_term(term, args)
    try:
        changes = overrides.resolved(
            args.overrides, request.changes, term.students() | {
                s.student for s in request.submissions},
            [*term.places(), *((s.place, s.student) for s in request.submissions)],
            term.names(), term.lessons_of()) if args.overrides else []
    except overrides.OverrideError as error:
        print(f"mcpnb grade: {error}", file=sys.stderr)
        return USAGE
    _secret(term, request)
    term.set_names({s.student: s.name for s in request.submissions if s.name}, "download")
    term.set_names(request.names, "roster")
    stored = views.feedback_folder(term)
    folder = args.feedback or stored
    hidden = [*policy.hidden_folders(args.out, folder, request.secret_file),
              *([stored] if stored else [])]
    run = Effects()

    def keep(graded: Any) -> None:
        row = kept(graded)
        done = term.commit(row, downloads.earlier_upload)
        run.ids += [done.id] if done.id is not None else []
        if done.later is not None:
            run.later.append((row.student, row.lesson, row.place, done.later))
        if done.withdrawn is not None:
            run.withdrawn.append((row.student, row.lesson or row.place, done.withdrawn))
        if done.another_file and row.lesson:
            run.new_files.append((row.student, row.lesson))

    status, done = OK, (0, 0)
    with batch.interruptible():
        try:
            if request.submissions:  # none: the overrides file alone, applied
                batch.grade(request.submissions, workers=args.workers, timeout=args.timeout,
                            limits=request.limits, hidden=hidden,
                            progress=batch.progress_line(sys.stderr), scheduler=args.scheduler,
                            secret=request.secret, conformance=args.conformance,
                            due=policy.due_time(args.due, args.time_zone),
                            keep=keep)
        except batch.Interrupted as stop:
            status, done = INTERRUPTED, (stop.done, stop.total)
        except KeyboardInterrupt:  # while the files were read, before any was graded
            status, done = INTERRUPTED, (0, len(request.submissions))
        except (sqlite3.Error, OSError) as error:  # a full disk, the database's or the spool's
            print(say("grade.stopped", why=f"{type(error).__name__}: {error}",
                      database=term.path), file=sys.stderr)
            status = STOPPED
        try:
            with batch.held():  # a signal now waits for the teacher's files and the views
                _teachers_files(term, args, request, changes)
                status = _views(term, args, folder, run, status, done, request)
        except KeyboardInterrupt:
            status = INTERRUPTED
    return status


@dataclass
class Effects:
    """What this grading did to the term: the rows it kept, the files it found withdrawn
    (whose, which, why), and the rows it replaced with another file (whose, which lesson)."""

    ids: list[int] = field(default_factory=list)
    withdrawn: list[tuple[str, str, str]] = field(default_factory=list)
    # (student, lesson, the file graded now, the later upload kept) of each older file
    later: list[tuple[str, str, str, str]] = field(default_factory=list)
    new_files: list[tuple[str, str]] = field(default_factory=list)


def _secret(term: Term, request: Request) -> None:
    """Say where the teacher's secret is not the one the term was first graded with (the
    term keeps that one's digest: a run with another does not make it the term's)."""
    digest = hashlib.sha256(request.secret.encode()).hexdigest()[:16]
    if term.setting("secret") is None:
        term.set_setting("secret", digest)
    elif term.setting("secret") != digest:
        print(say("grade.other-secret", file=request.secret_file), file=sys.stderr)


def _teachers_files(term: Term, args: Any, request: Request,
                    changes: list[overrides.Read]) -> None:
    """Once the grading ran (a grading that could not start changes nothing): make the
    overrides file's lines the term's, naming each it withdraws, and keep the roster's sections
    for the views."""
    if args.overrides:
        done = term.set_overrides([r.override for r in changes], str(args.overrides))
        if done.added or done.changed or done.withdrawn:
            print(say("grade.overrides-set", file=args.overrides, added=len(done.added),
                      changed=len(done.changed), withdrawn=len(done.withdrawn)))
        for gone in done.withdrawn:
            print(say_count("grade.override-withdrawn", gone.points, placeholder="points",
                            student=gone.student, item=gone.item, lesson=gone.lesson,
                            file=args.overrides))
    if request.sections is not None:
        term.set_setting("sections", dict(request.sections))


def _views(term: Term, args: Any, folder: Path | None, run: Effects, status: int,
           done: tuple[int, int], request: Request) -> int:
    """Write the views, and say how the run went, and what it leaves the teacher to do."""
    try:
        rows, pages, aside = views.write_views(term, args.out, folder)
    except (OSError, sqlite3.Error) as error:
        print(say("grade.views-failed", why=f"{type(error).__name__}: {error}",
                  database=database_path(args.out)), file=sys.stderr)
        return STOPPED
    if aside is not None:
        print(say("grade.edited-aside", out=args.out, aside=aside), file=sys.stderr)
    _say_what_stands(term, run, {(row.student, row.lesson) for row in rows})
    if status == INTERRUPTED:
        print(say_count("grade.interrupted", done[1], placeholder="total", done=done[0],
                        out=args.out))
    elif status == OK:
        mine = set(run.ids)
        print(say("grade.written", summary=batch.summary(
            [row for row in rows if row.id in mine]), out=args.out))
    if pages is not None:
        for place, why in pages.failed:
            print(f"mcpnb grade: {say('grade.feedback-failed', path=place, why=why)}",
                  file=sys.stderr)
        key = "grade.feedback-some-failed" if pages.failed else "grade.feedback"
        print(say_count(key, len(pages.written), failed=len(pages.failed), folder=folder))
    if status == OK:  # last: what is left to do
        handed = {s.student for s in request.submissions}
        roster = None if args.only else request.roster  # --only: the rest are not asked
        ignored = [f for f in request.ignored if not args.only or f.student in handed]
        if said := attention.lines([row for row in rows if row.id in set(run.ids)],
                                   {**(request.roster or {}), **term.names()}, roster,
                                   handed, ignored, args.due is not None):
            print("\n".join([say("attention.head", n=len(said)), *said]))
    return status


def _say_what_stands(term: Term, run: Effects, keys: set[tuple[str, str]]) -> None:
    """Tell the teacher what the term kept of hers over what was graded now: a file she
    withdrew, handed in again, stays withdrawn; a mark she changed stands on a student's new
    file; a change for a row the term does not have yet (`keys`: its rows' students and
    lessons) waits for it."""
    for student, which, why in run.withdrawn:
        print(say("grade.still-withdrawn", student=student, which=which, why=why),
              file=sys.stderr)
    for student, lesson, older, later_file in run.later:
        print(say("grade.earlier-upload", student=student, lesson=lesson, older=older,
                  later=later_file), file=sys.stderr)
    changes = term.overrides()
    for student, lesson in dict.fromkeys(run.new_files):
        for change in changes:
            if (change.student, change.lesson) == (student, lesson):
                print(say_count("grade.override-stands", change.points, placeholder="points",
                                student=student, lesson=lesson, item=change.item,
                                reason=change.reason),
                      file=sys.stderr)
    for change in changes:
        if (change.student, change.lesson) not in keys:
            print(say("grade.override-unused", student=change.student, lesson=change.lesson,
                      item=change.item), file=sys.stderr)


def withdraw(args: Any, arguments: Sequence[str]) -> int:
    """`mcpnb withdraw`: take a row out of the term's views, or put it back (`--undo`), and
    write the views; the exit status."""
    try:
        term = Term.open(args.gradebook, create=False)
        with term.holding(arguments, wait=args.wait,
                          waiting=_waiting("withdraw", args.gradebook)) as holding:
            _speak_as_term(term, args)
            student = resolve(args.student, term.students()) or args.student
            which = args.lesson or args.file
            row = (term.restore(student, args.lesson or "", args.file or "") if args.undo else
                   term.withdraw(student, args.lesson or "", args.file or "", args.reason))
            if row is None:
                holding.outcome = "nothing to put back" if args.undo else "nothing withdrawn"
                print(f"mcpnb withdraw: {_why_none(term, student, args)}", file=sys.stderr)
                return STOPPED
            done = (f"put back: {student}'s {which}, in {args.gradebook}" if args.undo else
                    f"withdrawn: {student}'s {which}, kept in {term.path} with why, and gone "
                    f"from {args.gradebook}, its record and its pages")
            print(done)
            try:
                views.write_views(term, args.gradebook, views.feedback_folder(term))
            except (OSError, sqlite3.Error) as error:
                print(say("grade.views-failed", why=f"{type(error).__name__}: {error}",
                          database=term.path), file=sys.stderr)
                return STOPPED
    except TermError as error:
        print(f"mcpnb withdraw: {error}", file=sys.stderr)
        return USAGE
    return OK


def _why_none(term: Term, student: str, args: Any) -> str:
    """Why `withdraw` found no row to take out (or to put back), and whom the teacher may have
    meant."""
    which = args.lesson or args.file
    if args.undo and any((r.student, r.lesson) == (student, args.lesson or "")
                         for r in term.rows()):
        return (f"{student}'s {which} has a row now, from a file graded after the withdrawal: "
                "there is nothing to put back")
    near = meant(student, term.students(), term.places())
    hint = f" (the term has {near!r})" if near and near != student else ""
    return (f"{args.gradebook} has no row of {student!r} for {which!r} to "
            f"{'put back' if args.undo else 'withdraw'}{hint}")
