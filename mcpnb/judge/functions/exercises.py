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
from mcpnb.judge.functions.spec import WORDS, Args, Exercise, Property
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


def _whole_line(rng: random.Random) -> Args:
    return [b"", _line(rng) + b"\n"]


def _no_newline(rng: random.Random) -> Args:
    line = _line(rng, wide=rng.random() < 0.5)
    start, end = sorted(rng.sample(range(1, len(line)), 2))
    return [line[:start], line[start:end]]


def _split_line(rng: random.Random) -> Args:
    line = _line(rng)
    at = _cut(line, rng)
    return [line[:at], line[at:] + b"\n"]


def _many_lines(rng: random.Random) -> Args:
    lines = [_line(rng, wide=rng.random() < 0.5) for _ in range(rng.randint(2, 4))]
    return [b"", b"\n".join(lines) + b"\n"]


def _split_character(rng: random.Random) -> Args:
    line = _line(rng, wide=True)
    at = _cut(line, rng, inside_character=True)
    return [line[:at], line[at:] + b"\n"]


def _rest_kept(rng: random.Random) -> Args:
    first, second = _line(rng), _line(rng, wide=rng.random() < 0.5)
    return [b"", first + b"\n" + second[: _cut(second, rng)]]


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
        return "buffer-step.belief.buffer-not-bytes"
    if any(isinstance(line, bytes) for line in lines):
        return "buffer-step.belief.lines-not-text"
    if [line.rstrip("\r\n") for line in lines if isinstance(line, str)] == expected[1]:
        return "buffer-step.belief.newline-kept"
    if lines == expected[1] and buffer != expected[0]:
        return "buffer-step.belief.buffer-lost" if not buffer else "buffer-step.belief.buffer-kept"
    if len(lines) < len(expected[1]):
        return "buffer-step.belief.lines-missing"
    if len(lines) > len(expected[1]):
        return "buffer-step.belief.lines-too-early"
    return None


# --- lesson 2: the state machine's step ----------------------------------------------------------


def state_step(state: str, message: dict[str, Any]) -> tuple[str, dict[str, Any] | None]:
    """The reference: the state after `message` and the reply it gets (None for no reply), built
    on the lesson's `Handshake`."""
    machine = Handshake()
    machine.state = State(state)
    reply = machine.respond(jsonrpc.classify(json.dumps(message)))
    return str(machine.state), None if reply is None else reply.message


def _id(rng: random.Random) -> int | str:
    """A request's id: a number or a string, and 0 one time in five, the id a test for truth
    (`if not message.get("id")`) takes for a notification's (the Inspector's first request)."""
    if rng.random() < 0.2:
        return 0
    return rng.randint(1, 99) if rng.random() < 0.5 else rng.choice(["a1", "req-7", "0", "x"])


def _request(rng: random.Random, method: str, params: Any = None) -> dict[str, Any]:
    return jsonrpc.request(_id(rng), method, params)


def _hello(version: str) -> dict[str, Any]:
    return {"protocolVersion": version, "capabilities": {},
            "clientInfo": {"name": "lesson-client", "version": "1.0"}}


_STATES = [str(s) for s in State]


def _ping(rng: random.Random) -> Args:
    return [rng.choice(_STATES), _request(rng, "ping")]


def _initialize_spoken(rng: random.Random) -> Args:
    return ["new", _request(rng, "initialize", _hello(rng.choice(SUPPORTED_VERSIONS)))]


def _initialize_unknown(rng: random.Random) -> Args:
    return ["new", _request(rng, "initialize", _hello(rng.choice(["1999-01-01", "2030-12-31"])))]


def _initialize_again(rng: random.Random) -> Args:
    version = rng.choice(SUPPORTED_VERSIONS)
    return [rng.choice(["waiting", "ready"]), _request(rng, "initialize", _hello(version))]


def _initialized(rng: random.Random) -> Args:
    return [rng.choice(["waiting", "waiting", "new", "ready"]),
            jsonrpc.notification("notifications/initialized")]


def _too_early(rng: random.Random) -> Args:
    return [rng.choice(["new", "waiting"]), _request(rng, rng.choice(["tools/list", "tools/call"]))]


def _once_ready(rng: random.Random) -> Args:
    return ["ready", _request(rng, rng.choice(["tools/list", "nonsense", "resources/list"]))]


def _other_notifications(rng: random.Random) -> Args:
    method = rng.choice(["notifications/cancelled", "notifications/progress", "whatever"])
    return [rng.choice(_STATES), jsonrpc.notification(method)]


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


def _speaks(rng: random.Random) -> list[str]:
    """The versions a server speaks: two or more of the handshake era's, in any order."""
    return rng.sample(HANDSHAKE_ERA, rng.randint(2, len(HANDSHAKE_ERA)))


def _date(rng: random.Random, first: int, last: int) -> str:
    return f"{rng.randint(first, last):04d}-{rng.randint(1, 12):02d}-{rng.randint(1, 28):02d}"


def _older(rng: random.Random, supported: list[str]) -> str:
    """A date before the newest of `supported` that it does not hold: drawn, never from a short
    list, so that no table of one run's inputs answers another's."""
    while (date := _date(rng, 1990, 2025)) >= max(supported) or date in supported:
        pass
    return date


def _newer(rng: random.Random, supported: list[str]) -> str:
    """A date after the newest of `supported`, the next era's one time in four."""
    return "2026-07-28" if rng.random() < 0.25 else _date(rng, 2026, 2040)


