"""Lesson 6's reference server (`python -m mcpnb.servers.tools`): each rule of tools it keeps, as
`ToolsEndpoint.answer` decides it (no socket), in both eras, its replies read by the official
SDK's own wire models and its structured results by the `jsonschema` library; then, on a real
socket, held to the official conformance suite's tool scenarios in both eras."""

import json

import pytest
from jsonschema import Draft202012Validator
from mcp import types
from test_http_server import INITIALIZE, INITIALIZED, legacy, modern

from mcpnb.protocol import eras, jsonrpc
from mcpnb.servers import tools
from mcpnb.servers.http import SESSION_HEADER
from mcpnb.servers.tools import TOOLS, ToolsEndpoint


class Legacy:
    """One legacy session of an endpoint: its handshake done, then one request at a time."""

    def __init__(self, endpoint):
        self.endpoint = endpoint
        opened = endpoint.answer("POST", *legacy(INITIALIZE))
        self.session = dict(opened.headers)[SESSION_HEADER]
        endpoint.answer("POST", *legacy(INITIALIZED, self.session))

    def __call__(self, method, params=None, id=1):
        return self.endpoint.answer("POST", *legacy(jsonrpc.request(id, method, params or {}),
                                                    self.session))


def ask(era):
    """A way to send one request of `era` to a fresh endpoint: method, params -> its `Answer`."""
    endpoint = ToolsEndpoint()
    if era == "legacy":
        return Legacy(endpoint)

    def send(method, params=None, id=1):
        headers, body = modern(method, params, id)
        return endpoint.answer("POST", {k: str(v) for k, v in headers.items()}, body)  # as sent
    return send


ERAS = ["legacy", "modern"]


def reply(answer):
    """The JSON-RPC reply of an answer: its last message (a tool call's stream ends with it)."""
    return answer.messages[-1]


def pages(send):
    """Every page of `tools/list`, following `nextCursor` to the end."""
    found, params = [], {}
    while True:
        page = reply(send("tools/list", params))["result"]
        found.append(page)
        if "nextCursor" not in page:
            return found
        params = {"cursor": page["nextCursor"]}


@pytest.mark.parametrize("era", ERAS)
def test_the_pages_of_tools_list_hold_every_tool_once_in_order_the_last_with_no_next_cursor(era):
    listed = pages(ask(era))

    assert [tool["name"] for page in listed for tool in page["tools"]] == [t.name for t in TOOLS]
    assert len(listed) == 2 and "nextCursor" in listed[0] and "nextCursor" not in listed[-1]
    for page in listed:
        types.ListToolsResult.model_validate(page)  # the SDK's own reading of the reply
    assert "json_schema_2020_12_tool" in [tool["name"] for tool in listed[0]["tools"]]


@pytest.mark.parametrize("era", ERAS)
@pytest.mark.parametrize("cursor", ["bogus", tools.cursor_of(5), tools.cursor_of(99), 7])
def test_a_cursor_the_server_did_not_give_is_invalid_params(era, cursor):
    answered = reply(ask(era)("tools/list", {"cursor": cursor}))

    assert answered["error"]["code"] == jsonrpc.INVALID_PARAMS


@pytest.mark.parametrize("era", ERAS)
def test_the_2020_12_schema_is_listed_as_written(era):
    first = pages(ask(era))[0]["tools"]
    listed = next(tool for tool in first if tool["name"] == "json_schema_2020_12_tool")

    assert listed["inputSchema"] == tools.SCHEMA_2020_12
    assert {"$schema", "$defs", "allOf", "if", "then", "else"} <= set(listed["inputSchema"])


@pytest.mark.parametrize("era", ERAS)
@pytest.mark.parametrize("params", [{"name": "no_such_tool", "arguments": {}},
                                    {"name": 7}, {"name": "echo", "arguments": "hi"}])
def test_an_unknown_tool_or_a_malformed_call_is_a_protocol_error_not_a_result(era, params):
    answered = reply(ask(era)("tools/call", params))

    assert "result" not in answered
    # a name that is no string cannot be said in the Mcp-Name header either: a modern request
    # carrying one is refused for the header first
    mismatch = era == "modern" and not isinstance(params["name"], str)
    assert answered["error"]["code"] == (eras.HEADER_MISMATCH if mismatch
                                         else jsonrpc.INVALID_PARAMS)


