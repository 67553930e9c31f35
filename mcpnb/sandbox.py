"""Run student code where it reaches nothing but a scratch folder of its own: bubblewrap and limits.

Two ways to wrap a command (`Sandbox.wrap` gives the command line to start instead):

- **grading** (`Sandbox.for_grading`): what a hostile class may hand in. New user, PID, IPC, UTS
  and network namespaces; `--die-with-parent`; a world built from a short list of read-only
  folders (the system's, this Python's, the package and `data/`), so the class folder, the
  teacher's folders, the gradebook and the teacher editions are not there at all; a private
  `/tmp`; and one writable folder, `SCRATCH`, a size-capped tmpfs that is the working folder and
  `HOME`, holding read-only copies of the files the run needs. Limits per process (prlimit:
  address space, CPU time, file size, processes) and, where this process may make control
  groups (root, cgroup v1), per sandbox: all its memory and all its processes together. A fresh
  environment holds nothing of the teacher's (no keys, no paths).
- **checking** (`Sandbox.for_checking`): a student checking their own server. The world as it is,
  with new namespaces: a PID namespace ends every process the server started when it ends.

Where bubblewrap is missing or cannot make namespaces, `unavailable()` says why, and the callers
decide: `mcpnb grade` refuses, a check runs the server as before.

Ending a sandbox: SIGKILL the process group of the wrapped command (bwrap outside the sandbox);
its child, the PID namespace's init, dies with it (`--die-with-parent`) and takes every process
of the namespace along.
"""

from __future__ import annotations

import contextlib
import itertools
import os
import shutil
import site
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path
from types import TracebackType

import mcpnb
from mcpnb.data import DATA_DIR

# The working folder and HOME of the code in a grading sandbox: the same path on every run, so
# nothing a notebook shows depends on where the grader keeps its files.
SCRATCH = "/home/student"
GiB, MiB = 1024**3, 1024**2
# System folders a Python kernel needs, read-only; the rest of the machine stays out of sight.
SYSTEM_DIRS = ("/usr", "/bin", "/sbin", "/lib", "/lib32", "/lib64", "/libx32", "/etc")
# Set inside a sandbox, so that a check run there does not try to nest another one; its value is
# the pid of the process that made the sandbox, which tells whose a process is.
INSIDE = "MCPNB_SANDBOXED"
# Adds the shell that starts bwrap to each control group file given before "--", then becomes
# bwrap: everything the sandbox starts is in the groups from its first instruction on.
_JOIN = 'while [ "$1" != -- ]; do echo $$ > "$1" || exit 125; shift; done; shift; exec "$@"'
_CGROUP_V1 = Path("/sys/fs/cgroup")
_names = itertools.count(1)


@dataclass(frozen=True)
class Limits:
    """What one submission may use. Memory and processes bind each process (rlimits) and, where
    control groups can be made, the whole sandbox together."""

    # A lesson's kernel with pandas uses about 200 MB; 2 GiB is ten times that.
    memory: int = 2 * GiB
    # A lesson runs in about five seconds of CPU; a minute is the default wall-clock bound too.
    cpu_seconds: int = 60
    # No lesson writes more than a few kilobytes to a file.
    file_size: int = 64 * MiB
    # A lesson's run peaks at about 30 (its kernel's threads, and the servers a check cell starts
    # with theirs); 128 leaves room for four times that, and stops a fork bomb early.
    processes: int = 128
    # The scratch folder is a tmpfs, in memory: this much and no more.
    scratch: int = 256 * MiB


DEFAULT_LIMITS = Limits()


def size_text(size: int) -> str:
    """A size in the words a teacher set it with: 2 GiB, 256 MiB, 1000 bytes."""
    for unit, name in ((GiB, "GiB"), (MiB, "MiB")):
        if size >= unit:
            return f"{size / unit:g} {name}"
    return f"{size} bytes"


@cache
def unavailable() -> str | None:
    """Why this machine cannot sandbox (no bwrap, no user namespaces, no prlimit), or None."""
    if not sys.platform.startswith("linux"):
        return "the sandbox needs Linux (bubblewrap)"
    if os.environ.get(INSIDE):
        return "already inside a sandbox"
    if shutil.which("bwrap") is None:
        return "bwrap is not installed (Debian/Ubuntu: apt-get install bubblewrap)"
    if shutil.which("prlimit") is None:
        return "prlimit is not installed (Debian/Ubuntu: apt-get install util-linux)"
    probe = ["bwrap", "--unshare-all", "--die-with-parent", "--ro-bind", "/", "/",
             "--proc", "/proc", "--dev", "/dev", "true"]
    try:
        done = subprocess.run(probe, capture_output=True, text=True, timeout=10)
    except (OSError, subprocess.TimeoutExpired) as exc:
        return f"bwrap could not be run: {exc}"
    if done.returncode != 0:
        why = done.stderr.strip().splitlines()[-1:] or [f"exit {done.returncode}"]
        return f"bwrap cannot make a sandbox here (user namespaces off?): {why[0]}"
    return None


