"""Lesson 6's check: a server of tools on Streamable HTTP, rule by rule in both eras, then the
real clients and, where asked, the official conformance suite's tool scenarios.

`check_tools(asked)` starts the server once (as lesson 5's check does: a free port as
`--port N` and `$PORT`, in its sandbox where there is one), then judges, in a modern request and
in a legacy session each (`mcpnb.content.tool_calls`), every rule below; a finding passes when it
holds in both eras, and a failure shows the era and the exchange that broke it. What is right is
what the reference endpoint (`mcpnb.servers.tools.ToolsEndpoint`) answers the same request, or a
rule that allows more where the specification does; each reply the rule reads is read by the
official SDK's own wire models (`mcp.types`) and each structured result against its
`outputSchema` by the `jsonschema` library, never by a reading of the course's own.

- the list: every page reached by following `nextCursor` holds tools and the walk ends; every
  tool of the exercise is on it once; each `inputSchema` is a schema valid in its dialect; each
  name is one the specification accepts; the 2020-12 tool's schema as the exercise writes it;
  the course's tools list an `outputSchema`; a cursor the server did not give is -32602;
- the calls: an unknown tool is a protocol error (a JSON-RPC error), where the official SDK
  answers `isError: true`; arguments that break the schema are refused (the specification's
  MUST), as a tool execution error (`isError: true`, as the specification's Error Handling
  puts input validation); a tool that fails answers `isError: true` in words; structured content
  fits its `outputSchema`, is the right value, and is also its JSON as text; progress only with a
  token, increasing, in the exercise's three steps; each content tool answers the blocks the
  exercise (and the suite) asks for.
"""

from __future__ import annotations

import base64
import binascii
import json
import re
from collections.abc import Callable, Sequence
from concurrent.futures import ThreadPoolExecutor
from typing import Any

from mcpnb.content.exchange import Got, Request
from mcpnb.content.tool_calls import (
    CALLS,
    ERAS,
    PROGRESS_TOKEN,
    Era,
    call_of,
    error_code,
    progress_of,
    result_of,
)
from mcpnb.judge.checks.asked import Asked
from mcpnb.judge.checks.conformance import ECHO_SCENARIOS, SPEC_VERSIONS
from mcpnb.judge.checks.meeting import OnHttp, meet
from mcpnb.judge.report import Finding, Report, Verdict
from mcpnb.protocol import eras, jsonrpc
from mcpnb.running.client_tasks import ECHO_TASK
from mcpnb.running.real_clients import ERA_CLIENTS
from mcpnb.running.transcripts import shorten
from mcpnb.servers.http import Answer
from mcpnb.servers.tools import TOOLS, valid_schema
from mcpnb.texts import carried, say, say_count

# Requests of the calls' findings in flight at once, with the list's two walks: all of them (32
# or so), so that a server that never answers costs one bound for them all, not one a round.
# Sandboxed, each reaches the server through the door one connection at a time; unsandboxed,
# a connection past http.server's listen queue (5) is retried within a second, inside the bound.
AT_ONCE = 40
# A walk of tools/list stops after this many pages: the exercise's list has two.
MAX_PAGES = 10
# The tool names the specification accepts ("Tool Names"; the conformance suite's pattern).
NAME = re.compile(r"[A-Za-z0-9_.-]{1,128}")
# The course's own tools, each listed with an outputSchema.
STRUCTURED = tuple(tool.name for tool in TOOLS if tool.output_schema)
CONTENT_CALLS = ("text", "image", "audio", "resource", "mixed")

Answered = Got | Answer


def _sdk_reads(model: str, value: Any) -> bool:
    """Whether the official SDK's own wire model `model` reads `value`."""
    from mcp import types  # the SDK (0.3 s): only the check reads replies with it

    try:
        getattr(types, model).model_validate(value)
    except Exception:  # pydantic's ValidationError, and anything a hostile value raises
        return False
    return True


def _result(answer: Answered) -> dict[str, Any] | None:
    """A call's result, where the SDK reads it as one."""
    result = result_of(answer)
    return result if result is not None and _sdk_reads("CallToolResult", result) else None


def _texts(result: dict[str, Any]) -> list[str]:
    return [c["text"] for c in result.get("content") or [] if isinstance(c, dict)
            and c.get("type") == "text" and isinstance(c.get("text"), str)]


