"""Lesson 3's check against real processes and the real SDK: each server passes or fails for the
right client, in the right words.

The servers live in tests/student_servers/ (clients_*.py): lesson 3's reference with one fault each, a
server silent to everything, and lesson 2's reference, which refuses the version real clients
offer. The MCP Inspector's findings are judged only where `mcpnb.running.inspector` can run it.
"""

import json
import os
import subprocess
import sys
import time

import pytest
from places import ROOT, STUDENT_SERVERS

from mcpnb.content.client_errors import plain_error
from mcpnb.judge.checks.server import check_server
from mcpnb.judge.report import Verdict
from mcpnb.protocol import jsonrpc
from mcpnb.running import real_clients as clients
from mcpnb.running.client_tasks import (
    ECHO_TEXT,
    ClientTask,
    Complete,
    GetPrompt,
    ListResources,
    ReadResource,
    Saw,
)
from mcpnb.running.process import signal_group
from mcpnb.servers.clients import SUPPORTED_VERSIONS, ToolServer
from mcpnb.texts import speaking

SERVERS = STUDENT_SERVERS
REFERENCE = [sys.executable, "-m", "mcpnb.servers.clients"]
LESSON_2 = [sys.executable, "-m", "mcpnb.servers.handshake"]
SDK_CLIENTS = ("the SDK's ClientSession", "the SDK's Client (auto mode)")
INSPECTOR = "the MCP Inspector CLI"
INSPECTOR_RUNS = clients.inspector_unavailable() is None


def py(name):
    return [sys.executable, str(SERVERS / f"{name}.py")]


@pytest.fixture
def short_bounds(monkeypatch):
    """A server that stays silent costs these bounds; a right one connects in about 0.1 s (the
    Inspector in about 0.3 s, Node's start included). The SDK Client's wait for server/discover,
    which is also the bound for a quick connection, shrinks from 10 s to 1.5 s."""
    import mcp.client.session  # here, not in every pytest worker that collects this file (1.5 s)

    monkeypatch.setattr(clients, "CONNECT_TIMEOUT", 3.0)
    monkeypatch.setattr(clients, "CALL_TIMEOUT", 2.0)
    monkeypatch.setattr(mcp.client.session, "DISCOVER_TIMEOUT_SECONDS", 1.5)


def by_client(report):
    """{client: {finding id: finding}}, and the id-0 finding under None."""
    found = {}
    for finding in report.findings:
        client = dict(finding.values).get("client")
        found.setdefault(client, {})[finding.id] = finding
    return found


def failed_by_client(report):
    return {
        client: sorted(i for i, f in findings.items() if f.verdict is Verdict.FAILED)
        for client, findings in by_client(report).items()
    }


def sdk_failures(report):
    failures = failed_by_client(report)
    return {client: failures[client] for client in SDK_CLIENTS}


# -- the reference and lesson 2's server ---------------------------------------------------------


@pytest.mark.slow
def test_the_reference_server_connects_every_real_client_agrees_on_2025_11_25_and_echoes():
    report = check_server("clients", REFERENCE)

    assert report.ok, str(report)
    findings = by_client(report)
    assert report.total == (19 if INSPECTOR_RUNS else 16)
    assert "clients.quick" not in by_client(report).get(INSPECTOR, {})  # its time is not the server's
    for client in SDK_CLIENTS:
        assert findings[client]["clients.version"].seen == "agreed on 2025-11-25"
        assert findings[client]["clients.lists-echo"].seen == "tools listed: echo"
    assert by_client(report)[None]["clients.id-zero"].got[0].startswith(
        '{"jsonrpc":"2.0","id":0,"result":{"protocolVersion":"2025-11-25"'
    )


@pytest.mark.slow
def test_lesson_2s_server_refuses_what_the_sdk_offers_so_neither_sdk_client_connects():
    report = check_server("clients", LESSON_2)

    findings = by_client(report)
    for client in SDK_CLIENTS:
        connects = findings[client]["clients.connects"]
        assert connects.verdict is Verdict.FAILED
        # The client's own error: the server's -32602, and no line of the server's stderr.
        assert connects.got == ("error -32602 from the server: Unsupported protocol version",)
        others = [f.verdict for i, f in findings[client].items() if i != "clients.connects"]
        assert others == [Verdict.NOT_JUDGED] * 4
    assert findings[None]["clients.id-zero"].passed  # it does answer id 0: with its refusal


# -- each of the four changes the lesson asks for is a finding of its own ----------------------------
# (with the clients' real bounds: each of these servers answers every request at once)


