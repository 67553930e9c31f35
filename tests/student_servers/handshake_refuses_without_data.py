"""Fault: refuses an unsupported version with -32602, but without the versions in error.data."""
from _handshake_kit import serve_handshake

from mcpnb.servers import handshake


class RefusesWithoutData(handshake.Handshake):
    def _initialize(self, id, params):
        message = super()._initialize(id, params)
        message.get("error", {}).pop("data", None)
        return message


serve_handshake(RefusesWithoutData())
