"""The lessons' reference servers, run as real child processes.

Each child starts without PYTHONUNBUFFERED (these machines set it for every process), so a missing
flush would show as a reply that never arrives while stdin is still open.
"""

import json
import os
import select
import subprocess
import sys
import time

import pytest

from mcpnb.protocol import jsonrpc

pytestmark = pytest.mark.slow  # every test here starts a process

# A reply the server makes at once arrives in milliseconds; a second is room for a loaded machine.
PROMPT_REPLY_SECONDS = 1.0
# A server told its input has ended should be gone well within this.
EXIT_SECONDS = 5.0
# Python and the package start in well under a second; on a busy machine, far more. A reply's
# promptness is timed from a server that has said it is ready, never from its start.
STARTUP_SECONDS = 30.0


def start(server, language="en"):
    env = {k: v for k, v in os.environ.items() if k != "PYTHONUNBUFFERED"}
    env["MCPNB_LANG"] = language
    return subprocess.Popen(
        [sys.executable, "-m", f"mcpnb.servers.{server}"],
        stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE, env=env,
    )


def send(proc, *messages):
    for message in messages:
        line = message if isinstance(message, str) else json.dumps(message)
        proc.stdin.write(line.encode() + b"\n")
    proc.stdin.flush()


def read_reply(proc, timeout=PROMPT_REPLY_SECONDS):
    """The next stdout line as JSON, or None when none arrives in time (stdin stays open)."""
    ready, _, _ = select.select([proc.stdout], [], [], timeout)
    return json.loads(proc.stdout.readline()) if ready else None


def run_to_end(server, *messages, language="en"):
    """Send every message, close stdin, return (replies, stderr lines, exit status)."""
    proc = start(server, language)
    payload = b"".join(
        (m if isinstance(m, str) else json.dumps(m)).encode() + b"\n" for m in messages
    )
    out, err = proc.communicate(payload, timeout=EXIT_SECONDS)
    replies = [json.loads(line) for line in out.decode().splitlines()]
    return replies, err.decode().splitlines(), proc.returncode


@pytest.fixture
def messages_server():
    proc = start("messages")
    yield proc
    proc.kill()
    proc.communicate()


@pytest.fixture
def ready_server(messages_server):
    """The messages server once it has said it is ready on stderr."""
    said, _, _ = select.select([messages_server.stderr], [], [], STARTUP_SECONDS)
    assert said and b"ready" in messages_server.stderr.readline()
    return messages_server


def test_messages_server_flushes_each_reply_while_its_input_is_still_open(ready_server):
    send(ready_server, jsonrpc.request(3, "ping"))

    assert read_reply(ready_server) == jsonrpc.result(3, {})


def test_messages_server_answers_a_fast_request_while_a_slow_one_waits(ready_server):
    send(ready_server, jsonrpc.request(1, "wait", {"ms": 3000}), jsonrpc.request(2, "ping"))

    assert read_reply(ready_server) == jsonrpc.result(2, {})


def test_messages_server_says_it_is_ready_on_stderr_before_any_input(messages_server):
    ready, _, _ = select.select([messages_server.stderr], [], [], STARTUP_SECONDS)

    assert ready and b"ready" in messages_server.stderr.readline()


def test_messages_server_finishes_a_pending_wait_after_input_ends_and_exits_0():
    started = time.monotonic()
    replies, _, status = run_to_end("messages", jsonrpc.request(1, "wait", {"ms": 200}))

    assert replies == [jsonrpc.result(1, {"waited": 200})]
    assert time.monotonic() - started >= 0.2
    assert status == 0


def test_messages_server_answers_the_seed_lines_and_writes_only_messages_to_stdout():
    replies, log, status = run_to_end(
        "messages",
        jsonrpc.request(3, "ping"),
        "not json",
        '{"jsonrpc":"2.0","id":5,"method":5}',
        "[1,2]",
        jsonrpc.notification("nonsense"),
        jsonrpc.request("x", "tools/list"),
    )

    assert [(r["id"], r.get("error", {}).get("code")) for r in replies] == [
        (3, None), (None, -32700), (5, -32600), (None, -32600), ("x", -32601)]
    assert all(r["jsonrpc"] == "2.0" for r in replies)
    assert log[0] == "messages server ready"
    assert len(log) == 1 + 6 + 1  # ready, one line per message, bye
    assert status == 0


