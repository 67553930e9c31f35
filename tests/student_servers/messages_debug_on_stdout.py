"""Fault: prints its per-line debug log on stdout, among the messages."""
import sys

from _kit import serve

serve(log=sys.stdout)
