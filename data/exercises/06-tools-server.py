"""My lesson 6 server: tools a model can use, served by lesson 5's server (tools_transport.py,
which the cell above wrote); a first try the check finds wrong."""
import json
import sys

import tools_transport
from tools_transport import error, result

NO_ARGUMENTS = {"type": "object", "additionalProperties": False}
TWO_NUMBERS = {"type": "object", "properties": {"a": {"type": "number"}, "b": {"type": "number"}},
               "required": ["a", "b"], "additionalProperties": False}
PIXEL = ("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGP4z8AAAAMBAQDJ/pLvAAAAAElF"
         "TkSuQmCC")  # one red pixel, as a PNG
SILENCE = ("UklGRiQAAABXQVZFZm10IBAAAAABAAEAQB8AAIA+AAACABAAZGF0YQAAAAA=")  # an empty WAV
# The conformance suite's own schema.
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


def text(words):
    return {"type": "text", "text": words}


def structured(value):
    """A result a program can read, and its JSON as text for a client that reads text only."""
    return {"content": [text(json.dumps(value))], "structuredContent": value}


def divide(arguments):
    if arguments["b"] == 0:
        raise ValueError("cannot divide by zero: give a b other than 0")
    return structured({"quotient": arguments["a"] / arguments["b"]})


def fail(arguments):
    raise RuntimeError("This tool intentionally returns an error for testing")


RESOURCE = {"uri": "test://embedded-resource", "mimeType": "text/plain",
            "text": "This is an embedded resource content."}
MIXED = {"uri": "test://mixed-content-resource", "mimeType": "application/json",
         "text": json.dumps({"test": "data", "value": 123})}
# name -> (description, inputSchema, outputSchema or None, its work, its progress steps)
TOOLS = {
    "echo": ("Answers with the text it was given.",
             {"type": "object", "properties": {"text": {"type": "string"}}, "required": ["text"]},
             None, lambda arguments: {"content": [text(arguments["text"])]}, [100]),
    "test_simple_text": ("Answers with one text block.", NO_ARGUMENTS, None,
                         lambda _: {"content": [text("This is a simple text response.")]}, []),
    "test_image_content": ("Answers with a PNG.", NO_ARGUMENTS, None, lambda _: {"content": [
        {"type": "image", "data": PIXEL, "mimeType": "image/png"}]}, []),
    "test_audio_content": ("Answers with a WAV.", NO_ARGUMENTS, None, lambda _: {"content": [
        {"type": "audio", "data": SILENCE, "mimeType": "audio/wav"}]}, []),
    "test_embedded_resource": ("Answers with a resource.", NO_ARGUMENTS, None, lambda _: {
        "content": [{"type": "resource", "resource": RESOURCE}]}, []),
    "test_multiple_content_types": ("Answers with text, an image and a resource.",
                                    NO_ARGUMENTS, None, lambda _: {"content": [
                                        text("Multiple content types test:"),
                                        {"type": "image", "data": PIXEL, "mimeType": "image/png"},
                                        {"type": "resource", "resource": MIXED}]}, []),
    "test_error_handling": ("Always fails.", NO_ARGUMENTS, None, fail, []),
    "test_tool_with_progress": ("Reports its progress.", NO_ARGUMENTS, None,
                                lambda _: {"content": [text("done")]}, [0, 50, 100]),
    "json_schema_2020_12_tool": ("Tool with JSON Schema 2020-12 features", SCHEMA_2020_12,
                                 None, lambda _: {"content": [text("ok")]}, []),
    "add": ("Adds two numbers.", TWO_NUMBERS,
            {"type": "object", "properties": {"sum": {"type": "number"}}, "required": ["sum"]},
            lambda arguments: structured({"result": arguments["a"] + arguments["b"]}), []),
    "divide": ("Divides a by b.", TWO_NUMBERS,
               {"type": "object", "properties": {"quotient": {"type": "number"}},
                "required": ["quotient"]}, divide, []),
}
PAGE = 9  # tools on a page: echo and the suite's on the first, the course's on the second


def listed(name):
    description, schema, output, _, _ = TOOLS[name]
    kept = {key: schema[key] for key in ("type", "properties", "required") if key in schema}
    tool = {"name": name, "description": description, "inputSchema": kept}
    if output is not None:
        tool["outputSchema"] = output
    return tool


def listing(id, params):
    """One page of tools/list: its cursor is where the page starts, as text."""
    cursor = params.get("cursor", "0") if isinstance(params, dict) else "0"
    names = list(TOOLS)
    if not (isinstance(cursor, str) and cursor.isdigit() and int(cursor) < len(names)):
        return error(id, -32602, "Invalid params: no page starts at this cursor")
    start = int(cursor)
    page = {"tools": [listed(name) for name in names[start:start + PAGE]]}
    page["nextCursor"] = str(start + PAGE)
    return result(id, page)


def is_type(value, kind):
    if kind == "integer":
        return (isinstance(value, int) and not isinstance(value, bool)) or (
            isinstance(value, float) and value.is_integer())
    if kind == "number":
        return isinstance(value, (int, float)) and not isinstance(value, bool)
    return isinstance(value, {"string": str, "boolean": bool, "object": dict, "array": list,
                              "null": type(None)}[kind])


def wrong_arguments(schema, arguments):
    """What is wrong with a call's arguments: the keys its schema requires or does not allow,
    and the types of the values at the top (the tools here nest nothing)."""
    problems = [f"{key}: required" for key in schema.get("required", []) if key not in arguments]
    known = schema.get("properties", {})
    for key, value in arguments.items():
        if key in known and "type" in known[key] and not is_type(value, known[key]["type"]):
            problems.append(f"{key}: not of type {known[key]['type']}")
        elif key not in known and schema.get("additionalProperties") is False:
            problems.append(f"{key}: not allowed")
    return problems


def call(id, params):
    name = params.get("name") if isinstance(params, dict) else None
    arguments = params.get("arguments", {}) if isinstance(params, dict) else None
    if not isinstance(name, str) or not isinstance(arguments, dict):
        return error(id, -32602, "Invalid params: a call needs a name and its arguments")
    if name not in TOOLS:
        return error(id, -32602, f"Unknown tool: {name}")
    _, schema, _, work, _ = TOOLS[name]
    problems = wrong_arguments(schema, arguments)
    if problems:
        said = "; ".join(problems)
        return result(id, {"content": [text(f"invalid arguments: {said}")], "isError": True})
    try:
        return result(id, {**work(arguments), "isError": False})
    except Exception as failure:  # the tool failed: an error
        return error(id, -32603, str(failure))


def steps_of(params):
    """The progress (of 100) a call reports, where its client gave a progressToken."""
    name = params.get("name") if isinstance(params, dict) else None
    return TOOLS[name][4] if name in TOOLS else []


if __name__ == "__main__":
    tools_transport.serve(sys.modules[__name__])
