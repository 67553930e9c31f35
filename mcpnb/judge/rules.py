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

The sentences stay in English, as the specification writes them, in every edition.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from mcpnb.judge.rules_table import RULES as _TABLE


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


RULES: dict[str, Rule] = {
    finding: Rule(Kind(kind), page, sentence) for finding, (kind, page, sentence) in _TABLE.items()
}


def rule_of(finding: str) -> Rule | None:
    """The rule a finding rests on, or None for one that judges nothing of the server's (the
    check could not run it here, say)."""
    return RULES.get(finding)
