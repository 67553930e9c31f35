"""What a process makes for itself alone (folders in /tmp, a sandbox's control groups), and what
killed processes left of it.

A process removes what it made when it is done (or exits: `own_folder(until_exit=True)`), but a
process that is killed runs no exit handler: a kernel that JupyterLab restarts or shuts down, a
grader stopped with SIGKILL. Each left its folders in /tmp, one more at every kernel that had run a
check (the test suite left about a hundred a run), and a killed grader its empty control groups.
So each is named for its kind and its process, `mcpnb-KIND-PID-NS-…` (NS: its PID namespace, in
which alone PID names it), and the first of a kind a process makes sweeps that kind's whose
process is gone, if they are this user's and of this namespace: a process in a namespace of its
own that sees this /tmp (a server in a check's sandbox) sees no process of the machine's, and
must take none of theirs for gone.
"""

from __future__ import annotations

import atexit
import contextlib
import os
import re
import shutil
import stat
import tempfile
from collections.abc import Callable
from functools import cache
from pathlib import Path


def own_prefix(kind: str) -> str:
    """How the name of what this process makes of `kind` begins: `mcpnb-KIND-PID-NS-`."""
    return f"mcpnb-{kind}-{os.getpid()}-{_namespace()}-"


def own_folder(kind: str, *, until_exit: bool = False) -> Path:
    """A new folder (mode 700) of this process's own, `mcpnb-KIND-PID-NS-…` in the temporary
    folder, after the first one of its kind has swept what killed processes left (`sweep`).
    With `until_exit`, it is removed when this process exits; else the caller removes it."""
    _swept(kind)
    folder = Path(tempfile.mkdtemp(prefix=own_prefix(kind)))
    if until_exit:
        atexit.register(shutil.rmtree, folder, True)
    return folder


# What this process makes is named so: its kind, its process and its PID namespace.
_NAMED = re.compile(r"^mcpnb-(?P<kind>[a-z]+)-(?P<pid>\d+)-(?P<namespace>\d*)-")


def sweep(kind: str, folder: str | None = None,
          remove: Callable[[str], None] = shutil.rmtree) -> list[str]:
    """`remove` the folders of `kind` (of every kind, for "") in `folder` (the temporary folder)
    whose process, of this PID namespace, is gone and which belong to this user; the names
    removed (one that could not be is not said). A link, a file, another user's folder, another
    namespace's, a name without a process and a living process's folder are left as they
    are."""
    removed = []
    with contextlib.suppress(OSError), os.scandir(folder or tempfile.gettempdir()) as entries:
        for entry in entries:
            named = _NAMED.match(entry.name)
            if (named is None or kind not in ("", named["kind"])
                    or named["namespace"] != _namespace() or _alive(int(named["pid"]))):
                continue
            try:
                found = entry.stat(follow_symlinks=False)
                if stat.S_ISDIR(found.st_mode) and found.st_uid == os.geteuid():
                    remove(entry.path)  # rmtree never follows a link inside
                    removed.append(entry.name)
            except OSError:
                continue
    return removed


@cache
def _swept(kind: str) -> None:
    sweep(kind)


@cache
def _namespace() -> str:
    """This process's PID namespace, as a number ("" where /proc does not say)."""
    try:
        return str(os.stat("/proc/self/ns/pid").st_ino)
    except OSError:
        return ""


def _alive(pid: int) -> bool:
    """Whether a process `pid` is there (this user's or another's)."""
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except OSError:  # there, and another user's
        return True
    return pid > 0