def failed(report):
    return sorted(f.id for f in report.findings if f.verdict is Verdict.FAILED)


@pytest.mark.slow
def test_a_server_that_speaks_only_lesson_2s_versions_fails_the_versions_finding_alone():
    report = check_server("clients", py("clients_speaks_lesson_2s_versions"))

    assert failed(report) == ["clients.versions"]  # every client takes its counter-offer
    (newest, *_) = by_client(report)[None]["clients.versions"].got
    assert newest.startswith('asked for 2025-11-25: {"jsonrpc":"2.0","id":"init","result":'
                             '{"protocolVersion":"2025-03-26"')


@pytest.mark.slow
def test_a_server_that_refuses_a_version_it_does_not_speak_fails_the_counter_offer_alone():
    report = check_server("clients", py("clients_refuses_unspoken_version"))

    assert failed(report) == ["clients.counter-offer"]  # no real client asks for one today
    offer = by_client(report)[None]["clients.counter-offer"]
    assert offer.got[0] == "it refused with an error instead of offering a version it speaks"
    assert "newest version you do speak" in offer.text("hint")


@pytest.mark.slow
def test_a_server_not_ready_for_an_unknown_method_fails_the_new_and_waiting_states():
    report = check_server("clients", py("clients_not_ready_for_unknown_methods"))

    assert failed(report) == ["clients.unknown-new", "clients.unknown-waiting"]
    assert by_client(report)[None]["clients.unknown-ready"].passed


@pytest.mark.slow
def test_the_starting_server_fails_each_rule_but_once_ready_answers_an_unknown_method():
    start = [sys.executable, str(ROOT / "data" / "exercises"
                                 / "03-clients-server.py")]
    report = check_server("clients", start)

    rules = by_client(report)[None]
    assert [rules[r].verdict for r in ("clients.versions", "clients.unknown-new",
                                       "clients.counter-offer", "clients.unknown-waiting",
                                       "clients.unknown-ready")] == [
        Verdict.FAILED, Verdict.FAILED, Verdict.FAILED, Verdict.FAILED, Verdict.PASSED]
    assert report.findings[0].id == "clients.versions"  # the first change to make


# -- each fault fails for the right client ---------------------------------------------------------


@pytest.mark.slow
def test_a_server_silent_to_unknown_methods_keeps_only_the_probing_client_waiting(short_bounds):
    report = check_server("clients", py("clients_silent_to_unknown_methods"))

    assert sdk_failures(report) == {SDK_CLIENTS[0]: [], SDK_CLIENTS[1]: ["clients.quick"]}
    assert [f for f in failed_by_client(report)[None] if f.startswith("clients.unknown")] == [
        "clients.unknown-new", "clients.unknown-ready", "clients.unknown-waiting"]
    (waited,) = by_client(report)[SDK_CLIENTS[1]]["clients.quick"].got
    # It waited the SDK's (shortened) 1.5 s for server/discover before its handshake; how much
    # longer is the machine's load (2.1 s once in CI), not the server's.
    prefix = "your server kept a real client waiting "
    assert waited.startswith(prefix) and waited.endswith(" s"), waited
    assert float(waited[len(prefix):-2]) >= 1.5
    assert by_client(report)[SDK_CLIENTS[1]]["clients.calls-echo"].passed  # it got there late


@pytest.mark.slow
def test_a_server_without_tools_call_lists_echo_but_every_client_fails_to_call_it(short_bounds):
    report = check_server("clients", py("clients_without_tools_call"))

    assert sdk_failures(report) == {c: ["clients.calls-echo"] for c in SDK_CLIENTS}
    for client in SDK_CLIENTS:
        assert by_client(report)[client]["clients.calls-echo"].got == (
            "error -32601 from the server: Method not found",
        )


@pytest.mark.slow
def test_a_tool_whose_input_schema_lacks_its_type_is_told_which_field_and_what_it_must_be():
    report = check_server("clients", py("clients_tool_schema_without_type"))

    for client in SDK_CLIENTS:
        (said, *_) = by_client(report)[client]["clients.lists-echo"].got
        assert said == ("the client could not read the server's tools/list reply: "
                        'tools[0].inputSchema.type is missing: it must be "object"')
        assert by_client(report)[client]["clients.lists-echo"].verdict is Verdict.FAILED


