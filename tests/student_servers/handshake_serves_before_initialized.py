"""Fault: serves tools/list as soon as it has answered initialize, before the client confirms."""
from _handshake_kit import serve_handshake

from mcpnb.protocol import jsonrpc
from mcpnb.servers import handshake


class ServesEarly(handshake.Handshake):
    def _answer(self, id, method, params):
        if method == "tools/list" and self.state is handshake.State.WAITING:
            return jsonrpc.result(id, {"tools": []})
        return super()._answer(id, method, params)


serve_handshake(ServesEarly())
