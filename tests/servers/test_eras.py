"""Lesson 4's protocol: the two eras, the dual-era client's probe decision, and the reference
dual-era server as a real child process, its modern replies read by the SDK's own 2026-07-28 wire
models (`mcp_types`) and its legacy ones still lesson 3's."""

import sys

import pytest
from places import STUDENT_SERVERS
from test_inspector import ready  # noqa: F401 (a fixture)
from test_servers import run_to_end

from mcpnb.protocol import eras, jsonrpc
from mcpnb.protocol.eras import Era, era_after_probe
from mcpnb.running.client_tasks import echo_task
from mcpnb.servers import clients

MODERN = eras.MODERN_VERSIONS[0]
CAPABILITIES = {}  # a client that offers nothing optional: still a full envelope
CLIENT_INFO = {"name": "test", "version": "1.0"}


def envelope(version=MODERN, *, capabilities=True, info=True):
    meta = {eras.PROTOCOL_VERSION_KEY: version}
    if capabilities:
        meta[eras.CLIENT_CAPABILITIES_KEY] = CAPABILITIES
    if info:
        meta[eras.CLIENT_INFO_KEY] = CLIENT_INFO
    return meta


def modern(id, method, params=None, **meta):
    return {"jsonrpc": "2.0", "id": id, "method": method,
            "params": {**(params or {}), "_meta": envelope(**meta)}}


ECHO = {"name": "echo", "arguments": {"text": "café"}}


# -- the probe's decision ------------------------------------------------------------------------

def discover_result(*versions):
    return {"jsonrpc": "2.0", "id": 1, "result": {"supportedVersions": list(versions),
                                                  "capabilities": {}, "resultType": "complete"}}


def error(code):
    return {"jsonrpc": "2.0", "id": 1, "error": {"code": code, "message": "no"}}


@pytest.mark.parametrize(("reply", "era"), [
    (discover_result(MODERN), Era.MODERN),
    (discover_result("2025-11-25", MODERN), Era.MODERN),
    (discover_result("2025-11-25"), Era.LEGACY),  # it discovers, yet speaks only the handshake
    (error(eras.UNSUPPORTED_VERSION), Era.MODERN),  # modern: retry with a version it names
    (error(eras.HEADER_MISMATCH), Era.MODERN),
    (error(eras.MISSING_CLIENT_CAPABILITY), Era.MODERN),
    (error(jsonrpc.METHOD_NOT_FOUND), Era.LEGACY),
    (error(jsonrpc.INVALID_PARAMS), Era.LEGACY),
    (error(jsonrpc.INVALID_REQUEST), Era.LEGACY),
    (error(-32000), Era.LEGACY),  # a legacy server's own code: never one the fallback keys on
    (error(-32099), Era.LEGACY),  # reserved for the specification, but not one it defines
    (error(True), Era.LEGACY),  # not an integer code, though Python's True == 1
    (None, Era.LEGACY),  # silence within the wait
    ({"jsonrpc": "2.0", "id": 1, "result": {}}, Era.LEGACY),  # a result, but no discover result
], ids=lambda value: repr(value)[:40] if not isinstance(value, Era) else value.value)
def test_a_dual_era_client_speaks_modern_only_after_a_discover_result_or_a_modern_error(reply, era):
    assert era_after_probe(reply) == era


def test_a_request_is_modern_by_its_envelopes_version_not_by_its_method_nor_a_bare_meta():
    assert eras.is_modern_request({"_meta": envelope()})
    assert eras.is_modern_request({"_meta": envelope(capabilities=False)})  # malformed, modern
    assert not eras.is_modern_request({"_meta": {"progressToken": 1}})  # a legacy request's _meta
    assert not eras.is_modern_request({"name": "echo"})
    assert not eras.is_modern_request(None)
    assert eras.missing_meta({"_meta": envelope(info=False)}) == ()  # clientInfo is a SHOULD
    assert eras.missing_meta({"_meta": envelope(capabilities=False)}) == (
        eras.CLIENT_CAPABILITIES_KEY,)


# -- the reference server ------------------------------------------------------------------------

def wire(name):
    from mcp_types import _v2026_07_28 as wire_models  # the SDK's vendored 2026-07-28 schema

    return getattr(wire_models, name)


@pytest.mark.slow
def test_the_dual_era_server_answers_each_modern_request_by_the_2026_07_28_schema():
    replies, _, status = run_to_end(
        "eras",
        modern(1, "server/discover"),
        modern(2, "tools/list"),
        modern(3, "tools/call", ECHO),
    )

    assert status == 0
    discovered = wire("DiscoverResultResponse").model_validate(replies[0]).result
    # Every version it speaks, as its -32022 names them: the conformance suite holds one to the other.
    assert discovered.supported_versions == [MODERN, *clients.SUPPORTED_VERSIONS]
    assert discovered.result_type == "complete"
    listed = wire("ListToolsResultResponse").model_validate(replies[1]).result
    assert [tool.name for tool in listed.tools] == ["echo"] and listed.result_type == "complete"
    called = wire("CallToolResultResponse").model_validate(replies[2]).result
    assert called.content[0].text == "café" and called.result_type == "complete"
    assert all(r["result"]["_meta"][eras.SERVER_INFO_KEY]["name"] == "mcpnb-eras" for r in replies)
    # Only the results a client may keep say for how long and for whom; a tool call's does not.
    assert [("ttlMs" in r["result"], "cacheScope" in r["result"]) for r in replies] == [
        (True, True), (True, True), (False, False)]


