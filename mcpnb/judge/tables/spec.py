"""The lessons' fill-in tables: what is given, what is right, and how each cell is judged.

Nothing right is typed here. The given inputs come from the course data (`data/course.json`) and
every expected cell is computed by the reference code: the framing module for the buffer table,
the reference servers' `respond` for replies, and a replay of the scripted client through them for
the order replies arrive in. Where many answers are right (an example of a frame), a cell is judged
by a property instead of compared with one value.

A wrong cell gets the hint of its *diagnosis*: the belief that what was written shows, found by
comparing it with what is right and with what the reference code knows of its row (the `facts`:
the kind of a line, the buffer before a chunk, the state after a request). Each column has a few
diagnoses and a hint for a mistake none of them names; none says what is right.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any

from mcpnb.course import item_spec
from mcpnb.judge import answers
from mcpnb.judge.answers import NOTHING, UNREADABLE, Reader, json_equal
from mcpnb.protocol import jsonrpc
from mcpnb.protocol.framing import split_chunks
from mcpnb.protocol.jsonrpc import (
    INVALID_PARAMS,
    INVALID_REQUEST,
    METHOD_NOT_FOUND,
    PARSE_ERROR,
    Kind,
    Message,
    classify,
)
from mcpnb.running.scripts import load_script, script_lines
from mcpnb.servers import messages
from mcpnb.servers.clients import ToolServer
from mcpnb.servers.handshake import SUPPORTED_VERSIONS, Handshake, State
from mcpnb.servers.messages import Reply
from mcpnb.texts import say, text


@dataclass(frozen=True)
class Diagnosis:
    """The belief a wrong cell shows: the key of its hint in `mcpnb.texts`, and the values the
    hint names. A value it names is taken from the given cells or the student's own answer,
    never from what is right."""

    key: str
    values: Mapping[str, Any] = field(default_factory=dict)

    def text(self) -> str:
        return say(self.key, **self.values)


def _said(key: str, **values: Any) -> Diagnosis:
    return Diagnosis(key, values)


def _nothing_to_say(value: Any) -> Diagnosis | None:
    return None


@dataclass(frozen=True)
class Property:
    """Any answer with this property is right; `test` gets the student's value as written, and
    `diagnose` names the belief behind a value that fails it."""

    test: Callable[[Any], bool]
    diagnose: Callable[[Any], Diagnosis | None] = _nothing_to_say


@dataclass(frozen=True)
class Cell:
    """A wrong cell, as a diagnosis sees it."""

    written: Any  # as the student wrote it, copied as plain data
    read: Any  # as its column reads it, or UNREADABLE
    expected: Any  # what is right in this cell
    facts: Mapping[str, Any]  # what the reference code knows of the row it is judged against
    column: tuple[Any, ...]  # the cells of its column on every row, as read
    row: int  # where the cell is, counted from 0
    table: Table


Diagnose = Callable[[Cell], Diagnosis | None]


@dataclass(frozen=True)
class Column:
    """One column the student fills in: how a cell is read, and how a wrong one is diagnosed.

    `hint` is the key of the hint for a mistake that no diagnosis names. A column `judged_by`
    another is judged against the row that the other column's cell names, wherever the student
    put it: a reason belongs to the reply whose id stands beside it.
    """

    name: str
    read: Reader
    hint: str
    choices: tuple[str, ...] = ()  # the stated codes, for a column answered by choosing one
    diagnose: Diagnose | None = None
    judged_by: int | None = None


@dataclass(frozen=True)
class Table:
    """A fill-in table: the given columns, the answer columns, and per row the right cells and
    the facts its diagnoses compare a wrong cell with."""

    item: str
    title: str
    given_columns: tuple[str, ...]
    columns: tuple[Column, ...]
    given: tuple[tuple[Any, ...], ...]
    expected: tuple[tuple[Any, ...], ...]
    facts: tuple[Mapping[str, Any], ...] = ()
    order_note: str | None = None  # the key of the note that says where an order first differs

    def facts_of(self, row: int) -> Mapping[str, Any]:
        return self.facts[row] if row < len(self.facts) else {}


def table(item: str) -> Table:
    """The fill-in table of a graded item, with its right answers computed."""
    _, spec = item_spec(item)
    build = BUILDERS.get(spec["kind"])
    if build is None:
        raise KeyError(f"item {item!r} is a {spec['kind']!r}, not a fill-in table")
    return build(item, spec)


# --- the tables ------------------------------------------------------------------------------

def _key_words(item: str, spec: dict[str, Any]) -> Table:
    words = text(f"{item}.words")
    return Table(
        item,
        say(f"{item}.title"),
        (say("column.key-word"), say("column.meaning")),
        (Column(say("column.example"), answers.read_text, "key-words.hint"),),
        tuple((word, meaning) for word, meaning in words.items()),
        tuple((KEY_WORD_PROPERTIES[word],) for word in words),
    )


def _buffer_table(item: str, spec: dict[str, Any]) -> Table:
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
                   diagnose=_buffer_afterwards),
            Column(say("column.messages-ready"), answers.read_messages, "buffer-table.ready",
                   diagnose=_messages_ready),
        ),
        tuple((chunk,) for chunk, _, _ in rows),
        tuple((buffer, [answers.read_json(line) for line in ready]) for _, buffer, ready in rows),
        tuple(facts),
    )


def _bad_lines(item: str, spec: dict[str, Any]) -> Table:
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
                   diagnose=_reply_code),
            Column(say("column.reply-id"), answers.read_id, "bad-lines.id", diagnose=_reply_id),
        ),
        tuple((line,) for line in spec["lines"]),
        tuple(expected),
        tuple(facts),
    )


ARRIVAL_REASONS = ("waited", "completed", "at once")


def _arrival_order(item: str, spec: dict[str, Any]) -> Table:
    replies = replay(spec["script"], messages.respond)
    return Table(
        item,
        say("arrival-order.title"),
        (say("column.arrived"),),
        (
            Column(say("column.reply-id"), answers.read_id, "arrival-order.id",
                   diagnose=_arrived_id),
            Column(
                say("column.why-then"),
                answers.read_choice(ARRIVAL_REASONS),
                "arrival-order.why",
                ARRIVAL_REASONS,
                diagnose=_arrived_why,
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
        return message["error"]["code"], _canonical(message["error"].get("data"))
    return RESULT, message["result"].get("protocolVersion")


def _version_table(item: str, spec: dict[str, Any]) -> Table:
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
                   diagnose=_version_reply),
            Column(say("column.protocolversion-or-error-data"), read_version_or_data,
                   "version-table.data", diagnose=_version_or_data),
        ),
        tuple((version,) for version in spec["asks"]),
        tuple(rows),
        tuple({"asks": version, "supported": supported} for version in spec["asks"]),
    )


def _handshake_replies(item: str, spec: dict[str, Any]) -> Table:
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
                diagnose=_state_when_it_came,
            ),
            Column(say("column.reply"), read_outcome, "handshake-replies.reply",
                   diagnose=_handshake_reply),
        ),
        tuple((f"{incoming.method} (id {json.dumps(incoming.id)})",) for incoming, *_ in rows),
        tuple((str(state), _outcome(message)[0]) for _, state, _, message in rows),
        tuple({"method": incoming.method, "after": str(after)} for incoming, _, after, _ in rows),
    )


def _first_messages(item: str, spec: dict[str, Any]) -> Table:
    """Each real client's first message (recorded, in the course data), the reply lesson 2's
    server gives it and the reply lesson 3's server gives it: the reply owed."""
    expected = []
    for first in spec["clients"].values():
        incoming = classify(json.dumps(first))
        given = Handshake().respond(incoming)
        owed = ToolServer().respond(incoming)
        assert given is not None and owed is not None  # a request always gets a reply
        expected.append((incoming.method, incoming.id, _outcome(given.message)[0],
                         _outcome(owed.message)[0]))
    return Table(
        item,
        say("first-messages.title"),
        (say("column.client"),),
        (
            Column(say("column.first-method"), read_method, "first-messages.method",
                   diagnose=_first_method),
            Column(say("column.its-id"), answers.read_id, "first-messages.id", diagnose=_first_id),
            Column(say("column.lesson-2-s-server-replies"), read_outcome, "first-messages.lesson-2",
                   diagnose=_lesson_2_reply),
            Column(say("column.the-reply-owed"), read_outcome, "first-messages.owed",
                   diagnose=_reply_owed),
        ),
        tuple((client,) for client in spec["clients"]),
        tuple(expected),
    )


