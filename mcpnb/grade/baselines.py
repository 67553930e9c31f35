"""Baselines kept between batches: what a starting code already passes, computed once per build.

A baseline (`grading.starting_baseline`) is the number of behaviours an exercise's starting code
passes before the student changes a line. It costs a sandboxed check of the starting code, about a
second of CPU each, and every batch, every cluster worker's first task and every re-grade paid it
again for the same answer. It depends only on the code that judges it (this mcpnb's build), the
course data the checks read, the exercise, the starting code itself and the sandbox's limits: all
of them are in the key here, so a changed line anywhere computes it afresh.

The kept baselines are the teacher's: one small file per key in `$MCPNB_CACHE` (by default
`$XDG_CACHE_HOME/mcpnb`, else `~/.cache/mcpnb`), never shown to a sandbox. A file that is not a
kept baseline (missing, unreadable, a link, a FIFO, not a number) is computed again and
rewritten; a folder that cannot be written is only not written: grading never fails for a cache.
"""

from __future__ import annotations

import contextlib
import hashlib
import json
import os
import stat
import tempfile
from collections.abc import Callable
from dataclasses import asdict
from pathlib import Path

from mcpnb.course import builds
from mcpnb.running.sandbox import Limits

# A kept baseline is a count of behaviours, a few bytes: a larger file is not one.
MAX_BYTES = 32


def folder() -> Path:
    """Where baselines are kept: `$MCPNB_CACHE`, else the user's cache folder's `mcpnb`."""
    if named := os.environ.get("MCPNB_CACHE"):
        return Path(named)
    cache_home = os.environ.get("XDG_CACHE_HOME") or os.path.join(os.path.expanduser("~"), ".cache")
    return Path(cache_home) / "mcpnb"


def key(kind: str, name: str, source: str, limits: Limits | None) -> str:
    """The name of a baseline: everything its count depends on, digested."""
    build, course = builds()
    parts = [build, course, kind, name, source, None if limits is None else asdict(limits)]
    return hashlib.sha256(json.dumps(parts, sort_keys=True).encode()).hexdigest()


def kept(kind: str, name: str, source: str, limits: Limits | None,
         compute: Callable[[], int]) -> int:
    """The baseline of `name`'s starting `source` under `limits`: read where it was kept,
    or computed now by `compute` and kept."""
    path = folder() / "baselines" / key(kind, name, source, limits)
    found = _read(path)
    if found is not None:
        return found
    count = compute()
    _write(path, count)
    return count


def _read(path: Path) -> int | None:
    try:
        fd = os.open(path, os.O_RDONLY | os.O_NOFOLLOW | os.O_NONBLOCK)
    except OSError:
        return None
    try:
        if not stat.S_ISREG(os.fstat(fd).st_mode):
            return None
        text = os.read(fd, MAX_BYTES + 1)
    except OSError:
        return None
    finally:
        os.close(fd)
    if len(text) > MAX_BYTES or not text.strip().isdigit():
        return None
    return int(text)


def _write(path: Path, count: int) -> None:
    """Keep `count` at `path`, whole or not at all (a concurrent reader never sees half)."""
    with contextlib.suppress(OSError):
        path.parent.mkdir(parents=True, exist_ok=True)
        fd, temporary = tempfile.mkstemp(dir=path.parent, prefix=".new-")
        try:
            with os.fdopen(fd, "w", encoding="ascii") as file:
                file.write(f"{count}\n")
            os.replace(temporary, path)
        except OSError:
            os.unlink(temporary)
            raise
