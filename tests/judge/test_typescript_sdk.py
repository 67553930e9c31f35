"""A second oracle we did not write: the official TypeScript SDK v2's own servers
(`tests/student_servers/ts_sdk_echo.cjs` on stdio and Streamable HTTP, `ts_sdk_tools.cjs` with
lesson 6's tools), written as its documentation shows, held to every check it can meet (lessons
1 to 6's) beside the Python SDK's. A server right by the specification fails no finding that
cites it: where the SDK itself breaks a sentence, the test names it (and docs/reference/checks.md
says so). Installed with `python -m mcpnb.typescript_sdk install`; skipped without it, except in
CI."""

import pytest
from places import STUDENT_SERVERS
from test_tools_check import check as check_tools

from mcpnb.judge.checks.server import check_server
from mcpnb.judge.report import Verdict
from mcpnb.judge.rules import Kind

pytestmark = pytest.mark.slow

ECHO, TOOLS = STUDENT_SERVERS / "ts_sdk_echo.cjs", STUDENT_SERVERS / "ts_sdk_tools.cjs"

# Where the SDK (@modelcontextprotocol/server 2.4.0) breaks what the specification says, each
# with the sentences it breaks.
# JSON-RPC's rule for a line it cannot read as a request: an error reply, its id null. (MCP's
# stdio forbids a client to send such a line and says nothing of the reply: see
# docs/beyond-the-spec.md; the Python SDK drops such a line too.)
NO_REPLY = (
    "jsonrpc.org/specification: When a rpc call is made, the Server MUST reply with a Response, "
    "except for in the case of Notifications.",
    "jsonrpc.org/specification: If there was an error in detecting the id in the Request object "
    "(e.g. Parse error/Invalid Request), it MUST be Null.",
)
BREAKS = {
    # A line that is not JSON, and JSON that is no request, get no reply at all.
    "messages": {"messages.parse-error": NO_REPLY, "messages.invalid-request": NO_REPLY},
    "handshake": {"handshake.parse-error": NO_REPLY},
    "eras": {
        # Once a modern request was served on a stdio connection, it serves a later request
        # whose _meta names a version it does not speak, or lacks the client's capabilities,
        # on the envelope of the first: it answers them as 2026-07-28 requests.
        "eras.stateless": (
            "2026-07-28/basic/index.mdx: Servers MUST NOT rely on prior requests over the same "
            "connection to establish context (e.g., capabilities, protocol version, client "
            "identity).",
        ),
        # A request whose _meta is null gets no reply at all, on any connection (its schema
        # refuses the request, and the refusal is never sent).
        "eras.malformed": (
            "jsonrpc.org/specification: When a rpc call is made, the Server MUST reply with a "
            "Response, except for in the case of Notifications.",
        ),
    },
    "tools": {
        # It answers any cursor with the first page (a SHOULD, as the Python SDK does).
        "tools.bad-cursor": (
            "2026-07-28/server/utilities/pagination.mdx: Invalid cursors SHOULD result in an "
            "error with code -32602 (Invalid params).",
        ),
    },
}
# What it chooses otherwise than the exercises, where the specification lets it: on HTTP, a
# tool call answered as one JSON object with no progress, and a legacy era with no session (it
# MAY: "A server using the Streamable HTTP transport MAY assign a session ID").
CHOICES = {
    "http": {"http.call-stream", "http.legacy-session", "http.legacy-call-stream"},
    # On stdio: an array refused with no reply (batches are gone since 2025-06-18); its replies
    # in the order its handlers end; no ready line on stderr; and before the handshake ends, or
    # after it, a request served and a second initialize answered (the lifecycle sets no rule
    # for the server there).
    "messages": {"messages.batch", "messages.slow-does-not-block", "messages.logs-on-stderr"},
    "handshake": {"handshake.before-initialize", "handshake.before-initialized",
                  "handshake.second-initialize"},
}


def failed_of_kind(report, kind):
    return {f.id for f in report.findings
            if f.verdict is Verdict.FAILED and f.rule is not None and f.rule.kind is kind}


@pytest.mark.parametrize("check", ["messages", "handshake", "clients", "eras", "http", "tools"])
def test_the_typescript_sdks_own_server_fails_no_finding_of_the_specification_but_those_it_breaks(
        typescript_sdk, check):
    if check == "tools":
        report = check_tools(typescript_sdk.server_command(TOOLS))
    else:
        report = check_server(check, typescript_sdk.server_command(ECHO))

    assert all(f.rule is not None for f in report.findings if f.verdict is not Verdict.SKIPPED)
    assert failed_of_kind(report, Kind.SPEC) == set(BREAKS.get(check, {})), str(report)
    assert failed_of_kind(report, Kind.LESSON) == CHOICES.get(check, set()), str(report)
