"""Fault: a tool call the tool cannot do gets its isError result without resultType, as the
starting code's does."""
from _eras_kit import serve_eras

from mcpnb.servers import eras


class Untyped(eras.DualEra):
    def _modern(self, id, method, params):
        message = super()._modern(id, method, params)
        result = message.get("result")
        if isinstance(result, dict) and result.get("isError"):
            result.pop("resultType", None)
        return message


serve_eras(Untyped())
