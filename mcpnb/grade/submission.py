"""Read a lesson notebook's answers from its cells, without running anything in it.

An answer cell (tag `answer`, metadata `mcpnb.item`) holds assignments of Python literals; its
answer is read as `mcpnb.judge.literal` reads it, as the notebook's own check reads it too.

When a student has copied an answer cell, the copy graded is the one the notebook's own check
judged, run from top to bottom (see `_Cells.judged`); the others are listed in
`Submission.ignored`. A cell too long or nested too deep to parse costs that cell only: it is
`Unreadable`, and says why.

An exercise cell (tag `exercise`) holds a server's source after a `%%writefile` line. Reading the
sources, never the outputs or a kernel's state, is what makes a stored fake output or a patched
checker worthless.
"""

from __future__ import annotations

import ast
import contextlib
import dataclasses
import hashlib
import itertools
import os
import re
import stat
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from mcpnb.course import ANSWER_TAG, EXERCISE_TAG, course
from mcpnb.judge.literal import (
    MAX_CELL_CHARS,
    Unparsable,
    assigns,
    checked_name,
    parse,
    value_of,
)
from mcpnb.quick_nbformat import nbformat
from mcpnb.running.sandbox import size_text
from mcpnb.texts import Sentence, known, later, later_count, say

# The characters parsed in all the cells of one notebook, so that a notebook of many long cells
# costs no more than ten of them; a lesson's answers hold a few thousand.
MAX_NOTEBOOK_CHARS = 200_000
# How deep a notebook's JSON may nest once nbformat has failed on its depth (its reader recurses
# once per level, and gives up near 900): a notebook nests a dozen deep, outputs included.
MAX_JSON_DEPTH = 100
# A lesson's teacher edition, outputs and all, is 3,000 JSON objects at most: a notebook of more
# than thirty times that is no lesson's, and is refused before it is parsed.
MAX_JSON_OBJECTS = 100_000
# A JSON string (its closing quote optional, so an unterminated one matches at once and the scan
# stays linear, as in `mcpnb.protocol.jsonrpc`), or one bracket.
_JSON_PART = re.compile(r'"[^"\\]*(?:\\.[^"\\]*)*"?|[\[\]{}]', re.DOTALL)


@dataclass(frozen=True)
class Submission:
    """A notebook's lesson id, its answers by item, and its exercise sources by item."""

    lesson: str | None
    answers: dict[str, Any] = field(default_factory=dict)
    exercises: dict[str, str] = field(default_factory=dict)
    ignored: dict[str, tuple[int, ...]] = field(default_factory=dict)
    """For each item answered in more than one answer cell, the cells not graded, numbered from 1
    among all the notebook's cells (as `mcpnb.grade.execution.Run.cell`), so the feedback can say
    that those cells were not graded. Exercise cells are not in it: the last one of an item is
    graded."""
    cells: dict[str, int] = field(default_factory=dict)  # the answer cell graded, by item


def read_notebook(path: Path) -> Any:
    """A notebook object (nbformat v4); raises for a file that is not a notebook."""
    return nbformat.read(path, as_version=4)  # type: ignore[no-untyped-call]


class TooManyParts(ValueError):
    """A notebook of more JSON objects than `MAX_JSON_OBJECTS`: refused before it is parsed."""


def read_notebook_bytes(data: bytes) -> Any:
    """A notebook object (nbformat v4) from a file's bytes; raises for what is not a notebook.

    JSON nested too deep for nbformat (in a cell's metadata or outputs, say) loses only what lies
    deeper than MAX_JSON_DEPTH, which becomes null: the answers beside it are still read. A file
    of more objects than `MAX_JSON_OBJECTS` (counted by their braces, strings' among them) is
    refused unread (`TooManyParts`): parsed, each costs the grader a Python dict or two, and
    600,000 empty cells in 29 MiB took 869 MiB.
    """
    return read_runnable(data)[0]


def read_runnable(data: bytes) -> tuple[Any, bytes]:
    """A notebook object from a file's bytes, as `read_notebook_bytes` reads it, and the bytes a
    worker runs: the file's own or, where its JSON nests deeper than a reader of it can go (a
    nesting bomb), those cut to `MAX_JSON_DEPTH` as the grader read them: the notebook runs, and
    its row says what its cells did."""
    if data.count(b"{") > MAX_JSON_OBJECTS:
        raise TooManyParts(MAX_JSON_OBJECTS)
    text = data.decode("utf-8")
    try:
        return nbformat.reads(text, as_version=4), data  # type: ignore[no-untyped-call]
    except RecursionError:
        shallow = within_depth(text, MAX_JSON_DEPTH)
        return (nbformat.reads(shallow, as_version=4),  # type: ignore[no-untyped-call]
                shallow.encode("utf-8"))


