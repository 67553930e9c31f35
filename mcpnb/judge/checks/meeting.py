"""The seam where a student's server meets its rules and its real clients at once: every check
of a server is asked one way (`mcpnb.judge.checks.asked.Asked`), and a check with real clients is
its rules plus its clients' task, met here for its transport.

- **On stdio** (`OnStdio`): each run of the server's command is a connection of its own; the
  check's probe plans (and the MCP Inspector's first message, whose reply decides whether the
  real Inspector may wait for one) run beside the real clients, the clients starting once every
  probe's server is up where the check asks (`mcpnb.judge.checks.conversation`); a server that
  never ran is told as such, and the rules are judged from the probes' transcripts.
- **On Streamable HTTP** (`OnHttp`): the server starts once, in its sandbox
  (`mcpnb.running.web`); once it listens, the check's rules (each given the server's address and
  the bounds of its requests) run beside the real clients, all at once; then, where asked, the
  official conformance suite's scenarios of the check, once the rest has let go of the machine.
  A finding whose request got no answer where the server wrote a traceback shows the traceback.

Either way each client carries out the check's task (`mcpnb.running.client_tasks`) and gets its
findings (`mcpnb.judge.checks.client_findings`), in the order the check names its clients; an
Inspector that cannot run here is said once, never counted.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Mapping, Sequence
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from typing import Any

from mcpnb.judge.checks import client_findings
from mcpnb.judge.checks.asked import Asked
from mcpnb.judge.checks.conformance import NOT_SERVED, suite_findings
from mcpnb.judge.checks.conversation import (
    Plan,
    could_not_start,
    probes_beside_clients,
    stopped,
)
from mcpnb.judge.report import Finding, Report, Verdict
from mcpnb.running import real_clients
from mcpnb.running.client_tasks import ClientTask
from mcpnb.running.real_clients import INSPECTOR_ERAS, INSPECTOR_ID, Url, inspector_hello
from mcpnb.running.transcripts import Transcript, error_lines, shorten
from mcpnb.running.web import READY_TIMEOUT, WebServer
from mcpnb.texts import carried, say

# The probe run that sends the Inspector's first message (`initialize` with id 0).
HELLO = "hello"


# A stdio check's rules: the plans of its probe runs, and how to judge their transcripts (with
# the words to say beside `clients.id-zero` where the Inspector was skipped).
Judge = Callable[[dict[str, Transcript], str], list[Finding]]
StdioRules = Callable[[], tuple[dict[str, Plan], Judge]]
# An HTTP check's rule: its findings, given its requests' bounds (an `httpx.Timeout`) and the
# server's address.
HttpRule = Callable[[Any, str], list[Finding]]


@dataclass(frozen=True)
class OnStdio:
    """A check of a stdio server with real clients: its rules, its clients and their task, the
    family of their findings, and whether the clients wait for the probes' servers to start."""

    check: str
    rules: StdioRules
    task: ClientTask
    clients: tuple[str, ...]
    family: str
    staggered: bool = False


@dataclass(frozen=True)
class OnHttp:
    """A check of a server on Streamable HTTP: its rules, its clients and their task, the family
    of their findings, and the conformance suite's scenarios it is held to (each with the spec
    versions it applies at), and the suite's checks of methods the server need not have."""

    check: str
    rules: tuple[HttpRule, ...]
    task: ClientTask
    clients: tuple[str, ...]
    family: str
    scenarios: Mapping[str, tuple[str, ...]]
    not_served: Mapping[str, tuple[str, str]] = dataclasses.field(
        default_factory=lambda: NOT_SERVED)


def meet(check: OnStdio | OnHttp, asked: Asked) -> Report:
    """The check's report on the server asked for: its rules, then its clients' findings."""
    skipped = real_clients.inspector_unavailable()  # read here: a test may say there is no Node
    wanted = asked.clients(check.clients)
    names = [n for n in wanted if skipped is None or n not in INSPECTOR_ERAS]
    if isinstance(check, OnHttp):
        return _on_http(check, asked, names, wanted, skipped)
    plans, judge = check.rules()
    plans = {HELLO: Plan(inspector_hello(), awaited=(INSPECTOR_ID,)), **plans}
    probes, runs = probes_beside_clients(  # the Inspector stopped once its hello is unanswered
        asked.wrapped, plans, asked.time_scale, names, check.task, staggered=check.staggered,
        deaf_to=lambda hello: not answered_id_zero(hello))
    if (failed := could_not_start(check.check, probes)) is not None:
        return failed
    # The rules first: each names one change, where a client's failure may have several causes
    # (the Inspector cannot connect to a server deaf to id 0, nor to one that refuses its version).
    remark = "" if skipped is None else say("clients.inspector-skipped", why=skipped)
    findings = judge(probes, remark)
    for run in runs.values():
        findings += client_findings.findings(check.family, run, check.task)
    findings += client_findings.inspector_skipped(skipped, wanted)
    return Report(check.check, tuple(findings), tuple(probes.values()))


