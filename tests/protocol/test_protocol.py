"""The JSON-RPC rules, row by row: what each line is, and the reply the lesson-1 server owes it.

Rows come from `shared/mcp-facts.md` and from the examples of the JSON-RPC 2.0 specification. Where
the lessons deliberately differ from plain JSON-RPC 2.0, the row says so.
"""

import json
import time

import pytest

from mcpnb.protocol import jsonrpc
from mcpnb.protocol.framing import BadLine
from mcpnb.protocol.jsonrpc import Kind, classify
from mcpnb.servers.messages import respond

PARSE = {"code": -32700, "message": "Parse error"}
INVALID = {"code": -32600, "message": "Invalid Request"}
NOT_FOUND = {"code": -32601, "message": "Method not found"}


def err(id, body):
    return {"jsonrpc": "2.0", "id": id, "error": body}


RULES = [
    # (why, line, kind, reply the lesson-1 server owes: a message, or None for no reply)
    ("not JSON at all", "not json", Kind.NOT_JSON, err(None, PARSE)),
    ("spec: invalid JSON", '{"jsonrpc": "2.0", "method": "foobar, "params": "bar", "baz]',
     Kind.NOT_JSON, err(None, PARSE)),
    ("spec: a batch that is invalid JSON",
     '[{"jsonrpc": "2.0", "method": "sum", "params": [1,2,4], "id": "1"}, {"jsonrpc": "2.0", "method"]',
     Kind.NOT_JSON, err(None, PARSE)),
    ("a method that is not a string: the id is copied", '{"jsonrpc":"2.0","id":5,"method":5}',
     Kind.INVALID, err(5, INVALID)),
    ("a string id is copied as a string", '{"jsonrpc":"2.0","id":"5","method":5}',
     Kind.INVALID, err("5", INVALID)),
    ("spec: invalid request object, no id", '{"jsonrpc": "2.0", "method": 1, "params": "bar"}',
     Kind.INVALID, err(None, INVALID)),
    ("lessons: an array is one invalid request (JSON-RPC would answer each element)", "[1,2]",
     Kind.INVALID, err(None, INVALID)),
    ("spec: an empty array", "[]", Kind.INVALID, err(None, INVALID)),
    ("lessons: a batch of valid requests is still one invalid request",
     '[{"jsonrpc":"2.0","id":1,"method":"ping"},{"jsonrpc":"2.0","id":2,"method":"ping"}]',
     Kind.INVALID, err(None, INVALID)),
    ("lessons: a batch of notifications gets one invalid request (JSON-RPC: nothing)",
     '[{"jsonrpc":"2.0","method":"a"},{"jsonrpc":"2.0","method":"b"}]',
     Kind.INVALID, err(None, INVALID)),
    ("JSON that is not an object", "42", Kind.INVALID, err(None, INVALID)),
    ("no jsonrpc member: the id can still be read", '{"id":7,"method":"ping"}',
     Kind.INVALID, err(7, INVALID)),
    ("the wrong jsonrpc version", '{"jsonrpc":"1.0","id":7,"method":"ping"}',
     Kind.INVALID, err(7, INVALID)),
    ("a bool is not an id", '{"jsonrpc":"2.0","id":true,"method":"ping"}',
     Kind.INVALID, err(None, INVALID)),
    ("an object is not an id", '{"jsonrpc":"2.0","id":{"n":1},"method":"ping"}',
     Kind.INVALID, err(None, INVALID)),
    ("MCP forbids a null id", '{"jsonrpc":"2.0","id":null,"method":"ping"}',
     Kind.INVALID, err(None, INVALID)),
    ("params that are neither object nor array", '{"jsonrpc":"2.0","id":8,"method":"ping","params":3}',
     Kind.INVALID, err(8, INVALID)),
    ("neither request nor response", '{"jsonrpc":"2.0","id":9}', Kind.INVALID, err(9, INVALID)),
    ("a notification of an unknown method gets nothing", '{"jsonrpc":"2.0","method":"nonsense"}',
     Kind.NOTIFICATION, None),
    ("spec: a notification with params gets nothing",
     '{"jsonrpc": "2.0", "method": "update", "params": [1,2,3,4,5]}', Kind.NOTIFICATION, None),
    ("a known notification gets nothing", '{"jsonrpc":"2.0","method":"notifications/initialized"}',
     Kind.NOTIFICATION, None),
    ("a response from the other side gets nothing", '{"jsonrpc":"2.0","id":4,"result":{}}',
     Kind.RESPONSE, None),
    ("an error response gets nothing", '{"jsonrpc":"2.0","id":4,"error":{"code":1,"message":"x"}}',
     Kind.RESPONSE, None),
    ("spec: a method that does not exist", '{"jsonrpc": "2.0", "method": "foobar", "id": "1"}',
     Kind.REQUEST, err("1", NOT_FOUND)),
    ("ping gets an empty result, number id kept", '{"jsonrpc":"2.0","id":3,"method":"ping"}',
     Kind.REQUEST, {"jsonrpc": "2.0", "id": 3, "result": {}}),
    ("a fractional number id is still a number", '{"jsonrpc":"2.0","id":2.5,"method":"ping"}',
     Kind.REQUEST, {"jsonrpc": "2.0", "id": 2.5, "result": {}}),
    ("a line that is not UTF-8", BadLine("not utf-8", b"\xff", 1), Kind.NOT_JSON, err(None, PARSE)),
    ("a line too long to read", BadLine("too long", b"{", 2_000_000), Kind.NOT_JSON,
     err(None, PARSE)),
    ("valid JSON nested 100,000 arrays deep is too deep to read",
     "[" * 100_000 + "]" * 100_000, Kind.NOT_JSON, err(None, PARSE)),
    ("valid JSON nested 100,000 objects deep is too deep to read",
     '{"a":' * 100_000 + "1" + "}" * 100_000, Kind.NOT_JSON, err(None, PARSE)),
    ("100,000 brackets that never close are too deep to read", "[" * 100_000, Kind.NOT_JSON,
     err(None, PARSE)),
]


