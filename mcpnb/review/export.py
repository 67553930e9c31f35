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

import unicodedata
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path

import pandas as pd

from mcpnb import records
from mcpnb.course import course
from mcpnb.lms import canvas, moodle, sheets
from mcpnb.records import (
    NOT_GRADED_CODES,
    STOPPED_CODES,
    UNDECIDED_CODES,
    RosterError,
    as_text,
)
from mcpnb.term import Term, TermError
from mcpnb.texts import LANGUAGES, catalogue, from_json, lesson_title, say

FORMATS = ("canvas", "moodle")


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
    # (lesson, the roster's assignments) of each lesson the roster has no assignment of
    unplaced: tuple[tuple[str, str], ...] = ()
    # (lesson, the platform's maximum, the lesson's points) of each lesson written scaled
    scaled: tuple[tuple[str, float, float], ...] = ()


def _identified(roster: pd.DataFrame, match: str, graded: set[str],
                names: Mapping[str, str]) -> pd.DataFrame:
    """The roster, each row with the gradebook's name of its student (`IDENTIFIED`): the
    same name, or the same once its accents are encoded alike (a folder made on macOS names
    Zoë in NFD, a roster in NFC), or a Moodle worksheet's participant; where none of its
    `match` column does, by the student's name (the term's `names`, a Moodle download's, and
    the roster's own: a Moodle gradebook export names no participant), where one alone has it."""
    alike = {unicodedata.normalize("NFC", student): student for student in graded}

    def whose(value: str) -> str:
        found = records.identity(value, graded)
        return found if found in graded else alike.get(unicodedata.normalize("NFC", value),
                                                       found)

    found = [whose(str(v)) for v in roster[match]]
    if not set(found) & graded:
        by_letters: dict[str, list[str]] = {}
        for student, name in names.items():
            if name and student in graded:
                by_letters.setdefault(sheets.letters(name), []).append(student)
        named = [by_letters.get(sheets.letters(sheets.student_name(dict(row))), [])
                 for _, row in roster.iterrows()]
        found = [one[0] if len(set(one)) == 1 else old for one, old in zip(named, found,
                                                                           strict=True)]
    return roster.assign(**{IDENTIFIED: found})


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
        rows, names = term.rows(), term.names()
    finally:
        term.close()
    table = pd.DataFrame({
        "student": [row.student for row in rows], "lesson": [row.lesson for row in rows],
        "total": pd.Series([row.total for row in rows], dtype=float),
        "status_code": [row.status_code for row in rows],
        "changed": [", ".join(m.item for m in row.marks if m.changed) for row in rows],
        "status": ["; ".join(str(from_json(p)) for p in row.problems) or say("status.ok")
                   for row in rows],
        "name": [names.get(row.student, "") for row in rows]})
    return table.assign(imported=term.imported)


def _stopped(gradebook: pd.DataFrame) -> pd.Series:
    """Which rows' notebooks did not run to their end, or were graded on a file the teacher
    must confirm (none, in a gradebook without codes)."""
    if "status_code" not in gradebook.columns:
        return pd.Series(False, index=gradebook.index)
    codes = gradebook["status_code"].str.split(";")
    return codes.map(lambda row: bool((STOPPED_CODES | UNDECIDED_CODES).intersection(row)))


