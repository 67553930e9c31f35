"""The fill-in tables of lessons 1 to 5 and every lesson's key words (each lesson's builders are
named in `mcpnb.judge.registry`), with their right answers computed by the reference code: the
framing module for the buffer table, the reference servers' `respond` for replies, and a replay
of the scripted client through them for the order replies arrive in."""

from __future__ import annotations

import json
from collections.abc import Callable, Mapping
from typing import Any

from mcpnb.content import exchange
from mcpnb.judge import answers
from mcpnb.judge.answers import NOTHING
from mcpnb.judge.tables.beliefs import (
    arrived_id,
    arrived_why,
    buffer_afterwards,
    compatibility,
    first_id,
    first_method,
    handshake_reply,
    http_content_type,
    http_error_code,
    http_status,
    lesson_2_reply,
    messages_ready,
    reply_code,
    reply_id,
    reply_owed,
    state_when_it_came,
    version_or_data,
    version_reply,
)
from mcpnb.judge.tables.spec import (
    RESULT,
    STATES,
    CellProperty,
    Column,
    Table,
    canonical,
    read_era_or_code,
    read_method,
    read_outcome,
    read_version_or_data,
)
from mcpnb.protocol import jsonrpc
from mcpnb.protocol.framing import split_chunks
from mcpnb.protocol.jsonrpc import (
    Kind,
    Message,
    classify,
)
from mcpnb.running.scripts import load_script, script_lines
from mcpnb.servers import http, messages
from mcpnb.servers.clients import ToolServer
from mcpnb.servers.handshake import Handshake, State
from mcpnb.servers.messages import Reply
from mcpnb.texts import ENGLISH, catalogue, say, text


def key_words(item: str, properties: Mapping[str, CellProperty]) -> Table:
    """A lesson's key words, each example judged by its word's property in `properties`."""
    words, labels = text(f"{item}.words"), text("key-words.labels")
    return Table(
        item,
        say(f"{item}.title"),
        (say("column.key-word"), say("column.meaning")),
        (Column(say("column.example"), answers.read_text, "key-words.hint"),),
        tuple((labels[word], meaning) for word, meaning in words.items()),
        tuple((properties[word],) for word in words),
    )


def buffer_table(item: str, spec: dict[str, Any]) -> Table:
    rows = split_chunks(spec["chunks"])
    facts = []
    before = ""
    earlier: list[Any] = []
    for chunk, buffer, ready in rows:
        facts.append({
            "before": before,  # what the buffer held when the chunk came
            "text": before + chunk,  # everything not yet cut into lines, the chunk included
            "lines": tuple(str(line) for line in ready),
            "earlier": tuple(earlier),  # the messages earlier chunks made ready
            "began-earlier": bool(before) and bool(ready),  # its first message began before it
        })
        earlier += [answers.read_json(line) for line in ready]
        before = buffer
    return Table(
        item,
        say("buffer-table.title"),
        (say("column.chunk-that-arrives"),),
        (
            Column(say("column.buffer-afterwards"), answers.read_text, "buffer-table.buffer",
                   belief=buffer_afterwards),
            Column(say("column.messages-ready"), answers.read_messages, "buffer-table.ready",
                   belief=messages_ready),
        ),
        tuple((chunk,) for chunk, _, _ in rows),
        tuple((buffer, [answers.read_json(line) for line in ready]) for _, buffer, ready in rows),
        tuple(facts),
    )


def bad_lines(item: str, spec: dict[str, Any]) -> Table:
    expected = []
    facts = []
    for line in spec["lines"]:
        incoming = classify(line)
        reply = messages.respond(incoming)
        if reply is None:
            expected.append((NOTHING, NOTHING))
        else:
            expected.append((reply.message["error"]["code"], reply.message["id"]))
        facts.append({"kind": incoming.kind, "id": incoming.id, "json": _json_kind(line)})
    return Table(
        item,
        say("bad-lines.title"),
        (say("column.line"),),
        (
            Column(say("column.reply-code"), answers.read_code, "bad-lines.code",
                   belief=reply_code),
            Column(say("column.reply-id"), answers.read_id, "bad-lines.id", belief=reply_id),
        ),
        tuple((line,) for line in spec["lines"]),
        tuple(expected),
        tuple(facts),
    )


