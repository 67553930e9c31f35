"""The functions the lessons ask a student to write from scratch: each one's reference (built from
the lessons' reference code, never typed twice), its properties (families of inputs drawn from a
seeded generator) and the beliefs a wrong answer shows. Lessons 1 to 4's are here, lesson 5's SSE
reader in `sse_reader`; `mcpnb.judge.functions.check` judges a student's function against them.
"""

from __future__ import annotations

import json
import random
from typing import Any

from mcpnb.judge import answers
from mcpnb.judge.functions.spec import BOTH, WORDS, Args, Exercise, Property, kinds
from mcpnb.protocol import eras, jsonrpc
from mcpnb.protocol.framing import LineBuffer
from mcpnb.servers import clients
from mcpnb.servers.handshake import SUPPORTED_VERSIONS, Handshake, State

# --- lesson 1: the buffer step -------------------------------------------------------------------


def buffer_step(buffer: bytes, chunk: bytes) -> tuple[bytes, list[str]]:
    """The reference: the buffer afterwards and the lines the chunk completed (as text, without
    their newline), built on the lesson's `LineBuffer`."""
    lines = LineBuffer()
    lines.feed(buffer)
    ready = lines.feed(chunk)
    return lines.pending, [str(line) for line in ready]


def _line(rng: random.Random, *, wide: bool = False) -> bytes:
    """One message line, without its newline; `wide`: it holds a character of several bytes."""
    words = [w for w in WORDS if (len(w.encode()) > len(w)) == wide] or list(WORDS)
    text = json.dumps({"jsonrpc": "2.0", "id": rng.randint(1, 99), "method": "echo",
                       "params": {"text": rng.choice(words)}}, ensure_ascii=False)
    return text.encode("utf-8")


def _cut(line: bytes, rng: random.Random, *, inside_character: bool = False) -> int:
    """Where to cut a line in two: between characters, or inside one of several bytes."""
    inside = [i for i in range(1, len(line)) if line[i] & 0xC0 == 0x80]
    between = [i for i in range(1, len(line)) if line[i] & 0xC0 != 0x80]
    return rng.choice(inside if inside_character and inside else between)


def _whole_line(wide: bool, rng: random.Random) -> Args:
    return [b"", _line(rng, wide=wide) + b"\n"]


def _no_newline(end_inside: bool, start_inside: bool, rng: random.Random) -> Args:
    """Part of a line, no newline: its buffer and chunk cut between characters, or the chunk
    ending (or the buffer ending) inside a character of several bytes."""
    line = _line(rng, wide=end_inside or start_inside)
    start = _cut(line, rng, inside_character=start_inside)
    while (end := _cut(line, rng, inside_character=end_inside)) <= start:
        start = _cut(line, rng, inside_character=start_inside)
    return [line[:start], line[start:end]]


def _split_line(wide: bool, rng: random.Random) -> Args:
    line = _line(rng, wide=wide)
    at = _cut(line, rng)
    return [line[:at], line[at:] + b"\n"]


def _many_lines(wide: bool, rng: random.Random) -> Args:
    lines = [_line(rng, wide=wide and n == 0) for n in range(rng.randint(2, 4))]
    return [b"", b"\n".join(lines) + b"\n"]


def _split_character(rng: random.Random) -> Args:
    line = _line(rng, wide=True)
    at = _cut(line, rng, inside_character=True)
    return [line[:at], line[at:] + b"\n"]


def _rest_kept(wide: bool, inside: bool, rng: random.Random) -> Args:
    """A line, then the start of the next, cut between characters or inside one."""
    first, second = _line(rng), _line(rng, wide=wide or inside)
    return [b"", first + b"\n" + second[: _cut(second, rng, inside_character=inside)]]


def _same_buffer_result(got: Any, expected: Any) -> bool:
    return isinstance(got, list) and len(got) == 2 and got == expected


