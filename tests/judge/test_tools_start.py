"""Lesson 6's starting server (`data/exercises/06-tools-server.py`): the first try a student fixes
fails the findings of the faults beginners make and no other, and the same code with them fixed
(the answer the lesson's source holds, `lessons/06-tools.ipynb`) keeps every rule."""

import sys

import pytest
from places import ROOT, beside_given

from mcpnb.grade.submission import answers_of, read_notebook
from mcpnb.judge.checks import tools
from mcpnb.judge.checks.asked import Asked
from mcpnb.judge.report import Verdict
from mcpnb.running import sandbox

pytestmark = pytest.mark.slow  # every test here starts a process

START = ROOT / "data" / "exercises" / "06-tools-server.py"
# What the starting server gets wrong: a failing tool answered as a JSON-RPC error (test_error_
# handling, divide by zero), add's structuredContent under a name its outputSchema does not have,
# each inputSchema cut down to type, properties and required on the way out, and a nextCursor on
# the last page: four mistakes, in the part a student reads (lesson 5's transport is given).
PLANTED = {"tools.failing-tool", "tools.work-fails", "tools.structured",
           "tools.structured-value", "tools.schema-kept", "tools.pages-end"}
# The most a student reads and fixes: lesson 5's transport is given in a file of its own.
MOST_LINES, MOST_FAULTS = 160, 4


@pytest.fixture
def start(tmp_path):
    return beside_given(tmp_path, "fix-tools", "start.py", START.read_text(encoding="utf-8"))


def failed(path):
    boxed = sandbox.Sandbox.for_checking() if sandbox.unavailable() is None else None
    report = tools.check_tools(Asked((sys.executable, str(path)), box=boxed, real_clients=()))
    return {f.id for f in report.findings if f.verdict is not Verdict.PASSED}


def test_the_starting_server_fails_each_fault_beginners_make_and_no_other(start):
    assert failed(start) == PLANTED


def code_of(source):
    """A server's lines of code: no docstring of the module, no comments."""
    lines = source.splitlines()
    body = lines[next(i for i, line in enumerate(lines) if line.startswith(("import", "from"))):]
    return [line.split("  #")[0].rstrip() for line in body if not line.lstrip().startswith("#")]


def test_what_a_student_reads_and_fixes_is_short_and_holds_at_most_four_faults():
    import difflib

    lesson = read_notebook(ROOT / "lessons" / "06-tools.ipynb")
    fixed = code_of(answers_of(lesson).exercises["fix-tools"])
    starting = START.read_text(encoding="utf-8")
    faults = [block for block in difflib.SequenceMatcher(None, code_of(starting), fixed)
              .get_opcodes() if block[0] != "equal"]

    assert len(starting.splitlines()) <= MOST_LINES
    assert len(faults) == len(PLANTED - {"tools.work-fails", "tools.structured-value"}) <= (
        MOST_FAULTS)


def test_the_starting_server_with_its_faults_fixed_keeps_every_rule(tmp_path):
    lesson = read_notebook(ROOT / "lessons" / "06-tools.ipynb")
    answer = beside_given(tmp_path, "fix-tools", "answer.py",
                          answers_of(lesson).exercises["fix-tools"])

    assert failed(answer) == set()


def test_the_conformance_suite_finds_in_the_starting_server_the_faults_its_scenarios_cover(start):
    from mcpnb.judge.checks.server import check_conformance
    from mcpnb.running import conformance

    if conformance.unavailable() is not None:
        pytest.skip(f"{conformance.unavailable()}; CI always runs this test")
    report = check_conformance((sys.executable, str(start)), checker="tools", time_scale=2.0)

    failed = {(dict(f.values)["scenario"], dict(f.values)["version"]) for f in report.findings
              if f.id == "conformance.scenario" and f.verdict is Verdict.FAILED}
    # a failing tool answered as a JSON-RPC error, and each schema cut down on its way out
    assert {scenario for scenario, _ in failed} == {"tools-call-error", "json-schema-2020-12"}
    assert len(failed) == 4  # each at both eras' versions
