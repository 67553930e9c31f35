"""The one registry of the course's lessons in the judge: for each lesson of `data/course.json`,
where its places are: its fill-in tables' builders (by each item's `kind`), the properties its
key words are judged by, and its function exercises. Adding a lesson adds its entry here and its
own modules, and no list elsewhere: `tests/test_project.py` holds every item of the course data
to an entry.

A lesson's server check is named by the server item's `checker`, as its reference server is
(`check_CHECKER` in `mcpnb.judge.checks.CHECKER`), and imported when it is asked for: lessons 3
to 6's checks load the official SDK, a second of CPU that a table's check never needs.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from functools import cache
from typing import TYPE_CHECKING, Any

from mcpnb.course import checkers, item_spec
from mcpnb.judge.functions import arguments, exercises, sse_reader
from mcpnb.judge.functions.spec import Exercise
from mcpnb.judge.report import Report
from mcpnb.judge.tables import lessons as tables
from mcpnb.judge.tables import tools
from mcpnb.judge.tables.http_words import HTTP_WORD_PROPERTIES
from mcpnb.judge.tables.spec import CellProperty, Table
from mcpnb.judge.tables.words import KEY_WORD_PROPERTIES
from mcpnb.texts import language

if TYPE_CHECKING:
    from mcpnb.judge.checks.asked import Asked

Builder = Callable[[str, dict[str, Any]], Table]


@dataclass(frozen=True)
class Lesson:
    """A lesson's places: its tables' builders by kind (key words are every lesson's, built from
    `words`) and its function exercises. Its server's check is named as its reference server
    is, by the server item's `checker`: `check_CHECKER` in `mcpnb.judge.checks.CHECKER`."""

    tables: Mapping[str, Builder] = field(default_factory=dict)
    words: Mapping[str, CellProperty] = field(default_factory=dict)
    exercises: tuple[Exercise, ...] = ()


LESSONS: dict[str, Lesson] = {
    "01-messages": Lesson(
        tables={"buffer-table": tables.buffer_table, "bad-lines": tables.bad_lines,
                "arrival-order": tables.arrival_order},
        words=KEY_WORD_PROPERTIES,
        exercises=(exercises.BUFFER_STEP,),
    ),
    "02-handshake": Lesson(
        tables={"version-table": tables.version_table,
                "handshake-replies": tables.handshake_replies},
        words=KEY_WORD_PROPERTIES,
        exercises=(exercises.STATE_STEP,),
    ),
    "03-clients": Lesson(
        tables={"first-messages": tables.first_messages},
        words=KEY_WORD_PROPERTIES,
        exercises=(exercises.OFFER_VERSION,),
    ),
    "04-eras": Lesson(
        tables={"compatibility": tables.compatibility_table},
        words=KEY_WORD_PROPERTIES,
        exercises=(exercises.PROBE_ERA,),
    ),
    "05-http": Lesson(
        tables={"http-requests": tables.http_requests},
        words=HTTP_WORD_PROPERTIES,
        exercises=(sse_reader.SSE_STEP,),
    ),
    "06-tools": Lesson(
        tables={"tool-calls": tools.tool_calls_table},
        words=tools.TOOL_WORD_PROPERTIES,
        exercises=(arguments.TOOL_ARGUMENTS,),
    ),
}

# Every table kind of the course: a lesson's own, and the key words every lesson has.
TABLE_KINDS = frozenset({"key-words"}.union(*(lesson.tables for lesson in LESSONS.values())))
EXERCISES = {each.item: each for lesson in LESSONS.values() for each in lesson.exercises}


def table(item: str) -> Table:
    """The fill-in table of a graded item, with its right answers computed: once for each
    language in a process, since a check only compares an answer with them."""
    return _table(item, language())


@cache
def _table(item: str, spoken: str) -> Table:  # `spoken`: part of the key, as `say` reads it
    lesson, spec = item_spec(item)
    if spec["kind"] == "key-words":
        return tables.key_words(item, LESSONS[lesson].words)
    build = LESSONS[lesson].tables.get(spec["kind"])
    if build is None:
        raise KeyError(f"item {item!r} is a {spec['kind']!r}, not a fill-in table")
    return build(item, spec)


def exercise(item: str) -> Exercise:
    """The function exercise of a graded item."""
    if item not in EXERCISES:
        raise ValueError(f"no function exercise {item!r}; there are {sorted(EXERCISES)}")
    return EXERCISES[item]


def check(checker: str) -> Callable[[Asked], Report]:
    """The check of a lesson's server, by its `checker` in the course data, imported now: asked
    one way for every transport (`mcpnb.judge.checks.meeting.Asked`)."""
    if checker not in checkers():
        raise ValueError(f"no check named {checker!r}; there are {', '.join(checkers())}")
    try:
        module = importlib.import_module(f"mcpnb.judge.checks.{checker}")
    except ModuleNotFoundError as missing:
        if missing.name != f"mcpnb.judge.checks.{checker}":
            raise
        raise ValueError(f"the course names a check {checker!r}: write its check_{checker} in "
                         f"mcpnb/judge/checks/{checker}.py") from None
    found: Callable[[Asked], Report] = getattr(module, f"check_{checker}")
    return found
