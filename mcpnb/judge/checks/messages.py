"""Lesson 1's server check: reading and writing messages, behaviour by behaviour."""

from __future__ import annotations

from dataclasses import replace

from mcpnb.content.probes import NO_SUCH_METHOD
from mcpnb.judge.checks.asked import Asked
from mcpnb.judge.checks.conversation import (
    ANY_LINE,
    SLOW_MS,
    Conversation,
    Cut,
    Plan,
    could_not_start,
    exit_text,
    judge,
    last_words,
    run_all,
    same_replies,
    show,
    show_probe,
    stdout_only,
)
from mcpnb.judge.report import Finding, Report, Verdict
from mcpnb.protocol import jsonrpc
from mcpnb.running import harness
from mcpnb.running.harness import id_key
from mcpnb.running.scripts import Script, Step, load_script, script_lines
from mcpnb.running.transcripts import EventKind, Transcript, shorten, show_chunk
from mcpnb.servers import messages
from mcpnb.texts import say, say_count


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
    c.add("messages.unknown-method", jsonrpc.request("unknown", NO_SUCH_METHOD))
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


def check_messages(asked: Asked) -> Report:
    """The messages check: the lesson's script, the probes, and a slow request beside a fast
    one, each a connection of its own, all at once."""
    command, time_scale = asked.wrapped, asked.time_scale
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
    runs = run_all(command, plans, time_scale)
    if (failed := could_not_start("messages", runs)) is not None:
        return failed
    probes, expected = runs["probes"], conversation.expected(messages.respond)
    got = conversation.attribute(probes)

    def generic(finding: str, **how: bool) -> Finding:
        sent = conversation.sent(finding)
        return judge(finding, sent, got[finding], expected[finding], probes, **how)

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
        stdout_only("messages.stdout-only", list(runs.values())),
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
    sent = probed.sent + tuple(show_chunk(raw) for raw in _pieces_of(lesson, raws))
    if probed.verdict is not Verdict.PASSED:
        return Finding(probed.id, probed.verdict, sent, probed.got)
    lesson_ok = same_replies(got, expected, ids_only=True)
    shown = probed.got + tuple(show(r) for r in got)
    return Finding(probed.id, Verdict.PASSED if lesson_ok else Verdict.FAILED, sent, shown)


def _slow_does_not_block(script: Script, transcript: Transcript) -> Finding:
    """The fast reply first (by id: ping's own result is another finding), then the wait's."""
    finding = "messages.slow-does-not-block"
    lines = script.steps[0].send.splitlines()
    sent = tuple(show_chunk(line) for line in lines)
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
        got = say("got.ready-on-stdout", line=shorten(on_stdout[0].text))
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
    got = say_count("got.late", len(late), placeholder="late", total=len(replies))
    return Finding(finding, Verdict.FAILED, sent, (got,))


def _no_crash(conversation: Conversation, transcript: Transcript) -> Finding:
    finding = "messages.no-crash"
    sent = conversation.sent(finding)
    through = conversation.answered_markers(transcript)
    if not transcript.exited_early and through == len(conversation.markers):
        return Finding(finding, Verdict.PASSED, sent)
    group = conversation.groups[min(through, len(conversation.groups) - 1)][1]
    line = show_probe(group[0])[0] if group else ""
    got = (say("got.exited-early", how=exit_text(transcript), line=line),
           *last_words(transcript))
    return Finding(finding, Verdict.FAILED, sent, got)


def _exits_at_end(transcript: Transcript, time_scale: float) -> Finding:
    finding = "messages.exits-at-end"
    sent = (say("sent.whole-check"),)
    if transcript.exited_early:
        got = say("got.stopped", how=exit_text(transcript))
        return Finding(finding, Verdict.NOT_JUDGED, sent, (got,))
    if transcript.ended_by == "exit" and transcript.exit_status == 0:
        return Finding(finding, Verdict.PASSED, sent, (exit_text(transcript),))
    if transcript.ended_by == "exit":
        got = say("got.exit-status", status=transcript.exit_status)
    else:
        seconds = harness.EXIT_TIMEOUT * time_scale
        got = say("got.still-running", seconds=seconds, how=exit_text(transcript))
    return Finding(finding, Verdict.FAILED, sent, (got,))
