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

A zip is a student's file too: only notebooks are taken out, at most `MAX_MEMBERS` of them and
`MAX_SUBMISSION_BYTES` each (read, not trusted from the zip's header), by name alone (no
folder outside the one made for them, no link), into a private folder of the grader's.
"""

from __future__ import annotations

import calendar
import re
import stat
import zipfile
import zlib
from dataclasses import dataclass
from pathlib import Path

from mcpnb.grade.submission import MAX_SUBMISSION_BYTES, Owned, Timing
from mcpnb.running.temporary import own_folder
from mcpnb.texts import Sentence, later

# Where a reading of a Canvas name may start: its late marker (if any), the user id and the
# attachment id, then the file's own name. Tried at every `_`, as a lookahead: a name or a file
# may hold digits between underscores too.
CANVAS = re.compile(r"(?=(?:^|_)(?P<late>late_)?(?P<user>\d+)_(?P<attachment>\d+)_(?P<file>.+)$)",
                    re.IGNORECASE)
MOODLE_FOLDER = re.compile(r"^(?P<name>.+)_(?P<participant>\d+)_assignsubmission_file_?$")
MOODLE_FILE = re.compile(r"(?=_(?P<participant>\d+)_assignsubmission_file_(?P<file>.+)$)")
# The notebooks taken out of one zip, at most.
MAX_MEMBERS = 5000
# What one zip may unpack to: this many times its own size, and never less than the floor (a
# class's notebooks shrink to a fifth or so in a zip; a bomb, to a thousandth).
UNPACK_RATIO = 40
UNPACK_FLOOR = 256 * 1024 * 1024
# Members refused one by one, each a row; past these, one row says how many more.
REFUSED_ROWS = 30
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
    entries = [p for p in folder.iterdir() if not p.name.startswith(".") and not p.is_symlink()
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


def owned_in(folder: Path, platform: str, times: dict[str, float] | None = None) -> list[Owned]:
    """Every notebook of a platform's download, owned by the platform's id of its student (its
    reading, `attributed`); `times`, the zip's time of each file (by its path in the folder),
    where it came zipped. A notebook whose name says no student's id, or two that the rest of
    the download cannot tell between, is a row of its own, named by its path, that says why."""
    times = times or {}
    entries: list[tuple[Path, str, tuple[str, ...], list[Reading], Timing]] = []
    for path in sorted(folder.rglob(f"*{NOTEBOOK}")):
        where = path.relative_to(folder).as_posix()
        if path.is_symlink() or any(part.startswith(".") for part in where.split("/")):
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
            owned.append(Owned(path, where, timing=timing, problem=problem))
            continue
        # Leftmost and alone where its platform puts the id, it is its owner's: a Canvas file's
        # own name may read as ids further right (lesson_1_2_final), a Moodle one's may not.
        doubted = reading != found[0] or (platform == "moodle" and len(found) > 1)
        remark = later("status.read-two-ways", ids=", ".join(r.student for r in found)
                       ) if doubted else None
        owned.append(Owned(path, reading.student, within, timing=Timing(
            timing.when, timing.known_by, marked_late=reading.late), remark=remark))
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


@dataclass(frozen=True)
class Unpacked:
    """A zip's notebooks, unpacked: the folder, the time the zip stores for each, and the
    members it could not or would not unpack, each with why."""

    folder: Path
    times: dict[str, float]
    refused: list[Owned]


def unpacked(archive: Path) -> Unpacked:
    """The notebooks of a zip, in a private folder of the grader's (gone when it ends), and the
    time the zip stores for each; a member that is no notebook, a link or a path out of the
    folder is left in the zip. A member over the size, one the zip cannot give (a bad CRC, an
    unknown compression, a password, a name the folder cannot take), or one past what the whole
    zip may unpack to (`UNPACK_RATIO`) is refused, and a row says so; never the whole zip."""
    folder = own_folder("download", until_exit=True)
    times: dict[str, float] = {}
    refused: list[tuple[str, Sentence]] = []
    budget = max(UNPACK_FLOOR, UNPACK_RATIO * archive.stat().st_size)
    with zipfile.ZipFile(archive) as zipped:
        members = [m for m in zipped.infolist() if _taken(m)][:MAX_MEMBERS]
        for member in members:
            parts = [p for p in member.filename.split("/") if p not in ("", ".")]
            if not parts or ".." in parts or any(p.startswith(".") for p in parts):
                continue
            where = "/".join(parts)
            if budget <= 0:
                refused.append((where, later("status.zip-too-large", ratio=UNPACK_RATIO)))
                continue
            try:
                with zipped.open(member) as source:  # one over the size is kept a byte over it,
                    data = source.read(MAX_SUBMISSION_BYTES + 1)  # for its row to say so
                if len(data) > budget:
                    budget = 0
                    refused.append((where, later("status.zip-too-large", ratio=UNPACK_RATIO)))
                    continue
                target = folder.joinpath(*parts)
                target.parent.mkdir(parents=True, exist_ok=True)
                target.write_bytes(data)
            except (OSError, zipfile.BadZipFile, NotImplementedError, RuntimeError, EOFError,
                    zlib.error, ValueError) as error:
                refused.append((where, later("status.zip-member", why=type(error).__name__)))
                continue
            budget -= len(data)
            times[where] = float(calendar.timegm((*member.date_time, 0, 0, 0)))
    return Unpacked(folder, times, _refused_rows(archive, refused))


def _refused_rows(archive: Path, refused: list[tuple[str, Sentence]]) -> list[Owned]:
    """A row for each member refused, named by its place in the zip, the first `REFUSED_ROWS`
    of them; then one that says how many more there were."""
    rows = [Owned(archive / where, where, problem=why) for where, why in refused[:REFUSED_ROWS]]
    if len(refused) > REFUSED_ROWS:
        more = len(refused) - REFUSED_ROWS
        rows.append(Owned(archive, archive.name, problem=later("status.zip-more-refused",
                                                               count=more)))
    return rows


def _taken(member: zipfile.ZipInfo) -> bool:
    mode = member.external_attr >> 16
    return (not member.is_dir() and member.filename.endswith(NOTEBOOK)
            and not stat.S_ISLNK(mode))


def is_zip(path: Path) -> bool:
    return path.suffix.lower() == ".zip" and path.is_file() and zipfile.is_zipfile(path)
