"""The tap: a real client talks to a real server through it, and the recording tells what passed.

Every test runs real processes: the tap as `python -m mcpnb.running.tap`, servers as `sys.executable -c`
programs or lesson 3's reference server, and the official SDK's `ClientSession` as the client.
Each wait has a bound; each test that times something says why its bound holds.
"""

import html
import json
import os
import select
import signal
import subprocess
import sys
import time
import xml.etree.ElementTree as ET

import pytest

from mcpnb.running import tap
from mcpnb.running.transcripts import EventKind
from mcpnb.show import recording
from mcpnb.show.recording import read_recording, read_transcript, record_session, tap_command
from mcpnb.texts import say

SERVER = [sys.executable, "-m", "mcpnb.servers.clients"]
# Room on top of the tap's own bounds for starting Python twice on a loaded machine.
SLACK = 5.0
# The tap's whole escalation for a server that ignores the end of its input and SIGTERM.
ESCALATION = tap.EXIT_TIMEOUT + tap.TERM_TIMEOUT + tap.KILL_TIMEOUT + tap.DRAIN_TIMEOUT


def python(code):
    return [sys.executable, "-c", code]


def tapped(command, record, **kwargs):
    """Start `command` behind the tap, with pipes on all three streams."""
    return subprocess.Popen(tap_command(command, record), stdin=subprocess.PIPE,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, **kwargs)


def stop(proc):
    """Make sure a tap started by a test is gone and its pipes closed, whatever the test saw."""
    proc.kill()
    proc.wait()
    for pipe in (proc.stdin, proc.stdout, proc.stderr):
        pipe.close()


def gone(pid, within=SLACK):
    """Whether process `pid` is gone (or only a zombie) within `within` seconds."""
    deadline = time.monotonic() + within
    while time.monotonic() < deadline:
        try:
            with open(f"/proc/{pid}/stat") as stat:
                if stat.read().rsplit(")", 1)[1].split()[0] == "Z":
                    return True
        except FileNotFoundError:
            return True
        time.sleep(0.02)
    return False


@pytest.fixture(scope="module")
def session():
    return record_session(SERVER)


def sent_messages(recorded):
    """What the client sent, line by line, parsed."""
    return [json.loads(line) for line in recorded.sent().splitlines()]


# --- a real client through the tap --------------------------------------------------------------


@pytest.mark.slow
def test_the_sdk_session_through_the_tap_gets_the_same_echo_as_without_it(session):
    direct = record_session(SERVER, through_tap=False)

    assert session.error == "" and direct.error == ""
    assert (session.version, session.tools, session.echo) == (
        "2025-11-25", ("echo",), (recording.ECHO_TEXT,))
    assert (direct.version, direct.tools, direct.echo) == (
        session.version, session.tools, session.echo)


@pytest.mark.slow
def test_a_session_is_recorded_from_inside_a_running_event_loop_as_in_a_notebooks_kernel():
    import asyncio

    async def in_a_kernel():  # a kernel's cells run while its event loop does
        return record_session(SERVER)

    inside = asyncio.run(in_a_kernel())

    assert (inside.error, inside.echo) == ("", (recording.ECHO_TEXT,))


@pytest.mark.slow
def test_the_transcript_holds_the_handshake_the_listing_and_the_call_each_with_its_reply(session):
    sent = sent_messages(session.recording)
    transcript = session.transcript()

    assert [m.get("method") for m in sent] == [
        "initialize", "notifications/initialized", "tools/list", "tools/call"]
    assert sent[0]["id"] == 1 and sent[0]["params"]["protocolVersion"] == "2025-11-25"
    assert "id" not in sent[1] and [m["id"] for m in sent[2:]] == [2, 3]
    assert [r["id"] for r in transcript.replies] == [1, 2, 3]
    assert transcript.replies[2]["result"]["content"][0]["text"] == recording.ECHO_TEXT
    assert transcript.of_kind(EventKind.EXIT)[-1].text == "exit 0"
    assert transcript.stdin_closed_at is not None and not transcript.exited_early
    assert transcript.of_kind(EventKind.STDERR)  # the server's log passed through, recorded


@pytest.mark.slow
def test_each_reply_comes_after_its_request_and_before_the_clients_next_one(session):
    rows = [(a.arrives, a.to.value, a.id, a.leaves) for a in session.diagram().arrows]

    assert [(row, lane) for row, lane, _, _ in rows] == [
        (0, "server"), (1, "client"), (2, "server"), (3, "server"), (4, "client"),
        (5, "server"), (6, "client")]
    assert [(ident, leaves) for _, lane, ident, leaves in rows if lane == "client"] == [
        ("1", 0), ("2", 3), ("3", 5)]


