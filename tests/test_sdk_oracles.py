"""Oracles we did not write: the official Python SDK's own server (`MCPServer`, one echo tool,
`tests/servers/sdk_echo.py`), held to lessons 3, 4 and 5's checks. A server right by the
specification fails no finding that cites it; where the SDK itself breaks a sentence, the test
names it (and the README says so), so that a change of the SDK's, or of a check's, shows."""

import sys
from pathlib import Path

import pytest

from mcpnb.judge.checks.server import check_server
from mcpnb.judge.report import Verdict
from mcpnb.judge.rules import Kind

SDK_ECHO = [sys.executable, str(Path(__file__).parent / "servers" / "sdk_echo.py")]
# Where the SDK (mcp 2.3) breaks what the specification says, each with its sentences.
SDK_BREAKS = {
    "http": {
        # It routes a POST by its MCP-Protocol-Version header: one that says 2025-11-25 over a
        # modern _meta is taken for a legacy request without a session (400, -32600 "Missing
        # session ID"), where the body's _meta makes it modern and the header a mismatch.
        "http.version-header": (
            "2026-07-28/basic/versioning.mdx: A request carrying modern per-request _meta is "
            "served statelessly according to this revision.",
            "2026-07-28/basic/transports/streamable-http.mdx: If the values do not match, the "
            "server MUST reject the request with 400 Bad Request and a HeaderMismatch JSON-RPC "
            "error",
        ),
    },
}
# What the SDK chooses otherwise than the exercises, where the specification lets it: a tool
# call answered as one JSON object, with no progress.
SDK_CHOICES = {"http": {"http.call-stream", "http.legacy-call-stream"}}


def failed_of_kind(report, kind):
    return {f.id for f in report.findings
            if f.verdict is Verdict.FAILED and f.rule is not None and f.rule.kind is kind}


@pytest.mark.parametrize("check", ["clients", "eras", "http"])
def test_the_sdks_own_server_fails_no_finding_of_the_specification_but_those_it_breaks(check):
    report = check_server(check, SDK_ECHO)

    assert all(f.rule is not None for f in report.findings if f.verdict is not Verdict.SKIPPED)
    assert failed_of_kind(report, Kind.SPEC) == set(SDK_BREAKS.get(check, {})), str(report)
    assert failed_of_kind(report, Kind.LESSON) == SDK_CHOICES.get(check, set()), str(report)

