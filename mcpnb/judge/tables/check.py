"""Judge a filled-in table cell by cell: right, not yet, or not answered yet.

`check_table(item, answer)` never raises for what a student wrote: a blank, a wrong type, a row too
many or too few all become marks and hints in the verdict. In a notebook the answer is whatever the
student's kernel holds, so it is first copied as plain data (`answers.plain_copy`): a value of its
own class, one nested too deep or one that holds itself is a cell that could not be read, and a
str or int subclass counts only for its real value, whatever its `__eq__` says. The verdict, and how
it looks in a notebook or a terminal, is `mcpnb.judge.tables.verdict`.

A wrong cell's hint is the one its belief names (`mcpnb.judge.tables.beliefs`). No hint shows
twice in one table: a cell that would repeat one already shown gets the hint's second wording, or a
pointer to the cell that showed it first. A JavaScript `null`, `true` or `false` is wrong wherever
it stands, and its hint says how Python writes it.
"""

from __future__ import annotations

import dataclasses
import sys
from typing import Any

from mcpnb.judge import answers, literal
from mcpnb.judge.answers import UNREADABLE, JavaScriptName, javascript_name, json_equal
from mcpnb.judge.literal import Unparsable
from mcpnb.judge.registry import table
from mcpnb.judge.tables.beliefs import same_id
from mcpnb.judge.tables.spec import Belief, Cell, CellProperty, Table
from mcpnb.judge.tables.verdict import CellVerdict, Mark, TableVerdict
from mcpnb.texts import has, say


def check_table(item: str, answer: Any) -> TableVerdict:
    """Judge a student's answer to a fill-in table, cell by cell. In a notebook, the answer
    judged is the one the grader will read from the cell that gave it its value
    (`as_graded`): a value the kernel holds but no literal in that cell says is refused here
    as the grader refuses it, in its words."""
    spec = table(item)
    graded, name = as_graded(item, answer)
    if type(graded) is Unparsable:  # type(), not isinstance(): a hostile __class__ may raise
        return _unreadable(spec, graded.why)
    try:
        verdict = _check(spec, answers.plain_copy(graded))
        if name is not None and _differs(graded, answer):
            # another cell changed the value after its answer cell gave it: the grader, and so
            # this check, read the answer cell
            verdict = dataclasses.replace(verdict, notes=(
                *verdict.notes, say("table.kernel-differs", name=name)))
        return verdict
    except Exception:
        # The last resort of the promise never to raise for a student's answer: plain data that
        # a reader still cannot take becomes a verdict that says so, not a traceback in the cell.
        return _unreadable(spec, say("table.unreadable"))


def _unreadable(spec: Table, why: str) -> TableVerdict:
    cells = tuple(tuple(CellVerdict(Mark.WRONG, answers.UNREADABLE) for _ in spec.columns)
                  for _ in spec.expected)
    return _verdict(spec, cells, [why])


# The kernel's inputs searched, newest first, for the cell that gave the checked name its value.
SEARCHED_INPUTS = 200


def as_graded(item: str, answer: Any) -> tuple[Any, str | None]:
    """`answer` as the grader will read it (`mcpnb.judge.literal`), and the name it was read
    as: in IPython, the value that the last cell run which assigns the name the current cell
    checks gives it, from its source (an `Unparsable` if it is not plain values); `answer`
    itself (and None) outside IPython, or where no such cell is found (a name given its value
    by other means: the grader reads the answer cell, and says why it cannot)."""
    # A kernel has imported IPython already; the grader and a script have not, and must not
    # pay its import (0.3 s) to learn that they are no kernel.
    ipython = sys.modules.get("IPython")
    shell = ipython.get_ipython() if ipython is not None else None
    inputs = shell.user_ns.get("In") if shell is not None else None
    if not isinstance(inputs, list) or not inputs:
        return answer, None
    current = literal.parse(str(inputs[-1]))
    name = None if isinstance(current, Unparsable) else literal.checked_name(current, item)
    if name is None:
        return answer, None
    for source in reversed(inputs[-SEARCHED_INPUTS:]):
        tree = literal.parse(str(source))
        if not isinstance(tree, Unparsable) and literal.assigns(tree, name):
            return literal.value_of(tree, name), name
    return answer, None


def _differs(graded: Any, held: Any) -> bool:
    """Whether the kernel holds another value than the answer cell says (each read as plain
    data; a value that cannot be read so is left to the verdict, which says why)."""
    try:
        return bool(answers.plain_copy(graded) != answers.plain_copy(held))
    except Exception:
        return False