ARRIVAL_REASONS = ("waited", "completed", "at once")


def arrival_order(item: str, spec: dict[str, Any]) -> Table:
    replies = replay(spec["script"], messages.respond)
    return Table(
        item,
        say("arrival-order.title"),
        (say("column.arrived"),),
        (
            Column(say("column.reply-id"), answers.read_id, "arrival-order.id",
                   belief=arrived_id),
            Column(
                say("column.why-then"),
                answers.read_choice(ARRIVAL_REASONS),
                "arrival-order.why",
                ARRIVAL_REASONS,
                belief=arrived_why,
                judged_by=0,
            ),
        ),
        tuple((position,) for position in range(1, len(replies) + 1)),
        tuple((reply.message["id"], reason) for reply, reason in replies),
        order_note="arrival-order.order-differs",
    )


def _outcome(message: Message) -> tuple[Any, Any]:
    """A reply as (\"result\" or its error code, its protocolVersion or its error data)."""
    if "error" in message:
        return message["error"]["code"], canonical(message["error"].get("data"))
    return RESULT, message["result"].get("protocolVersion")


def version_table(item: str, spec: dict[str, Any]) -> Table:
    rows = []
    supported = Handshake().supported
    for version in spec["asks"]:
        hello = jsonrpc.request(1, "initialize", {**spec["hello"], "protocolVersion": version})
        reply = Handshake().respond(classify(json.dumps(hello)))
        assert reply is not None  # a request always gets a reply from the reference server
        rows.append(_outcome(reply.message))
    return Table(
        item,
        say("version-table.title"),
        (say("column.client-asks-for"),),
        (
            Column(say("column.reply"), read_outcome, "version-table.reply",
                   belief=version_reply),
            Column(say("column.protocolversion-or-error-data"), read_version_or_data,
                   "version-table.data", belief=version_or_data),
        ),
        tuple((version,) for version in spec["asks"]),
        tuple(rows),
        tuple({"asks": version, "supported": supported} for version in spec["asks"]),
    )


def handshake_replies(item: str, spec: dict[str, Any]) -> Table:
    rows = handshake_states(spec["script"])
    return Table(
        item,
        say("handshake-replies.title"),
        (say("column.request"),),
        (
            Column(
                say("column.state-when-it-came"),
                answers.read_choice(STATES),
                "handshake-replies.state",
                STATES,
                belief=state_when_it_came,
            ),
            Column(say("column.reply"), read_outcome, "handshake-replies.reply",
                   belief=handshake_reply),
        ),
        tuple((f"{incoming.method} (id {json.dumps(incoming.id)})",) for incoming, *_ in rows),
        tuple((str(state), _outcome(message)[0]) for _, state, _, message in rows),
        tuple({"method": incoming.method, "after": str(after)} for incoming, _, after, _ in rows),
    )


def first_messages(item: str, spec: dict[str, Any]) -> Table:
    """Each real client's first message (recorded, in the course data), the reply lesson 2's
    server gives it and the reply lesson 3's server gives it: the reply owed."""
    def replies(first: dict[str, Any]) -> tuple[Any, Any]:
        incoming = classify(json.dumps(first))
        given, owed = Handshake().respond(incoming), ToolServer().respond(incoming)
        assert given is not None and owed is not None  # a request always gets a reply
        return _outcome(given.message)[0], _outcome(owed.message)[0]

    expected = [(first["method"], first["id"], *replies(first))
                for first in spec["clients"].values()]
    # The replies a first message of each method gets: what a student who mistook a client's
    # method for another client's built that row's replies on.
    by_method: dict[str, tuple[Any, Any]] = {}
    for method, _, given, owed in expected:
        by_method.setdefault(method, (given, owed))
    facts = ({"replies": by_method},) * len(expected)
    return Table(
        item,
        say("first-messages.title"),
        (say("column.client"),),
        (
            Column(say("column.first-method"), read_method, "first-messages.method",
                   belief=first_method),
            Column(say("column.its-id"), answers.read_id, "first-messages.id", belief=first_id),
            Column(say("column.lesson-2-s-server-replies"), read_outcome, "first-messages.lesson-2",
                   belief=lesson_2_reply),
            Column(say("column.the-reply-owed"), read_outcome, "first-messages.owed",
                   belief=reply_owed),
        ),
        tuple((_client_name(client),) for client in spec["clients"]),
        tuple(expected),
        facts,
    )


