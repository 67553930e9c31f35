"""Fault: tells a request from a notification by `if not id`, so a request with id 0 gets nothing."""
from _clients_kit import serve_clients

from mcpnb.protocol.jsonrpc import Kind
from mcpnb.servers import clients


class IdZeroIsANotification(clients.ToolServer):
    def respond(self, incoming):
        if incoming.kind is Kind.REQUEST and not incoming.id:
            return None  # the mistake: 0 is a real id
        return super().respond(incoming)


serve_clients(IdZeroIsANotification())
