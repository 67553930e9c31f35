"""A platform's CSV file as its own code writes and reads it: the separator, a byte-order mark,
the rows that are no student's, and how a file goes back to it.

- **Reading.** A BOM is taken off. The separator is the one of `,`, `;` and a tab that splits
  the header into the most fields (`separator_of`; Canvas's importer tries `;` and `,` on the
  first three lines, `GradebookImporter#identify_delimiter`; Moodle's exports may be written
  with a tab, comma, colon or semicolon, grade/export/txt: a colon is too common in a title to
  be guessed, and is never taken). A file Canvas writes for a locale with
  decimal commas is `;`-separated (`CSVWithI18n.determine_column_separator`, lib/csv_with_i18n.rb),
  its numbers written `8,50` (`number`).
- **Rows that are no student's**: Canvas's `    Points Possible` row (its first cell contains the
  words) and its `Manual Posting` row (every cell blank or those words), as
  `GradebookImporter#check_for_non_student_row` skips them; blank rows.
- **Writing** as Ruby's CSV writes (Canvas's and its importer's library; Moodle's `csv_export_
  writer` quotes alike): a field is quoted only where it holds the separator, a quote or a line
  break; rows end with LF; the separator and a BOM are the roster's, so a teacher's own locale
  reads the file as it read the roster.
"""

from __future__ import annotations

import csv
import io
import re
import unicodedata
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from pathlib import Path

from mcpnb.records import RosterError

BOM = "\ufeff"
SEPARATORS = (",", ";", "\t")
# A roster is a class's: a file far larger is no roster (and is not read whole into memory).
MAX_ROSTER_BYTES = 32 * 1024 * 1024
# Canvas's rows that are no student's (`check_for_non_student_row`).
_POSTING = re.compile(r"^\s*(Muted|Manual Posting.*)?\s*$", re.IGNORECASE)
# What Canvas's importer reads as a number (`decimal_comma_to_period`): the last `.` or `,` is
# the decimal point, any other a thousands separator.
_NUMBER = re.compile(r"^-?[0-9.,]+%?$")


@dataclass(frozen=True)
class Sheet:
    """A platform's CSV file, read: its columns, its students' rows (each cell as written: a
    login such as NA is a name, not a gap), the rows before them that are no student's (kept to
    be written back), its separator and whether it began with a BOM."""

    path: Path
    columns: list[str]
    rows: list[dict[str, str]]
    separator: str = ","
    bom: bool = False
    heads: list[list[str]] = field(default_factory=list)  # Points Possible, Manual Posting

    def lacking(self, needed: Iterable[str]) -> list[str]:
        return [c for c in needed if c not in self.columns]

    def require(self, needed: Iterable[str], why: str = "") -> None:
        """Raise RosterError naming the columns `needed` the sheet lacks, and those it has."""
        if lacking := self.lacking(needed):
            raise RosterError(f"the roster {self.path} has no column "
                              f"{', '.join(map(repr, lacking))}{why}; it has "
                              f"{', '.join(map(repr, self.columns))}")

    def text(self, columns: Sequence[str], rows: Iterable[Sequence[str]],
             heads: Iterable[Sequence[str]] = ()) -> str:
        """A file of `columns` and `rows` written as this sheet was (`write`)."""
        return write([columns, *heads, *rows], self.separator, self.bom)


def read(path: Path) -> Sheet:
    """A platform's CSV (`Sheet`). Raises RosterError naming the file for one that cannot be
    read: not there, too large, not UTF-8, no header."""
    try:
        with path.open("rb") as file:
            data = file.read(MAX_ROSTER_BYTES + 1)
        if len(data) > MAX_ROSTER_BYTES:
            raise RosterError(f"the roster {path} is over {MAX_ROSTER_BYTES // 2**20} MiB: no "
                              "platform's roster of a class is")
        text = decoded(data)
    except OSError as error:
        raise RosterError(f"cannot read the roster {path}: {error.strerror or error}") from None
    except UnicodeDecodeError:
        raise RosterError(f"the roster {path} is neither UTF-8 nor Windows text: download it "
                          "again from the platform as CSV (UTF-8)") from None
    bom = text.startswith(BOM)
    text = text.removeprefix(BOM)
    separator = separator_of(text)
    try:
        table = list(csv.reader(io.StringIO(text, newline=""), delimiter=separator))
    except csv.Error as error:
        raise RosterError(f"cannot read the roster {path}: {error}") from None
    if not table or not any(table[0]):
        raise RosterError(f"the roster {path} has no header row")
    columns = [c.strip() if c.strip() in _KNOWN else c for c in table[0]]
    heads, rows = [], []
    for cells in table[1:]:
        if not any(c.strip() for c in cells):
            continue
        if "Points Possible" in cells[0] or all(_POSTING.match(c) for c in cells):
            heads.append(cells)
            continue
        rows.append({name: (cells[i] if i < len(cells) else "")
                     for i, name in enumerate(columns) if name})
    return Sheet(path, columns, rows, separator, bom, heads)


