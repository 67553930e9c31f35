"""The key words' tables: what makes an example of a word right, and the belief behind a wrong
one."""

from __future__ import annotations

import json
import re
from collections.abc import Callable
from typing import Any

from mcpnb.judge import answers
from mcpnb.judge.answers import UNREADABLE
from mcpnb.judge.tables.spec import STATES, Belief, CellProperty, said
from mcpnb.protocol import eras, jsonrpc
from mcpnb.protocol.jsonrpc import (
    INVALID_REQUEST,
    METHOD_NOT_FOUND,
    PARSE_ERROR,
    Incoming,
    Kind,
    classify,
)
from mcpnb.servers import clients, messages
from mcpnb.servers.eras import DualEra
from mcpnb.servers.handshake import SUPPORTED_VERSIONS


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


def incoming_of(value: Any) -> Incoming | None:
    """What a server would read in a message written as text or a dict; None if it is neither."""
    line = _one_line(value)
    return None if line is None else classify(line)


def is_message(value: Any) -> bool:
    incoming = incoming_of(value)
    kinds = (Kind.REQUEST, Kind.NOTIFICATION, Kind.RESPONSE)
    return incoming is not None and incoming.kind in kinds


def _not_a_message(word: str) -> Callable[[Any], Belief | None]:
    """Why an example of a stdout line is not one message."""
    def belief(value: Any) -> Belief | None:
        if not isinstance(value, str | dict):
            return said(f"key-words.{word}.not-text")
        line = _one_line(value)
        if line is None:
            return said(f"key-words.{word}.lines")
        if classify(line).kind is Kind.NOT_JSON:
            return said(f"key-words.{word}.not-json")
        return said(f"key-words.{word}.not-a-message")

    return belief


def _frame_problem(value: Any) -> str | None:
    """What keeps `value` from being a frame, None for one: a frame is one whole message cut
    from the stream at its newline, a line of JSON, an object (or the array a batch is), then
    the newline. Valid JSON-RPC or not: the lesson's worked examples frame `{"id":1}`, and a
    line whose JSON is no request is still cut off as one."""
    if not isinstance(value, str):
        return "not-text"
    line = value[:-1] if value.endswith("\n") else value
    if "\n" in line:
        return "lines"
    try:
        read = json.loads(line)
    except ValueError:
        return "not-json"
    if not isinstance(read, dict | list):
        return "not-a-message"
    return None if value.endswith("\n") else "newline"


def _is_frame(value: Any) -> bool:
    return _frame_problem(value) is None


def _frame_word(value: Any) -> Belief | None:
    """Why an example of a frame is not one: not text, several lines, no JSON, JSON that is no
    message, or no newline at its end."""
    problem = _frame_problem(value)
    return None if problem is None else said(f"key-words.frame.{problem}")


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


def _answer(server: Callable[[], Any] | None, line: str) -> Any:
    """The reply a fresh server gives `line`: lesson 1's, or an instance of `server`."""
    incoming = classify(line)
    return messages.respond(incoming) if server is None else server().respond(incoming)


def _error_example(code: int, server: Callable[[], Any] | None = None) -> Callable[[Any], bool]:
    """An example of an error: its code, the reply (or error object) that carries it, or a line
    that gets it from a fresh `server` (lesson 1's by default). A parse error's reply has a null
    id: no id could be read."""
    def test(value: Any) -> bool:
        if _is_code(value, code):
            return True
        error = _error_of(value)
        if error is not None and error[0] == code:
            return code != PARSE_ERROR or error[2] is None
        line = _one_line(value)
        if line is None or not line.strip():
            return False
        reply = _answer(server, line)
        return reply is not None and reply.message.get("error", {}).get("code") == code

    return test


def _error_word(word: str, code: int,
                server: Callable[[], Any] | None = None) -> Callable[[Any], Belief | None]:
    """Why an example of an error is not one: another error, or a line that gets another (from
    a fresh `server`: a request it serves is told apart from one it refuses)."""
    def belief(value: Any) -> Belief | None:
        if isinstance(answers.read_code(value), int):
            return said(f"key-words.{word}.other-code")
        error = _error_of(value)
        if error is not None:
            return said(f"key-words.{word}.{'reply-id' if error[0] == code else 'other-reply'}")
        line = _one_line(value)
        if line is None:
            return said(f"key-words.{word}.not-a-line")
        if not line.strip():
            return said(f"key-words.{word}.blank")
        kind = classify(line).kind
        if server is not None and kind is Kind.REQUEST:
            reply = _answer(server, line)
            refused = reply is not None and "error" in reply.message
            return said(f"key-words.{word}.{'refused' if refused else 'served'}")
        return said(f"key-words.{word}.{kind.name.lower().replace('_', '-')}")

    return belief


