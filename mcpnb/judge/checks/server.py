"""Judge a student's stdio server, in any language, behaviour by behaviour.

`check_server("messages", command)` and `check_server("handshake", command)` play the lesson's
script and a few conversations of probe lines to the server, each in a child process of its own
and all at once (the handshake check adds a second round for the versions a server lists beyond
the lesson's: only the lesson's run shows that list), and return a `Report` with one `Finding`
per behaviour. The replies expected are computed by the reference servers
(`mcpnb.servers.messages.respond`, `mcpnb.servers.handshake.Handshake`), never typed here; codes
and ids are judged, never the human `message` text.

Matching replies to the lines that caused them:

- by id, where a line has one. The match is loose (an id turned into a string still finds its
  line), so only the finding about id types judges types;
- by position otherwise (a null or missing id): each group of probe lines is followed by a
  marker ping, and a server answers the lines it reads in order, so a reply that comes before
  the marker's reply belongs to that group. This rests on the order of the stdout stream, not on
  time, so it holds on a loaded machine and for a server whose replies only leave at exit.

Timing findings rest on margins, not on luck: a slow request of `SLOW_MS` against a ping sent
with it; a reply bound of seconds for answers that take milliseconds.
"""

from __future__ import annotations

import json
import shutil
import threading
from collections import Counter, defaultdict
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field, replace
from typing import Any

from mcpnb.judge.report import Finding, Report, Verdict
from mcpnb.protocol import jsonrpc
from mcpnb.protocol.framing import LineBuffer
from mcpnb.protocol.jsonrpc import Incoming, Message
from mcpnb.running import harness
from mcpnb.running.harness import (
    EventKind,
    Script,
    Step,
    Transcript,
    child_env,
    id_key,
    load_script,
    script_lines,
)
from mcpnb.running.sandbox import Sandbox, unavailable
from mcpnb.servers import handshake, messages
from mcpnb.servers.messages import Reply
from mcpnb.texts import carried, say

Respond = Callable[[Incoming], Reply | None]

# The slow request of the order probe. A ping sent with it is answered in well under a
# millisecond, so only a server that blocks its read loop can answer the ping after the wait,
# even with every core busy: with two or four busy loops on two cores, the most of this wait the
# ping was seen to eat is 15 ms (Python and Node servers, 20 checks each), a tenth of it; and the
# check ends in about a quarter of a second.
SLOW_MS = 150

MARKER = "marker"  # the finding a marker ping belongs to: none

CLIENT_INFO = {"name": "mcpnb-check", "version": "1.0"}

# What the lesson-1 run waits for on stderr before its script starts: the empty text is in every
# line, so the server's first stderr line, in any words, is its ready line.
ANY_LINE = ""

# The id of the initialize in a connection that asks for one more supported version.
VERSION_ID = "init"
# Every version a server lists costs a run of it; more than every MCP version there is (five)
# is surely not a real list, so a longer one is judged on its first eight.
MAX_VERSIONS = 8


@dataclass(frozen=True)
class Cut:
    """A line sent in pieces, cut at these byte offsets, each piece a read of its own."""

    line: bytes
    at: tuple[int, ...]


# A probe line: a message (or an array of them) to encode, raw text or bytes, or a line in pieces.
ProbeLine = Message | list[Message] | str | bytes | Cut


@dataclass(frozen=True)
class Probe:
    """One line of a conversation and the finding it serves."""

    finding: str
    raw: bytes  # the whole line, newline included
    cuts: tuple[int, ...] = ()


