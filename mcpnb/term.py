"""A term's grades in one database: every graded submission, every mark changed by hand, every
run, beside the gradebook (`records.database_path`: `out/gradebook.sqlite`), in SQLite.

nbgrader keeps its gradebook in SQLite too; here the standard library's `sqlite3` does, with no
mapper: five small tables, written by one grader at a time.

- `submissions`: each graded submission, as it was handed in (the student's name exactly as her
  folder or the platform names her; the file's place in the download or the class folder, its
  name and the digest of its bytes) and as it was graded (each item's marks, its problems as
  sentences to be said in any language, its record's lines, its feedback page's parts), with
  the run that graded it and when. A row is *current* until a later grading of the same
  student's same lesson (of a file of no lesson: of the same place) replaces it; a replaced or
  withdrawn row is kept, never deleted.
- `overrides`: each mark changed by hand, with its reason, who set it and when, and when it was
  withdrawn (no longer in the teacher's file).
- `runs`: each `mcpnb grade` (its arguments, who, which mcpnb build, start, end, how it ended:
  `ok`, `interrupted`, `stopped`, `failed: ...`, or `killed` for one that never said).
- `pages`: the feedback pages the views wrote, so that a page no row owns any more is removed
  and one whose row did not change is not written again.
- `settings`: what a view needs from an earlier run (the feedback folder, the roster's
  sections), and the views' state.

Every change is a transaction of its own (`BEGIN IMMEDIATE` ... `COMMIT`): a grader killed at
any moment leaves every committed row as it was. One grader at a time holds the term
(`Term.holding`, a lock beside the database that the system releases when its process ends,
killed or not): a second waits, saying for whom, up to a bound, then refuses.

Names are stored as bytes (`surrogatepass`), so a folder named in bytes that are not UTF-8
keeps its exact name; the record's lines are kept as the record's file holds them (its bytes).
"""

from __future__ import annotations

import contextlib
import csv
import fcntl
import getpass
import json
import os
import sqlite3
import time
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any, NamedTuple

from mcpnb import records
from mcpnb.course import builds, course

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
CREATE INDEX IF NOT EXISTS current_order ON submissions(current, student, depth, place);
CREATE TABLE IF NOT EXISTS overrides (
    id INTEGER PRIMARY KEY, student BLOB NOT NULL, lesson TEXT NOT NULL, item TEXT NOT NULL,
    points REAL NOT NULL, reason TEXT NOT NULL, source TEXT NOT NULL, set_by TEXT NOT NULL,
    set_at REAL NOT NULL, withdrawn_at REAL);
