"""Lesson 3's check: what each real client got from a server, finding by finding.

`check_clients(command)` (the "clients" check of `mcpnb.judge.checks.server.check_server`) runs the
real clients (`mcpnb.running.real_clients`) and, beside them, two connections of its own through the
harness:

- the rules lesson 3 adds to lesson 2's server, each a finding of its own, judged against the
  reference server (`mcpnb.servers.clients`): an unknown method gets -32601 in every state (new,
  waiting, ready), and an `initialize` for a version the server does not speak gets the
  counter-offer, a result with a version it does speak. A real client today offers a version the
  server speaks and probes only before `initialize`, so the clients alone would pass a server
  that breaks these rules;
- the MCP Inspector's first message (`initialize` with id 0), so that a server that takes id 0
  for a notification is caught without Node.

Each client's findings: it connects, agrees on a version, lists `echo`, calls it and gets the
text back, and connects quickly.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from mcpnb.content.client_errors import stopped_on
from mcpnb.content.probes import NO_SUCH_METHOD, UNSPOKEN_LEGACY
from mcpnb.judge.checks.conversation import (
    Conversation,
    Plan,
    could_not_start,
    judge,
    probes_beside_clients,
    show,
)
from mcpnb.judge.checks.handshake import (
    VERSION_ID,
    initialize_request,
    reply_to,
    sent_lines,
    supported_versions,
    version_script,
)
from mcpnb.judge.report import Finding, Report, Verdict
from mcpnb.protocol import jsonrpc
from mcpnb.protocol.jsonrpc import Message
from mcpnb.running import real_clients as running_clients
from mcpnb.running.real_clients import (
    CLIENTS,
    ECHO_TEXT,
    ECHO_TOOL,
    INSPECTOR,
    INSPECTOR_ERAS,
    INSPECTOR_ID,
    ClientRun,
    inspector_hello,
)
from mcpnb.running.transcripts import Transcript
from mcpnb.servers.clients import SUPPORTED_VERSIONS, ToolServer
from mcpnb.texts import say

# The version the counter-offer probe asks for: lesson 2's version nobody speaks.
UNSPOKEN_VERSION = UNSPOKEN_LEGACY
# The version the states' connection asks for, to reach them: the oldest, which every server of
# the course speaks (a server of lesson 3 speaks each version the SDK knows).
OLDEST_VERSION = jsonrpc.MCP_VERSIONS[0]
# The rules lesson 3 adds, in the order a finding shows them.
RULES = ("clients.versions", "clients.unknown-new", "clients.counter-offer",
         "clients.unknown-waiting", "clients.unknown-ready")
# The states' connection's initialize: a group of its own, judged by no finding.
REACH = "clients.reach-waiting"


def states_conversation(unknown_new: str = "server/discover") -> Conversation:
    """One connection through every state: an unknown method while the server is new (for
    lesson 3 the one the SDK's Client probes with, which lesson 4's server knows), while it
    waits, and once it is ready."""
    c = Conversation()
    c.add("clients.unknown-new", jsonrpc.request("discover", unknown_new))
    c.add(REACH, initialize_request("init", OLDEST_VERSION))
    c.add("clients.unknown-waiting", jsonrpc.request("unknown-waiting", NO_SUCH_METHOD))
    c.add("clients.unknown-ready", jsonrpc.notification("notifications/initialized"),
          jsonrpc.request("unknown-ready", NO_SUCH_METHOD))
    return c


def offer_conversation() -> Conversation:
    """A connection of its own (initialize succeeds once per connection): an initialize for a
    version no server speaks."""
    c = Conversation()
    c.add("clients.counter-offer", initialize_request("offer", UNSPOKEN_VERSION))
    return c


def check_clients(command: Sequence[str], time_scale: float = 1.0) -> Report:
    """The clients check: the rules lesson 3 adds and the Inspector's id 0, then each real
    client's findings, all run at once."""
    skipped = running_clients.inspector_unavailable()  # read here: a test may say there is no Node
    conversations = {"states": states_conversation(), "offer": offer_conversation()}
    plans = {"hello": Plan(inspector_hello(), awaited=(INSPECTOR_ID,)),
             **{name: Plan(c.script(), keep_open=True) for name, c in conversations.items()},
             **{f"version {v}": Plan(version_script(v), awaited=(VERSION_ID,))
                for v in SUPPORTED_VERSIONS}}
    # The Inspector's first message is the hello probe's: a server that gave that no reply
    # keeps the real Inspector waiting its whole bound (15 s), so it is stopped then.
    names = [*CLIENTS, INSPECTOR] if skipped is None else list(CLIENTS)
    probes, runs = probes_beside_clients(command, plans, time_scale, names,
                                         deaf_to=lambda hello: not answered_id_zero(hello))
    if (failed := could_not_start("clients", probes)) is not None:
        return failed
    # The rules first: each names one change, where a client's failure may have several causes
    # (the Inspector cannot connect to a server deaf to id 0, nor to one that refuses its version).
    remark = "" if skipped is None else say("clients.inspector-skipped", why=skipped)
    findings = [*rule_findings(conversations, probes), id_zero(probes["hello"], remark)]
    for run in runs.values():
        findings += client_findings(run)
    findings += inspector_skipped(skipped, (*CLIENTS, INSPECTOR))  # lesson 3 asks for it
    return Report("clients", tuple(findings), tuple(probes.values()))


