"""A student's course, laid out: the student editions of one language copied from the package
into a folder of her own (`mcpnb course ~/mcp --lang es`), which she then opens in JupyterLab.

A student's work is never overwritten: a file already there, edited or not, is left as it is and
said; a second run adds only what is missing (a lesson the course gained, a file she deleted).
On a shared machine the course goes only where its owner put it: a folder of someone else's, or
a path through a link someone else made, is refused (another user could have planted a notebook
there, or pointed the link anywhere); a folder it makes is hers alone (0700).
Everything else a notebook needs it writes itself, beside it (its server's starting code, lesson
6's given transport).
"""

from __future__ import annotations

import errno
import json
import os
import stat
from dataclasses import dataclass
from pathlib import Path

from mcpnb.course import EDITIONS_DIR
from mcpnb.texts import say, say_count, text

# A lesson's edition is about 40 KB; a file a hundred times bigger is no lesson of the course.
MAX_LESSON_BYTES = 4 * 1024 * 1024


@dataclass(frozen=True)
class LaidOut:
    """What `lay_out` did: the files it wrote and the files it found there and left alone."""

    folder: Path
    written: tuple[str, ...]
    kept: tuple[str, ...]
    other_language: tuple[tuple[str, str], ...] = ()  # kept lessons of another edition's language


def editions(code: str) -> list[Path]:
    """The student editions of language `code`, in the course's order."""
    return sorted((EDITIONS_DIR / code).glob("*.ipynb"))


def someone_elses(folder: Path) -> Path | None:
    """The part of `folder` another user could have put there, or None: a link on its way that
    is neither this user's nor root's, or the folder itself where it is not this user's."""
    me, path = os.geteuid(), Path(os.path.abspath(folder))
    for part in [*reversed(path.parents), path]:
        try:
            found = os.lstat(part)
        except OSError:  # missing: made below, by this user
            return None
        if stat.S_ISLNK(found.st_mode) and found.st_uid not in (me, 0):
            return part
    return path if path.is_dir() and path.stat().st_uid != me else None


def lay_out(folder: Path, code: str) -> LaidOut:
    """Copy the student editions of language `code` into `folder` (made if missing, for this
    user alone), never over a file already there (a link or a folder of that name included).
    Raises OSError where the folder cannot be made or written, or is someone else's."""
    if (theirs := someone_elses(folder)) is not None:
        raise PermissionError(errno.EPERM, say("course.not-yours", part=theirs))
    folder.mkdir(mode=0o700, parents=True, exist_ok=True)
    written, kept = [], []
    for edition in editions(code):
        try:  # created only if absent, in one step: nothing there is ever replaced
            with open(folder / edition.name, "xb") as copy:
                copy.write(edition.read_bytes())
        except FileExistsError:
            kept.append(edition.name)
        else:
            written.append(edition.name)
    other = tuple((name, spoken) for name in kept
                  if (spoken := language_of(folder / name)) is not None and spoken != code)
    return LaidOut(folder, tuple(written), tuple(kept), other)


def told(laid: LaidOut, code: str) -> list[str]:
    """What `lay_out` did, said in the language spoken: what it wrote, what it left alone, and
    which of those are another language's edition than `code`'s."""
    said = [say_count(key, len(names), folder=laid.folder, files=", ".join(names))
            for key, names in (("course.written", laid.written), ("course.kept", laid.kept))
            if names]
    if laid.other_language:
        names = text("language.names")
        said.append(say_count("course.other-language", len(laid.other_language),
                              files=", ".join(name for name, _ in laid.other_language),
                              other=names[laid.other_language[0][1]], asked=names[code],
                              code=code))
    return said


def language_of(notebook: Path) -> str | None:
    """The language of a lesson's edition, as its metadata says (None: not one that says)."""
    try:
        with open(notebook, "rb") as file:  # a student's file: read a lesson's worth at most
            found = json.loads(file.read(MAX_LESSON_BYTES))["metadata"]["mcpnb"]["language"]
    except (OSError, ValueError, KeyError, TypeError):
        return None
    return found if isinstance(found, str) else None