def within_depth(text: str, depth: int) -> str:
    """JSON text with every array or object nested deeper than `depth` replaced by null."""
    kept: list[str] = []
    start = level = cut = 0
    for part in _JSON_PART.finditer(text):
        bracket = part.group()
        if bracket in ("[", "{"):
            level += 1
            if level == depth + 1:
                cut = part.start()
        elif bracket in ("]", "}"):
            if level == depth + 1:
                kept += [text[start:cut], "null"]
                start = part.end()
            level -= 1
    return "".join(kept) + text[start:]


def answers_of(notebook: Any) -> Submission:
    """Collect every answer and exercise of a notebook, keyed by the item its cell is for."""
    lesson = ours(notebook.metadata).get("lesson")
    cells = _Cells(notebook.cells)
    answer_cells: dict[str, list[int]] = {}
    exercises: dict[str, str] = {}
    for number, cell in enumerate(notebook.cells, start=1):
        item = item_of(cell)
        tags = cell.metadata.get("tags", [])
        if cell.cell_type != "code" or item is None:
            continue
        if ANSWER_TAG in tags:
            answer_cells.setdefault(item, []).append(number)
        elif EXERCISE_TAG in tags:
            exercises[item] = without_cell_magic(cell.source)
    answers: dict[str, Any] = {}
    ignored: dict[str, tuple[int, ...]] = {}
    graded_cells: dict[str, int] = {}
    for item, numbers in answer_cells.items():
        graded, name = cells.judged(item, numbers)
        graded_cells[item] = graded
        tree = cells.tree(graded)
        answers[item] = tree if isinstance(tree, Unparsable) else value_of(tree, name)
        if len(numbers) > 1:
            ignored[item] = tuple(n for n in numbers if n != graded)
    return Submission(lesson, answers, exercises, ignored, graded_cells)


class _Cells:
    """A notebook's cells, each parsed once when needed, no more than MAX_NOTEBOOK_CHARS of their
    sources in all."""

    def __init__(self, cells: list[Any]) -> None:
        self.cells = cells
        self.left = MAX_NOTEBOOK_CHARS
        self.trees: dict[int, ast.Module | Unparsable] = {}

    def judged(self, item: str, numbers: list[int]) -> tuple[int, str | None]:
        """The answer cell of `item`, among `numbers`, whose value the notebook's own check judged,
        and the name that check reads (None without a check).

        Run from top to bottom, a check sees the value its name was given last: by the last
        answer cell above it that assigns that name. The item's last check is the verdict the
        student saw last, so its cell is graded: a copy below the check, or one renamed to try
        something, is not, and of two copies above it the lower one is. Without a check above
        any copy (the student moved or deleted it), the last copy is graded: it ran last.
        """
        check = self.last_check(item)
        if check is None:
            return numbers[-1], None
        at, name = check
        above = [n for n in numbers if n < at]
        assigning = [n for n in above if self.assigns(n, name)]
        return (assigning or above or numbers)[-1], name

    def tree(self, number: int) -> ast.Module | Unparsable:
        """The syntax tree of cell `number` (counting from 1), or Unreadable with the reason."""
        if number not in self.trees:
            source = self.cells[number - 1].source
            cost = len(source) if len(source) <= MAX_CELL_CHARS else 0  # longer: refused unread
            if cost > self.left:
                self.trees[number] = Unparsable(say("answer.too-much", limit=MAX_NOTEBOOK_CHARS))
            else:
                self.left -= cost
                self.trees[number] = parse(source)
        return self.trees[number]

    def assigns(self, number: int, name: str) -> bool:
        """Whether cell `number` gives `name` a value."""
        tree = self.tree(number)
        return not isinstance(tree, Unparsable) and assigns(tree, name)

    def last_check(self, item: str) -> tuple[int, str] | None:
        """The last cell that checks `item`, and the name it hands the checker."""
        for number in range(len(self.cells), 0, -1):
            cell = self.cells[number - 1]
            tags = cell.metadata.get("tags", [])
            if (cell.cell_type != "code" or ANSWER_TAG in tags or EXERCISE_TAG in tags
                    or item not in cell.source):
                continue
            tree = self.tree(number)
            name = None if isinstance(tree, Unparsable) else checked_name(tree, item)
            if name is not None:
                return number, name
        return None


