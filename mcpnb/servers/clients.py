"""Lesson 3's reference server: lesson 2's server, grown up enough for real MCP clients.

Run it with `python -m mcpnb.servers.clients`. It is `mcpnb.servers.handshake.Handshake` with four
changes, each one a thing a real client needs:

- it speaks 2025-11-25, the version the official SDK and the Inspector offer, and every older
  version the SDK knows;
- asked for a version it does not speak, it counter-offers its newest one, as the specification
  says, instead of refusing (a client that cannot speak the offer disconnects);
- it answers a method it does not know with -32601 at once, in every state: the SDK's `Client`
  first probes `server/discover` and waits 10 s for a server that stays silent;
- it serves one tool, `echo` (argument `text`, a string), whose result is one text content item
  with that text; `tools/list` lists it.

Everything else is lesson 2's: the three states, ping at any time, -32600 for a known request
before the server is ready and for a second `initialize`, no reply to a notification.
"""

from __future__ import annotations

import sys
from collections.abc import Sequence
from typing import Any

from mcpnb.protocol import jsonrpc
from mcpnb.protocol.jsonrpc import Message
from mcpnb.servers.handshake import Handshake, State
from mcpnb.servers.messages import serve
from mcpnb.texts import say

SUPPORTED_VERSIONS = ("2025-11-25", "2025-06-18", "2025-03-26", "2024-11-05")  # newest first
SERVER_INFO = {"name": "mcpnb-clients", "version": "1.0.0"}
# The methods this server knows: any other request gets -32601, whatever the state.
KNOWN_METHODS = ("initialize", "ping", "tools/list", "tools/call")

ECHO_TOOL = {
    "name": "echo",
    "description": "Answers with the text it was given.",
    "inputSchema": {
        "type": "object",
        "properties": {"text": {"type": "string", "description": "the text to send back"}},
        "required": ["text"],
    },
}


def counter_offer(requested: str, supported: Sequence[str]) -> str:
    """The version to answer an initialize with: the one asked for if the server speaks it, or
    else the newest it speaks, which the spec says a counter-offer SHOULD be. A version is a date
    written YYYY-MM-DD, so the newest is the greatest as text, wherever it stands in `supported`."""
    return requested if requested in supported else max(supported)


def text_result(text: str, *, is_error: bool = False) -> dict[str, Any]:
    """A `tools/call` result: one text content item."""
    return {"content": [{"type": "text", "text": text}], "isError": is_error}


class ToolServer(Handshake):
    """Lesson 2's state machine, plus the counter-offer, a quick -32601 and the echo tool."""

    def __init__(self, supported: Sequence[str] = SUPPORTED_VERSIONS) -> None:
        super().__init__(supported)

    def _answer(self, id: jsonrpc.Id, method: str | None, params: Any) -> Message:
        if method not in KNOWN_METHODS:
            return jsonrpc.error(id, jsonrpc.METHOD_NOT_FOUND)
        if self.state is State.READY and method == "tools/list":
            return self._list(id, params)
        if self.state is State.READY and method == "tools/call":
            return self._call(id, params)
        return super()._answer(id, method, params)

    def _initialize(self, id: jsonrpc.Id, params: Any) -> Message:
        version = params.get("protocolVersion") if isinstance(params, dict) else None
        if isinstance(version, str):
            params = {**params, "protocolVersion": counter_offer(version, self.supported)}
        message = super()._initialize(id, params)
        if "result" in message:
            message["result"]["serverInfo"] = SERVER_INFO
        return message

    def _list(self, id: jsonrpc.Id, params: Any) -> Message:
        """The `tools/list` answer, in either era: its one tool."""
        return jsonrpc.result(id, {"tools": [ECHO_TOOL]})

    def _call(self, id: jsonrpc.Id, params: Any) -> Message:
        name = params.get("name") if isinstance(params, dict) else None
        if name != ECHO_TOOL["name"]:
            why = say("server.error.no-tool", name=repr(name))
            return jsonrpc.error(id, jsonrpc.INVALID_PARAMS, why)
        arguments = params.get("arguments")
        text = arguments.get("text") if isinstance(arguments, dict) else None
        if not isinstance(text, str):
            # A tool's own failure is a result the model can read, not a protocol error.
            return jsonrpc.result(id, text_result("echo needs a text argument", is_error=True))
        return jsonrpc.result(id, text_result(text))


if __name__ == "__main__":
    sys.exit(serve(ToolServer().respond, "clients"))
