"""Run student code where it reaches nothing but a scratch folder of its own: bubblewrap and limits.

Two ways to wrap a command (`Sandbox.wrap` gives the command line to start instead):

- **grading** (`Sandbox.for_grading`): what a hostile class may hand in. New PID, IPC, UTS and
  network namespaces; `--die-with-parent`; a world built from a short list of read-only folders
  (the system's, this Python's, the package and `data/`, the last two only where the code is
  the notebook's kernel), so the class folder, the teacher's folders, the gradebook and the
  teacher editions are not there at all; a private `/tmp`; and one writable folder, `SCRATCH`, a
  size-capped tmpfs that is the working folder and `HOME`, holding read-only copies of the
  files the run needs. No privilege inside, whoever grades: as root, no user namespace but a
  user of its own (`_fresh_uid`, through `setpriv`) with no capabilities and no new privileges;
  as a normal user, a user namespace of its own, with no capabilities; either way, a seccomp
  filter (`BLOCKED_CALLS`) for what capabilities leave open. Limits per process (prlimit:
  address space, CPU time, file size, processes) and, where this process may make control
  groups (root, cgroup v1), per sandbox: all its memory and all its processes together. A fresh
  environment holds nothing of the teacher's (no keys, no paths).
- **checking** (`Sandbox.for_checking`): a student checking their own server. The world as it is,
  with new namespaces: a PID namespace ends every process the server started when it ends.

Where bubblewrap is missing or cannot make namespaces, `unavailable()` says why, and the callers
decide: `mcpnb grade` refuses, a check runs the server as before.

Ending a sandbox: SIGKILL the process group of the wrapped command (bwrap outside the sandbox);
its child, the PID namespace's init, dies with it (`--die-with-parent`) and takes every process
of the namespace along. A command that is itself the namespace's first process (`first`) and
runs as another user than bwrap is killed by its own pid (`wrap`'s `info_fd`).
"""

from __future__ import annotations

import contextlib
import errno
import itertools
import os
import platform
import secrets
import shutil
import signal
import site
import struct
import subprocess
import sys
import threading
import time
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path
from types import MappingProxyType, TracebackType

from mcpnb.course import DATA_DIR, PACKAGE_DIR
from mcpnb.running.temporary import own_folder, own_prefix, sweep

# The working folder and HOME of the code in a grading sandbox: the same path on every run, so
# nothing a notebook shows depends on where the grader keeps its files.
SCRATCH = "/home/student"
GiB, MiB = 1024**3, 1024**2
# System folders a Python kernel needs, read-only; the rest of the machine stays out of sight.
SYSTEM_DIRS = ("/usr", "/bin", "/sbin", "/lib", "/lib32", "/lib64", "/libx32", "/etc")
# Set inside a sandbox, so that a check run there does not try to nest another one; its value is
# the pid of the process that made the sandbox, which tells whose a process is.
INSIDE = "MCPNB_SANDBOXED"
# Opens the seccomp filter named first (or none: "-") on FILTER_FD, adds the shell that starts
# bwrap to each control group file given before "--", then becomes bwrap: everything the
# sandbox starts is filtered and in the groups from its first instruction on.
_START = ('if [ "$1" != - ]; then exec 9<"$1" || exit 125; fi; shift; '
          'while [ "$1" != -- ]; do echo $$ > "$1" || exit 125; shift; done; shift; exec "$@"')
_CGROUP_V1 = Path("/sys/fs/cgroup")
_names = itertools.count(1)
# The kind of a sandbox's control groups, in their names (`temporary.own_prefix`).
GROUPS = "sandbox"
# Started by root, bwrap makes no user namespace (the code inside then runs as a real user of the
# machine, `_fresh_uid`, with no capability at all), only these.
_ROOT_NAMESPACES = ("--unshare-pid", "--unshare-net", "--unshare-ipc", "--unshare-uts",
                    "--unshare-cgroup-try")
# As root, each sandbox runs as a uid of its own drawn from here: far above any user a system
# makes (useradd stops at 60000, systemd's dynamic users at 65519, subordinate ranges begin at
# 100000 and grow by 65536 a user), so it owns no file and no process outside its sandbox.
SANDBOX_UIDS = range(1_900_000_000, 2_000_000_000)


