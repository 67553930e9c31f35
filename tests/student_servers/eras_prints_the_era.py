"""Fault: it prints which era each request is in, to stdout, where a client reads messages."""
from _eras_kit import serve_eras

from mcpnb.protocol import eras as era_rules
from mcpnb.servers import eras


class Chatty(eras.DualEra):
    def respond(self, incoming):
        params = incoming.params if isinstance(incoming.params, dict) else {}
        if incoming.method == "tools/call":
            modern = era_rules.is_modern_request(params)
            print(f"tools/call in the {'modern' if modern else 'legacy'} era", flush=True)
        return super().respond(incoming)


serve_eras(Chatty())
