"""Lesson 5's requests on the wire: built as a client of either era sends them, sent to an
endpoint with httpx within bounds, and what came back read into a `Got`.

`modern(method)` is a POST as a 2026-07-28 client sends it (its `_meta`, and the headers that
repeat it), `legacy(message, session)` one of a legacy session; `Request.to(endpoint)` is what
the reference endpoint (`mcpnb.servers.http.Endpoint`) answers it, with no socket; `send` puts
it on one. Lesson 5's check judges with these, and its notebook shows them.

Every read is bounded (`READ_SECONDS`, `MAX_BYTES`): a server that never answers, streams
forever or floods costs its bound, never a hang.
"""

from __future__ import annotations

import contextlib
import json
import os
import sys
import threading
import time
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from mcpnb.content.probes import CHECK_INFO, NO_SUCH_METHOD, UNSPOKEN
from mcpnb.course import item_spec
from mcpnb.protocol import eras, jsonrpc
from mcpnb.protocol.sse import EventReader
from mcpnb.records import IN_GRADER
from mcpnb.running.client_tasks import ECHO_TEXT, ECHO_TOOL
from mcpnb.running.transcripts import shorten
from mcpnb.servers import http as reference
from mcpnb.servers.http import JSON, SESSION_HEADER, SSE, Answer, Endpoint
from mcpnb.texts import carried, say

NOTHING = "nothing"  # no body, or no error in it: the course's answer word

MODERN = eras.MODERN_VERSIONS[0]
LEGACY = "2025-11-25"
EXTENSION_NOTIFICATION = "notifications/mcpnb/hello"
FOREIGN = "http://evil.example"
LOOKALIKE = "http://localhost.evil.example"  # a foreign page whose address begins like this one's
LOCAL_PAGE = "http://localhost:8888"  # a page of this machine's: JupyterLab's, say
# A reply takes milliseconds; a server silent this long will not answer.
READ_SECONDS = 5.0
# How much longer a reference server is waited for in the grader's kernel than in a student's.
GRADER_STRETCH = 4
# A connection to 127.0.0.1 is made in microseconds: a loaded machine gets the rest.
CONNECT_SECONDS = 2.0
# A request refused or reset before any answer is sent once more after this pause, where its
# bound leaves at least the margin.
RETRY_PAUSE, RETRY_MARGIN = 0.1, 1.0
# How long after its bound a request's thread is waited for, before it is left behind.
GRACE = 0.5
# A reply of the lessons is a few hundred bytes: past this, the server floods.
MAX_BYTES = 256 * 1024
ACCEPT = {"Accept": f"{JSON}, {SSE}"}
# Of a body no message could be read from, the lines a finding shows.
SHOWN_LINES = 6


@dataclass(frozen=True)
class Got:
    """What the server answered one request: status, content type, headers, and the JSON-RPC
    messages of its body (its SSE events' data, or its one JSON object); `problem` says what
    went wrong on the way (no answer, a flood, a body that is not what its type says)."""

    status: int | None
    content_type: str | None = None
    headers: tuple[tuple[str, str], ...] = ()
    messages: tuple[Any, ...] = ()
    ended: bool = True  # the body ended within the bound (a stream closed)
    problem: str = ""
    body: bytes = b""  # as it came, up to the bound
    endless: bool = False  # the problem is only that the body had not ended within the bound

    def header(self, name: str) -> str | None:
        return next((v for k, v in self.headers if k.lower() == name.lower()), None)

    def shown(self) -> tuple[str, ...]:
        if self.status is None:
            return (self.problem,)
        head = f"{self.status} {self.content_type or say('http.no-body')}"
        lines = [head, *(shorten(json.dumps(m, ensure_ascii=False)) for m in self.messages)]
        if not self.messages and self.body:  # a body no message was read from: as it came
            text = self.body.decode("utf-8", errors="replace")
            lines += [shorten(repr(line)) for line in text.splitlines(keepends=True)[:SHOWN_LINES]]
        return (*lines, self.problem) if self.problem else tuple(lines)


