"""Lesson 5's reference server: lesson 4's dual-era server on Streamable HTTP.

Run it with `python -m mcpnb.servers.http [--port N] [--modern-only]` (the port also from
`$PORT`; 0 or none: a free one). It listens on 127.0.0.1 only, says `ready http://127.0.0.1:N/mcp`
on stderr once it does, and serves one endpoint, `/mcp`, with the standard library's
`http.server`: no framework stands between the lesson and the statuses and headers it teaches.

`Endpoint.answer` decides what each HTTP request gets, with no socket and no clock, so the lesson's
table of requests is computed by calling it; `serve` puts it on a socket. In the order it checks:

- a foreign `Origin` (present, and not this machine): 403, for any method;
- GET: 405 (this server opens no stream of its own); DELETE: ends the legacy session it names
  (200), 404 for a session it does not know, 400 without one, 405 on a modern-only server;
- a POST whose `Accept` lacks `application/json` or `text/event-stream`: 406; a body that is not
  JSON: 400 with -32700; JSON that is not one request or notification: 400 with -32600;
- **modern** (the `MCP-Protocol-Version` header names 2026-07-28, or the body's `_meta` carries
  a protocol version): a notification 202; a request as lesson 4 serves it, after its headers:
  `MCP-Protocol-Version`, `Mcp-Method` and, for `tools/call`, `Mcp-Name` must say what the body
  says (400, -32020), each read without the whitespace around it; statuses by error code as the
  SDK's server maps them (400 for -32602 and -32022, 404 for -32601);
- **legacy**: `initialize` opens a session (`MCP-Session-Id` on the reply); every other message
  needs that header (400 without it, 404 for one the server does not know) and, if it says one,
  a `MCP-Protocol-Version` this server speaks (400); a notification or a client's response 202;
  a request answered by the session's own lesson-4 server (its states, as on stdio), its errors
  with 200 as its results are: in a legacy session a 404 means the session is gone.

A `tools/call` is answered as an SSE stream, in both eras: a `notifications/progress` first
where the request carries a `progressToken`, then the response, which ends the stream. Every
other request gets `application/json`.
"""

from __future__ import annotations

import argparse
import base64
import binascii
import contextlib
import json
import os
import secrets
import sys
import threading
from collections.abc import Mapping
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any
from urllib.parse import urlsplit

from mcpnb.protocol import eras, jsonrpc
from mcpnb.protocol.jsonrpc import Incoming, Kind, Message
from mcpnb.servers.clients import SUPPORTED_VERSIONS
from mcpnb.servers.eras import ALL_VERSIONS, DualEra, ModernOnly
from mcpnb.texts import say

PATH = "/mcp"
HOST = "127.0.0.1"
JSON, SSE = "application/json", "text/event-stream"
VERSION_HEADER, METHOD_HEADER, NAME_HEADER = "MCP-Protocol-Version", "Mcp-Method", "Mcp-Name"
SESSION_HEADER = "MCP-Session-Id"
# The HTTP status of a JSON-RPC error, as the SDK's server maps them (mcp.shared.inbound).
ERROR_STATUS = {jsonrpc.PARSE_ERROR: 400, jsonrpc.INVALID_REQUEST: 400,
                jsonrpc.INVALID_PARAMS: 400, eras.HEADER_MISMATCH: 400,
                eras.MISSING_CLIENT_CAPABILITY: 400, eras.UNSUPPORTED_VERSION: 400,
                jsonrpc.METHOD_NOT_FOUND: 404}
# The methods whose `Mcp-Name` header says the body's `params.name` (or `params.uri`).
NAMED = {"tools/call": "name", "prompts/get": "name", "resources/read": "uri"}
LOCAL_HOSTS = ("127.0.0.1", "localhost", "::1")
# A message of the lessons is a few hundred bytes: a body past a mebibyte is refused (413).
MAX_BODY = 1024 * 1024


@dataclass(frozen=True)
class Answer:
    """What one HTTP request gets: its status, its headers, and the JSON-RPC messages of its body
    (one as JSON, several as an SSE stream, none for 202, 405 and the like)."""

    status: int
    messages: tuple[Message, ...] = ()
    stream: bool = False
    headers: tuple[tuple[str, str], ...] = ()

    @property
    def content_type(self) -> str | None:
        return (SSE if self.stream else JSON) if self.messages else None


def _reply(message: Message, *, headers: tuple[tuple[str, str], ...] = (),
           legacy: bool = False) -> Answer:
    """One JSON-RPC reply as JSON, its status by its error code (200 for a result). In a legacy
    session every reply is 200: there a 404 says the session is gone ("When a client receives
    HTTP 404 in response to a request containing an MCP-Session-Id, it MUST start a new
    session"), and a client takes any other error status for the transport's failure, not the
    server's answer. The table of statuses by code is 2026-07-28's."""
    error = message.get("error")
    code = error.get("code") if isinstance(error, dict) else None
    status = 200 if legacy or not isinstance(code, int) else ERROR_STATUS.get(code, 200)
    return Answer(status, (message,), headers=headers)


