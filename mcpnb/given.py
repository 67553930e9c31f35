"""What a server exercise is given beside the student's own code: files from earlier lessons
that the student's server imports, which a student runs but need not read (lesson 6's server
of tools is served by lesson 5's transport, `tools_transport.py`).

An item names them in the course data (`"given": {file name: file in data/exercises/}`); the
notebook writes them beside the student's server (`write_given`), in the edition's language,
and the grader writes the course's own copy beside the source it checks, whatever the student's
folder held, so a student's edit of a given file changes no grade.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from mcpnb.course import item_spec
from mcpnb.teach.translations import starting_code
from mcpnb.texts import ENGLISH, language, say


def given_files(item: str, code: str = ENGLISH) -> dict[str, str]:
    """The files `item`'s server is given, by the name it imports them under: their text in
    language `code` (the comments translated, as its starting code's are)."""
    files: dict[str, str] = item_spec(item)[1].get("given", {})
    return {name: starting_code(data, code) for name, data in files.items()}


@dataclass(frozen=True)
class Written:
    """What `write_given` wrote, said as one sentence in a notebook."""

    item: str
    names: tuple[str, ...]

    def __repr__(self) -> str:
        return say(f"given.{self.item}", files=", ".join(self.names))


def write_given(item: str, folder: str | Path = ".") -> Written:
    """Write the files `item`'s server is given into `folder` (a notebook's own), in the language
    spoken; what it wrote, said as a sentence."""
    files = given_files(item, language())
    for name, text in files.items():
        Path(folder, name).write_text(text, encoding="utf-8")
    return Written(item, tuple(files))
