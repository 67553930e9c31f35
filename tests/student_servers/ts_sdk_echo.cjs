// An oracle we did not write: the official TypeScript SDK (v2) serving one tool, `echo`, as
// its documentation shows. Without a port it serves stdio; with `--port N` (or $PORT) it serves
// Streamable HTTP on 127.0.0.1:N/mcp, both eras (createMcpHandler's default stateless legacy
// serving), behind the SDK's localhost Host and Origin guards.
//
// Run: node ts_sdk_echo.cjs SDK_DIR [--port N]   (SDK_DIR: the npm prefix holding the SDK)
const { createRequire } = require("node:module");
const path = require("node:path");
const { parseArgs } = require("node:util");
const { serveHttp } = require("./_ts_sdk_http.cjs");

const { positionals: [sdkDir], values } = parseArgs({
  allowPositionals: true, options: { port: { type: "string", default: process.env.PORT } },
});
const sdk = createRequire(path.join(sdkDir, "package.json"));
const { McpServer } = sdk("@modelcontextprotocol/server");
const { serveStdio } = sdk("@modelcontextprotocol/server/stdio");
const { z } = sdk("zod");

function makeServer() {
  const server = new McpServer({ name: "ts-sdk-echo", version: "1.0.0" });
  server.registerTool("echo", {
    description: "Answers with the text it was given.",
    inputSchema: z.object({ text: z.string() }),
  }, async ({ text }) => ({ content: [{ type: "text", text }] }));
  return server;
}

if (values.port) serveHttp(sdk, makeServer, Number(values.port));
else serveStdio(makeServer);
