"""How each platform's importer reads a file back, restated in Python from its code: our
restatement, citing the file and lines each rule follows, never the platform's own code (their
Ruby and PHP cannot run here). The tests hold `mcpnb export`'s files to these rules, which we
did not choose.

Canvas: instructure/canvas-lms `lib/gradebook_importer.rb` at 00b222d77ee43d046e6aee0347c4ed5b27e1741f
(the lines cited are that file's), `app/models/assignment.rb` (`title_and_id`),
`ui/features/gradebook_uploads/jquery/process_gradebook_upload.js` at 0a4d8b88.
Moodle 5.1+ (train2023-31/moodle@1545c946c07aa982696fe1f3319d91ec1df26401, public/):
`lib/csvlib.class.php`, `mod/assign/feedback/offline/importgradeslib.php`,
`mod/assign/feedback/offline/locallib.php`, `grade/import/csv/classes/load_data.php`,
`lib/moodlelib.php` (`unformat_float`).
"""

from __future__ import annotations

import csv
import io
import re
from dataclasses import dataclass, field


class Refused(Exception):
    """The platform refuses the whole file, with its message."""


# --- Canvas ---------------------------------------------------------------------------------

def _canvas_number(cell: str) -> str:
    """`decimal_comma_to_period` (gradebook_importer.rb L110-124): a cell of digits, `.` and `,`
    has its last `.` or `,` as the decimal point."""
    if re.match(r"^-?[0-9.,]+%?$", cell):
        *whole, last = re.split(r"[,.]", cell)
        return ".".join(["".join(whole), last]) if whole else last
    return cell


def _canvas_separator(text: str) -> str:
    """`identify_delimiter` and `semicolon_delimited?` (L698-725): the first three lines; `;`
    only where its field count, the same on all three, is greater than `,`'s."""
    lines = text.splitlines(True)[:3]
    counts = {}
    for separator in (";", ","):
        sizes = {len(next(csv.reader([line], delimiter=separator), [])) for line in lines}
        counts[separator] = sizes.pop() if len(sizes) == 1 else 0
    return ";" if counts[";"] > counts[","] else ","


@dataclass
class CanvasUpload:
    """What Canvas's import would do: each (student id, assignment id) whose grade changes, to
    what ("" clears it); the columns it would make new assignments of."""

    changes: dict[tuple[int, int], str] = field(default_factory=dict)
    new_assignments: list[str] = field(default_factory=list)
    unknown_students: list[str] = field(default_factory=list)


NON_ASSIGNMENT = re.compile("Current Score|Current Points|Current Grade|Final Score|"
                            "Final Points|Final Grade|Override Score|Override Grade|"
                            "Override Status")  # L472-491: unanchored


def canvas_reads(text: str, assignments: dict[int, str],
                 grades: dict[tuple[int, int], str]) -> CanvasUpload:
    """Canvas's import of `text` into a course of `assignments` (id: title) whose students'
    current grades are `grades` ((student id, assignment id): as Canvas stores it)."""
    separator = _canvas_separator(text)  # L749-762, no BOM handling: it stays on cell 0
    table = [[_canvas_number(c) for c in row]  # converters: [:nil, :decimal_comma_to_period]
             for row in csv.reader(io.StringIO(text, newline=""), delimiter=separator)
             if not re.fullmatch(r"[;, ]+", separator.join(row))]  # skip_lines (L754)
    header, *rows = table
    # row_has_student_headers? (L427-430) and update_column_count (L432-458)
    if not (len(header) > 3 and "Student" in header[0] and "ID" in header[1]):
        raise Refused("Invalid header row")
    columns = 3
    if re.search(r"SIS\s+Login\s+ID", header[2]):
        columns += 1
    elif re.search(r"SIS\s+User\s+ID", header[2]) and re.search(r"SIS\s+Login\s+ID", header[3]):
        extra = 1 if re.search(r"Integration\s+ID", header[4]) else 0
        columns += 2 + extra + (1 if re.search(r"Root\s+Account", header[4 + extra]) else 0)
    if "Section" not in header[columns - 1]:  # L417
        raise Refused("Invalid header row")
    upload = CanvasUpload()
    found: dict[int, int] = {}  # column index: assignment id
    for index, name in enumerate(header[columns:], columns):
        if NON_ASSIGNMENT.search(name):
            continue
        titled = re.match(r"\A(.*)\s\((\d+)\)\Z", name)  # Assignment.title_and_id
        if titled and int(titled[2]) in assignments:  # parse_assignments (L498-513)
            found[index] = int(titled[2])
        elif name in assignments.values():
            found[index] = next(i for i, t in assignments.items() if t == name)
        else:
            upload.new_assignments.append(titled[1] if titled else name)
    for row in rows:
        if "Points Possible" in row[0]:  # check_for_non_student_row (L727-746)
            continue
        if all(re.match(r"^\s*(Muted|Manual Posting.*)?\s*$", c, re.I) for c in row):
            continue
        if not row[1].strip().isdigit():  # process_student (L556-590): by ID, here
            upload.unknown_students.append(row[0])
            continue
        student = int(row[1])
        for index, assignment in found.items():
            new = row[index].strip() if index < len(row) else ""
            old = grades.get((student, assignment), "")
            if not _no_change(new, old):  # no_change_to_value? (L855-873)
                upload.changes[(student, assignment)] = new
    return upload