def _buffer_belief(args: Args, got: Any, expected: Any) -> str | None:
    """Which belief a wrong buffer step shows (a text key), or None."""
    if isinstance(got, dict) and "raised" in got:
        if got["raised"].startswith("UnicodeDecodeError"):
            return "buffer-step.belief.decoded-too-soon"
        return "function.belief.raised"
    if not (isinstance(got, list) and len(got) == 2 and isinstance(got[1], list)):
        return "buffer-step.belief.shape"
    buffer, lines = got
    if not isinstance(buffer, bytes):
        return "buffer-step.belief.shape-buffer-text"
    if any(isinstance(line, bytes) for line in lines):
        return "buffer-step.belief.shape-lines-bytes"
    if args[0] and got == list(buffer_step(b"", args[1])):
        return "buffer-step.belief.buffer-forgotten"
    if _half_a_character_lost(buffer, lines, expected):
        return "buffer-step.belief.decoded-too-soon"
    stripped = [line.rstrip("\r\n") for line in lines if isinstance(line, str)]
    if lines != expected[1] and stripped == expected[1]:
        return "buffer-step.belief.newline-kept"
    if lines == expected[1] and buffer != expected[0]:
        return "buffer-step.belief.buffer-lost" if not buffer else "buffer-step.belief.buffer-kept"
    if len(lines) < len(expected[1]):
        return "buffer-step.belief.lines-missing"
    if len(lines) > len(expected[1]):
        return "buffer-step.belief.lines-too-early"
    return None


def _half_a_character_lost(buffer: bytes, lines: list[Any], expected: Any) -> bool:
    """Whether bytes were decoded with their errors silenced or replaced: half a character of
    the buffer gone, or a line holding the replacement character where the reference's does
    not."""
    if buffer != expected[0] and buffer == expected[0].decode("utf-8", "ignore").encode():
        return True
    return any("\ufffd" in str(line) for line in lines) and not any(
        "\ufffd" in line for line in expected[1])


# --- lesson 2: the state machine's step ----------------------------------------------------------


def state_step(state: str, message: dict[str, Any]) -> tuple[str, dict[str, Any] | None]:
    """The reference: the state after `message` and the reply it gets (None for no reply), built
    on the lesson's `Handshake`."""
    machine = Handshake()
    machine.state = State(state)
    reply = machine.respond(jsonrpc.classify(json.dumps(message)))
    return str(machine.state), None if reply is None else reply.message


# A request's id: 0, the id a test for truth (`if not message.get("id")`) takes for a
# notification's (the Inspector's first request); another number; or text.
IDS = ("zero", "number", "text")


def _id(rng: random.Random, kind: str) -> int | str:
    if kind == "zero":
        return 0
    return rng.randint(1, 99) if kind == "number" else rng.choice(["a1", "req-7", "0", "x"])


def _request(rng: random.Random, id_kind: str, method: str, params: Any = None) -> dict[str, Any]:
    return jsonrpc.request(_id(rng, id_kind), method, params)


def _hello(version: str) -> dict[str, Any]:
    return {"protocolVersion": version, "capabilities": {},
            "clientInfo": {"name": "lesson-client", "version": "1.0"}}


_STATES = [str(s) for s in State]


def _ping(state: str, id_kind: str, rng: random.Random) -> Args:
    return [state, _request(rng, id_kind, "ping")]


def _initialize_spoken(version: str, id_kind: str, rng: random.Random) -> Args:
    return ["new", _request(rng, id_kind, "initialize", _hello(version))]


def _initialize_unknown(version: str, id_kind: str, rng: random.Random) -> Args:
    return ["new", _request(rng, id_kind, "initialize", _hello(version))]


def _initialize_again(state: str, id_kind: str, rng: random.Random) -> Args:
    version = rng.choice(SUPPORTED_VERSIONS)
    return [state, _request(rng, id_kind, "initialize", _hello(version))]


def _initialized(state: str, rng: random.Random) -> Args:
    return [state, jsonrpc.notification("notifications/initialized")]


