"""Fault: lists the echo tool, but has no tools/call: it gets -32601 like any unknown method."""
from _clients_kit import serve_clients

from mcpnb import protocol
from mcpnb.servers import clients


class WithoutToolsCall(clients.ToolServer):
    def _answer(self, id, method, params):
        if method == "tools/call":
            return protocol.error(id, protocol.METHOD_NOT_FOUND)
        return super()._answer(id, method, params)


serve_clients(WithoutToolsCall())
