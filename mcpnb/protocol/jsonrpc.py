"""The JSON-RPC 2.0 rules that MCP messages follow, as the lessons teach them.

Builders make the four kinds of message; `parse_json` reads a line of JSON, whatever the line;
`classify` tells what an incoming line is; `bad_line_reply` is the error a server owes a line it
cannot serve. Where the lessons differ from plain JSON-RPC 2.0
they say so: an array (a JSON-RPC batch) is one invalid request here, since MCP has no batches in
2024-11-05 nor from 2025-06-18 on.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from enum import StrEnum
from itertools import accumulate
from typing import Any

from mcpnb.protocol.framing import BadLine, Line

JSONRPC_VERSION = "2.0"

PARSE_ERROR = -32700
INVALID_REQUEST = -32600
METHOD_NOT_FOUND = -32601
INVALID_PARAMS = -32602
INTERNAL_ERROR = -32603

ERROR_NAMES = {
    PARSE_ERROR: "Parse error",
    INVALID_REQUEST: "Invalid Request",
    METHOD_NOT_FOUND: "Method not found",
    INVALID_PARAMS: "Invalid params",
    INTERNAL_ERROR: "Internal error",
}

# Every MCP protocol version, oldest first. The lessons teach the handshake of the first four;
# 2026-07-28 replaced it with `server/discover` and a version on every request.
MCP_VERSIONS = ("2024-11-05", "2025-03-26", "2025-06-18", "2025-11-25", "2026-07-28")

# The groups a server may declare in its capabilities (`tasks` from 2025-11-25 on), and the method
# that lists what each group offers, for the groups that have one.
CAPABILITY_GROUPS = ("tools", "resources", "prompts", "logging", "completions", "experimental",
                     "tasks")
LIST_METHODS = {"tools": "tools/list", "resources": "resources/list", "prompts": "prompts/list"}

Id = int | float | str
Message = dict[str, Any]

# How deeply arrays and objects may nest in a line that is read. An MCP message nests a dozen levels
# at most. Python's json recurses once per level and raises RecursionError near 1000 levels, fewer
# the deeper its caller's stack; json.dumps and repr, which show a message later, do the same. A
# fixed limit far below that makes "too deep" the same answer on every machine and every caller.
MAX_DEPTH = 200

# A JSON string, escapes included. The closing quote is optional so that an unterminated string
# still matches at once: the scan stays linear, never retrying from each later quote.
_STRING = re.compile(r'"[^"\\]*(?:\\.[^"\\]*)*"?', re.DOTALL)
_NOT_BRACKET = re.compile(r"[^\[\]{}]+")
_NESTING = {"[": 1, "{": 1, "]": -1, "}": -1}


def too_deep(text: str) -> bool:
    """Whether arrays and objects in this JSON text nest more than MAX_DEPTH levels at any point.

    Brackets inside strings do not count. For any text json.loads would recurse into, the depth
    seen here is the depth it would reach, so a text this passes never takes it near its limit.
    """
    if text.count("[") + text.count("{") <= MAX_DEPTH:
        return False  # too few brackets to nest that deep: every line of the lessons stops here
    brackets = _NOT_BRACKET.sub("", _STRING.sub("", text))
    return max(accumulate(_NESTING[b] for b in brackets), default=0) > MAX_DEPTH


def parse_json(text: str) -> Any:
    """The value of one line of JSON, or ValueError for a line that cannot be read: malformed, or
    nested more than MAX_DEPTH levels (where json.loads would raise RecursionError, or worse,
    succeed and leave a value that fails whoever shows it next)."""
    if too_deep(text):
        raise ValueError(f"arrays or objects nested more than {MAX_DEPTH} levels deep")
    return json.loads(text)


def is_id(value: object) -> bool:
    """True for what may serve as a request id: a number (not a bool) or a string; never null."""
    return isinstance(value, int | float | str) and not isinstance(value, bool)


def request(id: Id, method: str, params: dict[str, Any] | list[Any] | None = None) -> Message:
    message: Message = {"jsonrpc": JSONRPC_VERSION, "id": id, "method": method}
    if params is not None:
        message["params"] = params
    return message


def notification(method: str, params: dict[str, Any] | list[Any] | None = None) -> Message:
    message: Message = {"jsonrpc": JSONRPC_VERSION, "method": method}
    if params is not None:
        message["params"] = params
    return message


def result(id: Id, value: Any) -> Message:
    return {"jsonrpc": JSONRPC_VERSION, "id": id, "result": value}


def error(id: Id | None, code: int, message: str | None = None, data: Any = None) -> Message:
    body: dict[str, Any] = {"code": code, "message": message or ERROR_NAMES.get(code, "Error")}
    if data is not None:
        body["data"] = data
    return {"jsonrpc": JSONRPC_VERSION, "id": id, "error": body}


def encode(message: Any) -> bytes:
    """One message as one line of UTF-8: compact JSON and a newline (JSON never has a raw one)."""
    return json.dumps(message, ensure_ascii=False, separators=(",", ":")).encode("utf-8") + b"\n"


# What classify finds wrong with a line that is JSON but no request, in English: a reference server
# says each in its student's language (`mcpnb.servers.messages.described`).
PROBLEMS = {
    "array": "an array: this server takes one message per line",
    "jsonrpc": '"jsonrpc" is not "2.0"',
    "id": "the id is not a number or a string",
    "no-method": "no method, and not a response either",
    "method": "the method is not a string",
    "params": "params is not an object or an array",
}


class Kind(StrEnum):
    NOT_JSON = "not json"
    INVALID = "invalid request"
    NOTIFICATION = "notification"
    REQUEST = "request"
    RESPONSE = "response"


@dataclass(frozen=True)
class Incoming:
    """What one line turned out to be, and what could be read from it."""

    kind: Kind
    id: Id | None = None
    method: str | None = None
    params: Any = None
    problem: str = ""

    def __str__(self) -> str:
        """A short description for a log line, e.g. `request wait (id 1)`."""
        parts = [str(self.kind)]
        if self.method is not None:
            parts.append(self.method)
        if self.id is not None:
            parts.append(f"(id {json.dumps(self.id)})")
        text = " ".join(parts)
        return f"{text}: {self.problem}" if self.problem else text


def classify(line: Line) -> Incoming:
    """Tell what a line is: not JSON, an invalid request, a notification, a request or a response.

    For an invalid request the id is kept when one can be read, so the error reply can copy it.
    A line nested too deeply to read counts as not JSON: its -32700 is JSON-RPC's "an error
    occurred on the server while parsing the JSON text".
    """
    if isinstance(line, BadLine):
        return Incoming(Kind.NOT_JSON, problem=str(line))
    try:
        message = parse_json(line)
    except ValueError as exc:
        return Incoming(Kind.NOT_JSON, problem=str(exc))
    if isinstance(message, list):
        return Incoming(Kind.INVALID, problem=PROBLEMS["array"])
    if not isinstance(message, dict):
        return Incoming(Kind.INVALID, problem=f"JSON {type(message).__name__}, not an object")
    id = message["id"] if is_id(message.get("id")) else None
    if message.get("jsonrpc") != JSONRPC_VERSION:
        return Incoming(Kind.INVALID, id, problem=PROBLEMS["jsonrpc"])
    if "id" in message and id is None:
        return Incoming(Kind.INVALID, problem=PROBLEMS["id"])
    if "method" not in message:
        if id is not None and (("result" in message) != ("error" in message)):
            return Incoming(Kind.RESPONSE, id)
        return Incoming(Kind.INVALID, id, problem=PROBLEMS["no-method"])
    method, params = message["method"], message.get("params")
    if not isinstance(method, str):
        return Incoming(Kind.INVALID, id, problem=PROBLEMS["method"])
    if "params" in message and not isinstance(params, dict | list):
        return Incoming(Kind.INVALID, id, method, problem=PROBLEMS["params"])
    if "id" not in message:
        return Incoming(Kind.NOTIFICATION, None, method, params)
    return Incoming(Kind.REQUEST, id, method, params)


def bad_line_reply(incoming: Incoming) -> Message | None:
    """The error a line gets before any method is looked at, or None when it is well formed.

    Not JSON: -32700 with id null, since no id can be read. JSON that is not a valid request:
    -32600 with the id copied exactly when one can be read, else null.
    """
    if incoming.kind is Kind.NOT_JSON:
        return error(None, PARSE_ERROR)
    if incoming.kind is Kind.INVALID:
        return error(incoming.id, INVALID_REQUEST)
    return None
