"""Lesson 5's check: a dual-era server on Streamable HTTP, rule by rule, then the real clients.

`check_http(asked)` (the "http" check of `mcpnb.judge.checks.server.check_server`) starts the
server once (`mcpnb.running.web`: a free port as `--port N` and `$PORT`, inside its sandbox where
there is one), waits for it to listen, and then, all at once:

- **the rules**, each a finding, each through httpx with a request of the check's own: what the
  reference endpoint (`mcpnb.servers.http.Endpoint`) answers to the same request is what is
  expected, its status, its content type and its JSON-RPC error code, never typed here. A modern
  `tools/list` answered as JSON, a `tools/call` as an SSE stream with its progress first, a
  notification 202; `MCP-Protocol-Version`, `Mcp-Method` and `Mcp-Name` headers that do not
  say what the body says (-32020), a version the server does not speak (-32022), a method it
  does not know (404, -32601), a body that is not JSON (-32700), a GET (405), a foreign
  `Origin` (403); a legacy `initialize` that opens a session, a request without it (400) or
  with one the server does not know (404), the session's own states, a JSON-RPC error that
  keeps the session (any status but 404), and DELETE that ends it.
  The real clients never send most of these: the check asks itself;
- **the real clients over HTTP**, as lesson 4 judges them: the SDK's `Client` in its legacy,
  auto and 2026-07-28 modes and the Inspector in its three eras, each connecting, speaking its
  era, listing `echo` and calling it.

Its requests are built and sent by `mcpnb.content.exchange`, every read within its bounds: a
server that never answers, streams forever or floods costs its bound, never a hang.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from concurrent.futures import ThreadPoolExecutor
from typing import Any

from mcpnb.content.exchange import (
    ECHO_CALL,
    INITIALIZE,
    INITIALIZED,
    MODERN,
    REQUESTS,
    Got,
    Request,
    legacy,
    send,
)
from mcpnb.content.probes import NO_SUCH_METHOD, UNSPOKEN
from mcpnb.judge.checks.asked import Asked
from mcpnb.judge.checks.conformance import ECHO_SCENARIOS
from mcpnb.judge.checks.meeting import OnHttp, meet
from mcpnb.judge.report import Finding, Report, Verdict
from mcpnb.protocol import eras, jsonrpc
from mcpnb.running.client_tasks import ECHO_TASK, ECHO_TEXT, ECHO_TOOL
from mcpnb.running.real_clients import ERA_CLIENTS
from mcpnb.servers.http import JSON, SESSION_HEADER, SSE, Answer, Endpoint
from mcpnb.texts import carried, say

# A legacy session's tool call: streamed as a modern one is, its progress first.
LEGACY_CALL = jsonrpc.request(2, "tools/call", ECHO_CALL)
# A legacy session's request for a method no server has: a JSON-RPC error, and the session kept.
LEGACY_UNKNOWN = jsonrpc.request(5, NO_SUCH_METHOD)
# A legacy session's request whose MCP-Protocol-Version header names no version the server speaks.
LEGACY_LIST = jsonrpc.request(6, "tools/list")
# The modern rules: each finding's request, sent on its own.
MODERN_PROBES: dict[str, Request] = {
    f"http.{name}": REQUESTS[name] for name in (
        "modern-list", "call-stream", "call-no-token", "notification", "version-header",
        "method-header", "name-header", "name-missing", "unsupported-version", "unknown-method",
        "not-json", "get", "origin", "origin-get", "origin-delete", "origin-local",
        "no-client-info", "malformed", "name-spaces", "version-missing", "method-missing")
} | {"http.cache-hints": REQUESTS["modern-list"]}  # the list again, for how long to keep it


def _error_code(messages: Sequence[Any]) -> Any:
    error = messages[-1].get("error") if messages and isinstance(messages[-1], dict) else None
    return error.get("code") if isinstance(error, dict) else None


# Where the specification allows more than the reference answers, what else is right.
ERRORS = range(400, 500)
ALLOWED: dict[str, dict[str, Any]] = {
    # "If the server cannot accept it, it MUST return an HTTP error status code": 202, or a 4xx.
    "http.notification": {"statuses": (202, *ERRORS)},
    # A dual-era server may take a GET with no session for a legacy one: "Servers that require a
    # session ID SHOULD respond to requests without an MCP-Session-Id header ... with HTTP 400".
    "http.get": {"statuses": (405, 400)},
    # MCP names no HTTP status for a body that is not JSON: JSON-RPC's -32700, with id null,
    # whatever status carries it (the reference's 400 is the SDK's).
    "http.not-json": {"statuses": (200, *ERRORS)},
    # "The final JSON-RPC response SHOULD terminate the stream": a stream still open after it
    # keeps this rule (the exercise's http.call-stream asks for the end).
    "http.call-no-token": {"unended": True},
    # "The HTTP response body MAY comprise a JSON-RPC error response that has no id": MAY.
    "http.origin": {"coded": False},
    "http.origin-get": {"coded": False},
    "http.origin-delete": {"coded": False},
    # "The server MAY respond to this request with HTTP 405 Method Not Allowed" (a DELETE), or
    # refuse it as forbidden (403), and a refusal of a session is a status alone: the
    # specification names no JSON-RPC error for it.
    "http.legacy-delete": {"statuses": (*range(200, 300), 403, 405)},
    "http.legacy-no-session": {"coded": False},
    "http.legacy-unknown-session": {"coded": False},
    "http.legacy-deleted": {"coded": False},
    # "If the server receives a request with an invalid or unsupported MCP-Protocol-Version, it
    # MUST respond with 400 Bad Request": a status, no JSON-RPC error named.
    "http.legacy-bad-version": {"coded": False},
    # The echo served, as JSON or as a stream: its progress is `http.call-stream`'s.
    "http.name-spaces": {"statuses": (200,), "coded": False, "unended": True},
    # A legacy session's error is any status but 404, which tells the client its session is gone:
    # "When a client receives HTTP 404 in response to a request containing an MCP-Session-Id, it
    # MUST start a new session".
    "http.legacy-unknown-method": {"statuses": (200, *(s for s in ERRORS if s != 404))},
}


def judged(finding: str, request: Request, got: Got, expected: Answer, *,
           rule: Callable[[Got], bool] | None = None,
           allowed: dict[str, Any] | None = None) -> Finding:
    """A finding whose answer must be the reference's: the same status (or one of the finding's
    `ALLOWED` statuses, where the specification allows several), a JSON-RPC error with the same
    code where the reference sends one (unless the finding is not `coded`: where the
    specification asks for a status alone, or says the body MAY carry an error), no body where
    the reference's 202 has none, and `rule` where the finding asks more. A body that had not
    ended within the bound is a problem, but for a finding that allows it (`unended`).
    `allowed`, where given, stands for the finding's `ALLOWED`."""
    allows = ALLOWED.get(finding, {}) if allowed is None else allowed
    problem = bool(got.problem) and not (allows.get("unended") and got.endless)
    right = got.status in allows.get("statuses", (expected.status,)) and not problem
    if right and got.status == expected.status and expected.messages and allows.get("coded", True):
        code = _error_code(expected.messages)
        right = bool(got.messages) and (code is None or _error_code(got.messages) == code)
    elif right and got.status == 202:
        right = got.content_type is None
    if right and rule is not None:
        right = rule(got)
    values = (("status", expected.status), ("code", str(_error_code(expected.messages) or "")))
    return Finding(finding, Verdict.PASSED if right else Verdict.FAILED, request.shown(),
                   got.shown(), values=values)


