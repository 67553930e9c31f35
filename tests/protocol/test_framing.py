"""The read buffer: chunks of any size in, whole lines out."""

from mcpnb.protocol.framing import BadLine, LineBuffer, split_chunks
from mcpnb.show.explore import buffer_table


def test_the_lessons_three_chunk_example_gives_the_seed_table():
    table = buffer_table(['{"id":1}\n{"id', '":2}\n', '{"i'])

    assert list(table.columns) == ["chunk that arrives", "buffer afterwards", "messages ready"]
    assert table.to_dict("records") == [
        {"chunk that arrives": '{"id":1}\n{"id', "buffer afterwards": '{"id',
         "messages ready": ['{"id":1}']},
        {"chunk that arrives": '":2}\n', "buffer afterwards": "", "messages ready": ['{"id":2}']},
        {"chunk that arrives": '{"i', "buffer afterwards": '{"i', "messages ready": []},
    ]


def test_half_a_message_waits_in_the_buffer_until_its_newline_arrives():
    buffer = LineBuffer()

    assert buffer.feed(b'{"jsonrpc":"2.0",') == []
    assert buffer.pending == b'{"jsonrpc":"2.0",'
    assert buffer.feed(b'"id":3}\n') == ['{"jsonrpc":"2.0","id":3}']
    assert buffer.pending == b""


def test_two_and_a_half_messages_in_one_chunk_give_two_lines_and_keep_the_half():
    buffer = LineBuffer()

    assert buffer.feed(b"one\ntwo\nthr") == ["one", "two"]
    assert buffer.pending == b"thr"


def test_a_utf8_character_split_across_two_chunks_comes_out_whole():
    encoded = '{"id":"caf\u00e9 \u20ac"}\n'.encode()
    cut = encoded.index("\u20ac".encode()) + 1  # inside the three bytes of the euro sign
    buffer = LineBuffer()

    assert buffer.feed(encoded[:cut]) == []
    assert buffer.feed(encoded[cut:]) == ['{"id":"caf\u00e9 \u20ac"}']


def test_blank_lines_are_skipped():
    assert LineBuffer().feed(b"\n  \none\n\r\n\ntwo\n") == ["one", "two"]


def test_bytes_that_are_not_utf8_become_a_bad_line_and_the_next_line_still_arrives():
    lines = LineBuffer().feed(b"ok\xff\xfe\nnext\n")

    assert lines == [BadLine("not utf-8", b"ok\xff\xfe", 4), "next"]


def test_a_line_past_the_limit_is_reported_once_and_memory_stays_bounded():
    buffer = LineBuffer(limit=100)
    reports = []
    for _ in range(50):
        reports += buffer.feed(b"x" * 64)
        assert len(buffer.pending) <= 100

    assert len(reports) == 1
    assert isinstance(reports[0], BadLine) and reports[0].reason == "too long"
    assert "more than 100 bytes" in str(reports[0])
    assert buffer.feed(b"xxx tail of the long line\nnext\n") == ["next"]


def test_a_long_line_that_ends_in_the_same_chunk_is_reported_with_its_size():
    (report,) = LineBuffer(limit=10).feed(b"y" * 30 + b"\n")

    assert report == BadLine("too long", b"y" * 30, 30)


def test_finish_hands_out_the_unterminated_rest_at_end_of_stream():
    buffer = LineBuffer()
    buffer.feed(b'{"id":1}')

    assert buffer.finish() == ['{"id":1}']
    assert buffer.finish() == []


def test_split_chunks_accepts_bytes_and_shows_a_split_character_as_a_replacement():
    rows = split_chunks([b"caf\xc3", b"\xa9\n"])

    assert rows[0][1] == "caf\ufffd"
    assert rows[1] == ("\ufffd\n", "", ["caf\u00e9"])