@dataclass
class Conversation:
    """The lines of one run, in groups (one finding each), every group closed by a marker ping."""

    probes: list[Probe] = field(default_factory=list)
    markers: list[str] = field(default_factory=list)  # the id of the ping closing group i
    groups: list[tuple[str, list[Probe]]] = field(default_factory=list)

    def add(self, finding: str, *lines: ProbeLine) -> None:
        """Append a group of lines that serve one finding, and the marker ping that closes it."""
        group = [_probe(finding, line) for line in lines]
        marker = f"marker-{len(self.markers) + 1}"
        self.probes += group
        self.probes.append(Probe(MARKER, jsonrpc.encode(jsonrpc.request(marker, "ping"))))
        self.markers.append(marker)
        self.groups.append((finding, group))

    def script(self) -> Script:
        """The lines back to back; each later piece of a cut line waits for the earlier read."""
        pieces: list[tuple[bytes, bool]] = []
        for probe in self.probes:
            bounds = (0, *probe.cuts, len(probe.raw))
            for number, (start, end) in enumerate(zip(bounds, bounds[1:], strict=False)):
                pieces.append((probe.raw[start:end], number > 0))
        steps: list[Step] = []
        for piece, after_read in pieces:
            if steps and not after_read:  # a whole line travels with what went before it
                steps[-1] = Step(0, steps[-1].send + piece, steps[-1].after_read)
            else:
                steps.append(Step(0, piece, after_read))
        return Script("probes", None, tuple(steps))

    def expected(self, respond: Respond) -> dict[str, list[Message]]:
        """What the reference server answers each finding's lines, in order."""
        replies: dict[str, list[Message]] = defaultdict(list)
        buffer = LineBuffer()
        for probe in self.probes:
            for line in buffer.feed(probe.raw):
                reply = respond(jsonrpc.classify(line))
                if reply is not None and probe.finding != MARKER:
                    replies[probe.finding].append(reply.message)
        return replies

    def attribute(self, transcript: Transcript) -> dict[str, list[Message]]:
        """The replies each finding got: by id where one matches, else by position."""
        owner = {key: p.finding for p in self.probes for key in _ids_in(p.raw)}
        marker_at = {id_key(m): i for i, m in enumerate(self.markers)}
        got: dict[str, list[Message]] = defaultdict(list)
        group = 0
        for reply in transcript.replies:
            key = None if reply.get("id") is None else id_key(reply.get("id"))
            if key in marker_at:
                group = max(group, marker_at[key] + 1)
            elif key is not None and owner.get(key, MARKER) != MARKER:
                got[owner[key]].append(reply)
            else:
                got[self.groups[min(group, len(self.groups) - 1)][0]].append(reply)
        return got

    def answered_markers(self, transcript: Transcript) -> int:
        """How many groups in a row the server got through (their markers were answered)."""
        keys = {id_key(r.get("id")) for r in transcript.replies}
        return next(
            (i for i, m in enumerate(self.markers) if id_key(m) not in keys), len(self.markers)
        )

    def sent(self, finding: str) -> tuple[str, ...]:
        """The lines of a finding's groups as a finding shows them."""
        groups = [group for name, group in self.groups if name == finding]
        return tuple(text for group in groups for probe in group for text in _show_probe(probe))


def _probe(finding: str, line: ProbeLine) -> Probe:
    if isinstance(line, Cut):
        return Probe(finding, line.line, line.at)
    if isinstance(line, dict | list):
        return Probe(finding, jsonrpc.encode(line))
    raw = line.encode("utf-8") if isinstance(line, str) else line
    return Probe(finding, raw if raw.endswith(b"\n") else raw + b"\n")


def _ids_in(raw: bytes) -> set[str]:
    """The id keys a reply to this line may carry: its own id, or its elements' for an array."""
    try:
        value = json.loads(raw)
    except ValueError:
        return set()
    found = value if isinstance(value, list) else [value]
    return {id_key(v["id"]) for v in found if isinstance(v, dict) and jsonrpc.is_id(v.get("id"))}


def _show_probe(probe: Probe) -> list[str]:
    """A probe line as shown in a finding: one entry, or one per piece of a cut line."""
    if not probe.cuts:
        return [harness.shorten(harness.show_chunk(probe.raw.removesuffix(b"\n")))]
    bounds = (0, *probe.cuts, len(probe.raw))
    pieces = [probe.raw[a:b] for a, b in zip(bounds, bounds[1:], strict=False)]
    return [
        say("sent.piece", n=n, total=len(pieces), text=harness.show_chunk(piece))
        for n, piece in enumerate(pieces, 1)
    ]


def show(message: Any) -> str:
    """A reply as one compact line of JSON (cut when very long)."""
    return harness.shorten(json.dumps(message, ensure_ascii=False, separators=(",", ":")))


def _shape(reply: Message, *, exact_ids: bool, ids_only: bool) -> tuple[str, ...]:
    """What is judged of a reply: its id (exactly, or loosely), and its error code or result."""
    rid = reply.get("id")
    ident = json.dumps(rid) if exact_ids else ("null" if rid is None else str(rid))
    if ids_only:
        return (ident,)
    error = reply.get("error")
    if isinstance(error, dict):
        return (ident, "error", json.dumps(error.get("code")))
    if "result" in reply:
        return (ident, "result", json.dumps(reply["result"], sort_keys=True))
    return (ident, "neither", show(reply))


def same_replies(
    got: Sequence[Message],
    expected: Sequence[Message],
    *,
    exact_ids: bool = False,
    ids_only: bool = False,
) -> bool:
    """Do two lists of replies agree on what is judged, in any order?"""

    def shapes(replies: Sequence[Message]) -> Counter[tuple[str, ...]]:
        return Counter(_shape(r, exact_ids=exact_ids, ids_only=ids_only) for r in replies)

    return shapes(got) == shapes(expected)


