"""What each real client's run tells of a server: its findings, for every check that meets its
server with real clients (`mcpnb.judge.checks.meeting`).

Two families of findings, named for the lesson that introduced them:

- `clients` (lesson 3): the client connects, agrees on a version (where it says which), carries
  out its task, and connects quickly;
- `eras` (lessons 4 to 6): the client connects, speaks its era (the SDK's clients say which
  version they agreed on), and carries out its task.

The task's findings are one a step (`mcpnb.running.client_tasks`): a list names the tool the
task calls (`lists-echo`), a call gives back what the tool answers (`calls-echo`).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from typing import Any

from mcpnb.content.client_errors import stopped_on
from mcpnb.judge.report import Finding, Verdict
from mcpnb.protocol import eras, jsonrpc
from mcpnb.running.client_tasks import CallTool, ClientTask, ListTools, Saw, Step
from mcpnb.running.real_clients import INSPECTOR, INSPECTOR_ERAS, ClientRun
from mcpnb.texts import say

# The era each client speaks with a dual-era server, and the version the SDK's must agree on.
CLIENT_ERAS = {"client-legacy": eras.Era.LEGACY, "client": eras.Era.MODERN,
               "client-modern": eras.Era.MODERN, "inspector-legacy": eras.Era.LEGACY,
               "inspector-auto": eras.Era.MODERN, "inspector-modern": eras.Era.MODERN}

Found = Callable[..., Finding]


def inspector_skipped(why: str | None, asked: Sequence[str]) -> list[Finding]:
    """The finding of an Inspector a check could not run here (`why`, None if it ran) among the
    clients it `asked` for: said, never counted, since a right server passes without Node too."""
    wanted = any(name == INSPECTOR or name in INSPECTOR_ERAS for name in asked)
    return [Finding("clients.inspector", Verdict.SKIPPED, got=(why,))] if why and wanted else []


def findings(family: str, run: ClientRun, task: ClientTask) -> list[Finding]:
    """A client's findings of the `family` ("clients" or "eras") on carrying out `task` (the
    Inspector's, the steps its CLI can make)."""
    if run.client in INSPECTOR_ERAS:
        task = task.for_inspector()
    return (lesson_3 if family == "clients" else era_findings)(run, task)


def lesson_3(run: ClientRun, task: ClientTask) -> list[Finding]:
    """A client's findings: it connects, agrees on a version (where it says which), carries out
    its task, and connects quickly."""
    who = say(f"clients.name.{run.client}")
    bound = quick_connect()  # the SDK's own wait, which no time scale stretches
    values = (("client", who), ("bound", _seconds(bound)))
    sent = (say(f"clients.sent.{task.name}.{run.client}"),)
    aspects = ["connects", "version", *(aspect(s) for s in task.steps), "quick"]
    if run.client in INSPECTOR_ERAS:
        # It does not say which version it agreed on. Nor is its time the server's: it is
        # Node's start, the server's start and the exchange, which cannot be told apart from
        # outside (11.5 s for a right server that starts in 3 s, three checks at once on a busy
        # machine). It sends no probe to wait on; what it does wait for, its id 0, is judged by
        # the check's own copy of that message.
        aspects.remove("version")
        aspects.remove("quick")

    def finding(aspect: str, verdict: Verdict, got: Sequence[str] = (), seen: str = "") -> Finding:
        return Finding(f"clients.{aspect}", verdict, sent, tuple(got), seen, values)

    if (unreached := not_going(run, aspects, finding)) is not None:
        return unreached
    judged = {"connects": finding("connects", Verdict.PASSED)}
    agreed = say("clients.agreed", version=run.version)
    if run.version in jsonrpc.MCP_VERSIONS:
        judged["version"] = finding("version", Verdict.PASSED, (agreed,), agreed)
    else:
        judged["version"] = finding("version", Verdict.FAILED, (agreed,))
    judged |= task_findings(run, task, finding, remark=True)
    seconds = run.seconds or 0.0
    if seconds <= bound:
        took = say("clients.took", seconds=_seconds(seconds))
        judged["quick"] = finding("quick", Verdict.PASSED, (took,))
    else:
        waited = say("clients.kept-waiting", seconds=_seconds(seconds))
        judged["quick"] = finding("quick", Verdict.FAILED, (waited,))
    return [judged[aspect] for aspect in aspects]