def _is_log_line(value: Any) -> bool:
    return (isinstance(value, str) and bool(value.strip()) and "\n" not in value.rstrip("\n")
            and not is_message(value))


def _log_line_word(value: Any) -> Belief | None:
    if is_message(value):
        return said("key-words.stderr.message")
    if not isinstance(value, str):
        return said("key-words.stderr.not-text")
    if not value.strip():
        return said("key-words.stderr.blank")
    return said("key-words.stderr.lines")


def _is_buffer(value: Any) -> bool:
    return isinstance(value, str) and bool(value) and "\n" not in value


def _buffer_word(value: Any) -> Belief | None:
    if not isinstance(value, str):
        return said("key-words.buffer.not-text")
    if not value:
        return said("key-words.buffer.empty")
    return said("key-words.buffer.newline")


def _is_initialize(value: Any) -> bool:
    incoming = incoming_of(value)
    return (
        incoming is not None
        and incoming.kind is Kind.REQUEST
        and incoming.method == "initialize"
        and isinstance(incoming.params, dict)
        and isinstance(incoming.params.get("protocolVersion"), str)
    )


def _initialize_word(value: Any) -> Belief | None:
    if isinstance(value, str) and value.strip() in ("initialize", "notifications/initialized"):
        return said("key-words.handshake.a-name")
    incoming = incoming_of(value)
    if incoming is None:
        return said("key-words.handshake.not-a-line")
    if incoming.kind is Kind.REQUEST and incoming.method == "initialize":
        return said("key-words.handshake.no-version")
    if incoming.kind is Kind.REQUEST:
        return said("key-words.handshake.other-method")
    return said(f"key-words.handshake.{incoming.kind.name.lower().replace('_', '-')}")


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


def _capability_word(value: Any) -> Belief | None:
    if isinstance(value, str):
        name = value.strip()
        if name.lower() in jsonrpc.CAPABILITY_GROUPS:
            return said("key-words.capability.case")
        if name.split("/")[0] in jsonrpc.CAPABILITY_GROUPS:
            return said("key-words.capability.a-method")
        if name in ("listChanged", "subscribe"):
            return said("key-words.capability.an-option")
    read = answers.read_json(value)
    if isinstance(read, list):
        return said("key-words.capability.a-list")
    if isinstance(read, dict):
        if not read:
            return said("key-words.capability.empty")
        if any(k not in jsonrpc.CAPABILITY_GROUPS for k in read):
            return said("key-words.capability.unknown-group")
        return said("key-words.capability.options")
    if isinstance(value, str):
        return said("key-words.capability.unknown-name")
    return said("key-words.capability.not-text")


def _one_of(choices: tuple[str, ...]) -> Callable[[Any], bool]:
    return lambda value: isinstance(value, str) and value.strip() in choices


DATE = re.compile(r"\d{4}-\d{2}-\d{2}")


def _version_word(value: Any) -> Belief | None:
    if not isinstance(value, str):
        return said("key-words.version.not-text")
    if DATE.fullmatch(value.strip()):
        return said("key-words.version.not-a-version")
    return said("key-words.version.not-a-date")


def _is_state(value: Any) -> bool:
    return answers.read_choice(STATES)(value) is not UNREADABLE


def _state_word(value: Any) -> Belief | None:
    if not isinstance(value, str):
        return said("key-words.state.not-text")
    if "initiali" in value.lower():
        return said("key-words.state.named-after-a-message")
    return said("key-words.state.not-a-state")


def _negotiate_word(value: Any) -> Belief | None:
    if not isinstance(value, str):
        return said("key-words.negotiate.not-text")
    if value.strip() in jsonrpc.MCP_VERSIONS:
        return said("key-words.negotiate.unspoken")
    return said("key-words.negotiate.not-a-version")


# --- lesson 3's words ------------------------------------------------------------------------


