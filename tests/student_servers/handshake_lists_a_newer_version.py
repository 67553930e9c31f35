"""Not a fault: speaks 2025-06-18 besides the lesson's versions, and says so in error.data."""
from _handshake_kit import serve_handshake

from mcpnb.servers import handshake

serve_handshake(handshake.Handshake(("2025-06-18", *handshake.SUPPORTED_VERSIONS)))
