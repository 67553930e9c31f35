"""The records a server check returns: one finding per behaviour, gathered in a report.

A student's mistake is data here, never an exception. The words (label, expected, hint) live in
`mcpnb.texts`, keyed by finding id; how a report looks (plain text for a
terminal, HTML for a notebook) is a pure function of it, here too: no ids, times, pids or paths,
so a notebook shows the same output on every run and nbval can compare it.
"""

from __future__ import annotations

import html
from dataclasses import dataclass, field
from enum import StrEnum
from typing import Any

from mcpnb import palette
from mcpnb.judge.rules import Kind, Rule, rule_of
from mcpnb.running.transcripts import Transcript
from mcpnb.texts import say


class Verdict(StrEnum):
    PASSED = "passed"
    FAILED = "failed"
    NOT_JUDGED = "not judged"  # the evidence never came: the server had stopped earlier
    SKIPPED = "skipped"  # not run on this machine (what it needs is missing): counts neither way


@dataclass(frozen=True)
class Finding:
    """One behaviour judged: what was sent, what came back, and the verdict."""

    id: str  # e.g. "messages.parse-error"; its words are the texts "<id>.label" and so on
    verdict: Verdict
    sent: tuple[str, ...] = ()
    got: tuple[str, ...] = ()
    seen: str = ""  # a remark on which of the allowed behaviours was seen
    values: tuple[tuple[str, str | float], ...] = ()  # fills the placeholders of the texts
    # A hint in place of the rule's own, where the rule was never reached: the server raised an
    # error while handling the request (`mcpnb.judge.checks.http.told_of_errors`); "" for none,
    # where a finding above told that error already.
    told: str | None = None

    @property
    def passed(self) -> bool:
        return self.verdict is Verdict.PASSED

    @property
    def rule(self) -> Rule | None:
        """What it rests on: a sentence of the specification, or the exercise's choice."""
        return rule_of(self.id)

    def text(self, what: str) -> str:
        """The label, expected or hint sentence of this finding."""
        if what == "hint" and self.told is not None:
            return self.told
        return say(f"{self.id}.{what}", **dict(self.values))

    def to_dict(self) -> dict[str, Any]:
        rule = self.rule
        return {
            "id": self.id,
            "verdict": str(self.verdict),
            "rule": str(rule.kind) if rule else None,
            "source": {"page": rule.page, "sentence": rule.sentence} if rule else None,
            "label": self.text("label"),
            "sent": list(self.sent),
            "expected": self.text("expected"),
            "got": list(self.got),
            "seen": self.seen,
            "hint": self.text("hint"),
        }


@dataclass(frozen=True)
class Report:
    """The findings of one check of one server, with the transcripts they rest on."""

    check: str  # "messages" or "handshake"
    findings: tuple[Finding, ...]
    transcripts: tuple[Transcript, ...] = field(default=(), repr=False, compare=False)
    # The course's own functions the code run carried (`mcpnb.content.reference`), where the
    # grader ran it audited: its work is not the student's, whatever it passed.
    carried: tuple[str, ...] = ()

    @property
    def passed(self) -> int:
        return sum(f.passed for f in self.findings)

    @property
    def total(self) -> int:
        """The findings that count: all but those skipped on this machine."""
        return sum(f.verdict is not Verdict.SKIPPED for f in self.findings)

    @property
    def ok(self) -> bool:
        return self.passed == self.total

    @property
    def could_not_start(self) -> bool:
        return any(f.id == "server.start" for f in self.findings)

    @property
    def failed(self) -> list[Finding]:
        return [f for f in self.findings if f.verdict is Verdict.FAILED]

    def of_kind(self, kind: Kind) -> tuple[int, int]:
        """How many of the findings that count and rest on `kind` passed, and how many there are."""
        counted = [f for f in self.findings
                   if f.verdict is not Verdict.SKIPPED and f.rule is not None
                   and f.rule.kind is kind]
        return sum(f.passed for f in counted), len(counted)

    def to_dict(self) -> dict[str, Any]:
        return {
            "check": self.check,
            "passed": self.passed,
            "total": self.total,
            **{str(kind): dict(zip(("passed", "total"), self.of_kind(kind), strict=True))
               for kind in Kind},
            "findings": [f.to_dict() for f in self.findings],
        }

    def __str__(self) -> str:
        return report_text(self)

    def _repr_pretty_(self, printer: Any, cycle: bool) -> None:
        printer.text(str(self))

    def _repr_html_(self) -> str:
        return report_html(self)


# --- how a report looks ------------------------------------------------------------------------

