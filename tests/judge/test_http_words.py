"""Lesson 5's key words: what makes an example of each right, and the belief a wrong one is told.
Each wrong example below is a mistake a student makes; each gets a belief of its own."""

import json

import pytest

from mcpnb.judge.tables.http_words import HTTP_WORD_PROPERTIES
from mcpnb.protocol import jsonrpc

CALL = jsonrpc.request(3, "tools/call", {"name": "echo", "arguments": {"text": "hi"}})
PROGRESS = jsonrpc.notification("notifications/progress", {"progressToken": 1, "progress": 1})
RESULT = jsonrpc.result(3, {"content": [{"type": "text", "text": "hi"}]})


def event(message, end="\n"):
    return f"event: message{end}data: {json.dumps(message)}{end}{end}"


RIGHT = [
    ("endpoint", "http://127.0.0.1:8000/mcp"), ("endpoint", "https://example.com/api/mcp"),
    ("Accept", "application/json, text/event-stream"),
    ("Accept", "Accept: text/event-stream, application/json"),
    ("Accept", {"accept": "application/json, text/event-stream"}),
    ("202", jsonrpc.notification("notifications/initialized")),
    ("202", RESULT),  # a client's response is owed nothing either
    ("text/event-stream", event(PROGRESS) + event(RESULT)),
    ("text/event-stream", (event(PROGRESS, "\r\n") + event(RESULT, "\r\n")).encode()),
    ("event", event(RESULT)), ("event", "data: " + '{"jsonrpc": "2.0", "method": "x"}' + "\n\n"),
    ("MCP-Protocol-Version", "2026-07-28"), ("MCP-Protocol-Version", "MCP-Protocol-Version: 2025-11-25"),
    ("Mcp-Method", "Mcp-Method: tools/call"), ("Mcp-Method", {"Mcp-Method": "server/discover"}),
    ("Mcp-Name", "Mcp-Name: echo"), ("Mcp-Name", "Mcp-Name: =?base64?ZWNobw==?="),
    ("Origin", "http://localhost:8888"), ("Origin", "Origin: http://127.0.0.1:5173"),
]

WRONG = [
    ("endpoint", 8000, "key-words.endpoint.not-text"),
    ("endpoint", "/mcp", "key-words.endpoint.not-a-url"),
    ("endpoint", "http://127.0.0.1:8000", "key-words.endpoint.no-path"),
    ("Accept", "application/json", "key-words.accept.one-type"),
    ("Accept", "JSON and SSE", "key-words.accept.not-types"),
    ("Accept", "application/json; text/event-stream", "key-words.accept.separator"),
    ("202", 202, "key-words.accepted.a-status"),
    ("202", CALL, "key-words.accepted.a-request"),
    ("202", "Accepted", "key-words.accepted.not-a-message"),
    ("text/event-stream", "text/event-stream", "key-words.stream.a-type"),
    ("text/event-stream", [PROGRESS, RESULT], "key-words.stream.not-text"),
    ("text/event-stream", event(RESULT), "key-words.stream.one-event"),
    ("text/event-stream", "progress, then the result", "key-words.stream.no-events"),
    ("text/event-stream", event(RESULT) + event(PROGRESS), "key-words.stream.order"),
    ("text/event-stream", event(PROGRESS) + event(RESULT).rstrip("\n") + "\n",
     "key-words.stream.unended"),
    ("event", RESULT, "key-words.event.a-message"),
    ("event", ["data: {}"], "key-words.event.not-text"),
    ("event", event(PROGRESS) + event(RESULT), "key-words.event.several"),
    ("event", event(RESULT).rstrip("\n"), "key-words.event.no-blank-line"),
    ("event", "data: hello\n\n", "key-words.event.data-not-a-message"),
    ("event", event(RESULT) + "data: {", "key-words.event.unended"),
    ("event", "event: message\n\n", "key-words.event.no-data"),
    ("MCP-Protocol-Version", "2026-01-01", "key-words.version-header.unknown"),
    ("MCP-Protocol-Version", "2.0", "key-words.version-header.not-a-version"),
    ("Mcp-Method", "Mcp-Method: POST", "key-words.method-header.http-method"),
    ("Mcp-Method", CALL, "key-words.method-header.a-message"),
    ("Mcp-Method", "Mcp-Method: echo", "key-words.method-header.not-a-method"),
    ("Mcp-Name", "Mcp-Name: tools/call", "key-words.name-header.a-method"),
    ("Mcp-Name", CALL, "key-words.name-header.a-message"),
    ("Mcp-Name", 7, "key-words.name-header.not-a-name"),
    ("Origin", ["http://localhost"], "key-words.origin.not-text"),
    ("Origin", "localhost:8888", "key-words.origin.not-an-origin"),
    ("Origin", "http://localhost:8888/lab", "key-words.origin.a-path"),
    ("Origin", "https://evil.example", "key-words.origin.foreign"),
]


@pytest.mark.parametrize(("word", "example"), RIGHT, ids=[w for w, _ in RIGHT])
def test_a_right_example_of_each_lesson_5_word_is_right(word, example):
    assert HTTP_WORD_PROPERTIES[word].test(example)


@pytest.mark.parametrize(("word", "example", "belief"), WRONG, ids=[b for _, _, b in WRONG])
def test_each_wrong_example_is_wrong_and_told_the_belief_it_shows(word, example, belief):
    prop = HTTP_WORD_PROPERTIES[word]

    assert not prop.test(example)
    assert prop.belief(example).key == belief


def test_every_belief_of_a_word_is_told_by_one_wrong_example_only():
    beliefs = [b for _, _, b in WRONG]

    assert len(beliefs) == len(set(beliefs))
