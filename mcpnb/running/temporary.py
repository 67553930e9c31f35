"""Folders of a process's own in the temporary folder, and the ones killed processes left there.

A process removes its folders when it exits (the callers register that), but a process that is
killed runs no exit handler: a kernel that JupyterLab restarts or shuts down, a grader stopped
with SIGKILL. Each left its folders in /tmp, one more at every kernel that had run a check (the
test suite left about a hundred a run). So each folder is named for its kind and its process,
`mcpnb-KIND-PID-…`, and the first folder of a kind a process makes sweeps that kind's folders
whose process is gone, if they are this user's.
"""

from __future__ import annotations

import contextlib
import os
import shutil
import stat
import tempfile
from functools import cache
from pathlib import Path


def own_folder(kind: str) -> Path:
    """A new folder (mode 700) of this process's own, `mcpnb-KIND-PID-…` in the temporary
    folder, after the first one of its kind has swept what killed processes left (`sweep`)."""
    _swept(kind)
    return Path(tempfile.mkdtemp(prefix=f"mcpnb-{kind}-{os.getpid()}-"))


def sweep(kind: str, folder: str | None = None) -> list[str]:
    """Remove the folders of `kind` in `folder` (the temporary folder) whose process is gone and
    which belong to this user; the names removed. A link, a file, another user's folder, a name
    without a process and a living process's folder are left as they are."""
    prefix = f"mcpnb-{kind}-"
    removed = []
    with contextlib.suppress(OSError), os.scandir(folder or tempfile.gettempdir()) as entries:
        for entry in entries:
            pid = entry.name.removeprefix(prefix).partition("-")[0]
            if not entry.name.startswith(prefix) or not pid.isdigit() or _alive(int(pid)):
                continue
            try:
                found = entry.stat(follow_symlinks=False)
            except OSError:
                continue
            if stat.S_ISDIR(found.st_mode) and found.st_uid == os.geteuid():
                shutil.rmtree(entry.path, ignore_errors=True)  # never follows a link inside
                removed.append(entry.name)
    return removed


@cache
def _swept(kind: str) -> None:
    sweep(kind)


def _alive(pid: int) -> bool:
    """Whether a process `pid` is there (this user's or another's)."""
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except OSError:  # there, and another user's
        return True
    return pid > 0
