"""Fill-in tables: right answers computed by the reference code, each cell judged fairly."""

import json
import random

import pytest

from mcpnb import false, null, true
from mcpnb.course import course, item_spec
from mcpnb.judge.registry import TABLE_KINDS, table
from mcpnb.judge.tables.check import check_table, score
from mcpnb.judge.tables.lessons import replay
from mcpnb.judge.tables.spec import ERA_WORDS, RESULT, CellProperty
from mcpnb.judge.tables.verdict import Mark
from mcpnb.running.real_clients import inspector_hello
from mcpnb.servers import messages, reference_server
from mcpnb.show.recording import record_session
from mcpnb.texts import LANGUAGES, say, speaking

TABLE_ITEMS = [
    item
    for lesson in course()["lessons"].values()
    for item, spec in lesson["items"].items()
    if spec["kind"] in TABLE_KINDS
]


def marks(verdict):
    return [[cell.mark for cell in row] for row in verdict.cells]


# A right example of each key word: their cells are judged by a property, not by one value.
KEY_WORD_EXAMPLES = {
    "message-words": ['{"jsonrpc":"2.0","id', '{"jsonrpc":"2.0","id":1,"method":"ping"}\n',
                      '{"jsonrpc":"2.0","id":1,"result":{}}', "server started", "{oops",
                      '{"jsonrpc":"2.0","id":2,"method":2}'],
    "handshake-words": [{"jsonrpc": "2.0", "id": 1, "method": "initialize",
                         "params": {"protocolVersion": "2025-06-18", "capabilities": {}}},
                        "2025-11-25", {"tools": {}}, "new", "2025-03-26"],
    "client-words": ['{"jsonrpc":"2.0","id":0,"result":{"protocolVersion":"2024-11-05"}}',
                     '{"jsonrpc":"2.0","id":"p","method":"server/discover"}', -32601,
                     {"name": "add", "inputSchema": {"type": "object", "properties": {}}},
                     "server-discover-probe-1"],
    "eras-words": ["legacy",
                   '{"io.modelcontextprotocol/protocolVersion":"2026-07-28",'
                   '"io.modelcontextprotocol/clientCapabilities":{"roots":{}}}',
                   '{"jsonrpc":"2.0","id":"p","method":"server/discover","params":{"_meta":'
                   '{"io.modelcontextprotocol/protocolVersion":"2026-07-28",'
                   '"io.modelcontextprotocol/clientCapabilities":{}}}}',
                   {"jsonrpc": "2.0", "id": 9, "method": "tools/call", "params": {"_meta": {
                       "io.modelcontextprotocol/protocolVersion": "2030-01-01",
                       "io.modelcontextprotocol/clientCapabilities": {}}}},
                   '["2025-06-18", "2026-07-28"]',
                   '{"jsonrpc":"2.0","id":3,"result":{"content":[],"resultType":"complete"}}'],
    "http-words": ["http://localhost:3000/mcp", "application/json, text/event-stream",
                   '{"jsonrpc":"2.0","method":"notifications/initialized"}',
                   'data: {"jsonrpc":"2.0","method":"notifications/progress"}\n\n'
                   'data: {"jsonrpc":"2.0","id":1,"result":{}}\n\n',
                   'event: message\ndata: {"jsonrpc":"2.0","id":1,"result":{}}\n\n',
                   "2025-06-18", "Mcp-Method: tools/list", "Mcp-Name: echo",
                   "http://127.0.0.1:8888"],
    # examples other than the lesson's own: a schema whose number and string are an integer
    # and a list of types, an array's schema, a list as structured content, a text block, a
    # whole response, a request naming its cursor
    "tools-words": [{"type": "object", "properties": {"n": {"type": "integer"},
                                                      "s": {"type": ["string", "null"]}}},
                    {"type": "array", "items": {"type": "string"}}, [1, 2, 3],
                    {"type": "text", "text": "hi"},
                    {"jsonrpc": "2.0", "id": 4, "result": {
                        "content": [{"type": "text", "text": "no such city"}], "isError": True}},
                    '{"jsonrpc": "2.0", "id": 9, "method": "tools/list", '
                    '"params": {"cursor": "abc"}}'],
}


def right_answer(item):
    """The right answer in the form a student writes it: a list of rows, bare cells if one column."""
    if item in KEY_WORD_EXAMPLES:
        return list(KEY_WORD_EXAMPLES[item])
    spec = table(item)
    return [row if len(row) > 1 else row[0] for row in spec.expected]


@pytest.mark.parametrize("word", ["resultado", "Ergebnis"])
def test_the_editions_own_word_for_result_is_read_as_result_in_every_table_that_asks_for_it(word):
    def translated(cell):
        if isinstance(cell, tuple):
            return tuple(translated(c) for c in cell)
        return word if cell == "result" else cell

    items = [i for i in TABLE_ITEMS if "result" in str(table(i).expected)]
    for item in items:
        verdict = check_table(item, [translated(row) for row in right_answer(item)])
        assert verdict.right == verdict.total, str(verdict)
    assert {"version-table", "handshake-replies", "first-messages"} <= set(items)


def test_every_key_words_example_here_is_right():
    for item in KEY_WORD_EXAMPLES:
        verdict = check_table(item, right_answer(item))
        assert verdict.right == verdict.total, str(verdict)


def test_the_seed_lessons_stated_outcomes_are_what_the_reference_code_computes():
    assert table("bad-lines").expected == (
        (-32700, None), (-32600, 5), (-32600, None), ("nothing", "nothing"))
    assert table("arrival-order").expected == (
        (2, "waited"), (3, "completed"), (None, "at once"), (5, "at once"), (1, "waited"))
    assert table("buffer-table").expected == (
        ('{"id', [{"id": 1}]), ("", [{"id": 2}]), ('{"i', []))


def test_the_real_clients_first_messages_get_from_each_reference_server_what_it_computes():
    assert table("first-messages").expected == (
        ("initialize", 1, -32602, "result"),
        ("server/discover", 1, -32600, -32601),
        ("initialize", 0, -32602, "result"),
        ("server/discover", "server-discover-probe-1", -32600, -32601),
    )


def first_message_of(client):
    return course()["lessons"]["03-clients"]["items"]["first-messages"]["clients"][client]


