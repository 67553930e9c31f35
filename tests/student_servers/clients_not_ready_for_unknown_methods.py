"""Fault: lesson 2's order of checks: before it is ready, an unknown method gets -32600 (not
ready), like a known one; once ready, -32601."""
from _clients_kit import serve_clients

from mcpnb.servers import clients, handshake
from mcpnb.servers.handshake import State


class NotReady(clients.ToolServer):
    def _answer(self, id, method, params):
        if self.state is not State.READY and method not in clients.KNOWN_METHODS:
            return handshake.Handshake._answer(self, id, "tools/list", params)  # "not ready"
        return super()._answer(id, method, params)


serve_clients(NotReady())
