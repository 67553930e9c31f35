"""The explorers' logic, and their widgets wired to it, without a browser."""

from mcpnb.protocol.framing import split_chunks
from mcpnb.servers.handshake import SUPPORTED_VERSIONS
from mcpnb.show import explore


def test_cutting_a_stream_gives_reads_of_n_bytes_that_join_back_into_it():
    stream = '{"id":1}\n{"city":"Zürich"}\n'

    for size in range(1, 30):
        reads = explore.cut(stream, size)
        assert b"".join(reads) == stream.encode("utf-8")
        assert all(len(r) == size for r in reads[:-1]) and 0 < len(reads[-1]) <= size
    assert explore.cut("", 5) == [] and explore.cut("ab", 0) == [b"a", b"b"]


def test_the_buffer_rows_are_the_framing_modules_own_rows():
    stream, size = explore.SAMPLE_STREAM, 4
    chunks = explore.cut(stream, size)

    assert [(b, r) for _, b, r in explore.buffer_rows(stream, size)] == [
        (buffer, ready) for _, buffer, ready in split_chunks(chunks)]


def test_half_a_character_shows_as_bytes_in_the_chunk_and_comes_out_whole_in_the_message():
    rows = explore.buffer_rows(explore.SAMPLE_STREAM, explore.SAMPLE_READ_SIZE)

    assert rows[2] == ('city":"Z\\xc3', '{"id":2,"city":"Z\ufffd', [])
    assert rows[3] == ('\\xbcrich"}\\n{', "{", ['{"id":2,"city":"Zürich"}'])


def test_the_buffer_view_sums_up_and_escapes_what_was_typed():
    view = explore.buffer_html('<b>{"id":1}\n{"id', 4)

    assert "4 reads: 1 message ready, 4 bytes still waiting in the buffer" in view
    assert "<b>" not in view and "&lt;b&gt;" in view


def test_reading_one_byte_at_a_time_lists_so_many_rows_and_counts_the_rest():
    view = explore.buffer_html("x" * 100, 1)

    assert view.count("<tr>") == explore.MAX_ROWS + 1  # and the heading
    assert "… and 40 more reads" in view


def test_a_count_of_one_in_the_buffer_view_is_said_in_the_singular():
    view = explore.buffer_html('{"id":1}\n{', 100)
    longer = explore.buffer_html("x" * (explore.MAX_ROWS + 1), 1)

    assert "1 read: 1 message ready, 1 byte still waiting in the buffer" in view
    assert "… and 1 more read</p>" in longer


def test_the_buffer_explorer_redraws_its_table_when_the_read_size_or_the_stream_changes():
    box = explore.buffer_explorer()
    text, reads, table = box.children

    reads.value = 3
    assert table.value == explore.buffer_html(explore.SAMPLE_STREAM, 3)
    text.value = '{"id":9}\n'
    assert table.value == explore.buffer_html('{"id":9}\n', 3) and reads.max == 9


def test_the_handshake_reply_agrees_to_a_spoken_version_and_refuses_another_with_the_list():
    agreed = explore.handshake_reply("2024-11-05")
    refused = explore.handshake_reply("2025-06-18", ["2025-11-25", "2024-11-05"])
    mute = explore.handshake_reply("2024-11-05", [])

    assert agreed["result"]["protocolVersion"] == "2024-11-05"
    assert refused["error"]["code"] == -32602
    assert refused["error"]["data"] == {"requested": "2025-06-18",
                                        "supported": ["2025-11-25", "2024-11-05"]}
    assert mute["error"]["data"]["supported"] == []


def test_each_handshake_view_says_why_in_one_sentence():
    assert "answers with that same version" in explore.handshake_html("2025-03-26")
    assert "refuses with error -32602" in explore.handshake_html("1999-01-01")
    assert "cannot agree to any" in explore.handshake_html("2025-03-26", [])


def test_the_version_explorer_starts_with_the_lessons_server_and_follows_every_control():
    box = explore.version_explorer()
    choice, speaks, reply = box.children
    boxes = speaks.children[1:]

    assert [b.description for b in boxes if b.value] == list(SUPPORTED_VERSIONS)
    assert reply.value == explore.handshake_html("2025-06-18", SUPPORTED_VERSIONS)
    choice.value = "2025-11-25"
    boxes[0].value = True
    assert reply.value == explore.handshake_html("2025-11-25", ["2025-11-25", *SUPPORTED_VERSIONS])
    assert "answers with that same version" in reply.value
