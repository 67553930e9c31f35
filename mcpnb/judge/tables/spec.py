"""What a fill-in table is: its given and answer columns, how each cell is read, and the records
its judging passes around (a wrong cell, the belief it shows, a property any right answer has).

Nothing right is typed anywhere in the tables. The given inputs come from the course data
(`data/course.json`) and every expected cell is computed by the reference code
(`mcpnb.judge.tables.lessons`). Where many answers are right (an example of a frame), a cell is
judged by a property instead of compared with one value (`mcpnb.judge.tables.words`).

A wrong cell gets the hint of the *belief* it shows (`mcpnb.judge.tables.beliefs`): the belief that
what was written shows, found by comparing it with what is right and with what the reference code
knows of its row (the `facts`: the kind of a line, the buffer before a chunk, the state after a
request). Each column has a few beliefs and a hint for a mistake none of them names; none says
what is right."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any

from mcpnb.judge import answers
from mcpnb.judge.answers import UNREADABLE, Reader
from mcpnb.servers.handshake import State
from mcpnb.texts import say


@dataclass(frozen=True)
class Belief:
    """The belief a wrong cell shows: the key of its hint in `mcpnb.texts`, and the values the
    hint names. A value it names is taken from the given cells or the student's own answer,
    never from what is right."""

    key: str
    values: Mapping[str, Any] = field(default_factory=dict)

    def text(self) -> str:
        return say(self.key, **self.values)


def said(key: str, **values: Any) -> Belief:
    return Belief(key, values)


def _nothing_to_say(value: Any) -> Belief | None:
    return None


@dataclass(frozen=True)
class CellProperty:
    """Any answer with this property is right; `test` gets the student's value as written, and
    `belief` names the belief behind a value that fails it."""

    test: Callable[[Any], bool]
    belief: Callable[[Any], Belief | None] = _nothing_to_say


@dataclass(frozen=True)
class Cell:
    """A wrong cell, as the reading of its belief sees it."""

    written: Any  # as the student wrote it, copied as plain data
    read: Any  # as its column reads it, or UNREADABLE
    expected: Any  # what is right in this cell
    facts: Mapping[str, Any]  # what the reference code knows of the row it is judged against
    column: tuple[Any, ...]  # the cells of its column on every row, as read
    row: int  # where the cell is, counted from 0
    table: Table
    beside: tuple[Any, ...] = ()  # the cells of its row, as read: what the student built it on


BeliefOfCell = Callable[[Cell], Belief | None]


@dataclass(frozen=True)
class Column:
    """One column the student fills in: how a cell is read, and the belief a wrong one shows.

    `hint` is the key of the hint for a mistake that no belief names. A column `judged_by`
    another is judged against the row that the other column's cell names, wherever the student
    put it: a reason belongs to the reply whose id stands beside it.
    """

    name: str
    read: Reader
    hint: str
    choices: tuple[str, ...] = ()  # the stated codes, for a column answered by choosing one
    belief: BeliefOfCell | None = None
    judged_by: int | None = None


@dataclass(frozen=True)
class Table:
    """A fill-in table: the given columns, the answer columns, and per row the right cells and
    the facts its beliefs compare a wrong cell with."""

    item: str
    title: str
    given_columns: tuple[str, ...]
    columns: tuple[Column, ...]
    given: tuple[tuple[Any, ...], ...]
    expected: tuple[tuple[Any, ...], ...]
    facts: tuple[Mapping[str, Any], ...] = ()
    order_note: str | None = None  # the key of the note that says where an order first differs

    def facts_of(self, row: int) -> Mapping[str, Any]:
        return self.facts[row] if row < len(self.facts) else {}


# --- the tables ------------------------------------------------------------------------------


RESULT = "result"
STATES = tuple(str(state) for state in State)


def read_outcome(value: Any) -> Any:
    """A reply written as "result" (or the edition's word for it) or as its error code."""
    if isinstance(value, str) and answers.in_english(value) == RESULT:
        return RESULT
    code = answers.read_code(value)
    return code if isinstance(code, int) else answers.UNREADABLE


ERA_WORDS = ("modern", "legacy")


def read_era_or_code(value: Any) -> Any:
    """What a client ends with: the era it speaks ("modern", "legacy", or the edition's word for
    it), or the code of the error it stops on."""
    if isinstance(value, str) and answers.in_english(value) in ERA_WORDS:
        return answers.in_english(value)
    code = answers.read_code(value)
    return code if isinstance(code, int) else answers.UNREADABLE


def canonical(value: Any) -> Any:
    """Error data with its list of supported versions in one order: the order carries no meaning."""
    if isinstance(value, dict) and isinstance(value.get("supported"), list):
        return {**value, "supported": sorted(value["supported"], key=str)}
    return value


def read_version_or_data(value: Any) -> Any:
    """A version as text ("2024-11-05"), or error data as JSON or as a Python dict."""
    if isinstance(value, str) and not value.lstrip().startswith("{"):
        return value.strip()
    return canonical(answers.read_json(value))


def read_method(value: Any) -> Any:
    """A method's name as text, or the method of a whole message written as JSON or a dict."""
    if isinstance(value, str) and not value.lstrip().startswith("{"):
        return value.strip() or UNREADABLE
    message = answers.read_json(value)
    if isinstance(message, dict) and isinstance(message.get("method"), str):
        return message["method"]
    return UNREADABLE