def _exit_text(transcript: Transcript) -> str:
    return next((e.text for e in transcript.events if e.kind is EventKind.EXIT), "")


def _judge(
    finding: str,
    sent: tuple[str, ...],
    got: Sequence[Message],
    expected: Sequence[Message],
    transcript: Transcript,
    *,
    exact_ids: bool = False,
    ids_only: bool = False,
) -> Finding:
    """The generic verdict: the replies match the reference's (a missing one after a crash is
    not judged, since the crash has a finding of its own)."""
    shown = tuple(show(r) for r in got) or (say("got.no-reply"),)
    if same_replies(got, expected, exact_ids=exact_ids, ids_only=ids_only):
        return Finding(finding, Verdict.PASSED, sent, shown)
    if _stopped(transcript) and len(got) < len(expected):
        stopped = say("got.stopped", how=_exit_text(transcript))
        return Finding(finding, Verdict.NOT_JUDGED, sent, (stopped, *_why_silent(got, transcript)))
    return Finding(finding, Verdict.FAILED, sent, shown + _why_silent(got, transcript))


def _stopped(transcript: Transcript) -> bool:
    """Did the server stop of itself, before its input ended or with an error? Whether an error
    exit came just before the script closed stdin or just after is a race the machine's load
    decides (a server that fails to start dies in 0.1 s here, in 1 s on a busy machine): the
    verdict must not depend on it."""
    failed = transcript.ended_by == "exit" and transcript.exit_status not in (0, None)
    return transcript.exited_early or failed


def _why_silent(got: Sequence[Message], transcript: Transcript) -> tuple[str, ...]:
    """For a server that answered nothing and ended with an error: its last word on stderr (a
    traceback's last line says why, as "No module named 'mcpnb'" for a server that runs the
    reference server in the grader's sandbox, where there is none)."""
    stderr = transcript.of_kind(EventKind.STDERR)
    if got or not stderr or transcript.ended_by != "exit" or transcript.exit_status == 0:
        return ()
    return (say("got.last-stderr", line=harness.shorten(stderr[-1].text)),)


@dataclass(frozen=True)
class Plan:
    """One run of a check: the script, and the ids whose replies stdin stays open for, if any."""

    script: Script
    awaited: tuple[str, ...] | None = None


def _run_all(
    command: Sequence[str], plans: dict[str, Plan], time_scale: float
) -> dict[str, Transcript]:
    """Run every plan in a child of its own, all at the same time: siblings, so a run waiting for
    a ready line knows when the others saw the server up."""
    env, siblings = child_env(), harness.Siblings()
    # Plain threads, not an executor: concurrent.futures imports logging, some 10 ms of every
    # `mcpnb check`.
    outcomes: dict[str, Transcript | BaseException] = {}

    def run_one(name: str, plan: Plan) -> None:
        try:
            outcomes[name] = harness.run(
                command,
                plan.script,
                time_scale=time_scale,
                keep_open=plan.awaited is not None,
                awaited=plan.awaited,
                env=env,
                siblings=siblings,
            )
        except BaseException as exc:  # a bug of the course's: raised below, in the caller
            outcomes[name] = exc

    threads = [threading.Thread(target=carried(run_one), args=item) for item in plans.items()]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    transcripts = {}
    for name in plans:
        outcome = outcomes[name]
        if isinstance(outcome, BaseException):
            raise outcome
        transcripts[name] = outcome
    return transcripts


def check_server(
    lesson: str,
    command: Sequence[str],
    *,
    time_scale: float = 1.0,
    sandbox: Sandbox | bool = True,
) -> Report:
    """Check a server for lesson "messages", "handshake" or "clients"; a report of findings, never
    a raise.

    `time_scale` stretches the scripts and the bounds for a very slow machine. Each run of the
    server is sandboxed: in `sandbox` when one is given, else (True) in a checking sandbox where
    this machine has one (`mcpnb.running.sandbox`), so that every process it starts ends with it.
    """
    checks = {"messages": _check_messages, "handshake": _check_handshake, "clients": _check_clients}
    if lesson not in checks:
        raise ValueError(f"no check named {lesson!r}; there are {sorted(checks)}")
    if sandbox is True:
        sandbox = Sandbox.for_checking() if unavailable() is None else False
    # A command that cannot start is told as such, not as a sandbox that ends at once.
    if isinstance(sandbox, Sandbox) and command and shutil.which(command[0]) is not None:
        command = sandbox.wrap(command)
    return checks[lesson](tuple(command), time_scale)