def test_a_reply_field_of_the_wrong_kind_or_value_is_named_with_what_it_must_be_never_pydantics_dump():
    from mcp.types import ListToolsResult
    from pydantic import ValidationError

    tool = {"name": 3, "inputSchema": []}
    with pytest.raises(ValidationError) as caught:
        ListToolsResult.model_validate({"tools": [tool]})
    with speaking("es"):
        in_spanish = plain_error(caught.value)

    assert plain_error(ExceptionGroup("outer", [caught.value])) == (
        "the client could not read the server's tools/list reply: tools[0].name must be text; "
        "tools[0].inputSchema must be an object")
    assert in_spanish == (
        "el cliente no pudo leer la respuesta del servidor a tools/list: tools[0].name debe ser "
        "texto; tools[0].inputSchema debe ser un objeto")
    assert "pydantic" not in in_spanish


@pytest.mark.slow
def test_a_server_that_takes_id_0_for_a_notification_is_told_so_first_and_fails_only_the_inspector(
    short_bounds,
):
    report = check_server("clients", py("clients_id_zero_is_a_notification"))

    assert sdk_failures(report) == {c: [] for c in SDK_CLIENTS}  # the SDK's ids start at 1
    id_zero = by_client(report)[None]["clients.id-zero"]
    assert id_zero.verdict is Verdict.FAILED and id_zero.got == ("no reply",)
    assert next(f for f in report.findings if not f.passed) == id_zero  # its first finding
    assert "not by whether the id looks true" in id_zero.text("hint")


@pytest.mark.slow
@pytest.mark.skipif(not INSPECTOR_RUNS, reason="the Inspector cannot run here")
def test_the_inspector_is_stopped_once_its_id_0_went_unanswered_instead_of_waiting_its_15_s():
    start = time.monotonic()
    report = check_server("clients", py("clients_id_zero_is_a_notification"))
    seconds = time.monotonic() - start

    assert seconds < clients.CONNECT_TIMEOUT - 5  # the harness's 2 s for the reply, and starts
    inspector = by_client(report)[INSPECTOR]
    assert {f.verdict for f in inspector.values()} == {Verdict.NOT_JUDGED}
    assert inspector["clients.connects"].got == (
        "the Inspector was stopped: its first message (initialize with id 0) got no reply",)


@pytest.mark.slow
def test_a_silent_server_costs_each_client_its_bound_and_never_hangs_the_check(short_bounds):
    start = time.monotonic()
    report = check_server("clients", py("clients_silent"))
    seconds = time.monotonic() - start

    # The clients wait at once, each for its 3 s; their shutdown takes a moment more.
    assert seconds < 3.0 + 3.0
    for client in SDK_CLIENTS:
        connects = by_client(report)[client]["clients.connects"]
        assert connects.got == (
            "the client gave up after 3 s without an answer (while connecting)",
            "its last line on stderr: clients server ready",
        )
    assert by_client(report)[None]["clients.id-zero"].got == ("no reply",)


@pytest.mark.slow
def test_a_server_that_exits_at_once_is_told_once_with_its_own_error_and_nothing_else_judged():
    crash = [sys.executable, "-c", "import sys; sys.exit('no module named tools')"]

    report = check_server("clients", crash)

    assert [(f.id, f.got) for f in report.findings] == [("server.stopped", (
        "the server stopped (exit 1) before it answered anything; its error:",
        "no module named tools"))]


@pytest.mark.slow
def test_a_command_that_cannot_start_is_told_as_such():
    report = check_server("clients", ["mcpnb-no-such-server"])

    assert [f.id for f in report.findings] == ["server.start"]
    assert report.could_not_start


# -- the Inspector: run where it can, else said to be skipped ---------------------------------------


@pytest.mark.slow
def test_without_the_inspector_one_skipped_finding_says_why_and_counts_neither_way(
    monkeypatch,
):
    monkeypatch.setattr(clients, "inspector_unavailable", lambda: "no Node here")

    report = check_server("clients", REFERENCE)
    skipped = [f for f in report.findings if f.verdict is Verdict.SKIPPED]

    assert report.ok and report.total == 16 and len(report.findings) == 17
    assert [(f.id, f.got) for f in skipped] == [("clients.inspector", ("no Node here",))]
    assert "  \u2013 the MCP Inspector CLI (skipped here)\n      got:      no Node here" in str(report)
    assert INSPECTOR not in by_client(report)
    assert by_client(report)[None]["clients.id-zero"].seen == (
        "the MCP Inspector was not run: no Node here; the check sent its first message itself"
    )


