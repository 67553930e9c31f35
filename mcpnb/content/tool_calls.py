"""Lesson 6's calls on the wire: each `tools/list` and `tools/call` the lesson is about, sent in
either era as lesson 5's requests are (`mcpnb.content.exchange`), and what the reference endpoint
(`mcpnb.servers.tools.ToolsEndpoint`) answers the same, with no socket.

`CALLS` are the calls' params by name, `LISTS` the lists'; `Era` sends one of them to a server in
one era: a modern request carries its `_meta` and headers, a legacy one goes in the session the
era opened with its handshake. Every read is bounded as lesson 5's are.
"""

from __future__ import annotations

import itertools
from dataclasses import dataclass, field
from typing import Any

from mcpnb.content.exchange import INITIALIZE, INITIALIZED, Got, Request, legacy, modern, send
from mcpnb.protocol import jsonrpc
from mcpnb.servers.http import SESSION_HEADER, Answer
from mcpnb.servers.tools import ToolsEndpoint

ERAS = ("modern", "legacy")
# The token of the calls that ask for progress: the check's own.
PROGRESS_TOKEN = "mcpnb-progress"
# A cursor no server gave: a client must not make one up, so a server may refuse it.
NO_SUCH_CURSOR = "mcpnb-no-such-cursor"
# The calls of the lesson, by name: the params of each `tools/call`.
CALLS: dict[str, dict[str, Any]] = {
    "unknown-tool": {"name": "mcpnb_no_such_tool", "arguments": {}},
    "bad-arguments": {"name": "add", "arguments": {"a": 1, "b": "two"}},
    "failing-tool": {"name": "test_error_handling", "arguments": {}},
    "work-fails": {"name": "divide", "arguments": {"a": 1, "b": 0}},
    "with-progress": {"name": "test_tool_with_progress", "arguments": {},
                      "_meta": {"progressToken": PROGRESS_TOKEN}},
    "no-progress": {"name": "test_tool_with_progress", "arguments": {}},
    "adds": {"name": "add", "arguments": {"a": 2, "b": 3.5}},
    "divides": {"name": "divide", "arguments": {"a": 3, "b": 4}},
    "text": {"name": "test_simple_text", "arguments": {}},
    "image": {"name": "test_image_content", "arguments": {}},
    "audio": {"name": "test_audio_content", "arguments": {}},
    "resource": {"name": "test_embedded_resource", "arguments": {}},
    "mixed": {"name": "test_multiple_content_types", "arguments": {}},
}
# The lists of the lesson, by name: the params of each `tools/list`.
LISTS: dict[str, dict[str, Any]] = {"first-page": {}, "bad-cursor": {"cursor": NO_SUCH_CURSOR}}


@dataclass
class Era:
    """One era's way to a server at `url` (None: the reference endpoint, with no socket): a
    legacy one opens its session with the handshake first, once."""

    era: str
    url: str | None = None
    bounds: Any = None  # an httpx.Timeout, for a server on a socket
    session: str | None = None
    version: str | None = None
    endpoint: ToolsEndpoint = field(default_factory=ToolsEndpoint)
    ids: Any = field(default_factory=lambda: itertools.count(10))
    opened: Got | Answer | None = None

    def request(self, method: str, params: dict[str, Any]) -> Request:
        id = next(self.ids)
        if self.era == "modern":
            return modern(method, params, id=id)
        if self.opened is None:
            self._open()
        return legacy(jsonrpc.request(id, method, params), self.session, self.version)

    def ask(self, method: str, params: dict[str, Any]) -> Got | Answer:
        """What the server (or the reference) answers one request of this era."""
        return self.sent(self.request(method, params))

    def sent(self, request: Request) -> Got | Answer:
        if self.url is None:
            return request.to(self.endpoint)
        return send(self.bounds, self.url, request)

    def _open(self) -> None:
        self.opened = self.sent(legacy(INITIALIZE))
        headers = dict(self.opened.headers)
        self.session = next((v for k, v in headers.items() if k.lower() == SESSION_HEADER.lower()),
                            None)
        result = self.opened.messages[-1].get("result") if self.opened.messages and isinstance(
            self.opened.messages[-1], dict) else None
        version = result.get("protocolVersion") if isinstance(result, dict) else None
        self.version = version if isinstance(version, str) else None
        self.sent(legacy(INITIALIZED, self.session, self.version))


def reply_of(answer: Got | Answer) -> dict[str, Any] | None:
    """The JSON-RPC reply an answer ends with (a call's stream ends with it), or None."""
    last = answer.messages[-1] if answer.messages else None
    return last if isinstance(last, dict) and ("result" in last or "error" in last) else None


def result_of(answer: Got | Answer) -> dict[str, Any] | None:
    reply = reply_of(answer)
    result = reply.get("result") if reply is not None else None
    return result if isinstance(result, dict) else None


def error_code(answer: Got | Answer) -> Any:
    reply = reply_of(answer)
    error = reply.get("error") if reply is not None else None
    return error.get("code") if isinstance(error, dict) else None


def progress_of(answer: Got | Answer) -> list[dict[str, Any]]:
    """The params of each `notifications/progress` before the reply."""
    found: list[dict[str, Any]] = []
    for message in answer.messages:
        if isinstance(message, dict) and message.get("method") == "notifications/progress":
            params = message.get("params")
            found.append(params if isinstance(params, dict) else {})
    return found
