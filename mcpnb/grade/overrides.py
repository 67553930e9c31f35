"""Marks changed by hand: an oral exam, a regrade request, an excused item.

`mcpnb grade --overrides overrides.csv` reads a CSV with the columns `student`, `lesson`,
`item`, `points` and `reason`, and makes its lines the marks changed by hand that stand in the
term (`mcpnb.term.Term.set_overrides`: a line new or changed is set, with who and when; one no
longer in the file is withdrawn): each named item's score is its points, with the reason, in
the gradebook, the record (`override` on the item's line: the points the grader gave and the
reason), the feedback page ("changed by your teacher: ...") and so the report and the export.
They stand until another file changes them: a regrade, with the file or without it, keeps
every mark changed by hand, and one for a row not graded yet applies once it is.

A line names its student exactly as the term does (her folder's name, or the platform's id):
nothing is stripped, so `ann ` is not `ann`, and a student the term does not have is an error
that names the line (`resolved`).
"""

from __future__ import annotations

import csv
import dataclasses
import io
from collections.abc import Collection, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path

from mcpnb.course import course
from mcpnb.lms import sheets
from mcpnb.term import Override, meant, resolve

COLUMNS = ("student", "lesson", "item", "points", "reason")


class OverrideError(ValueError):
    """An overrides file that cannot be applied, said in one line."""


@dataclass(frozen=True)
class Read:
    """An override as its file's line says it."""

    override: Override
    line: int


def read_lines(path: Path) -> list[Read]:
    """The overrides a file holds, each checked against the course: its lesson and item exist,
    its points lie between 0 and the item's; an OverrideError naming the line, else."""
    try:  # as a spreadsheet saves it: `,` or `;` (Excel in a locale of decimal commas), a BOM,
        text = sheets.decoded(path.read_bytes()).removeprefix("\ufeff")  # Windows-1252
        rows = list(csv.DictReader(io.StringIO(text, newline=""),
                                   delimiter=sheets.separator_of(text)))
        header = tuple(rows[0].keys()) if rows else ()
    except (OSError, UnicodeDecodeError, csv.Error) as error:
        raise OverrideError(f"cannot read the overrides {path}: {error}") from None
    if rows and not set(COLUMNS) <= set(header):
        raise OverrideError(f"the overrides {path} need the columns {', '.join(COLUMNS)}; it has "
                            f"{', '.join(h for h in header if h)}")
    found = [Read(_checked(row, path, number), number) for number, row in enumerate(rows, 2)]
    first: dict[tuple[str, str, str], int] = {}
    for read in found:
        o = read.override
        if (at := first.setdefault((o.student, o.lesson, o.item), read.line)) != read.line:
            raise OverrideError(f"{path}, line {read.line}: changes the mark line {at} changes "
                                f"({o.student!r}'s {o.item} in {o.lesson}): keep one of them")
    return found


def resolved(path: Path, lines: Sequence[Read], students: Collection[str],
             places: Sequence[tuple[str, str]] = (), names: Mapping[str, str] | None = None,
             lessons: Mapping[str, set[str]] | None = None) -> list[Read]:
    """The lines, each naming its student as the term does (`mcpnb.term.resolve`: exactly,
    or by the very same name its accents encoded apart, or a Moodle worksheet's "Participant
    N"); an OverrideError naming the first line whose student is none of `students` (the
    term's and this grading's), and the student of theirs it may have meant (`places`: where
    their files lay, `mcpnb.term.meant`; `names`: the one the gradebook's `name` column
    gives, of those with a row of the line's lesson (`lessons`: each student's), where one
    alone has it: a student graded from Canvas and from Moodle has an id of each)."""
    found = []
    for read in lines:
        student = read.override.student
        exact = resolve(student, students)
        if exact is None:
            lesson = read.override.lesson  # meant: one with a row of it, or new to the term
            likely = {s for s in students if lessons is None or s not in lessons
                      or lesson in lessons[s]}
            near = meant(student, likely, [p for p in places if p[1] in likely]) or _named(
                student, {s: n for s, n in (names or {}).items() if s in likely})
            hint = f"; the term has {near!r}" if near is not None else ""
            raise OverrideError(f"{path}, line {read.line}: no student {student!r} in this "
                                f"term, nor in the files graded now{hint}")
        found.append(Read(dataclasses.replace(read.override, student=exact), read.line))
    return found


def _named(name: str, names: Mapping[str, str]) -> str | None:
    """The one student whose name this is, as names are compared (`sheets.letters`)."""
    alike = {s for s, n in names.items() if n and sheets.letters(n) == sheets.letters(name)}
    return alike.pop() if len(alike) == 1 else None


def _checked(row: dict[str, str], path: Path, number: int) -> Override:
    lessons = course()["lessons"]
    lesson, item = (row.get("lesson") or "").strip(), (row.get("item") or "").strip()
    where = f"{path}, line {number}"
    if lesson not in lessons:
        raise OverrideError(f"{where}: no lesson {lesson!r} in the course (its lessons: "
                            f"{', '.join(lessons)})")
    if item not in lessons[lesson]["items"]:
        raise OverrideError(f"{where}: no item {item!r} in lesson {lesson!r}")
    most = float(lessons[lesson]["items"][item]["points"])
    points = sheets.number(row.get("points") or "")  # 4.5 or 4,5
    if points is None:
        raise OverrideError(f"{where}: points {row.get('points')!r} is no number")
    if not 0 <= points <= most:
        raise OverrideError(f"{where}: {points:g} points is not between 0 and {most:g}")
    reason = (row.get("reason") or "").strip()
    if not reason:
        raise OverrideError(f"{where}: say why the mark is changed (the reason column)")
    return Override(row.get("student") or "", lesson, item, points, reason)
