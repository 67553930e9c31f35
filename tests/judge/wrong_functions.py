"""Wrong functions for every function a lesson asks a student to write: those the hint tests feed,
and the ones a beginner writes (decoding the whole buffer, text for bytes, one line per chunk...).
Each comes with the belief its hint must name. `test_public_inputs` holds the notebook's public
inputs and the grader's seeded ones to the same verdicts on every one of them.
"""

import json
from dataclasses import dataclass
from typing import Any

import test_functions as f
import test_tool_arguments as t

from mcpnb.judge.functions import exercises


@dataclass(frozen=True)
class Wrong:
    item: str
    function: Any
    belief: str  # the text key the hint must name

    def __str__(self) -> str:
        name = getattr(self.function, "__name__", "")
        mistake = getattr(self.function, "mistake", "")
        return f"{self.item}:{mistake or name}"


# --- lesson 1: the buffer step -------------------------------------------------------------------


def decodes_the_whole_buffer(buffer, chunk):
    """The lesson's warning, not heeded: decode what has come so far, then split the text."""
    *lines, rest = (buffer + chunk).decode("utf-8").split("\n")
    return rest.encode("utf-8"), lines


def text_for_bytes(buffer, chunk):
    """The buffer kept as text."""
    *lines, rest = (buffer + chunk).split(b"\n")
    return rest.decode("utf-8", "ignore"), [line.decode("utf-8") for line in lines]


def one_line_per_chunk(buffer, chunk):
    """Takes the first line out and leaves the rest for the next chunk."""
    line, newline, rest = (buffer + chunk).partition(b"\n")
    return (rest, [line.decode("utf-8")]) if newline else (buffer + chunk, [])


def lines_as_bytes(buffer, chunk):
    *lines, rest = (buffer + chunk).split(b"\n")
    return rest, lines


def decodes_ignoring_errors(buffer, chunk):
    """Half a character silenced instead of kept: decode with errors='ignore'."""
    *lines, rest = (buffer + chunk).decode("utf-8", "ignore").split("\n")
    return rest.encode("utf-8"), lines


def drops_the_rest(buffer, chunk):
    *lines, _ = (buffer + chunk).split(b"\n")
    return b"", [line.decode("utf-8") for line in lines]


def keeps_everything(buffer, chunk):
    """The lines come out, and stay in the buffer too."""
    *lines, _ = (buffer + chunk).split(b"\n")
    return buffer + chunk, [line.decode("utf-8") for line in lines]


def line_without_newline(buffer, chunk):
    """What has no newline yet comes out as a line too."""
    lines = (buffer + chunk).split(b"\n")
    return b"", [line.decode("utf-8") for line in lines if line]


# --- lesson 2: the state machine's step ----------------------------------------------------------


def version_echoed(state, message):
    """Answers initialize with the version asked for, spoken or not."""
    after, reply = exercises.state_step(state, message)
    if state == "new" and message.get("method") == "initialize":
        wanted = message["params"]["protocolVersion"]
        return "waiting", {"jsonrpc": "2.0", "id": message["id"],
                           "result": {"protocolVersion": wanted, "capabilities": {}}}
    return after, reply


def initialize_served_again(state, message):
    if state != "new" and message.get("method") == "initialize":
        return state, {"jsonrpc": "2.0", "id": message["id"],
                       "result": {"protocolVersion": "2025-11-25", "capabilities": {}}}
    return exercises.state_step(state, message)


def ping_only_when_ready(state, message):
    if message.get("method") == "ping" and state != "ready":
        return state, {"jsonrpc": "2.0", "id": message["id"],
                       "error": {"code": -32600, "message": "not ready"}}
    return exercises.state_step(state, message)


def not_found_before_ready(state, message):
    """Too early answered as a method it does not know (-32601) instead of -32600."""
    after, reply = exercises.state_step(state, message)
    if reply and reply.get("error", {}).get("code") == -32600 and message["method"] != "initialize":
        reply = {**reply, "error": {"code": -32601, "message": "Method not found"}}
    return after, reply


def every_notification_readies(state, message):
    after, reply = exercises.state_step(state, message)
    if "id" not in message and state == "waiting":
        return "ready", reply
    return after, reply


def nothing_served_once_ready(state, message):
    """Once ready, every method but ping is one it does not know: tools/list too."""
    after, reply = exercises.state_step(state, message)
    if state == "ready" and message.get("method") == "tools/list":
        reply = {"jsonrpc": "2.0", "id": message["id"],
                 "error": {"code": -32601, "message": "Method not found"}}
    return after, reply


