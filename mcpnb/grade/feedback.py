"""A feedback page per graded submission: what passed, what to revisit, and the notebook's hints.

A page shows the student's own answers with their marks and the hints the notebook gives (the
table's, via `mcpnb.judge.tables.verdict.table_html`, and each failing behaviour's hint), never a
right answer: a `TableVerdict` holds no expected values, and of a server's findings only the label,
the verdict and the hint are shown, not what was expected nor the lines the check sent. Every value
is html-escaped, and a page depends only on the grade, so grading again writes the same bytes.

A page is a view of the term's row (`mcpnb.term.Kept`): what only grading knows is rendered then,
once (`page_parts`), and the page is made of those parts and the row (`page_html`), so a mark the
teacher changes later shows without grading again. Each page is written on its own, under a
name no other row's page can take (`page_names`): a page that cannot be made or written costs
that page only (`write_page`).
"""

from __future__ import annotations

import hashlib
import html
import re
from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

from mcpnb import palette
from mcpnb.course import course
from mcpnb.grade.gradebook import write_atomically
from mcpnb.grade.grading import Graded, ItemGrade, status_said
from mcpnb.judge.report import Report, Verdict
from mcpnb.judge.tables.verdict import TableVerdict, table_html
from mcpnb.term import Kept, Mark
from mcpnb.texts import Sentence, from_json, language, say, say_count, speaking, text

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


