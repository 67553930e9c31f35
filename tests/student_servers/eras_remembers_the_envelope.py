"""Fault: the first modern request's _meta is kept, and a later request is judged on it: one
that lacks the client's capabilities, or asks for another version, is served as the first was."""
from _eras_kit import serve_eras

from mcpnb.protocol import eras as era_rules
from mcpnb.servers import eras


class Remembers(eras.DualEra):
    first = None

    def _modern(self, id, method, params):
        meta = era_rules.meta_of(params)
        if self.first is None and not era_rules.missing_meta(params):
            message = super()._modern(id, method, params)
            if "result" in message:
                self.first = dict(meta)
            return message
        if self.first is not None:
            params = {**(params or {}), "_meta": self.first}
        return super()._modern(id, method, params)


serve_eras(Remembers())