HELLO = {"protocolVersion": "2025-03-26", "capabilities": {},
         "clientInfo": {"name": "test", "version": "1"}}


def initialize(id, version="2025-03-26"):
    return jsonrpc.request(id, "initialize", {**HELLO, "protocolVersion": version})


def codes(replies):
    return [(r["id"], r["error"]["code"] if "error" in r else "result") for r in replies]


def test_handshake_server_gives_the_seed_lessons_six_replies():
    replies, _, status = run_to_end(
        "handshake",
        jsonrpc.request(1, "tools/list"),
        initialize(2, "1999-01-01"),
        initialize(3),
        jsonrpc.request(4, "tools/list"),
        jsonrpc.notification("notifications/initialized"),
        jsonrpc.request(5, "tools/list"),
        jsonrpc.request(6, "resources/list"),
    )

    assert codes(replies) == [
        (1, -32600), (2, -32602), (3, "result"), (4, -32600), (5, "result"), (6, -32601)]
    assert replies[1]["error"]["data"] == {
        "requested": "1999-01-01", "supported": ["2025-03-26", "2024-11-05"]}
    assert replies[2]["result"]["protocolVersion"] == "2025-03-26"
    assert replies[2]["result"]["capabilities"] == {"tools": {"listChanged": False}}
    assert set(replies[2]["result"]["serverInfo"]) >= {"name", "version"}
    assert replies[4]["result"] == {"tools": []}
    assert status == 0


def test_handshake_server_answers_the_older_version_it_speaks_with_that_version():
    replies, _, _ = run_to_end("handshake", initialize(1, "2024-11-05"))

    assert replies[0]["result"]["protocolVersion"] == "2024-11-05"


def test_handshake_server_answers_ping_in_every_state_and_refuses_a_second_initialize():
    replies, _, _ = run_to_end(
        "handshake",
        jsonrpc.request(1, "ping"),
        initialize(2),
        jsonrpc.request(3, "ping"),
        initialize(4),
        jsonrpc.notification("notifications/initialized"),
        jsonrpc.request(5, "ping"),
        initialize(6),
    )

    assert codes(replies) == [
        (1, "result"), (2, "result"), (3, "result"), (4, -32600), (5, "result"), (6, -32600)]


def test_handshake_server_ignores_notifications_and_answers_bad_lines_by_the_rules():
    replies, _, _ = run_to_end(
        "handshake",
        jsonrpc.notification("notifications/initialized"),  # too early: changes nothing
        jsonrpc.notification("nonsense"),
        "not json",
        jsonrpc.request(1, "initialize"),  # no params: no version to agree on
        jsonrpc.request(2, "tools/list"),
    )

    assert codes(replies) == [(None, -32700), (1, -32602), (2, -32600)]
    assert replies[1]["error"]["data"] == {
        "requested": None, "supported": ["2025-03-26", "2024-11-05"]}


# Lines that get every kind of log line and every error message of lesson 2's reference server.
EVERY_KIND = (
    jsonrpc.request(1, "tools/list"),  # the server is new: its own message
    "not json",  # JSON-RPC's own message
    '{"jsonrpc":"2.0","id":5,"method":5}',
    initialize(2),
    initialize(3),  # already initialized: its own message
    jsonrpc.request(4, "tools/list"),  # the server is waiting: its own message
    jsonrpc.notification("notifications/initialized"),
    jsonrpc.request(6, "resources/list"),  # JSON-RPC's own message
)


@pytest.mark.parametrize("language", ["es", "de"])
def test_a_reference_server_logs_in_its_environments_language_and_keeps_the_specs_messages(
        language):
    from mcpnb.protocol.jsonrpc import ERROR_NAMES

    english, english_log, _ = run_to_end("handshake", *EVERY_KIND)
    theirs, log, status = run_to_end("handshake", *EVERY_KIND, language=language)

    assert codes(theirs) == codes(english) and status == 0
    for mine, its in zip(theirs, english, strict=True):
        if "error" in mine:
            spec = ERROR_NAMES.get(its["error"]["code"]) == its["error"]["message"]
            assert (mine["error"]["message"] == its["error"]["message"]) is spec, mine
    assert len(log) == len(english_log) and not set(log) & set(english_log)
