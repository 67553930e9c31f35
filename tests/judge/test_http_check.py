"""`mcpnb check http`: a student's server on Streamable HTTP, rule by rule and with the real clients.

The servers are `tests/student_servers/http_kit.py`, a student's server written as lesson 5 asks, and its
mutants (`MUTANT=<fault>`), each breaking one rule: each fails the finding that names its fault
and no other, sandboxed where bubblewrap runs, as a student's check runs it.
"""

import contextlib
import os
import socket
import subprocess
import sys
import time

import pytest
from places import STUDENT_SERVERS

from mcpnb.content import exchange
from mcpnb.judge.checks import http
from mcpnb.judge.checks.asked import Asked
from mcpnb.judge.checks.server import check_server
from mcpnb.judge.report import Verdict
from mcpnb.running import real_clients, sandbox
from mcpnb.running.web import WebServer

KIT = [sys.executable, str(STUDENT_SERVERS / "http_kit.py")]
RULES = ("http.starts", *http.MODERN_PROBES, "http.legacy-initialize", "http.legacy-session",
         "http.legacy-initialized",
         "http.legacy-serves", "http.legacy-call-stream", "http.legacy-unknown-method",
         "http.legacy-bad-version", "http.legacy-no-session",
         "http.legacy-unknown-session",
         "http.legacy-delete", "http.legacy-deleted")
# Each fault of the kit, and the findings that must name it (two where the fault shows twice).
CAUGHT_BY = {
    "json-tool-call": ("http.call-stream", "http.legacy-call-stream"),
    "no-progress": ("http.call-stream", "http.legacy-call-stream"),
    "stream-stays-open": ("http.call-stream", "http.legacy-call-stream"),
    "notification-200": "http.notification",
    "no-version-header-check": ("http.version-header", "http.version-missing"),
    "no-method-header-check": ("http.method-header", "http.method-missing"),
    "no-name-header-check": ("http.name-header", "http.name-missing"),
    "unsupported-as-32602": "http.unsupported-version",
    "unknown-method-200": "http.unknown-method",
    "parse-error-with-id": "http.not-json",
    "get-200": "http.get",
    "no-origin-check": ("http.origin", "http.origin-get", "http.origin-delete"),
    # It opens a session and says nothing of it: a client without its id is refused
    "no-session-id": ("http.legacy-session", "http.legacy-initialized", "http.legacy-serves",
                      "http.legacy-call-stream", "http.legacy-unknown-method"),
    "no-session-required": "http.legacy-no-session",
    "unknown-session-400": ("http.legacy-unknown-session", "http.legacy-deleted"),
    "delete-ignored": "http.legacy-deleted",
    "never-ready": "http.starts",
    "legacy-call-json": "http.legacy-call-stream",
    "progress-without-token": "http.call-no-token",
    "origin-post-only": ("http.origin-get", "http.origin-delete"),
    "origin-substring": "http.origin-get",
    "events-unended": ("http.call-stream", "http.call-no-token", "http.legacy-call-stream",
                       "http.name-spaces"),
    "legacy-error-404": "http.legacy-unknown-method",
    "name-optional": "http.name-missing",
    "origin-any-refused": "http.origin-local",
    "client-info-required": "http.no-client-info",
    "legacy-version-unchecked": "http.legacy-bad-version",
    "origin-not-on-delete": "http.origin-delete",
    # Right by the specification: a DELETE refused, 403 in plain words; its session kept, so
    # what a deleted session gets is not judged.
    "delete-forbidden": (),
    # Right by the specification: no session ("MAY assign a session ID"), each request served on
    # its own; only the exercise's session fails.
    "sessionless": "http.legacy-session",
    "capabilities-optional": "http.malformed",
    "name-spaces-kept": "http.name-spaces",
    "malformed-200": "http.malformed",
    "headers-optional": ("http.version-missing", "http.method-missing"),
    "list-without-cache-hints": "http.cache-hints",
}


def named(caught):
    return {caught} if isinstance(caught, str) else set(caught)


def check(fault="", real_clients=(), time_scale=1.0):
    """The check of the kit with `fault`, as a student's runs (sandboxed where it can be): the
    rules alone, unless `real_clients` are asked for."""
    command = ["env", f"MUTANT={fault}", *KIT] if fault else KIT
    if real_clients:
        return check_server("http", command)
    boxed = sandbox.Sandbox.for_checking() if sandbox.unavailable() is None else None
    return http.check_http(Asked(tuple(command), time_scale, boxed,
                                 real_clients=tuple(real_clients)))


