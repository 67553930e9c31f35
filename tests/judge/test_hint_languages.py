"""Every hint the hint tests provoke, said in Spanish and in German: no English word outside code.

The wrong answers are the ones the hint tests of the tables and of the functions feed
(`test_tables`, `test_functions`); each is judged again in each language, and its hints and notes
are read for English. Code is left out first: what stands in backticks or quotes, JSON, method
names, the specification's own error names, and what the student wrote (a hint may quote it).
What is left must hold none of a short list of English giveaway words, words no Spanish or German
sentence has.
"""

import re
from pathlib import Path

import pytest
from places import STUDENT_SERVERS
from test_functions import MISTAKES
from test_server_checks import FAULTS, short_bounds  # noqa: F401 (a fixture)
from test_tables import (
    LESSON_3_WRONG_WORDS,
    TABLE_ITEMS,
    cells_of,
    right_answer,
    with_cell,
    wrong_values,
)

from mcpnb.judge.checks.server import check_server
from mcpnb.judge.functions import check
from mcpnb.judge.functions.check import check_function
from mcpnb.judge.tables.check import check_table
from mcpnb.protocol.jsonrpc import ERROR_NAMES
from mcpnb.texts import catalogue, speaking

TRANSLATED = ("es", "de")
# English words that are no Spanish or German word ("a" and "in" are both, "an" and "was" German,
# "has" Spanish; German says Exit-Code), and the phrases the issue found in their hints.
GIVEAWAYS = re.compile(
    r"\b(the|and|is|are|of|with|your|this|that|which|what|when|it|its|should|must|"
    r"from|to|for|not|but|any|does|give|write|one|an object|an array|a number|a string|needs|at once|"
    r"got|exit(?!-))\b",
    re.IGNORECASE,
)
# What is code in a hint: backticks, quotes, JSON, a method name (`tools/list`), a name with a
# dot or an underscore, and the names JSON-RPC and MCP give their errors.
CODE = re.compile(r"`[^`]*`|„[^“]*“|\"[^\"]*\"|'[^']*'|\{[^{}]*\}|\[[^\[\]]*\]|\S*[/_.]\w\S*")
SPEC_NAMES = (*ERROR_NAMES.values(), "Unsupported protocol version")


def english_in(text, *written):
    """The giveaway words of a hint once its code, and what the student wrote, are left out."""
    for value in written:
        for shown in {repr(value), str(value)}:
            if len(shown) > 1:
                text = text.replace(shown, " ")
    for name in SPEC_NAMES:
        text = text.replace(name, " ")
    return GIVEAWAYS.findall(CODE.sub(" ", text))


def test_the_giveaway_words_find_an_english_hint_and_pass_its_translations():
    english, spanish, german = (catalogue(code)["bad-lines.code.sign"] for code in ("en", "es",
                                                                                   "de"))
    assert english_in(english) and not english_in(spanish) and not english_in(german)


def table_hints(item):
    """Every (hint or note, the value written) the tables' hint tests provoke in one table."""
    for row, column in cells_of(item):
        for value in wrong_values(item, column):
            verdict = check_table(item, with_cell(item, row, column, value))
            yield verdict.cells[row][column].hint, value
            yield from ((note, value) for note in verdict.notes)


@pytest.mark.parametrize("code", TRANSLATED)
@pytest.mark.parametrize("item", TABLE_ITEMS)
def test_every_hint_of_a_table_speaks_the_editions_language_only(item, code):
    with speaking(code):
        english = {(hint, repr(value), tuple(english_in(hint, value)))
                   for hint, value in table_hints(item) if english_in(hint, value)}

    assert sorted(english)[:3] == []


@pytest.mark.parametrize("code", TRANSLATED)
def test_every_hint_of_a_wrong_key_word_of_lesson_3_speaks_the_editions_language_only(code):
    with speaking(code):
        english = []
        for word, examples in LESSON_3_WRONG_WORDS.items():
            for example, _ in examples:
                answer = dict(zip(catalogue("en")["client-words.words"],
                                  right_answer("client-words"), strict=True)) | {word: example}
                verdict = check_table("client-words", answer)
                english += [(c.hint, english_in(c.hint, example))
                            for row in verdict.cells for c in row if english_in(c.hint, example)]

    assert english == []


