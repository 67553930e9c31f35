"""Lesson 4's check (`check_server("eras", ...)`) against real servers: the reference dual-era
server passes every finding with every real client, lesson 3's server passes the legacy ones and
fails the modern ones, the modern-only reference (`--modern-only`) the reverse, and each faulty
server in tests/student_servers/ (eras_*.py, the reference with one fault) fails the rule that names its
fault and no other rule.

The faulty servers are judged by the check's own probes alone (`real_clients=()`): what the real
clients make of them is a consequence, tested for one of them and for the three right servers.
"""

import sys

import pytest
from places import STUDENT_SERVERS
from test_server_checks import a_busy_core

from mcpnb.judge.checks import eras
from mcpnb.judge.checks.asked import Asked
from mcpnb.judge.checks.lifecycle import RULES as LESSON_3_RULES
from mcpnb.judge.checks.server import check_server
from mcpnb.judge.report import Verdict

pytestmark = pytest.mark.slow  # every test here starts a process

SERVERS = STUDENT_SERVERS
ERAS = [sys.executable, "-m", "mcpnb.servers.eras"]
LESSON_3 = [sys.executable, "-m", "mcpnb.servers.clients"]
RULES = (*eras.MODERN_RULES, *eras.BOTH_RULES, *eras.STDIO_RULES, *LESSON_3_RULES, "clients.id-zero")


def py(name):
    return [sys.executable, str(SERVERS / f"{name}.py")]


def verdicts(report):
    return {f.id + (f" {dict(f.values).get('client', '')}" if f.id.startswith("eras.") and
                    f.values else ""): f.verdict for f in report.findings}


def failed_rules(report):
    return {f.id for f in report.findings if f.id in RULES and f.verdict is not Verdict.PASSED}


@pytest.fixture(scope="module")
def reference_report():
    return check_server("eras", ERAS)


def test_the_reference_dual_era_server_passes_every_finding_with_every_real_client(
        reference_report):
    clients_judged = {dict(f.values)["client"] for f in reference_report.findings
                      if f.id == "eras.connects"}

    assert reference_report.ok, str(reference_report)
    assert {f.id for f in reference_report.findings} >= set(RULES)
    assert len(clients_judged) == 6 or any(f.verdict is Verdict.SKIPPED
                                           for f in reference_report.findings)


def test_lesson_3s_server_keeps_the_legacy_findings_and_fails_every_modern_one():
    report = check_server("eras", LESSON_3)
    by_id = {f.id: f.verdict for f in report.findings}

    # It keeps nothing between requests, and its legacy requests are all legacy ones.
    assert failed_rules(report) == set(eras.MODERN_RULES) - {"eras.stateless"}
    assert all(by_id[rule] is Verdict.PASSED for rule in (*LESSON_3_RULES, "clients.id-zero"))
    legacy_clients = [f for f in report.findings if f.id == "eras.connects"
                      and "legacy" in str(dict(f.values)["client"])]
    assert legacy_clients and all(f.verdict is Verdict.PASSED for f in legacy_clients)


def test_a_modern_only_server_passes_the_modern_findings_and_fails_the_legacy_ones():
    report = check_server("eras", [*ERAS, "--modern-only"])
    legacy_client = next(f for f in report.findings if f.id == "eras.connects"
                         and dict(f.values)["client"] == "the SDK's Client (legacy mode)")

    # Its -32602 to the Inspector's initialize carries id 0: an answer, if not a welcome.
    assert failed_rules(report) == {*LESSON_3_RULES, *eras.BOTH_RULES}
    assert legacy_client.verdict is Verdict.FAILED


ONE_FAULT = [
    ("eras_discover_without_modern_version", "eras.discover"),
    ("eras_no_result_type", "eras.result-type"),
    ("eras_no_result_type_on_tool_errors", "eras.result-type"),
    ("eras_no_cache_hints", "eras.cache-hints"),
    ("eras_serves_without_capabilities", "eras.malformed"),
    ("eras_serves_a_numbered_version", "eras.malformed"),
    ("eras_crashes_on_null_meta", "eras.malformed"),
    ("eras_sticky_envelope", "eras.stateless"),
    ("eras_sticky_envelope_on_calls", "eras.stateless"),
    ("eras_prints_the_era", "eras.stdout-only"),
    ("eras_accepts_any_version", "eras.unsupported"),
    ("eras_unsupported_without_data", "eras.unsupported"),
    ("eras_remembers_the_envelope", "eras.stateless"),
    ("eras_answers_modern_ping", "eras.no-ping"),
    ("eras_any_meta_is_modern", "eras.legacy-meta"),
]


@pytest.mark.parametrize(("server", "rule"), ONE_FAULT, ids=[s for s, _ in ONE_FAULT])
def test_each_fault_fails_the_rule_that_names_it_and_no_other(server, rule):
    report = eras.check_eras(Asked(tuple(py(server)), real_clients=()))

    assert failed_rules(report) == {rule}, str(report)


def test_a_server_that_dies_on_a_request_fails_that_one_and_leaves_only_the_later_unjudged():
    """It dies on its first tools/call: that finding fails, saying so and its last stderr line;
    the requests sent after it are 'already stopped', not judged, and no hint blames a rule
    the server never reached."""
    report = eras.check_eras(Asked(tuple(py("eras_dies_on_a_call")), real_clients=()))
    by_id = {f.id: f for f in report.findings}

    call = by_id["eras.call"]
    assert call.verdict is Verdict.FAILED
    assert any("while handling this request" in line for line in call.got)
    assert any("KeyError: 'text'" in line for line in call.got)
    later = [by_id["eras.stateless"], by_id["eras.no-ping"]]
    assert all(f.verdict is Verdict.NOT_JUDGED and "already stopped" in f.got[0] for f in later)
    assert {f.id for f in report.findings if f.verdict is Verdict.FAILED} == {"eras.call"}


def test_a_result_without_its_result_type_fails_the_real_modern_clients_too():
    report = check_server("eras", py("eras_no_result_type"))
    modern_lists = [f for f in report.findings if f.id == "eras.lists-echo"
                    and "legacy" not in str(dict(f.values)["client"])]

    assert failed_rules(report) == {"eras.result-type"}
    assert modern_lists and all(f.verdict is not Verdict.PASSED for f in modern_lists)


def test_the_checks_verdicts_hold_with_both_cores_busy(reference_report):
    with a_busy_core():
        busy = check_server("eras", ERAS)

    assert verdicts(busy) == verdicts(reference_report)


def test_lesson_4s_starting_code_keeps_lesson_3_and_fails_the_modern_rules_it_has_wrong():
    from mcpnb.course import data_path

    start = [sys.executable, str(data_path("exercises", "04-eras-server.py"))]
    report = eras.check_eras(Asked(tuple(start), real_clients=()))

    # Its first try at the modern era serves the three methods and breaks every other rule,
    # taking any request with a _meta for a modern one.
    assert failed_rules(report) == {*eras.MODERN_RULES, *eras.BOTH_RULES} - {
        "eras.discover", "eras.list", "eras.call"}
