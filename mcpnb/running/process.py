"""The one way a child's whole process group is signalled.

Every child the course starts that may start others (a student's server, a notebook's worker,
the Inspector, a function's runner, the tap's server) is started in a session of its own
(`start_new_session=True`), so that it leads a process group holding everything it starts. To end
it, its group is signalled: a group that has ended already, or one this process may no longer
signal (a sandbox's first process runs as another user), is left alone. Standard library only:
the tap imports it.
"""

from __future__ import annotations

import contextlib
import os
import signal


def signal_group(leader: int, sig: signal.Signals = signal.SIGKILL) -> None:
    """Send `sig` to the process group that `leader` leads; nothing if it is gone."""
    with contextlib.suppress(ProcessLookupError, PermissionError):
        os.killpg(leader, sig)
