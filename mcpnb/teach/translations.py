"""A lesson's prose in every language of the course, kept beside its English in one notebook.

Each cell of prose carries its translations in its metadata, `mcpnb.text`:

- a Markdown cell: `{"from": <digest of its English>, "es": <the cell in Spanish>, "de": ...}`;
- a code cell with comments: `{"from": <digest>, "es": {<English comment>: <Spanish>}, ...}`,
  where a comment is the text of a `#` comment as written, from the `#` on; a string of prose
  (a question put to a model, a label printed) may be there too, as written, quotes and all.
  Every comment must be translated; the rest of the code, its names and its other strings are
  the same in every language.

`from` is the digest of the English the translations were made from: when the English changes,
`stale` names the cell until its translations are made again. `edition(notebook, code)` is the
notebook in one language: what `mcpnb release` writes for each.
"""

from __future__ import annotations

import copy
import hashlib
import io
import json
import tokenize
from functools import cache
from typing import Any

from mcpnb.course import data_path
from mcpnb.texts import ENGLISH, LANGUAGES

TRANSLATED = tuple(code for code in LANGUAGES if code != ENGLISH)


def digest(source: str) -> str:
    """A short digest of a cell's English: what its translations were made from."""
    return hashlib.sha256(source.encode("utf-8")).hexdigest()[:12]


def _lines(source: str) -> list[str]:
    """The lines of a source as tokenize numbers them: cut at newlines only."""
    return io.StringIO(source).readlines()


def _tokens(source: str) -> list[tokenize.TokenInfo] | None:
    """The tokens of a source, or None where Python cannot tokenize it (a cell magic)."""
    try:
        return list(tokenize.generate_tokens(io.StringIO(source).readline))
    except (tokenize.TokenError, SyntaxError, IndentationError):
        return None


def comments_of(source: str) -> list[str]:
    """The comments of a code cell, each from its `#` on, in order; a cell Python cannot
    tokenize (a cell magic) gives its whole-line comments."""
    tokens = _tokens(source)
    if tokens is None:
        return [line.strip() for line in _lines(source) if line.lstrip().startswith("#")]
    return [token.string for token in tokens if token.type == tokenize.COMMENT]


def has_prose(cell: Any) -> bool:
    """Is there anything in this cell to translate (or translations to keep fresh)?"""
    if "text" in cell.metadata.get("mcpnb", {}):
        return True
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


def prose_of_code(source: str) -> list[str]:
    """What must be translated in a file of starting code: its comments and docstrings."""
    tokens = tokenize.generate_tokens(io.StringIO(source).readline)
    return [t.string for t in tokens if t.type == tokenize.COMMENT
            or (t.type == tokenize.STRING and t.string.startswith('"""'))]


@cache
def starting_code_translations() -> dict[str, Any]:
    """The translations of every exercise's starting code, by file name
    (`data/exercises/translations.json`, each as a code cell's, with the digest of its file)."""
    loaded: dict[str, Any] = json.loads(
        data_path("exercises", "translations.json").read_text(encoding="utf-8"))
    return loaded


def starting_code(name: str, code: str) -> str:
    """The starting code `data/exercises/<name>` in language `code`."""
    source = data_path("exercises", name).read_text(encoding="utf-8")
    if code == ENGLISH:
        return source
    return translated_code(source, starting_code_translations().get(name, {}).get(code, {}))


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
            cell.source = translated_code(cell.source, text[code])
    copied.metadata.setdefault("mcpnb", {})["language"] = code
    return copied


def translated_code(source: str, comments: dict[str, str]) -> str:
    """The code with each comment, and each string the translations name (a docstring, a
    question), replaced by its translation; everything else as it was."""
    lines, tokens = _lines(source), _tokens(source)
    if tokens is None:
        return "".join(_whole_line(line, comments) for line in lines)
    starts = [0]
    for line in lines:
        starts.append(starts[-1] + len(line))
    text = source
    for token in reversed(tokens):
        if token.type in (tokenize.COMMENT, tokenize.STRING) and token.string in comments:
            begin = starts[token.start[0] - 1] + token.start[1]
            end = starts[token.end[0] - 1] + token.end[1]
            text = text[:begin] + comments[token.string] + text[end:]
    return text


def _whole_line(line: str, comments: dict[str, str]) -> str:
    stripped = line.strip()
    if stripped not in comments:
        return line
    return line[: len(line) - len(line.lstrip())] + comments[stripped] + line[len(line.rstrip()):]
