"""Judge a student's stdio server, in any language, behaviour by behaviour.

`check_server("messages", command)` and `check_server("handshake", command)` play the lesson's
script and a few conversations of probe lines to the server, each in a child process of its own
and all at once (the handshake check adds a second round for the versions a server lists beyond
the lesson's: only the lesson's run shows that list), and return a `Report` with one `Finding`
per behaviour. The replies expected are computed by the reference servers
(`mcpnb.servers.messages.respond`, `mcpnb.servers.handshake.Handshake`), never typed here; codes
and ids are judged, never the human `message` text.

The conversations and how replies are matched to the lines that caused them are
`mcpnb.judge.checks.conversation`'s; each lesson's findings are its own module's
(`messages`, `handshake`, `clients`).
"""

from __future__ import annotations

import shutil
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from mcpnb.course import on_http
from mcpnb.judge.checks.handshake import check_handshake
from mcpnb.judge.checks.messages import check_messages
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
    if checker not in CHECKS:
        raise ValueError(f"no check named {checker!r}; there are {sorted(CHECKS)}")
    if conformance:
        _refuse_off_http(checker)
    box = sandbox if isinstance(sandbox, Sandbox) else _checking_box() if sandbox else None
    return CHECKS[checker](Asked(tuple(command), time_scale, box, conformance))


def check_conformance(command: Sequence[str], *, checker: str = "http",
                      time_scale: float = 1.0) -> Report:
    """The last check of lessons 5 and 6: the server on Streamable HTTP held to the official MCP
    conformance suite alone (`mcpnb.judge.checks.conformance`), the scenarios of `checker`'s
    server ("http": one tool, echo; "tools": the suite's tools too), sandboxed as
    `check_server` sandboxes it."""
    _refuse_off_http(checker)
    return CHECKS[checker](Asked(tuple(command), time_scale, _checking_box(), suite_alone=True))


def _refuse_off_http(checker: str) -> None:
    if checker not in on_http():
        raise ValueError("the conformance suite holds a server on HTTP: check "
                         f"{', '.join(repr(c) for c in sorted(on_http()))} only")


def _checking_box() -> Sandbox | None:
    """A checking sandbox, where this machine has one (`mcpnb.running.sandbox`)."""
    return Sandbox.for_checking() if unavailable() is None else None


def _check_messages(asked: Asked) -> Report:
    return check_messages(asked.wrapped, asked.time_scale)


def _check_handshake(asked: Asked) -> Report:
    return check_handshake(asked.wrapped, asked.time_scale)


def _check_clients(asked: Asked) -> Report:
    from mcpnb.judge.checks.clients import check_clients  # lesson 3's check: real clients, the SDK

    return check_clients(asked.wrapped, asked.time_scale)


def _check_eras(asked: Asked) -> Report:
    from mcpnb.judge.checks.eras import check_eras  # lesson 4's check: real clients, the SDK

    return check_eras(asked.wrapped, asked.time_scale)


def _check_http(asked: Asked) -> Report:
    from mcpnb.judge.checks.http import check_http  # lesson 5's check: httpx, the SDK

    # On HTTP the check runs the server in the sandbox itself: it reaches it through the door.
    return check_http(asked.command, asked.time_scale, sandbox=asked.box, **asked.parts)


def _check_tools(asked: Asked) -> Report:
    from mcpnb.judge.checks.tools import check_tools  # lesson 6's check: httpx, the SDK

    return check_tools(asked.command, asked.time_scale, sandbox=asked.box, **asked.parts)


# The one registry of the course's server checks, by the names `mcpnb.course.checkers` gives
# (a test holds the two equal): a lesson's check is added here, and nowhere else.
Check = Callable[[Asked], Report]
CHECKS: dict[str, Check] = {"messages": _check_messages, "handshake": _check_handshake,
                            "clients": _check_clients, "eras": _check_eras, "http": _check_http,
                            "tools": _check_tools}
