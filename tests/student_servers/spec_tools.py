#!/usr/bin/env python3
"""A dual-era MCP server of tools on Streamable HTTP, written from the specification alone.

Endpoint: http://127.0.0.1:PORT/mcp  (port from --port N, else $PORT, else 8765)

Modern era (2026-07-28): no sessions, every POST carries MCP-Protocol-Version, Mcp-Method
(and Mcp-Name for tools/call) headers that must match the body's method and `_meta`.
Legacy era (2025-03-26 .. 2025-11-25, and 2024-11-05 asked over this transport):
`initialize` opens a session named by an MCP-Session-Id header.

Choices where the specification allows several:
- tools/call is answered on an SSE stream (when the client accepts one), the rest as JSON;
- legacy SSE streams begin with a priming event (an id, empty data) and a comment line;
- an unknown tool is a JSON-RPC -32602 error sent with HTTP 200 (only the errors the
  specification binds to 400/404 get those statuses);
- GET is 405 (no standalone stream); DELETE of a session is 204.
"""
import base64
import json
import os
import secrets
import sys
import threading
import uuid
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from urllib.parse import urlsplit

MODERN = ["2026-07-28"]
LEGACY = ["2025-11-25", "2025-06-18", "2025-03-26", "2024-11-05"]
ALL_VERSIONS = MODERN + LEGACY
SERVER_INFO = {"name": "indep56-tools", "version": "0.6.0"}
P = "io.modelcontextprotocol/"
LOCAL_HOSTS = {"localhost", "127.0.0.1", "::1"}


sessions = {}            # session id -> negotiated legacy version
USE_SESSIONS = "--no-sessions" not in sys.argv   # legacy era with or without sessions
sessions_lock = threading.Lock()


def log(*a):
    print("[http]", *a, file=sys.stderr, flush=True)


class RpcError(Exception):
    def __init__(self, code, message, data=None, status=200):
        super().__init__(message)
        self.code, self.message, self.data, self.status = code, message, data, status

    def body(self, id_):
        e = {"code": self.code, "message": self.message}
        if self.data is not None:
            e["data"] = self.data
        return {"jsonrpc": "2.0", "id": id_, "error": e}


# ------------------------------------------------------------------ tools
def _png_1x1():
    import struct
    import zlib
    def chunk(kind, data):
        c = struct.pack(">I", len(data)) + kind + data
        return c + struct.pack(">I", zlib.crc32(kind + data) & 0xffffffff)
    ihdr = struct.pack(">IIBBBBB", 2, 2, 8, 2, 0, 0, 0)          # 2x2 RGB
    raw = b"".join(b"\x00" + bytes([200, 30, 90] * 2) for _ in range(2))
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", ihdr)
            + chunk(b"IDAT", zlib.compress(raw)) + chunk(b"IEND", b""))