@dataclass(frozen=True)
class Sandbox:
    """How to wrap a command: the bwrap arguments before it and the limits inside."""

    options: tuple[str, ...]
    limits: Limits | None = None
    groups: tuple[Path, ...] = ()  # control groups (`Groups`) every run joins

    @classmethod
    def for_checking(cls) -> Sandbox:
        """A check's sandbox: the machine as it is, in namespaces of its own."""
        # No new session: a SIGTERM to the check's process group still reaches the server.
        return cls(("--unshare-all", "--die-with-parent", "--bind", "/", "/",
                    "--proc", "/proc", "--dev", "/dev", "--setenv", INSIDE, str(os.getpid())))

    @classmethod
    def for_grading(
        cls,
        limits: Limits,
        files: dict[str, Path],
        *,
        hidden: Iterable[Path] = (),
        groups: Groups | None = None,
        course: bool = True,
    ) -> Sandbox:
        """A grading sandbox with `files` ({name in SCRATCH: file here}) copied in read-only,
        whose every run joins `groups`.

        `hidden` are folders that must not be seen: any that lies inside a folder the sandbox
        shows (the package, this Python) is covered with an empty one. Without `course`, the
        package and `data/` are hidden too: the code inside cannot call the reference code.
        """
        options = ["--unshare-all", "--die-with-parent", "--new-session", "--clearenv"]
        for folder in SYSTEM_DIRS:
            path = Path(folder)
            if path.is_symlink():  # merged /usr: /bin -> usr/bin
                options += ["--symlink", os.readlink(path), folder]
            elif path.is_dir():
                options += ["--ro-bind", folder, folder]
        options += ["--proc", "/proc", "--dev", "/dev", "--tmpfs", "/tmp"]
        shown = visible_code()
        if not course:
            course_code = {Path(mcpnb.__file__).resolve().parent, DATA_DIR}
            shown = tuple(code for code in shown if code not in course_code)
            hidden = [*hidden, *course_code]
        for code in shown:
            options += ["--ro-bind", str(code), str(code)]
        for secret in sorted({Path(h).resolve() for h in hidden}):
            if secret.is_dir() and any(secret.is_relative_to(s) for s in shown):
                options += ["--tmpfs", str(secret)]
        options += ["--size", str(limits.scratch), "--tmpfs", SCRATCH]
        for name, source in sorted(files.items()):
            options += ["--ro-bind", str(source), f"{SCRATCH}/{name}"]
        environment = {
            "HOME": SCRATCH, "TMPDIR": "/tmp", "LANG": "C.UTF-8", INSIDE: str(os.getpid()),
            "PATH": f"{Path(sys.executable).parent}:/usr/local/bin:/usr/bin:/bin",
            "PYTHONDONTWRITEBYTECODE": "1",  # the package is read-only: no caches to write
        }
        for name, value in environment.items():
            options += ["--setenv", name, value]
        options += ["--chdir", SCRATCH]
        return cls(tuple(options), limits, tuple(groups.folders) if groups else ())

    def wrap(self, command: Sequence[str]) -> list[str]:
        """The command line that runs `command` in this sandbox (and its groups, if any)."""
        inner = list(command)
        if self.limits is not None:
            limits = self.limits
            inner = ["prlimit", f"--as={limits.memory}", f"--fsize={limits.file_size}",
                     f"--cpu={limits.cpu_seconds}:{limits.cpu_seconds + 1}",
                     f"--nproc={limits.processes}", "--core=0", "--", *inner]
        wrapped = ["bwrap", *self.options, "--", *inner]
        if self.groups:
            files = [str(group / "cgroup.procs") for group in self.groups]
            wrapped = ["sh", "-c", _JOIN, "sh", *files, "--", *wrapped]
        return wrapped


@cache
def visible_code() -> tuple[Path, ...]:
    """The folders a grading sandbox shows read-only: this Python, its packages, the course."""
    folders = {Path(sys.base_prefix), Path(sys.prefix), Path(sys.executable).resolve().parent,
               Path(mcpnb.__file__).resolve().parent, DATA_DIR}
    folders.update(Path(p) for p in site.getsitepackages())
    real = {f.resolve() for f in folders if f.is_dir()}
    # A folder inside another one shown is shown already.
    return tuple(sorted(f for f in real if not any(f != o and f.is_relative_to(o) for o in real)))