def _lists_echo(got: Got) -> bool:
    result = got.messages[-1].get("result") if got.messages else None
    tools = result.get("tools") if isinstance(result, dict) else None
    return isinstance(tools, list) and any(
        isinstance(t, dict) and t.get("name") == ECHO_TOOL for t in tools)


def _streams_progress_then_echo(got: Got) -> bool:
    """An SSE stream: a progress notification with the request's token, then the response with
    the echoed text, and the stream ended after it."""
    if got.content_type != SSE or not got.ended or len(got.messages) < 2:
        return False
    *before, last = got.messages
    token = ECHO_CALL["_meta"]["progressToken"]  # type: ignore[index]
    progressed = any(isinstance(m, dict) and m.get("method") == "notifications/progress"
                     and (m.get("params") or {}).get("progressToken") == token for m in before)
    result = last.get("result") if isinstance(last, dict) else None
    content = result.get("content") if isinstance(result, dict) else None
    echoed = isinstance(content, list) and any(
        isinstance(c, dict) and c.get("text") == ECHO_TEXT for c in content)
    return progressed and echoed and last.get("id") == 2


def _cache_hinted(got: Got) -> bool:
    """A list a client may keep says for how long (`ttlMs`, 0 or more) and for whom."""
    result = got.messages[-1].get("result") if got.messages else None
    return isinstance(result, dict) and eras.has_cache_hints(result)


def _echoes(got: Got) -> bool:
    """The echo of the call, however it came (as one JSON object, or at the end of a stream)."""
    last = got.messages[-1] if got.messages else None
    result = last.get("result") if isinstance(last, dict) else None
    content = result.get("content") if isinstance(result, dict) else None
    return isinstance(content, list) and any(
        isinstance(c, dict) and c.get("text") == ECHO_TEXT for c in content)


