"""Start a student's HTTP server and reach it, inside its sandbox or not: lesson 5's runs.

`WebServer(command, sandbox)` starts `command --port N` with `PORT=N` in its environment too, and
`wait_ready` waits, within a bound, for the server to say `ready` on stderr or for its port to
take a connection; `url` is then where every client reaches it, the check's httpx as well as
the SDK's client and the Inspector, and `stop` ends it with everything it started.

A sandbox has a network of its own (bubblewrap's `--unshare-net`): the server listens on the
sandbox's 127.0.0.1, which no process outside can reach, and it reaches nothing outside. So the
server runs under a door (`DOOR`, standard library only, since a grading sandbox shows no
package): a small Python parent inside the sandbox which, each time the checker asks on a
socket pair it inherited, connects to the server's port there and hands the connected socket
back (SCM_RIGHTS). A relay on this machine's 127.0.0.1 (`_Relay`) turns each connection a
client makes into one such socket and copies bytes both ways. Nothing the server does goes out:
the relay only carries connections made to it, from outside in. Without a sandbox the server
listens on this machine's 127.0.0.1 and is reached there.
"""

from __future__ import annotations

import array
import contextlib
import fcntl
import os
import re
import selectors
import signal
import socket
import stat
import subprocess
import sys
import threading
import time
from collections.abc import Sequence

from mcpnb.running.harness import child_env
from mcpnb.running.sandbox import FILTER_FD, Sandbox

PATH = "/mcp"
# How long a server may take to listen: Python and its imports start in well under a second; a
# loaded machine gets the rest.
READY_TIMEOUT = 15.0
# How long what an ended server wrote on stderr may take to be read to its end.
DRAIN_SECONDS = 1.0
# How often the port is tried while the server says nothing.
POLL = 0.05
# How long the door inside the sandbox may take to hand over a connection: it connects on the
# sandbox's own loopback, in microseconds; a door stopped or hijacked by its server answers never.
DOOR_SECONDS = 2.0
# How many descriptors one answer of the door may bring, all closed but the socket kept.
MAX_FDS = 4
# What a relayed connection may carry from the server: a reply of the lessons is a few hundred
# bytes and the check reads 256 KiB at most; past this a real client would hold a flood in memory.
RELAY_MAX_BYTES = 4 * 1024 * 1024
# A response compressed on the wire, which a client inflates past any bound counted on the wire
# (4 MiB of gzip is gigabytes): no lesson's server compresses, and a connection whose server
# sends one is cut at its header. Its value may end in the next read: a header split after its
# colon is cut too, which no lesson's server sends either.
COMPRESSED = re.compile(rb"\r\ncontent-encoding:[ \t]*(?!identity[ \t]*\r)", re.IGNORECASE)
# What of the server's bytes is kept from one read to the next, to find a header split by them.
HEADER_TAIL = 64
# How much of the server's stderr is kept to show: its first lines say why it did not start, its
# last ones why it dropped a request.
STDERR_KEPT = 64 * 1024
# Run inside the sandbox as `python -c DOOR PORT FD CMD...`: start the server, then for each byte
# read on FD connect to 127.0.0.1:PORT and send the socket back (or one byte: the errno).
# The door makes itself undumpable first: its server, the same user in the same sandbox, may then
# neither read nor write its memory nor take its descriptors (pidfd_getfd), so it cannot answer
# for the door; what it can still do (stop or kill it) costs the checker `DOOR_SECONDS`.
DOOR = r"""
import array, ctypes, os, socket, subprocess, sys, threading
ctypes.CDLL(None).prctl(4, 0, 0, 0, 0)  # PR_SET_DUMPABLE, 0
port, fd, command = int(sys.argv[1]), int(sys.argv[2]), sys.argv[3:]
door = socket.socket(fileno=fd)
server = subprocess.Popen(command, pass_fds=())
def gone():  # the server ended: so does the door, with its status, so the checker knows at once
    status = server.wait()
    os._exit(status if status >= 0 else 128 - status)
threading.Thread(target=gone, daemon=True).start()
try:
    while door.recv(1):
        peer = socket.socket()
        try:
            peer.connect(("127.0.0.1", port))
        except OSError as error:
            door.sendall(bytes([min(error.errno or 1, 255)]))
        else:
            door.sendmsg([b"\0"], [(socket.SOL_SOCKET, socket.SCM_RIGHTS,
                                    array.array("i", [peer.fileno()]))])
        peer.close()
finally:
    server.kill()
"""


