"""Fault: it dies on a modern tools/call, its traceback's last line on stderr."""
import sys

from _eras_kit import serve_eras

from mcpnb.servers import eras


class Dies(eras.DualEra):
    def _modern(self, id, method, params):
        if method == "tools/call":
            print("KeyError: 'text'", file=sys.stderr, flush=True)
            raise SystemExit(3)
        return super()._modern(id, method, params)


serve_eras(Dies())
