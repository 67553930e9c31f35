"""Lesson 2's reference server: the `initialize` handshake and the server's three states.

Run it with `python -m mcpnb.servers.handshake`. The server starts **new**. A successful
`initialize` makes it **waiting**; the client's `notifications/initialized` makes it **ready**.

- `initialize` with a version it speaks is answered with that same version, the capabilities it
  really has (tools, and no list-changed notifications) and its name; any other version gets error
  -32602 with the requested version and the supported ones in `error.data`. A second `initialize`
  is refused with -32600.
- `ping` is answered `{}` in every state.
- Any other request before the server is ready gets -32600; once ready, `tools/list` answers an
  empty list of tools and anything else gets -32601.
- Notifications are never answered; a line that is not JSON gets -32700, as in lesson 1.
"""

from __future__ import annotations

import sys
from collections.abc import Sequence
from enum import StrEnum
from typing import Any

from mcpnb.protocol import jsonrpc
from mcpnb.protocol.jsonrpc import Incoming, Kind, Message
from mcpnb.servers.messages import Reply, serve
from mcpnb.texts import say, text

SUPPORTED_VERSIONS = ("2025-03-26", "2024-11-05")  # newest first
CAPABILITIES = {"tools": {"listChanged": False}}
SERVER_INFO = {"name": "mcpnb-handshake", "version": "1.0.0"}


class State(StrEnum):
    NEW = "new"
    WAITING = "waiting"
    READY = "ready"


class Handshake:
    """The server's memory: which state it is in, and what each message gets in that state."""

    def __init__(self, supported: Sequence[str] = SUPPORTED_VERSIONS) -> None:
        self.state = State.NEW
        self.supported = tuple(supported)  # the versions it speaks, newest first

    def respond(self, incoming: Incoming) -> Reply | None:
        if (bad := jsonrpc.bad_line_reply(incoming)) is not None:
            return Reply(bad)
        if incoming.kind is Kind.NOTIFICATION:
            if incoming.method == "notifications/initialized" and self.state is State.WAITING:
                self.state = State.READY
            return None
        if incoming.kind is not Kind.REQUEST:
            return None
        assert incoming.id is not None  # classify guarantees a request has one
        return Reply(self._answer(incoming.id, incoming.method, incoming.params))

    def _answer(self, id: jsonrpc.Id, method: str | None, params: Any) -> Message:
        if method == "ping":
            return jsonrpc.result(id, {})
        if method == "initialize":
            return self._initialize(id, params)
        if self.state is not State.READY:
            why = text("server.error.not-ready")[self.state]
            return jsonrpc.error(id, jsonrpc.INVALID_REQUEST, why)
        if method == "tools/list":
            return jsonrpc.result(id, {"tools": []})
        return jsonrpc.error(id, jsonrpc.METHOD_NOT_FOUND)

    def _initialize(self, id: jsonrpc.Id, params: Any) -> Message:
        if self.state is not State.NEW:
            return jsonrpc.error(id, jsonrpc.INVALID_REQUEST, say("server.error.initialized"))
        version = params.get("protocolVersion") if isinstance(params, dict) else None
        if version not in self.supported:
            data = {"requested": version, "supported": list(self.supported)}
            return jsonrpc.error(id, jsonrpc.INVALID_PARAMS, "Unsupported protocol version", data)
        self.state = State.WAITING
        return jsonrpc.result(
            id,
            {"protocolVersion": version, "capabilities": CAPABILITIES, "serverInfo": SERVER_INFO},
        )


if __name__ == "__main__":
    sys.exit(serve(Handshake().respond, "handshake"))
