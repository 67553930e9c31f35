"""Fault: lists the echo tool, but has no tools/call: it gets -32601 like any unknown method."""
from _clients_kit import serve_clients

from mcpnb.protocol import jsonrpc
from mcpnb.servers import clients


class WithoutToolsCall(clients.ToolServer):
    def _answer(self, id, method, params):
        if method == "tools/call":
            return jsonrpc.error(id, jsonrpc.METHOD_NOT_FOUND)
        return super()._answer(id, method, params)


serve_clients(WithoutToolsCall())
