// An oracle we did not write: the official TypeScript SDK (v2) with lesson 7's resources, prompts
// and completion, as a teacher who knows the SDK would write them (registerResource with a URI or
// a ResourceTemplate, registerPrompt with zod argument schemas, completable() for completion),
// beside lesson 6's echo. It serves Streamable HTTP on 127.0.0.1:N/mcp, both eras, as
// ts_sdk_tools.cjs does. The pixel is the bytes the course's own server answers.
//
// Run: node ts_sdk_resources.cjs SDK_DIR --port N   (or $PORT; SDK_DIR: the npm prefix of the SDK)
const { createRequire } = require("node:module");
const path = require("node:path");
const { parseArgs } = require("node:util");
const { serveHttp } = require("./_ts_sdk_http.cjs");

const { positionals: [sdkDir], values } = parseArgs({
  allowPositionals: true, options: { port: { type: "string", default: process.env.PORT } },
});
if (!values.port) {
  console.error("usage: node ts_sdk_resources.cjs SDK_DIR --port N   (or $PORT)");
  process.exit(2);
}
const sdk = createRequire(path.join(sdkDir, "package.json"));
const { McpServer, ResourceTemplate, completable } =
  sdk("@modelcontextprotocol/server");
const { z } = sdk("zod");

// A 1x1 red PNG, Base64: the image the conformance suite suggests.
const PIXEL = "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGP4z8AAAAMBAQDJ/pLvAAAAAElFTkSuQmCC";
const text = (words) => ({ type: "text", text: words });
const user = (content) => ({ role: "user", content });
const startingWith = (values) => (typed) => values.filter((v) => v.startsWith(typed ?? ""));

function makeServer() {
  const server = new McpServer({ name: "ts-sdk-resources", version: "1.0.0" });

  server.registerTool("echo", {
    description: "Answers with the text it was given.",
    inputSchema: z.object({ text: z.string() }),
  }, async ({ text: said }) => ({ content: [text(said)] }));

  server.registerResource("static-text", "test://static-text", {
    description: "A text resource that never changes", mimeType: "text/plain",
  }, async (uri) => ({ contents: [{ uri: uri.href, mimeType: "text/plain",
                                    text: "This is the content of the static text resource." }] }));
  server.registerResource("static-binary", "test://static-binary", {
    description: "A binary resource: a PNG image", mimeType: "image/png",
  }, async (uri) => ({ contents: [{ uri: uri.href, mimeType: "image/png", blob: PIXEL }] }));
  server.registerResource("watched-resource", "test://watched-resource", {
    description: "A resource a client may watch", mimeType: "text/plain",
  }, async (uri) => ({ contents: [{ uri: uri.href, mimeType: "text/plain",
                                    text: "This resource is watched." }] }));
  server.registerResource("template-data", new ResourceTemplate("test://template/{id}/data", {
    list: undefined, complete: { id: startingWith(["123", "124", "200", "300"]) },
  }), { description: "Data for any id, made on reading", mimeType: "application/json" },
  async (uri, { id }) => ({ contents: [{ uri: uri.href, mimeType: "application/json",
    text: JSON.stringify({ id, templateTest: true, data: `Data for ID: ${id}` }) }] }));

  server.registerPrompt("test_simple_prompt", { description: "A prompt without arguments" },
    () => ({ messages: [user(text("This is a simple prompt for testing."))] }));
  server.registerPrompt("test_prompt_with_arguments", {
    description: "A prompt that fills in two arguments",
    argsSchema: z.object({
      arg1: completable(z.string().describe("First test argument"),
                        startingWith(["test", "testing", "tested", "value"])),
      arg2: z.string().describe("Second test argument"),
    }),
  }, ({ arg1, arg2 }) => ({
    messages: [user(text(`Prompt with arguments: arg1='${arg1}', arg2='${arg2}'`))] }));
  server.registerPrompt("test_prompt_with_embedded_resource", {
    description: "A prompt that embeds a resource",
    argsSchema: z.object({ resourceUri: z.string().describe("The URI of the resource to embed") }),
  }, ({ resourceUri }) => ({ messages: [
    user({ type: "resource", resource: { uri: resourceUri, mimeType: "text/plain",
                                          text: "Embedded resource content for testing." } }),
    user(text("Please process the embedded resource above.")) ] }));
  server.registerPrompt("test_prompt_with_image", { description: "A prompt that shows an image" },
    () => ({ messages: [user({ type: "image", data: PIXEL, mimeType: "image/png" }),
                        user(text("Please analyze the image above."))] }));

  return server;
}

serveHttp(sdk, makeServer, Number(values.port));
