"""What one `mcpnb grade` decides and writes, for the command line, the benches and the tests
alike: which files are the submissions, which folders the sandbox hides, where the teacher's
secret is, and the files a graded class leaves (the gradebook, its record, the feedback pages).
"""

from __future__ import annotations

import csv
import dataclasses
import json
import os
from collections import Counter
from collections.abc import Callable, Iterable, Mapping, Sequence
from pathlib import Path
from typing import Any, TypeVar

from mcpnb import records
from mcpnb.grade import downloads, feedback, gradebook, overrides, record
from mcpnb.grade.grading import Graded, teacher_secret
from mcpnb.grade.submission import Owned
from mcpnb.records import SECRET_NAME
from mcpnb.texts import language_named, later

T = TypeVar("T")


def handed_in(paths: Sequence[Path]) -> list[Owned]:
    """The submissions named, each with the student whose it is: the hand-in is the identity.

    A file named alone is its folder's. A folder that holds a notebook itself is one student's
    hand-in; any other folder is a class, each folder directly in it one student's hand-in.
    Every notebook inside a hand-in, however deep and whatever its folders are called, is that
    student's: a folder inside it named like a classmate is said in her status, never made the
    classmate's row. Hidden folders (`.ipynb_checkpoints`) and links to folders are left out; a
    link to a notebook stays, for the grader to refuse with its row. A Canvas or Moodle bulk
    download (the zip, or the folder it unpacks to) is owned by the platform's own ids
    (`mcpnb.grade.downloads`)."""
    found: list[Owned] = []
    for path in paths:
        times: dict[str, float] = {}
        zipped = downloads.is_zip(path)
        if zipped:
            unpacked = downloads.unpacked(path)
            path, times = unpacked.folder, unpacked.times
            found += unpacked.refused
        if path.is_dir() and not path.is_symlink() and (lms := downloads.platform_of(path)):
            found += downloads.owned_in(path, lms, times)
        elif zipped:  # a zip of a class, not one student's hand-in, whatever it holds
            found += _class_of(path)
        elif not path.is_dir() or path.is_symlink():
            found.append(Owned.alone(path))
        elif _holds_a_notebook(path):
            found += _notebooks_of(path, path.name, set())
        else:
            found += _class_of(path)
    return found


def _class_of(path: Path) -> list[Owned]:
    """A class's folder: each folder directly in it one student's hand-in, a notebook directly
    in it its own row (a link among them refused with its row)."""
    folders = _folders_in(path)
    classmates = {folder.name for folder in folders}
    found = [Owned.alone(f) for f in _files_in(path)]
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
    return sorted(p for p in folder.iterdir() if p.name.endswith(".ipynb") and not p.is_dir())


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
        found += [Owned(Path(folder) / f, student, within, named)
                  for f in sorted(files) if f.endswith(".ipynb")]
    return sorted(found, key=lambda owned: owned.order)


def hidden_folders(out: Path, feedback_folder: Path | None,
                   secret_file: Path | None = None) -> list[Path]:
    """What no student's code may see: where the grader runs, where the gradebook goes (and the
    secret beside it), the teacher editions and the lessons' sources, the feedback pages, and
    the teacher's secret wherever it is kept (a file in `/etc`, say)."""
    hidden = [Path.cwd(), out.parent, Path("notebooks/solutions"), Path("lessons")]
    return [*hidden, *(p for p in (feedback_folder, secret_file) if p is not None)]


def secret_of(out: Path, secret_file: Path | None = None) -> tuple[Path, str]:
    """The teacher's secret and its file: `secret_file`, else beside the gradebook, made there on
    first use. Raises OSError or UnicodeDecodeError for a file that cannot be read."""
    path = secret_file or out.parent / SECRET_NAME
    return path, teacher_secret(path)


def named_apart(graded: Sequence[Graded]) -> list[Graded]:
    """The rows, those of students whose names the gradebook would write alike (`=x` and `'=x`,
    a folder named in bytes that are not UTF-8 and one named with their escape) said so in
    their status: a mark is never exported to the wrong one of them."""
    names: dict[str, set[str]] = {}
    for g in graded:
        names.setdefault(gradebook.written(g.student), set()).add(g.student)
    return [dataclasses.replace(g, problems=(*g.problems, later(
                "status.same-name", name=gradebook.written(g.student))))
            if len(names[gradebook.written(g.student)]) > 1 else g for g in graded]