@dataclass(frozen=True)
class Request:
    method: str
    headers: Mapping[str, str]
    body: bytes = b""

    def to(self, endpoint: Endpoint) -> Answer:
        """What the reference endpoint answers this request."""
        return endpoint.answer(self.method, self.headers, self.body)

    def shown(self) -> tuple[str, ...]:
        heads = [f"{k}: {v}" for k, v in self.headers.items()
                 if k not in ("Accept", "Content-Type")]
        text = self.body.decode("utf-8", errors="replace")
        return (f"{self.method} {reference.PATH}", *heads, *([shorten(text)] if text else []))


def envelope(version: str = MODERN) -> dict[str, Any]:
    return {eras.PROTOCOL_VERSION_KEY: version, eras.CLIENT_CAPABILITIES_KEY: {},
            eras.CLIENT_INFO_KEY: CHECK_INFO}


def modern(method: str, params: dict[str, Any] | None = None, *, id: int = 1,
           version: str = MODERN, headers: Mapping[str, str] | None = None) -> Request:
    """A modern POST, its headers as a 2026-07-28 client sends them, then `headers` over them."""
    params = params or {}
    meta = {**envelope(version), **params.get("_meta", {})}
    body = jsonrpc.request(id, method, {**params, "_meta": meta})
    said = {**ACCEPT, "Content-Type": JSON, reference.VERSION_HEADER: version,
            reference.METHOD_HEADER: method}
    if (key := reference.NAMED.get(method)) is not None:
        said[reference.NAME_HEADER] = str(params.get(key))
    return Request("POST", {**said, **(headers or {})}, json.dumps(body).encode())


def modern_notification(method: str, params: dict[str, Any]) -> Request:
    """A modern notification's POST: its `_meta` and headers as a request's, and no id."""
    asked = modern(method, params)
    body = json.loads(asked.body)
    return Request("POST", asked.headers, json.dumps(
        jsonrpc.notification(method, body["params"])).encode())


def legacy(message: Mapping[str, Any], session: str | None = None,
           version: str | None = None) -> Request:
    """A legacy POST: in a session, its id, and the version agreed at initialize in
    MCP-Protocol-Version, as a client MUST send it on every request after initialize."""
    said = {**ACCEPT, "Content-Type": JSON,
            **({SESSION_HEADER: session} if session is not None else {}),
            **({reference.VERSION_HEADER: version} if version is not None else {})}
    return Request("POST", said, json.dumps(message).encode())


ECHO_CALL = {"name": ECHO_TOOL, "arguments": {"text": ECHO_TEXT},
             "_meta": {"progressToken": "mcpnb-check"}}
INITIALIZE = jsonrpc.request(0, "initialize", {
    "protocolVersion": LEGACY, "capabilities": {}, "clientInfo": CHECK_INFO})