def _execution_error(answer: Answered, _: Answered) -> bool:
    """A result with `isError: true` and words for the model."""
    result = _result(answer)
    return result is not None and result.get("isError") is True and any(_texts(result))


def _protocol_error(answer: Answered, _: Answered) -> bool:
    return error_code(answer) is not None and result_of(answer) is None


def _refused(answer: Answered, _: Answered) -> bool:
    """Not a success: a JSON-RPC error, or a result with `isError: true`."""
    result = result_of(answer)
    return _protocol_error(answer, answer) or bool(result is not None and
                                                   result.get("isError") is True)


def _invalid_cursor(answer: Answered, expected: Answered) -> bool:
    return bool(error_code(answer) == error_code(expected) == jsonrpc.INVALID_PARAMS)


def _structured_value(answer: Answered, expected: Answered) -> bool:
    result, theirs = _result(answer), result_of(expected)
    return result is not None and theirs is not None and (
        result.get("structuredContent") == theirs["structuredContent"])


def _structured_as_text(answer: Answered, _: Answered) -> bool:
    """Structured content is also its JSON as text: the SHOULD is about "a tool that returns
    structured content", so a result without any keeps it."""
    result = _result(answer)
    if result is None:
        return False
    if "structuredContent" not in result:
        return True
    value = result["structuredContent"]
    for words in _texts(result):
        try:
            if json.loads(words) == value:
                return True
        except ValueError:
            continue
    return False


def _answered(answer: Answered) -> bool:
    """Did the call get its answer: a result or a JSON-RPC error?"""
    return result_of(answer) is not None or error_code(answer) is not None


def _no_progress(answer: Answered, _: Answered) -> bool:
    """No progress for a call without a token, whatever its answer (a progress tool the server
    lacks answers an error, and sends no progress all the same)."""
    return _answered(answer) and not progress_of(answer)


# A server may send no progress at all, given a token ("Choose not to send any progress
# notifications"): the two rules below judge only what it sends; the exercise's three steps
# are `tools.progress-steps`'.
def _progress_tokened(answer: Answered, _: Answered) -> bool:
    return _answered(answer) and all(
        s.get("progressToken") == PROGRESS_TOKEN for s in progress_of(answer))


def _progress_increases(answer: Answered, _: Answered) -> bool:
    done = [s.get("progress") for s in progress_of(answer)]
    numbers = [float(d) for d in done if isinstance(d, int | float) and not isinstance(d, bool)]
    return _answered(answer) and len(numbers) == len(done) and all(
        a < b for a, b in zip(numbers, numbers[1:], strict=False))


def _progress_steps(answer: Answered, expected: Answered) -> bool:
    return _result(answer) is not None and len(progress_of(answer)) >= len(
        progress_of(expected)) and _sdk_reads_progress(answer)


def _sdk_reads_progress(answer: Answered) -> bool:
    return all(_sdk_reads("ProgressNotification", m) for m in answer.messages
               if isinstance(m, dict) and m.get("method") == "notifications/progress")


def _blocks(result: dict[str, Any] | None) -> list[tuple[Any, Any]]:
    return [(c.get("type"), c.get("mimeType") or (c.get("resource") or {}).get("mimeType"))
            for c in (result or {}).get("content") or [] if isinstance(c, dict)]


def _base64(value: Any) -> bool:
    try:
        base64.b64decode(str(value), validate=True)
    except (binascii.Error, ValueError):
        return False
    return bool(value)


def _same_content(answer: Answered, expected: Answered) -> bool:
    """The blocks the reference answers, each of its type and MIME type, in any order, each
    image and audio block's data Base64, and the result one the SDK reads."""
    result = _result(answer)
    if result is None or result.get("isError") is True:
        return False
    data = [c.get("data") for c in result.get("content") or [] if isinstance(c, dict)
            and c.get("type") in ("image", "audio")]
    return sorted(map(str, _blocks(result))) == sorted(map(str, _blocks(result_of(expected)))) and (
        all(map(_base64, data)))


# Calls whose arguments the exercise's schema refuses and naive code takes: the server must
# refuse each that its own listed schema refuses (`tools.validates`, beside "bad-arguments").
SCHEMA_REFUSED = ("extra-argument", "boolean-argument")


