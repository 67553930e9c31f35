"""A student's server of tools, written as lesson 6 asks, on lesson 5's kit (`http_kit.py`: the
transport, both eras): its own tools, its own pages, its own check of the arguments, nothing of
the course's. `MUTANT=<name>` breaks one rule (see `FAULTS`), so that each finding of `check
tools` is shown to catch its fault; without it, every rule is kept.

Run: python tools_kit.py --port N   (or PORT=N)
"""

import base64
import json

import http_kit
from http_kit import MUTANT, error, result

FAULTS = (
    "last-page-cursor", "last-page-null-cursor", "tool-missing", "schema-null", "bad-name", "schema-rewritten",
    "no-output-schema", "cursor-ignored", "unknown-tool-as-result", "arguments-unchecked",
    "bad-arguments-as-protocol-error", "failure-as-protocol-error", "work-fails-as-success",
    "structured-breaks-schema", "wrong-sum", "no-structured-text", "progress-without-token",
    "progress-wrong-token", "progress-decreasing", "progress-one-step", "text-as-image",
    "image-wrong-mime", "audio-as-image", "resource-flat", "mixed-without-resource",
    # right by the specification, otherwise than the exercise asks (lesson findings alone)
    "progress-never", "unstructured", "progress-tool-missing",
    # a check by hand that lets through what the listed schema refuses
    "arguments-typed-by-hand",
    # a modern tool call's result that does not say its kind
    "call-without-result-type",
    # the list's last page kept for one user where the first is for all
    "page-scopes-differ",
)
# One red pixel, and a silence: a student's own bytes.
PNG = ("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGP4z8AAAAMBAQDJ/pLvAAAAAElF"
       "TkSuQmCC")
WAV = base64.b64encode(b"RIFF$\x00\x00\x00WAVEfmt \x10\x00\x00\x00\x01\x00\x01\x00@\x1f\x00"
                       b"\x00\x80>\x00\x00\x02\x00\x10\x00data\x00\x00\x00\x00").decode()
NONE = {"type": "object", "additionalProperties": False}
NUMBERS = {"type": "object", "properties": {"a": {"type": "number"}, "b": {"type": "number"}},
           "required": ["a", "b"], "additionalProperties": False}
SCHEMA_2020_12 = {
    "$schema": "https://json-schema.org/draft/2020-12/schema", "type": "object",
    "$defs": {"address": {"$anchor": "addressDef", "type": "object", "properties": {
        "street": {"type": "string"}, "city": {"type": "string"}}}},
    "properties": {"name": {"type": "string"}, "address": {"$ref": "#/$defs/address"},
                   "contactMethod": {"type": "string", "enum": ["phone", "email"]},
                   "phone": {"type": "string"}, "email": {"type": "string"}},
    "allOf": [{"anyOf": [{"required": ["phone"]}, {"required": ["email"]}]}],
    "if": {"properties": {"contactMethod": {"const": "phone"}}, "required": ["contactMethod"]},
    "then": {"required": ["phone"]}, "else": {"required": ["email"]},
    "additionalProperties": False,
}


def tool(name, schema, output=None):
    listed = {"name": name, "description": f"the {name} tool", "inputSchema": schema}
    return listed | ({"outputSchema": output} if output else {})


def tools():
    kept = dict(SCHEMA_2020_12)
    if MUTANT == "schema-rewritten":
        kept = {k: v for k, v in kept.items() if k not in ("$schema", "$defs", "if", "then",
                                                           "else")}
    sums = {"type": "object", "properties": {"sum": {"type": "number"}}, "required": ["sum"]}
    found = [
        tool("echo", {"type": "object", "properties": {"text": {"type": "string"}},
                      "required": ["text"]}),
        tool("test simple text" if MUTANT == "bad-name" else "test_simple_text", NONE),
        tool("test_image_content", None if MUTANT == "schema-null" else NONE),
        tool("test_audio_content", NONE), tool("test_embedded_resource", NONE),
        tool("test_multiple_content_types", NONE), tool("test_error_handling", NONE),
        tool("test_tool_with_progress", NONE), tool("json_schema_2020_12_tool", kept),
        tool("add", NUMBERS, None if MUTANT in ("no-output-schema", "unstructured") else sums),
        tool("divide", NUMBERS, None if MUTANT == "unstructured" else {
            "type": "object", "properties": {"quotient": {"type": "number"}},
            "required": ["quotient"]}),
    ]
    missing = {"tool-missing": "divide", "progress-tool-missing": "test_tool_with_progress"}
    return [t for t in found if t["name"] != missing.get(MUTANT)]


def listing(id, params):
    cursor = params.get("cursor") if isinstance(params, dict) else None
    everything = tools()
    if cursor is None or (MUTANT == "cursor-ignored" and cursor != "page-2"):
        page = {"tools": everything[:9], "nextCursor": "page-2"}
    elif cursor == "page-2":
        page = {"tools": everything[9:]}
        if MUTANT == "last-page-cursor":
            page["nextCursor"] = "page-3"
        if MUTANT == "last-page-null-cursor":
            page["nextCursor"] = None
    elif cursor == "page-3" and MUTANT == "last-page-cursor":
        page = {"tools": [], "nextCursor": "page-3"}
    else:
        return error(id, -32602, "no such cursor")
    return result(id, page)


