"""A table's verdict, and how it looks: HTML for JupyterLab, plain text everywhere else.

Everything here is a pure function of a verdict, with no ids, times or paths, so a notebook shows
the same output on every run and nbval can compare it.
"""

from __future__ import annotations

import html
import math
from collections.abc import Iterator
from dataclasses import dataclass
from enum import StrEnum
from typing import Any

from mcpnb import palette
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
    hint_key: str = ""  # its belief (`beliefs`), in no language: for the class report
    hint_values: tuple[tuple[str, Any], ...] = ()  # what the belief's hint names
    # What the cell means, as its column reads it ('heredada' and 'Legacy' alike: the legacy era),
    # None where it could not be read: wrong answers are counted by meaning, across spellings.
    meaning: Any = None


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
        return table_html(self)

    def __str__(self) -> str:
        return table_text(self)

    def _repr_pretty_(self, printer: Any, cycle: bool) -> None:
        printer.text(str(self))

SYMBOLS = {Mark.RIGHT: "\u2713", Mark.WRONG: "\u2717", Mark.BLANK: "\u00b7"}
COLOURS = {Mark.RIGHT: palette.RIGHT, Mark.WRONG: palette.WRONG, Mark.BLANK: palette.ASIDE}
MARK_WORDS = {Mark.RIGHT: "mark.right", Mark.WRONG: "mark.wrong", Mark.BLANK: "mark.blank"}


# A cell shows this many characters of its value, then an ellipsis: the longest answer of the
# teacher editions takes about 270, and a longer one would only push the table off the page.
SHOWN_CHARS = 500
# An int of at most this many bits has at most 603 digits, which Python turns into text even at
# its strictest limit (640 digits; `sys.set_int_max_str_digits`).
SHOWN_INT_BITS = 2000


def shown(value: Any) -> str:
    """A cell's value as the student would write it in Python, cut after `SHOWN_CHARS`.

    Only as much of the value is read as is shown, so a huge int, a long string or a list nested
    a thousand deep shows its beginning and an ellipsis, neither raising nor filling the page. A
    set's members are sorted, so that the same value looks the same in every process.
    """
    if value is Ellipsis:
        return "..."
    text = ""
    for piece in _pieces(value):
        text += piece
        if len(text) > SHOWN_CHARS:
            return text[:SHOWN_CHARS] + "\u2026"
    return text


@dataclass(frozen=True)
class _Value:
    """A value still to be shown, among the literal text of its container's repr."""

    value: Any


def _pieces(value: Any) -> Iterator[str]:
    """`repr(value)`, piece by piece, each container opened only when its turn comes.

    The containers being shown are a stack here rather than a recursion, so no depth of nesting
    reaches Python's recursion limit; a reader that stops reads no further into the value.
    """
    todo: list[Iterator[str | _Value]] = [iter([_Value(value)])]
    while todo:
        part = next(todo[-1], None)
        if part is None:
            todo.pop()
        elif isinstance(part, str):
            yield part
        else:
            todo.append(_parts(part.value))


def _parts(value: Any) -> Iterator[str | _Value]:
    """The text of a plain value, or a container's brackets and separators around its members."""
    kind = type(value)
    if kind is list or kind is tuple:
        yield "[" if kind is list else "("
        yield from _members(value)
        yield "]" if kind is list else ",)" if len(value) == 1 else ")"
    elif kind is dict:
        yield "{"
        for number, (key, member) in enumerate(value.items()):
            yield from (", " if number else "", _Value(key), ": ", _Value(member))
        yield "}"
    elif kind is set or kind is frozenset:
        if not value:
            yield f"{kind.__name__}()"
            return
        yield "{" if kind is set else "frozenset({"
        yield from _members(_sorted(value))
        yield "}" if kind is set else "})"
    else:
        yield _scalar(value)


def _members(values: Any) -> Iterator[str | _Value]:
    for number, member in enumerate(values):
        yield from (", " if number else "", _Value(member))


def _sorted(members: set[Any] | frozenset[Any]) -> list[Any]:
    """A set's members in an order of their own, not of their hashes (a str's changes with each
    process): their natural order, or that of how they look where they cannot be compared."""
    try:
        return sorted(members)
    except TypeError:
        return sorted(members, key=shown)