def _too_early(state: str, method: str, id_kind: str, rng: random.Random) -> Args:
    return [state, _request(rng, id_kind, method)]


def _once_ready(method: str, id_kind: str, rng: random.Random) -> Args:
    return ["ready", _request(rng, id_kind, method)]


def _other_notifications(method: str, state: str, rng: random.Random) -> Args:
    return [state, jsonrpc.notification(method)]


def _reply_shape(reply: Any) -> Any:
    """What is judged of a reply: its id (type and all), result or error, the error's code, and
    the version an initialize result agrees on; never the human text."""
    if not isinstance(reply, dict):
        return reply
    error = reply.get("error")
    result = reply.get("result")
    version = result.get("protocolVersion") if isinstance(result, dict) else None
    return (type(reply.get("id")).__name__, reply.get("id"), "error" in reply, "result" in reply,
            error.get("code") if isinstance(error, dict) else None, version)


def _same_state_result(got: Any, expected: Any) -> bool:
    return (isinstance(got, list) and len(got) == 2 and isinstance(got[0], str)
            and got[0].strip().lower() == expected[0]
            and _reply_shape(got[1]) == _reply_shape(expected[1]))


def _state_belief(args: Args, got: Any, expected: Any) -> str | None:
    """Which belief a wrong state step shows (a text key), or None."""
    if isinstance(got, dict) and "raised" in got:
        return "function.belief.raised"
    if not (isinstance(got, list) and len(got) == 2):
        return "state-step.belief.shape"
    state, reply = got
    want_state, want_reply = expected
    if want_reply is None and reply is not None:
        return "state-step.belief.notification-answered"
    if want_reply is not None and reply is None:
        if args[1].get("id") == 0 and type(args[1].get("id")) is int:
            return "state-step.belief.id-zero"
        return "state-step.belief.request-unanswered"
    if isinstance(reply, dict) and isinstance(want_reply, dict):
        if reply.get("id") != want_reply.get("id") or type(reply.get("id")) is not type(
                want_reply.get("id")):
            return "state-step.belief.id"
        if ("error" in reply) != ("error" in want_reply):
            return ("state-step.belief.error-expected" if "error" in want_reply
                    else "state-step.belief.result-expected")
        if _reply_shape(reply) != _reply_shape(want_reply):
            return ("state-step.belief.version" if "result" in want_reply
                    else "state-step.belief.code")
    said = state.strip().lower() if isinstance(state, str) else None
    if said != want_state:
        if (want_state, said) == ("waiting", "ready"):
            return "state-step.belief.ready-too-soon"
        return "state-step.belief.state"
    return None


# --- lesson 3: the counter-offer ----------------------------------------------------------------


def offer_version(requested: str, supported: list[str]) -> str:
    """The reference: the version a server for real clients answers with, the lesson's own rule
    (`mcpnb.servers.clients.counter_offer`)."""
    return clients.counter_offer(requested, supported)


# The versions with a handshake (every MCP version before the 2026-07-28 era's).
HANDSHAKE_ERA = [v for v in jsonrpc.MCP_VERSIONS if v <= max(clients.SUPPORTED_VERSIONS)]
# Text that is no version at all.
_NOT_DATES = ["latest", "", "2025-11-25 ", "v2025-06-18", "2025/03/26", "DRAFT-2026-v1"]


def _speaks(rng: random.Random, newest: bool) -> list[str]:
    """The versions a server speaks: two or more of the handshake era's, in any order; the era's
    newest among them or not (a function with that version written into it fails only
    without)."""
    era = [v for v in HANDSHAKE_ERA if v != max(HANDSHAKE_ERA)]
    spoken = rng.sample(era, rng.randint(1 if newest else 2, len(era)))
    return [*spoken, max(HANDSHAKE_ERA)] if newest else spoken


def _date(rng: random.Random, first: int, last: int) -> str:
    return f"{rng.randint(first, last):04d}-{rng.randint(1, 12):02d}-{rng.randint(1, 28):02d}"


