"""Right for the modern era only: every request without a modern _meta, initialize included,
is a malformed modern request (-32602). The legacy clients cannot connect."""
from _eras_kit import serve_eras

from mcpnb.protocol.jsonrpc import Kind
from mcpnb.servers import eras
from mcpnb.servers.messages import Reply


class ModernOnly(eras.DualEra):
    def respond(self, incoming):
        if incoming.kind is Kind.REQUEST:
            return Reply(self._modern(incoming.id, incoming.method, incoming.params))
        return super().respond(incoming)


serve_eras(ModernOnly())