def _unknown(rng: random.Random, supported: list[str]) -> str:
    return (_older if rng.random() < 0.5 else _newer)(rng, supported)


def _offer_spoken(rng: random.Random) -> Args:
    supported = sorted(_speaks(rng), reverse=True)  # newest first
    return [rng.choice(supported), supported]


# The older and newer versions are asked of lesson 3's server, whose list holds 2025-11-25: a
# function with that version written into it fails only where another server is asked.
def _offer_older(rng: random.Random) -> Args:
    supported = list(clients.SUPPORTED_VERSIONS)
    return [_older(rng, supported), supported]


def _offer_newer(rng: random.Random) -> Args:
    supported = list(clients.SUPPORTED_VERSIONS)
    return [_newer(rng, supported), supported]


def _offer_any_order(rng: random.Random) -> Args:
    supported = _speaks(rng)
    while supported[0] == max(supported):
        rng.shuffle(supported)
    return [_unknown(rng, supported), supported]


def _offer_other_server(rng: random.Random) -> Args:
    supported = sorted(_speaks(rng)[: rng.randint(1, 2)], reverse=True)
    if rng.random() < 0.5:
        return [rng.choice(supported), supported]
    return [_unknown(rng, supported), supported]


def _offer_not_a_date(rng: random.Random) -> Args:
    return [rng.choice(_NOT_DATES), sorted(_speaks(rng), reverse=True)]  # newest first


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


# Codes no 2026-07-28 server means as modern: JSON-RPC's own, the legacy -32000 to -32019 that
# implementations chose for themselves, and codes of the reserved range the spec does not define.
_OTHER_CODES = [jsonrpc.METHOD_NOT_FOUND, jsonrpc.INVALID_PARAMS, jsonrpc.INVALID_REQUEST,
                jsonrpc.INTERNAL_ERROR, jsonrpc.PARSE_ERROR, -32000, -32001, -32002, -32019,
                -32023, -32042, -32099, -1, 1, 404]


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


def _discover(rng: random.Random, versions: list[str]) -> dict[str, Any]:
    result: dict[str, Any] = {"supportedVersions": versions, "capabilities": rng.choice(
        [{}, {"tools": {}}, {"tools": {"listChanged": False}, "prompts": {}}])}
    if rng.random() < 0.7:
        result |= {"resultType": "complete", "ttlMs": rng.choice([0, 60_000]),
                   "cacheScope": rng.choice(["public", "private"])}
    return {"jsonrpc": "2.0", "id": _probe_id(rng), "result": result}


def _legacy_versions(rng: random.Random) -> list[str]:
    return rng.sample(list(eras.LEGACY_VERSIONS), rng.randint(1, len(eras.LEGACY_VERSIONS)))


def _probe_discovered(rng: random.Random) -> Args:
    versions = [*eras.MODERN_VERSIONS, *_legacy_versions(rng)][: rng.randint(1, 4)]
    rng.shuffle(versions)
    return [_discover(rng, versions)]


def _probe_no_modern_version(rng: random.Random) -> Args:
    return [_discover(rng, _legacy_versions(rng) if rng.random() < 0.8 else [])]


def _probe_modern_error(rng: random.Random) -> Args:
    return [_error(rng, rng.choice(eras.MODERN_ERRORS))]


def _probe_other_error(rng: random.Random) -> Args:
    return [_error(rng, rng.choice(_OTHER_CODES))]


def _probe_silence(rng: random.Random) -> Args:
    return [None]


def _probe_not_discover(rng: random.Random) -> Args:
    result = rng.choice([{}, {"tools": []}, {"resultType": "complete"},
                         {"protocolVersion": rng.choice(eras.LEGACY_VERSIONS)}])
    return [{"jsonrpc": "2.0", "id": _probe_id(rng), "result": result}]


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
    (Property("whole-line", _whole_line), Property("no-newline", _no_newline),
     Property("split-line", _split_line), Property("many-lines", _many_lines),
     Property("split-character", _split_character), Property("rest-kept", _rest_kept)),
    _same_buffer_result, _buffer_belief,
)


STATE_STEP = Exercise(
    "state-step", "state_step", state_step,
    (Property("ping", _ping), Property("initialize", _initialize_spoken),
     Property("unknown-version", _initialize_unknown),
     Property("initialize-again", _initialize_again),
     Property("initialized", _initialized), Property("too-early", _too_early),
     Property("once-ready", _once_ready), Property("notifications", _other_notifications)),
    _same_state_result, _state_belief,
    (("SUPPORTED_VERSIONS", SUPPORTED_VERSIONS),),
)


OFFER_VERSION = Exercise(
    "offer-version", "offer_version", offer_version,
    (Property("spoken", _offer_spoken), Property("older", _offer_older),
     Property("newer", _offer_newer), Property("any-order", _offer_any_order),
     Property("other-server", _offer_other_server),
     Property("not-a-date", _offer_not_a_date)),
    _same_version, _offer_belief,
)


PROBE_ERA = Exercise(
    "probe-era", "probe_era", probe_era,
    (Property("discovered", _probe_discovered),
     Property("no-modern-version", _probe_no_modern_version),
     Property("modern-error", _probe_modern_error),
     Property("other-error", _probe_other_error),
     Property("silence", _probe_silence),
     Property("not-discover", _probe_not_discover)),
    _same_era, _probe_belief,
    (("MODERN_VERSIONS", list(eras.MODERN_VERSIONS)),
     ("MODERN_ERRORS", list(eras.MODERN_ERRORS))),
)
