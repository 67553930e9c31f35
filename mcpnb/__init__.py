"""mcpnb: the package behind a hands-on Model Context Protocol course in Jupyter notebooks.

The public names a notebook calls are gathered here; each lives in a group whose folder says
what it is, and imports flow one way: `protocol` (bytes to lines, JSON-RPC rules) → `servers`
(the reference servers) → `running` (processes and time: the harness, the sandbox, the tap, the
real clients) → `judge` (verdicts: tables, server checks, functions) and `show` (pictures,
explorers) → `grade` (a class) and `teach` (the editions), with `course` and `texts` below them
all. `docs/maintainers/package.md` has the rules, which `tests/test_project.py` keeps.

Names are imported on first use, so that `python -m mcpnb.servers.messages` starts in a few
milliseconds instead of loading httpx and pandas for nothing.
"""

from __future__ import annotations

import os
from importlib import import_module
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:  # for type checkers and editors; __all__ is built from _HOMES below
    from mcpnb.ask import Answer, ask, load_sample
    from mcpnb.given import write_given
    from mcpnb.judge.answers import false, null, true
    from mcpnb.judge.checks.server import check_conformance, check_server
    from mcpnb.judge.functions.check import check_function
    from mcpnb.judge.report import Report
    from mcpnb.judge.tables.check import check_table
    from mcpnb.judge.tables.verdict import TableVerdict
    from mcpnb.protocol.framing import BadLine, LineBuffer, split_chunks
    from mcpnb.protocol.jsonrpc import Incoming, Kind, bad_line_reply, classify
    from mcpnb.review import class_report
    from mcpnb.running.harness import run
    from mcpnb.running.scripts import load_script, slowed
    from mcpnb.running.transcripts import Transcript
    from mcpnb.servers import reference_server
    from mcpnb.show.diagram import SequenceDiagram, draw_run, sequence_diagram
    from mcpnb.show.explore import buffer_explorer, buffer_table, show_code, version_explorer
    from mcpnb.show.recording import draw_session, record_session
    from mcpnb.texts import set_language

_HOMES = {
    "Answer": "ask",
    "BadLine": "protocol.framing",
    "Incoming": "protocol.jsonrpc",
    "Kind": "protocol.jsonrpc",
    "LineBuffer": "protocol.framing",
    "Report": "judge.report",
    "SequenceDiagram": "show.diagram",
    "TableVerdict": "judge.tables.verdict",
    "Transcript": "running.transcripts",
    "ask": "ask",
    "bad_line_reply": "protocol.jsonrpc",
    "class_report": "review",
    "buffer_explorer": "show.explore",
    "buffer_table": "show.explore",
    "check_conformance": "judge.checks.server",
    "check_server": "judge.checks.server",
    "check_function": "judge.functions.check",
    "check_table": "judge.tables.check",
    "classify": "protocol.jsonrpc",
    "draw_run": "show.diagram",
    "draw_session": "show.recording",
    "false": "judge.answers",
    "load_sample": "ask",
    "null": "judge.answers",
    "load_script": "running.scripts",
    "record_session": "show.recording",
    "reference_server": "servers",
    "run": "running.harness",
    "sequence_diagram": "show.diagram",
    "set_language": "texts",
    "slowed": "running.scripts",
    "show_code": "show.explore",
    "split_chunks": "protocol.framing",
    "true": "judge.answers",
    "version_explorer": "show.explore",
    "write_given": "given",
}

__all__ = sorted(_HOMES)

# The checks a notebook calls, which in the grader's kernel answer at once (`mcpnb.grade.run`).
_CHECKS = ("check_table", "check_function", "check_server", "check_conformance")


def __getattr__(name: str) -> Any:
    if name not in _HOMES:
        raise AttributeError(f"module 'mcpnb' has no attribute {name!r}")
    value = getattr(import_module(f"mcpnb.{_HOMES[name]}"), name)
    if name in _CHECKS:
        from mcpnb.records import IN_GRADER  # the grader's contract: the standard library alone

        if os.environ.get(IN_GRADER) == "1":
            value = _judged_by_the_grader
    globals()[name] = value
    return value


def _judged_by_the_grader(*args: Any, **kwargs: Any) -> None:
    """A notebook's check in the grader's kernel: nothing, at once. The grader judges the answer
    from the cell's source; only whether the notebook runs is learned from the kernel."""


def __dir__() -> list[str]:
    return sorted(set(globals()) | set(__all__))
