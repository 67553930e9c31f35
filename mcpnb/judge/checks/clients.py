"""Lesson 3's check: what each real client got from a server, finding by finding.

`check_clients(command)` (the "clients" check of `mcpnb.judge.checks.server.check_server`) runs the
real clients (`mcpnb.running.clients`) and, beside them, sends the MCP Inspector's first message
itself (`initialize` with id 0) through the harness, so that a server that takes id 0 for a
notification is caught without Node. Each client's findings: it connects, agrees on a version,
lists `echo`, calls it and gets the text back, and connects quickly.
"""

from __future__ import annotations

import json
import threading
from collections.abc import Callable, Sequence
from typing import Any

from mcpnb.judge.report import Finding, Report, Verdict
from mcpnb.protocol import jsonrpc
from mcpnb.running import clients, harness
from mcpnb.running.clients import (
    CLIENTS,
    ECHO_TEXT,
    ECHO_TOOL,
    INSPECTOR,
    INSPECTOR_ID,
    ClientRun,
    inspector_hello,
    meet,
)
from mcpnb.running.harness import child_env
from mcpnb.running.transcripts import Transcript, shorten, show_chunk
from mcpnb.texts import carried, say


def check_clients(command: Sequence[str], time_scale: float = 1.0) -> Report:
    """The clients check: each real client's findings, then the Inspector's id 0, all run at
    once."""
    skipped = clients.inspector_unavailable()  # read here: a test may say there is no Node
    env = child_env()
    hello: dict[str, Transcript] = {}

    def send_hello() -> None:
        hello["run"] = harness.run(command, inspector_hello(), time_scale=time_scale,
                                   keep_open=True, awaited=(INSPECTOR_ID,), env=env)

    sender = threading.Thread(target=carried(send_hello), daemon=True)
    sender.start()
    names = [*CLIENTS, INSPECTOR] if skipped is None else list(CLIENTS)
    runs = meet(command, env=env, time_scale=time_scale, clients=names)
    sender.join()  # the harness bounds its own run
    transcript = hello["run"]
    if not transcript.started:
        why = transcript.events[0].text
        start = Finding("server.start", Verdict.FAILED, got=(say("got.start-failed", why=why),))
        return Report("clients", (start,), (transcript,))
    findings: list[Finding] = []
    for run in runs.values():
        findings += client_findings(run)
    if skipped is not None:  # said, not counted: a right server passes without Node too
        findings.append(Finding("clients.inspector", Verdict.SKIPPED, got=(skipped,)))
    remark = "" if skipped is None else say("clients.inspector-skipped", why=skipped)
    findings.append(_id_zero(transcript, remark))
    return Report("clients", tuple(findings), (transcript,))


def client_findings(run: ClientRun) -> list[Finding]:
    """A client's findings: it connects, agrees on a version (where it says which), lists echo,
    calls it and gets the text back, and connects quickly."""
    who = say(f"clients.name.{run.client}")
    bound = quick_connect()  # the SDK's own wait, which no time scale stretches
    values = (("client", who), ("bound", _seconds(bound)))
    sent = (say(f"clients.sent.{run.client}"),)
    aspects = ["connects", "version", "lists-echo", "calls-echo", "quick"]
    if run.client == INSPECTOR:
        aspects.remove("version")  # the Inspector does not say which version it agreed on

    def finding(aspect: str, verdict: Verdict, got: Sequence[str] = (), seen: str = "") -> Finding:
        return Finding(f"clients.{aspect}", verdict, sent, tuple(got), seen, values)

    stopped = (run.error, *((say("got.last-stderr", line=run.stderr),) if run.stderr else ()))
    if not run.connected:
        never = (say("clients.never-connected"),)
        return [finding("connects", Verdict.FAILED, stopped)] + [
            finding(aspect, Verdict.NOT_JUDGED, never) for aspect in aspects[1:]
        ]
    judged = {"connects": finding("connects", Verdict.PASSED)}
    agreed = say("clients.agreed", version=run.version)
    if run.version in jsonrpc.MCP_VERSIONS:
        judged["version"] = finding("version", Verdict.PASSED, (agreed,), agreed)
    else:
        judged["version"] = finding("version", Verdict.FAILED, (agreed,))
    if run.tools is None:
        judged["lists-echo"] = finding("lists-echo", Verdict.FAILED, stopped)
        judged["calls-echo"] = finding("calls-echo", Verdict.NOT_JUDGED, (say("clients.no-list"),))
    else:
        listed = say("clients.tools", tools=", ".join(run.tools) or say("seen.none"))
        if ECHO_TOOL in run.tools:
            judged["lists-echo"] = finding("lists-echo", Verdict.PASSED, (listed,), listed)
        else:
            judged["lists-echo"] = finding("lists-echo", Verdict.FAILED, (listed,))
        judged["calls-echo"] = _calls_echo(run, finding, stopped)
    seconds = run.seconds or 0.0
    if seconds <= bound:
        took = say("clients.took", seconds=_seconds(seconds))
        judged["quick"] = finding("quick", Verdict.PASSED, (took,))
    else:
        waited = say("clients.kept-waiting", seconds=_seconds(seconds))
        judged["quick"] = finding("quick", Verdict.FAILED, (waited,))
    return [judged[aspect] for aspect in aspects]


def quick_connect() -> float:
    """How soon a real client must be connected: within the SDK Client's wait for an answer to
    its `server/discover` probe (10 s). A server that answers the probe, an unknown method to it,
    is connected before that however slowly it starts (an SDK server takes 0.7 s, over 2 s on a
    busy machine; one that needs longer is one a person notices as stuck); a server silent to it
    has kept the client waiting all of it. A bound of a few seconds would judge the machine's
    load and the server's start-up instead (issue 22)."""
    from mcp.client import session  # read when judged: a test may shorten the SDK's wait

    return float(session.DISCOVER_TIMEOUT_SECONDS)


def _calls_echo(
    run: ClientRun, finding: Callable[..., Finding], stopped: tuple[str, ...]
) -> Finding:
    if run.echo is None:
        return finding("calls-echo", Verdict.FAILED, stopped)
    back = say("clients.echoed", texts=" | ".join(run.echo) or say("seen.none"))
    if run.echo_is_error:
        return finding("calls-echo", Verdict.FAILED, (back, say("clients.is-error")))
    right = run.echo == (ECHO_TEXT,)
    return finding("calls-echo", Verdict.PASSED if right else Verdict.FAILED, (back,))


def _seconds(value: float) -> str:
    """Seconds as a person says them: 10, 2.5, 0.04."""
    return f"{value:.2g}" if value < 1 else f"{value:.1f}".removesuffix(".0")


def _id_zero(transcript: Transcript, inspector_skipped: str) -> Finding:
    finding = "clients.id-zero"
    sent = tuple(
        shorten(show_chunk(s.send.removesuffix(b"\n")))
        for s in inspector_hello().steps
    )
    replies = transcript.replies
    exact = [r for r in replies if type(r.get("id")) is int and r["id"] == INSPECTOR_ID]
    got = tuple(_show(r) for r in replies) or (say("got.no-reply"),)
    verdict = Verdict.PASSED if exact else Verdict.FAILED
    return Finding(finding, verdict, sent, got, inspector_skipped)


def _show(message: Any) -> str:
    return shorten(json.dumps(message, ensure_ascii=False, separators=(",", ":")))