SYMBOLS = {Verdict.PASSED: "\u2713", Verdict.FAILED: "\u2717", Verdict.NOT_JUDGED: "\u00b7",
           Verdict.SKIPPED: "\u2013"}
COLOURS = {Verdict.PASSED: palette.RIGHT, Verdict.FAILED: palette.WRONG,
           Verdict.NOT_JUDGED: palette.ASIDE, Verdict.SKIPPED: palette.ASIDE}
# Verdicts that say so after the label: there was no verdict either way.
ASIDE = (Verdict.NOT_JUDGED, Verdict.SKIPPED)


def title(report: Report) -> str:
    heading = say("report.title", check=report.check, passed=report.passed, total=report.total)
    (spec, of_spec), (lesson, of_lesson) = report.of_kind(Kind.SPEC), report.of_kind(Kind.LESSON)
    if not of_spec:  # the exercise's choices alone (a server that never started, say)
        return heading
    return say("report.title.kinds", title=heading, spec=spec, of_spec=of_spec, lesson=lesson,
               of_lesson=of_lesson)


def source(rule: Rule) -> str:
    """Where a rule comes from, in a line: the specification's sentence and page, or the
    exercise's choice (and the sentence that leaves it, or that describes what the exercise
    holds to without a MUST)."""
    if rule.kind is Kind.SPEC:
        return say("report.rule.spec", page=rule.page, sentence=rule.sentence)
    if rule.sentence and not rule.strength:  # the page says how it is, and asks for nothing
        return say("report.rule.lesson-described", page=rule.page, sentence=rule.sentence)
    if rule.sentence:
        return say("report.rule.lesson-open", page=rule.page, sentence=rule.sentence)
    return say("report.rule.lesson")


def details(finding: Finding) -> list[tuple[str, list[str]]]:
    """The labelled parts a finding shows: all of them unless it passed, then only what was seen."""
    seen = [(say("report.seen"), [finding.seen])] if finding.seen else []
    if finding.passed:
        return seen
    got = list(finding.got) or [say("got.nothing-shown")]
    if finding.verdict in ASIDE:
        return [(say("report.got"), got)]
    rule = [(say("report.rule"), [source(finding.rule)])] if finding.rule else []
    parts = [
        (say("report.sent"), list(finding.sent)),
        (say("report.expected"), [finding.text("expected")]),
        (say("report.got"), got),
        *seen,
        *rule,
        (say("report.hint"), [hint] if (hint := finding.text("hint")) else []),
    ]
    return [(name, lines) for name, lines in parts if lines]


def report_text(report: Report) -> str:
    """One line per finding; failing ones followed by sent / expected / got / hint."""
    lines = [title(report)]
    width = (
        max(
            len(say(k))
            for k in ("report.sent", "report.expected", "report.got", "report.seen", "report.rule",
                      "report.hint")
        )
        + 1
    )
    for finding in report.findings:
        mark = SYMBOLS[finding.verdict]
        suffix = (
            f" ({say(f'verdict.{finding.verdict}')})" if finding.verdict in ASIDE else ""
        )
        lines.append(f"  {mark} {finding.text('label')}{suffix}")
        for name, values in details(finding):
            for number, value in enumerate(values):
                head = f"{name}:" if number == 0 else ""
                lines.append(f"      {head:<{width}} {value}")
    return "\n".join(lines)


def report_html(report: Report) -> str:
    """The report as a table: a mark, the behaviour, and for failures what to look at."""
    rows = []
    for finding in report.findings:
        colour = COLOURS[finding.verdict]
        word = html.escape(say(f"verdict.{finding.verdict}"))
        mark = (
            f"<span class='mcpnb-check-{finding.verdict.name.lower()}' "
            f"style='color:{colour};font-weight:bold'>{SYMBOLS[finding.verdict]} {word}</span>"
        )
        parts = "".join(
            f"<div><b>{html.escape(name)}</b>: "
            + "<br>".join(
                f"<code>{html.escape(v)}</code>" if name in _CODE_PARTS else html.escape(v)
                for v in values
            )
            + "</div>"
            for name, values in details(finding)
        )
        rows.append(
            f"<tr><td style='text-align:left;vertical-align:top;white-space:nowrap'>{mark}</td>"
            f"<td style='text-align:left;vertical-align:top'>"
            f"{html.escape(finding.text('label'))}{parts}</td></tr>"
        )
    return (
        f"<div class='mcpnb-check {palette.AS_WRITTEN}' data-check='{html.escape(report.check)}'>"
        f"<p><b>{html.escape(title(report))}</b></p>"
        f"<table><tbody>{''.join(rows)}</tbody></table></div>"
    )


_CODE_PARTS = {say("report.sent"), say("report.got")}
