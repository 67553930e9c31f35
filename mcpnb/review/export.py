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

import dataclasses
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
    shown,
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
    # (student, lesson, the roster's grade, the one written) of each grade the LMS has that
    # the file changes
    replaced: tuple[tuple[str, str, str, float], ...] = ()
    # (lesson, title) of each lesson written as an assignment the roster does not have
    created: tuple[tuple[str, str], ...] = ()
    # each student's name, the term's or the roster's, for what is said of her
    names: Mapping[str, str] = dataclasses.field(default_factory=dict)


def _identified(roster: pd.DataFrame, match: str, students: set[str], graded: set[str],
                names: Mapping[str, str], by_name: bool) -> pd.DataFrame:
    """The roster, each row with the gradebook's name of its student (`IDENTIFIED`; among the
    term's `students`): the same name, or the same once its accents are encoded alike (a
    folder made on macOS names Zoë in NFD, a roster in NFC), or a Moodle worksheet's
    participant; `by_name`, where none of its `match` column names one of those `graded`, by
    the student's name (the term's `names`: a Moodle gradebook export names no participant),
    where one alone of those graded has it."""
    alike = {unicodedata.normalize("NFC", student): student for student in students}

    def whose(value: str) -> str:
        found = records.identity(value, students)
        return found if found in students else alike.get(unicodedata.normalize("NFC", value),
                                                         found)

    found = [whose(str(v)) for v in roster[match]]
    if by_name and not set(found) & graded:
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
           keep_stopped: bool = False, excel: bool = False,
           maximum: float | None = None) -> Export:
    """The file for the platform `to` from a gradebook and a roster the platform wrote: Canvas's
    gradebook import; Moodle's worksheet filled in, or its gradebook import (one assignment's:
    `lesson`, or the gradebook's only one). `excel`: a roster's cell a spreadsheet would run is
    written as text (`records.as_text`). `maximum`: the assignment's in the LMS (`_scales`)."""
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
    whose, known = _whose(sheet, match, table, graded, roster_path, worksheet)
    scale = _scales(sheet, placed, list(scores.columns), worksheet, maximum,
                    to == "moodle" and not worksheet)
    marks = {(str(student), str(lesson)): float(value) * scale.get(str(lesson), 1.0)
             for student, row in scores.to_dict("index").items()
             for lesson, value in row.items() if not pd.isna(value)}

    def score(cell: str, lesson: str) -> float | None:
        return marks.get((whose.get(cell, cell), lesson))

    lessons = list(scores.columns)
    text = _written(to, sheet, placed, lessons, match, score, worksheet,
                    as_text if excel else str)
    told, unread, changed = _rows_said(table, left_out, known, lessons)
    unplaced = tuple((c.lesson, _listed(sheet)) for c in made if c not in placed)
    cells = {c.lesson: c.roster for c in placed if c.roster} if to == "canvas" else {
        lessons[0]: moodle.GRADE} if worksheet else {}
    return Export(text, tuple(sorted(graded - known)),
                  tuple(sorted(known - graded - unread - {who for who, _, _ in told})), told,
                  tuple(sorted(unread)),
                  int(table["imported"].max()) if len(table) else 0, changed, unplaced,
                  tuple((x, _points(x) * f, _points(x)) for x, f in scale.items()),
                  _replaced(sheet, cells, match, whose, score),
                  tuple((c.lesson, c.header) for c in placed if not c.roster),
                  {**{whose.get(row[match], row[match]): sheets.student_name(row)
                      for row in sheet.rows}, **{s: n for s, n in zip(
                          table["student"], table["name"], strict=True) if n}})


