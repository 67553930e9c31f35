"""A lesson's prose in every language of the course, kept beside its English in one notebook.

Each cell of prose carries its translations in its metadata, `mcpnb.text`:

- a Markdown cell: `{"from": <digest of its English>, "es": <the cell in Spanish>, "de": ...}`;
- a code cell with comments: `{"from": <digest>, "es": {<English comment>: <Spanish>}, ...}`,
  where a comment is the text of a `#` comment as written, from the `#` on; the code, its
  strings and its names are the same in every language.

`from` is the digest of the English the translations were made from: when the English changes,
`stale` names the cell until its translations are made again. `edition(notebook, code)` is the
notebook in one language: what `mcpnb release` writes for each.
"""

from __future__ import annotations

import copy
import hashlib
import io
import tokenize
from typing import Any

from mcpnb.texts import ENGLISH, LANGUAGES

TRANSLATED = tuple(code for code in LANGUAGES if code != ENGLISH)


def digest(source: str) -> str:
    """A short digest of a cell's English: what its translations were made from."""
    return hashlib.sha256(source.encode("utf-8")).hexdigest()[:12]


def comments_of(source: str) -> list[str]:
    """The comments of a code cell, each from its `#` on, in order; a cell Python cannot
    tokenize (a cell magic) gives its whole-line comments."""
    try:
        tokens = list(tokenize.generate_tokens(io.StringIO(source).readline))
    except (tokenize.TokenError, SyntaxError, IndentationError):
        return [line.strip() for line in source.splitlines() if line.lstrip().startswith("#")]
    return [token.string for token in tokens if token.type == tokenize.COMMENT]


def has_prose(cell: Any) -> bool:
    """Is there anything in this cell to translate?"""
    if cell.cell_type == "markdown":
        return bool(cell.source.strip())
    return cell.cell_type == "code" and bool(comments_of(cell.source))


def translate(cell: Any, translations: dict[str, Any]) -> None:
    """Keep `translations` ({"es": ..., "de": ...}, as in the module's docstring) in the cell,
    made from its English as it is now."""
    text = {"from": digest(cell.source)}
    text.update((code, translations[code]) for code in TRANSLATED)
    cell.metadata.setdefault("mcpnb", {})["text"] = text


def stale(notebook: Any) -> list[str]:
    """The ids of the cells of prose whose translations are missing, incomplete or made from
    other English than theirs now."""
    found = []
    for cell in notebook.cells:
        if not has_prose(cell):
            continue
        text = cell.metadata.get("mcpnb", {}).get("text", {})
        complete = all(code in text for code in TRANSLATED)
        if cell.cell_type == "code":
            needed = set(comments_of(cell.source))
            complete = complete and all(needed <= set(text[code]) for code in TRANSLATED)
        if not complete or text.get("from") != digest(cell.source):
            found.append(cell.get("id", "?"))
    return found


def forget(cell: Any) -> dict[str, Any] | None:
    """Take the translations out of a cell's metadata (and `mcpnb` itself, if nothing else was
    in it); they are returned."""
    own = cell.metadata.get("mcpnb")
    if own is None:
        return None
    text: dict[str, Any] | None = own.pop("text", None)
    if not own:
        del cell.metadata["mcpnb"]
    return text


def edition(notebook: Any, code: str) -> Any:
    """A copy of the notebook in language `code`, without the translations it carries."""
    copied = copy.deepcopy(notebook)
    for cell in copied.cells:
        text = forget(cell)
        if text is None or code == ENGLISH:
            continue
        if cell.cell_type == "markdown":
            cell.source = text[code]
        else:
            cell.source = _with_comments(cell.source, text[code])
    copied.metadata.setdefault("mcpnb", {})["language"] = code
    return copied


def _with_comments(source: str, comments: dict[str, str]) -> str:
    """The code with each comment replaced by its translation, everything else as it was."""
    lines = source.splitlines(keepends=True)
    try:
        tokens = list(tokenize.generate_tokens(io.StringIO(source).readline))
    except (tokenize.TokenError, SyntaxError, IndentationError):
        return "".join(_whole_line(line, comments) for line in lines)
    for token in reversed([t for t in tokens if t.type == tokenize.COMMENT]):
        row, col = token.start
        line = lines[row - 1]
        end = col + len(token.string)
        lines[row - 1] = line[:col] + comments.get(token.string, token.string) + line[end:]
    return "".join(lines)


def _whole_line(line: str, comments: dict[str, str]) -> str:
    stripped = line.strip()
    if stripped not in comments:
        return line
    return line[: len(line) - len(line.lstrip())] + comments[stripped] + line[len(line.rstrip()):]
