"""Fault: answers a second initialize as if it were the first."""
from _handshake_kit import serve_handshake

from mcpnb.servers import handshake


class AcceptsTwice(handshake.Handshake):
    def _initialize(self, id, params):
        state = self.state
        self.state = handshake.State.NEW
        message = super()._initialize(id, params)
        if state is not handshake.State.NEW:
            self.state = state
        return message


serve_handshake(AcceptsTwice())
