"""Lesson 7's reference server (`python -m mcpnb.servers.resources`): each rule of resources,
prompts and completion it keeps, as `ResourcesEndpoint.answer` decides it (no socket), in both
eras, its results read by the official SDK's own wire models; the rest of it is lesson 6's server,
unchanged."""

import pytest
from mcp import types
from test_http_server import modern
from test_tools_server import ERAS, Legacy, reply

from mcpnb.protocol import eras, jsonrpc
from mcpnb.servers.http import NAMED
from mcpnb.servers.resources import PROMPTS, RESOURCES, TEMPLATES, ResourcesEndpoint


def ask(era):
    """A way to send one request of `era` to a fresh endpoint: method, params -> its reply."""
    endpoint = ResourcesEndpoint()
    if era == "legacy":
        session = Legacy(endpoint)
        return lambda method, params=None: reply(session(method, params))

    def send(method, params=None):
        key = NAMED.get(method)  # a modern request names what it reads or gets in a header too
        named = {"Mcp-Name": params[key]} if key in (params or {}) else {}
        headers, body = modern(method, params, 1, **named)
        return reply(endpoint.answer("POST", {k: str(v) for k, v in headers.items()}, body))
    return send


def result(era, method, params=None, model=None):
    """The result of one request, read by the SDK's model of it where one is named."""
    answered = ask(era)(method, params)
    assert "result" in answered, answered
    if model is not None:
        model.model_validate(answered["result"])
    return answered["result"]


@pytest.mark.parametrize("era", ERAS)
def test_the_resources_are_listed_with_their_uri_name_and_mime_type_and_each_reads_back(era):
    listed = result(era, "resources/list", model=types.ListResourcesResult)["resources"]

    assert [r["uri"] for r in listed] == [r.uri for r in RESOURCES]
    for resource in listed:
        read = result(era, "resources/read", {"uri": resource["uri"]},
                      types.ReadResourceResult)["contents"]
        assert [(c["uri"], c["mimeType"]) for c in read] == [(resource["uri"],
                                                             resource["mimeType"])]
        assert ("text" in read[0]) != ("blob" in read[0])


@pytest.mark.parametrize("era", ERAS)
def test_a_uri_a_template_matches_reads_what_the_template_makes_of_its_variables(era):
    templates = result(era, "resources/templates/list",
                       model=types.ListResourceTemplatesResult)["resourceTemplates"]
    read = result(era, "resources/read", {"uri": "test://template/123/data"},
                  types.ReadResourceResult)["contents"]

    assert [t["uriTemplate"] for t in templates] == [t.uri_template for t in TEMPLATES]
    assert read[0]["uri"] == "test://template/123/data" and '"id": "123"' in read[0]["text"]


@pytest.mark.parametrize(("era", "code"), [("legacy", -32002),
                                           ("modern", jsonrpc.INVALID_PARAMS)])
def test_a_resource_there_is_not_is_not_found_with_its_eras_code_and_its_uri(era, code):
    missing = "test://template/123/other"

    answered = ask(era)("resources/read", {"uri": missing})

    assert answered["error"]["code"] == code and answered["error"]["data"] == {"uri": missing}


def test_subscribing_is_the_legacy_eras_alone_and_so_is_the_capability():
    legacy, modern_one = ask("legacy"), ask("modern")
    watched = {"uri": "test://watched-resource"}

    assert legacy("resources/subscribe", watched)["result"] == {}
    assert legacy("resources/unsubscribe", watched)["result"] == {}
    assert modern_one("resources/subscribe", watched)["error"]["code"] == jsonrpc.METHOD_NOT_FOUND
    discovered = modern_one("server/discover")["result"]["capabilities"]
    assert "subscribe" not in discovered["resources"] and "prompts" in discovered


@pytest.mark.parametrize("era", ERAS)
def test_a_prompt_fills_in_its_arguments_and_refuses_without_the_ones_it_needs(era):
    listed = result(era, "prompts/list", model=types.ListPromptsResult)["prompts"]
    got = result(era, "prompts/get", {"name": "test_prompt_with_arguments",
                                      "arguments": {"arg1": "café", "arg2": "b"}},
                 types.GetPromptResult)
    refused = ask(era)("prompts/get", {"name": "test_prompt_with_arguments",
                                       "arguments": {"arg1": "café"}})

    assert [p["name"] for p in listed] == [p.name for p in PROMPTS]
    assert "arg1='café', arg2='b'" in got["messages"][0]["content"]["text"]
    assert refused["error"]["code"] == jsonrpc.INVALID_PARAMS and "arg2" in refused["error"][
        "message"]


@pytest.mark.parametrize("era", ERAS)
@pytest.mark.parametrize("name", [p.name for p in PROMPTS if not p.arguments])
def test_each_prompt_without_arguments_answers_messages_the_sdk_reads(era, name):
    got = result(era, "prompts/get", {"name": name}, types.GetPromptResult)

    assert got["messages"] and all(m["role"] == "user" for m in got["messages"])


@pytest.mark.parametrize("era", ERAS)
@pytest.mark.parametrize(("ref", "argument", "typed", "values"), [
    ({"type": "ref/prompt", "name": "test_prompt_with_arguments"}, "arg1", "test",
     ["test", "testing", "tested"]),
    ({"type": "ref/resource", "uri": "test://template/{id}/data"}, "id", "12", ["123", "124"]),
    ({"type": "ref/prompt", "name": "test_prompt_with_arguments"}, "arg2", "zzz", []),
])
def test_completion_answers_the_values_that_start_with_what_was_typed(era, ref, argument, typed,
                                                                    values):
    got = result(era, "completion/complete", {"ref": ref, "argument": {
        "name": argument, "value": typed}}, types.CompleteResult)

    assert got["completion"] == {"values": values, "total": len(values), "hasMore": False}


@pytest.mark.parametrize("method", ["resources/list", "resources/templates/list",
                                    "prompts/list", "resources/read"])
def test_a_modern_result_a_client_may_keep_says_how_long_and_for_whom(method):
    params = {"uri": "test://static-text"} if method == "resources/read" else None

    got = result("modern", method, params)

    assert got["resultType"] == eras.COMPLETE and got["ttlMs"] >= 0
    assert got["cacheScope"] in eras.CACHE_SCOPES


@pytest.mark.parametrize("era", ERAS)
def test_lesson_6s_tools_are_still_served(era):
    listed = result(era, "tools/list", model=types.ListToolsResult)["tools"]

    assert "echo" in [tool["name"] for tool in listed]
