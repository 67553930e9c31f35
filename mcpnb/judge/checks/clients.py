"""Lesson 3's check: what each real client got from a server, finding by finding.

`check_clients` runs the real clients (`mcpnb.running.real_clients`: the SDK's session and
Client, and the MCP Inspector where it runs) and, beside them, connections of its own through
the harness: the rules lesson 3 adds to lesson 2's server (`mcpnb.judge.checks.lifecycle`), each
a finding of its own, and the Inspector's first message (the seam sends it,
`mcpnb.judge.checks.meeting`), so that a server that takes id 0 for a notification is caught
without Node. Each client's findings: it connects, agrees on a version, lists `echo`, calls it
and gets the text back, and connects quickly.
"""

from __future__ import annotations

from mcpnb.judge.checks import lifecycle
from mcpnb.judge.checks.asked import Asked
from mcpnb.judge.checks.conversation import Plan
from mcpnb.judge.checks.meeting import HELLO, Judge, OnStdio, meet
from mcpnb.judge.report import Finding, Report
from mcpnb.running.client_tasks import ECHO_TASK
from mcpnb.running.real_clients import CLIENTS, INSPECTOR
from mcpnb.running.transcripts import Transcript


def rules() -> tuple[dict[str, Plan], Judge]:
    """Lesson 3's rules: the states' connection and the counter-offer's, each version the
    lesson's server speaks, and the Inspector's id 0."""
    conversations = {"states": lifecycle.states_conversation(),
                     "offer": lifecycle.offer_conversation()}
    plans = {name: Plan(c.script(), keep_open=True) for name, c in conversations.items()}

    def judge(probes: dict[str, Transcript], remark: str) -> list[Finding]:
        return [*lifecycle.rule_findings(conversations, probes),
                lifecycle.id_zero(probes[HELLO], remark)]

    return plans | lifecycle.version_plans(), judge


# The check: its rules, then the SDK's two clients and the Inspector (lesson 3 asks for it).
CLIENTS_CHECK = OnStdio("clients", rules, ECHO_TASK, (*CLIENTS, INSPECTOR), "clients")


def check_clients(asked: Asked) -> Report:
    """The clients check: the rules lesson 3 adds and the Inspector's id 0, then each real
    client's findings, all run at once."""
    return meet(CLIENTS_CHECK, asked)