def _check_clients(command: tuple[str, ...], time_scale: float) -> Report:
    from mcpnb.judge.checks.clients import check_clients  # lesson 3's check: real clients, the SDK

    return check_clients(command, time_scale)


def _could_not_start(lesson: str, runs: dict[str, Transcript]) -> Report | None:
    for transcript in runs.values():
        if not transcript.started:
            why = transcript.events[0].text
            finding = Finding(
                "server.start", Verdict.FAILED, got=(say("got.start-failed", why=why),)
            )
            return Report(lesson, (finding,), tuple(runs.values()))
    return None


# -- lesson 1: messages -------------------------------------------------------------------------


def messages_conversation() -> Conversation:
    """The probe lines of the messages check, riskiest last, so a crash spoils as few as can be."""
    c = Conversation()
    three = jsonrpc.encode(jsonrpc.request("split-in-three", "ping"))
    c.add(
        "messages.framing",
        Cut(three, (5, len(three) - 9)),
        jsonrpc.request("two-in-one-a", "ping"),
        jsonrpc.request("two-in-one-b", "ping"),
    )
    accented = jsonrpc.encode(jsonrpc.request("café €", "ping"))
    e_acute, euro = accented.index("é".encode()), accented.index("€".encode())
    c.add("messages.utf8-split", Cut(accented, (e_acute + 1, euro + 2)))
    c.add(
        "messages.id-types",
        jsonrpc.request(7, "ping"),
        jsonrpc.request(0, "ping"),
        jsonrpc.request("8", "ping"),
    )
    c.add("messages.ping", jsonrpc.request("are-you-there", "ping"))
    c.add("messages.unknown-method", jsonrpc.request("unknown", "mcpnb/no-such-method"))
    c.add(
        "messages.notifications",
        jsonrpc.notification("notifications/initialized"),
        jsonrpc.notification("nonsense"),
        jsonrpc.notification("notifications/cancelled", {"requestId": "x", "reason": "test"}),
    )
    c.add("messages.invalid-request", '{"jsonrpc":"2.0","id":"five","method":5}')
    c.add("messages.batch", [jsonrpc.request("b1", "ping"), jsonrpc.request("b2", "ping")])
    c.add("messages.parse-error", "not json")
    c.add(
        "messages.no-crash",
        b"\xff\xfe not UTF-8 \xc3(",
        '"just a string"',
        "{}",
        "null",
        '{"jsonrpc":"2.0","id":{"an":"object"},"method":"ping"}',
        "{" + "x" * 100_000,
    )
    return c


def order_script(time_scale: float = 1.0) -> Script:
    """A slow wait and a ping in one chunk: the ping's reply must not wait for the wait's."""
    ms = round(SLOW_MS * time_scale)
    chunk = jsonrpc.encode(jsonrpc.request("slow", "wait", {"ms": ms}))
    chunk += jsonrpc.encode(jsonrpc.request("fast", "ping"))
    return Script("a slow request and a fast one", None, (Step(0, chunk),))


def _check_messages(command: tuple[str, ...], time_scale: float) -> Report:
    lesson = replace(load_script("01-messages"), ready=ANY_LINE)
    conversation = messages_conversation()
    order = order_script(time_scale)
    # Stdin stays open until the last marker is answered (every line before it has been handled),
    # and until both order replies are in, so the exit bound never has to cover the slow wait.
    plans = {
        "lesson": Plan(lesson),
        "probes": Plan(conversation.script(), awaited=(conversation.markers[-1],)),
        "order": Plan(order, awaited=("slow", "fast")),
    }
    runs = _run_all(command, plans, time_scale)
    if (failed := _could_not_start("messages", runs)) is not None:
        return failed
    probes, expected = runs["probes"], conversation.expected(messages.respond)
    got = conversation.attribute(probes)

    def generic(finding: str, **how: bool) -> Finding:
        sent = conversation.sent(finding)
        return _judge(finding, sent, got[finding], expected[finding], probes, **how)

    findings = [
        _framing(generic("messages.framing", ids_only=True), lesson, runs["lesson"]),
        generic("messages.utf8-split", exact_ids=True, ids_only=True),
        generic("messages.parse-error"),
        generic("messages.invalid-request"),
        generic("messages.id-types", exact_ids=True, ids_only=True),
        generic("messages.batch"),
        generic("messages.notifications"),
        generic("messages.unknown-method"),
        generic("messages.ping"),
        _slow_does_not_block(order, runs["order"]),
        _stdout_only(list(runs.values())),
        _logs_on_stderr(runs["lesson"], time_scale),
        _replies_when_made(probes),
        _no_crash(conversation, probes),
        _exits_at_end(probes, time_scale),
    ]
    return Report("messages", tuple(findings), tuple(runs.values()))


