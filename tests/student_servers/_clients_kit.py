"""Run a tweaked copy of lesson 3's reference server: each server here subclasses ToolServer."""
import sys

from mcpnb.servers.messages import serve


def serve_clients(server):
    sys.exit(serve(server.respond, "clients"))
