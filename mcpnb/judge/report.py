"""The records a server check returns: one finding per behaviour, gathered in a report.

A student's mistake is data here, never an exception. The words (label, expected, hint) live in
`mcpnb.texts`, keyed by finding id; the looks live in `mcpnb.judge.report_display`.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import StrEnum
from typing import Any

from mcpnb.running.harness import Transcript
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
    values: tuple[tuple[str, str], ...] = ()  # fills the placeholders of the texts

    @property
    def passed(self) -> bool:
        return self.verdict is Verdict.PASSED

    def text(self, what: str) -> str:
        """The label, expected or hint sentence of this finding."""
        return say(f"{self.id}.{what}", **dict(self.values))

    def to_dict(self) -> dict[str, Any]:
        return {
            "id": self.id,
            "verdict": str(self.verdict),
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

    def to_dict(self) -> dict[str, Any]:
        return {
            "check": self.check,
            "passed": self.passed,
            "total": self.total,
            "findings": [f.to_dict() for f in self.findings],
        }

    def __str__(self) -> str:
        from mcpnb.judge.report_display import report_text

        return report_text(self)

    def _repr_pretty_(self, printer: Any, cycle: bool) -> None:
        printer.text(str(self))

    def _repr_html_(self) -> str:
        from mcpnb.judge.report_display import report_html

        return report_html(self)