INITIALIZED = jsonrpc.notification("notifications/initialized")
# The requests lesson 5 is about, each as the course sends it: the check's probes and the rows of
# the lesson's table.
REQUESTS: dict[str, Request] = {
    "modern-list": modern("tools/list"),
    "call-stream": modern("tools/call", ECHO_CALL, id=2),
    # 2026-07-28 defines no notification a client sends over HTTP (a request is cancelled by
    # closing its stream), yet states what a notification POST gets: one an extension defines.
    "notification": modern_notification(EXTENSION_NOTIFICATION, {}),
    "version-header": modern("tools/list", headers={reference.VERSION_HEADER: LEGACY}),
    "method-header": modern("tools/list", headers={reference.METHOD_HEADER: "tools/call"}),
    "name-header": modern("tools/call", ECHO_CALL, id=3,
                          headers={reference.NAME_HEADER: "other"}),
    "unsupported-version": modern("tools/list", version=UNSPOKEN),
    "unknown-method": modern(NO_SUCH_METHOD),
    "not-json": Request("POST", modern("tools/list").headers, b'{"jsonrpc": "2.0", '),
    "get": Request("GET", ACCEPT),
    "origin": Request("POST", {**modern("tools/list").headers, "Origin": FOREIGN},
                      modern("tools/list").body),
    "origin-get": Request("GET", {**ACCEPT, "Origin": LOOKALIKE}),
    "origin-delete": Request("DELETE", {"Origin": FOREIGN, SESSION_HEADER: "mcpnb-any"}),
    "call-no-token": modern("tools/call", {"name": ECHO_TOOL, "arguments": {"text": ECHO_TEXT}},
                            id=4),
    "name-missing": Request("POST", {k: v for k, v in modern("tools/call", ECHO_CALL).headers
                                     .items() if k != reference.NAME_HEADER},
                            modern("tools/call", ECHO_CALL, id=5).body),
    "origin-local": Request("POST", {**modern("tools/list").headers, "Origin": LOCAL_PAGE},
                            modern("tools/list", id=6).body),
    # A client only SHOULD say who it is: a request without clientInfo is whole.
    "no-client-info": Request("POST", modern("tools/list").headers, json.dumps(jsonrpc.request(
        7, "tools/list", {"_meta": {k: v for k, v in envelope().items()
                                    if k != eras.CLIENT_INFO_KEY}})).encode()),
    # The tool's name with whitespace around it, which is no part of a field's value (RFC 9110
    # 5.5): the same name as the body's.
    "name-spaces": modern("tools/call", ECHO_CALL, id=9,
                          headers={reference.NAME_HEADER: f"  {ECHO_TOOL}\t"}),
    # A required header missing is a header that does not say what the body says: -32020.
    "version-missing": Request("POST", {k: v for k, v in modern("tools/list").headers.items()
                                        if k != reference.VERSION_HEADER},
                               modern("tools/list", id=10).body),
    "method-missing": Request("POST", {k: v for k, v in modern("tools/list").headers.items()
                                       if k != reference.METHOD_HEADER},
                              modern("tools/list", id=11).body),
    # A request without the client's capabilities is malformed: -32602.
    "malformed": Request("POST", modern("tools/list").headers, json.dumps(jsonrpc.request(
        8, "tools/list", {"_meta": {k: v for k, v in envelope().items()
                                    if k != eras.CLIENT_CAPABILITIES_KEY}})).encode()),
    "legacy-initialize": legacy(INITIALIZE),
    "legacy-no-session": legacy(jsonrpc.request(2, "tools/list")),
}


def send(timeout: Any, url: str, request: Request) -> Got:
    """One request to the server, its answer read within the bounds of `timeout` (an
    `httpx.Timeout`): each read within its read time, and the whole answer, its head included,
    within the read time too, so that a server that drips its headers, never quite silent, costs
    one bound like one that says nothing. The request runs in a thread of its own with a client
    of its own, left behind once the bound is over: nothing else wakes a socket blocked in a
    read, and the server's end (`WebServer.stop`) closes it."""
    found: list[Got] = []
    seconds = float(timeout.read)  # a connection to 127.0.0.1 takes none of it to speak of

    def ask() -> None:
        deadline = time.monotonic() + float(timeout.read)
        got = _send(timeout, url, request, deadline)
        # A connection refused or reset before any answer, with time left: the server's listen
        # queue was full (http.server keeps 5), not a verdict. Once more, as a client would.
        if got.status is None and time.monotonic() < deadline - RETRY_MARGIN:
            time.sleep(RETRY_PAUSE)
            got = _send(timeout, url, request, deadline)
        found.append(got)

    worker = threading.Thread(target=carried(ask), daemon=True)
    worker.start()
    worker.join(seconds + GRACE)
    if found:
        return found[0]
    return Got(None, problem=say("http.no-head", seconds=round(seconds)))


def _send(timeout: Any, url: str, request: Request, deadline: float) -> Got:
    import httpx

    if any(value != value.strip(" \t") for value in request.headers.values()):
        return _sent_as_written(timeout, url, request, deadline)
    with httpx.Client(timeout=timeout, verify=False) as client:  # no TLS: 127.0.0.1 only
        return _exchanged(client, url, request, deadline)


