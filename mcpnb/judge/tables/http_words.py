"""Lesson 5's key words, the web's: what makes an example of each right, and the belief behind
a wrong one. The words of lessons 1 to 4 are `words`'s, whose readers of a message these share."""

from __future__ import annotations

from typing import Any
from urllib.parse import urlsplit

from mcpnb.judge import answers
from mcpnb.judge.answers import UNREADABLE
from mcpnb.judge.tables.spec import Belief, CellProperty, said
from mcpnb.judge.tables.words import DATE, incoming_of, is_message
from mcpnb.protocol import eras, jsonrpc, sse
from mcpnb.protocol.jsonrpc import Kind
from mcpnb.servers import clients, http


def _is_endpoint(value: Any) -> bool:
    """An MCP endpoint: the one URL a client posts every message to, a path on an http(s) host."""
    if not isinstance(value, str):
        return False
    parts = urlsplit(value.strip())
    return parts.scheme in ("http", "https") and bool(parts.hostname) and parts.path not in (
        "", "/")


def _endpoint_word(value: Any) -> Belief | None:
    if not isinstance(value, str):
        return said("key-words.endpoint.not-text")
    parts = urlsplit(value.strip())
    if parts.scheme not in ("http", "https") or not parts.hostname:
        return said("key-words.endpoint.not-a-url")
    return said("key-words.endpoint.no-path")


def _header_value(name: str, value: Any) -> Any:
    """A header written as its value, as a line `Name: value`, or as a dict of headers."""
    if isinstance(value, dict):
        return next((v for k, v in value.items() if str(k).lower() == name.lower()), UNREADABLE)
    if isinstance(value, str):
        field, colon, rest = value.partition(":")
        if colon and field.strip().lower() == name.lower():
            return rest.strip()
        return value.strip()
    return UNREADABLE


def _media_types(value: Any) -> list[str]:
    header = _header_value("Accept", value)
    if not isinstance(header, str):
        return []
    return [part.split(";")[0].strip().lower() for part in header.split(",")]


def _is_accept(value: Any) -> bool:
    """What a client's POST says it accepts: both JSON and an SSE stream."""
    types = _media_types(value)
    return http.JSON in types and http.SSE in types


def _accept_word(value: Any) -> Belief | None:
    types = _media_types(value)
    header = _header_value("Accept", value)
    if isinstance(header, str) and http.JSON in header.lower() and http.SSE in header.lower():
        return said("key-words.accept.separator")
    if http.JSON in types or http.SSE in types:
        return said("key-words.accept.one-type")
    return said("key-words.accept.not-types")


def _gets_202(value: Any) -> bool:
    """A message the server answers with 202 and no body: a notification (or a client's
    response)."""
    incoming = incoming_of(value)
    return incoming is not None and incoming.kind in (Kind.NOTIFICATION, Kind.RESPONSE)


def _accepted_word(value: Any) -> Belief | None:
    if answers.read_code(value) == 202 or (isinstance(value, str) and "202" in value
                                           and incoming_of(value) is None):
        return said("key-words.accepted.a-status")
    incoming = incoming_of(value)
    if incoming is not None and incoming.kind is Kind.REQUEST:
        return said("key-words.accepted.a-request")
    return said("key-words.accepted.not-a-message")


def _stream_messages(value: Any) -> list[Any] | None:
    """The messages an SSE body written as text (or bytes) carries; None if it is neither."""
    if isinstance(value, str):
        value = value.encode("utf-8")
    if not isinstance(value, bytes):
        return None
    return sse.sse_messages([value])


def _is_stream(value: Any) -> bool:
    """A body of type text/event-stream: events that carry notifications about a request (a tool
    call's progress), then its response, last."""
    found = _stream_messages(value)
    return found is not None and len(found) >= 2 and _request_then_response(found)


def _request_then_response(found: list[Any]) -> bool:
    """Notifications first, then one response, which ends the stream."""
    kinds = [incoming.kind if (incoming := incoming_of(m)) else None for m in found]
    return kinds[-1] is Kind.RESPONSE and all(k is Kind.NOTIFICATION for k in kinds[:-1])


def _stream_word(value: Any) -> Belief | None:
    if isinstance(value, str) and value.strip().lower() == http.SSE:
        return said("key-words.stream.a-type")
    found = _stream_messages(value)
    if found is None:
        return said("key-words.stream.not-text")
    if len(found) >= 2 and all(map(is_message, found)):
        return said("key-words.stream.order")
    if len(found) == 1:
        text = value.encode() if isinstance(value, str) else value
        if b"data" in sse.sse_step(b"", text)[0]:
            return said("key-words.stream.unended")
        return said("key-words.stream.one-event")
    return _event_problem(value) or said("key-words.stream.no-events")


