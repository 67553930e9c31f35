"""A feedback page per graded submission: what passed, what to revisit, and the notebook's hints.

A page shows the student's own answers with their marks and the hints the notebook gives (the
table's, via `mcpnb.display.table_html`, and each failing behaviour's hint), never a right answer:
a `TableVerdict` holds no expected values, and of a server's findings only the label, the verdict
and the hint are shown, not what was expected nor the lines the check sent. Every value is
html-escaped, and a page depends only on the grade, so grading again writes the same bytes.
"""

from __future__ import annotations

import html
import re
from collections.abc import Sequence
from pathlib import Path

from mcpnb.display import table_html
from mcpnb.exercises import course
from mcpnb.grading import Graded, ItemGrade, write_atomically
from mcpnb.report import Report, Verdict
from mcpnb.tables import TableVerdict
from mcpnb.texts import say, speaking

STYLE = (
    "body{font-family:sans-serif;max-width:60em;margin:2em auto;padding:0 1em;color:#1f2328}"
    "h2{margin-top:2em}section{margin:1.5em 0}table{border-collapse:collapse}"
    "td,th{border:1px solid #d0d7de;padding:.3em .6em}"
    ".problem{color:#9a6700}.passed{color:#1a7f37}.failed{color:#cf222e}.hint{color:#57606a}"
)
SYMBOLS = {Verdict.PASSED: "\u2713", Verdict.FAILED: "\u2717", Verdict.NOT_JUDGED: "\u00b7",
           Verdict.SKIPPED: "\u2013"}


def _escape(text: object) -> str:
    return html.escape(str(text), quote=True)


def item_title(grade: ItemGrade) -> str:
    """The heading of an item: its table's title, or which check judged the server."""
    if grade.kind == "function":
        return say(f"{grade.item}.title")
    if grade.kind == "server":
        for content in course()["lessons"].values():
            if grade.item in content["items"]:
                return say("feedback.server", checker=content["items"][grade.item]["checker"])
    return say(f"{grade.item}.title")


def _findings_html(report: Report) -> str:
    rows = []
    for finding in report.findings:
        verdict = "passed" if finding.passed else "failed"
        hint = "" if finding.passed else (
            f"<div class='hint'>{_escape(say('report.hint'))}: "
            f"{_escape(finding.text('hint'))}</div>"
        )
        rows.append(
            f"<li class='{verdict}'>{SYMBOLS[finding.verdict]} "
            f"{_escape(finding.text('label'))} ({_escape(say(f'verdict.{finding.verdict}'))})"
            f"{hint}</li>"
        )
    score = say("feedback.server-score", passed=report.passed, total=report.total)
    return f"<p>{_escape(score)}</p><ul>{''.join(rows)}</ul>"


def item_html(grade: ItemGrade) -> str:
    """One item: title, points, then the marked answers or the reason there are none."""
    points = say("feedback.item-score", score=grade.score, points=grade.points)
    parts = [
        f"<section data-item='{_escape(grade.item)}'>"
        f"<h3>{_escape(item_title(grade))}</h3><p><b>{_escape(points)}</b></p>"
    ]
    if grade.problem:
        parts.append(f"<p class='problem'>{_escape(grade.problem)}</p>")
    if isinstance(grade.verdict, TableVerdict):
        parts.append(table_html(grade.verdict))
    elif isinstance(grade.verdict, Report):
        parts.append(_findings_html(grade.verdict))
    parts.append("</section>")
    return "".join(parts)


def feedback_html(graded: Graded) -> str:
    """The whole page for one submission, in its edition's language."""
    with speaking(graded.language):
        return _page(graded)


def _page(graded: Graded) -> str:
    lesson = (course()["lessons"][graded.lesson]["title"] if graded.lesson
              else say("feedback.no-lesson"))
    title = say("feedback.title", lesson=lesson, student=graded.student)
    body = [f"<h1>{_escape(title)}</h1>"]
    if graded.lesson:
        total = say("feedback.total", total=graded.total, max=graded.max)
        body.append(f"<p><b>{_escape(total)}</b></p>")
    if graded.ran:
        body.append(f"<p class='passed'>{_escape(say('feedback.ran-ok'))}</p>")
    if not graded.ok:
        noticed = say("feedback.noticed", status=graded.status)
        body.append(f"<p class='problem'>{_escape(noticed)}</p>")
    body.append(f"<p>{_escape(say('feedback.how-graded'))}</p>")
    revisit = [g for g in graded.items if not g.full_marks]
    passed = [g for g in graded.items if g.full_marks]
    if revisit:
        body.append(f"<h2>{_escape(say('feedback.revisit'))}</h2>")
        body += [item_html(g) for g in revisit]
    if graded.items:
        body.append(f"<h2>{_escape(say('feedback.passed'))}</h2>")
        if not passed:
            body.append(f"<p>{_escape(say('feedback.nothing-passed'))}</p>")
        body += [item_html(g) for g in passed]
    return (
        "<!DOCTYPE html>\n<html lang='en'><head><meta charset='utf-8'>"
        f"<title>{_escape(title)}</title><style>{STYLE}</style></head>\n"
        f"<body>\n{chr(10).join(body)}\n</body></html>\n"
    )


def page_names(graded: Sequence[Graded]) -> list[str]:
    """A file name per submission: `<student>.<lesson>.html`, with the file's name added where
    one student handed in the same lesson twice."""
    def safe(text: str) -> str:
        return re.sub(r"[^\w.-]", "_", text) or "_"

    def base(g: Graded) -> str:
        return f"{safe(g.student)}.{safe(g.lesson or g.path.stem)}"

    counts: dict[str, int] = {}
    for g in graded:
        counts[base(g)] = counts.get(base(g), 0) + 1
    return [
        f"{base(g)}.html" if counts[base(g)] == 1 else f"{base(g)}.{safe(g.path.stem)}.html"
        for g in graded
    ]


def write_feedback(graded: Sequence[Graded], folder: Path) -> list[Path]:
    """Write one page per submission into `folder`; returns the pages' paths."""
    written = []
    for g, name in zip(graded, page_names(graded), strict=True):
        path = folder / name
        write_atomically(path, feedback_html(g))
        written.append(path)
    return written
