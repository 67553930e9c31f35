"""A gradebook as a learning platform imports it: Canvas's gradebook CSV, or Moodle's grade import.

The teacher downloads a roster from the platform (Canvas: the gradebook's own export; Moodle:
the grader report's or the participants' export) and names the roster column that holds what the
course calls a student, the name of the folder the notebooks were handed in from (`match`: a
login, an e-mail, an SIS id). Each lesson becomes one assignment, scored with the lesson's total
(a student's best submission of it), out of the lesson's points.

- Canvas (its guide "How do I import grades in the Gradebook?"): `Student`, `ID`,
  `SIS User ID`, `SIS Login ID`, `Section`, then a column per assignment titled `Name (id)` with
  the assignment's Canvas id where the teacher gives one (`ids`), else `Name` (Canvas then makes
  the assignment); the second row is `Points Possible`.
- Moodle (its docs "Grade import", CSV): the identity column as the roster names it (Moodle maps
  it to a user field, e.g. `Email address` or `ID number`), then a column per grade item.

A row whose notebook did not run to its end (`records.STOPPED_CODES`: an error, a timeout, a
limit) has a total that counts what was graded all the same; it is left out, its cell empty, and
named in `Export.stopped` for the teacher to look at (`keep_stopped`: written all the same),
unless the teacher changed a mark of it by hand: she looked at it, and its total is hers.
Neither platform's import takes a comment beside a mark: leaving it out is how one says it.

A student of the gradebook not in the roster, or of the roster not in the gradebook, is listed in
`Export.unmatched`, never dropped silently: the roster's students are all written, the ones with
no grade with an empty cell. The rows come from the term's database beside the gradebook
(`mcpnb.term`), where each student's name is kept as handed in: the roster's cell is matched to
that name exactly, never to the gradebook file's form of it (written for a spreadsheet).
"""

from __future__ import annotations

import csv
import io
import unicodedata
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pandas as pd

from mcpnb import records
from mcpnb.course import course
from mcpnb.records import (
    NOT_GRADED_CODES,
    STOPPED_CODES,
    UNDECIDED_CODES,
    RosterError,
    as_text,
)
from mcpnb.term import Term, TermError
from mcpnb.texts import from_json, lesson_title, say

CANVAS_IDENTITY = ["Student", "ID", "SIS User ID", "SIS Login ID", "Section"]
FORMATS = ("canvas", "moodle")
DEFAULT_MATCH = {"canvas": "SIS Login ID", "moodle": "Email address"}


# The column of the roster that holds, for each of its students, the name the gradebook knows.
IDENTIFIED = "\0identified"


@dataclass(frozen=True)
class Export:
    text: str  # the file to import
    not_in_roster: tuple[str, ...]  # graded students the roster lacks
    not_graded: tuple[str, ...]  # roster students with no row in the gradebook
    # (student, lesson, status) of each row left out: its notebook did not run to its end
    stopped: tuple[tuple[str, str, str], ...] = ()
    unread: tuple[str, ...] = ()  # roster students whose files were none of a lesson
    imported: int = 0  # rows of a gradebook file imported, the term's database made now
    # (student, lesson, items) of each row written with marks the teacher changed by hand
    overridden: tuple[tuple[str, str, str], ...] = ()


def read_roster(path: Path, match: str, needed: list[str]) -> pd.DataFrame:
    """The roster as a table (`records.read_roster`), its `match` column and `needed` ones in."""
    rows = records.read_roster(path, [match, *needed])
    return pd.DataFrame(rows) if rows else pd.DataFrame(columns=[match, *needed], dtype=str)


def _identified(roster: pd.DataFrame, match: str, graded: set[str]) -> pd.DataFrame:
    """The roster, each row with the gradebook's name of its student (`IDENTIFIED`): the
    same name, or the same once its accents are encoded alike (a folder made on macOS names
    Zoë in NFD, a roster in NFC), or a Moodle worksheet's participant."""
    alike = {unicodedata.normalize("NFC", student): student for student in graded}

    def whose(value: str) -> str:
        found = records.identity(value, graded)
        return found if found in graded else alike.get(unicodedata.normalize("NFC", value),
                                                       found)

    return roster.assign(**{IDENTIFIED: [whose(str(v)) for v in roster[match]]})


def lesson_scores(gradebook: pd.DataFrame) -> pd.DataFrame:
    """One row per student, one column per lesson of the gradebook: the best total of it."""
    rows = gradebook[gradebook["lesson"].fillna("") != ""]
    best = rows.groupby(["student", "lesson"])["total"].max().unstack("lesson")
    order = [lesson for lesson in course()["lessons"] if lesson in best.columns]
    return best[order]


def _points(lesson: str) -> float:
    return sum(float(spec["points"]) for spec in course()["lessons"][lesson]["items"].values())


def _number(value: float) -> str:
    return "" if pd.isna(value) else format(round(float(value), 2), "g")