def text(words):
    return {"type": "text", "text": words}


def failed(id, words, code=-32603):
    if MUTANT in ("failure-as-protocol-error", "bad-arguments-as-protocol-error"):
        return error(id, code, words)
    return result(id, {"content": [text(words)], "isError": True})


def wrong_numbers(arguments):
    """What is wrong with add's or divide's arguments, by hand, as a student writes it."""
    problems = [f"{k}: required" for k in ("a", "b") if k not in arguments]
    by_hand = MUTANT == "arguments-typed-by-hand"  # a bool is an int; other keys go unread
    problems += [f"{k}: must be a number" for k, v in arguments.items()
                 if k in ("a", "b") and (not isinstance(v, int | float)
                                         or isinstance(v, bool) and not by_hand)]
    problems += [f"{k}: not allowed" for k in arguments if k not in ("a", "b") and not by_hand]
    return problems


def structured(id, value):
    if MUTANT == "unstructured":  # its JSON as text alone, as a tool with no outputSchema may
        return content(id, [text(json.dumps(value))])
    blocks = [] if MUTANT == "no-structured-text" else [text(json.dumps(value))]
    return result(id, {"content": blocks or [text("done")], "structuredContent": value,
                       "isError": False})


def content(id, blocks):
    return result(id, {"content": blocks, "isError": False})


def call(id, params):
    name = params.get("name") if isinstance(params, dict) else None
    arguments = params.get("arguments", {}) if isinstance(params, dict) else None
    if not isinstance(name, str) or not isinstance(arguments, dict):
        return error(id, -32602, "a call needs a name and arguments")
    if name not in [t["name"] for t in tools()]:
        if MUTANT == "unknown-tool-as-result":
            return result(id, {"content": [text(f"Unknown tool: {name}")], "isError": True})
        return error(id, -32602, f"Unknown tool: {name}")
    image = {"type": "image", "data": PNG,
             "mimeType": "image/jpeg" if MUTANT == "image-wrong-mime" else "image/png"}
    resource = {"uri": "test://embedded-resource", "mimeType": "text/plain",
                "text": "This is an embedded resource content."}
    if name in ("add", "divide") and (problems := wrong_numbers(arguments)):
        if MUTANT != "arguments-unchecked":
            return failed(id, "invalid arguments: " + "; ".join(problems), -32602)
        return structured(id, {"sum": 0})
    if name == "echo":
        return content(id, [text(str(arguments.get("text")))])
    if name == "add":
        total = arguments["a"] + arguments["b"] + (1 if MUTANT == "wrong-sum" else 0)
        return structured(id, {"total" if MUTANT == "structured-breaks-schema" else "sum": total})
    if name == "divide":
        if arguments["b"] == 0:
            if MUTANT == "work-fails-as-success":
                return content(id, [text("infinity")])
            return failed(id, "cannot divide by zero")
        return structured(id, {"quotient": arguments["a"] / arguments["b"]})
    if name == "test_simple_text":
        return content(id, [image if MUTANT == "text-as-image" else text("simple")])
    if name == "test_image_content":
        return content(id, [image])
    if name == "test_audio_content":
        kind = "image" if MUTANT == "audio-as-image" else "audio"
        return content(id, [{"type": kind, "data": WAV, "mimeType": "audio/wav"}])
    if name == "test_embedded_resource":
        block = {"type": "resource", **resource} if MUTANT == "resource-flat" else {
            "type": "resource", "resource": resource}
        return content(id, [block])
    if name == "test_multiple_content_types":
        blocks = [text("Multiple content types test:"), image]
        if MUTANT != "mixed-without-resource":
            blocks.append({"type": "resource", "resource": {**resource,
                                                            "mimeType": "application/json",
                                                            "text": "{}"}})
        return content(id, blocks)
    if name == "test_error_handling":
        return failed(id, "This tool intentionally returns an error for testing")
    return content(id, [text(f"{name} done")])


def steps(params):
    name = params.get("name") if isinstance(params, dict) else None
    if name != "test_tool_with_progress" or MUTANT == "progress-never":
        return []
    if MUTANT == "progress-one-step":
        return [(100, 100)]
    return [(100, 100), (50, 100), (0, 100)] if MUTANT == "progress-decreasing" else [
        (0, 100), (50, 100), (100, 100)]


http_kit.listing, http_kit.call, http_kit.steps = listing, call, steps
if MUTANT == "page-scopes-differ":
    scoped = http_kit.modern_result

    def private_last_page(method, value):
        hinted = scoped(method, value)
        last = method == "tools/list" and "nextCursor" not in value
        return {**hinted, "cacheScope": "private"} if last else hinted
    http_kit.modern_result = private_last_page
if MUTANT == "call-without-result-type":
    modern_result = http_kit.modern_result

    def kindless(method, value):
        typed = modern_result(method, value)
        return {k: v for k, v in typed.items() if k != "resultType" or method != "tools/call"}
    http_kit.modern_result = kindless
if MUTANT == "progress-wrong-token":
    streamed = http_kit.streamed

    def wrong_token(reply, meta, params=None):
        return streamed(reply, {**meta, "progressToken": "someone-else"} if "progressToken"
                        in meta else meta, params)
    http_kit.streamed = wrong_token

if __name__ == "__main__":
    http_kit.main()