@pytest.mark.parametrize(("line", "kind", "reply"), [r[1:] for r in RULES], ids=[r[0] for r in RULES])
def test_each_line_is_classified_and_gets_the_reply_the_rules_owe_it(line, kind, reply):
    incoming = classify(line)
    answered = respond(incoming)

    assert incoming.kind is kind
    if reply is None:
        assert answered is None
    else:
        assert answered is not None and answered.message == reply
        assert answered.after == 0


def test_the_id_of_a_request_is_kept_with_its_json_type():
    assert classify('{"jsonrpc":"2.0","id":5,"method":"x"}').id == 5
    assert classify('{"jsonrpc":"2.0","id":"5","method":"x"}').id == "5"


def test_bad_line_reply_is_none_for_well_formed_messages():
    assert jsonrpc.bad_line_reply(classify('{"jsonrpc":"2.0","id":1,"method":"x"}')) is None
    assert jsonrpc.bad_line_reply(classify('{"jsonrpc":"2.0","method":"x"}')) is None


def test_a_wait_reply_leaves_after_its_milliseconds_with_what_it_waited():
    reply = respond(classify('{"jsonrpc":"2.0","id":1,"method":"wait","params":{"ms":80}}'))

    assert reply is not None
    assert reply.message == {"jsonrpc": "2.0", "id": 1, "result": {"waited": 80}}
    assert reply.after == pytest.approx(0.08)


@pytest.mark.parametrize("params", [None, {}, {"ms": "80"}, {"ms": -1}, {"ms": True}, {"ms": 10**9}])
def test_a_wait_without_a_sensible_ms_gets_invalid_params_at_once(params):
    reply = respond(classify(json.dumps(jsonrpc.request(6, "wait", params))))

    assert reply is not None and reply.after == 0
    assert reply.message["id"] == 6 and reply.message["error"]["code"] == -32602


def test_builders_make_the_four_kinds_of_message():
    assert classify(json.dumps(jsonrpc.request(1, "ping"))).kind is Kind.REQUEST
    assert classify(json.dumps(jsonrpc.notification("x", {"a": 1}))).kind is Kind.NOTIFICATION
    assert classify(json.dumps(jsonrpc.result(1, {}))).kind is Kind.RESPONSE
    assert classify(json.dumps(jsonrpc.error(1, -32601))).kind is Kind.RESPONSE
    assert jsonrpc.error(None, -32602, data={"a": 1})["error"] == {
        "code": -32602, "message": "Invalid params", "data": {"a": 1}}


def test_encode_writes_one_line_that_keeps_text_unescaped_and_newlines_escaped():
    line = jsonrpc.encode(jsonrpc.result("caf\u00e9", {"text": "a\nb"}))

    assert line.endswith(b"\n") and line.count(b"\n") == 1
    assert "caf\u00e9".encode() in line


def test_incoming_describes_itself_for_a_log_line():
    assert str(classify('{"jsonrpc":"2.0","id":1,"method":"wait"}')) == "request wait (id 1)"
    assert str(classify("[1]")).startswith("invalid request: an array")


# -- nesting: a line too deep to read is a value, never a RecursionError ---------------------------


def nested(depth):
    return "[" * depth + "]" * depth


def test_a_line_too_deep_to_read_says_so_in_its_problem():
    incoming = classify(nested(100_000))

    assert incoming.kind is Kind.NOT_JSON
    assert incoming.problem == "arrays or objects nested more than 200 levels deep"


def test_nesting_is_read_up_to_the_limit_and_refused_one_level_past_it():
    assert jsonrpc.parse_json(nested(jsonrpc.MAX_DEPTH)) is not None
    with pytest.raises(ValueError, match="nested more than 200 levels deep"):
        jsonrpc.parse_json(nested(jsonrpc.MAX_DEPTH + 1))


def test_brackets_inside_strings_do_not_count_as_nesting():
    deep_text = "[{" * 1000 + '\\"' + "}]" * 1000  # escaped quotes do not end the string
    line = json.dumps(jsonrpc.request(1, "echo", {"text": deep_text}))

    incoming = classify(line)

    assert incoming.kind is Kind.REQUEST and incoming.params == {"text": deep_text}


def test_a_line_that_would_make_a_naive_string_scan_quadratic_is_judged_at_once():
    # Many brackets, then a string that never closes, made of escaped quotes: a scan that retried
    # from every quote would take over a minute on these 200,000 characters.
    line = "[" * 300 + '"' + '\\"' * 100_000
    started = time.monotonic()

    incoming = classify(line)

    assert incoming.kind is Kind.NOT_JSON
    assert time.monotonic() - started < 2