@dataclass(frozen=True)
class Limits:
    """What one submission may use. Memory and processes bind each process (rlimits) and, where
    control groups can be made, the whole sandbox together."""

    # A lesson's kernel with pandas uses about 200 MB; 2 GiB is ten times that.
    memory: int = 2 * GiB
    # A lesson runs in about five seconds of CPU: twice the default wall-clock bound of a minute,
    # as `for_timeout` gives it.
    cpu_seconds: int = 120
    # No lesson writes more than a few kilobytes to a file.
    file_size: int = 64 * MiB
    # A lesson's run peaks at about 30 (its kernel's threads, and the servers a check cell starts
    # with theirs); 128 leaves room for four times that, and stops a fork bomb early.
    processes: int = 128
    # The scratch folder is a tmpfs, in memory: this much and no more.
    scratch: int = 256 * MiB

    @classmethod
    def for_timeout(cls, timeout: float, memory: int | None = None) -> Limits:
        """The limits for a notebook given `timeout` s: twice that in CPU time (a kernel and the
        servers its cells start may use both cores a while), and `memory` if given. The command
        line and `grading.grade` both set theirs here."""
        cpu = max(1, round(2 * timeout))
        return cls(cpu_seconds=cpu) if memory is None else cls(memory=memory, cpu_seconds=cpu)


# What `grading.grade` and the command line use unless told otherwise (see `Limits.for_timeout`).
DEFAULT_LIMITS = Limits()
# How long a sandbox's control groups may take to empty after its kill before they are left.
REMOVE_SECONDS = 10.0


def _fresh_uid() -> int:
    """A uid (and gid) no other sandbox and no user of the machine has: its own files only, its
    own processes only (RLIMIT_NPROC counts per uid), and no one else's to signal or trace."""
    return secrets.choice(SANDBOX_UIDS)


