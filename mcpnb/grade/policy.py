"""What one `mcpnb grade` decides, for the command line, the benches and the tests alike: which
files are the submissions and whose, which folders the sandbox hides, where the teacher's secret
is, and which language each student's section is taught in. What a grading writes is the term's
(`mcpnb.grade.term_run`, `mcpnb.grade.views`).
"""

from __future__ import annotations

import dataclasses
import datetime
import os
import sys
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path

from mcpnb import records
from mcpnb.grade import downloads
from mcpnb.grade.grading import teacher_secret
from mcpnb.grade.submission import Owned
from mcpnb.lms import canvas, moodle, sheets
from mcpnb.records import SECRET_NAME, RosterError
from mcpnb.term import meant
from mcpnb.texts import language_named


def handed_in(paths: Sequence[Path]) -> list[Owned]:
    """The submissions named, each with the student whose it is: the hand-in is the identity.

    A file named alone is its folder's. A folder that holds a notebook itself is one student's
    hand-in; any other folder is a class, each folder directly in it one student's hand-in.
    Every notebook inside a hand-in, however deep and whatever its folders are called, is that
    student's: a folder inside it named like a classmate is said in her status, never made the
    classmate's row. Hidden folders (`.ipynb_checkpoints`) and links to folders are left out; a
    link to a notebook stays, for the grader to refuse with its row. A Canvas or Moodle bulk
    download (the zip, or the folder it unpacks to) is owned by the platform's own ids
    (`mcpnb.grade.downloads`), and a Moodle participant's folder named alone by the id its
    name ends in, whatever the folders in it are called."""
    found: list[Owned] = []
    for path in paths:
        if downloads.is_zip(path):
            found += _zipped(path)
        elif path.is_dir() and not path.is_symlink() and \
                downloads.MOODLE_FOLDER.match(path.name):
            found += downloads.participant(path)
        elif path.is_dir() and not path.is_symlink() and (lms := downloads.platform_of(path)):
            found += _of_download(downloads.owned_in(path, lms), path)
        elif not path.is_dir() or path.is_symlink():
            found.append(Owned.alone(path))
        elif _holds_a_notebook(path):
            found += _notebooks_of(path, path.name, set())
        else:
            found += _class_of(path)
    return found


def _zipped(archive: Path) -> list[Owned]:
    """A zip's notebooks: a platform's download, or a class (never one student's hand-in,
    whatever it holds). Their files' times are the grader's, who unpacked them, and the
    members' the zip's: neither says when one was handed in (`Timing.own_time`)."""
    unpacked = downloads.unpacked(archive)
    lms = downloads.platform_of(unpacked.folder)
    found = [*unpacked.refused, *(_of_download(downloads.owned_in(unpacked.folder, lms), archive)
                                  if lms else _class_of(unpacked.folder, loose_by_place=True))]
    return [dataclasses.replace(o, timing=dataclasses.replace(o.timing, own_time=False))
            for o in found]


def _of_download(found: list[Owned], download: Path) -> list[Owned]:
    """The files of a platform's download, each said to be of it: one assignment's, whose
    lesson most of them are (`mcpnb.grade.batch.of_its_lesson`)."""
    return [dataclasses.replace(o, download=str(download)) for o in found]


def _class_of(path: Path, *, loose_by_place: bool = False) -> list[Owned]:
    """A class's folder: each folder directly in it one student's hand-in, a notebook directly
    in it its own row (a link among them refused with its row): its folder's, or named by its
    own name (`loose_by_place`: a zip's, whose folder is the grader's, and no one's name)."""
    folders = _folders_in(path)
    classmates = {folder.name for folder in folders}
    found = [Owned(f, f.name, place=f.name) if loose_by_place else Owned.alone(f)
             for f in _files_in(path)]
    for folder in folders:
        found += _notebooks_of(folder, folder.name, classmates - {folder.name})
    return found


def one_or_a_class(paths: Sequence[Path]) -> list[Path]:
    """The folders named that are graded as one student's hand-in (they hold a notebook
    themselves) and yet hold two folders or more that hold notebooks, as a class does: a stray
    notebook in a class's folder makes the whole class one student, which the teacher is told."""
    return [p for p in paths if p.is_dir() and not p.is_symlink() and _holds_a_notebook(p)
            and downloads.platform_of(p) is None
            and sum(_holds_a_notebook(f) for f in _folders_in(p)) >= 2]


def _folders_in(folder: Path) -> list[Path]:
    return sorted(p for p in folder.iterdir()
                  if p.is_dir() and not p.is_symlink() and not p.name.startswith("."))


def _files_in(folder: Path) -> list[Path]:
    return sorted(p for p in folder.iterdir() if downloads.is_notebook_name(p.name)
                  and not p.is_dir())


def _holds_a_notebook(folder: Path) -> bool:
    """Does the folder hold a notebook itself (a file, not a link)?"""
    return any(p.is_file() and not p.is_symlink() for p in _files_in(folder))


