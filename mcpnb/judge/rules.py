"""What each finding of a server check rests on: a sentence of the specification, or a choice
the exercise makes where the specification leaves the server one.

A finding is `spec` where a MUST, MUST NOT or REQUIRED (or a SHOULD the lesson teaches, said as
SHOULD) of the MCP specification or of JSON-RPC 2.0 asks for what it checks; its source is that
sentence, word for word, and the page it is on (below `docs/specification/` in the specification's
repository). It is `lesson` where the specification lets the server choose (an SSE stream or one
JSON object; progress or none; which versions it speaks) and the exercise chooses one; its source
is the sentence that leaves the choice, where there is one, and the finding's hint names what else
the specification allows. Both kinds count in a grade; a server right by the specification fails
no `spec` finding, which the test suite holds to the official SDK's own servers.

The sentences stay in English, as the specification writes them, in every edition. Each check's
rows lie beside it, `mcpnb/judge/checks/CHECKER.rules.toml`, one table a finding (its kind, its
page below `docs/specification/` in the specification's repository, or JSON-RPC 2.0's, and its
sentence with the page's markdown markup dropped; "" where the specification says nothing), each
matched against its page in the specification's repository (2026-12-03). A finding is named for
the check that introduced it: a later check that keeps lesson 3's rules keeps their `clients.*`
rows.
"""

from __future__ import annotations

import tomllib
from dataclasses import dataclass
from enum import StrEnum
from functools import cache
from importlib import resources

from mcpnb.course import checkers


class Kind(StrEnum):
    SPEC = "spec"
    LESSON = "lesson"


@dataclass(frozen=True)
class Rule:
    kind: Kind
    page: str  # e.g. "2025-11-25/basic/lifecycle.mdx", or "jsonrpc.org/specification"
    sentence: str  # word for word; "" for a choice no sentence leaves (the spec says nothing)

    @property
    def strength(self) -> str:
        """The sentence's strongest keyword (MUST, SHOULD, MAY, ...), or ""."""
        for word in ("MUST NOT", "MUST", "REQUIRED", "SHALL", "SHOULD NOT", "SHOULD", "MAY"):
            if word in self.sentence:
                return word
        return ""


@cache
def rules() -> dict[str, Rule]:
    """Every finding's rule, read from the rows beside each check of the course, in its order."""
    found: dict[str, Rule] = {}
    for checker in checkers():
        rows = resources.files("mcpnb.judge.checks").joinpath(f"{checker}.rules.toml")
        found |= {finding: Rule(Kind(row["kind"]), row["page"], row["sentence"])
                  for finding, row in tomllib.loads(rows.read_text(encoding="utf-8")).items()}
    return found


def rule_of(finding: str) -> Rule | None:
    """The rule a finding rests on, or None for one that judges nothing of the server's (the
    check could not run it here, say)."""
    return rules().get(finding)
