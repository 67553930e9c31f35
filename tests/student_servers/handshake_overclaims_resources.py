"""Fault: declares a resources capability, but resources/list is not there."""
from _handshake_kit import serve_handshake

from mcpnb.servers import handshake

handshake.CAPABILITIES = {**handshake.CAPABILITIES, "resources": {}}
serve_handshake(handshake.Handshake())
