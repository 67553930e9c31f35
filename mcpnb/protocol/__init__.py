"""The protocol itself: bytes to lines (`framing`) and the JSON-RPC rules of MCP's messages
(`jsonrpc`). No I/O and no clock; it imports nothing of mcpnb, so a server starts in
milliseconds.
"""
