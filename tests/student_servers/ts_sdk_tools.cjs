// An oracle we did not write: the official TypeScript SDK (v2) with lesson 6's tools, as a
// teacher who knows the SDK would write them (zod schemas for the tools' arguments and results;
// the 2020-12 tool's schema, which zod does not say, given as JSON Schema via fromJsonSchema).
// It serves Streamable HTTP on 127.0.0.1:N/mcp, both eras (createMcpHandler's default stateless
// legacy serving, answering in JSON or, once a tool sends progress, SSE), behind the SDK's
// localhost Host and Origin guards. The pixel and the silence are the bytes the course's own
// server answers (mcpnb/servers/tools.py), the 2020-12 schema the conformance suite's.
//
// Run: node ts_sdk_tools.cjs SDK_DIR --port N   (or $PORT; SDK_DIR: the npm prefix of the SDK)
const { createRequire } = require("node:module");
const path = require("node:path");
const { parseArgs } = require("node:util");
const { serveHttp } = require("./_ts_sdk_http.cjs");

const { positionals: [sdkDir], values } = parseArgs({
  allowPositionals: true, options: { port: { type: "string", default: process.env.PORT } },
});
if (!values.port) {
  console.error("usage: node ts_sdk_tools.cjs SDK_DIR --port N   (or $PORT)");
  process.exit(2);
}
const sdk = createRequire(path.join(sdkDir, "package.json"));
const { McpServer, fromJsonSchema } = sdk("@modelcontextprotocol/server");
const { z } = sdk("zod");

// A 1x1 red PNG, Base64: the image the conformance suite suggests.
const PIXEL = "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGP4z8AAAAMBAQDJ/pLvAAAAAElFTkSuQmCC";

// A tenth of a second of silence (8 kHz, 16-bit, mono) as a WAV file.
function wavSilence() {
  const samples = Buffer.alloc(800 * 2);
  const header = Buffer.alloc(44);
  header.write("RIFF", 0);
  header.writeUInt32LE(36 + samples.length, 4);
  header.write("WAVEfmt ", 8);
  header.writeUInt32LE(16, 16);  // the format chunk's size
  header.writeUInt16LE(1, 20);  // PCM
  header.writeUInt16LE(1, 22);  // one channel
  header.writeUInt32LE(8000, 24);
  header.writeUInt32LE(16000, 28);  // bytes a second
  header.writeUInt16LE(2, 32);  // bytes a frame
  header.writeUInt16LE(16, 34);  // bits a sample
  header.write("data", 36);
  header.writeUInt32LE(samples.length, 40);
  return Buffer.concat([header, samples]).toString("base64");
}
const SILENCE = wavSilence();

// The conformance suite's own schema for `json_schema_2020_12_tool`, to be listed as written.
const SCHEMA_2020_12 = {
  $schema: "https://json-schema.org/draft/2020-12/schema", type: "object",
  $defs: { address: { $anchor: "addressDef", type: "object", properties: {
    street: { type: "string" }, city: { type: "string" } } } },
  properties: { name: { type: "string" }, address: { $ref: "#/$defs/address" },
                contactMethod: { type: "string", enum: ["phone", "email"] },
                phone: { type: "string" }, email: { type: "string" } },
  allOf: [{ anyOf: [{ required: ["phone"] }, { required: ["email"] }] }],
  if: { properties: { contactMethod: { const: "phone" } }, required: ["contactMethod"] },
  then: { required: ["phone"] }, else: { required: ["email"] },
  additionalProperties: false,
};

const text = (words) => ({ type: "text", text: words });
const image = { type: "image", data: PIXEL, mimeType: "image/png" };
const TWO_NUMBERS = z.object({ a: z.number(), b: z.number() });

// A structured result, with its JSON as text too for clients that read only the content.
const structured = (value) => ({ content: [text(JSON.stringify(value))], structuredContent: value });

function makeServer() {
  const server = new McpServer({ name: "ts-sdk-tools", version: "1.0.0" });

  server.registerTool("echo", {
    description: "Answers with the text it was given.",
    inputSchema: z.object({ text: z.string() }),
  }, async ({ text: words }) => ({ content: [text(words)] }));

  server.registerTool("test_simple_text", { description: "Answers with one text block." },
    async () => ({ content: [text("This is a simple text response for testing.")] }));

  server.registerTool("test_image_content", { description: "Answers with a 1x1 red PNG." },
    async () => ({ content: [image] }));

  server.registerTool("test_audio_content", {
    description: "Answers with a tenth of a second of silence.",
  }, async () => ({ content: [{ type: "audio", data: SILENCE, mimeType: "audio/wav" }] }));

  server.registerTool("test_embedded_resource", { description: "Answers with a text resource." },
    async () => ({ content: [{ type: "resource", resource: {
      uri: "test://embedded-resource", mimeType: "text/plain",
      text: "This is an embedded resource content." } }] }));

  server.registerTool("test_multiple_content_types", {
    description: "Answers with text, an image and a resource.",
  }, async () => ({ content: [
    text("Multiple content types test:"),
    image,
    { type: "resource", resource: {
      uri: "test://mixed-content-resource", mimeType: "application/json",
      text: JSON.stringify({ test: "data", value: 123 }) } },
  ] }));

  // A thrown error becomes a tool execution error: a result with isError true.
  server.registerTool("test_error_handling", {
    description: "Always fails, as a tool execution error.",
  }, async () => {
    throw new Error("This tool intentionally returns an error for testing");
  });

  server.registerTool("test_tool_with_progress", {
    description: "Reports its progress in three steps.",
  }, async (ctx) => {
    const progressToken = ctx.mcpReq._meta?.progressToken;
    for (const [progress, message] of [[0, "starting"], [50, "half way"], [100, "done"]]) {
      if (progressToken !== undefined) {
        await ctx.mcpReq.notify({ method: "notifications/progress",
                                  params: { progressToken, progress, total: 100, message } });
      }
    }
    return { content: [text("test_tool_with_progress done")] };
  });

  server.registerTool("json_schema_2020_12_tool", {
    description: "Tool with JSON Schema 2020-12 features",
    inputSchema: fromJsonSchema(SCHEMA_2020_12),
  }, async () => ({ content: [text("ok")] }));

  server.registerTool("add", {
    description: "Adds two numbers.",
    inputSchema: TWO_NUMBERS,
    outputSchema: z.object({ sum: z.number() }),
  }, async ({ a, b }) => structured({ sum: a + b }));

  server.registerTool("divide", {
    description: "Divides a by b.",
    inputSchema: TWO_NUMBERS,
    outputSchema: z.object({ quotient: z.number() }),
  }, async ({ a, b }) => {
    if (b === 0) throw new Error("cannot divide by zero: give a b other than 0");
    return structured({ quotient: a / b });
  });

  return server;
}

serveHttp(sdk, makeServer, Number(values.port));