def _wav_beep():
    import io
    import math
    import struct
    import wave
    buf = io.BytesIO()
    with wave.open(buf, "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(8000)
        w.writeframes(b"".join(struct.pack("<h", int(8000 * math.sin(2 * math.pi * 440 * i / 8000)))
                               for i in range(800)))
    return buf.getvalue()


PNG_B64 = base64.b64encode(_png_1x1()).decode("ascii")
WAV_B64 = base64.b64encode(_wav_beep()).decode("ascii")
NO_ARGS = {"type": "object", "additionalProperties": False}
NUMBERS = {"type": "object",
           "properties": {"a": {"type": "number", "description": "first operand"},
                          "b": {"type": "number", "description": "second operand"}},
           "required": ["a", "b"], "additionalProperties": False}

TOOLS = [
    {"name": "echo", "description": "Repeats the text it is given.",
     "inputSchema": {"type": "object", "properties": {"text": {"type": "string"}},
                     "required": ["text"]}},
    {"name": "test_simple_text", "description": "Answers one text block.", "inputSchema": NO_ARGS},
    {"name": "test_image_content", "description": "Answers a small PNG image.", "inputSchema": NO_ARGS},
    {"name": "test_audio_content", "description": "Answers a short WAV beep.", "inputSchema": NO_ARGS},
    {"name": "test_embedded_resource", "description": "Answers an embedded text resource.",
     "inputSchema": NO_ARGS},
    {"name": "test_multiple_content_types", "description": "Answers text, an image and a resource.",
     "inputSchema": NO_ARGS},
    {"name": "test_error_handling", "description": "Always fails, as a tool execution error.",
     "inputSchema": NO_ARGS},
    {"name": "test_tool_with_progress",
     "description": "Works in three steps, reporting progress when asked for it.",
     "inputSchema": NO_ARGS},
    {"name": "json_schema_2020_12_tool",
     "description": "Takes a contact written with JSON Schema 2020-12 keywords; answers it back.",
     "inputSchema": {
         "$schema": "https://json-schema.org/draft/2020-12/schema",
         "type": "object",
         "$defs": {
             "postal": {"type": "object",
                        "properties": {"street": {"type": "string"},
                                       "city": {"type": "string"},
                                       "country": {"type": "string", "minLength": 2}},
                        "required": ["city"]}},
         "properties": {
             "name": {"type": "string", "minLength": 1},
             "kind": {"enum": ["person", "company"]},
             "vat": {"type": "string"},
             "address": {"$ref": "#/$defs/postal"}},
         "allOf": [{"required": ["name"]}],
         "if": {"properties": {"kind": {"const": "company"}}, "required": ["kind"]},
         "then": {"required": ["vat"]},
         "else": {"not": {"required": ["vat"]}},
         "additionalProperties": False}},
    {"name": "add", "title": "Add", "description": "Adds two numbers; the sum comes as structuredContent.",
     "inputSchema": NUMBERS,
     "outputSchema": {"type": "object", "properties": {"sum": {"type": "number"}},
                      "required": ["sum"], "additionalProperties": False}},
    {"name": "divide", "title": "Divide", "description": "Divides a by b; b must not be 0.",
     "inputSchema": NUMBERS,
     "outputSchema": {"type": "object", "properties": {"quotient": {"type": "number"}},
                      "required": ["quotient"], "additionalProperties": False}},
]
BY_NAME = {t["name"]: t for t in TOOLS}
PAGES = [5, 4]          # page sizes: 5, 4, then the rest (a cursor names the last tool seen)


# -- a small JSON Schema 2020-12 reader, enough for the schemas above
def _is_type(v, t):
    if t == "object":
        return isinstance(v, dict)
    if t == "array":
        return isinstance(v, list)
    if t == "string":
        return isinstance(v, str)
    if t == "boolean":
        return isinstance(v, bool)
    if t == "null":
        return v is None
    if isinstance(v, bool):
        return False
    if t == "number":
        return isinstance(v, (int, float))
    if t == "integer":
        return isinstance(v, int) or isinstance(v, float) and v.is_integer()
    return False


def problems(schema, v, root, path="arguments"):
    out = []
    if schema is True or schema is None:
        return out
    if schema is False:
        return [f"{path}: not allowed"]
    if "$ref" in schema:
        ref = schema["$ref"]
        target = root
        for part in ref[2:].split("/") if ref.startswith("#/") else []:
            target = target.get(part, {})
        out += problems(target, v, root, path)
    t = schema.get("type")
    if t is not None:
        ts = t if isinstance(t, list) else [t]
        if not any(_is_type(v, x) for x in ts):
            return out + [f"{path}: must be of type {' or '.join(ts)}, got {json.dumps(v)}"]
    if "enum" in schema and v not in schema["enum"]:
        out.append(f"{path}: must be one of {json.dumps(schema['enum'])}")
    if "const" in schema and v != schema["const"]:
        out.append(f"{path}: must be {json.dumps(schema['const'])}")
    if isinstance(v, str) and len(v) < schema.get("minLength", 0):
        out.append(f"{path}: must have at least {schema['minLength']} characters")
    if isinstance(v, (int, float)) and not isinstance(v, bool):
        if "minimum" in schema and v < schema["minimum"]:
            out.append(f"{path}: must be >= {schema['minimum']}")
        if "maximum" in schema and v > schema["maximum"]:
            out.append(f"{path}: must be <= {schema['maximum']}")
    if isinstance(v, dict):
        props = schema.get("properties", {})
        for k in schema.get("required", []):
            if k not in v:
                out.append(f"{path}: '{k}' is required")
        for k, sub in props.items():
            if k in v:
                out += problems(sub, v[k], root, f"{path}.{k}")
        if schema.get("additionalProperties") is False:
            extra = sorted(k for k in v if k not in props)
            if extra:
                out.append(f"{path}: unexpected {', '.join(repr(k) for k in extra)}")
    if isinstance(v, list) and "items" in schema:
        for i, x in enumerate(v):
            out += problems(schema["items"], x, root, f"{path}[{i}]")
    for sub in schema.get("allOf", []):
        out += problems(sub, v, root, path)
    if "not" in schema and not problems(schema["not"], v, root, path):
        out.append(f"{path}: matches a schema it must not match")
    if "if" in schema:
        branch = "then" if not problems(schema["if"], v, root, path) else "else"
        if branch in schema:
            out += problems(schema[branch], v, root, path)
    return out


def _cursor_for(name):
    return "after~" + base64.urlsafe_b64encode(name.encode()).decode().rstrip("=")


def tools_list(params):
    cursor = params.get("cursor")
    start = 0
    if cursor is not None:
        ok = False
        if isinstance(cursor, str) and cursor.startswith("after~"):
            try:
                enc = cursor[6:]
                name = base64.urlsafe_b64decode(enc + "=" * (-len(enc) % 4)).decode()
                idx = next(i for i, t in enumerate(TOOLS) if t["name"] == name)
                start, ok = idx + 1, idx + 1 < len(TOOLS)
            except Exception:
                ok = False
        if not ok:
            raise RpcError(-32602, "Invalid params: this cursor was not handed out by this server")
    page_no = sum(1 for _ in _page_starts() if _ < start)
    size = PAGES[page_no] if page_no < len(PAGES) else len(TOOLS)
    page = TOOLS[start:start + size]
    res = {"tools": page}
    if start + size < len(TOOLS):
        res["nextCursor"] = _cursor_for(page[-1]["name"])
    return res


def _page_starts():
    s = 0
    for size in PAGES:
        yield s
        s += size
    yield s


class ToolFailed(Exception):
    pass


def run_tool(name, args, progress):
    if name == "echo":
        return {"content": [{"type": "text", "text": args["text"]}]}
    if name == "test_simple_text":
        return {"content": [{"type": "text", "text": "This is a simple text response for testing."}]}
    if name == "test_image_content":
        return {"content": [{"type": "image", "data": PNG_B64, "mimeType": "image/png"}]}
    if name == "test_audio_content":
        return {"content": [{"type": "audio", "data": WAV_B64, "mimeType": "audio/wav"}]}
    resource = {"type": "resource", "resource": {
        "uri": "test://embedded-resource", "mimeType": "text/plain",
        "text": "This is an embedded resource content."}}
    if name == "test_embedded_resource":
        return {"content": [resource]}
    if name == "test_multiple_content_types":
        return {"content": [{"type": "text", "text": "Multiple content types test:"},
                            {"type": "image", "data": PNG_B64, "mimeType": "image/png"},
                            {"type": "resource", "resource": {
                                "uri": "test://mixed-content-resource", "mimeType": "application/json",
                                "text": json.dumps({"test": "data", "value": 123})}}]}
    if name == "test_error_handling":
        raise ToolFailed("This tool intentionally returns an error for testing")
    if name == "test_tool_with_progress":
        import time
        for step in (0, 50, 100):
            if progress:
                progress(step, 100, f"step {step // 50 + 1} of 3")
            time.sleep(0.05)
        return {"content": [{"type": "text", "text": "Progress test completed: 3 steps."}]}
    if name == "json_schema_2020_12_tool":
        return {"content": [{"type": "text", "text": "Received: " + json.dumps(args, ensure_ascii=False)}]}
    if name == "add":
        out = {"sum": args["a"] + args["b"]}
    elif name == "divide":
        if args["b"] == 0:
            raise ToolFailed("cannot divide by zero: give a b other than 0")
        out = {"quotient": args["a"] / args["b"]}
    else:
        raise RpcError(-32602, f"Unknown tool: {name}")
    return {"content": [{"type": "text", "text": json.dumps(out, indent=2)}],
            "structuredContent": out}


def tools_call(params, progress, version="2026-07-28"):
    name = params.get("name")
    if not isinstance(name, str):
        raise RpcError(-32602, "params.name must be a string")
    args = params.get("arguments")
    if args is None:
        args = {}
    if not isinstance(args, dict):
        raise RpcError(-32602, "params.arguments must be an object")
    tool = BY_NAME.get(name)
    if tool is None:
        raise RpcError(-32602, f"Unknown tool: {name}")
    found = problems(tool["inputSchema"], args, tool["inputSchema"])
    if found:
        words = f"{name} cannot run with these arguments: " + "; ".join(found)
        if version < "2025-11-25":
            # before 2025-11-25, invalid arguments were listed among protocol errors
            raise RpcError(-32602, words, {"problems": found})
        return {"content": [{"type": "text", "text": words}], "isError": True}
    try:
        return run_tool(name, args, progress)
    except ToolFailed as e:
        return {"content": [{"type": "text", "text": str(e)}], "isError": True}


# ------------------------------------------------------------------ helpers
def is_modern_meta(params):
    meta = params.get("_meta") if isinstance(params, dict) else None
    return isinstance(meta, dict) and any(
        isinstance(k, str) and k.startswith(P) and k != P + "logLevel" for k in meta)


def decode_header_value(v):
    if v.startswith("=?base64?") and v.endswith("?=") and len(v) >= 11:
        try:
            return base64.b64decode(v[9:-2], validate=True).decode("utf-8")
        except Exception:
            raise RpcError(-32020, "Header mismatch: undecodable base64 header value",
                           status=400) from None
    return v


def origin_ok(origin):
    if origin is None:
        return True
    try:
        u = urlsplit(origin.strip())
        return u.scheme in ("http", "https") and (u.hostname or "") in LOCAL_HOSTS
    except ValueError:
        return False


class Handler(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"
    server_version = "indep56/0.5"

    def log_message(self, fmt, *args):
        log(fmt % args)

    # -------------------------------------------------------------- low level
    def hdr(self, name):
        v = self.headers.get(name)
        return None if v is None else v.strip(" \t")

    def send_plain(self, status, text="", extra=None):
        data = text.encode()
        self.send_response(status)
        for k, v in (extra or {}).items():
            self.send_header(k, v)
        if data:
            self.send_header("Content-Type", "text/plain; charset=utf-8")
        self.send_header("Content-Length", str(len(data)))
        self.end_headers()
        if data:
            self.wfile.write(data)

    def send_json(self, status, obj, extra=None):
        data = json.dumps(obj, ensure_ascii=False).encode("utf-8")
        self.send_response(status)
        self.send_header("Content-Type", "application/json")
        for k, v in (extra or {}).items():
            self.send_header(k, v)
        self.send_header("Content-Length", str(len(data)))
        self.end_headers()
        self.wfile.write(data)

    def start_sse(self, extra=None, priming=False):
        self.send_response(200)
        self.send_header("Content-Type", "text/event-stream")
        self.send_header("Cache-Control", "no-cache")
        self.send_header("X-Accel-Buffering", "no")
        self.send_header("Transfer-Encoding", "chunked")
        for k, v in (extra or {}).items():
            self.send_header(k, v)
        self.end_headers()
        self.chunk(": stream for one request\n\n")
        if priming:
            self.chunk(f"id: {uuid.uuid4().hex}\ndata:\n\n")

    def chunk(self, text):
        data = text.encode("utf-8")
        self.wfile.write(b"%x\r\n%s\r\n" % (len(data), data))
        self.wfile.flush()

    def sse_event(self, obj, legacy):
        lines = ""
        if legacy:
            lines += f"id: {uuid.uuid4().hex}\n"
        self.chunk(lines + "event: message\ndata: "
                   + json.dumps(obj, ensure_ascii=False) + "\n\n")

    def end_sse(self):
        self.wfile.write(b"0\r\n\r\n")
        self.wfile.flush()

    # -------------------------------------------------------------- routing
    def guard(self):
        if urlsplit(self.path).path != "/mcp":
            self.send_plain(404, "no MCP endpoint here; it is /mcp")
            return False
        if not origin_ok(self.headers.get("Origin")):
            self.send_json(403, {"jsonrpc": "2.0", "error": {
                "code": -32600, "message": "Forbidden: Origin not allowed"}})
            return False
        return True

    def do_GET(self):
        if self.guard():
            self.send_plain(405, "no standalone SSE stream on this server",
                            {"Allow": "POST, DELETE"})

    def do_DELETE(self):
        if not self.guard():
            return
        sid = self.hdr("Mcp-Session-Id")
        if sid is None or not USE_SESSIONS:
            self.send_plain(405, "nothing to delete without a session",
                            {"Allow": "POST, DELETE"})
            return
        with sessions_lock:
            known = sessions.pop(sid, None) is not None
        self.send_plain(204 if known else 404, "" if known else "unknown session")

    def do_POST(self):
        if not self.guard():
            return
        try:
            n = int(self.headers.get("Content-Length") or 0)
        except ValueError:
            n = 0
        raw = self.rfile.read(n) if n > 0 else b""
        try:
            msg = json.loads(raw.decode("utf-8"))
        except (UnicodeDecodeError, ValueError):
            self.send_json(400, RpcError(-32700, "Parse error").body(None))
            return
        if not isinstance(msg, dict):
            self.send_json(400, RpcError(-32600, "Invalid Request: one JSON-RPC object per POST").body(None))
            return
        id_ = msg.get("id")
        has_id = "id" in msg
        id_ok = isinstance(id_, (str, int)) and not isinstance(id_, bool)
        is_response = "method" not in msg and ("result" in msg or "error" in msg)
        if not is_response and (msg.get("jsonrpc") != "2.0" or not isinstance(msg.get("method"), str)
                                or (has_id and not id_ok)):
            self.send_json(400, RpcError(-32600, "Invalid Request").body(id_ if id_ok else None))
            return
        params = msg.get("params")
        if params is None:
            params = {}
        method = msg.get("method")
        hver = self.hdr("MCP-Protocol-Version")
        sid = self.hdr("Mcp-Session-Id")

        if not is_response and is_modern_meta(params):
            return self.modern(msg, method, params, has_id, hver)
        if method == "initialize" and has_id:
            return self.initialize(id_, params)
        if sid is not None or not USE_SESSIONS and (hver is None or hver in LEGACY):
            return self.legacy(msg, method, params, has_id, hver, sid, is_response)
        if hver is not None and hver not in LEGACY or (hver is None and not is_response
                                                        and "_meta" in params):
            # claims the modern era (by header) without a valid _meta: malformed modern
            return self.modern(msg, method, params, has_id, hver)
        if is_response or not has_id:
            self.send_plain(400, "no session: send initialize first")
            return
        self.send_json(400, RpcError(-32600, "Bad Request: no Mcp-Session-Id; "
                                             "send initialize first, or use 2026-07-28 _meta").body(id_))

    # -------------------------------------------------------------- modern
    def modern(self, msg, method, params, has_id, hver):
        if "method" not in msg:
            self.send_json(400, RpcError(-32600, "clients send no responses in 2026-07-28").body(None))
            return
        if not has_id:
            self.send_plain(202)          # accepted, no body
            return
        id_ = msg["id"]
        try:
            if not isinstance(params, dict):
                raise RpcError(-32602, "params must be an object", status=400)
            meta = params.get("_meta")
            if not isinstance(meta, dict):
                raise RpcError(-32602, "Invalid params: _meta with the per-request fields is required",
                               status=400)
            missing = [P + k for k in ("protocolVersion", "clientCapabilities") if P + k not in meta]
            if missing:
                raise RpcError(-32602, "Invalid params: _meta lacks " + ", ".join(missing), status=400)
            bver = meta[P + "protocolVersion"]
            if not isinstance(bver, str) or not isinstance(meta[P + "clientCapabilities"], dict):
                raise RpcError(-32602, "Invalid params: malformed per-request _meta", status=400)
            if hver is None:
                raise RpcError(-32020, "Header mismatch: MCP-Protocol-Version header missing", status=400)
            if hver != bver:
                raise RpcError(-32020, f"Header mismatch: MCP-Protocol-Version {hver!r} but _meta says {bver!r}",
                               status=400)
            if bver not in MODERN:
                raise RpcError(-32022, "Unsupported protocol version",
                               {"supported": ALL_VERSIONS, "requested": bver}, status=400)
            hm = self.hdr("Mcp-Method")
            if hm is None:
                raise RpcError(-32020, "Header mismatch: Mcp-Method header missing", status=400)
            if hm != method:
                raise RpcError(-32020, f"Header mismatch: Mcp-Method {hm!r} but body method {method!r}",
                               status=400)
            if method in ("tools/call", "prompts/get", "resources/read"):
                src = params.get("uri" if method == "resources/read" else "name")
                hn = self.hdr("Mcp-Name")
                if hn is None:
                    raise RpcError(-32020, "Header mismatch: Mcp-Name header missing", status=400)
                if decode_header_value(hn) != src:
                    raise RpcError(-32020, "Header mismatch: Mcp-Name does not match the body",
                                   status=400)
            if method == "server/discover":
                res = {"supportedVersions": ALL_VERSIONS, "capabilities": {"tools": {}},
                       "ttlMs": 30000, "cacheScope": "public"}
            elif method == "tools/list":
                res = tools_list(params)
                # every page public; earlier pages are kept longer than the last one
                res.update(ttlMs=60000 if "nextCursor" in res else 15000, cacheScope="public")
            elif method == "tools/call":
                return self.run_call(id_, params, legacy=False)
            else:
                raise RpcError(-32601, f"Method not found: {method}", status=404)
            self.send_json(200, {"jsonrpc": "2.0", "id": id_, "result": self.finish_modern(res)})
        except RpcError as e:
            self.send_json(e.status, e.body(id_))

    @staticmethod
    def finish_modern(res):
        res["resultType"] = "complete"
        res.setdefault("_meta", {})[P + "serverInfo"] = SERVER_INFO
        return res

    def wants_sse(self):
        return "text/event-stream" in (self.headers.get("Accept") or "")

    def run_call(self, id_, params, legacy, extra=None, version="2026-07-28"):
        """tools/call: on an SSE stream when the client takes one."""
        meta = params.get("_meta") if isinstance(params.get("_meta"), dict) else {}
        token = meta.get("progressToken")
        if not self.wants_sse():
            try:
                res = tools_call(params, None, version)
                if not legacy:
                    res = self.finish_modern(res)
                self.send_json(200, {"jsonrpc": "2.0", "id": id_, "result": res}, extra)
            except RpcError as e:
                self.send_json(200 if legacy else e.status, e.body(id_), extra)
            return
        self.start_sse(extra, priming=legacy)

        def progress(value, total=None, message=None):
            if token is None or isinstance(token, bool) or not isinstance(token, (str, int)):
                return
            p = {"progressToken": token, "progress": value}
            if total is not None:
                p["total"] = total
            if message:
                p["message"] = message
            self.sse_event({"jsonrpc": "2.0", "method": "notifications/progress", "params": p}, legacy)

        try:
            res = tools_call(params, progress, version)
            if not legacy:
                res = self.finish_modern(res)
            reply = {"jsonrpc": "2.0", "id": id_, "result": res}
        except RpcError as e:
            reply = e.body(id_)
        except Exception as e:
            log("tool failed", repr(e))
            reply = RpcError(-32603, "Internal error").body(id_)
        self.sse_event(reply, legacy)
        self.end_sse()

    # -------------------------------------------------------------- legacy
    def initialize(self, id_, params):
        asked = params.get("protocolVersion") if isinstance(params, dict) else None
        if not isinstance(asked, str):
            self.send_json(200, RpcError(-32602, "initialize needs params.protocolVersion").body(id_))
            return
        chosen = asked if asked in LEGACY else LEGACY[0]
        extra = {}
        if USE_SESSIONS:
            sid = secrets.token_urlsafe(24)
            with sessions_lock:
                sessions[sid] = chosen
            extra = {"Mcp-Session-Id": sid}
        self.send_json(200, {"jsonrpc": "2.0", "id": id_, "result": {
            "protocolVersion": chosen, "capabilities": {"tools": {}},
            "serverInfo": SERVER_INFO,
            "instructions": "Call echo with {text} to get the text back."}},
            extra)

    def legacy(self, msg, method, params, has_id, hver, sid, is_response):
        with sessions_lock:
            known = sid in sessions
        if not known and (USE_SESSIONS or sid is not None):
            self.send_plain(404, "session unknown or ended: initialize again")
            return
        if hver is not None and hver not in LEGACY:
            if has_id and not is_response:
                self.send_json(400, RpcError(-32600, f"unsupported MCP-Protocol-Version {hver!r}").body(msg["id"]))
            else:
                self.send_plain(400, "unsupported MCP-Protocol-Version")
            return
        if is_response or not has_id:
            self.send_plain(202)
            return
        id_ = msg["id"]
        try:
            if not isinstance(params, dict):
                raise RpcError(-32602, "params must be an object")
            if method == "ping":
                res = {}
            elif method == "tools/list":
                res = tools_list(params)
            elif method == "tools/call":
                with sessions_lock:
                    version = sessions.get(sid) if sid is not None else None
                version = version or hver or "2025-03-26"
                return self.run_call(id_, params, legacy=True, version=version)
            else:
                raise RpcError(-32601, f"Method not found: {method}")
            self.send_json(200, {"jsonrpc": "2.0", "id": id_, "result": res})
        except RpcError as e:
            self.send_json(200, e.body(id_))


def main():
    port = None
    argv = sys.argv[1:]
    for i, a in enumerate(argv):
        if a == "--port" and i + 1 < len(argv):
            port = int(argv[i + 1])
        elif a.startswith("--port="):
            port = int(a.split("=", 1)[1])
    if port is None:
        port = int(os.environ.get("PORT", "8765"))
    srv = ThreadingHTTPServer(("127.0.0.1", port), Handler)
    srv.daemon_threads = True
    log(f"listening on http://127.0.0.1:{port}/mcp")
    try:
        srv.serve_forever()
    except KeyboardInterrupt:
        pass
    finally:
        srv.server_close()


if __name__ == "__main__":
    main()
