"""Each real client's findings on its task (`mcpnb.judge.checks.client_findings`): one finding a
step, judged from what the client saw (`ClientRun.saw`), whatever the task's steps; and the
seam's rules about them."""

from dataclasses import dataclass

import pytest

from mcpnb.judge import registry
from mcpnb.judge.checks import client_findings
from mcpnb.judge.report import Verdict
from mcpnb.running.client_tasks import ECHO_TASK, ECHO_TEXT, CallTool, ClientTask, ListTools, Saw
from mcpnb.running.real_clients import ClientRun
from mcpnb.texts import say, speaking

# Said with the echo task's sentences of what each client sent: a task of its own has its own.
TWO_CALLS = ClientTask("echo", (ListTools("add"), CallTool("add", {"a": 1}, ("2",)),
                               CallTool("shout", {"text": "hi"}, ("HI",))))


def verdicts(found):
    return [(f.id, f.verdict) for f in found]


def test_each_step_of_any_task_is_a_finding_and_one_after_a_step_never_got_through_is_not_judged():
    run = ClientRun("client-legacy", connected=True, version="2025-11-25",
                    saw=(Saw("tools/list", ("add", "shout")),))

    found = client_findings.findings("eras", run, TWO_CALLS)

    assert verdicts(found) == [("eras.connects", Verdict.PASSED),
                               ("eras.speaks-era", Verdict.PASSED),
                               ("eras.lists-add", Verdict.PASSED),
                               ("eras.calls-add", Verdict.FAILED),
                               ("eras.calls-shout", Verdict.NOT_JUDGED)]
    assert found[-1].got == (say("clients.not-reached"),)


def test_a_list_that_never_came_leaves_the_echo_call_unjudged_in_the_words_it_always_had():
    run = ClientRun("session", connected=True, version="2025-11-25", seconds=0.5)

    found = client_findings.findings("clients", run, ECHO_TASK)

    assert verdicts(found)[2:4] == [("clients.lists-echo", Verdict.FAILED),
                                    ("clients.calls-echo", Verdict.NOT_JUDGED)]
    assert found[3].got == (say("clients.no-list"),)


def test_the_inspectors_call_shows_the_list_it_looked_echo_up_in_and_passes_both():
    saw = (CallTool("echo", {"text": ECHO_TEXT}).implied(), Saw("tools/call", (ECHO_TEXT,)))
    run = ClientRun("inspector-modern", connected=True, saw=saw)

    found = client_findings.findings("eras", run, ECHO_TASK)

    assert verdicts(found) == [("eras.connects", Verdict.PASSED),
                               ("eras.lists-echo", Verdict.PASSED),
                               ("eras.calls-echo", Verdict.PASSED)]
    with speaking("en"):
        assert found[0].sent == (say("clients.sent.echo.inspector-modern"),)


@dataclass(frozen=True)
class ReadSomething:
    stage: str = "resources/read"


def test_a_step_no_finding_judges_is_named_with_the_place_to_judge_it():
    with pytest.raises(ValueError, match="add its ReadSomething to STEPS in mcpnb/judge/checks/"
                                         "client_findings.py"):
        client_findings.aspect(ReadSomething())


def test_the_inspector_is_given_each_steps_own_method_and_options():
    assert ListTools("echo").by_inspector() == ("tools/list", [])
    assert CallTool("add", {"a": 1}).by_inspector() == (
        "tools/call", ["--tool-name", "add", "--tool-args-json", '{"a": 1}'])


def test_a_check_the_course_names_but_nobody_wrote_says_where_to_write_it(monkeypatch):
    monkeypatch.setattr(registry, "checkers", lambda: ("resources",))

    with pytest.raises(ValueError, match="write its check_resources in "
                                         "mcpnb/judge/checks/resources.py"):
        registry.check("resources")
