"""The protocol: bytes to lines (framing) and the JSON-RPC rules (jsonrpc). No I/O, no clock; imports nothing of mcpnb."""
