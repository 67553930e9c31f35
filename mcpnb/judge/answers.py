"""How one filled-in cell is read: what a student may write for the same meaning.

Each reader takes what the student wrote and returns it in one canonical form, or `UNREADABLE`
when it cannot mean any answer of that column. Readers never raise for a student's input. A blank
(`...`, the student edition's placeholder) is told apart before any reader runs.

Readers only ever see plain data: `plain_copy` first turns whatever the student's kernel holds into
built-in values, without running any of the student's own code, and puts a `NotPlain` marker in
place of anything else.

A student coming from JavaScript writes `null`, `true` and `false`. A lesson's first cell imports
the three names from mcpnb, so such a cell runs, and its check says how Python writes them; they
are kept as they are by `plain_copy`, and no reader takes them, so no cell holding one is right.

The course's answer words (`nothing`, `waiting`, `at once`) are read in every language of the
course as well as in English: `nada`, `wartend`, `enseguida`.
"""

from __future__ import annotations

import json
import math
from collections.abc import Callable
from dataclasses import dataclass
from functools import cache
from typing import Any, Final

from mcpnb.protocol import jsonrpc
from mcpnb.texts import LANGUAGES, catalogue


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


class JavaScriptName:
    """`null`, `true` or `false`: what JavaScript writes for Python's None, True and False.

    Each is one of a kind, equal only to itself and shown as its JavaScript name, so a check can
    find it anywhere in an answer and answer it with a hint instead of a NameError.
    """

    __slots__ = ("name", "python")

    def __init__(self, name: str, python: str) -> None:
        self.name = name  # as JavaScript writes it
        self.python = python  # as Python writes it

    def __repr__(self) -> str:
        return self.name

    def __reduce__(self) -> str:
        return self.name  # pickled by name: the module's own one comes back


null: Final = JavaScriptName("null", "None")
true: Final = JavaScriptName("true", "True")
false: Final = JavaScriptName("false", "False")
JAVASCRIPT_NAMES: Final = {name.name: name for name in (null, true, false)}


def javascript_name(value: Any) -> JavaScriptName | None:
    """The first `null`, `true` or `false` in a plain copy, in reading order, or None."""
    found: JavaScriptName | None = _first_inside(value, _is_javascript_name)
    return found


@dataclass(frozen=True)
class NotAValue:
    """A part of an answer cell that Python cannot read as a value on its own (a word without
    its quotes, a call): kept as it is written, so that the cell holding it alone is wrong and
    says so, and every other cell of the table is judged (`mcpnb.judge.literal.value_of`)."""

    written: str

    def __repr__(self) -> str:
        return self.written


def not_a_value(value: Any) -> NotAValue | None:
    """The first part of a plain copy that is `NotAValue`, in reading order, or None."""
    found: NotAValue | None = _first_inside(value, lambda part: type(part) is NotAValue)
    return found


def _first_inside(value: Any, test: Callable[[Any], bool]) -> Any:
    """The first part of a plain copy (itself, or inside it, in reading order) that passes
    `test`, or None."""
    if test(value):
        return value
    if isinstance(value, dict):
        inside: list[Any] = [part for item in value.items() for part in item]
    elif isinstance(value, list | tuple):
        inside = list(value)
    elif isinstance(value, set | frozenset):
        inside = sorted(value, key=repr)
    else:
        return None
    for part in inside:
        if (found := _first_inside(part, test)) is not None:
            return found
    return None


def _is_javascript_name(value: Any) -> bool:
    return any(value is name for name in JAVASCRIPT_NAMES.values())


# How far plain_copy reads into a value. An honest answer nests a handful deep (answer, row, cell,
# message, params, capabilities); past this the value is not plain data for a table, and nothing
# downstream (readers, json, repr) meets a recursion limit.
PLAIN_DEPTH: Final = 50
# How many values plain_copy reads in all. A table's answer holds dozens; a list shared with itself
# at every level (`a = [a, a]`, forty times) would otherwise copy into a trillion.
PLAIN_SIZE: Final = 10_000


@dataclass(frozen=True)
class NotPlain:
    """A value plain_copy would not read: of another type, too deep, too big, or holding itself.

    It stands in the copy where that value was, named by its type so the student sees which one.
    """

    kind: str

    def __repr__(self) -> str:
        return f"<{self.kind} object>"


def plain_copy(value: Any) -> Any:
    """The student's value as plain built-in data, read without running any of the student's code.

    str, int, float, bool, None, `...`, bytes, list, tuple, dict, set and frozenset (and their
    subclasses) are copied through the built-in types' own methods, so an override of `__eq__`,
    `__iter__`, `__str__` and the like never runs and a subclass counts only for its real value.
    Anything else becomes a `NotPlain` in the copy, as does a part past `PLAIN_DEPTH`, past
    `PLAIN_SIZE` values, or one that contains itself.
    """
    return _Copy().of(value, 0)


def is_plain(value: Any) -> bool:
    """True when a copy made by plain_copy holds no `NotPlain` anywhere inside."""
    if isinstance(value, NotPlain | NotAValue):
        return False
    if isinstance(value, list | tuple | set | frozenset):
        return all(is_plain(v) for v in value)
    if isinstance(value, dict):
        return all(is_plain(k) and is_plain(v) for k, v in value.items())
    return True


