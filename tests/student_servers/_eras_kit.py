"""Run a tweaked copy of lesson 4's reference server: each server here subclasses DualEra."""
import sys

from mcpnb.servers.messages import serve


def serve_eras(server):
    sys.exit(serve(server.respond, "eras"))