def _schema_refuses(listed: list[Any], call: str) -> bool:
    """Does the `inputSchema` the server itself lists for the call's tool refuse its
    arguments? (No schema, or none valid, refuses nothing.)"""
    from mcpnb.quick_jsonschema import jsonschema  # a schema library, 0.1 s: judged here only

    params = CALLS[call]
    tool = next((t for t in listed if isinstance(t, dict) and t.get("name") == params["name"]),
                {})
    schema = tool.get("inputSchema")
    if not isinstance(schema, dict) or not valid_schema(schema):
        return False
    validators = jsonschema.validators
    check = validators.validator_for(schema, default=validators.Draft202012Validator)(schema)
    try:
        return next(iter(check.iter_errors(params["arguments"])), None) is not None
    except Exception:  # a hostile schema (a $ref nowhere, say) refuses nothing here
        return False


# Each call's findings: (finding, the call it sends, its rule).
Rule = Callable[[Answered, Answered], bool]
CALL_FINDINGS: tuple[tuple[str, str, Rule], ...] = (
    ("tools.unknown-tool", "unknown-tool", _protocol_error),
    ("tools.validates", "bad-arguments", _refused),
    ("tools.bad-arguments", "bad-arguments", _execution_error),
    ("tools.failing-tool", "failing-tool", _execution_error),
    ("tools.work-fails", "work-fails", _execution_error),
    ("tools.structured-value", "adds", _structured_value),
    ("tools.structured-text", "divides", _structured_as_text),
    ("tools.progress-token", "no-progress", _no_progress),
    ("tools.progress-tokened", "with-progress", _progress_tokened),
    ("tools.progress-increases", "with-progress", _progress_increases),
    ("tools.progress-steps", "with-progress", _progress_steps),
    *((f"tools.content-{name}", name, _same_content) for name in CONTENT_CALLS),
    ("tools.bad-cursor", "bad-cursor", _invalid_cursor),
)


def seen_in(failed: Sequence[str]) -> tuple[tuple[str, str], ...]:
    """Where a finding was judged, as its label says it: the first era it failed in, or both
    eras (`seen_in`: where it was seen, never what the behaviour is, so the class report counts
    a finding as one behaviour whichever era a student failed it in)."""
    return (("seen_in", say(f"eras.era.{failed[0]}" if failed else "eras.era.both")),)


# The findings of a tool execution error, whose hint answers what came back instead.
EXECUTION = ("tools.bad-arguments", "tools.failing-tool", "tools.work-fails")


def _execution_hint(finding: str, answer: Answered) -> str:
    """What a call that should get a tool execution error got wrong: a result that does not
    say it failed, one that says so with no words for the model, or (the finding's own hint)
    anything else, a JSON-RPC error most often."""
    result = result_of(answer)
    if result is not None and result.get("isError") is True and not any(
            _texts(result) if isinstance(result, dict) else ()):
        return say("tools.execution.no-words")
    if result is not None and result.get("isError") is not True:
        return say("tools.execution.not-flagged")
    return say(f"{finding}.why")


def _shown(request: Request, answer: Answered) -> tuple[tuple[str, ...], tuple[str, ...]]:
    got = answer.shown() if isinstance(answer, Got) else tuple(
        shorten(json.dumps(m)) for m in answer.messages)
    return request.shown(), got


