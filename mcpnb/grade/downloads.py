"""A class as it comes from a learning platform: Canvas's or Moodle's bulk download of an
assignment, as the zip or as the folder it unpacks to, told apart by its files' names, each file
owned by the platform's own identity of the student.

- **Canvas** ("Download Submissions"; `app/models/content_zipper.rb` in instructure/canvas-lms)
  gives flat files, one per file a student attached, named
  `<name>[_late]_<user id>_<attachment id>_<file name>`: `<name>` is the student's sortable name
  lowercased with everything but letters, digits and `_` removed (none under anonymous
  grading), `late` (also seen as `LATE`) marks a submission after the due date, and the user id
  is the `ID` column of Canvas's gradebook export. Example:
  `smithann_late_123456_7890123_01-messages.ipynb`.
- **Moodle** ("Download all submissions"; `mod/assign/locallib.php`, `download_submissions`)
  gives a folder per participant and plugin, named
  `<Full Name>_<participant id>_assignsubmission_file_`, holding the files as uploaded, or,
  without "download submissions in folders", flat files
  `<Full Name>_<participant id>_assignsubmission_file_<file name>`. The participant id is
  Moodle's unique id for the student in this assignment (`get_uniqueid_for_user`), the
  `Identifier` of its grading worksheet ("Participant 123456"). Example:
  `Ann Smith_123456_assignsubmission_file_/01-messages.ipynb`.

Neither names a submission time in its files; the zip stores each member's time (without a time
zone: read as UTC), which is taken as the time it was handed in ("zip"), where the download
comes as a zip.

A zip is a student's file too: only notebooks are taken out, at most `MAX_STUDENT_NOTEBOOKS` of
each student's (her folder's, or the files her id names) and `MAX_SUBMISSION_BYTES` each (read,
not trusted from the zip's header), every student's first before anyone's second, by name
alone (no folder outside the one made for them, no link), into a private folder of the
grader's. What is left in the zip is said, in a row of the student's files: a student with a
thousand files takes no classmate's row away.

A name starting with a dot is hidden (`.ipynb_checkpoints`, `.DS_Store`), except where the
platform made it: a participant's folder or file named after her, whose name may start with one.
"""

from __future__ import annotations

import calendar
import datetime
import re
import stat
import zipfile
import zlib
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

from mcpnb.grade.submission import MAX_STUDENT_NOTEBOOKS, MAX_SUBMISSION_BYTES, Owned, Timing
from mcpnb.running.temporary import own_folder
from mcpnb.texts import Sentence, later

# Where a reading of a Canvas name may start: its late marker (if any), the user id and the
# attachment id, then the file's own name. Tried at every `_`, as a lookahead: a name or a file
# may hold digits between underscores too.
CANVAS = re.compile(r"(?=(?:^|_)(?P<late>late_)?(?P<user>\d+)_(?P<attachment>\d+)_(?P<file>.+)$)",
                    re.IGNORECASE)
MOODLE_FOLDER = re.compile(r"^(?P<name>.+)_(?P<participant>\d+)_assignsubmission_file_?$")
MOODLE_FILE = re.compile(r"(?=_(?P<participant>\d+)_assignsubmission_file_(?P<file>.+)$)")
# What one zip may unpack to: this many times its own size, and never less than the floor (a
# class's notebooks shrink to a fifth or so in a zip; a bomb, to a thousandth).
UNPACK_RATIO = 40
UNPACK_FLOOR = 256 * 1024 * 1024
NOTEBOOK = ".ipynb"


@dataclass(frozen=True)
class Reading:
    """One way a platform's name of a file reads: the student's id, the name before it, and
    Canvas's late marker."""

    student: str
    name: str
    late: bool = False


def readings(platform: str, name: str) -> list[Reading]:
    """Every way `name` reads as `platform` names a student's file, leftmost first, one for each
    student id it may name (a Canvas name read with and without its late marker names one)."""
    found: dict[str, Reading] = {}
    if platform == "canvas":
        for match in CANVAS.finditer(name):
            late = bool(match["late"])
            named = Reading(match["user"], name[:match.start()], late)
            if match["user"] not in found or late:
                found[match["user"]] = named
    elif platform == "moodle":
        for match in MOODLE_FILE.finditer(name):
            found.setdefault(match["participant"],
                             Reading(match["participant"], name[:match.start()]))
    return list(found.values())