def _refused(status: int, code: int, why: str, id: jsonrpc.Id | None = None) -> Answer:
    return Answer(status, (jsonrpc.error(id, code, why),))


def decode_name(value: str | None) -> str | None:
    """A `Mcp-Name` header's value, its Base64 sentinel (`=?base64?...?=`) decoded."""
    if value is not None and value.startswith("=?base64?") and value.endswith("?="):
        try:
            return base64.b64decode(value[9:-2], validate=True).decode("utf-8")
        except (binascii.Error, UnicodeDecodeError):
            return None
    return value


def foreign_origin(origin: str | None) -> bool:
    """Is this `Origin` present and not this machine (a page elsewhere, DNS rebinding)?"""
    if origin is None:
        return False
    parts = urlsplit(origin)
    return parts.scheme not in ("http", "https") or parts.hostname not in LOCAL_HOSTS


@dataclass
class Endpoint:
    """The MCP endpoint of one server process: its rules, and its legacy sessions."""

    modern_only: bool = False
    sessions: dict[str, DualEra] = field(default_factory=dict)
    lock: threading.Lock = field(default_factory=threading.Lock)

    def answer(self, method: str, headers: Mapping[str, str], body: bytes = b"") -> Answer:
        """What a request to the endpoint gets. `headers` are looked up case-insensitively."""
        header = {k.lower(): v for k, v in headers.items()}.get
        if foreign_origin(header("origin")):
            return _refused(403, jsonrpc.INVALID_REQUEST, say("server.error.origin"))
        if method == "DELETE" and not self.modern_only:
            return self._end(header(SESSION_HEADER.lower()))
        if method != "POST":
            return Answer(405, headers=(("Allow", "POST" if self.modern_only else "POST, DELETE"),))
        accept = header("accept") or ""
        if JSON not in accept or SSE not in accept:
            return _refused(406, jsonrpc.INVALID_REQUEST,
                            say("server.error.accept", json=JSON, sse=SSE))
        if len(body) > MAX_BODY:
            return _refused(413, jsonrpc.INVALID_REQUEST, say("server.error.too-large"))
        incoming = jsonrpc.classify(body.decode("utf-8", errors="replace"))
        if incoming.kind in (Kind.NOT_JSON, Kind.INVALID):
            bad = jsonrpc.bad_line_reply(incoming)
            assert bad is not None
            return Answer(400, (bad,))
        if self.modern_only or header(VERSION_HEADER.lower()) in eras.MODERN_VERSIONS or (
                eras.is_modern_request(incoming.params)):
            return self._modern(incoming, header)
        return self._legacy(incoming, header)

    def _modern(self, incoming: Incoming, header: Any) -> Answer:
        if incoming.kind is Kind.RESPONSE:  # a modern server asks nothing: none is owed it
            return _refused(400, jsonrpc.INVALID_REQUEST, "a client sends no responses", None)
        if incoming.kind is not Kind.REQUEST:
            return Answer(202)  # no notification changes anything here, nor is answered
        assert incoming.id is not None
        id, meta = incoming.id, eras.meta_of(incoming.params)
        if meta is not None and not eras.missing_meta(incoming.params):
            said = {VERSION_HEADER: meta[eras.PROTOCOL_VERSION_KEY], METHOD_HEADER: incoming.method}
            if (key := NAMED.get(str(incoming.method))) is not None:
                said[NAME_HEADER] = incoming.params.get(key)
            for name, value in said.items():
                got = header(name.lower())
                # A field's value is read without the whitespace around it (RFC 9110, 5.5).
                got = got.strip(" \t") if isinstance(got, str) else got
                if (decode_name(got) if name == NAME_HEADER else got) != value:
                    return _refused(400, eras.HEADER_MISMATCH,
                                    say("server.error.header-mismatch", header=name), id)
        # Each modern request on its own: nothing carried over. What it names as spoken is the
        # endpoint's: a dual-era one speaks the legacy versions too.
        server = self.modern_server(eras.MODERN_VERSIONS if self.modern_only else ALL_VERSIONS)
        reply = server.respond(incoming)
        assert reply is not None
        return self._streamed(incoming, reply.message)

    # The servers behind the endpoint, and the progress of a call: a later lesson's endpoint
    # serves its own (`mcpnb.servers.tools`).
    def legacy_server(self) -> DualEra:
        """The server of a new legacy session."""
        return DualEra()

    def modern_server(self, versions: tuple[str, ...]) -> DualEra:
        """The server of one modern request, naming `versions` as those it speaks."""
        return ModernOnly(versions)

    def progress(self, params: Any) -> tuple[tuple[float, float, str], ...]:
        """The (progress, total, message) of each progress notification a `tools/call` with a
        `progressToken` gets before its result, the message as its key in the catalogues (said
        in the language of the edition that started the server): the echo's one step."""
        return ((1, 1, "server.progress.echoing"),)

    def _legacy(self, incoming: Incoming, header: Any) -> Answer:
        if incoming.kind is Kind.REQUEST and incoming.method == "initialize":
            session, fresh = secrets.token_hex(16), self.legacy_server()
            reply = fresh.respond(incoming)
            assert reply is not None
            if "result" in reply.message:
                with self.lock:
                    self.sessions[session] = fresh
                return _reply(reply.message, headers=((SESSION_HEADER, session),), legacy=True)
            return _reply(reply.message, legacy=True)
        session = header(SESSION_HEADER.lower())
        if session is None:
            return _refused(400, jsonrpc.INVALID_REQUEST, say("server.error.no-session"))
        with self.lock:
            server = self.sessions.get(session)
        if server is None:
            return _refused(404, jsonrpc.INVALID_REQUEST, say("server.error.unknown-session"))
        version = header(VERSION_HEADER.lower())
        if version is not None and version not in SUPPORTED_VERSIONS:
            return _refused(400, jsonrpc.INVALID_REQUEST,
                            say("server.error.legacy-version", version=version))
        with self.lock:  # one session's state machine takes one message at a time
            reply = server.respond(incoming)
        if reply is None:
            return Answer(202)
        return self._streamed(incoming, reply.message, legacy=True)

    def _streamed(self, incoming: Incoming, message: Message, *, legacy: bool = False) -> Answer:
        """A tool call's answer as a stream, its progress first where the client asked for it."""
        if incoming.method != "tools/call" or "error" in message:
            return _reply(message, legacy=legacy)
        meta = eras.meta_of(incoming.params) or {}
        token = meta.get("progressToken")
        progress: tuple[Message, ...] = ()
        if jsonrpc.is_id(token):
            progress = tuple(jsonrpc.notification("notifications/progress", {
                "progressToken": token, "progress": done, "total": total, "message": say(key)})
                for done, total, key in self.progress(incoming.params))
        return Answer(200, (*progress, message), stream=True)

    def _end(self, session: str | None) -> Answer:
        if session is None:
            return _refused(400, jsonrpc.INVALID_REQUEST, say("server.error.no-session"))
        with self.lock:
            ended = self.sessions.pop(session, None)
        if ended is None:
            return _refused(404, jsonrpc.INVALID_REQUEST, say("server.error.unknown-session"))
        return Answer(200)


