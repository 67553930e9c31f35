"""A class as it comes from a learning platform: Canvas's or Moodle's bulk download of an
assignment, as the zip or as the folder it unpacks to, told apart by its files' names, each file
owned by the platform's own identity of the student.

- **Canvas** ("Download Submissions"; `app/models/content_zipper.rb` in instructure/canvas-lms)
  gives flat files, one per file a student attached, named
  `<name>[_late]_<user id>_<attachment id>_<file name>`: `<name>` is the student's sortable name
  lowercased with everything but letters, digits and `_` removed (none under anonymous
  grading), `late` (also seen as `LATE`) marks a submission after the due date, and the user id
  is the `ID` column of Canvas's gradebook export (under anonymous grading, `anon_<its
  anonymous id>`, which no roster names: its rows stay so until grading is no longer
  anonymous). Example:
  `smithann_late_123456_7890123_01-messages.ipynb`. The file name is the student's own, and
  may hold a `/` (Canvas keeps path components in a file's name), which the zip makes a folder:
  the member is still its uploader's, by the first `_<user>_<attachment>_` of its path.
- **Moodle** ("Download all submissions"; `mod/assign/locallib.php`, `download_submissions`)
  gives a folder per participant and plugin, named
  `<Full Name>_<participant id>_assignsubmission_file_`, holding the files as uploaded, or,
  without "download submissions in folders", flat files
  `<Full Name>_<participant id>_assignsubmission_file_<file name>`. The participant id is
  Moodle's unique id for the student in this assignment (`get_uniqueid_for_user`), the
  `Identifier` of its grading worksheet ("Participant 123456"). Example:
  `Ann Smith_123456_assignsubmission_file_/01-messages.ipynb`.

Neither says for sure in its zip when a file was handed in: Canvas stamps every member with the
time it made the zip (rubyzip's `get_output_stream` takes `Zip::DOSTime.now`); Moodle 4.0 and
older, and its `onlinetext.html` always, with the download's too, and 4.1+ with the file's own
`timemodified`, in the server's zone, which the zip does not name
(files/classes/local/archive_writer/zip_writer.php), and a flat download of either looks alike.
So a member's time is never read. Canvas says whether it found a file late (its marker); Moodle
says when it was handed in in its grading worksheet (`mcpnb grade --roster`); each says which of
a student's uploads came later (`timing`).

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

import re
import stat
import zipfile
import zlib
from collections import Counter
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path

from mcpnb.grade.submission import (
    MAX_STUDENT_BYTES,
    MAX_STUDENT_NOTEBOOKS,
    MAX_SUBMISSION_BYTES,
    Owned,
    Timing,
)
from mcpnb.running.sandbox import size_text
from mcpnb.running.temporary import own_folder
from mcpnb.texts import Sentence, later, later_count

# Where a reading of a Canvas name may start: its late marker (if any), the user id and the
# attachment id, then the file's own name. Tried at every `_`, as a lookahead: a name or a file
# may hold digits between underscores too.
CANVAS = re.compile(r"(?=(?:^|_)(?P<late>late_)?(?P<user>anon_[a-z0-9]+|\d+)_(?P<attachment>\d+)_"
                    r"(?P<file>.+)$)", re.IGNORECASE)
# A Canvas text entry or link, `<name>[_LATE]_<user id>_text.html` (`content_zipper.rb`): no
# attachment, so no notebook's reading.
CANVAS_ENTRY = re.compile(r"(?:^|_)(?:late_)?(?P<user>anon_[a-z0-9]+|\d+)_(?:text|link)\.html$",
                          re.IGNORECASE)
MOODLE_FOLDER = re.compile(r"^(?P<name>.+)_(?P<participant>\d+)_assignsubmission_file_?$")
MOODLE_FILE = re.compile(r"(?=_(?P<participant>\d+)_assignsubmission_file_(?P<file>.+)$)")
# What one zip may unpack to: this many times its own size, and never less than the floor (a
# class's notebooks shrink to a fifth or so in a zip; a bomb, to a thousandth).
UNPACK_RATIO = 40
UNPACK_FLOOR = 256 * 1024 * 1024
NOTEBOOK = ".ipynb"


def is_notebook_name(name: str) -> bool:
    """Is a file of this name a notebook, whatever the case of its suffix (`X.IPYNB`, as a
    Windows machine may name one)?"""
    return name.lower().endswith(NOTEBOOK)


def notebooks_in(folder: Path) -> list[Path]:
    """The files under `folder` named as notebooks are (`is_notebook_name`), sorted."""
    return sorted(p for p in folder.rglob("*") if is_notebook_name(p.name))


@dataclass(frozen=True)
class Reading:
    """One way a platform's name of a file reads: the student's id, the name before it, and
    Canvas's late marker."""

    student: str
    name: str
    late: bool = False
    attachment: int | None = None  # Canvas's attachment id: a later upload has a greater one


