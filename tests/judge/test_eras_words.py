"""Lesson 4's key words: what makes an example of each right, and the belief a wrong one is told.
Each wrong example below is a mistake a student makes; each gets a belief of its own."""

import json

import pytest

from mcpnb.judge.tables.words import KEY_WORD_PROPERTIES
from mcpnb.protocol import eras

META = {eras.PROTOCOL_VERSION_KEY: "2026-07-28", eras.CLIENT_CAPABILITIES_KEY: {}}
DISCOVER = {"jsonrpc": "2.0", "id": 1, "method": "server/discover", "params": {"_meta": META}}
UNSPOKEN = {"jsonrpc": "2.0", "id": 7, "method": "tools/list",
            "params": {"_meta": {**META, eras.PROTOCOL_VERSION_KEY: "2099-01-01"}}}

RIGHT = [
    ("era", "modern"), ("era", "legacy"), ("era", " Modern "),
    ("_meta", META), ("_meta", json.dumps(DISCOVER)),
    ("server/discover", DISCOVER), ("server/discover", json.dumps(DISCOVER)),
    ("Unsupported protocol version (-32022)", -32022),
    ("Unsupported protocol version (-32022)", UNSPOKEN),  # a request that gets it
    ("Unsupported protocol version (-32022)", {"jsonrpc": "2.0", "id": 7, "error": {
        "code": -32022, "message": "Unsupported protocol version",
        "data": {"supported": ["2026-07-28"], "requested": "2099-01-01"}}}),
    ("dual-era", ["2026-07-28", "2025-11-25"]), ("dual-era", '["2024-11-05", "2026-07-28"]'),
    ("resultType", {"tools": [], "resultType": "complete", "ttlMs": 0, "cacheScope": "public"}),
    ("resultType", {"jsonrpc": "2.0", "id": 2, "result": {"content": [], "resultType": "complete"}}),
]

WRONG = [
    ("era", "2026-07-28", "key-words.era.a-version"),
    ("era", "dual-era", "key-words.era.dual"),
    ("era", "new", "key-words.era.not-an-era"),
    ("_meta", "protocolVersion", "key-words.meta.not-an-object"),
    ("_meta", {"progressToken": 1}, "key-words.meta.no-version"),
    ("_meta", {eras.PROTOCOL_VERSION_KEY: "2026-07-28"}, "key-words.meta.no-capabilities"),
    ("_meta", {eras.PROTOCOL_VERSION_KEY: 20260728, eras.CLIENT_CAPABILITIES_KEY: {}},
     "key-words.meta.wrong-kinds"),
    ("server/discover", "server/discover", "key-words.discover.a-name"),
    ("server/discover", {"jsonrpc": "2.0", "id": 1, "method": "server/discover"},
     "key-words.discover.no-meta"),
    ("server/discover", {"jsonrpc": "2.0", "id": 1, "method": "initialize"},
     "key-words.probe.initialize"),
    ("Unsupported protocol version (-32022)", -32602, "key-words.unsupported-version.other-code"),
    ("Unsupported protocol version (-32022)", {**DISCOVER},
     "key-words.unsupported-version.served"),
    ("Unsupported protocol version (-32022)",
     {**UNSPOKEN, "params": {"_meta": {eras.PROTOCOL_VERSION_KEY: "2099-01-01"}}},
     "key-words.unsupported-version.refused"),  # -32602 first: its capabilities are missing
    ("Unsupported protocol version (-32022)", {"jsonrpc": "2.0", "id": 1, "method": "nope"},
     "key-words.unsupported-version.legacy"),
    ("dual-era", "2026-07-28", "key-words.dual-era.one-version"),
    ("dual-era", ["2026-07-28", 5, "2025-11-25"], "key-words.dual-era.not-a-list"),
    ("dual-era", ["modern", "legacy"], "key-words.dual-era.no-versions"),
    ("dual-era", ["2025-11-25", "2025-06-18"], "key-words.dual-era.one-era"),
    ("resultType", "complete", "key-words.result-type.a-value"),
    ("resultType", DISCOVER, "key-words.result-type.not-a-result"),
    ("resultType", "[1]", "key-words.result-type.not-an-object"),
    ("resultType", {"tools": []}, "key-words.result-type.missing"),
    ("resultType", {"tools": [], "resultType": "done"}, "key-words.result-type.unknown"),
    # What the lesson calls wrong is wrong in its key words too (what two beginners got away with).
    ("resultType", {"tools": [], "resultType": "complete"}, "key-words.result-type.no-cache-hints"),
    ("Unsupported protocol version (-32022)", {"jsonrpc": "2.0", "id": 7, "error": {
        "code": -32022, "message": "Unsupported protocol version"}},
     "key-words.unsupported-version.no-data"),
    ("server/discover", {**DISCOVER, "params": {"_meta": {**META, eras.PROTOCOL_VERSION_KEY:
                                                          "2025-11-25"}}},
     "key-words.discover.legacy-version"),
    ("dual-era", ["2026-07-28", "2025-11-25", "1999-01-01"], "key-words.dual-era.not-a-version"),
]


@pytest.mark.parametrize(("word", "example"), RIGHT, ids=[w for w, _ in RIGHT])
def test_a_right_example_of_each_lesson_4_word_is_right(word, example):
    assert KEY_WORD_PROPERTIES[word].test(example)


@pytest.mark.parametrize(("word", "example", "belief"), WRONG, ids=[b for _, _, b in WRONG])
def test_each_wrong_example_is_wrong_and_told_the_belief_it_shows(word, example, belief):
    prop = KEY_WORD_PROPERTIES[word]

    assert not prop.test(example)
    assert prop.belief(example).key == belief


def test_every_belief_of_a_word_is_told_by_one_wrong_example_only():
    beliefs = [b for _, _, b in WRONG]

    assert len(beliefs) == len(set(beliefs))
