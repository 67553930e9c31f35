"""Fault: no counter-offer: a version it does not speak is refused with lesson 2's -32602."""
from _clients_kit import serve_clients

from mcpnb.servers import clients, handshake


class Refuses(clients.ToolServer):
    def _initialize(self, id, params):
        message = handshake.Handshake._initialize(self, id, params)
        if "result" in message:
            message["result"]["serverInfo"] = clients.SERVER_INFO
        return message


serve_clients(Refuses())
