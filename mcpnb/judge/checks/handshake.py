"""Lesson 2's server check: the initialize handshake, behaviour by behaviour."""

from __future__ import annotations

from dataclasses import dataclass

from mcpnb.content.probes import NO_SUCH_METHOD
from mcpnb.judge.checks.asked import Asked
from mcpnb.judge.checks.conversation import (
    Conversation,
    Plan,
    could_not_start,
    judge,
    run_all,
    show,
)
from mcpnb.judge.checks.initialize import (
    VERSION_ID,
    init_result,
    initialize_request,
    reply_to,
    sent_lines,
    supported_versions,
    version_script,
)
from mcpnb.judge.report import Finding, Report, Verdict
from mcpnb.protocol import jsonrpc
from mcpnb.protocol.jsonrpc import Message
from mcpnb.running.harness import id_key
from mcpnb.running.scripts import Script, load_script, script_lines
from mcpnb.running.transcripts import Transcript, shorten, show_chunk
from mcpnb.servers import handshake
from mcpnb.texts import say

# Every version a server lists costs a run of it; more than every MCP version there is (five)
# is surely not a real list, so a longer one is judged on its first eight.
MAX_VERSIONS = 8


def handshake_conversation(version: str) -> Conversation:
    """The probe lines of the handshake check: one connection through every state."""
    c = Conversation()
    c.add("handshake.ping-before-initialize", jsonrpc.request("hello", "ping"))
    c.add("handshake.before-initialize", jsonrpc.request("too-early", "tools/list"))
    c.add("handshake.supported-version", initialize_request("init", version))
    c.add("handshake.before-initialized", jsonrpc.request("too-soon", "tools/list"))
    c.add("handshake.notifications", jsonrpc.notification("notifications/initialized"))
    c.add(
        "handshake.honest-capabilities",
        *(jsonrpc.request(f"list-{g}", method) for g, method in jsonrpc.LIST_METHODS.items()),
    )
    c.add("handshake.unknown-method", jsonrpc.request("unknown", NO_SUCH_METHOD))
    c.add("handshake.second-initialize", initialize_request("init-again", version))
    c.add(
        "handshake.notifications",
        jsonrpc.notification("notifications/initialized"),
        jsonrpc.notification("notifications/cancelled", {"requestId": "x", "reason": "test"}),
        jsonrpc.notification("notifications/mcpnb-unknown"),
    )
    c.add("handshake.parse-error", "not json")
    return c


def _version_plan(version: str) -> tuple[str, Plan]:
    return f"version {version}", Plan(version_script(version), awaited=(VERSION_ID,))


def check_handshake(asked: Asked) -> Report:
    """The handshake check: the lesson's script, the probes through every state, and each
    version the server says it speaks, each a connection of its own, all at once."""
    command, time_scale = asked.wrapped, asked.time_scale
    lesson = load_script("02-handshake")
    first, *others = handshake.SUPPORTED_VERSIONS
    conversation = handshake_conversation(first)
    # The lesson's other versions are asked at once, beside the rest: nearly every server speaks
    # them, so a second round is needed only for a server that lists versions of its own.
    plans = {"lesson": Plan(lesson), "probes": Plan(conversation.script())}
    plans |= dict(_version_plan(v) for v in others)
    runs = run_all(command, plans, time_scale)
    if (failed := could_not_start("handshake", runs)) is not None:
        return failed
    refusal = _lesson_refusal(lesson, runs["lesson"])
    versions, asked_why = versions_to_ask(refusal)
    more = versions[1:]  # the first is the probe conversation's
    missing = {name: plan for name, plan in map(_version_plan, more) if name not in runs}
    if missing:
        runs |= run_all(command, missing, time_scale)
    probes = runs["probes"]
    expected = conversation.expected(handshake.Handshake().respond)
    got = conversation.attribute(probes)
    init = next(iter(got["handshake.supported-version"]), None)
    answers = [(first, conversation.sent("handshake.supported-version"), init)]
    for version in more:
        name, plan = _version_plan(version)
        answers.append((version, sent_lines(plan.script), reply_to(runs[name], VERSION_ID)))

    def generic(finding: str) -> Finding:
        sent = conversation.sent(finding)
        return judge(finding, sent, got[finding], expected[finding], probes)

    findings = [
        generic("handshake.ping-before-initialize"),
        generic("handshake.before-initialize"),
        supported_versions(answers, asked_why),
        _unsupported_version(refusal),
        _server_info(conversation, init),
        _honest_capabilities(conversation, init, got["handshake.honest-capabilities"]),
        generic("handshake.before-initialized"),
        generic("handshake.second-initialize"),
        generic("handshake.unknown-method"),
        generic("handshake.notifications"),
        generic("handshake.parse-error"),
    ]
    return Report("handshake", tuple(findings), tuple(runs.values()))


@dataclass(frozen=True)
class Refusal:
    """The lesson script's initialize with a version nobody speaks, and the two replies to it."""

    line: str
    reference: Message  # the reference server's: error -32602 with the lesson's error.data
    answer: Message | None  # the server's, if it gave one

    @property
    def requested(self) -> str:
        return str(self.reference["error"]["data"]["requested"])

    def listed(self) -> list[str] | None:
        """The versions the server says it speaks, when it refuses as the lesson does: with the
        lesson's code, and error.data naming the requested version and a list without it."""
        error = self.answer.get("error") if self.answer else None
        if not isinstance(error, dict) or error.get("code") != self.reference["error"]["code"]:
            return None
        data = error.get("data")
        supported = data.get("supported") if isinstance(data, dict) else None
        if (
            isinstance(data, dict)
            and data.get("requested") == self.requested
            and isinstance(supported, list)
            and supported
            and all(isinstance(v, str) for v in supported)
            and self.requested not in supported
        ):
            return supported
        return None

    def offered(self) -> str | None:
        """The version the server counter-offered, as the specification says: a real one."""
        result = self.answer.get("result") if self.answer else None
        version = result.get("protocolVersion") if isinstance(result, dict) else None
        if version != self.requested and version in jsonrpc.MCP_VERSIONS:
            return str(version)
        return None


