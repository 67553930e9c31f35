"""A student's dual-era MCP server on Streamable HTTP, written as lesson 5 asks: standard library
only, one endpoint, both eras. `MUTANT=<name>` breaks one rule (see `FAULTS`), so that each
finding of `mcpnb check http` is shown to catch its fault; without it, every rule is kept.

Run: python http_kit.py --port N   (or PORT=N)
"""

import argparse
import base64
import json
import os
import secrets
import sys
import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from urllib.parse import urlsplit

MUTANT = os.environ.get("MUTANT", "")
FAULTS = ("json-tool-call", "no-progress", "notification-200", "no-version-header-check",
          "no-method-header-check", "no-name-header-check", "unsupported-as-32602", "unknown-method-200", "parse-error-with-id",
          "get-200", "no-origin-check", "no-session-id", "no-session-required",
          "unknown-session-400", "delete-ignored", "stream-stays-open", "never-ready",
          "legacy-call-json", "progress-without-token", "origin-post-only", "origin-substring",
          "events-unended", "legacy-error-404", "name-optional", "origin-any-refused",
          "client-info-required", "legacy-version-unchecked", "origin-not-on-delete",
          # right by the specification: it lets no client end its session, saying so in words;
          # it opens no session at all, and serves each legacy request on its own
          "delete-forbidden", "sessionless",
          "capabilities-optional", "name-spaces-kept", "malformed-200", "headers-optional",
          "list-without-cache-hints")
MODERN, LEGACY = ["2026-07-28"], ["2025-11-25", "2025-06-18", "2025-03-26"]
PV, CAPS = "io.modelcontextprotocol/protocolVersion", "io.modelcontextprotocol/clientCapabilities"
ECHO = {"name": "echo", "description": "Answers with the text it was given.",
        "inputSchema": {"type": "object", "properties": {"text": {"type": "string"}},
                        "required": ["text"]}}
STATUS = {-32700: 400, -32600: 400, -32602: 400, -32020: 400, -32022: 400, -32601: 404}
sessions = {}  # session id -> its state: "waiting" or "ready"
lock = threading.Lock()


def error(id, code, message, data=None):
    body = {"code": code, "message": message}
    if data is not None:
        body["data"] = data
    return {"jsonrpc": "2.0", "id": id, "error": body}


def result(id, value):
    return {"jsonrpc": "2.0", "id": id, "result": value}


def modern_result(method, value):
    value = {**value, "resultType": "complete"}
    if method in ("server/discover", "tools/list") and not (
            MUTANT == "list-without-cache-hints" and method == "tools/list"):
        value |= {"ttlMs": 60000, "cacheScope": "public"}
    return value


def call(id, params):
    arguments = params.get("arguments") if isinstance(params, dict) else None
    if not isinstance(params, dict) or params.get("name") != "echo":
        return error(id, -32602, "no such tool")
    text = arguments.get("text") if isinstance(arguments, dict) else None
    return result(id, {"content": [{"type": "text", "text": str(text)}], "isError": False})


def listing(id, params):
    """tools/list's reply, in either era (lesson 6's kit, `tools_kit.py`, lists more)."""
    return result(id, {"tools": [ECHO]})


def steps(params):
    """(progress, total) of each progress notification a call with a token gets."""
    return [(1, 1)]


