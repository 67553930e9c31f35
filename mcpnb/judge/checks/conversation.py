"""The conversations of the server checks: probe lines, plans of runs, and matching replies.

Matching replies to the lines that caused them:

- by id, where a line has one. The match is loose (an id turned into a string still finds its
  line), so only the finding about id types judges types;
- by position otherwise (a null or missing id): each group of probe lines is followed by a
  marker (a ping, or in a modern conversation a modern `server/discover`), and a server answers
  the lines it reads in order, so a reply that comes before the marker's reply belongs to that
  group. This rests on the order of the stdout stream, not on time, so it holds on a loaded
  machine and for a server whose replies only leave at exit.

Timing findings rest on margins, not on luck: a slow request of `SLOW_MS` against a ping sent
with it; a reply bound of seconds for answers that take milliseconds.
"""

from __future__ import annotations

import json
import threading
from collections import Counter, defaultdict
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from mcpnb.judge.report import Finding, Report, Verdict
from mcpnb.protocol import jsonrpc
from mcpnb.protocol.framing import LineBuffer
from mcpnb.protocol.jsonrpc import Incoming, Message
from mcpnb.running import harness
from mcpnb.running.harness import child_env, id_key
from mcpnb.running.scripts import Script, Step
from mcpnb.running.transcripts import EventKind, Transcript, error_lines, shorten, show_chunk
from mcpnb.servers.messages import Reply
from mcpnb.texts import carried, say

if TYPE_CHECKING:
    from mcpnb.running.client_tasks import ClientTask

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


def ping(marker: str) -> Message:
    """A legacy conversation's marker: a ping, which every state of the legacy era answers."""
    return jsonrpc.request(marker, "ping")


@dataclass
class Conversation:
    """The lines of one run, in groups (one finding each), every group closed by a marker: a
    request of the conversation's own era that a server answers at once (`marker(id)`), so that
    the marker changes nothing of how the server takes the lines after it. (A bare ping after a
    modern request is, to a dual-era server, a client falling back to the legacy era.)"""

    probes: list[Probe] = field(default_factory=list)
    markers: list[str] = field(default_factory=list)  # the id of the marker closing group i
    groups: list[tuple[str, list[Probe]]] = field(default_factory=list)
    marker: Callable[[str], Message] = ping

    def add(self, finding: str, *lines: ProbeLine) -> None:
        """Append a group of lines that serve one finding, and the marker that closes it."""
        group = [_probe(finding, line) for line in lines]
        marker = f"marker-{len(self.markers) + 1}"
        self.probes += group
        self.probes.append(Probe(MARKER, jsonrpc.encode(self.marker(marker))))
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
        return tuple(text for group in groups for probe in group for text in show_probe(probe))


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


def show_probe(probe: Probe) -> list[str]:
    """A probe line as shown in a finding: one entry, or one per piece of a cut line."""
    if not probe.cuts:
        return [shorten(show_chunk(probe.raw.removesuffix(b"\n")))]
    bounds = (0, *probe.cuts, len(probe.raw))
    pieces = [probe.raw[a:b] for a, b in zip(bounds, bounds[1:], strict=False)]
    return [
        say("sent.piece", n=n, total=len(pieces), text=show_chunk(piece))
        for n, piece in enumerate(pieces, 1)
    ]


def show(message: Any) -> str:
    """A reply as one compact line of JSON (cut when very long)."""
    return shorten(json.dumps(message, ensure_ascii=False, separators=(",", ":")))


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


def exit_text(transcript: Transcript) -> str:
    """How the server ended, in the language spoken (an event's `text` is its English)."""
    return next((e.shown for e in transcript.events if e.kind is EventKind.EXIT), "")