def term_table(gradebook: Path) -> pd.DataFrame:
    """The term's rows beside a gradebook (`mcpnb.term`) as a table: each student's name as
    handed in (never the gradebook file's, written for a spreadsheet: `=x` there is `'=x`), the
    lesson, the total that counts (the teacher's changes in), the status code, and the status
    said in the language spoken. Raises RosterError for a gradebook with no term."""
    try:
        term = Term.open(gradebook, create=False)
    except TermError as error:
        raise RosterError(str(error)) from None
    try:
        rows = term.rows()
    finally:
        term.close()
    table = pd.DataFrame({
        "student": [row.student for row in rows], "lesson": [row.lesson for row in rows],
        "total": pd.Series([row.total for row in rows], dtype=float),
        "status_code": [row.status_code for row in rows],
        "changed": [", ".join(m.item for m in row.marks if m.changed) for row in rows],
        "status": ["; ".join(str(from_json(p)) for p in row.problems) or say("status.ok")
                   for row in rows]})
    return table.assign(imported=term.imported)


def _stopped(gradebook: pd.DataFrame) -> pd.Series:
    """Which rows' notebooks did not run to their end, or were graded on a file the teacher
    must confirm (none, in a gradebook without codes)."""
    if "status_code" not in gradebook.columns:
        return pd.Series(False, index=gradebook.index)
    codes = gradebook["status_code"].str.split(";")
    return codes.map(lambda row: bool((STOPPED_CODES | UNDECIDED_CODES).intersection(row)))


def export(gradebook_path: Path, to: str, roster_path: Path, match: str | None = None,
           ids: Mapping[str, str] | None = None, *, keep_stopped: bool = False,
           excel: bool = False) -> Export:
    """The file for the platform `to` (canvas or moodle), from a gradebook and a roster; with
    `excel`, for a spreadsheet to open first: the roster's cells that it would read as formulas
    (a name such as =HYPERLINK(...)) are written as text (`records.as_text`)."""
    match, ids = match or DEFAULT_MATCH[to], ids or {}
    if unknown := sorted(set(ids) - set(course()["lessons"])):
        raise RosterError(f"--assignment names no lesson of the course: {', '.join(unknown)} "
                          f"(its lessons: {', '.join(course()['lessons'])})")
    table = term_table(gradebook_path)
    gradebook, left_out = _counted(table, keep_stopped)
    scores = lesson_scores(gradebook)
    graded = set(scores.index)
    roster = _identified(read_roster(roster_path, match, CANVAS_IDENTITY if to == "canvas" else []),
                         match, graded | set(table["student"]))
    known = set(roster[IDENTIFIED])
    if graded and not known & graded:
        raise RosterError(f"no student of the roster {roster_path} has a row in the gradebook, "
                          f"matched by its column {match!r} (its first: "
                          f"{', '.join(map(repr, list(roster[match])[:3]))}; the gradebook's: "
                          f"{', '.join(map(repr, list(scores.index)[:3]))}): name the column "
                          "that holds them with --match")
    out = io.StringIO()
    writer = csv.writer(out)
    lessons = list(scores.columns)
    identity = _header(writer, to, lessons, ids, match)
    cell = as_text if excel else str
    for _, person in roster.iterrows():
        student = person[IDENTIFIED]
        marks = scores.loc[student] if student in scores.index else None
        writer.writerow([*(cell(person[c]) for c in identity),
                         *(_number(marks[x]) if marks is not None else "" for x in lessons)])
    told = tuple((student, lesson, said) for student, lesson, said in zip(
        left_out["student"], left_out["lesson"], left_out["status"], strict=True)
        if student in known)
    unread = known & set(table["student"]) - graded
    changed = tuple((student, lesson, items) for student, lesson, items in zip(
        table["student"], table["lesson"], table["changed"], strict=True)
        if items and student in known and lesson in lessons)
    return Export(out.getvalue(), tuple(sorted(graded - known)),
                  tuple(sorted(known - graded - unread)), told, tuple(sorted(unread)),
                  int(table["imported"].max()) if len(table) else 0, changed)


def _counted(table: pd.DataFrame, keep_stopped: bool) -> tuple[pd.DataFrame, pd.DataFrame]:
    """The rows with the totals the export writes, and the rows of a lesson it leaves out: one
    never graded to its end (interrupted, its worker lost) always, its total being no grade;
    one whose notebook stopped unless `keep_stopped`, or unless the teacher changed a mark of
    it by hand (she looked at it: its total is hers)."""
    never = table["status_code"].str.split(";").map(
        lambda codes: bool(NOT_GRADED_CODES.intersection(codes)))
    stopped = (_stopped(table) & table["changed"].eq("") & (not keep_stopped)) | never
    stopped &= table["total"].notna()
    return (table.assign(total=table["total"].mask(stopped)),
            table[stopped & table["lesson"].ne("")])


def _header(writer: Any, to: str, lessons: list[str], ids: Mapping[str, str],
            match: str) -> list[str]:
    """Write the platform's head rows; the roster's columns each row begins with."""
    if to == "canvas":
        titles = [lesson_title(x) + (f" ({ids[x]})" if x in ids else "") for x in lessons]
        writer.writerow([*CANVAS_IDENTITY, *titles])
        possible = [_number(_points(x)) for x in lessons]
        writer.writerow(["Points Possible", "", "", "", "", *possible])
        return CANVAS_IDENTITY
    writer.writerow([match, *(lesson_title(x) for x in lessons)])
    return [match]
