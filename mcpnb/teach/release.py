"""Write every edition of a lesson, in every language, from its one source in `lessons/`.

A source holds the teacher's answers, its prose in English, and beside each cell of prose its
Spanish and German (`mcpnb.teach.translations`). For each language it gives:

- the teacher edition, `solutions/<language>/`: the source in that language, its first
  code cell setting the language (`mcpnb.set_language`), run from top to bottom in its folder so
  that it shows its outputs (nbval compares them); it is up to date when what it runs is;
- the student edition, `notebooks/<language>/`, from the teacher edition, with no outputs.

The source marks what a student must do with cell tags:

- `answer`: a code cell of assignments `name = <literal>`. Each blank becomes `...`: every value of
  a dict, every element of a list, and inside those every element of a tuple (a tuple is a row, its
  elements are the row's cells); any other value is blanked whole. Comments and layout stay.
- `exercise`: a code cell whose body is replaced by the starting code of its item (metadata
  `mcpnb.item`; the course data names the file in `data/exercises/`); a first line that is a
  cell magic stays.
- `teacher-only`: a cell left out of the student edition.

The lesson's id and the edition's language are stamped in each edition's metadata (`mcpnb.lesson`,
`mcpnb.language`), so a renamed file is still recognised and graded in its language. Releasing
twice changes nothing.
"""

from __future__ import annotations

import ast
import copy
import io
import itertools
import json
import textwrap
import tokenize
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from mcpnb.course import ANSWER_TAG, EXERCISE_TAG, TEACHER_ONLY_TAG, item_spec
from mcpnb.quick_nbformat import nbformat
from mcpnb.teach import translations
from mcpnb.teach.translations import edition, forget
from mcpnb.texts import ENGLISH, LANGUAGES, has, speaking, text

BLANK = "..."
# The source's first code cell speaks English; each edition's speaks its language instead.
SET_ENGLISH = 'mcpnb.set_language("en")'
# A teacher edition runs in well under a minute; lesson 3's real clients are the slowest.
RUN_TIMEOUT = 300


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
    # A value written in parentheses (strings joined over several lines) is blanked whole: `...`,
    # not `(...)`, which reads as if a tuple were asked for.
    blanked = b"".join(lines).decode("utf-8").replace(f"({BLANK})", BLANK)
    return _tidy_comments(blanked)


# How wide a key word's meaning is written above its line, its indent and `# ` included.
MEANING_WIDTH = 95


def with_meanings(source: str, item: str | None, language: str) -> str:
    """A key-words cell with each word's meaning (what its example is to be, as the check's table
    says it) written above the word's line: the format of each answer is told before the first
    try, in the edition's language, from the check's own words."""
    with speaking(language):
        if not item or not has(f"{item}.words"):
            return source
        words, labels = text(f"{item}.words"), text("key-words.labels")
    meanings = {labels[word]: meaning for word, meaning in words.items()}
    above: list[tuple[int, list[str]]] = []
    for statement in ast.parse(source).body:
        value = getattr(statement, "value", None)
        for key in value.keys if isinstance(value, ast.Dict) else ():
            if isinstance(key, ast.Constant) and key.value in meanings:
                indent = " " * key.col_offset
                wrapped = textwrap.wrap(meanings[key.value],
                                        MEANING_WIDTH - len(indent) - 2)
                above.append((key.lineno - 1, [f"{indent}# {line}\n" for line in wrapped]))
    lines = source.splitlines(keepends=True)
    for row, comment in reversed(above):
        lines[row:row] = comment
    return "".join(lines)


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


def starting_code(cell: Any, language: str = ENGLISH) -> str:
    """The body an exercise cell has in the student edition in `language`."""
    item = cell.metadata.get("mcpnb", {}).get("item")
    if not item:
        raise ValueError(f"exercise cell {cell.get('id')} names no item (mcpnb.item)")
    start = translations.starting_code(item_spec(item)[1]["start"], language)
    first_line = cell.source.split("\n", 1)[0]
    return f"{first_line}\n{start}" if first_line.startswith("%%") else start


