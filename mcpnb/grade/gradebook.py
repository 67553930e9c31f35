"""The gradebook: a CSV of one row per submission: the student, the lesson, the file, the edition's
language, whether it was late (`late`: yes, no, or empty where not known; `minutes_late` where a
due time and a time are known; `late_known_by`: `marker` for Canvas's own mark, `worksheet` for
the submission time Moodle's grading worksheet says, `file` for the file's own; a zip's times are
never read), a column per graded item of every
lesson present (in the course's order), then total, max, status, status_code and the student's
`name` where the term knows one (from a roster, or the platform's file names); written whole or
not at all, from the term's database (`mcpnb.term`, `mcpnb.grade.views`), which SQLite's own
writes keep safe: a file written here is a view of it, written anew at the next run, and needs
no sync of its own. The gradebook is the teacher's: its status is in the language spoken where
it is written (`mcpnb grade --lang`), whatever each edition's, and `status_code` in none (`ok`,
`error`, `timeout`, `memory`, ...: `grading.status_code`).
"""

from __future__ import annotations

import contextlib
import csv
import io
import os
import tempfile
from collections.abc import Iterable, Sequence
from pathlib import Path

from mcpnb.course import course
from mcpnb.records import as_text
from mcpnb.term import Kept
from mcpnb.term import written as term_written


def number(value: float) -> str:
    """A score as a spreadsheet reads it: 6, 4.5, 3.33."""
    return format(round(value, 2), "g")


def written(value: str) -> str:
    """A cell as the gradebook's file holds it (`as_text`, then what UTF-8 cannot hold as its
    escape, as `write_atomically` writes it)."""
    return term_written(as_text(value))


def rows_csv(columns: Sequence[str], rows: Iterable[dict[str, str]]) -> str:
    """Rows as the gradebook's CSV text, under `columns` (a row lacking one: empty there)."""
    out = io.StringIO()
    writer = csv.DictWriter(out, list(columns), restval="")
    writer.writeheader()
    writer.writerows(rows)
    return out.getvalue()


def columns_for(lessons: set[str]) -> list[str]:
    """The gradebook's columns for rows of `lessons`."""
    items = [item for lesson, content in course()["lessons"].items() if lesson in lessons
             for item in content["items"]]
    return ["student", "lesson", "file", "language", "late", "minutes_late", "late_known_by",
            *items, "total", "max", "status", "status_code", "name"]


def gradebook_row(row: Kept, status: str, status_code: str, name: str = "") -> dict[str, str]:
    """A row of the term as the gradebook writes it, its status said as given, its student's
    name where one is known."""
    late, minutes, known_by = row.late
    cells = {"student": as_text(row.student), "lesson": row.lesson, "file": as_text(row.file),
             "language": row.language, "late": late, "minutes_late": minutes,
             "late_known_by": known_by, "status": as_text(status), "status_code": status_code,
             "total": number(row.total), "max": number(row.max) if row.marks else "",
             "name": as_text(name)}
    cells.update({m.item: number(m.score) for m in row.marks})
    return cells


def write_atomically(path: Path, text: str | Iterable[bytes]) -> None:
    """Write a file (its text, or the pieces of its bytes) so that a reader sees the old one or
    the new one, never half of one. What UTF-8 cannot hold (a lone surrogate, which a student
    folder named in bytes that are not UTF-8 becomes) is written as its escape, `\\udcff`, as
    the feedback pages write it."""
    path.parent.mkdir(parents=True, exist_ok=True)
    handle, temporary = tempfile.mkstemp(prefix=f".{path.name}.", dir=path.parent)
    pieces = [text.encode("utf-8", "backslashreplace")] if isinstance(text, str) else text
    try:
        with os.fdopen(handle, "wb") as file:
            file.writelines(pieces)
        os.replace(temporary, path)
    except BaseException:
        with contextlib.suppress(FileNotFoundError):
            os.unlink(temporary)
        raise
