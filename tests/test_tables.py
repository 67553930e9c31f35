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


def test_plain_data_no_reader_can_take_gives_a_verdict_whose_note_says_it_could_not_be_read():
    # A set inside a message is plain data, but no JSON: the key word checks stumble on it.
    verdict = check_table("message-words", {"buffer": '{"id', "frame": {"id": {1, 2}}})

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
