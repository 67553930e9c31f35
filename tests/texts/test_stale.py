"""Each Spanish and German entry keeps the digest of the English it was translated from: an
entry whose English changed since is named until its translation is made again."""

import json

import pytest

from mcpnb.texts import catalogue, stale

TRANSLATED = ["es", "de"]


@pytest.fixture
def english(monkeypatch):
    """A copy of the English catalogue, for a test to change, which `stale` reads."""
    changed = dict(catalogue("en"))
    monkeypatch.setattr(stale, "catalogue", lambda code: changed if code == "en" else catalogue(code))
    return changed


@pytest.fixture
def record(tmp_path, monkeypatch):
    """A copy of the record, for a test to write to."""
    copy = tmp_path / "translated_from.json"
    copy.write_text(stale.RECORD.read_text(encoding="utf-8"), encoding="utf-8")
    monkeypatch.setattr(stale, "RECORD", copy)
    return copy


@pytest.mark.parametrize("code", TRANSLATED)
def test_no_entry_was_translated_from_other_english_than_todays(code):
    found = stale.stale(code)

    assert found == [], ("translate these entries from their English again, then record it: "
                         f"python -m mcpnb.texts.stale --lang {code} --done {' '.join(found)}")


def test_an_entry_whose_english_changed_is_named_in_every_translation_until_recorded_done(
        english, record):
    english["mark.wrong"] += "!"
    english["lesson.title"] = {**english["lesson.title"], "new": "A lesson"}

    assert [stale.stale(code) for code in TRANSLATED] == [["mark.wrong", "lesson.title"]] * 2
    assert stale.main(["--done", "mark.wrong", "--lang", "es"]) == 1
    assert [stale.stale(code) for code in TRANSLATED] == [
        ["lesson.title"], ["mark.wrong", "lesson.title"]]
    assert stale.main(["--done", "mark.wrong", "lesson.title"]) == 0
    assert [stale.stale(code) for code in TRANSLATED] == [[], []]


def test_a_new_key_without_a_record_is_stale_and_a_record_english_lacks_is_dropped(
        english, record):
    english["mark.new"] = "new"
    del english["mark.blank"]

    assert stale.stale("de") == ["mark.new"]
    stale.record_done(["mark.new"])
    kept = json.loads(record.read_text(encoding="utf-8"))
    assert list(kept["de"]) == list(english) and "mark.blank" not in kept["es"]


def test_a_key_english_lacks_cannot_be_recorded_done_and_nothing_is_recorded(record, capsys):
    before = record.read_text(encoding="utf-8")
    with pytest.raises(SystemExit):
        stale.main(["--done", "mark.wrong", "mark.nonesuch"])

    assert "no such key in the English catalogue: mark.nonesuch" in capsys.readouterr().err
    assert record.read_text(encoding="utf-8") == before


def test_a_sentence_is_digested_as_written_and_a_table_of_them_as_its_json():
    from mcpnb.teach.translations import digest

    assert stale.digest("page {n}") == digest("page {n}")  # as a lesson's cell is
    assert stale.digest({"b": ["x"], "a": "y"}) == stale.digest({"a": "y", "b": ["x"]})
    assert stale.digest(["x", "y"]) != stale.digest(["y", "x"])
