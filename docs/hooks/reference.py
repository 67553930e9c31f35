"""An MkDocs hook: the pages that restate the code are written from it at every build.

A page holds a marker where the code's own words go, and the hook puts them there:

- `<!-- mcpnb:cli -->`: every subcommand of `mcpnb`, its usage, description and options, from the
  argument parser itself (`mcpnb.cli.parser`, which `mcpnb.arguments` builds);
- `<!-- mcpnb:status-codes -->`: each `status_code` of the gradebook, with the status the English
  catalogue writes for it and what the export does with its row (`mcpnb.records`);
- `<!-- mcpnb:item-columns -->`: each lesson's graded items, the gradebook's columns between
  `late_known_by` and `total` (`data/course.json`);
- `<!-- mcpnb:record -->`: the grading record's format, `mcpnb.grade.record`'s docstring.

A marker missing from every page, or a fixed column of the gradebook that its page's table does
not list in the gradebook's order, fails the build: a reference cannot quietly lose a part.
"""

from __future__ import annotations

import argparse
import ast
import html
import importlib.util
import re
from collections.abc import Callable
from pathlib import Path
from typing import Any

from mkdocs.exceptions import PluginError

# The usage lines' width: fixed, so that the page is the same on every machine, whatever its
# terminal.
USAGE_WIDTH = 92
# Keys of the catalogue's `status.*` that are part of another status's sentence, not a status of
# their own: ", in cell 4" after a limit, the kind of file a refused one is.
STATUS_PHRASES = re.compile(r"status\.(in-cell|kind-.*)")


def _text(text: str) -> str:
    """The parser's words as Markdown shows them: on one line, HTML's special characters and
    Markdown's emphasis and link marks escaped (`NN-*.ipynb` twice is no emphasis, `<student>`
    no tag); a `code span` stays one."""
    parts = " ".join(text.split()).split("`")
    parts[::2] = (re.sub(r"([\\*_\[\]])", r"\\\1", html.escape(part, quote=False))
                  for part in parts[::2])
    return "`".join(parts)


def _cell(text: str) -> str:
    """Text for a Markdown table's cell: `_text`, its column bar escaped too."""
    return _text(text).replace("|", "\\|")


def _formatter(parser: argparse.ArgumentParser) -> argparse.HelpFormatter:
    return argparse.HelpFormatter(parser.prog, width=USAGE_WIDTH)


def _usage(parser: argparse.ArgumentParser) -> str:
    formatter = _formatter(parser)
    formatter.add_usage(parser.usage, parser._actions, parser._mutually_exclusive_groups)
    return formatter.format_help().strip()


def _options(parser: argparse.ArgumentParser) -> list[str]:
    """A table of the parser's arguments: how each is written, and what it does."""
    formatter = _formatter(parser)
    alone = {id(a): [o for o in group._group_actions if o is not a]
             for group in parser._mutually_exclusive_groups for a in group._group_actions}
    rows = []
    for action in parser._actions:
        if isinstance(action, argparse._HelpAction):
            continue
        if isinstance(action, argparse._SubParsersAction):  # the subcommands: each its section
            rows += [f"| [`{c.dest}`](#mcpnb-{c.dest}) | {_cell(c.help or '')} |"
                     for c in action._choices_actions]
            continue
        said = formatter._expand_help(action) if action.help else ""
        if action.option_strings and action.required:
            said += " (required)"
        if others := alone.get(id(action)):
            said += " (not with " + " or ".join(o.option_strings[0] for o in others) + ")"
        invocation = formatter._format_action_invocation(action).replace("|", "\\|")
        rows.append(f"| `{invocation}` | {_cell(said)} |")
    return ["| argument | what it does |", "| --- | --- |", *rows] if rows else []


def _command(title: str, parser: argparse.ArgumentParser, summary: str | None) -> list[str]:
    lines = [f"## `{title}`", ""]
    if summary:
        lines += [_text(summary[0].upper() + summary[1:]) + ".", ""]
    lines += ["```text", _usage(parser), "```", ""]
    if parser.description:
        lines += [_text(parser.description), ""]
    return lines + _options(parser) + [""]