# The port a server of the course's own says on its ready line.
_SAID_PORT = re.compile(rb"http://127\.0\.0\.1:(\d+)/")


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


class WebServer:
    """One run of a student's HTTP server (see the module's docstring)."""

    def __init__(self, command: Sequence[str], *, sandbox: Sandbox | None = None,
                 env: dict[str, str] | None = None, says_its_url: bool = False) -> None:
        # `says_its_url`: a server of the course's own, which takes port 0 and says the port it
        # got on its ready line (`ready http://127.0.0.1:PORT/mcp`): no other process on this
        # machine can take its port between its choosing and its binding, as a free port
        # chosen here may be taken (many servers start at once, unsandboxed, on a busy machine)
        self.port = 0 if says_its_url and sandbox is None else free_port()
        self._door: socket.socket | None = None
        self._door_shut = False
        self._lock = threading.Lock()  # one request on the door at a time
        self._relay: _Relay | None = None
        full = [*command, "--port", str(self.port)]
        environment = {**(env or child_env()), "PORT": str(self.port)}
        passed: tuple[int, ...] = ()
        if sandbox is not None:
            ours, theirs = socket.socketpair()
            # Above the descriptors the sandbox's own start uses (its filter's, FILTER_FD).
            door = fcntl.fcntl(theirs.fileno(), fcntl.F_DUPFD_CLOEXEC, FILTER_FD + 1)
            theirs.close()
            theirs = socket.socket(fileno=door)
            ours.settimeout(DOOR_SECONDS)
            self._door, passed = ours, (door,)
            full = sandbox.wrap([sys.executable, "-c", DOOR, str(self.port), str(door), *full])
        self.stderr = bytearray()
        self._tail = bytearray()  # its last bytes: the errors of its later requests
        self._said_ready = threading.Event()
        try:
            self.process = subprocess.Popen(
                full, stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL,
                stderr=subprocess.PIPE, env=environment, pass_fds=passed,
                start_new_session=True)
        finally:
            if passed:
                theirs.close()
        self._stderr_reader = threading.Thread(target=self._read_stderr, daemon=True)
        self._stderr_reader.start()
        if self._door is not None:
            self._relay = _Relay(self._connect_inside)

    @property
    def url(self) -> str:
        port = self._relay.port if self._relay is not None else self.port
        return f"http://127.0.0.1:{port}{PATH}"

    def _read_stderr(self) -> None:
        assert self.process.stderr is not None
        for line in self.process.stderr:
            if len(self.stderr) < STDERR_KEPT:
                self.stderr += line[: STDERR_KEPT - len(self.stderr)]
            self._tail += line
            if len(self._tail) > 2 * STDERR_KEPT:  # trimmed now and then: a flood costs no copies
                del self._tail[:-STDERR_KEPT]
            if line.lstrip().lower().startswith(b"ready"):
                if not self.port and (said := _SAID_PORT.search(line)) is not None:
                    self.port = int(said[1])
                self._said_ready.set()

    def _connect_inside(self) -> socket.socket:
        """A socket connected to the server's port inside its sandbox (OSError if refused, or
        if the door did not answer within `DOOR_SECONDS`: it is then closed for good, since a
        late answer would be taken for the next one's). Every descriptor that comes is closed
        but the one socket kept: a door that sends others, or no socket, leaks nothing."""
        assert self._door is not None
        fds = array.array("i")
        with self._lock:
            if self._door_shut:
                raise ConnectionError("the server's door no longer answers")
            try:
                self._door.sendall(b"c")
                data, ancillary, _, _ = self._door.recvmsg(
                    1, socket.CMSG_SPACE(fds.itemsize * MAX_FDS))
            except OSError:
                self._door_shut = True
                raise
            for level, kind, payload in ancillary:
                if level == socket.SOL_SOCKET and kind == socket.SCM_RIGHTS:
                    fds.frombytes(payload[: len(payload) - len(payload) % fds.itemsize])
        kept = next((fd for fd in fds if stat.S_ISSOCK(os.fstat(fd).st_mode)), None)
        for fd in fds:
            if fd != kept:
                os.close(fd)
        if kept is not None:
            try:
                return socket.socket(fileno=kept)
            except OSError:
                os.close(kept)
                raise
        if not data:
            raise ConnectionError("the server's sandbox has ended")
        raise OSError(data[0], os.strerror(data[0]))

    def _connect(self) -> socket.socket:
        if self._door is not None:
            return self._connect_inside()
        return socket.create_connection(("127.0.0.1", self.port), timeout=1.0)

    def wait_ready(self, timeout: float = READY_TIMEOUT) -> bool:
        """Wait until the server said `ready` or its port takes a connection (True), it ended
        or the bound passed (False)."""
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline and self.process.poll() is None:
            if self._said_ready.is_set():
                return True
            with contextlib.suppress(OSError):
                self._connect().close()
                return True
            self._said_ready.wait(POLL)
        return self._said_ready.is_set() and self.process.poll() is None

    @property
    def stderr_tail(self) -> bytes:
        """The last STDERR_KEPT bytes the server wrote on stderr."""
        return bytes(self._tail[-STDERR_KEPT:])

    def ended(self) -> int | None:
        """The server's exit status once it has ended of itself (a signal's as 128 + its
        number), its stderr then read to its end; None while it runs."""
        status = self.process.poll()
        if status is None:
            return None
        self._stderr_reader.join(DRAIN_SECONDS)
        return status if status >= 0 else 128 - status

    def stop(self) -> None:
        """End the server and everything it started (its process group: the sandbox with it)."""
        with contextlib.suppress(ProcessLookupError):
            os.killpg(self.process.pid, signal.SIGKILL)
        with contextlib.suppress(subprocess.TimeoutExpired):
            self.process.wait(10)
        if self._relay is not None:
            self._relay.close()
        if self._door is not None:
            self._door.close()

    def __enter__(self) -> WebServer:
        return self

    def __exit__(self, *exc: object) -> None:
        self.stop()


