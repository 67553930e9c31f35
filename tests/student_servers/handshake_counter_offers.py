"""Not a fault: answers an unsupported version with the newest one it speaks, as the spec says."""
from _handshake_kit import serve_handshake

from mcpnb.servers import handshake


class CounterOffers(handshake.Handshake):
    def _initialize(self, id, params):
        if isinstance(params, dict) and params.get("protocolVersion") not in handshake.SUPPORTED_VERSIONS:
            params = {**params, "protocolVersion": handshake.SUPPORTED_VERSIONS[0]}
        return super()._initialize(id, params)


serve_handshake(CounterOffers())
