"""A gradebook written by an mcpnb before the term had a database (its CSV, and the record
beside it), kept as the term's when the database is made: each student's name as the record
kept it (as handed in), each mark changed by hand as an override of the term's, each status as
the file said it then. Such rows have no feedback parts: their pages stay as they were."""

from __future__ import annotations

import csv
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

from mcpnb import records
from mcpnb.course import course
from mcpnb.term.rows import Kept, Mark, Override, TermError, written

# commit(row): keep a row in the term; add(override, source): keep a mark changed by hand.
Commit = Callable[[Kept], object]
Add = Callable[[Override, str], None]


def imported(commit: Commit, add: Add, gradebook: Path) -> int:
    """Keep as the term's the rows of a gradebook file written before the term had a database,
    with the record beside it: each student's name as the record kept it (as handed in), each
    mark changed by hand as an override of the term's, each status as the file said it then
    (they have no feedback parts: their pages stay as they were). A file without its record
    gives what it holds: the names, the marks, the statuses. How many rows were imported."""
    record = records.record_path(gradebook)
    try:
        with gradebook.open(encoding="utf-8", newline="") as file:
            table = list(csv.DictReader(file))
        lines = records.read_lines(record) if record.is_file() else []
    except (OSError, UnicodeDecodeError, csv.Error, ValueError) as error:
        raise TermError(f"cannot import {gradebook}, written before the term had a database: "
                        f"{error}") from None
    if table and not {"student", "lesson", "total"} <= set(table[0]):
        raise TermError(f"{gradebook} is no gradebook of `mcpnb grade`: it has no student, "
                        "lesson and total columns")
    said = {(row["student"], row["lesson"], row.get("file", "")): row for row in table}
    source = f"imported from {gradebook.name}"
    groups = _submissions(lines)
    try:
        for first, others in groups:
            key = (written(records.as_text(first["student"])), first["lesson"],
                   written(records.as_text(first["file"])))
            _import_group(commit, add, first, others, said.pop(key, None), source)
        for row in said.values() if not groups else ():  # a gradebook with no record beside it
            _import_row(commit, row)
    except (KeyError, TypeError, ValueError, AttributeError) as error:
        raise TermError(f"cannot import {gradebook}, written before the term had a database: "
                        f"a row or a line of its record is not as mcpnb writes them "
                        f"({type(error).__name__}: {error})") from None
    return len(groups) or len(said)


def _submissions(lines: Sequence[dict[str, Any]]) -> list[tuple[dict[str, Any],
                                                                list[dict[str, Any]]]]:
    """A record's lines, each submission's line with the lines after it that are its own."""
    groups: list[tuple[dict[str, Any], list[dict[str, Any]]]] = []
    for line in lines:
        if line.get("record") == "submission":
            groups.append((line, []))
        elif groups:
            groups[-1][1].append(line)
    return groups


def _import_group(commit: Commit, add: Add, first: dict[str, Any], others: list[dict[str, Any]],
                  row: dict[str, str] | None, source: str) -> None:
    student, lesson = str(first["student"]), str(first.get("lesson", ""))
    marks = []
    for line in others:
        if line.get("record") != "item":
            continue
        change = line.pop("override", None)
        if isinstance(change, dict):
            add(Override(student, lesson, line["item"], line["score"],
                                         str(change.get("reason", ""))), source)
            line["score"] = change.get("graded", line["score"])
        marks.append(Mark(line["item"], line.get("kind", ""), line["points"], line["score"]))
    first["total"] = round(sum(m.score for m in marks), 2)
    code = str(first.get("status_code", "ok"))
    status = row["status"] if row is not None else code
    commit(Kept(
        student, lesson, str(first["file"]), str(first["file"]), tuple(marks),
        () if code == "ok" else ({"value": status},), code, str(first.get("language", "")),
        ran=not records.STOPPED_CODES.intersection(code.split(";")),
        late=(str(first.get("late", "")), str(first.get("minutes_late", "")),
              str(first.get("late_known_by", ""))),
        record=records.record_text([first, *others])))


def _import_row(commit: Commit, row: dict[str, str]) -> None:
    """A gradebook file's row, with no record: its student's name as the file writes it, less
    the quote it put before one a spreadsheet would take for a formula."""
    student = row["student"]
    if student[:1] == "'" and student[1:2] in ("=", "+", "-", "@", "\t", "\r", "'"):
        student = student[1:]
    lesson = row["lesson"]
    items = course()["lessons"].get(lesson, {}).get("items", {})
    marks = tuple(Mark(item, spec["kind"], float(spec["points"]), float(row[item]))
                  for item, spec in items.items() if row.get(item, "") not in ("", None))
    code = row.get("status_code") or "ok"
    commit(Kept(student, lesson, row.get("file", ""), row.get("file", ""), marks,
                     () if code == "ok" else ({"value": row.get("status", code)},), code,
                     row.get("language", ""), late=(row.get("late", ""),
                                                    row.get("minutes_late", ""),
                                                    row.get("late_known_by", ""))))
