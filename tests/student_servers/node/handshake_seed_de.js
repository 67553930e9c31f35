// The German seed's handshake server (lesson-handshake.de.txt, server2.js), exactly as its three
// printf commands write it: it must pass every handshake finding.
const UNTERSTUETZT = ["2025-03-26", "2024-11-05"];
let zustand = "neu";
function senden(m) { process.stdout.write(JSON.stringify(Object.assign({ jsonrpc: "2.0" }, m)) + "\n"); }
function antworten(id, ergebnis) { senden({ id: id, result: ergebnis }); }
function fehler(id, code, text, daten) { senden({ id: id, error: { code: code, message: text, data: daten } }); }
function initialisieren(nachricht) {
  const gewuenscht = (nachricht.params || {}).protocolVersion;
  if (UNTERSTUETZT.indexOf(gewuenscht) < 0) return fehler(nachricht.id, -32602, "Protokollversion nicht unterstützt", { requested: gewuenscht, supported: UNTERSTUETZT });
  zustand = "wartend";
  antworten(nachricht.id, { protocolVersion: gewuenscht, capabilities: { tools: { listChanged: false } }, serverInfo: { name: "mensa", version: "0.2" } });
}
function verarbeiten(nachricht) {
  if (nachricht.id === undefined) {
    if (nachricht.method === "notifications/initialized" && zustand === "wartend") zustand = "bereit";
    return;
  }
  if (nachricht.method === "ping") return antworten(nachricht.id, {});
  if (nachricht.method === "initialize") return zustand === "neu" ? initialisieren(nachricht) : fehler(nachricht.id, -32600, "Schon initialisiert");
  if (zustand === "neu" || zustand === "wartend") return fehler(nachricht.id, -32600, "Nicht initialisiert");
  if (nachricht.method === "tools/list") return antworten(nachricht.id, { tools: [] });
  fehler(nachricht.id, -32601, "Method not found: " + nachricht.method);
}
require("readline").createInterface({ input: process.stdin }).on("line", function (zeile) {
  let nachricht;
  try { nachricht = JSON.parse(zeile); } catch (problem) { return fehler(null, -32700, "Parse error"); }
  verarbeiten(nachricht);
});