@pytest.mark.slow
def test_an_unsupported_version_is_32022_naming_every_version_it_speaks_and_the_one_asked():
    replies, _, _ = run_to_end("eras", modern(1, "tools/list", version="2099-01-01"))

    rejected = wire("UnsupportedProtocolVersionError").model_validate(replies[0])
    assert rejected.error.code == eras.UNSUPPORTED_VERSION
    assert rejected.error.data.requested == "2099-01-01"
    assert rejected.error.data.supported == [MODERN, *clients.SUPPORTED_VERSIONS]


@pytest.mark.slow
def test_a_malformed_modern_request_is_32602_and_a_removed_method_is_unknown():
    no_capabilities = modern(1, "tools/list", capabilities=False)
    bare_discover = {"jsonrpc": "2.0", "id": 2, "method": "server/discover"}
    number_version = modern(3, "tools/list", version=20260728)
    replies, _, _ = run_to_end("eras", no_capabilities, bare_discover, number_version,
                               modern(4, "ping"), modern(5, "tools/list", info=False))

    codes = [r.get("error", {}).get("code") for r in replies]
    assert codes == [jsonrpc.INVALID_PARAMS, jsonrpc.INVALID_PARAMS, jsonrpc.INVALID_PARAMS,
                     jsonrpc.METHOD_NOT_FOUND, None]
    assert eras.CLIENT_CAPABILITIES_KEY in replies[0]["error"]["message"]
    assert eras.PROTOCOL_VERSION_KEY in replies[1]["error"]["message"]


@pytest.mark.slow
def test_each_modern_request_is_judged_on_its_own_envelope_never_an_earlier_one():
    replies, _, _ = run_to_end("eras", modern(1, "tools/list"),
                               modern(2, "tools/list", capabilities=False),
                               modern(3, "tools/list", version="2099-01-01"),
                               modern(4, "tools/list"))

    assert [next(iter(set(r) & {"result", "error"})) for r in replies] == [
        "result", "error", "error", "result"]


@pytest.mark.slow
def test_a_legacy_client_gets_lesson_3s_handshake_and_both_eras_meet_on_one_process():
    initialize = {"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": {
        "protocolVersion": "2025-11-25", "capabilities": {}, "clientInfo": CLIENT_INFO}}
    replies, _, _ = run_to_end(
        "eras",
        {"jsonrpc": "2.0", "id": 0, "method": "tools/list"},  # legacy, before the handshake
        initialize,
        {"jsonrpc": "2.0", "method": "notifications/initialized"},
        {"jsonrpc": "2.0", "id": 2, "method": "tools/list"},
        {"jsonrpc": "2.0", "id": 3, "method": "ping"},
        modern(4, "tools/list"),
    )

    assert replies[0]["error"]["code"] == jsonrpc.INVALID_REQUEST
    assert replies[1]["result"]["protocolVersion"] == "2025-11-25"
    assert replies[1]["result"]["serverInfo"]["name"] == "mcpnb-eras"
    assert "resultType" not in replies[2]["result"] and replies[3]["result"] == {}
    assert replies[4]["result"]["resultType"] == "complete"


# -- the reference server and the real clients of each era ----------------------------------------

ERAS_SERVER = [sys.executable, "-m", "mcpnb.servers.eras"]


def sdk_meets(mode, server):
    """The SDK's `Client` in `mode` against `server`, run as the course's checks run it
    (`mcpnb.running.real_clients`): the version it agreed on, the tools it listed and what echo
    sent back, or the error it stopped with."""
    from mcpnb.content.client_errors import stopped_on
    from mcpnb.running import real_clients

    name = {"legacy": "client-legacy", "auto": "client", MODERN: "client-modern"}[mode]
    run = real_clients.run_client(name, server, task=echo_task("café"))
    listed, called = run.saw_of("tools/list"), run.saw_of("tools/call")
    return stopped_on(run) or (run.version, list(listed.items if listed else ()),
                               " ".join(called.items if called else ()))


@pytest.mark.slow
@pytest.mark.parametrize(("mode", "version"), [
    ("legacy", "2025-11-25"), ("auto", MODERN), (MODERN, MODERN)])
def test_the_sdk_client_in_each_mode_speaks_its_era_with_the_dual_era_server(mode, version):
    assert sdk_meets(mode, ERAS_SERVER) == (version, ["echo"], "café")


@pytest.mark.slow
def test_lesson_3s_server_serves_the_sdks_legacy_and_auto_clients_and_fails_its_modern_one():
    lesson_3 = [sys.executable, "-m", "mcpnb.servers.clients"]

    assert sdk_meets("legacy", lesson_3) == ("2025-11-25", ["echo"], "café")
    assert sdk_meets("auto", lesson_3) == ("2025-11-25", ["echo"], "café")  # -32601: fall back
    assert sdk_meets(MODERN, lesson_3) == (
        "error -32600 from the server: the server is new: only ping and initialize until it "
        "is ready")


@pytest.mark.slow
@pytest.mark.usefixtures("ready")  # test_inspector's: skipped without the Inspector, not in CI
@pytest.mark.parametrize("era", ["legacy", "auto", "modern"])
def test_the_inspector_of_each_era_calls_echo_on_the_dual_era_server(era):
    from mcpnb.running import inspector

    called = inspector.run(ERAS_SERVER, "tools/call", tool="echo", args={"text": "café"},
                           timeout=30, era=era)

    assert called.ok, called.error
    assert called.output["result"]["content"] == [{"type": "text", "text": "café"}]
    # A modern result carries the server's name in its _meta; the legacy one is lesson 3's.
    assert ("_meta" in called.output["result"]) == (era != "legacy")


@pytest.mark.slow
def test_the_modern_client_waits_for_a_slow_server_as_the_probing_and_handshaking_ones_do():
    slow = [sys.executable, str(STUDENT_SERVERS / "eras_slow_start.py")]

    assert sdk_meets(MODERN, slow) == (MODERN, ["echo"], "café")
