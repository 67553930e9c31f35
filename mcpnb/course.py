"""The course: where its data lives (the scripted clients, recorded answers and starting code),
its lessons and their graded items (`data/course.json`), and the tags that mark a lesson's
answer cells. Every group may read it; it imports nothing of mcpnb.

Installed from a wheel, the course's data and the student editions are inside the package
(`mcpnb/_data`, which the build maps in); installed editable from a checkout, they are the
project's top-level folders `data/` and `notebooks/` beside the package.
"""

from __future__ import annotations

import hashlib
import json
from functools import cache
from importlib.resources import files
from pathlib import Path
from typing import Any

# The folder of mcpnb's modules: what a sandbox shows or hides as the course's code, and what a
# build's digest is made of. Here, so that no module imports the package's face to ask it.
PACKAGE_DIR = Path(__file__).resolve().parent
# A wheel's copy of the course's data (`pyproject.toml` maps it in). An installed package is a
# folder on disk, never a zip, so its resources are paths (a sandbox binds them).
_PACKAGED = Path(str(files("mcpnb").joinpath("_data")))
_CHECKOUT = PACKAGE_DIR.parent
DATA_DIR = _PACKAGED if _PACKAGED.is_dir() else _CHECKOUT / "data"
# The student editions, one folder per language (`mcpnb course` lays one out).
EDITIONS_DIR = DATA_DIR / "notebooks" if _PACKAGED.is_dir() else _CHECKOUT / "notebooks"
# What the grader and the report keep of the teacher editions and the lessons, which a wheel does
# not hold: fingerprints, never text (`mcpnb release` writes it; `mcpnb.content.reference`).
KEPT_OF_EDITIONS = "editions.json"


# Not in a digest: caches, and a wheel's data inside the package and its student editions, which
# a checkout keeps beside it (so that a wheel and a checkout of one commit have the same digests).
UNDIGESTED = {"__pycache__", "_data", "notebooks"}


def _digest(folder: Path, pattern: str) -> str:
    files = hashlib.sha256()
    for path in sorted(folder.rglob(pattern)):
        if path.is_file() and not UNDIGESTED & set(path.relative_to(folder).parts):
            files.update(path.relative_to(folder).as_posix().encode() + b"\0")
            files.update(path.read_bytes() + b"\0")
    return files.hexdigest()[:12]


@cache
def builds() -> tuple[str, str]:
    """This mcpnb's build (its version, with a digest of the package's code) and its course
    data's digest: what `mcpnb --version` prints, what a cluster's worker must share with the
    grader, and what a kept baseline was computed by."""
    from importlib.metadata import version  # 50 ms: every reference server imports this module

    return f"{version('mcpnb')}+{_digest(PACKAGE_DIR, '*.py')}", _digest(DATA_DIR, "*")


@cache
def kept_of_editions() -> dict[str, Any]:
    """What the grader and the report keep of the teacher editions and the lessons' sources
    (`KEPT_OF_EDITIONS`); nothing where a course has none yet."""
    try:
        kept: dict[str, Any] = json.loads(data_path(KEPT_OF_EDITIONS).read_text(encoding="utf-8"))
    except FileNotFoundError:
        return {}
    return kept


def data_path(*parts: str) -> Path:
    """The path of a file in the course's data folder."""
    return DATA_DIR.joinpath(*parts)


# The tags of a lesson's cells: an answer the student fills in (blanked in the student edition), an
# exercise (a server or a function, replaced by its starting code), and a cell for teachers only.
ANSWER_TAG = "answer"
EXERCISE_TAG = "exercise"
TEACHER_ONLY_TAG = "teacher-only"


@cache
def course() -> dict[str, Any]:
    """The course data: lessons, their graded items, points and given inputs."""
    loaded: dict[str, Any] = json.loads(data_path("course.json").read_text(encoding="utf-8"))
    return loaded


def item_spec(item: str) -> tuple[str, dict[str, Any]]:
    """The lesson an item belongs to, and its spec from the course data."""
    for lesson, content in course()["lessons"].items():
        if item in content["items"]:
            return lesson, content["items"][item]
    known = sorted(i for content in course()["lessons"].values() for i in content["items"])
    raise KeyError(f"no item {item!r} in the course; known items: {', '.join(known)}")


@cache
def checkers() -> tuple[str, ...]:
    """The server checks of the course, one per lesson with a server to fix, in lesson order:
    each server item's `checker` (`data/course.json`). The one registry of their names: the
    command line's choices, the reference servers' modules and `check_server`'s checks are
    these."""
    return tuple(spec["checker"] for lesson in course()["lessons"].values()
                 for spec in lesson["items"].values() if spec.get("kind") == "server")


@cache
def on_http() -> frozenset[str]:
    """The checkers whose server speaks Streamable HTTP (its item's `"transport": "http"`), the
    ones the official conformance suite can hold; the others' servers speak stdio."""
    return frozenset(spec["checker"] for lesson in course()["lessons"].values()
                     for spec in lesson["items"].values()
                     if spec.get("kind") == "server" and spec.get("transport") == "http")