@pytest.mark.parametrize("era", ERAS)
@pytest.mark.parametrize(("name", "arguments"), [
    ("add", {"a": 1}), ("add", {"a": 1, "b": "2"}), ("add", {"a": 1, "b": 2, "c": 3}),
    ("echo", {}), ("test_simple_text", {"extra": True}),
    ("json_schema_2020_12_tool", {"contactMethod": "phone", "email": "a@b"}),
])
def test_arguments_that_break_the_input_schema_are_a_tool_execution_error_naming_each_problem(
        era, name, arguments):
    answered = reply(ask(era)("tools/call", {"name": name, "arguments": arguments}))
    schema = tools.BY_NAME[name].input_schema
    expected = list(Draft202012Validator(schema).iter_errors(arguments))

    result = types.CallToolResult.model_validate(answered["result"])
    assert result.is_error is True and expected
    said = result.content[0].text
    for error in expected:
        assert f"{error.message} ({error.validator})" in said


@pytest.mark.parametrize("era", ERAS)
@pytest.mark.parametrize(("name", "arguments", "words"), [
    ("test_error_handling", {}, "This tool intentionally returns an error for testing"),
    ("divide", {"a": 1, "b": 0}, "cannot divide by zero"),
])
def test_a_tool_whose_work_fails_answers_a_result_with_is_error_in_the_failures_words(
        era, name, arguments, words):
    answered = reply(ask(era)("tools/call", {"name": name, "arguments": arguments}))

    result = types.CallToolResult.model_validate(answered["result"])
    assert result.is_error is True and words in result.content[0].text


@pytest.mark.parametrize("era", ERAS)
@pytest.mark.parametrize(("name", "arguments", "value"), [
    ("add", {"a": 2, "b": 3.5}, {"sum": 5.5}), ("divide", {"a": 3, "b": 2}, {"quotient": 1.5})])
def test_structured_content_fits_its_output_schema_and_is_also_its_json_as_text(
        era, name, arguments, value):
    answered = reply(ask(era)("tools/call", {"name": name, "arguments": arguments}))
    result = answered["result"]

    Draft202012Validator(tools.BY_NAME[name].output_schema).validate(result["structuredContent"])
    assert result["structuredContent"] == value and result["isError"] is False
    assert json.loads(result["content"][0]["text"]) == value
    types.CallToolResult.model_validate(result)


@pytest.mark.parametrize("era", ERAS)
def test_a_call_with_a_progress_token_gets_its_steps_increasing_before_its_result(era):
    answered = ask(era)("tools/call", {"name": "test_tool_with_progress", "arguments": {},
                                       "_meta": {"progressToken": "p-1"}})
    *progress, last = answered.messages

    assert answered.stream and "result" in last
    assert [p["method"] for p in progress] == ["notifications/progress"] * 3
    assert [p["params"]["progressToken"] for p in progress] == ["p-1"] * 3
    done = [p["params"]["progress"] for p in progress]
    assert done == sorted(set(done)) and done[-1] == progress[-1]["params"]["total"]
    for p in progress:
        types.ProgressNotification.model_validate(p)


@pytest.mark.parametrize("era", ERAS)
def test_a_call_without_a_progress_token_gets_no_progress(era):
    answered = ask(era)("tools/call", {"name": "test_tool_with_progress", "arguments": {}})

    assert len(answered.messages) == 1 and "result" in answered.messages[0]


@pytest.mark.parametrize("era", ERAS)
@pytest.mark.parametrize("tool", [t.name for t in TOOLS if t.name.startswith("test_")])
def test_each_content_tool_answers_content_the_sdk_reads(era, tool):
    answered = reply(ask(era)("tools/call", {"name": tool, "arguments": {}}))

    result = types.CallToolResult.model_validate(answered["result"])
    assert result.content


def test_every_listed_tool_name_is_one_the_specification_accepts():
    import re

    assert all(re.fullmatch(r"[A-Za-z0-9_.-]{1,128}", tool.name) for tool in TOOLS)
    assert len({tool.name for tool in TOOLS}) == len(TOOLS)
