"""Run a tweaked copy of lesson 2's reference server: each faulty server subclasses Handshake."""
import sys

from mcpnb.servers.messages import serve


def serve_handshake(server):
    sys.exit(serve(server.respond, "handshake"))