def _rows_said(table: pd.DataFrame, left_out: pd.DataFrame, known: set[str],
               lessons: Sequence[str]) -> tuple[tuple[tuple[str, str, str], ...], set[str],
                                                 tuple[tuple[str, str, str], ...]]:
    """Of the roster's students (`known`) and these `lessons`: the rows left out (whose, which
    lesson, its status), the students with no row of any lesson (their files none), and the
    rows written with marks changed by hand (whose, which lesson, which items)."""
    told = tuple((student, lesson, said) for student, lesson, said in zip(
        left_out["student"], left_out["lesson"], left_out["status"], strict=True)
        if student in known and lesson in lessons)
    unread = known & set(table["student"]) - set(table["student"][table["lesson"] != ""])
    changed = tuple((student, lesson, items) for student, lesson, items in zip(
        table["student"], table["lesson"], table["changed"], strict=True)
        if items and student in known and lesson in lessons)
    return told, unread, changed


def _replaced(sheet: sheets.Sheet, cells: Mapping[str, str], match: str,
              whose: Mapping[str, str], score: Callable[[str, str], float | None]
              ) -> tuple[tuple[str, str, str, float], ...]:
    """Each grade the LMS has (the roster's cell of each lesson's column, `cells`) that the
    file changes: whose, which lesson, the roster's, the one written."""
    return tuple((whose.get(row[match], row[match]), lesson, row[column], value)
                 for row in sheet.rows for lesson, column in cells.items()
                 if (value := score(row[match], lesson)) is not None
                 and (old := sheets.number(row.get(column, ""))) is not None
                 and abs(old - round(value, 2)) > 0.005)


def _listed(sheet: sheets.Sheet) -> str:
    return ", ".join(canvas.assignments(sheet)) or "none"


def _whose(sheet: sheets.Sheet, match: str, table: pd.DataFrame, graded: set[str],
           path: Path, worksheet: bool) -> tuple[dict[str, str], set[str]]:
    """Which of the term's students each roster cell of `match` names (`_identified`), and
    the students the roster names (Canvas's test student, and a cell left empty, none).
    Raises RosterError where it names none of those graded, or a worksheet names most of
    them otherwise than the term does (another assignment's: Moodle numbers anew in each)."""
    roster = pd.DataFrame(sheet.rows, columns=list(dict.fromkeys(sheet.columns)), dtype=str)
    names = dict(zip(table["student"], table["name"], strict=True))
    by_name = not worksheet and moodle.is_gradebook(sheet)
    roster = _identified(roster.fillna(""), match, set(table["student"]), graded, names,
                         by_name)
    if graded and not set(roster[IDENTIFIED]) & graded:
        raise RosterError(f"no student of the roster {path} has a row in the gradebook, "
                          f"matched by its column {match!r} (its first: "
                          f"{', '.join(map(repr, list(roster[match])[:3]))}; the gradebook's: "
                          f"{', '.join(map(repr, sorted(graded)[:3]))}): name the column "
                          "that holds them with --match, or give the roster of the lesson's "
                          "own assignment (--lesson)")
    if worksheet:
        _same_names(path, roster, names, graded)
    kept = roster[roster[match].str.strip().ne("") & ~roster.apply(
        lambda row: sheets.student_name(dict(row)) in canvas.TEST_STUDENT, axis=1).astype(bool)]
    return dict(zip(roster[match], roster[IDENTIFIED], strict=True)), set(kept[IDENTIFIED])


def _same_names(path: Path, roster: pd.DataFrame, names: Mapping[str, str],
                graded: set[str]) -> None:
    """Refuse a worksheet that names most of the students it shares with the term otherwise
    than the term does: another assignment's, whose participant numbers are other people."""
    pairs = [(who, names.get(who, ""), sheets.student_name(dict(row)))
             for who, (_, row) in zip(roster[IDENTIFIED], roster.iterrows(), strict=True)
             if who in graded]
    differ, most = sheets.named_otherwise(pairs)
    if most:
        told = "; ".join(f"{who}: {term!r} in the term, {said!r} here"
                         for who, term, said in differ[:3])
        raise RosterError(f"the worksheet {path} names {len(differ)} of its participants "
                          f"otherwise than the term does ({told}): is it this lesson's "
                          "assignment's? (Moodle numbers its participants anew in each)")