def answered_id_zero(transcript: Transcript) -> bool:
    """Did the server answer the Inspector's first message, id 0?"""
    return any(type(r.get("id")) is int and r["id"] == INSPECTOR_ID for r in transcript.replies)


def _on_http(check: OnHttp, asked: Asked, names: Sequence[str], wanted: Sequence[str],
             skipped: str | None) -> Report:
    # httpx (0.1 s to import), and the requests' bounds beside it: a check on HTTP needs them,
    # never a stdio check met here too
    import httpx

    from mcpnb.content.exchange import CONNECT_SECONDS, READ_SECONDS  # with httpx, as above

    time_scale = asked.time_scale
    with WebServer(asked.command, sandbox=asked.box) as server:
        started = starts(check.check, asked.command, server, time_scale)
        if not started.passed:
            return Report(check.check, (started,))
        url = server.url
        bounds = httpx.Timeout(READ_SECONDS * time_scale, connect=CONNECT_SECONDS * time_scale)
        with ThreadPoolExecutor(2) as pool:
            judged = [pool.submit(carried(rule), bounds, url)
                      for rule in (check.rules if asked.rules else ())]
            runs = real_clients.meet(Url(url), check.task, time_scale=time_scale, clients=names)
            findings = [started, *(f for rule in judged for f in rule.result())]
        suite = suite_findings(url, time_scale, check.scenarios, check.not_served) if (
            asked.conformance or asked.suite_alone) else []
    for run in runs.values():
        findings += client_findings.findings(check.family, run, check.task)
    findings = told_of_errors(findings, server)
    findings += client_findings.inspector_skipped(skipped, wanted)
    return Report(check.check if asked.rules else "conformance", (*findings, *suite))


def starts(check: str, command: Sequence[str], server: WebServer,
           time_scale: float = 1.0) -> Finding:
    """The `<check>.starts` finding of a server on HTTP: it listens within the bound, or it is
    told with the last lines it wrote."""
    sent = (" ".join(command),)
    values = (("seconds", READY_TIMEOUT),)
    if server.wait_ready(READY_TIMEOUT * time_scale):
        return Finding(f"{check}.starts", Verdict.PASSED, sent, values=values)
    status = server.ended()  # its stderr read to its end, where it stopped of itself
    said = bytes(server.stderr).decode("utf-8", errors="replace").strip().splitlines()
    if status is not None:  # it stopped of itself: its own error says why
        return stopped(say("note.exit", status=status), said, sent)
    got = tuple(shorten(line) for line in said[-3:]) or (say("http.silent"),)
    return Finding(f"{check}.starts", Verdict.FAILED, sent, got, values=values)


def told_of_errors(findings: Sequence[Finding], server: WebServer) -> list[Finding]:
    """The findings as the server's errors explain them: one whose request got no answer at
    all, where the server wrote a traceback on stderr (a handler that raised: http.server drops
    the connection), shows the traceback's last lines, and its hint is about that error, not
    about a rule the request never reached. The first such finding shows the error; the later
    ones say it is the same, with no hint."""
    said = server.stderr_tail.decode("utf-8", errors="replace").splitlines()
    if not any(line.startswith("Traceback") for line in said):
        return list(findings)
    first = (say("got.server-error"), *error_lines(said))
    told: list[Finding] = []
    shown = False
    for finding in findings:
        if finding.passed or not any(_unanswered(line) for line in finding.got):
            told.append(finding)
            continue
        lines, hint = (first, say("server.dropped.hint")) if not shown else (
            (say("got.server-error-again"),), "")
        told.append(dataclasses.replace(finding, got=(*finding.got, *lines), told=hint))
        shown = True
    return told


def _unanswered(line: str) -> bool:
    """Does a line of a finding say its request got no answer (the connection was dropped)?"""
    return line.startswith((say("http.no-answer", error=""), say("http.broken", error=""))) or (
        DROPPED in line)


# What httpx says of a connection dropped before any answer (the SDK's clients too).
DROPPED = "Server disconnected without sending a response"
