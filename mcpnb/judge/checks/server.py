"""A student's server judged by its lesson's check, behaviour by behaviour.

`check_server(checker, command)` finds the lesson's check in `mcpnb.judge.registry` and asks it
one way, whatever its transport (`mcpnb.judge.checks.meeting.Asked`): the server runs sandboxed
(on stdio each run of its command is wrapped; on HTTP the check starts it in the sandbox and
reaches it through the sandbox's door), and a `Report` comes back with one `Finding` per
behaviour, never a raise. `check_conformance` holds a server on HTTP to the official conformance
suite alone. Each lesson's findings are its own module's (`messages`, `handshake`, `clients`,
`eras`, `http`, `tools`).
"""

from __future__ import annotations

from collections.abc import Sequence

from mcpnb.course import on_http
from mcpnb.judge.checks.asked import Asked
from mcpnb.judge.registry import check
from mcpnb.judge.report import Report
from mcpnb.running.sandbox import Sandbox, unavailable


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
    return run(Asked(tuple(command), time_scale, box, conformance))


def check_conformance(command: Sequence[str], *, checker: str = "http",
                      time_scale: float = 1.0) -> Report:
    """The last check of lessons 5 and 6: the server on Streamable HTTP held to the official MCP
    conformance suite alone (`mcpnb.judge.checks.conformance`), the scenarios of `checker`'s
    server ("http": one tool, echo; "tools": the suite's tools too), sandboxed as
    `check_server` sandboxes it."""
    _refuse_off_http(checker)
    return check(checker)(Asked(tuple(command), time_scale, _checking_box(), suite_alone=True))


def _refuse_off_http(checker: str) -> None:
    if checker not in on_http():
        raise ValueError("the conformance suite holds a server on HTTP: check "
                         f"{', '.join(repr(c) for c in sorted(on_http()))} only")


def _checking_box() -> Sandbox | None:
    """A checking sandbox, where this machine has one (`mcpnb.running.sandbox`)."""
    return Sandbox.for_checking() if unavailable() is None else None