def inspector_skipped(why: str | None, asked: Sequence[str]) -> list[Finding]:
    """The finding of an Inspector a check could not run here (`why`, None if it ran) among the
    clients it `asked` for: said, never counted, since a right server passes without Node too."""
    wanted = any(name == INSPECTOR or name in running_clients.INSPECTOR_ERAS for name in asked)
    return [Finding("clients.inspector", Verdict.SKIPPED, got=(why,))] if why and wanted else []


def rule_findings(conversations: dict[str, Conversation], runs: dict[str, Transcript],
                  reference: Callable[[], ToolServer] = ToolServer) -> list[Finding]:
    """Each rule's finding: each version the reference speaks agreed to; the replies the
    `reference` server gives; for the counter-offer, any result with a real version other than
    the one asked for. A state the server never reached (it refused the states' initialize) is
    not judged."""
    found = {"clients.versions": _versions(runs)}
    for name, conversation in conversations.items():
        transcript = runs[name]
        expected = conversation.expected(reference().respond)
        got = conversation.attribute(transcript)
        init = next(iter(got.get(REACH, ())), None)
        reached = isinstance(init, dict) and isinstance(init.get("result"), dict)
        for rule in (r for r in RULES if r in {g for g, _ in conversation.groups}):
            sent = conversation.sent(rule)
            if rule == "clients.counter-offer":
                found[rule] = _counter_offer(sent, got[rule], expected[rule], transcript)
            elif rule != "clients.unknown-new" and not reached:
                shown = show(init) if init else say("got.no-reply")
                why = (say("got.initialize-failed", reply=shown),)
                found[rule] = Finding(rule, Verdict.NOT_JUDGED, sent, why)
            else:
                found[rule] = judge(rule, sent, got[rule], expected[rule], transcript)
    return [found[rule] for rule in RULES]


def _versions(runs: dict[str, Transcript]) -> Finding:
    """Each version the reference server speaks, asked for in a connection of its own, is agreed
    to as it was asked (lesson 2's finding, over the SDK's versions): a client that offers an
    older one gets that one, not the newest."""
    answers = [(v, sent_lines(version_script(v)), reply_to(runs[f"version {v}"], VERSION_ID))
               for v in SUPPORTED_VERSIONS]
    return supported_versions(answers, "", "clients.versions",
                              (("versions", ", ".join(SUPPORTED_VERSIONS)),))


def _counter_offer(sent: tuple[str, ...], got: Sequence[Message], expected: Sequence[Message],
                   transcript: Transcript) -> Finding:
    finding, values = "clients.counter-offer", (("requested", UNSPOKEN_VERSION),)
    reply = got[0] if got else None
    result = reply.get("result") if reply else None
    version = result.get("protocolVersion") if isinstance(result, dict) else None
    if isinstance(version, str) and version != UNSPOKEN_VERSION \
            and version in jsonrpc.MCP_VERSIONS:
        seen = say("seen.counter-offer", version=version)
        return Finding(finding, Verdict.PASSED, sent, (show(reply),), seen, values)
    if reply is None:  # no reply, or a stop: the generic words for both
        silent = judge(finding, sent, got, expected, transcript)
        return Finding(finding, silent.verdict, sent, silent.got, "", values)
    if version == UNSPOKEN_VERSION:
        why = say("got.echoed", version=UNSPOKEN_VERSION)
    elif isinstance(reply.get("error"), dict):
        why = say("got.refused-offer")
    else:
        why = ""
    return Finding(finding, Verdict.FAILED, sent, (*((why,) if why else ()), show(reply)), "",
                   values)