def _sent_as_written(timeout: Any, url: str, request: Request, deadline: float) -> Got:
    """A request with a header value that has whitespace around it, which HTTP lets a sender
    put there and its reader drop (RFC 9110 5.5: "a field value does not include leading or
    trailing whitespace"), sent as written with the standard library's `http.client` (httpx
    refuses to send such a value) and read as `_exchanged` reads an answer."""
    import http.client
    from urllib.parse import urlsplit

    parts = urlsplit(url)
    connection = http.client.HTTPConnection(parts.hostname or "127.0.0.1", parts.port,
                                            timeout=float(timeout.read))
    body, ended, problem, endless = bytearray(), False, "", False
    messages: list[Any] = []
    try:
        connection.putrequest(request.method, parts.path or "/", skip_accept_encoding=True)
        for name, value in {**request.headers, "Connection": "close",
                            "Content-Length": str(len(request.body))}.items():
            connection.putheader(name, value)
        connection.endheaders(request.body or None)
        sock = connection.sock  # the answer is read from it, after the connection lets go
        if sock is not None:  # its head, too, within the deadline
            sock.settimeout(max(0.01, deadline - time.monotonic()))
        response = connection.getresponse()
        kind = (response.getheader("content-type") or "").split(";")[0].strip() or None
        reader = EventReader(limit=MAX_BYTES) if kind == SSE else None
        try:
            while True:
                # No read waits past the answer's deadline: a stream left open ends there, as
                # httpx's does, within the bound `send` waits for.
                if sock is not None:
                    sock.settimeout(max(0.01, deadline - time.monotonic()))
                chunk = response.read1(65536)
                if not chunk:
                    ended = True
                    break
                body += chunk
                if reader is not None:
                    messages += [e.data for e in reader.feed(chunk)
                                 if e.type == "message" and e.data]
                if len(body) > MAX_BYTES:
                    problem = say("http.flood", bytes=MAX_BYTES)
                    break
                if time.monotonic() > deadline:
                    problem, endless = say("http.endless", seconds=float(timeout.read)), True
                    break
        except (OSError, http.client.HTTPException, ValueError) as error:
            endless = isinstance(error, TimeoutError)
            problem = say("http.endless", seconds=float(timeout.read)) if endless else say(
                "http.broken", error=str(error) or type(error).__name__)
        headers = tuple((k.lower(), v) for k, v in response.getheaders())
    except (OSError, http.client.HTTPException) as error:
        return Got(None, problem=say("http.no-answer", error=str(error) or type(error).__name__))
    finally:
        connection.close()
    return _got(response.status, kind, headers, body, messages, ended, problem, endless)


def _exchanged(client: Any, url: str, request: Request, deadline: float) -> Got:
    import httpx

    seconds = float(client.timeout.read)
    try:
        # A connection of its own for each request: a server that serves one connection at a
        # time (http.server's HTTPServer) is not kept waiting by another one's keep-alive.
        sent = {**request.headers, "Connection": "close"}
        with client.stream(request.method, url, headers=sent,
                           content=request.body or None) as response:
            kind = (response.headers.get("content-type") or "").split(";")[0].strip() or None
            body, ended, problem, endless = bytearray(), False, "", False
            reader = EventReader(limit=MAX_BYTES) if kind == SSE else None
            messages: list[Any] = []
            try:
                for chunk in response.iter_raw():
                    body += chunk
                    if reader is not None:
                        # An event with empty data carries no message (a legacy server's
                        # priming event: an id and an empty data, which it SHOULD send first).
                        messages += [e.data for e in reader.feed(chunk)
                                     if e.type == "message" and e.data]
                    if len(body) > MAX_BYTES:
                        problem = say("http.flood", bytes=MAX_BYTES)
                        break
                    if time.monotonic() > deadline:
                        problem, endless = say("http.endless", seconds=seconds), True
                        break
                else:
                    ended = True
            except (httpx.HTTPError, ValueError) as error:
                problem = say("http.broken", error=str(error) or type(error).__name__)
                endless = isinstance(error, httpx.ReadTimeout)
            headers = tuple(response.headers.items())
            status = response.status_code
    except httpx.HTTPError as error:
        return Got(None, problem=say("http.no-answer", error=str(error) or type(error).__name__))
    return _got(status, kind, headers, body, messages if reader is not None else [], ended,
                problem, endless)


