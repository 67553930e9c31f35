"""Lesson 5's reference server: every rule of Streamable HTTP it keeps, first as `Endpoint.answer`
decides it (no socket), then on a real socket through httpx, then with the real clients of both
eras: the SDK's `Client` in its three modes and its `ClientSession`, and the Inspector CLI over
HTTP in its three eras."""

import asyncio
import json
import os
import signal
import subprocess
import sys

import httpx
import pytest

from mcpnb.content.exchange import EXTENSION_NOTIFICATION
from mcpnb.protocol import eras, jsonrpc
from mcpnb.protocol.sse import sse_messages
from mcpnb.running import inspector
from mcpnb.servers.http import SESSION_HEADER, Endpoint

MODERN = "2026-07-28"
ACCEPT = {"Accept": "application/json, text/event-stream"}
META = {eras.PROTOCOL_VERSION_KEY: MODERN, eras.CLIENT_CAPABILITIES_KEY: {},
        eras.CLIENT_INFO_KEY: {"name": "test", "version": "1"}}
# The server says `ready` within a second; a loaded machine gets thirty.
START_SECONDS = 30


def modern(method, params=None, id=1, **headers):
    """A modern POST: its headers as a client of 2026-07-28 sends them, and its body."""
    params = params or {}
    body = jsonrpc.request(id, method, {**params, "_meta": {**META, **params.get("_meta", {})}})
    said = {**ACCEPT, "MCP-Protocol-Version": MODERN, "Mcp-Method": method}
    if method == "tools/call":
        said["Mcp-Name"] = body["params"]["name"]
    return {**said, **headers}, json.dumps(body).encode()


def legacy(message, session=None, **headers):
    said = {**ACCEPT, **({SESSION_HEADER: session} if session else {}), **headers}
    return said, json.dumps(message).encode()


INITIALIZE = jsonrpc.request(0, "initialize", {
    "protocolVersion": "2025-11-25", "capabilities": {},
    "clientInfo": {"name": "test", "version": "1"}})
INITIALIZED = jsonrpc.notification("notifications/initialized")


def code_of(answer):
    return answer.messages[0]["error"]["code"]


# --- the rules, as the endpoint decides them ------------------------------------------------------


def test_a_modern_request_gets_json_and_a_tool_call_a_stream_with_its_progress_first():
    endpoint = Endpoint()
    listed = endpoint.answer("POST", *modern("tools/list"))
    called = endpoint.answer("POST", *modern("tools/call", {
        "name": "echo", "arguments": {"text": "hi"}, "_meta": {"progressToken": "p"}}))

    assert (listed.status, listed.content_type) == (200, "application/json")
    assert listed.messages[0]["result"]["tools"][0]["name"] == "echo"
    assert (called.status, called.content_type) == (200, "text/event-stream")
    progress, reply = called.messages
    assert progress["method"] == "notifications/progress"
    assert progress["params"]["progressToken"] == "p"
    assert reply["result"]["content"] == [{"type": "text", "text": "hi"}]


def test_a_notification_is_accepted_with_202_and_no_body():
    answer = Endpoint().answer("POST", *modern("tools/list"))
    headers, _ = modern("tools/list")
    notified = Endpoint().answer("POST", headers, json.dumps(
        jsonrpc.notification(EXTENSION_NOTIFICATION)).encode())

    assert answer.status == 200
    assert (notified.status, notified.messages, notified.content_type) == (202, (), None)


@pytest.mark.parametrize(("header", "value"), [
    ("MCP-Protocol-Version", "2025-11-25"), ("Mcp-Method", "tools/list"), ("Mcp-Name", "other")])
def test_a_header_that_does_not_say_what_the_body_says_is_400_header_mismatch(header, value):
    headers, body = modern("tools/call", {"name": "echo", "arguments": {"text": "x"}})

    answer = Endpoint().answer("POST", {**headers, header: value}, body)

    assert (answer.status, code_of(answer)) == (400, eras.HEADER_MISMATCH)


@pytest.mark.parametrize("header", ["MCP-Protocol-Version", "Mcp-Method", "Mcp-Name"])
def test_a_header_is_read_without_the_whitespace_around_it(header):
    """RFC 9110, 5.5: a field's value has no leading or trailing whitespace; the conformance
    suite says a server MUST take " echo " for echo."""
    headers, body = modern("tools/call", {"name": "echo", "arguments": {"text": "x"}})

    answer = Endpoint().answer("POST", {**headers, header: f" {headers[header]}\t"}, body)

    assert answer.status == 200, answer


