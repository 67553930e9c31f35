"""The belief behind a wrong cell: each column's beliefs, which compare what was written with
what is right and with what the reference code knows of its row, and never say what is right."""

from __future__ import annotations

import json
from typing import Any

from mcpnb.judge import answers
from mcpnb.judge.answers import NOTHING, UNREADABLE, json_equal
from mcpnb.judge.tables.spec import RESULT, STATES, Belief, Cell, said
from mcpnb.protocol.eras import MODERN_ERRORS
from mcpnb.protocol.jsonrpc import (
    ERROR_NAMES,
    INVALID_PARAMS,
    INVALID_REQUEST,
    METHOD_NOT_FOUND,
    PARSE_ERROR,
    Kind,
)
from mcpnb.servers.handshake import State
from mcpnb.texts import Sentence, later


def _null_as_text(value: Any) -> bool:
    return isinstance(value, str) and value.strip().lower() in ("null", "none")


def reply_code(cell: Cell) -> Belief | None:
    """Bad lines, the reply's code: which question about the line was answered wrongly."""
    read, expected, facts = cell.read, cell.expected, cell.facts
    if read is UNREADABLE:
        return said("bad-lines.code.unreadable")
    if expected == NOTHING:
        if read == METHOD_NOT_FOUND:
            return said("bad-lines.code.unknown-notification")
        return said("bad-lines.code.notification-answered")
    if read == NOTHING:
        if facts["kind"] is Kind.NOT_JSON:
            return said("bad-lines.code.not-json-unanswered")
        if facts["id"] is not None:
            return said("bad-lines.code.invalid-with-id-unanswered")
        return said("bad-lines.code.invalid-without-id-unanswered")
    if isinstance(read, int) and read == -expected:
        return said("bad-lines.code.sign")
    if facts["id"] is not None and (read == facts["id"] or _same_text(read, facts["id"])):
        return said("bad-lines.code.the-id")
    if expected == PARSE_ERROR:
        return said("bad-lines.code.not-json-first")
    if expected == INVALID_REQUEST and read == PARSE_ERROR:
        return said("bad-lines.code.parses", json=later(f"bad-lines.json.kind-{facts['json']}"))
    if expected == INVALID_REQUEST and read == METHOD_NOT_FOUND:
        return said("bad-lines.code.no-method-looked-up")
    return None


def reply_id(cell: Cell) -> Belief | None:
    """Bad lines, the reply's id: whether one can be read, and that it is copied as it came."""
    read, expected, facts = cell.read, cell.expected, cell.facts
    if _null_as_text(cell.written) and expected is None:
        return said("bad-lines.id.null-as-text")
    if read is UNREADABLE:
        return said("bad-lines.id.unreadable")
    if expected == NOTHING:
        if read is None:
            return said("bad-lines.id.none-is-a-reply")
        return said("bad-lines.id.notification-has-none")
    if read == NOTHING:
        if facts["kind"] is Kind.NOT_JSON:
            return said("bad-lines.id.not-json-unanswered")
        if facts["id"] is not None:
            return said("bad-lines.id.id-unanswered")
        return said("bad-lines.id.invalid-unanswered")
    if expected is None:
        if facts["kind"] is Kind.NOT_JSON:
            return said("bad-lines.id.nothing-to-read")
        if facts["json"] == "array":
            return said("bad-lines.id.array-has-none")
        return said("bad-lines.id.none-readable")
    if read is None:
        return said("bad-lines.id.readable")
    if json.dumps(read).strip('"') == json.dumps(expected).strip('"'):
        return said("bad-lines.id.type", kind=_id_kind(expected))
    return said("bad-lines.id.copy")


def _id_kind(value: Any) -> Sentence:
    return later("bad-lines.id.kind-text" if isinstance(value, str) else "bad-lines.id.kind-number")


