"""Fault: a request for a method it does not know gets no reply at all, server/discover included."""
from _clients_kit import serve_clients

from mcpnb.protocol.jsonrpc import Kind
from mcpnb.servers import clients


class SilentToUnknown(clients.ToolServer):
    def respond(self, incoming):
        if incoming.kind is Kind.REQUEST and incoming.method not in clients.KNOWN_METHODS:
            return None
        return super().respond(incoming)


serve_clients(SilentToUnknown())