@pytest.mark.slow
@pytest.mark.parametrize("client, name", [("session", "the SDK's ClientSession"),
                                          ("client", "the SDK's Client (auto mode)")])
def test_the_sdk_clients_first_messages_in_the_course_data_are_what_they_send(client, name):
    session = record_session(reference_server("clients"), client=client)
    first_line = session.recording.sent().split(b"\n")[0]

    assert session.error == "" and session.echo
    assert json.loads(first_line) == first_message_of(name)


def test_the_inspectors_first_message_in_the_course_data_is_the_one_the_check_sends():
    (step,) = inspector_hello().steps
    sent = json.loads(step.send)
    data = first_message_of("the MCP Inspector CLI")

    assert (data["method"], data["id"]) == (sent["method"], sent["id"]) == ("initialize", 0)
    assert data["params"]["protocolVersion"] == sent["params"]["protocolVersion"]


@pytest.mark.parametrize("item", TABLE_ITEMS)
def test_a_blank_answer_is_marked_not_answered_and_scores_zero(item):
    verdict = check_table(item, ...)

    assert verdict.right == 0 and not verdict.answered
    assert all(mark is Mark.BLANK for row in marks(verdict) for mark in row)
    assert score(verdict, 10) == 0


@pytest.mark.parametrize("item", [i for i in TABLE_ITEMS if item_spec(i)[1]["kind"] != "key-words"])
def test_the_computed_right_answer_scores_full_marks(item):
    verdict = check_table(item, right_answer(item))

    assert verdict.right == verdict.total > 0
    assert score(verdict, 8) == 8


@pytest.mark.parametrize(
    "garbage", [None, 5, "text", {1, 2}, [object()], [[[[]]]], [lambda: 1] * 9, [(1,) * 40] * 3]
)
@pytest.mark.parametrize("item", TABLE_ITEMS)
def test_any_answer_at_all_gives_a_verdict_and_never_raises(item, garbage):
    verdict = check_table(item, garbage)

    assert verdict.right < verdict.total
    assert str(verdict) and verdict._repr_html_()


def test_messages_compare_as_json_and_one_message_alone_reads_as_a_list():
    verdict = check_table("buffer-table", [
        ('{"id', ['{ "id" : 1 }']),
        ("", '{"id":2}'),
        ('{"i', "nothing"),
    ])

    assert verdict.right == verdict.total


def test_a_buffer_is_text_exactly_so_a_missing_character_is_wrong_with_a_hint():
    verdict = check_table("buffer-table", [('{"i', ['{"id":1}']), ...,  ...])

    first = verdict.cells[0][0]
    assert first.mark is Mark.WRONG and "after the last newline" in first.hint
    assert verdict.cells[0][1].mark is Mark.RIGHT


def test_an_id_keeps_its_json_type_so_a_string_five_is_not_the_number_five():
    verdict = check_table("bad-lines", [
        (-32700, None), (-32600, "5"), (-32600, None), ("nothing", "nothing")])

    assert marks(verdict)[1] == [Mark.RIGHT, Mark.WRONG]
    assert verdict.right == 7


def test_codes_may_be_written_as_text_and_no_reply_in_several_words():
    verdict = check_table("bad-lines", [
        ("-32700", None), (-32600, 5), (" -32600 ", None), ("No reply", "-")])

    assert verdict.right == verdict.total


def test_true_is_not_the_id_one():
    verdict = check_table("arrival-order", [(2, "waited"), (3, "completed"), (None, "at once"),
                                            (5, "at once"), (True, "waited")])

    assert marks(verdict)[4] == [Mark.WRONG, Mark.RIGHT]


def test_reasons_are_chosen_from_the_stated_codes_in_any_case_and_spacing():
    verdict = check_table("arrival-order", [(2, " Waited"), (3, "COMPLETED"), (None, "at  once"),
                                            (5, "because it was fast"), (1, "waited")])

    assert [row[1].mark for row in verdict.cells] == [
        Mark.RIGHT, Mark.RIGHT, Mark.RIGHT, Mark.WRONG, Mark.RIGHT]


def test_a_row_too_many_or_too_few_is_said_in_a_note_and_the_rest_still_judged():
    short = check_table("bad-lines", [(-32700, None)])
    long = check_table("bad-lines", right_answer("bad-lines") + [(1, 1)])

    assert "4 rows; your answer has 1" in short.notes[0]
    assert short.right == 2 and marks(short)[3] == [Mark.BLANK, Mark.BLANK]
    assert long.right == long.total and "your answer has 5" in long.notes[0]


def test_a_row_of_the_wrong_width_says_how_many_cells_a_row_has():
    verdict = check_table("bad-lines", [-32700, (-32600, 5), (-32600, None), ("nothing",) * 2])

    assert any("Each row has 2 cells" in note for note in verdict.notes)
    assert verdict.right == 7


def test_key_words_are_judged_by_their_property_and_may_be_given_as_a_dict():
    good = {
        "buffer": '{"jsonrpc":"2.0","id',
        "frame": '{"jsonrpc":"2.0","id":1,"method":"ping"}\n',
        "stdout": {"jsonrpc": "2.0", "id": 1, "result": {}},
        "stderr": "server started",
        "parse error (-32700)": "{oops",
        "Invalid Request (-32600)": '{"jsonrpc":"2.0","id":2,"method":2}',
    }
    bad = {
        "buffer": 'one\ntwo',  # a buffer never holds a newline: it is cut at each one
        "frame": "hello",
        "stdout": "debug: got here",
        "stderr": "",
        "parse error (-32700)": '{"jsonrpc":"2.0","id":1,"method":"ping"}',
        "Invalid Request (-32600)": "not json",
    }

    assert check_table("message-words", good).right == 6
    assert check_table("message-words", bad).right == 0