CREATE TABLE IF NOT EXISTS pages (name BLOB PRIMARY KEY, made_of TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS settings (key TEXT PRIMARY KEY, value TEXT NOT NULL);
"""
# The layout's version, in SQLite's own `user_version`: a term written by a later mcpnb is
# refused rather than misread.
VERSION = 1
# How long a grader waits for another to end, by default, before it refuses (seconds).
WAIT = 3600.0


class TermError(Exception):
    """A term that cannot be used (a database of another program, of a later mcpnb, a disk
    that refuses it), said in one line."""


class Mark(NamedTuple):
    """One item of a row: its points and the score that counts, the teacher's where she
    changed it (`changed`: why, and the score the grader gave). A tuple: a term's views read
    ten thousand of them, and a frozen dataclass costs five times as much to make."""

    item: str
    kind: str
    points: float
    score: float
    changed: tuple[str, float] | None = None


@dataclass(frozen=True)
class Kept:
    """A submission as the term keeps it: whose, which lesson, where it came from, how it was
    graded. `problems` are sentences as `mcpnb.texts.as_json` writes them; `record` its record's
    lines as graded (the record's file holds them so); `page` its feedback page's parts
    (`mcpnb.grade.feedback.page_parts`; None for a row imported from a gradebook file).
    `finished`: False for a row whose grading did not end (interrupted, its worker lost), which
    never replaces a graded one."""

    student: str
    lesson: str
    place: str
    file: str
    marks: tuple[Mark, ...] = ()
    problems: tuple[dict[str, Any], ...] = ()
    status_code: str = "ok"
    language: str = ""
    ran: bool = False
    late: tuple[str, str, str] = ("", "", "")
    record: str = ""
    page: dict[str, Any] | None = None
    depth: int = 0
    digest: str = ""
    finished: bool = True
    id: int = 0  # its row in the database, once there
    run: int | None = None

    @property
    def ok(self) -> bool:
        return not self.problems

    @property
    def total(self) -> float:
        return round(sum(m.score for m in self.marks), 2)

    @property
    def max(self) -> float:
        return round(sum(m.points for m in self.marks), 2)

    @property
    def slot(self) -> str:
        """What a later grading must match to replace it, with the student and the lesson: a
        row of no lesson is its file's alone."""
        return "" if self.lesson else self.place


@dataclass(frozen=True)
class Override:
    """A mark changed by hand: the student exactly as the term names her."""

    student: str
    lesson: str
    item: str
    points: float
    reason: str


@dataclass(frozen=True)
class Changes:
    """What a teacher's overrides file changed in the term."""

    added: tuple[Override, ...] = ()
    changed: tuple[Override, ...] = ()
    withdrawn: tuple[Override, ...] = ()


@dataclass
class Holding:
    """The run that holds the term, and how it ended, as its block says."""

    id: int
    outcome: str = "ok"


@dataclass(frozen=True)
class Run:
    """A grading of the term: its arguments, who ran it, when, and how it ended."""

    id: int
    arguments: tuple[str, ...]
    user: str
    pid: int
    started: float
    ended: float | None
    outcome: str


def _raw(name: str) -> bytes:
    """A name as the database keeps it: its exact characters, a lone surrogate (a folder named
    in bytes that are not UTF-8) included."""
    return name.encode("utf-8", "surrogatepass")


def _name(raw: bytes | str) -> str:
    return raw if isinstance(raw, str) else raw.decode("utf-8", "surrogatepass")


def written(text: str) -> str:
    """Text as a view's file holds it: what UTF-8 cannot hold as its escape (`\\udcff`)."""
    return text.encode("utf-8", "backslashreplace").decode("utf-8")


def _user() -> str:
    try:
        return getpass.getuser()
    except (KeyError, OSError):
        return str(os.getuid())


@dataclass
class Term:
    """A term's database, opened; `holding()` makes this process the one grader."""

    path: Path
    connection: sqlite3.Connection = field(repr=False)
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
            connection = sqlite3.connect(path, timeout=60, isolation_level=None)
            term = cls(path, connection)
            if connection.execute("PRAGMA user_version").fetchone()[0] != VERSION:
                with term._transaction():  # another grader may be making it at once: wait
                    term.imported = term._made(gradebook)
        except sqlite3.DatabaseError as error:
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
        for statement in SCHEMA.split(";"):
            self.connection.execute(statement)
        imported = _imported(self, gradebook) if gradebook.is_file() else 0
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
        lock = os.open(self.path.with_name(self.path.name + ".lock"),
                       os.O_RDWR | os.O_CREAT | os.O_CLOEXEC, 0o600)
        try:
            self._lock(lock, wait, waiting)
            with self._transaction():
                self.connection.execute(
                    "UPDATE runs SET outcome = 'killed' WHERE outcome = 'running'")
                self.run_id = self.connection.execute(
                    "INSERT INTO runs (arguments, user, pid, build, started, outcome) "
                    "VALUES (?, ?, ?, ?, ?, 'running')",
                    (json.dumps(list(arguments)), _user(), os.getpid(), builds()[0],
                     time.time()),
                ).lastrowid
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

    def commit(self, kept: Kept) -> bool:
        """Keep a graded submission, in a transaction of its own, as its student's current row
        for its lesson (its place, for a file of no lesson), in place of the one there (and of a
        row of no lesson the same file gave before): True.
        A row whose grading did not finish replaces nothing (False), and is kept only where
        there is no row yet, to say that the student's file is still to be graded."""
        with self._transaction():
            found = self.connection.execute(
                "SELECT id FROM submissions WHERE current = 1 AND student = ? AND lesson = ? "
                "AND slot = ?", (_raw(kept.student), kept.lesson, _raw(kept.slot))).fetchone()
            if found is not None and not kept.finished:
                return False
            if found is not None:
                self.connection.execute("UPDATE submissions SET current = 0 WHERE id = ?", found)
            new = self.connection.execute(
                "INSERT INTO submissions (student, lesson, slot, place, depth, file, digest, "
                "language, status_code, finished, detail, record, page, run, graded_at, current)"
                " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 1)",
                (_raw(kept.student), kept.lesson, _raw(kept.slot), _raw(kept.place), kept.depth,
                 _raw(kept.file), kept.digest, kept.language, kept.status_code, kept.finished,
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
                    (new, _raw(kept.student), _raw(kept.place)))
        return True

    def rows(self, *, whole: bool = False) -> list[Kept]:
        """The current rows, in the gradebook's order (by student, her own files first, then
        by place), each with the overrides that apply to it; `whole`: with their records and
        pages too (else empty)."""
        extra = ", record, page" if whole else ", '', NULL"
        with self._reading():
            found = self.connection.execute(
                "SELECT id, student, lesson, place, depth, file, digest, language, status_code, "
                f"finished, detail, run{extra} FROM submissions WHERE current = 1 "
                "ORDER BY student, depth, place").fetchall()
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

    def record_of(self, ids: Sequence[int]) -> Iterator[tuple[int, str, dict[str, Any] | None]]:
        """The record's lines and page parts of the rows `ids`, one at a time."""
        for row_id in ids:
            record, page = self.connection.execute(
                "SELECT record, page FROM submissions WHERE id = ?", (row_id,)).fetchone()
            yield row_id, record.decode(), None if page is None else json.loads(page)

    def records(self) -> Iterator[tuple[int, bytes]]:
        """Each current row's record lines, in the gradebook's order (`rows`), one at a time,
        as the record's file holds them (UTF-8, a lone surrogate as its escape): a term's
        record is tens of megabytes, written again at every run, and read so it is never
        decoded nor encoded."""
        yield from self.connection.execute(
            "SELECT id, record FROM submissions WHERE current = 1 ORDER BY student, depth, place")

    def keys(self) -> set[tuple[str, str]]:
        """Each student and lesson the term has a current row of."""
        return {(_name(s), lesson) for s, lesson in self.connection.execute(
            "SELECT DISTINCT student, lesson FROM submissions WHERE current = 1")}

    def students(self) -> set[str]:
        """Every student with a current row."""
        return {_name(s) for (s,) in self.connection.execute(
            "SELECT DISTINCT student FROM submissions WHERE current = 1")}

    def withdraw(self, student: str, lesson: str, place: str, reason: str) -> Kept | None:
        """Take a current row out of the views (a file handed in by mistake), keeping it in the
        database with why, who and when: her row of `lesson`, or of no lesson the one whose
        place (or file name, where one alone has it) is `place`. The row taken, or None."""
        with self._transaction():
            matching = self.connection.execute(
                "SELECT id FROM submissions WHERE current = 1 AND student = ? AND lesson = ? "
                "AND (? != '' OR place = ? OR file = ?)",
                (_raw(student), lesson, lesson, _raw(place), _raw(place))).fetchall()
            if len(matching) != 1:  # none, or files of one name in two places: name the place
                return None
            found = matching[0]
            self.connection.execute(
                "UPDATE submissions SET current = 0, withdrawn = ?, withdrawn_by = ?, "
                "withdrawn_at = ? WHERE id = ?", (reason, _user(), time.time(), found[0]))
        return Kept(student, lesson, place, "", id=found[0])

    # --- overrides ----------------------------------------------------------------------------

    def overrides(self) -> list[Override]:
        """The marks changed by hand that stand, in the order they were set."""
        return [Override(_name(s), lesson, item, points, reason)
                for s, lesson, item, points, reason in self.connection.execute(
                    "SELECT student, lesson, item, points, reason FROM overrides "
                    "WHERE withdrawn_at IS NULL ORDER BY id")]

    def set_overrides(self, wanted: Sequence[Override], source: str) -> Changes:
        """Make the overrides that stand those of the teacher's file `source` (its every line):
        one new or changed is set (who, when), one no longer there is withdrawn, in one
        transaction."""
        now, who = time.time(), _user()
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
                    (now, _raw(old.student), old.lesson, old.item))
            for new in (*added, *changed):
                self.connection.execute(
                    "INSERT INTO overrides (student, lesson, item, points, reason, source, "
                    "set_by, set_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
                    (_raw(new.student), new.lesson, new.item, new.points, new.reason, source,
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

    def pages(self) -> dict[str, str]:
        """Each feedback page the views wrote, and what it was made of."""
        return {_name(n): made for n, made in self.connection.execute(
            "SELECT name, made_of FROM pages")}

    def set_pages(self, pages: dict[str, str | None]) -> None:
        """Pages written (what each was made of), or removed (None), in one transaction."""
        with self._transaction():
            self.connection.executemany("DELETE FROM pages WHERE name = ?", [
                (_raw(name),) for name, made_of in pages.items() if made_of is None])
            self.connection.executemany("INSERT OR REPLACE INTO pages VALUES (?, ?)", [
                (_raw(name), made_of) for name, made_of in pages.items() if made_of is not None])

    def runs(self) -> list[Run]:
        return [Run(i, tuple(json.loads(a)), u, p, s, e, o) for i, a, u, p, s, e, o in
                self.connection.execute("SELECT id, arguments, user, pid, started, ended, "
                                        "outcome FROM runs ORDER BY id")]


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
    return Kept(_name(student), lesson, _name(place), _name(file),
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


# --- a gradebook written before the term had a database ---------------------------------------

def _imported(term: Term, gradebook: Path) -> int:
    """Keep as the term's the rows of a gradebook file written before the term had a database,
    with the record beside it: each student's name as the record kept it (as handed in), each
    mark changed by hand as an override of the term's, each status as the file said it then
    (they have no feedback parts: their pages stay as they were). A file without its record
    gives what it holds: the names, the marks, the statuses. How many rows were imported."""
    record = records.record_path(gradebook)
    try:
        with gradebook.open(encoding="utf-8", newline="") as file:
            table = list(csv.DictReader(file))
        lines = records.read_lines(record) if record.is_file() else []
    except (OSError, UnicodeDecodeError, csv.Error, ValueError) as error:
        raise TermError(f"cannot import {gradebook}, written before the term had a database: "
                        f"{error}") from None
    if table and not {"student", "lesson", "total"} <= set(table[0]):
        raise TermError(f"{gradebook} is no gradebook of `mcpnb grade`: it has no student, "
                        "lesson and total columns")
    said = {(row["student"], row["lesson"], row.get("file", "")): row for row in table}
    source = f"imported from {gradebook.name}"
    groups = _submissions(lines)
    try:
        for first, others in groups:
            key = (written(records.as_text(first["student"])), first["lesson"],
                   written(records.as_text(first["file"])))
            _import_group(term, first, others, said.pop(key, None), source)
        for row in said.values() if not groups else ():  # a gradebook with no record beside it
            _import_row(term, row)
    except (KeyError, TypeError, ValueError, AttributeError) as error:
        raise TermError(f"cannot import {gradebook}, written before the term had a database: "
                        f"a row or a line of its record is not as mcpnb writes them "
                        f"({type(error).__name__}: {error})") from None
    return len(groups) or len(said)


def _submissions(lines: Sequence[dict[str, Any]]) -> list[tuple[dict[str, Any],
                                                                list[dict[str, Any]]]]:
    """A record's lines, each submission's line with the lines after it that are its own."""
    groups: list[tuple[dict[str, Any], list[dict[str, Any]]]] = []
    for line in lines:
        if line.get("record") == "submission":
            groups.append((line, []))
        elif groups:
            groups[-1][1].append(line)
    return groups


def _import_group(term: Term, first: dict[str, Any], others: list[dict[str, Any]],
                  row: dict[str, str] | None, source: str) -> None:
    student, lesson = str(first["student"]), str(first.get("lesson", ""))
    marks = []
    for line in others:
        if line.get("record") != "item":
            continue
        change = line.pop("override", None)
        if isinstance(change, dict):
            _add_override(term, Override(student, lesson, line["item"], line["score"],
                                         str(change.get("reason", ""))), source)
            line["score"] = change.get("graded", line["score"])
        marks.append(Mark(line["item"], line.get("kind", ""), line["points"], line["score"]))
    first["total"] = round(sum(m.score for m in marks), 2)
    code = str(first.get("status_code", "ok"))
    status = row["status"] if row is not None else code
    term.commit(Kept(
        student, lesson, str(first["file"]), str(first["file"]), tuple(marks),
        () if code == "ok" else ({"value": status},), code, str(first.get("language", "")),
        ran=not records.STOPPED_CODES.intersection(code.split(";")),
        late=(str(first.get("late", "")), str(first.get("minutes_late", "")),
              str(first.get("late_known_by", ""))),
        record=records.record_text([first, *others])))


def _import_row(term: Term, row: dict[str, str]) -> None:
    """A gradebook file's row, with no record: its student's name as the file writes it, less
    the quote it put before one a spreadsheet would take for a formula."""
    student = row["student"]
    if student[:1] == "'" and student[1:2] in ("=", "+", "-", "@", "\t", "\r", "'"):
        student = student[1:]
    lesson = row["lesson"]
    items = course()["lessons"].get(lesson, {}).get("items", {})
    marks = tuple(Mark(item, spec["kind"], float(spec["points"]), float(row[item]))
                  for item, spec in items.items() if row.get(item, "") not in ("", None))
    code = row.get("status_code") or "ok"
    term.commit(Kept(student, lesson, row.get("file", ""), row.get("file", ""), marks,
                     () if code == "ok" else ({"value": row.get("status", code)},), code,
                     row.get("language", ""), late=(row.get("late", ""),
                                                    row.get("minutes_late", ""),
                                                    row.get("late_known_by", ""))))


def _add_override(term: Term, override: Override, source: str) -> None:
    term.connection.execute(
        "INSERT INTO overrides (student, lesson, item, points, reason, source, set_by, set_at) "
        "VALUES (?, ?, ?, ?, ?, ?, ?, ?)", (_raw(override.student), override.lesson,
                                            override.item, override.points, override.reason,
                                            source, _user(), time.time()))
