"""Judge a filled-in table cell by cell: right, not yet, or not answered yet.

`check_table(item, answer)` never raises for what a student wrote: a blank, a wrong type, a row too
many or too few all become marks and hints in the verdict. In a notebook the answer is whatever the
student's kernel holds, so it is first copied as plain data (`answers.plain_copy`): a value of its
own class, one nested too deep or one that holds itself is a cell that could not be read, and a
str or int subclass counts only for its real value, whatever its `__eq__` says. The verdict is a
plain record; how it looks in a notebook or a terminal is `mcpnb.display`'s job.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from typing import Any

from mcpnb import answers
from mcpnb.exercises import Column, Property, Table, table
from mcpnb.texts import say


class Mark(StrEnum):
    RIGHT = "right"
    WRONG = "wrong"
    BLANK = "blank"


@dataclass(frozen=True)
class CellVerdict:
    """One answer cell: its mark, what the student wrote, and the hint beside a wrong one."""

    mark: Mark
    answer: Any
    hint: str = ""


@dataclass(frozen=True)
class TableVerdict:
    """A whole table: the given cells, every answer cell's verdict, and notes on its shape."""

    item: str
    title: str
    given_columns: tuple[str, ...]
    answer_columns: tuple[str, ...]
    given: tuple[tuple[Any, ...], ...]
    cells: tuple[tuple[CellVerdict, ...], ...]
    notes: tuple[str, ...] = ()

    @property
    def right(self) -> int:
        return sum(cell.mark is Mark.RIGHT for row in self.cells for cell in row)

    @property
    def total(self) -> int:
        return sum(len(row) for row in self.cells)

    @property
    def answered(self) -> bool:
        return any(cell.mark is not Mark.BLANK for row in self.cells for cell in row)

    def _repr_html_(self) -> str:
        from mcpnb.display import table_html

        return table_html(self)

    def __str__(self) -> str:
        from mcpnb.display import table_text

        return table_text(self)

    def _repr_pretty_(self, printer: Any, cycle: bool) -> None:
        printer.text(str(self))


def check_table(item: str, answer: Any) -> TableVerdict:
    """Judge a student's answer to a fill-in table, cell by cell."""
    spec = table(item)
    try:
        return _check(spec, answers.plain_copy(answer))
    except Exception:
        # The last resort of the promise never to raise for a student's answer: plain data that
        # a reader still cannot take becomes a verdict that says so, not a traceback in the cell.
        cells = tuple(
            tuple(CellVerdict(Mark.WRONG, answers.UNREADABLE) for _ in spec.columns)
            for _ in spec.expected
        )
        return _verdict(spec, cells, [say("table.unreadable")])


def _check(spec: Table, answer: Any) -> TableVerdict:
    """The verdict on an answer already copied as plain data."""
    width = len(spec.columns)
    notes: list[str] = []
    rows: list[Any]
    if answers.is_blank(answer):
        rows = [Ellipsis] * len(spec.expected)
    elif isinstance(answer, dict):  # keyed by the first given column, e.g. {"buffer": ...}
        rows = [answer.get(given[0], Ellipsis) for given in spec.given]
    elif isinstance(answer, list | tuple):
        rows = list(answer)
    else:
        rows = []
        notes.append(say("table.not-a-list"))
    if rows and len(rows) != len(spec.expected):
        notes.append(say("table.rows", expected=len(spec.expected), got=len(rows)))
    cells = []
    for index, expected in enumerate(spec.expected):
        row = rows[index] if index < len(rows) else Ellipsis
        written = _cells_of(row, width)
        if written is None:
            names = ", ".join(c.name for c in spec.columns)
            notes.append(say("table.row-shape", n=width, names=names))
            written = (row,) + (Ellipsis,) * (width - 1)
        cells.append(
            tuple(_judge(c, w, e) for c, w, e in zip(spec.columns, written, expected, strict=True))
        )
    return _verdict(spec, tuple(cells), notes)


def _verdict(
    spec: Table, cells: tuple[tuple[CellVerdict, ...], ...], notes: list[str]
) -> TableVerdict:
    return TableVerdict(
        spec.item,
        spec.title,
        spec.given_columns,
        tuple(c.name for c in spec.columns),
        spec.given,
        cells,
        tuple(dict.fromkeys(notes)),
    )


def _cells_of(row: Any, width: int) -> tuple[Any, ...] | None:
    """The cells of one row, or None when the row does not have the table's width."""
    if answers.is_blank(row):
        return (Ellipsis,) * width
    if width == 1:
        return (row,)
    if isinstance(row, tuple | list) and len(row) == width:
        return tuple(row)
    return None


def _judge(column: Column, written: Any, expected: Any) -> CellVerdict:
    if answers.is_blank(written):
        return CellVerdict(Mark.BLANK, written)
    if not answers.is_plain(written):
        return CellVerdict(Mark.WRONG, written, say("table.not-plain", depth=answers.PLAIN_DEPTH))
    if isinstance(expected, Property):
        right = expected.test(written)
    else:
        read = column.read(written)
        right = read is not answers.UNREADABLE and answers.json_equal(read, expected)
    if right:
        return CellVerdict(Mark.RIGHT, written)
    return CellVerdict(Mark.WRONG, written, column.hint)


def score(verdict: TableVerdict, points: float) -> float:
    """Partial credit: the item's points shared equally among its cells."""
    return round(points * verdict.right / verdict.total, 2) if verdict.total else 0.0
