"""The grading record: everything a class's report needs, beside the gradebook, in no language.

`mcpnb grade --out gradebook.csv` writes `gradebook.record.jsonl` too: JSON Lines, one object per
line, its keys sorted, the submissions in the gradebook's order, so the same files give the same
bytes. Each object has `record` (what it is), `student`, `file` (the notebook's name: with the
student, it names the submission) and `lesson`, and then:

- `submission`: `language` (its edition's), `status_code` (`later-file` names the earlier files
  of the same lesson it was graded in place of, in its status), `total`, `max`, `late`,
  `minutes_late` and `late_known_by` (as the gradebook's columns);
- `item`: `item`, `kind`, `points`, `score` and, for an exercise whose running code carried
  the course's own, `carried` (where each of its functions is defined: `mcpnb.content.reference`),
  and, for a mark the teacher changed, `override` (`reason`, and the score the grader `graded`);
- `cell`, one per answer cell of a table: `item`, `row` and `column` (its answer columns
  counted from 1: the table's words are the edition's, its numbers are every edition's),
  `answer` (what the student wrote, as Python shows it), `meaning` (what it means as its column
  reads it, the same for 'heredada' and 'Legacy'; "" where it could not be read), `mark`
  (`right`, `wrong`, `blank`), `hint` (the key of the hint a wrong cell got, or "") and
  `hint_values` (what that hint names, each value `mcpnb.texts.as_json`'s: `{"value": ...}`, or
  `{"sentence": key, "values": {...}, "then": [...]}` for a phrase said with it);
- `finding`, one per behaviour of a server or property of a function: `item`, `finding` (its
  id), `verdict` (`passed`, `failed`, `not judged`, `skipped`) and `values` (what its words
  name: the client, a bound, the versions asked; never the student's answer);
- `code`, one per server or function exercise handed in: `item` and `source`, the student's code.

Nothing in it is an answer the student did not write: no expected value, no hint's words (a
hint's values come from the given cells and the student's own answer, never from what is right).
"""

from __future__ import annotations

import json
from collections.abc import Iterator, Sequence
from typing import Any

from mcpnb.grade.grading import Graded, ItemGrade
from mcpnb.judge.report import Report
from mcpnb.judge.tables.verdict import TableVerdict, shown
from mcpnb.records import record_path
from mcpnb.records import record_text as _text
from mcpnb.term import Kept, written
from mcpnb.texts import as_json

__all__ = ["record_lines", "record_path", "record_text", "row_record"]


def _item_lines(who: dict[str, Any], grade: ItemGrade) -> Iterator[dict[str, Any]]:
    item = {**who, "item": grade.item}
    verdict = grade.verdict
    carried = list(verdict.carried) if isinstance(verdict, Report) and verdict.carried else None
    changed = grade.changed
    yield {**item, "record": "item", "kind": grade.kind, "points": grade.points,
           "score": grade.score, **({"carried": carried} if carried else {}),
           **({"override": {"reason": changed[0], "graded": changed[1]}} if changed else {})}
    if isinstance(verdict, TableVerdict):
        for row, cells in enumerate(verdict.cells, 1):
            for column, cell in enumerate(cells, 1):
                yield {**item, "record": "cell", "row": row, "column": column,
                       "answer": shown(cell.answer),
                       "meaning": "" if cell.meaning is None else shown(cell.meaning),
                       "mark": str(cell.mark), "hint": cell.hint_key,
                       "hint_values": {n: as_json(v) for n, v in cell.hint_values}}
    elif isinstance(verdict, Report):
        for finding in verdict.findings:
            yield {**item, "record": "finding", "finding": finding.id,
                   "verdict": str(finding.verdict), "values": dict(finding.values)}
    if grade.source is not None:
        yield {**item, "record": "code", "source": grade.source}


def record_lines(graded: Sequence[Graded]) -> Iterator[dict[str, Any]]:
    """The record's objects, in the gradebook's order."""
    for g in graded:
        who = {"student": g.student, "file": g.path.name, "lesson": g.lesson or ""}
        late, minutes, known_by = g.late
        yield {**who, "record": "submission", "language": g.language or "",
               "status_code": g.status_code, "total": g.total, "max": g.max,
               "late": late, "minutes_late": minutes, "late_known_by": known_by}
        for grade in g.items:
            yield from _item_lines(who, grade)


def record_text(graded: Sequence[Graded]) -> str:
    """The record of a graded class, as `mcpnb.records` lays a record out."""
    return _text(record_lines(graded))


def row_record(row: Kept, graded: bytes, status_code: str) -> bytes:
    """A row's lines as the record's file holds them: as graded (`graded`, the bytes the term
    keeps: returned as they are where nothing changed, never decoded), with the teacher's
    changes to its items (`override`, and the score and total they make) and its status code
    as the term's other rows make it (`mcpnb.grade.views.remarks`)."""
    changed = {m.item: m.changed for m in row.marks if m.changed is not None}
    if not changed and status_code == row.status_code:
        return graded
    lines = [json.loads(line) for line in graded.decode().splitlines() if line.strip()]
    scores = {m.item: m.score for m in row.marks}
    for line in lines:
        if line.get("record") == "submission":
            line.update(status_code=status_code, total=row.total)
        elif line.get("record") == "item" and (change := changed.get(line.get("item", ""))):
            line.update(score=scores[line["item"]],
                        override={"reason": change[0], "graded": change[1]})
    return written(_text(lines)).encode()
