"""Write the student edition of a lesson from its teacher edition, which is the one source.

The teacher edition marks what a student must do with cell tags:

- `answer`: a code cell of assignments `name = <literal>`. Each blank becomes `...`: every value of
  a dict, every element of a list, and inside those every element of a tuple (a tuple is a row, its
  elements are the row's cells); any other value is blanked whole. Comments and layout stay.
- `exercise`: a code cell whose body is replaced by the starting code of its item (metadata
  `mcpnb.item`; the course data names the file in `data/exercises/`); a first line that is a
  cell magic stays.
- `teacher-only`: a cell left out of the student edition.

Every output is cleared and the lesson's id is stamped in the notebook's metadata
(`mcpnb.lesson`), so a renamed file is still recognised. Releasing twice changes nothing.
"""

from __future__ import annotations

import ast
import copy
import io
import itertools
import tokenize
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import nbformat

from mcpnb.data import data_path
from mcpnb.exercises import item_spec

ANSWER_TAG = "answer"
EXERCISE_TAG = "exercise"
TEACHER_ONLY_TAG = "teacher-only"
BLANK = "..."


def blank_answers(source: str) -> str:
    """The source of an answer cell with every blank's value replaced by `...`."""
    tree = ast.parse(source)
    spans = [node for statement in tree.body for node in _blanks_of(statement)]
    lines = [line.encode("utf-8") for line in source.splitlines(keepends=True)]
    # Replace from the last blank to the first, so earlier positions stay valid; ast gives
    # columns as byte offsets into each UTF-8 line.
    for node in sorted(spans, key=lambda n: (n.lineno, n.col_offset), reverse=True):
        assert node.end_lineno is not None and node.end_col_offset is not None
        first, last = node.lineno - 1, node.end_lineno - 1
        head = lines[first][: node.col_offset]
        tail = lines[last][node.end_col_offset :]
        lines[first : last + 1] = [head + BLANK.encode() + tail]
    return _tidy_comments(b"".join(lines).decode("utf-8"))


def _tidy_comments(source: str) -> str:
    """Two spaces before a trailing comment: the answers that aligned the comments are gone."""
    lines = source.splitlines(keepends=True)
    tokens = list(tokenize.generate_tokens(io.StringIO(source).readline))
    for before, token in reversed(list(itertools.pairwise(tokens))):
        row, col = token.start
        if token.type == tokenize.COMMENT and before.end[0] == row and col > before.end[1] + 2:
            line = lines[row - 1]
            lines[row - 1] = line[: before.end[1]] + "  " + line[col:]
    return "".join(lines)


def _blanks_of(statement: ast.stmt) -> list[ast.expr]:
    if not isinstance(statement, ast.Assign | ast.AnnAssign) or statement.value is None:
        raise ValueError(f"an answer cell holds only assignments, not {ast.unparse(statement)!r}")
    value = statement.value
    if isinstance(value, ast.Dict):
        cells = value.values
    elif isinstance(value, ast.List):
        cells = value.elts
    else:
        return [value]
    return [
        element
        for cell in cells
        for element in (cell.elts if isinstance(cell, ast.Tuple) else [cell])
    ]


def starting_code(cell: Any) -> str:
    """The body an exercise cell has in the student edition."""
    item = cell.metadata.get("mcpnb", {}).get("item")
    if not item:
        raise ValueError(f"exercise cell {cell.get('id')} names no item (mcpnb.item)")
    start = data_path("exercises", item_spec(item)[1]["start"]).read_text(encoding="utf-8")
    first_line = cell.source.split("\n", 1)[0]
    return f"{first_line}\n{start}" if first_line.startswith("%%") else start


def student_edition(teacher: Any, lesson: str) -> Any:
    """The student edition of a teacher notebook, as a new notebook object."""
    student = copy.deepcopy(teacher)
    student.cells = [c for c in student.cells if TEACHER_ONLY_TAG not in _tags(c)]
    for cell in student.cells:
        tags = _tags(cell)
        if ANSWER_TAG in tags:
            cell.source = blank_answers(cell.source)
        elif EXERCISE_TAG in tags:
            cell.source = starting_code(cell)
        if cell.cell_type == "code":
            cell.outputs = []
            cell.execution_count = None
        cell.metadata.pop("execution", None)
    student.metadata.pop("widgets", None)
    student.metadata["mcpnb"] = {"lesson": lesson, "edition": "student"}
    return student


def _tags(cell: Any) -> list[str]:
    return list(cell.metadata.get("tags", []))


def lesson_of(notebook_path: Path) -> str:
    """A lesson's id is its teacher notebook's name without the suffix: `01-messages`."""
    return notebook_path.stem


@dataclass(frozen=True)
class Release:
    """One student edition: where it goes, what it should hold, and whether the file holds it."""

    teacher: Path
    student: Path
    text: str

    @property
    def up_to_date(self) -> bool:
        return self.student.exists() and self.student.read_text(encoding="utf-8") == self.text


def plan(solutions: Path, out: Path) -> list[Release]:
    """Every teacher notebook in `solutions` and the student edition it gives in `out`."""
    releases = []
    for teacher_path in sorted(solutions.glob("*.ipynb")):
        teacher = nbformat.read(teacher_path, as_version=4)  # type: ignore[no-untyped-call]
        student = student_edition(teacher, lesson_of(teacher_path))
        text = nbformat.writes(student) + "\n"  # type: ignore[no-untyped-call]
        releases.append(Release(teacher_path, out / teacher_path.name, text))
    return releases


def write(releases: list[Release]) -> list[Release]:
    """Write the student editions that differ; return those written."""
    written = [r for r in releases if not r.up_to_date]
    for release in written:
        release.student.parent.mkdir(parents=True, exist_ok=True)
        release.student.write_text(release.text, encoding="utf-8")
    return written