def test_a_legacy_sessions_json_rpc_errors_come_with_200_for_a_404_would_end_the_session():
    """2025-11-25: "When a client receives HTTP 404 in response to a request containing an
    MCP-Session-Id, it MUST start a new session": an unknown method or tool in a session is an
    answer, not a lost session."""
    endpoint = Endpoint()
    session = dict(endpoint.answer("POST", *legacy(INITIALIZE)).headers)[SESSION_HEADER]
    endpoint.answer("POST", *legacy(INITIALIZED, session))

    unknown = endpoint.answer("POST", *legacy(jsonrpc.request(1, "mcpnb/nothing"), session))
    no_tool = endpoint.answer("POST", *legacy(jsonrpc.request(2, "tools/call", {
        "name": "shout", "arguments": {}}), session))

    assert (unknown.status, code_of(unknown)) == (200, jsonrpc.METHOD_NOT_FOUND)
    assert (no_tool.status, code_of(no_tool)) == (200, jsonrpc.INVALID_PARAMS)


def test_a_name_in_the_base64_sentinel_is_decoded_before_it_is_compared():
    headers, body = modern("tools/call", {"name": "echo", "arguments": {"text": "x"}})

    answer = Endpoint().answer("POST", {**headers, "Mcp-Name": "=?base64?ZWNobw==?="}, body)

    assert answer.status == 200


def test_an_unsupported_version_is_400_naming_the_versions_spoken():
    body = jsonrpc.request(1, "tools/list", {"_meta": {**META, eras.PROTOCOL_VERSION_KEY: "2099-01-01"}})
    headers = {**ACCEPT, "MCP-Protocol-Version": "2099-01-01", "Mcp-Method": "tools/list"}

    answer = Endpoint().answer("POST", headers, json.dumps(body).encode())

    assert (answer.status, code_of(answer)) == (400, eras.UNSUPPORTED_VERSION)
    assert MODERN in answer.messages[0]["error"]["data"]["supported"]


def test_an_unknown_method_is_404_with_method_not_found_in_the_body():
    answer = Endpoint().answer("POST", *modern("resources/list"))

    assert (answer.status, code_of(answer)) == (404, jsonrpc.METHOD_NOT_FOUND)


def test_get_is_405_and_a_foreign_origin_403_whatever_it_asks():
    endpoint = Endpoint()
    headers, body = modern("tools/list")

    assert endpoint.answer("GET", ACCEPT).status == 405
    assert endpoint.answer("POST", {**headers, "Origin": "http://evil.example"}, body).status == 403
    assert endpoint.answer("POST", {**headers, "Origin": "http://localhost:6274"}, body).status == 200


def test_an_accept_without_both_types_is_406_and_a_body_that_is_no_json_400_parse_error():
    endpoint = Endpoint()
    headers, body = modern("tools/list")

    assert endpoint.answer("POST", {**headers, "Accept": "application/json"}, body).status == 406
    bad = endpoint.answer("POST", headers, b"{not json")
    assert (bad.status, code_of(bad), bad.messages[0]["id"]) == (400, jsonrpc.PARSE_ERROR, None)


def test_a_response_posted_to_a_modern_server_is_400_and_to_a_legacy_session_202():
    endpoint = Endpoint()
    headers, _ = modern("tools/list")
    session = dict(endpoint.answer("POST", *legacy(INITIALIZE)).headers)[SESSION_HEADER]
    response = jsonrpc.result(5, {})

    assert endpoint.answer("POST", headers, json.dumps(response).encode()).status == 400
    assert endpoint.answer("POST", *legacy(response, session)).status == 202


def test_a_legacy_initialize_opens_a_session_that_every_later_message_must_name():
    endpoint = Endpoint()
    opened = endpoint.answer("POST", *legacy(INITIALIZE))
    session = dict(opened.headers)[SESSION_HEADER]

    assert opened.status == 200 and opened.messages[0]["result"]["protocolVersion"] == "2025-11-25"
    assert endpoint.answer("POST", *legacy(INITIALIZED, session)).status == 202
    listed = endpoint.answer("POST", *legacy(jsonrpc.request(1, "tools/list"), session))
    assert listed.status == 200 and "tools" in listed.messages[0]["result"]
    assert endpoint.answer("POST", *legacy(jsonrpc.request(2, "tools/list"))).status == 400
    assert endpoint.answer("POST", *legacy(jsonrpc.request(3, "tools/list"), "nope")).status == 404
    assert endpoint.answer("DELETE", {SESSION_HEADER: session}).status == 200
    assert endpoint.answer("POST", *legacy(jsonrpc.request(4, "tools/list"), session)).status == 404


def test_a_legacy_session_keeps_its_states_and_refuses_a_version_it_does_not_speak():
    endpoint = Endpoint()
    session = dict(endpoint.answer("POST", *legacy(INITIALIZE)).headers)[SESSION_HEADER]

    early = endpoint.answer("POST", *legacy(jsonrpc.request(1, "tools/list"), session))
    wrong = endpoint.answer("POST", *legacy(INITIALIZED, session,
                                            **{"MCP-Protocol-Version": "1999-01-01"}))

    assert early.messages[0]["error"]["code"] == jsonrpc.INVALID_REQUEST  # waiting, not ready
    assert wrong.status == 400


