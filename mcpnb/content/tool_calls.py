"""Lesson 6's calls on the wire: each `tools/list` and `tools/call` the lesson is about, sent in
either era as lesson 5's requests are (`mcpnb.content.exchange`), and what the reference endpoint
(`mcpnb.servers.tools.ToolsEndpoint`) answers the same, with no socket.

`CALLS` are the calls' params by name, `LISTS` the lists'; `Era` sends one of them to a server in
one era: a modern request carries its `_meta` and headers, a legacy one goes in the session the
era opened with its handshake. Every read is bounded as lesson 5's are.
"""

from __future__ import annotations

import itertools
import threading
from dataclasses import dataclass, field
from typing import Any

from mcpnb.content.exchange import (
    INITIALIZE,
    INITIALIZED,
    NOTHING,
    Got,
    Request,
    legacy,
    modern,
    reference_on_loopback,
    send,
)
from mcpnb.course import item_spec
from mcpnb.protocol import jsonrpc
from mcpnb.servers.http import SESSION_HEADER, Answer
from mcpnb.servers.tools import TOOLS, ToolsEndpoint, cursor_of
from mcpnb.texts import say

ERAS = ("modern", "legacy")
# The token of the calls that ask for progress: the check's own.
PROGRESS_TOKEN = "mcpnb-progress"
# A cursor no server gave: a client must not make one up, so a server may refuse it.
NO_SUCH_CURSOR = "mcpnb-no-such-cursor"
# The calls of the lesson, by name: the params of each `tools/call`.
CALLS: dict[str, dict[str, Any]] = {
    "unknown-tool": {"name": "mcpnb_no_such_tool", "arguments": {}},
    "bad-arguments": {"name": "add", "arguments": {"a": 1, "b": "two"}},
    # Arguments naive code takes (Python adds True as 1, and looks at no key it does not use)
    # that a schema of two numbers with no other property refuses.
    "extra-argument": {"name": "add", "arguments": {"a": 1, "b": 2, "c": 3}},
    "boolean-argument": {"name": "add", "arguments": {"a": True, "b": 2}},
    "failing-tool": {"name": "test_error_handling", "arguments": {}},
    "work-fails": {"name": "divide", "arguments": {"a": 1, "b": 0}},
    "with-progress": {"name": "test_tool_with_progress", "arguments": {},
                      "_meta": {"progressToken": PROGRESS_TOKEN}},
    "no-progress": {"name": "test_tool_with_progress", "arguments": {}},
    "adds": {"name": "add", "arguments": {"a": 2, "b": 3.5}},
    "divides": {"name": "divide", "arguments": {"a": 3, "b": 4}},
    "text": {"name": "test_simple_text", "arguments": {}},
    "image": {"name": "test_image_content", "arguments": {}},
    "audio": {"name": "test_audio_content", "arguments": {}},
    "resource": {"name": "test_embedded_resource", "arguments": {}},
    "mixed": {"name": "test_multiple_content_types", "arguments": {}},
}
# The lists of the lesson, by name: the params of each `tools/list`.
LISTS: dict[str, dict[str, Any]] = {"first-page": {}, "bad-cursor": {"cursor": NO_SUCH_CURSOR},
                                    # the reference's own cursor of a page past its last
                                    "past-last": {"cursor": cursor_of(len(TOOLS))}}

# What a cell of lesson 6's table writes for a call answered with a result, not an error.
RESULT = "result"


def call_of(name: str) -> tuple[str, dict[str, Any]]:
    """The method and params of the lesson's call (or list) `name`."""
    return ("tools/list", LISTS[name]) if name in LISTS else ("tools/call", CALLS[name])


@dataclass
class Era:
    """One era's way to a server at `url` (None: the reference endpoint, with no socket): a
    legacy one opens its session with the handshake first, once."""

    era: str
    url: str | None = None
    bounds: Any = None  # an httpx.Timeout, for a server on a socket
    session: str | None = None
    version: str | None = None
    endpoint: ToolsEndpoint = field(default_factory=ToolsEndpoint)
    ids: Any = field(default_factory=lambda: itertools.count(10))
    opened: Got | Answer | None = None
    opening: threading.Lock = field(default_factory=threading.Lock)  # one handshake, once

    def request(self, method: str, params: dict[str, Any]) -> Request:
        id = next(self.ids)
        if self.era == "modern":
            return modern(method, params, id=id)
        self.open()
        return legacy(jsonrpc.request(id, method, params), self.session, self.version)

    def open(self) -> None:
        """A legacy era's handshake, once: its session and the version agreed (nothing for the
        modern era, whose requests stand alone)."""
        if self.era == "modern":
            return
        with self.opening:  # requests made at once, in threads: the first opens the session
            if self.opened is None:
                self._open()

    def ask(self, method: str, params: dict[str, Any]) -> Got | Answer:
        """What the server (or the reference) answers one request of this era."""
        return self.sent(self.request(method, params))

    def sent(self, request: Request) -> Got | Answer:
        if self.url is None:
            return request.to(self.endpoint)
        if self._unanswered():
            # no session to carry a request, and a server that never answers is not waited
            # for once a request
            return Got(None, problem=say("tools.no-session"))
        return send(self.bounds, self.url, request)

    def _unanswered(self) -> bool:
        """Whether the handshake got no answer: none at all, or a stream that said nothing
        and never ended."""
        opened = self.opened
        return isinstance(opened, Got) and (opened.status is None or (
            not opened.messages and not opened.ended))

    def _open(self) -> None:
        self.opened = self.sent(legacy(INITIALIZE))
        headers = dict(self.opened.headers)
        self.session = next((v for k, v in headers.items() if k.lower() == SESSION_HEADER.lower()),
                            None)
        result = self.opened.messages[-1].get("result") if self.opened.messages and isinstance(
            self.opened.messages[-1], dict) else None
        version = result.get("protocolVersion") if isinstance(result, dict) else None
        self.version = version if isinstance(version, str) else None
        self.sent(legacy(INITIALIZED, self.session, self.version))  # not, if it never answered