def arrived_id(cell: Cell) -> Belief | None:
    """Arrival order, the reply's id: which belief about when replies leave put it here."""
    order = [row[0] for row in cell.table.expected]
    reasons = [row[1] for row in cell.table.expected]
    if _null_as_text(cell.written):
        return said("arrival-order.id.null-as-text")
    if cell.read == NOTHING:
        return said("arrival-order.id.every-row-arrived")
    at = next((i for i, id in enumerate(order) if json_equal(id, cell.read)), None)
    if at is None:
        if any(_same_text(cell.written, id) for id in order):
            return said("arrival-order.id.type")
        if cell.read is UNREADABLE:
            return said("arrival-order.id.unreadable")
        return said("arrival-order.id.no-such-reply")
    if any(json_equal(other, cell.read) for other in cell.column[:cell.row]):
        return said("arrival-order.id.twice")
    if at > cell.row:
        if reasons[at] == "waited":
            return said("arrival-order.id.overtaken")
        if reasons[at] == "completed":
            return said("arrival-order.id.not-whole-yet")
        return said("arrival-order.id.made-later")
    if reasons[at] == "waited":
        return said("arrival-order.id.shorter-wait")
    return said("arrival-order.id.made-earlier")


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


def arrived_why(cell: Cell) -> Belief | None:
    """Arrival order, why then: judged for the reply whose id the row names."""
    if cell.read is UNREADABLE:
        return said("arrival-order.why.unreadable")
    key = ARRIVAL_MIXUPS.get((cell.expected, cell.read))
    return None if key is None else said(key)


def buffer_afterwards(cell: Cell) -> Belief | None:
    """The buffer table, the buffer afterwards: what stays, and what was cut out."""
    written, expected, facts = cell.written, cell.expected, cell.facts
    if written is None or answers.is_nothing(written):
        return said("buffer-table.buffer.empty-is-text" if expected == ""
                     else "buffer-table.buffer.something-left")
    if not isinstance(written, str):
        return said("buffer-table.buffer.not-text")
    if "\n" in written:
        return said("buffer-table.buffer.newline")
    if written.strip() and written in facts["lines"]:
        return said("buffer-table.buffer.kept-ready")
    if facts["before"] and written in (cell.table.given[cell.row][0],
                                       cell.table.given[cell.row][0].rstrip("\n")):
        return said("buffer-table.buffer.chunk-only")
    if expected == "":
        return said("buffer-table.buffer.after-last-newline")
    if written == "":
        return said("buffer-table.buffer.something-left")
    if expected.startswith(written) or expected.endswith(written):
        return said("buffer-table.buffer.too-little")
    if written.startswith(expected) or written.endswith(expected):
        return said("buffer-table.buffer.too-much")
    return None


def messages_ready(cell: Cell) -> Belief | None:
    """The buffer table, the messages ready: which ones a chunk completed, once each."""
    read, expected, facts = cell.read, cell.expected, cell.facts
    if read is UNREADABLE:
        items = cell.written if isinstance(cell.written, list | tuple) else [cell.written]
        pieces = [i for i in items if isinstance(i, str) and answers.read_json(i) is UNREADABLE]
        if any(piece.strip() and piece in facts["text"] for piece in pieces):
            return said("buffer-table.ready.unfinished")
        if pieces:
            return said("buffer-table.ready.not-json")
        return said("buffer-table.ready.unreadable")
    extra = [m for m in read if not any(json_equal(m, e) for e in expected)]
    missing = [e for e in expected if not any(json_equal(m, e) for m in read)]
    if extra:
        if any(json_equal(m, e) for m in extra for e in facts["earlier"]):
            return said("buffer-table.ready.handed-on")
        return said("buffer-table.ready.exact")
    if missing:
        if facts["began-earlier"]:
            return said("buffer-table.ready.began-earlier")
        return said("buffer-table.ready.count-newlines")
    if len(read) != len(expected):
        return said("buffer-table.ready.once")
    return None