def client_findings(run: ClientRun) -> list[Finding]:
    """A client's findings: it connects, agrees on a version (where it says which), lists echo,
    calls it and gets the text back, and connects quickly."""
    who = say(f"clients.name.{run.client}")
    bound = quick_connect()  # the SDK's own wait, which no time scale stretches
    values = (("client", who), ("bound", _seconds(bound)))
    sent = (say(f"clients.sent.{run.client}"),)
    aspects = ["connects", "version", "lists-echo", "calls-echo", "quick"]
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
    judged |= tool_findings(run, finding, remark=True)
    seconds = run.seconds or 0.0
    if seconds <= bound:
        took = say("clients.took", seconds=_seconds(seconds))
        judged["quick"] = finding("quick", Verdict.PASSED, (took,))
    else:
        waited = say("clients.kept-waiting", seconds=_seconds(seconds))
        judged["quick"] = finding("quick", Verdict.FAILED, (waited,))
    return [judged[aspect] for aspect in aspects]


def _stopped(run: ClientRun) -> tuple[str, ...]:
    """Why a client stopped: its own words, and the server's last line on stderr if it had one."""
    return (stopped_on(run), *((say("got.last-stderr", line=run.stderr),) if run.stderr else ()))


def not_going(run: ClientRun, aspects: Sequence[str],
              finding: Callable[..., Finding]) -> list[Finding] | None:
    """A client's findings, `aspects` in order, when it never got going: stopped from outside
    (the Inspector, once its first message went unanswered), or never connected. None when it
    connected (lessons 3 and 4 share these words)."""
    if run.stopped:
        stopped_early = (say("clients.stopped-id-zero"),)
        return [finding(aspect, Verdict.NOT_JUDGED, stopped_early) for aspect in aspects]
    if not run.connected:
        never = (say("clients.never-connected"),)
        return [finding(aspects[0], Verdict.FAILED, _stopped(run))] + [
            finding(aspect, Verdict.NOT_JUDGED, never) for aspect in aspects[1:]
        ]
    return None


def tool_findings(run: ClientRun, finding: Callable[..., Finding], *,
                  remark: bool) -> dict[str, Finding]:
    """A connected client's "lists-echo" and "calls-echo" findings; with `remark`, a passed list
    also says, as what was seen, which tools it listed."""
    if run.tools is None:
        return {"lists-echo": finding("lists-echo", Verdict.FAILED, _stopped(run)),
                "calls-echo": finding("calls-echo", Verdict.NOT_JUDGED, (say("clients.no-list"),))}
    listed = (say("clients.tools", tools=", ".join(run.tools) or say("seen.none"))
              if run.listed_all else say("clients.tools-include", tool=ECHO_TOOL))
    if ECHO_TOOL in run.tools:
        lists = finding("lists-echo", Verdict.PASSED, (listed,), listed if remark else "")
    else:
        lists = finding("lists-echo", Verdict.FAILED, (listed,))
    return {"lists-echo": lists, "calls-echo": calls_echo(run, finding, _stopped(run))}


def quick_connect() -> float:
    """How soon a real client must be connected: within the SDK Client's wait for an answer to
    its `server/discover` probe (10 s). A server that answers the probe, an unknown method to it,
    is connected before that however slowly it starts (an SDK server takes 0.7 s, over 2 s on a
    busy machine; one that needs longer is one a person notices as stuck); a server silent to it
    has kept the client waiting all of it. A bound of a few seconds would judge the machine's
    load and the server's start-up instead (issue 22)."""
    from mcp.client import session  # read when judged: a test may shorten the SDK's wait

    return float(session.DISCOVER_TIMEOUT_SECONDS)


def calls_echo(
    run: ClientRun, finding: Callable[..., Finding], stopped: tuple[str, ...]
) -> Finding:
    if run.echo is None:
        return finding("calls-echo", Verdict.FAILED, stopped)
    back = say("clients.echoed", texts=" | ".join(run.echo) or say("seen.none"))
    if run.echo_is_error:
        return finding("calls-echo", Verdict.FAILED, (back, say("clients.is-error")))
    right = run.echo == (ECHO_TEXT,)
    return finding("calls-echo", Verdict.PASSED if right else Verdict.FAILED, (back,))


def _seconds(value: float) -> float:
    """Seconds rounded as a person says them: 10, 2.5, 0.04 (`say` writes them with the
    decimal mark of the student's language)."""
    return float(f"{value:.2g}") if value < 1 else round(value, 1)


def answered_id_zero(transcript: Transcript) -> bool:
    return any(type(r.get("id")) is int and r["id"] == INSPECTOR_ID for r in transcript.replies)


def id_zero(transcript: Transcript, inspector_skipped: str) -> Finding:
    finding = "clients.id-zero"
    sent = sent_lines(inspector_hello())
    got = tuple(show(r) for r in transcript.replies) or (say("got.no-reply"),)
    verdict = Verdict.PASSED if answered_id_zero(transcript) else Verdict.FAILED
    return Finding(finding, verdict, sent, got, inspector_skipped)
