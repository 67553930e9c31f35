"""Moodle's files, as its own code writes and reads them (Moodle 4.1 to 5.1, read in its
sources: the lines cited are restated here, in Python, as our reading of them).

- **The grading worksheet** ("Download grading worksheet", mod/assign/feedback/offline; its
  columns built in mod/assign/gradingtable.php): `Identifier` ("Participant 123", the same id the
  assignment's download names the student by), `Full name`, the identity fields the site shows
  (`Email address` by default), `Status`, `Grade` (empty where ungraded; its decimals in the
  site language's separator, `format_float`), `Maximum grade` (`Maximum Grade` up to 4.1),
  `Grade can be changed`, `Last modified (submission)` and `Last modified (grade)` (each
  `userdate` with `strftimedaydatetime`, "%A, %d %B %Y, %I:%M %p" without leading zeros:
  "Friday, 5 May 2023, 3:07 PM", in the downloading teacher's time zone; `-` where none), and
  the feedback plugins' columns (`Feedback comments`). Written with a BOM, comma-separated.
- **Uploading it back** (mod/assign/feedback/offline/importgradeslib.php, `init` and `next`;
  locallib.php `process_import_grades`) needs the columns `Identifier`, `Grade` and
  `Last modified (grade)` by their exact names, every row as many cells as the header; reads a
  grade with `unformat_float` (the site's decimal separator; an empty cell is no change, but
  `-` or a word is **0**); skips a row whose grade Moodle changed more than 60 s after its
  `Last modified (grade)`; and writes a feedback column over the stored comment whenever it
  differs, which a 4.1+ worksheet holds stripped of its HTML: so the worksheet goes back with
  its feedback columns left out (`FEEDBACK`), and every other cell as it came.
- **The gradebook's CSV import** (grade/import/csv/classes/load_data.php,
  `map_user_data_with_value`) maps a row to a user by the column the teacher picks: user id,
  ID number, email or username; a value matching no user aborts the whole import. A grade is
  read strictly (`unformat_float(..., true)`): `-` or empty is no grade, anything not a number
  aborts. Its export (grade/export/txt) writes `First name, Last name, ID number, Institution,
  Department, Email address`, then the items, always with `.` decimals.
"""

from __future__ import annotations

import datetime
import re
from collections.abc import Callable

from mcpnb.lms.sheets import Sheet, decimal_mark, number
from mcpnb.records import PARTICIPANT, RosterError

IDENTIFIER, GRADE, GRADED_AT = "Identifier", "Grade", "Last modified (grade)"
SUBMITTED_AT = "Last modified (submission)"
MAXIMUM = ("Maximum grade", "Maximum Grade")
# The feedback plugins' columns of an English worksheet (assignfeedback_comments' name, and
# the markers' comments of multiple marking): never written back.
FEEDBACK = re.compile(r"^(Feedback comments|Marker \d+ comment)$")
# `strftimedaydatetime` (lang/en/langconfig.php), as Python's strptime reads it: %d and %I
# take the day and hour without their leading zero too.
DATE = "%A, %d %B %Y, %I:%M %p"
# The gradebook export's columns (`grade_export_userprofilefields`' default), and those a
# gradebook import can map a user by.
GRADEBOOK_NAMES = ("First name", "Last name")
MAPPED = ("Email address", "ID number", "Username")


def is_worksheet(sheet: Sheet) -> bool:
    """Is this an assignment's grading worksheet (its columns that the upload needs)?"""
    return not sheet.lacking((IDENTIFIER, GRADE, GRADED_AT))


def is_gradebook(sheet: Sheet) -> bool:
    """Is this the gradebook's export (its students' names in two columns)?"""
    return not sheet.lacking(GRADEBOOK_NAMES)


def participant(cell: str) -> str | None:
    """The id of a worksheet's `Participant 123` (in any language: `Teilnehmer/in 123`)."""
    found = PARTICIPANT.match(cell.strip())
    return found["id"] if found else None


def submitted(sheet: Sheet, zone: datetime.tzinfo | None) -> tuple[dict[str, float], list[str]]:
    """When each participant last changed her submission, by her id (seconds since the epoch),
    its cell read in `zone` (a zone with its summer time, or a fixed offset; None: this
    machine's); and the cells that say a time in no form Moodle's English writes
    (`-`, no submission, is none)."""
    times, unread = {}, []
    for row in sheet.rows:
        cell, who = row.get(SUBMITTED_AT, "").strip(), participant(row.get(IDENTIFIER, ""))
        if who is None or cell in ("", "-"):
            continue
        try:
            when = datetime.datetime.strptime(cell, DATE).replace(tzinfo=zone)
        except ValueError:
            unread.append(cell)
            continue
        times[who] = when.timestamp()
    return times, unread


def maximum(sheet: Sheet) -> float | None:
    """The assignment's maximum grade, as the worksheet's `Maximum grade` says it (None:
    unsaid, a scale or no grade)."""
    for row in sheet.rows:
        for column in MAXIMUM:
            if (found := number(row.get(column, ""))) is not None:
                return found
    return None


def worksheet_back(sheet: Sheet, score: Callable[[dict[str, str]], float | None]) -> str:
    """The worksheet as Moodle's upload takes it back: each row's `Grade` filled with its
    participant's score (`score(row)`, None: the cell as it came, which Moodle leaves be), its
    feedback columns left out, every other cell as it came."""
    separator = decimal_mark(sheet)  # the site language's, as its Maximum grade shows it
    columns = [c for c in sheet.columns if not FEEDBACK.match(c)]
    rows = []
    for row in sheet.rows:
        value = score(row)
        written = dict(row)
        if value is not None:
            written[GRADE] = format(round(value, 2), "g").replace(".", separator)
        rows.append([written.get(c, "") for c in columns])
    return sheet.text(columns, rows)


def gradebook_import(sheet: Sheet, key: str, item: str,
                     score: Callable[[dict[str, str]], float | None]) -> str:
    """A CSV for the gradebook's import of one item: the roster's `key` column (one Moodle maps
    a user by), then the item's column; a row for each student with a score (`score(row)`),
    with `.` decimals as Moodle's strict reading takes them. A student without one has no row:
    `-` or an empty cell would be read as no grade, over one the teacher gave in Moodle."""
    if key not in MAPPED:
        raise RosterError(f"Moodle's gradebook import maps a user by {', '.join(MAPPED)}: "
                          f"--match {key!r} is none of them")
    sheet.require((key,))
    rows = [[row[key], format(round(value, 2), "g")] for row in sheet.rows
            if (value := score(row)) is not None]
    return sheet.text([key, item], rows)
