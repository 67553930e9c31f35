"""Fault: a modern ping is answered as a legacy one, {} (2026-07-28 removed ping)."""
from _eras_kit import serve_eras

from mcpnb.protocol import jsonrpc
from mcpnb.servers import eras


class Pings(eras.DualEra):
    def _modern(self, id, method, params):
        if method == "ping":
            return jsonrpc.result(id, {})
        return super()._modern(id, method, params)


serve_eras(Pings())