@pytest.mark.slow
def test_two_recorded_sessions_draw_the_same_picture(session):
    again = record_session(SERVER)
    svg = session.diagram().svg()

    assert again.diagram().svg() == svg and repr(again.diagram()) == repr(session.diagram())
    ET.fromstring(svg)
    assert "initialize 2025-11-25 (id 1)" in repr(session.diagram())


@pytest.mark.slow
def test_the_sdks_client_in_auto_mode_is_seen_probing_server_discover_before_its_handshake():
    probing = record_session(SERVER, client="client")
    again = record_session(SERVER, client="client")
    sent = sent_messages(probing.recording)

    assert probing.error == "" and probing.echo == (recording.ECHO_TEXT,)
    assert [m.get("method") for m in sent][:2] == ["server/discover", "initialize"]
    assert probing.transcript().replies[0]["error"]["code"] == -32601
    assert repr(probing.diagram()).splitlines()[1:4] == [
        "   0  -> server/discover (id 1)",
        "   1  <- id 1: error -32601  (answers row 0)",
        "   2  -> initialize 2025-11-25 (id 2)",
    ]
    assert again.diagram().svg() == probing.diagram().svg()


@pytest.mark.slow
def test_a_sessions_listing_shows_the_fallback_after_the_error_it_falls_back_on_every_time():
    handshake = [sys.executable, "-m", "mcpnb.servers.handshake"]
    listings = [str(record_session(handshake, client="client").transcript()) for _ in range(3)]
    lines = listings[0].splitlines()
    shown = [line.split(" ", 1)[0] for line in lines]
    discover_error = next(i for i, line in enumerate(lines) if line.startswith('<- {"jsonrpc":"2.0","id":1,'))
    initialize = next(i for i, line in enumerate(lines) if '"method":"initialize"' in line)

    assert len(set(listings)) == 1  # the same on every run
    assert shown[:4] == ["->", "<-", "->", "<-"]
    assert discover_error < initialize
    assert lines[4] == "-- " + say("note.stderr-apart")
    assert shown[5] == "stderr"


@pytest.mark.slow
def test_a_sessions_picture_says_its_rows_follow_the_clients_lines_not_a_script():
    svg = record_session(SERVER, client="client").diagram().svg()

    assert html.escape(say("diagram.legend.session"), quote=False) in svg
    assert html.escape(say("diagram.legend.time"), quote=False) not in svg


def test_the_inspectors_first_message_the_lesson_sends_is_the_recorded_one_byte_for_byte():
    from mcpnb.course import course
    from mcpnb.running.real_clients import inspector_hello

    recorded = course()["lessons"]["03-clients"]["items"]["first-messages"]["clients"]
    (step,) = inspector_hello().steps

    assert json.loads(step.send) == recorded["the MCP Inspector CLI"]
    assert json.loads(step.send)["params"]["clientInfo"]["name"] == "inspector-cli"


def test_there_are_two_sdk_clients_to_record():
    with pytest.raises(ValueError, match="no client named 'inspector'"):
        record_session(SERVER, client="inspector")


@pytest.mark.slow
def test_the_lesson_2_server_refusing_the_sdks_version_is_drawn_with_its_error_reply():
    refused = record_session([sys.executable, "-m", "mcpnb.servers.handshake"])
    again = record_session([sys.executable, "-m", "mcpnb.servers.handshake"])
    text = repr(refused.diagram())

    assert refused.error == "error -32602 from the server: Unsupported protocol version"
    assert refused.version is None
    assert "   0  -> initialize 2025-11-25 (id 1)" in text
    assert "   1  <- id 1: error -32602  (answers row 0)" in text
    assert again.diagram().svg() == refused.diagram().svg()


@pytest.mark.slow
def test_a_client_that_cannot_connect_is_a_value_with_its_own_words():
    refused = record_session(python("import sys; sys.exit(0)"))

    assert refused.error and refused.version is None
    assert refused.recording.transcript().of_kind(EventKind.EXIT)[-1].text == "exit 0"


# --- the relay ----------------------------------------------------------------------------------


