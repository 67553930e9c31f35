"""Fault: speaks only lesson 2's versions (2025-03-26, 2024-11-05), and counter-offers the newest of
them to a client that asks for 2025-11-25."""
from _clients_kit import serve_clients

from mcpnb.servers import clients, handshake

serve_clients(clients.ToolServer(handshake.SUPPORTED_VERSIONS))