def _result_of(value: Any) -> Any:
    """The result a reply carries, or the value itself if it is a result object."""
    read = answers.read_json(value)
    if isinstance(read, dict) and "result" in read and "method" not in read:
        return read["result"]
    return read if isinstance(read, dict) and "protocolVersion" in read else UNREADABLE


def _is_counter_offer(value: Any) -> bool:
    """A successful initialize reply (or its result) with a version lesson 3's server speaks."""
    result = _result_of(value)
    return isinstance(result, dict) and result.get("protocolVersion") in clients.SUPPORTED_VERSIONS


def _counter_offer_word(value: Any) -> Belief | None:
    if isinstance(value, str) and value.strip() in jsonrpc.MCP_VERSIONS:
        return said("key-words.counter-offer.a-version")
    read = answers.read_json(value)
    if isinstance(read, dict) and "error" in read:
        return said("key-words.counter-offer.an-error")
    if isinstance(read, dict) and "method" in read:
        return said("key-words.counter-offer.a-request")
    if isinstance(_result_of(value), dict):
        return said("key-words.counter-offer.unspoken")
    return said("key-words.counter-offer.not-a-reply")


def _is_probe(value: Any) -> bool:
    incoming = incoming_of(value)
    return (incoming is not None and incoming.kind is Kind.REQUEST
            and incoming.method == "server/discover")


def _probe_word(value: Any) -> Belief | None:
    if isinstance(value, str) and value.strip() == "server/discover":
        return said("key-words.probe.a-name")
    incoming = incoming_of(value)
    if incoming is None:
        return said("key-words.probe.not-a-line")
    if incoming.kind is Kind.NOTIFICATION and incoming.method == "server/discover":
        return said("key-words.probe.no-id")
    if incoming.kind is Kind.REQUEST and incoming.method == "initialize":
        return said("key-words.probe.initialize")
    if incoming.kind is Kind.REQUEST:
        return said("key-words.probe.other-method")
    return said("key-words.probe.not-a-request")


def _tool_of(value: Any) -> Any:
    read = answers.read_json(value)
    return read if isinstance(read, dict) else UNREADABLE


def _is_tool(value: Any) -> bool:
    """A tool as tools/list lists it: a name, and an inputSchema whose type is "object"."""
    tool = _tool_of(value)
    schema = tool.get("inputSchema") if isinstance(tool, dict) else None
    return (isinstance(tool, dict) and isinstance(tool.get("name"), str)
            and bool(tool["name"].strip()) and isinstance(schema, dict)
            and schema.get("type") == "object")


def _tool_word(value: Any) -> Belief | None:
    tool = _tool_of(value)
    if not isinstance(tool, dict):
        return said(f"key-words.tool.{'a-name' if isinstance(value, str) else 'not-an-object'}")
    if "method" in tool:
        return said("key-words.tool.a-call")
    if not isinstance(tool.get("name"), str) or not tool["name"].strip():
        return said("key-words.tool.no-name")
    if not isinstance(tool.get("inputSchema"), dict):
        return said("key-words.tool.no-schema")
    return said("key-words.tool.schema-type")


def _is_request_id(value: Any) -> bool:
    """What a request's id may be: "a string or integer ID", never null (0 is one)."""
    return isinstance(value, str) or (isinstance(value, int) and not isinstance(value, bool))


def _request_id_word(value: Any) -> Belief | None:
    if value is None:
        return said("key-words.request-id.null")
    if isinstance(value, bool):
        return said("key-words.request-id.a-bool")
    if isinstance(value, float):
        return said("key-words.request-id.a-fraction")
    if isinstance(value, dict):
        return said("key-words.request-id.a-message")
    return said("key-words.request-id.not-an-id")


# --- lesson 4's words ------------------------------------------------------------------------


ERA_NAMES = tuple(str(era) for era in eras.Era)


def _is_era(value: Any) -> bool:
    """An era's name, in English or in the edition's word for it ("moderna", "moderne")."""
    return isinstance(value, str) and answers.in_english(value) in ERA_NAMES


def _era_word(value: Any) -> Belief | None:
    if isinstance(value, str) and value.strip() in jsonrpc.MCP_VERSIONS:
        return said("key-words.era.a-version")
    if isinstance(value, str) and value.strip().lower() in ("dual-era", "dual era", "both"):
        return said("key-words.era.dual")
    return said("key-words.era.not-an-era")


