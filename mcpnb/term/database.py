"""The term's database, in SQLite (the standard library's `sqlite3`, with no mapper): its tables
(`SCHEMA`), made on first use, with a gradebook written before it imported (`legacy`); one
grader at a time (`Term.holding`); each row committed in a transaction of its own; the rows
read back with their overrides. The overview is the group's (`mcpnb.term`)."""

from __future__ import annotations

import contextlib
import fcntl
import json
import os
import sqlite3
import time
from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

from mcpnb import records
from mcpnb.course import builds
from mcpnb.term import legacy
from mcpnb.term.rows import (
    Changes,
    Committed,
    Holding,
    Kept,
    Mark,
    Override,
    Run,
    TermError,
    digest,
    name_of,
    raw,
    user,
)

SCHEMA = """
CREATE TABLE IF NOT EXISTS runs (
    id INTEGER PRIMARY KEY, arguments TEXT NOT NULL, user TEXT NOT NULL, pid INTEGER NOT NULL,
    build TEXT NOT NULL, started REAL NOT NULL, ended REAL, outcome TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS submissions (
    id INTEGER PRIMARY KEY, student BLOB NOT NULL, lesson TEXT NOT NULL, slot BLOB NOT NULL,
    place BLOB NOT NULL, depth INTEGER NOT NULL, file BLOB NOT NULL, digest TEXT NOT NULL,
    language TEXT NOT NULL, status_code TEXT NOT NULL, finished INTEGER NOT NULL,
    detail TEXT NOT NULL, record BLOB NOT NULL, page TEXT,
    run INTEGER, graded_at REAL NOT NULL, current INTEGER NOT NULL,
    replaced_by INTEGER, withdrawn TEXT, withdrawn_by TEXT, withdrawn_at REAL);
CREATE UNIQUE INDEX IF NOT EXISTS current_row ON submissions(student, lesson, slot)
    WHERE current = 1;
CREATE INDEX IF NOT EXISTS current_order ON submissions(
    current, student, lesson = '', lesson, depth, place);
CREATE TABLE IF NOT EXISTS overrides (
    id INTEGER PRIMARY KEY, student BLOB NOT NULL, lesson TEXT NOT NULL, item TEXT NOT NULL,
    points REAL NOT NULL, reason TEXT NOT NULL, source TEXT NOT NULL, set_by TEXT NOT NULL,
    set_at REAL NOT NULL, withdrawn_at REAL);
CREATE TABLE IF NOT EXISTS pages (name BLOB PRIMARY KEY, made_of TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS settings (key TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS names (
    student BLOB PRIMARY KEY, name TEXT NOT NULL, source TEXT NOT NULL, set_at REAL NOT NULL);
"""
# The gradebook's order: by student, her lessons in the course's order (their ids sort so), then
# her files of no lesson; her own files before those deeper in her hand-in, then by place.
ORDER = "ORDER BY student, lesson = '', lesson, depth, place"
# The layout's version, in SQLite's own `user_version`: a term written by a later mcpnb is
# refused rather than misread.
VERSION = 2  # 2: `names`, a student's name as a roster or her download's files give it
# How long a grader waits for another to end, by default, before it refuses (seconds).
WAIT = 3600.0


