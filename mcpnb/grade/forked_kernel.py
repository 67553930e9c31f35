"""The kernel a grading worker runs a notebook in: this interpreter's ipykernel, forked from the
worker (`fork`), which imported it beforehand (`import_for_kernel`).

The child keeps none of the worker's descriptors (its report channel above all), signal handlers,
event loop or environment, drops the modules the worker imported for itself alone, and becomes
inspectable again, as a kernel started afresh is. `provisioner_class` hands it to jupyter_client
in place of its local provisioner.
"""

from __future__ import annotations

import asyncio
import contextlib
import ctypes
import os
import signal
import sys
import types
from collections.abc import Iterator, Sequence
from typing import Any

# Linux's prctl option that decides whether others of the same user may inspect this process.
PR_SET_DUMPABLE = 4
# The kernel is this interpreter's ipykernel, forked from the worker (`fork`) rather than
# started as `python -m ipykernel_launcher`: the worker imports ipykernel before it starts the
# kernel, and the kernel starts from that image instead of starting Python and importing it all
# again (jupyter_client, zmq, IPython): 0.25 s of CPU less per notebook. debugpy stays hidden
# while ipykernel is imported and set up, so that it sets up no debugger (a grading never debugs
# one): 0.07 s less. The student's own code may still import debugpy.
LAUNCHER = [sys.executable, "-m", "ipykernel_launcher"]
ARGV = [*LAUNCHER, "-f", "{connection_file}"]


@contextlib.contextmanager
def _debugpy_hidden() -> Iterator[None]:
    """debugpy cannot be imported inside (unless it already was): ipykernel then sets up no
    debugger."""
    hidden = "debugpy" not in sys.modules
    sys.modules.setdefault("debugpy", None)  # type: ignore[arg-type]
    try:
        yield
    finally:
        if hidden:
            del sys.modules["debugpy"]


# What the worker imports for itself alone: the kernel forked from it drops them, and a notebook
# that imports one gets it afresh, as in a kernel started on its own.
WORKERS_OWN = ("nbformat", "nbclient", "mcpnb.quick_nbformat")
WORKERS_OWN_PACKAGES = tuple(f"{name}." for name in WORKERS_OWN)


def import_nbformat_unvalidated() -> None:
    """Import nbformat without the schema validators its `json_compat` imports (jsonschema and
    its kin, fastjsonschema): 0.06 CPU-s of every worker's 0.5 s of imports, for validation
    the worker never asks for (it reads the notebook unvalidated, nbclient never validates).
    Should nbformat validate after all (converting an old notebook), the real module is
    imported then and put in the stand-in's place, its `ValidationError` too."""
    if "nbformat" in sys.modules:
        return
    stand_in = types.ModuleType("nbformat.json_compat")
    placeholder = type("ValidationError", (ValueError,), {})

    def real() -> Any:
        sys.modules.pop("nbformat.json_compat", None)
        import nbformat.json_compat as module  # jsonschema, only now

        for name, other in list(sys.modules.items()):
            if name.split(".")[0] == "nbformat" \
                    and getattr(other, "ValidationError", None) is placeholder:
                vars(other)["ValidationError"] = module.ValidationError
        return module

    vars(stand_in).update(
        ValidationError=placeholder,
        get_current_validator=lambda *a, **k: real().get_current_validator(*a, **k),
        _validator_for_name=lambda *a, **k: real()._validator_for_name(*a, **k),
    )
    sys.modules["nbformat.json_compat"] = stand_in
    import mcpnb.quick_nbformat  # noqa: F401  # nor jsonschema's format checkers


def import_for_kernel() -> None:
    """Import ipykernel here, with debugpy hidden, for the kernel `fork` starts."""
    with _debugpy_hidden():
        import ipykernel.kernelapp  # noqa: F401