def _meta_of(value: Any) -> Any:
    """A `_meta` written as the object itself, or carried by a request's params."""
    read = answers.read_json(value)
    if isinstance(read, dict) and isinstance(read.get("params"), dict):
        return read["params"].get("_meta", UNREADABLE)
    return read if isinstance(read, dict) else UNREADABLE


def _is_meta(value: Any) -> bool:
    """A modern request's `_meta`: a protocol version (text) and the client's capabilities."""
    meta = _meta_of(value)
    return (isinstance(meta, dict) and not eras.missing_meta({"_meta": meta})
            and isinstance(meta[eras.PROTOCOL_VERSION_KEY], str)
            and isinstance(meta[eras.CLIENT_CAPABILITIES_KEY], dict))


def _meta_word(value: Any) -> Belief | None:
    meta = _meta_of(value)
    if not isinstance(meta, dict):
        return said("key-words.meta.not-an-object")
    if not eras.is_modern_request({"_meta": meta}):
        return said("key-words.meta.no-version")
    if eras.CLIENT_CAPABILITIES_KEY not in meta:
        return said("key-words.meta.no-capabilities")
    return said("key-words.meta.wrong-kinds")


def _discover_meta(value: Any) -> Any:
    incoming = incoming_of(value)
    params = incoming.params if incoming is not None else None
    return params.get("_meta") if isinstance(params, dict) else None


def _is_discover(value: Any) -> bool:
    """A modern server/discover request: one whose _meta says its version, a modern one, and
    its capabilities."""
    meta = _discover_meta(value)
    return _is_probe(value) and _is_meta(meta) and (
        meta[eras.PROTOCOL_VERSION_KEY] in eras.MODERN_VERSIONS)


def _discover_word(value: Any) -> Belief | None:
    if isinstance(value, str) and value.strip() == "server/discover":
        return said("key-words.discover.a-name")
    if _is_probe(value) and _is_meta(_discover_meta(value)):
        return said("key-words.discover.legacy-version")
    if _is_probe(value):
        return said("key-words.discover.no-meta")
    return _probe_word(value)


_unsupported_reply_word = _error_word("unsupported-version", eras.UNSUPPORTED_VERSION, DualEra)
_unsupported_example = _error_example(eras.UNSUPPORTED_VERSION, DualEra)


def _error_data(value: Any) -> Any:
    read = answers.read_json(value)
    error = read.get("error") if isinstance(read, dict) and "error" in read else read
    return error.get("data") if isinstance(error, dict) else None


def _names_versions(value: Any) -> bool:
    """An error whose data says the versions the server speaks and the one asked for."""
    data = _error_data(value)
    return isinstance(data, dict) and isinstance(data.get("supported"), list) and bool(
        data["supported"]) and all(isinstance(v, str) for v in data["supported"]) and (
        "requested" in data)


def _is_unsupported(value: Any) -> bool:
    """An example of -32022: its code, a request that gets it, or the error itself, which then
    carries its data: the counter-offer of an era without a handshake."""
    error = _error_of(value)
    if error is not None and error[0] == eras.UNSUPPORTED_VERSION:
        return _names_versions(value)
    return _unsupported_example(value)


def _unsupported_word(value: Any) -> Belief | None:
    """Why an example of -32022 is not one; a legacy request is refused for other reasons, or
    served, and it is told that it is one."""
    error = _error_of(value)
    if error is not None and error[0] == eras.UNSUPPORTED_VERSION and not _names_versions(value):
        return said("key-words.unsupported-version.no-data")
    incoming = incoming_of(value)
    if incoming is not None and incoming.kind is Kind.REQUEST and not (
            incoming.method == "server/discover" or eras.is_modern_request(incoming.params)):
        return said("key-words.unsupported-version.legacy")
    return _unsupported_reply_word(value)


def _is_dual_era(value: Any) -> bool:
    """The versions a dual-era implementation speaks: MCP's, one of each era at least."""
    read = answers.read_json(value)
    if not isinstance(read, list) or not all(isinstance(v, str) for v in read):
        return False
    return all(v in jsonrpc.MCP_VERSIONS for v in read) and any(
        v in eras.MODERN_VERSIONS for v in read) and any(v in eras.LEGACY_VERSIONS for v in read)