@pytest.mark.slow
@pytest.mark.skipif(not INSPECTOR_RUNS, reason="the MCP Inspector cannot run here")
def test_the_inspector_connects_to_the_reference_and_gives_up_on_lesson_2s_server():
    good = by_client(check_server("clients", REFERENCE))[INSPECTOR]
    refused = by_client(check_server("clients", LESSON_2))[INSPECTOR]

    assert all(f.passed for f in good.values())
    assert "clients.version" not in good  # the Inspector does not say which version it agreed on
    assert refused["clients.connects"].got == ("Unsupported protocol version",)


# -- the pieces ----------------------------------------------------------------------------------------


def test_a_clients_error_is_the_first_real_error_inside_its_exception_groups():
    import mcp

    error = mcp.MCPError(-32602, "Unsupported protocol version", {"requested": "2025-11-25"})
    nested = ExceptionGroup("outer", [ExceptionGroup("inner", [error])])
    other = ExceptionGroup("outer", [RuntimeError("Unsupported protocol version from the server: x")])

    assert plain_error(nested) == "error -32602 from the server: Unsupported protocol version"
    assert plain_error(other) == "RuntimeError: Unsupported protocol version from the server: x"


@pytest.mark.slow
def test_a_passing_report_shows_the_same_text_on_every_run():
    """A notebook shows it: times to connect stay out of what a passing finding shows."""
    first, second = (check_server("clients", REFERENCE) for _ in range(2))

    assert str(first) == str(second)
    assert "connected in" not in str(first)
    assert json.loads(json.dumps(first.to_dict()))["check"] == "clients"


def line(message):
    return jsonrpc.classify(jsonrpc.encode(message).decode().rstrip("\n"))


def answer(server, message):
    reply = server.respond(line(message))
    return None if reply is None else reply.message


def ready_server():
    server = ToolServer()
    hello = {"protocolVersion": "2025-11-25", "capabilities": {}, "clientInfo": {"name": "t"}}
    answer(server, jsonrpc.request(1, "initialize", hello))
    answer(server, jsonrpc.notification("notifications/initialized"))
    return server


def test_the_reference_counter_offers_its_newest_version_for_one_it_does_not_speak():
    hello = {"protocolVersion": "1999-01-01", "capabilities": {}, "clientInfo": {"name": "t"}}

    reply = answer(ToolServer(), jsonrpc.request(1, "initialize", hello))

    assert reply["result"]["protocolVersion"] == SUPPORTED_VERSIONS[0] == "2025-11-25"
    assert reply["result"]["capabilities"] == {"tools": {"listChanged": False}}


def test_the_reference_answers_server_discover_with_32601_even_before_initialize():
    reply = answer(ToolServer(), jsonrpc.request("d", "server/discover", {}))

    assert reply["error"]["code"] == jsonrpc.METHOD_NOT_FOUND


def test_the_reference_echoes_text_and_refuses_a_tool_it_does_not_have():
    server = ready_server()

    echo = answer(server, jsonrpc.request(2, "tools/call", {"name": "echo", "arguments": {"text": "hé"}}))
    other = answer(server, jsonrpc.request(3, "tools/call", {"name": "nope", "arguments": {}}))
    listed = answer(server, jsonrpc.request(4, "tools/list"))

    assert echo["result"]["content"] == [{"type": "text", "text": "hé"}]
    assert other["error"]["code"] == jsonrpc.INVALID_PARAMS
    assert [t["name"] for t in listed["result"]["tools"]] == ["echo"]


@pytest.mark.slow
@pytest.mark.skipif(not INSPECTOR_RUNS, reason="the MCP Inspector cannot run here")
def test_the_inspector_meets_a_right_server_once_and_a_faulty_one_also_with_a_list_of_its_own(
        monkeypatch):
    # Its tools/call lists the tools first and looks echo up: a call that ends well proves both.
    from mcpnb.running import inspector

    asked = []
    real = inspector.run

    def spied(command, method, **kwargs):
        asked.append(method)
        return real(command, method, **kwargs)

    monkeypatch.setattr(inspector, "run", spied)
    monkeypatch.setattr(clients, "LIST_AFTER", 60.0)  # however busy the machine: not a tuning test
    right = clients.run_inspector(REFERENCE)
    asked_of_right = asked.copy()
    asked.clear()
    faulty = clients.run_inspector(py("clients_without_tools_call"))

    assert asked_of_right == ["tools/call"]
    assert right.saw == (Saw("tools/list", ("echo",), whole=False),
                         Saw("tools/call", (ECHO_TEXT,)))
    assert sorted(asked) == ["tools/call", "tools/list"]
    listed = faulty.saw_of("tools/list")
    assert "echo" in listed.items and listed.whole and faulty.saw_of("tools/call") is None
    assert faulty.error


