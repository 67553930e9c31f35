"""Every sentence a student or a teacher reads from the package: one catalogue per language
(`en.py`, `es.py`, `de.py`, each a dict `TEXTS` with the same keys and placeholders), and one
lookup, `say`.

Keys are `<item or checker>.<what>`. Sentences explain the idea behind a mistake; none of them
may give away a right answer. A sentence that says a count has its singular beside it,
`<key>.one`, said by `say_count` where the count is 1 ("1 page", "2 pages"), never "page(s)".

The language is, first, the one `speaking(code)` set for the code running in it (the grader
grades each submission in its edition's language); else the one `set_language(code)` set for the
process (each edition's first code cell calls it); else `MCPNB_LANG`; else the locale
(`LC_ALL`, `LC_MESSAGES`, `LANG`); else English.
"""

from __future__ import annotations

import contextlib
import functools
import os
import re
import string
from collections.abc import Callable, Iterator, Mapping
from contextvars import ContextVar, copy_context
from dataclasses import dataclass, replace
from functools import cache
from importlib import import_module
from typing import Any

LANGUAGES = ("en", "es", "de")
ENGLISH = "en"

_process: list[str] = []  # the language set_language chose for this process, if any
_speaking: ContextVar[str | None] = ContextVar("mcpnb_language", default=None)


def known(code: str) -> str | None:
    """The language a code names ("es", "de_DE.UTF-8", "DE"), if it is one of ours."""
    short = code.strip().lower()[:2]
    return short if short in LANGUAGES else None


def set_language(code: str) -> None:
    """Speak `code` ("en", "es" or "de") from now on, in this process."""
    language = known(code)
    if language is None:
        raise ValueError(f"no catalogue for {code!r}: choose one of {', '.join(LANGUAGES)}")
    _process[:] = [language]


def language() -> str:
    """The language `say` speaks here and now."""
    return _speaking.get() or (_process[0] if _process else from_environment())


def from_environment() -> str:
    """`MCPNB_LANG`, else the locale's language, if we have a catalogue for it; else English."""
    for variable in ("MCPNB_LANG", "LC_ALL", "LC_MESSAGES", "LANG"):
        value = os.environ.get(variable, "")
        if value and value not in ("C", "POSIX") and not value.startswith("C."):
            return known(value) or ENGLISH
    return ENGLISH


def environment(base: Mapping[str, str] | None = None) -> dict[str, str]:
    """The environment for a process we start (ours, unless `base` is given) with `MCPNB_LANG`
    set to the language spoken here: a reference server then logs in the student's language."""
    env = dict(os.environ if base is None else base)
    env["MCPNB_LANG"] = language()
    return env


def language_named(text: str) -> str | None:
    """The language of the course a roster's cell names: its code alone ("es"), or a word for
    it in any of the course's languages ("Grupo B (español)", "Deutsch 2"); None where it names
    none, or more than one."""
    tidy = text.strip().lower()
    if tidy in LANGUAGES:
        return tidy
    words = set(re.findall(r"\w+", tidy))
    named = {code for language in LANGUAGES
             for code, names in catalogue(language)["language.words"].items()
             if words & set(names)}
    return named.pop() if len(named) == 1 else None


def words_for(english: str) -> tuple[str, ...]:
    """A word, and where it is one of the course's answer words ("ready") each language's words
    for it ("listo", "bereit"): what a server may say it in, whichever edition it was written
    for."""
    theirs = [word for code in LANGUAGES
              for word in catalogue(code)["answer.words"].get(english, [])]
    return tuple(dict.fromkeys([english, *theirs]))


@contextlib.contextmanager
def speaking(code: str | None) -> Iterator[None]:
    """Speak `code` in the code run inside (and in this thread or task only); None changes
    nothing."""
    token = _speaking.set(known(code) if code else _speaking.get())
    try:
        yield
    finally:
        _speaking.reset(token)


def carried(function: Callable[..., Any]) -> Callable[..., Any]:
    """`function`, to run in another thread in the language spoken here (a new thread starts
    with none): wrap each thread's target once, as each gets a copy of its own."""
    return functools.partial(copy_context().run, function)


@cache
def catalogue(code: str) -> dict[str, Any]:
    """The whole catalogue of one language."""
    texts: dict[str, Any] = import_module(f"mcpnb.texts.{code}").TEXTS
    return texts


def text(key: str) -> Any:
    """The entry for `key` as it is written, in the language spoken here (a sentence, or a table
    of them); English where a catalogue lacks it (a test makes sure none does)."""
    entries = catalogue(language())
    return entries[key] if key in entries else catalogue(ENGLISH)[key]


def has(key: str) -> bool:
    """Is there an entry for `key`?"""
    return key in catalogue(ENGLISH)