def modern(message, headers):
    """(status, messages, stream) for a request of the modern era."""
    id, method, params = message.get("id"), message.get("method"), message.get("params")
    meta = params.get("_meta") if isinstance(params, dict) else None
    needed = (PV,) if MUTANT == "capabilities-optional" else (PV, CAPS)
    if not isinstance(meta, dict) or any(key not in meta for key in needed):
        status = 200 if MUTANT == "malformed-200" else 400
        return status, [error(id, -32602, "_meta lacks what it must carry")], False
    if MUTANT == "client-info-required" and "io.modelcontextprotocol/clientInfo" not in meta:
        return 400, [error(id, -32602, "_meta lacks clientInfo")], False
    name = headers.get("Mcp-Name") or ""
    if MUTANT != "name-spaces-kept":
        name = name.strip(" \t")  # RFC 9110 5.5: no whitespace around
    if name.startswith("=?base64?") and name.endswith("?="):
        name = base64.b64decode(name[9:-2]).decode()
    optional = MUTANT == "headers-optional"  # a header left out is taken to agree
    version_said, method_said = headers.get("MCP-Protocol-Version"), headers.get("Mcp-Method")
    if MUTANT != "no-version-header-check" and version_said != meta[PV] and not (
            optional and version_said is None):
        return 400, [error(id, -32020, "MCP-Protocol-Version does not match _meta")], False
    if MUTANT != "no-method-header-check" and method_said != method and not (
            optional and method_said is None):
        return 400, [error(id, -32020, "Mcp-Method does not match the method")], False
    unchecked = MUTANT == "no-name-header-check" or (
        MUTANT == "name-optional" and "Mcp-Name" not in headers)
    if method == "tools/call" and not unchecked and name != params.get("name"):
        return 400, [error(id, -32020, "Mcp-Name does not match the tool")], False
    if meta[PV] not in MODERN:
        code = -32602 if MUTANT == "unsupported-as-32602" else -32022
        return 400, [error(id, code, "Unsupported protocol version",
                           {"supported": MODERN + LEGACY, "requested": meta[PV]})], False
    if method == "server/discover":
        return 200, [result(id, modern_result(method, {
            "supportedVersions": MODERN + LEGACY, "capabilities": {"tools": {"listChanged": False}},
            "serverInfo": {"name": "kit", "version": "1"}}))], False
    if method == "tools/list":
        reply = listing(id, params)
        if "result" in reply:
            reply["result"] = modern_result(method, reply["result"])
            return 200, [reply], False
        return STATUS.get(reply["error"]["code"], 200), [reply], False
    if method == "tools/call":
        reply = call(id, params)
        if "result" in reply:
            reply["result"] = modern_result(method, reply["result"])
        elif "error" in reply:
            return STATUS.get(reply["error"]["code"], 200), [reply], False
        return streamed(reply, meta, params)
    status = 200 if MUTANT == "unknown-method-200" else 404
    return status, [error(id, -32601, "Method not found")], False


def streamed(reply, meta, params=None):
    if MUTANT == "json-tool-call":
        return 200, [reply], False
    progress = []
    if "progressToken" not in meta and MUTANT == "progress-without-token":
        meta = {**meta, "progressToken": None}
    if "progressToken" in meta and MUTANT != "no-progress":
        progress = [{"jsonrpc": "2.0", "method": "notifications/progress",
                     "params": {"progressToken": meta["progressToken"], "progress": done,
                                "total": total}} for done, total in steps(params)]
    return 200, [*progress, reply], True


def legacy(message, headers):
    """(status, messages, stream, extra headers) for a message of the legacy era."""
    id, method, params = message.get("id"), message.get("method"), message.get("params")
    if method == "initialize" and "id" in message:
        asked = params.get("protocolVersion") if isinstance(params, dict) else None
        version = asked if asked in LEGACY else LEGACY[0]
        session = secrets.token_hex(8)
        with lock:
            sessions[session] = "waiting"
        hello = {"protocolVersion": version, "capabilities": {"tools": {"listChanged": False}},
                 "serverInfo": {"name": "kit", "version": "1"}}
        extra = {} if MUTANT in ("no-session-id", "sessionless") else {"MCP-Session-Id": session}
        return 200, [result(id, hello)], False, extra
    session = headers.get("MCP-Session-Id")
    if MUTANT == "sessionless":  # every request stands alone, ready: a session of its own
        session = secrets.token_hex(8)
        with lock:
            sessions[session] = "ready"
    if session is None and MUTANT == "no-session-required" and sessions:
        session = next(iter(sessions))
    if session is None:
        return 400, [error(None, -32600, "Bad Request: Missing session ID")], False, {}
    with lock:
        state = sessions.get(session)
    if state is None:
        status = 400 if MUTANT == "unknown-session-400" else 404
        return status, [error(None, -32600, "Not Found: unknown session")], False, {}
    version = headers.get("MCP-Protocol-Version")
    if version is None and MUTANT == "legacy-version-required":  # strict, and still right
        return 400, [error(None, -32600, "Bad Request: MCP-Protocol-Version missing")], False, {}
    if version is not None and version not in LEGACY and MUTANT != "legacy-version-unchecked":
        return 400, [error(None, -32600, "Bad Request: unsupported protocol version")], False, {}
    if "id" not in message:
        if method == "notifications/initialized":
            with lock:
                sessions[session] = "ready"
        return 202, [], False, {}
    if "method" not in message:
        return 202, [], False, {}  # a client's response
    if method == "ping":
        return 200, [result(id, {})], False, {}
    if state != "ready":
        return 200, [error(id, -32600, "not ready")], False, {}
    if method == "tools/list":
        return 200, [listing(id, params)], False, {}
    if method == "tools/call":
        reply = call(id, params)
        if MUTANT == "legacy-call-json" or "error" in reply:
            return 200, [reply], False, {}
        status, messages, stream = streamed(reply, (params or {}).get("_meta") or {}, params)
        return status, messages, stream, {}
    status = 404 if MUTANT == "legacy-error-404" else 200
    return status, [error(id, -32601, "Method not found")], False, {}