BUILDERS: dict[str, Callable[[str, dict[str, Any]], Table]] = {
    "key-words": _key_words,
    "buffer-table": _buffer_table,
    "bad-lines": _bad_lines,
    "arrival-order": _arrival_order,
    "version-table": _version_table,
    "handshake-replies": _handshake_replies,
    "first-messages": _first_messages,
}

RESULT = "result"
STATES = tuple(str(state) for state in State)


def read_outcome(value: Any) -> Any:
    """A reply written as "result" or as its error code."""
    if isinstance(value, str) and value.strip().lower() == RESULT:
        return RESULT
    code = answers.read_code(value)
    return code if isinstance(code, int) else answers.UNREADABLE


def _canonical(value: Any) -> Any:
    """Error data with its list of supported versions in one order: the order carries no meaning."""
    if isinstance(value, dict) and isinstance(value.get("supported"), list):
        return {**value, "supported": sorted(value["supported"], key=str)}
    return value


def read_version_or_data(value: Any) -> Any:
    """A version as text ("2024-11-05"), or error data as JSON or as a Python dict."""
    if isinstance(value, str) and not value.lstrip().startswith("{"):
        return value.strip()
    return _canonical(answers.read_json(value))


def read_method(value: Any) -> Any:
    """A method's name as text, or the method of a whole message written as JSON or a dict."""
    if isinstance(value, str) and not value.lstrip().startswith("{"):
        return value.strip() or UNREADABLE
    message = answers.read_json(value)
    if isinstance(message, dict) and isinstance(message.get("method"), str):
        return message["method"]
    return UNREADABLE


