"""An oracle we did not write: the official Python SDK's own `MCPServer` with lesson 6's tools, as
a teacher who knows the SDK would write them (the SDK makes each schema from the function's
signature and each outputSchema from its return type; the 2020-12 tool's schema, which no Python
signature says, is set on the tool the SDK registered). With `--port N` (or `$PORT`) it serves
Streamable HTTP on 127.0.0.1:N/mcp, both eras. A finding of `check tools` that cites the
specification must never fail it, unless the SDK breaks that sentence (the tests say which).

Run: python sdk_tools.py --port N
"""

import argparse
import asyncio
import base64
import json
import os
import sys
from pathlib import Path
from typing import TypedDict

from mcp.server.mcpserver import Context, MCPServer
from mcp.server.mcpserver.utilities.types import Audio, Image
from mcp.types import EmbeddedResource, TextContent, TextResourceContents

# The course's own pixel and silence, so that both servers answer the same bytes.
sys.path.insert(0, str(Path(__file__).resolve().parents[2]))
from mcpnb.servers.tools import PIXEL, SCHEMA_2020_12, SILENCE  # noqa: E402

server = MCPServer("sdk-tools")


class Sum(TypedDict):
    sum: float


class Quotient(TypedDict):
    quotient: float


@server.tool(description="Answers with the text it was given.")
def echo(text: str) -> str:
    return text


@server.tool(description="Answers with one text block.")
def test_simple_text() -> str:
    return "This is a simple text response for testing."


@server.tool(description="Answers with a 1x1 red PNG.")
def test_image_content() -> Image:
    return Image(data=base64.b64decode(PIXEL), format="png")


@server.tool(description="Answers with a tenth of a second of silence.")
def test_audio_content() -> Audio:
    return Audio(data=base64.b64decode(SILENCE), format="wav")


@server.tool(description="Answers with a text resource.")
def test_embedded_resource() -> EmbeddedResource:
    return EmbeddedResource(type="resource", resource=TextResourceContents(
        uri="test://embedded-resource", mime_type="text/plain",
        text="This is an embedded resource content."))


@server.tool(description="Answers with text, an image and a resource.")
def test_multiple_content_types() -> list:
    return [TextContent(type="text", text="Multiple content types test:"),
            Image(data=base64.b64decode(PIXEL), format="png"),
            EmbeddedResource(type="resource", resource=TextResourceContents(
                uri="test://mixed-content-resource", mime_type="application/json",
                text=json.dumps({"test": "data", "value": 123})))]


@server.tool(description="Always fails, as a tool execution error.")
def test_error_handling() -> str:
    raise RuntimeError("This tool intentionally returns an error for testing")


@server.tool(description="Reports its progress in three steps.")
async def test_tool_with_progress(ctx: Context) -> str:
    for done, said in ((0, "starting"), (50, "half way"), (100, "done")):
        await ctx.report_progress(done, 100, said)
        await asyncio.sleep(0)
    return "test_tool_with_progress done"


@server.tool(description="Tool with JSON Schema 2020-12 features")
def json_schema_2020_12_tool() -> str:
    return "ok"


server._tool_manager.get_tool("json_schema_2020_12_tool").parameters = SCHEMA_2020_12


@server.tool(description="Adds two numbers.")
def add(a: float, b: float) -> Sum:
    return {"sum": a + b}


@server.tool(description="Divides a by b.")
def divide(a: float, b: float) -> Quotient:
    if b == 0:
        raise ValueError("cannot divide by zero: give a b other than 0")
    return {"quotient": a / b}


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--port", type=int, default=int(os.environ.get("PORT", "0")))
    server.run("streamable-http", host="127.0.0.1", port=parser.parse_args().port)


if __name__ == "__main__":
    main()
