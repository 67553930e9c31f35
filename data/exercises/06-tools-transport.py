"""Lesson 5's server on Streamable HTTP, in both eras, serving the tools of my_tools_server.py:
what lesson 5 taught, written beside your server by the notebook. You need not read it."""
import argparse
import base64
import json
import os
import secrets
import sys
import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from urllib.parse import urlsplit

SUPPORTED = ["2025-11-25", "2025-06-18", "2025-03-26", "2024-11-05"]
MODERN = ["2026-07-28"]
VERSION = "io.modelcontextprotocol/protocolVersion"
CLIENT_CAPABILITIES = "io.modelcontextprotocol/clientCapabilities"
CAPABILITIES = {"tools": {"listChanged": False}}  # only what this server really does
INFO = {"name": "my-server", "version": "1.0"}
STATUS = {-32700: 400, -32600: 400, -32602: 400, -32020: 400, -32022: 400, -32601: 404}
SSE = {"Content-Type": "text/event-stream"}
LOCAL = ("127.0.0.1", "localhost", "::1")  # the hosts an Origin of this machine names
sessions = {}  # legacy session id -> its state: "waiting" or "ready"
lock = threading.Lock()
tools = None  # what `serve` was given: listing(id, params), call(id, params), steps_of(params)


def result(id, value):
    return {"jsonrpc": "2.0", "id": id, "result": value}


def error(id, code, text, data=None):
    body = {"code": code, "message": text}
    if data is not None:
        body["data"] = data
    return {"jsonrpc": "2.0", "id": id, "error": body}


def reply(message, legacy=False):
    """(status, messages, headers) for one JSON answer. In the modern era its status follows
    its error code; in a legacy session it is 200, since a 404 there says the session is gone."""
    code = message["error"]["code"] if "error" in message and not legacy else None
    return STATUS.get(code, 200), [message], {}


def streamed(answer, meta, steps=(), legacy=False):
    """A tool call's answer as an SSE stream: its progress first, if the client asked."""
    if "error" in answer:
        return reply(answer, legacy)
    token = meta.get("progressToken") if isinstance(meta, dict) else None
    progress = []
    if token is not None:
        progress = [{"jsonrpc": "2.0", "method": "notifications/progress",
                     "params": {"progressToken": token, "progress": done, "total": 100}}
                    for done in steps]
    return 200, progress + [answer], SSE


def complete(method, value):
    value = {**value, "resultType": "complete"}
    if method in ("server/discover", "tools/list"):  # a client may keep these a minute
        value.update({"ttlMs": 60000, "cacheScope": "public"})
    return value


def tool_name(header):
    """The Mcp-Name header, its Base64 form (=?base64?...?=) decoded."""
    header = header.strip(" \t") if header else header  # a field's value never includes the whitespace around it (RFC 9110, 5.5)
    if header and header.startswith("=?base64?") and header.endswith("?="):
        try:
            return base64.b64decode(header[9:-2]).decode()
        except ValueError:
            return None
    return header


def modern(message, headers):
    id, method, params = message.get("id"), message.get("method"), message.get("params")
    if "id" not in message or "method" not in message:
        return 202, [], {}  # a notification: accepted, never answered
    meta = params.get("_meta") if isinstance(params, dict) else None
    if not isinstance(meta, dict) or VERSION not in meta or CLIENT_CAPABILITIES not in meta:
        return reply(error(id, -32602, "_meta lacks the version or the capabilities"))
    if headers.get("MCP-Protocol-Version") != meta[VERSION] or headers.get("Mcp-Method") != method:
        return reply(error(id, -32020, "Header mismatch: a header does not say what the body says"))
    if method == "tools/call" and tool_name(headers.get("Mcp-Name")) != params.get("name"):
        return reply(error(id, -32020, "Header mismatch: Mcp-Name is not the tool called"))
    if meta[VERSION] not in MODERN:
        return reply(error(id, -32022, "Unsupported protocol version",
                           {"supported": MODERN + SUPPORTED, "requested": meta[VERSION]}))
    if method == "server/discover":
        return reply(result(id, complete(method, {"supportedVersions": MODERN + SUPPORTED,
                                                  "capabilities": CAPABILITIES})))
    if method == "tools/list":
        answer = tools.listing(id, params)
        if "result" in answer:
            answer["result"] = complete(method, answer["result"])
        return reply(answer)
    if method == "tools/call":
        answer = tools.call(id, params)
        if "result" in answer:
            answer["result"] = complete(method, answer["result"])
        return streamed(answer, meta, tools.steps_of(params))
    return reply(error(id, -32601, "Method not found"))


