"""The lessons' fill-in tables: what is given, what is right, and how each cell is judged.

Nothing right is typed here. The given inputs come from the course data (`data/course.json`) and
every expected cell is computed by the reference code: the framing module for the buffer table,
the reference servers' `respond` for replies, and a replay of the scripted client through them for
the order replies arrive in. Where many answers are right (an example of a frame), a cell is judged
by a property instead of compared with one value.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import dataclass
from functools import cache
from typing import Any

from mcpnb import answers, protocol
from mcpnb.answers import NOTHING, Reader
from mcpnb.data import data_path
from mcpnb.framing import split_chunks
from mcpnb.harness import load_script, script_lines
from mcpnb.protocol import Kind, Message, classify
from mcpnb.servers import messages
from mcpnb.servers.handshake import SUPPORTED_VERSIONS, Handshake, State
from mcpnb.servers.messages import Reply
from mcpnb.texts import TEXTS, say


@dataclass(frozen=True)
class Property:
    """Any answer with this property is right; `test` gets the student's value as written."""

    test: Callable[[Any], bool]


@dataclass(frozen=True)
class Column:
    """One column the student fills in: how a cell is read, and the hint beside a wrong one."""

    name: str
    read: Reader
    hint: str
    choices: tuple[str, ...] = ()  # the stated codes, for a column answered by choosing one


@dataclass(frozen=True)
class Table:
    """A fill-in table: the given columns, the answer columns, and per row the right cells."""

    item: str
    title: str
    given_columns: tuple[str, ...]
    columns: tuple[Column, ...]
    given: tuple[tuple[Any, ...], ...]
    expected: tuple[tuple[Any, ...], ...]


@cache
def course() -> dict[str, Any]:
    """The course data: lessons, their graded items, points and given inputs."""
    loaded: dict[str, Any] = json.loads(data_path("course.json").read_text(encoding="utf-8"))
    return loaded


def item_spec(item: str) -> tuple[str, dict[str, Any]]:
    """The lesson an item belongs to, and its spec from the course data."""
    for lesson, content in course()["lessons"].items():
        if item in content["items"]:
            return lesson, content["items"][item]
    known = sorted(i for content in course()["lessons"].values() for i in content["items"])
    raise KeyError(f"no item {item!r} in the course; known items: {', '.join(known)}")


def table(item: str) -> Table:
    """The fill-in table of a graded item, with its right answers computed."""
    _, spec = item_spec(item)
    build = BUILDERS.get(spec["kind"])
    if build is None:
        raise KeyError(f"item {item!r} is a {spec['kind']!r}, not a fill-in table")
    return build(item, spec)


# --- the tables ------------------------------------------------------------------------------

def _key_words(item: str, spec: dict[str, Any]) -> Table:
    words = TEXTS[f"{item}.words"]
    return Table(
        item,
        say(f"{item}.title"),
        ("key word", "meaning"),
        (Column("example", answers.read_text, say("key-words.hint")),),
        tuple((word, meaning) for word, meaning in words.items()),
        tuple((KEY_WORD_PROPERTIES[word],) for word in words),
    )


def _buffer_table(item: str, spec: dict[str, Any]) -> Table:
    rows = split_chunks(spec["chunks"])
    return Table(
        item,
        say("buffer-table.title"),
        ("chunk that arrives",),
        (
            Column("buffer afterwards", answers.read_text, say("buffer-table.buffer")),
            Column("messages ready", answers.read_messages, say("buffer-table.ready")),
        ),
        tuple((chunk,) for chunk, _, _ in rows),
        tuple((buffer, [answers.read_json(line) for line in ready]) for _, buffer, ready in rows),
    )


def _bad_lines(item: str, spec: dict[str, Any]) -> Table:
    expected = []
    for line in spec["lines"]:
        reply = messages.respond(classify(line))
        if reply is None:
            expected.append((NOTHING, NOTHING))
        else:
            expected.append((reply.message["error"]["code"], reply.message["id"]))
    return Table(
        item,
        say("bad-lines.title"),
        ("line",),
        (
            Column("reply code", answers.read_code, say("bad-lines.code")),
            Column("reply id", answers.read_id, say("bad-lines.id")),
        ),
        tuple((line,) for line in spec["lines"]),
        tuple(expected),
    )


ARRIVAL_REASONS = ("waited", "completed", "at once")


def _arrival_order(item: str, spec: dict[str, Any]) -> Table:
    replies = replay(spec["script"], messages.respond)
    return Table(
        item,
        say("arrival-order.title"),
        ("arrived",),
        (
            Column("reply id", answers.read_id, say("arrival-order.id")),
            Column(
                "why then",
                answers.read_choice(ARRIVAL_REASONS),
                say("arrival-order.why"),
                ARRIVAL_REASONS,
            ),
        ),
        tuple((position,) for position in range(1, len(replies) + 1)),
        tuple((reply.message["id"], reason) for reply, reason in replies),
    )