def _pieces_of(script: Script, lines: list[bytes]) -> list[bytes]:
    """The chunks of a script that carry a piece of one of these lines (split lines' chunks)."""
    return [s.send for s in script.steps if any(_overlaps(s.send, line) for line in lines)]


def _overlaps(chunk: bytes, line: bytes) -> bool:
    return any(chunk.startswith(line[i:]) or chunk.endswith(line[:i]) for i in range(1, len(line)))


def _framing(probed: Finding, lesson: Script, transcript: Transcript) -> Finding:
    """The probe group, and every line the lesson's own script splits across chunks."""
    split = [line for _, began_earlier, line in script_lines(lesson) if began_earlier]
    expected = [
        reply.message
        for line in split
        if (reply := messages.respond(jsonrpc.classify(line))) is not None
    ]
    wanted = {id_key(r["id"]) for r in expected}
    got = [r for r in transcript.replies if r.get("id") is not None and id_key(r["id"]) in wanted]
    raws = [f"{line}\n".encode() for line in split if isinstance(line, str)]
    sent = probed.sent + tuple(harness.show_chunk(raw) for raw in _pieces_of(lesson, raws))
    if probed.verdict is not Verdict.PASSED:
        return Finding(probed.id, probed.verdict, sent, probed.got)
    lesson_ok = same_replies(got, expected, ids_only=True)
    shown = probed.got + tuple(show(r) for r in got)
    return Finding(probed.id, Verdict.PASSED if lesson_ok else Verdict.FAILED, sent, shown)


def _slow_does_not_block(script: Script, transcript: Transcript) -> Finding:
    """The fast reply first (by id: ping's own result is another finding), then the wait's."""
    finding = "messages.slow-does-not-block"
    lines = script.steps[0].send.splitlines()
    sent = tuple(harness.show_chunk(line) for line in lines)
    expected = {
        id_key(reply.message["id"]): reply.message
        for line in lines
        if (reply := messages.respond(jsonrpc.classify(line.decode()))) is not None
    }
    got = [r for r in transcript.replies if id_key(r.get("id")) in expected]
    order = [id_key(r.get("id")) for r in got]
    shown = tuple(show(r) for r in got) or (say("got.no-reply"),)
    slow = [r for r in got if id_key(r.get("id")) == "slow"]
    if order == ["fast", "slow"] and same_replies(slow, [expected["slow"]]):
        return Finding(finding, Verdict.PASSED, sent, shown)
    if sorted(order) == ["fast", "slow"]:
        shown = (say("got.order", ids=", ".join(order)), *shown)
    return Finding(finding, Verdict.FAILED, sent, shown)


def _stdout_only(transcripts: list[Transcript]) -> Finding:
    finding = "messages.stdout-only"
    bad = [
        e.text
        for t in transcripts
        for e in t.events
        if e.kind is EventKind.NOISE
        or (e.kind is EventKind.MESSAGE and e.message and e.message.get("jsonrpc") != "2.0")
    ]
    sent = (say("sent.whole-check"),)
    if not bad:
        return Finding(finding, Verdict.PASSED, sent)
    return Finding(finding, Verdict.FAILED, sent, tuple(harness.shorten(t) for t in bad[:3]))


def _logs_on_stderr(transcript: Transcript, time_scale: float) -> Finding:
    """Any stderr line before the first message sent is the ready line: a client waits for the
    line its own server prints, in whatever words; only stdout is the wrong place for it."""
    finding = "messages.logs-on-stderr"
    sent = (say("sent.lesson-script"),)
    first_sent = next((e.at for e in transcript.events if e.kind is EventKind.SENT), None)
    early = [e for e in transcript.events if first_sent is None or e.at <= first_sent]
    ready = next((e for e in early if e.kind is EventKind.STDERR), None)
    if ready is not None:
        return Finding(finding, Verdict.PASSED, sent, (ready.text,))
    on_stdout = [e for e in early if e.kind in (EventKind.NOISE, EventKind.MESSAGE)]
    if on_stdout:
        got = say("got.ready-on-stdout", line=harness.shorten(on_stdout[0].text))
        return Finding(finding, Verdict.FAILED, sent, (got,))
    got = say("got.no-ready", seconds=harness.READY_TIMEOUT * time_scale)
    return Finding(finding, Verdict.FAILED, sent, (got,))