def platform_of(folder: Path) -> str | None:
    """"canvas" or "moodle" for a folder laid out as that platform's download, else None: the
    platform whose names most of the notebooks and folders directly in it have (half of them at
    least; the rest are named as rows of their own, whose status says so)."""
    entries = [p for p in folder.iterdir() if not hidden((p.name,)) and not p.is_symlink()
               and (p.is_dir() or (p.name.endswith(NOTEBOOK) and p.is_file()))]
    named = {"canvas": 0, "moodle": 0}
    for entry in entries:
        if entry.is_dir():
            named["moodle"] += MOODLE_FOLDER.match(entry.name) is not None
        else:
            named["canvas"] += bool(readings("canvas", entry.name))
            named["moodle"] += bool(readings("moodle", entry.name))
    platform = max(named, key=lambda p: named[p])
    return platform if named[platform] and 2 * named[platform] >= len(entries) else None


def owned_in(folder: Path, platform: str,
             times: dict[str, float | None] | None = None) -> list[Owned]:
    """Every notebook of a platform's download, owned by the platform's id of its student (its
    reading, `attributed`); `times`, the zip's time of each file (by its path in the folder),
    where it came zipped. A notebook whose name says no student's id, or two that the rest of
    the download cannot tell between, is a row of its own, named by its path, that says why."""
    times = times or {}
    entries: list[tuple[Path, str, tuple[str, ...], list[Reading], Timing]] = []
    for path in sorted(folder.rglob(f"*{NOTEBOOK}")):
        where = path.relative_to(folder).as_posix()
        if path.is_symlink() or hidden(tuple(where.split("/"))):
            continue
        timing = Timing(times[where], "zip") if where in times else Timing()
        top = path.relative_to(folder).parts[0]
        within: tuple[str, ...] = ()
        if platform == "moodle" and top != path.name and (named := MOODLE_FOLDER.match(top)):
            # a folder's name ends in its own id: the one reading there is
            found = [Reading(named["participant"], named["name"])]
            within = path.relative_to(folder / top).parts[:-1]
        elif top == path.name:
            found = readings(platform, path.name)
        else:
            found = []
        entries.append((path, where, within, found, timing))
    chosen = attributed([found for _, _, _, found, _ in entries])
    owned = []
    for (path, where, within, found, timing), (reading, problem) in zip(entries, chosen,
                                                                      strict=True):
        if reading is None:
            owned.append(Owned(path, where, timing=timing, problem=problem, place=where))
            continue
        # Leftmost and alone where its platform puts the id, it is its owner's: a Canvas file's
        # own name may read as ids further right (lesson_1_2_final), a Moodle one's may not.
        doubted = reading != found[0] or (platform == "moodle" and len(found) > 1)
        remark = later("status.read-two-ways", ids=", ".join(r.student for r in found)
                       ) if doubted else None
        owned.append(Owned(path, reading.student, within, timing=Timing(
            timing.when, timing.known_by, marked_late=reading.late), remark=remark, place=where))
    return sorted(owned, key=lambda one: one.order)


def attributed(entries: list[list[Reading]]) -> list[tuple[Reading | None, Sentence | None]]:
    """The reading each file is owned by, or None and why. A file with one reading is that
    student's, and says who the student of its id is; of a file's several readings, those whose
    id such a file gives to a student of another name are put aside (a name made to hold
    another's id), and the leftmost of the rest is taken: the file's own name comes after the
    platform's id, so a name within it reads further right."""
    said: dict[str, str] = {}
    for found in entries:
        if len(found) == 1:
            said.setdefault(found[0].student, found[0].name)
    chosen: list[tuple[Reading | None, Sentence | None]] = []
    for found in entries:
        kept = [r for r in found if said.get(r.student, r.name) == r.name]
        if not found:
            chosen.append((None, later("status.not-platform-named")))
        elif not kept:
            chosen.append((None, later("status.whose-unknown",
                                       ids=", ".join(r.student for r in found))))
        else:
            chosen.append((kept[0], None))
    return chosen


def hidden(parts: tuple[str, ...]) -> bool:
    """Is a path of a download (its parts, from the top) hidden: a part starting with a dot,
    other than one the platform named (a Moodle participant's folder on top; a file on top
    named as a platform names a student's)?"""
    for at, part in enumerate(parts):
        if not part.startswith("."):
            continue
        named = at == 0 and (MOODLE_FOLDER.match(part) is not None or len(parts) == 1 and bool(
            readings("canvas", part) or readings("moodle", part)))
        if not named:
            return True
    return False


def student_part(parts: list[str]) -> str:
    """Which student a member of a download is, as far as its path says before the download's
    platform is known: its top folder, or the id its name leads with, or its own name."""
    if len(parts) > 1:
        return parts[0]
    for platform in ("canvas", "moodle"):
        if found := readings(platform, parts[0]):
            return f"{platform}:{found[0].student}"
    return parts[0]


@dataclass(frozen=True)
class Unpacked:
    """A zip's notebooks, unpacked: the folder, the time the zip stores for each (None where
    its date is not one), and the members it could not or would not unpack, each with why."""

    folder: Path
    times: dict[str, float | None]
    refused: list[Owned]