# --- computing what is right -----------------------------------------------------------------

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
    """What JSON value a line holds, in words ("an array"); None when it is not JSON."""
    try:
        value = jsonrpc.parse_json(line)
    except ValueError:
        return None
    if isinstance(value, list):
        return "an array"
    return "an object" if isinstance(value, dict) else "a JSON value"


# --- diagnoses: the belief behind a wrong cell -----------------------------------------------

def _null_as_text(value: Any) -> bool:
    return isinstance(value, str) and value.strip().lower() in ("null", "none")


def _reply_code(cell: Cell) -> Diagnosis | None:
    """Bad lines, the reply's code: which question about the line was answered wrongly."""
    read, expected, facts = cell.read, cell.expected, cell.facts
    if read is UNREADABLE:
        return _said("bad-lines.code.unreadable")
    if expected == NOTHING:
        if read == METHOD_NOT_FOUND:
            return _said("bad-lines.code.unknown-notification")
        return _said("bad-lines.code.notification-answered")
    if read == NOTHING:
        if facts["kind"] is Kind.NOT_JSON:
            return _said("bad-lines.code.not-json-unanswered")
        if facts["id"] is not None:
            return _said("bad-lines.code.invalid-with-id-unanswered")
        return _said("bad-lines.code.invalid-without-id-unanswered")
    if isinstance(read, int) and read == -expected:
        return _said("bad-lines.code.sign")
    if facts["id"] is not None and (read == facts["id"] or _same_text(read, facts["id"])):
        return _said("bad-lines.code.the-id")
    if expected == PARSE_ERROR:
        return _said("bad-lines.code.not-json-first")
    if expected == INVALID_REQUEST and read == PARSE_ERROR:
        return _said("bad-lines.code.parses", json=facts["json"])
    if expected == INVALID_REQUEST and read == METHOD_NOT_FOUND:
        return _said("bad-lines.code.no-method-looked-up")
    return None


def _reply_id(cell: Cell) -> Diagnosis | None:
    """Bad lines, the reply's id: whether one can be read, and that it is copied as it came."""
    read, expected, facts = cell.read, cell.expected, cell.facts
    if _null_as_text(cell.written) and expected is None:
        return _said("bad-lines.id.null-as-text")
    if read is UNREADABLE:
        return _said("bad-lines.id.unreadable")
    if expected == NOTHING:
        if read is None:
            return _said("bad-lines.id.none-is-a-reply")
        return _said("bad-lines.id.notification-has-none")
    if read == NOTHING:
        if facts["kind"] is Kind.NOT_JSON:
            return _said("bad-lines.id.not-json-unanswered")
        if facts["id"] is not None:
            return _said("bad-lines.id.id-unanswered")
        return _said("bad-lines.id.invalid-unanswered")
    if expected is None:
        if facts["kind"] is Kind.NOT_JSON:
            return _said("bad-lines.id.nothing-to-read")
        if facts["json"] == "an array":
            return _said("bad-lines.id.array-has-none")
        return _said("bad-lines.id.none-readable")
    if read is None:
        return _said("bad-lines.id.readable")
    if json.dumps(read).strip('"') == json.dumps(expected).strip('"'):
        return _said("bad-lines.id.type", kind=_id_kind(expected))
    return _said("bad-lines.id.copy")