def _replies_when_made(transcript: Transcript) -> Finding:
    finding = "messages.replies-when-made"
    sent = (say("sent.whole-check"),)
    closed = transcript.stdin_closed_at
    replies = transcript.of_kind(EventKind.MESSAGE)
    late = [e for e in replies if closed is not None and e.at > closed]
    if not late:
        return Finding(finding, Verdict.PASSED, sent)
    got = say("got.late", late=len(late), total=len(replies))
    return Finding(finding, Verdict.FAILED, sent, (got,))


def _no_crash(conversation: Conversation, transcript: Transcript) -> Finding:
    finding = "messages.no-crash"
    sent = conversation.sent(finding)
    through = conversation.answered_markers(transcript)
    if not transcript.exited_early and through == len(conversation.markers):
        return Finding(finding, Verdict.PASSED, sent)
    group = conversation.groups[min(through, len(conversation.groups) - 1)][1]
    line = _show_probe(group[0])[0] if group else ""
    got = [say("got.exited-early", how=_exit_text(transcript), line=line)]
    stderr = transcript.of_kind(EventKind.STDERR)
    if stderr:
        got.append(say("got.last-stderr", line=harness.shorten(stderr[-1].text)))
    return Finding(finding, Verdict.FAILED, sent, tuple(got))


def _exits_at_end(transcript: Transcript, time_scale: float) -> Finding:
    finding = "messages.exits-at-end"
    sent = (say("sent.whole-check"),)
    if transcript.exited_early:
        got = say("got.stopped", how=_exit_text(transcript))
        return Finding(finding, Verdict.NOT_JUDGED, sent, (got,))
    if transcript.ended_by == "exit" and transcript.exit_status == 0:
        return Finding(finding, Verdict.PASSED, sent, (_exit_text(transcript),))
    if transcript.ended_by == "exit":
        got = say("got.exit-status", status=transcript.exit_status)
    else:
        seconds = harness.EXIT_TIMEOUT * time_scale
        got = say("got.still-running", seconds=seconds, how=_exit_text(transcript))
    return Finding(finding, Verdict.FAILED, sent, (got,))


# -- lesson 2: the handshake ----------------------------------------------------------------------


def initialize_request(id: str, version: Any) -> Message:
    """The check's initialize: a client asking for `version`, declaring no capabilities."""
    hello = {"protocolVersion": version, "capabilities": {}, "clientInfo": CLIENT_INFO}
    return jsonrpc.request(id, "initialize", hello)


def handshake_conversation(version: str) -> Conversation:
    """The probe lines of the handshake check: one connection through every state."""
    c = Conversation()
    c.add("handshake.ping-before-initialize", jsonrpc.request("hello", "ping"))
    c.add("handshake.before-initialize", jsonrpc.request("too-early", "tools/list"))
    c.add("handshake.supported-version", initialize_request("init", version))
    c.add("handshake.before-initialized", jsonrpc.request("too-soon", "tools/list"))
    c.add("handshake.notifications", jsonrpc.notification("notifications/initialized"))
    c.add(
        "handshake.honest-capabilities",
        *(jsonrpc.request(f"list-{g}", method) for g, method in jsonrpc.LIST_METHODS.items()),
    )
    c.add("handshake.unknown-method", jsonrpc.request("unknown", "mcpnb/no-such-method"))
    c.add("handshake.second-initialize", initialize_request("init-again", version))
    c.add(
        "handshake.notifications",
        jsonrpc.notification("notifications/initialized"),
        jsonrpc.notification("notifications/cancelled", {"requestId": "x", "reason": "test"}),
        jsonrpc.notification("notifications/mcpnb-unknown"),
    )
    c.add("handshake.parse-error", "not json")
    return c


def version_script(version: str) -> Script:
    """A connection of its own for one more version: initialize can succeed once per connection."""
    line = jsonrpc.encode(initialize_request(VERSION_ID, version))
    return Script(f"initialize with {version}", None, (Step(0, line),))


def _version_plan(version: str) -> tuple[str, Plan]:
    return f"version {version}", Plan(version_script(version), awaited=(VERSION_ID,))