def reply_of(answer: Got | Answer) -> dict[str, Any] | None:
    """The JSON-RPC reply an answer ends with (a call's stream ends with it), or None."""
    last = answer.messages[-1] if answer.messages else None
    return last if isinstance(last, dict) and ("result" in last or "error" in last) else None


def result_of(answer: Got | Answer) -> dict[str, Any] | None:
    reply = reply_of(answer)
    result = reply.get("result") if reply is not None else None
    return result if isinstance(result, dict) else None


def error_code(answer: Got | Answer) -> Any:
    reply = reply_of(answer)
    error = reply.get("error") if reply is not None else None
    return error.get("code") if isinstance(error, dict) else None


def outcome(answer: Got | Answer) -> tuple[Any, Any, int]:
    """An answer as lesson 6's table asks for it: its JSON-RPC error's code (or "result"), its
    result's isError ("nothing" where there is no result), and how many progress notifications
    came before it."""
    code, result = error_code(answer), result_of(answer)
    flag = result.get("isError", False) if result is not None else NOTHING
    return (RESULT if code is None else code), flag, len(progress_of(answer))


def progress_of(answer: Got | Answer) -> list[dict[str, Any]]:
    """The params of each `notifications/progress` before the reply."""
    found: list[dict[str, Any]] = []
    for message in answer.messages:
        if isinstance(message, dict) and message.get("method") == "notifications/progress":
            params = message.get("params")
            found.append(params if isinstance(params, dict) else {})
    return found


# --- lesson 6's notebook: the calls sent for real to a reference server on 127.0.0.1 ----------

def _with_reference(use: Any, time_scale: float = 1.0) -> Any:
    """`use({era: Era})`, each era's way to a fresh reference server (`python -m
    mcpnb.servers.tools`) on this machine's 127.0.0.1."""
    with reference_on_loopback("tools", time_scale) as (url, bounds):
        return use({era: Era(era, url, bounds) for era in ERAS})


def conversation(time_scale: float = 1.0) -> list[tuple[Request, Got]]:
    """A modern client and the reference server, for real: the list page by page (following
    `nextCursor`), a call of add (structured content) and one of the progress tool (its
    progress first), each request with what it got."""
    def talk(ways: dict[str, Era]) -> list[tuple[Request, Got]]:
        way, pairs = ways["modern"], []
        asked = [("tools/list", {}), ("tools/call", CALLS["adds"]),
                 ("tools/call", CALLS["with-progress"])]
        while asked:
            method, params = asked.pop(0)
            request = way.request(method, params)
            got = way.sent(request)
            assert isinstance(got, Got)
            pairs.append((request, got))
            page = result_of(got)
            if method == "tools/list" and page is not None and "nextCursor" in page:
                asked.insert(0, ("tools/list", {"cursor": page["nextCursor"]}))
        return pairs

    found: list[tuple[Request, Got]] = _with_reference(talk, time_scale)
    return found


def answered(time_scale: float = 1.0) -> Any:
    """Lesson 6's table for real: each of its calls sent to the reference server in the modern
    era, and what it got, as a pandas table in the language spoken."""
    import pandas as pd

    names = list(item_spec("tool-calls")[1]["calls"])

    def ask_all(ways: dict[str, Era]) -> list[tuple[Any, Any, int]]:
        return [outcome(ways["modern"].ask(*call_of(name))) for name in names]

    rows = _with_reference(ask_all, time_scale)
    dash = "\u2014"
    return pd.DataFrame(
        [[say("tool-calls.result") if a == RESULT else a, dash if b == NOTHING else b, c]
         for a, b, c in rows],
        index=pd.Index([say(f"tool-calls.row.{name}") for name in names], name=say("column.call")),
        columns=[say("column.error-code-or-result"), say("column.is-error"),
                 say("column.progress-notifications")])