def _older(rng: random.Random, supported: list[str]) -> str:
    """A date before the oldest of `supported`, or between its versions: drawn, never from a
    short list, so that no table of one run's inputs answers another's."""
    while (date := _date(rng, 1990, 2025)) >= max(supported) or date in supported:
        pass
    return date


def _older_than_all(rng: random.Random, supported: list[str]) -> str:
    while (date := _date(rng, 1990, 2024)) >= min(supported):
        pass
    return date


def _between(rng: random.Random, supported: list[str]) -> str:
    """A date older than the newest of `supported` but newer than its oldest, none of them."""
    while not (min(supported) < (date := _date(rng, 2024, 2025)) < max(supported)) or (
            date in supported):
        pass
    return date


def _newer(rng: random.Random, supported: list[str]) -> str:
    """A date after the newest of `supported`."""
    return _date(rng, 2026, 2040)


def _next_era(rng: random.Random, supported: list[str]) -> str:
    return "2026-07-28"


# How a version no server speaks differs from those it speaks.
UNKNOWN = {"older": _older_than_all, "between": _between, "newer": _newer}


def _offer_spoken(newest: bool, rng: random.Random) -> Args:
    supported = sorted(_speaks(rng, rng.random() < 0.5), reverse=True)  # newest first
    return [supported[0] if newest else rng.choice(supported[1:]), supported]


# The older and newer versions are asked of lesson 3's server, whose list holds 2025-11-25: a
# function with that version written into it fails only where another server is asked.
def _offer_older(rng: random.Random) -> Args:
    supported = list(clients.SUPPORTED_VERSIONS)
    return [_older(rng, supported), supported]


def _offer_newer(unknown: Any, rng: random.Random) -> Args:
    supported = list(clients.SUPPORTED_VERSIONS)
    return [unknown(rng, supported), supported]


def _offer_any_order(unknown: str, newest: bool, last: bool, rng: random.Random) -> Args:
    """A list out of order: its newest last, or between two others."""
    supported = _speaks(rng, newest)
    while len(supported) < 3:
        supported = _speaks(rng, newest)
    top = max(supported)
    others = [v for v in supported if v != top]
    rng.shuffle(others)
    at = len(others) if last else rng.randint(1, len(others) - 1)
    supported = [*others[:at], top, *others[at:]]
    return [UNKNOWN[unknown](rng, supported), supported]


def _offer_other_server(asked: str, newest: bool, rng: random.Random) -> Args:
    """A server of one or two versions; asked for one it speaks, or one it does not."""
    two = asked in ("oldest", "older", "between") or rng.random() < 0.5
    supported = sorted(_speaks(rng, newest)[-2 if two else -1:], reverse=True)
    if asked in ("newest", "oldest"):
        return [supported[0] if asked == "newest" else supported[-1], supported]
    return [UNKNOWN[asked](rng, supported), supported]


def _offer_not_a_date(text: str, newest: bool, rng: random.Random) -> Args:
    return [text, sorted(_speaks(rng, newest), reverse=True)]  # newest first


def _same_version(got: Any, expected: Any) -> bool:
    return isinstance(got, str) and got == expected


def _offer_belief(args: Args, got: Any, expected: Any) -> str | None:
    """Which belief a wrong counter-offer shows (a text key), or None."""
    requested, supported = args
    if isinstance(got, dict) and "raised" in got:
        return "function.belief.raised"
    if got is None or isinstance(got, dict):
        return "offer-version.belief.refused"
    if not isinstance(got, str):
        return "offer-version.belief.shape"
    if requested in supported:
        return "offer-version.belief.spoken-changed"
    if got == requested:
        return "offer-version.belief.echoed"
    if got not in supported:
        return "offer-version.belief.not-spoken"
    if got == supported[0]:
        return "offer-version.belief.first-not-newest"
    return "offer-version.belief.not-newest"