@pytest.mark.slow
@pytest.mark.skipif(not INSPECTOR_RUNS, reason="the MCP Inspector cannot run here")
def test_an_inspector_call_that_ends_well_after_its_list_run_began_is_shown_as_one_in_time(
        monkeypatch):
    """A busy machine can keep a call past `LIST_AFTER`, which starts a list run beside it; what
    a passing finding then shows must not change with it (a notebook compares it)."""
    monkeypatch.setattr(clients, "LIST_AFTER", 60.0)
    in_time = clients.run_inspector(REFERENCE)
    monkeypatch.setattr(clients, "LIST_AFTER", 0.0)  # the list run starts at once
    late = clients.run_inspector(REFERENCE)

    assert in_time.saw_of("tools/call").items == late.saw_of("tools/call").items == (ECHO_TEXT,)
    assert late.saw == in_time.saw


@pytest.mark.slow
def test_a_server_starved_of_cpu_is_waited_for_on_its_own_clock_not_timed_out(monkeypatch):
    """Three busy neighbours on the server's one core: it spends 0.6 s of CPU before it reads a
    line (the SDK's server spends more importing), some 2.4 s by the wall clock, past a 1.5 s
    bound. The SDK's client waits on the server's own clock, so it connects all the same."""
    core = min(os.sched_getaffinity(0))
    pin = f"import os; os.sched_setaffinity(0, {{{core}}})"
    burn = ("import time; t = time.process_time()\nwhile time.process_time() - t < 0.6: pass\n"
            "import runpy, sys; sys.argv = ['server']; "
            "runpy.run_module('mcpnb.servers.clients', run_name='__main__')")
    busy = [subprocess.Popen([sys.executable, "-c", f"{pin}\nwhile True: pass"],
                             start_new_session=True) for _ in range(3)]
    monkeypatch.setattr(clients, "CONNECT_TIMEOUT", 1.5)
    try:
        run = clients.run_client("session", [sys.executable, "-c", f"{pin}\n{burn}"])
    finally:
        for process in busy:
            signal_group(process.pid)
            process.wait()

    assert (run.connected, run.error, run.failure) == (True, "", None)
    assert run.saw_of("tools/call").items == (ECHO_TEXT,)
    assert run.seconds > 1.5  # by the wall clock it was late: the bound was not on that clock


# Lesson 7's task: list the resources, read a text and a binary one, get a prompt with its
# arguments (an accent, as echo's), complete one of them.
RESOURCES_TASK = ClientTask("resources", (
    ListResources("test://static-text"), ReadResource("test://static-text"),
    ReadResource("test://static-binary"),
    GetPrompt("test_prompt_with_arguments", {"arg1": "café", "arg2": "b"}),
    Complete("ref/prompt", "test_prompt_with_arguments", "arg1", "test")))


@pytest.mark.slow
def test_every_client_carries_out_a_task_of_resources_and_prompts_each_step_seen_in_order():
    """Lesson 7's steps, made by the SDK's Client in its three modes and by the Inspector in its
    three eras, against lesson 7's reference server on HTTP: each client sees what each step
    answers, in the task's order (two reads of one method kept apart); the Inspector's one-shot
    CLI cannot complete, and leaves that step out."""
    process = subprocess.Popen([sys.executable, "-m", "mcpnb.servers.resources", "--port", "0"],
                               stdin=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True,
                               start_new_session=True)
    try:
        url = process.stderr.readline().split()[1]
        names = [n for n in clients.ERA_CLIENTS
                 if INSPECTOR_RUNS or n not in clients.INSPECTOR_ERAS]
        runs = clients.meet(clients.Url(url), RESOURCES_TASK, clients=names)
    finally:
        signal_group(process.pid)
        process.wait()

    with speaking("en"):
        seen = (
            ("resources/list", ("test://static-text", "test://static-binary",
                                "test://watched-resource")),
            ("resources/read", ("This is the content of the static text resource.",)),
            ("resources/read", ("a blob of image/png, not text",)),
            ("prompts/get", ("Prompt with arguments: arg1='café', arg2='b'",)),
            ("completion/complete", ("test", "testing", "tested")))
    for name, run in runs.items():
        expected = seen[:4] if name in clients.INSPECTOR_ERAS else seen
        assert [(saw.stage, saw.items) for saw in run.saw] == list(expected), (name, run)
        assert run.connected and run.error == "", (name, run)
