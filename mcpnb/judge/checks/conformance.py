"""The official MCP conformance suite's verdict on a server on Streamable HTTP: what `mcpnb check
http --conformance` (and `check tools`) and the last check of lessons 5 and 6 add to the check's
own findings.

The suite (`mcpnb.running.conformance`, a client the course did not write) holds the server the
check started to each of its scenarios that a server with one tool, `echo`, can be held to
(`ECHO_SCENARIOS`; a check that asks for more names its own scenarios beside it, as lesson 6's
`mcpnb.judge.checks.tools.SCENARIOS`), at each spec version of the course it applies to: one
run of the suite a version, the two at once. Each scenario at each version is one finding,
"conformance.scenario": passed when none of its checks failed but those that cannot count
against such a server (`excused`), each shown, never counted:

- `OPEN`: a check of what the specification leaves to the server (with the sentence that does);
- `NOT_TESTABLE`: one the suite could not exercise ("Not testable": it needs a diagnostic tool of
  the suite's own, such as `test_missing_capability`);
- `NOT_SERVED`: one that asks for a method a server with one tool does not have, and got -32601.

A scenario the suite gave up on because the server kept it waiting fails (the suite's own
`scenario-timeout` check, or the run stopped in it at `RUN_SECONDS`); one it did not reach
before then, or could not run at all (it crashed), is not judged. Where the suite cannot run
here (no Node ≥ 22, not installed), one finding, "conformance.suite", is skipped and says why.
"""

from __future__ import annotations

from collections.abc import Mapping
from concurrent.futures import ThreadPoolExecutor

from mcpnb.judge.report import Finding, Verdict
from mcpnb.running import conformance
from mcpnb.running.conformance import SCENARIO_SECONDS, Check, ScenarioRun
from mcpnb.running.transcripts import shorten
from mcpnb.texts import carried, say

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

# Checks the specification leaves open, each with the sentence that does (verbatim, and its page
# under docs/specification/). A modern `initialize` (with a valid `_meta`) is an unknown method
# to the suite, which wants 404 and -32601 for it; the course answers it 400 and -32022
# (UnsupportedProtocolVersionError, naming the versions it speaks), as lesson 4 teaches. The same
# page also asks a modern-only server to "name the protocol versions it supports in any error it
# returns to an `initialize` request, on any transport".
OPEN: dict[str, tuple[str, str]] = {
    "sep-2575-http-server-method-not-found-404-initialize": (
        "2026-07-28/basic/versioning.mdx",
        "stdio: the server rejects `initialize` with a JSON-RPC error; the exact code is "
        "implementation-defined (`initialize` is an unknown method and the request also lacks "
        "the required `_meta` fields).",
    ),
}
# Checks the suite cannot exercise on a server with echo alone ("Not testable"): each needs one
# of the suite's diagnostic tools. Check id -> (its scenario, the tool its error names).
NOT_TESTABLE: dict[str, tuple[str, str]] = {
    "sep-2575-server-rejects-undeclared-capability": ("server-stateless",
                                                      "test_missing_capability"),
    "sep-2575-missing-capability-http-400": ("server-stateless", "test_missing_capability"),
    "sep-2575-http-server-no-independent-requests-on-stream": ("server-stateless",
                                                               "test_streaming_elicitation"),
    "sep-2575-server-no-log-without-loglevel": ("server-stateless", "test_logging_tool"),
}
# Checks of methods a server with one tool does not have: it answers -32601 (Method not found),
# as a server without the capability does. Check id -> (its scenario, the method it asks for).
NOT_SERVED: dict[str, tuple[str, str]] = {
    "sep-2549-prompts-list-caching-hints": ("caching", "prompts/list"),
    "sep-2549-resources-list-caching-hints": ("caching", "resources/list"),
    "sep-2549-resources-templates-list-caching-hints": ("caching", "resources/templates/list"),
}
# The suite's run at one version takes about 3 s against a server that answers; one that keeps
# each scenario waiting until the suite gives up on it (`SCENARIO_SECONDS`) is stopped here, and
# the scenarios not reached by then say so.
RUN_SECONDS = 40.0