def compatibility_table(item: str, spec: dict[str, Any]) -> Table:
    """Lesson 4's table: for each client era and server era, what the client ends with, as
    `mcpnb.content.matrix` recorded it (`spec["outcomes"]`, "client server": an era or a code)."""
    rows = [pair.split(" ") for pair in spec["outcomes"]]
    return Table(
        item,
        say("compatibility.title"),
        (say("column.client-era"), say("column.server-era")),
        (Column(say("column.client-ends-with"), read_era_or_code, "compatibility.hint",
                belief=compatibility),),
        tuple((say(f"compatibility.era.{c}"), say(f"compatibility.era.{s}")) for c, s in rows),
        tuple((outcome,) for outcome in spec["outcomes"].values()),
        tuple({"client": c, "server": s} for c, s in rows),
    )


CONTENT_TYPES = (http.JSON, http.SSE, NOTHING)


def _answered(answer: http.Answer) -> tuple[Any, Any, Any]:
    return exchange.outcome(answer.status, answer.content_type, answer.messages)


def http_requests(item: str, spec: dict[str, Any]) -> Table:
    """Lesson 5's table: what the reference endpoint answers each of the course's requests
    (`mcpnb.content.exchange.REQUESTS`, by name), each to an endpoint of its own."""
    names = spec["requests"]
    return Table(
        item,
        say("http-requests.title"),
        (say("column.request"),),
        (
            Column(say("column.status"), answers.read_code, "http-requests.status.hint",
                   belief=http_status),
            Column(say("column.content-type"), answers.read_choice(CONTENT_TYPES),
                   "http-requests.type.hint", CONTENT_TYPES, belief=http_content_type),
            Column(say("column.error-code"), answers.read_code, "http-requests.code.hint",
                   belief=http_error_code),
        ),
        tuple((say(f"http-requests.row.{name}", **exchange.ROW_VALUES),) for name in names),
        tuple(_answered(exchange.REQUESTS[name].to(http.Endpoint())) for name in names),
        tuple({"request": name} for name in names),
    )


def _client_name(recorded: str) -> str:
    """A recorded client's name in the language spoken: the course data names each client as
    the English catalogue's `clients.name.*` does."""
    names = {english: key for key, english in catalogue(ENGLISH).items()
             if key.startswith("clients.name.")}
    return say(names[recorded]) if recorded in names else recorded


def replay(script: str, respond: Callable[[jsonrpc.Incoming], Reply | None]) -> list[
    tuple[Reply, str]
]:
    """The replies an ideal server gives a scripted client, in the order they leave, each with why.

    A reply leaves when it is made: at once when its line is whole, or when its wait is over.
    The reason is `waited` for a delayed reply, `completed` for a line finished by a later chunk,
    and `at once` otherwise. Ties leave in the order the lines came.
    """
    timed: list[tuple[float, int, Reply, str]] = []
    for at_ms, completed, line in script_lines(load_script(script)):
        reply = respond(classify(line))
        if reply is None:
            continue
        if reply.after > 0:
            reason = "waited"
        elif completed:
            reason = "completed"
        else:
            reason = "at once"
        timed.append((at_ms + reply.after * 1000, len(timed), reply, reason))
    return [(reply, reason) for _, _, reply, reason in sorted(timed, key=lambda t: t[:2])]


def handshake_states(script: str) -> list[tuple[jsonrpc.Incoming, State, State, Message]]:
    """Each request of a scripted client, the state the reference server was in when it came,
    the state it left the server in, and the reply it got."""
    server = Handshake()
    rows = []
    for _, _, line in script_lines(load_script(script)):
        incoming = classify(line)
        state = server.state
        reply = server.respond(incoming)
        if incoming.kind is Kind.REQUEST and reply is not None:
            rows.append((incoming, state, server.state, reply.message))
    return rows


def _json_kind(line: str) -> str | None:
    """What JSON value a line holds: "array", "object" or "value"; None when it is not JSON."""
    try:
        value = jsonrpc.parse_json(line)
    except ValueError:
        return None
    if isinstance(value, list):
        return "array"
    return "object" if isinstance(value, dict) else "value"