def ours(metadata: Any) -> dict[str, Any]:
    """The `mcpnb` part of a notebook's or a cell's metadata: empty where a student's file has
    none, or something else than a mapping there."""
    found = metadata.get("mcpnb") if isinstance(metadata, dict) else None
    return found if isinstance(found, dict) else {}


def item_of(cell: Any) -> str | None:
    """The item a cell is for (its `mcpnb.item` metadata), if it names one."""
    item = ours(cell.metadata).get("item")
    return item if isinstance(item, str) and item else None


def without_cell_magic(source: str) -> str:
    """A cell's source without its first line when that line is a cell magic like %%writefile."""
    first, _, rest = source.partition("\n")
    return rest if first.startswith("%%") else source


# A lesson notebook with its outputs is well under a megabyte; a file past this is not read.
MAX_SUBMISSION_BYTES = 32 * 1024 * 1024


# All of one student's files together: a student with a few lessons in one folder stays far below.
MAX_STUDENT_BYTES = 64 * 1024 * 1024
# A student hands in a notebook or two per lesson; past this many, the rest are not graded.
MAX_STUDENT_NOTEBOOKS = 30


_spooled = itertools.count(1)


def student_of(path: Path) -> str:
    """The student a file named alone belongs to: the name of the folder holding it."""
    return path.absolute().parent.name


@dataclass(frozen=True)
class Timing:
    """When a file was handed in, as far as the grader can know: what the platform says, else
    the file's own time. `known_by` says what says so: "marker" (Canvas's `LATE` in the file's
    name, there or not: Canvas's own verdict against its due date), "worksheet" (Moodle's
    grading worksheet's "Last modified (submission)"), "file" (the file's own time, which a
    copy may have changed), "" (nothing). A platform's zip says nothing of it: both stamp every
    member with the time the zip was made (`mcpnb.grade.downloads`).

    `upload` is the platform's order of a student's uploads, where its names tell one: Canvas's
    attachment id (a later upload has a greater one), Moodle's copy number (`name (1).ipynb` is
    the second upload of `name.ipynb`): `later_than`."""

    when: float | None = None  # seconds since the epoch
    known_by: str = ""
    marked_late: bool = False  # the platform said so (Canvas's `_late` in the file's name)
    upload: tuple[str, int] | None = None  # (what is counted within, its number)
    # whether the file's own time may say it: not a zip's member's, whose file the grader made
    own_time: bool = True

    def late(self, due: float | None) -> tuple[str, str, str]:
        """(late, minutes late, known by) as the gradebook writes them: "yes", "no" or "" (not
        known), the minutes where a due time and a time are known, and what says so."""
        if self.known_by == "marker":
            return ("yes" if self.marked_late else "no"), "", "marker"
        if due is not None and self.when is not None:
            minutes = max(0, round((self.when - due) / 60))
            return ("yes" if self.when > due else "no"), str(minutes) if self.when > due else "", \
                self.known_by
        return "", "", ""

    def later_than(self, other: Timing) -> bool | None:
        """Was this file handed in after `other` (of the same student), as far as anything
        says: their uploads' order, where the platform counts them alike, else their times,
        where both are known and differ; None where nothing tells."""
        if self.upload is not None and other.upload is not None \
                and self.upload[0] == other.upload[0] and self.upload[1] != other.upload[1]:
            return self.upload[1] > other.upload[1]
        if self.when is not None and other.when is not None and self.when != other.when:
            return self.when > other.when
        return None


