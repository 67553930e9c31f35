// The Spanish seed's messages server (lesson-messages.es.txt, server1.js), exactly as its three
// printf commands write it. It decodes each chunk on its own (chunk.toString()), so a character
// cut between two chunks is mangled: the one rule of lesson 1 it breaks.
let buffer = "";
function send(m) { process.stdout.write(JSON.stringify(Object.assign({ jsonrpc: "2.0" }, m)) + "\n"); }
function fail(id, code, text) { send({ id: id, error: { code: code, message: text } }); }
function log(text) { process.stderr.write("log: " + text + "\n"); }
function handle(line) {
  let msg;
  try { msg = JSON.parse(line); } catch (error) { return fail(null, -32700, "Parse error"); }
  const seen = msg && (typeof msg.id === "number" || typeof msg.id === "string") ? msg.id : null;
  const good = msg && typeof msg === "object" && msg.jsonrpc === "2.0" && typeof msg.method === "string";
  if (Boolean(good) === false) return fail(seen, -32600, "Invalid Request");
  log("recibido " + msg.method);
  if (msg.id === undefined) return;
  const ms = (msg.params || {}).ms || 0;
  if (msg.method === "ping") return send({ id: msg.id, result: {} });
  if (msg.method === "wait") return setTimeout(function () { send({ id: msg.id, result: { waited: ms } }); }, ms);
  fail(msg.id, -32601, "Method not found: " + msg.method);
}
process.stdin.on("data", function (chunk) {
  buffer += chunk.toString();
  let at = buffer.indexOf("\n");
  while (at >= 0) {
    const line = buffer.slice(0, at);
    buffer = buffer.slice(at + 1);
    if (line.trim().length > 0) handle(line);
    at = buffer.indexOf("\n");
  }
});
log("listo");
