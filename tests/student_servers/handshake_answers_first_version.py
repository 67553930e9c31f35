"""Fault: agrees to every version it speaks with its first one, whatever the client asked for."""
from _handshake_kit import serve_handshake

from mcpnb.servers import handshake


class AnswersFirstVersion(handshake.Handshake):
    def _initialize(self, id, params):
        message = super()._initialize(id, params)
        if "result" in message:
            message["result"]["protocolVersion"] = self.supported[0]
        return message


serve_handshake(AnswersFirstVersion())