@pytest.mark.slow
@pytest.mark.parametrize("code", TRANSLATED)
@pytest.mark.parametrize("item", sorted(MISTAKES))
def test_every_hint_of_a_wrong_function_speaks_the_editions_language_only(item, code):
    english = []
    with speaking(code):
        for mistake in MISTAKES[item]:
            check._tries.clear()
            for _ in range(3):  # the idea, then the belief, then where to look
                report = check_function(item, mistake)
            said = [finding.text(what) for finding in report.findings
                    for what in ("label", "expected", "hint")]  # not what was sent or came back
            english += [(text, english_in(text)) for text in said if english_in(text)]

    assert english == []


# A line a faulty server writes itself (the test servers' kit logs "got request ping (id 3)"),
# shown in what came back: the server's words, not the check's.
SERVER_LOG = re.compile(r"^got (request|notification|not json|invalid request|response)\b")


@pytest.mark.slow
@pytest.mark.usefixtures("short_bounds")  # a faulty server costs these bounds, not the harness's
def test_every_finding_of_a_faulty_server_speaks_the_editions_language_only():
    # Each faulty server is checked in one of the two languages, in turn (in both, the suite paid
    # 9 CPU-s more): what it got is said then; its sentences are said again in the other.
    english = []
    for n, (lesson, command, _) in enumerate(FAULTS):
        with speaking(TRANSLATED[n % 2]):
            report = check_server(lesson, command)
        # every line the check sent, in any finding: what a crash report quotes is data
        sent = [line for f in report.findings for text in f.sent for line in text.split("\\n")]
        for finding in report.findings:
            said = [text for text in finding.got
                    if not finding.passed and not SERVER_LOG.match(text)]
            for code in TRANSLATED:
                with speaking(code):
                    said += [finding.text(what) for what in ("label", "expected", "hint")]
            english += [(Path(command[-1]).stem, text, english_in(text, *sent))
                        for text in said if english_in(text, *sent)]

    assert english == []


@pytest.mark.slow
def test_every_finding_of_the_eras_check_and_its_real_clients_speaks_the_editions_language_only():
    # Lesson 4's check of a server with one fault that the modern clients see (no resultType),
    # in Spanish, and of lesson 3's server, which fails every modern rule, in German.
    import sys

    servers = [[sys.executable, str(STUDENT_SERVERS / "eras_no_result_type.py")],
               [sys.executable, "-m", "mcpnb.servers.clients"]]
    english = []
    for code, command in zip(TRANSLATED, servers, strict=True):
        with speaking(code):
            report = check_server("eras", command)
            sent = [line for f in report.findings for text in f.sent for line in text.split("\\n")]
            for finding in report.findings:
                said = [finding.text(what) for what in ("label", "expected", "hint")]
                said += [t for t in finding.got if not finding.passed and not SERVER_LOG.match(t)]
                english += [(code, text, english_in(text, *sent))
                            for text in said if english_in(text, *sent)]

    assert english == []


@pytest.mark.slow
def test_every_finding_of_the_tools_check_speaks_the_editions_language_only():
    import sys

    from mcpnb.judge.checks.asked import Asked
    from mcpnb.judge.checks.tools import check_tools

    kit = str(STUDENT_SERVERS / "tools_kit.py")
    english = []
    for n, fault in enumerate(("failure-as-protocol-error", "schema-rewritten",
                               "progress-decreasing", "last-page-cursor", "resource-flat")):
        with speaking(TRANSLATED[n % 2]):  # what came back is the server's JSON: data
            report = check_tools(Asked(("env", f"MUTANT={fault}", sys.executable, kit),
                                           real_clients=()))
        assert not report.ok
        for finding in report.findings:
            said = []
            for code in TRANSLATED:
                with speaking(code):
                    said += [finding.text(what) for what in ("label", "expected", "hint")]
            english += [(fault, text, english_in(text)) for text in said if english_in(text)]

    assert english == []