def test_a_modern_only_server_refuses_initialize_naming_its_versions_and_delete_with_405():
    endpoint = Endpoint(modern_only=True)

    refused = endpoint.answer("POST", *legacy(INITIALIZE))

    assert (refused.status, code_of(refused)) == (400, eras.UNSUPPORTED_VERSION)
    assert endpoint.answer("DELETE", {SESSION_HEADER: "x"}).status == 405


# --- on a real socket -----------------------------------------------------------------------------


@pytest.fixture(scope="module")
def server():
    process = subprocess.Popen([sys.executable, "-m", "mcpnb.servers.http", "--port", "0"],
                               stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL,
                               stderr=subprocess.PIPE, text=True, start_new_session=True)
    try:
        ready = process.stderr.readline()  # the server's first line, once it listens
        assert ready.startswith("ready http://127.0.0.1:"), ready
        yield ready.split()[1]
    finally:
        os.killpg(process.pid, signal.SIGKILL)
        process.wait(10)


@pytest.mark.slow
def test_on_the_socket_a_tool_call_streams_its_progress_then_its_reply_and_ends(server):
    headers, body = modern("tools/call", {"name": "echo", "arguments": {"text": "über"},
                                          "_meta": {"progressToken": 7}})
    with httpx.stream("POST", server, headers=headers, content=body, timeout=10) as response:
        chunks = list(response.iter_raw())

    assert response.status_code == 200
    assert response.headers["content-type"] == "text/event-stream"
    assert response.headers["x-accel-buffering"] == "no"
    progress, reply = sse_messages(chunks)
    assert progress["params"]["progressToken"] == 7
    assert reply["result"]["content"][0]["text"] == "über"


@pytest.mark.slow
def test_on_the_socket_a_notification_is_202_with_an_empty_body_and_other_paths_404(server):
    headers, _ = modern("tools/list")
    notified = httpx.post(server, headers=headers, timeout=10,
                          content=json.dumps(jsonrpc.notification("notifications/x")).encode())
    elsewhere = httpx.post(server.replace("/mcp", "/other"), headers=headers, timeout=10)

    assert (notified.status_code, notified.content) == (202, b"")
    assert elsewhere.status_code == 404


# --- the real clients -----------------------------------------------------------------------------


def sdk_connects(url, mode):
    from mcp import Client

    async def run():
        async with Client(url, mode=mode) as client:
            tools = await client.list_tools()
            echoed = await client.call_tool("echo", {"text": "hi"})
            return client.protocol_version, [t.name for t in tools.tools], echoed.content[0].text

    return asyncio.run(asyncio.wait_for(run(), 30))


@pytest.mark.slow
@pytest.mark.parametrize(("mode", "version"), [
    ("legacy", "2025-11-25"), ("auto", MODERN), (MODERN, MODERN)])
def test_the_sdks_client_connects_lists_and_calls_echo_in_each_mode(server, mode, version):
    assert sdk_connects(server, mode) == (version, ["echo"], "hi")


@pytest.mark.slow
@pytest.mark.skipif(inspector.unavailable() is not None, reason=str(inspector.unavailable()))
@pytest.mark.parametrize("era", ["legacy", "auto", "modern"])
def test_the_inspector_over_http_lists_and_calls_echo_in_each_era(server, era):
    setup = inspector._setup()
    command = [setup.node, str(setup.launcher), "--cli", server, "--transport", "http",
               "--protocol-era", era, "--method", "tools/call", "--tool-name", "echo",
               "--tool-args-json", '{"text": "hi"}', "--format", "json"]
    done = subprocess.run(command, capture_output=True, text=True, timeout=60,
                          env={**os.environ, "MCP_INSPECTOR_SECRET_STORE": "memory"})

    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout)["result"]["content"] == [{"type": "text", "text": "hi"}]


@pytest.mark.parametrize("modern_only", [False, True], ids=["dual-era", "modern-only"])
def test_a_servers_32022_names_the_versions_its_discover_lists_and_only_those_it_speaks(
        modern_only):
    """The conformance suite holds -32022's `supported` to server/discover's `supportedVersions`:
    the dual-era reference lists its legacy versions in both, the modern-only one in neither."""
    from mcpnb.content.exchange import REQUESTS, modern
    from mcpnb.servers.http import Endpoint

    endpoint = Endpoint(modern_only=modern_only)
    refused = REQUESTS["unsupported-version"].to(endpoint).messages[-1]["error"]["data"]
    discovered = modern("server/discover").to(endpoint).messages[-1]["result"]

    assert refused["supported"] == discovered["supportedVersions"]
    assert ("2025-11-25" in refused["supported"]) is not modern_only


def test_the_reference_server_says_its_refusals_in_the_language_spoken():
    from mcpnb.content.exchange import REQUESTS
    from mcpnb.texts import speaking

    with speaking("es"):
        refused = REQUESTS["origin"].to(Endpoint()).messages[-1]["error"]["message"]
        no_session = REQUESTS["legacy-no-session"].to(Endpoint()).messages[-1]["error"]["message"]

    assert (refused, no_session) == ("Prohibido: Origin no permitido",
                                     "Petición incorrecta: falta el id de sesión")