def call_findings(ways: dict[str, Era]) -> list[Finding]:
    """Each call's findings, in both eras, every request at once (a server that never answers
    costs one bound, not one per request): a failure shows the first era it failed in."""
    reference = {era: Era(era) for era in ERAS}
    jobs: dict[tuple[str, str], tuple[Request, Answered]] = {}
    sent: dict[tuple[str, str], Any] = {}
    with ThreadPoolExecutor(AT_ONCE) as pool:
        walks = {era: pool.submit(carried(walk), ways[era]) for era in ERAS}
        # the modern era's requests stand alone, and go out while a legacy era's handshake,
        # whose session carries every request of its era, is made
        for era in sorted(ERAS, key=lambda era: era != "modern"):
            for name in sorted({call for _, call, _ in CALL_FINDINGS} | set(SCHEMA_REFUSED)):
                jobs[name, era] = (ways[era].request(*call_of(name)),
                                   reference[era].ask(*call_of(name)))
                sent[name, era] = pool.submit(carried(ways[era].sent), jobs[name, era][0])
        asked = {key: (jobs[key][0], sent[key].result(), jobs[key][1]) for key in jobs}
        listed = {era: walks[era].result()[1] for era in ERAS}
        past = {era: pool.submit(carried(past_last), ways[era], walks[era].result())
                for era in ERAS}
        for era in ERAS:  # a counted cursor past the last page is one the server never gave
            if (counted := past[era].result()) is not None:
                asked["bad-cursor", era] = (*counted, asked["bad-cursor", era][2])
    found = []
    for finding, call, rule in CALL_FINDINGS:
        failed = [era for era in ERAS if not rule(*asked[call, era][1:])]
        if finding == "tools.validates":
            failed, call = _validated(asked, listed)
        era = failed[0] if failed else ERAS[0]
        request, answer, _ = asked[call, era]
        shown, got = _shown(request, answer)
        hint = (("hint", _execution_hint(finding, answer)),) if finding in EXECUTION else ()
        found.append(Finding(finding, Verdict.FAILED if failed else Verdict.PASSED, shown, got,
                             values=(*seen_in(failed), *hint)))
    found += structured_findings(listed, asked)
    found.append(result_types(asked))
    return found


def result_types(asked: dict[tuple[str, str], Any]) -> Finding:
    """Every result of the modern era's calls says its kind, `resultType: "complete"` (the
    other findings read a result whether it says it or not: each rule fails its own finding)."""
    modern = sorted(((call, asked[call, era]) for call, era in asked if era == "modern"),
                    key=lambda pair: pair[0])
    for _, (request, answer, _) in modern:
        result = result_of(answer)
        if result is not None and result.get("resultType") != "complete":
            sent, got = _shown(request, answer)
            return Finding("tools.result-type", Verdict.FAILED, sent, got,
                           values=seen_in(["modern"]))
    request = next(request for call, (request, _, _) in modern if call == "adds")
    return Finding("tools.result-type", Verdict.PASSED, request.shown(), values=seen_in([]))


def _validated(asked: dict[tuple[str, str], Any], listed: dict[str, list[Any]]
               ) -> tuple[list[str], str]:
    """`tools.validates`: the eras where arguments that break the schema were served, and the
    call to show (the first one served, or the exercise's own bad arguments)."""
    failed, shown = [], "bad-arguments"
    for era in ERAS:
        calls = ["bad-arguments", *(c for c in SCHEMA_REFUSED if _schema_refuses(listed[era], c))]
        served = [c for c in calls if not _refused(*asked[c, era][1:])]
        if served:
            failed.append(era)
            shown = shown if len(failed) > 1 else served[0]
    return failed, shown


def structured_findings(tools: dict[str, list[Any]], asked: dict[tuple[str, str], Any]
                        ) -> list[Finding]:
    """Structured content that fits the `outputSchema` the server itself lists for its tool
    (`tools`: each era's tools, from every page of its list)."""
    from mcpnb.quick_jsonschema import jsonschema  # lesson 6's: a schema library, 0.1 s

    Draft202012Validator, exceptions = jsonschema.Draft202012Validator, jsonschema.exceptions

    found = []
    for era in ERAS:
        listed = {t.get("name"): t for t in tools[era] if isinstance(t, dict)}
        for call in ("adds", "divides"):
            request, answer, _ = asked[call, era]
            schema = (listed.get(CALLS[call]["name"]) or {}).get("outputSchema")
            if schema is None:  # the MUST holds "If an output schema is provided"
                continue
            result = _result(answer)
            try:
                fits = isinstance(schema, dict)
                Draft202012Validator(schema if isinstance(schema, dict) else {}).validate(
                    (result or {})["structuredContent"])
            except (exceptions.ValidationError, exceptions.SchemaError, KeyError, TypeError):
                fits = False
            if not fits:
                sent, got = _shown(request, answer)
                return [Finding("tools.structured", Verdict.FAILED, sent, got,
                                values=seen_in([era]))]
            found.append(request)
    shown = found[0].shown() if found else (say("tools.no-output-schema"),)
    return [Finding("tools.structured", Verdict.PASSED, shown, values=seen_in([]))]


