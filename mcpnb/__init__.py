"""mcpnb: the package behind a hands-on Model Context Protocol course in Jupyter notebooks.

The public names are gathered here; each lives in a module named after its idea:
framing (bytes to lines) → protocol (JSON-RPC rules) → servers (the lessons' reference servers).
"""

from mcpnb.framing import BadLine, LineBuffer, buffer_table, split_chunks
from mcpnb.protocol import Incoming, Kind, bad_line_reply, classify

__all__ = [
    "BadLine",
    "Incoming",
    "Kind",
    "LineBuffer",
    "bad_line_reply",
    "buffer_table",
    "classify",
    "split_chunks",
]
