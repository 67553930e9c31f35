"""Not a fault: a tiny MCP server that real clients can use, the Inspector's test partner.

It speaks 2025-11-25, answers `initialize`, `ping`, `tools/list` and `tools/call` of its one tool,
`echo` (argument `text`; the result is one text item holding that text), and any other request at
once with -32601. Written with the standard library only, so it is independent of the course.
"""
import json
import sys

ECHO = {
    "name": "echo",
    "description": "Say the text back.",
    "inputSchema": {"type": "object", "properties": {"text": {"type": "string"}},
                    "required": ["text"]},
}


def answer(method, params, supported):
    """The result of one request, or the error object that refuses it."""
    if method == "initialize":
        version = params.get("protocolVersion")
        if version not in supported:
            data = {"requested": version, "supported": list(supported)}
            return None, {"code": -32602, "message": "Unsupported protocol version", "data": data}
        info = {"name": "inspector-echo", "version": "1.0.0"}
        return {"protocolVersion": version, "capabilities": {"tools": {}}, "serverInfo": info}, None
    if method == "ping":
        return {}, None
    if method == "tools/list":
        return {"tools": [ECHO]}, None
    if method == "tools/call" and params.get("name") == "echo":
        text = params.get("arguments", {}).get("text", "")
        return {"content": [{"type": "text", "text": text}]}, None
    return None, {"code": -32601, "message": "Method not found"}


def serve(supported=("2025-11-25",)):
    for line in sys.stdin:
        print(f"got {line.strip()}", file=sys.stderr, flush=True)
        message = json.loads(line)
        if "id" not in message:
            continue
        result, error = answer(message.get("method"), message.get("params") or {}, supported)
        reply = {"jsonrpc": "2.0", "id": message["id"]}
        reply.update({"error": error} if error else {"result": result})
        sys.stdout.write(json.dumps(reply) + "\n")
        sys.stdout.flush()


if __name__ == "__main__":
    serve()