def version_reply(cell: Cell) -> Belief | None:
    """The version table, the reply: does the server speak the version asked for?"""
    if cell.read is UNREADABLE:
        return said("version-table.reply.unreadable")
    if cell.expected == RESULT:
        return said("version-table.reply.spoken-refused")
    if cell.read == RESULT:
        return said("version-table.reply.unspoken-agreed")
    return said("version-table.reply.which-error")


def version_or_data(cell: Cell) -> Belief | None:
    """The version table, the version or error data: the same version, or why it was refused."""
    read, expected, facts = cell.read, cell.expected, cell.facts
    if read is UNREADABLE or read is None:
        return said("version-table.data.unreadable")
    if isinstance(expected, str):
        if isinstance(read, dict):
            return said("version-table.data.data-for-a-result")
        if not isinstance(read, str):
            return said("version-table.data.unreadable")
        # Another version: the column's own rule, the same version even when a newer one is known.
        return said("version-table.data")
    if isinstance(read, str):
        if read == facts["asks"]:
            return said("version-table.data.echo")
        if read in facts["supported"]:
            return said("version-table.data.counter-offer")
        return said("version-table.data.want-data")
    if isinstance(read, dict) and isinstance(expected, dict):
        if set(read) != set(expected):
            return said("version-table.data.keys")
        if not json_equal(read["requested"], expected["requested"]):
            return said("version-table.data.requested")
        if not isinstance(read["supported"], list):
            return said("version-table.data.supported-list")
        return said("version-table.data.supported")
    return said("version-table.data.unreadable")


STATE_ORDER = {state: index for index, state in enumerate(STATES)}


def state_when_it_came(cell: Cell) -> Belief | None:
    """The handshake's replies, the state: what had changed it before the request came."""
    read, expected = cell.read, cell.expected
    if read is UNREADABLE:
        if isinstance(cell.written, str) and "initiali" in cell.written.lower():
            return said("handshake-replies.state.named-after-a-message")
        return said("handshake-replies.state.unreadable")
    if read == cell.facts["after"]:
        return said("handshake-replies.state.after")
    if STATE_ORDER[read] > STATE_ORDER[expected]:
        if expected == State.NEW:
            return said("handshake-replies.state.not-initialized-yet")
        return said("handshake-replies.state.half-done")
    if expected == State.WAITING:
        return said("handshake-replies.state.initialize-answered")
    return said("handshake-replies.state.notification-came")


def handshake_reply(cell: Cell) -> Belief | None:
    """The handshake's replies, the reply: what the server may serve in the state it is in."""
    read, expected, method = cell.read, cell.expected, cell.facts["method"]
    if read is UNREADABLE:
        return said("handshake-replies.reply.unreadable")
    if expected == INVALID_REQUEST:
        if method == "initialize":
            return said("handshake-replies.reply.initialize-once")
        if read == RESULT:
            return said("handshake-replies.reply.too-early-served")
        if read == METHOD_NOT_FOUND:
            return said("handshake-replies.reply.too-early-not-looked-up")
        return None
    if expected == INVALID_PARAMS:
        if read == RESULT:
            return said("handshake-replies.reply.unspoken-version")
        return said("handshake-replies.reply.which-error")
    if expected == RESULT and method == "initialize":
        if read == INVALID_REQUEST:
            return said("handshake-replies.reply.refused-does-not-count")
        if read == INVALID_PARAMS:
            return said("handshake-replies.reply.spoken-version")
        return None
    if expected == RESULT:
        if read == INVALID_REQUEST:
            return said("handshake-replies.reply.ready-now")
        if read == METHOD_NOT_FOUND:
            return said("handshake-replies.reply.declared")
        return None
    if expected == METHOD_NOT_FOUND:
        if read == RESULT:
            return said("handshake-replies.reply.undeclared")
        if read == INVALID_REQUEST:
            return said("handshake-replies.reply.unknown-not-early")
    return None


DISCOVER = "server/discover"  # the newest era's first request, which older servers do not have