def _id_kind(value: Any) -> str:
    return "text" if isinstance(value, str) else "a number"


def _arrived_id(cell: Cell) -> Diagnosis | None:
    """Arrival order, the reply's id: which belief about when replies leave put it here."""
    order = [row[0] for row in cell.table.expected]
    reasons = [row[1] for row in cell.table.expected]
    if _null_as_text(cell.written):
        return _said("arrival-order.id.null-as-text")
    if cell.read == NOTHING:
        return _said("arrival-order.id.every-row-arrived")
    at = next((i for i, id in enumerate(order) if json_equal(id, cell.read)), None)
    if at is None:
        if any(_same_text(cell.written, id) for id in order):
            return _said("arrival-order.id.type")
        if cell.read is UNREADABLE:
            return _said("arrival-order.id.unreadable")
        return _said("arrival-order.id.no-such-reply")
    if any(json_equal(other, cell.read) for other in cell.column[:cell.row]):
        return _said("arrival-order.id.twice")
    if at > cell.row:
        if reasons[at] == "waited":
            return _said("arrival-order.id.overtaken")
        if reasons[at] == "completed":
            return _said("arrival-order.id.not-whole-yet")
        return _said("arrival-order.id.made-later")
    if reasons[at] == "waited":
        return _said("arrival-order.id.shorter-wait")
    return _said("arrival-order.id.made-earlier")


def _same_text(written: Any, id: Any) -> bool:
    """Whether an id written in another JSON type has the same text: "5" for 5, 5 for "5"."""
    if isinstance(written, bool) or not isinstance(written, int | float | str):
        return False
    return str(written).strip() == str(id) and type(written) is not type(id)


def same_id(written: Any, id: Any) -> bool:
    """Whether a cell names this id, even written in another JSON type ("5" for 5, "null" or
    "None" for null): what a row is about, whether or not the id is written right."""
    if json_equal(written, id):
        return True
    if id is None:
        return _null_as_text(written) or written is answers.null
    return _same_text(written, id)


ARRIVAL_MIXUPS = {  # (the right reason, the one written): the belief behind it
    ("waited", "at once"): "arrival-order.why.waited-not-at-once",
    ("waited", "completed"): "arrival-order.why.waited-not-completed",
    ("completed", "at once"): "arrival-order.why.completed-not-at-once",
    ("completed", "waited"): "arrival-order.why.completed-not-waited",
    ("at once", "completed"): "arrival-order.why.at-once-not-completed",
    ("at once", "waited"): "arrival-order.why.at-once-not-waited",
}


def _arrived_why(cell: Cell) -> Diagnosis | None:
    """Arrival order, why then: judged for the reply whose id the row names."""
    if cell.read is UNREADABLE:
        return _said("arrival-order.why.unreadable")
    key = ARRIVAL_MIXUPS.get((cell.expected, cell.read))
    return None if key is None else _said(key)


def _buffer_afterwards(cell: Cell) -> Diagnosis | None:
    """The buffer table, the buffer afterwards: what stays, and what was cut out."""
    written, expected, facts = cell.written, cell.expected, cell.facts
    if written is None or answers.is_nothing(written):
        return _said("buffer-table.buffer.empty-is-text" if expected == ""
                     else "buffer-table.buffer.something-left")
    if not isinstance(written, str):
        return _said("buffer-table.buffer.not-text")
    if "\n" in written:
        return _said("buffer-table.buffer.newline")
    if written.strip() and written in facts["lines"]:
        return _said("buffer-table.buffer.kept-ready")
    if facts["before"] and written in (cell.table.given[cell.row][0],
                                       cell.table.given[cell.row][0].rstrip("\n")):
        return _said("buffer-table.buffer.chunk-only")
    if expected == "":
        return _said("buffer-table.buffer.after-last-newline")
    if written == "":
        return _said("buffer-table.buffer.something-left")
    if expected.startswith(written) or expected.endswith(written):
        return _said("buffer-table.buffer.too-little")
    if written.startswith(expected) or written.endswith(expected):
        return _said("buffer-table.buffer.too-much")
    return None


