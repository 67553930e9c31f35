"""A class as it comes from a learning platform: Canvas's or Moodle's bulk download of an
assignment, as the zip or as the folder it unpacks to, told apart by its files' names, each file
owned by the platform's own identity of the student.

- **Canvas** ("Download Submissions"; `app/models/content_zipper.rb` in instructure/canvas-lms)
  gives flat files, one per file a student attached, named
  `<name>[_late]_<user id>_<attachment id>_<file name>`: `<name>` is the student's sortable name
  lowercased with everything but letters, digits and `_` removed (none under anonymous
  grading), `late` (also seen as `LATE`) marks a submission after the due date, and the user id
  is the `ID` column of Canvas's gradebook export. Example:
  `smithann_late_123456_7890123_01-messages.ipynb`.
- **Moodle** ("Download all submissions"; `mod/assign/locallib.php`, `download_submissions`)
  gives a folder per participant and plugin, named
  `<Full Name>_<participant id>_assignsubmission_file_`, holding the files as uploaded, or,
  without "download submissions in folders", flat files
  `<Full Name>_<participant id>_assignsubmission_file_<file name>`. The participant id is
  Moodle's unique id for the student in this assignment (`get_uniqueid_for_user`), the
  `Identifier` of its grading worksheet ("Participant 123456"). Example:
  `Ann Smith_123456_assignsubmission_file_/01-messages.ipynb`.

Neither names a submission time in its files; the zip stores each member's time (without a time
zone: read as UTC), which is taken as the time it was handed in ("zip"), where the download
comes as a zip.

A zip is a student's file too: only notebooks are taken out, at most `MAX_MEMBERS` of them and
`MAX_SUBMISSION_BYTES` each (read, not trusted from the zip's header), by name alone (no
folder outside the one made for them, no link), into a private folder of the grader's.
"""

from __future__ import annotations

import atexit
import calendar
import re
import shutil
import stat
import tempfile
import zipfile
from pathlib import Path

from mcpnb.grade.submission import MAX_SUBMISSION_BYTES, Owned, Timing

CANVAS = re.compile(r"^(?:(?P<name>.*?)_)?(?P<late>late_)?(?P<user>\d+)_(?P<attachment>\d+)_"
                    r"(?P<file>.+)$", re.IGNORECASE)
MOODLE_FOLDER = re.compile(r"^(?P<name>.+)_(?P<participant>\d+)_assignsubmission_file_?$")
MOODLE_FILE = re.compile(r"^(?P<name>.+)_(?P<participant>\d+)_assignsubmission_file_(?P<file>.+)$")
# The notebooks taken out of one zip, at most.
MAX_MEMBERS = 5000
NOTEBOOK = ".ipynb"


def platform_of(folder: Path) -> str | None:
    """"canvas" or "moodle" for a folder laid out as that platform's download, else None: every
    notebook directly in it named as Canvas names them, or every folder in it (or, flat, every
    notebook) as Moodle names them."""
    files = sorted(p.name for p in folder.iterdir() if p.name.endswith(NOTEBOOK) and p.is_file())
    folders = sorted(p.name for p in folder.iterdir() if p.is_dir() and not p.is_symlink()
                     and not p.name.startswith("."))
    if folders and not files and all(MOODLE_FOLDER.match(f) for f in folders):
        return "moodle"
    if files and not folders and all(MOODLE_FILE.match(f) for f in files):
        return "moodle"
    if files and not folders and all(CANVAS.match(f) for f in files):
        return "canvas"
    return None


def owned_in(folder: Path, platform: str, times: dict[str, float] | None = None) -> list[Owned]:
    """Every notebook of a platform's download, owned by the platform's id of its student;
    `times`, the zip's time of each file (by its path in the folder), where it came zipped."""
    times = times or {}
    found = []
    for path in sorted(folder.rglob(f"*{NOTEBOOK}")):
        where = path.relative_to(folder).as_posix()
        if path.is_symlink() or any(part.startswith(".") for part in where.split("/")):
            continue
        timing = Timing(times[where], "zip") if where in times else Timing()
        if platform == "canvas" and (named := CANVAS.match(path.name)) and path.parent == folder:
            found.append(Owned(path, named["user"], timing=Timing(
                timing.when, timing.known_by, marked_late=bool(named["late"]))))
        elif platform == "moodle":
            top = path.relative_to(folder).parts[0]
            named = MOODLE_FOLDER.match(top) if top != path.name else MOODLE_FILE.match(top)
            if named:
                within = path.relative_to(folder / top).parts[:-1] if top != path.name else ()
                found.append(Owned(path, named["participant"], within, timing=timing))
    return sorted(found, key=lambda owned: owned.order)


def unpacked(archive: Path) -> tuple[Path, dict[str, float]]:
    """The notebooks of a zip, in a private folder of the grader's (gone when it ends), and the
    time the zip stores for each; a member that is no notebook, a link, a path out of the
    folder or over the size is left in the zip."""
    folder = Path(tempfile.mkdtemp(prefix="mcpnb-download-"))
    atexit.register(shutil.rmtree, folder, True)
    times: dict[str, float] = {}
    with zipfile.ZipFile(archive) as zipped:
        members = [m for m in zipped.infolist() if _taken(m)][:MAX_MEMBERS]
        for member in members:
            parts = [p for p in member.filename.split("/") if p not in ("", ".")]
            if not parts or ".." in parts or any(p.startswith(".") for p in parts):
                continue
            target = folder.joinpath(*parts)
            with zipped.open(member) as source:
                data = source.read(MAX_SUBMISSION_BYTES + 1)
            target.parent.mkdir(parents=True, exist_ok=True)
            target.write_bytes(data)
            times["/".join(parts)] = float(calendar.timegm((*member.date_time, 0, 0, 0)))
    return folder, times


def _taken(member: zipfile.ZipInfo) -> bool:
    mode = member.external_attr >> 16
    return (not member.is_dir() and member.filename.endswith(NOTEBOOK)
            and not stat.S_ISLNK(mode))


def is_zip(path: Path) -> bool:
    return path.suffix.lower() == ".zip" and path.is_file() and zipfile.is_zipfile(path)