def first_method(cell: Cell) -> Belief | None:
    """Real clients, the first method: which era of MCP the client starts in."""
    read, expected = cell.read, cell.expected
    if read is UNREADABLE:
        return said("first-messages.method.unreadable")
    if read == "notifications/initialized":
        return said("first-messages.method.notification")
    if read == "ping":
        return said("first-messages.method.ping")
    if expected == DISCOVER and read == "initialize":
        return said("first-messages.method.probes")
    if read == DISCOVER:
        return said("first-messages.method.classic")
    if read.startswith("tools/"):
        return said("first-messages.method.tools-later")
    return None


def first_id(cell: Cell) -> Belief | None:
    """Real clients, the first id: where each client starts counting, and in which JSON type."""
    read, expected, written = cell.read, cell.expected, cell.written
    if read is None or _null_as_text(written):
        return said("first-messages.id.null")
    if read == NOTHING:
        return said("first-messages.id.nothing")
    if _same_text(written, expected):
        return said("first-messages.id.type")
    if read is UNREADABLE:
        return said("first-messages.id.unreadable")
    if isinstance(expected, str):
        kind = "exact" if isinstance(read, str) else "text"
        return said(f"first-messages.id.{kind}")
    if isinstance(read, str):
        return said("first-messages.id.a-number")
    if expected == 0:
        return said("first-messages.id.not-every-client")
    if read == 0:
        return said("first-messages.id.sdk-counts")
    return None


def _reply_written_otherwise(cell: Cell) -> Belief | None:
    """A reply written as an error's message instead of its code, or as a code without its
    sign: the mistakes of form both reply columns share."""
    written, read, expected = cell.written, cell.read, cell.expected
    if isinstance(written, str) and written.strip().lower() in {
            name.lower() for name in ERROR_NAMES.values()}:
        return said("first-messages.message-not-code", message=written.strip())
    if isinstance(read, int) and isinstance(expected, int) and read == -expected:
        return said("bad-lines.code.sign")
    return None


def _built_on_its_method(cell: Cell, reply: int, key: str) -> Belief | None:
    """A reply right for the first method the row gives, which is another client's: the
    mistake is in the method, and the reply follows from it (`reply`: which of the two)."""
    method, true_method = cell.beside[0] if cell.beside else None, cell.table.expected[cell.row][0]
    replies = cell.facts.get("replies", {})
    if method == true_method or not isinstance(method, str) or method not in replies:
        return None
    if cell.read is not UNREADABLE and json_equal(cell.read, replies[method][reply]):
        return said(key, method=method)
    return None


def lesson_2_reply(cell: Cell) -> Belief | None:
    """Real clients, lesson 2's reply: a new server that speaks two older versions."""
    read, expected = cell.read, cell.expected
    if answers.is_nothing(cell.written) or cell.written is None:  # None: no reply, in Python
        return said("first-messages.lesson-2.every-request")
    if (built := _built_on_its_method(cell, 0, "first-messages.lesson-2.its-method")) is not None:
        return built
    if (otherwise := _reply_written_otherwise(cell)) is not None:
        return otherwise
    if read is UNREADABLE:
        return said("first-messages.lesson-2.unreadable")
    if expected == INVALID_PARAMS:
        if read == RESULT:
            return said("first-messages.lesson-2.unspoken")
        if read == METHOD_NOT_FOUND:
            return said("first-messages.lesson-2.known-method")
        return said("first-messages.lesson-2.which-part")
    if expected == INVALID_REQUEST:
        if read == METHOD_NOT_FOUND:
            return said("first-messages.lesson-2.state-first")
        if read == RESULT:
            return said("first-messages.lesson-2.no-such-method")
        if read == INVALID_PARAMS:
            return said("first-messages.lesson-2.no-version-check")
    return None


