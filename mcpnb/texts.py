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
    "table.unreadable": "This cell could not be read as an answer of this column.",
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
    "feedback.title": "{lesson}: feedback for {student}",
    "feedback.no-lesson": "Your notebook",
    "feedback.total": "{total:g} of {max:g} points",
    "feedback.how-it-ran": "How your notebook ran: {status}.",
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
    "feedback.starting-code": (
        "This is still the starting code: fix the server in the notebook, then run the check "
        "below it."
    ),
}


def say(key: str, **values: object) -> str:
    """The sentence for `key`, with its `{placeholders}` filled in."""
    return str(TEXTS[key]).format(**values) if values else str(TEXTS[key])
