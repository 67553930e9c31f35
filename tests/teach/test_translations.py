"""A lesson's prose in every language, beside its English in the one source notebook."""

import io
import tokenize

import nbformat
import pytest
from nbformat.v4 import new_code_cell, new_markdown_cell, new_notebook
from places import ROOT

from mcpnb.teach.release import student_edition
from mcpnb.teach.translations import comments_of, edition, stale, translate

SOURCES = sorted((ROOT / "lessons").glob("*.ipynb"))


def read(path):
    return nbformat.read(path, as_version=4)


def code_tokens(source):
    """What a cell's code does: its tokens without comments."""
    return [(t.type, t.string) for t in tokenize.generate_tokens(io.StringIO(source).readline)
            if t.type not in (tokenize.COMMENT, tokenize.NL)]


@pytest.mark.parametrize("path", SOURCES, ids=lambda p: p.stem)
def test_every_cell_of_prose_of_every_lesson_is_in_spanish_and_german_from_its_current_english(
        path):
    assert stale(read(path)) == []


@pytest.mark.parametrize("code", ["es", "de"])
@pytest.mark.parametrize("path", SOURCES, ids=lambda p: p.stem)
def test_an_edition_changes_the_prose_and_comments_never_the_code(path, code):
    source = read(path)
    translated = edition(source, code)

    assert translated.metadata["mcpnb"]["language"] == code
    assert len(translated.cells) == len(source.cells)
    for before, after in zip(source.cells, translated.cells, strict=True):
        assert "text" not in after.metadata.get("mcpnb", {})
        if before.cell_type == "markdown" and before.source.strip():
            assert after.source != before.source  # written in the language, not left in English
        elif before.cell_type == "code" and not before.source.startswith("%%"):
            prose = before.metadata.get("mcpnb", {}).get("text", {}).get(code, {})
            pairs = list(zip(code_tokens(before.source), code_tokens(after.source), strict=True))
            assert all(b == a or (b[0] == tokenize.STRING and prose.get(b[1]) == a[1])
                       for b, a in pairs)  # the same code; only a string of prose translated
            if comments_of(before.source):
                assert comments_of(after.source) != comments_of(before.source)


def test_the_english_edition_is_the_source_without_its_translations():
    source = read(SOURCES[0])
    english = edition(source, "en")

    assert [c.source for c in english.cells] == [c.source for c in source.cells]
    assert not any("text" in c.metadata.get("mcpnb", {}) for c in english.cells)


def test_a_cell_whose_english_changed_since_it_was_translated_is_stale():
    prose = new_markdown_cell("A chunk may hold half a message.", id="prose")
    code = new_code_cell("x = 1  # a comment\n# another one\n", id="code")
    translate(prose, {"es": "Un trozo puede traer medio mensaje.", "de": "Ein Stück ..."})
    translate(code, {"es": {"# a comment": "# un comentario", "# another one": "# otro"},
                     "de": {"# a comment": "# ein Kommentar", "# another one": "# noch einer"}})
    notebook = new_notebook(cells=[prose, code])
    assert stale(notebook) == []

    prose.source += " Or two."
    code.source += "# a third one\n"

    assert stale(notebook) == ["prose", "code"]


def test_comments_are_replaced_where_they_stand_and_the_code_is_kept():
    code = new_code_cell('text = "# not a comment"  # a comment\n    # indented\n', id="c")
    translate(code, {"es": {"# a comment": "# un comentario", "# indented": "# sangrado"},
                     "de": {"# a comment": "# ein Kommentar", "# indented": "# eingerückt"}})

    (cell,) = edition(new_notebook(cells=[code]), "es").cells

    assert cell.source == 'text = "# not a comment"  # un comentario\n    # sangrado\n'


def test_a_student_edition_carries_no_translations():
    source = read(SOURCES[0])
    student = student_edition(source, SOURCES[0].stem)
    assert not any("text" in c.metadata.get("mcpnb", {}) for c in student.cells)