def _is_event(value: Any) -> bool:
    """One SSE event, ended by its blank line, whose data is one JSON-RPC message."""
    found = _stream_messages(value)
    return found is not None and len(found) == 1 and is_message(found[0]) and not (
        sse.sse_step(b"", value.encode() if isinstance(value, str) else value)[0].strip())


def _event_problem(value: Any) -> Belief | None:
    """Why text with a data line in it dispatched no message: no blank line, or data that is no
    JSON-RPC message."""
    text = value.decode("utf-8", "replace") if isinstance(value, bytes) else value
    if not isinstance(text, str) or "data" not in text:
        return None
    events = sse.read_events([text.encode()])
    if not events:
        return said("key-words.event.no-blank-line")
    if not any(is_message(m) for m in sse.messages_of(events)):
        return said("key-words.event.data-not-a-message")
    return None


def _event_word(value: Any) -> Belief | None:
    if is_message(value):
        return said("key-words.event.a-message")
    found = _stream_messages(value)
    if found is None:
        return said("key-words.event.not-text")
    if len(found) > 1:
        return said("key-words.event.several")
    return _event_problem(value) or (said("key-words.event.unended") if found
                                     else said("key-words.event.no-data"))


def _is_version_header(value: Any) -> bool:
    return _header_value(http.VERSION_HEADER, value) in jsonrpc.MCP_VERSIONS


def _version_header_word(value: Any) -> Belief | None:
    said_value = _header_value(http.VERSION_HEADER, value)
    if isinstance(said_value, str) and DATE.fullmatch(said_value):
        return said("key-words.version-header.unknown")
    return said("key-words.version-header.not-a-version")


HTTP_METHODS = ("GET", "POST", "DELETE", "PUT", "PATCH", "HEAD", "OPTIONS")
# The methods an Mcp-Method header may name: a request's or a notification's, of either era.
METHODS = tuple(sorted({*eras.CACHEABLE_METHODS, *eras.REMOVED_METHODS, *clients.KNOWN_METHODS,
                        *http.NAMED, "notifications/initialized", "notifications/progress",
                        "notifications/cancelled", "completion/complete"}))


def _is_method_header(value: Any) -> bool:
    """What a POST's Mcp-Method header says: the JSON-RPC method of the body, one MCP has."""
    return _header_value(http.METHOD_HEADER, value) in METHODS


def _method_header_word(value: Any) -> Belief | None:
    said_value = _header_value(http.METHOD_HEADER, value)
    if isinstance(said_value, str) and said_value.upper() in HTTP_METHODS:
        return said("key-words.method-header.http-method")
    if is_message(value):
        return said("key-words.method-header.a-message")
    return said("key-words.method-header.not-a-method")


def _is_name_header(value: Any) -> bool:
    """What a tools/call's Mcp-Name header says: a tool's name, in visible ASCII (or the
    Base64 form), never the method."""
    name = http.decode_name(_header_value(http.NAME_HEADER, value)) if isinstance(
        _header_value(http.NAME_HEADER, value), str) else None
    return isinstance(name, str) and bool(name) and "/" not in name and name not in METHODS


def _name_header_word(value: Any) -> Belief | None:
    said_value = _header_value(http.NAME_HEADER, value)
    if said_value in METHODS:
        return said("key-words.name-header.a-method")
    if is_message(value):
        return said("key-words.name-header.a-message")
    return said("key-words.name-header.not-a-name")


def _is_origin(value: Any) -> bool:
    """An Origin the lesson's server lets in: a page of this machine, scheme and host and port."""
    origin = _header_value("Origin", value)
    if not isinstance(origin, str):
        return False
    parts = urlsplit(origin)
    return (parts.scheme in ("http", "https") and bool(parts.hostname) and not parts.path
            and not http.foreign_origin(origin))


def _origin_word(value: Any) -> Belief | None:
    origin = _header_value("Origin", value)
    if not isinstance(origin, str):
        return said("key-words.origin.not-text")
    parts = urlsplit(origin)
    if parts.scheme not in ("http", "https") or not parts.hostname:
        return said("key-words.origin.not-an-origin")
    if parts.path:
        return said("key-words.origin.a-path")
    return said("key-words.origin.foreign")


HTTP_WORD_PROPERTIES: dict[str, CellProperty] = {
    "endpoint": CellProperty(_is_endpoint, _endpoint_word),
    "Accept": CellProperty(_is_accept, _accept_word),
    "202": CellProperty(_gets_202, _accepted_word),
    "text/event-stream": CellProperty(_is_stream, _stream_word),
    "event": CellProperty(_is_event, _event_word),
    "MCP-Protocol-Version": CellProperty(_is_version_header, _version_header_word),
    "Mcp-Method": CellProperty(_is_method_header, _method_header_word),
    "Mcp-Name": CellProperty(_is_name_header, _name_header_word),
    "Origin": CellProperty(_is_origin, _origin_word),
}
