"""Fault: a wait sleeps in the read loop, so a fast request behind it waits too."""
from _kit import serve

serve(blocking_waits=True)
