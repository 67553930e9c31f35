"""Lessons 5 and 6's exchanges as they went over HTTP: each POST and its answer as text, the way
they travel (`wire`; lesson 6's, by its JSON-RPC messages alone: `messages_of`), and as a
sequence picture (`exchange_diagram`), one row per message.

Both show only what is the same on every run, so that nbval compares them: the request's own
headers, and of the answer its status and the headers the lesson teaches (`Content-Type`,
`MCP-Session-Id`), never `Date` or `Server`. An SSE body is shown line by line as it came, its
blank lines included: they are what ends each event.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from http import HTTPStatus

from mcpnb.content import tool_calls
from mcpnb.content.exchange import Got, Request, exchange
from mcpnb.protocol.jsonrpc import classify
from mcpnb.running.transcripts import shorten
from mcpnb.servers.http import PATH, SESSION_HEADER, SSE
from mcpnb.show.diagram import Arrow, Lane, SequenceDiagram, Style, describe, reply_outcome
from mcpnb.texts import say

# The answer's headers a student is shown: those the lesson teaches.
SHOWN_HEADERS = ("content-type", SESSION_HEADER.lower())


def _status(status: int | None) -> str:
    if status is None:
        return say("http.no-body")
    try:
        return f"{status} {HTTPStatus(status).phrase}"
    except ValueError:
        return str(status)


def wire(pairs: Sequence[tuple[Request, Got]]) -> str:
    """Each request and its answer as they travelled: method, headers, body."""
    lines: list[str] = []
    for request, got in pairs:
        body = request.body.decode("utf-8", errors="replace")
        heads = [f"{k}: {v}" for k, v in request.headers.items()]
        lines += [f"→ {request.method} {PATH}", *(f"  {h}" for h in heads)]
        lines += [f"  {shorten(body)}"] if body else []
        shown = [f"{k.title()}: {v}" for k, v in got.headers if k.lower() in SHOWN_HEADERS]
        lines += [f"← {_status(got.status)}", *(f"  {h}" for h in shown)]
        text = got.body.decode("utf-8", errors="replace")
        lines += [f"  {shorten(line)}".rstrip() for line in text.splitlines()] if text else []
        lines += [f"  ({got.problem})"] if got.problem else []
        lines.append("")
    return "\n".join(lines).rstrip()


def exchange_diagram(pairs: Sequence[tuple[Request, Got]], title: str) -> SequenceDiagram:
    """The exchange as a sequence picture: each POST, then each message its answer carried,
    leaving from the row of the POST it answers; an answer with no body, as its status."""
    arrows: list[Arrow] = []
    for request, got in pairs:
        incoming = classify(request.body.decode("utf-8", errors="replace"))
        sent = len(arrows)
        label = f"{request.method} {describe(incoming)}" if request.body else request.method
        arrows.append(Arrow(Style.SENT, label, Lane.SERVER, sent, sent))
        if not got.messages:
            style = Style.MESSAGE if got.status is not None and got.status < 400 else Style.ERROR
            arrows.append(Arrow(style, _status(got.status), Lane.CLIENT, sent, len(arrows)))
            continue
        # A stream's events say so; a JSON body is the plain case. The label must fit beside
        # the client's lane (`REPLY_CHARS`): a notification's method by its last word.
        kind = " SSE" if got.content_type == SSE else ""
        for message in got.messages:
            row = len(arrows)
            if "id" in message and ("result" in message or "error" in message):
                style, outcome = reply_outcome(message)
                ident = json.dumps(message["id"])
                arrows.append(Arrow(style, f"{got.status}{kind} · id {ident}: {outcome}",
                                    Lane.CLIENT, sent, row, ident, sent))
            else:
                method = str(message.get("method", say("diagram.message"))).rsplit("/")[-1]
                arrows.append(Arrow(Style.MESSAGE, f"{got.status}{kind} · {method}",
                                    Lane.CLIENT, sent, row))
    return SequenceDiagram(title, tuple(arrows), (), (), len(arrows), "diagram.legend.http")


def draw_exchange(time_scale: float = 1.0) -> tuple[str, SequenceDiagram]:
    """Lesson 5's conversation with its reference server, for real: as text and as a picture."""
    pairs = exchange(time_scale=time_scale)
    return wire(pairs), exchange_diagram(pairs, say("wire.title"))


def _cut(message: object, width: int = 140) -> str:
    text = json.dumps(message, ensure_ascii=False)
    return text if len(text) <= width else text[: width - 1] + "\u2026"


def _plain(message: object) -> object:
    """A message without its `jsonrpc` and its result's `_meta` (the server's name), each
    listed tool cut to its name: what lesson 6's picture of the wire is about."""
    if not isinstance(message, dict):
        return message
    message = {k: v for k, v in message.items() if k != "jsonrpc"}
    result = message.get("result")
    if not isinstance(result, dict):
        return message
    result = {k: v for k, v in result.items() if k != "_meta"}
    if isinstance(result.get("tools"), list):
        result["tools"] = [t.get("name") for t in result["tools"] if isinstance(t, dict)]
    return {**message, "result": result}


def messages_of(pairs: Sequence[tuple[Request, Got]]) -> str:
    """Each request's method and params (its `_meta` shown as …, but a progressToken), and each
    message that came back, cut to a line: lesson 6's wire, where the headers are lesson 5's."""
    lines: list[str] = []
    for request, got in pairs:
        sent = json.loads(request.body)
        params = dict(sent.get("params") or {})
        token = (params.pop("_meta", None) or {}).get("progressToken")
        params["_meta"] = {"progressToken": token, "…": "…"} if token else "…"
        lines.append(f"→ {sent.get('method')} {_cut(params)}")
        lines += [f"← {_cut(_plain(message))}" for message in got.messages]
    return "\n".join(lines)


def draw_tool_exchange(time_scale: float = 1.0) -> tuple[str, SequenceDiagram]:
    """Lesson 6's conversation with its reference server, for real: as text and as a picture."""
    pairs = tool_calls.conversation(time_scale)
    return messages_of(pairs), exchange_diagram(pairs, say("tool-wire.title"))