def judge(
    finding: str,
    sent: tuple[str, ...],
    got: Sequence[Message],
    expected: Sequence[Message],
    transcript: Transcript,
    *,
    exact_ids: bool = False,
    ids_only: bool = False,
    died_fails: bool = False,
) -> Finding:
    """The generic verdict: the replies match the reference's. A missing one after a crash is
    not judged, since the crash has a finding of its own; with `died_fails`, for a check that
    has none, the request the server died on fails, saying so, and only the later ones are not
    judged ("already stopped")."""
    shown = tuple(show(r) for r in got) or (say("got.no-reply"),)
    if same_replies(got, expected, exact_ids=exact_ids, ids_only=ids_only):
        return Finding(finding, Verdict.PASSED, sent, shown)
    if _stopped(transcript) and len(got) < len(expected):
        # The request it died on says so, with its error, once; the later ones only that it had
        # stopped.
        if died_on(transcript) in {_id_key(r.get("id")) for r in expected}:
            return Finding(finding, Verdict.FAILED if died_fails else Verdict.NOT_JUDGED, sent, (
                say("got.died-on", how=exit_text(transcript)), *last_words(transcript)))
        stopped = say("got.stopped", how=exit_text(transcript))
        return Finding(finding, Verdict.NOT_JUDGED, sent, (stopped,))
    return Finding(finding, Verdict.FAILED, sent, shown + _why_silent(got, transcript))


def stdout_only(finding: str, transcripts: Sequence[Transcript]) -> Finding:
    """Every line the server wrote on stdout, in all of a check's runs, is a JSON-RPC message."""
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
    return Finding(finding, Verdict.FAILED, sent, tuple(shorten(t) for t in bad[:3]))


def _id_key(id: Any) -> str:
    return json.dumps(id, sort_keys=True)


def died_on(transcript: Transcript) -> str | None:
    """The id (as JSON text) of the request a server that stopped of itself died on: the first
    one it was sent and never answered (it reads its requests in order); None for a server that
    did not stop, or answered all it was sent."""
    if not _stopped(transcript):
        return None
    answered = {_id_key(r.get("id")) for r in transcript.replies if "id" in r}
    for event in transcript.of_kind(EventKind.SENT):
        for message in event.sent:
            if "method" in message and "id" in message and (
                    _id_key(message["id"]) not in answered):
                return _id_key(message["id"])
    return None


def last_words(transcript: Transcript) -> tuple[str, ...]:
    """What the server last said on stderr: its last error's lines (where it raised, the code,
    the error), else its last line."""
    said = error_lines([e.text for e in transcript.of_kind(EventKind.STDERR)])
    if len(said) > 1:
        return (say("got.server-error"), *said)
    return (say("got.last-stderr", line=said[0]),) if said else ()


def _stopped(transcript: Transcript) -> bool:
    """Did the server stop of itself, before its input ended or with an error? Whether an error
    exit came just before the script closed stdin or just after is a race the machine's load
    decides (a server that fails to start dies in 0.1 s here, in 1 s on a busy machine): the
    verdict must not depend on it."""
    return transcript.exited_early or _failed(transcript)


def _failed(transcript: Transcript) -> bool:
    """Did the server exit of itself with an error status?"""
    return transcript.ended_by == "exit" and transcript.exit_status not in (0, None)


def _why_silent(got: Sequence[Message], transcript: Transcript) -> tuple[str, ...]:
    """For a server that answered nothing and ended with an error: its last word on stderr (a
    traceback's last line says why, as "No module named 'mcpnb'" for a server that runs the
    reference server in the grader's sandbox, where there is none)."""
    if got or transcript.ended_by != "exit" or transcript.exit_status == 0:
        return ()
    return last_words(transcript)


@dataclass(frozen=True)
class Plan:
    """One run of a check: the script, and the ids whose replies stdin stays open for, if any;
    with `keep_open`, every request's, as a real client waits for its replies before it closes
    (the SDK's server drops the requests still in hand when its stdin ends)."""

    script: Script
    awaited: tuple[jsonrpc.Id, ...] | None = None
    keep_open: bool = False


