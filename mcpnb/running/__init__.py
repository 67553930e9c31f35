"""Processes and time: a server run on a timed script (`harness`, `scripts`, `transcripts`), the
sandbox every student process runs in, the tap that records a real client's session, the MCP
Inspector and the SDK's real clients run against a server (`clients`). Nothing here judges.
"""
