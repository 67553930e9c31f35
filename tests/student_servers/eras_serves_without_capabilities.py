"""Fault: a modern request whose _meta lacks the client's capabilities is served anyway, and a
server/discover without any _meta too."""
from _eras_kit import serve_eras

from mcpnb.protocol import eras as era_rules
from mcpnb.servers import eras


class Lenient(eras.DualEra):
    def _modern(self, id, method, params):
        meta = {era_rules.PROTOCOL_VERSION_KEY: era_rules.MODERN_VERSIONS[0],
                era_rules.CLIENT_CAPABILITIES_KEY: {}, **(era_rules.meta_of(params) or {})}
        return super()._modern(id, method, {**(params or {}), "_meta": meta})


serve_eras(Lenient())
