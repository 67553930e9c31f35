"""My lesson 4 server: lesson 3's, with a first try at the modern era that the check finds wrong."""
import json
import sys

SUPPORTED = ["2025-11-25", "2025-06-18", "2025-03-26", "2024-11-05"]
MODERN = ["2026-07-28"]
CAPABILITIES = {"tools": {"listChanged": False}}  # only what this server really does
INFO = {"name": "my-server", "version": "1.0"}
ECHO = {"name": "echo", "description": "Answers with the text it was given.",
        "inputSchema": {"type": "object", "properties": {"text": {"type": "string"}},
                        "required": ["text"]}}
state = "new"
client = None  # the modern client, as its first request described it


def send(message):
    sys.stdout.write(json.dumps(message) + "\n")
    sys.stdout.flush()


def result(id, value):
    send({"jsonrpc": "2.0", "id": id, "result": value})


def error(id, code, text, data=None):
    body = {"code": code, "message": text}
    if data is not None:
        body["data"] = data
    send({"jsonrpc": "2.0", "id": id, "error": body})


def call(id, params):
    arguments = params.get("arguments") if isinstance(params, dict) else None
    if not isinstance(params, dict) or params.get("name") != "echo":
        return error(id, -32602, "no such tool")
    text = arguments.get("text") if isinstance(arguments, dict) else None
    if not isinstance(text, str):
        return result(id, {"content": [{"type": "text", "text": "echo needs a text"}],
                           "isError": True})
    return {"content": [{"type": "text", "text": text}], "isError": False}


def modern(id, method, params):
    global client
    if client is None:
        client = params["_meta"]
    if client.get("io.modelcontextprotocol/protocolVersion") not in MODERN:
        return error(id, -32022, "Unsupported protocol version")
    if method == "ping":
        return result(id, {})
    if method == "server/discover":
        return result(id, {"supportedVersions": MODERN + SUPPORTED, "capabilities": CAPABILITIES})
    if method == "tools/list":
        return result(id, {"tools": [ECHO]})
    if method == "tools/call":
        answer = call(id, params)
        return answer and result(id, answer)
    error(id, -32601, "Method not found")


def initialize(id, params):
    global state
    if state != "new":
        return error(id, -32600, "already initialized")
    version = params.get("protocolVersion") if isinstance(params, dict) else None
    if version not in SUPPORTED:
        version = max(SUPPORTED)  # the counter-offer: the newest version it speaks
    state = "waiting"
    result(id, {"protocolVersion": version, "capabilities": CAPABILITIES, "serverInfo": INFO})


def handle(line):
    global state
    try:
        message = json.loads(line)
    except ValueError:
        return error(None, -32700, "Parse error")
    if not isinstance(message, dict) or message.get("jsonrpc") != "2.0":
        return error(None, -32600, "Invalid Request")
    method, id, params = message.get("method"), message.get("id"), message.get("params")
    if "id" not in message:  # a notification: never answered
        if method == "notifications/initialized" and state == "waiting":
            state = "ready"
        return
    if not isinstance(method, str):
        return  # a response from the client, or nonsense: nothing to answer here
    if isinstance(params, dict) and "_meta" in params:
        return modern(id, method, params)
    if method == "ping":
        return result(id, {})
    if method == "initialize":
        return initialize(id, params)
    if method not in ("tools/list", "tools/call"):
        return error(id, -32601, "Method not found")
    if state != "ready":
        return error(id, -32600, "not ready: the server is " + state)
    if method == "tools/list":
        return result(id, {"tools": [ECHO]})
    answer = call(id, params)
    if answer:
        result(id, answer)


sys.stdin.reconfigure(errors="replace")  # bytes that are not UTF-8 must not crash the server
for line in sys.stdin:
    if line.strip():
        print("got", line.strip()[:60], file=sys.stderr, flush=True)
        handle(line)
