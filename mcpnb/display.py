"""How verdicts look: HTML for JupyterLab, plain text everywhere else.

Everything here is a pure function of a verdict, with no ids, times or paths, so a notebook shows
the same output on every run and nbval can compare it.
"""

from __future__ import annotations

import html
from typing import Any

from mcpnb.tables import Mark, TableVerdict
from mcpnb.texts import say

SYMBOLS = {Mark.RIGHT: "\u2713", Mark.WRONG: "\u2717", Mark.BLANK: "\u00b7"}
COLOURS = {Mark.RIGHT: "#1a7f37", Mark.WRONG: "#cf222e", Mark.BLANK: "#6e7781"}
MARK_WORDS = {Mark.RIGHT: "mark.right", Mark.WRONG: "mark.wrong", Mark.BLANK: "mark.blank"}


def shown(value: Any) -> str:
    """A cell's value as the student would write it in Python."""
    return "..." if value is Ellipsis else repr(value)


def score_line(verdict: TableVerdict) -> str:
    return say("table.score", right=verdict.right, total=verdict.total)


def table_text(verdict: TableVerdict) -> str:
    lines = [f"{verdict.title}: {score_line(verdict)}"]
    lines += [f"  ! {note}" for note in verdict.notes]
    for number, (given, cells) in enumerate(zip(verdict.given, verdict.cells, strict=True), 1):
        lines.append(f"  {say('table.row', number=number)}: " + ", ".join(
            f"{name} {shown(value)}" for name, value in zip(verdict.given_columns, given,
                                                         strict=True)))
        for name, cell in zip(verdict.answer_columns, cells, strict=True):
            mark = f"{SYMBOLS[cell.mark]} {say(MARK_WORDS[cell.mark])}"
            lines.append(f"    {name}: {shown(cell.answer)}  {mark}")
            if cell.hint:
                lines.append(f"      {say('report.hint')}: {cell.hint}")
    return "\n".join(lines)


def _td(text: str, style: str = "") -> str:
    attribute = f' style="{style}"' if style else ""
    return f"<td{attribute}>{text}</td>"


def table_html(verdict: TableVerdict) -> str:
    cell_style = "text-align:left;vertical-align:top;font-family:monospace;white-space:pre-wrap"
    head = "".join(
        f"<th style='text-align:left'>{html.escape(name)}</th>"
        for name in verdict.given_columns + verdict.answer_columns
    )
    body = []
    for given, cells in zip(verdict.given, verdict.cells, strict=True):
        row = [_td(html.escape(shown(value)), cell_style) for value in given]
        for cell in cells:
            colour = COLOURS[cell.mark]
            word = html.escape(say(MARK_WORDS[cell.mark]))
            mark = (
                f"<span class='mcpnb-mark-{cell.mark}' style='color:{colour};font-weight:bold'>"
                f"{SYMBOLS[cell.mark]} {word}</span>"
            )
            hint = (
                f"<div style='color:{colour};font-family:sans-serif;white-space:normal'>"
                f"{html.escape(cell.hint)}</div>" if cell.hint else ""
            )
            row.append(_td(f"{html.escape(shown(cell.answer))}<br>{mark}{hint}", cell_style))
        body.append("<tr>" + "".join(row) + "</tr>")
    notes = "".join(f"<p style='color:#9a6700'>{html.escape(n)}</p>" for n in verdict.notes)
    return (
        f"<div class='mcpnb-table' data-item='{html.escape(verdict.item)}'>"
        f"<p><b>{html.escape(verdict.title)}</b>: {html.escape(score_line(verdict))}</p>{notes}"
        f"<table><thead><tr>{head}</tr></thead><tbody>{''.join(body)}</tbody></table></div>"
    )


def show_code(*objects: Any) -> Any:
    """The source of functions or classes of the package, highlighted, for a lesson to read."""
    import inspect

    from IPython.display import Code

    source = "\n\n".join(inspect.getsource(o).rstrip() for o in objects)
    return Code(source, language="python")  # type: ignore[no-untyped-call]