def walk(way: Era) -> tuple[list[Answered], list[Any], bool]:
    """The pages of `tools/list` from the first, following `nextCursor`: the answers, the tools
    of every page, and whether the walk ended (a page without a `nextCursor`; a `nextCursor`
    that is no text, `null` say, ends nothing: the schema's `nextCursor` is a string) within
    MAX_PAGES with a tool on every page a cursor led to."""
    answers: list[Answered] = []
    listed: list[Any] = []
    params: dict[str, Any] = {}
    for _ in range(MAX_PAGES):
        answer = way.ask("tools/list", params)
        answers.append(answer)
        page = result_of(answer) or {}
        tools = page.get("tools")
        if not isinstance(tools, list):
            return answers, listed, False
        listed += tools
        if params and not tools:
            return answers, listed, False  # a cursor that led to no more tools
        if "nextCursor" not in page:
            return answers, listed, True
        cursor = page["nextCursor"]
        if not isinstance(cursor, str):  # null, or a number: no cursor a client can send back
            return answers, listed, False
        params = {"cursor": cursor}
    return answers, listed, False


def past_last(way: Era, walked: tuple[list[Answered], list[Any], bool]
              ) -> tuple[Request, Answered] | None:
    """Where a server's cursors count its tools (a nextCursor of digits, as the starting code's
    do), a tools/list with the count of every tool it listed as its cursor, past its last page,
    and its answer, if it is not the -32602 a cursor the server never gave gets; else None (an
    opaque cursor says nothing of what would come after it)."""
    answers, listed, _ = walked
    first = result_of(answers[0]) if answers else None
    cursor = (first or {}).get("nextCursor")
    if not (isinstance(cursor, str) and cursor.isdigit()):
        return None
    request = way.request("tools/list", {"cursor": str(len(listed))})
    answer = way.sent(request)
    return None if error_code(answer) == jsonrpc.INVALID_PARAMS else (request, answer)


def list_findings(ways: dict[str, Era]) -> list[Finding]:
    """The list's findings, in both eras, from one walk of its pages in each."""
    wanted = [tool.name for tool in TOOLS]
    kept = {tool.name: tool.input_schema for tool in TOOLS}["json_schema_2020_12_tool"]
    rules: dict[str, Callable[[list[Any], bool], bool]] = {
        "tools.pages-end": lambda listed, ended: ended,
        "tools.listed": lambda listed, ended: sorted(
            str(t.get("name")) for t in listed if isinstance(t, dict) and t.get("name") in wanted
        ) == sorted(wanted),
        "tools.input-schemas": lambda listed, ended: bool(listed) and all(
            isinstance(t, dict) and valid_schema(t.get("inputSchema")) for t in listed),
        "tools.names": lambda listed, ended: bool(listed) and all(
            isinstance(t, dict) and isinstance(t.get("name"), str)
            and NAME.fullmatch(t["name"]) is not None for t in listed),
        "tools.schema-kept": lambda listed, ended: any(
            isinstance(t, dict) and t.get("name") == "json_schema_2020_12_tool"
            and t.get("inputSchema") == kept for t in listed),
        "tools.output-schemas": lambda listed, ended: all(any(
            isinstance(t, dict) and t.get("name") == name and valid_schema(t.get("outputSchema"))
            for t in listed) for name in STRUCTURED),
    }
    with ThreadPoolExecutor(len(ERAS)) as pool:  # both eras at once: one bound, not two
        walking = {era: pool.submit(carried(walk), ways[era]) for era in ERAS}
        walks = {era: walking[era].result() for era in ERAS}
    found = []
    for finding, rule in rules.items():
        failed = [era for era in ERAS if not rule(walks[era][1], walks[era][2])]
        era = failed[0] if failed else ERAS[0]
        answers, listed, _ = walks[era]
        got = _what_matters(finding, answers, listed)
        sent = (say_count("tools.walked", len(answers), placeholder="pages"),)
        keywords = (("keywords", ", ".join(kept)),) if finding == "tools.schema-kept" else ()
        found.append(Finding(finding, Verdict.FAILED if failed else Verdict.PASSED, sent,
                             got[:8], values=(*seen_in(failed), *keywords)))
    found.append(cache_hints(walks["modern"][0]))
    return found