# What students write by mistake, in every column: other rows' answers are added per table.
WRONG_VALUES = [
    "nothing", None, "null", "None", "", "x", " ", 0, 1, 2, 3, 4, 5, "5", "1", -1, 1.5, True, 32700,
    -32700, -32600, -32601, -32602, "-32700", "result", "new", "waiting", "ready", "Ready",
    "initialized", "waited", "completed", "at once", "because", "2024-11-05", "2025-03-26",
    "2025-11-25", "1999-01-01", "2020-01-01", "1.0", "tools", "Tools", "tools/list", "listChanged",
    "initialize", '{"id', '{"i', '{"id":1}', '{"id":1}\n{"id', '":2}', "server started",
    '{"jsonrpc":"2.0","id":1,"method":"ping"}', '{"jsonrpc":"2.0","method":"notifications/x"}',
    '{"jsonrpc":"2.0","id":1,"result":{}}', '{"jsonrpc":"2.0","id":null,"error":{"code":-32700}}',
    '{"jsonrpc":"2.0","id":3,"error":{"code":-32700,"message":"Parse error"}}',
    {"code": -32601, "message": "Method not found"}, '{"jsonrpc":"2.0","id":1}', "[1,2]",
    ['{"id":1}'], ['{"id":2}'], [], ['{"id":1}', '{"id":2}'], ['{"i'], ['{"id":1}', '{"id'],
    ['{"id":"2"}'], ['{"id":2}', '{"id":2}'], [1, 2], {}, {"tools": True}, {"everything": {}},
    ["tools"], {"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": {}},
    {"jsonrpc": "2.0", "method": "notifications/initialized"},
    {"requested": "1999-01-01", "supported": ["2025-03-26"]},
    {"requested": "1999-01-01", "supported": "2025-03-26, 2024-11-05"},
    {"requested": "x", "supported": ["2025-03-26", "2024-11-05"]}, {"versions": []},
    null, true, false, [null], {"id": null},
]


def wrong_values(item, column):
    """The usual mistakes, and every right value of this column on another row."""
    others = [row[column] for row in table(item).expected if not isinstance(row[column], CellProperty)]
    return WRONG_VALUES + others


def with_cell(item, row, column, value, answer=None):
    """An answer (the right one unless given) with one cell changed."""
    answer = right_answer(item) if answer is None else answer
    if len(table(item).columns) == 1:
        answer[row] = value
    else:
        answer[row] = tuple(value if c == column else cell for c, cell in enumerate(answer[row]))
    return answer


def texts_of(value):
    """How a right value could show in a hint: as the student writes it, and as JSON."""
    if isinstance(value, list):
        return {t for item in value for t in texts_of(item)}
    if isinstance(value, dict):
        return {json.dumps(value), repr(value)}
    return {str(value), json.dumps(value)}


def cells_of(item):
    spec = table(item)
    return [(row, column) for row in range(len(spec.expected)) for column in range(len(spec.columns))]


@pytest.mark.parametrize("item", TABLE_ITEMS)
def test_no_hint_gives_away_a_right_answer(item):
    spec = table(item)
    for row, column in cells_of(item):
        expected = spec.expected[row][column]
        if isinstance(expected, CellProperty) or spec.columns[column].choices:
            continue  # many answers are right, or the choices are stated in the table
        # The answer words a table states are no secret: "result", and lesson 4's era names.
        secrets = {t for t in texts_of(expected) if len(t) > 3 and t.strip('"') not in (
            "None", "null", "nothing", RESULT, *ERA_WORDS)}
        for value in wrong_values(item, column):
            verdict = check_table(item, with_cell(item, row, column, value))
            hint = verdict.cells[row][column].hint
            assert not [t for t in secrets if t in hint], (row, column, value, hint)


@pytest.mark.parametrize("item", TABLE_ITEMS)
def test_every_wrong_cell_gets_a_hint_and_no_mistake_makes_the_checker_give_up(item):
    for row, column in cells_of(item):
        for value in wrong_values(item, column):
            verdict = check_table(item, with_cell(item, row, column, value))
            cell = verdict.cells[row][column]

            assert not verdict.notes or "order" in verdict.notes[0], verdict.notes
            assert cell.mark is not Mark.WRONG or cell.hint
            assert "{" not in cell.hint.replace('{"', "")  # every placeholder filled in


def assert_no_hint_twice(verdict):
    hints = [cell.hint for row in verdict.cells for cell in row if cell.hint]
    assert len(hints) == len(set(hints)), str(verdict)


@pytest.mark.parametrize("item", TABLE_ITEMS)
def test_no_hint_shows_twice_in_a_table_whatever_is_written_in_every_cell(item):
    for value in WRONG_VALUES:
        assert_no_hint_twice(check_table(item, filled(item, value)))


@pytest.mark.parametrize("item", TABLE_ITEMS)
def test_no_hint_shows_twice_in_a_table_of_mixed_mistakes(item):
    chance = random.Random(f"mixed mistakes in {item}")  # the same answers on every run
    for _ in range(200):
        answer = right_answer(item)
        for row, column in cells_of(item):
            if chance.random() < 0.7:
                with_cell(item, row, column, chance.choice(wrong_values(item, column)), answer)
        assert_no_hint_twice(check_table(item, answer))


def test_a_hint_already_shown_becomes_a_pointer_to_the_first_cell_that_showed_it():
    verdict = check_table("arrival-order", [("2", "waited"), ("3", "completed"),
                                            (None, "at once"), ("5", "at once"), (1, "waited")])
    first, second, third = (verdict.cells[row][0].hint for row in (0, 1, 3))

    assert "JSON type" in first
    assert second != first and "row 1 (reply id)" in second
    assert third not in (first, second) and "row 1 (reply id)" in third


def hints_for(item, row, column, values):
    return [check_table(item, with_cell(item, row, column, v)).cells[row][column].hint
            for v in values]


