"""A feedback page per graded submission: what passed, what to revisit, and the notebook's hints.

A page shows the student's own answers with their marks and the hints the notebook gives (the
table's, via `mcpnb.judge.tables.verdict.table_html`, and each failing behaviour's hint), never a
right answer: a `TableVerdict` holds no expected values, and of a server's findings only the label,
the verdict and the hint are shown, not what was expected nor the lines the check sent. Every value
is html-escaped, and a page depends only on the grade, so grading again writes the same bytes.

Each page is written on its own, under a name no other submission's page can take (`page_names`):
a page that cannot be made or written costs that page only, and `write_feedback` says which.
"""

from __future__ import annotations

import hashlib
import html
import re
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

from mcpnb import palette
from mcpnb.course import course
from mcpnb.grade.gradebook import write_atomically
from mcpnb.grade.grading import Graded, ItemGrade
from mcpnb.judge.report import Report, Verdict
from mcpnb.judge.tables.verdict import TableVerdict, table_html
from mcpnb.texts import language, say, speaking, text

STYLE = (
    "body{font-family:sans-serif;max-width:60em;margin:2em auto;padding:0 1em;color:#1f2328}"
    "h2{margin-top:2em}section{margin:1.5em 0}table{border-collapse:collapse}"
    "td,th{border:1px solid #d0d7de;padding:.3em .6em}"
    f".problem{{color:{palette.NOTE}}}.passed{{color:{palette.RIGHT}}}"
    f".failed{{color:{palette.WRONG}}}.hint{{color:#57606a}}"
)
# A page's name: each readable part at most this many bytes, so that three parts, the digest and
# the ten bytes `write_atomically` adds for its temporary file stay within the 255 a file name may
# hold; and this many hex digits of digest, which two submissions share about once in 4e9 pairs.
PART_BYTES = 60
DIGEST_CHARS = 8
SYMBOLS = {Verdict.PASSED: "\u2713", Verdict.FAILED: "\u2717", Verdict.NOT_JUDGED: "\u00b7",
           Verdict.SKIPPED: "\u2013"}


def _escape(text: object) -> str:
    """Text for the page: html-escaped, and what UTF-8 cannot hold (a lone surrogate, which a
    folder name of bytes that are not UTF-8 becomes) written as its escape instead."""
    writable = str(text).encode("utf-8", "backslashreplace").decode("utf-8")
    return html.escape(writable, quote=True)


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
    if grade.changed is not None:
        reason, was = grade.changed
        said = say("feedback.changed", reason=reason, was=was)
        parts.append(f"<p class='changed'>{_escape(said)}</p>")
    if grade.problem:
        parts.append(f"<p class='problem'>{_escape(grade.problem)}</p>")
    if grade.ignored:
        cells = ", ".join(str(number) for number in grade.ignored)
        parts.append(f"<p class='problem'>{_escape(say('feedback.ignored', cells=cells))}</p>")
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
    lesson = text("lesson.title")[graded.lesson] if graded.lesson else say("feedback.no-lesson")
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
        f"<!DOCTYPE html>\n<html lang='{language()}'><head><meta charset='utf-8'>"
        f"<title>{_escape(title)}</title><style>{STYLE}</style></head>\n"
        f"<body>\n{chr(10).join(body)}\n</body></html>\n"
    )


def page_names(graded: Sequence[Graded]) -> list[str]:
    """A file name per submission, `<student>.<lesson>.<digest>.html`, that no other shares.

    The readable parts are the student's folder, the lesson and, where it is not the lesson's
    own, the notebook's file name, each kept to letters, digits, `_`, `.` and `-` and cut short.
    Two folders can read the same that way (`f1 x` and `f1_x`), or differ only in case, which a
    folder copied onto macOS or Windows does not tell apart: the digest, of the exact student and
    path, tells them apart. A name depends on its own submission only, so grading the class
    again gives the same names; should two still agree (digests alike in their first digits, or
    one submission listed twice), the later one is numbered.
    """
    names: list[str] = []
    taken: set[str] = set()
    for g in graded:
        parts = [g.student, g.lesson or g.path.stem]
        if g.lesson and g.path.stem != g.lesson:
            parts.append(g.path.stem)
        base = ".".join([*map(_name_part, parts), _digest(g)])
        name, number = base, 1
        while name.casefold() in taken:
            number += 1
            name = f"{base}-{number}"
        taken.add(name.casefold())
        names.append(f"{name}.html")
    return names


def _name_part(text: str) -> str:
    """A readable piece of a page's name: never hidden (a leading `.`), and at most `PART_BYTES`
    long in UTF-8, so that a name fits the 255 bytes a file system allows."""
    safe = re.sub(r"[^\w.-]", "_", text).lstrip(".") or "_"
    return safe.encode()[:PART_BYTES].decode("utf-8", "ignore")


def _digest(graded: Graded) -> str:
    """A short digest of whose submission this is and of where it lies, in lower case."""
    exact = f"{graded.student}\0{graded.path.absolute()}"
    # A path of bytes that are not UTF-8 holds lone surrogates: "surrogatepass" encodes any.
    return hashlib.sha256(exact.encode("utf-8", "surrogatepass")).hexdigest()[:DIGEST_CHARS]


@dataclass(frozen=True)
class Pages:
    """What `write_feedback` did: the pages it wrote, and each submission it wrote none for, with
    what went wrong (the submission's path, then why)."""

    written: tuple[Path, ...]
    failed: tuple[tuple[Path, str], ...] = ()


def write_feedback(graded: Sequence[Graded], folder: Path) -> Pages:
    """Write one page per submission into `folder`, each on its own: a page that cannot be made
    or written is told in what this returns, and the others are written all the same."""
    written, failed = [], []
    for g, name in zip(graded, page_names(graded), strict=True):
        path = folder / name
        try:
            write_atomically(path, feedback_html(g))
        except Exception as error:  # a bug of one page, or a full disk: the class still gets theirs
            failed.append((g.path, f"{type(error).__name__}: {error}"))
        else:
            written.append(path)
    return Pages(tuple(written), tuple(failed))