@dataclass(frozen=True)
class Owned:
    """A file handed in, and the student whose it is: the one whose hand-in (her folder) holds
    it, `within` the folders between that folder and the file (none: directly in it), and
    `classmate`, a classmate named by one of those folders, if one is."""

    path: Path
    student: str
    within: tuple[str, ...] = ()
    classmate: str | None = None
    timing: Timing = Timing()
    remark: Sentence | None = None  # said in its status: how it was told whose it is
    problem: Sentence | None = None  # why it is not read at all: whose it is cannot be told
    # Where it lies in the download or the class folder, never a temporary folder's path: the
    # same file of the same download has the same place however often it is unpacked.
    place: str = ""
    download: str = ""  # the platform's download it came in (one assignment's), if it did
    name: str = ""  # the student's name as the platform's file names give it, where they do

    @classmethod
    def alone(cls, path: Path) -> Owned:
        """A file named alone: its folder's."""
        return cls(path, student_of(path), place=f"{student_of(path)}/{path.name}")

    @property
    def where(self) -> str:
        """Its place, or its name where it was not told one."""
        return self.place or self.path.name

    @property
    def order(self) -> tuple[str, int, str]:
        """A student's files in the order they are read and count against her quota: those
        directly in her folder first, then deeper."""
        return self.student, len(self.within), str(self.path)


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
    problem: Sentence | None = None
    language: str | None = None  # the edition's (`mcpnb.language` in its metadata)
    spool: Path | None = None  # its copy in the grader's spool, which no sandbox shows
    remark: Sentence | None = None  # said in its status whatever its grade: where it was found
    timing: Timing = Timing()  # when it was handed in, as far as can be known
    superseded: Sentence | None = None  # said in its status: the earlier files it stands for
    place: str = ""  # where it lies in the download or the class folder (`Owned.place`)
    depth: int = 0  # how many folders deep in the student's hand-in
    digest: str = ""  # SHA-256 of its bytes, as read ("" where none were)
    download: str = ""  # the platform's download it came in (`Owned.download`)

    def read(self) -> bytes:
        """The submission's bytes, as they were handed in."""
        return self.spool.read_bytes() if self.spool is not None else self.data

    def carried(self) -> HandedIn:
        """This submission with its bytes in it, to travel to another machine."""
        return dataclasses.replace(self, data=self.read(), spool=None)


class _Refused(Exception):
    """A file the grader will not read: its sentence is the row's status."""

    def __init__(self, why: Sentence) -> None:
        super().__init__(why.key)
        self.why = why


def read_handed_in(path: Path, limit: int = MAX_SUBMISSION_BYTES,
                   within: tuple[str, ...] = ()) -> bytes:
    """The bytes of a file a student handed in, or `_Refused` saying why it is not one.

    A submission is a regular file in a student's folder (`within`: the folders between her
    hand-in and the file): a symbolic link (the file, her folder, or any folder between) is
    refused, as it may point at a classmate's work, the teacher edition or `/dev/zero`; so are
    a FIFO, a device or a socket. Each folder is opened from the one above it, never by its
    path, so that a folder swapped for a link after the class was listed is refused too. Nothing
    follows a link, no open can block, and the bound does not trust the size the file reports:
    it reads no more than `limit` + 1.
    """
    hand_in_folder = path.parents[len(within)]
    flags = os.O_RDONLY | os.O_DIRECTORY | os.O_NOFOLLOW | os.O_CLOEXEC
    try:
        folder = os.open(hand_in_folder, flags)
    except OSError as error:
        raise _Refused(_open_problem(hand_in_folder, error)) from None
    for at, part in enumerate(within):
        try:
            deeper = os.open(part, flags, dir_fd=folder)
        except OSError as error:
            os.close(folder)
            raise _Refused(_open_problem(hand_in_folder.joinpath(*within[:at + 1]),
                                         error)) from None
        os.close(folder)
        folder = deeper
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
            raise _Refused(later("status.not-a-file", kind=later(f"status.kind-{_kind(mode)}")))
        data = file.read(limit + 1)
    if len(data) > limit:
        raise _Refused(later("status.too-large", limit=size_text(limit)))
    return data


def _open_problem(path: Path, error: OSError) -> Sentence:
    """Why a path could not be opened: a link (O_NOFOLLOW's ELOOP, or ENOTDIR for a folder
    that is one), or no file at all."""
    with contextlib.suppress(OSError):
        if stat.S_ISLNK(os.lstat(path).st_mode):
            return later("status.link")
    return later("status.no-file")


def _kind(mode: int) -> str:
    for test, kind in ((stat.S_ISFIFO, "fifo"), (stat.S_ISCHR, "device"), (stat.S_ISBLK, "device"),
                       (stat.S_ISSOCK, "socket"), (stat.S_ISDIR, "folder")):
        if test(mode):
            return kind
    return "other"


