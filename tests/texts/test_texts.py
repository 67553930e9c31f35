"""The catalogues: every sentence in English, Spanish and German, looked up in the right one."""

import re
import string
import subprocess
import sys
import threading

import pytest

from mcpnb import texts
from mcpnb.judge import answers
from mcpnb.texts import LANGUAGES, catalogue, language, say, set_language, speaking

OTHERS = [code for code in LANGUAGES if code != "en"]
# Entries that are the same in every language: a protocol's own words, a number, a name.
SAME_EVERYWHERE = re.compile(r"^[\s\W\d]*$|^\{[a-z_]+\}$")


def placeholders(entry):
    """The `{names}` an entry fills in, keyed as the entry is (a table of sentences, a list of
    words, or one sentence)."""
    if isinstance(entry, dict):
        return {key: placeholders(value) for key, value in entry.items()}
    if isinstance(entry, list):
        return len(entry) > 0
    return sorted(name for _, name, _, _ in string.Formatter().parse(entry) if name is not None)


@pytest.mark.parametrize("code", OTHERS)
def test_every_catalogue_has_every_key_of_the_english_one_in_the_same_order(code):
    assert list(catalogue(code)) == list(catalogue("en"))


@pytest.mark.parametrize("code", OTHERS)
def test_every_entry_fills_in_the_same_placeholders_as_in_english(code):
    english, theirs = catalogue("en"), catalogue(code)
    differ = {key: (placeholders(english[key]), placeholders(theirs[key]))
              for key in english if key not in ("answer.words", "key-words.aliases")
              and placeholders(english[key]) != placeholders(theirs[key])}
    assert differ == {}


@pytest.mark.parametrize("code", OTHERS)
def test_every_sentence_is_written_in_the_language_not_copied_from_english(code):
    english, theirs = catalogue("en"), catalogue(code)
    copied = [key for key, sentence in english.items()
              if isinstance(sentence, str) and theirs[key] == sentence
              and not SAME_EVERYWHERE.match(sentence) and len(sentence.split()) > 2]
    assert copied == []


@pytest.mark.parametrize("code", OTHERS)
def test_every_language_names_its_own_words_for_each_answer_word(code):
    words = catalogue(code)["answer.words"]
    assert words.keys() == catalogue("en")["answer.words"].keys()
    assert all(words.values()), "a word with nothing to write for it"


def test_say_speaks_the_language_set_for_the_process_then_the_one_spoken_in_a_block():
    before = texts._process[:]
    try:
        set_language("de")
        assert language() == "de"
        assert say("mark.right") == catalogue("de")["mark.right"]
        with speaking("es"):
            assert say("mark.right") == catalogue("es")["mark.right"]
        assert language() == "de"
    finally:
        texts._process[:] = before


def test_a_block_speaks_its_language_in_its_own_thread_only_and_carried_into_threads():
    heard = {}

    def listen(name):
        heard[name] = language()

    with speaking("de"):
        plain = threading.Thread(target=listen, args=("plain",))
        carried = threading.Thread(target=texts.carried(listen), args=("carried",))
        for thread in (plain, carried):
            thread.start()
            thread.join()

    assert heard == {"plain": language(), "carried": "de"}
    assert language() != "de" or texts._process == ["de"]


def test_an_unknown_language_is_refused_with_the_ones_there_are():
    with pytest.raises(ValueError, match="choose one of en, es, de"):
        set_language("fr")


@pytest.mark.parametrize(("environment", "expected"), [
    ({"MCPNB_LANG": "es", "LANG": "de_DE.UTF-8"}, "es"),
    ({"LANG": "de_DE.UTF-8"}, "de"),
    ({"LC_ALL": "es_ES.UTF-8", "LANG": "de_DE.UTF-8"}, "es"),
    ({"LANG": "fr_FR.UTF-8"}, "en"),
    ({"LANG": "C.UTF-8"}, "en"),
    ({}, "en"),
], ids=["MCPNB_LANG first", "the locale", "LC_ALL before LANG", "no catalogue", "C", "nothing"])
def test_without_a_choice_the_language_follows_mcpnb_lang_then_the_locale_then_english(
        monkeypatch, environment, expected):
    for variable in ("MCPNB_LANG", "LC_ALL", "LC_MESSAGES", "LANG"):
        monkeypatch.delenv(variable, raising=False)
    for variable, value in environment.items():
        monkeypatch.setenv(variable, value)

    assert texts.from_environment() == expected


@pytest.mark.parametrize(("written", "english"), [
    ("nada", "nothing"), ("Nichts", "nothing"), ("keine", "nothing"),
    ("  Wartend ", "waiting"), ("esperando", "waiting"), ("bereit", "ready"), ("listo", "ready"),
    ("neu", "new"), ("nuevo", "new"), ("waiting", "waiting"),
    ("resultado", "result"), (" Ergebnis", "result"), ("Result", "result"),
])
def test_the_answer_words_are_read_in_every_language_of_the_course(written, english):
    assert answers.in_english(written) == english