class _Copy:
    """One plain_copy: the values it may still read, and the containers it is inside."""

    def __init__(self) -> None:
        self.left = PLAIN_SIZE
        self.inside: set[int] = set()

    def of(self, value: Any, depth: int) -> Any:
        # type() and issubclass() on it never run the student's code; isinstance() could, through
        # a `__class__` property, and that property could also lie about the type.
        kind = type(value)
        self.left -= 1
        if self.left < 0:
            return NotPlain(_name(kind))
        if value is None or value is Ellipsis or kind is bool or _is_javascript_name(value) \
                or kind is NotAValue:
            return value
        if issubclass(kind, str):
            return str.__str__(value)
        if issubclass(kind, int):
            return int.__int__(value)
        if issubclass(kind, float):
            return float.__float__(value)
        if issubclass(kind, bytes):
            return bytes.__bytes__(value)
        if depth >= PLAIN_DEPTH or id(value) in self.inside:
            return NotPlain(_name(kind))
        self.inside.add(id(value))
        copied = self._container(kind, value, depth + 1)
        self.inside.discard(id(value))
        return copied

    def _container(self, kind: type, value: Any, depth: int) -> Any:
        # Each container's length is read first, through its base type, so a huge one is
        # refused before it is copied.
        if issubclass(kind, list) and list.__len__(value) <= self.left:
            return [self.of(v, depth) for v in list.copy(value)]
        if issubclass(kind, tuple) and tuple.__len__(value) <= self.left:
            return tuple(self.of(v, depth) for v in tuple.__getitem__(value, slice(None)))
        if issubclass(kind, dict) and dict.__len__(value) <= self.left:
            return {self._key(k, depth): self.of(v, depth) for k, v in list(dict.items(value))}
        if issubclass(kind, set) and set.__len__(value) <= self.left:
            return {self._key(v, depth) for v in list(set.__iter__(value))}
        if issubclass(kind, frozenset) and frozenset.__len__(value) <= self.left:
            return frozenset(self._key(v, depth) for v in list(frozenset.__iter__(value)))
        return NotPlain(_name(kind))

    def _key(self, value: Any, depth: int) -> Any:
        """A dict key or set member: its copy, or NotPlain when the copy cannot be hashed."""
        copied = self.of(value, depth)
        try:
            # A copy is plain, so hashing it runs no student code; it fails for a tuple holding a
            # list, which a tuple subclass's own __hash__ had let in.
            hash(copied)
        except TypeError:
            return NotPlain(_name(type(value)))
        return copied


def _name(kind: type) -> str:
    # Read through `type` itself: a metaclass may override `__name__` with a property that raises.
    name: str = type.__dict__["__name__"].__get__(kind)
    return name


def is_blank(value: Any) -> bool:
    """True for a cell the student has not filled in yet."""
    return value is Ellipsis


@cache
def _in_english() -> dict[str, str]:
    """Each word a student may write for an answer word of the course in a language of ours
    (`nothing`, the states, the reasons of the arrival table), lower case, to the English one:
    every catalogue's `answer.words`, so that a class may mix editions."""
    words: dict[str, str] = {}
    for code in LANGUAGES:
        for english, theirs in catalogue(code)["answer.words"].items():
            words.update((" ".join(word.split()).lower(), english) for word in theirs)
    return words


@cache
def _key_words_in_english() -> dict[str, str]:
    """Each term of a language of ours that a student may write for a key word's key ("búfer",
    "Protokollversion"), tidied and in lower case, to the course's English key: the label an
    edition gives the key's row, and its other terms for it."""
    keys: dict[str, str] = {}
    for code in LANGUAGES:
        labels = catalogue(code)["key-words.labels"]
        for english, theirs in catalogue(code)["key-words.aliases"].items():
            terms = [english, labels[english], *theirs]
            keys.update((" ".join(term.split()).lower(), english) for term in terms)
    return keys


def key_word_in_english(key: Any) -> Any:
    """A key of a key-word table as the course spells it: "Búfer " is "buffer"; any other key
    as it was written."""
    if not isinstance(key, str):
        return key
    return _key_words_in_english().get(" ".join(key.split()).lower(), key)


def in_english(value: str) -> str:
    """A word as written, in lower case with its spaces tidied, in English if it is one of the
    course's answer words in another language: "Wartend " is "waiting"."""
    tidy = " ".join(value.split()).lower()
    return _in_english().get(tidy, tidy)


def is_nothing(value: Any) -> bool:
    return isinstance(value, str) and in_english(value) in NOTHING_WORDS


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
    if value is None or jsonrpc.is_id(value):
        return value
    return UNREADABLE


def read_choice(choices: tuple[str, ...]) -> Reader:
    """One of a few stated codes, in any case and with any spaces around it."""
    by_lower = {c.lower(): c for c in choices}

    def read(value: Any) -> Any:
        if isinstance(value, str):
            return by_lower.get(in_english(value), UNREADABLE)
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
