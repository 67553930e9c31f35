"""A sentence that says a count says it in the singular where the count is 1 (`<key>.one`), in
every language of the course; none hedges with "page(s)"."""

import pytest

from mcpnb import texts
from mcpnb.texts import catalogue, later_count, say_count, speaking


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
