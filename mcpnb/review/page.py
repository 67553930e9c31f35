"""The class report as one self-contained HTML page, in the teacher's language.

Each lesson: the distribution of its totals (a histogram) and its items' facility (bars), drawn
with matplotlib as SVG inside the page, each with a table beside it that a screen reader reads;
then the items flagged, the table cells most missed with their most frequent wrong answers, the
behaviours most broken, and the similar pairs. The SVGs carry no date and a fixed id salt, so the
same record gives the same page.
"""

from __future__ import annotations

import html
import io
from typing import TYPE_CHECKING, Any

import pandas as pd

from mcpnb import palette
from mcpnb.course import course
from mcpnb.review.analysis import FEW
from mcpnb.texts import lesson_title, number, say, say_count

if TYPE_CHECKING:
    from mcpnb.review import ClassReport

# The pictures are drawn 800 px wide at most: 8 in at 100 dpi.
WIDTH_INCHES, HEIGHT_INCHES = 8.0, 3.0
STYLE = ("body{font-family:sans-serif;max-width:820px;margin:auto;color:#1f2328}"
         "table{border-collapse:collapse;margin:0.5em 0}td,th{border:1px solid #ccc;"
         "padding:2px 6px;text-align:left}caption{text-align:left;font-weight:bold}"
         "pre{background:#f6f6f6;padding:4px;overflow-x:auto}"
         # The two sides of a pair share the page's width, their long lines wrapped.
         "table.pair{table-layout:fixed;width:100%}table.pair td{vertical-align:top}"
         "table.pair pre{white-space:pre-wrap;overflow-wrap:anywhere}")


def _e(value: Any) -> str:
    return html.escape(str(value), quote=True)


def _svg(draw: Any) -> str:
    import matplotlib

    matplotlib.use("svg")
    import matplotlib.pyplot as plt

    with matplotlib.rc_context({"svg.hashsalt": "mcpnb", "svg.fonttype": "none"}):
        figure, axes = plt.subplots(figsize=(WIDTH_INCHES, HEIGHT_INCHES), dpi=100)
        draw(axes)
        figure.tight_layout()
        out = io.StringIO()
        figure.savefig(out, format="svg", metadata={"Date": None})
        plt.close(figure)
    svg = out.getvalue()
    return svg[svg.index("<svg"):]


def _table(caption: str, header: list[str], rows: list[list[Any]]) -> str:
    head = "".join(f"<th scope='col'>{_e(h)}</th>" for h in header)
    body = "".join("<tr>" + "".join(f"<td>{_e(c)}</td>" for c in row) + "</tr>" for row in rows)
    return f"<table><caption>{_e(caption)}</caption><tr>{head}</tr>{body}</table>"


def _lesson(report: ClassReport, lesson: str) -> str:
    totals = report.totals[report.totals["lesson"] == lesson]["total"]
    maximum = float(report.totals[report.totals["lesson"] == lesson]["max"].max())
    items = report.items[report.items["lesson"] == lesson]
    summary = say_count("review.lesson", len(totals), mean=float(totals.mean()),
                  median=float(totals.median()), max=maximum)
    title = lesson_title(lesson)
    parts = [f"<h2>{_e(title)}</h2>", f"<p>{_e(summary)}</p>"]
    if (items["flag"] == "few").any():  # said once for the lesson, not on each of its items
        parts.append(f"<p>{_e(say('review.few-lesson', few=FEW))}</p>")

    def histogram(axes: Any) -> None:
        axes.hist(totals, bins=min(20, max(1, int(maximum))), range=(0, maximum),
                  color=palette.RIGHT)
        axes.set_xlabel(say("review.total-axis"))
        axes.set_ylabel(say("review.count-axis"))

    parts.append(f"<figure role='img' aria-label='{_e(say('review.totals', lesson=title))}'>"
                 f"{_svg(histogram)}</figure>")
    counts = totals.round().astype(int).value_counts().sort_index()
    parts.append(_table(say("review.totals", lesson=title),
                        [say("review.total-axis"), say("review.count-axis")],
                        [[t, n] for t, n in counts.items()]))

    def facility(axes: Any) -> None:
        axes.barh(list(items["item"])[::-1], list(items["facility"])[::-1], color=palette.RIGHT)
        axes.set_xlim(0, 1)
        axes.set_xlabel(say("review.facility"))

    parts.append(f"<figure role='img' aria-label='{_e(say('review.items', lesson=title))}'>"
                 f"{_svg(facility)}</figure>")
    parts.append(_table(say("review.items", lesson=title),
                        [say("review.item"), say("review.facility"), say("review.discrimination"),
                         say("review.flag")],
                        [[i["item"], number(i["facility"], ".2f"),
                          "" if pd.isna(i["discrimination"]) else number(i["discrimination"],
                                                                         ".2f"),
                          say(f"review.flag-{i['flag']}") if i["flag"] not in ("", "few")
                          else ""]
                         for i in _records(items)]))
    # Only what some missed: a cell or behaviour everyone got says nothing here.
    cells = report.cells[(report.cells["lesson"] == lesson) & (report.cells["right"] < 1)]
    cells = cells.sort_values("right", kind="stable").head(10)
    if len(cells):
        parts.append(_table(say("review.cells"), [say("review.cell"), say("review.right"),
                                                  say("review.wrong")],
                            [[f"{c.item} · {c.given} · {c.heading}", f"{c.right:.0%}",
                              _wrong(c.wrong)]
                             for c in cells.itertuples()]))
    found = report.behaviours[(report.behaviours["lesson"] == lesson)
                              & (report.behaviours["passed"] < 1)]
    found = found.sort_values("passed", kind="stable")
    if len(found):
        parts.append(_table(say("review.behaviours"), [say("review.item"), say("review.finding"),
                                                       say("review.passed")],
                            [[b.item, b.label, f"{b.passed:.0%} ({b.n})"]
                             for b in found.head(10).itertuples()]))
    return "".join(parts)


