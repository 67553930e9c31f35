"""Fault: a version that is a number, not a string, is read as its digits and served."""
from _eras_kit import serve_eras

from mcpnb.protocol import eras as era_rules
from mcpnb.servers import eras


class Coercing(eras.DualEra):
    def _modern(self, id, method, params):
        meta = era_rules.meta_of(params)
        if isinstance(meta, dict) and isinstance(meta.get(era_rules.PROTOCOL_VERSION_KEY), int):
            digits = str(meta[era_rules.PROTOCOL_VERSION_KEY])
            meta = {**meta, era_rules.PROTOCOL_VERSION_KEY: f"{digits[:4]}-{digits[4:6]}-{digits[6:]}"}
            params = {**params, "_meta": meta}
        return super()._modern(id, method, params)


serve_eras(Coercing())
