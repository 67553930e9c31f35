"""Fault: says nothing on stderr until the first message has come, so a client waiting for its
ready line never starts."""
import io
import sys

from _kit import serve  # its per-line log keeps the real stderr

sys.stderr = io.StringIO()  # the kit's ready line is kept here, never written
serve()
