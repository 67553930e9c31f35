"""Lesson 6's starting server (`data/exercises/06-tools-server.py`): the first try a student fixes
fails the findings of the faults beginners make and no other, and the same code with them fixed
(the answer the lesson's source holds, `lessons/06-tools.ipynb`) keeps every rule."""

import sys

import pytest
from places import ROOT

from mcpnb.grade.submission import answers_of, read_notebook
from mcpnb.judge.checks import tools
from mcpnb.judge.report import Verdict
from mcpnb.running import sandbox

pytestmark = pytest.mark.slow  # every test here starts a process

START = ROOT / "data" / "exercises" / "06-tools-server.py"
# What the starting server gets wrong: a failing tool answered as a JSON-RPC error (test_error_
# handling, divide by zero), add's structuredContent under a name its outputSchema does not have,
# each inputSchema cut down to type, properties and required on the way out, progress with a
# made-up token where the call gave none, and a nextCursor on the last page.
PLANTED = {"tools.failing-tool", "tools.work-fails", "tools.structured",
           "tools.structured-value", "tools.schema-kept", "tools.progress-token",
           "tools.pages-end"}


def failed(path):
    boxed = sandbox.Sandbox.for_checking() if sandbox.unavailable() is None else None
    report = tools.check_tools((sys.executable, str(path)), sandbox=boxed, real_clients=())
    return {f.id for f in report.findings if f.verdict is not Verdict.PASSED}


def test_the_starting_server_fails_each_fault_beginners_make_and_no_other():
    assert failed(START) == PLANTED


def test_the_starting_server_with_its_faults_fixed_keeps_every_rule(tmp_path):
    answer = tmp_path / "answer.py"
    lesson = read_notebook(ROOT / "lessons" / "06-tools.ipynb")
    answer.write_text(answers_of(lesson).exercises["fix-tools"])

    assert failed(answer) == set()


def test_the_conformance_suite_finds_in_the_starting_server_the_faults_its_scenarios_cover():
    from mcpnb.judge.checks.server import check_conformance
    from mcpnb.running import conformance

    if conformance.unavailable() is not None:
        pytest.skip(f"{conformance.unavailable()}; CI always runs this test")
    report = check_conformance((sys.executable, str(START)), checker="tools", time_scale=2.0)

    failed = {(dict(f.values)["scenario"], dict(f.values)["version"]) for f in report.findings
              if f.id == "conformance.scenario" and f.verdict is Verdict.FAILED}
    # a failing tool answered as a JSON-RPC error, and each schema cut down on its way out
    assert {scenario for scenario, _ in failed} == {"tools-call-error", "json-schema-2020-12"}
    assert len(failed) == 4  # each at both eras' versions