def readings(platform: str, name: str) -> list[Reading]:
    """Every way `name` reads as `platform` names a student's file, leftmost first, one for each
    student id it may name. Canvas's is its first `_<user>_<attachment>_` alone (with its late
    marker): Canvas writes it before the file's own name, and keeps `_<digits>_` out of the
    student's name written before it (`sanitize_user_name` in `content_zipper.rb`: "we use
    /_\\d+_/ to infer the user/attachment ids when teachers upload graded submissions"), so
    whatever reads as another id further right is the student's own file name."""
    found: dict[str, Reading] = {}
    if platform == "canvas":
        for match in CANVAS.finditer(name):
            return [Reading(match["user"], name[:match.start()], bool(match["late"]),
                            int(match["attachment"]))]
    elif platform == "moodle":
        for match in MOODLE_FILE.finditer(name):
            found.setdefault(match["participant"],
                             Reading(match["participant"], name[:match.start()]))
    return list(found.values())


def platform_of(folder: Path) -> str | None:
    """"canvas" or "moodle" for a folder laid out as that platform's download, else None
    (`platform_named`)."""
    entries = [p for p in folder.iterdir() if not hidden((p.name,)) and not p.is_symlink()
               and (p.is_dir() or (is_notebook_name(p.name) and p.is_file()))]
    return platform_named([(p.name, p.is_dir()) for p in entries])


def platform_named(entries: Sequence[tuple[str, bool]]) -> str | None:
    """The platform of a download whose top holds these entries (each a name, and whether it is
    a folder): the one whose names most of them have (half of them at least; the rest are
    named as rows of their own, whose status says so), and none where they read both ways as
    often (a Canvas file's own name, after its `/`, may read as a Moodle folder's)."""
    named = {"canvas": 0, "moodle": 0}
    for name, is_folder in entries:
        named["canvas"] += bool(readings("canvas", name))  # a file, or a display name's folder
        named["moodle"] += (MOODLE_FOLDER.match(name) is not None if is_folder
                            else bool(readings("moodle", name)))
    platform = max(named, key=lambda p: named[p])
    if named["canvas"] == named["moodle"]:
        return None
    return platform if named[platform] and 2 * named[platform] >= len(entries) else None


def owned_in(folder: Path, platform: str) -> list[Owned]:
    """Every notebook of a platform's download, owned by the platform's id of its student (its
    reading, `attributed`), with what the platform says of when she handed it in (`timing`).
    A notebook whose name says no student's id, or two that the rest of
    the download cannot tell between, is a row of its own, named by its path, that says why."""
    entries: list[tuple[Path, str, tuple[str, ...], list[Reading]]] = []
    for path in notebooks_in(folder):
        where = path.relative_to(folder).as_posix()
        if path.is_symlink() or hidden(tuple(where.split("/"))):
            continue
        top = path.relative_to(folder).parts[0]
        within = path.relative_to(folder / top).parts[:-1] if top != path.name else ()
        if platform == "moodle" and top != path.name and (named := MOODLE_FOLDER.match(top)):
            # a folder's name ends in its own id: the one reading there is
            found = [Reading(named["participant"], named["name"])]
        elif top == path.name or platform == "canvas":  # a display name's `/` makes a folder
            found = readings(platform, top)
        else:
            found = []
        entries.append((path, where, within, found))
    chosen = attributed([found for _, _, _, found in entries])
    owned = []
    for (path, where, within, found), (reading, problem) in zip(entries, chosen, strict=True):
        if reading is None:
            owned.append(Owned(path, where, problem=problem, place=where))
            continue
        # Leftmost and alone where its platform puts the id, it is its owner's: a Canvas file's
        # own name may read as ids further right (lesson_1_2_final), a Moodle one's may not.
        doubted = reading != found[0] or (platform == "moodle" and len(found) > 1)
        remark = later("status.read-two-ways", ids=", ".join(r.student for r in found)
                       ) if doubted else None
        owned.append(Owned(path, reading.student, within, timing=timing(platform, reading, path),
                           remark=remark, place=where, name=named_as(platform, reading.name)))
    return sorted(owned, key=lambda one: one.order)


def named_as(platform: str, name: str) -> str:
    """A student's name as her files give it, where they give one: Moodle's full name (its
    `_` made spaces, and `'`, `:`, `&` and the like taken out: `mod/assign/classes/downloader.php`,
    `clean_filename`), none under blind marking (`Participant`); Canvas's sortable name,
    lowercased to its letters (`smithann`), none under anonymous grading."""
    name = name.strip()
    if platform == "moodle":
        return "" if name in ("", "Participant") else name
    return "" if name.startswith("anon") else name


