"""What a grading leaves the teacher to look at, said at its end in a few lines: each row of this
run with a problem (a tie to decide, a notebook of another lesson, one that did not run to its
end, one not attempted, a file that is no notebook of the course: the rows the summary counts
"with problems"), with its status; who in the roster handed nothing in,
and what a platform's download held that is not graded (a text entry, another attachment), and
why. Every row says it in its status too; this is the list to act on.
"""

from __future__ import annotations

import re
import zipfile
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path

from mcpnb.grade import downloads
from mcpnb.grade.grading import status_said
from mcpnb.records import INFORMATIONAL_CODES, shown
from mcpnb.term import Kept
from mcpnb.texts import from_json, say, say_count

# A Moodle participant's folder or flat file of any plugin's (`_assignsubmission_onlinetext`).
MOODLE_ANY = re.compile(r"_(?P<user>\d+)_assignsubmission_[a-z]+(?:_|$)")
# At most this many names on one line: the rest counted.
SHOWN = 12


@dataclass(frozen=True)
class Ignored:
    """A file of a platform's download that is no notebook: whose, where, and what it is."""

    student: str
    place: str
    kind: str  # "text" (a text entry, or a link), or "other"


def ignored_in(paths: Iterable[Path]) -> list[Ignored]:
    """The files of the platforms' downloads named that are no notebook (folders of one's
    own, and a class's folders, are the teacher's: their other files say nothing)."""
    found = []
    for path in paths:
        if downloads.is_zip(path):
            with zipfile.ZipFile(path) as zipped:
                names = [m.filename for m in zipped.infolist() if not m.is_dir()]
            tops = {parts[0]: len(parts) > 1 for parts in (n.split("/") for n in names)}
            platform = downloads.platform_named(list(tops.items()))
        elif path.is_dir() and not path.is_symlink():
            platform = downloads.platform_of(path)
            names = [p.relative_to(path).as_posix() for p in sorted(path.rglob("*"))
                     if p.is_file() and not p.is_symlink()] if platform else []
        else:
            continue
        for name in names:
            parts = [p for p in name.split("/") if p]
            if platform is None or not parts or downloads.is_notebook_name(name) \
                    or downloads.hidden(tuple(parts)):
                continue
            student = downloads.student_part(parts, platform)[1]
            if student is None and (entry := downloads.CANVAS_ENTRY.search(parts[0])
                                    or MOODLE_ANY.search(parts[0])):
                student = entry["user"]
            if student is not None:
                found.append(Ignored(student, name, _kind(name)))
    return found


def _kind(name: str) -> str:
    """A text entry or a link (Canvas's `_text.html`, `_link.html`; Moodle's online text,
    `onlinetext.html`), or another file."""
    lowered = name.lower()
    text = lowered.endswith(("_text.html", "_link.html", "onlinetext.html")) or \
        "_assignsubmission_onlinetext" in lowered
    return "text" if text else "other"


def lines(rows: Sequence[Kept], names: Mapping[str, str], roster: Mapping[str, str] | None,
          handed: Iterable[str], ignored: Sequence[Ignored], due: bool = False) -> list[str]:
    """The teacher's list, in the language spoken: the rows of this run (`rows`) that count
    for nothing yet, each with its status; the roster's students (with their names; None: no
    roster) who handed in nothing (`handed`: whose files there were); the files not graded;
    with a due time (`due`), how many files nothing says the lateness of."""
    def who(student: str) -> str:
        name = names.get(student) or (roster or {}).get(student, "")
        return shown(f"{name} ({student})" if name and name != student else student)

    said = []
    for row in rows:
        if set(row.status_code.split(";")) - INFORMATIONAL_CODES - {"ok"} or not row.lesson:
            status = status_said([from_json(p) for p in row.problems], None)
            said.append(say("attention.row", student=who(row.student), which=shown(
                row.lesson or row.place), status=shown(status)))
    absent = sorted(set(roster or ()) - set(handed) - {f.student for f in ignored})
    if absent:
        said.append(say_count("attention.absent", len(absent),
                              students=_some(map(who, absent))))
    for kind in ("text", "other"):
        files = [f for f in ignored if f.kind == kind]
        if files:
            said.append(say_count(f"attention.ignored-{kind}", len(files), files=_some(
                (f"{who(f.student)}: {shown(f.place)}" for f in files), "; ")))
    unknown = sum(1 for row in rows if row.lesson and not row.late[0])
    if due and unknown:
        said.append(say_count("attention.late-unknown", unknown))
    return said


def _some(items: Iterable[str], between: str = ", ") -> str:
    items = list(items)
    more = len(items) - SHOWN
    return between.join(items[:SHOWN]) + (say("attention.more", n=more) if more > 0 else "")
