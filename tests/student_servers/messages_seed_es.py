"""The Spanish seed's messages server (lesson-messages.es.txt, server1.js), line for line in Python.

Like the seed, it decodes each chunk on its own (`chunk.toString()` there, a decode that replaces
what it cannot read here), so a character cut between two chunks is mangled: the one rule of
lesson 1 it breaks. Where Python differs from Node, it does what Node does: it flushes each
message (Node's write leaves at once), keeps timers from writing two lines into one (Node runs one
thing at a time), and treats the fields of anything but an object as missing.
"""
import json
import os
import sys
import threading

buffer = ""
lock = threading.Lock()


def send(m):
    with lock:
        sys.stdout.write(json.dumps({"jsonrpc": "2.0", **m}) + "\n")
        sys.stdout.flush()


def fail(id, code, text):
    send({"id": id, "error": {"code": code, "message": text}})


def log(text):
    sys.stderr.write("log: " + text + "\n")
    sys.stderr.flush()


def number_or_string(value):
    return isinstance(value, (int, float, str)) and not isinstance(value, bool)


def handle(line):
    try:
        msg = json.loads(line)
    except ValueError:
        return fail(None, -32700, "Parse error")
    fields = msg if isinstance(msg, dict) else {}
    seen = fields["id"] if number_or_string(fields.get("id")) else None
    good = fields.get("jsonrpc") == "2.0" and isinstance(fields.get("method"), str)
    if not good:
        return fail(seen, -32600, "Invalid Request")
    log("recibido " + msg["method"])
    if "id" not in msg:
        return
    params = msg.get("params") or {}
    ms = (params.get("ms") if isinstance(params, dict) else None) or 0
    if msg["method"] == "ping":
        return send({"id": msg["id"], "result": {}})
    if msg["method"] == "wait":
        number = isinstance(ms, (int, float)) and not isinstance(ms, bool)
        delay = ms / 1000 if number else 0  # a wait of anything but a number leaves at once
        reply = {"id": msg["id"], "result": {"waited": ms}}
        return threading.Timer(delay, send, args=(reply,)).start()
    fail(msg["id"], -32601, "Method not found: " + msg["method"])


log("listo")
while chunk := os.read(0, 4096):
    buffer += chunk.decode("utf-8", "replace")
    at = buffer.find("\n")
    while at >= 0:
        line = buffer[:at]
        buffer = buffer[at + 1:]
        if len(line.strip()) > 0:
            handle(line)
        at = buffer.find("\n")
# As Node does, the process ends once the pending timers have fired.