def earlier_upload(place: str, other: str) -> bool:
    """Does the platform say the file at `place` (in its download) was uploaded before the one
    at `other`, by the same student: Canvas's smaller attachment id, Moodle's copy of a name
    before its ` (1)`? False where nothing says so (another platform, another name)."""
    first, second = (p.split("/") for p in (place, other))
    mine, theirs = readings("canvas", first[0]), readings("canvas", second[0])
    if mine and theirs and mine[0].student == theirs[0].student and len(first) == len(
            second) == 1:
        return (mine[0].attachment or 0) < (theirs[0].attachment or 0)
    copies = [MOODLE_COPY.match(parts[-1]) for parts in (first, second)]
    bases = [(parts[:-1], f"{c['stem']}{c['suffix']}" if c else parts[-1], int(c["copy"]) if c
              else 0) for parts, c in zip((first, second), copies, strict=True)]
    return bases[0][:2] == bases[1][:2] and bases[0][2] < bases[1][2]


# Moodle's file area keeps a second upload of a name as `name (1).ext`, a third as `name (2)`
# (`repository::get_unused_filename` in repository/lib.php).
MOODLE_COPY = re.compile(r"^(?P<stem>.*) \((?P<copy>\d+)\)(?P<suffix>\.[^.]*)$")


def timing(platform: str, reading: Reading, path: Path) -> Timing:
    """What a platform's download says of when a file was handed in. Canvas: whether Canvas
    found it late (its `LATE` marker, there or not), and the order of the uploads (the
    attachment ids). Moodle: the order of the uploads of one name (`MOODLE_COPY`); its time
    is in the grading worksheet alone (`mcpnb grade --roster`)."""
    if platform == "canvas":
        return Timing(known_by="marker", marked_late=reading.late,
                      upload=("", reading.attachment or 0))
    copy = MOODLE_COPY.match(path.name)
    named = f"{copy['stem']}{copy['suffix']}" if copy else path.name
    return Timing(upload=(str(path.with_name(named)), int(copy["copy"]) if copy else 0))


def participant(folder: Path) -> list[Owned]:
    """A Moodle participant's folder, named on its own: every notebook in it hers, by the id its
    name ends in, however deep and whatever the folders in it are called (one named as a
    classmate's folder is a folder of hers)."""
    named = MOODLE_FOLDER.match(folder.name)
    assert named is not None, folder
    owned = []
    for path in notebooks_in(folder):
        inside = path.relative_to(folder).parts
        if not path.is_symlink() and not any(part.startswith(".") for part in inside):
            owned.append(Owned(path, named["participant"], inside[:-1],
                               place="/".join((folder.name, *inside)),
                               name=named_as("moodle", named["name"])))
    return sorted(owned, key=lambda one: one.order)


def attributed(entries: list[list[Reading]]) -> list[tuple[Reading | None, Sentence | None]]:
    """The reading each file is owned by, or None and why. The files with one reading say who
    the student of each id is (the name most of them give it; none, where two names tie); of a
    file's readings, those whose id is said to be a student of another name are put aside (a
    name made to hold another's id), and the leftmost of the rest is taken: the file's own name
    comes after the platform's id, so a name within it reads further right."""
    names: dict[str, Counter[str]] = {}
    for found in entries:
        if len(found) == 1:
            names.setdefault(found[0].student, Counter())[found[0].name] += 1
    said: dict[str, str | None] = {}
    for student, counted in names.items():
        (name, most), *rest = counted.most_common()
        said[student] = None if rest and rest[0][1] == most else name
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


def student_part(parts: list[str], platform: str | None) -> tuple[str, str | None]:
    """Which student a member of a download of `platform` is, by the top of its path: her id as
    the platform names her (a Moodle participant's folder, the first id of a file's name), or
    else that top; and the id alone, where the platform named one."""
    top = parts[0]
    if platform == "moodle" and len(parts) > 1 and (named := MOODLE_FOLDER.match(top)):
        return named["participant"], named["participant"]
    if platform is not None and (found := readings(platform, top)):
        return found[0].student, found[0].student
    return top, None


@dataclass(frozen=True)
class Unpacked:
    """A zip's notebooks, unpacked: the folder, and the members it could not or would not
    unpack, each with why."""

    folder: Path
    refused: list[Owned]


