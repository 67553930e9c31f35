"""A student's course, laid out: the student editions of one language copied from the package
into a folder of her own (`mcpnb course ~/mcp --lang es`), which she then opens in JupyterLab.

A student's work is never overwritten: a file already there, edited or not, is left as it is and
said; a second run adds only what is missing (a lesson the course gained, a file she deleted).
Everything else a notebook needs it writes itself, beside it (its server's starting code, lesson
6's given transport).
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from mcpnb.course import EDITIONS_DIR


@dataclass(frozen=True)
class LaidOut:
    """What `lay_out` did: the files it wrote and the files it found there and left alone."""

    folder: Path
    written: tuple[str, ...]
    kept: tuple[str, ...]


def editions(code: str) -> list[Path]:
    """The student editions of language `code`, in the course's order."""
    return sorted((EDITIONS_DIR / code).glob("*.ipynb"))


def lay_out(folder: Path, code: str) -> LaidOut:
    """Copy the student editions of language `code` into `folder` (made if missing), never over
    a file already there (a link or a folder of that name included). Raises OSError where the
    folder cannot be made or written."""
    folder.mkdir(parents=True, exist_ok=True)
    written, kept = [], []
    for edition in editions(code):
        try:  # created only if absent, in one step: nothing there is ever replaced
            with open(folder / edition.name, "xb") as copy:
                copy.write(edition.read_bytes())
        except FileExistsError:
            kept.append(edition.name)
        else:
            written.append(edition.name)
    return LaidOut(folder, tuple(written), tuple(kept))
