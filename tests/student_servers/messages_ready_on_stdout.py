"""Fault: announces itself on stdout ("log: listo"), where a client reads only messages, and says
nothing on stderr until the first message has come."""
import io
import sys

from _kit import serve  # its per-line log keeps the real stderr

print("log: listo", flush=True)
sys.stderr = io.StringIO()  # the kit's ready line is kept here, never written
serve()
