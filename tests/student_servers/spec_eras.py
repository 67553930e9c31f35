#!/usr/bin/env python3
"""A dual-era MCP server on stdio, written from the specification alone.

Modern era (2026-07-28): every request carries `_meta` with
`io.modelcontextprotocol/protocolVersion` and `.../clientCapabilities`; no handshake.
Legacy era (2024-11-05 .. 2025-11-25): `initialize` handshake, scoped to this process.

One tool: echo {text: string} -> one text content block.
Requests run on worker threads, so replies may leave in any order.
"""
import json
import sys
import threading

MODERN = ["2026-07-28"]
LEGACY = ["2025-11-25", "2025-06-18", "2025-03-26", "2024-11-05"]
ALL_VERSIONS = MODERN + LEGACY
SERVER_INFO = {"name": "indep56-eras", "version": "0.3.1"}
P = "io.modelcontextprotocol/"

ECHO_TOOL = {
    "name": "echo",
    "title": "Echo",
    "description": "Returns the given text unchanged, as one text block.",
    "inputSchema": {
        "type": "object",
        "properties": {"text": {"type": "string", "description": "what to echo"}},
        "required": ["text"],
        "additionalProperties": False,
    },
}

_out_lock = threading.Lock()
_state_lock = threading.Lock()
legacy = {"version": None, "initialized": False}   # per process (stdio)
inflight = {}        # request id (as json text) -> threading.Event (cancelled)


def log(*a):
    print("[eras]", *a, file=sys.stderr, flush=True)


def send(msg):
    data = json.dumps(msg, ensure_ascii=False, separators=(",", ":")) + "\n"
    with _out_lock:
        sys.stdout.buffer.write(data.encode("utf-8"))
        sys.stdout.buffer.flush()


def err(id_, code, message, data=None):
    e = {"code": code, "message": message}
    if data is not None:
        e["data"] = data
    return {"jsonrpc": "2.0", "id": id_, "error": e}


class RpcError(Exception):
    def __init__(self, code, message, data=None):
        super().__init__(message)
        self.code, self.message, self.data = code, message, data


def is_modern(params):
    meta = params.get("_meta") if isinstance(params, dict) else None
    return isinstance(meta, dict) and any(
        isinstance(k, str) and k.startswith(P) and k != P + "logLevel" for k in meta)


# ---------------------------------------------------------------- tools
def call_echo(args):
    if not isinstance(args, dict) or not isinstance(args.get("text"), str):
        # input validation error: a tool execution error the model can fix
        return {"content": [{"type": "text",
                             "text": "echo needs an argument 'text' that is a string"}],
                "isError": True}
    return {"content": [{"type": "text", "text": args["text"]}]}


def tools_call(params):
    name = params.get("name")
    if not isinstance(name, str):
        raise RpcError(-32602, "tools/call needs params.name as a string")
    args = params.get("arguments", {})
    if args is not None and not isinstance(args, dict):
        raise RpcError(-32602, "params.arguments must be an object")
    if name != "echo":
        raise RpcError(-32602, f"no such tool: {name!r}")
    return call_echo(args or {})


def tools_list(params):
    cursor = params.get("cursor")
    if cursor is not None:
        # one page only: no cursor we hand out exists, so any cursor is invalid
        raise RpcError(-32602, "unknown cursor")
    return {"tools": [ECHO_TOOL]}


# ---------------------------------------------------------------- eras
def serve_modern(method, params):
    meta = params["_meta"]
    missing = [k for k in ("protocolVersion", "clientCapabilities") if P + k not in meta]
    if missing:
        raise RpcError(-32602, "malformed _meta: missing " + ", ".join(P + k for k in missing))
    version = meta[P + "protocolVersion"]
    if not isinstance(version, str) or not isinstance(meta[P + "clientCapabilities"], dict):
        raise RpcError(-32602, "malformed _meta: wrong types")
    if version not in MODERN:
        raise RpcError(-32022, "Unsupported protocol version",
                       {"supported": ALL_VERSIONS, "requested": version})
    if method == "server/discover":
        res = {"supportedVersions": ALL_VERSIONS, "capabilities": {"tools": {}},
               "instructions": "One tool, echo, that repeats its text.",
               "ttlMs": 0, "cacheScope": "public"}
    elif method == "tools/list":
        res = tools_list(params)
        res.update(ttlMs=0, cacheScope="public")
    elif method == "tools/call":
        res = tools_call(params)
    else:
        raise RpcError(-32601, f"method not found: {method}")
    res["resultType"] = "complete"
    res["_meta"] = {P + "serverInfo": SERVER_INFO}
    return res