def _no_change(new: str, old: str) -> bool:
    if new == old or (new in ("", "-") and old in ("", "-")):
        return True
    if new in ("", "-") or old in ("", "-"):
        return False  # a blank over a grade clears it
    try:
        return f"{float(new):.2f}" == f"{float(old):.2f}"
    except ValueError:
        return False


# --- Moodle ---------------------------------------------------------------------------------

def _moodle_rows(text: str, delimiter: str = ",") -> list[list[str]]:
    """`csv_import_reader::load_csv_content` (csvlib.class.php L92-188): the BOM taken off,
    line ends made LF, no guessing of the delimiter (the form's: comma by default); every row
    as many fields as the header, or `csvweirdcolumns`."""
    text = text.removeprefix("\ufeff").replace("\r\n", "\n").replace("\r", "\n").strip()
    rows = [r for r in csv.reader(io.StringIO(text), delimiter=delimiter) if r != []]
    if any(len(r) != len(rows[0]) for r in rows):
        raise Refused("csvweirdcolumns")
    return rows


def _php_float(text: str) -> float:
    """PHP's `(float)` of a string: its leading number, else 0."""
    found = re.match(r"\s*[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?", text)
    return float(found.group()) if found else 0.0


def _unformat_float(cell: str, decsep: str, strict: bool) -> float | None:
    """`unformat_float` (moodlelib.php L8283-8298)."""
    value = cell.strip()
    if value == "":
        return None
    value = value.replace(" ", "").replace(decsep, ".")
    if strict and not re.fullmatch(r"[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?", value):
        raise Refused(f"badgrade: {cell!r}")
    return _php_float(value)


def worksheet_upload(text: str, participants: dict[str, float | None], maximum: float,
                     decsep: str = ".") -> dict[str, float]:
    """Moodle's "Upload grading worksheet": each participant id (`assign_user_mapping.id`)
    whose grade it sets, to what. `participants`: the current grade of each."""
    header, *rows = _moodle_rows(text)
    index = {name: i for i, name in enumerate(header)}  # init(): exact, case-sensitive
    if not {"Identifier", "Grade", "Last modified (grade)"} <= set(index):
        raise Refused("invalidgradeimport")
    changed = {}
    for row in rows:  # next() (importgradeslib.php L178-197)
        who = row[index["Identifier"]][len("Participant "):]  # 12 characters off, no regex
        if who not in participants:
            continue  # an unknown participant is skipped without a word
        grade = _unformat_float(row[index["Grade"]], decsep, strict=False)
        old = participants[who]  # process_import_grades (locallib.php L138-217)
        if grade is None or (old is not None and old == grade) or grade < 0 or grade > maximum:
            continue
        changed[who] = grade
    return changed


def gradebook_upload(text: str, key: str, users: dict[str, int], delimiter: str = ","
                     ) -> dict[int, dict[str, float | None]]:
    """Moodle's gradebook CSV import, its `key` column mapped to the user field (email,
    username: compared without case, `check_user_exists`) and every other column to a grade
    item: each user's grades. A value that maps no user, or a grade that is no number,
    aborts the whole import (`map_user_data_with_value`, `update_grade_item`)."""
    header, *rows = _moodle_rows(text, delimiter)
    header = [h.strip() for h in header]  # load_data.php L130-136
    lowered = {k.casefold(): v for k, v in users.items()}
    grades: dict[int, dict[str, float | None]] = {}
    for row in rows:
        cells = dict(zip(header, (c.strip() for c in row), strict=True))
        user = lowered.get(cells[key].casefold())
        if user is None:
            raise Refused(f"usermappingerror: {cells[key]!r}")
        grades[user] = {item: None if value in ("", "-") else _unformat_float(value, ".", True)
                        for item, value in cells.items() if item != key}
    return grades
