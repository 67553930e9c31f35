"""Lesson 4's compatibility table, met for real: the SDK's Client of each era against the course's
reference server of each era gives what the specification's compatibility matrix says
(2026-07-28, basic/versioning.mdx), and a failure names the server's own error."""

import pytest

from mcpnb.content.matrix import ERAS, compatibility
from mcpnb.protocol import jsonrpc
from mcpnb.protocol.eras import UNSUPPORTED_VERSION, Era


@pytest.fixture(scope="module")
def table():
    return compatibility()


# The specification's matrix, cell by cell: which pairs work, and in which era.
WORKS = {
    ("legacy", "legacy"): Era.LEGACY,
    ("legacy", "dual-era"): Era.LEGACY,  # "The server answers initialize"
    ("dual-era", "legacy"): Era.LEGACY,  # "the probe returns a non-modern error"
    ("dual-era", "dual-era"): Era.MODERN,
    ("dual-era", "modern"): Era.MODERN,  # "The client stays modern"
    ("modern", "dual-era"): Era.MODERN,
    ("modern", "modern"): Era.MODERN,
}


@pytest.mark.slow
def test_every_pair_the_specification_says_works_works_in_the_era_it_says(table):
    worked = {pair: outcome.era for pair, outcome in table.items() if outcome.works}

    assert worked == WORKS
    assert len(table) == len(ERAS) ** 2


@pytest.mark.slow
def test_only_the_dual_era_client_with_a_legacy_server_falls_back_to_the_handshake(table):
    assert [pair for pair, outcome in table.items() if outcome.fell_back] == [
        ("dual-era", "legacy")]


@pytest.mark.slow
def test_each_pair_that_fails_stops_on_the_servers_own_error(table):
    # A legacy client has no way forward: the modern server refuses its initialize, naming the
    # versions it speaks. A modern client's first request reaches a server that is still new.
    assert table["legacy", "modern"].code == UNSUPPORTED_VERSION
    assert table["modern", "legacy"].code == jsonrpc.INVALID_REQUEST
    assert all(table[pair].error for pair in [("legacy", "modern"), ("modern", "legacy")])


@pytest.mark.slow
def test_lesson_4s_table_holds_what_the_clients_met_as_recorded_in_the_course_data(table):
    from mcpnb.content.matrix import recorded
    from mcpnb.course import course

    kept = course()["lessons"]["04-eras"]["items"]["compatibility"]["outcomes"]

    assert recorded(table) == kept  # else: record it again, `recorded(compatibility())`