def unpacked(archive: Path) -> Unpacked:
    """The notebooks of a zip, in a private folder of the grader's (gone when it ends); a member
    that is no notebook, a link or a path out of the folder is left in the zip. Each student's
    first `MAX_STUDENT_NOTEBOOKS` members are taken, in turns (everyone's first, then
    everyone's second), up to `MAX_STUDENT_BYTES` of hers, and the rest of hers refused
    (`student_part`: by the platform her names read as). A member over the size, one the zip
    cannot give (a bad CRC, an unknown compression, a password, a name the folder cannot
    take), or one past what the whole zip may unpack to (`UNPACK_RATIO`) is refused too; each
    student's refused ones are a row of hers; never the whole zip."""
    folder = own_folder("download", until_exit=True)
    refused: dict[tuple[str, str | None], list[tuple[str, Sentence]]] = {}
    budget = max(UNPACK_FLOOR, UNPACK_RATIO * archive.stat().st_size)
    with zipfile.ZipFile(archive) as zipped:
        taken = [(member, parts) for member in zipped.infolist()
                 if (parts := [p for p in member.filename.split("/") if p not in ("", ".")])
                 and _taken(member) and ".." not in parts and not hidden(tuple(parts))]
        platform = platform_named(list({parts[0]: len(parts) > 1 for _, parts in taken}.items()))
        students: dict[tuple[str, str | None], list[tuple[zipfile.ZipInfo, str]]] = {}
        for member, parts in taken:
            students.setdefault(student_part(parts, platform), []).append(
                (member, "/".join(parts)))
        spent: Counter[tuple[str, str | None]] = Counter()
        for student, (member, where) in _in_turns(students):
            why, size = _unpack(zipped, member, where, folder, budget,
                                MAX_STUDENT_BYTES - spent[student])
            if why is None:
                budget, spent[student] = budget - size, spent[student] + size
            else:
                refused.setdefault(student, []).append((where, why))
        for student, members in students.items():
            if len(members) > MAX_STUDENT_NOTEBOOKS:
                refused.setdefault(student, []).extend(
                    (where, later("status.zip-student-many", limit=MAX_STUDENT_NOTEBOOKS))
                    for _, where in members[MAX_STUDENT_NOTEBOOKS:])
    return Unpacked(folder, _refused_rows(archive, refused))


def _in_turns(students: dict[tuple[str, str | None], list[tuple[zipfile.ZipInfo, str]]]
              ) -> Iterator[tuple[tuple[str, str | None], tuple[zipfile.ZipInfo, str]]]:
    """Each student's first member, then each one's second, ..., up to the bound."""
    for turn in range(MAX_STUDENT_NOTEBOOKS):
        for student, members in students.items():
            if turn < len(members):
                yield student, members[turn]


def _unpack(zipped: zipfile.ZipFile, member: zipfile.ZipInfo, where: str, folder: Path,
            budget: int, hers: int) -> tuple[Sentence | None, int]:
    """Take one member out of the zip into `folder`, within what the whole zip may unpack to
    (`budget`) and what its student's files may (`hers`): why not (None: it is out), and its
    size."""
    if budget <= 0:
        return later("status.zip-too-large", ratio=UNPACK_RATIO), 0
    try:
        with zipped.open(member) as source:  # one over the size is kept a byte over it,
            data = source.read(MAX_SUBMISSION_BYTES + 1)  # for its row to say so
        if len(data) > hers:
            return later("status.student-too-large", limit=size_text(MAX_STUDENT_BYTES)), 0
        if len(data) > budget:
            return later("status.zip-too-large", ratio=UNPACK_RATIO), 0
        target = folder.joinpath(*where.split("/"))
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_bytes(data)
    except (OSError, zipfile.BadZipFile, NotImplementedError, RuntimeError, EOFError,
            zlib.error, ValueError) as error:
        said = error.strerror if isinstance(error, OSError) and error.strerror else None
        return later("status.zip-member", why=f"{type(error).__name__}: {said}" if said
                     else type(error).__name__), 0
    return None, len(data)


def _refused_rows(archive: Path, refused: dict[tuple[str, str | None],
                                               list[tuple[str, Sentence]]]) -> list[Owned]:
    """For each student's members refused, a row for the first, named by its place in the zip,
    and one that says how many more of hers there were: every student keeps a row of her own,
    hers by the platform's id where it named her (so `--only` and the export find it)."""
    rows = []
    for (_, student), members in refused.items():
        (where, why), more = members[0], len(members) - 1
        rows.append(Owned(archive / where, student or where, problem=why, place=where))
        if more:
            rows.append(Owned(archive / where, student or f"{where} (+{more})",
                              place=f"{where} (+{more})",
                              problem=later_count("status.zip-more-refused", more,
                                                  placeholder="count")))
    return rows


def _taken(member: zipfile.ZipInfo) -> bool:
    mode = member.external_attr >> 16
    return (not member.is_dir() and is_notebook_name(member.filename)
            and not stat.S_ISLNK(mode))


def is_zip(path: Path) -> bool:
    return path.suffix.lower() == ".zip" and path.is_file() and zipfile.is_zipfile(path)