def test_the_state_column_reads_a_german_or_spanish_state_as_the_english_one():
    read = answers.read_choice(("new", "waiting", "ready"))
    assert [read(w) for w in ("bereit", "Esperando", "ready", "prêt")] == [
        "ready", "waiting", "ready", answers.UNREADABLE]


@pytest.mark.slow
@pytest.mark.parametrize("code", LANGUAGES)
def test_the_command_line_speaks_the_language_it_is_told(code):
    done = subprocess.run(
        [sys.executable, "-m", "mcpnb.cli", "check", "--lang", code, "messages", "--",
         sys.executable, "-m", "mcpnb.servers.messages"],
        capture_output=True, text=True, timeout=120)

    assert done.returncode == 0, done.stderr
    with speaking(code):
        title = say("report.title", check="messages", passed="§", total="§")
    assert all(piece in done.stdout.splitlines()[0] for piece in title.split("§")), done.stdout


@pytest.mark.slow
def test_a_transcript_says_its_harness_lines_in_the_language_spoken_and_keeps_them_in_english():
    from mcpnb.running import harness, scripts, transcripts
    from mcpnb.servers import reference_server

    script = scripts.Script("ping", None, (scripts.Step(0, b'{"jsonrpc":"2.0","id":1,"method":"ping"}\n'),))
    transcript = harness.run(reference_server("messages"), script)
    notes = [e.text for e in transcript.events if e.kind in (transcripts.EventKind.NOTE, transcripts.EventKind.EXIT)]

    with speaking("de"):
        listing = transcript.listing()
    assert notes == ["stdin closed", "exit 0"]  # what the checks read
    assert "-- stdin geschlossen" in listing and "-- Exit-Code 0" in listing
    assert "stdin closed" not in listing


# -- what goes inside a sentence is said in the sentence's language --------------------------------

WORDS_INSIDE = {
    # language: (the JSON kind, the id kind, the stage, a number, the Inspector's need)
    "en": ("(an array)", "is a number", "(while connecting)", "after 2.5 s", "needs Node"),
    "es": ("(un array)", "es un número", "(al conectarse)", "tras 2,5 s", "necesita Node"),
    "de": ("(ein Array)", "ist eine Zahl", "(beim Verbinden)", "nach 2,5 s", "braucht Node"),
}


@pytest.mark.parametrize("code", LANGUAGES)
def test_a_word_or_number_inside_a_hint_is_said_in_the_language_the_hint_is_said_in(code):
    from mcpnb.judge.tables.beliefs import _id_kind
    from mcpnb.judge.tables.spec import said
    from mcpnb.running.node import Unavailable

    parses = said("bad-lines.code.parses", json=texts.later("bad-lines.json.kind-array"))
    id_type = said("bad-lines.id.type", kind=_id_kind(3))
    why = Unavailable("inspector.needs-node", (("wanted", "22.19"),),
                         (("/usr/bin/node", "inspector.node-is", "20.19.0"),))
    with speaking(code):  # chosen in English above, said here
        sentences = (parses.text(), id_type.text(),
                     say("clients.timed-out", seconds=2.5, stage=say("clients.stage.connect")),
                     say("clients.timed-out", seconds=2.5, stage=""), why.text())

    for sentence, word in zip(sentences, WORDS_INSIDE[code], strict=True):
        assert word in sentence, (sentence, word)


def test_the_protocols_problems_are_the_english_of_the_lines_a_reference_server_logs():
    from mcpnb.protocol.jsonrpc import PROBLEMS

    assert catalogue("en")["server.log.problem"] == PROBLEMS


def test_a_sentence_written_as_json_is_said_the_same_in_another_language_when_read_back():
    said_in = texts.later("bad-lines.code.parses", json=texts.later("bad-lines.json.kind-array"))
    read = texts.from_json(texts.as_json(said_in + texts.later("status.kind-fifo")))

    for code in LANGUAGES:
        with speaking(code):
            assert str(read) == say("bad-lines.code.parses",
                                    json=say("bad-lines.json.kind-array")) + say("status.kind-fifo")
    assert texts.from_json(texts.as_json(50)) == 50 and texts.as_json((1, 2)) == {"value": "(1, 2)"}


@pytest.mark.parametrize("code", LANGUAGES)
def test_a_sentence_said_without_values_shows_each_escaped_brace_once(code):
    with speaking(code):
        plain = [key for key, value in catalogue(code).items()
                 if not any(field for _, field, _, _ in string.Formatter().parse(str(value)))]
        said = {key: say(key) for key in plain}

    assert [key for key, text in said.items() if "{{" in text or "}}" in text] == []
    assert any("{" in text for text in said.values())  # the catalogue has such a sentence