@dataclass
class Term:
    """A term's database, opened; `holding()` makes this process the one grader."""

    path: Path
    connection: sqlite3.Connection = field(repr=False)
    made: bool = False  # the database was made by this opening: a new term
    run_id: int | None = None
    imported: int = 0  # rows of a gradebook file imported when the database was made

    @classmethod
    def open(cls, gradebook: Path, *, create: bool = True) -> Term:
        """The term kept beside `gradebook`, made on first use (`create`), with the rows of a
        gradebook written there before the term had a database (`imported` says how many).
        Raises TermError for a file that is not a term's database, one a later mcpnb wrote,
        or (not `create`) a gradebook with neither a term nor a gradebook file to import."""
        path = records.database_path(gradebook)
        if not create and not path.is_file() and not gradebook.is_file():
            raise TermError(f"{gradebook} is no gradebook of `mcpnb grade`: neither it nor its "
                            f"term's database {path} is there")
        try:
            made = not path.exists()
            if made:  # the teacher's alone, as her gradebook is (SQLite gives its journal the
                os.close(os.open(path, os.O_CREAT | os.O_RDWR | os.O_CLOEXEC, 0o600))  # same)
            connection = sqlite3.connect(path, timeout=60, isolation_level=None)
            term = cls(path, connection, made=made)
            if connection.execute("PRAGMA user_version").fetchone()[0] != VERSION:
                with term._transaction():  # another grader may be making it at once: wait
                    term.imported = term._made(gradebook)
        except (sqlite3.DatabaseError, OSError) as error:
            raise TermError(f"cannot use {path} as the term's database: {error}") from None
        return term

    def _made(self, gradebook: Path) -> int:
        """Make the database's tables, in the transaction open, and import the gradebook's
        rows, unless another grader did meanwhile: how many were imported."""
        version = self.connection.execute("PRAGMA user_version").fetchone()[0]
        if version > VERSION:
            raise TermError(f"{self.path} was written by a later mcpnb (its layout {version}, "
                            f"this one reads {VERSION}): grade with that mcpnb")
        if version == VERSION:
            return 0
        for statement in SCHEMA.split(";"):  # a term of an earlier layout gains what it lacks
            self.connection.execute(statement)
        imported = 0
        if version == 0 and gradebook.is_file():  # its files are the views of what is imported
            imported = legacy.imported(self.commit, self._add_override, gradebook)
            self.set_setting("views", self.state())
            self.set_setting("gradebook", digest(gradebook.read_bytes()))
        self.connection.execute(f"PRAGMA user_version = {VERSION}")
        return imported

    def close(self) -> None:
        self.connection.close()

    # --- one grader at a time ---------------------------------------------------------------

    @contextlib.contextmanager
    def holding(self, arguments: Sequence[str], *, wait: float = WAIT,
                waiting: Callable[[str], None] | None = None) -> Iterator[Holding]:
        """Be the term's one grader while the block runs, as the run `arguments`: wait for
        another (saying whom, once, through `waiting`) up to `wait` seconds, else TermError.
        A run killed earlier is marked so; how this one ends is kept (`ok`, `interrupted`,
        `failed: ...`, or what the block set as the `Holding`'s outcome)."""
        try:
            lock = os.open(self.path.with_name(self.path.name + ".lock"),
                           os.O_RDWR | os.O_CREAT | os.O_CLOEXEC, 0o600)
        except OSError as error:
            raise TermError(f"cannot hold the term {self.path}: {error}") from None
        try:
            self._lock(lock, wait, waiting)
            try:
                with self._transaction():
                    self.connection.execute(
                        "UPDATE runs SET outcome = 'killed' WHERE outcome = 'running'")
                    self.run_id = self.connection.execute(
                        "INSERT INTO runs (arguments, user, pid, build, started, outcome) "
                        "VALUES (?, ?, ?, ?, ?, 'running')",
                        (json.dumps(list(arguments)), user(), os.getpid(), builds()[0],
                         time.time()),
                    ).lastrowid
            except sqlite3.Error as error:  # a full disk, a folder made read-only
                raise TermError(f"cannot write to the term's database {self.path}: "
                                f"{error}") from None
            holding = Holding(self.run_id or 0)
            try:
                yield holding
            except KeyboardInterrupt:
                holding.outcome = "interrupted"
                raise
            except BaseException as error:
                holding.outcome = f"failed: {type(error).__name__}: {error}"[:300]
                raise
            finally:
                with contextlib.suppress(sqlite3.Error), self._transaction():
                    self.connection.execute("UPDATE runs SET ended = ?, outcome = ? WHERE id = ?",
                                            (time.time(), holding.outcome, self.run_id))
        finally:
            os.close(lock)  # and with it the lock

    def _lock(self, lock: int, wait: float, waiting: Callable[[str], None] | None) -> None:
        deadline = time.monotonic() + wait
        told = False
        while True:
            try:
                fcntl.flock(lock, fcntl.LOCK_EX | fcntl.LOCK_NB)
                return
            except BlockingIOError:
                holder = self._holder()
                if time.monotonic() >= deadline:
                    raise TermError(f"another grading of this term is still running after "
                                    f"{wait:g} s ({holder}): try again once it ends") from None
                if not told and waiting is not None:
                    waiting(holder)
                    told = True
                time.sleep(0.05)

    def _holder(self) -> str:
        run = self.connection.execute(
            "SELECT arguments, user, pid, started FROM runs WHERE outcome = 'running' "
            "ORDER BY id DESC LIMIT 1").fetchone()
        if run is None:
            return "just starting"
        arguments, user, pid, started = run
        when = time.strftime("%Y-%m-%d %H:%M:%S", time.localtime(started))
        return f"mcpnb {' '.join(json.loads(arguments))}, by {user}, process {pid}, since {when}"

    def _transaction(self) -> contextlib.AbstractContextManager[None]:
        return _transaction(self.connection)

    def transaction(self) -> contextlib.AbstractContextManager[None]:
        """Many changes as one transaction (a term built at once, as a bench builds one)."""
        return self._transaction()

    # --- submissions --------------------------------------------------------------------------

    def commit(self, kept: Kept, earlier: Callable[[str, str], bool] | None = None
               ) -> Committed:
        """Keep a graded submission, in a transaction of its own, as its student's current row
        for its lesson (its place, for a file of no lesson), in place of the one there (and of a
        row of no lesson the same file gave before): what it replaced, and its id.
        A row whose grading did not finish replaces nothing, and is kept only where there is no
        row yet, to say that the student's file is still to be graded; the very file of a row
        the teacher withdrew stays withdrawn (`Committed.withdrawn` says why); nor does a file
        the platform says was uploaded before the current row's (`earlier(its place, the
        current's)`: an older download graded after a newer one), which `Committed.later`
        names."""
        with self._transaction():
            found = self.connection.execute(
                "SELECT id, digest, place FROM submissions WHERE current = 1 AND student = ? AND "
                "lesson = ? AND slot = ?",
                (raw(kept.student), kept.lesson, raw(kept.slot))).fetchone()
            if found is not None and not kept.finished:
                return Committed(None)
            if found is not None and earlier is not None and earlier(kept.place,
                                                                     name_of(found[2])):
                return Committed(None, later=name_of(found[2]))
            before = self.connection.execute(  # her last file of it, current or withdrawn
                "SELECT digest FROM submissions WHERE student = ? AND lesson = ? AND slot = ? "
                "ORDER BY id DESC LIMIT 1",
                (raw(kept.student), kept.lesson, raw(kept.slot))).fetchone()
            withdrawn = self.connection.execute(
                "SELECT withdrawn FROM submissions WHERE withdrawn IS NOT NULL AND student = ? "
                "AND lesson = ? AND slot = ? AND digest = ? AND digest != '' ORDER BY id DESC",
                (raw(kept.student), kept.lesson, raw(kept.slot), kept.digest)).fetchone()
            if withdrawn is not None:
                return Committed(None, withdrawn=withdrawn[0])
            if found is not None:
                self.connection.execute("UPDATE submissions SET current = 0 WHERE id = ?",
                                        found[:1])
            new = self.connection.execute(
                "INSERT INTO submissions (student, lesson, slot, place, depth, file, digest, "
                "language, status_code, finished, detail, record, page, run, graded_at, current)"
                " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 1)",
                (raw(kept.student), kept.lesson, raw(kept.slot), raw(kept.place), kept.depth,
                 raw(kept.file), kept.digest, kept.language, kept.status_code, kept.finished,
                 _detail(kept), kept.record.encode("utf-8", "backslashreplace"),
                 None if kept.page is None else json.dumps(kept.page, sort_keys=True),
                 self.run_id, time.time())).lastrowid
            if found is not None:
                self.connection.execute("UPDATE submissions SET replaced_by = ? WHERE id = ?",
                                        (new, found[0]))
            if kept.lesson:  # the same file read before as no notebook: read again, it is one
                self.connection.execute(
                    "UPDATE submissions SET current = 0, replaced_by = ? WHERE current = 1 AND "
                    "student = ? AND lesson = '' AND slot = ?",
                    (new, raw(kept.student), raw(kept.place)))
        return Committed(new, another_file=before is not None and before[0] != kept.digest)

    def rows(self, *, whole: bool = False) -> list[Kept]:
        """The current rows, in the gradebook's order (`ORDER`), each with the overrides that
        apply to it; `whole`: with their records and pages too (else empty)."""
        extra = ", record, page" if whole else ", '', NULL"
        with self._reading():
            found = self.connection.execute(
                "SELECT id, student, lesson, place, depth, file, digest, language, status_code, "
                f"finished, detail, run{extra} FROM submissions WHERE current = 1 "
                f"{ORDER}").fetchall()
            changes = self.overrides()
        return [_with_overrides(_kept(row), changes) for row in found]

    @contextlib.contextmanager
    def _reading(self) -> Iterator[None]:
        """Reads that see one state of the term, whatever a grader commits meanwhile."""
        if self.connection.in_transaction:
            yield
            return
        self.connection.execute("BEGIN")
        try:
            yield
        finally:
            self.connection.execute("COMMIT")

    def pages_of(self, ids: Sequence[int]) -> Iterator[dict[str, Any] | None]:
        """The feedback page's parts of the rows `ids`, one at a time (None: a row imported
        from a gradebook file, which has none)."""
        for row_id in ids:
            (page,) = self.connection.execute(
                "SELECT page FROM submissions WHERE id = ?", (row_id,)).fetchone()
            yield None if page is None else json.loads(page)

    def records(self) -> Iterator[tuple[int, bytes]]:
        """Each current row's record lines, in the gradebook's order (`rows`), one at a time,
        as the record's file holds them (UTF-8, a lone surrogate as its escape): a term's
        record is tens of megabytes, written again at every run, and read so it is never
        decoded nor encoded."""
        yield from self.connection.execute(
            f"SELECT id, record FROM submissions WHERE current = 1 {ORDER}")

    def state(self) -> str:
        """What the views of the term depend on, in a few characters: its current rows and the
        overrides that stand (as the views were last written: `setting("views")`)."""
        with self._reading():
            found = [*self.connection.execute(
                "SELECT count(*), max(id) FROM submissions WHERE current = 1"),
                     *self.connection.execute(
                "SELECT count(*), max(id) FROM overrides WHERE withdrawn_at IS NULL")]
        return json.dumps(found)

    def places(self) -> list[tuple[str, str]]:
        """Where each student's files lay (place, student), every row's, current or not."""
        return [(name_of(p), name_of(s)) for p, s in self.connection.execute(
            "SELECT DISTINCT place, student FROM submissions")]

    def lessons_of(self) -> dict[str, set[str]]:
        """Each student's lessons, of her current rows."""
        found: dict[str, set[str]] = {}
        for student, lesson in self.connection.execute(
                "SELECT DISTINCT student, lesson FROM submissions WHERE current = 1"):
            found.setdefault(name_of(student), set()).add(lesson)
        return found

    def students(self) -> set[str]:
        """Every student of the term: with a row, current or not (withdrawn, say)."""
        return {name_of(s) for (s,) in self.connection.execute(
            "SELECT DISTINCT student FROM submissions")}

    def withdraw(self, student: str, lesson: str, place: str, reason: str) -> Kept | None:
        """Take a current row out of the views (a file handed in by mistake), keeping it in the
        database with why, who and when: her row of `lesson`, or of no lesson the one whose
        place (or file name, where one alone has it) is `place`. The row taken, or None."""
        with self._transaction():
            matching = self.connection.execute(
                "SELECT id FROM submissions WHERE current = 1 AND student = ? AND lesson = ? "
                "AND (? != '' OR place = ? OR file = ?)",
                (raw(student), lesson, lesson, raw(place), raw(place))).fetchall()
            if len(matching) != 1:  # none, or files of one name in two places: name the place
                return None
            found = matching[0]
            self.connection.execute(
                "UPDATE submissions SET current = 0, withdrawn = ?, withdrawn_by = ?, "
                "withdrawn_at = ? WHERE id = ?", (reason, user(), time.time(), found[0]))
        return Kept(student, lesson, place, "", id=found[0])

    def restore(self, student: str, lesson: str, place: str) -> Kept | None:
        """Undo a withdrawal: the row last withdrawn of `student`'s `lesson` (or, of no lesson,
        of `place`) current again, where no other row has taken its place since; the row, or
        None."""
        with self._transaction():
            matching = self.connection.execute(
                "SELECT id, place FROM submissions WHERE withdrawn IS NOT NULL AND student = ? "
                "AND lesson = ? AND (? != '' OR place = ? OR file = ?) ORDER BY id DESC "
                "LIMIT 1", (raw(student), lesson, lesson, raw(place), raw(place))).fetchone()
            if matching is None or self.connection.execute(
                    "SELECT 1 FROM submissions WHERE current = 1 AND student = ? AND lesson = ? "
                    "AND slot = ?", (raw(student), lesson, raw("" if lesson else name_of(
                        matching[1])))).fetchone():
                return None
            self.connection.execute("UPDATE submissions SET current = 1, withdrawn = NULL, "
                                    "withdrawn_by = NULL, withdrawn_at = NULL WHERE id = ?",
                                    matching[:1])
        return Kept(student, lesson, name_of(matching[1]), "", id=matching[0])

    # --- overrides ----------------------------------------------------------------------------

    def overrides(self) -> list[Override]:
        """The marks changed by hand that stand, in the order they were set."""
        return [Override(name_of(s), lesson, item, points, reason)
                for s, lesson, item, points, reason in self.connection.execute(
                    "SELECT student, lesson, item, points, reason FROM overrides "
                    "WHERE withdrawn_at IS NULL ORDER BY id")]

    def set_overrides(self, wanted: Sequence[Override], source: str) -> Changes:
        """Make the overrides that stand those of the teacher's file `source` (its every line):
        one new or changed is set (who, when), one no longer there is withdrawn, in one
        transaction."""
        now, who = time.time(), user()
        standing = {(o.student, o.lesson, o.item): o for o in self.overrides()}
        wanted_by = {(o.student, o.lesson, o.item): o for o in wanted}
        added = [o for key, o in wanted_by.items() if key not in standing]
        changed = [o for key, o in wanted_by.items() if key in standing and standing[key] != o]
        gone = [o for key, o in standing.items() if key not in wanted_by]
        with self._transaction():
            for old in (*changed, *gone):
                self.connection.execute(
                    "UPDATE overrides SET withdrawn_at = ? WHERE student = ? AND lesson = ? "
                    "AND item = ? AND withdrawn_at IS NULL",
                    (now, raw(old.student), old.lesson, old.item))
            for new in (*added, *changed):
                self.connection.execute(
                    "INSERT INTO overrides (student, lesson, item, points, reason, source, "
                    "set_by, set_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
                    (raw(new.student), new.lesson, new.item, new.points, new.reason, source,
                     who, now))
        return Changes(tuple(added), tuple(changed), tuple(gone))

    # --- what the views need ------------------------------------------------------------------

    def setting(self, key: str) -> Any:
        found = self.connection.execute("SELECT value FROM settings WHERE key = ?",
                                        (key,)).fetchone()
        return None if found is None else json.loads(found[0])

    def set_setting(self, key: str, value: Any) -> None:
        with self._transaction():
            self.connection.execute("INSERT OR REPLACE INTO settings VALUES (?, ?)",
                                    (key, json.dumps(value)))

    def names(self) -> dict[str, str]:
        """Each student's name, where one is known (`set_names`)."""
        return {name_of(s): name for s, name in self.connection.execute(
            "SELECT student, name FROM names")}

    def set_names(self, names: Mapping[str, str], source: str) -> None:
        """Keep each student's name as `source` gives it: a roster's over her download's file
        names, which lose what a file name cannot hold (`O'Brien` is `OBrien` in Moodle's,
        `obrienbob` in Canvas's); a download's, where no roster gave one."""
        with self._transaction():
            for student, name in names.items():
                known = self.connection.execute("SELECT source FROM names WHERE student = ?",
                                                (raw(student),)).fetchone()
                if name and (known is None or source == "roster" or known[0] != "roster"):
                    self.connection.execute(
                        "INSERT OR REPLACE INTO names VALUES (?, ?, ?, ?)",
                        (raw(student), name, source, time.time()))

    def pages(self) -> dict[str, str]:
        """Each feedback page the views wrote, and what it was made of."""
        return {name_of(n): made for n, made in self.connection.execute(
            "SELECT name, made_of FROM pages")}

    def set_pages(self, pages: dict[str, str | None]) -> None:
        """Pages written (what each was made of), or removed (None), in one transaction."""
        with self._transaction():
            self.connection.executemany("DELETE FROM pages WHERE name = ?", [
                (raw(name),) for name, made_of in pages.items() if made_of is None])
            self.connection.executemany("INSERT OR REPLACE INTO pages VALUES (?, ?)", [
                (raw(name), made_of) for name, made_of in pages.items() if made_of is not None])

    def runs(self) -> list[Run]:
        return [Run(i, tuple(json.loads(a)), u, p, s, e, o) for i, a, u, p, s, e, o in
                self.connection.execute("SELECT id, arguments, user, pid, started, ended, "
                                        "outcome FROM runs ORDER BY id")]

    def _add_override(self, override: Override, source: str) -> None:
        """Keep a mark changed by hand, in the transaction open (a gradebook's import)."""
        self.connection.execute(
            "INSERT INTO overrides (student, lesson, item, points, reason, source, set_by, "
            "set_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
            (raw(override.student), override.lesson, override.item, override.points,
             override.reason, source, user(), time.time()))