def _echoes_without_progress(got: Got) -> bool:
    """The echo of a call that asked for no progress, and no progress notification before it:
    a progressToken the client never sent is none a client can match. A stream left open after
    the response is not this rule's ("The final JSON-RPC response SHOULD terminate the
    stream"): the exercise's `http.call-stream` asks for its end."""
    last = got.messages[-1] if got.messages else None
    result = last.get("result") if isinstance(last, dict) else None
    content = result.get("content") if isinstance(result, dict) else None
    echoed = isinstance(content, list) and any(
        isinstance(c, dict) and c.get("text") == ECHO_TEXT for c in content)
    progressed = any(isinstance(m, dict) and m.get("method") == "notifications/progress"
                     for m in got.messages)
    return echoed and not progressed


def _names_versions(got: Got) -> bool:
    error = got.messages[-1].get("error") if got.messages else None
    data = error.get("data") if isinstance(error, dict) else None
    supported = data.get("supported") if isinstance(data, dict) else None
    return isinstance(supported, list) and MODERN in supported


def modern_findings(bounds: Any, url: str) -> list[Finding]:
    rules = {"http.modern-list": _lists_echo, "http.origin-local": _lists_echo,
             "http.not-json": _parse_error,
             "http.no-client-info": _lists_echo, "http.call-stream": _streams_progress_then_echo,
             "http.call-no-token": _echoes_without_progress,
             "http.unsupported-version": _names_versions, "http.name-spaces": _echoes,
             "http.cache-hints": _cache_hinted}

    def probe(finding: str) -> Finding:
        request = MODERN_PROBES[finding]
        return judged(finding, request, send(bounds, url, request), request.to(Endpoint()),
                      rule=rules.get(finding))

    # All at once: a server that never answers costs one bound, not one per probe.
    with ThreadPoolExecutor(len(MODERN_PROBES)) as pool:
        probes = [pool.submit(carried(probe), finding) for finding in MODERN_PROBES]
        return [done.result() for done in probes]


def _visible_ascii(value: str | None) -> bool:
    return bool(value) and all(0x21 <= ord(c) <= 0x7E for c in value or "")


def legacy_findings(bounds: Any, url: str) -> list[Finding]:
    """A legacy session from its initialize to its DELETE, beside the reference's own."""
    ours = Endpoint()
    theirs_open = send(bounds, url, legacy(INITIALIZE))
    ours_open = legacy(INITIALIZE).to(ours)
    session = theirs_open.header(SESSION_HEADER)
    our_session = dict(ours_open.headers)[SESSION_HEADER]
    opened = judged("http.legacy-initialize", legacy(INITIALIZE), theirs_open, ours_open,
                    rule=_initialized)
    found = [opened, _session(opened, theirs_open, session)]
    if not _visible_ascii(session):
        session = None
    # Every later request says the version agreed, as a client MUST: theirs, and the reference's.
    agreed, our_agreed = _agreed(theirs_open), _agreed(ours_open)

    def pair(message: Any, their_session: str | None, our: str | None,
             version: str | None = None) -> tuple[Request, Request]:
        """Theirs and the reference's, saying `version` where one is given."""
        return (legacy(message, their_session, version or agreed),
                legacy(message, our, version or our_agreed))

    steps: list[tuple[str, Request, Request]] = [  # theirs, and the reference's
        ("http.legacy-initialized", *pair(INITIALIZED, session, our_session)),
        ("http.legacy-serves", *pair(jsonrpc.request(1, "tools/list"), session, our_session)),
        ("http.legacy-call-stream", *pair(LEGACY_CALL, session, our_session)),
        ("http.legacy-unknown-method", *pair(LEGACY_UNKNOWN, session, our_session)),
        ("http.legacy-bad-version", *pair(LEGACY_LIST, session, our_session, UNSPOKEN)),
        ("http.legacy-no-session", *pair(jsonrpc.request(2, "tools/list"), None, None)),
        ("http.legacy-unknown-session", *pair(jsonrpc.request(3, "tools/list"), "mcpnb-unknown",
                                              "mcpnb-unknown")),
        ("http.legacy-delete", Request("DELETE", {SESSION_HEADER: session or ""}),
         Request("DELETE", {SESSION_HEADER: our_session})),
        ("http.legacy-deleted", *pair(jsonrpc.request(4, "tools/list"), session, our_session)),
    ]
    deleted: Got | None = None
    alone = _sessionless(bounds, url, agreed) if session is None and opened.passed else {}
    for finding, theirs, reference_request in steps:
        expected = reference_request.to(ours)
        if finding in alone:
            found.append(alone[finding])
            continue
        if session is None:  # a server MAY open no session: nothing of one to judge
            found.append(Finding(finding, Verdict.NOT_JUDGED, theirs.shown(),
                                 (say("http.no-session-to-use"),)))
            continue
        if finding == "http.legacy-deleted" and deleted is not None and (
                deleted.status not in range(200, 300)):  # refused: the session may be kept
            found.append(Finding(finding, Verdict.NOT_JUDGED, theirs.shown(),
                                 (say("http.session-kept"),)))
            continue
        rule = {"http.legacy-serves": _lists_echo,
                "http.legacy-call-stream": _streams_progress_then_echo,
                "http.legacy-unknown-method": _method_not_found}.get(finding)
        got = send(bounds, url, theirs)
        deleted = got if finding == "http.legacy-delete" else deleted
        found.append(judged(finding, theirs, got, expected, rule=rule))
    return found