def student_edition(teacher: Any, lesson: str) -> Any:
    """The student edition of a teacher notebook, as a new notebook object."""
    student = copy.deepcopy(teacher)
    language = teacher.metadata.get("mcpnb", {}).get("language")
    student.cells = [c for c in student.cells if TEACHER_ONLY_TAG not in _tags(c)]
    for cell in student.cells:
        tags = _tags(cell)
        if ANSWER_TAG in tags:
            item = cell.metadata.get("mcpnb", {}).get("item")
            cell.source = with_meanings(blank_answers(cell.source), item, language or ENGLISH)
        elif EXERCISE_TAG in tags:
            cell.source = starting_code(cell, language or ENGLISH)
        if cell.cell_type == "code":
            cell.outputs = []
            cell.execution_count = None
        cell.metadata.pop("execution", None)
        forget(cell)  # the translations stay in the source; each edition is in one language
    student.metadata.pop("widgets", None)
    student.metadata["mcpnb"] = {"lesson": lesson, "edition": "student"} | (
        {"language": language} if language else {})
    return student


def teacher_edition(source: Any, lesson: str, code: str) -> Any:
    """A lesson's teacher edition in one language, every answer in it, not yet run."""
    teacher = edition(source, code)
    for cell in teacher.cells:
        if cell.cell_type == "code":
            cell.source = cell.source.replace(SET_ENGLISH, f'mcpnb.set_language("{code}")')
            cell.outputs = []
            cell.execution_count = None
        cell.metadata.pop("execution", None)
    teacher.metadata.pop("widgets", None)
    teacher.metadata["mcpnb"] = {"lesson": lesson, "edition": "teacher", "language": code}
    return teacher


def _tags(cell: Any) -> list[str]:
    return list(cell.metadata.get("tags", []))


def lesson_of(notebook_path: Path) -> str:
    """A lesson's id is its source notebook's name without the suffix: `01-messages`."""
    return notebook_path.stem


def as_text(notebook: Any) -> str:
    """A notebook as the file holds it."""
    return str(nbformat.writes(notebook)) + "\n"  # type: ignore[no-untyped-call]


def _what_runs(notebook: Any) -> list[tuple[str, str, str]]:
    """What a notebook says and runs, its outputs aside: the cells' kinds, sources, metadata."""
    def plain(value: Any) -> str:
        return json.dumps(value, sort_keys=True)

    return [(c.cell_type, c.source, plain(c.metadata)) for c in notebook.cells] + [
        ("notebook", "", plain(notebook.metadata.get("mcpnb")))]


@dataclass(frozen=True)
class Release:
    """One edition of one lesson in one language: where it goes and what it must hold. A teacher
    edition also holds its outputs: it is up to date when what it runs is."""

    source: Path
    path: Path
    notebook: Any
    teacher: bool

    @property
    def up_to_date(self) -> bool:
        if not self.path.exists():
            return False
        text = self.path.read_text(encoding="utf-8")
        if not self.teacher:
            return text == as_text(self.notebook)
        held = nbformat.reads(text, as_version=4)  # type: ignore[no-untyped-call]
        return _what_runs(held) == _what_runs(self.notebook)


def plan(lessons: Path, out: Path, solutions: Path) -> list[Release]:
    """Every edition of every lesson source in `lessons`: for each language, the teacher edition
    in `solutions/<language>/` and the student edition in `out/<language>/`."""
    releases = []
    for source_path in sorted(lessons.glob("*.ipynb")):
        source = nbformat.read(source_path, as_version=4)  # type: ignore[no-untyped-call]
        lesson, name = lesson_of(source_path), source_path.name
        for code in LANGUAGES:
            teacher = teacher_edition(source, lesson, code)
            releases.append(Release(source_path, solutions / code / name, teacher, True))
            student = student_edition(teacher, lesson)
            releases.append(Release(source_path, out / code / name, student, False))
    return releases


def write(releases: list[Release], *, rerun: bool = False) -> list[Release]:
    """Write the editions that differ (with `rerun`, every teacher edition too), a teacher
    edition run from top to bottom in its folder; return those written."""
    written = [r for r in releases if not r.up_to_date or (rerun and r.teacher)]
    for release in written:
        release.path.parent.mkdir(parents=True, exist_ok=True)
        notebook = _run(release.notebook, release.path.parent) if release.teacher else (
            release.notebook)
        release.path.write_text(as_text(notebook), encoding="utf-8")
    return written


def _run(notebook: Any, folder: Path) -> Any:
    """The notebook with its outputs, run in a fresh kernel in `folder` as nbval runs it."""
    from nbclient import NotebookClient

    ran = copy.deepcopy(notebook)
    NotebookClient(ran, timeout=RUN_TIMEOUT, kernel_name="python3", record_timing=False,
                   resources={"metadata": {"path": str(folder)}}).execute()
    for cell in ran.cells:
        cell.metadata.pop("execution", None)
    return ran