def _ancestors(folders: Iterable[Path]) -> list[Path]:
    """The folders above `folders` that bwrap must make itself, shallowest first.

    Left to itself bwrap copies each one's mode from the machine: behind a `/root` of mode 700
    the sandbox's user, who is not root, would not reach the Python installed under it. They
    are made 755 and empty instead; the system folders are bound as they are.
    """
    system = [Path(folder) for folder in SYSTEM_DIRS]
    above = {parent for folder in folders for parent in folder.parents
             if parent != Path("/") and not any(parent.is_relative_to(s) for s in system)}
    return sorted(above, key=lambda path: (len(path.parts), str(path)))


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
    for tool in ("prlimit", "setpriv"):
        if shutil.which(tool) is None:
            return f"{tool} is not installed (Debian/Ubuntu: apt-get install util-linux)"
    # The probe is a grading sandbox: it shows this Python, so it fails where the sandbox's user
    # could not run it.
    probe = Sandbox.for_grading(Limits(), {}).wrap([sys.executable, "-I", "-c", "pass"])
    try:
        done = subprocess.run(probe, capture_output=True, text=True, timeout=30)
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
    user: int | None = None  # as root: the uid and gid the command runs as (see `_fresh_uid`)

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
        first: bool = False,
        covers: Mapping[Path, Path] = MappingProxyType({}),
    ) -> Sandbox:
        """A grading sandbox with `files` ({name in SCRATCH: file here}) copied in read-only,
        whose every run joins `groups`; `covers` ({a file in a hidden folder: file here}) put
        in the empty folders that hide them.

        `hidden` are folders that must not be seen: any that lies inside a folder the sandbox
        shows (the package, this Python) is covered with an empty one. Without `course`, the
        package and `data/` are hidden too: the code inside cannot call the reference code.
        With `first`, the command is the PID namespace's first process (`--as-pid-1`): nothing
        else in the sandbox can signal it (see `mcpnb.grade.worker`). As root it then runs as a
        user bwrap's own process may not signal, so `--die-with-parent` cannot end it: whoever
        ends the run kills that process itself (`wrap`'s `info_fd` says which it is).
        """
        privileged = os.geteuid() == 0
        options = [*(_ROOT_NAMESPACES if privileged else ("--unshare-all",)),
                   "--die-with-parent", "--new-session", "--clearenv", "--cap-drop", "ALL"]
        if privileged:  # kept for setpriv alone, which leaves none to what it starts
            options += ["--cap-add", "CAP_SETUID", "--cap-add", "CAP_SETGID"]
        if first:
            options.append("--as-pid-1")
        options += [*_system_binds(), "--proc", "/proc", "--dev", "/dev",
                    "--perms", "1777", "--tmpfs", "/tmp"]
        shown = visible_code()
        if not course:
            course_code = {PACKAGE_DIR, DATA_DIR}
            shown = tuple(code for code in shown if code not in course_code)
            hidden = [*hidden, *course_code]
        for above in _ancestors([*shown, Path(SCRATCH)]):
            options += ["--perms", "0755", "--dir", str(above)]
        for code in shown:
            options += ["--ro-bind", str(code), str(code)]
        options += _hiding(hidden, shown)
        for place, cover in sorted(covers.items()):
            options += ["--ro-bind", str(cover), str(place)]
        options += ["--perms", "0777", "--size", str(limits.scratch), "--tmpfs", SCRATCH]
        for name, source in sorted(files.items()):
            options += ["--ro-bind", str(source), f"{SCRATCH}/{name}"]
        environment = {
            "HOME": SCRATCH, "TMPDIR": "/tmp", "LANG": "C.UTF-8", INSIDE: str(os.getpid()),
            "USER": "student", "LOGNAME": "student",  # its uid has no name in /etc/passwd
            "PATH": f"{Path(sys.executable).parent}:/usr/local/bin:/usr/bin:/bin",
            "PYTHONDONTWRITEBYTECODE": "1",  # the package is read-only: no caches to write
        }
        for name, value in environment.items():
            options += ["--setenv", name, value]
        options += ["--chdir", SCRATCH]
        user = _fresh_uid() if privileged else None
        return cls(tuple(options), limits, tuple(groups.folders) if groups else (), user)

    def wrap(self, command: Sequence[str], info_fd: int | None = None) -> list[str]:
        """The command line that runs `command` in this sandbox (and its groups, if any); with
        `info_fd`, bwrap writes there (as JSON) the pid of the sandbox's first process."""
        inner = list(command)
        if self.limits is not None:
            limits = self.limits
            inner = ["prlimit", f"--as={limits.memory}", f"--fsize={limits.file_size}",
                     f"--cpu={limits.cpu_seconds}:{limits.cpu_seconds + 1}",
                     f"--nproc={limits.processes}", "--core=0", "--", *inner]
        if self.user is not None:
            inner = ["setpriv", f"--reuid={self.user}", f"--regid={self.user}",
                     "--clear-groups", "--inh-caps=-all", "--bounding-set=-all",
                     "--no-new-privs", "--", *inner]
        info = [] if info_fd is None else ["--info-fd", str(info_fd)]
        wrapped = ["bwrap", *info, *self.options, "--", *inner]
        program = _filter_file() if self.limits is not None else None
        if program is None and not self.groups:
            return wrapped
        if program is not None:
            wrapped[1:1] = ["--seccomp", str(FILTER_FD)]
        files = [str(group / "cgroup.procs") for group in self.groups]
        return ["sh", "-c", _START, "sh", str(program or "-"), *files, "--", *wrapped]


@cache
def visible_code() -> tuple[Path, ...]:
    """The folders a grading sandbox shows read-only: this Python, its packages, the course."""
    folders = {Path(sys.base_prefix), Path(sys.prefix), Path(sys.executable).resolve().parent,
               PACKAGE_DIR, DATA_DIR}
    folders.update(Path(p) for p in site.getsitepackages())
    real = {f.resolve() for f in folders if f.is_dir()}
    # A folder inside another one shown is shown already.
    return tuple(sorted(f for f in real if not any(f != o and f.is_relative_to(o) for o in real)))


# The name, in a box, of its channel to the grader (`Told`).
TOLD = "told"


class Told:
    """A channel a sandboxed run may write to and never read, nor empty, nor remove: a FIFO the
    grader holds open for reading, of mode 0222 (write only, for its owner too), shown read-only
    (a FIFO is written through a read-only mount, never made anew). A thread reads it as it
    comes, so a run that fills it blocks nobody; of what comes, the first `MAX_TOLD` bytes are
    kept, the rest read and dropped."""

    MAX_TOLD = 65536

    def __init__(self, path: Path) -> None:
        self.path = path
        os.mkfifo(path, 0o600)
        self._read = os.open(path, os.O_RDONLY | os.O_NONBLOCK | os.O_CLOEXEC)
        os.set_blocking(self._read, True)
        # Held open, so that the reader sees no end while no run is writing.
        self._held = os.open(path, os.O_WRONLY | os.O_CLOEXEC)
        os.chmod(path, 0o222)
        self._kept = bytearray()
        self._reader = threading.Thread(target=self._drain, daemon=True)
        self._reader.start()

    def _drain(self) -> None:
        while chunk := os.read(self._read, 65536):
            self._kept += chunk[: max(0, self.MAX_TOLD - len(self._kept))]
        os.close(self._read)

    def lines(self) -> list[str]:
        """Everything told, once every writer has let go (at most a second more)."""
        if self._held >= 0:
            os.close(self._held)
            self._held = -1
            self._reader.join(1.0)
        return bytes(self._kept).decode("utf-8", "replace").splitlines()