@pytest.mark.slow
def test_bytes_are_relayed_exactly_and_at_once_and_recorded_exactly(tmp_path):
    record = tmp_path / "cat.jsonl"
    odd = "café\n".encode()[:4]  # half of é: a chunk that is not UTF-8 on its own
    proc = tapped(["cat"], record)
    try:
        for chunk in (b'{"id":1}\n', odd, b"\xa9 \xff\n"):
            proc.stdin.write(chunk)
            proc.stdin.flush()
            # The reply comes back while stdin is still open: nothing holds it back.
            assert select.select([proc.stdout], [], [], SLACK)[0], "the tap held a chunk back"
            got = b""
            while len(got) < len(chunk):
                got += os.read(proc.stdout.fileno(), 65536)
            assert got == chunk
        proc.stdin.close()
        assert proc.wait(SLACK) == 0
    finally:
        stop(proc)
    recorded = read_recording(record)

    assert recorded.sent() == b'{"id":1}\ncaf\xc3\xa9 \xff\n'
    assert b"".join(c.data for c in recorded.chunks if c.stream == tap.OUT) == recorded.sent()
    assert recorded.command == ("cat",) and recorded.exit_status == 0


@pytest.mark.slow
def test_stderr_passes_through_and_is_recorded_line_by_line(tmp_path):
    code = "import sys; sys.stderr.write('one\\ntwo\\n'); print('not json')"
    result = subprocess.run(tap_command(python(code), tmp_path / "r.jsonl"), input=b"",
                            capture_output=True, timeout=SLACK)
    transcript = read_transcript(tmp_path / "r.jsonl")

    assert result.stderr == b"one\ntwo\n" and result.stdout == b"not json\n"
    assert [e.text for e in transcript.of_kind(EventKind.STDERR)] == ["one", "two"]
    assert [e.text for e in transcript.of_kind(EventKind.NOISE)] == ["not json"]


@pytest.mark.slow
def test_a_flood_on_stdout_is_relayed_whole_while_the_recording_stays_capped(tmp_path):
    line = b"x" * 1023 + b"\n"
    flood = 8192  # 8 MiB: four times the cap
    code = f"import sys; sys.stdout.buffer.write({line!r} * {flood})"
    record = tmp_path / "flood.jsonl"
    result = subprocess.run(tap_command(python(code), record), input=b"",
                            capture_output=True, timeout=SLACK * 2)
    transcript = read_transcript(record)
    notes = [e.text for e in transcript.of_kind(EventKind.NOTE)]

    assert result.returncode == 0 and result.stdout == line * flood
    assert record.stat().st_size < tap.MAX_RECORDED_BYTES * 1.2
    assert any(n.startswith("… ") and "on stdout not recorded" in n for n in notes)
    assert 0 < len(transcript.of_kind(EventKind.NOISE)) <= tap.MAX_RECORDED_BYTES // len(line)


# --- how the tap ends ---------------------------------------------------------------------------


@pytest.mark.slow
@pytest.mark.parametrize(("code", "status", "shown"), [
    ("import sys; sys.exit(3)", 3, "exit 3"),
    ("import os, signal; os.kill(os.getpid(), signal.SIGKILL)", 128 + 9, "ended by SIGKILL"),
])
def test_the_tap_exits_with_the_childs_status(tmp_path, code, status, shown):
    result = subprocess.run(tap_command(python(code), tmp_path / "r.jsonl"), input=b"",
                            capture_output=True, timeout=SLACK)

    assert result.returncode == status
    assert read_transcript(tmp_path / "r.jsonl").of_kind(EventKind.EXIT)[-1].text == shown


@pytest.mark.slow
def test_a_server_that_exits_while_the_client_still_talks_ends_the_tap(tmp_path):
    proc = tapped(python("import sys; sys.exit(5)"), tmp_path / "r.jsonl")
    try:
        assert proc.wait(SLACK) == 5  # stdin still open: the tap does not wait for the client
    finally:
        stop(proc)

    assert read_transcript(tmp_path / "r.jsonl").exited_early