def _messages_ready(cell: Cell) -> Diagnosis | None:
    """The buffer table, the messages ready: which ones a chunk completed, once each."""
    read, expected, facts = cell.read, cell.expected, cell.facts
    if read is UNREADABLE:
        items = cell.written if isinstance(cell.written, list | tuple) else [cell.written]
        pieces = [i for i in items if isinstance(i, str) and answers.read_json(i) is UNREADABLE]
        if any(piece.strip() and piece in facts["text"] for piece in pieces):
            return _said("buffer-table.ready.unfinished")
        if pieces:
            return _said("buffer-table.ready.not-json")
        return _said("buffer-table.ready.unreadable")
    extra = [m for m in read if not any(json_equal(m, e) for e in expected)]
    missing = [e for e in expected if not any(json_equal(m, e) for m in read)]
    if extra:
        if any(json_equal(m, e) for m in extra for e in facts["earlier"]):
            return _said("buffer-table.ready.handed-on")
        return _said("buffer-table.ready.exact")
    if missing:
        if facts["began-earlier"]:
            return _said("buffer-table.ready.began-earlier")
        return _said("buffer-table.ready.count-newlines")
    if len(read) != len(expected):
        return _said("buffer-table.ready.once")
    return None


def _version_reply(cell: Cell) -> Diagnosis | None:
    """The version table, the reply: does the server speak the version asked for?"""
    if cell.read is UNREADABLE:
        return _said("version-table.reply.unreadable")
    if cell.expected == RESULT:
        return _said("version-table.reply.spoken-refused")
    if cell.read == RESULT:
        return _said("version-table.reply.unspoken-agreed")
    return _said("version-table.reply.which-error")


def _version_or_data(cell: Cell) -> Diagnosis | None:
    """The version table, the version or error data: the same version, or why it was refused."""
    read, expected, facts = cell.read, cell.expected, cell.facts
    if read is UNREADABLE or read is None:
        return _said("version-table.data.unreadable")
    if isinstance(expected, str):
        if isinstance(read, dict):
            return _said("version-table.data.data-for-a-result")
        if not isinstance(read, str):
            return _said("version-table.data.unreadable")
        # Another version: the column's own rule, the same version even when a newer one is known.
        return _said("version-table.data")
    if isinstance(read, str):
        if read == facts["asks"]:
            return _said("version-table.data.echo")
        if read in facts["supported"]:
            return _said("version-table.data.counter-offer")
        return _said("version-table.data.want-data")
    if isinstance(read, dict) and isinstance(expected, dict):
        if set(read) != set(expected):
            return _said("version-table.data.keys")
        if not json_equal(read["requested"], expected["requested"]):
            return _said("version-table.data.requested")
        if not isinstance(read["supported"], list):
            return _said("version-table.data.supported-list")
        return _said("version-table.data.supported")
    return _said("version-table.data.unreadable")


STATE_ORDER = {state: index for index, state in enumerate(STATES)}


def _state_when_it_came(cell: Cell) -> Diagnosis | None:
    """The handshake's replies, the state: what had changed it before the request came."""
    read, expected = cell.read, cell.expected
    if read is UNREADABLE:
        if isinstance(cell.written, str) and "initiali" in cell.written.lower():
            return _said("handshake-replies.state.named-after-a-message")
        return _said("handshake-replies.state.unreadable")
    if read == cell.facts["after"]:
        return _said("handshake-replies.state.after")
    if STATE_ORDER[read] > STATE_ORDER[expected]:
        if expected == State.NEW:
            return _said("handshake-replies.state.not-initialized-yet")
        return _said("handshake-replies.state.half-done")
    if expected == State.WAITING:
        return _said("handshake-replies.state.initialize-answered")
    return _said("handshake-replies.state.notification-came")