def languages_apart(graded: Sequence[Graded],
                    sections: Mapping[str, str] | None = None) -> list[Graded]:
    """The rows, each of an edition whose language is not the one of its student's section
    (`sections`: the roster's, student -> language, where one is given), or else not the one
    most of its student's other hand-ins are in, said so in its status (a student who took the
    wrong edition once)."""
    sections = sections or {}
    mine: dict[str, Counter[str]] = {}
    for g in graded:
        if g.language and g.lesson:
            mine.setdefault(g.student, Counter())[g.language] += 1
    changed = []
    for g in graded:
        counts = mine.get(g.student, Counter())
        usual, most = counts.most_common(1)[0] if counts else ("", 0)
        taught = sections.get(g.student)
        if g.language and g.lesson and taught is not None and g.language != taught:
            said = later("status.other-language-section", language=g.language, taught=taught)
        elif g.language and g.lesson and g.language != usual and most > counts[g.language]:
            said = later("status.other-language", language=g.language, usual=usual)
        else:
            changed.append(g)
            continue
        changed.append(dataclasses.replace(g, problems=(*g.problems, said)))
    return changed


def teachers_files(args: Any, students: set[str]) -> tuple[list[Any], dict[str, str]]:
    """What the teacher's own files say for a grading (`mcpnb grade`'s options): the marks
    changed by hand (`--overrides`), and the language of each student's section (`--roster`,
    `--match`, `--section`). Raises a ValueError that names the file that cannot be used."""
    changes = overrides.read_overrides(args.overrides) if args.overrides else []
    sections = section_languages(args.roster, args.match, args.section, students
                                 ) if args.roster else {}
    return changes, sections


def section_languages(roster: Path, match: str, column: str,
                      students: Iterable[str]) -> dict[str, str]:
    """Each student's language as the roster's `column` names it (a section "Grupo B
    (español)", or a column of codes), by the gradebook's name of the student (`match`, with
    Moodle's participants read as its download names them); a row that names no language of the
    course, or two, says nothing. Raises RosterError for a roster that cannot be read."""
    known = set(students)
    found = {}
    for row in records.read_roster(roster, [match, column]):
        language = language_named(row[column])
        if language is not None:
            found[records.identity(row[match], known)] = language
    return found


def write_class(graded: Sequence[Graded], out: Path, feedback_folder: Path | None,
                sections: Mapping[str, str] | None = None) -> feedback.Pages | None:
    """Write the gradebook at `out`, its record beside it and, with `feedback_folder`, a feedback
    page for each submission: which pages were written, and which could not be. Students the
    gradebook would name alike are said so (`named_apart`)."""
    graded = languages_apart(named_apart(graded), sections)
    gradebook.write_gradebook(graded, out)
    gradebook.write_atomically(record.record_path(out), record.record_text(graded))
    return feedback.write_feedback(list(graded), feedback_folder) if feedback_folder else None


def merge_class(graded: Sequence[Graded], out: Path, feedback_folder: Path | None,
                only: Sequence[str],
                sections: Mapping[str, str] | None = None) -> feedback.Pages | None:
    """Write the rows of the students `only` (regraded) into the gradebook at `out` and its
    record, in place of theirs, and their feedback pages: every other row and record line is
    kept as it was, byte for byte (the gradebook's columns may grow, for a lesson new to it)."""
    graded = languages_apart(named_apart(graded), sections)
    regraded = {gradebook.written(student) for student in only}
    old_rows = _rows(out)
    lessons = {r["lesson"] for r in old_rows if r.get("lesson")} | {
        g.lesson for g in graded if g.lesson is not None}
    rows = _merged(old_rows, gradebook.gradebook_rows(graded), regraded,
                   lambda row: str(row.get("student", "")))
    gradebook.write_atomically(out, gradebook.rows_csv(gradebook.columns_for(lessons), rows))
    old_lines = _record_lines(record.record_path(out))
    new_lines = record.record_text(graded).splitlines(keepends=True)
    lines = _merged(old_lines, new_lines, set(only), _line_student)
    gradebook.write_atomically(record.record_path(out), "".join(lines))
    return feedback.write_feedback(list(graded), feedback_folder) if feedback_folder else None


def _merged(old: Sequence[T], new: Sequence[T], regraded: set[str],
            student: Callable[[T], str]) -> list[T]:
    """`old` with the entries of the `regraded` students replaced by theirs in `new`, where the
    first of theirs stood (at the end, for a student new to it)."""
    merged: list[T] = []
    placed = False
    for entry in old:
        if student(entry) not in regraded:
            merged.append(entry)
        elif not placed:
            merged += new
            placed = True
    return merged if placed else merged + list(new)


def _rows(path: Path) -> list[dict[str, str]]:
    if not path.is_file():
        return []
    with path.open(encoding="utf-8", newline="") as file:
        return list(csv.DictReader(file))


def _record_lines(path: Path) -> list[str]:
    return path.read_text(encoding="utf-8").splitlines(keepends=True) if path.is_file() else []


def _line_student(line: str) -> str:
    try:
        value = json.loads(line)
    except ValueError:
        return ""
    return str(value.get("student", "")) if isinstance(value, dict) else ""