@pytest.mark.parametrize("item, row, column, values", [
    ("bad-lines", 2, 0, ["nothing", -32700, -32601]),  # [1,2]: unanswered, not JSON, a method
    ("bad-lines", 2, 1, ["nothing", 1, "null"]),
    ("bad-lines", 1, 1, ["5", None, "nothing"]),
    ("buffer-table", 0, 0, ['{"i', '{"id":1}', '{"id":1}\n{"id']),
    ("buffer-table", 1, 1, [[], ['{"id":1}', '{"id":2}'], ['{"id":2']]),
    ("arrival-order", 0, 0, [1, "2", 4]),
    ("version-table", 2, 1, ["1999-01-01", "2025-03-26", {"requested": "1999-01-01"}]),
    ("handshake-replies", 2, 0, ["waiting", "ready", "initialized"]),
    ("handshake-replies", 2, 1, [-32600, -32602, "nothing"]),
    ("first-messages", 1, 0, ["initialize", "notifications/initialized", "tools/list"]),
    ("first-messages", 2, 1, [1, "0", None]),
    ("first-messages", 1, 2, [-32601, "result", "nothing"]),
    ("first-messages", 1, 3, [-32600, "result", "nothing"]),
])
def test_three_different_mistakes_on_one_cell_give_three_different_hints(item, row, column, values):
    hints = hints_for(item, row, column, values)

    assert all(hints) and len(set(hints)) == 3, hints


def test_an_array_answered_with_nothing_is_told_an_invalid_line_is_answered_even_without_an_id():
    answer = with_cell("bad-lines", 2, 0, "nothing", with_cell("bad-lines", 2, 1, "nothing"))
    code, id = (cell.hint for cell in check_table("bad-lines", answer).cells[2])

    assert "even without an id" in code and "does it carry an id" not in code
    assert "even without an id: with null" in id


def test_a_number_written_as_text_is_told_the_id_keeps_its_type():
    (hint,) = hints_for("bad-lines", 1, 1, ["5"])

    assert "is a number" in hint and "5" not in hint


def test_each_key_word_gets_a_hint_about_its_own_meaning():
    verdict = check_table("handshake-words", {
        "handshake": {"jsonrpc": "2.0", "id": 1, "method": "ping"},
        "capability": {"everything": {}},
        "state": "initialized",
    })
    hints = [row[0].hint for row in verdict.cells if row[0].hint]

    assert len(hints) == 3 and not [h for h in hints if "must be a string" in h]
    assert "open a session" in hints[0] and "capability groups" in hints[1]
def test_the_verdict_displays_the_same_on_every_run():
    answer = [('{"id', ['{"id":1}']), ("x", []), ...]

    assert check_table("buffer-table", answer)._repr_html_() == \
        check_table("buffer-table", answer)._repr_html_()
    assert "\u2717" in str(check_table("buffer-table", answer))


def test_the_version_table_takes_the_supported_versions_in_any_order_and_as_json_text():
    data = {"requested": "1999-01-01", "supported": ["2024-11-05", "2025-03-26"]}
    verdict = check_table("version-table", [
        ("result", "2024-11-05"), ("Result", " 2025-03-26"), ("-32602", json.dumps(data))])
    reversed_lists = check_table("version-table", [
        ("result", "2024-11-05"), ("result", "2025-03-26"),
        (-32602, {**data, "supported": data["supported"][::-1]})])

    assert verdict.right == verdict.total
    assert reversed_lists.right == reversed_lists.total


def test_echoing_the_unsupported_version_is_wrong():
    verdict = check_table("version-table", [
        ("result", "2024-11-05"), ("result", "2025-03-26"), ("result", "1999-01-01")])

    assert [c.mark for c in verdict.cells[2]] == [Mark.WRONG, Mark.WRONG]


def test_the_handshake_replies_follow_the_servers_three_states():
    assert table("handshake-replies").expected == (
        ("new", -32600), ("new", -32602), ("new", "result"),
        ("waiting", -32600), ("ready", "result"), ("ready", -32601))


def test_key_words_of_the_handshake_are_judged_by_their_property():
    good = {
        "handshake": {"jsonrpc": "2.0", "id": 1, "method": "initialize",
                      "params": {"protocolVersion": "2025-06-18", "capabilities": {}}},
        "protocol version": "2025-11-25",
        "capability": '{"tools": {"listChanged": false}}',
        "state": "waiting",
        "negotiate": "2024-11-05",
    }
    bad = {
        "handshake": '{"jsonrpc":"2.0","id":1,"method":"ping"}',
        "protocol version": "1.0",
        "capability": {"everything": {}},
        "state": "initialized",
        "negotiate": "2025-11-25",  # a real version, but not one this lesson's server speaks
    }

    assert check_table("handshake-words", good).right == 5
    assert check_table("handshake-words", bad).right == 0


LESSON_3_WRONG_WORDS = {
    # each wrong example, and the belief its hint must answer
    "counter-offer": [
        ("2025-11-25", "a-version"),
        ({"jsonrpc": "2.0", "id": 1, "error": {"code": -32602, "message": "Unsupported"}}, "an-error"),
        ({"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": {}}, "a-request"),
        ({"protocolVersion": "2026-07-28"}, "unspoken"),
        ("an offer", "not-a-reply"),
    ],
    "probe": [
        ("server/discover", "a-name"),
        ('{"jsonrpc":"2.0","method":"server/discover"}', "no-id"),
        ({"jsonrpc": "2.0", "id": 0, "method": "initialize", "params": {}}, "initialize"),
        ({"jsonrpc": "2.0", "id": 1, "method": "ping"}, "other-method"),
        (["server/discover"], "not-a-line"),
    ],
    "Method not found (-32601)": [
        (-32600, "other-code"),
        ('{"jsonrpc":"2.0","id":1,"method":"ping"}', "served"),
        ('{"jsonrpc":"2.0","id":1,"method":"tools/call"}', "refused"),
        ('{"jsonrpc":"2.0","method":"nonsense"}', "notification"),
        ("nonsense", "not-json"),
    ],
    "tool": [
        ("echo", "a-name"),
        ({"jsonrpc": "2.0", "id": 3, "method": "tools/call", "params": {"name": "echo"}}, "a-call"),
        ({"inputSchema": {"type": "object"}}, "no-name"),
        ({"name": "echo"}, "no-schema"),
        ({"name": "echo", "inputSchema": {"type": "string"}}, "schema-type"),
    ],
    "request id": [
        (None, "null"), (True, "a-bool"), (1.5, "a-fraction"),
        ({"jsonrpc": "2.0", "id": 1, "method": "ping"}, "a-message"), ([1], "not-an-id"),
    ],
}


