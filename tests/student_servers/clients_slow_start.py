"""Right, but slow to start and silent on stderr, as a server written with the MCP SDK is on a
busy machine: it sleeps 3 s before its first read and writes nothing but its replies. Every real
client connects to it, and the check must judge it as it judges the reference: its start-up is
not its answer to the probes, nor to the Inspector's id 0."""
import io
import sys
import time

from _clients_kit import serve_clients

from mcpnb.servers import clients

time.sleep(3)
sys.stderr = io.StringIO()  # the reference's ready line and per-line log stay here, never written
serve_clients(clients.ToolServer())
