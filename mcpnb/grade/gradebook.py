"""The gradebook: a CSV of one row per submission: the student, the lesson, the file, the edition's
language, whether it was late (`late`: yes, no, or empty where not known; `minutes_late` where a
due time and a time are known; `late_known_by`: `marker` for the platform's own mark, `zip` for
the time its download stored, `file` for the file's own), a column per graded item of every
lesson present (in the course's order), then total, max, status and status_code; written whole or
not at all. The gradebook is the teacher's: its status is in the language spoken where it is
written (`mcpnb grade --lang`), whatever each edition's, and `status_code` in none (`ok`,
`error`, `timeout`, `memory`, ...: `grading.status_code`).
"""

from __future__ import annotations

import contextlib
import csv
import io
import os
import tempfile
from collections.abc import Sequence
from pathlib import Path

from mcpnb.course import course
from mcpnb.grade.grading import Graded
from mcpnb.records import as_text


def gradebook_columns(graded: Sequence[Graded]) -> list[str]:
    """student, lesson, file, language, the lateness columns, every item of every lesson present
    (in course order), total, max, status, status_code."""
    return columns_for({g.lesson for g in graded if g.lesson is not None})


def number(value: float) -> str:
    """A score as a spreadsheet reads it: 6, 4.5, 3.33."""
    return format(round(value, 2), "g")


def written(value: str) -> str:
    """A cell as the gradebook's file holds it (`as_text`, then what UTF-8 cannot hold as its
    escape, as `write_atomically` writes it)."""
    return as_text(value).encode("utf-8", "backslashreplace").decode("utf-8")


def gradebook_csv(graded: Sequence[Graded]) -> str:
    """The gradebook as CSV text: one row per submission, the same text for the same files."""
    return rows_csv(gradebook_columns(graded), gradebook_rows(graded))


def rows_csv(columns: Sequence[str], rows: Sequence[dict[str, str]]) -> str:
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
            *items, "total", "max", "status", "status_code"]


def gradebook_rows(graded: Sequence[Graded]) -> list[dict[str, str]]:
    """Each submission's row, as the gradebook writes it."""
    rows = []
    for g in graded:
        late, minutes, known_by = g.late
        row = {"student": as_text(g.student), "lesson": g.lesson or "",
               "file": as_text(g.path.name), "language": g.language or "", "late": late,
               "minutes_late": minutes, "late_known_by": known_by,
               "status": as_text(g.status_in(None)), "status_code": g.status_code,
               "total": number(g.total), "max": number(g.max) if g.items else ""}
        row.update({i.item: number(i.score) for i in g.items})
        rows.append(row)
    return rows


def write_atomically(path: Path, text: str) -> None:
    """Write a file so that a reader sees the old one or the new one, never half of one. What
    UTF-8 cannot hold (a lone surrogate, which a student folder named in bytes that are not UTF-8
    becomes) is written as its escape, `\\udcff`, as the feedback pages write it."""
    path.parent.mkdir(parents=True, exist_ok=True)
    handle, temporary = tempfile.mkstemp(prefix=f".{path.name}.", dir=path.parent)
    try:
        with os.fdopen(handle, "w", encoding="utf-8", errors="backslashreplace",
                       newline="") as file:
            file.write(text)
        os.replace(temporary, path)
    except BaseException:
        with contextlib.suppress(FileNotFoundError):
            os.unlink(temporary)
        raise


def write_gradebook(graded: Sequence[Graded], out: Path) -> None:
    """Write the gradebook CSV to `out`, atomically."""
    write_atomically(out, gradebook_csv(graded))