# --- lesson 4: the dual-era client's probe -----------------------------------------------------


def probe_era(reply: dict[str, Any] | None) -> str:
    """The reference: the era a dual-era client speaks after its server/discover probe, from the
    reply it got (None: none within its wait), the specification's rule
    (`mcpnb.protocol.eras.era_after_probe`)."""
    return eras.era_after_probe(reply).value


def _probe_id(rng: random.Random) -> int | str:
    ids: list[int | str] = [1, 0, rng.randint(2, 99), "server-discover-probe-1",
                            f"probe-{rng.randint(1, 9)}"]
    return rng.choice(ids)


def _error(rng: random.Random, code: int) -> dict[str, Any]:
    error: dict[str, Any] = {"code": code, "message": rng.choice(
        ["Method not found", "Unsupported protocol version", "Invalid params", "no", "",
         "Server not initialized", "método no encontrado"])}
    if rng.random() < 0.5:
        error["data"] = rng.choice([{"supported": list(eras.MODERN_VERSIONS)}, "details", 3])
    return {"jsonrpc": "2.0", "id": _probe_id(rng), "error": error}


def _discover(rng: random.Random, versions: list[str], typed: bool) -> dict[str, Any]:
    """A discover result; `typed`: with the resultType and caching fields, which a server may
    leave out."""
    result: dict[str, Any] = {"supportedVersions": versions, "capabilities": rng.choice(
        [{}, {"tools": {}}, {"tools": {"listChanged": False}, "prompts": {}}])}
    if typed:
        result |= {"resultType": "complete", "ttlMs": rng.choice([0, 60_000]),
                   "cacheScope": rng.choice(["public", "private"])}
    return {"jsonrpc": "2.0", "id": _probe_id(rng), "result": result}


def _legacy_versions(rng: random.Random) -> list[str]:
    return rng.sample(list(eras.LEGACY_VERSIONS), rng.randint(1, len(eras.LEGACY_VERSIONS)))


def _probe_discovered(with_legacy: bool, typed: bool, rng: random.Random) -> Args:
    versions = [*eras.MODERN_VERSIONS, *(_legacy_versions(rng) if with_legacy else [])]
    rng.shuffle(versions)
    return [_discover(rng, versions, typed)]


def _probe_no_modern_version(empty: bool, typed: bool, rng: random.Random) -> Args:
    return [_discover(rng, [] if empty else _legacy_versions(rng), typed)]


def _probe_modern_error(code: int, rng: random.Random) -> Args:
    return [_error(rng, code)]


# Codes no 2026-07-28 server means as modern, by kind: JSON-RPC's own, the legacy -32000 to
# -32019 that implementations chose for themselves, codes of the reserved range the spec does
# not define, and codes outside it.
OTHER_CODES = ((jsonrpc.METHOD_NOT_FOUND, jsonrpc.INVALID_PARAMS, jsonrpc.INVALID_REQUEST,
                jsonrpc.INTERNAL_ERROR, jsonrpc.PARSE_ERROR),
               (-32000, -32001, -32002, -32019), (-32023, -32042, -32099), (-1, 1, 404))


def _probe_other_error(codes: tuple[int, ...], rng: random.Random) -> Args:
    return [_error(rng, rng.choice(codes))]


def _probe_silence(rng: random.Random) -> Args:
    return [None]


def _probe_not_discover(result: dict[str, Any], rng: random.Random) -> Args:
    return [{"jsonrpc": "2.0", "id": _probe_id(rng), "result": result}]


NOT_DISCOVER: tuple[dict[str, Any], ...] = ({}, {"tools": []}, {"resultType": "complete"},
                {"protocolVersion": eras.LEGACY_VERSIONS[0]})


def _era_said(got: Any) -> str | None:
    """The era a returned word names, as the lesson's tables read one: in any case, and in the
    edition's word for it too ("Modern", "moderna", "moderne")."""
    return answers.in_english(got) if isinstance(got, str) else None


