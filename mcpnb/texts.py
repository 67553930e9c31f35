"""Every sentence a student reads from the package, in one place, so a translation is one file.

Keys are `<item or checker>.<what>`. Sentences explain the idea behind a mistake; none of them
may give away a right answer.
"""

from __future__ import annotations

from typing import Any

TEXTS: dict[str, Any] = {
    # --- marks and scores of fill-in tables
    "mark.right": "right",
    "mark.wrong": "not yet",
    "mark.blank": "not answered yet",
    "table.score": "{right} of {total} cells right",
    "table.rows": "This table has {expected} rows; your answer has {got}.",
    "table.not-a-list": "Write the answer as a list of rows, one row per line of the table.",
    "table.row-shape": "Each row has {n} cells: ({names}).",
    "table.not-plain": (
        "This cell could not be read: write it with plain values (text, numbers, True, False, "
        "None, lists, tuples, dicts), nested no more than {depth} deep and never inside itself."
    ),
    "table.unreadable": (
        "Your answer could not be read, so no cell is marked right: write it with plain values "
        "(text, numbers, True, False, None, lists, tuples, dicts)."
    ),
    # --- the model helper: its labels, and why a recorded sample is shown
    "ask.live-label": "Answer from the model {model}",
    "ask.recorded-label": "Recorded sample answer ({reason})",
    "ask.no-model-answered": "no model answered: {why}",
    "ask.why-refused": "connection refused",
    "ask.why-no-such-host": "no such host",
    "ask.why-not-connected": "could not connect",
    "ask.why-timed-out": "timed out",
    "ask.why-http-status": "HTTP {status}",
    "ask.why-not-json": "the answer was not JSON",
    "ask.why-no-content": "the answer had no choices[0].message.content",
    "ask.why-empty": "the answer was empty",
    "ask.why-bad-url": "AI_URL is not an http:// or https:// address",
    "ask.why-failed": "the request failed",
    # --- answer cells read by the grader
    "answer.syntax-error": "the answer cell has a syntax error on line {line}",
    "answer.no-value": "the answer cell assigns no value",
    "answer.not-literal": "the answer is not written as plain values (strings, numbers, lists)",
    # --- lesson 1: key words
    "message-words.title": "Key words: an example of each",
    "message-words.words": {
        "buffer": (
            "what has arrived after the last newline: the start of a message still on its way"
        ),
        "frame": "one whole message as it travels: a line of JSON ended by a newline",
        "stdout": "the server's output stream, where only messages may go",
        "stderr": "the server's error stream, where its logs go",
        "parse error (-32700)": "the reply to a line that is not JSON at all",
        "Invalid Request (-32600)": "the reply to JSON that is not a valid request",
    },
    "key-words.hint": "Re-read the meaning: the example must be a string that fits it exactly.",
    # --- lesson 1: the buffer table
    "buffer-table.title": "A stream cut into lines",
    "buffer-table.buffer": (
        "The buffer keeps exactly what came after the last newline, character for character; "
        "write an empty buffer as ''."
    ),
    "buffer-table.ready": (
        "A message is ready once its newline has arrived, and not before; list every message "
        "this chunk completed, without the newline."
    ),
    # --- lesson 1: bad lines
    "bad-lines.title": "A bad line also gets a reply",
    "bad-lines.code": (
        "Ask first: is the line JSON at all? Then: is it a valid request? And does it carry an "
        "id, so that it wants a reply? Write \"nothing\" when no reply is sent."
    ),
    "bad-lines.id": (
        "The reply copies the id exactly when one can be read (a number stays a number), "
        "uses None (null) when none can, and there is no id when there is no reply."
    ),
    # --- lesson 1: the order replies arrive in
    "arrival-order.title": "Replies in the order they arrived",
    "arrival-order.id": (
        "Follow the clock: a reply leaves the moment the server has made it. Use None for a "
        "reply whose id is null."
    ),
    "arrival-order.why": (
        "Choose one of \"waited\", \"completed\" or \"at once\": what decided the moment this "
        "reply could leave?"
    ),
    # --- lesson 2: key words
    "handshake-words.title": "Key words: an example of each",
    "handshake-words.words": {
        "handshake": "the first exchange: the client's initialize request, as one message",
        "protocol version": "which edition of MCP a message follows, written as a date",
        "capability": "what a server declares it can do, as the capabilities object it sends",
        "state": "where the server is in the handshake: new, waiting or ready",
        "negotiate": "agree on one version: a version this lesson's server can agree to",
    },
    # --- lesson 2: version negotiation
    "version-table.title": "The server picks a version it knows",
    "version-table.reply": (
        "Does the server speak the version the client asked for? Write \"result\" for a "
        "successful reply, or the error code."
    ),
    "version-table.data": (
        "A server that speaks the requested version answers with that same version; otherwise "
        "the lesson's server says in error.data what was requested and what it supports."
    ),
    # --- lesson 2: the six replies
    "handshake-replies.title": "The replies of the handshake",
    "handshake-replies.state": (
        "The state changes twice: when initialize is answered successfully, and when the "
        "client's initialized notification arrives. Nothing else changes it."
    ),
    "handshake-replies.reply": (
        "Before it is ready, the server only answers ping and initialize. Once ready, it "
        "answers only the methods of what it declared. Write \"result\" or the error code."
    ),
    # --- the picture of a transcript (mcpnb.diagram)
    "diagram.client": "client",
    "diagram.server": "server",
    "diagram.stderr": "stderr, in its own order",
    "diagram.answers": "answers row {row}",
    "diagram.overtaken": "the reply to {slow} was overtaken by the replies to {fast}",
    "diagram.more": "… and {n} more lines",
    "diagram.result": "result",
    "diagram.error": "error",
    "diagram.no-id": "no id",
    "diagram.response": "a response",
    "diagram.invalid": "invalid",
    "diagram.not-json": "not JSON",
    "diagram.empty-chunk": "(nothing)",
    "diagram.noise": "not a message",
    "diagram.message": "a message",
    "diagram.legend.sent": "sent",
    "diagram.legend.result": "result",
    "diagram.legend.error": "error",
    "diagram.legend.noise": "not a message",
    "diagram.legend.time": "time flows down, one row per message; rows follow the script's steps",
    # --- explorers (mcpnb.explore): widgets to play with, never graded
    "explore.buffer.stream": "stream (a line break is a newline byte)",
    "explore.buffer.size": "bytes per read",
    "explore.buffer.summary": (
        "{reads} reads: {ready} messages ready, {pending} bytes still waiting in the buffer"
    ),
    "explore.buffer.more": "… and {n} more reads",
    "explore.version.asks": "the client asks for",
    "explore.version.speaks": "the server speaks",
    "explore.version.agreed": "The server speaks {version}, so it answers with that same version.",
    "explore.version.refused": (
        "The server does not speak {version}: it refuses with error -32602 and says in "
        "error.data which versions it does speak, so the client can ask again."
    ),
    "explore.version.nothing": "A server that speaks no version cannot agree to any.",
    # --- the grader: the status of a submission in the gradebook, and the feedback page
    "status.ok": "ok",
    "status.no-file": "no such file",
    "status.not-a-notebook": "not a notebook: the file could not be read as one",
    "status.no-lesson": "the lesson could not be recognised",
    "status.error": "stops with {error} in cell {cell}",
    "status.input": "cell {cell} asks for input, and nobody can type while it is graded",
    "status.timeout": "ran out of time: still running after {seconds:g} s, in cell {cell}",
    "status.timeout-somewhere": "ran out of time: still running after {seconds:g} s",
    "status.died": "the kernel died in cell {cell}",
    "status.not-run": "could not be run ({why}); its answers were graded all the same",
    "status.missing": "answer cells missing: {items}",
    "status.unreadable": "answers that cannot be read: {items}",
    "status.grader-failed": "the grader failed on this file ({why}): grade it by hand",
    "status.in-cell": ", in cell {cell}",
    "status.limit-memory": "stopped: over the memory limit of {limit}",
    "status.limit-cpu": "stopped: over the CPU time limit of {limit}",
    "status.limit-file-size": "stopped: wrote a file over the size limit of {limit}",
    "status.limit-disk": "stopped: filled its scratch folder, the limit is {limit}",
    "status.limit-processes": "stopped: over the limit of {limit} processes",
    "status.ended": "stopped: a cell ended the process that runs the notebook",
    "status.too-large": "not graded: the file is over {limit}",
    "status.interrupted": "not graded: interrupted",
    # --- functions a student writes from scratch (mcpnb.functions)
    "function.got.returned": "returned {value}",
    "function.got.raised": "raised {error}",
    "function.got.undefined": "the cell does not define the function yet ({error})",
    "function.got.timeout": "no answer within {seconds} s",
    "function.got.stopped": "the run stopped before this input",
    "function.belief.raised": (
        "Your function raised an error on an input a real client sends: read the error's last "
        "line, then follow this input through your code by hand."
    ),
    "function.belief.undefined": (
        "Run the cell that defines the function first, and keep the name and the parameters the "
        "exercise gives."
    ),
    "function.belief.looping": (
        "It never returned: look for a loop whose condition nothing inside it changes."
    ),
    "buffer-step.title": "Write the buffer step",
    "buffer-step.belief.decoded-too-soon": (
        "You decoded bytes before their line was whole: a character's bytes may be split across "
        "two chunks, and half a character is not UTF-8."
    ),
    "buffer-step.belief.shape": "Return two things: the buffer afterwards, and a list of lines.",
    "buffer-step.belief.buffer-not-bytes": (
        "The buffer holds bytes, not text: what has not ended yet may end in half a character."
    ),
    "buffer-step.belief.lines-not-text": (
        "A whole line comes out as text: decode it from UTF-8 once its newline has arrived."
    ),
    "buffer-step.belief.newline-kept": "A line comes out without its newline.",
    "buffer-step.belief.buffer-lost": (
        "The bytes after the last newline are the start of the next message: the buffer must "
        "keep them, or that message loses its beginning."
    ),
    "buffer-step.belief.buffer-kept": (
        "Once a line has come out, its bytes leave the buffer: only what follows the last "
        "newline stays."
    ),
    "buffer-step.belief.lines-missing": (
        "Fewer lines came out than the chunk completed: every newline ends a line, including "
        "one that began in the buffer."
    ),
    "buffer-step.belief.lines-too-early": (
        "A line came out before its newline arrived: without a newline, a message is not whole."
    ),
    "state-step.title": "Write the state machine's step",
    "state-step.belief.shape": "Return two things: the state afterwards, and the reply (or None).",
    "state-step.belief.notification-answered": (
        "That message is a notification (it has no id): it never gets a reply, in any state."
    ),
    "state-step.belief.request-unanswered": (
        "That message is a request (it has an id): every request gets a reply, even a refusal."
    ),
    "state-step.belief.id": (
        "A reply carries its request's id exactly as it came: a number stays that number, a "
        "string that string."
    ),
    "state-step.belief.error-expected": (
        "In this state that request cannot be served: it gets an error reply, not a result."
    ),
    "state-step.belief.result-expected": (
        "In this state that request is served: it gets a result, not an error."
    ),
    "state-step.belief.version": (
        "The version in the result is the one both sides speak: the client asked for one the "
        "server speaks."
    ),
    "state-step.belief.code": (
        "An error reply, yes, but its code names another problem: which rule does this request "
        "break — its parameters, its timing, or its method?"
    ),
    "state-step.belief.state": (
        "The reply is right, but the server's state afterwards is not: which messages move it "
        "on, and from which state?"
    ),
    "buffer-step.whole-line.label": "a whole line in one chunk comes out",
    "buffer-step.whole-line.expected": "the line, as text without its newline; the buffer empty",
    "buffer-step.whole-line.hint": "{hint}",
    "buffer-step.whole-line.idea": "A line is whole once its newline has arrived.",
    "buffer-step.whole-line.look": "Look at how you find the newline in buffer + chunk.",
    "buffer-step.no-newline.label": "a chunk without a newline waits in the buffer",
    "buffer-step.no-newline.expected": "no lines yet; the buffer holds the bytes so far",
    "buffer-step.no-newline.hint": "{hint}",
    "buffer-step.no-newline.idea": (
        "Without a newline nothing is whole yet: keep every byte for later."
    ),
    "buffer-step.no-newline.look": "Look at what you return when there is no newline at all.",
    "buffer-step.split-line.label": "a line split across chunks comes out once, whole",
    "buffer-step.split-line.expected": "the line once, with its start from the buffer",
    "buffer-step.split-line.hint": "{hint}",
    "buffer-step.split-line.idea": "What the buffer held is the start of the line this chunk ends.",
    "buffer-step.split-line.look": "Join the buffer and the chunk before you look for newlines.",
    "buffer-step.many-lines.label": "several lines in one chunk all come out, in order",
    "buffer-step.many-lines.expected": "every line the chunk completes, in order",
    "buffer-step.many-lines.hint": "{hint}",
    "buffer-step.many-lines.idea": "One chunk may complete several lines: every newline ends one.",
    "buffer-step.many-lines.look": "Look at whether you stop after the first newline.",
    "buffer-step.split-character.label": "a character split across chunks comes out whole",
    "buffer-step.split-character.expected": "the line with the character whole",
    "buffer-step.split-character.hint": "{hint}",
    "buffer-step.split-character.idea": (
        "A character of several bytes may arrive half in one chunk, half in the next."
    ),
    "buffer-step.split-character.look": (
        "Decode a line only once it is whole, never a chunk on its own."
    ),
    "buffer-step.rest-kept.label": "what follows the last newline stays in the buffer",
    "buffer-step.rest-kept.expected": "the whole lines out; the rest kept as bytes",
    "buffer-step.rest-kept.hint": "{hint}",
    "buffer-step.rest-kept.idea": "After the last newline comes the start of the next message.",
    "buffer-step.rest-kept.look": "Look at what you keep after cutting at the last newline.",
    "state-step.ping.label": "ping is answered in every state",
    "state-step.ping.expected": "a result {} with the request's id; the state unchanged",
    "state-step.ping.hint": "{hint}",
    "state-step.ping.idea": "ping asks only whether the server is alive, whatever its state.",
    "state-step.ping.look": "Look at where ping is handled: before or after the state checks?",
    "state-step.initialize.label": "initialize with a version the server speaks is accepted",
    "state-step.initialize.expected": "a result with that version; the state moves on from new",
    "state-step.initialize.hint": "{hint}",
    "state-step.initialize.idea": (
        "The handshake's first step: the server agrees on a version it speaks."
    ),
    "state-step.initialize.look": "Look at the state you return after a successful initialize.",
    "state-step.unknown-version.label": "initialize with a version it does not speak is refused",
    "state-step.unknown-version.expected": "an error reply (invalid params); the state stays new",
    "state-step.unknown-version.hint": "{hint}",
    "state-step.unknown-version.idea": "A version the server does not speak cannot be agreed on.",
    "state-step.unknown-version.look": (
        "Look at how you compare the requested version with SUPPORTED_VERSIONS."
    ),
    "state-step.initialize-again.label": "a second initialize is refused",
    "state-step.initialize-again.expected": "an error reply (invalid request); the state unchanged",
    "state-step.initialize-again.hint": "{hint}",
    "state-step.initialize-again.idea": "The handshake happens once per connection.",
    "state-step.initialize-again.look": (
        "Look at what initialize does when the state is no longer new."
    ),
    "state-step.initialized.label": "notifications/initialized makes a waiting server ready",
    "state-step.initialized.expected": "no reply; waiting becomes ready, other states stay",
    "state-step.initialized.hint": "{hint}",
    "state-step.initialized.idea": "The client's notification completes the handshake, silently.",
    "state-step.initialized.look": (
        "Look at which state notifications/initialized moves, and from which."
    ),
    "state-step.too-early.label": "before it is ready, other requests are refused",
    "state-step.too-early.expected": "an error reply (invalid request); the state unchanged",
    "state-step.too-early.hint": "{hint}",
    "state-step.too-early.idea": (
        "Until the handshake is complete, only ping and initialize are served."
    ),
    "state-step.too-early.look": (
        "Look at what a request other than ping or initialize gets in new and waiting."
    ),
    "state-step.once-ready.label": (
        "once ready, tools/list is served and unknown methods get -32601"
    ),
    "state-step.once-ready.expected": "a result for tools/list, method not found otherwise",
    "state-step.once-ready.hint": "{hint}",
    "state-step.once-ready.idea": (
        "Once ready, the server serves what it has and says so when it has not."
    ),
    "state-step.once-ready.look": (
        "Look at the methods your ready state knows, and what the rest get."
    ),
    "state-step.notifications.label": "other notifications get no reply, in any state",
    "state-step.notifications.expected": "no reply; the state unchanged",
    "state-step.notifications.hint": "{hint}",
    "state-step.notifications.idea": "A notification never gets a reply.",
    "state-step.notifications.look": "Look at how you tell a notification (no id) from a request.",
    "feedback.title": "{lesson}: feedback for {student}",
    "feedback.no-lesson": "Your notebook",
    "feedback.total": "{total:g} of {max:g} points",
    "feedback.noticed": "What the grader noticed: {status}.",
    "feedback.ran-ok": "Your notebook runs from top to bottom without an error.",
    "feedback.how-graded": (
        "Your answers were read from your cells as you wrote them and checked again by the "
        "grader; what your notebook showed when it ran does not count."
    ),
    "feedback.revisit": "What to revisit",
    "feedback.passed": "What passed",
    "feedback.nothing-passed": "Nothing yet: every part below is waiting for you.",
    "feedback.item-score": "{score:g} of {points:g} points",
    "feedback.server": "Your server (the {checker} check)",
    "feedback.server-score": "{passed} of {total} behaviours passed",
    "feedback.missing": (
        "This part's cell is missing from your notebook: copy it back from a fresh copy of the "
        "lesson, then fill it in."
    ),
    # === the server checkers: "<finding id>.<label|expected|hint>" and what came back
    # --- the report
    "report.title": "{check} check: {passed} of {total} passed",
    "report.sent": "sent",
    "report.expected": "expected",
    "report.got": "got",
    "report.seen": "seen",
    "report.hint": "hint",
    "verdict.passed": "passed",
    "verdict.failed": "not yet",
    "verdict.not judged": "not judged",
    # --- what came back, in words
    "got.no-reply": "no reply",
    "got.nothing-shown": "(nothing)",
    "got.stopped": "no reply: the server had already stopped ({how})",
    "got.exited-early": "the server exited ({how}) before its input ended, while handling: {line}",
    "got.last-stderr": "its last line on stderr: {line}",
    "got.still-running": "still running {seconds:g} s after stdin was closed ({how})",
    "got.exit-status": "it exited with status {status}",
    "got.order": "the replies arrived in this order: {ids}",
    "got.late": "{late} of {total} replies arrived only after stdin was closed",
    "got.no-ready": "no line on stderr within {seconds:g} s, before the first message was sent",
    "got.ready-on-stdout": "the ready line came on stdout: {line}",
    "got.declared-but-missing": "declares {group}, but {method} got: {reply}",
    "got.no-server-info": "the result has no serverInfo with a name and a version: {result}",
    "got.echoed": "it accepted the unsupported version {version} as if it spoke it",
    "got.refusal-without-data": (
        "it refused {version} with the right code, but its error.data does not name {version} "
        "and a list of the versions it speaks"
    ),
    "got.asked-version": "asked for {version}: {reply}",
    "got.initialize-failed": "initialize did not succeed: {reply}",
    "got.start-failed": "{why}",
    "sent.piece": "piece {n} of {total}: {text}",
    "sent.whole-check": "(every line of the check)",
    "sent.lesson-script": "the lesson's script, chunk by chunk, as in the notebook",
    "seen.lesson-error": "the lesson's error -32602 with the versions it supports: {supported}",
    "seen.counter-offer": "the specification's counter-offer of another version: {version}",
    "seen.versions-listed": "each version the server lists in error.data, asked for: {versions}",
    "seen.versions-offered": (
        "the lesson's versions and the one the server offered instead, asked for: {versions}"
    ),
    "seen.versions-lesson": (
        "the server lists no versions, so the lesson's were asked for: {versions}"
    ),
    "seen.declared": "declared capabilities: {groups}",
    "seen.none": "none",
    # --- starting the server
    "server.start.label": "the server starts",
    "server.start.expected": "the command starts as a process",
    "server.start.hint": (
        "Check the command after `--`: the program's name or path, and that it can be run. "
        "Try it by hand in a terminal first."
    ),
    # --- lesson 1: messages
    "messages.framing.label": "a message split across chunks is read whole",
    "messages.framing.expected": (
        "each message answered once its newline has arrived, however its bytes were cut into "
        "chunks, and every message of a chunk that holds several"
    ),
    "messages.framing.hint": (
        "A chunk is not a message. Keep a buffer: add each chunk to it, cut out every complete "
        "line, and keep the rest for the next chunk."
    ),
    "messages.utf8-split.label": "a character split across two chunks comes out whole",
    "messages.utf8-split.expected": "the reply's id equal, character for character, to the id sent",
    "messages.utf8-split.hint": (
        "A character such as é or € takes several bytes, and a chunk may end in the middle of "
        "one. Keep the buffer as bytes and decode whole lines, never single chunks."
    ),
    "messages.parse-error.label": "a line that is not JSON gets -32700",
    "messages.parse-error.expected": "one error reply with code -32700 and id null",
    "messages.parse-error.hint": (
        "No id can be read from a line that is not JSON, yet its sender deserves an answer: the "
        "parse error, with a null id."
    ),
    "messages.invalid-request.label": "JSON that is not a valid request gets -32600 with its id",
    "messages.invalid-request.expected": (
        "one error reply with code -32600 for each line, carrying that line's id"
    ),
    "messages.invalid-request.hint": (
        "The line is JSON but not a valid request, and its id can still be read: copy it into the "
        "error reply. null is only for a line whose id cannot be read."
    ),
    "messages.id-types.label": "ids are copied exactly: numbers stay numbers, strings stay strings",
    "messages.id-types.expected": "each reply's id identical to its request's, of the same type",
    "messages.id-types.hint": (
        'Clients match replies to requests by id, and the number 7 is not the string "7". Put '
        "the id you received into the reply as it is."
    ),
    "messages.batch.label": "an array gets one -32600 with id null",
    "messages.batch.expected": (
        "exactly one error reply, code -32600 with id null, and none for the array's elements"
    ),
    "messages.batch.hint": (
        "The lesson's server takes one message per line, and an array is not one message: answer "
        "the whole line once as an invalid request, without looking inside it."
    ),
    "messages.notifications.label": "notifications get no reply",
    "messages.notifications.expected": "no reply at all, to known and unknown notifications alike",
    "messages.notifications.hint": (
        "A message without an id is a notification: nobody waits for an answer and there is no id "
        "to put in one. Stay silent, even for a method you do not know."
    ),
    "messages.unknown-method.label": "an unknown method gets -32601",
    "messages.unknown-method.expected": "one error reply, code -32601, carrying the request's id",
    "messages.unknown-method.hint": (
        "A request always gets a reply. When there is no method of that name, say so with the "
        '"method not found" error, so the client does not wait forever.'
    ),
    "messages.ping.label": "ping gets an empty result",
    "messages.ping.expected": "a result that is an empty object, with the ping's id",
    "messages.ping.hint": 'ping only asks "are you there?": its answer carries no data at all.',
    "messages.slow-does-not-block.label": "a slow request does not hold back a fast one",
    "messages.slow-does-not-block.expected": (
        "the ping's reply first, then the wait's reply once its time has passed"
    ),
    "messages.slow-does-not-block.hint": (
        "While one request waits, the server must go on reading and answering. Give a slow "
        "request a timer or thread of its own instead of sleeping in the read loop."
    ),
    "messages.stdout-only.label": "every stdout line is a JSON-RPC message",
    "messages.stdout-only.expected": (
        'only JSON-RPC messages on stdout, each an object with "jsonrpc": "2.0"'
    ),
    "messages.stdout-only.hint": (
        "A client reads every stdout line as a message and fails on anything else. Logs and "
        "debug prints belong on stderr."
    ),
    "messages.logs-on-stderr.label": "the ready line and logs go to stderr",
    "messages.logs-on-stderr.expected": (
        "a ready line on stderr, in any words, before the first message is sent"
    ),
    "messages.logs-on-stderr.hint": (
        "Before reading any input, say on stderr, the stream for logs, that the server is ready: "
        "a client waits for that line before it sends anything. stdout is only for messages."
    ),
    "messages.replies-when-made.label": "replies leave when they are made, not at exit",
    "messages.replies-when-made.expected": "every reply arriving while stdin is still open",
    "messages.replies-when-made.hint": (
        "On a pipe, stdout is block-buffered: what you write waits in a buffer until the program "
        "exits. Flush after writing each message."
    ),
    "messages.no-crash.label": "bad input does not crash the server",
    "messages.no-crash.expected": (
        "the server still running and answering after lines that are not JSON, not UTF-8, or "
        "not valid requests"
    ),
    "messages.no-crash.hint": (
        "Any line from outside can be wrong. Turn each kind of bad line into its error reply (or "
        "into nothing) and go on reading: no single line may end the server."
    ),
    "messages.exits-at-end.label": "the server exits at end of input",
    "messages.exits-at-end.expected": (
        "exit with status 0 soon after stdin is closed, once pending replies have left"
    ),
    "messages.exits-at-end.hint": (
        "When reading stdin gives nothing more, the client has hung up: let pending replies "
        "leave, then end the program with status 0."
    ),
    # --- lesson 2: the handshake
    "handshake.ping-before-initialize.label": "ping works before initialize",
    "handshake.ping-before-initialize.expected": "an empty result, even though nothing is set up",
    "handshake.ping-before-initialize.hint": (
        "ping may come at any moment, even first: it asks only whether the server is alive, "
        "which needs no handshake."
    ),
    "handshake.before-initialize.label": "a request before initialize gets -32600",
    "handshake.before-initialize.expected": "an error reply with code -32600 and the request's id",
    "handshake.before-initialize.hint": (
        "A new server knows nothing of its client yet. Until the handshake is over, refuse every "
        "request except ping and initialize."
    ),
    "handshake.supported-version.label": "every supported version is answered with itself",
    "handshake.supported-version.expected": (
        "for each version the server speaks, asked for on a connection of its own, a result "
        "whose protocolVersion is that same version"
    ),
    "handshake.supported-version.hint": (
        "When the server speaks the version the client asked for, it must agree to exactly that "
        "version, whichever of its versions it is."
    ),
    "handshake.unsupported-version.label": "an unsupported version is never echoed back",
    "handshake.unsupported-version.expected": (
        "either an error -32602 whose data names the requested and the supported versions (the "
        "lesson), or a result offering a version the server does speak (the specification)"
    ),
    "handshake.unsupported-version.hint": (
        "Compare the requested version with the list of versions your server speaks; agreeing to "
        "one it does not speak would break every message after."
    ),
    "handshake.refusal-data.label": "a refused version comes with the versions the server speaks",
    "handshake.refusal-data.expected": (
        "error -32602 whose data names the requested version and the list of supported versions"
    ),
    "handshake.refusal-data.hint": (
        "A bare refusal leaves the client guessing what to ask for next. Say in the error's data "
        "which version was requested and which ones the server speaks, so it can try again."
    ),
    "handshake.server-info.label": "initialize names the server",
    "handshake.server-info.expected": "a serverInfo object with a name and a version",
    "handshake.server-info.hint": (
        "A client shows and logs which server it talks to: the initialize result says who the "
        "server is."
    ),
    "handshake.honest-capabilities.label": "capabilities declare only what the server has",
    "handshake.honest-capabilities.expected": (
        "every declared group (tools, resources, prompts) answering its list method"
    ),
    "handshake.honest-capabilities.hint": (
        "A client calls the methods of every group a server declares. Declare a group only when "
        "its methods really answer."
    ),
    "handshake.before-initialized.label": "a request before notifications/initialized gets -32600",
    "handshake.before-initialized.expected": "an error reply with code -32600 and the request's id",
    "handshake.before-initialized.hint": (
        "Answering initialize is only half of the handshake: the server is ready once the client "
        "has confirmed with its notification."
    ),
    "handshake.second-initialize.label": "a second initialize is refused",
    "handshake.second-initialize.expected": "an error reply with code -32600 and the request's id",
    "handshake.second-initialize.hint": (
        "The handshake happens once per connection: remember it has happened, and refuse a "
        "second one."
    ),
    "handshake.unknown-method.label": "once ready, an unknown method gets -32601",
    "handshake.unknown-method.expected": "an error reply with code -32601 and the request's id",
    "handshake.unknown-method.hint": (
        "After the handshake, a request for a method the server does not have still gets a "
        'reply: "method not found".'
    ),
    "handshake.notifications.label": "notifications get no reply",
    "handshake.notifications.expected": "no reply at all, in any state",
    "handshake.notifications.hint": (
        "A notification, notifications/initialized included, never gets an answer: it may change "
        "the server's state, silently."
    ),
    "handshake.parse-error.label": "a line that is not JSON gets -32700",
    "handshake.parse-error.expected": "one error reply, code -32700 with id null, as in lesson 1",
    "handshake.parse-error.hint": (
        "The handshake server still reads lines the way lesson 1 taught: a line that is not JSON "
        "gets the parse error with a null id."
    ),
}


def say(key: str, **values: object) -> str:
    """The sentence for `key`, with its `{placeholders}` filled in."""
    return str(TEXTS[key]).format(**values) if values else str(TEXTS[key])