# Headers a spreadsheet may have padded: read as the platform names them.
_KNOWN = frozenset({"Student", "ID", "SIS User ID", "SIS Login ID", "Section", "Identifier",
                    "Email address", "Grade", "Full name"})


def decoded(data: bytes) -> str:
    """A CSV file's text: UTF-8 (a BOM kept, for `read` to see), else Windows-1252, as Excel
    saves "CSV" in a Western locale (`mündliche` as `m\xfcndliche`). Raises
    UnicodeDecodeError for neither."""
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError:
        return data.decode("cp1252")


def separator_of(text: str) -> str:
    """The separator of a CSV's text (`SEPARATORS`): the one that splits its header into the
    most fields, `,` where they tie. Canvas's importer asks more, the same count on its first
    three lines, which its own fixture of a roster whose rows are a field shorter than its
    header fails (spec/fixtures/gradebooks/basic_course_with_sis_login_id.csv: read as one
    column of `;`); the header alone is what says the columns."""
    header = next(iter(text.splitlines()), "")
    counts = {}
    for separator in SEPARATORS:
        try:
            counts[separator] = len(next(csv.reader([header], delimiter=separator), []))
        except csv.Error:
            counts[separator] = 0
    return max(SEPARATORS, key=lambda s: (counts[s], s == ","))


def number(text: str) -> float | None:
    """A cell as a number, read as Canvas's importer reads one (`_NUMBER`: `8,50` and `8.50`
    alike, `1.234,5` is 1234.5), or None for one that is none (blank, `-`, `EX`)."""
    cell = text.strip()
    if not _NUMBER.match(cell) or cell.endswith("%"):
        return None
    *whole, decimals = re.split(r"[.,]", cell)
    try:
        return float(f"{''.join(whole)}.{decimals}" if whole else decimals)
    except ValueError:
        return None


def decimal_mark(sheet: Sheet) -> str:
    """The decimal mark a sheet's numbers are written with: `,` where a number of it is written
    so (`8,50`: Canvas's export for a locale of decimal commas, `I18n.n`), else `.`."""
    for cells in (*sheet.heads, *(row.values() for row in sheet.rows)):
        for cell in cells:
            if re.fullmatch(r"-?\d+,\d{1,2}", cell.strip()):
                return ","
            if re.fullmatch(r"-?\d+\.\d{1,2}", cell.strip()):
                return "."
    return "."


def write(rows: Iterable[Sequence[str]], separator: str = ",", bom: bool = False) -> str:
    """Rows as Ruby's CSV writes them (module docstring): quoted only where needed, LF."""
    out = io.StringIO()
    writer = csv.writer(out, delimiter=separator, lineterminator="\n",
                        quoting=csv.QUOTE_MINIMAL)
    writer.writerows(rows)
    return (BOM if bom else "") + out.getvalue()


def student_name(row: dict[str, str]) -> str:
    """A student's name as a platform's roster writes it: Canvas's `Student` (sortable, "Smith,
    Ann") or `FirstName` and `LastName`; Moodle's worksheet's `Full name`, its gradebook's
    `First name` and `Last name`."""
    for first, last in (("FirstName", "LastName"), ("First name", "Last name")):
        if row.get(first) or row.get(last):
            return f"{row.get(first, '')} {row.get(last, '')}".strip()
    return (row.get("Student") or row.get("Full name") or "").strip()


def letters(name: str) -> str:
    """A name as names are compared across the platforms' files: its letters and digits, in no
    case and no order (Moodle's file names drop `'` and `:`; Canvas's are the sortable name
    lowercased to its letters, `smithann`, its roster's "Smith, Ann")."""
    return "".join(sorted(c for c in unicodedata.normalize("NFC", name).casefold()
                          if c.isalnum()))


def same_name(one: str, other: str) -> bool:
    """Whether two names are one student's (`letters`), or would be but for letters outside
    ASCII, which one of them has none of (a file name that dropped them: `garcalpezana` for
    "García López, Ana", where a platform's slug keeps only ASCII)."""
    if letters(one) == letters(other):
        return True
    plain = [letters(n) for n in (one, other) if letters(n).isascii()]
    return bool(plain) and all("".join(c for c in letters(n) if c.isascii()) == plain[0]
                               for n in (one, other))


def named_otherwise(pairs: Iterable[tuple[str, str, str]]
                    ) -> tuple[list[tuple[str, str, str]], bool]:
    """Of (student, her name as one file gives it, as another does), where both give one, those
    whose names differ (`letters`), sorted; and whether they are most of them (the other file
    is of other people: another assignment's, whose participants Moodle numbers anew)."""
    known = [(who, one, other) for who, one, other in pairs if one and other]
    differ = sorted((who, one, other) for who, one, other in known
                    if not same_name(one, other))
    return differ, bool(differ) and 2 * len(differ) > len(known)
