"""The lessons' reference servers: the model solutions the lessons build up to."""

from __future__ import annotations

import sys

from mcpnb.course import checkers

# One reference server per check, named as it is (`mcpnb.course.checkers`).
NAMES = checkers()


def reference_server(name: str) -> list[str]:
    """The command that starts a reference server, for the harness or a checker."""
    if name not in NAMES:
        raise ValueError(f"no reference server {name!r}; there are {', '.join(NAMES)}")
    return [sys.executable, "-m", f"mcpnb.servers.{name}"]