def _records(table: pd.DataFrame) -> list[dict[str, Any]]:
    return [{str(k): v for k, v in row.items()} for row in table.to_dict("records")]


def _wrong(wrong: Any) -> str:
    return "; ".join(say_count("review.wrote", n, placeholder="count", answer=a, hint=h)
                     for a, n, h in wrong)


def _similar(report: ClassReport) -> str:
    parts = [f"<h2>{_e(say('review.similar'))}</h2>"]
    if not len(report.similar):
        return parts[0] + f"<p>{_e(say('review.similar-none'))}</p>"
    for pair in report.similar.itertuples():
        said = say("review.pair", a=report.who(str(pair.a)), b=report.who(str(pair.b)),
                   share=pair.share)
        parts.append(f"<h3>{_e(lesson_title(str(pair.lesson)))} · {_e(pair.item)}: "
                     f"{_e(said)}</h3>")
        parts.append("<table class='pair'><tr>" + "".join(
            f"<td><pre>{_e(_lines(code, shown))}</pre></td>"
            for code, shown in ((pair.code_a, pair.lines_a), (pair.code_b, pair.lines_b)))
            + "</tr></table>")
    return "".join(parts)


def _carried(report: ClassReport) -> str:
    """The exercises that scored 0 because their running code was the course's own."""
    if not len(report.carried):
        return ""
    rows = "".join(
        f"<tr><td>{_e(report.who(student))}</td><td>{_e(lesson_title(str(lesson)))}</td>"
        f"<td>{_e(item)}</td><td>{_e('; '.join(map(str, functions)))}</td></tr>"
        for student, lesson, item, functions in zip(
            report.carried["student"], report.carried["lesson"], report.carried["item"],
            report.carried["carried"], strict=True))
    head = "".join(f"<th>{_e(say(key))}</th>" for key in (
        "review.carried-student", "review.carried-lesson", "review.item",
        "review.carried-functions"))
    return (f"<h2>{_e(say('review.carried'))}</h2><p>{_e(say('review.carried-why'))}</p>"
            f"<table><tr>{head}</tr>{rows}</table>")


def _overridden(report: ClassReport) -> str:
    """The marks the teacher changed by hand, and why."""
    if not len(report.overridden):
        return ""
    changed = report.overridden
    rows = "".join(
        "<tr>" + "".join(f"<td>{_e(str(cell))}</td>" for cell in (
            report.who(str(student)), lesson_title(str(lesson)), item,
            f"{number(graded)} \u2192 {number(score)}", reason)) + "</tr>"
        for student, lesson, item, graded, score, reason in zip(
            changed["student"], changed["lesson"], changed["item"], changed["graded"],
            changed["score"], changed["reason"], strict=True))
    head = "".join(f"<th>{_e(say(key))}</th>" for key in (
        "review.carried-student", "review.carried-lesson", "review.item", "review.changed-mark",
        "review.changed-reason"))
    return (f"<h2>{_e(say('review.changed'))}</h2><table><tr>{head}</tr>{rows}</table>")


def _lines(code: Any, numbers: Any) -> str:
    lines = code.splitlines()
    return "\n".join(f"{n:4d}  {lines[n - 1]}" for n in numbers if 0 < n <= len(lines))


def report_html(report: ClassReport) -> str:
    graded = list(dict.fromkeys(report.totals["lesson"]))  # in the course's order, as numbered
    lessons = sorted(graded, key=lambda x: (x not in course()["lessons"],
                                            list(course()["lessons"]).index(x)
                                            if x in course()["lessons"] else 0, x))
    body = ("".join(_lesson(report, lesson) for lesson in lessons) + _similar(report)
            + _carried(report) + _overridden(report))
    title = say_count("review.title", len(report.totals))
    return (f"<!DOCTYPE html><html><head><meta charset='utf-8'><title>{_e(title)}</title>"
            f"<style>{STYLE}</style></head><body><h1>{_e(title)}</h1>{body}</body></html>\n")
