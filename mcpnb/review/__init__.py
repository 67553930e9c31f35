"""The teacher's view of a graded class, from a gradebook and the record beside it.

`class_report(gradebook)` returns a `ClassReport` of pandas tables (`items`, `cells`,
`behaviours`, `similar`, `totals`, `carried`: see `analysis` and `similar`); `mcpnb report
GRADEBOOK --out report.html` writes them as one page (`page`); `mcpnb export` turns the gradebook
into what Canvas or Moodle imports (`export`).
"""

from __future__ import annotations

import dataclasses
import json
from dataclasses import dataclass
from pathlib import Path

import pandas as pd

from mcpnb.course import EXERCISE_TAG, course, kept_of_editions
from mcpnb.judge.tables.verdict import shown
from mcpnb.records import record_path
from mcpnb.review import analysis
from mcpnb.review.similar import fingerprints, similar_pairs
from mcpnb.teach.translations import starting_code
from mcpnb.texts import LANGUAGES

SIMILAR_COLUMNS = ["lesson", "item", "a", "b", "share", "lines_a", "lines_b", "code_a", "code_b"]


@dataclass(frozen=True)
class ClassReport:
    totals: pd.DataFrame
    items: pd.DataFrame
    cells: pd.DataFrame
    behaviours: pd.DataFrame
    similar: pd.DataFrame
    carried: pd.DataFrame = dataclasses.field(default_factory=lambda: pd.DataFrame(
        columns=analysis.CARRIED_COLUMNS))
    overridden: pd.DataFrame = dataclasses.field(default_factory=lambda: pd.DataFrame(
        columns=analysis.OVERRIDDEN_COLUMNS))
    # Each student's name, where the gradebook has one (its `name` column), to say whom a
    # platform's id is.
    names: dict[str, str] = dataclasses.field(default_factory=dict)

    def who(self, student: str) -> str:
        """A student as the report names her: her name and her id, or her id."""
        name = self.names.get(student, "")
        return f"{name} ({student})" if name and name != student else student


def teacher_solutions(editions: Path, lesson: str) -> dict[str, str]:
    """The teacher's own code of each exercise of a lesson, from its teacher editions (one
    folder per language under `editions`)."""
    found: dict[str, str] = {}
    for edition in sorted(editions.glob(f"*/{lesson}.ipynb")):
        try:
            cells = json.loads(edition.read_text(encoding="utf-8"))["cells"]
        except (OSError, ValueError, KeyError):
            continue
        for cell in cells:
            ours = cell.get("metadata", {}).get("mcpnb", {})
            if EXERCISE_TAG in cell.get("metadata", {}).get("tags", []) and ours.get("item"):
                source = cell["source"]
                found.setdefault(ours["item"], "".join(source) if isinstance(source, list)
                                 else source)
    return found


def solution_prints(editions: Path) -> dict[str, dict[str, list[int]]]:
    """The fingerprints of the teacher's solution of each exercise, by lesson and item: what
    `mcpnb release` keeps, so that a report made where no teacher edition is (a wheel) still
    counts them for none."""
    return {lesson: {item: sorted(fingerprints(code))
                     for item, code in sorted(teacher_solutions(editions, lesson).items())}
            for lesson in course()["lessons"]}


def similar(record: pd.DataFrame) -> pd.DataFrame:
    codes = analysis.lines(record, "code", ["student", "file", "lesson", "item", "source"])
    rows = []
    for (lesson, item), group in codes.groupby(["lesson", "item"], sort=False):
        spec = course()["lessons"][lesson]["items"][item]
        given = [starting_code(spec["start"], code) for code in LANGUAGES]
        solution = kept_of_editions().get("solutions", {}).get(lesson, {}).get(item, [])
        names = group["student"] + "/" + group["file"]
        sources = dict(zip(names, group["source"], strict=True))
        for pair in similar_pairs(sources, given, solution):
            rows.append([lesson, item, pair.a.split("/")[0], pair.b.split("/")[0], pair.share,
                         pair.lines_a, pair.lines_b, sources[pair.a], sources[pair.b]])
    return pd.DataFrame(rows, columns=SIMILAR_COLUMNS)


def named(cells: pd.DataFrame) -> pd.DataFrame:
    """The cells with the words of their table in the language spoken: `given` (the row's first
    given cell) and `heading` (its column's), as the lesson's own table shows them; a table the
    course no longer has keeps its numbers."""
    from mcpnb.judge.registry import table  # the tables' words: 10 ms, only for a report

    def words(item: str, row: int, column: int) -> tuple[str, str]:
        try:
            spec = table(item)
            return shown(spec.given[row - 1][0]), spec.columns[column - 1].name
        except (KeyError, IndexError):
            return "", str(column)

    places = zip(cells["item"], cells["row"], cells["column"], strict=True)
    labels = [words(str(item), int(row), int(column)) for item, row, column in places]
    named = cells.copy()
    named.insert(4, "given", [given for given, _ in labels])
    named.insert(5, "heading", [heading for _, heading in labels])
    return named


def class_report(gradebook: str | Path) -> ClassReport:
    """The class report of a gradebook, from the record `mcpnb grade` wrote beside it."""
    path = Path(gradebook)
    record = analysis.read_record(record_path(path))
    return ClassReport(analysis.totals(record), analysis.items(record),
                       named(analysis.cells(record)), analysis.behaviours(record), similar(record),
                       analysis.carried(record), analysis.overridden(record), names_in(path))


def names_in(gradebook: Path) -> dict[str, str]:
    """Each student's name as the gradebook's `name` column gives it (none where it has none,
    or cannot be read: the report names her by her id)."""
    try:
        table = pd.read_csv(gradebook, dtype=str, keep_default_na=False,
                            usecols=lambda c: c in ("student", "name"))
    except (OSError, ValueError):
        return {}
    if "name" not in table.columns or "student" not in table.columns:
        return {}
    return {s: n for s, n in zip(table["student"], table["name"], strict=True) if n}