class Box:
    """One run's files and, with limits, its grading sandbox; everything goes at `close()`.

    The files ({name: text, bytes, or a file to show as it is}) are written to a private folder
    of the grader's, which no sandbox shows, and copied in read-only; `path(name)` is where the
    run sees one, `wrap(command)` the command line that runs in the sandbox. With `limits` None
    there is no sandbox: the run sees the private folder itself.
    """

    def __init__(
        self,
        files: dict[str, str | bytes | Path],
        limits: Limits | None,
        *,
        hidden: Iterable[Path] = (),
        course: bool = True,
    ) -> None:
        self.private = Path(tempfile.mkdtemp(prefix="mcpnb-run-"))
        shown: dict[str, Path] = {}
        for name, content in files.items():
            if isinstance(content, Path):
                shown[name] = content
                continue
            shown[name] = self.private / name
            data = content.encode("utf-8") if isinstance(content, str) else content
            shown[name].write_bytes(data)
        self._shown = shown
        self.groups = Groups() if limits is None else Groups.make(limits)
        self.sandbox = None if limits is None else Sandbox.for_grading(
            limits, shown, hidden=hidden, groups=self.groups, course=course)

    @property
    def cwd(self) -> str:
        """The run's working folder, as the run sees it."""
        return SCRATCH if self.sandbox else str(self.private)

    def path(self, name: str) -> str:
        """Where the run sees the file `name`."""
        return f"{SCRATCH}/{name}" if self.sandbox else str(self._shown[name])

    def wrap(self, command: Sequence[str]) -> list[str]:
        return self.sandbox.wrap(command) if self.sandbox else list(command)

    def close(self) -> None:
        self.groups.remove()
        shutil.rmtree(self.private, ignore_errors=True)

    def __enter__(self) -> Box:
        return self

    def __exit__(self, kind: type[BaseException] | None, error: BaseException | None,
                 traceback: TracebackType | None) -> None:
        self.close()


# --- control groups: one sandbox's memory and processes together -------------------------------


@dataclass
class Groups:
    """The control groups of one sandboxed run (none where they cannot be made).

    Made with cgroup v1's `memory`, `pids` and `cpu` controllers when this process may write
    there (root, usually); elsewhere rlimits alone bound each process.
    """

    folders: list[Path] = field(default_factory=list)

    @classmethod
    def make(cls, limits: Limits) -> Groups:
        groups = cls()
        name = f"mcpnb-{os.getpid()}-{next(_names)}"
        settings = {
            "memory": {"memory.limit_in_bytes": limits.memory, "memory.swappiness": 0},
            "pids": {"pids.max": limits.processes},
            # One share of the processor per sandbox, however many processes it runs: a fork
            # bomb spins in its own share and leaves the other submissions theirs.
            "cpu": {"cpu.shares": 1024},
        }
        for controller, values in settings.items():
            root = _CGROUP_V1 / controller
            if not (root / "cgroup.procs").is_file() or not os.access(root, os.W_OK):
                continue
            folder = root / name
            try:
                folder.mkdir()
                for key, value in values.items():
                    with contextlib.suppress(FileNotFoundError):  # memory.swappiness is optional
                        (folder / key).write_text(str(value))
            except OSError:
                with contextlib.suppress(OSError):
                    folder.rmdir()
                continue
            groups.folders.append(folder)
        return groups

    def hit(self) -> str | None:
        """Which limit the sandbox ran into: "memory" (a process was killed for it),
        "processes" (a fork was refused), or None."""
        for folder in self.folders:
            if folder.parent.name == "memory" and _counter(folder / "memory.oom_control",
                                                           "oom_kill") > 0:
                return "memory"
        for folder in self.folders:
            if folder.parent.name == "pids" and _counter(folder / "pids.events", "max") > 0:
                return "processes"
        return None

    def remove(self) -> None:
        """Remove the groups once their processes are gone (a moment after the kill)."""
        for folder in self.folders:
            for _ in range(100):  # the killed processes leave their group within milliseconds
                try:
                    folder.rmdir()
                    break
                except FileNotFoundError:
                    break
                except OSError:
                    time.sleep(0.01)
        self.folders.clear()


def _counter(path: Path, name: str) -> int:
    """A named counter from a control group's `name value` lines (0 when absent)."""
    with contextlib.suppress(OSError, ValueError):
        for line in path.read_text().splitlines():
            key, _, value = line.partition(" ")
            if key == name:
                return int(value)
    return 0