def _check(spec: Table, answer: Any) -> TableVerdict:
    """The verdict on an answer already copied as plain data."""
    width = len(spec.columns)
    notes: list[str] = []
    rows: list[Any]
    if answers.is_blank(answer):
        rows = [Ellipsis] * len(spec.expected)
    elif isinstance(answer, dict):  # keyed by the first given column, e.g. {"buffer": ...}
        # under the row's label or its English, in any language of the course: {"búfer": ...}
        # and {"buffer": ...} on a Spanish page (a key written twice: the first)
        keyed: dict[Any, Any] = {}
        for key, value in answer.items():
            keyed.setdefault(answers.key_word_in_english(key), value)
        rows = [keyed.get(answers.key_word_in_english(given[0]), Ellipsis)
                for given in spec.given]
    elif isinstance(answer, list | tuple):
        rows = list(answer)
    else:
        rows = []
        name = javascript_name(answer)
        notes.append(say("table.not-a-list") if name is None else _javascript(name).text())
    if rows and len(rows) != len(spec.expected):
        notes.append(say("table.rows", expected=len(spec.expected), got=len(rows)))
    written_rows = []
    for index in range(len(spec.expected)):
        row = rows[index] if index < len(rows) else Ellipsis
        written = _cells_of(row, width)
        if written is None:
            names = ", ".join(c.name for c in spec.columns)
            notes.append(say("table.row-shape", n=width, names=names))
            written = (row,) + (Ellipsis,) * (width - 1)
        written_rows.append(written)
    read_rows = [
        tuple(_read(c.read, w) for c, w in zip(spec.columns, written, strict=True))
        for written in written_rows
    ]
    against = {column: _judged_against(spec, column, written_rows, read_rows)
               for column, c in enumerate(spec.columns) if c.judged_by is not None}
    judged = [
        [_judge(spec, row, column, written_rows, read_rows, against) for column in range(width)]
        for row in range(len(spec.expected))
    ]
    notes += _order_notes(spec, written_rows, read_rows)
    return _verdict(spec, _with_hints(spec, judged, read_rows), notes)


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


def _read(read: answers.Reader, written: Any) -> Any:
    """A cell as its column reads it; UNREADABLE for a blank or for what no reader may take."""
    if answers.is_blank(written) or not answers.is_plain(written):
        return UNREADABLE
    if javascript_name(written) is not None:
        return UNREADABLE
    return read(written)


def _javascript(name: JavaScriptName) -> Belief:
    return Belief(f"answer.javascript-{name.name}")


Judged = tuple[Mark, Any, Belief | None]


# For a column judged by another: the row each answer row is judged against, or, for a row
# that names one an earlier row has taken, the earlier row (as `Repeated`).
Against = dict[int, list["int | Repeated"]]


class Repeated(int):
    """An answer row naming an expected row that an earlier answer row already took: the
    earlier row's index. Its cell is wrong, whatever it says: each expected row is judged
    against one answer row at most, so a right pair written in every row earns what it earns
    once."""


def _judge(
    spec: Table, row: int, column: int, written_rows: list[tuple[Any, ...]],
    read_rows: list[tuple[Any, ...]], against_rows: Against,
) -> Judged:
    """A cell's mark, what was written, and the belief of a wrong one."""
    written = written_rows[row][column]
    if answers.is_blank(written):
        return Mark.BLANK, written, None
    if (name := javascript_name(written)) is not None:
        return Mark.WRONG, written, _javascript(name)
    if (part := answers.not_a_value(written)) is not None:
        return Mark.WRONG, written, Belief("table.not-a-value", {"written": part.written})
    if not answers.is_plain(written):
        return Mark.WRONG, written, Belief("table.not-plain", {"depth": answers.PLAIN_DEPTH})
    against = against_rows[column][row] if column in against_rows else row
    if isinstance(against, Repeated):
        return Mark.WRONG, written, Belief("table.row-repeated", {"first": int(against) + 1})
    expected = spec.expected[against][column]
    fallback = Belief(spec.columns[column].hint)
    if isinstance(expected, CellProperty):
        if expected.test(written):
            return Mark.RIGHT, written, None
        return Mark.WRONG, written, expected.belief(written) or fallback
    read = read_rows[row][column]
    if read is not UNREADABLE and json_equal(read, expected):
        return Mark.RIGHT, written, None
    belief = spec.columns[column].belief
    if belief is None:
        return Mark.WRONG, written, fallback
    cell = Cell(written, read, expected, spec.facts_of(against),
                tuple(r[column] for r in read_rows), row, spec, read_rows[row])
    return Mark.WRONG, written, belief(cell) or fallback


