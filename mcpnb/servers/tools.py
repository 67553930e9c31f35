"""Lesson 6's reference server: lesson 5's server on Streamable HTTP, with tools a model can use.

Run it with `python -m mcpnb.servers.tools [--port N] [--modern-only]`, as lesson 5's: everything
that server does, this one does, in both eras. What grows is `tools/list` and `tools/call`
(`docs/specification/2026-07-28/server/tools.mdx`, "Error Handling" and "Tool Result"):

- `tools/list` lists `TOOLS` in the same order every time, `PAGE_SIZE` to a page, with an opaque
  `nextCursor` on every page but the last; a `cursor` it did not give is -32602 ("Invalid cursors
  SHOULD result in an error with code -32602", `server/utilities/pagination.mdx`). The first page
  holds lesson 5's `echo` and the tools the official conformance suite calls (its scenarios read
  one page), the second the course's own, each with an `outputSchema`.
- A call the `CallToolRequest` schema refuses (its `name` not a string, its `arguments` not an
  object) or that names a tool there is not is a protocol error, -32602, as the specification's
  example is (the official SDK answers an unknown tool with `isError: true` instead).
- Arguments that break the tool's `inputSchema` are a tool execution error: a result with
  `isError: true` naming each problem, where and which keyword, for the model to correct (spec:
  "Input validation errors"). The schema is read as JSON Schema 2020-12 by the `jsonschema`
  library, the dialect the specification names where a schema has no `$schema`.
- A tool whose work fails (it raises) is a tool execution error too, in the failure's words.
- A result with `structuredContent` fits the tool's `outputSchema`, and its JSON is also a text
  block ("a tool that returns structured content SHOULD also return the serialized JSON").
- Progress: a call carrying `_meta.progressToken` gets its tool's steps as
  `notifications/progress` on the call's stream before the result (increasing, as the
  specification says they MUST); a call without one, none. The suite's progress tool waits about
  50 ms between steps; this one does not wait, so that nothing depends on time.
"""

from __future__ import annotations

import argparse
import base64
import binascii
import io
import json
import os
import struct
import sys
import wave
import zlib
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

from mcpnb.protocol import jsonrpc
from mcpnb.protocol.jsonrpc import Message
from mcpnb.servers.eras import DualEra, ModernOnly
from mcpnb.servers.http import Endpoint, serve
from mcpnb.texts import say

Step = tuple[float, float, str]  # progress, total, message


class ToolFailed(Exception):
    """A tool's own failure: its words are what the model reads."""


@dataclass(frozen=True)
class Tool:
    """One tool: how `tools/list` shows it, what its work gives, and the progress it reports."""

    name: str
    description: str
    input_schema: Mapping[str, Any]
    work: Callable[[dict[str, Any]], dict[str, Any]]  # arguments -> the result's fields
    output_schema: Mapping[str, Any] | None = None
    steps: tuple[Step, ...] = ()  # (progress, total, its message's key in the catalogues)

    def listed(self) -> dict[str, Any]:
        shown = {"name": self.name, "description": self.description,
                 "inputSchema": self.input_schema}
        return shown | ({"outputSchema": self.output_schema} if self.output_schema else {})


def _png_pixel() -> str:
    """A 1x1 red pixel as a PNG, Base64: the image the conformance suite suggests."""
    def chunk(kind: bytes, data: bytes) -> bytes:
        return (struct.pack(">I", len(data)) + kind + data
                + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF))
    header = struct.pack(">IIBBBBB", 1, 1, 8, 2, 0, 0, 0)  # 1x1, 8-bit RGB
    png = (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header)
           + chunk(b"IDAT", zlib.compress(b"\x00\xff\x00\x00")) + chunk(b"IEND", b""))
    return base64.b64encode(png).decode()


def _wav_silence() -> str:
    """A tenth of a second of silence as a WAV file, Base64 (`audio/wav`, as the suite asks)."""
    out = io.BytesIO()
    with wave.open(out, "wb") as sound:
        sound.setnchannels(1)
        sound.setsampwidth(2)
        sound.setframerate(8000)
        sound.writeframes(b"\x00\x00" * 800)
    return base64.b64encode(out.getvalue()).decode()


PIXEL, SILENCE = _png_pixel(), _wav_silence()
NO_ARGUMENTS = {"type": "object", "additionalProperties": False}  # the spec's recommended one
TWO_NUMBERS = {"type": "object", "properties": {"a": {"type": "number"}, "b": {"type": "number"}},
               "required": ["a", "b"], "additionalProperties": False}
