"""Fault: the cacheable results say neither ttlMs nor cacheScope."""
from _eras_kit import serve_eras

from mcpnb.servers import eras


class NoCacheHints(eras.DualEra):
    def _modern(self, id, method, params):
        message = super()._modern(id, method, params)
        if "result" in message:
            message["result"].pop("ttlMs", None)
            message["result"].pop("cacheScope", None)
        return message


serve_eras(NoCacheHints())
