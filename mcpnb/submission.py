"""Read a lesson notebook's answers from its cells, without running anything in it.

An answer cell (tag `answer`, metadata `mcpnb.item`) holds assignments of Python literals; its
answer is the value of the last one, read with `ast.literal_eval`. JavaScript's `null`, `true`
and `false` are read as the names the notebook imports from mcpnb, so that the table's check
answers each cell holding one as it does in the notebook: write None, True or False.

An exercise cell (tag `exercise`) holds a server's source after a `%%writefile` line. Reading the
sources, never the outputs or a kernel's state, is what makes a stored fake output or a patched
checker worthless.
"""

from __future__ import annotations

import ast
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import nbformat

from mcpnb.answers import JAVASCRIPT_NAMES
from mcpnb.release import ANSWER_TAG, EXERCISE_TAG
from mcpnb.texts import say


@dataclass(frozen=True)
class Unreadable:
    """An answer cell whose source is not a literal a checker can take: says why."""

    why: str


@dataclass(frozen=True)
class Submission:
    """A notebook's lesson id, its answers by item, and its exercise sources by item."""

    lesson: str | None
    answers: dict[str, Any] = field(default_factory=dict)
    exercises: dict[str, str] = field(default_factory=dict)


def read_notebook(path: Path) -> Any:
    """A notebook object (nbformat v4); raises for a file that is not a notebook."""
    return nbformat.read(path, as_version=4)  # type: ignore[no-untyped-call]


def read_notebook_bytes(data: bytes) -> Any:
    """A notebook object (nbformat v4) from a file's bytes; raises for what is not a notebook."""
    return nbformat.reads(data.decode("utf-8"), as_version=4)  # type: ignore[no-untyped-call]


def answers_of(notebook: Any) -> Submission:
    """Collect every answer and exercise of a notebook, keyed by the item its cell is for."""
    lesson = notebook.metadata.get("mcpnb", {}).get("lesson")
    answers: dict[str, Any] = {}
    exercises: dict[str, str] = {}
    for cell in notebook.cells:
        item = cell.metadata.get("mcpnb", {}).get("item")
        tags = cell.metadata.get("tags", [])
        if cell.cell_type != "code" or not item:
            continue
        if ANSWER_TAG in tags:
            answers[item] = literal_answer(cell.source)
        elif EXERCISE_TAG in tags:
            exercises[item] = without_cell_magic(cell.source)
    return Submission(lesson, answers, exercises)


def literal_answer(source: str) -> Any:
    """The value assigned last in an answer cell, or Unreadable with the reason."""
    try:
        tree = ast.parse(source)
    except SyntaxError as exc:
        return Unreadable(say("answer.syntax-error", line=exc.lineno))
    assignments = [s for s in tree.body if isinstance(s, ast.Assign | ast.AnnAssign)]
    if not assignments or assignments[-1].value is None:
        return Unreadable(say("answer.no-value"))
    try:
        return ast.literal_eval(_JavaScriptNames().visit(assignments[-1].value))
    except (ValueError, TypeError, SyntaxError, MemoryError, RecursionError):
        return Unreadable(say("answer.not-literal"))


class _JavaScriptNames(ast.NodeTransformer):
    """Puts mcpnb's `null`, `true` and `false` where a source names them, as literal_eval takes
    any constant: the check then says how Python writes each, cell by cell."""

    def visit_Name(self, node: ast.Name) -> ast.AST:
        if isinstance(node.ctx, ast.Load) and node.id in JAVASCRIPT_NAMES:
            # Any: typeshed allows only Python's own constants, literal_eval returns any value
            name: Any = JAVASCRIPT_NAMES[node.id]
            return ast.copy_location(ast.Constant(name), node)
        return node


def without_cell_magic(source: str) -> str:
    """A cell's source without its first line when that line is a cell magic like %%writefile."""
    first, _, rest = source.partition("\n")
    return rest if first.startswith("%%") else source