def test_every_starting_codes_comments_and_docstrings_are_translated_from_its_current_code():
    from mcpnb.course import data_path
    from mcpnb.teach.translations import digest, prose_of_code, starting_code_translations

    for path in sorted(data_path("exercises").glob("*.py")):
        source = path.read_text(encoding="utf-8")
        text = starting_code_translations()[path.name]
        assert text["from"] == digest(source), f"{path.name} changed since it was translated"
        for code in ("es", "de"):
            assert set(prose_of_code(source)) <= set(text[code]), (path.name, code)


@pytest.mark.parametrize("code", ["es", "de"])
def test_a_student_editions_starting_code_speaks_its_language_and_runs_the_same(code):
    from mcpnb.course import data_path
    from mcpnb.teach.translations import starting_code

    for path in sorted(data_path("exercises").glob("*.py")):
        english, theirs = path.read_text(encoding="utf-8"), starting_code(path.name, code)
        assert theirs != english
        assert [t for t in code_tokens(theirs) if t[0] != tokenize.STRING] == [
            t for t in code_tokens(english) if t[0] != tokenize.STRING]


def docstrings(cell):
    """The triple-quoted strings of a code cell, a cell magic's first line aside."""
    from mcpnb.teach.translations import prose_of_code

    body = cell.source.split("\n", 1)[1] if cell.source.startswith("%%") else cell.source
    return {text for text in prose_of_code(body) if text.startswith('"""')}


@pytest.mark.parametrize("code", ["es", "de"])
@pytest.mark.parametrize("path", SOURCES, ids=lambda p: p.stem)
def test_a_teacher_editions_exercise_keeps_no_english_docstring_its_student_edition_translates(
        path, code):
    from mcpnb.course import EXERCISE_TAG
    from mcpnb.teach.release import teacher_edition

    lesson = path.stem
    english, theirs = (teacher_edition(read(path), lesson, c) for c in ("en", code))
    english_student, student = (
        {c.id: c for c in student_edition(t, lesson).cells} for t in (english, theirs))
    exercises = [(e, t) for e, t in zip(english.cells, theirs.cells, strict=True)
                 if EXERCISE_TAG in e.metadata.get("tags", [])]
    assert exercises

    for english_cell, cell in exercises:
        if docstrings(student[cell.id]) != docstrings(english_student[cell.id]):
            assert not docstrings(cell) & docstrings(english_cell), (cell.id, docstrings(cell))


# Of each pair of words an edition used for one term, the one it dropped (the seed's word, or the
# one the edition used most, stays): "van a stdout" and "corrección" are the Spanish seed's,
# "aufgezeichnet" the German seed's.
DROPPED = {
    "es": ("calificad", "van en stderr", "basura", "el corrector acepta", "enseguida"),
    "de": ("Chatmodell", "lockerer", "mitgeschnitten", "mit Status"),
}


def everything_said_in(code):
    """Every translated text of the course in one language: its catalogue, each lesson's
    translations, and the starting code's."""
    import json

    from mcpnb.teach.translations import starting_code_translations
    from mcpnb.texts import catalogue

    accepted = ("answer.words", "key-words.aliases")  # what a student may write, not what we say
    yield json.dumps({k: v for k, v in catalogue(code).items() if k not in accepted},
                     ensure_ascii=False)
    for path in SOURCES:
        for cell in read(path).cells:
            text = cell.metadata.get("mcpnb", {}).get("text", {}).get(code)
            if text is not None:
                yield json.dumps(text, ensure_ascii=False)
    for text in starting_code_translations().values():
        yield json.dumps(text[code], ensure_ascii=False)


@pytest.mark.parametrize("code", sorted(DROPPED))
def test_each_term_is_said_in_one_word_in_each_language(code):
    said = "\n".join(everything_said_in(code))

    assert [word for word in DROPPED[code] if word in said] == []
