"""The initialize request as the checks send it, and what a server agrees to: lesson 2's
handshake, which every later check of a stdio server asks for again (each version a server speaks,
a connection of its own)."""

from __future__ import annotations

from typing import Any

from mcpnb.judge.checks.conversation import CLIENT_INFO, show
from mcpnb.judge.report import Finding, Verdict
from mcpnb.protocol import jsonrpc
from mcpnb.protocol.jsonrpc import Message
from mcpnb.running.harness import id_key
from mcpnb.running.scripts import Script, Step
from mcpnb.running.transcripts import Transcript, shorten, show_chunk
from mcpnb.texts import say

# The id of the initialize in a connection that asks for one more supported version.
VERSION_ID = "init"


def initialize_request(id: str, version: Any) -> Message:
    """The check's initialize: a client asking for `version`, declaring no capabilities."""
    hello = {"protocolVersion": version, "capabilities": {}, "clientInfo": CLIENT_INFO}
    return jsonrpc.request(id, "initialize", hello)


def version_script(version: str) -> Script:
    """A connection of its own for one more version: initialize can succeed once per connection."""
    line = jsonrpc.encode(initialize_request(VERSION_ID, version))
    return Script(f"initialize with {version}", None, (Step(0, line),))


def init_result(init: Message | None) -> dict[str, Any] | None:
    result = init.get("result") if init else None
    return result if isinstance(result, dict) else None


def reply_to(transcript: Transcript, id: jsonrpc.Id) -> Message | None:
    """The reply to the request `id` (matched loosely, as the conversations match)."""
    key = id_key(id)
    return next((r for r in transcript.replies if id_key(r.get("id")) == key), None)


def sent_lines(script: Script) -> tuple[str, ...]:
    """A script's lines as a finding shows them."""
    return tuple(
        shorten(show_chunk(s.send.removesuffix(b"\n"))) for s in script.steps
    )


def supported_versions(
    answers: list[tuple[str, tuple[str, ...], Message | None]], asked_why: str,
    finding: str = "handshake.supported-version", values: tuple[tuple[str, str], ...] = (),
) -> Finding:
    """Each version asked for is agreed to as it is: not the server's first, not another one.
    `answers` holds each version, the lines that asked for it and the reply."""
    sent = tuple(line for _, lines, _ in answers for line in lines)
    shown, ok = [], True
    for version, _, reply in answers:
        result = init_result(reply)
        ok = ok and result is not None and result.get("protocolVersion") == version
        text = show(reply) if reply else say("got.no-reply")
        shown.append(say("got.asked-version", version=version, reply=text))
    verdict = Verdict.PASSED if ok else Verdict.FAILED
    return Finding(finding, verdict, sent, tuple(shown), asked_why, values)