def cache_hints(pages: list[Answered]) -> Finding:
    """Every page of the modern era's list says for how long a client may keep it and for
    whom, and every page for whom alike: "Servers MUST apply the same cacheScope to all
    response pages for a given list request"."""
    results = [result_of(page) for page in pages]
    said = [r for r in results if r is not None]
    scopes = {r.get("cacheScope") for r in said}
    right = bool(said) and all(map(eras.has_cache_hints, said)) and len(scopes) == 1
    got = tuple(say("tools.page-cache", n=n, ttl=json.dumps(r.get("ttlMs")),
                    scope=json.dumps(r.get("cacheScope"))) for n, r in enumerate(said, 1))
    return Finding("tools.cache-hints", Verdict.PASSED if right else Verdict.FAILED,
                   (say_count("tools.walked", len(pages), placeholder="pages"),),
                   got[:MAX_SHOWN_PAGES],
                   values=seen_in([] if right else ["modern"]))


def _what_matters(finding: str, answers: list[Answered], listed: list[Any]) -> tuple[str, ...]:
    """What a list finding shows of the walk: the listed schemas it is about, or each page in a
    line (its status, its tools' names, its nextCursor), never whole responses."""
    about = {"tools.schema-kept": ("json_schema_2020_12_tool",),
             "tools.output-schemas": STRUCTURED}
    if finding in about:  # the 2020-12 tool's keywords; add's and divide's outputSchema
        shown = [_schema_said(finding, t) for t in listed
                 if isinstance(t, dict) and t.get("name") in about[finding]]
        return tuple(shorten(line) for line in shown) or (say("tools.not-listed"),)
    lines = []
    for n, answer in enumerate(answers[:MAX_SHOWN_PAGES], 1):
        page = result_of(answer)
        if page is None:
            lines += [say("tools.page-of", n=n), *_shown(Request("POST", {}), answer)[1][:2]]
            continue
        tools = page.get("tools")
        tools = tools if isinstance(tools, list) else []
        names = ", ".join(str(t.get("name")) if isinstance(t, dict) else "?" for t in tools)
        cursor = (say("tools.next-cursor", cursor=json.dumps(page["nextCursor"]))
                  if "nextCursor" in page else say("tools.no-next-cursor"))
        lines.append(shorten(say_count("tools.page", len(tools), placeholder="count", n=n,
                                       names=names or "-", cursor=cursor)))
    return tuple(lines)


def _schema_said(finding: str, tool: dict[str, Any]) -> str:
    """A listed tool's schema, as its finding needs it: the 2020-12 tool's inputSchema by its
    keywords, an outputSchema whole."""
    schema = tool.get("inputSchema" if finding == "tools.schema-kept" else "outputSchema")
    if finding == "tools.schema-kept" and isinstance(schema, dict):
        return say("tools.schema-keywords", name=tool["name"], keywords=", ".join(map(str, schema)))
    return f"{tool['name']}: {json.dumps(schema, ensure_ascii=False)}"


# How many pages of a walk a finding shows, one line each.
MAX_SHOWN_PAGES = 4


def _walked(bounds: Any, url: str) -> list[Finding]:
    return list_findings({era: Era(era, url, bounds) for era in ERAS})


def _called(bounds: Any, url: str) -> list[Finding]:
    return call_findings({era: Era(era, url, bounds) for era in ERAS})


# Lesson 6's server offers the suite's own tools by the names its scenarios call, and is held to
# those scenarios too, at both eras' versions.
SCENARIOS: dict[str, tuple[str, ...]] = {
    **ECHO_SCENARIOS,
    **{scenario: SPEC_VERSIONS for scenario in (
        "tools-call-simple-text", "tools-call-image", "tools-call-audio",
        "tools-call-embedded-resource", "tools-call-mixed-content", "tools-call-error",
        "tools-call-with-progress", "json-schema-2020-12")},
}
# The check: the list's rules and the calls', then the real clients of both eras over HTTP.
TOOLS_CHECK = OnHttp("tools", (_walked, _called), ECHO_TASK, ERA_CLIENTS, "eras", SCENARIOS)


def check_tools(asked: Asked) -> Report:
    """The tools check: start the server, then its rules and the real clients, all at once;
    then, where asked, the suite's scenarios for a server of its tools."""
    return meet(TOOLS_CHECK, asked)