def _sessionless(bounds: Any, url: str, agreed: str | None) -> dict[str, Finding]:
    """A server that opened no session ("MAY assign a session ID") judged without one on what
    its legacy era owes every request, each request as a client sends it then (no
    MCP-Session-Id; the version agreed): its initialized notification accepted, its list and
    call served, -32601 for a method it does not know (with no session to lose, a 404 too), and
    400 for a version it does not speak. What a session alone is owed (refusing a request
    without one, or with one it does not know, its DELETE) stays unjudged."""
    probes = {
        "http.legacy-initialized": (INITIALIZED, agreed, 202, None, None),
        "http.legacy-serves": (jsonrpc.request(1, "tools/list"), agreed, 200, _lists_echo, None),
        "http.legacy-call-stream": (LEGACY_CALL, agreed, 200, _streams_progress_then_echo, None),
        "http.legacy-unknown-method": (LEGACY_UNKNOWN, agreed, 200, _method_not_found,
                                       {"statuses": (200, *ERRORS)}),
        "http.legacy-bad-version": (LEGACY_LIST, UNSPOKEN, 400, None, None),
    }
    found = {}
    for finding, (message, version, status, rule, allowed) in probes.items():
        request = legacy(message, None, version)
        found[finding] = judged(finding, request, send(bounds, url, request), Answer(status),
                                rule=rule, allowed=allowed)
    return found


def _parse_error(got: Got) -> bool:
    """JSON-RPC's -32700 with id null: 'If there was an error in detecting the id in the Request
    object (e.g. Parse error/Invalid Request), it MUST be Null.'"""
    last = got.messages[-1] if got.messages else None
    return bool(_error_code(got.messages) == -32700 and isinstance(last, dict)
                and "id" in last and last["id"] is None)


def _method_not_found(got: Got) -> bool:
    """A JSON-RPC error -32601 for the request, whatever status carries it."""
    return bool(_error_code(got.messages) == -32601)


def _agreed(got: Got | Answer) -> str | None:
    """The version an initialize's answer agreed on, or None when it named none."""
    result = got.messages[-1].get("result") if got.messages else None
    version = result.get("protocolVersion") if isinstance(result, dict) else None
    return str(version) if isinstance(version, str) and _visible_ascii(version) else None


def _initialized(got: Got) -> bool:
    """An initialize answered with its result, as one JSON object or on a stream."""
    result = got.messages[-1].get("result") if got.messages else None
    return got.content_type in (JSON, SSE) and isinstance(result, dict)


def _session(opened: Finding, got: Got, session: str | None) -> Finding:
    """The exercise's choice: the legacy initialize opens a session, its id visible ASCII (a
    server MAY assign one; this exercise's does)."""
    if not opened.passed:
        return Finding("http.legacy-session", Verdict.NOT_JUDGED, opened.sent, got.shown())
    shown = (f"{SESSION_HEADER}: {session}",) if session is not None else (
        say("http.no-session-header"),)
    verdict = Verdict.PASSED if _visible_ascii(session) else Verdict.FAILED
    return Finding("http.legacy-session", verdict, opened.sent, shown)


# The check: lesson 5's modern rules and legacy rules, then the real clients of both eras over
# HTTP; with the suite, the scenarios a server with one tool, echo, can be held to.
HTTP_CHECK = OnHttp("http", (modern_findings, legacy_findings), ECHO_TASK, ERA_CLIENTS, "eras",
                    ECHO_SCENARIOS)


def check_http(asked: Asked) -> Report:
    """The http check: start the server, then its rules and the real clients, all at once;
    then, where asked, the official conformance suite's scenarios
    (`mcpnb.judge.checks.conformance`), once the rest has let go of the machine."""
    return meet(HTTP_CHECK, asked)
