"""Lesson 5's framing: an SSE stream cut into events and JSON-RPC messages, however its bytes
were cut into chunks."""

import json
import random

import pytest

from mcpnb.protocol.sse import Event, EventReader, read_events, sse_messages, sse_step

PING = {"jsonrpc": "2.0", "id": 1, "result": {}}
PROGRESS = {"jsonrpc": "2.0", "method": "notifications/progress",
            "params": {"progressToken": "t", "progress": 1, "message": "halfway, señor 世界"}}
PROGRESS_TEXT = json.dumps(PROGRESS)
SPLIT = PROGRESS_TEXT.index(', "params"')  # JSON may break a line between two members
# A stream with all the rules in it: a byte order mark, a comment, an unknown field, an event
# type, an id, a message split over two data lines, line ends of all three kinds.
STREAM = ("\ufeff: keep-alive\r\n"
          "retry: 1000\r\n"
          "event: message\r\n"
          "id: 7\r\n"
          f"data: {PROGRESS_TEXT[:SPLIT]}\r"
          f"data:{PROGRESS_TEXT[SPLIT:]}\r"
          "\r"
          "colour: blue\n"
          f"data: {json.dumps(PING)}\n"
          "\n").encode()
EVENTS = [Event(PROGRESS_TEXT[:SPLIT] + "\n" + PROGRESS_TEXT[SPLIT:], "message", "7"),
          Event(json.dumps(PING), "message", "7")]


def cut(data, points):
    points = sorted(set(points))
    return [data[a:b] for a, b in zip([0, *points], [*points, len(data)], strict=True)]


def test_a_whole_stream_gives_each_event_with_its_data_lines_joined_by_a_newline():
    assert read_events([STREAM]) == EVENTS
    assert sse_messages([STREAM]) == [PROGRESS, PING]


def test_a_stream_cut_in_two_anywhere_gives_the_same_events():
    for at in range(1, len(STREAM)):  # mid-line, mid-character, between a CR and its LF
        assert read_events(cut(STREAM, [at])) == EVENTS, at


def test_a_stream_cut_into_single_bytes_or_at_random_gives_the_same_events():
    rng = random.Random(5)
    assert read_events([bytes([b]) for b in STREAM]) == EVENTS
    for _ in range(200):
        points = rng.sample(range(1, len(STREAM)), rng.randrange(1, 12))
        assert read_events(cut(STREAM, points)) == EVENTS


def test_a_cr_at_the_end_of_a_chunk_and_its_lf_in_the_next_are_one_line_end():
    reader = EventReader()

    assert reader.feed(b"data: a\r") == []
    assert reader.feed(b"\ndata: b\r") == []
    assert reader.feed(b"\n") == []
    assert reader.feed(b"") == []  # nothing came: the CR may still have its LF to come
    assert reader.feed(b"\r\n") == [Event("a\nb")]


def test_an_event_the_stream_ends_in_before_its_blank_line_is_never_dispatched():
    assert read_events([b"data: 1\n\ndata: 2\n"]) == [Event("1")]


def test_blank_lines_without_data_dispatch_nothing_and_a_field_without_a_colon_is_a_name():
    assert read_events([b"\n\n:only a comment\n\ndata\n\nevent: x\n\n"]) == [Event("")]


def test_an_event_of_another_type_or_data_that_is_no_json_is_no_message():
    stream = b"event: endpoint\ndata: /messages\n\ndata: not json\n\ndata: {\"id\": 2}\n\n"

    assert sse_messages([stream]) == [{"id": 2}]


def test_a_line_that_never_ends_is_refused_before_it_fills_memory():
    reader = EventReader(limit=1000)
    reader.feed(b"data: " + b"x" * 900)

    with pytest.raises(ValueError, match="more than 1000 bytes"):
        reader.feed(b"x" * 200)


def test_the_step_keeps_what_follows_the_last_blank_line_and_gives_the_ended_events_messages():
    pending, ready = sse_step(b"", b'data: {"id": 1}\n\ndata: {"id"')
    assert (pending, ready) == (b'data: {"id"', [{"id": 1}])

    pending, ready = sse_step(pending, b": 2}\r")  # the line ends, its event not yet
    assert (pending, ready) == (b'data: {"id": 2}\r', [])

    assert sse_step(pending, b"\n\r\n: ping\n") == (b": ping\n", [{"id": 2}])


def test_the_step_keeps_half_a_character_as_bytes_and_joins_data_lines_with_a_newline():
    text = '{"text": "grüße"}'.encode()
    cut = text.index("ü".encode()) + 1

    pending, ready = sse_step(b"", b"data: " + text[:cut])
    assert (pending, ready) == (b"data: " + text[:cut], [])
    assert sse_step(pending, text[cut:] + b"\n\n") == (b"", [{"text": "grüße"}])
    assert sse_step(b"", b'data: {"a":\ndata: 1}\r\r') == (b"", [{"a": 1}])