def _outcome(message: Message) -> tuple[Any, Any]:
    """A reply as (\"result\" or its error code, its protocolVersion or its error data)."""
    if "error" in message:
        return message["error"]["code"], _canonical(message["error"].get("data"))
    return RESULT, message["result"].get("protocolVersion")


def _version_table(item: str, spec: dict[str, Any]) -> Table:
    rows = []
    for version in spec["asks"]:
        hello = protocol.request(1, "initialize", {**spec["hello"], "protocolVersion": version})
        reply = Handshake().respond(classify(json.dumps(hello)))
        assert reply is not None  # a request always gets a reply from the reference server
        rows.append(_outcome(reply.message))
    return Table(
        item,
        say("version-table.title"),
        ("client asks for",),
        (
            Column("reply", read_outcome, say("version-table.reply")),
            Column("protocolVersion, or error data", read_version_or_data,
                   say("version-table.data")),
        ),
        tuple((version,) for version in spec["asks"]),
        tuple(rows),
    )


def _handshake_replies(item: str, spec: dict[str, Any]) -> Table:
    rows = handshake_states(spec["script"])
    return Table(
        item,
        say("handshake-replies.title"),
        ("request",),
        (
            Column(
                "state when it came",
                answers.read_choice(STATES),
                say("handshake-replies.state"),
                STATES,
            ),
            Column("reply", read_outcome, say("handshake-replies.reply")),
        ),
        tuple((f"{incoming.method} (id {json.dumps(incoming.id)})",) for incoming, _, _ in rows),
        tuple((str(state), _outcome(message)[0]) for _, state, message in rows),
    )


BUILDERS: dict[str, Callable[[str, dict[str, Any]], Table]] = {
    "key-words": _key_words,
    "buffer-table": _buffer_table,
    "bad-lines": _bad_lines,
    "arrival-order": _arrival_order,
    "version-table": _version_table,
    "handshake-replies": _handshake_replies,
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


# --- computing what is right -----------------------------------------------------------------

def replay(script: str, respond: Callable[[protocol.Incoming], Reply | None]) -> list[
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


def handshake_states(script: str) -> list[tuple[protocol.Incoming, State, Message]]:
    """Each request of a scripted client, the state the reference server was in when it came,
    and the reply it got."""
    server = Handshake()
    rows = []
    for _, _, line in script_lines(load_script(script)):
        incoming = classify(line)
        state = server.state
        reply = server.respond(incoming)
        if incoming.kind is Kind.REQUEST and reply is not None:
            rows.append((incoming, state, reply.message))
    return rows


def _one_line(value: Any) -> str | None:
    """A message written as text or as a dict, as one line of text; None if it is neither."""
    if isinstance(value, dict):
        return json.dumps(value)
    if isinstance(value, str):
        body = value[:-1] if value.endswith("\n") else value
        return None if "\n" in body else body
    return None


def _is_message(value: Any) -> bool:
    line = _one_line(value)
    kinds = (Kind.REQUEST, Kind.NOTIFICATION, Kind.RESPONSE)
    return line is not None and classify(line).kind in kinds


def _gets(code: int) -> Callable[[Any], bool]:
    def test(value: Any) -> bool:
        line = _one_line(value)
        if line is None or not line.strip():
            return False
        reply = messages.respond(classify(line))
        return reply is not None and reply.message.get("error", {}).get("code") == code

    return test


def _is_log_line(value: Any) -> bool:
    return isinstance(value, str) and bool(value.strip()) and "\n" not in value.rstrip("\n")


def _is_buffer(value: Any) -> bool:
    return isinstance(value, str) and bool(value) and "\n" not in value


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


def _is_capabilities(value: Any) -> bool:
    read = answers.read_json(value)
    return (
        isinstance(read, dict)
        and bool(read)
        and all(k in protocol.CAPABILITY_GROUPS and isinstance(v, dict) for k, v in read.items())
    )


def _one_of(choices: tuple[str, ...]) -> Callable[[Any], bool]:
    return lambda value: isinstance(value, str) and value.strip() in choices


KEY_WORD_PROPERTIES: dict[str, Property] = {
    "buffer": Property(_is_buffer),
    "frame": Property(_is_message),
    "stdout": Property(_is_message),
    "stderr": Property(_is_log_line),
    "parse error (-32700)": Property(_gets(protocol.PARSE_ERROR)),
    "Invalid Request (-32600)": Property(_gets(protocol.INVALID_REQUEST)),
    "handshake": Property(_is_initialize),
    "protocol version": Property(_one_of(protocol.MCP_VERSIONS)),
    "capability": Property(_is_capabilities),
    "state": Property(_one_of(STATES)),
    "negotiate": Property(_one_of(SUPPORTED_VERSIONS)),
}
