"""Fault: any request with a _meta is taken for a modern one, so a legacy tool call that carries
a progressToken there is refused as a malformed modern request."""
from _eras_kit import serve_eras

from mcpnb.protocol.jsonrpc import Kind
from mcpnb.servers import eras
from mcpnb.servers.messages import Reply


class AnyMeta(eras.DualEra):
    def respond(self, incoming):
        params = incoming.params
        if incoming.kind is Kind.REQUEST and isinstance(params, dict) and "_meta" in params \
                and incoming.method != "initialize":
            return Reply(self._modern(incoming.id, incoming.method, params))
        return super().respond(incoming)


serve_eras(AnyMeta())
