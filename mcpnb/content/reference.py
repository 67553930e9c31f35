"""The course's own code that the lessons never show, known by fingerprints, and the audited run
that tells when a student's server or function runs it.

A student's exercise must be her work: its running code may not carry the reference servers
(`mcpnb/servers/`), the protocol's code (`protocol/`), the catalogues (`texts/`) or the reference
functions (`judge/functions/exercises.py`, `sse_reader.py`), however it brings them (as text,
base64, compressed, as bytecode). The grader runs it under `mcpnb.running.audited`'s hook, which
knows these functions by fingerprint and tells the box's channel once the code run holds
`audited.THRESHOLD` of them. A function the lessons show (in any cell of any edition, the
starting code or the teacher's solution) is no one's secret and counts for nothing: a correct
fix resembles those.

The threshold rests on a measurement (`tests/content/test_reference.py`): the standard library
and the packages a server is written with hold at most one of these functions, every server
written as a student writes it (`tests/student_servers/`) none, and a reference server carried
in holds a dozen or more.
"""

from __future__ import annotations

import json
import sys
import types
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from functools import cache
from pathlib import Path

from mcpnb.course import DATA_DIR, PACKAGE_DIR, kept_of_editions
from mcpnb.running import audited
from mcpnb.running.sandbox import TOLD, Box

# The package's code a lesson never shows, as globs under the package.
UNSHOWN = ("servers/*.py", "protocol/*.py", "texts/*.py", "judge/functions/exercises.py",
           "judge/functions/sse_reader.py")
# The names of the audited run's files in its box.
HOOK, LISTED = "audited.py", "reference.txt"


def _compiled(source: str, name: str) -> types.CodeType | None:
    try:
        return compile(source, name, "exec", dont_inherit=True)
    except (SyntaxError, ValueError):
        return None


def fingerprints_of(source: str, name: str = "<source>") -> set[str]:
    """The fingerprints of the functions a source defines (none if it does not compile)."""
    code = _compiled(source, name)
    return set() if code is None else audited.fingerprints(code)


def _cells(notebook: Path) -> Iterable[str]:
    """A notebook's code cells, as Python: a cell magic's line and shell lines dropped."""
    try:
        cells = json.loads(notebook.read_text(encoding="utf-8")).get("cells", [])
    except (OSError, ValueError):
        return
    for cell in cells:
        if cell.get("cell_type") != "code":
            continue
        source = cell.get("source", "")
        text = "".join(source) if isinstance(source, list) else str(source)
        if text.startswith("%%"):
            text = text.partition("\n")[2]
        yield "\n".join(line for line in text.splitlines()
                        if not line.lstrip().startswith(("%", "!")))


def _shown_in(folders: Iterable[Path]) -> frozenset[str]:
    """The fingerprints of every function the notebooks under `folders` show, and the starting
    code's."""
    found: set[str] = set()
    for folder in folders:
        for notebook in sorted(folder.rglob("*.ipynb")) if folder.is_dir() else ():
            for cell in _cells(notebook):
                found |= fingerprints_of(cell)
    for start in sorted((DATA_DIR / "exercises").glob("*.py")):
        found |= fingerprints_of(start.read_text(encoding="utf-8"))
    return frozenset(found)


@dataclass(frozen=True)
class Function:
    """One of the course's own functions: where it is defined, and its bytecode's fingerprint."""

    where: str  # `servers/messages.py: respond`
    bytecode: str  # `audited.bytecode_print`


@cache
def _own_functions() -> tuple[tuple[str, str, Function], ...]:
    """Each function of the package's code a lesson never shows (`UNSHOWN`): its name in its
    file (`servers/messages.py: Server.respond`, the same in every Python), its fingerprint
    (this Python's) and where it is."""
    found = []
    for pattern in UNSHOWN:
        for path in sorted(PACKAGE_DIR.glob(pattern)):
            code = _compiled(path.read_text(encoding="utf-8"), str(path))
            where = path.relative_to(PACKAGE_DIR).as_posix()
            for function, own in _own_fingerprints(code) if code is not None else ():
                found.append((f"{where}: {function.co_qualname}", own, Function(
                    f"{where}: {function.co_name}", audited.bytecode_print(function))))
    return tuple(found)


def shown_functions(folders: Iterable[Path]) -> list[str]:
    """The names of the package's functions that the notebooks under `folders` (the editions
    and the lessons' sources) show as they are: what `mcpnb release` keeps, since a wheel holds
    no teacher edition to read them from."""
    hidden = _shown_in(folders)
    return sorted({name for name, own, _ in _own_functions() if own in hidden})


@cache
def reference() -> dict[str, Function]:
    """The course's own functions that no lesson shows, by fingerprint."""
    shown = set(kept_of_editions().get("shown", ()))
    named: dict[str, Function] = {}
    for name, own, function in _own_functions():
        if name not in shown:
            named.setdefault(own, function)
    return named


def _own_fingerprints(code: types.CodeType) -> Iterable[tuple[types.CodeType, str]]:
    """Each function inside `code` that has a fingerprint, with its own fingerprint."""
    stack = [code]
    while stack:
        one = stack.pop()
        inner = [c for c in one.co_consts if isinstance(c, types.CodeType)]
        nested = set().union(*(audited.fingerprints(c) for c in inner))
        for own in audited.fingerprints(one) - nested:
            yield one, own
        stack.extend(inner)


def audit_files() -> dict[str, str | bytes | Path]:
    """The files an audited run's box holds beside the program: the hook and the fingerprints."""
    return {HOOK: Path(audited.__file__).read_bytes(),
            LISTED: "".join(f"{p} {f.bytecode}\n" for p, f in sorted(reference().items()))}


def audited_command(box: Box, program: Sequence[str], *, isolated: bool = False) -> list[str]:
    """`program` (its file, then its arguments) run in `box` under the hook, by this Python
    (`isolated`: with `-I`, as the function runner runs)."""
    return [sys.executable, *(["-I"] if isolated else []), box.path(HOOK), box.path(LISTED),
            box.path(TOLD), *program]


def carried(told: Sequence[str]) -> tuple[str, ...]:
    """The course's own functions an audited run told of, where they are defined, sorted; none
    below the threshold (a line that says otherwise is no line of the hook's)."""
    known = reference()
    found: set[str] = set()
    for line in told:
        word, _, rest = line.partition(" ")
        if word != "reference":
            continue
        prints = {p for p in rest.split()[1:] if p in known}
        if len(prints) >= audited.THRESHOLD:
            found |= prints
    return tuple(sorted(known[p].where for p in found))