def _handshake_reply(cell: Cell) -> Diagnosis | None:
    """The handshake's replies, the reply: what the server may serve in the state it is in."""
    read, expected, method = cell.read, cell.expected, cell.facts["method"]
    if read is UNREADABLE:
        return _said("handshake-replies.reply.unreadable")
    if expected == INVALID_REQUEST:
        if method == "initialize":
            return _said("handshake-replies.reply.initialize-once")
        if read == RESULT:
            return _said("handshake-replies.reply.too-early-served")
        if read == METHOD_NOT_FOUND:
            return _said("handshake-replies.reply.too-early-not-looked-up")
        return None
    if expected == INVALID_PARAMS:
        if read == RESULT:
            return _said("handshake-replies.reply.unspoken-version")
        return _said("handshake-replies.reply.which-error")
    if expected == RESULT and method == "initialize":
        if read == INVALID_REQUEST:
            return _said("handshake-replies.reply.refused-does-not-count")
        if read == INVALID_PARAMS:
            return _said("handshake-replies.reply.spoken-version")
        return None
    if expected == RESULT:
        if read == INVALID_REQUEST:
            return _said("handshake-replies.reply.ready-now")
        if read == METHOD_NOT_FOUND:
            return _said("handshake-replies.reply.declared")
        return None
    if expected == METHOD_NOT_FOUND:
        if read == RESULT:
            return _said("handshake-replies.reply.undeclared")
        if read == INVALID_REQUEST:
            return _said("handshake-replies.reply.unknown-not-early")
    return None


DISCOVER = "server/discover"  # the newest era's first request, which older servers do not have


def _first_method(cell: Cell) -> Diagnosis | None:
    """Real clients, the first method: which era of MCP the client starts in."""
    read, expected = cell.read, cell.expected
    if read is UNREADABLE:
        return _said("first-messages.method.unreadable")
    if read == "notifications/initialized":
        return _said("first-messages.method.notification")
    if read == "ping":
        return _said("first-messages.method.ping")
    if expected == DISCOVER and read == "initialize":
        return _said("first-messages.method.probes")
    if read == DISCOVER:
        return _said("first-messages.method.classic")
    if read.startswith("tools/"):
        return _said("first-messages.method.tools-later")
    return None


def _first_id(cell: Cell) -> Diagnosis | None:
    """Real clients, the first id: where each client starts counting, and in which JSON type."""
    read, expected, written = cell.read, cell.expected, cell.written
    if read is None or _null_as_text(written):
        return _said("first-messages.id.null")
    if read == NOTHING:
        return _said("first-messages.id.nothing")
    if _same_text(written, expected):
        return _said("first-messages.id.type")
    if read is UNREADABLE:
        return _said("first-messages.id.unreadable")
    if isinstance(expected, str):
        kind = "exact" if isinstance(read, str) else "text"
        return _said(f"first-messages.id.{kind}")
    if isinstance(read, str):
        return _said("first-messages.id.a-number")
    if expected == 0:
        return _said("first-messages.id.not-every-client")
    if read == 0:
        return _said("first-messages.id.sdk-counts")
    return None


def _lesson_2_reply(cell: Cell) -> Diagnosis | None:
    """Real clients, lesson 2's reply: a new server that speaks two older versions."""
    read, expected = cell.read, cell.expected
    if answers.is_nothing(cell.written):
        return _said("first-messages.lesson-2.every-request")
    if read is UNREADABLE:
        return _said("first-messages.lesson-2.unreadable")
    if expected == INVALID_PARAMS:
        if read == RESULT:
            return _said("first-messages.lesson-2.unspoken")
        if read == METHOD_NOT_FOUND:
            return _said("first-messages.lesson-2.known-method")
        return _said("first-messages.lesson-2.which-part")
    if expected == INVALID_REQUEST:
        if read == METHOD_NOT_FOUND:
            return _said("first-messages.lesson-2.state-first")
        if read == RESULT:
            return _said("first-messages.lesson-2.no-such-method")
        if read == INVALID_PARAMS:
            return _said("first-messages.lesson-2.no-version-check")
    return None


def _reply_owed(cell: Cell) -> Diagnosis | None:
    """Real clients, the reply owed: what the specification asks of a server for real clients."""
    read, expected = cell.read, cell.expected
    if answers.is_nothing(cell.written):
        return _said("first-messages.owed.silence")
    if read is UNREADABLE:
        return _said("first-messages.owed.unreadable")
    if expected == RESULT:
        if read == INVALID_PARAMS:
            return _said("first-messages.owed.no-refusal")
        return _said("first-messages.owed.handshake-accepted")
    if expected == METHOD_NOT_FOUND:
        if read == INVALID_REQUEST:
            return _said("first-messages.owed.not-too-early")
        if read == RESULT:
            return _said("first-messages.owed.newer-era")
        if read == INVALID_PARAMS:
            return _said("first-messages.owed.not-the-params")
    return None