def _notebooks_of(hand_in: Path, student: str, classmates: set[str]) -> list[Owned]:
    """Every notebook inside a student's hand-in, hers: those directly in it first, each deeper
    one with the folders it lies in and a classmate one of them is named like."""
    found = []
    for folder, folders, files in os.walk(hand_in):
        folders[:] = sorted(f for f in folders if not f.startswith("."))
        within = Path(folder).relative_to(hand_in).parts
        named = next((part for part in within if part in classmates), None)
        found += [Owned(Path(folder) / f, student, within, named,
                        place="/".join((hand_in.name, *within, f)))
                  for f in sorted(files) if downloads.is_notebook_name(f)]
    return sorted(found, key=lambda owned: owned.order)


def unusable(out: Path, paths: Sequence[Path], feedback_folder: Path | None = None,
             only: Sequence[str] = ()) -> str | None:
    """Why a grading into `out` of `paths` cannot start, in one line, or None: a gradebook's
    folder that is a file or not the teacher's to write in (one not there yet is made:
    `folder_made`), a gradebook that is a folder, a feedback folder that is a file, a file
    named that is not there, a zip that cannot be read as one, a teacher's own table named as
    a hand-in (a roster), students to regrade (`only`) with no download, or a download named
    after `--only` (which takes every word after it for a student)."""
    if only and (named := next((s for s in only if os.path.lexists(s)
                                or s.lower().endswith((".zip", ".ipynb"))), None)):
        return (f"--only took the file {named!r} for a student: name the downloads before "
                f"--only (mcpnb grade {named} --out {out} --only STUDENT)")
    if only and not paths:
        return "--only regrades students from the downloads named: name them before --only"
    if feedback_folder is not None and os.path.lexists(feedback_folder) and \
            not os.path.isdir(feedback_folder):
        return f"--feedback {feedback_folder} is a file: name the folder for the pages"
    if os.path.isdir(out):
        return f"--out {out} is a folder: name the gradebook's file, e.g. {out / 'gradebook.csv'}"
    if os.path.lexists(out.parent) and not os.path.isdir(out.parent):
        return f"{out.parent} is a file, not a folder for the gradebook"
    if os.path.isdir(out.parent) and not os.access(out.parent, os.W_OK | os.X_OK):
        return f"you may not write in {out.parent}, where the gradebook goes"
    for path in paths:
        if not os.path.lexists(path):
            return f"no file or folder {path}"
        if path.suffix.lower() == ".zip" and path.is_file() and not downloads.is_zip(path):
            return f"{path} is no zip that can be read (cut short while downloading?)"
        if path.suffix.lower() in (".csv", ".tsv", ".xlsx", ".txt"):
            return (f"{path} is no notebook nor a download: a roster goes with --roster, an "
                    "overrides file with --overrides")
    return None


def folder_made(out: Path) -> str | None:
    """Make the gradebook's folder where it is not there yet (as `mkdir -p`); what to say of it
    (None: it was there). Raises OSError where it cannot be made."""
    if os.path.isdir(out.parent):
        return None
    out.parent.mkdir(parents=True)
    return f"made the folder {out.parent} for the gradebook"


def has_term(out: Path) -> bool:
    """Is there a term beside the gradebook `out` (its database, or a gradebook to import)?"""
    return records.database_path(out).is_file() or out.is_file()


def only(owned: Sequence[Owned], students: Sequence[str]) -> tuple[list[Owned],
                                                                   list[tuple[str, str]]]:
    """The files of `students` alone, and each of them with no file there, with who the
    teacher may have meant (a name as her files spell it, or the platform's id her files'
    names carry): "" where nobody."""
    present = {o.student for o in owned}
    absent = []
    for student in dict.fromkeys(s for s in students if s not in present):
        near = meant(student, present, [(o.place, o.student) for o in owned])
        absent.append((student, f" (did you mean {near!r}?)" if near else ""))
    return [o for o in owned if o.student in set(students)], absent


def hidden_folders(out: Path, feedback_folder: Path | None,
                   secret_file: Path | None = None) -> list[Path]:
    """What no student's code may see: where the grader runs, where the gradebook goes (and the
    secret beside it), the teacher editions and the lessons' sources, the feedback pages, and
    the teacher's secret wherever it is kept (a file in `/etc`, say)."""
    hidden = [Path.cwd(), out.parent, Path("solutions"), Path("lessons")]
    return [*hidden, *(p for p in (feedback_folder, secret_file) if p is not None)]


def secret_of(out: Path, secret_file: Path | None = None) -> tuple[Path, str]:
    """The teacher's secret and its file: `secret_file`, else beside the gradebook, made there on
    first use. Raises OSError or UnicodeDecodeError for a file that cannot be read."""
    path = secret_file or out.parent / SECRET_NAME
    return path, teacher_secret(path)


