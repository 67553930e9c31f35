"""An oracle we did not write: the official Python SDK's own `MCPServer` with the echo tool, as
a teacher who knows the SDK would write it. On stdio it speaks both eras; with `--port N` (or
`$PORT`) it serves Streamable HTTP on 127.0.0.1:N/mcp, both eras too. A check's finding that
cites the specification must never fail it, unless the SDK breaks that sentence (the tests say
which, and docs/reference/checks.md too).

Run: python sdk_echo.py            (stdio)
     python sdk_echo.py --port N   (Streamable HTTP)
"""

import argparse
import os

from mcp.server.mcpserver import MCPServer

server = MCPServer("sdk-echo")


@server.tool(description="Answers with the text it was given.")
def echo(text: str) -> str:
    return text


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--port", type=int, default=int(os.environ.get("PORT", "0")))
    port = parser.parse_args().port
    if port:  # the check waits for the port to take a connection
        server.run("streamable-http", host="127.0.0.1", port=port)
    else:
        server.run("stdio")


if __name__ == "__main__":
    main()
