"""A student's server judged by its lesson's check, behaviour by behaviour.

`check_server(checker, command)` finds the lesson's check in `mcpnb.judge.registry`, runs the
server sandboxed (on stdio each run of its command is wrapped; on HTTP the check starts it in the
sandbox and reaches it through the sandbox's door), and returns a `Report` with one `Finding` per
behaviour, never a raise. `check_conformance` holds a server on HTTP to the official conformance
suite alone. Each lesson's findings are its own module's (`messages`, `handshake`, `clients`,
`eras`, `http`, `tools`).
"""

from __future__ import annotations

import shutil
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from mcpnb.course import on_http
from mcpnb.judge.registry import check
from mcpnb.judge.report import Report
from mcpnb.running.sandbox import Sandbox, unavailable


@dataclass(frozen=True)
class Asked:
    """What a check is asked: the server's command, the stretch of its bounds, the sandbox its
    runs go in (None: none here), and whether the conformance suite holds it too, or alone (a
    server on HTTP only: `course.on_http`)."""

    command: tuple[str, ...]
    time_scale: float
    box: Sandbox | None
    conformance: bool = False
    suite_alone: bool = False  # the suite, without the check's own rules and real clients

    @property
    def parts(self) -> dict[str, Any]:
        """What a check on HTTP is to run beside starting the server, as its keywords say it."""
        if self.suite_alone:
            return {"rules": False, "real_clients": (), "conformance": True}
        return {"conformance": self.conformance}

    @property
    def wrapped(self) -> tuple[str, ...]:
        """A stdio server's command, run in the sandbox: a command that cannot start is told as
        such, not as a sandbox that ends at once."""
        if self.box is not None and self.command and shutil.which(self.command[0]) is not None:
            return tuple(self.box.wrap(self.command))
        return self.command


def check_server(
    checker: str,
    command: Sequence[str],
    *,
    time_scale: float = 1.0,
    sandbox: Sandbox | bool = True,
    conformance: bool = False,
) -> Report:
    """Check a server with one of the course's checks (`mcpnb.course.checkers`: "messages",
    "handshake", "clients", "eras", "http", "tools"); a report of findings, never a raise.

    `time_scale` stretches the scripts and the bounds for a very slow machine. Each run of the
    server is sandboxed: in `sandbox` when one is given, else (True) in a checking sandbox where
    this machine has one (`mcpnb.running.sandbox`), so that every process it starts ends with it.
    `conformance` (a server on HTTP only) holds the server to the official conformance suite too.
    """
    run = check(checker)
    if conformance:
        _refuse_off_http(checker)
    box = sandbox if isinstance(sandbox, Sandbox) else _checking_box() if sandbox else None
    return _asked(checker, run, Asked(tuple(command), time_scale, box, conformance))


def check_conformance(command: Sequence[str], *, checker: str = "http",
                      time_scale: float = 1.0) -> Report:
    """The last check of lessons 5 and 6: the server on Streamable HTTP held to the official MCP
    conformance suite alone (`mcpnb.judge.checks.conformance`), the scenarios of `checker`'s
    server ("http": one tool, echo; "tools": the suite's tools too), sandboxed as
    `check_server` sandboxes it."""
    _refuse_off_http(checker)
    asked = Asked(tuple(command), time_scale, _checking_box(), suite_alone=True)
    return _asked(checker, check(checker), asked)


def _asked(checker: str, run: Callable[..., Report], asked: Asked) -> Report:
    """A lesson's check, asked as its transport has it: on HTTP the check runs the server in the
    sandbox itself (it reaches it through the door); on stdio it is given the wrapped command."""
    if checker in on_http():
        return run(asked.command, asked.time_scale, sandbox=asked.box, **asked.parts)
    return run(asked.wrapped, asked.time_scale)


def _refuse_off_http(checker: str) -> None:
    if checker not in on_http():
        raise ValueError("the conformance suite holds a server on HTTP: check "
                         f"{', '.join(repr(c) for c in sorted(on_http()))} only")


def _checking_box() -> Sandbox | None:
    """A checking sandbox, where this machine has one (`mcpnb.running.sandbox`)."""
    return Sandbox.for_checking() if unavailable() is None else None
