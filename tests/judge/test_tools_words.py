"""Lesson 6's key words and its table of calls: what makes an example of each key word right, the
belief a wrong one is told, and the hint a wrong call cell gets, read with the cells beside it.
Each wrong example below is a mistake a student makes; each gets a belief of its own."""

import pytest

from mcpnb.judge.registry import table
from mcpnb.judge.tables.check import check_table
from mcpnb.judge.tables.tools import TOOL_WORD_PROPERTIES
from mcpnb.protocol import jsonrpc
from mcpnb.texts import say

TWO_KINDS = {"type": "object", "properties": {"a": {"type": "number"}, "unit": {"type": "string"}},
             "required": ["a"]}
FAILED = {"content": [{"type": "text", "text": "cannot divide by zero"}], "isError": True}

RIGHT = [
    ("inputSchema", TWO_KINDS),
    ("inputSchema", {"type": "object", "properties": {"n": {"type": "integer"},
                                                      "s": {"type": ["string", "null"]}}}),
    ("outputSchema", {"type": "object", "properties": {"sum": {"type": "number"}}}),
    ("outputSchema", {"type": "array", "items": {"type": "string"}, "description": "names"}),
    ("structuredContent", {"sum": 5.5}),
    ("content block", {"type": "text", "text": "hi"}),
    ("isError", FAILED), ("isError", jsonrpc.result(4, FAILED)),
    ("cursor", jsonrpc.request(3, "tools/list", {"cursor": "dG9vbHM6OQ=="})),
]

WRONG = [
    ("inputSchema", {"text": "string", "n": "number"}, "key-words.input-schema.arguments"),
    ("inputSchema", {"type": "object", "properties": {"text": {"type": "string"}}},
     "key-words.input-schema.kinds"),
    ("inputSchema", {"type": "array", "items": {"type": "number"}},
     "key-words.input-schema.not-object-type"),
    ("outputSchema", {"sum": "number"}, "key-words.output-schema.fields"),
    ("outputSchema", {"content": [], "structuredContent": {}}, "key-words.output-schema.a-result"),
    ("isError", True, "key-words.is-error.flag-alone"),
    ("isError", {"isError": True, "content": []}, "key-words.is-error.no-content"),
    ("cursor", {"method": "tools/list", "params": {"cursor": "abc123"}},
     "key-words.cursor.not-a-request"),
    ("cursor", {"jsonrpc": "2.0", "method": "tools/list", "params": {"cursor": "abc123"}},
     "key-words.cursor.no-id"),
    ("cursor", jsonrpc.request(3, "tools/call", {"cursor": "abc"}), "key-words.cursor.method"),
    ("cursor", jsonrpc.request(3, "tools/list", {"cursor": 2}), "key-words.cursor.a-number"),
    ("cursor", jsonrpc.request(3, "tools/list", {"page": "abc"}), "key-words.cursor.missing"),
]


@pytest.mark.parametrize(("word", "example"), RIGHT, ids=[w for w, _ in RIGHT])
def test_a_right_example_of_each_lesson_6_word_is_right(word, example):
    assert TOOL_WORD_PROPERTIES[word].test(example)


@pytest.mark.parametrize(("word", "example", "belief"), WRONG, ids=[b for _, _, b in WRONG])
def test_each_wrong_example_is_wrong_and_told_the_belief_it_shows(word, example, belief):
    prop = TOOL_WORD_PROPERTIES[word]

    assert not prop.test(example)
    assert prop.belief(example).key == belief


# -- the table of calls: the rows in the course's order, each (outcome, isError, progress)

RIGHT_CALLS = table("tool-calls").expected  # computed by the reference server


def hint_of(row, column, cell, rows=None):
    answer = [list(r) for r in (rows or RIGHT_CALLS)]
    answer[row][column] = cell
    verdict = check_table("tool-calls", [tuple(r) for r in answer])
    return verdict.cells[row][column]


def test_the_computed_calls_score_full_marks_and_rows_0_and_5_are_protocol_errors():
    assert check_table("tool-calls", list(RIGHT_CALLS)).right == 18
    assert RIGHT_CALLS[0][1] == RIGHT_CALLS[5][1] == "nothing" and RIGHT_CALLS[1][0] == "result"


def test_none_is_read_as_no_result_where_the_null_hint_sends_a_student():
    assert hint_of(0, 1, None).mark.name == "RIGHT"
    assert hint_of(0, 1, "").hint == say("tool-calls.is-error.unreadable")


def test_an_unknown_method_code_is_told_the_method_is_there_and_the_trouble_in_its_params():
    assert hint_of(0, 0, -32601).hint == say("tool-calls.outcome.method-not-found",
                                             method="tools/call")
    assert hint_of(5, 0, -32601).hint == say("tool-calls.outcome.method-not-found",
                                             method="tools/list")


def test_an_is_error_that_follows_a_wrong_first_column_points_there_and_gives_nothing_away():
    believed_a_result = [list(r) for r in RIGHT_CALLS]
    believed_a_result[0][0] = "result"

    follows = hint_of(0, 1, True, believed_a_result)
    alone = hint_of(0, 1, True)

    assert follows.hint == say("tool-calls.is-error.follows")
    assert alone.hint == say("tool-calls.is-error.no-result")