def said(key_or_text: str) -> str:
    """The sentence of a key, or the text itself where it is no key (a title a student gave)."""
    return say(key_or_text) if has(key_or_text) else key_or_text


class _Formatter(string.Formatter):
    """str.format, except that a number with a fraction is said as a person says it (2.5, not
    2.5000 nor 2.50 unless a format asks) with the decimal mark of the language spoken: 2,5."""

    def format_field(self, value: Any, format_spec: str) -> str:
        if not isinstance(value, float):
            return str(super().format_field(value, format_spec))
        written = format(value, format_spec or "g")
        return written.replace(".", str(text("number.decimal-mark")))


_FORMATTER = _Formatter()


def say(key: str, **values: object) -> str:
    """The sentence for `key`, with its `{placeholders}` filled in (and a brace written `{{`
    in the catalogue said as one, placeholders or none)."""
    sentence = str(text(key))
    if values or "{{" in sentence or "}}" in sentence:
        return _FORMATTER.format(sentence, **values)
    return sentence


def number(value: float, spec: str = "g") -> str:
    """A number as the language spoken writes it: 0,91 in German and Spanish, 0.91 in English."""
    return format(value, spec).replace(".", str(text("number.decimal-mark")))


def counted(key: str, n: float) -> str:
    """The key of the sentence that says a count of `n`: its singular, `<key>.one`, where `n` is
    1 and there is one. English, Spanish and German say 1 alone in the singular."""
    return f"{key}.one" if n == 1 and has(f"{key}.one") else key


def say_count(key: str, n: float, /, *, placeholder: str = "n", **values: object) -> str:
    """`say(key, n=n, ...)`, in the sentence's singular (`<key>.one`) where `n` is 1. The count
    fills the placeholder `placeholder` ("pages" in "{pages} pages"); a sentence that says a
    count in its words only ("the replies to {fast}") is given it all the same."""
    return say(counted(key, n), **{**values, placeholder: n})


@dataclass(frozen=True)
class Sentence:
    """A sentence kept unsaid: its key and values, said in the language spoken when it is shown,
    so that one record reads in the student's language on a feedback page and in the teacher's in
    the gradebook. A value may be another `Sentence`, said with it (an entry put in another's
    placeholder: "an array" in "parses as JSON ({json})"); `a + b` says b right after a. One
    made by `later_count` is said in the singular where its count is 1."""

    key: str
    values: tuple[tuple[str, Any], ...] = ()
    then: tuple[Sentence, ...] = ()
    count: str | None = None  # the value that is a count, said with `say_count`

    def __add__(self, other: Sentence) -> Sentence:
        return replace(self, then=(*self.then, other))

    def __format__(self, spec: str) -> str:
        return format(str(self), spec)

    def __str__(self) -> str:
        values = dict(self.values)
        said = (say(self.key, **values) if self.count is None else
                say_count(self.key, values.pop(self.count), placeholder=self.count, **values))
        return said + "".join(str(part) for part in self.then)


def later(key: str, **values: object) -> Sentence:
    """The sentence for `key` with its values, to be said when it is shown."""
    return Sentence(key, tuple(values.items()))


def later_count(key: str, n: float, /, *, placeholder: str = "n", **values: object) -> Sentence:
    """`say_count`'s sentence, to be said when it is shown (its key stays `key`, singular or
    not: a gradebook's status code is read from it)."""
    return Sentence(key, tuple({**values, placeholder: n}.items()), count=placeholder)


def as_json(value: Any) -> dict[str, Any]:
    """A sentence's value as JSON, to be said later in another process: a `Sentence` as
    `{"sentence": key, "values": {...}, "then": [...]}` (and `"count": name` where a value is its
    count), anything else as `{"value": ...}` (its text where JSON has no such value)."""
    if isinstance(value, Sentence):
        written = {"sentence": value.key, "values": {n: as_json(v) for n, v in value.values},
                   "then": [as_json(part) for part in value.then]}
        return written if value.count is None else {**written, "count": value.count}
    plain = isinstance(value, (str, int, float, bool, type(None)))
    return {"value": value if plain else str(value)}


def from_json(found: Mapping[str, Any]) -> Any:
    """The value `as_json` wrote."""
    if "sentence" in found:
        values = tuple((n, from_json(v)) for n, v in found.get("values", {}).items())
        then = tuple(from_json(part) for part in found.get("then", ()))
        return Sentence(found["sentence"], values, then, found.get("count"))
    return found.get("value")


def lesson_title(lesson: str) -> str:
    """A lesson's title in the language spoken, or its id where it has none."""
    return str(text("lesson.title").get(lesson, lesson))
