"""Lesson 5's exchange for real: its requests sent with httpx to a running reference server, shown
as they travelled and as a picture, and its table's answers live equal to those computed."""

import pytest

from mcpnb.content import exchange
from mcpnb.judge.registry import table
from mcpnb.show.diagram import Lane, Style
from mcpnb.show.wire import draw_exchange, exchange_diagram, wire
from mcpnb.texts import speaking

pytestmark = pytest.mark.slow  # every test here starts a process


@pytest.fixture(scope="module")
def pairs():
    return exchange.exchange()


def test_each_request_of_the_table_gets_live_what_the_reference_endpoint_computes():
    names = exchange.table_requests()
    live = [exchange.outcome(got.status, got.content_type, got.messages)
            for _, got in exchange.exchange(names)]

    assert live == list(table("http-requests").expected)


def test_the_live_table_says_its_rows_and_columns_in_the_language_spoken():
    with speaking("de"):
        frame = exchange.answered()
        expected = table("http-requests")

    assert list(frame.index) == [row[0] for row in expected.given]
    assert list(frame.columns) == [column.name for column in expected.columns]
    assert frame.iloc[2].tolist() == [202, "\u2014", "\u2014"]  # a notification: no body


def test_the_wire_shows_what_travelled_and_nothing_that_changes_from_run_to_run(pairs):
    shown = wire(pairs)

    assert shown == wire(exchange.exchange())
    assert "Date:" not in shown and "Server:" not in shown
    assert "Mcp-Name: echo" in shown
    # A modern client sends no notification over HTTP: it cancels by closing the stream.
    assert "notifications/cancelled" not in shown and "202 Accepted" not in shown
    stream = shown.split("Content-Type: text/event-stream", 1)[1]
    assert stream.index("notifications/progress") < stream.index('"id": 2, "result"')
    assert "\n\n  event: message" in stream  # the blank line that ends an event is shown


def test_the_picture_has_a_row_per_post_and_per_message_its_answer_carried(pairs):
    picture = exchange_diagram(pairs, "title")
    sent = [a for a in picture.arrows if a.to is Lane.SERVER]
    back = [a for a in picture.arrows if a.to is Lane.CLIENT]

    assert [a.label.split(" ", 1)[0] for a in sent] == ["POST"] * 2
    assert [a.style for a in back] == [Style.RESULT, Style.MESSAGE, Style.RESULT]
    assert back[1].leaves == back[2].leaves == sent[1].arrives  # the stream answers the call
    assert picture.svg() == exchange_diagram(exchange.exchange(), "title").svg()


def test_the_lessons_exchange_comes_with_its_picture_in_the_language_spoken():
    with speaking("es"):
        text, picture = draw_exchange()

    assert text.startswith("→ POST /mcp") and picture.title != "title"
