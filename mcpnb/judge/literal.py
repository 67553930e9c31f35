"""How an answer is read from the source of its cell, by the grader and by the notebook's own check
alike: the value of the cell's last assignment (to the name the item's check reads, if the cell
assigns it), as Python literals only, read with `ast.literal_eval`. JavaScript's `null`, `true`
and `false` are read as the names the notebook imports from mcpnb, so that a table's check answers
each cell holding one as it does in the notebook. In a list, tuple, set or dict (a table), a part
that is no literal (a word without its quotes) is `NotAValue` as written, and the rest is read:
that cell alone is wrong. A value that is no literal at all is `Unparsable`, and says why, in the
same words in the notebook (`mcpnb.judge.tables.check`) and in the feedback
(`mcpnb.grade.submission`).
"""

from __future__ import annotations

import ast
from dataclasses import dataclass
from typing import Any

from mcpnb.judge.answers import JAVASCRIPT_NAMES, NotAValue
from mcpnb.texts import say

# The longest cell source parsed. The course's longest answer cell holds 548 characters; parsing
# costs time and memory in proportion (10 MB of `1,` take 50 s and 5 GB), 20,000 take 40 ms.
MAX_CELL_CHARS = 20_000
# CPython's tokenizer refuses brackets nested past 200 with this message.
_TOO_MANY_BRACKETS = "too many nested parentheses"


@dataclass(frozen=True)
class Unparsable:
    """An answer cell whose source is not a literal a checker can take: says why."""

    why: str


def checked_name(tree: ast.Module, item: str) -> str | None:
    """The name a cell hands a checker of `item`: `bad_line_replies` in
    `mcpnb.check_table("bad-lines", bad_line_replies)`."""
    for node in ast.walk(tree):
        match node:
            case ast.Call(func=ast.Attribute(attr=callee) | ast.Name(id=callee),
                          args=[ast.Constant(value=checked), ast.Name(id=name), *_]):
                if checked == item and callee.startswith("check_"):
                    return str(name)
    return None


def assigned(statement: ast.stmt, name: str | None) -> ast.expr | None:
    """The value a statement assigns to `name` (to anything, for None), if it assigns one."""
    if isinstance(statement, ast.Assign):
        targets = statement.targets
    elif isinstance(statement, ast.AnnAssign):
        targets = [statement.target]
    else:
        return None
    named = name is None or any(isinstance(t, ast.Name) and t.id == name for t in targets)
    return statement.value if named else None


def assigns(tree: ast.Module, name: str) -> bool:
    """Whether a cell's statements give `name` a value."""
    return any(assigned(statement, name) is not None for statement in tree.body)


def parse(source: str) -> ast.Module | Unparsable:
    """A cell's syntax tree, or Unreadable saying why: too long, a syntax error, or too deep."""
    if len(source) > MAX_CELL_CHARS:
        return Unparsable(say("answer.too-long", size=len(source), limit=MAX_CELL_CHARS))
    try:
        return ast.parse(source)
    except SyntaxError as exc:
        if exc.msg == _TOO_MANY_BRACKETS:
            return Unparsable(say("answer.too-deep"))
        return Unparsable(say("answer.syntax-error", line=exc.lineno))
    except (RecursionError, MemoryError):  # the parser's own stack, or building the tree
        return Unparsable(say("answer.too-deep"))


def literal_answer(source: str) -> Any:
    """The value assigned last in an answer cell, or Unreadable with the reason."""
    tree = parse(source)
    return tree if isinstance(tree, Unparsable) else value_of(tree, None)


def value_of(tree: ast.Module, name: str | None) -> Any:
    """The value a cell's last assignment to `name` gives it (its last assignment, when it has
    none to that name, or for None), or Unreadable with the reason."""
    values = [v for s in tree.body if (v := assigned(s, None)) is not None]
    if not values:
        return Unparsable(say("answer.no-value"))
    to_name = [v for s in tree.body if (v := assigned(s, name)) is not None]
    value = (to_name or values)[-1]
    try:
        return ast.literal_eval(_JavaScriptNames().visit(value))
    except (RecursionError, MemoryError):
        return Unparsable(say("answer.too-deep"))
    except (ValueError, TypeError, SyntaxError):
        if isinstance(value, CONTAINERS):  # a table: each of its parts read on its own
            try:
                parts = _part(value)
            except (RecursionError, MemoryError):
                return Unparsable(say("answer.too-deep"))
            if type(parts) is not NotAValue:
                return parts
        return Unparsable(say("answer.not-literal"))


CONTAINERS = (ast.List, ast.Tuple, ast.Set, ast.Dict)


def _part(node: ast.expr) -> Any:
    """A container's value read part by part: each part that is no literal (`b'x` without its
    quotes, a name, a call) becomes `NotAValue`, as written, where it stands."""
    if isinstance(node, ast.List | ast.Tuple | ast.Set) and not any(
            isinstance(e, ast.Starred) for e in node.elts):
        parts = [_part(e) for e in node.elts]
        return list(parts) if isinstance(node, ast.List) else tuple(parts) if isinstance(
            node, ast.Tuple) else _set(parts, node)
    if isinstance(node, ast.Dict) and None not in node.keys:
        keys = [_part(k) for k in node.keys if k is not None]
        values = [_part(v) for v in node.values]
        try:
            return dict(zip(keys, values, strict=True))
        except TypeError:  # a key that cannot be one (a list)
            return NotAValue(ast.unparse(node))
    try:
        return ast.literal_eval(_JavaScriptNames().visit(node))
    except (ValueError, TypeError, SyntaxError):
        return NotAValue(ast.unparse(node))


def _set(parts: list[Any], node: ast.Set) -> Any:
    try:
        return set(parts)
    except TypeError:
        return NotAValue(ast.unparse(node))


class _JavaScriptNames(ast.NodeTransformer):
    """Puts mcpnb's `null`, `true` and `false` where a source names them, as literal_eval takes
    any constant: the check then says how Python writes each, cell by cell."""

    def visit_Name(self, node: ast.Name) -> ast.AST:
        if isinstance(node.ctx, ast.Load) and node.id in JAVASCRIPT_NAMES:
            # Any: typeshed allows only Python's own constants, literal_eval returns any value
            name: Any = JAVASCRIPT_NAMES[node.id]
            return ast.copy_location(ast.Constant(name), node)
        return node