def _check_handshake(command: tuple[str, ...], time_scale: float) -> Report:
    lesson = load_script("02-handshake")
    first, *others = handshake.SUPPORTED_VERSIONS
    conversation = handshake_conversation(first)
    # The lesson's other versions are asked at once, beside the rest: nearly every server speaks
    # them, so a second round is needed only for a server that lists versions of its own.
    plans = {"lesson": Plan(lesson), "probes": Plan(conversation.script())}
    plans |= dict(_version_plan(v) for v in others)
    runs = _run_all(command, plans, time_scale)
    if (failed := _could_not_start("handshake", runs)) is not None:
        return failed
    refusal = _lesson_refusal(lesson, runs["lesson"])
    versions, asked_why = versions_to_ask(refusal)
    asked = versions[1:]  # the first is the probe conversation's
    missing = {name: plan for name, plan in map(_version_plan, asked) if name not in runs}
    if missing:
        runs |= _run_all(command, missing, time_scale)
    probes = runs["probes"]
    expected = conversation.expected(handshake.Handshake().respond)
    got = conversation.attribute(probes)
    init = next(iter(got["handshake.supported-version"]), None)
    answers = [(first, conversation.sent("handshake.supported-version"), init)]
    for version in asked:
        name, plan = _version_plan(version)
        answers.append((version, _sent_lines(plan.script), _reply_to(runs[name], VERSION_ID)))

    def generic(finding: str) -> Finding:
        sent = conversation.sent(finding)
        return _judge(finding, sent, got[finding], expected[finding], probes)

    findings = [
        generic("handshake.ping-before-initialize"),
        generic("handshake.before-initialize"),
        _supported_versions(answers, asked_why),
        _unsupported_version(refusal),
        _server_info(conversation, init),
        _honest_capabilities(conversation, init, got["handshake.honest-capabilities"]),
        generic("handshake.before-initialized"),
        generic("handshake.second-initialize"),
        generic("handshake.unknown-method"),
        generic("handshake.notifications"),
        generic("handshake.parse-error"),
    ]
    return Report("handshake", tuple(findings), tuple(runs.values()))


def _init_result(init: Message | None) -> dict[str, Any] | None:
    result = init.get("result") if init else None
    return result if isinstance(result, dict) else None


def _reply_to(transcript: Transcript, id: jsonrpc.Id) -> Message | None:
    key = id_key(id)
    return next((r for r in transcript.replies if id_key(r.get("id")) == key), None)


def _sent_lines(script: Script) -> tuple[str, ...]:
    return tuple(
        harness.shorten(harness.show_chunk(s.send.removesuffix(b"\n"))) for s in script.steps
    )


@dataclass(frozen=True)
class Refusal:
    """The lesson script's initialize with a version nobody speaks, and the two replies to it."""

    line: str
    reference: Message  # the reference server's: error -32602 with the lesson's error.data
    answer: Message | None  # the server's, if it gave one

    @property
    def requested(self) -> str:
        return str(self.reference["error"]["data"]["requested"])

    def listed(self) -> list[str] | None:
        """The versions the server says it speaks, when it refuses as the lesson does: with the
        lesson's code, and error.data naming the requested version and a list without it."""
        error = self.answer.get("error") if self.answer else None
        if not isinstance(error, dict) or error.get("code") != self.reference["error"]["code"]:
            return None
        data = error.get("data")
        supported = data.get("supported") if isinstance(data, dict) else None
        if (
            isinstance(data, dict)
            and data.get("requested") == self.requested
            and isinstance(supported, list)
            and supported
            and all(isinstance(v, str) for v in supported)
            and self.requested not in supported
        ):
            return supported
        return None

    def offered(self) -> str | None:
        """The version the server counter-offered, as the specification says: a real one."""
        result = self.answer.get("result") if self.answer else None
        version = result.get("protocolVersion") if isinstance(result, dict) else None
        if version != self.requested and version in jsonrpc.MCP_VERSIONS:
            return str(version)
        return None


def _lesson_refusal(lesson: Script, transcript: Transcript) -> Refusal:
    server = handshake.Handshake()
    for _, _, line in script_lines(lesson):
        incoming = jsonrpc.classify(line)
        reply = server.respond(incoming)
        if incoming.method == "initialize" and reply and "error" in reply.message:
            reference = reply.message
            return Refusal(str(line), reference, _reply_to(transcript, reference["id"]))
    raise AssertionError("the lesson's script has no unsupported initialize to judge by")


def versions_to_ask(refusal: Refusal) -> tuple[tuple[str, ...], str]:
    """Every version a server must agree to, and a remark saying where the list came from.

    The probe conversation always asks for the lesson's first version. Beyond it:

    - a server that refuses as the lesson does lists what it speaks in error.data: each of those;
    - a server that counter-offers, or echoes, shows no list. The lesson's versions stand in for
      it: the lesson's server speaks exactly those, and only a second version tells a server that
      agrees to what was asked from one that always answers with its first. A version it
      counter-offered joins them: offering a version says the server speaks it.
    """
    listed, offered = refusal.listed(), refusal.offered()
    if listed is not None:
        versions, why = [handshake.SUPPORTED_VERSIONS[0], *listed], "seen.versions-listed"
    elif offered is not None:
        versions, why = [*handshake.SUPPORTED_VERSIONS, offered], "seen.versions-offered"
    else:
        versions, why = list(handshake.SUPPORTED_VERSIONS), "seen.versions-lesson"
    unique = tuple(dict.fromkeys(versions))[:MAX_VERSIONS]
    return unique, say(why, versions=harness.shorten(", ".join(unique)))


