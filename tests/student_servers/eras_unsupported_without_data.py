"""Fault: -32022 for an unsupported version, but without data: the client cannot tell which
version to ask for instead."""
from _eras_kit import serve_eras

from mcpnb.servers import eras


class NoData(eras.DualEra):
    def _modern(self, id, method, params):
        message = super()._modern(id, method, params)
        if "error" in message:
            message["error"].pop("data", None)
        return message


serve_eras(NoData())