def reply_owed(cell: Cell) -> Belief | None:
    """Real clients, the reply owed: what the specification asks of a server for real clients."""
    read, expected = cell.read, cell.expected
    if answers.is_nothing(cell.written) or cell.written is None:  # None: no reply, in Python
        return said("first-messages.owed.silence")
    if (built := _built_on_its_method(cell, 1, "first-messages.owed.its-method")) is not None:
        return built
    if (otherwise := _reply_written_otherwise(cell)) is not None:
        return otherwise
    if read is UNREADABLE:
        return said("first-messages.owed.unreadable")
    if expected == RESULT:
        if read == INVALID_PARAMS:
            return said("first-messages.owed.no-refusal")
        return said("first-messages.owed.handshake-accepted")
    if expected == METHOD_NOT_FOUND:
        if read == INVALID_REQUEST:
            return said("first-messages.owed.not-too-early")
        if read == RESULT:
            return said("first-messages.owed.newer-era")
        if read == INVALID_PARAMS:
            return said("first-messages.owed.not-the-params")
    return None


# --- lesson 4: the eras' compatibility table -------------------------------------------------


def compatibility(cell: Cell) -> Belief | None:
    """The eras met: what each client era ends with on each server era (`facts`: the row's
    client and server eras)."""
    read, expected = cell.read, cell.expected
    client, server = cell.facts["client"], cell.facts["server"]
    if read is UNREADABLE:
        return said("compatibility.unreadable")
    works = isinstance(expected, str)
    if works and isinstance(read, int):
        if client == "dual-era" and server == "legacy":
            return said("compatibility.falls-back")
        return said("compatibility.it-works")
    if not works and isinstance(read, str):
        return said(f"compatibility.no-way-{'forward' if client == 'legacy' else 'back'}")
    if not works:
        return said("compatibility.whose-error")
    if client == "legacy" or server == "legacy":
        return said("compatibility.handshake-era")
    return said("compatibility.stays-modern")


def http_status(cell: Cell) -> Belief | None:
    """Lesson 5's requests, the status: served or refused, and why (`facts`: the row's request
    by name)."""
    read, expected, row = cell.read, cell.expected, cell.facts["request"]
    if not isinstance(read, int) or not 100 <= read <= 599:
        return said("http-requests.status.unreadable")
    if expected == 202:
        return said("http-requests.status.notification")
    if expected < 400:
        return said("http-requests.status.served" if read >= 400 else "http-requests.status.owed")
    if read < 400:
        return said("http-requests.status.refused")
    if row == "get":
        return said("http-requests.status.get")
    if row == "origin":
        return said("http-requests.status.origin")
    if expected == 404:
        return said("http-requests.status.method-unknown")
    if read == 404 and row.startswith("legacy"):
        return said("http-requests.status.no-session")
    return said("http-requests.status.method-known") if read == 404 else None


def http_content_type(cell: Cell) -> Belief | None:
    """Lesson 5's requests, the content type: no body, one JSON object, or a stream."""
    read, expected = cell.read, cell.expected
    if read is UNREADABLE:
        return said("http-requests.type.unreadable")
    if expected == NOTHING:
        return said("http-requests.type.no-body")
    if read == NOTHING:
        return said("http-requests.type.a-body")
    if expected == "text/event-stream":
        return said("http-requests.type.streamed")
    return said("http-requests.type.one-reply")


def http_error_code(cell: Cell) -> Belief | None:
    """Lesson 5's requests, the JSON-RPC error code in the body, or nothing."""
    read, expected, row = cell.read, cell.expected, cell.facts["request"]
    if read is UNREADABLE:
        return said("http-requests.code.unreadable")
    if expected == NOTHING:
        return said("http-requests.code.no-error" if row != "get" else "http-requests.code.no-body")
    if read == NOTHING:
        return said("http-requests.code.an-error")
    if expected == METHOD_NOT_FOUND:
        return said("http-requests.code.method")
    if read == METHOD_NOT_FOUND:
        return said("http-requests.code.not-method")
    if expected in MODERN_ERRORS and read not in MODERN_ERRORS:
        return said("http-requests.code.modern-error")
    return said("http-requests.code.other-error")