@dataclass(frozen=True)
class Told:
    """What a platform's roster tells a grading: each student's language, by her section (None:
    the roster has no such column), and when each hand-in was last changed (Moodle's grading
    worksheet), with the cells that named no time it could read."""

    sections: dict[str, str] | None
    handed: dict[str, float]
    unread: tuple[str, ...] = ()
    names: dict[str, str] = dataclasses.field(default_factory=dict)
    # every student the roster names, as the term would, with her name (Canvas's test student
    # left out: no one hands in as her)
    students: dict[str, str] = dataclasses.field(default_factory=dict)


def roster_says(roster: Path, match: str | None, column: str | None,
                students: Mapping[str, str], zone: datetime.tzinfo | None = None) -> Told:
    """What `roster` tells (`Told`) of the students of the files graded (`students`: each with
    her name as her files give it, or ""), by the gradebook's name of each (`match`: by
    default, a worksheet's participant, else Canvas's user id; Moodle's participants read as
    its download names them): a row whose section names no language of the course, or two,
    says nothing; a worksheet's times are read in `zone` (None: this machine's). Raises
    RosterError for a roster that cannot be read, lacks a column named, names none of the
    students, or names most of them otherwise than their files do (another assignment's
    worksheet: Moodle numbers its participants anew in each)."""
    sheet = sheets.read(roster)
    worksheet = moodle.is_worksheet(sheet)
    match = match or (moodle.IDENTIFIER if worksheet else "ID")
    sheet.require([match, *([column] if column else [])])
    column = column or ("Section" if "Section" in sheet.columns else None)
    known = set(students)
    def whose(cell: str) -> str:  # a worksheet's participant by her number, as her files
        return (moodle.participant(cell) if worksheet else None) or records.identity(cell, known)

    everyone = {whose(row[match]): sheets.student_name(row) for row in sheet.rows
                if row[match].strip() and sheets.student_name(row) not in canvas.TEST_STUDENT}
    if known and everyone and not known & set(everyone):
        raise RosterError(f"the roster {roster}'s column {match!r} names none of the students "
                          f"of the files graded (its first: {', '.join(list(everyone)[:3])}; "
                          f"the files': {', '.join(sorted(known)[:3])}): name the column that "
                          "holds them with --match, or give this assignment's roster")
    _same_people(roster, {s: (students[s], everyone[s]) for s in known & set(everyone)})
    found = {}
    for row in sheet.rows:
        language = language_named(row[column]) if column else None
        if language is not None:
            found[records.identity(row[match], known)] = language
    handed, unread = moodle.submitted(sheet, zone) if worksheet else ({}, [])
    names = {who: name for who, name in everyone.items() if who in known and name}
    return Told(found if column else None, handed, tuple(unread), names, everyone)


def _same_people(roster: Path, named: Mapping[str, tuple[str, str]]) -> None:
    """Refuse a roster that names most of the students otherwise than their files do (each:
    the files' name, the roster's), and warn of one that names a few so. Names are compared by
    their letters alone: Moodle's file names drop `'` and `:`, Canvas's are the sortable name
    lowercased to its letters, its roster's "Smith, Ann"."""
    differ, most = sheets.named_otherwise((who, files, said)
                                          for who, (files, said) in named.items())
    told = "; ".join(f"{who}: {files!r} in the files, {said!r} in the roster"
                     for who, files, said in differ[:3])
    if most:
        raise RosterError(f"the roster {roster} names {len(differ)} of the students otherwise "
                          f"than their files do ({told}): is it this assignment's? (Moodle "
                          "numbers its participants anew in each assignment)")
    for who, files, said in differ:
        print(f"mcpnb grade: warning: {who} is {files!r} in the files and {said!r} in the "
              f"roster {roster}", file=sys.stderr)


def due_time(due: datetime.datetime | None, zone: datetime.tzinfo | None) -> float | None:
    """`--due` as seconds since the epoch: at its own offset where it names one, else in
    `zone` (`--time-zone`), else in this machine's local time."""
    if due is None:
        return None
    return (due.replace(tzinfo=zone) if due.tzinfo is None and zone is not None
            else due).timestamp()


def due_said(due: datetime.datetime, zone: datetime.tzinfo | None) -> str:
    """The due time as a grading reads it, for the teacher to see: "2026-10-25 23:59 CET"."""
    when = datetime.datetime.fromtimestamp(due_time(due, zone) or 0.0)
    return when.astimezone(due.tzinfo or zone).strftime("%Y-%m-%d %H:%M %Z")


def with_times(submissions: Sequence[Owned], handed: Mapping[str, float]) -> list[Owned]:
    """The submissions, each the worksheet names the student of (`handed`, by participant)
    with the time it says she last changed her hand-in (`Timing`: "worksheet")."""
    return [dataclasses.replace(o, timing=dataclasses.replace(
        o.timing, when=handed[o.student], known_by="worksheet"))
        if o.student in handed and o.timing.known_by in ("", "file") else o for o in submissions]
