"""What every check of a server is asked, one way for every transport: kept apart from the seam
(`mcpnb.judge.checks.meeting`) so that a check without real clients (lessons 1 and 2) imports
none of what meeting them takes."""

from __future__ import annotations

import shutil
from collections.abc import Sequence
from dataclasses import dataclass

from mcpnb.running.sandbox import Sandbox


@dataclass(frozen=True)
class Asked:
    """What a check is asked: the server's command, the stretch of its bounds, the sandbox its
    runs go in (None: none here), the real clients it meets (None: the check's own), and whether
    the conformance suite holds it too, or alone (a server on HTTP only: `course.on_http`)."""

    command: tuple[str, ...]
    time_scale: float = 1.0
    box: Sandbox | None = None
    conformance: bool = False
    suite_alone: bool = False  # the suite, without the check's own rules and real clients
    real_clients: tuple[str, ...] | None = None

    @property
    def wrapped(self) -> tuple[str, ...]:
        """A stdio server's command, run in the sandbox: a command that cannot start is told as
        such, not as a sandbox that ends at once."""
        if self.box is not None and self.command and shutil.which(self.command[0]) is not None:
            return tuple(self.box.wrap(self.command))
        return self.command

    @property
    def rules(self) -> bool:
        """Are the check's own rules asked for?"""
        return not self.suite_alone

    def clients(self, own: Sequence[str]) -> tuple[str, ...]:
        """The real clients asked for: the check's `own`, unless the asker named others."""
        if self.suite_alone:
            return ()
        return tuple(own) if self.real_clients is None else self.real_clients
