"""How a run of a submitted notebook ended: the one contract between the grader's side
(`mcpnb.grade.execution`, which starts a worker and reads its report) and the worker, the program
that runs in the sandbox (`mcpnb.grade.worker`), which writes it.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from typing import Any

from mcpnb.records import IN_GRADER

__all__ = ["IN_GRADER", "STARTUP_SECONDS", "Outcome", "Run"]

# A kernel starts in about a second; thirty leave room for many starting at once on a small,
# busy machine, and a kernel that needs longer is reported as not started, never waited for.
STARTUP_SECONDS = 30.0


class Outcome(StrEnum):
    OK = "ok"  # every cell ran
    ERROR = "error"  # a cell raised an exception
    INPUT = "input"  # a cell asked for input
    TIMEOUT = "timeout"  # the notebook ran out of time
    DIED = "died"  # the kernel died
    LIMIT = "limit"  # it ran into a limit of the sandbox; `detail` names which (see LIMITS)
    ENDED = "ended"  # the worker was killed from inside the sandbox: the notebook ended its run
    NOT_RUN = "not-run"  # the kernel could not start, or the worker failed: not the student's doing


@dataclass(frozen=True)
class Run:
    """How a run ended: the outcome, the cell it ended in (counting every cell from 1), and the
    exception's name for an error, the limit it ran into, or the reason it was not run."""

    outcome: Outcome
    cell: int | None = None
    detail: str = ""

    def to_dict(self) -> dict[str, Any]:
        return {"outcome": str(self.outcome), "cell": self.cell, "detail": self.detail}

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> Run:
        cell = data.get("cell")
        return cls(Outcome(data["outcome"]), cell if isinstance(cell, int) else None,
                   str(data.get("detail", "")))
