"""The lessons' reference servers: the model solutions the lessons build up to."""

from __future__ import annotations

import sys

NAMES = ("messages", "handshake", "clients", "eras", "http")


def reference_server(name: str) -> list[str]:
    """The command that starts a reference server, for the harness or a checker."""
    if name not in NAMES:
        raise ValueError(f"no reference server {name!r}; there are {', '.join(NAMES)}")
    return [sys.executable, "-m", f"mcpnb.servers.{name}"]