def verdicts(report):
    return {f.id: f.verdict for f in report.findings}


def test_every_fault_of_the_kit_is_named_by_a_finding():
    from importlib import util

    spec = util.spec_from_file_location("http_kit", KIT[1])
    kit = util.module_from_spec(spec)
    spec.loader.exec_module(kit)

    assert set(kit.FAULTS) == set(CAUGHT_BY)
    assert {f for caught in CAUGHT_BY.values() for f in named(caught)} <= set(RULES)


@pytest.mark.slow
def test_the_kit_keeps_every_rule():
    report = check()

    assert [f.id for f in report.findings] == list(RULES)
    assert report.ok, report


@pytest.mark.slow
@pytest.mark.parametrize("fault", sorted(set(CAUGHT_BY) - {"never-ready"}))
def test_a_server_that_breaks_one_rule_fails_the_finding_that_names_it_and_no_other(fault):
    found = verdicts(check(fault))

    failed = {finding for finding, verdict in found.items() if verdict is Verdict.FAILED}
    assert failed == named(CAUGHT_BY[fault]), found


@pytest.mark.slow
def test_a_server_that_wants_the_agreed_version_on_every_session_request_keeps_every_rule():
    """A client MUST send MCP-Protocol-Version on every request after initialize: the check's
    session requests do, so a server that refuses them without it breaks no rule."""
    report = check("legacy-version-required")

    assert report.ok, report


@pytest.mark.slow
def test_a_server_without_a_session_is_judged_without_one_and_only_its_sessions_rules_unjudged():
    """A legacy server MAY open no session: the exercise's finding that asks for one fails;
    what every legacy request is owed is judged without a session, as a client then sends it;
    what only a session is owed is not judged, never failed."""
    found = verdicts(check("sessionless"))

    assert found["http.legacy-initialize"] is Verdict.PASSED
    assert found["http.legacy-session"] is Verdict.FAILED
    assert all(found[f"http.legacy-{rule}"] is Verdict.PASSED for rule in (
        "initialized", "serves", "call-stream", "unknown-method", "bad-version"))
    assert all(found[f"http.legacy-{rule}"] is Verdict.NOT_JUDGED for rule in (
        "no-session", "unknown-session", "delete", "deleted"))


@pytest.mark.slow
def test_a_server_that_never_listens_costs_its_bound_and_says_what_it_was_waiting_for():
    report = check("never-ready", time_scale=0.2)  # 3 s of waiting, not 15

    (starts,) = report.findings
    assert starts.id == "http.starts" and starts.verdict is Verdict.FAILED
    assert "ready" in starts.text("expected")


@pytest.fixture
def both_cores_busy():
    spinners = [subprocess.Popen([sys.executable, "-c", "while True: pass"])
                for _ in range(len(os.sched_getaffinity(0)))]
    try:
        yield
    finally:
        for spinner in spinners:
            spinner.kill()
            spinner.wait()


@pytest.mark.slow
def test_the_kit_passes_with_every_real_client_of_both_eras_while_both_cores_are_busy(
        both_cores_busy):
    report = check(real_clients=real_clients.ERA_CLIENTS)

    client_findings = [f for f in report.findings if f.id.startswith(("eras.", "clients."))]
    assert report.ok, report
    assert {f.id for f in client_findings} >= {"eras.connects", "eras.lists-echo",
                                               "eras.calls-echo"}
    inspector_ran = real_clients.inspector_unavailable() is None
    assert len([f for f in client_findings if f.id == "eras.connects"]) == (
        6 if inspector_ran else 3)


# --- a server that attacks the check: every read is bounded, nothing leaves its sandbox -----------

HOSTILE = [sys.executable, str(STUDENT_SERVERS / "http_hostile.py")]
needs_sandbox = pytest.mark.skipif(sandbox.unavailable() is not None,
                                   reason=f"no sandbox here: {sandbox.unavailable()}")
# Every probe at once, each within its bound: the whole check of a server that never answers.
HOSTILE_SECONDS = 4 * exchange.READ_SECONDS


def check_hostile(*mode):
    boxed = sandbox.Sandbox.for_checking() if sandbox.unavailable() is None else None
    started = time.monotonic()
    report = http.check_http(Asked((*HOSTILE, *mode), box=boxed, real_clients=()))
    return report, time.monotonic() - started


