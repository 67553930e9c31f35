"""Right, but slow to start: it sleeps longer than a client's bound for one call (CALL_TIMEOUT)
before its first read, as a server in a sandbox on a very busy machine may. The SDK's Client
pinned to 2026-07-28 sends nothing to connect, so its tools/list is this server's first request:
it must wait for the start as the others' probe or handshake does."""
import time

from _eras_kit import serve_eras

from mcpnb.running.real_clients import CALL_TIMEOUT
from mcpnb.servers import eras

time.sleep(CALL_TIMEOUT + 1)
serve_eras(eras.DualEra())