def _connects_hint(run: ClientRun, task: ClientTask) -> str:
    """What to fix where a client did not connect: the era it opens in, unless it got past its
    first request and stopped on the server's answer to a later one (the SDK's clients say
    where), which is then what to fix; the Inspector does not say where it stopped, so its own
    words above must tell."""
    if run.client in INSPECTOR_ERAS:
        return say("eras.connects.inspector")
    if run.stage in (each.stage for each in task.steps):
        return say("eras.connects.on-answer", stage=run.stage)
    return say("eras.connects.why")


def era_findings(run: ClientRun, task: ClientTask) -> list[Finding]:
    """A client's findings: it connects, speaks its era (where it says which version it agreed
    on: the SDK's clients), and carries out its task."""
    era = CLIENT_ERAS[run.client]
    who = say(f"clients.name.{run.client}")
    values = (("client", who), ("era", say(f"eras.era.{era}")),
              ("hint", _connects_hint(run, task)))
    sent = (say(f"clients.sent.{task.name}.{run.client}"),)
    aspects = ["connects", "speaks-era", *(aspect(s) for s in task.steps)]
    if run.client in INSPECTOR_ERAS or run.client == "client-modern":
        # The Inspector does not say which version it agreed on; the SDK pinned to 2026-07-28
        # agrees on nothing: it makes its own discover result up and sends its first request
        # at once, which is then what connects it.
        aspects.remove("speaks-era")
    if run.client == "client-modern" and not run.saw:
        run = replace(run, connected=False)  # its first request was not served

    def finding(aspect: str, verdict: Verdict, got: Sequence[str] = (), seen: str = "") -> Finding:
        return Finding(f"eras.{aspect}", verdict, sent, tuple(got), seen, values)

    if (unreached := not_going(run, aspects, finding)) is not None:
        return unreached
    judged = {"connects": finding("connects", Verdict.PASSED)}
    agreed = (say("clients.agreed", version=run.version),)
    spoken = eras.Era.MODERN if run.version in eras.MODERN_VERSIONS else (
        eras.Era.LEGACY if run.version in eras.LEGACY_VERSIONS else None)
    judged["speaks-era"] = finding("speaks-era",
                                   Verdict.PASSED if spoken is era else Verdict.FAILED, agreed)
    judged |= task_findings(run, task, finding, remark=False)
    return [judged[aspect] for aspect in aspects]


def _stopped(run: ClientRun) -> tuple[str, ...]:
    """Why a client stopped: its own words, and the server's last line on stderr if it had one."""
    return (stopped_on(run), *((say("got.last-stderr", line=run.stderr),) if run.stderr else ()))


def not_going(run: ClientRun, aspects: Sequence[str], finding: Found) -> list[Finding] | None:
    """A client's findings, `aspects` in order, when it never got going: stopped from outside
    (the Inspector, once its first message went unanswered), or never connected. None when it
    connected."""
    if run.stopped:
        stopped_early = (say("clients.stopped-id-zero"),)
        return [finding(aspect, Verdict.NOT_JUDGED, stopped_early) for aspect in aspects]
    if not run.connected:
        never = (say("clients.never-connected"),)
        return [finding(aspects[0], Verdict.FAILED, _stopped(run))] + [
            finding(aspect, Verdict.NOT_JUDGED, never) for aspect in aspects[1:]
        ]
    return None


