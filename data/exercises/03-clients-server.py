"""My lesson 3 server: lesson 2's as it was, which no real client can use yet."""
import json
import sys

SUPPORTED = ["2025-03-26", "2024-11-05"]
CAPABILITIES = {"tools": {"listChanged": False}}  # only what this server really does
state = "new"


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


def initialize(id, params):
    global state
    if state != "new":
        return error(id, -32600, "already initialized")
    version = params.get("protocolVersion") if isinstance(params, dict) else None
    if version not in SUPPORTED:
        return error(id, -32602, "Unsupported protocol version",
                     {"requested": version, "supported": SUPPORTED})
    state = "waiting"
    result(id, {"protocolVersion": version, "capabilities": CAPABILITIES,
                "serverInfo": {"name": "my-server", "version": "1.0"}})


def handle(line):
    global state
    try:
        message = json.loads(line)
    except ValueError:
        return error(None, -32700, "Parse error")
    if not isinstance(message, dict) or message.get("jsonrpc") != "2.0":
        return error(None, -32600, "Invalid Request")
    method, id = message.get("method"), message.get("id")
    if "id" not in message:  # a notification: never answered
        if method == "notifications/initialized" and state == "waiting":
            state = "ready"
        return
    if not isinstance(method, str):
        return  # a response from the client, or nonsense: nothing to answer here
    if method == "ping":
        return result(id, {})
    if method == "initialize":
        return initialize(id, message.get("params"))
    if state != "ready":
        return error(id, -32600, "not ready: the server is " + state)
    if method == "tools/list":
        return result(id, {"tools": []})
    error(id, -32601, "Method not found")


sys.stdin.reconfigure(errors="replace")  # bytes that are not UTF-8 must not crash the server
for line in sys.stdin:
    if line.strip():
        print("got", line.strip()[:60], file=sys.stderr, flush=True)
        handle(line)
