"""Fault: any protocol version in _meta is served as 2026-07-28: no -32022, ever."""
from _eras_kit import serve_eras

from mcpnb.protocol import eras as era_rules
from mcpnb.servers import eras


class AnyVersion(eras.DualEra):
    def _modern(self, id, method, params):
        meta = era_rules.meta_of(params)
        if meta is not None and isinstance(meta.get(era_rules.PROTOCOL_VERSION_KEY), str):
            meta = {**meta, era_rules.PROTOCOL_VERSION_KEY: era_rules.MODERN_VERSIONS[0]}
            params = {**params, "_meta": meta}
        return super()._modern(id, method, params)


serve_eras(AnyVersion())