# --- the key words: what makes an example right, and the belief behind a wrong one -----------

def _one_line(value: Any) -> str | None:
    """A message written as text or as a dict, as one line of text; None if it is neither."""
    if isinstance(value, dict):
        try:
            return json.dumps(value)
        except (TypeError, ValueError):  # a set or bytes inside: no message can hold it
            return None
    if isinstance(value, str):
        body = value[:-1] if value.endswith("\n") else value
        return None if "\n" in body else body
    return None


def _is_message(value: Any) -> bool:
    line = _one_line(value)
    kinds = (Kind.REQUEST, Kind.NOTIFICATION, Kind.RESPONSE)
    return line is not None and classify(line).kind in kinds


def _not_a_message(word: str) -> Callable[[Any], Diagnosis | None]:
    """Why an example of a frame or of a stdout line is not one message."""
    def diagnose(value: Any) -> Diagnosis | None:
        if not isinstance(value, str | dict):
            return _said(f"key-words.{word}.not-text")
        line = _one_line(value)
        if line is None:
            return _said(f"key-words.{word}.lines")
        if classify(line).kind is Kind.NOT_JSON:
            return _said(f"key-words.{word}.not-json")
        return _said(f"key-words.{word}.not-a-message")

    return diagnose


def _error_of(value: Any) -> tuple[Any, bool, Any] | None:
    """An error written as a whole reply or as its error object: (code, whether it carries an
    id, the id); None for anything else."""
    read = answers.read_json(value)
    if not isinstance(read, dict):
        return None
    if isinstance(read.get("error"), dict) and "result" not in read:
        return read["error"].get("code"), "id" in read, read.get("id")
    if "code" in read and "message" in read:
        return read["code"], False, None
    return None


def _is_code(value: Any, code: int) -> bool:
    read = answers.read_code(value)
    return isinstance(read, int) and read == code


def _error_example(code: int) -> Callable[[Any], bool]:
    """An example of an error: its code, the reply (or error object) that carries it, or a line
    that gets it. A parse error's reply has a null id: no id could be read."""
    def test(value: Any) -> bool:
        if _is_code(value, code):
            return True
        error = _error_of(value)
        if error is not None and error[0] == code:
            return code != PARSE_ERROR or error[2] is None
        line = _one_line(value)
        if line is None or not line.strip():
            return False
        reply = messages.respond(classify(line))
        return reply is not None and reply.message.get("error", {}).get("code") == code

    return test


def _error_word(word: str, code: int) -> Callable[[Any], Diagnosis | None]:
    """Why an example of an error is not one: another error, or a line that gets another."""
    def diagnose(value: Any) -> Diagnosis | None:
        if isinstance(answers.read_code(value), int):
            return _said(f"key-words.{word}.other-code")
        error = _error_of(value)
        if error is not None:
            return _said(f"key-words.{word}.{'reply-id' if error[0] == code else 'other-reply'}")
        line = _one_line(value)
        if line is None:
            return _said(f"key-words.{word}.not-a-line")
        if not line.strip():
            return _said(f"key-words.{word}.blank")
        return _said(f"key-words.{word}.{classify(line).kind.name.lower().replace('_', '-')}")

    return diagnose


def _is_log_line(value: Any) -> bool:
    return (isinstance(value, str) and bool(value.strip()) and "\n" not in value.rstrip("\n")
            and not _is_message(value))


def _log_line_word(value: Any) -> Diagnosis | None:
    if _is_message(value):
        return _said("key-words.stderr.message")
    if not isinstance(value, str):
        return _said("key-words.stderr.not-text")
    if not value.strip():
        return _said("key-words.stderr.blank")
    return _said("key-words.stderr.lines")


def _is_buffer(value: Any) -> bool:
    return isinstance(value, str) and bool(value) and "\n" not in value


def _buffer_word(value: Any) -> Diagnosis | None:
    if not isinstance(value, str):
        return _said("key-words.buffer.not-text")
    if not value:
        return _said("key-words.buffer.empty")
    return _said("key-words.buffer.newline")