# --- lesson 3: the counter-offer -----------------------------------------------------------------


def last_of_the_list(requested, supported):
    return requested if requested in supported else supported[-1]


def parses_the_date(requested, supported):
    """Reads each version as a date: text that is no date raises."""
    from datetime import date
    date.fromisoformat(requested)
    return requested if requested in supported else max(supported)


def closest_below(requested, supported):
    """The newest spoken version not after the one asked for, else the oldest."""
    if requested in supported:
        return requested
    older = [v for v in supported if v < requested]
    return max(older) if older else min(supported)


# --- lesson 4: the probe's decision --------------------------------------------------------------

MODERN_VERSIONS, MODERN_ERRORS = f.MODERN_VERSIONS, f.MODERN_ERRORS


def silence_is_modern(reply):
    return exercises.probe_era(reply) if reply is not None else "modern"


def any_result_is_modern(reply):
    if reply is not None and "result" in reply:
        return "modern"
    return exercises.probe_era(reply)


def result_type_decides(reply):
    """Takes resultType, which a discover result may leave out, for the sign of the era."""
    if reply is not None and "result" in reply:
        return "modern" if reply["result"].get("resultType") == "complete" else "legacy"
    return exercises.probe_era(reply)


def reserved_range_is_modern(reply):
    """Any code of JSON-RPC's server range taken for the new era's."""
    if reply is not None and "error" in reply:
        return "modern" if -32099 <= reply["error"].get("code", 0) <= -32000 else "legacy"
    return exercises.probe_era(reply)


def era_as_a_flag(reply):
    return exercises.probe_era(reply) == "modern"


# --- lesson 5: the SSE reader's step -------------------------------------------------------------


def decodes_the_whole_stream(pending, chunk):
    """Decodes what has come so far, then reads the events of the text."""
    text = (pending + chunk).decode("utf-8").replace("\r\n", "\n").replace("\r", "\n")
    *events, rest = text.split("\n\n")
    messages = []
    for event in events:
        data = [line[5:].removeprefix(" ") for line in event.split("\n")
                if line.startswith("data:")]
        if data and "\n".join(data):
            messages.append(json.loads("\n".join(data)))
    return rest.encode("utf-8"), messages


def pending_as_text(pending, chunk):
    rest, messages = f.sse_reader_with()(pending, chunk)
    return rest.decode("utf-8", "ignore"), messages


def data_unparsed(pending, chunk):
    """The events' data handed on as text, not as the messages it holds."""
    rest, messages = f.sse_reader_with()(pending, chunk)
    return rest, [json.dumps(m) for m in messages]


def holds_the_last_cr(pending, chunk):
    """Keeps a CR that ends what came back, in case a LF follows: the blank line it ends is not
    read until then."""
    stream = pending + chunk
    if stream.endswith(b"\r"):
        rest, messages = f.sse_reader_with()(b"", stream[:-1])
        return rest + b"\r", messages
    return f.sse_reader_with()(pending, chunk)


def _sse(mistake):
    reader = f.sse_reader_with(mistake)
    reader.mistake = mistake
    return reader


# --- the library ---------------------------------------------------------------------------------

