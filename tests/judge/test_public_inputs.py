"""The notebook's check finds every mistake the grader finds: for every function a lesson asks
for, a library of wrong functions (`wrong_functions`) gets the same verdict per property from the
public inputs a notebook tries as from the grader's seeded ones, under each of 50 secrets; each
wrong function's hint names its own mistake; and the notebook's own check (a forked child) gives
the verdicts computed here.
"""

import json

import pytest
import test_functions
import test_tool_arguments
from wrong_functions import LIBRARY

from mcpnb.judge.functions import check
from mcpnb.judge.functions.check import check_function, inputs, judge
from mcpnb.judge.functions.runner import decode, encode, outcome_of
from mcpnb.judge.registry import EXERCISES
from mcpnb.judge.report import Verdict
from mcpnb.texts import say

SECRETS = [f"teacher-secret-{n}\0student-{n}" for n in range(50)]
ITEMS = sorted({wrong.item for wrong in LIBRARY})
RIGHT = {
    "buffer-step": test_functions.splits_bytes,
    "state-step": None,  # the reference, below
    "offer-version": None,
    "probe-era": test_functions.reads_the_reply,
    "sse-step": test_functions.sse_reader_with(),
    "tool-arguments": test_tool_arguments.from_scratch,
}


@pytest.fixture(autouse=True)
def first_try():
    check._tries.clear()


def report(item, function, seed=None, level=1):
    """The report on `function` as the notebook (no seed) or the grader (a seed) judges it, its
    cases carried as JSON both ways, as the runner carries them."""
    outcomes = [outcome_of(function, decode(json.loads(json.dumps(encode(args)))))
                for _, args in inputs(item, seed)]
    return judge(item, outcomes, level=level, seed=seed)


def verdicts(report):
    return {finding.id: finding.verdict for finding in report.findings}


def test_every_function_exercise_has_wrong_functions_in_the_library():
    assert set(ITEMS) == set(EXERCISES)


@pytest.mark.slow  # 50 secrets for each of some 60 functions: about 20 s in all
@pytest.mark.parametrize("wrong", LIBRARY, ids=str)
def test_a_wrong_function_gets_the_same_verdicts_from_the_public_inputs_and_every_secret(wrong):
    public = verdicts(report(wrong.item, wrong.function))

    assert Verdict.FAILED in public.values()
    for seed in SECRETS:
        assert verdicts(report(wrong.item, wrong.function, seed)) == public, seed


@pytest.mark.parametrize("wrong", LIBRARY, ids=str)
def test_a_wrong_functions_hint_names_its_own_mistake(wrong):
    hints = " ".join(finding.text("hint") for finding in
                     report(wrong.item, wrong.function, level=2).findings if not finding.passed)

    assert say(wrong.belief) in hints


@pytest.mark.parametrize("item", ITEMS)
def test_a_right_function_passes_the_public_inputs_and_every_secret(item):
    right = RIGHT[item] or EXERCISES[item].reference

    for seed in [None, *SECRETS]:
        assert report(item, right, seed).ok, seed


def test_the_public_inputs_draw_every_kind_of_every_property():
    for item, spec in EXERCISES.items():
        drawn = inputs(item)
        for prop in spec.properties:
            assert sum(p is prop for p, _ in drawn) >= len(prop.kinds), (item, prop.key)


@pytest.mark.slow
@pytest.mark.parametrize("item", ITEMS)
def test_the_notebooks_own_check_gives_the_verdicts_judged_here(item):
    for wrong in (w for w in LIBRARY if w.item == item):
        check._tries.clear()
        assert verdicts(check_function(item, wrong.function)) == verdicts(
            report(item, wrong.function)), wrong


@pytest.mark.parametrize("level", [1, 2])
def test_a_mistake_shown_by_a_row_above_is_not_blamed_on_another_idea_below_it(level):
    from mcpnb.judge.report import details

    found = report("tool-arguments", test_tool_arguments.bool_is_number, level=level)
    failed = [f for f in found.findings if not f.passed]
    hints = [f.text("hint") for f in failed]
    belief = say("tool-arguments.belief.bool-is-number")

    # boolean taken for a number fails five rows: the first is told (its idea, then from the
    # second try its belief); a row below points back once where it was named; the rest are
    # silent, where their own ideas (objects in objects, arrays) would blame the recursion
    assert len(failed) == 5 and hints[0].startswith(say("tool-arguments.wrong-type.idea"))
    assert (belief in hints[0]) is (level == 2)
    # (integer, last, shows 2.0 read as no integer: a mistake of its own, told its own way)
    assert hints[1:4] == ([say("function.hint.same-mistake"), "", ""] if level == 2 else
                          ["", "", ""])
    assert failed[4].id == "tool-arguments.integer" and hints[4]
    assert all(say("report.hint") not in dict(details(f)) for f, h in zip(failed, hints, strict=True) if not h)