def _supported_versions(
    answers: list[tuple[str, tuple[str, ...], Message | None]], asked_why: str
) -> Finding:
    """Each version asked for is agreed to as it is: not the server's first, not another one."""
    finding = "handshake.supported-version"
    sent = tuple(line for _, lines, _ in answers for line in lines)
    shown, ok = [], True
    for version, _, reply in answers:
        result = _init_result(reply)
        ok = ok and result is not None and result.get("protocolVersion") == version
        text = show(reply) if reply else say("got.no-reply")
        shown.append(say("got.asked-version", version=version, reply=text))
    verdict = Verdict.PASSED if ok else Verdict.FAILED
    return Finding(finding, verdict, sent, tuple(shown), asked_why)


def _unsupported_version(refusal: Refusal) -> Finding:
    """The lesson's -32602 with data, or the spec's counter-offer; never the version echoed. The
    lesson's code without the versions in error.data is a finding of its own: the version was not
    agreed to, yet the client is left with nothing to ask for next."""
    finding = "handshake.unsupported-version"
    requested, answer = refusal.requested, refusal.answer
    sent = (harness.show_chunk(refusal.line.encode()),)
    if answer is None:
        return Finding(finding, Verdict.FAILED, sent, (say("got.no-reply"),))
    shown = (show(answer),)
    if (supported := refusal.listed()) is not None:
        seen = say("seen.lesson-error", supported=", ".join(supported))
        return Finding(finding, Verdict.PASSED, sent, shown, seen)
    error, result = answer.get("error"), answer.get("result")
    if isinstance(error, dict) and error.get("code") == refusal.reference["error"]["code"]:
        got = (say("got.refusal-without-data", version=requested), *shown)
        return Finding("handshake.refusal-data", Verdict.FAILED, sent, got)
    if isinstance(result, dict):
        offered = refusal.offered()
        if result.get("protocolVersion") == requested:
            got = (say("got.echoed", version=requested), *shown)
            return Finding(finding, Verdict.FAILED, sent, got)
        if offered is not None:  # a real version, not made up
            seen = say("seen.counter-offer", version=offered)
            return Finding(finding, Verdict.PASSED, sent, shown, seen)
    return Finding(finding, Verdict.FAILED, sent, shown)


def _server_info(conversation: Conversation, init: Message | None) -> Finding:
    finding = "handshake.server-info"
    sent = conversation.sent("handshake.supported-version")
    result = _init_result(init)
    if result is None:
        got = say("got.initialize-failed", reply=show(init) if init else say("got.no-reply"))
        return Finding(finding, Verdict.NOT_JUDGED, sent, (got,))
    info = result.get("serverInfo")
    if isinstance(info, dict) and all(isinstance(info.get(k), str) for k in ("name", "version")):
        return Finding(finding, Verdict.PASSED, sent, (show(info),))
    return Finding(finding, Verdict.FAILED, sent, (say("got.no-server-info", result=show(result)),))


def _honest_capabilities(
    conversation: Conversation, init: Message | None, lists: list[Message]
) -> Finding:
    finding = "handshake.honest-capabilities"
    sent = conversation.sent("handshake.supported-version") + conversation.sent(finding)
    result = _init_result(init)
    if result is None:
        got = say("got.initialize-failed", reply=show(init) if init else say("got.no-reply"))
        return Finding(finding, Verdict.NOT_JUDGED, sent, (got,))
    capabilities = result.get("capabilities")
    listed = jsonrpc.LIST_METHODS  # a client calls these as soon as their group is declared
    declared = [g for g in listed if isinstance(capabilities, dict) and g in capabilities]
    seen = say("seen.declared", groups=", ".join(declared) or say("seen.none"))
    by_id = {id_key(r.get("id")): r for r in lists}
    broken = []
    for group in declared:
        reply = by_id.get(id_key(f"list-{group}"))
        if reply is None or "result" not in reply:
            shown_reply = show(reply) if reply else say("got.no-reply")
            broken.append(
                say(
                    "got.declared-but-missing",
                    group=group,
                    method=listed[group],
                    reply=shown_reply,
                )
            )
    if not isinstance(capabilities, dict):
        broken.append(show(result))
    verdict = Verdict.FAILED if broken else Verdict.PASSED
    return Finding(finding, verdict, sent, tuple(broken), seen)