@contextlib.contextmanager
def _transaction(connection: sqlite3.Connection) -> Iterator[None]:
    """A transaction that holds the database from its first statement (no other writer can slip
    between a read and the write it decides), committed whole or not at all."""
    if connection.in_transaction:  # a script begins its own
        yield
        return
    connection.execute("BEGIN IMMEDIATE")
    try:
        yield
    except BaseException:
        with contextlib.suppress(sqlite3.Error):
            connection.execute("ROLLBACK")
        raise
    connection.execute("COMMIT")


def _detail(kept: Kept) -> str:
    """A row's marks, problems and lateness, as JSON text in ASCII (a lone surrogate escaped)."""
    return json.dumps({"marks": [[m.item, m.kind, m.points, m.score] for m in kept.marks],
                       "problems": list(kept.problems), "ran": kept.ran,
                       "late": list(kept.late)}, sort_keys=True)


def _kept(row: Sequence[Any]) -> Kept:
    (row_id, student, lesson, place, depth, file, digest, language, status_code, finished,
     detail, run, record, page) = row
    found = json.loads(detail)
    return Kept(name_of(student), lesson, name_of(place), name_of(file),
                tuple(Mark(*mark) for mark in found["marks"]), tuple(found["problems"]),
                status_code, language, found["ran"], tuple(found["late"]),
                record if isinstance(record, str) else record.decode(),
                None if page is None else json.loads(page), depth, digest, bool(finished),
                row_id, run)


def _with_overrides(kept: Kept, changes: Sequence[Override]) -> Kept:
    """The row with the teacher's changes to its items."""
    mine = {o.item: o for o in changes if (o.student, o.lesson) == (kept.student, kept.lesson)}
    if not mine:
        return kept
    return replace(kept, marks=tuple(
        m._replace(score=mine[m.item].points, changed=(mine[m.item].reason, m.score))
        if m.item in mine else m for m in kept.marks))