@pytest.mark.slow
def test_a_server_deaf_to_its_input_and_to_sigterm_is_killed_and_leaves_nothing_behind(tmp_path):
    code = ("import os, signal, sys, time; signal.signal(signal.SIGTERM, signal.SIG_IGN); "
            "print(os.getpid(), flush=True); time.sleep(60)")
    proc = tapped(python(code), tmp_path / "r.jsonl")
    try:
        assert select.select([proc.stdout], [], [], SLACK)[0]
        pid = int(proc.stdout.readline())
        started = time.monotonic()
        proc.stdin.close()
        status = proc.wait(ESCALATION + SLACK)
        took = time.monotonic() - started
    finally:
        stop(proc)
    transcript = read_transcript(tmp_path / "r.jsonl")

    assert status == 128 + 9 and took < ESCALATION + SLACK
    assert transcript.ended_by == "SIGKILL" and gone(pid)
    assert [n.text for n in transcript.of_kind(EventKind.NOTE)][1:] == [
        "still running 1.5 s after its input ended: sent SIGTERM",
        "still running 1 s after SIGTERM: sent SIGKILL",
    ]


@pytest.mark.slow
def test_a_server_that_never_reads_its_input_is_ended_all_the_same(tmp_path):
    proc = tapped(python("import time; time.sleep(60)"), tmp_path / "r.jsonl")
    try:
        proc.stdin.write(b"x" * 200_000)  # more than the pipe holds: the tap keeps the rest
        proc.stdin.close()
        assert proc.wait(ESCALATION + SLACK) == 128 + signal.SIGTERM
    finally:
        stop(proc)
    notes = [e.text for e in read_transcript(tmp_path / "r.jsonl").of_kind(EventKind.NOTE)]

    assert notes[0].startswith("the server left ") and notes[0].endswith("of its input unread")
    assert notes[1:] == ["stdin closed", "still running 1.5 s after its input ended: sent SIGTERM"]


@pytest.mark.slow
def test_a_process_the_server_left_holding_its_output_is_stopped(tmp_path):
    code = ("import subprocess; p = subprocess.Popen(['sleep', '60']); "
            "print(p.pid, flush=True)")  # sleep keeps the server's stdout open after it exits
    started = time.monotonic()
    result = subprocess.run(tap_command(python(code), tmp_path / "r.jsonl"), input=b"",
                            capture_output=True, timeout=SLACK)
    took = time.monotonic() - started

    assert result.returncode == 0 and took < tap.DRAIN_TIMEOUT + SLACK
    assert gone(int(result.stdout))
    assert "a process it started still held its output open: stopped it" in str(
        read_transcript(tmp_path / "r.jsonl"))


@pytest.mark.slow
def test_sigterm_to_the_tap_is_passed_on_to_the_server(tmp_path):
    code = "import os, time; print(os.getpid(), flush=True); time.sleep(60)"
    proc = tapped(python(code), tmp_path / "r.jsonl")
    try:
        pid = int(proc.stdout.readline())
        proc.send_signal(signal.SIGTERM)
        assert proc.wait(SLACK) == 128 + signal.SIGTERM
    finally:
        stop(proc)

    assert gone(pid)
    assert "the tap got SIGTERM: passed it on" in str(read_transcript(tmp_path / "r.jsonl"))


@pytest.mark.slow
def test_a_killed_tap_takes_its_server_with_it(tmp_path):
    code = "import os, time; print(os.getpid(), flush=True); time.sleep(60)"
    proc = tapped(python(code), tmp_path / "r.jsonl")
    try:
        pid = int(proc.stdout.readline())
        proc.kill()
        proc.wait(SLACK)
    finally:
        stop(proc)

    assert gone(pid)


@pytest.mark.slow
def test_a_command_that_cannot_start_is_said_and_exits_127(tmp_path):
    result = subprocess.run(tap_command(["/no/such/server"], tmp_path / "r.jsonl"), input=b"",
                            capture_output=True, timeout=SLACK)
    transcript = read_transcript(tmp_path / "r.jsonl")

    assert result.returncode == 127 and b"could not start 'server'" in result.stderr
    assert not transcript.started and "could not start" in str(transcript)


@pytest.mark.slow
def test_the_tap_needs_a_record_file_and_a_command():
    result = subprocess.run([sys.executable, "-m", "mcpnb.running.tap", "--record", "x"],
                            capture_output=True, timeout=SLACK)

    assert result.returncode == 2 and b"give the server's command" in result.stderr


@pytest.mark.slow
def test_a_recording_that_cannot_be_written_ends_the_tap_before_the_server_starts(tmp_path):
    result = subprocess.run(tap_command(["cat"], tmp_path / "no" / "such" / "r.jsonl"),
                            input=b"", capture_output=True, timeout=SLACK)

    assert result.returncode == 2 and b"cannot record to" in result.stderr