def _got(status: int, kind: str | None, headers: tuple[tuple[str, str], ...], body: bytearray,
         messages: list[Any], ended: bool, problem: str, endless: bool) -> Got:
    """An answer read: its SSE events' data (`messages`), or its one JSON body, parsed."""
    parsed: list[Any] = []
    if kind == SSE:
        for data in messages:
            try:
                parsed.append(json.loads(data))
            except ValueError:
                problem = problem or say("http.event-not-json")
    elif body and kind == JSON:
        try:
            parsed.append(json.loads(bytes(body)))
        except ValueError:
            problem = problem or say("http.body-not-json")
    return Got(status, kind if body else None, headers, tuple(parsed), ended, problem,
               bytes(body), endless)


def outcome(status: int | None, content_type: str | None, messages: Sequence[Any]) -> tuple[
    Any, str, Any
]:
    """An answer as lesson 5's table asks for it: its status, its content type ("nothing" for no
    body) and the code of the JSON-RPC error it carries ("nothing" for none)."""
    last = messages[-1] if messages else None
    error = last.get("error") if isinstance(last, dict) else None
    code = error.get("code") if isinstance(error, dict) else None
    return status, content_type or NOTHING, NOTHING if code is None else code


# The conversation lesson 5 shows on the wire: a modern client lists the tools, then calls echo
# with a progressToken (a stream). It sends no notification: 2026-07-28 defines none over HTTP.
CONVERSATION = ("modern-list", "call-stream")


@contextlib.contextmanager
def reference_on_loopback(module: str, time_scale: float = 1.0) -> Iterator[tuple[str, Any]]:
    """A fresh reference server (`python -m mcpnb.servers.<module>`) on this machine's
    127.0.0.1, once it listens: its URL, and the bounds of a request to it (an httpx.Timeout)."""
    import httpx

    from mcpnb.running.web import READY_TIMEOUT, WebServer  # the server's start: sockets, threads

    with WebServer([sys.executable, "-m", f"mcpnb.servers.{module}"], says_its_url=True) as server:
        # In the grader's kernel, which only learns whether the notebook runs, as long as the
        # notebook's time allows: a busy grading machine is no fault of the student's.
        waited = READY_TIMEOUT * time_scale * (GRADER_STRETCH if os.environ.get(IN_GRADER) else 1)
        if not server.wait_ready(waited):
            said = bytes(server.stderr).decode("utf-8", "replace").strip().splitlines()
            raise RuntimeError(say("http.reference-silent", seconds=f"{waited:g}",
                                   said=said[-1] if said else say("http.silent")))
        yield server.url, httpx.Timeout(READ_SECONDS * time_scale,
                                        connect=CONNECT_SECONDS * time_scale)


def exchange(names: Sequence[str] = CONVERSATION, *, time_scale: float = 1.0) -> list[
    tuple[Request, Got]
]:
    """Each named request sent in turn to a fresh reference server (`python -m
    mcpnb.servers.http`) on this machine's 127.0.0.1, with what it got."""
    with reference_on_loopback("http", time_scale) as (url, bounds):
        return [(REQUESTS[name], send(bounds, url, REQUESTS[name])) for name in names]


def table_requests() -> list[str]:
    """The requests of lesson 5's table, by name, in the course's order."""
    return list(item_spec("http-requests")[1]["requests"])


def answered(time_scale: float = 1.0) -> Any:
    """Lesson 5's table for real: each of its requests sent to the reference server, and what it
    got, as a pandas table in the language spoken."""
    import pandas as pd

    names = table_requests()
    got = [outcome(g.status, g.content_type, g.messages)
           for _, g in exchange(names, time_scale=time_scale)]
    return pd.DataFrame(
        [[status, shown(kind), shown(code)] for status, kind, code in got],
        index=pd.Index([say(f"http-requests.row.{name}", **ROW_VALUES) for name in names],
                       name=say("column.request")),
        columns=[say("column.status"), say("column.content-type"), say("column.error-code")])


# What a row of lesson 5's table names, in its words.
ROW_VALUES = {"modern": MODERN, "legacy": LEGACY, "unspoken": UNSPOKEN, "origin": FOREIGN}


def shown(value: Any) -> Any:
    """A cell of the live table: "nothing" as a dash, which reads alike in every edition (and
    which the table's check reads as nothing too)."""
    return "\u2014" if value == NOTHING else value
