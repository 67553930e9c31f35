"""Fault: lists 2025-06-18 among its versions in error.data, yet refuses it when asked for it."""
from _handshake_kit import serve_handshake

from mcpnb.protocol import jsonrpc
from mcpnb.servers import handshake

CLAIMED = "2025-06-18"


class ListsMore(handshake.Handshake):
    def _initialize(self, id, params):
        if self.state is handshake.State.NEW and params.get("protocolVersion") == CLAIMED:
            data = {"requested": CLAIMED, "supported": list(self.supported)}
            return jsonrpc.error(id, jsonrpc.INVALID_PARAMS, "Unsupported protocol version", data)
        return super()._initialize(id, params)


serve_handshake(ListsMore((CLAIMED, *handshake.SUPPORTED_VERSIONS)))
