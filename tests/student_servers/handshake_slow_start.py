"""Right, but slow to start and silent on stderr, as a server written with the MCP SDK is: it
sleeps 2.5 s before its first read (an SDK server's start on a busy machine) and writes nothing
but its replies. That is past the 2 s exit bound the handshake check used to count from the
moment it closed stdin (it judged this server 1 of 11): it must now judge it as it judges the
reference, without waiting out the startup bound for a ready line it will never print."""
import io
import sys
import time

from _handshake_kit import serve_handshake

from mcpnb.servers import handshake

time.sleep(2.5)
sys.stderr = io.StringIO()  # the reference's ready line and per-line log stay here, never written
serve_handshake(handshake.Handshake())
