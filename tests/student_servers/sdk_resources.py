"""An oracle we did not write: the official Python SDK's own `MCPServer` with lesson 7's resources,
prompts and completion, as a teacher who knows the SDK would write them (the SDK makes each
resource's listing from its decorator, a template from the URI's `{variables}` and the function's
parameters, a prompt's arguments from its signature), beside lesson 6's echo. With `--port N` (or
`$PORT`) it serves Streamable HTTP on 127.0.0.1:N/mcp, both eras. A finding of lesson 7's check
that cites the specification must never fail it, unless the SDK breaks that sentence.

Run: python sdk_resources.py --port N
"""

import argparse
import base64
import json
import os
import sys
from pathlib import Path

from mcp.server.mcpserver import MCPServer
from mcp.server.mcpserver.prompts.base import UserMessage
from mcp.types import (
    Completion,
    EmbeddedResource,
    ImageContent,
    PromptReference,
    ResourceTemplateReference,
    TextContent,
    TextResourceContents,
)

# The course's own pixel, so that both servers answer the same bytes.
sys.path.insert(0, str(Path(__file__).resolve().parents[2]))
from mcpnb.servers.tools import PIXEL  # noqa: E402

server = MCPServer("sdk-resources")


@server.tool(description="Answers with the text it was given.")
def echo(text: str) -> str:
    return text


@server.resource("test://static-text", name="static-text", mime_type="text/plain",
                 description="A text resource that never changes")
def static_text() -> str:
    return "This is the content of the static text resource."


@server.resource("test://static-binary", name="static-binary", mime_type="image/png",
                 description="A binary resource: a PNG image")
def static_binary() -> bytes:
    return base64.b64decode(PIXEL)


@server.resource("test://watched-resource", name="watched-resource", mime_type="text/plain",
                 description="A resource a client may watch")
def watched() -> str:
    return "This resource is watched."


@server.resource("test://template/{id}/data", name="template-data",
                 mime_type="application/json", description="Data for any id, made on reading")
def template_data(id: str) -> str:
    return json.dumps({"id": id, "templateTest": True, "data": f"Data for ID: {id}"})


@server.prompt(description="A prompt without arguments")
def test_simple_prompt() -> str:
    return "This is a simple prompt for testing."


@server.prompt(description="A prompt that fills in two arguments")
def test_prompt_with_arguments(arg1: str, arg2: str) -> str:
    return f"Prompt with arguments: arg1='{arg1}', arg2='{arg2}'"


@server.prompt(description="A prompt that embeds a resource")
def test_prompt_with_embedded_resource(resourceUri: str) -> list[UserMessage]:  # noqa: N803
    embedded = EmbeddedResource(type="resource", resource=TextResourceContents(
        uri=resourceUri, mime_type="text/plain", text="Embedded resource content for testing."))
    return [UserMessage(content=embedded),
            UserMessage(content=TextContent(type="text",
                                            text="Please process the embedded resource above."))]


@server.prompt(description="A prompt that shows an image")
def test_prompt_with_image() -> list[UserMessage]:
    return [UserMessage(content=ImageContent(type="image", data=PIXEL, mime_type="image/png")),
            UserMessage(content=TextContent(type="text", text="Please analyze the image above."))]


VALUES = {("test_prompt_with_arguments", "arg1"): ("test", "testing", "tested", "value"),
          ("test://template/{id}/data", "id"): ("123", "124", "200", "300")}


@server.completion()
async def complete(ref, argument, context):
    named = ref.name if isinstance(ref, PromptReference) else (
        ref.uri if isinstance(ref, ResourceTemplateReference) else None)
    found = [v for v in VALUES.get((named, argument.name), ()) if v.startswith(argument.value)]
    return Completion(values=found, total=len(found), has_more=False)


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--port", type=int, default=int(os.environ.get("PORT", "0")))
    server.run("streamable-http", host="127.0.0.1", port=parser.parse_args().port)


if __name__ == "__main__":
    main()
