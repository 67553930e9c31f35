// The TypeScript SDK oracles' Streamable HTTP, written once: the SDK's handler for a fresh server
// of `makeServer` each request (createMcpHandler, in its 'auto' response mode: a JSON body,
// upgraded to an SSE stream when the server sends a notification before its result), behind the
// SDK's localhost Host and Origin guards, at /mcp on 127.0.0.1:`port`; `ready URL` on stderr
// once it listens. `sdk`: a require() that finds the SDK's packages.
const { createServer } = require("node:http");

function serveHttp(sdk, makeServer, port) {
  const { createMcpHandler } = sdk("@modelcontextprotocol/server");
  const { localhostHostValidation, localhostOriginValidation, toNodeHandler } =
    sdk("@modelcontextprotocol/node");
  const handle = toNodeHandler(createMcpHandler(makeServer, { responseMode: "auto" }));
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

module.exports = { serveHttp };