def run_all(
    command: Sequence[str], plans: dict[str, Plan], time_scale: float, *,
    siblings: harness.Siblings | None = None, own_clock: bool = False,
) -> dict[str, Transcript]:
    """Run every plan in a child of its own, all at the same time: siblings, so a run waiting for
    a ready line knows when the others saw the server up (and a caller that gives `siblings`, of
    as many runs as plans, knows when every start is behind them)."""
    env, siblings = child_env(), siblings or harness.Siblings(len(plans))
    # Plain threads, not an executor: concurrent.futures imports logging, some 10 ms of every
    # `mcpnb check`.
    outcomes: dict[str, Transcript | BaseException] = {}

    def run_one(name: str, plan: Plan) -> None:
        try:
            outcomes[name] = harness.run(
                command,
                plan.script,
                time_scale=time_scale,
                keep_open=plan.keep_open or plan.awaited is not None,
                awaited=plan.awaited,
                env=env,
                siblings=siblings,
                own_clock=own_clock,
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


def after_starts(siblings: harness.Siblings, sender: threading.Thread) -> None:
    """Wait until every probe run's server is up or over (or the runs ended): the real clients,
    which start servers of their own, then meet a machine no longer busy starting a dozen. A
    fast server is up in milliseconds; an SDK server on two cores in seconds."""
    while not siblings.all_up.wait(STARTS_POLL) and sender.is_alive():
        pass


# How often the wait for the probes' starts looks whether their sender has ended.
STARTS_POLL = 0.05


def could_not_start(lesson: str, runs: dict[str, Transcript]) -> Report | None:
    """The report on a server that never ran: its command could not start, or in every run it
    stopped with an error before it answered anything. One finding says so, with its own error
    once; no other finding is judged, since none was reached."""
    for transcript in runs.values():
        if not transcript.started:
            why = transcript.events[0].text
            finding = Finding(
                "server.start", Verdict.FAILED, got=(say("got.start-failed", why=why),)
            )
            return Report(lesson, (finding,), tuple(runs.values()))
    if runs and all(_failed_silent(t) for t in runs.values()):
        first = next(iter(runs.values()))
        stderr = [e.text for e in first.of_kind(EventKind.STDERR)]
        return Report(lesson, (stopped(exit_text(first), stderr),), tuple(runs.values()))
    return None


def _failed_silent(transcript: Transcript) -> bool:
    """Did the server exit with an error having written no message at all?"""
    return _failed(transcript) and not transcript.of_kind(EventKind.MESSAGE)


def stopped(how: str, stderr: Sequence[str], sent: tuple[str, ...] = ()) -> Finding:
    """The finding on a server that stopped before it answered anything (`how`: its exit), with
    the last lines of its traceback."""
    return Finding("server.stopped", Verdict.FAILED, sent,
                   (say("got.stopped-at-start", how=how), *error_lines(stderr)))


def probes_beside_clients(
    command: Sequence[str], plans: dict[str, Plan], time_scale: float, names: Sequence[str],
    task: ClientTask, *, deaf_to: Callable[[Transcript], bool], staggered: bool = False,
) -> tuple[dict[str, Transcript], dict[str, Any]]:
    """The real-client part of a stdio check, written once: its probe `plans` and the real
    clients `names` carrying out their `task` (`mcpnb.running.real_clients.meet`), all at once
    (`mcpnb.judge.checks.meeting` asks for it). The Inspector is stopped when
    `deaf_to` says the "hello" probe's server never answered what the Inspector sends first (it
    would wait its whole bound). With `staggered`, the clients start once every probe's server
    has started. (the probes' transcripts, the clients' runs)."""
    from mcpnb.running.real_clients import meet  # the SDK and Node: only the real-client checks

    probed: dict[str, dict[str, Transcript]] = {}
    deaf = threading.Event()
    siblings = harness.Siblings(len(plans)) if staggered else None

    def send_probes() -> None:
        probed["runs"] = run_all(command, plans, time_scale, siblings=siblings, own_clock=True)
        if deaf_to(probed["runs"]["hello"]):
            deaf.set()

    sender = threading.Thread(target=carried(send_probes), daemon=True)
    sender.start()
    if siblings is not None:
        after_starts(siblings, sender)
    runs = meet(command, task, env=child_env(), time_scale=time_scale, clients=names,
                stop_inspector=deaf)
    sender.join()  # the harness bounds its own runs
    return probed["runs"], runs