@pytest.mark.slow
@pytest.mark.parametrize(("mode", "said"), [
    ("flood", "more than"), ("trickle", "had not ended"), ("silent", "no answer"),
    ("drip", "no whole answer")])
def test_a_server_that_floods_streams_forever_or_never_answers_costs_its_bounds_only(mode, said):
    report, took = check_hostile(mode)

    judged = {f.id: f for f in report.findings}
    assert judged["http.starts"].passed
    assert judged["http.modern-list"].verdict is Verdict.FAILED
    assert any(said in line for line in judged["http.call-stream"].got), judged["http.call-stream"]
    assert not report.ok and took < HOSTILE_SECONDS


@pytest.mark.slow
@needs_sandbox
def test_a_server_that_kills_the_door_it_was_started_by_fails_its_findings_without_a_hang():
    report, took = check_hostile("kill-parent")

    assert not report.ok and took < HOSTILE_SECONDS
    assert all(f.verdict is not Verdict.PASSED for f in report.findings if f.id != "http.starts")


@pytest.mark.slow
@needs_sandbox
def test_a_server_that_stops_the_door_it_was_started_by_costs_a_bound_never_a_hang():
    report, took = check_hostile("stop-parent")

    assert not report.ok and took < HOSTILE_SECONDS
    assert [f.id for f in report.findings] == ["http.starts"]


@pytest.mark.slow
@needs_sandbox
def test_a_flood_through_the_relay_is_cut_so_no_real_client_holds_it_in_memory():
    from mcpnb.running import web

    with WebServer([*HOSTILE, "flood"], sandbox=sandbox.Sandbox.for_checking()) as server:
        assert server.wait_ready()
        port = int(server.url.split(":")[2].split("/")[0])
        with socket.create_connection(("127.0.0.1", port), timeout=10) as client:
            client.sendall(b"POST /mcp HTTP/1.1\r\nHost: x\r\nContent-Length: 0\r\n\r\n")
            received = 0
            while chunk := client.recv(1 << 20):
                received += len(chunk)

    assert web.RELAY_MAX_BYTES - (1 << 16) < received <= web.RELAY_MAX_BYTES  # then cut


@pytest.mark.slow
@needs_sandbox
def test_a_compressed_answer_is_cut_at_its_header_so_no_client_inflates_it():
    import httpx

    inflated = 0
    with WebServer([*HOSTILE, "gzip"], sandbox=sandbox.Sandbox.for_checking()) as server:
        assert server.wait_ready()
        with httpx.Client(timeout=10) as client, contextlib.suppress(httpx.HTTPError), \
                client.stream("POST", server.url, content=b"{}") as response:
            for chunk in response.iter_bytes():  # httpx inflates what it is given
                inflated += len(chunk)

    assert inflated < 1 << 20, inflated


@pytest.mark.slow
@needs_sandbox
def test_a_sandboxed_server_cannot_reach_this_machines_loopback():
    with socket.create_server(("127.0.0.1", 0)) as listener:
        listener.settimeout(0.1)
        boxed = sandbox.Sandbox.for_checking()
        with WebServer([*HOSTILE, "reach-out", str(listener.getsockname()[1])],
                       sandbox=boxed) as server:
            assert server.wait_ready()
            said = bytes(server.stderr).decode()
        with pytest.raises(TimeoutError):
            listener.accept()

    assert "could not reach the machine" in said


@pytest.mark.slow
def test_a_stream_whose_events_never_end_is_shown_as_it_came_and_told_in_the_words_of_http():
    from mcpnb.texts import say

    report = http.check_http(Asked(("env", "MUTANT=events-unended", *KIT),
                                   real_clients=("client",)))
    stream = next(f for f in report.findings if f.id == "http.call-stream")
    said = " ".join(line for f in report.findings for line in f.got)

    assert stream.got[0] == "200 text/event-stream"  # no message read from it, so its lines:
    assert any(line.startswith("'data: {") and line.endswith("\\n'") for line in stream.got[1:])
    assert say("clients.connection-closed-http") in said and "stdout" not in said


@pytest.mark.parametrize("language", ["en", "es", "de"])
def test_every_finding_of_the_check_is_worded_in_every_language(language):
    from mcpnb.texts import catalogue

    said = catalogue(language)
    missing = [f"{finding}.{part}" for finding in RULES for part in ("label", "expected", "hint")
               if f"{finding}.{part}" not in said]

    assert missing == []
