"""Fault: the initialize result leaves out serverInfo."""
from _handshake_kit import serve_handshake

from mcpnb.servers import handshake


class NoServerInfo(handshake.Handshake):
    def _initialize(self, id, params):
        message = super()._initialize(id, params)
        message.get("result", {}).pop("serverInfo", None)
        return message


serve_handshake(NoServerInfo())
