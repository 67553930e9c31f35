"""Fault: it looks into a request's _meta without asking whether it is an object, and a _meta
that is null crashes it."""
from _eras_kit import serve_eras

from mcpnb.servers import eras


class Trusting(eras.DualEra):
    def respond(self, incoming):
        params = incoming.params if isinstance(incoming.params, dict) else {}
        if "_meta" in params:
            assert "io.modelcontextprotocol/protocolVersion" in params["_meta"] or True  # None: TypeError
        return super().respond(incoming)


serve_eras(Trusting())
