"""Fault: stays running after its input has ended."""
from _kit import serve

serve(exit_at_end=False)