def is_suite(finding: Finding) -> bool:
    """Whether a finding is the suite's: one a grade shows and never counts."""
    return finding.id.startswith("conformance.")


def excused(check: Check, not_served: Mapping[str, tuple[str, str]] = NOT_SERVED) -> str | None:
    """Why a failed check does not count against a server with one tool (a line to show), or
    None when it counts: `not_served`, the checks of methods the server need not have."""
    if check.id in OPEN:
        return say("conformance.open", check=check.id, page=OPEN[check.id][0])
    if check.not_testable and check.id in NOT_TESTABLE:
        return say("conformance.not-testable", check=check.id, tool=NOT_TESTABLE[check.id][1])
    method = not_served.get(check.id, ("", ""))[1]
    if method and check.error.startswith(f"{method} returned JSON-RPC error -32601"):
        return say("conformance.not-served", check=check.id, method=method)
    return None


def finding(run: ScenarioRun,
            not_served: Mapping[str, tuple[str, str]] = NOT_SERVED) -> Finding:
    """One scenario's run, as a finding: what failed, or what passed and what was excused."""
    values = (("scenario", run.scenario), ("version", run.version))
    sent = (say("conformance.sent", scenario=run.scenario, version=run.version),)
    if run.timed_out or run.error and not run.checks:
        verdict = Verdict.FAILED if run.timed_out else Verdict.NOT_JUDGED
        return Finding("conformance.scenario", verdict, sent, (run.error,), values=values)
    excuses = [(check, excused(check, not_served)) for check in run.failed]
    failed = [check for check, why in excuses if why is None]
    if failed:
        got = tuple(shorten(f"{check.id}: {check.error.splitlines()[0] if check.error else ''}")
                    for check in failed)
        return Finding("conformance.scenario", Verdict.FAILED, sent, got, values=values)
    asides = [why for _, why in excuses if why is not None]
    warned = [check.id for check in run.checks if check.status == "WARNING"]
    passed = sum(check.status == "SUCCESS" for check in run.checks)
    seen = say("conformance.seen", passed=passed)
    if others := len(run.checks) - passed - len(warned) - len(asides):
        seen += " " + say("conformance.others", count=others)
    if warned:
        seen += " " + say("conformance.warned", checks=", ".join(warned))
    if asides:
        seen += " " + " ".join(asides)
    return Finding("conformance.scenario", Verdict.PASSED, sent, seen=seen, values=values)


def suite_findings(url: str, time_scale: float = 1.0,
                   scenarios: Mapping[str, tuple[str, ...]] = ECHO_SCENARIOS,
                   not_served: Mapping[str, tuple[str, str]] = NOT_SERVED) -> list[Finding]:
    """The suite's `scenarios` against the server at `url`, at their versions: one run of the
    suite for each version, the two at once, and one finding a scenario and version, in their
    order; or one skipped finding saying why the suite cannot run here."""
    why = conformance.unavailable()
    if why is not None:
        return [Finding("conformance.suite", Verdict.SKIPPED, got=(why,))]
    versions = list(dict.fromkeys(v for applies in scenarios.values() for v in applies))
    at = {version: [name for name, applies in scenarios.items() if version in applies]
          for version in versions}
    with ThreadPoolExecutor(len(versions)) as pool:
        runs = {version: pool.submit(carried(conformance.run), url, names, version,
                                     timeout=RUN_SECONDS * time_scale,
                                     scenario_timeout=SCENARIO_SECONDS * time_scale)
                for version, names in at.items()}
        found = {(run.scenario, run.version): run
                 for version in versions for run in runs[version].result()}
    return [finding(found[name, version], not_served)
            for name, applies in scenarios.items() for version in applies]