def unpacked(archive: Path) -> Unpacked:
    """The notebooks of a zip, in a private folder of the grader's (gone when it ends), and the
    time the zip stores for each; a member that is no notebook, a link or a path out of the
    folder is left in the zip. Each student's first `MAX_STUDENT_NOTEBOOKS` members are taken,
    in turns (everyone's first, then everyone's second), and the rest of hers refused in one
    row. A member over the size, one the zip cannot give (a bad CRC, an unknown compression, a
    password, a name the folder cannot take), or one past what the whole zip may unpack to
    (`UNPACK_RATIO`) is refused, and a row says so; never the whole zip."""
    folder = own_folder("download", until_exit=True)
    times: dict[str, float | None] = {}
    refused: dict[str, list[tuple[str, Sentence]]] = {}
    budget = max(UNPACK_FLOOR, UNPACK_RATIO * archive.stat().st_size)
    with zipfile.ZipFile(archive) as zipped:
        students: dict[str, list[tuple[zipfile.ZipInfo, str]]] = {}
        for member in zipped.infolist():
            parts = [p for p in member.filename.split("/") if p not in ("", ".")]
            if _taken(member) and parts and ".." not in parts and not hidden(tuple(parts)):
                students.setdefault(student_part(parts), []).append((member, "/".join(parts)))
        for student, members in students.items():
            if len(members) > MAX_STUDENT_NOTEBOOKS:
                refused[student] = [(where, later("status.zip-student-many",
                                                  limit=MAX_STUDENT_NOTEBOOKS))
                                    for _, where in members[MAX_STUDENT_NOTEBOOKS:]]
        for member, where in _in_turns(students):
            why, budget = _unpack(zipped, member, where, folder, budget)
            if why is not None:
                refused.setdefault(student_part(where.split("/")), []).insert(0, (where, why))
                continue
            times[where] = _stored_time(member)
    return Unpacked(folder, times, _refused_rows(archive, refused))


def _in_turns(students: dict[str, list[tuple[zipfile.ZipInfo, str]]]
              ) -> Iterator[tuple[zipfile.ZipInfo, str]]:
    """Each student's first member, then each one's second, ..., up to the bound."""
    for turn in range(MAX_STUDENT_NOTEBOOKS):
        for members in students.values():
            if turn < len(members):
                yield members[turn]


def _unpack(zipped: zipfile.ZipFile, member: zipfile.ZipInfo, where: str, folder: Path,
            budget: int) -> tuple[Sentence | None, int]:
    """Take one member out of the zip into `folder`: why not (None: it is out), and the
    budget left of what the zip may unpack to."""
    if budget <= 0:
        return later("status.zip-too-large", ratio=UNPACK_RATIO), budget
    try:
        with zipped.open(member) as source:  # one over the size is kept a byte over it,
            data = source.read(MAX_SUBMISSION_BYTES + 1)  # for its row to say so
        if len(data) > budget:
            return later("status.zip-too-large", ratio=UNPACK_RATIO), 0
        target = folder.joinpath(*where.split("/"))
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_bytes(data)
    except (OSError, zipfile.BadZipFile, NotImplementedError, RuntimeError, EOFError,
            zlib.error, ValueError) as error:
        return later("status.zip-member", why=type(error).__name__), budget
    return None, budget - len(data)


def _stored_time(member: zipfile.ZipInfo) -> float | None:
    """The time the zip stores for a member (read as UTC), or None where its date is no date
    (a month 0, say, which a damaged or hand-made zip may hold)."""
    try:
        return float(calendar.timegm(datetime.datetime(*member.date_time).timetuple()))
    except (ValueError, OverflowError):
        return None


def _refused_rows(archive: Path, refused: dict[str, list[tuple[str, Sentence]]]) -> list[Owned]:
    """For each student's members refused, a row for the first, named by its place in the zip,
    and one that says how many more of hers there were: every student keeps a row of her own."""
    rows = []
    for members in refused.values():
        (where, why), more = members[0], len(members) - 1
        rows.append(Owned(archive / where, where, problem=why, place=where))
        if more:
            rows.append(Owned(archive / where, f"{where} (+{more})", place=f"{where} (+{more})",
                              problem=later("status.zip-more-refused", count=more)))
    return rows


def _taken(member: zipfile.ZipInfo) -> bool:
    mode = member.external_attr >> 16
    return (not member.is_dir() and member.filename.endswith(NOTEBOOK)
            and not stat.S_ISLNK(mode))


def is_zip(path: Path) -> bool:
    return path.suffix.lower() == ".zip" and path.is_file() and zipfile.is_zipfile(path)
