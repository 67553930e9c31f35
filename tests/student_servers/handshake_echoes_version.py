"""Fault: agrees to whatever version the client asks for."""
from _handshake_kit import serve_handshake

from mcpnb.protocol import jsonrpc
from mcpnb.servers import handshake


class EchoesVersion(handshake.Handshake):
    def _initialize(self, id, params):
        if self.state is not handshake.State.NEW or not isinstance(params, dict):
            return super()._initialize(id, params)
        self.state = handshake.State.WAITING
        return jsonrpc.result(id, {"protocolVersion": params.get("protocolVersion"),
                                    "capabilities": handshake.CAPABILITIES,
                                    "serverInfo": handshake.SERVER_INFO})


serve_handshake(EchoesVersion())