# The conformance suite's own schema for `json_schema_2020_12_tool`, whose keywords a server
# must keep as written: `$schema`, `$defs` with an `$anchor`, `allOf`/`anyOf`, `if`/`then`/`else`.
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


def text(words: str) -> dict[str, Any]:
    return {"type": "text", "text": words}


def _structured(value: Any) -> dict[str, Any]:
    """A result with structured content, and its JSON as text for the clients that read text."""
    return {"content": [text(json.dumps(value))], "structuredContent": value}


def _fail(_: dict[str, Any]) -> dict[str, Any]:
    raise ToolFailed("This tool intentionally returns an error for testing")


def _divide(arguments: dict[str, Any]) -> dict[str, Any]:
    if arguments["b"] == 0:
        raise ToolFailed("cannot divide by zero: give a b other than 0")
    return _structured({"quotient": arguments["a"] / arguments["b"]})


def _result(name: str) -> Callable[[dict[str, Any]], dict[str, Any]]:
    return lambda _: {"content": [text(f"{name} done")]}


TOOLS: tuple[Tool, ...] = (
    Tool("echo", "Answers with the text it was given.",
         {"type": "object", "properties": {"text": {"type": "string",
                                                     "description": "the text to send back"}},
          "required": ["text"]},
         lambda arguments: {"content": [text(arguments["text"])]},
         steps=((1, 1, "server.progress.echoing"),)),
    Tool("test_simple_text", "Answers with one text block.", NO_ARGUMENTS,
         lambda _: {"content": [text("This is a simple text response for testing.")]}),
    Tool("test_image_content", "Answers with a 1x1 red PNG.", NO_ARGUMENTS,
         lambda _: {"content": [{"type": "image", "data": PIXEL, "mimeType": "image/png"}]}),
    Tool("test_audio_content", "Answers with a tenth of a second of silence.", NO_ARGUMENTS,
         lambda _: {"content": [{"type": "audio", "data": SILENCE, "mimeType": "audio/wav"}]}),
    Tool("test_embedded_resource", "Answers with a text resource.", NO_ARGUMENTS,
         lambda _: {"content": [{"type": "resource", "resource": {
             "uri": "test://embedded-resource", "mimeType": "text/plain",
             "text": "This is an embedded resource content."}}]}),
    Tool("test_multiple_content_types", "Answers with text, an image and a resource.",
         NO_ARGUMENTS, lambda _: {"content": [
             text("Multiple content types test:"),
             {"type": "image", "data": PIXEL, "mimeType": "image/png"},
             {"type": "resource", "resource": {
                 "uri": "test://mixed-content-resource", "mimeType": "application/json",
                 "text": json.dumps({"test": "data", "value": 123})}}]}),
    Tool("test_error_handling", "Always fails, as a tool execution error.", NO_ARGUMENTS, _fail),
    Tool("test_tool_with_progress", "Reports its progress in three steps.", NO_ARGUMENTS,
         _result("test_tool_with_progress"),
         steps=((0, 100, "server.progress.starting"), (50, 100, "server.progress.half-way"),
                (100, 100, "server.progress.done"))),
    Tool("json_schema_2020_12_tool", "Tool with JSON Schema 2020-12 features", SCHEMA_2020_12,
         lambda _: {"content": [text("ok")]}),
    Tool("add", "Adds two numbers.", TWO_NUMBERS,
         lambda arguments: _structured({"sum": arguments["a"] + arguments["b"]}),
         output_schema={"type": "object", "properties": {"sum": {"type": "number"}},
                        "required": ["sum"], "additionalProperties": False}),
    Tool("divide", "Divides a by b.", TWO_NUMBERS, _divide,
         output_schema={"type": "object", "properties": {"quotient": {"type": "number"}},
                        "required": ["quotient"], "additionalProperties": False}),
)
BY_NAME = {tool.name: tool for tool in TOOLS}
# The first page: echo and the suite's tools, whose scenarios read the first page only.
PAGE_SIZE = 9


def cursor_of(start: int) -> str:
    """The opaque cursor of the page that starts at `start`."""
    return base64.urlsafe_b64encode(f"tools:{start}".encode()).decode()


def page_start(cursor: Any) -> int | None:
    """Where the page of `cursor` starts: 0 for none, None for a cursor this server did not give."""
    if cursor is None:
        return 0
    try:
        kind, _, start = base64.urlsafe_b64decode(str(cursor)).decode().partition(":")
    except (binascii.Error, UnicodeDecodeError, ValueError):
        return None
    if kind != "tools" or not start.isdigit() or int(start) % PAGE_SIZE or (
            int(start) >= len(TOOLS)):
        return None
    return int(start)