def export(gradebook_path: Path, to: str, roster_path: Path, match: str | None = None,
           ids: Mapping[str, str] | None = None, *, lesson: str | None = None,
           keep_stopped: bool = False, excel: bool = False) -> Export:
    """The file for the platform `to` (canvas or moodle), from a gradebook and a roster the
    platform wrote (`mcpnb.lms`): Canvas's gradebook import from its gradebook export; Moodle's
    grading worksheet filled in from the worksheet, or its gradebook import from the
    gradebook's export (each one assignment's: `lesson`, or the gradebook's only one). With
    `excel`, for a spreadsheet to open first: the roster's cells that it would read as
    formulas (a name such as =HYPERLINK(...)) are written as text (`records.as_text`)."""
    ids, lessons_of_course = ids or {}, course()["lessons"]
    if unknown := sorted({*ids, *([lesson] if lesson else [])} - set(lessons_of_course)):
        raise RosterError(f"--assignment or --lesson names no lesson of the course: "
                          f"{', '.join(unknown)} (its lessons: {', '.join(lessons_of_course)})")
    sheet = sheets.read(roster_path)  # a roster the platform wrote, of the platform `to`
    worksheet = to == "moodle" and moodle.is_worksheet(sheet)
    _of_platform(to, sheet)
    match = match or _default_match(to, sheet, worksheet)
    sheet.require((match,), " (name the column that holds the students with --match)")
    table = term_table(gradebook_path)
    gradebook, left_out = _counted(table, keep_stopped)
    scores = lesson_scores(gradebook)
    if to == "moodle" or lesson is not None:
        scores = scores[[_one_lesson(scores, lesson, roster_path, worksheet)]]
    made = canvas.columns(sheet, list(scores.columns), ids, _titles, lesson_title) \
        if to == "canvas" else []
    placed = [c for c in made if c.roster or c.lesson in ids or c.lesson == lesson]
    if to == "canvas":
        scores = scores[[c.lesson for c in placed]]
    scores = scores.dropna(how="all")  # a student of none of these lessons has no mark here
    if not len(scores.columns):
        raise RosterError(f"no lesson of the gradebook has an assignment in the roster "
                          f"{roster_path} (its assignments: {_listed(sheet)}): name each with "
                          "--assignment LESSON=ID, or write one as a new assignment with --lesson")
    graded = set(scores.index)
    whose, known = _whose(sheet, match, table, graded, roster_path)
    scale = _scales(sheet, placed, list(scores.columns), worksheet)
    marks = {(str(student), str(lesson)): float(value) * scale.get(str(lesson), 1.0)
             for student, row in scores.to_dict("index").items()
             for lesson, value in row.items() if not pd.isna(value)}

    def score(cell: str, lesson: str) -> float | None:
        return marks.get((whose.get(cell, cell), lesson))

    lessons = list(scores.columns)
    text = _written(to, sheet, placed, lessons, match, score, worksheet,
                    as_text if excel else str)
    told = tuple((student, lesson, said) for student, lesson, said in zip(
        left_out["student"], left_out["lesson"], left_out["status"], strict=True)
        if student in known and lesson in lessons)
    unread = known & set(table["student"]) - set(table["student"][table["lesson"] != ""])
    changed = tuple((student, lesson, items) for student, lesson, items in zip(
        table["student"], table["lesson"], table["changed"], strict=True)
        if items and student in known and lesson in lessons)
    unplaced = tuple((c.lesson, _listed(sheet)) for c in made if c not in placed)
    return Export(text, tuple(sorted(graded - known)),
                  tuple(sorted(known - graded - unread - {who for who, _, _ in told})), told,
                  tuple(sorted(unread)),
                  int(table["imported"].max()) if len(table) else 0, changed, unplaced,
                  tuple((x, _points(x) * f, _points(x)) for x, f in scale.items()))


def _listed(sheet: sheets.Sheet) -> str:
    return ", ".join(canvas.assignments(sheet)) or "none"


def _whose(sheet: sheets.Sheet, match: str, table: pd.DataFrame, graded: set[str],
           path: Path) -> tuple[dict[str, str], set[str]]:
    """Which of the term's students each roster cell of `match` names (`_identified`), and
    the students the roster names. Raises RosterError where it names none of those graded."""
    roster = pd.DataFrame(sheet.rows, columns=list(dict.fromkeys(sheet.columns)), dtype=str)
    roster = _identified(roster.fillna(""), match, graded | set(table["student"]),
                         dict(zip(table["student"], table["name"], strict=True)))
    if graded and not set(roster[IDENTIFIED]) & graded:
        raise RosterError(f"no student of the roster {path} has a row in the gradebook, "
                          f"matched by its column {match!r} (its first: "
                          f"{', '.join(map(repr, list(roster[match])[:3]))}; the gradebook's: "
                          f"{', '.join(map(repr, sorted(graded)[:3]))}): name the column "
                          "that holds them with --match")
    return dict(zip(roster[match], roster[IDENTIFIED], strict=True)), set(roster[IDENTIFIED])


