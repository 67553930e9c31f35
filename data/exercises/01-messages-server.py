"""My lesson 1 server. It works in its own test, yet a real client gives up on it: fix it."""
import json
import os
import sys
import threading
import time


def log(text):
    print(text)


lock = threading.Lock()


def send(message):
    with lock:  # two timers may send at the same moment
        sys.stdout.write(json.dumps(message) + "\n")
        sys.stdout.flush()  # leave now, not when the buffer happens to fill


def error(id, code, text):
    return {"jsonrpc": "2.0", "id": id, "error": {"code": code, "message": text}}


def handle(line):
    try:
        message = json.loads(line)
    except ValueError:
        return send(error(None, -32700, "Parse error"))
    if not isinstance(message, dict):
        return send(error(None, -32600, "Invalid Request"))
    id = message.get("id")
    id_ok = isinstance(id, (int, float, str)) and not isinstance(id, bool)
    if "method" not in message and id_ok and ("result" in message or "error" in message):
        return  # a response from the client: nothing to answer
    params = message.get("params", {})
    if (message.get("jsonrpc") != "2.0" or not isinstance(message.get("method"), str)
            or ("id" in message and not id_ok) or not isinstance(params, (dict, list))):
        return send(error(id if id_ok else None, -32600, "Invalid Request"))
    if "id" not in message:
        return  # a notification never gets a reply
    method = message["method"]
    if method == "ping":
        send({"jsonrpc": "2.0", "id": id, "result": {}})
    elif method == "wait":
        ms = params.get("ms") if isinstance(params, dict) else None
        if not isinstance(ms, int) or isinstance(ms, bool) or not 0 <= ms <= 60_000:
            return send(error(id, -32602, 'wait needs params {"ms": N}'))
        time.sleep(ms / 1000)
        send({"jsonrpc": "2.0", "id": id, "result": {"waited": ms}})
    else:
        send(error(id, -32601, "Method not found"))


log("my server ready")
buffer = b""
while chunk := os.read(sys.stdin.fileno(), 4096):
    *lines, buffer = (buffer + chunk).split(b"\n")
    for line in lines:
        if line.strip():
            text = line.decode("utf-8", errors="replace")
            log("got " + text[:60])
            handle(text)
if buffer.strip():
    handle(buffer.decode("utf-8", errors="replace"))
log("end of input: bye")