class Box:
    """One run's files and, with limits, its grading sandbox; everything goes at `close()`.

    The files ({name: text, bytes, or a file to show as it is}) are written to a private folder
    of the grader's, which no sandbox shows, and copied in read-only; `path(name)` is where the
    run sees one, `wrap(command)` the command line that runs in the sandbox. With `limits` None
    there is no sandbox: the run sees the private folder itself. `covering` ({a file in a hidden
    folder: its text}) is shown where the folder is hidden.
    """

    def __init__(
        self,
        files: dict[str, str | bytes | Path],
        limits: Limits | None,
        *,
        hidden: Iterable[Path] = (),
        course: bool = True,
        first: bool = False,
        told: bool = False,
        covering: Mapping[Path, str] = MappingProxyType({}),
    ) -> None:
        self.private = own_folder("run")
        shown: dict[str, Path] = {}
        self._told = Told(self.private / TOLD) if told else None
        if self._told is not None:
            shown[TOLD] = self._told.path
        for name, content in files.items():
            if isinstance(content, Path):
                shown[name] = content
                continue
            shown[name] = self.private / name
            data = content.encode("utf-8") if isinstance(content, str) else content
            shown[name].write_bytes(data)
            shown[name].chmod(0o444)  # whatever the umask: the sandbox's user reads it
        self._shown = shown
        covers = {}
        for n, (place, text) in enumerate(sorted(covering.items())):
            covers[place] = self.private / f"cover-{n}"
            covers[place].write_text(text, encoding="utf-8")
            covers[place].chmod(0o444)
        self.groups = Groups() if limits is None else Groups.make(limits)
        self.sandbox = None if limits is None else Sandbox.for_grading(
            limits, shown, hidden=hidden, groups=self.groups, course=course, first=first,
            covers=covers)

    @property
    def cwd(self) -> str:
        """The run's working folder, as the run sees it."""
        return SCRATCH if self.sandbox else str(self.private)

    def path(self, name: str) -> str:
        """Where the run sees the file `name`."""
        return f"{SCRATCH}/{name}" if self.sandbox else str(self._shown[name])

    def wrap(self, command: Sequence[str], info_fd: int | None = None) -> list[str]:
        return self.sandbox.wrap(command, info_fd) if self.sandbox else list(command)

    def told(self) -> list[str]:
        """What the run wrote to the box's channel (`told=True`), line by line: the runs have
        ended, so all they wrote has come."""
        return self._told.lines() if self._told is not None else []

    def close(self) -> None:
        if self._told is not None:
            self._told.lines()
        self.groups.remove()
        shutil.rmtree(self.private, ignore_errors=True)

    def __enter__(self) -> Box:
        return self

    def __exit__(self, kind: type[BaseException] | None, error: BaseException | None,
                 traceback: TracebackType | None) -> None:
        self.close()


# --- a seccomp filter: what having no capability does not cover ---------------------------------