class _Relay:
    """A listener on this machine's 127.0.0.1 whose every connection is copied, both ways, to
    a socket `connect()` makes (one inside the server's sandbox)."""

    def __init__(self, connect: object) -> None:
        self._connect = connect
        self._listener = socket.create_server(("127.0.0.1", 0))
        self.port = int(self._listener.getsockname()[1])
        self._closed = threading.Event()
        self._open: set[socket.socket] = set()
        threading.Thread(target=self._accept, daemon=True).start()

    def _accept(self) -> None:
        while not self._closed.is_set():
            try:
                client, _ = self._listener.accept()
            except OSError:
                return
            threading.Thread(target=self._carry, args=(client,), daemon=True).start()

    def _carry(self, client: socket.socket) -> None:
        try:
            inside = self._connect()  # type: ignore[operator]
        except OSError:
            client.close()  # the server does not listen (yet): the client sees a reset
            return
        self._open |= {client, inside}
        with selectors.DefaultSelector() as selector:
            selector.register(client, selectors.EVENT_READ, inside)
            selector.register(inside, selectors.EVENT_READ, client)
            ends, carried, tail = 0, 0, b""
            while ends < 2 and not self._closed.is_set() and carried <= RELAY_MAX_BYTES:
                for key, _ in selector.select(timeout=0.5):
                    source: socket.socket = key.fileobj  # type: ignore[assignment]
                    try:
                        data = source.recv(65536)
                    except OSError:
                        data = b""
                    if source is inside:
                        carried += len(data)
                        seen = tail + data
                        tail = seen[-HEADER_TAIL:]
                        if COMPRESSED.search(seen):
                            carried = RELAY_MAX_BYTES + 1  # cut, as a flood is
                    if data and carried <= RELAY_MAX_BYTES:
                        with contextlib.suppress(OSError):
                            key.data.sendall(data)
                        continue
                    if data:  # a flood: past any reply of the lessons, both ends are closed
                        break
                    selector.unregister(source)
                    ends += 1
                    with contextlib.suppress(OSError):
                        key.data.shutdown(socket.SHUT_WR)
        for end in (client, inside):
            end.close()
            self._open.discard(end)

    def close(self) -> None:
        self._closed.set()
        self._listener.close()
        for end in list(self._open):
            with contextlib.suppress(OSError):
                end.close()