def serve_legacy(method, params):
    if method == "ping":
        return {}
    if method == "initialize":
        asked = params.get("protocolVersion")
        if not isinstance(asked, str):
            raise RpcError(-32602, "initialize needs params.protocolVersion")
        chosen = asked if asked in LEGACY else LEGACY[0]   # counter-offer our newest
        with _state_lock:
            legacy["version"], legacy["initialized"] = chosen, False
        return {"protocolVersion": chosen, "capabilities": {"tools": {}},
                "serverInfo": SERVER_INFO}
    with _state_lock:
        ready = legacy["version"] is not None
    if not ready:
        raise RpcError(-32600, "not initialized: send initialize first "
                               "(or a request with modern _meta for 2026-07-28)")
    if method == "tools/list":
        return tools_list(params)
    if method == "tools/call":
        return tools_call(params)
    raise RpcError(-32601, f"method not found: {method}")


def handle_request(id_, method, params, key):
    try:
        if is_modern(params) and method != "initialize":
            result = serve_modern(method, params)
        else:
            result = serve_legacy(method, params)
        reply = {"jsonrpc": "2.0", "id": id_, "result": result}
    except RpcError as e:
        reply = err(id_, e.code, e.message, e.data)
    except Exception as e:  # server error
        log("internal error", repr(e))
        reply = err(id_, -32603, "internal error")
    with _state_lock:
        ev = inflight.pop(key, None)
    if ev is not None and ev.is_set():
        return                        # cancelled: send nothing more for it
    send(reply)


def handle_notification(method, params):
    if method == "notifications/initialized":
        with _state_lock:
            if legacy["version"] is not None:
                legacy["initialized"] = True
    elif method == "notifications/cancelled" and isinstance(params, dict):
        rid = params.get("requestId")
        with _state_lock:
            ev = inflight.get(json.dumps(rid))
        if ev is not None:
            ev.set()
    # every other notification: ignored, never answered


def handle_line(raw):
    try:
        text = raw.decode("utf-8")
        msg = json.loads(text)
    except (UnicodeDecodeError, ValueError):
        send(err(None, -32700, "Parse error"))
        return
    if not isinstance(msg, dict):
        send(err(None, -32600, "Invalid Request: expected one JSON object (no batches)"))
        return
    has_id = "id" in msg
    id_ = msg.get("id")
    id_ok = isinstance(id_, (str, int)) and not isinstance(id_, bool)
    if "method" not in msg and ("result" in msg or "error" in msg):
        return   # a response from the client: we never send requests, nothing to match
    echo_id = id_ if id_ok else None
    if msg.get("jsonrpc") != "2.0" or not isinstance(msg.get("method"), str) \
            or (has_id and not id_ok):
        send(err(echo_id, -32600, "Invalid Request"))
        return
    params = msg.get("params", {})
    if params is None:
        params = {}
    if not isinstance(params, dict):
        if has_id:
            send(err(id_, -32602, "params must be an object"))
        return
    method = msg["method"]
    if not has_id:
        handle_notification(method, params)
        return
    key = json.dumps(id_)
    with _state_lock:
        inflight[key] = threading.Event()
    threading.Thread(target=handle_request, args=(id_, method, params, key)).start()


def main():
    log("ready on stdio")
    buf = b""
    stdin = sys.stdin.buffer
    while True:
        chunk = stdin.read1(65536)
        if not chunk:
            break
        buf += chunk
        *lines, buf = buf.split(b"\n")
        for line in lines:
            if line.strip():
                handle_line(line.rstrip(b"\r"))
    if buf.strip():
        handle_line(buf)
    log("stdin closed, bye")


if __name__ == "__main__":
    main()
