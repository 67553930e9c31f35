"""mcpnb: the package behind a hands-on Model Context Protocol course in Jupyter notebooks.

The public names are gathered here; each lives in a module named after its idea, and imports flow
one way: framing (bytes to lines) → protocol (JSON-RPC rules) → servers (the reference servers) →
harness (processes and time) → exercises, tables and checks (verdicts) → display, with the
pictures and explorers (diagram, explore) beside it, and the tap (a relay that records a real
client's session, standard library only) read back by recording. The model helper `ask` stands
alone.

Names are imported on first use, so that `python -m mcpnb.servers.messages` starts in a few
milliseconds instead of loading httpx and pandas for nothing.
"""

from __future__ import annotations

from importlib import import_module
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:  # for type checkers and editors; __all__ is built from _HOMES below
    from mcpnb.answers import false, null, true
    from mcpnb.ask import Answer, ask, load_sample
    from mcpnb.checks import check_server
    from mcpnb.diagram import SequenceDiagram, draw_run, sequence_diagram
    from mcpnb.display import show_code
    from mcpnb.explore import buffer_explorer, version_explorer
    from mcpnb.framing import BadLine, LineBuffer, buffer_table, split_chunks
    from mcpnb.functions import check_function
    from mcpnb.harness import Transcript, load_script, run, slowed
    from mcpnb.protocol import Incoming, Kind, bad_line_reply, classify
    from mcpnb.recording import draw_session, record_session
    from mcpnb.report import Report
    from mcpnb.servers import reference_server
    from mcpnb.tables import TableVerdict, check_table
    from mcpnb.texts import set_language

_HOMES = {
    "Answer": "ask",
    "BadLine": "framing",
    "Incoming": "protocol",
    "Kind": "protocol",
    "LineBuffer": "framing",
    "Report": "report",
    "SequenceDiagram": "diagram",
    "TableVerdict": "tables",
    "Transcript": "harness",
    "ask": "ask",
    "bad_line_reply": "protocol",
    "buffer_explorer": "explore",
    "buffer_table": "framing",
    "check_server": "checks",
    "check_function": "functions",
    "check_table": "tables",
    "classify": "protocol",
    "draw_run": "diagram",
    "draw_session": "recording",
    "false": "answers",
    "load_sample": "ask",
    "null": "answers",
    "load_script": "harness",
    "record_session": "recording",
    "reference_server": "servers",
    "run": "harness",
    "sequence_diagram": "diagram",
    "set_language": "texts",
    "slowed": "harness",
    "show_code": "display",
    "split_chunks": "framing",
    "true": "answers",
    "version_explorer": "explore",
}

__all__ = sorted(_HOMES)


def __getattr__(name: str) -> Any:
    if name not in _HOMES:
        raise AttributeError(f"module 'mcpnb' has no attribute {name!r}")
    value = getattr(import_module(f"mcpnb.{_HOMES[name]}"), name)
    globals()[name] = value
    return value


def __dir__() -> list[str]:
    return sorted(set(globals()) | set(__all__))