@pytest.mark.parametrize("word", LESSON_3_WRONG_WORDS)
def test_each_wrong_example_of_a_lesson_3_key_word_gets_the_hint_for_its_own_mistake(word):
    slug = {"Method not found (-32601)": "method-not-found", "request id": "request-id"}.get(word, word)
    hints = []
    for example, belief in LESSON_3_WRONG_WORDS[word]:
        verdict = check_table("client-words", {word: example})
        row = [k for k, _ in table("client-words").given].index(word)
        cell = verdict.cells[row][0]
        assert cell.mark is Mark.WRONG, (word, example)
        hints.append(cell.hint)
        assert cell.hint == say(f"key-words.{slug}.{belief}"), (word, example)
    assert len(set(hints)) == len(hints)  # a hint per mistake, never the same one twice


# --- the checks agree with the lesson ---------------------------------------------------------

@pytest.mark.parametrize("item, word, example", [
    ("message-words", "parse error (-32700)", -32700),
    ("message-words", "parse error (-32700)", "-32700"),
    ("message-words", "Invalid Request (-32600)", -32600),
    ("message-words", "Invalid Request (-32600)", "-32600"),
    ("handshake-words", "protocol version", "2024-11-05"),
    ("handshake-words", "capability", "tools"),
])
def test_the_seed_lessons_own_examples_of_the_key_words_are_right(item, word, example):
    verdict = check_table(item, {word: example})
    (row,) = [r for r, given in enumerate(verdict.given) if given[0] == word]

    assert verdict.cells[row][0].mark is Mark.RIGHT


@pytest.mark.parametrize("word, example", [
    ("parse error (-32700)", '{"jsonrpc":"2.0","id":null,"error":{"code":-32700,"message":"x"}}'),
    ("parse error (-32700)", {"code": -32700, "message": "Parse error"}),
    ("Invalid Request (-32600)", {"jsonrpc": "2.0", "id": 5,
                                  "error": {"code": -32600, "message": "Invalid Request"}}),
])
def test_an_error_key_word_may_be_given_as_the_error_reply_its_meaning_names(word, example):
    verdict = check_table("message-words", {word: example})

    assert verdict.right == 1


def test_a_parse_error_reply_with_an_id_is_not_an_example_of_one():
    reply = {"jsonrpc": "2.0", "id": 3, "error": {"code": -32700, "message": "Parse error"}}
    cell = check_table("message-words", {"parse error (-32700)": reply}).cells[4][0]

    assert cell.mark is Mark.WRONG and "no id that can be read" in cell.hint


def test_the_error_key_words_meanings_say_their_code_is_an_example_too():
    meanings = dict(table("message-words").given)

    assert "its code" in meanings["parse error (-32700)"]
    assert "its code" in meanings["Invalid Request (-32600)"]
    assert "capabilities object" in dict(table("handshake-words").given)["capability"]


@pytest.mark.parametrize("message", [
    '{"jsonrpc":"2.0","id":1,"result":{}}', {"jsonrpc": "2.0", "method": "notifications/x"}])
def test_a_json_rpc_message_is_not_an_example_of_a_stderr_line_and_is_told_it_belongs_on_stdout(
    message
):
    cell = check_table("message-words", {"stderr": message}).cells[3][0]

    assert cell.mark is Mark.WRONG and "it belongs on stdout" in cell.hint


@pytest.mark.parametrize("state", ["Ready", "WAITING", " new "])
def test_a_state_is_read_in_any_case_in_the_key_words_as_in_the_replies(state):
    words = check_table("handshake-words", {"state": state})
    replies = check_table("handshake-replies", [(state, -32600)] * 6)

    assert words.right == 1
    assert sum(row[0].mark is Mark.RIGHT for row in replies.cells) >= 1


# --- a reason goes with its reply, wherever the row -----------------------------------------

def test_a_wrong_order_with_the_right_reasons_marks_only_the_ids_and_says_where_it_first_differs():
    # The replies in the order the requests were sent, each with the reason it really has.
    verdict = check_table("arrival-order", [(1, "waited"), (2, "waited"), (3, "completed"),
                                            (None, "at once"), (5, "at once")])

    assert [row[1].mark for row in verdict.cells] == [Mark.RIGHT] * 5
    assert [row[0].mark for row in verdict.cells] == [Mark.WRONG] * 5
    assert verdict.notes == (say("arrival-order.order-differs", row=1),)


def test_a_wrong_reason_is_judged_by_the_reply_it_stands_beside():
    # Replies 2 and 3 swapped: row 2 names reply 2, which waited, so "completed" is wrong there.
    verdict = check_table("arrival-order", [(3, "waited"), (2, "completed"), (None, "at once"),
                                            (5, "at once"), (1, "waited")])

    assert [row[1].mark for row in verdict.cells][:2] == [Mark.WRONG, Mark.WRONG]
    assert verdict.notes == (say("arrival-order.order-differs", row=1),)
    assert "no wait" in verdict.cells[0][1].hint  # reply 3 was a ping: it did not wait


def test_a_reason_beside_an_id_written_as_text_is_judged_by_the_reply_that_id_names():
    verdict = check_table("arrival-order", [("2", "waited"), ("3", "completed"),
                                            ("null", "at once"), ("5", "at once"), ("1", "waited")])

    assert [row[1].mark for row in verdict.cells] == [Mark.RIGHT] * 5
    assert verdict.right == 5


def test_the_right_order_has_no_note():
    assert check_table("arrival-order", right_answer("arrival-order")).notes == ()


# --- JavaScript's null, true and false --------------------------------------------------------

@pytest.mark.parametrize("name, python", [(null, "None"), (true, "True"), (false, "False")])
@pytest.mark.parametrize("item", TABLE_ITEMS)
def test_null_true_and_false_in_a_kernel_answer_are_not_yet_and_say_how_python_writes_them(
    item, name, python
):
    verdict = check_table(item, filled(item, name))

    assert all(cell.mark is Mark.WRONG for row in verdict.cells for cell in row)
    assert f"write {python}" in verdict.cells[0][0].hint
    assert all(f"write {python}" in cell.hint for row in verdict.cells for cell in row)
    assert_no_hint_twice(verdict)
    assert repr(name) in str(verdict) and displays(verdict)


