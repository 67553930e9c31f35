"""Lesson 5's starting server (`data/exercises/05-http-server.py`): the first try a student fixes
fails the rules it breaks and no other, and the same code with its faults fixed (the answer the
lesson's source holds, `lessons/05-http.ipynb`) keeps them all.
"""

import sys

import pytest
from places import ROOT

from mcpnb.grade.submission import answers_of, read_notebook
from mcpnb.judge.checks import http
from mcpnb.judge.checks.asked import Asked
from mcpnb.judge.report import Verdict
from mcpnb.running import sandbox

pytestmark = pytest.mark.slow  # every test here starts a process

START = ROOT / "data" / "exercises" / "05-http-server.py"
# What the starting server gets wrong: a tool call answered as JSON, a notification answered
# 200, no Origin checked, a GET served, an unknown session answered 400, Mcp-Name not compared
# (neither a wrong one nor a missing one).
PLANTED = {"http.call-stream", "http.legacy-call-stream", "http.notification", "http.origin",
           "http.origin-get", "http.origin-delete", "http.get",
           "http.legacy-unknown-session", "http.legacy-deleted", "http.name-header",
           "http.name-missing"}


def failed(path):
    boxed = sandbox.Sandbox.for_checking() if sandbox.unavailable() is None else None
    report = http.check_http(Asked((sys.executable, str(path)), box=boxed, real_clients=()))
    return {f.id for f in report.findings if f.verdict is not Verdict.PASSED}


def test_the_starting_server_fails_each_rule_it_breaks_and_no_other():
    assert failed(START) == PLANTED


def test_the_starting_server_with_its_faults_fixed_keeps_every_rule(tmp_path):
    answer = tmp_path / "answer.py"
    lesson = read_notebook(ROOT / "lessons" / "05-http.ipynb")
    answer.write_text(answers_of(lesson).exercises["fix-http"])

    assert failed(answer) == set()
