"""Fault: refuses ping until the handshake is over, like every other request."""
from _handshake_kit import serve_handshake

from mcpnb.protocol import jsonrpc
from mcpnb.servers import handshake


class RefusesEarlyPing(handshake.Handshake):
    def _answer(self, id, method, params):
        if method == "ping" and self.state is handshake.State.NEW:
            return jsonrpc.error(id, jsonrpc.INVALID_REQUEST, "not ready")
        return super()._answer(id, method, params)


serve_handshake(RefusesEarlyPing())