def test_null_deep_inside_a_cell_is_found_and_the_rest_of_the_table_still_judged():
    verdict = check_table("handshake-words", {
        "handshake": {"jsonrpc": "2.0", "id": 1, "method": "initialize",
                      "params": {"protocolVersion": "2025-06-18", "capabilities": {"x": null}}},
        "capability": {"tools": {"listChanged": false}},
        "state": "new",
    })

    assert marks(verdict) == [[Mark.WRONG], [Mark.BLANK], [Mark.WRONG], [Mark.RIGHT], [Mark.BLANK]]
    assert "write None (Python's null)" in verdict.cells[0][0].hint
    assert "write False" in verdict.cells[2][0].hint


def test_null_where_none_is_right_is_still_not_yet():
    verdict = check_table("bad-lines", [(-32700, null), (-32600, 5), (-32600, None),
                                        ("nothing", "nothing")])

    assert marks(verdict)[0] == [Mark.RIGHT, Mark.WRONG] and verdict.right == 7
    assert "write None (Python's null)" in verdict.cells[0][1].hint


def test_a_whole_answer_that_is_null_says_how_python_writes_it_in_a_note():
    verdict = check_table("bad-lines", null)

    assert verdict.right == 0 and any("write None" in note for note in verdict.notes)


def test_replay_puts_a_wait_after_the_replies_made_while_it_waited():
    order = [reply.message["id"] for reply, _ in replay("01-messages", messages.respond)]

    assert order.index(1) == len(order) - 1


# --- whatever a student's kernel holds -------------------------------------------------------
# In a notebook the answer is a live object, so it may be of the student's own class, or a
# subclass of list, dict, str or int whose methods raise or lie. None of its code may run.

class Boom(Exception):
    """What every hostile method raises: seeing it means the checker ran the student's code."""


def boom(*args, **kwargs):
    raise Boom


HOSTILE_METHODS = [
    "__eq__", "__hash__", "__bool__", "__str__", "__repr__", "__len__", "__iter__", "__getitem__",
    "__getattribute__",
]


def filled(item, value):
    """An answer to the table with `value` in every answer cell."""
    spec = table(item)
    width = len(spec.columns)
    return [value if width == 1 else (value,) * width for _ in spec.expected]


def not_readable(cell):
    return cell.mark is Mark.WRONG and "could not be read" in cell.hint


def displays(verdict):
    return bool(str(verdict) and verdict._repr_html_())


@pytest.mark.parametrize("method", HOSTILE_METHODS + ["__class__"])
@pytest.mark.parametrize("item", TABLE_ITEMS)
def test_a_value_whose_method_raises_is_not_yet_with_a_not_readable_hint_never_a_traceback(
    item, method
):
    # A `__class__` property is what isinstance() asks when the real type does not match.
    attribute = property(boom) if method == "__class__" else boom
    hostile = type("Hostile", (), {method: attribute})()

    verdict = check_table(item, filled(item, hostile))

    assert all(not_readable(cell) for row in verdict.cells for cell in row)
    assert "<Hostile object>" in str(verdict) and displays(verdict)


def sly(base):
    """A subclass of `base` whose every method a checker might call raises."""
    methods = HOSTILE_METHODS + ["__contains__", "copy", "get", "items", "keys", "values"]
    return type(f"Sly{base.__name__}", (base,), {m: boom for m in methods})


def test_list_tuple_and_dict_subclasses_whose_methods_raise_are_read_by_their_real_items():
    sly_list, sly_tuple, sly_dict = sly(list), sly(tuple), sly(dict)
    right = sly_list(sly_tuple(row) for row in right_answer("bad-lines"))
    one_wrong = sly_list(sly_tuple(row) for row in [(-32700, 5)] + right_answer("bad-lines")[1:])
    key_words = sly_dict(buffer='{"id', stderr=sly_list(["a log line"]))

    assert check_table("bad-lines", right).right == 8
    assert marks(check_table("bad-lines", one_wrong))[0] == [Mark.RIGHT, Mark.WRONG]
    assert marks(check_table("message-words", key_words)) == [
        [Mark.RIGHT], [Mark.BLANK], [Mark.BLANK], [Mark.WRONG], [Mark.BLANK], [Mark.BLANK]]
    assert displays(check_table("bad-lines", one_wrong))


def nested(depth):
    value = []
    for _ in range(depth):
        value = [value]
    return value


def test_a_list_nested_ten_thousand_deep_is_not_yet_with_a_not_readable_hint():
    deep = nested(10_000)
    in_cells = check_table("buffer-table", filled("buffer-table", deep))
    as_answer = check_table("message-words", deep)

    assert all(not_readable(cell) for row in in_cells.cells for cell in row)
    assert not_readable(as_answer.cells[0][0])
    assert marks(as_answer)[1:] == [[Mark.BLANK]] * 5
    assert displays(in_cells) and displays(as_answer)


def test_a_list_that_contains_itself_is_not_yet_with_a_not_readable_hint():
    looped = []
    looped.append(looped)
    in_cells = check_table("buffer-table", filled("buffer-table", looped))
    as_answer = check_table("bad-lines", looped)

    assert all(not_readable(cell) for row in in_cells.cells for cell in row)
    assert not_readable(as_answer.cells[0][0])
    assert marks(as_answer) == [[Mark.WRONG, Mark.BLANK]] + [[Mark.BLANK, Mark.BLANK]] * 3
    assert displays(in_cells) and displays(as_answer)


def test_a_dict_that_contains_itself_is_not_yet_with_a_not_readable_hint():
    message = {"jsonrpc": "2.0", "id": 1, "method": "ping"}
    message["params"] = message
    answer = {"buffer": '{"id', "frame": message}
    answer["stdout"] = answer

    verdict = check_table("message-words", answer)

    assert marks(verdict)[:3] == [[Mark.RIGHT], [Mark.WRONG], [Mark.WRONG]]
    assert not_readable(verdict.cells[1][0]) and not_readable(verdict.cells[2][0])
    assert displays(verdict)


def test_a_list_that_holds_itself_twice_at_every_level_is_not_readable_and_never_copied_in_full():
    shared = [0]
    for _ in range(40):  # 2**40 items if walked as a tree: no reader may walk it so
        shared = [shared, shared]

    verdict = check_table("buffer-table", right_answer("buffer-table")[:2] + [('{"i', shared)])

    assert marks(verdict) == [[Mark.RIGHT] * 2, [Mark.RIGHT] * 2, [Mark.RIGHT, Mark.WRONG]]
    assert not_readable(verdict.cells[2][1]) and displays(verdict)