def _lists(step: ListTools, run: ClientRun, saw: Saw | None, name: str, finding: Found,
           remark: bool) -> Finding:
    """A list names the tool the task needs; with `remark`, a passed one says what it listed."""
    if saw is None:
        return finding(name, Verdict.FAILED, _stopped(run))
    listed = (say("clients.tools", tools=", ".join(saw.items) or say("seen.none"))
              if saw.whole else say("clients.tools-include", tool=step.includes))
    if step.includes in saw.items:
        return finding(name, Verdict.PASSED, (listed,), listed if remark else "")
    return finding(name, Verdict.FAILED, (listed,))


def _calls(step: CallTool, run: ClientRun, saw: Saw | None, name: str, finding: Found,
           remark: bool) -> Finding:
    """A call gives back what the tool answers, and no error."""
    if saw is None:
        return finding(name, Verdict.FAILED, _stopped(run))
    back = say("clients.echoed", texts=" | ".join(saw.items) or say("seen.none"))
    if saw.is_error:
        return finding(name, Verdict.FAILED, (back, say("clients.is-error")))
    right = saw.items == step.answers
    return finding(name, Verdict.PASSED if right else Verdict.FAILED, (back,))


@dataclass(frozen=True)
class StepFinding:
    """How a step of a task is judged: its finding's name (after the family's, `eras.` say;
    its rule row is in that family's rules file), how what the client saw is judged, and what
    the later steps say when the client never got through it."""

    aspect: Callable[[Any], str]
    judge: Callable[..., Finding]
    unreached: str = "clients.not-reached"  # the key of the words for the steps after it


# Each kind of step a task may hold, and its finding: a new kind of request is one entry.
STEPS: dict[type, StepFinding] = {
    ListTools: StepFinding(lambda step: f"lists-{step.includes}", _lists, "clients.no-list"),
    CallTool: StepFinding(lambda step: f"calls-{step.name}", _calls),
}


def aspect(step: Step) -> str:
    """The name of a step's finding, after its family's: `lists-echo`, `calls-echo`."""
    if type(step) not in STEPS:
        raise ValueError(f"no finding judges a client's {step.stage}: add its {type(step).__name__}"
                         " to STEPS in mcpnb/judge/checks/client_findings.py")
    return STEPS[type(step)].aspect(step)


def task_findings(run: ClientRun, task: ClientTask, finding: Found, *,
                  remark: bool) -> dict[str, Finding]:
    """A connected client's findings on each step of its task; with `remark`, a passed one
    also says, as what was seen, what the client saw. A step after one the client never got
    through is not judged."""
    judged: dict[str, Finding] = {}
    unreached: str | None = None
    for number, each in enumerate(task.steps):  # what it saw, step by step, in order
        name, how = aspect(each), STEPS[type(each)]
        saw = run.saw[number] if number < len(run.saw) else None
        if unreached is not None:
            judged[name] = finding(name, Verdict.NOT_JUDGED, (unreached,))
            continue
        judged[name] = how.judge(each, run, saw, name, finding, remark)
        if saw is None and each is not task.steps[-1]:
            unreached = say(how.unreached)
    return judged


def quick_connect() -> float:
    """How soon a real client must be connected: within the SDK Client's wait for an answer to
    its `server/discover` probe (10 s). A server that answers the probe, an unknown method to it,
    is connected before that however slowly it starts (an SDK server takes 0.7 s, over 2 s on a
    busy machine; one that needs longer is one a person notices as stuck); a server silent to it
    has kept the client waiting all of it. A bound of a few seconds would judge the machine's
    load and the server's start-up instead (issue 22)."""
    from mcp.client import session  # read when judged: a test may shorten the SDK's wait

    return float(session.DISCOVER_TIMEOUT_SECONDS)


def _seconds(value: float) -> float:
    """Seconds rounded as a person says them: 10, 2.5, 0.04 (`say` writes them with the
    decimal mark of the student's language)."""
    return float(f"{value:.2g}") if value < 1 else round(value, 1)
