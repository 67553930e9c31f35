"""What the term keeps of a row, in memory: a submission as graded (`Kept`, its `Mark`s), a
mark changed by hand (`Override`), what a change did (`Changes`, `Committed`), a run (`Run`,
`Holding`); and how a name is kept exactly (`raw`, `name_of`) and written (`written`), and who
the teacher meant by one that names nobody (`nearest`)."""

from __future__ import annotations

import getpass
import hashlib
import os
import unicodedata
from collections.abc import Collection, Iterable
from dataclasses import dataclass
from typing import Any, NamedTuple

from mcpnb import records


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


@dataclass(frozen=True)
class Committed:
    """What committing a row did: its id (None: not kept), whether the student's file before it
    of the same lesson was another; or why the teacher withdrew that very file before; or the
    place of the current row's file, a later upload than this one, which it stays."""

    id: int | None
    another_file: bool = False
    withdrawn: str | None = None
    later: str | None = None


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


def resolve(name: str, known: Collection[str]) -> str | None:
    """The student of `known` that `name` names: itself, or the one student whose name is the
    same once their accents are encoded alike (NFC: a folder made on macOS is NFD, a name typed
    is NFC), or the participant a Moodle worksheet's "Participant N" is; else None."""
    if name in known:
        return name
    same = [s for s in known if unicodedata.normalize("NFC", s) ==
            unicodedata.normalize("NFC", name)]
    if len(same) == 1:
        return same[0]
    found = records.PARTICIPANT.match(name.strip())
    return found["id"] if found and found["id"] in known else None


def nearest(name: str, known: Iterable[str]) -> str | None:
    """The student of `known` a teacher most likely meant by `name`, which names none exactly:
    one written so in the gradebook (`'=x` for `=x`), or alike but for spaces around it, its
    letters' case, or how its accents are encoded (NFC or NFD)."""
    def plain(text: str) -> str:
        return unicodedata.normalize("NFC", text).strip().casefold()

    for student in sorted(known):
        if records.as_text(student) == name or written(records.as_text(student)) == name:
            return student
    return next((student for student in sorted(known) if plain(student) == plain(name)), None)


def meant(name: str, known: Iterable[str], places: Iterable[tuple[str, str]] = ()) -> str | None:
    """Who a teacher likely meant by `name`, which names no student exactly: the `nearest` of
    `known`, or the student whose files' places (`places`: place, student) begin with it as a
    platform's download writes a name before its id (`smithann` for 123456)."""
    found = nearest(name, known)
    if found is not None:
        return found
    start = name.strip().casefold() + "_"
    return next((student for place, student in places
                 if place.casefold().startswith(start) and student != place), None)


def digest(data: bytes) -> str:
    """What a view's file held, in a few characters: to tell it was changed since."""
    return hashlib.sha256(data).hexdigest()[:16]


def raw(name: str) -> bytes:
    """A name as the database keeps it: its exact characters, a lone surrogate (a folder named
    in bytes that are not UTF-8) included."""
    return name.encode("utf-8", "surrogatepass")


def name_of(kept_as: bytes | str) -> str:
    """A name as the database gave it back."""
    return kept_as if isinstance(kept_as, str) else kept_as.decode("utf-8", "surrogatepass")


def written(text: str) -> str:
    """Text as a view's file holds it: what UTF-8 cannot hold as its escape (`\\udcff`)."""
    return text.encode("utf-8", "backslashreplace").decode("utf-8")


def user() -> str:
    """Who runs this: the teacher's login, or her uid where the system names none."""
    try:
        return getpass.getuser()
    except (KeyError, OSError):
        return str(os.getuid())