def _of_platform(to: str, sheet: sheets.Sheet) -> None:
    """Refuse a roster of the other platform's, saying whose it is, and one that is no
    gradebook export of Canvas's for Canvas."""
    other = "moodle" if to == "canvas" and (moodle.is_worksheet(sheet) or moodle.is_gradebook(
        sheet)) else "canvas" if to == "moodle" and canvas.is_gradebook(sheet) else None
    if other is not None:
        kind = {"canvas": "Canvas's gradebook export", "moodle": "a file of Moodle's"}[other]
        raise RosterError(f"the roster {sheet.path} is {kind}: export it with --to {other}, or "
                          f"give {to.capitalize()}'s own")
    if to == "canvas" and not canvas.is_gradebook(sheet):
        raise RosterError(f"the roster {sheet.path} is no gradebook export of Canvas's (its "
                          "first columns Student and ID, by which Canvas's import finds each "
                          f"student); it has {', '.join(map(repr, sheet.columns))}")


def _scales(sheet: sheets.Sheet, placed: Sequence[canvas.Column], lessons: Sequence[str],
            worksheet: bool) -> dict[str, float]:
    """By what each lesson's marks are multiplied to be out of the platform's maximum for its
    assignment, where that is not the lesson's points (Canvas's Points Possible, a Moodle
    worksheet's Maximum grade; Moodle refuses a grade over it without a word)."""
    maxima = {c.lesson: canvas.points_possible(sheet, c.roster) for c in placed if c.roster}
    if worksheet:
        maxima = {lesson: moodle.maximum(sheet) for lesson in lessons}
    return {lesson: most / _points(lesson) for lesson, most in maxima.items()
            if most and abs(most - _points(lesson)) > 0.005}


def _default_match(to: str, sheet: sheets.Sheet, worksheet: bool) -> str:
    """The roster's column that names students as a platform's download names them: Canvas's
    user id (`ID`), a Moodle worksheet's participant (`Identifier`); for Moodle's gradebook
    export, which names neither, its e-mail address (a class's folders named by it)."""
    if to == "canvas":
        return "ID"
    return moodle.IDENTIFIER if worksheet else "Email address"


def _one_lesson(scores: pd.DataFrame, lesson: str | None, roster: Path, worksheet: bool) -> str:
    """The lesson a file of one assignment is written for: `lesson`, or the gradebook's only
    one. Raises RosterError naming the lessons where it has more."""
    if lesson is not None:
        return lesson
    if len(scores.columns) == 1:
        return str(scores.columns[0])
    kind = "a grading worksheet is" if worksheet else "Moodle's gradebook import is written for"
    raise RosterError(f"{kind} one assignment's ({roster}): name its lesson with --lesson "
                      f"(the gradebook has {', '.join(map(str, scores.columns)) or 'none'})")


def _written(to: str, sheet: sheets.Sheet, placed: Sequence[canvas.Column], lessons: list[str],
             match: str, score: Callable[[str, str], float | None], worksheet: bool,
             cell: Callable[[str], str]) -> str:
    """The platform's file: what its importer takes (`mcpnb.lms.canvas`, `mcpnb.lms.moodle`),
    its numbers written with the roster's decimal mark."""
    mark = sheets.decimal_mark(sheet)

    def number(value: float) -> str:
        return _number(value).replace(".", mark)

    if to == "canvas":
        def scored(student: str, lesson: str) -> str | None:
            value = score(student, lesson)
            return None if value is None else number(value)

        return canvas.import_text(sheet, placed, scored, match,
                                  lambda x: number(_points(x)), cell)
    (lesson,) = lessons
    if worksheet:
        return moodle.worksheet_back(sheet, lambda row: score(row[match], lesson))
    return moodle.gradebook_import(sheet, match, lesson_title(lesson),
                                   lambda row: score(row[match], lesson))


def _titles(lesson: str) -> set[str]:
    """A lesson's title in every language of the course, and its id, as Canvas's columns are
    compared (`mcpnb.lms.canvas.columns`)."""
    return canvas.plain_titles([lesson, *(str(catalogue(code)["lesson.title"].get(lesson, ""))
                                          for code in LANGUAGES)])


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
