"""Fault: server/discover lists only the legacy versions: a dual-era client falls back to the
handshake, and the modern one pinned to 2026-07-28 never learns the server speaks it."""
from _eras_kit import serve_eras

from mcpnb.servers import eras


class LegacyDiscover(eras.DualEra):
    def _modern(self, id, method, params):
        message = super()._modern(id, method, params)
        if method == "server/discover" and "result" in message:
            message["result"]["supportedVersions"] = ["2025-11-25"]
        return message


serve_eras(LegacyDiscover())