# The system calls no lesson needs, which the sandbox's user could still make: new namespaces
# (in a user namespace of its own an unprivileged user is root again, and may mount), mounts,
# the kernel's keyrings, BPF, performance events, userfaultfd and io_uring (the interfaces the
# kernel's recent local exploits went through), tracing or reading another process, and
# loading a kernel or a module. Written by hand, a few instructions long: a library for it
# (libseccomp) is a system package, not one pip installs. x86_64 numbers (asm/unistd_64.h).
BLOCKED_CALLS = {
    "unshare": 272, "setns": 308, "mount": 165, "umount2": 166, "pivot_root": 155, "chroot": 161,
    "open_tree": 428, "move_mount": 429, "fsopen": 430, "fsconfig": 431, "fsmount": 432,
    "fspick": 433, "mount_setattr": 442, "add_key": 248, "request_key": 249, "keyctl": 250,
    "bpf": 321, "perf_event_open": 298, "userfaultfd": 323, "io_uring_setup": 425,
    "io_uring_enter": 426, "io_uring_register": 427, "ptrace": 101, "process_vm_readv": 310,
    "process_vm_writev": 311, "kcmp": 312, "kexec_load": 246, "kexec_file_load": 320,
    "init_module": 175, "finit_module": 313, "delete_module": 176, "acct": 163, "swapon": 167,
    "swapoff": 168, "reboot": 169, "syslog": 103, "quotactl": 179, "name_to_handle_at": 303,
    "open_by_handle_at": 304, "lookup_dcookie": 212, "iopl": 172, "ioperm": 173, "uselib": 134,
}
_CLONE, _CLONE3 = 56, 435
# clone(2)'s flags that make a namespace (CLONE_NEWNS, NEWCGROUP, NEWUTS, NEWIPC, NEWUSER, NEWPID,
# NEWNET): a thread or a process is made as before, a namespace is refused.
_CLONE_NEW = 0x7E020000
_AUDIT_ARCH_X86_64 = 0xC000003E
_X32_BIT = 0x40000000
# The file descriptor the filter reaches bwrap on (`_START`); others are passed above it.
FILTER_FD = 9


def seccomp_program() -> bytes | None:
    """The filter as classic BPF (what bwrap's `--seccomp` reads); None off x86_64, where the
    sandbox goes without one."""
    if platform.machine() != "x86_64":
        return None
    load, jeq, jset, jge, ret = 0x20, 0x15, 0x45, 0x35, 0x06  # BPF_LD|W|ABS, BPF_JMP|…|K, BPF_RET
    allow, refuse = 0x7FFF0000, 0x00050000  # SECCOMP_RET_ALLOW, SECCOMP_RET_ERRNO | errno

    def op(code: int, k: int, jt: int = 0, jf: int = 0) -> bytes:
        return struct.pack("=HBBI", code, jt, jf, k)

    program = [
        op(load, 4), op(jeq, _AUDIT_ARCH_X86_64, 1, 0), op(ret, refuse | errno.ENOSYS),  # i386
        op(load, 0), op(jge, _X32_BIT, 0, 1), op(ret, refuse | errno.ENOSYS),  # x32
    ]
    for number in sorted(BLOCKED_CALLS.values()):
        program += [op(jeq, number, 0, 1), op(ret, refuse | errno.EPERM)]
    program += [
        # clone3 passes its flags in memory, out of a filter's sight: C libraries fall back to
        # clone, whose flags are an argument.
        op(jeq, _CLONE3, 0, 1), op(ret, refuse | errno.ENOSYS),
        op(jeq, _CLONE, 0, 3), op(load, 16),  # its flags, the first argument's low half
        op(jset, _CLONE_NEW, 0, 1), op(ret, refuse | errno.EPERM),
        op(ret, allow),
    ]
    return b"".join(program)


@cache
def _empty_file() -> Path:
    """An empty file, shown over a file the sandbox hides (in a folder of its own, gone at
    exit): a device such as /dev/null cannot be, on a mount without devices."""
    folder = own_folder("empty", until_exit=True)
    empty = folder / "empty"
    empty.write_bytes(b"")
    empty.chmod(0o444)
    folder.chmod(0o755)
    return empty


@cache
def _filter_file() -> Path | None:
    """The filter, written once for this process in a folder of its own (gone at exit)."""
    program = seccomp_program()
    if program is None:
        return None
    folder = own_folder("seccomp", until_exit=True)
    (folder / "filter.bpf").write_bytes(program)
    return folder / "filter.bpf"


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
        # A random end too: a process whose number a killed grader had finds that grader's
        # groups still there (its sweep takes them for its own), and with names made of the
        # number and the count alone, it could not make its own and ran its sandbox without.
        name = f"{own_prefix(GROUPS)}{next(_names)}-{secrets.token_hex(4)}"
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
            _swept_groups(root)
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
        """Remove the groups once their processes are gone: a moment after the kill, or longer
        on a busy machine (a fork bomb's 128 processes, a hog's 2 GiB to give back). A process
        still in a group then is killed again."""
        deadline = time.monotonic() + REMOVE_SECONDS
        for folder in self.folders:
            while True:
                try:
                    folder.rmdir()
                    break
                except FileNotFoundError:
                    break
                except OSError:
                    if time.monotonic() > deadline:
                        break  # left behind: a process stuck in the kernel, never ours to wait
                    _kill_members(folder)
                    time.sleep(0.01)
        self.folders.clear()