def _of_platform(to: str, sheet: sheets.Sheet) -> None:
    """Refuse a roster of the other platform's, saying whose it is, and one that is no
    gradebook export of Canvas's for Canvas."""
    other = "moodle" if to == "canvas" and (moodle.is_worksheet(sheet) or moodle.is_gradebook(
        sheet)) else "canvas" if to == "moodle" and canvas.is_gradebook(sheet) else None
    if other is not None:
        kind = {"canvas": "Canvas's gradebook export", "moodle": "a file of Moodle's"}[other]
        raise RosterError(f"the roster {sheet.path} is {kind}: export it with --to {other}, or "
                          f"give {to.capitalize()}'s own")
    if to == "canvas":
        canvas.require_gradebook(sheet)


def _scales(sheet: sheets.Sheet, placed: Sequence[canvas.Column], lessons: Sequence[str],
            worksheet: bool, maximum: float | None, unsaid: bool) -> dict[str, float]:
    """By what each lesson's marks are multiplied to be out of the platform's maximum for its
    assignment, where that is not the lesson's points: the teacher's (`maximum`), else
    Canvas's Points Possible, a Moodle worksheet's Maximum grade (Moodle refuses a grade over
    it without a word). Raises RosterError where the roster does not say it (`unsaid`:
    Moodle's gradebook export) and the teacher did not either."""
    if unsaid and maximum is None:
        raise RosterError("Moodle's gradebook export does not say the grade item's maximum: "
                          "give it with --maximum (e.g. --maximum 100), or --maximum "
                          f"{_points(lessons[0]):g} to write the lesson's points")
    maxima = {c.lesson: canvas.points_possible(sheet, c.roster) for c in placed if c.roster}
    if worksheet:
        maxima = {lesson: moodle.maximum(sheet) for lesson in lessons}
    if maximum is not None:
        maxima = dict.fromkeys(lessons, maximum)
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


def said(done: Export, gradebook: Path) -> list[str]:
    """What an export tells the teacher, a line each: whom and what it left out and why, what
    it changed of the LMS's grades, how it scaled them (names and statuses shown as written,
    never obeyed: `records.shown`)."""
    def who(student: str) -> str:
        name = done.names.get(student, "")
        return shown(f"{name} ({student})" if name and name != student else student)

    lines = [f"{who(s)} is graded but not in the roster: no grade written"
             for s in done.not_in_roster]
    if done.imported:
        lines.append(f"{gradebook} had no term's database beside it: its {done.imported} rows "
                     "are imported into one")
    lines += [f"{who(s)} is in the roster but has no row of these lessons: left as the roster "
              "has it" for s in done.not_graded]
    lines += [f"{who(s)} has no graded row of these lessons (her rows' status in the "
              "gradebook says why): left as the roster has it" for s in done.unread]
    lines += [f"{who(s)}'s {shown(lesson)} is left as the roster has it ({shown(status)}): "
              "change a mark of it by hand (--overrides) or write it as graded with "
              "--keep-stopped" for s, lesson, status in done.stopped]
    lines += [f"{lesson} has no assignment in the roster titled as the lesson (its "
              f"assignments: {listed}): left out; name its Canvas id with --assignment "
              f"{lesson}=ID, or write it as a new assignment with --lesson {lesson}"
              for lesson, listed in done.unplaced]
    lines += [f"{lesson} is out of {points:g} points, its assignment out of {most:g}: every "
              f"mark written scaled by {most:g}/{points:g}" for lesson, most, points in done.scaled]
    lines += [f"{who(s)}'s {lesson}: {shown(old)} in the roster becomes {new:g}"
              for s, lesson, old, new in done.replaced]
    lines += [f"{lesson} is a new assignment of Canvas's, titled {title!r}: its import will "
              "offer to create it" for lesson, title in done.created]
    lines += [f"{who(s)}'s {shown(lesson)} is written with marks changed by hand "
              f"({shown(items)})" for s, lesson, items in done.overridden]
    return lines