def _dual_era_word(value: Any) -> Belief | None:
    if isinstance(value, str) and value.strip() in jsonrpc.MCP_VERSIONS:
        return said("key-words.dual-era.one-version")
    read = answers.read_json(value)
    if not isinstance(read, list) or not all(isinstance(v, str) for v in read):
        return said("key-words.dual-era.not-a-list")
    if not any(v in jsonrpc.MCP_VERSIONS for v in read):
        return said("key-words.dual-era.no-versions")
    if not all(v in jsonrpc.MCP_VERSIONS for v in read):
        return said("key-words.dual-era.not-a-version",
                    version=next(v for v in read if v not in jsonrpc.MCP_VERSIONS))
    return said("key-words.dual-era.one-era")


def _modern_result_of(value: Any) -> Any:
    read = answers.read_json(value)
    if isinstance(read, dict) and isinstance(read.get("result"), dict) and "method" not in read:
        return read["result"]
    return read if isinstance(read, dict) and "method" not in read and "error" not in read \
        else UNREADABLE


# What a cacheable result holds (server/discover's, or a list's, or resources/read's): one that
# holds it says for how long and for whom a client may keep it, or lesson 4 calls it wrong.
CACHEABLE_FIELDS = ("supportedVersions", "tools", "prompts", "resources", "resourceTemplates",
                    "contents")


def _missing_cache_hints(result: dict[str, Any]) -> bool:
    return any(field in result for field in CACHEABLE_FIELDS) and not eras.has_cache_hints(result)


def _is_result_type(value: Any) -> bool:
    """A modern result (or the reply carrying it) that says it is complete, and, where it is a
    cacheable one, its caching hints."""
    result = _modern_result_of(value)
    return isinstance(result, dict) and result.get("resultType") == eras.COMPLETE and (
        not _missing_cache_hints(result))


def _result_type_word(value: Any) -> Belief | None:
    if isinstance(value, str) and value.strip() in (eras.COMPLETE, '"complete"'):
        return said("key-words.result-type.a-value")
    read = answers.read_json(value)
    if isinstance(read, dict) and ("error" in read or "method" in read):
        return said("key-words.result-type.not-a-result")
    result = _modern_result_of(value)
    if not isinstance(result, dict):
        return said("key-words.result-type.not-an-object")
    if "resultType" not in result:
        return said("key-words.result-type.missing")
    if result.get("resultType") == eras.COMPLETE:
        return said("key-words.result-type.no-cache-hints")
    return said("key-words.result-type.unknown")


KEY_WORD_PROPERTIES: dict[str, CellProperty] = {
    "buffer": CellProperty(_is_buffer, _buffer_word),
    "frame": CellProperty(_is_frame, _frame_word),
    "stdout": CellProperty(is_message, _not_a_message("stdout")),
    "stderr": CellProperty(_is_log_line, _log_line_word),
    "parse error (-32700)": CellProperty(_error_example(PARSE_ERROR),
                                     _error_word("parse-error", PARSE_ERROR)),
    "Invalid Request (-32600)": CellProperty(_error_example(INVALID_REQUEST),
                                         _error_word("invalid-request", INVALID_REQUEST)),
    "handshake": CellProperty(_is_initialize, _initialize_word),
    "protocol version": CellProperty(_one_of(jsonrpc.MCP_VERSIONS), _version_word),
    "capability": CellProperty(_is_capability, _capability_word),
    "state": CellProperty(_is_state, _state_word),
    "negotiate": CellProperty(_one_of(SUPPORTED_VERSIONS), _negotiate_word),
    "counter-offer": CellProperty(_is_counter_offer, _counter_offer_word),
    "probe": CellProperty(_is_probe, _probe_word),
    "Method not found (-32601)": CellProperty(
        _error_example(METHOD_NOT_FOUND, clients.ToolServer),
        _error_word("method-not-found", METHOD_NOT_FOUND, clients.ToolServer)),
    "tool": CellProperty(_is_tool, _tool_word),
    "request id": CellProperty(_is_request_id, _request_id_word),
    "era": CellProperty(_is_era, _era_word),
    "_meta": CellProperty(_is_meta, _meta_word),
    "server/discover": CellProperty(_is_discover, _discover_word),
    "Unsupported protocol version (-32022)": CellProperty(_is_unsupported, _unsupported_word),
    "dual-era": CellProperty(_is_dual_era, _dual_era_word),
    "resultType": CellProperty(_is_result_type, _result_type_word),
}
