"""Fault: writes one line of 100,000 nested brackets on stdout at start, then serves as the
reference does. Only that stray line is wrong; a client must survive it and read on."""
import sys

from _kit import serve

sys.stdout.write("[" * 100_000 + "]" * 100_000 + "\n")
sys.stdout.flush()
serve()
