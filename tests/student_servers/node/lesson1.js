'use strict';
// Lesson 1's messages server written in Node, for showing that the checkers do not care about the
// language. serve(faults) runs it; each faulty server turns on exactly one fault. Its error
// messages are in Spanish on purpose: checkers judge codes, never the human text.

const PARSE_ERROR = -32700;
const INVALID_REQUEST = -32600;
const METHOD_NOT_FOUND = -32601;
const INVALID_PARAMS = -32602;

const isId = (v) => typeof v === 'number' || typeof v === 'string';
const result = (id, value) => ({ jsonrpc: '2.0', id, result: value });
const error = (id, code, message) => ({ jsonrpc: '2.0', id, error: { code, message } });

// The reply a line gets, as [message, delay in ms], or null for none.
function respond(line, faults) {
  let msg;
  try {
    msg = JSON.parse(line);
  } catch {
    return [error(null, PARSE_ERROR, 'Error de análisis'), 0];
  }
  const invalid = (id) => [error(id, INVALID_REQUEST, 'Solicitud inválida'), 0];
  if (Array.isArray(msg) || msg === null || typeof msg !== 'object') return invalid(null);
  const id = isId(msg.id) ? msg.id : null;
  if (msg.jsonrpc !== '2.0') return invalid(id);
  if ('id' in msg && id === null) return invalid(null);
  if (!('method' in msg)) return id !== null && ('result' in msg) !== ('error' in msg) ? null : invalid(id);
  if (typeof msg.method !== 'string') return invalid(id);
  if ('params' in msg && (msg.params === null || typeof msg.params !== 'object')) return invalid(id);
  if (!('id' in msg)) return null;
  if (msg.method === 'ping') return [result(id, faults.pingAnswersNull ? null : {}), 0];
  if (msg.method === 'wait') {
    const ms = msg.params && msg.params.ms;
    if (!Number.isInteger(ms) || ms < 0 || ms > 60000) {
      return [error(id, INVALID_PARAMS, 'wait necesita {"ms": N}'), 0];
    }
    return [result(id, { waited: ms }), ms];
  }
  return [error(id, METHOD_NOT_FOUND, 'Método no encontrado'), 0];
}

function serve(faults = {}) {
  const send = (message) => process.stdout.write(JSON.stringify(message) + '\n');
  const log = (text) => (faults.logsOnStdout ? process.stdout : process.stderr).write(text + '\n');
  const handle = (line) => {
    if (!line.trim()) return;
    log(`recibido: ${line.slice(0, 60)}`);
    const reply = respond(line, faults);
    if (reply === null) return;
    const [message, delay] = reply;
    if (delay > 0) setTimeout(() => send(message), delay);
    else send(message);
  };

  process.stderr.write('messages server ready\n');
  if (faults.decodesEachChunk) {
    let text = ''; // decoding chunk by chunk mangles a character cut between two chunks
    process.stdin.on('data', (chunk) => {
      const lines = (text + chunk.toString('utf8')).split('\n');
      text = lines.pop();
      lines.forEach(handle);
    });
    process.stdin.on('end', () => handle(text));
  } else {
    let bytes = Buffer.alloc(0);
    process.stdin.on('data', (chunk) => {
      bytes = Buffer.concat([bytes, chunk]);
      let end;
      while ((end = bytes.indexOf(10)) !== -1) {
        const line = bytes.subarray(0, end).toString('utf8');
        bytes = bytes.subarray(end + 1);
        handle(line);
      }
    });
    process.stdin.on('end', () => handle(bytes.toString('utf8')));
  }
  // At end of input, Node exits by itself once the pending timers have fired.
  if (faults.keepsRunning) process.stdin.on('end', () => setInterval(() => {}, 1000));
}

module.exports = { serve };