def legacy(message, headers):
    id, method, params = message.get("id"), message.get("method"), message.get("params")
    if method == "initialize" and "id" in message:
        version = params.get("protocolVersion") if isinstance(params, dict) else None
        if version not in SUPPORTED:
            version = max(SUPPORTED)  # the counter-offer: the newest version it speaks
        session = secrets.token_hex(16)
        with lock:
            sessions[session] = "waiting"
        hello = {"protocolVersion": version, "capabilities": CAPABILITIES, "serverInfo": INFO}
        return 200, [result(id, hello)], {"MCP-Session-Id": session}
    session = headers.get("MCP-Session-Id")
    if session is None:
        return 400, [error(None, -32600, "Bad Request: Missing session ID")], {}
    with lock:
        state = sessions.get(session)
    if state is None:
        return 404, [error(None, -32600, "Not Found: unknown session")], {}
    version = headers.get("MCP-Protocol-Version")
    if version is not None and version not in SUPPORTED:  # the version agreed at initialize, or none at all
        return 400, [error(None, -32600, "Bad Request: unsupported protocol version")], {}
    if "id" not in message or "method" not in message:  # a notification, or a response
        if method == "notifications/initialized" and state == "waiting":
            with lock:
                sessions[session] = "ready"
        return 202, [], {}
    if method == "ping":
        return reply(result(id, {}), legacy=True)
    if method not in ("tools/list", "tools/call"):
        return reply(error(id, -32601, "Method not found"), legacy=True)
    if state != "ready":
        return reply(error(id, -32600, "not ready: the session is " + state), legacy=True)
    if method == "tools/list":
        return reply(tools.listing(id, params), legacy=True)
    meta = params.get("_meta") if isinstance(params, dict) else None
    return streamed(tools.call(id, params), meta, tools.steps_of(params), legacy=True)


class Handler(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"

    def send(self, status, messages=(), headers=None):
        self.send_response(status)
        for name, value in (headers or {}).items():
            self.send_header(name, value)
        if headers == SSE:  # one event for each message, then the stream ends
            self.send_header("Connection", "close")
            self.end_headers()
            for message in messages:
                self.wfile.write(b"data: " + json.dumps(message).encode() + b"\n\n")
                self.wfile.flush()
            self.close_connection = True
            return
        body = json.dumps(messages[0]).encode() if messages else b""
        if messages:
            self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def refused(self):
        """Answer a request that is not for /mcp, or comes from a web page elsewhere."""
        if urlsplit(self.path).path != "/mcp":
            self.send(404)
            return True
        origin = self.headers.get("Origin")
        if origin is not None and urlsplit(origin).hostname not in LOCAL:
            self.send(403, [error(None, -32600, "Forbidden: Origin not allowed")])
            return True
        return False

    def do_GET(self):
        if not self.refused():
            self.send(405, headers={"Allow": "POST, DELETE"})  # this server opens no stream

    def do_DELETE(self):
        if self.refused():
            return
        session = self.headers.get("MCP-Session-Id")
        with lock:
            ended = sessions.pop(session, None)
        if session is None:
            self.send(400, [error(None, -32600, "Bad Request: Missing session ID")])
        else:
            self.send(200 if ended else 404)

    def do_POST(self):
        # read the whole request first: its body would be left on the connection
        body = self.rfile.read(int(self.headers.get("Content-Length") or 0))
        if self.refused():
            return
        try:
            message = json.loads(body)
        except ValueError:
            return self.send(400, [error(None, -32700, "Parse error")])
        if not isinstance(message, dict) or message.get("jsonrpc") != "2.0":
            return self.send(400, [error(None, -32600, "Invalid Request")])
        params = message.get("params")
        meta = params.get("_meta") if isinstance(params, dict) else None
        if self.headers.get("MCP-Protocol-Version") in MODERN or (
                isinstance(meta, dict) and VERSION in meta):
            self.send(*modern(message, self.headers))
        else:
            self.send(*legacy(message, self.headers))


def serve(served):
    """Serve the tools of `served` (a module with listing, call and steps_of) on the port of
    --port N (or $PORT), until the process is stopped."""
    global tools
    tools = served
    options = argparse.ArgumentParser()
    options.add_argument("--port", type=int, default=int(os.environ.get("PORT") or 0))
    server = ThreadingHTTPServer(("127.0.0.1", options.parse_args().port), Handler)
    server.daemon_threads = True
    print(f"ready http://127.0.0.1:{server.server_address[1]}/mcp", file=sys.stderr, flush=True)
    server.serve_forever()
