"""Fill-in tables: right answers computed by the reference code, each cell judged fairly."""

import json

import pytest

from mcpnb.exercises import BUILDERS, RESULT, Property, course, item_spec, replay, table
from mcpnb.servers import messages
from mcpnb.tables import Mark, check_table, score

TABLE_ITEMS = [
    item
    for lesson in course()["lessons"].values()
    for item, spec in lesson["items"].items()
    if spec["kind"] in BUILDERS
]


def marks(verdict):
    return [[cell.mark for cell in row] for row in verdict.cells]


def right_answer(item):
    """The right answer in the form a student writes it: a list of rows, bare cells if one column."""
    spec = table(item)
    return [row if len(row) > 1 else row[0] for row in spec.expected]


def test_the_seed_lessons_stated_outcomes_are_what_the_reference_code_computes():
    assert table("bad-lines").expected == (
        (-32700, None), (-32600, 5), (-32600, None), ("nothing", "nothing"))
    assert table("arrival-order").expected == (
        (2, "waited"), (3, "completed"), (None, "at once"), (5, "at once"), (1, "waited"))
    assert table("buffer-table").expected == (
        ('{"id', [{"id": 1}]), ("", [{"id": 2}]), ('{"i', []))


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


@pytest.mark.parametrize("item", TABLE_ITEMS)
def test_no_hint_gives_away_a_right_answer(item):
    spec = table(item)
    hints = " ".join(column.hint for column in spec.columns)
    values = {
        json.dumps(value)
        for row in spec.expected
        for column, value in zip(spec.columns, row, strict=True)
        if not column.choices and not isinstance(value, Property) and value not in (None, "nothing", RESULT)
    }

    assert not [v for v in values if len(v) > 3 and v.strip('"') in hints]


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


def test_replay_puts_a_wait_after_the_replies_made_while_it_waited():
    order = [reply.message["id"] for reply, _ in replay("01-messages", messages.respond)]

    assert order.index(1) == len(order) - 1