class AgreeableStr(str):
    """Text that says it equals anything."""

    def __eq__(self, other):
        return True

    __hash__ = str.__hash__


class AgreeableInt(int):
    """A number that says it equals anything."""

    def __eq__(self, other):
        return True

    __hash__ = int.__hash__


def test_a_str_subclass_that_says_it_equals_anything_is_right_only_where_its_real_text_is():
    lying = check_table("buffer-table", filled("buffer-table", AgreeableStr("wrong")))
    honest = check_table("buffer-table", [(AgreeableStr('{"id'), [AgreeableStr('{"id":1}')]), ...,
                                          ...])

    assert marks(lying) == [[Mark.WRONG, Mark.WRONG]] * 3
    assert marks(honest)[0] == [Mark.RIGHT, Mark.RIGHT]
    assert displays(lying) and displays(honest)


def test_an_int_subclass_that_says_it_equals_anything_is_right_only_where_its_real_number_is():
    lying = check_table("bad-lines", filled("bad-lines", AgreeableInt(0)))
    honest = check_table("bad-lines", [(AgreeableInt(-32700), None), ..., ..., ...])

    assert marks(lying) == [[Mark.WRONG, Mark.WRONG]] * 4
    assert marks(honest)[0] == [Mark.RIGHT, Mark.RIGHT]
    assert displays(lying) and displays(honest)


def test_a_set_inside_a_message_costs_only_its_own_cell():
    # A set inside a message is plain data, but no JSON: that cell is not yet, the rest judged.
    verdict = check_table("message-words", {"buffer": '{"id', "frame": {"id": {1, 2}}})

    assert marks(verdict) == [[Mark.RIGHT], [Mark.WRONG]] + [[Mark.BLANK]] * 4
    assert verdict.notes == ()
    assert displays(verdict)


def test_an_error_of_the_checkers_own_while_judging_becomes_a_note_never_a_traceback(monkeypatch):
    import mcpnb.judge.tables.words

    def broken(value):
        raise RuntimeError("a bug in the course")

    monkeypatch.setattr(mcpnb.judge.tables.words, "_frame_problem", broken)
    verdict = check_table("message-words", {"buffer": '{"id', "frame": '{"id":1}\n'})

    assert marks(verdict) == [[Mark.WRONG]] * 6
    assert any("could not be read" in note for note in verdict.notes)
    assert displays(verdict)


class HashesAnything(tuple):
    """A tuple that hashes even when it holds a list, so it may sit in a set or be a dict key."""

    def __hash__(self):
        return 0


def test_a_set_member_or_dict_key_that_hashes_only_by_its_own_hash_is_not_readable():
    odd = HashesAnything(([],))
    verdict = check_table("buffer-table", [('{"id', {odd}), ("", {odd: 1}), ...])

    assert marks(verdict) == [[Mark.RIGHT, Mark.WRONG], [Mark.RIGHT, Mark.WRONG], [Mark.BLANK] * 2]
    assert not_readable(verdict.cells[0][1]) and not_readable(verdict.cells[1][1])
    assert displays(verdict)


REPLY_COLUMNS = (2, 3)  # the first-messages table: lesson 2's server's reply, the reply owed


@pytest.mark.parametrize("column", REPLY_COLUMNS)
def test_a_reply_written_as_none_as_its_message_or_without_its_sign_gets_the_hint_for_that(column):
    spec = table("first-messages")
    codes = [(row, r[column]) for row, r in enumerate(spec.expected) if isinstance(r[column], int)]
    (row, code), *_ = codes
    from mcpnb.protocol.jsonrpc import ERROR_NAMES

    def hint(value):
        return check_table("first-messages", with_cell("first-messages", row, column, value)).cells[
            row][column].hint

    silence = say("first-messages.owed.silence" if column == 3
                  else "first-messages.lesson-2.every-request")
    assert hint(None) == silence == hint("nothing")
    message = ERROR_NAMES[code]
    assert hint(message) == say("first-messages.message-not-code", message=message)
    assert hint(-code) == say("bad-lines.code.sign")
    assert str(code) not in hint(message)  # it names the message, never the code it asks for


@pytest.mark.parametrize("mistaken", [0, 1])  # a client taken for one that starts otherwise
def test_replies_built_on_a_mistaken_first_method_are_told_to_follow_from_the_method(mistaken):
    rows = table("first-messages").expected
    other = next(i for i, r in enumerate(rows) if r[0] != rows[mistaken][0])
    method, _, given, owed = rows[other]
    answer = right_answer("first-messages")
    answer[mistaken] = (method, rows[mistaken][1], given, owed)  # right for the method written
    wrong_method = check_table("first-messages", answer).cells[mistaken]
    answer[mistaken] = (rows[mistaken][0], rows[mistaken][1], given, owed)
    right_method = check_table("first-messages", answer).cells[mistaken]

    assert [c.mark for c in wrong_method] == [Mark.WRONG, Mark.RIGHT, Mark.WRONG, Mark.WRONG]
    assert wrong_method[2].hint == say("first-messages.lesson-2.its-method", method=method)
    assert wrong_method[3].hint == say("first-messages.owed.its-method", method=method)
    assert method not in right_method[2].hint and method not in right_method[3].hint


@pytest.mark.parametrize("item", list(KEY_WORD_EXAMPLES))
def test_a_key_word_keyed_by_the_editions_own_term_is_read_as_the_english_key(item):
    from mcpnb.texts import catalogue

    english = right_answer(item)
    words = list(catalogue("en")[f"{item}.words"])
    for code in ("es", "de"):
        aliases = catalogue(code)["key-words.aliases"]
        keyed = {(aliases[w][0].title() if aliases[w] else w): example
                 for w, example in zip(words, english, strict=True)}
        assert any(k not in words for k in keyed)  # some keys are the edition's own
        verdict = check_table(item, keyed)

        assert {cell.mark for row in verdict.cells for cell in row} == {Mark.RIGHT}, (code, keyed)


