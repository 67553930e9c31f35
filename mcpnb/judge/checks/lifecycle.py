"""Lesson 3's rules, which a server keeps from then on: what a real client may meet that the
clients alone would not test, each a finding of its own, judged against the reference server of
the lesson (`mcpnb.servers.clients`, or a later lesson's that keeps them).

- an unknown method gets -32601 in every state (new, waiting, ready), and an `initialize` for a
  version the server does not speak gets the counter-offer, a result with a version it does
  speak; each version it speaks is agreed to as asked. A real client today offers a version the
  server speaks and probes only before `initialize`, so the clients alone would pass a server
  that breaks these rules;
- the MCP Inspector's first message (`initialize` with id 0, sent by the seam,
  `mcpnb.judge.checks.meeting`), so that a server that takes id 0 for a notification is caught
  without Node.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from mcpnb.content.probes import NO_SUCH_METHOD, UNSPOKEN_LEGACY
from mcpnb.judge.checks.conversation import Conversation, Plan, judge, show
from mcpnb.judge.checks.initialize import (
    VERSION_ID,
    initialize_request,
    reply_to,
    sent_lines,
    supported_versions,
    version_script,
)
from mcpnb.judge.checks.meeting import answered_id_zero
from mcpnb.judge.report import Finding, Verdict
from mcpnb.protocol import jsonrpc
from mcpnb.protocol.jsonrpc import Message
from mcpnb.running.real_clients import inspector_hello
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


def id_zero(transcript: Transcript, inspector_skipped: str) -> Finding:
    finding = "clients.id-zero"
    sent = sent_lines(inspector_hello())
    got = tuple(show(r) for r in transcript.replies) or (say("got.no-reply"),)
    verdict = Verdict.PASSED if answered_id_zero(transcript) else Verdict.FAILED
    return Finding(finding, verdict, sent, got, inspector_skipped)


def version_plans() -> dict[str, Plan]:
    """A connection of its own for each version the lesson's server speaks: `clients.versions`."""
    return {f"version {v}": Plan(version_script(v), awaited=(VERSION_ID,))
            for v in SUPPORTED_VERSIONS}