def _same_era(got: Any, expected: Any) -> bool:
    return bool(_era_said(got) == expected)


def _probe_belief(args: Args, got: Any, expected: Any) -> str | None:
    """Which belief a wrong era shows (a text key), or None."""
    (reply,) = args
    if isinstance(got, dict) and "raised" in got:
        return "function.belief.raised"
    if _era_said(got) not in ("modern", "legacy"):
        return "probe-era.belief.shape"
    if reply is None:
        return "probe-era.belief.silence-modern"
    if "error" in reply:
        return ("probe-era.belief.modern-error-legacy" if expected == "modern"
                else "probe-era.belief.error-modern")
    return ("probe-era.belief.result-legacy" if expected == "modern"
            else "probe-era.belief.any-result-modern")


BUFFER_STEP = Exercise(
    "buffer-step", "buffer_step", buffer_step,
    (Property("whole-line", *kinds(_whole_line, BOTH)),
     Property("no-newline", *kinds(_no_newline, BOTH, BOTH)[:3]),  # never both inside
     Property("split-line", *kinds(_split_line, BOTH)),
     Property("many-lines", *kinds(_many_lines, BOTH)),
     Property("split-character", _split_character),
     Property("rest-kept", *kinds(_rest_kept, BOTH, BOTH)[1:])),  # inside: a wide one
    _same_buffer_result, _buffer_belief,
)


STATE_STEP = Exercise(
    "state-step", "state_step", state_step,
    (Property("ping", *kinds(_ping, _STATES, IDS)),
     Property("initialize", *kinds(_initialize_spoken, SUPPORTED_VERSIONS, IDS)),
     Property("unknown-version", *kinds(_initialize_unknown, ("1999-01-01", "2030-12-31"), IDS)),
     Property("initialize-again", *kinds(_initialize_again, ("waiting", "ready"), IDS)),
     Property("initialized", *kinds(_initialized, _STATES)),
     Property("too-early", *kinds(_too_early, ("new", "waiting"), ("tools/list", "tools/call"),
                                   IDS)),
     Property("once-ready", *kinds(_once_ready, ("tools/list", "nonsense", "resources/list"),
                                    IDS)),
     Property("notifications", *kinds(
         _other_notifications, ("notifications/cancelled", "notifications/progress", "whatever"),
         _STATES))),
    _same_state_result, _state_belief,
    (("SUPPORTED_VERSIONS", SUPPORTED_VERSIONS),),
)


OFFER_VERSION = Exercise(
    "offer-version", "offer_version", offer_version,
    (Property("spoken", *kinds(_offer_spoken, BOTH)), Property("older", _offer_older),
     Property("newer", *kinds(_offer_newer, (_newer, _next_era))),
     Property("any-order", *kinds(_offer_any_order, UNKNOWN, BOTH, BOTH)),
     Property("other-server", *kinds(_offer_other_server,
                                      ("newest", "oldest", *UNKNOWN), BOTH)),
     Property("not-a-date", *kinds(_offer_not_a_date, _NOT_DATES, BOTH))),
    _same_version, _offer_belief,
)


PROBE_ERA = Exercise(
    "probe-era", "probe_era", probe_era,
    (Property("discovered", *kinds(_probe_discovered, BOTH, BOTH)),
     Property("no-modern-version", *kinds(_probe_no_modern_version, BOTH, BOTH)),
     Property("modern-error", *kinds(_probe_modern_error, eras.MODERN_ERRORS)),
     Property("other-error", *kinds(_probe_other_error, OTHER_CODES)),
     Property("silence", _probe_silence),
     Property("not-discover", *kinds(_probe_not_discover, NOT_DISCOVER))),
    _same_era, _probe_belief,
    (("MODERN_VERSIONS", list(eras.MODERN_VERSIONS)),
     ("MODERN_ERRORS", list(eras.MODERN_ERRORS))),
)