class ForkedKernel:
    """The forked kernel, as much of a `subprocess.Popen` as jupyter_client uses."""

    def __init__(self, pid: int, args: Sequence[str]) -> None:
        self.pid, self.args = pid, list(args)
        self.returncode: int | None = None
        self.stdin = self.stdout = self.stderr = None

    def poll(self) -> int | None:
        return self._reap(os.WNOHANG)

    def wait(self, timeout: float | None = None) -> int | None:
        return self._reap(0)

    def _reap(self, options: int) -> int | None:
        if self.returncode is None:
            try:
                pid, status = os.waitpid(self.pid, options)
            except ChildProcessError:  # collected elsewhere (`_reap_orphans`): it has ended
                self.returncode = -signal.SIGKILL
            else:
                if pid:
                    self.returncode = os.waitstatus_to_exitcode(status)
        return self.returncode

    def send_signal(self, number: int) -> None:
        if self.poll() is None:
            os.kill(self.pid, number)

    def kill(self) -> None:
        self.send_signal(signal.SIGKILL)

    def terminate(self) -> None:
        self.send_signal(signal.SIGTERM)


def fork(cmd: Sequence[str], *, env: dict[str, str] | None = None, cwd: str | None = None,
         **_: Any) -> ForkedKernel:
    """Start the kernel `cmd` names (its arguments after `LAUNCHER`) in a child forked
    from this process, in a session of its own, with stdin on /dev/null, as
    `jupyter_client.launcher.launch_kernel` starts one, and return when the session exists."""
    environment = {**(os.environ if env is None else env), "JPY_PARENT_PID": str(os.getpid())}
    arguments = list(cmd[len(LAUNCHER):])
    started, told = os.pipe()
    pid = os.fork()
    if pid == 0:  # the kernel: nothing of the worker's may reach its code
        try:
            os.setsid()
            os.write(told, b".")
            _become_kernel(arguments, environment, cwd)
        finally:
            os._exit(1)
    os.close(told)
    os.read(started, 1)  # its process group exists before anyone signals it
    os.close(started)
    return ForkedKernel(pid, cmd)


def _become_kernel(arguments: list[str], env: dict[str, str], cwd: str | None) -> None:
    """In the forked child: drop what it holds of the worker, then run ipykernel."""
    signal.set_wakeup_fd(-1)  # the worker's event loop's, which a signal here would wake
    signal.signal(signal.SIGINT, signal.default_int_handler)
    signal.signal(signal.SIGTERM, signal.SIG_DFL)
    null = os.open(os.devnull, os.O_RDONLY)
    os.dup2(null, 0)
    os.closerange(3, os.sysconf("SC_OPEN_MAX"))  # the report channel first of all
    set_dumpable(True)
    if cwd is not None:
        os.chdir(cwd)
    os.environ.clear()
    os.environ.update(env)
    asyncio.set_event_loop(asyncio.new_event_loop())  # the worker's loop is not the kernel's
    for name in [n for n in sys.modules if n in WORKERS_OWN or n.startswith(WORKERS_OWN_PACKAGES)]:
        del sys.modules[name]
    sys.argv = ["-c", *arguments]  # what a kernel started as `python -c` saw
    with _debugpy_hidden():
        from ipykernel.kernelapp import IPKernelApp

        app = IPKernelApp.instance()
        app.initialize(arguments)  # type: ignore[no-untyped-call]
    app.start()  # type: ignore[no-untyped-call]


def set_dumpable(dumpable: bool) -> None:
    """Let others of the same user inspect this process (its /proc files), or keep them out."""
    if sys.platform.startswith("linux"):
        with contextlib.suppress(OSError, AttributeError):
            ctypes.CDLL(None, use_errno=True).prctl(PR_SET_DUMPABLE, int(dumpable), 0, 0, 0)


def provisioner_class() -> Any:
    """jupyter_client's local provisioner, but the kernel is forked from this process (`fork`);
    made when asked for, as jupyter_client is imported only then."""
    from jupyter_client.provisioning.local_provisioner import LocalProvisioner

    class Forking(LocalProvisioner):
        """The local provisioner, but the kernel is forked from this process (`fork`)."""

        async def launch_kernel(self, cmd: list[str], **kwargs: Any) -> Any:
            kernel = fork(cmd, **LocalProvisioner._scrub_kwargs(kwargs))
            self.process = kernel  # type: ignore[assignment]  # as much of a Popen as it uses
            self.pid = self.pgid = kernel.pid  # a session and a process group of its own
            self.cwd = kwargs.get("cwd")
            return self.connection_info

    return Forking
