"""Lesson 5's starting server (`data/exercises/05-http-server.py`): the first try a student fixes
fails the rules it breaks and no other, and the same code with its faults fixed
(`tests/servers/http_answer.py`, the answer the lesson's teacher edition will hold) keeps them all.
"""

import sys
from pathlib import Path

from mcpnb.judge.checks import http
from mcpnb.judge.report import Verdict
from mcpnb.running import sandbox

ROOT = Path(__file__).parent.parent
START = ROOT / "data" / "exercises" / "05-http-server.py"
ANSWER = Path(__file__).parent / "servers" / "http_answer.py"
# What the starting server gets wrong: a tool call answered as JSON, a notification answered
# 200, no Origin checked, a GET served, an unknown session answered 400, Mcp-Name not compared.
PLANTED = {"http.call-stream", "http.notification", "http.origin", "http.get",
           "http.legacy-unknown-session", "http.legacy-deleted", "http.name-header"}


def failed(path):
    boxed = sandbox.Sandbox.for_checking() if sandbox.unavailable() is None else None
    report = http.check_http((sys.executable, str(path)), sandbox=boxed, real_clients=())
    return {f.id for f in report.findings if f.verdict is not Verdict.PASSED}


def test_the_starting_server_fails_each_rule_it_breaks_and_no_other():
    assert failed(START) == PLANTED


def test_the_starting_server_with_its_faults_fixed_keeps_every_rule():
    assert failed(ANSWER) == set()
