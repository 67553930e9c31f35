"""Fault: never flushes stdout, so every reply waits in the buffer until the server exits."""
from _kit import serve

serve(flush=False)
