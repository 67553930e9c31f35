"""Fault: the echo tool's inputSchema lacks "type": "object", which every client requires."""
from _clients_kit import serve_clients

from mcpnb.servers import clients

clients.ECHO_TOOL["inputSchema"] = {k: v for k, v in clients.ECHO_TOOL["inputSchema"].items()
                                    if k != "type"}

serve_clients(clients.ToolServer())
