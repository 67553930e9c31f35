"""Fault: speaks only its first version, and counter-offers it for any other, 2024-11-05 included,
which the lesson's server speaks. With no list in an error, the check asks for the lesson's."""
from _handshake_kit import serve_handshake

from mcpnb.servers import handshake


class CounterOffersFirst(handshake.Handshake):
    def _initialize(self, id, params):
        if isinstance(params, dict):
            params = {**params, "protocolVersion": self.supported[0]}
        return super()._initialize(id, params)


serve_handshake(CounterOffersFirst())