def _judged_against(
    spec: Table, column: int, written_rows: list[tuple[Any, ...]],
    read_rows: list[tuple[Any, ...]],
) -> list[int | Repeated]:
    """The row each answer row's cell in `column` is judged against: the one its row names in
    the column it is judged by (a reason goes with the reply whose id stands beside it,
    wherever it stands, and even when that id is written as text), else its own. Each expected
    row is taken once: first by the rows that name one, in reading order, then by the rows
    that name none, each its own; a row that finds its row taken is `Repeated`."""
    by = spec.columns[column].judged_by
    assert by is not None
    taken: dict[int, int] = {}  # an expected row: the answer row that took it
    found: dict[int, int | Repeated] = {}
    unnamed = []
    for row, (read_row, written_row) in enumerate(zip(read_rows, written_rows, strict=True)):
        named = _named(spec, by, read_row[by], written_row[by])
        if not named:
            unnamed.append(row)
            continue
        free = [i for i in named if i not in taken]
        found[row] = free[0] if free else Repeated(taken[named[0]])
        if free:
            taken[free[0]] = row
    for row in unnamed:
        found[row] = Repeated(taken[row]) if row in taken else row
        taken.setdefault(row, row)
    return [found[row] for row in range(len(read_rows))]


def _named(spec: Table, by: int, read: Any, written: Any) -> list[int]:
    """The expected rows an answer's cell in column `by` names: those it equals as read, else
    those whose id it is loosely (`same_id`); none for a blank cell."""
    if answers.is_blank(written):
        return []
    rows = list(enumerate(spec.expected))
    exact = [i for i, expected in rows
             if read is not UNREADABLE and json_equal(expected[by], read)]
    return exact or [i for i, expected in rows
                     if answers.is_plain(written) and same_id(written, expected[by])]


def _order_notes(
    spec: Table, written_rows: list[tuple[Any, ...]], read_rows: list[tuple[Any, ...]]
) -> list[str]:
    """Where the student's order first differs from the right one, in a column others are
    judged by."""
    if spec.order_note is None:
        return []
    notes = []
    for by in sorted({c.judged_by for c in spec.columns if c.judged_by is not None}):
        for row, expected in enumerate(spec.expected):
            if answers.is_blank(written_rows[row][by]):
                continue
            if not json_equal(read_rows[row][by], expected[by]):
                notes.append(say(spec.order_note, row=row + 1))
                break
    return notes


def _with_hints(spec: Table, judged: list[list[Judged]],
                read_rows: list[tuple[Any, ...]]) -> tuple[tuple[CellVerdict, ...], ...]:
    """The cells with their hints, read in reading order, so that no hint shows twice: a hint
    already shown gives way to its second wording (`<key>.again`) or to a pointer to where it
    was first shown, each naming that cell and how many cells now share it. Each cell keeps
    what it means as read (`CellVerdict.meaning`)."""
    shown: dict[str, tuple[int, str, int]] = {}  # a hint: its first row and column, and how often
    cells = []
    for row, judged_row in enumerate(judged):
        verdicts = []
        for column, (mark, written, belief) in zip(spec.columns, judged_row, strict=True):
            hint = ""
            if belief is not None:
                hint = belief.text()
                if hint in shown:
                    first_row, first_column, count = shown[hint]
                    shown[hint] = (first_row, first_column, count + 1)
                    again = f"{belief.key}.again"
                    key = again if has(again) else "hint.again"
                    hint = say(key, **belief.values, row=first_row + 1, column=first_column,
                               count=count + 1)
                else:
                    shown[hint] = (row, column.name, 1)
            key, values = ("", ()) if belief is None else (
                belief.key, tuple(belief.values.items()))
            read = read_rows[row][spec.columns.index(column)]
            meaning = None if read is UNREADABLE or mark is Mark.BLANK else read
            verdicts.append(CellVerdict(mark, written, hint, key, values, meaning))
        cells.append(tuple(verdicts))
    return tuple(cells)


def score(verdict: TableVerdict, points: float) -> float:
    """Partial credit: the item's points shared equally among its cells."""
    return round(points * verdict.right / verdict.total, 2) if verdict.total else 0.0