@cache
def _swept_groups(root: Path) -> None:
    """Remove, once a process, the empty groups of graders that were killed (`temporary.sweep`):
    a group with a process left in it is kept."""
    sweep(GROUPS, str(root), remove=os.rmdir)


def _kill_members(folder: Path) -> None:
    """SIGKILL every process still in a control group."""
    with contextlib.suppress(OSError, ValueError):
        for pid in (folder / "cgroup.procs").read_text().split():
            with contextlib.suppress(OSError):
                os.kill(int(pid), signal.SIGKILL)


def _counter(path: Path, name: str) -> int:
    """A named counter from a control group's `name value` lines (0 when absent)."""
    with contextlib.suppress(OSError, ValueError):
        for line in path.read_text().splitlines():
            key, _, value = line.partition(" ")
            if key == name:
                return int(value)
    return 0


def _system_folders() -> list[Path]:
    """The system's folders a grading sandbox shows, as they really are (merged /usr: /bin is
    /usr/bin)."""
    return sorted({Path(folder).resolve() for folder in SYSTEM_DIRS if Path(folder).is_dir()})


def _secrets(hidden: Iterable[Path], shown: Sequence[Path] = ()) -> list[Path]:
    """The folders and files to hide, as they really are, outer ones first. One inside another
    is hidden with it, unless code `shown` again inside the other holds it: the package inside
    a venv that lies in the folder the grader runs from (a wheel installed there) is hidden
    again after the venv is shown."""
    real = sorted({Path(h).resolve() for h in hidden if Path(h).exists()})

    def covered(secret: Path, by: Path) -> bool:
        return (secret != by and by.is_dir() and secret.is_relative_to(by)
                and not any(code.is_relative_to(by) and secret.is_relative_to(code)
                            for code in shown))

    return [f for f in real if not any(covered(f, o) for o in real)]


def cannot_hide(hidden: Iterable[Path], shown: Sequence[Path] | None = None) -> str | None:
    """Why a grading sandbox cannot hide one of the folders `hidden`, or None. A folder inside
    one the sandbox shows (a system folder, this Python, the course) is covered with an empty
    one, and the code shown inside it shown again; one that is, or holds, a system folder or
    is itself a folder of code the sandbox shows cannot be both hidden and shown."""
    shown = visible_code() if shown is None else shown
    system = _system_folders()
    for secret in (s for s in _secrets(hidden) if s.is_dir()):
        if (held := next((f for f in system if f.is_relative_to(secret)), None)) is not None:
            return (f"the folder {secret} must be hidden from the students' code, and it holds "
                    f"{held}, which the sandbox shows: grade from, and into, a folder of your own")
        if secret in shown:
            return (f"the folder {secret} must be hidden from the students' code, and the sandbox "
                    "shows it as the code it runs: grade from, and into, a folder of your own")
    return None


def _hiding(hidden: Iterable[Path], shown: Sequence[Path]) -> list[str]:
    """The options that hide each of `hidden` lying inside a folder the sandbox shows, wherever
    it lies (a system folder too: a teacher's `/usr/src/app`): an empty folder over it, and the
    code shown inside it shown again. A folder that cannot be hidden (`cannot_hide`) is a
    ValueError: grading never starts with it seen."""
    if (why := cannot_hide(hidden, shown)) is not None:
        raise ValueError(why)
    options: list[str] = []
    seen = [*shown, *_system_folders()]
    for secret in _secrets(hidden, shown):
        if not any(secret.is_relative_to(folder) for folder in seen):
            continue
        if not secret.is_dir():  # a file (the teacher's secret in /etc): an empty one over it
            options += ["--ro-bind", str(_empty_file()), str(secret)]
            continue
        options += ["--tmpfs", str(secret)]
        for code in shown:
            if code.is_relative_to(secret):
                options += ["--ro-bind", str(code), str(code)]
    return options


def _system_binds() -> list[str]:
    """The system's folders, read-only, as they are here (merged /usr: /bin -> usr/bin)."""
    options: list[str] = []
    for folder in SYSTEM_DIRS:
        path = Path(folder)
        if path.is_symlink():
            options += ["--symlink", os.readlink(path), folder]
        elif path.is_dir():
            options += ["--ro-bind", folder, folder]
    return options
