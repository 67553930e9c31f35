"""How one filled-in cell is read: what a student may write for the same meaning.

Each reader takes what the student wrote and returns it in one canonical form, or `UNREADABLE`
when it cannot mean any answer of that column. Readers never raise for a student's input. A blank
(`...`, the student edition's placeholder) is told apart before any reader runs.
"""

from __future__ import annotations

import json
import math
from collections.abc import Callable
from typing import Any, Final

from mcpnb import protocol


class _Unreadable:
    def __repr__(self) -> str:
        return "UNREADABLE"


UNREADABLE: Final = _Unreadable()

# What a student may write for "no reply" or "no message" (compared in lower case).
NOTHING_WORDS = frozenset(
    {"nothing", "no reply", "none", "-", "\u2014", "no message", "no messages"}
)
NOTHING = "nothing"

Reader = Callable[[Any], Any]


def is_blank(value: Any) -> bool:
    """True for a cell the student has not filled in yet."""
    return value is Ellipsis


def is_nothing(value: Any) -> bool:
    return isinstance(value, str) and value.strip().lower() in NOTHING_WORDS


def read_text(value: Any) -> Any:
    """Text exactly as written: a buffer holds these very characters."""
    return value if isinstance(value, str) else UNREADABLE


def read_json(value: Any) -> Any:
    """A JSON value, written as JSON text or as the Python value it stands for."""
    if isinstance(value, str):
        try:
            return json.loads(value)
        except ValueError:
            return UNREADABLE
    return _plain(value)


def _plain(value: Any) -> Any:
    """A Python value as the JSON it stands for: tuples are arrays, None is null."""
    if isinstance(value, tuple | list):
        return [_plain(v) for v in value]
    if isinstance(value, dict) and all(isinstance(k, str) for k in value):
        return {k: _plain(v) for k, v in value.items()}
    if value is None or isinstance(value, bool | int | str):
        return value
    if isinstance(value, float) and math.isfinite(value):
        return value
    return UNREADABLE


def read_messages(value: Any) -> Any:
    """A list of messages, each compared as JSON; one message alone, or "nothing", also reads."""
    if value is None or is_nothing(value) or value == "":
        return []
    items = value if isinstance(value, list | tuple) else [value]
    messages = [read_json(item) for item in items]
    return UNREADABLE if any(m is UNREADABLE for m in messages) else messages


def read_code(value: Any) -> Any:
    """An error code as an int (-32700, "-32700"), or NOTHING for no reply."""
    if is_nothing(value):
        return NOTHING
    if isinstance(value, str):
        try:
            value = int(value.strip())
        except ValueError:
            return UNREADABLE
    if isinstance(value, int) and not isinstance(value, bool):
        return value
    return UNREADABLE


def read_id(value: Any) -> Any:
    """An id exactly as JSON carries it: 5 is not "5"; None is null; or NOTHING for no reply."""
    if is_nothing(value):
        return NOTHING
    if value is None or protocol.is_id(value):
        return value
    return UNREADABLE


def read_choice(choices: tuple[str, ...]) -> Reader:
    """One of a few stated codes, in any case and with any spaces around it."""
    by_lower = {c.lower(): c for c in choices}

    def read(value: Any) -> Any:
        if isinstance(value, str):
            return by_lower.get(" ".join(value.split()).lower(), UNREADABLE)
        return UNREADABLE

    return read


def json_equal(a: Any, b: Any) -> bool:
    """Equal as JSON values: 5 equals 5.0, but true is not 1 and "5" is not 5."""
    if isinstance(a, bool) or isinstance(b, bool):
        return type(a) is type(b) and a == b
    if isinstance(a, int | float) and isinstance(b, int | float):
        return a == b
    if isinstance(a, list) and isinstance(b, list):
        return len(a) == len(b) and all(json_equal(x, y) for x, y in zip(a, b, strict=True))
    if isinstance(a, dict) and isinstance(b, dict):
        return a.keys() == b.keys() and all(json_equal(a[k], b[k]) for k in a)
    return type(a) is type(b) and bool(a == b)