def item_title(grade: ItemGrade | Mark) -> str:
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
        hint = "" if finding.passed or not finding.text("hint") else (  # none: no label
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


def page_parts(graded: Graded) -> dict[str, Any]:
    """What a page shows that only grading knows, in the edition's language, as JSON: for each
    item its problem, the cells not graded, and its marked answers or its findings. The rest of
    the page (the points, the teacher's changes, the status) is the row's (`page_html`)."""
    with speaking(graded.language):
        return {"items": {g.item: [g.problem, list(g.ignored), _verdict_html(g)]
                          for g in graded.items}}


def _verdict_html(grade: ItemGrade) -> str:
    if isinstance(grade.verdict, TableVerdict):
        return table_html(grade.verdict)
    if isinstance(grade.verdict, Report):
        return _findings_html(grade.verdict)
    return ""


def item_html(mark: Mark, part: Sequence[Any]) -> str:
    """One item: title, points, then the marked answers or the reason there are none."""
    problem, ignored, body = part
    points = say("feedback.item-score", score=mark.score, points=mark.points)
    parts = [
        f"<section data-item='{_escape(mark.item)}'>"
        f"<h3>{_escape(item_title(mark))}</h3><p><b>{_escape(points)}</b></p>"
    ]
    if mark.changed is not None:
        reason, was = mark.changed
        said = say("feedback.changed", reason=reason, was=was)
        parts.append(f"<p class='changed'>{_escape(said)}</p>")
    if problem:
        parts.append(f"<p class='problem'>{_escape(problem)}</p>")
    if ignored:
        cells = ", ".join(str(number) for number in ignored)
        note = say_count("feedback.ignored", len(ignored), cells=cells)
        parts.append(f"<p class='problem'>{_escape(note)}</p>")
    parts.append(body)
    parts.append("</section>")
    return "".join(parts)


def page_html(row: Kept, remarks: Sequence[Sentence] = (), name: str = "") -> str:
    """The whole page of a row of the term (its `page` parts in), in its edition's language;
    `remarks`, what the term's other rows make of it (`mcpnb.grade.views.remarks`); `name`,
    the student's, where the term knows one."""
    with speaking(row.language or None):
        return _page(row, remarks, name)


def _page(row: Kept, remarks: Sequence[Sentence], name: str = "") -> str:
    lesson = text("lesson.title")[row.lesson] if row.lesson else say("feedback.no-lesson")
    who = f"{name} ({row.student})" if name and name != row.student else row.student
    title = say("feedback.title", lesson=lesson, student=who)
    body = [f"<h1>{_escape(title)}</h1>"]
    if row.lesson:
        total = say("feedback.total", total=row.total, max=row.max)
        body.append(f"<p><b>{_escape(total)}</b></p>")
    if row.ran:
        body.append(f"<p class='passed'>{_escape(say('feedback.ran-ok'))}</p>")
    problems = [*map(from_json, row.problems), *remarks]
    if problems:
        noticed = say("feedback.noticed", status=status_said(problems, row.language or None))
        body.append(f"<p class='problem'>{_escape(noticed)}</p>")
    body.append(f"<p>{_escape(say('feedback.how-graded'))}</p>")
    parts = (row.page or {}).get("items", {})
    revisit = [m for m in row.marks if m.score < m.points]
    passed = [m for m in row.marks if m.score >= m.points]
    if revisit:
        body.append(f"<h2>{_escape(say('feedback.revisit'))}</h2>")
        body += [item_html(m, parts.get(m.item, ("", [], ""))) for m in revisit]
    if row.marks:
        body.append(f"<h2>{_escape(say('feedback.passed'))}</h2>")
        if not passed:
            body.append(f"<p>{_escape(say('feedback.nothing-passed'))}</p>")
        body += [item_html(m, parts.get(m.item, ("", [], ""))) for m in passed]
    return (
        f"<!DOCTYPE html>\n<html lang='{language()}'><head><meta charset='utf-8'>"
        f"<title>{_escape(title)}</title><style>{STYLE}</style></head>\n"
        f"<body>\n{chr(10).join(body)}\n</body></html>\n"
    )


def page_names(rows: Sequence[Kept]) -> list[str]:
    """A file name per row, `<student>.<lesson>.<digest>.html`, that no other shares.

    The readable parts are the student's name and the lesson (for a file of no lesson, its
    name), each kept to letters, digits, `_`, `.` and `-` and cut short. Two students can read
    the same that way (`f1 x` and `f1_x`), or differ only in case, which a folder copied onto
    macOS or Windows does not tell apart: the digest, of the exact student and lesson (or the
    file's place in the download or the class folder), tells them apart. A name depends on its
    own row's student and lesson only, never on where a download was unpacked, so grading again
    writes over the same page and a student has one page per lesson; should two still agree
    (digests alike in their first digits, or one row listed twice), the later one is numbered.
    """
    names: list[str] = []
    taken: set[str] = set()
    for row in rows:
        parts = [row.student, row.lesson or Path(row.place).stem]
        base = ".".join([*map(_name_part, parts), _digest(row)])
        name, number = base, 1
        while name.casefold() in taken:
            number += 1
            name = f"{base}-{number}"
        taken.add(name.casefold())
        names.append(f"{name}.html")
    return names


@cache
def _name_part(text: str) -> str:
    """A readable piece of a page's name: never hidden (a leading `.`), and at most `PART_BYTES`
    long in UTF-8, so that a name fits the 255 bytes a file system allows."""
    safe = re.sub(r"[^\w.-]", "_", text).lstrip(".") or "_"
    return safe.encode()[:PART_BYTES].decode("utf-8", "ignore")


def _digest(row: Kept) -> str:
    """A short digest of whose row this is and of which lesson (or place), in lower case."""
    exact = f"{row.student}\0{row.lesson or row.place}"
    # A name of bytes that are not UTF-8 holds lone surrogates: "surrogatepass" encodes any.
    return hashlib.sha256(exact.encode("utf-8", "surrogatepass")).hexdigest()[:DIGEST_CHARS]


@dataclass(frozen=True)
class Pages:
    """What writing the pages did: the pages of the rows (written now or before), and each row
    that has none, with what went wrong (the row's place, then why)."""

    written: tuple[Path, ...]
    failed: tuple[tuple[str, str], ...] = ()


def write_page(path: Path, row: Kept, remarks: Sequence[Sentence] = (),
               name: str = "") -> str | None:
    """Write one row's page at `path`, on its own: None, or what went wrong (a bug of one page,
    when its parts were made or now, or a full disk: the class still gets theirs)."""
    if failed := (row.page or {}).get("failed"):
        return str(failed)
    try:
        write_atomically(path, page_html(row, remarks, name))
    except Exception as error:
        return f"{type(error).__name__}: {error}"
    return None