def _lesson_refusal(lesson: Script, transcript: Transcript) -> Refusal:
    server = handshake.Handshake()
    for _, _, line in script_lines(lesson):
        incoming = jsonrpc.classify(line)
        reply = server.respond(incoming)
        if incoming.method == "initialize" and reply and "error" in reply.message:
            reference = reply.message
            return Refusal(str(line), reference, reply_to(transcript, reference["id"]))
    raise AssertionError("the lesson's script has no unsupported initialize to judge by")


def versions_to_ask(refusal: Refusal) -> tuple[tuple[str, ...], str]:
    """Every version a server must agree to, and a remark saying where the list came from.

    The probe conversation always asks for the lesson's first version. Beyond it:

    - a server that refuses as the lesson does lists what it speaks in error.data: each of those;
    - a server that counter-offers, or echoes, shows no list. The lesson's versions stand in for
      it: the lesson's server speaks exactly those, and only a second version tells a server that
      agrees to what was asked from one that always answers with its first. A version it
      counter-offered joins them: offering a version says the server speaks it.
    """
    listed, offered = refusal.listed(), refusal.offered()
    if listed is not None:
        versions, why = [handshake.SUPPORTED_VERSIONS[0], *listed], "seen.versions-listed"
    elif offered is not None:
        versions, why = [*handshake.SUPPORTED_VERSIONS, offered], "seen.versions-offered"
    else:
        versions, why = list(handshake.SUPPORTED_VERSIONS), "seen.versions-lesson"
    unique = tuple(dict.fromkeys(versions))[:MAX_VERSIONS]
    return unique, say(why, versions=shorten(", ".join(unique)))


def _unsupported_version(refusal: Refusal) -> Finding:
    """The lesson's -32602 with data, or the spec's counter-offer; never the version echoed. The
    lesson's code without the versions in error.data is a finding of its own: the version was not
    agreed to, yet the client is left with nothing to ask for next."""
    finding = "handshake.unsupported-version"
    requested, answer = refusal.requested, refusal.answer
    sent = (show_chunk(refusal.line.encode()),)
    if answer is None:
        return Finding(finding, Verdict.FAILED, sent, (say("got.no-reply"),))
    shown = (show(answer),)
    if (supported := refusal.listed()) is not None:
        seen = say("seen.lesson-error", supported=", ".join(supported))
        return Finding(finding, Verdict.PASSED, sent, shown, seen)
    error, result = answer.get("error"), answer.get("result")
    if isinstance(error, dict) and error.get("code") == refusal.reference["error"]["code"]:
        got = (say("got.refusal-without-data", version=requested), *shown)
        return Finding("handshake.refusal-data", Verdict.FAILED, sent, got)
    if isinstance(result, dict):
        offered = refusal.offered()
        if result.get("protocolVersion") == requested:
            got = (say("got.echoed", version=requested), *shown)
            return Finding(finding, Verdict.FAILED, sent, got)
        if offered is not None:  # a real version, not made up
            seen = say("seen.counter-offer", version=offered)
            return Finding(finding, Verdict.PASSED, sent, shown, seen)
    return Finding(finding, Verdict.FAILED, sent, shown)


def _server_info(conversation: Conversation, init: Message | None) -> Finding:
    finding = "handshake.server-info"
    sent = conversation.sent("handshake.supported-version")
    result = init_result(init)
    if result is None:
        got = say("got.initialize-failed", reply=show(init) if init else say("got.no-reply"))
        return Finding(finding, Verdict.NOT_JUDGED, sent, (got,))
    info = result.get("serverInfo")
    if isinstance(info, dict) and all(isinstance(info.get(k), str) for k in ("name", "version")):
        return Finding(finding, Verdict.PASSED, sent, (show(info),))
    return Finding(finding, Verdict.FAILED, sent, (say("got.no-server-info", result=show(result)),))


def _honest_capabilities(
    conversation: Conversation, init: Message | None, lists: list[Message]
) -> Finding:
    finding = "handshake.honest-capabilities"
    sent = conversation.sent("handshake.supported-version") + conversation.sent(finding)
    result = init_result(init)
    if result is None:
        got = say("got.initialize-failed", reply=show(init) if init else say("got.no-reply"))
        return Finding(finding, Verdict.NOT_JUDGED, sent, (got,))
    capabilities = result.get("capabilities")
    listed = jsonrpc.LIST_METHODS  # a client calls these as soon as their group is declared
    declared = [g for g in listed if isinstance(capabilities, dict) and g in capabilities]
    seen = say("seen.declared", groups=", ".join(declared) or say("seen.none"))
    by_id = {id_key(r.get("id")): r for r in lists}
    broken = []
    for group in declared:
        reply = by_id.get(id_key(f"list-{group}"))
        if reply is None or "result" not in reply:
            shown_reply = show(reply) if reply else say("got.no-reply")
            broken.append(
                say(
                    "got.declared-but-missing",
                    group=group,
                    method=listed[group],
                    reply=shown_reply,
                )
            )
    if not isinstance(capabilities, dict):
        broken.append(show(result))
    verdict = Verdict.FAILED if broken else Verdict.PASSED
    return Finding(finding, verdict, sent, tuple(broken), seen)