def test_a_tables_right_answers_are_computed_once_in_each_language_and_said_in_it():
    with speaking("en"):
        english = table("arrival-order")
        assert table("arrival-order") is english  # a check only compares: nothing to compute
    with speaking("de"):
        german, title = table("arrival-order"), say("arrival-order.title")

    assert german.title == title != english.title
    assert german.expected == english.expected  # the same replies, whatever the language


@pytest.mark.parametrize("code", LANGUAGES)
@pytest.mark.parametrize("item", list(KEY_WORD_EXAMPLES))
def test_a_key_word_tables_rows_are_labelled_in_the_editions_terms_and_read_under_either(
        item, code):
    from mcpnb.texts import catalogue

    words, labels = list(catalogue("en")[f"{item}.words"]), catalogue(code)["key-words.labels"]
    with speaking(code):
        shown = [label for label, _ in table(item).given]
        by_label = check_table(item, dict(zip(shown, right_answer(item), strict=True)))
        by_english = check_table(item, dict(zip(words, right_answer(item), strict=True)))

    assert shown == [labels[word] for word in words]
    assert (shown != words) is (code != "en")  # Spanish and German label some rows their way
    for verdict in (by_label, by_english):
        assert verdict.right == verdict.total, str(verdict)
        assert [given[0] for given in verdict.given] == shown


def test_each_message_the_buffer_table_makes_ready_is_a_frame_once_its_newline_is_on():
    # Lesson 1's worked example calls '{"id":1}' a message: framed, it is one, JSON-RPC or not;
    # and a frame is the message with its newline, as the key word's meaning says.
    lines = [line for facts in table("buffer-table").facts for line in facts["lines"]]
    frames = [check_table("message-words", {"frame": line + "\n"}).cells[1][0] for line in lines]
    bare = check_table("message-words", {"frame": lines[0]}).cells[1][0]
    as_dict = check_table("message-words", {"frame": json.loads(lines[0])}).cells[1][0]

    assert lines and all(cell.mark is Mark.RIGHT for cell in frames)
    assert bare.mark is Mark.WRONG and bare.hint == say("key-words.frame.newline")
    assert as_dict.mark is Mark.WRONG and as_dict.hint == say("key-words.frame.not-text")


@pytest.mark.parametrize("code", ["es", "de"])
def test_the_first_messages_table_names_each_client_in_the_editions_language(code):
    recorded = [row[0] for row in table("first-messages").given]  # the course data's, English
    with speaking(code):
        names = [row[0] for row in table("first-messages").given]

    assert len(names) == len(recorded) == 4
    assert all(name != english for name, english in zip(names, recorded, strict=True))


# Lesson 5's table: a wrong cell, and the rule of the endpoint its hint names (row, column).
HTTP_MISTAKES = [
    ((2, 0), 200, "http-requests.status.notification"),  # a notification answered
    ((5, 0), 400, "http-requests.status.method-unknown"),  # an unknown method as a bad request
    ((3, 0), 404, "http-requests.status.method-known"),  # a header mismatch as an unknown method
    ((9, 0), 404, "http-requests.status.no-session"),  # no session as an unknown one
    ((6, 0), 404, "http-requests.status.get"),
    ((7, 0), 400, "http-requests.status.origin"),
    ((1, 1), "application/json", "http-requests.type.streamed"),
    ((6, 1), "application/json", "http-requests.type.no-body"),
    ((6, 2), -32600, "http-requests.code.no-body"),  # a GET refused before any JSON-RPC
    ((7, 2), "nothing", "http-requests.code.an-error"),
    ((3, 2), -32600, "http-requests.code.modern-error"),
    ((5, 2), -32600, "http-requests.code.method"),
    ((4, 2), -32601, "http-requests.code.not-method"),
]


@pytest.mark.parametrize(("cell", "value", "key"), HTTP_MISTAKES, ids=[k for *_, k in HTTP_MISTAKES])
def test_lesson_5s_table_tells_a_wrong_cell_the_rule_of_the_endpoint_it_missed(cell, value, key):
    row, column = cell
    verdict = check_table("http-requests", with_cell("http-requests", row, column, value))

    assert verdict.cells[row][column].hint_key == key


# --- each expected row is judged against one answer row at most -----------------------------

def test_a_right_pair_written_in_every_row_earns_what_it_earns_once():
    once = check_table("arrival-order", [(2, "waited"), ..., ..., ..., ...])
    everywhere = check_table("arrival-order", [(2, "waited")] * 5)

    assert once.right == 2
    assert everywhere.right == once.right
    assert [row[1].mark for row in everywhere.cells] == [Mark.RIGHT] + [Mark.WRONG] * 4
    assert "row 1" in everywhere.cells[1][1].hint and "row 1" in everywhere.cells[2][1].hint
    assert everywhere.cells[1][1].hint != everywhere.cells[2][1].hint  # never the same twice


def test_a_row_that_names_no_reply_never_takes_one_a_later_row_names():
    # Row 1's id names no reply: its reason is judged in its own place, unless a row names that
    # place's reply; here row 5 names reply 2, whose place is row 1.
    verdict = check_table("arrival-order", [(7, "waited"), (3, "completed"), (None, "at once"),
                                            (5, "at once"), (2, "waited")])

    assert [row[1].mark for row in verdict.cells] == [
        Mark.WRONG, Mark.RIGHT, Mark.RIGHT, Mark.RIGHT, Mark.RIGHT]
    assert "row 5" in verdict.cells[0][1].hint


def test_a_word_without_its_quotes_costs_its_own_cell_alone_and_says_so_as_written():
    from mcpnb.judge.literal import literal_answer

    source = ("bad_line_replies = [(-32700, None), (-32600, 5), (-32600, None), "
              "(nothing, 'nothing')]")
    verdict = check_table("bad-lines", literal_answer(source))
    wrong = [(row, column) for row, cells in enumerate(verdict.cells)
             for column, cell in enumerate(cells) if cell.mark is Mark.WRONG]

    assert wrong == [(3, 0)] and verdict.right == 7
    assert repr(verdict.cells[3][0].answer) == "nothing"
    assert verdict.cells[3][0].hint.startswith("Python cannot read nothing as a value")