def hand_in(owned: Owned | Path, spool: Path | None = None) -> HandedIn:
    """Read a submission once, before any student code runs: nothing that runs later can change
    what is graded. Its bytes go to `spool` (a private folder) if given, else stay in memory."""
    owned = owned if isinstance(owned, Owned) else Owned.alone(owned)
    path, student = owned.path, owned.student
    remark = owned.remark if owned.classmate is None else later(
        "status.inside-classmate", folder="/".join(owned.within), classmate=owned.classmate)
    place, depth = owned.where, len(owned.within)
    if owned.problem is not None:
        return HandedIn(path, student, problem=owned.problem, timing=owned.timing, place=place,
                        depth=depth)
    handed = _read_in(path, student, spool, owned.within)
    timing = owned.timing
    if timing.when is None and not timing.known_by and timing.own_time:
        with contextlib.suppress(OSError):
            timing = dataclasses.replace(timing, when=os.lstat(path).st_mtime, known_by="file")
    return dataclasses.replace(handed, remark=remark, timing=timing, place=place, depth=depth,
                               download=owned.download)


def _read_in(path: Path, student: str, spool: Path | None,
             within: tuple[str, ...] = ()) -> HandedIn:
    try:
        data = read_handed_in(path, within=within)
    except _Refused as refused:
        return HandedIn(path, student, problem=refused.why)
    digest = hashlib.sha256(data).hexdigest()
    try:
        notebook = read_notebook_bytes(data)
        answers_of(notebook)
        lesson = recognise_lesson(notebook)
        language = edition_language(notebook)
    except TooManyParts:
        return HandedIn(path, student, problem=later("status.too-many-parts",
                                                     limit=MAX_JSON_OBJECTS), digest=digest)
    except Exception:  # any file at all may be handed in: it is data, not a crash
        return HandedIn(path, student, problem=later("status.not-a-notebook"), digest=digest)
    if lesson is None:
        return HandedIn(path, student, problem=later("status.no-lesson"), digest=digest)
    if spool is None:
        return HandedIn(path, student, data, lesson, language=language, digest=digest)
    copy = spool / f"{next(_spooled)}.ipynb"
    copy.write_bytes(data)
    return HandedIn(path, student, lesson=lesson, language=language, spool=copy, digest=digest)


def hand_in_class(owned: Sequence[Owned], spool: Path,
                  limit: int = MAX_STUDENT_BYTES) -> list[HandedIn]:
    """Read every submission into `spool`, in the order given; a student whose files together
    pass `limit` has the rest refused (each file is bounded on its own too). Of a student's
    notebooks past `MAX_STUDENT_NOTEBOOKS`, none is read: the first of them is a row that says
    how many were left ungraded, so that a hand-in of a thousand tiny notebooks costs the
    grader no more than a lesson's worth."""
    used: Counter[str] = Counter()
    counted: Counter[str] = Counter()
    over = Counter(o.student for o in owned) - Counter(
        {s: MAX_STUDENT_NOTEBOOKS for s in {o.student for o in owned}})
    handed = []
    for one_owned in owned:
        path = one_owned.path
        place, depth = one_owned.where, len(one_owned.within)
        counted[one_owned.student] += 1
        if counted[one_owned.student] > MAX_STUDENT_NOTEBOOKS:
            if counted[one_owned.student] == MAX_STUDENT_NOTEBOOKS + 1:
                handed.append(HandedIn(path, one_owned.student, problem=later_count(
                    "status.student-too-many", over[one_owned.student], placeholder="left",
                    limit=MAX_STUDENT_NOTEBOOKS), place=place, depth=depth))
            continue
        try:
            one = hand_in(one_owned, spool)
        except Exception as error:  # the spool's disk, say: this row's problem, not the batch's
            why = later("status.grader-failed", why=type(error).__name__)
            one = HandedIn(path, one_owned.student, problem=why, place=place, depth=depth)
        if one.spool is not None:
            used[one.student] += one.spool.stat().st_size
            if used[one.student] > limit:
                one.spool.unlink()
                one = HandedIn(path, one.student, remark=one.remark, timing=one.timing,
                               problem=later("status.student-too-large", limit=size_text(limit)),
                               place=place, depth=depth)
        handed.append(one)
    return handed


def edition_language(notebook: Any) -> str | None:
    """The language of the edition a notebook was released in, if it says one of ours."""
    named = ours(notebook.metadata).get("language")
    return known(named) if isinstance(named, str) else None