def problems(schema: Mapping[str, Any], value: Any) -> list[str]:
    """Where `value` breaks `schema` and which keyword, one line each, as a model reads them."""
    from mcpnb.quick_jsonschema import jsonschema  # 0.1 s: only a call reads a schema

    found = []
    errors = jsonschema.Draft202012Validator(schema).iter_errors(value)
    for error in sorted(errors, key=lambda e: ([str(p) for p in e.absolute_path], e.message)):
        where = "/".join(map(str, error.absolute_path)) or say("server.error.the-arguments")
        found.append(f"{where}: {error.message} ({error.validator})")
    return found


def valid_schema(schema: Any) -> bool:
    """Is `schema` a JSON Schema object valid in its dialect (2020-12 where it names none), as
    the `jsonschema` library reads it?"""
    from mcpnb.quick_jsonschema import jsonschema  # 0.1 s: only a reader of schemas needs it

    validators, exceptions = jsonschema.validators, jsonschema.exceptions

    if not isinstance(schema, dict):
        return False
    try:
        validators.validator_for(schema, default=validators.Draft202012Validator
                                 ).check_schema(schema)
    except exceptions.SchemaError:
        return False
    return True


def execution_error(words: str) -> dict[str, Any]:
    return {"content": [text(words)], "isError": True}


class Tools(DualEra):
    """Lesson 5's server with `TOOLS` in place of its one tool, in either era."""

    def _list(self, id: jsonrpc.Id, params: Any) -> Message:
        start = page_start(params.get("cursor") if isinstance(params, dict) else None)
        if start is None:
            return jsonrpc.error(id, jsonrpc.INVALID_PARAMS, say("server.error.bad-cursor"))
        end = start + PAGE_SIZE
        page: dict[str, Any] = {"tools": [tool.listed() for tool in TOOLS[start:end]]}
        return jsonrpc.result(id, page | ({"nextCursor": cursor_of(end)} if end < len(TOOLS)
                                          else {}))

    def _call(self, id: jsonrpc.Id, params: Any) -> Message:
        name = params.get("name") if isinstance(params, dict) else None
        arguments = params.get("arguments", {}) if isinstance(params, dict) else None
        if not isinstance(name, str) or not isinstance(arguments, dict):
            return jsonrpc.error(id, jsonrpc.INVALID_PARAMS, say("server.error.call-params"))
        tool = BY_NAME.get(name)
        if tool is None:
            return jsonrpc.error(id, jsonrpc.INVALID_PARAMS,
                                 say("server.error.no-tool", name=repr(name)))
        if wrong := problems(tool.input_schema, arguments):
            return jsonrpc.result(id, execution_error(
                say("server.error.bad-arguments", name=name, problems="; ".join(wrong))))
        try:
            return jsonrpc.result(id, {**tool.work(arguments), "isError": False})
        except Exception as failure:  # a tool's failure is the model's to read, not the client's
            return jsonrpc.result(id, execution_error(str(failure)))


class ModernTools(ModernOnly, Tools):
    """The same tools, served statelessly to one modern request."""


class ToolsEndpoint(Endpoint):
    """Lesson 5's endpoint, serving `Tools`."""

    def legacy_server(self) -> DualEra:
        return Tools()

    def modern_server(self, versions: tuple[str, ...]) -> DualEra:
        return ModernTools(versions)

    def progress(self, params: Any) -> tuple[Step, ...]:
        name = params.get("name") if isinstance(params, dict) else None
        tool = BY_NAME.get(name) if isinstance(name, str) else None
        return tool.steps if tool is not None else ()


def main(argv: list[str] | None = None, *, endpoint: type[ToolsEndpoint] = ToolsEndpoint,
         description: str = "Lesson 6's MCP server of tools, on Streamable HTTP.") -> int:
    """Serve the `endpoint` (lesson 6's, or a later lesson's that grows it) on its port."""
    options = argparse.ArgumentParser(description=description)
    options.add_argument("--port", type=int, default=int(os.environ.get("PORT") or 0))
    options.add_argument("--modern-only", action="store_true")
    args = options.parse_args(argv)
    # The schema library before `ready`, not in the first call: a request costs its answer only
    # (the import is 0.1 s alone and seconds on a loaded machine, past a client's read bound).
    from mcpnb.quick_jsonschema import jsonschema  # noqa: F401  # 0.1 s, without format checkers

    serve(args.port, modern_only=args.modern_only, endpoint=endpoint)
    return 0


if __name__ == "__main__":
    sys.exit(main())
