"""Every finding of every server check says the rule it rests on (`mcpnb.judge.rules`): the
specification's sentence with its page, or the exercise's choice; the report shows which, and
counts each kind."""

import json
import re

import pytest

from mcpnb.course import checkers
from mcpnb.judge.report import Finding, Report, Verdict
from mcpnb.judge.rules import Kind, rule_of, rules
from mcpnb.texts import en

FINDINGS = sorted({key[: -len(".label")] for key in en.TEXTS
                   if key.endswith(".label") and key.split(".")[0] in checkers()})
KEYWORDS = re.compile(r"\b(MUST|MUST NOT|REQUIRED|SHALL|SHOULD|SHOULD NOT)\b")


def test_every_finding_of_every_check_has_a_rule_and_no_rule_names_a_finding_that_is_not():
    # a server that never ran is judged by no rule
    unruled = {f"{finding} (mcpnb/judge/checks/{finding.split('.')[0]}.rules.toml)"
               for finding in set(FINDINGS) - set(rules())}
    assert not unruled, f"findings with no rule row: {', '.join(sorted(unruled))}"
    assert set(rules()) <= set(FINDINGS), set(rules()) - set(FINDINGS)
    assert rule_of("server.start") is None and rule_of("server.stopped") is None


@pytest.mark.parametrize("finding", FINDINGS)
def test_a_rule_of_the_specification_quotes_a_sentence_that_binds_from_a_page(finding):
    rule = rules().get(finding)
    assert rule is not None, f"no row in mcpnb/judge/checks/{finding.split('.')[0]}.rules.toml"
    if rule.kind is Kind.SPEC and rule.sentence.startswith("-32"):
        # JSON-RPC's table of error codes binds by defining them: no keyword there.
        assert rule.page == "jsonrpc.org/specification", rule
    elif rule.kind is Kind.SPEC:
        assert KEYWORDS.search(rule.sentence), rule
        assert rule.page.endswith(".mdx") or rule.page == "jsonrpc.org/specification", rule
        assert rule.strength in ("MUST NOT", "MUST", "REQUIRED", "SHOULD", "SHOULD NOT"), rule


def test_each_checks_rows_lie_beside_it_and_name_only_findings_of_its_own_family():
    """A check's rows are `checks/CHECKER.rules.toml`: a new lesson adds its own file, and no
    shared table; each row is a finding named for that check."""
    import tomllib
    from importlib import resources

    for checker in checkers():
        rows = resources.files("mcpnb.judge.checks").joinpath(f"{checker}.rules.toml")
        names = tomllib.loads(rows.read_text(encoding="utf-8"))
        assert names and all(name.startswith(f"{checker}.") for name in names), checker


def test_the_report_counts_the_specifications_rules_and_the_exercises_choices_apart():
    report = Report("http", (Finding("http.origin", Verdict.PASSED),
                             Finding("http.call-stream", Verdict.FAILED),
                             Finding("http.get", Verdict.PASSED)))

    assert report.of_kind(Kind.SPEC) == (1, 1)
    assert report.of_kind(Kind.LESSON) == (1, 2)
    assert "(the specification's rules: 1 of 1; the exercise's choices: 1 of 2)" in str(report)
    shown = json.loads(json.dumps(report.to_dict()))
    assert shown["spec"] == {"passed": 1, "total": 1}
    assert [f["rule"] for f in shown["findings"]] == ["spec", "lesson", "lesson"]
    assert "403 Forbidden" in shown["findings"][0]["source"]["sentence"]


def test_a_failed_finding_shows_the_sentence_it_rests_on():
    report = Report("eras", (Finding("eras.malformed", Verdict.FAILED, ("sent",), ("got",)),))

    assert ('rule:     the specification, 2026-07-28/basic/index.mdx: "A request missing any '
            'required field is malformed') in str(report)