def local(origin):
    if MUTANT == "origin-substring":
        return "localhost" in origin or "127.0.0.1" in origin
    host = urlsplit(origin).hostname
    return host in ("127.0.0.1", "localhost", "::1")


class Handler(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"

    def answer(self, status, messages=(), stream=False, extra=None):
        self.send_response(status)
        for name, value in (extra or {}).items():
            self.send_header(name, value)
        if stream:
            self.send_header("Content-Type", "text/event-stream")
            self.send_header("Connection", "close")
            self.end_headers()
            for message in messages:
                end = b"\n" if MUTANT == "events-unended" else b"\n\n"
                self.wfile.write(b"data: " + json.dumps(message).encode() + end)
                self.wfile.flush()
            if MUTANT == "stream-stays-open":
                threading.Event().wait(60)
            self.close_connection = True
            return
        body = json.dumps(messages[0]).encode() if messages else b""
        if messages:
            self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def refused(self):
        if MUTANT == "origin-post-only" and self.command != "POST":
            return False
        origin = self.headers.get("Origin")
        refuse = MUTANT == "origin-any-refused" or not local(origin or "")
        if origin is not None and refuse and MUTANT != "no-origin-check":
            self.answer(403, [error(None, -32600, "Forbidden origin")])
            return True
        return False

    def do_GET(self):
        if not self.refused():
            self.answer(200 if MUTANT == "get-200" else 405, extra={"Allow": "POST, DELETE"})

    def do_DELETE(self):
        if MUTANT != "origin-not-on-delete" and self.refused():
            return
        session = self.headers.get("MCP-Session-Id")
        if MUTANT == "delete-forbidden" and session in sessions:
            words = b"a session ends when the server ends it"
            self.send_response(403)
            self.send_header("Content-Type", "text/plain")
            self.send_header("Content-Length", str(len(words)))
            self.end_headers()
            self.wfile.write(words)
            return
        with lock:
            known = session in sessions
            if known and MUTANT != "delete-ignored":
                del sessions[session]
        self.answer(200 if known else 404)

    def do_POST(self):
        body = self.rfile.read(int(self.headers.get("Content-Length") or 0))  # all of it, first
        if self.refused():
            return
        try:
            message = json.loads(body)
        except ValueError:
            self.answer(400, [error(0 if MUTANT == "parse-error-with-id" else None, -32700,
                                    "Parse error")])
            return
        if not isinstance(message, dict) or message.get("jsonrpc") != "2.0":
            self.answer(400, [error(None, -32600, "Invalid Request")])
            return
        params = message.get("params")
        meta = params.get("_meta") if isinstance(params, dict) else None
        is_modern = (self.headers.get("MCP-Protocol-Version") in MODERN
                     or isinstance(meta, dict) and PV in meta)
        if is_modern:
            if "id" not in message:
                self.answer(200 if MUTANT == "notification-200" else 202,
                            [{"ok": True}] if MUTANT == "notification-200" else [])
                return
            self.answer(*modern(message, self.headers))
            return
        self.answer(*legacy(message, self.headers))

    def log_message(self, format, *args):
        print(format % args, file=sys.stderr, flush=True)


def main():
    options = argparse.ArgumentParser()
    options.add_argument("--port", type=int, default=int(os.environ.get("PORT") or 0))
    port = options.parse_args().port
    if MUTANT == "never-ready":
        threading.Event().wait(600)
    server = ThreadingHTTPServer(("127.0.0.1", port), Handler)
    server.daemon_threads = True
    print("ready", file=sys.stderr, flush=True)
    server.serve_forever()


if __name__ == "__main__":
    main()