def sse_event(message: Message) -> bytes:
    """One JSON-RPC message as one SSE event."""
    return b"event: message\r\ndata: " + json.dumps(message).encode() + b"\r\n\r\n"


class _Handler(BaseHTTPRequestHandler):
    endpoint: Endpoint  # set on the class `serve` makes
    protocol_version = "HTTP/1.1"

    def do_POST(self) -> None:
        self._serve()

    def do_GET(self) -> None:
        self._serve()

    def do_DELETE(self) -> None:
        self._serve()

    def _serve(self) -> None:
        if urlsplit(self.path).path != PATH:
            self._send(Answer(404))
            return
        try:
            length = int(self.headers.get("Content-Length") or 0)
        except ValueError:
            length = -1
        if not 0 <= length <= MAX_BODY:
            self._send(_refused(413, jsonrpc.INVALID_REQUEST, say("server.error.too-large")))
            self.close_connection = True
            return
        body = self.rfile.read(length) if length else b""
        self._send(self.endpoint.answer(self.command, dict(self.headers.items()), body))

    def _send(self, answer: Answer) -> None:
        self.send_response(answer.status)
        for name, value in answer.headers:
            self.send_header(name, value)
        if answer.stream:
            self.send_header("Content-Type", SSE)
            self.send_header("Cache-Control", "no-cache")
            self.send_header("X-Accel-Buffering", "no")
            self.send_header("Connection", "close")  # the stream ends with the connection
            self.end_headers()
            for message in answer.messages:
                self.wfile.write(sse_event(message))
                self.wfile.flush()
            self.close_connection = True
            return
        body = json.dumps(answer.messages[0]).encode() if answer.messages else b""
        if answer.messages:
            self.send_header("Content-Type", JSON)
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def log_message(self, format: str, *args: Any) -> None:
        print(f"{self.command} {self.path} -> {args[1] if len(args) > 1 else ''}",
              file=sys.stderr, flush=True)


def serve(port: int, *, modern_only: bool = False, endpoint: type[Endpoint] = Endpoint) -> None:
    """Serve the `endpoint` on 127.0.0.1 until interrupted; say `ready URL` on stderr first."""
    handler = type("Handler", (_Handler,), {"endpoint": endpoint(modern_only)})
    with ThreadingHTTPServer((HOST, port), handler) as server:
        server.daemon_threads = True
        print(f"ready http://{HOST}:{server.server_address[1]}{PATH}", file=sys.stderr, flush=True)
        with contextlib.suppress(KeyboardInterrupt):
            server.serve_forever()


def main(argv: list[str] | None = None) -> int:
    options = argparse.ArgumentParser(description="Lesson 5's MCP server on Streamable HTTP.")
    options.add_argument("--port", type=int, default=int(os.environ.get("PORT") or 0))
    options.add_argument("--modern-only", action="store_true")
    args = options.parse_args(argv)
    serve(args.port, modern_only=args.modern_only)
    return 0


if __name__ == "__main__":
    sys.exit(main())
