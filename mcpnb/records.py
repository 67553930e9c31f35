"""What lies beside a gradebook. The grading record's layout, the one contract between the
grader that writes it (`mcpnb.grade.record`) and the class report that reads it (`mcpnb.review`):
where it is, and how its lines are written and read (what each line holds is
`mcpnb.grade.record`'s docstring); how a cell of the gradebook (and of a file exported from it)
is written so that a spreadsheet and a terminal show it as text; which of the gradebook's students
each row of a platform's roster is (for `mcpnb export`, and for `mcpnb grade --roster`: the roster
itself is read by `mcpnb.lms`); and the name of the teacher's secret.
"""

from __future__ import annotations

import json
import re
from collections.abc import Container, Iterable
from pathlib import Path
from typing import Any

SUFFIX = ".record.jsonl"
# The term's database (`mcpnb.term`): every grading of the term, of which the gradebook, the
# record and the feedback pages are views.
DATABASE_SUFFIX = ".sqlite"
# The teacher's secret (`mcpnb.grade.grading.teacher_secret`) lies beside the gradebook too,
# under this name, unless the teacher names another file.
SECRET_NAME = ".mcpnb-secret"
# Set by the worker in the kernel it runs. There a notebook's own checks (`mcpnb.check_table`, ...)
# answer at once and show nothing: the grader judges every answer itself, from the cells'
# sources, and a check run in the kernel would cost the notebook's time (lesson 6's starts its
# real clients and the conformance suite) for output nobody sees; and a show cell's reference
# server is waited for longer (`mcpnb.content.exchange`), a busy grading machine being no fault
# of the student's.
IN_GRADER = "MCPNB_IN_GRADER"
# A gradebook row whose notebook did not run to its end has one of these among its
# `status_code`s (`mcpnb.grade.grading.status_code` of how the run ended): its total counts what
# was graded all the same, and the export leaves it out for the teacher to look at.
STOPPED_CODES = frozenset({"error", "input", "timeout", "died", "memory", "cpu", "file-size",
                           "disk", "processes", "ended", "not-run", "interrupted",
                           "scheduler-lost", "workers-died", "grader-failed"})
# Codes said for the teacher's information alone: a row with no other is as good as `ok` (the
# later of two files graded, a mark changed by hand, an edition in another language).
INFORMATIONAL_CODES = frozenset({"later-file", "superseded", "overridden", "other-language",
                                 "other-language-section"})
# A row with one of these was graded on a file the teacher must confirm: of a student's files of
# one lesson, nothing said which was her last (`mcpnb.grade.batch.latest`). The export leaves it
# out as it does a stopped row.
# So was a teacher edition handed in, every answer in it: graded, never exported until she says.
UNDECIDED_CODES = frozenset({"tied", "teacher-edition"})
# A row with one of these was never graded to its end (the batch stopped, its worker was lost):
# it never takes the place of a graded row of the term (`mcpnb.term.Term.commit`).
NOT_GRADED_CODES = frozenset({"interrupted", "scheduler-lost", "workers-died"})


def record_path(gradebook: Path) -> Path:
    """Where the record of a gradebook is: beside it, `<name>.record.jsonl`."""
    return gradebook.with_name(gradebook.stem + SUFFIX)


def database_path(gradebook: Path) -> Path:
    """Where the term's database of a gradebook is: beside it, `<name>.sqlite`."""
    return gradebook.with_name(gradebook.stem + DATABASE_SUFFIX)


def record_text(lines: Iterable[dict[str, Any]]) -> str:
    """The record's text: one JSON object per line, its keys sorted, so that the same class
    gives the same bytes."""
    return "".join(json.dumps(line, ensure_ascii=False, sort_keys=True) + "\n" for line in lines)


def read_lines(path: Path) -> list[dict[str, Any]]:
    """The record's objects, in order; a line that is not a JSON object is a ValueError naming
    it (a blank line is skipped)."""
    found: list[dict[str, Any]] = []
    for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
        if line.strip():
            value = json.loads(line)
            if not isinstance(value, dict):
                raise ValueError(f"line {number} of {path} is not a record's object")
            found.append(value)
    return found


# The control characters (C0, DEL and C1): in a cell, what a terminal showing the file would
# obey (clearing the screen, forging a line) rather than show.
_CONTROLS = re.compile(r"[\x00-\x1f\x7f-\x9f]")


def shown(value: str) -> str:
    """Text that a terminal shows as it is written: each control character as its escape (a
    student's folder name or an exception's, say, which may hold ESC)."""
    return _CONTROLS.sub(lambda found: f"\\x{ord(found.group()):02x}", value)


def as_text(value: str) -> str:
    """A cell a spreadsheet shows as text, and a terminal as written (`shown`): one starting like
    a formula gets a leading quote, and so does one starting with a quote, so that no two cells
    read alike that were not alike."""
    return "'" + shown(value) if value[:1] in ("=", "+", "-", "@", "\t", "\r", "'") else shown(
        value)


# Moodle's grading worksheet names a participant "Participant 101" (in the site's language:
# "Teilnehmer/in 101"): the gradebook of its download knows her as 101.
PARTICIPANT = re.compile(r"^\D*?\s(?P<id>\d+)$")


class RosterError(ValueError):
    """A roster that cannot be used, said in one line."""


def identity(value: str, known: Container[str]) -> str:
    """A roster's cell as the gradebook knows its student (`known`, the gradebook's students, a
    set for a class): itself, or a participant's number."""
    if value in known:
        return value
    found = PARTICIPANT.match(value.strip())
    return found["id"] if found and found["id"] in known else value
