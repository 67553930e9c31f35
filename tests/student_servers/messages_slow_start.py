"""Right, but slow to start: it sleeps 3.5 s before its ready line and its first read, as a server
written with the MCP SDK spends most of a second importing it, and several seconds on a busy
machine. That is past every bound the messages check used to count from the start (the 3 s ready
wait, the 2 s reply wait): it must now judge this server as it judges the reference."""
import time

from _kit import serve

time.sleep(3.5)
serve()
