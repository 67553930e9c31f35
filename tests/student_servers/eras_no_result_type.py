"""Fault: modern results carry no resultType (as a legacy result would not)."""
from _eras_kit import serve_eras

from mcpnb.servers import eras


class NoResultType(eras.DualEra):
    def _modern(self, id, method, params):
        message = super()._modern(id, method, params)
        if "result" in message:
            del message["result"]["resultType"]
        return message


serve_eras(NoResultType())
