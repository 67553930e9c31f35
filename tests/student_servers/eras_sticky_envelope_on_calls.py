"""Fault: once a connection has spoken modern, a tool call with no _meta is served as a modern
one, on the envelope the first request brought (a list with no _meta is not: the variant the
check's bare list alone did not catch)."""
from _eras_kit import serve_eras

from mcpnb.protocol import eras as era_rules
from mcpnb.servers import eras
from mcpnb.servers.messages import Reply


class StickyCalls(eras.DualEra):
    envelope = None

    def respond(self, incoming):
        params = incoming.params if isinstance(incoming.params, dict) else {}
        if era_rules.is_modern_request(params) and not era_rules.missing_meta(params):
            self.envelope = self.envelope or dict(era_rules.meta_of(params))
        elif (self.envelope is not None and "_meta" not in params
              and incoming.method == "tools/call"):
            return Reply(self._modern(incoming.id, incoming.method,
                                      {**params, "_meta": self.envelope}))
        return super().respond(incoming)


serve_eras(StickyCalls())
