"""Fault: reads every line and answers none, as a server that never flushes looks to a client."""
import os
import sys

print("clients server ready", file=sys.stderr, flush=True)
while os.read(0, 4096):
    pass
