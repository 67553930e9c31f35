"""A sentence that says a count says it in the singular where the count is 1 (`<key>.one`), in
every language of the course; none hedges with "page(s)"."""

import re

import pytest

from mcpnb import texts
from mcpnb.texts import LANGUAGES, catalogue, later_count, say_count, speaking


@pytest.fixture
def pages(monkeypatch):
    """A sentence whose count is not named `n`, and its singular, in English and German."""
    for code, plural, one in [("en", "page {n}: {pages} pages", "page {n}: 1 page"),
                              ("de", "Seite {n}: {pages} Seiten", "Seite {n}: 1 Seite")]:
        monkeypatch.setitem(catalogue(code), "test.pages", plural)
        monkeypatch.setitem(catalogue(code), "test.pages.one", one)


def test_a_count_of_one_is_said_in_the_singular_and_any_other_in_the_plural(pages):
    said = [say_count("test.pages", count, placeholder="pages", n=7) for count in (0, 1, 2, 1.0)]

    assert said == ["page 7: 0 pages", "page 7: 1 page", "page 7: 2 pages", "page 7: 1 page"]


def test_a_count_named_n_needs_no_placeholder_named_as_the_callers_before_it_did():
    with speaking("en"):
        one = say_count("course.written", 1, folder="f", files="a")
        two = say_count("course.written", 2, folder="f", files="a, b")

    assert (one, two) == ("Wrote 1 lesson into f: a", "Wrote 2 lessons into f: a, b")


def test_a_sentence_said_later_is_singular_in_the_language_it_is_shown_in_and_keeps_its_key(
        pages):
    one, two = (later_count("test.pages", count, placeholder="pages", n=3) for count in (1, 2))
    read_back = texts.from_json(texts.as_json(one + texts.later("mark.right")))

    assert one.key == two.key == "test.pages"  # a gradebook's status code is read from the key
    with speaking("de"):
        assert [str(one), str(two)] == ["Seite 3: 1 Seite", "Seite 3: 2 Seiten"]
        assert str(read_back) == "Seite 3: 1 Seite" + catalogue("de")["mark.right"]
    assert texts.as_json(texts.later("mark.right")) == {"sentence": "mark.right", "values": {},
                                                        "then": []}


# "tool(s)", "herramienta(s)", "Werkzeug(e)", "Seite(n)", "Student(in)", "alumno(a)": a plural
# (or a gender) hedged in brackets right after its word (a word: "f(s)" is a call).
HEDGE = re.compile(r"[^\W\d_]{2}\((?:s|es|e|n|en|nen|in|innen|r|er|a|as|os)\)", re.IGNORECASE)


def sentences(entry):
    """Every sentence of an entry: itself, or those of its table or list."""
    if isinstance(entry, dict):
        return [s for value in entry.values() for s in sentences(value)]
    if isinstance(entry, list):
        return [s for value in entry for s in sentences(value)]
    return [entry] if isinstance(entry, str) else []


def hedged(entries):
    return {key: found for key, entry in entries.items()
            if (found := [m.group() for s in sentences(entry) for m in HEDGE.finditer(s)])}


@pytest.mark.parametrize("code", LANGUAGES)
def test_no_sentence_hedges_a_plural_it_has_a_singular_for_a_count_of_one(code):
    assert hedged(catalogue(code)) == {}


def test_a_hedged_plural_is_named_where_it_is_written():
    assert hedged({"a": "{count} tool(s)", "b": {"x": ["{n} Seite(n)", "una página"]},
                   "c": "call f(x) or f(s); {n} alumno(a)s"}) == {
        "a": ["ol(s)"], "b": ["te(n)"], "c": ["no(a)"]}


@pytest.mark.parametrize("code", LANGUAGES)
def test_every_singular_is_the_singular_of_a_sentence_of_the_catalogue(code):
    entries = catalogue(code)

    assert [key for key in entries if key.endswith(".one") and key[:-4] not in entries] == []