LIBRARY = [
    # lesson 1
    Wrong("buffer-step", f.decodes_each_chunk, "buffer-step.belief.decoded-too-soon"),
    Wrong("buffer-step", decodes_the_whole_buffer, "buffer-step.belief.decoded-too-soon"),
    Wrong("buffer-step", decodes_ignoring_errors, "buffer-step.belief.decoded-too-soon"),
    Wrong("buffer-step", text_for_bytes, "buffer-step.belief.shape-buffer-text"),
    Wrong("buffer-step", lines_as_bytes, "buffer-step.belief.shape-lines-bytes"),
    Wrong("buffer-step", one_line_per_chunk, "buffer-step.belief.lines-missing"),
    Wrong("buffer-step", f.keeps_newlines, "buffer-step.belief.newline-kept"),
    Wrong("buffer-step", f.forgets_the_buffer, "buffer-step.belief.buffer-forgotten"),
    Wrong("buffer-step", drops_the_rest, "buffer-step.belief.buffer-lost"),
    Wrong("buffer-step", keeps_everything, "buffer-step.belief.buffer-kept"),
    Wrong("buffer-step", line_without_newline, "buffer-step.belief.lines-too-early"),
    # lesson 2
    Wrong("state-step", f.answers_everything, "state-step.belief.notification-answered"),
    Wrong("state-step", f.stays, "state-step.belief.state"),
    Wrong("state-step", f.truthy_id, "state-step.belief.id-zero"),
    Wrong("state-step", f.ready_at_once, "state-step.belief.ready-too-soon"),
    Wrong("state-step", f.numbered, "state-step.belief.state"),
    Wrong("state-step", version_echoed, "state-step.belief.error-expected"),
    Wrong("state-step", initialize_served_again, "state-step.belief.error-expected"),
    Wrong("state-step", ping_only_when_ready, "state-step.belief.result-expected"),
    Wrong("state-step", not_found_before_ready, "state-step.belief.code"),
    Wrong("state-step", every_notification_readies, "state-step.belief.ready-too-soon"),
    Wrong("state-step", nothing_served_once_ready, "state-step.belief.result-expected"),
    # lesson 3
    Wrong("offer-version", f.first, "offer-version.belief.first-not-newest"),
    Wrong("offer-version", f.refuses, "offer-version.belief.refused"),
    Wrong("offer-version", f.echoes, "offer-version.belief.echoed"),
    Wrong("offer-version", f.hard_coded, "offer-version.belief.not-spoken"),
    Wrong("offer-version", f.always_newest, "offer-version.belief.spoken-changed"),
    Wrong("offer-version", last_of_the_list, "offer-version.belief.not-newest"),
    Wrong("offer-version", parses_the_date, "function.belief.raised"),
    Wrong("offer-version", closest_below, "offer-version.belief.not-newest"),
    # lesson 4
    Wrong("probe-era", f.keyed_to_method_not_found, "probe-era.belief.error-modern"),
    Wrong("probe-era", f.every_error_is_legacy, "probe-era.belief.modern-error-legacy"),
    Wrong("probe-era", silence_is_modern, "probe-era.belief.silence-modern"),
    Wrong("probe-era", any_result_is_modern, "probe-era.belief.any-result-modern"),
    Wrong("probe-era", result_type_decides, "probe-era.belief.result-legacy"),
    Wrong("probe-era", reserved_range_is_modern, "probe-era.belief.error-modern"),
    Wrong("probe-era", era_as_a_flag, "probe-era.belief.shape"),
    # lesson 5
    Wrong("sse-step", _sse("lf-only"), "sse-step.belief.newline-only"),
    Wrong("sse-step", _sse("last-data-line"), "sse-step.belief.one-data-line"),
    Wrong("sse-step", _sse("decodes-each-chunk"), "sse-step.belief.decoded-too-soon"),
    Wrong("sse-step", _sse("normalises-each-chunk"), "sse-step.belief.cr-at-end"),
    Wrong("sse-step", _sse("space-required"), "sse-step.belief.space-required"),
    Wrong("sse-step", _sse("parses-empty-data"), "sse-step.belief.empty-data"),
    Wrong("sse-step", _sse("ignores-pending"), "sse-step.belief.join-first"),
    Wrong("sse-step", decodes_the_whole_stream, "sse-step.belief.decoded-too-soon"),
    Wrong("sse-step", pending_as_text, "sse-step.belief.shape-pending-text"),
    Wrong("sse-step", holds_the_last_cr, "sse-step.belief.cr-held"),
    Wrong("sse-step", data_unparsed, "sse-step.belief.shape-data-text"),
    # lesson 6
    Wrong("tool-arguments", t.says_invalid, "tool-arguments.belief.shape"),
    Wrong("tool-arguments", t.first_only, "tool-arguments.belief.first-only"),
    Wrong("tool-arguments", t.bool_is_number, "tool-arguments.belief.bool-is-number"),
    Wrong("tool-arguments", t.required_at_the_key, "tool-arguments.belief.required-path"),
    Wrong("tool-arguments", t.flat, "tool-arguments.belief.no-descent"),
    Wrong("tool-arguments", t.python_enum, "tool-arguments.belief.enum-bool"),
    Wrong("tool-arguments", t.bounds_on_anything, "tool-arguments.belief.bounds-any-value"),
    Wrong("tool-arguments", t.extra_per_key, "tool-arguments.belief.extra-per-key"),
    Wrong("tool-arguments", t.index_from_one, "tool-arguments.belief.index"),
    Wrong("tool-arguments", t.int_not_number, "tool-arguments.belief.int-not-number"),
    Wrong("tool-arguments", t.paths_as_text, "tool-arguments.belief.shape-pair"),
]
