"""Canvas's gradebook, as its own code reads it back: the file `mcpnb export --to canvas` writes
from the teacher's gradebook export (the roster), for "Import" in Canvas's gradebook.

What Canvas's importer does with it (app/models/gradebook_importer.rb, restated here):
- the student columns are found by their headers, and must end with `Section`
  (`row_has_student_headers?`); a student is matched by `ID` first (`process_student`:
  `row[1]`), then by SIS User ID, SIS Login ID, then name;
- a column is an assignment by the id in its `Title (id)` header (`Assignment.title_and_id`:
  `/\\A(.*)\\s\\((\\d+)\\)\\z/`), else by its whole header as a title, else a new assignment is
  made; a header holding `Current Score`, `Final Grade`, ... (`NON_ASSIGNMENT_COLUMN_HEADERS`,
  unanchored) is no assignment;
- the `Points Possible` row is skipped (`check_for_non_student_row`);
- **a blank cell where Canvas has a grade clears it** (`process_submissions`, `no_score?`):
  a lesson not graded here keeps the roster's own cell, as Canvas's export wrote it.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass

from mcpnb.lms.sheets import Sheet, number, write
from mcpnb.records import RosterError

# The student columns Canvas writes, in its order (`GradebookExporter#csv_data`); `Student` (or
# `LastName`, `FirstName`) and `ID` always, the SIS ones where the teacher may read them;
# `Section` last.
IDENTITY = ("Student", "LastName", "FirstName", "ID", "SIS User ID", "SIS Login ID",
            "Integration ID", "Root Account", "Section")
TITLE_AND_ID = re.compile(r"\A(?P<title>.*)\s\((?P<id>\d+)\)\Z", re.DOTALL)
NOT_ASSIGNMENTS = re.compile("Current Score|Current Points|Current Grade|Final Score|"
                             "Final Points|Final Grade|Override Score|Override Grade|"
                             "Override Status")
POINTS_POSSIBLE = "    Points Possible"
# Canvas's test student (`StudentViewEnrollment`), as its gradebook export names her: she hands
# nothing in (`GradebookExporter#enrollments_for_csv` puts her last).
TEST_STUDENT = frozenset({"Student, Test", "Test Student"})


def is_gradebook(sheet: Sheet) -> bool:
    """Is this Canvas's gradebook export (its `Student` and `ID` columns first, or `LastName`,
    `FirstName` and `ID`)?"""
    return sheet.columns[:2] == ["Student", "ID"] or sheet.columns[:3] == [
        "LastName", "FirstName", "ID"]


def require_gradebook(sheet: Sheet) -> None:
    """Raise RosterError for a roster that is no gradebook export of Canvas's."""
    if not is_gradebook(sheet):
        raise RosterError(f"the roster {sheet.path} is no gradebook export of Canvas's (its "
                          "first columns Student and ID, by which Canvas's import finds each "
                          f"student); it has {', '.join(map(repr, sheet.columns))}")


def assignments(sheet: Sheet) -> dict[str, tuple[str, str]]:
    """The roster's assignment columns: each header, its title and Canvas id."""
    found = {}
    for header in sheet.columns:
        if header not in IDENTITY and not NOT_ASSIGNMENTS.search(header) and (
                named := TITLE_AND_ID.match(header)):
            found[header] = (named["title"], named["id"])
    return found


@dataclass(frozen=True)
class Column:
    """A lesson's column in the import: its header, and the roster's column of the same
    assignment (None: the roster has none, Canvas makes the assignment or was told its id)."""

    lesson: str
    header: str
    roster: str | None


def columns(sheet: Sheet, lessons: Sequence[str], ids: Mapping[str, str],
            titles: Callable[[str], set[str]], title: Callable[[str], str]) -> list[Column]:
    """Each lesson's column: the roster's assignment of the id the teacher gave (`ids`), else
    the one titled as the lesson is in any of the course's languages (`titles`), or whose title
    holds that (`Lección 1 — Leer y escribir mensajes MCP`), where one alone does; else a new
    one titled `title(lesson)` (with the id given; its `roster` None). Raises RosterError where
    two lessons would be one assignment."""
    found = assignments(sheet)
    made = []
    for lesson in lessons:
        named = titles(lesson)
        by_id = [h for h, (_, i) in found.items() if i == ids.get(lesson)]
        by_title = [h for h, (t, _) in found.items() if _plain(t) in named] or [
            h for h, (t, _) in found.items() if any(name in _plain(t) for name in named)]
        by_title = by_title if len(by_title) == 1 else []  # two alike: neither is taken
        header = next(iter(by_id or ([] if lesson in ids else by_title)), None)
        made.append(Column(lesson, header or (f"{title(lesson)} ({ids[lesson]})"
                                              if lesson in ids else title(lesson)), header))
    taken = [c.roster for c in made if c.roster is not None]
    if len(taken) != len(set(taken)):
        raise RosterError(f"two lessons would be the roster's one assignment {taken[0]!r}: "
                          "name each lesson's with --assignment LESSON=ID")
    return made


def points_possible(sheet: Sheet, header: str) -> float | None:
    """An assignment's points, as the roster's Points Possible row says them (None: unsaid)."""
    at = sheet.columns.index(header)
    for head in sheet.heads:
        if "Points Possible" in head[0] and at < len(head):
            return number(head[at])
    return None


def _plain(title: str) -> str:
    return " ".join(title.split()).casefold()


def plain_titles(titles: Sequence[str]) -> set[str]:
    """Titles as `columns` compares them: spaces and case alike."""
    return {_plain(t) for t in titles}


def import_text(sheet: Sheet, made: Sequence[Column], scores: Callable[[str, str], str | None],
                match: str, points: Callable[[str], str],
                cell: Callable[[str], str] = str) -> str:
    """The file Canvas's importer takes: the roster's student columns as they were, a column
    per lesson, its Points Possible row, and each roster row with its scores (`scores(student
    as the roster's `match` names her, lesson)`, None where none is written: the roster's own
    cell stays, which Canvas then leaves as it is)."""
    require_gradebook(sheet)
    identity = [c for c in IDENTITY if c in sheet.columns]
    if identity[-1] != "Section":
        identity.append("Section")  # where the student columns end, for Canvas's importer
    rows = []
    for person in sheet.rows:
        values = [scores(person[match], c.lesson) for c in made]
        rows.append([*(cell(person.get(c, "")) for c in identity),
                     *(value if value is not None else person.get(c.roster or "", "")
                       for value, c in zip(values, made, strict=True))])
    possible = next((dict(zip(sheet.columns, h, strict=False)) for h in sheet.heads
                     if "Points Possible" in h[0]), {})
    head = [POINTS_POSSIBLE, *[""] * (len(identity) - 1),
            *(possible.get(c.roster or "") or points(c.lesson) for c in made)]
    # Its importer reads the LastName form by `row[0] == "LastName"` (L437), which a BOM
    # before it fails: that form goes back without one.
    bom = sheet.bom and identity[0] != "LastName"
    return write([[*identity, *(c.header for c in made)], head, *rows], sheet.separator, bom)
