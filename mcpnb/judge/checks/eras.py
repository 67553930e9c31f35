"""Lesson 4's check: a dual-era server, behaviour by behaviour, then the real clients of each era.

`check_eras(asked)` (the "eras" check of `mcpnb.judge.checks.server.check_server`) runs, all at
once:

- **the modern rules**, in connections of the check's own, each a finding: `server/discover`,
  `tools/list` and `tools/call` answered by the 2026-07-28 schema (each reply read with the SDK's
  own wire models, `mcp_types`); `resultType: "complete"` on every result, and `ttlMs` and
  `cacheScope` on the ones a client may keep, each a finding of its own, so that a server that
  forgets one fails that one; a malformed request (a `_meta` without the client's capabilities,
  a `server/discover` without any) is -32602; an unsupported version is -32022 naming the
  versions spoken and the one asked; each request judged on its own `_meta`, never an earlier
  one's; `ping` is gone. The real clients do not see most of these (a version they never send, a
  rejection they never provoke): the check asks itself;
- **lesson 3's rules**, which a dual-era server keeps for its legacy clients (the versions, the
  counter-offer, -32601 in every state, the Inspector's id 0), judged against the reference
  dual-era server (`mcpnb.servers.eras`);
- **the real clients**: the SDK's `Client` in its legacy, auto and 2026-07-28 modes, and the
  Inspector in its legacy, auto and modern eras: each connects, speaks its era (the SDK says
  which version it agreed on), lists `echo`, and calls it.

A modern-only server passes the modern findings and fails the legacy ones, as a legacy server
does the reverse: the exercise asks for both.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from mcpnb.content.client_errors import plain_error
from mcpnb.content.probes import CHECK_INFO, NO_SUCH_METHOD, UNSPOKEN
from mcpnb.judge.checks import lifecycle
from mcpnb.judge.checks.asked import Asked
from mcpnb.judge.checks.conversation import Conversation, Plan, judge, show, stdout_only
from mcpnb.judge.checks.initialize import initialize_request
from mcpnb.judge.checks.meeting import HELLO, Judge, OnStdio, meet
from mcpnb.judge.report import Finding, Report, Verdict
from mcpnb.protocol import eras, jsonrpc
from mcpnb.protocol.jsonrpc import Message
from mcpnb.running.client_tasks import ECHO_TASK, ECHO_TEXT, ECHO_TOOL
from mcpnb.running.real_clients import ERA_CLIENTS
from mcpnb.running.transcripts import Transcript
from mcpnb.servers.clients import SUPPORTED_VERSIONS
from mcpnb.servers.eras import DualEra
from mcpnb.texts import say

MODERN = eras.MODERN_VERSIONS[0]
# A server/discover with no _meta at all, in the malformed connection.
BARE_DISCOVER = "bare-discover"
# Two more a right server refuses, with an error of any code: a server/discover whose _meta has
# the capabilities but no version (a dual-era server may take it for an era-ambiguous legacy
# request, as the SDK's does), and a request whose version is a number, not the string the schema
# says (-32602 is lesson 4's answer; a -32022 for a version it does not speak is no worse).
UNVERSIONED_DISCOVER, NUMBERED = "unversioned-discover", "numbered"
# And a request whose _meta is null: with no version it is no modern request (the rule of
# malformed requests is about modern ones), so a dual-era server may serve it as the legacy
# request it may be, or refuse it; it must not crash, nor serve it as modern.
NULL_META = "null-meta"
ANY_ERROR = (BARE_DISCOVER, UNVERSIONED_DISCOVER, NUMBERED)
# The findings of the modern rules, in the order a report shows them.
MODERN_RULES = ("eras.discover", "eras.list", "eras.call", "eras.result-type", "eras.cache-hints",
                "eras.malformed", "eras.unsupported", "eras.stateless", "eras.no-ping")
# The rule of a server that speaks both eras: the legacy era's requests stay legacy.
BOTH_RULES = ("eras.legacy-meta",)
# And of stdio, in either era: nothing but messages on stdout.
STDIO_RULES = ("eras.stdout-only",)
# The legacy connection's handshake, which no finding judges: lesson 3's rules do.
HANDSHAKE = "eras.handshake"
# The SDK wire model each modern result is read into, by the finding that asks for it.
RESULTS = {"eras.discover": "DiscoverResult", "eras.list": "ListToolsResult",
           "eras.call": "CallToolResult"}

def envelope(version: Any = MODERN, *, capabilities: bool = True) -> dict[str, Any]:
    """A modern request's `_meta`: its version, the client's (empty) capabilities, its name."""
    meta: dict[str, Any] = {eras.PROTOCOL_VERSION_KEY: version, eras.CLIENT_INFO_KEY: CHECK_INFO}
    if capabilities:
        meta[eras.CLIENT_CAPABILITIES_KEY] = {}
    return meta


def modern_request(id: str, method: str, params: dict[str, Any] | None = None, *,
                   version: Any = MODERN, capabilities: bool = True) -> Message:
    return jsonrpc.request(id, method, {**(params or {}),
                                        "_meta": envelope(version, capabilities=capabilities)})


ECHO_CALL = {"name": ECHO_TOOL, "arguments": {"text": ECHO_TEXT}}


def modern_marker(id: str) -> Message:
    """A modern conversation's marker: a modern `server/discover`, which every modern server
    answers. (A bare ping would be, to a dual-era server that served a `server/discover` just
    before, a client falling back to the legacy era: the check's own doing.)"""
    return modern_request(id, "server/discover")


def modern_conversation() -> Conversation:
    """The modern requests a right server serves, then, on the same connection, a malformed one
    and an unsupported one: a server that remembers the first envelope serves them."""
    c = Conversation(marker=modern_marker)
    c.add("eras.discover", modern_request("discover", "server/discover"))
    c.add("eras.list", modern_request("list", "tools/list"))
    c.add("eras.call", modern_request("call", "tools/call", ECHO_CALL))
    c.add("eras.no-ping", modern_request("ping", "ping"))
    # A tool call the tool cannot do (no text): its result, isError true, says its kind too.
    c.add("eras.result-type", modern_request("call-error", "tools/call",
                                             {"name": ECHO_TOOL, "arguments": {}}))
    c.add("eras.stateless", modern_request("later-half", "tools/list", capabilities=False),
          modern_request("later-unspoken", "tools/list", version=UNSPOKEN),
          jsonrpc.request(LATER_BARE, "tools/list"), jsonrpc.request(LATER_BARE_CALL, "tools/call",
                                                                     ECHO_CALL))
    return c


def legacy_meta_conversation() -> Conversation:
    """A legacy client's tool call with a `_meta` of its own, a progress token, as the legacy
    era allows: it is no modern request, for it names no protocol version."""
    c = Conversation()
    c.add(HANDSHAKE, initialize_request("legacy-init", SUPPORTED_VERSIONS[0]),
          jsonrpc.notification("notifications/initialized"))
    c.add("eras.legacy-meta", jsonrpc.request("legacy-call", "tools/call",
                                              {**ECHO_CALL, "_meta": {"progressToken": 1}}))
    return c


def fresh_conversations() -> dict[str, Conversation]:
    """The rejections, each in a connection of its own that opens with it."""
    malformed, unsupported = Conversation(marker=modern_marker), Conversation(marker=modern_marker)
    # The modern ones first: a dual-era server may take a request that names no version for a
    # client falling back to the legacy era, and serve the rest of the connection so.
    malformed.add("eras.malformed", modern_request("half", "tools/list", capabilities=False),
                  modern_request(NUMBERED, "tools/list", version=20260728),
                  jsonrpc.request(BARE_DISCOVER, "server/discover"),
                  jsonrpc.request(UNVERSIONED_DISCOVER, "server/discover",
                                  {"_meta": {eras.CLIENT_CAPABILITIES_KEY: {}}}),
                  jsonrpc.request(NULL_META, "tools/list", {"_meta": None}))
    unsupported.add("eras.unsupported", modern_request("unspoken", "tools/list", version=UNSPOKEN))
    return {"malformed": malformed, "unsupported": unsupported}


def rules() -> tuple[dict[str, Plan], Judge]:
    """The modern rules, stdio's, and lesson 3's, which a dual-era server keeps for its legacy
    clients."""
    modern = {"modern": modern_conversation(), "legacy-meta": legacy_meta_conversation(),
              **fresh_conversations()}
    # Lesson 3's rules in the states: lesson 4's server knows the method lesson 3 asks there
    # (server/discover), so the unknown one is a method no server has.
    legacy = {"states": lifecycle.states_conversation(NO_SUCH_METHOD),
              "offer": lifecycle.offer_conversation()}
    plans = {name: Plan(c.script(), keep_open=True) for name, c in {**modern, **legacy}.items()}

    def judge(probes: dict[str, Transcript], remark: str) -> list[Finding]:
        return [*modern_findings(modern, probes),
                *(stdout_only(rule, list(probes.values())) for rule in STDIO_RULES),
                *lifecycle.rule_findings(legacy, probes, DualEra),
                lifecycle.id_zero(probes[HELLO], remark)]

    return plans | lifecycle.version_plans(), judge


# The check: its rules, then the SDK's Client in its three modes and the Inspector in its three
# eras, once every probe's server has started.
ERAS_CHECK = OnStdio("eras", rules, ECHO_TASK, ERA_CLIENTS, "eras", staggered=True)


def check_eras(asked: Asked) -> Report:
    """The eras check: the modern rules, lesson 3's rules, then each of its real clients."""
    return meet(ERAS_CHECK, asked)


# -- the modern rules ------------------------------------------------------------------------------


def modern_findings(conversations: dict[str, Conversation],
                    runs: dict[str, Transcript]) -> list[Finding]:
    """Each modern rule's finding, in `MODERN_RULES` order, then the two eras' rule."""
    got: dict[str, list[Message]] = {}
    sent: dict[str, tuple[str, ...]] = {}
    expected: dict[str, list[Message]] = {}
    transcripts: dict[str, Transcript] = {}
    for name, conversation in conversations.items():
        got |= conversation.attribute(runs[name])
        theirs = conversation.expected(DualEra().respond)
        for rule, _ in conversation.groups:
            sent[rule], expected[rule] = conversation.sent(rule), theirs[rule]
            transcripts[rule] = runs[name]
    found = {rule: _served(rule, sent[rule], got.get(rule, []), transcripts[rule])
             for rule in RESULTS}
    results = {rule: _result(got.get(rule, [])) for rule in RESULTS}
    found["eras.result-type"] = _result_types(sent, {
        **results, "eras.result-type": _result(got.get("eras.result-type", []))})
    found["eras.cache-hints"] = _cache_hints(sent, results)
    expected["eras.malformed"] = _any_error_for_bare(got.get("eras.malformed", []),
                                                     expected["eras.malformed"])
    for rule in ("eras.malformed", "eras.no-ping"):
        found[rule] = judge(rule, sent[rule], got.get(rule, []), expected[rule], transcripts[rule],
                            died_fails=True)
    found["eras.stateless"] = _stateless(sent["eras.stateless"], got, transcripts)
    found["eras.legacy-meta"] = _legacy_meta(sent, got, transcripts)
    found["eras.unsupported"] = _unsupported(sent["eras.unsupported"],
                                             got.get("eras.unsupported", []),
                                             expected["eras.unsupported"],
                                             transcripts["eras.unsupported"])
    return [found[rule] for rule in (*MODERN_RULES, *BOTH_RULES)]


def _any_error_for_bare(got: Sequence[Message], expected: list[Message]) -> list[Message]:
    """What a right server answers the malformed requests: -32602 for a modern one that lacks
    a field, and any error for those of `ANY_ERROR` (a `server/discover` with no `_meta` at all,
    say). A dual-era server may take such a discover for an era-ambiguous legacy request (the
    SDK's answers -32601); what the specification forbids is serving it as modern, and only a
    result does that. A request whose `_meta` is null names no era at all: any reply that does
    not serve it as modern (the TypeScript SDK serves it as a legacy one)."""
    errors = {r.get("id"): r for r in got
              if r.get("id") in ANY_ERROR and isinstance(r.get("error"), dict)}
    errors |= {r.get("id"): r for r in got if r.get("id") == NULL_META and not _modern(r)}
    return [errors.get(reply.get("id"), reply) for reply in expected]


def _modern(reply: Message) -> bool:
    """Was a request served as modern: a result that says its kind or how long to keep it?"""
    result = reply.get("result")
    return isinstance(result, dict) and any(key in result for key in MODERN_MARKS)


# What only a modern result carries.
MODERN_MARKS = ("resultType", "ttlMs", "cacheScope")


def _result(replies: Sequence[Message]) -> dict[str, Any] | None:
    result = replies[0].get("result") if replies else None
    return result if isinstance(result, dict) else None


def _shown(replies: Sequence[Message]) -> tuple[str, ...]:
    return tuple(show(r) for r in replies) or (say("got.no-reply"),)


def wire_problem(model: str, value: Mapping[str, Any], *, fill: bool = True) -> str | None:
    """What keeps `value` from being the 2026-07-28 schema's `model`, in the lesson's words, or
    None. With `fill`, the fields that have findings of their own (`resultType`, `ttlMs`,
    `cacheScope`) count as present: each rule fails its own finding only."""
    from mcp_types import _v2026_07_28 as wire  # the SDK's vendored schema: pydantic, 0.3 s
    from pydantic import ValidationError

    filled = {"resultType": eras.COMPLETE, "ttlMs": 0, "cacheScope": "public", **value} \
        if fill else dict(value)
    try:
        getattr(wire, model).model_validate(filled)
    except ValidationError as exc:
        return plain_error(exc)
    return None


# The id of each served rule's request (`modern_conversation`).
SERVED_IDS = {"eras.discover": "discover", "eras.list": "list", "eras.call": "call"}


def _served(rule: str, sent: tuple[str, ...], got: Sequence[Message],
            transcript: Transcript) -> Finding:
    """A modern request a right server serves: its result, by the schema, with what the
    lesson's exercise asks of it (the modern version, the echo tool, the text sent back)."""
    result = _result(got)
    if result is None:
        stopped = judge(rule, sent, got, [{"id": SERVED_IDS[rule], "result": {}}], transcript,
                        died_fails=True)  # its words for silence
        verdict = Verdict.NOT_JUDGED if stopped.verdict is Verdict.NOT_JUDGED else Verdict.FAILED
        return Finding(rule, verdict, sent, stopped.got)
    if (problem := wire_problem(RESULTS[rule], result)) is not None:
        return Finding(rule, Verdict.FAILED, sent, (problem, *_shown(got)))
    why = ""
    if rule == "eras.discover":
        versions = result.get("supportedVersions") or []
        if MODERN not in versions:
            why = say("eras.got.no-modern-version", versions=", ".join(map(str, versions)) or "[]")
        elif "tools" not in result.get("capabilities", {}):
            why = say("eras.got.no-tools-capability")
    elif rule == "eras.list":
        names = [tool.get("name") for tool in result.get("tools", [])]
        if ECHO_TOOL not in names:
            why = say("clients.tools", tools=", ".join(map(str, names)) or say("seen.none"))
    else:
        content = result.get("content")
        if content != [{"type": "text", "text": ECHO_TEXT}] or result.get("isError"):
            why = say("eras.got.not-echoed", text=ECHO_TEXT)
    if why:
        return Finding(rule, Verdict.FAILED, sent, (why, *_shown(got)))
    return Finding(rule, Verdict.PASSED, sent, _shown(got))


def _result_types(sent: dict[str, tuple[str, ...]],
                  results: dict[str, dict[str, Any] | None]) -> Finding:
    """Every result of the modern requests says `resultType: "complete"`."""
    rule = "eras.result-type"
    lines = tuple(line for r in results for line in sent[r])
    seen = {r: result for r, result in results.items() if result is not None}
    if not seen:
        return Finding(rule, Verdict.NOT_JUDGED, lines, (say("eras.got.no-results"),))
    wrong = [say("eras.got.result-type", method=_method(r), value=_value(result, "resultType"))
             for r, result in seen.items() if result.get("resultType") != eras.COMPLETE]
    got = tuple(say("eras.got.result-type", method=_method(r), value=_value(result, "resultType"))
                for r, result in seen.items())
    return Finding(rule, Verdict.FAILED if wrong else Verdict.PASSED, lines, tuple(wrong) or got)


def _cache_hints(sent: dict[str, tuple[str, ...]],
                 results: dict[str, dict[str, Any] | None]) -> Finding:
    """The results a client may keep say for how long (`ttlMs`, a whole number of ms, 0 or more)
    and for whom (`cacheScope`: public or private); a tool call's result need not."""
    rule = "eras.cache-hints"
    kept = [r for r in RESULTS if _method(r) in eras.CACHEABLE_METHODS]
    lines = tuple(line for r in kept for line in sent[r])
    seen = {r: results[r] for r in kept if results[r] is not None}
    if not seen:
        return Finding(rule, Verdict.NOT_JUDGED, lines, (say("eras.got.no-results"),))
    got, wrong = [], False
    for r, result in seen.items():
        assert result is not None
        wrong = wrong or not eras.has_cache_hints(result)
        got.append(say("eras.got.cache", method=_method(r), ttl=_value(result, "ttlMs"),
                       scope=_value(result, "cacheScope")))
    return Finding(rule, Verdict.FAILED if wrong else Verdict.PASSED, lines, tuple(got))


def _unsupported(sent: tuple[str, ...], got: Sequence[Message], expected: Sequence[Message],
                 transcript: Transcript) -> Finding:
    """-32022 for a version the server does not speak, whose data names the versions it speaks
    (the modern one among them) and the one that was asked for."""
    rule = "eras.unsupported"
    coded = judge(rule, sent, got, expected, transcript, died_fails=True)
    if coded.verdict is not Verdict.PASSED:
        return coded
    error = got[0]["error"]
    data = error.get("data")
    problem = wire_problem("UnsupportedProtocolVersionError", got[0], fill=False)
    if problem is not None or not isinstance(data, dict):
        return Finding(rule, Verdict.FAILED, sent, (say("eras.got.no-data"), *_shown(got)))
    if data.get("requested") != UNSPOKEN or MODERN not in data.get("supported", []):
        why = say("eras.got.wrong-data", requested=UNSPOKEN, modern=MODERN)
        return Finding(rule, Verdict.FAILED, sent, (why, *_shown(got)))
    return coded


def _legacy_meta(sent: dict[str, tuple[str, ...]], got: dict[str, list[Message]],
                 transcripts: dict[str, Transcript]) -> Finding:
    """After a handshake, a tool call whose `_meta` holds a progress token alone is served as the
    legacy call it is: its result, the echoed text, without the modern era's resultType."""
    rule = "eras.legacy-meta"
    init = next(iter(got.get(HANDSHAKE, [])), None)
    if not (isinstance(init, dict) and isinstance(init.get("result"), dict)):
        why = say("got.initialize-failed", reply=show(init) if init else say("got.no-reply"))
        return Finding(rule, Verdict.NOT_JUDGED, sent[rule], (why,))
    replies = got.get(rule, [])
    result = _result(replies)
    if result is None:
        silent = judge(rule, sent[rule], replies, [{"id": "legacy-call", "result": {}}],
                       transcripts[rule], died_fails=True)
        verdict = Verdict.NOT_JUDGED if silent.verdict is Verdict.NOT_JUDGED else Verdict.FAILED
        return Finding(rule, verdict, sent[rule], silent.got)
    echoed = result.get("content") == [{"type": "text", "text": ECHO_TEXT}]
    legacy = "resultType" not in result
    why = "" if echoed else say("eras.got.not-echoed", text=ECHO_TEXT)
    if echoed and not legacy:
        why = say("eras.got.served-modern")
    verdict = Verdict.PASSED if not why else Verdict.FAILED
    return Finding(rule, verdict, sent[rule], (*((why,) if why else ()), *_shown(replies)))


# Each later request of the modern connection, and the request of a fresh connection it repeats.
LATER = {"later-half": ("eras.malformed", "half"),
         "later-unspoken": ("eras.unsupported", "unspoken")}
# And requests with no _meta at all, after the modern ones, a list and a call: served as modern
# (a result that says its resultType or how long to keep it), it was served on an earlier
# request's envelope.
LATER_BARE, LATER_BARE_CALL = "later-bare", "later-bare-call"


def _stateless(sent: tuple[str, ...], got: dict[str, list[Message]],
               transcripts: dict[str, Transcript]) -> Finding:
    """A request sent after others were served is answered as the same request is on a
    connection that opens with it: a server that carries an earlier envelope over does not.
    (Whether that answer is the right one is the fresh request's own finding.)"""
    rule = "eras.stateless"
    later = {str(r.get("id")): r for r in got.get(rule, [])}
    shown: list[str] = []
    differs = False
    for id, (fresh_rule, fresh_id) in LATER.items():
        fresh = next((r for r in got.get(fresh_rule, []) if r.get("id") == fresh_id), None)
        if fresh is None or id not in later:
            silent = judge(rule, sent, got.get(rule, []), [{"id": each} for each in LATER],
                           transcripts[rule], died_fails=True)
            verdict = Verdict.NOT_JUDGED if fresh is None else silent.verdict
            return Finding(rule, verdict, sent, silent.got if id not in later else (
                say("eras.got.fresh-silent"),))
        if _outcome(later[id]) != _outcome(fresh):
            differs = True
            shown.append(say("eras.got.not-as-fresh", later=show(later[id]), fresh=show(fresh)))
        else:
            shown.append(show(later[id]))
    for bare in (later.get(LATER_BARE), later.get(LATER_BARE_CALL)):
        if bare is not None and _modern(bare):
            differs = True
            shown.append(say("eras.got.sticky", later=show(bare)))
    return Finding(rule, Verdict.FAILED if differs else Verdict.PASSED, sent, tuple(shown))


def _outcome(reply: Message) -> tuple[str, Any]:
    """What a reply did: its error code, or that it served the request."""
    error = reply.get("error")
    return ("error", error.get("code")) if isinstance(error, dict) else ("result", None)


def _method(rule: str) -> str:
    return {"eras.discover": "server/discover", "eras.list": "tools/list",
            "eras.call": "tools/call", "eras.result-type": "tools/call"}[rule]


def _value(result: Mapping[str, Any], key: str) -> str:
    return show(result[key]) if key in result else say("eras.got.absent")
