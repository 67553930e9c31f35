"""Lesson 4's reference server: lesson 3's server, serving both eras of MCP on one stdio process.

Run it with `python -m mcpnb.servers.eras`. Each request is judged on its own:

- **A modern request** (its `params._meta` carries a protocol version; see `mcpnb.protocol.eras`)
  is served statelessly, from what it carries and nothing earlier: a `_meta` without the client's
  capabilities, or a version that is not a string, is -32602 naming what is wrong; a version the
  server does not speak is -32022 with `data.supported` (every version it speaks, modern first, as
  the specification's example does for a dual-era server) and `data.requested`. Then
  `server/discover` says the same versions (the conformance suite holds -32022's list to
  discover's) and the capabilities, `tools/list` and `tools/call`
  answer as in lesson 3; every result says `resultType: "complete"` and carries the server's name
  in its `_meta`, and the cacheable ones say how long they keep (`ttlMs`) and for whom
  (`cacheScope`). `ping`, which 2026-07-28 removed, is a method it does not know (-32601).
- **`server/discover` without that `_meta`** is a malformed modern request (-32602): the method
  exists only in the modern era.
- **Anything else** is lesson 3's: the `initialize` handshake and its states, for the process's
  legacy clients (an `initialize` always means the legacy era, whatever it carries).

The two eras may meet on one process (the specification allows it): a modern request after a
handshake is served as modern, an `initialize` after modern requests opens the legacy era.

`python -m mcpnb.servers.eras --modern-only` runs `ModernOnly`, the same server without its
legacy era: the modern server of lesson 4's compatibility table.
"""

from __future__ import annotations

import sys
from typing import Any

from mcpnb.protocol import eras, jsonrpc
from mcpnb.protocol.jsonrpc import Incoming, Kind, Message
from mcpnb.servers.clients import SUPPORTED_VERSIONS, ToolServer
from mcpnb.servers.handshake import CAPABILITIES
from mcpnb.servers.messages import Reply, serve
from mcpnb.texts import say

SERVER_INFO = {"name": "mcpnb-eras", "version": "1.0.0"}
# Every version it speaks, newest first: the modern one per request, the legacy ones by handshake.
ALL_VERSIONS = (*eras.MODERN_VERSIONS, *SUPPORTED_VERSIONS)
# How long a client may keep a list or a discover result: the tools never change while it runs.
TTL_MS = 60_000
MODERN_METHODS = ("server/discover", "tools/list", "tools/call")


class DualEra(ToolServer):
    """Lesson 3's server for the legacy era, and a stateless one for the modern."""

    # The versions its server/discover lists and its -32022 names: the same list, every version
    # it speaks (the specification's example of -32022 lists a legacy one beside the modern).
    versions: tuple[str, ...] = ALL_VERSIONS

    def __init__(self) -> None:
        super().__init__(SUPPORTED_VERSIONS)

    def respond(self, incoming: Incoming) -> Reply | None:
        if incoming.kind is Kind.REQUEST and incoming.method != "initialize" and (
                eras.is_modern_request(incoming.params) or incoming.method == "server/discover"):
            assert incoming.id is not None  # classify guarantees a request has one
            return Reply(self._modern(incoming.id, incoming.method, incoming.params))
        return super().respond(incoming)

    def _initialize(self, id: jsonrpc.Id, params: Any) -> Message:
        message = super()._initialize(id, params)
        if "result" in message:
            message["result"]["serverInfo"] = SERVER_INFO
        return message

    def _modern(self, id: jsonrpc.Id, method: str | None, params: Any) -> Message:
        if missing := eras.missing_meta(params):
            why = say("server.error.missing-meta", keys=", ".join(missing))
            return jsonrpc.error(id, jsonrpc.INVALID_PARAMS, why)
        version = eras.meta_of(params)[eras.PROTOCOL_VERSION_KEY]  # type: ignore[index]
        if not isinstance(version, str):
            return jsonrpc.error(id, jsonrpc.INVALID_PARAMS, say("server.error.version-not-text"))
        if version not in eras.MODERN_VERSIONS:
            data = {"supported": list(self.versions), "requested": version}
            return jsonrpc.error(id, eras.UNSUPPORTED_VERSION, "Unsupported protocol version", data)
        if method not in MODERN_METHODS:
            return jsonrpc.error(id, jsonrpc.METHOD_NOT_FOUND)
        answer: dict[str, Any]
        if method == "server/discover":
            answer = {"supportedVersions": list(self.versions), "capabilities": CAPABILITIES}
        else:
            called = self._list(id, params) if method == "tools/list" else self._call(id, params)
            if "error" in called:
                return called
            answer = called["result"]
        return jsonrpc.result(id, complete(method, answer))


def complete(method: str | None, answer: dict[str, Any]) -> dict[str, Any]:
    """A modern result: the answer, its `resultType`, the server's name, and how long a client
    may keep it where it is one a client may keep."""
    result = {**answer, "resultType": eras.COMPLETE, "_meta": {eras.SERVER_INFO_KEY: SERVER_INFO}}
    if method in eras.CACHEABLE_METHODS:
        result |= {"ttlMs": TTL_MS, "cacheScope": "public"}
    return result


class ModernOnly(DualEra):
    """A server of the modern era alone: lesson 4's compatibility table sets it beside the
    legacy and the dual-era ones. A request without a modern `_meta` is a malformed modern one
    (-32602), but for `initialize`, which gets -32022 naming the versions it speaks: the
    specification's SHOULD, since a legacy client has no other way to learn why."""

    def __init__(self, versions: tuple[str, ...] = eras.MODERN_VERSIONS) -> None:
        """`versions`: those it names, its own; or, serving the modern requests of a dual-era
        endpoint (`mcpnb.servers.http`), every version the endpoint speaks."""
        super().__init__()
        self.versions = versions

    def respond(self, incoming: Incoming) -> Reply | None:
        if incoming.kind is Kind.REQUEST and incoming.method == "initialize":
            assert incoming.id is not None
            asked = incoming.params.get("protocolVersion") if isinstance(incoming.params,
                                                                         dict) else None
            data = {"supported": list(self.versions), "requested": asked}
            return Reply(jsonrpc.error(incoming.id, eras.UNSUPPORTED_VERSION,
                                       "Unsupported protocol version", data))
        if incoming.kind is Kind.REQUEST:
            assert incoming.id is not None
            return Reply(self._modern(incoming.id, incoming.method, incoming.params))
        if (bad := jsonrpc.bad_line_reply(incoming)) is not None:
            return Reply(bad)
        return None  # a notification: none is answered, and none changes anything


if __name__ == "__main__":
    server = ModernOnly() if sys.argv[1:] == ["--modern-only"] else DualEra()
    sys.exit(serve(server.respond, "eras"))