def _is_initialize(value: Any) -> bool:
    line = _one_line(value)
    if line is None:
        return False
    incoming = classify(line)
    return (
        incoming.kind is Kind.REQUEST
        and incoming.method == "initialize"
        and isinstance(incoming.params, dict)
        and isinstance(incoming.params.get("protocolVersion"), str)
    )


def _initialize_word(value: Any) -> Diagnosis | None:
    if isinstance(value, str) and value.strip() in ("initialize", "notifications/initialized"):
        return _said("key-words.handshake.a-name")
    line = _one_line(value)
    if line is None:
        return _said("key-words.handshake.not-a-line")
    incoming = classify(line)
    if incoming.kind is Kind.REQUEST and incoming.method == "initialize":
        return _said("key-words.handshake.no-version")
    if incoming.kind is Kind.REQUEST:
        return _said("key-words.handshake.other-method")
    return _said(f"key-words.handshake.{incoming.kind.name.lower().replace('_', '-')}")


def _is_capability(value: Any) -> bool:
    """A capability group's name, or a capabilities object that declares groups MCP knows."""
    if isinstance(value, str) and value.strip() in jsonrpc.CAPABILITY_GROUPS:
        return True
    read = answers.read_json(value)
    return (
        isinstance(read, dict)
        and bool(read)
        and all(k in jsonrpc.CAPABILITY_GROUPS and isinstance(v, dict) for k, v in read.items())
    )


def _capability_word(value: Any) -> Diagnosis | None:
    if isinstance(value, str):
        name = value.strip()
        if name.lower() in jsonrpc.CAPABILITY_GROUPS:
            return _said("key-words.capability.case")
        if name.split("/")[0] in jsonrpc.CAPABILITY_GROUPS:
            return _said("key-words.capability.a-method")
        if name in ("listChanged", "subscribe"):
            return _said("key-words.capability.an-option")
    read = answers.read_json(value)
    if isinstance(read, list):
        return _said("key-words.capability.a-list")
    if isinstance(read, dict):
        if not read:
            return _said("key-words.capability.empty")
        if any(k not in jsonrpc.CAPABILITY_GROUPS for k in read):
            return _said("key-words.capability.unknown-group")
        return _said("key-words.capability.options")
    if isinstance(value, str):
        return _said("key-words.capability.unknown-name")
    return _said("key-words.capability.not-text")


def _one_of(choices: tuple[str, ...]) -> Callable[[Any], bool]:
    return lambda value: isinstance(value, str) and value.strip() in choices


DATE = re.compile(r"\d{4}-\d{2}-\d{2}")


def _version_word(value: Any) -> Diagnosis | None:
    if not isinstance(value, str):
        return _said("key-words.version.not-text")
    if DATE.fullmatch(value.strip()):
        return _said("key-words.version.not-a-version")
    return _said("key-words.version.not-a-date")


def _is_state(value: Any) -> bool:
    return answers.read_choice(STATES)(value) is not UNREADABLE


def _state_word(value: Any) -> Diagnosis | None:
    if not isinstance(value, str):
        return _said("key-words.state.not-text")
    if "initiali" in value.lower():
        return _said("key-words.state.named-after-a-message")
    return _said("key-words.state.not-a-state")


def _negotiate_word(value: Any) -> Diagnosis | None:
    if not isinstance(value, str):
        return _said("key-words.negotiate.not-text")
    if value.strip() in jsonrpc.MCP_VERSIONS:
        return _said("key-words.negotiate.unspoken")
    return _said("key-words.negotiate.not-a-version")


KEY_WORD_PROPERTIES: dict[str, Property] = {
    "buffer": Property(_is_buffer, _buffer_word),
    "frame": Property(_is_message, _not_a_message("frame")),
    "stdout": Property(_is_message, _not_a_message("stdout")),
    "stderr": Property(_is_log_line, _log_line_word),
    "parse error (-32700)": Property(_error_example(PARSE_ERROR),
                                     _error_word("parse-error", PARSE_ERROR)),
    "Invalid Request (-32600)": Property(_error_example(INVALID_REQUEST),
                                         _error_word("invalid-request", INVALID_REQUEST)),
    "handshake": Property(_is_initialize, _initialize_word),
    "protocol version": Property(_one_of(jsonrpc.MCP_VERSIONS), _version_word),
    "capability": Property(_is_capability, _capability_word),
    "state": Property(_is_state, _state_word),
    "negotiate": Property(_one_of(SUPPORTED_VERSIONS), _negotiate_word),
}
