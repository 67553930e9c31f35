// An oracle we did not write: the official TypeScript SDK (v2) serving one tool, `echo`, as
// its documentation shows. Without a port it serves stdio; with `--port N` (or $PORT) it serves
// Streamable HTTP on 127.0.0.1:N/mcp, both eras (createMcpHandler's default stateless legacy
// serving), behind the SDK's localhost Host and Origin guards.
//
// Run: node ts_sdk_echo.cjs SDK_DIR [--port N]   (SDK_DIR: the npm prefix holding the SDK)
const { createRequire } = require("node:module");
const { createServer } = require("node:http");
const path = require("node:path");
const { parseArgs } = require("node:util");

const { positionals: [sdkDir], values } = parseArgs({
  allowPositionals: true, options: { port: { type: "string", default: process.env.PORT } },
});
const sdk = createRequire(path.join(sdkDir, "package.json"));
const { McpServer, createMcpHandler } = sdk("@modelcontextprotocol/server");
const { serveStdio } = sdk("@modelcontextprotocol/server/stdio");
const { localhostHostValidation, localhostOriginValidation, toNodeHandler } =
  sdk("@modelcontextprotocol/node");
const { z } = sdk("zod");

function makeServer() {
  const server = new McpServer({ name: "ts-sdk-echo", version: "1.0.0" });
  server.registerTool("echo", {
    description: "Answers with the text it was given.",
    inputSchema: z.object({ text: z.string() }),
  }, async ({ text }) => ({ content: [{ type: "text", text }] }));
  return server;
}

function serveHttp(port) {
  const handle = toNodeHandler(createMcpHandler(makeServer));
  const validateHost = localhostHostValidation();
  const validateOrigin = localhostOriginValidation();
  const server = createServer((req, res) => {
    if (!validateHost(req, res) || !validateOrigin(req, res)) return;
    if (new URL(req.url, "http://localhost").pathname !== "/mcp") {
      res.writeHead(404).end();
      return;
    }
    void handle(req, res);
  });
  server.listen(port, "127.0.0.1", () =>
    console.error(`ready http://127.0.0.1:${server.address().port}/mcp`));
}

if (values.port) serveHttp(Number(values.port));
else serveStdio(makeServer);