def cli_reference() -> str:
    """Every subcommand of `mcpnb`, as its parser accepts it."""
    from mcpnb.cli import parser  # the whole command line: every subcommand's parser

    top = parser()
    (commands,) = [a for a in top._actions if isinstance(a, argparse._SubParsersAction)]
    summaries = {choice.dest: choice.help for choice in commands._choices_actions}
    lines = _command("mcpnb", top, None)
    for name, sub in commands.choices.items():
        lines += _command(f"mcpnb {name}", sub, summaries.get(name))
    return "\n".join(lines)


def status_codes() -> str:
    """Each status code, what the gradebook's status says for it, and how the export takes it."""
    from mcpnb.grade.grading import STATUS_CODES  # the grader: codes named apart from their keys
    from mcpnb.records import INFORMATIONAL_CODES, STOPPED_CODES, UNDECIDED_CODES
    from mcpnb.texts import catalogue

    said: dict[str, list[str]] = {}
    for key, sentence in catalogue("en").items():
        if key.startswith("status.") and not STATUS_PHRASES.fullmatch(key):
            code = STATUS_CODES.get(key, key.removeprefix("status."))
            said.setdefault(code, []).append(re.sub(r"\{(\w+)[^}]*\}", r"{\1}", sentence))
    kinds = [(STOPPED_CODES, "stopped: the export leaves the roster's cell and names the row"),
             (UNDECIDED_CODES, "undecided: the export leaves it out until you decide"),
             (INFORMATIONAL_CODES, "for your information: as good as `ok`")]
    lines = ["| `status_code` | the status, in English | in the export |", "| --- | --- | --- |"]
    for code, sentences in said.items():
        kind = next((words for codes, words in kinds if code in codes), "")
        lines.append(f"| `{code}` | {' / '.join(map(_cell, sentences))} | {kind} |")
    return "\n".join(lines)


def item_columns() -> str:
    """Each lesson's graded items: their kind and points, in the gradebook's order."""
    from mcpnb.course import course

    lines = ["| lesson | its items' columns (kind, points) | max |", "| --- | --- | --- |"]
    for lesson, content in course()["lessons"].items():
        items = content["items"]
        named = ", ".join(f"`{item}` ({spec['kind']}, {spec['points']:g})"
                          for item, spec in items.items())
        lines.append(f"| `{lesson}` | {named} | {sum(s['points'] for s in items.values()):g} |")
    return "\n".join(lines)


def record_format() -> str:
    """The record's format, as `mcpnb/grade/record.py` says it."""
    spec = importlib.util.find_spec("mcpnb.grade.record")
    assert spec is not None and spec.origin is not None
    docstring = ast.get_docstring(ast.parse(Path(spec.origin).read_text(encoding="utf-8")))
    if not docstring:
        raise PluginError("mcpnb/grade/record.py has lost its docstring, the record's format")
    return docstring


MARKERS: dict[str, Callable[[], str]] = {
    "<!-- mcpnb:cli -->": cli_reference,
    "<!-- mcpnb:status-codes -->": status_codes,
    "<!-- mcpnb:item-columns -->": item_columns,
    "<!-- mcpnb:record -->": record_format,
}
_replaced: set[str] = set()


def _check_fixed_columns(markdown: str) -> None:
    """The gradebook page's table right after its marker lists the gradebook's fixed columns,
    in its order."""
    from mcpnb.grade.gradebook import columns_for  # the gradebook's columns

    fixed = columns_for(set())
    table = re.match(r"\s*((?:\|.*\n)+)", markdown.split("<!-- mcpnb:fixed-columns -->")[1])
    listed = re.findall(r"^\| `([a-z_]+)` \|", table[1] if table else "", re.M)
    if listed != fixed:
        raise PluginError(f"the gradebook's page lists the columns {listed}; the gradebook "
                          f"writes {fixed} (and the items' between late_known_by and total)")


def on_pre_build(config: Any) -> None:
    _replaced.clear()


def on_page_markdown(markdown: str, page: Any, config: Any, files: Any) -> str:
    for marker, write in MARKERS.items():
        if marker in markdown:
            markdown = markdown.replace(marker, write())
            _replaced.add(marker)
    if "<!-- mcpnb:fixed-columns -->" in markdown:
        _check_fixed_columns(markdown)
        _replaced.add("<!-- mcpnb:fixed-columns -->")
    return markdown


def on_post_build(config: Any) -> None:
    missing = sorted({*MARKERS, "<!-- mcpnb:fixed-columns -->"} - _replaced)
    if missing:
        raise PluginError(f"no page holds {', '.join(missing)}: its reference is gone")