def _scalar(value: Any) -> str:
    """The repr of a value that holds no other, made from no more of it than a cell shows."""
    kind = type(value)
    if issubclass(kind, str):
        return str.__repr__(str.__getitem__(value, slice(SHOWN_CHARS + 1)))
    if issubclass(kind, bytes):
        return bytes.__repr__(bytes.__getitem__(value, slice(SHOWN_CHARS + 1)))
    if kind is int and value.bit_length() > SHOWN_INT_BITS:
        return _leading_digits(value)
    try:
        return repr(value)
    except Exception:  # a value of another kind whose repr fails is still a cell to show
        return f"<{kind.__name__} object>"


def _leading_digits(number: int) -> str:
    """The first digits of a huge int, a few more than a cell shows, without turning the whole
    of it into text: Python refuses that past 4300 digits, and it takes quadratic time."""
    at_least = int((number.bit_length() - 1) * math.log10(2)) + 1  # digits, give or take one
    dropped = at_least - SHOWN_CHARS - 2
    head = (abs(number) >> dropped) // 5**dropped  # floor(abs(number) / 10 ** dropped)
    return ("-" if number < 0 else "") + str(head)


def score_line(verdict: TableVerdict) -> str:
    return say("table.score", right=verdict.right, total=verdict.total)


def table_text(verdict: TableVerdict) -> str:
    lines = [f"{verdict.title}: {score_line(verdict)}"]
    lines += [f"  ! {note}" for note in verdict.notes]
    for number, (given, cells) in enumerate(zip(verdict.given, verdict.cells, strict=True), 1):
        lines.append(f"  {say('table.row', number=number)}: " + ", ".join(
            f"{name} {shown(value)}" for name, value in zip(verdict.given_columns, given,
                                                         strict=True)))
        for name, cell in zip(verdict.answer_columns, cells, strict=True):
            mark = f"{SYMBOLS[cell.mark]} {say(MARK_WORDS[cell.mark])}"
            lines.append(f"    {name}: {shown(cell.answer)}  {mark}")
            if cell.hint:
                lines.append(f"      {say('report.hint')}: {cell.hint}")
    return "\n".join(lines)


def _td(text: str, style: str = "") -> str:
    attribute = f' style="{style}"' if style else ""
    return f"<td{attribute}>{text}</td>"


def table_html(verdict: TableVerdict) -> str:
    cell_style = "text-align:left;vertical-align:top;font-family:monospace;white-space:pre-wrap"
    head = "".join(
        f"<th style='text-align:left'>{html.escape(name)}</th>"
        for name in verdict.given_columns + verdict.answer_columns
    )
    body = []
    for given, cells in zip(verdict.given, verdict.cells, strict=True):
        row = [_td(html.escape(shown(value)), cell_style) for value in given]
        for cell in cells:
            colour = COLOURS[cell.mark]
            word = html.escape(say(MARK_WORDS[cell.mark]))
            mark = (
                f"<span class='mcpnb-mark-{cell.mark}' style='color:{colour};font-weight:bold'>"
                f"{SYMBOLS[cell.mark]} {word}</span>"
            )
            hint = (
                f"<div style='color:{colour};font-family:sans-serif;white-space:normal'>"
                f"{html.escape(cell.hint)}</div>" if cell.hint else ""
            )
            row.append(_td(f"{html.escape(shown(cell.answer))}<br>{mark}{hint}", cell_style))
        body.append("<tr>" + "".join(row) + "</tr>")
    notes = "".join(f"<p style='color:{palette.NOTE}'>{html.escape(n)}</p>" for n in verdict.notes)
    return (
        f"<div class='mcpnb-table {palette.AS_WRITTEN}' data-item='{html.escape(verdict.item)}'>"
        f"<p><b>{html.escape(verdict.title)}</b>: {html.escape(score_line(verdict))}</p>{notes}"
        f"<table><thead><tr>{head}</tr></thead><tbody>{''.join(body)}</tbody></table></div>"
    )
