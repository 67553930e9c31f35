"""The picture of a transcript: well-formed SVG, crossing arrows for overtaking, the same every run."""

import json
import xml.etree.ElementTree as ET
from dataclasses import replace

import pytest

from mcpnb.running.harness import run
from mcpnb.running.scripts import Script, Step, load_script, slowed
from mcpnb.running.transcripts import Event, EventKind, Transcript, show_chunk
from mcpnb.servers import reference_server
from mcpnb.show.diagram import (
    WIDEST,
    Lane,
    SequenceDiagram,
    Style,
    draw_run,
    sequence_diagram,
)
from mcpnb.texts import say

SVG = "{http://www.w3.org/2000/svg}"


def reply_lines(diagram):
    """Each reply arrow's line in the SVG, by the reply's id: ((x1, y1), (x2, y2))."""
    root = ET.fromstring(diagram.svg())
    lines = {}
    for group in root.iter(f"{SVG}g"):
        if group.get("class") == "mcpnb-reply":
            line = group.find(f"{SVG}line")
            lines[group.get("data-id")] = (
                (float(line.get("x1")), float(line.get("y1"))),
                (float(line.get("x2")), float(line.get("y2"))),
            )
    return lines


def cross(first, second):
    """Whether two segments cross at a point inside both (touching ends do not count)."""
    (ax, ay), (bx, by) = first
    (cx, cy), (dx, dy) = second

    def side(px, py, qx, qy, rx, ry):
        return (qx - px) * (ry - py) - (qy - py) * (rx - px)

    return (side(ax, ay, bx, by, cx, cy) * side(ax, ay, bx, by, dx, dy) < 0
            and side(cx, cy, dx, dy, ax, ay) * side(cx, cy, dx, dy, bx, by) < 0)


def draw_lesson_1():
    return draw_run(reference_server("messages"), load_script("01-messages"), slow_motion=10)


def draw_lesson_2():
    return draw_run(reference_server("handshake"), load_script("02-handshake"), slow_motion=20,
                    ready="ready")


@pytest.fixture(scope="module")
def lesson_1():
    return draw_lesson_1()


@pytest.fixture(scope="module")
def lesson_2():
    return draw_lesson_2()


@pytest.mark.slow
def test_the_picture_is_well_formed_svg_with_one_arrow_per_chunk_and_per_reply(lesson_1, lesson_2):
    for diagram, sent, replies in ((lesson_1, 4, 5), (lesson_2, 7, 6)):
        root = ET.fromstring(diagram.svg())
        classes = [g.get("class") for g in root.iter(f"{SVG}g")]

        assert root.tag == f"{SVG}svg"
        assert classes.count("mcpnb-sent") == sent and classes.count("mcpnb-reply") == replies
        assert diagram._repr_html_().startswith("<div class='mcpnb-diagram ")


@pytest.mark.slow
def test_the_reply_that_overtook_a_slow_one_crosses_its_arrow_and_one_that_did_not_does_not(
        lesson_1):
    lines = reply_lines(lesson_1)

    assert cross(lines["2"], lines["1"])  # wait 10 ms, sent after wait 80 ms, back before it
    assert cross(lines["5"], lines["1"])
    assert not cross(lines["2"], lines["3"])  # the ping was completed after reply 2 was back
    assert not any(cross(lines[a], lines[b]) for a in ("3", "null", "5")
                   for b in ("3", "null", "5"))  # one chunk's replies fan out in order


@pytest.mark.slow
def test_the_text_form_names_who_overtook_whom_and_which_row_each_reply_answers(lesson_1):
    text = repr(lesson_1)

    assert '   0  -> wait {"ms":800} (id 1)' in text
    assert "   3  <- id 2: result  (answers row 1)" in text
    assert "   8  <- id 1: result  (answers row 0)" in text
    assert "the reply to id 1 was overtaken by the replies to id 2, id 3, id null, id 5" in text
    assert "0x" not in text


@pytest.mark.slow
def test_each_reply_of_the_handshake_lands_right_after_the_message_it_answers(lesson_2):
    replies = [a for a in lesson_2.arrows if a.is_reply]

    assert [a.id for a in replies] == ["1", "2", "3", "4", "5", "6"]
    assert all(a.arrives == a.leaves + 1 for a in replies)
    assert lesson_2.overtaken() == []


@pytest.mark.slow
def test_two_runs_of_each_reference_server_draw_the_same_picture(lesson_1, lesson_2):
    again_1, again_2 = draw_lesson_1(), draw_lesson_2()

    assert again_1.svg() == lesson_1.svg() and repr(again_1) == repr(lesson_1)
    assert again_2.svg() == lesson_2.svg()


def test_slow_motion_stretches_the_steps_and_the_waits_they_ask_for_and_nothing_else():
    script = load_script("01-messages")
    slow = slowed(script, 5)

    assert [s.at_ms for s in slow.steps] == [s.at_ms * 5 for s in script.steps]
    assert slow.steps[0].send == script.steps[0].send.replace(b'"ms":80', b'"ms":400')
    assert slow.steps[1].send == script.steps[1].send.replace(b'"ms":10', b'"ms":50')
    assert slow.steps[2:] == tuple(replace(s, at_ms=s.at_ms * 5) for s in script.steps[2:])
    assert slowed(script, 1) is script


# --- the layout follows the script's steps, not the clock: transcripts made by hand ------------

SCRIPT = Script("two waits", None, (
    Step(0, b'{"jsonrpc":"2.0","id":1,"method":"wait","params":{"ms":50}}\n'),
    Step(10, b'{"jsonrpc":"2.0","id":2,"method":"ping"}\n'),
    Step(100, b'{"jsonrpc":"2.0","id":3,"method":"ping"}\n'),
))


def transcript(*timeline):
    """A transcript from (seconds, "sent" step number | reply id | "stderr: ..." | "noise: ...")."""
    events = []
    for at, what in timeline:
        if isinstance(what, int) and what < 0:
            events.append(Event(at, EventKind.SENT, show_chunk(SCRIPT.steps[-what - 1].send)))
        elif isinstance(what, str) and what.startswith("stderr: "):
            events.append(Event(at, EventKind.STDERR, what[8:]))
        elif isinstance(what, str) and what.startswith("noise: "):
            events.append(Event(at, EventKind.NOISE, what[7:]))
        else:
            message = what if isinstance(what, dict) else {"jsonrpc": "2.0", "id": what,
                                                            "result": {}}
            events.append(Event(at, EventKind.MESSAGE, json.dumps(message), message))
    events.append(Event(timeline[-1][0] + 0.01, EventKind.EXIT, "exit 0"))
    return Transcript(("server",), tuple(events))


def rows(diagram):
    return [(a.arrives, a.label.split(" ")[0] if a.to is Lane.SERVER else a.id)
            for a in diagram.arrows]


ON_TIME = transcript((0.000, -1), (0.010, -2), (0.0105, 2), (0.051, 1), (0.100, -3), (0.1004, 3))


def test_a_late_sender_or_a_slightly_late_reply_leaves_every_row_where_it_was():
    late_sender = transcript((0.000, -1), (0.018, -2), (0.0185, 2), (0.050, 1), (0.131, -3),
                             (0.1312, 3))
    late_reply = transcript((0.000, -1), (0.010, -2), (0.019, 2), (0.098, 1), (0.100, -3),
                            (0.1004, 3))
    expected = rows(sequence_diagram(ON_TIME, SCRIPT))

    assert expected == [(0, "wait"), (1, "ping"), (2, "2"), (3, "1"), (4, "ping"), (5, "3")]
    assert rows(sequence_diagram(late_sender, SCRIPT)) == expected
    assert rows(sequence_diagram(late_reply, SCRIPT)) == expected


def test_a_client_that_sends_late_or_in_a_burst_moves_no_row():
    punctual = transcript((0.000, -1), (0.010, -2), (0.0105, 2), (0.100, -3), (0.1004, 3))
    late = transcript((0.000, -1), (0.095, -2), (0.100, -3), (0.1005, 2), (0.1008, 3))
    burst = transcript((0.000, -1), (0.100, -2), (0.100, -3), (0.1003, 2), (0.1004, 3))

    assert rows(sequence_diagram(late, SCRIPT)) == rows(sequence_diagram(punctual, SCRIPT))
    assert rows(sequence_diagram(burst, SCRIPT)) == rows(sequence_diagram(punctual, SCRIPT))


def test_a_reply_that_comes_a_whole_step_late_goes_after_that_step_even_if_it_was_sent_later():
    very_late = transcript((0.000, -1), (0.010, -2), (0.0105, 2), (0.101, 1), (0.105, -3),
                           (0.1055, 3))

    assert rows(sequence_diagram(very_late, SCRIPT))[-3:] == [(3, "ping"), (4, "1"), (5, "3")]


def test_time_scale_stretches_the_schedule_the_rows_are_snapped_to():
    stretched = transcript((0.000, -1), (0.030, -2), (0.031, 2), (0.051, 1), (0.300, -3),
                           (0.3004, 3))

    assert rows(sequence_diagram(stretched, SCRIPT, time_scale=3)) == rows(
        sequence_diagram(ON_TIME, SCRIPT))


def test_noise_and_a_message_that_answers_nothing_are_level_arrows_and_stderr_stands_aside():
    noisy = transcript((0.000, -1), (0.001, "noise: got here"), (0.002, "stderr: started"),
                       (0.003, {"jsonrpc": "2.0", "method": "notifications/message"}),
                       (0.004, 99), (0.010, -2), (0.051, 1))
    diagram = sequence_diagram(noisy, SCRIPT)
    noise, note, stray = diagram.arrows[1:4]

    assert (noise.style, noise.leaves, noise.arrives) == (Style.NOISE, 1, 1)
    assert noise.label == "not a message: got here"
    assert (note.style, note.label, note.answers) == (Style.MESSAGE, "notifications/message", None)
    assert (stray.id, stray.answers, stray.leaves) == ("99", None, stray.arrives)  # no such request
    assert diagram.stderr == ("started",)
    assert "dasharray" in diagram.svg()


def test_an_id_that_came_back_as_a_string_still_finds_its_request():
    turned = transcript((0.000, -1), (0.010, -2), (0.0105, "2"), (0.051, 1))
    reply = [a for a in sequence_diagram(turned, SCRIPT).arrows if a.is_reply][0]

    assert (reply.id, reply.leaves) == ('"2"', 1)


def test_a_flood_on_stderr_is_cut_in_the_picture():
    flood = transcript((0.000, -1), *[(0.001, f"stderr: line {n}") for n in range(100)])
    diagram = sequence_diagram(flood, SCRIPT)

    assert len(diagram.stderr) == 40 and diagram.stderr[-1] == "… and 61 more lines"
    ET.fromstring(diagram.svg())


def test_a_transcript_of_another_script_is_a_course_bug():
    other = Script("other", None, (Step(0, b"nothing like it\n"),))

    with pytest.raises(ValueError, match="not made by this script"):
        sequence_diagram(ON_TIME, other)


@pytest.mark.slow
def test_a_server_that_never_started_gives_a_picture_of_its_note():
    diagram = sequence_diagram(run(["/no/such/server"], SCRIPT), SCRIPT)

    assert diagram.arrows == () and "could not start" in diagram.footer[0]
    ET.fromstring(diagram.svg())


def test_text_that_looks_like_markup_is_escaped():
    sly = transcript((0.000, -1), (0.001, "noise: <script>alert(1)</script> & co"))
    svg = sequence_diagram(sly, SCRIPT).svg()

    assert "<script>" not in svg
    ET.fromstring(svg)


def test_the_diagram_is_a_value():
    assert isinstance(sequence_diagram(ON_TIME, SCRIPT), SequenceDiagram)
    assert sequence_diagram(ON_TIME, SCRIPT) == sequence_diagram(ON_TIME, SCRIPT)


# --- the picture in a notebook: never shrunk, scrolled sideways, its stderr whole when it fits --

NOTEBOOK_TEXT_PX = 13  # JupyterLab's code font size: the text of a cell's output around the picture
MONOSPACE_EM = 0.602  # how wide a character of DejaVu Sans Mono or Menlo is, in font sizes


def styles(element):
    """An element's inline style as a dict: `overflow-x:auto;max-width:100%` -> {...}."""
    pairs = (item.split(":", 1) for item in element.get("style", "").split(";") if item.strip())
    return {name.strip(): value.strip() for name, value in pairs}


def texts(diagram):
    """Each text in the SVG: (x, anchor, the text)."""
    root = ET.fromstring(diagram.svg())
    return [(float(t.get("x")), t.get("text-anchor"), t.text or "") for t in root.iter(f"{SVG}text")]


def texts_of(diagram):
    return [text for _, _, text in texts(diagram)]


def width(diagram):
    return float(ET.fromstring(diagram.svg()).get("width"))


def with_stderr(line):
    return sequence_diagram(transcript((0.000, -1), (0.001, f"stderr: {line}")), SCRIPT)


@pytest.mark.slow
def test_the_picture_keeps_a_width_in_pixels_at_which_its_text_is_as_large_as_the_notebooks(
        lesson_1, lesson_2):
    for diagram in (lesson_1, lesson_2):
        svg = ET.fromstring(diagram._repr_html_()).find(f"{SVG}svg")
        pixels = float(svg.get("width"))
        view_width = float(svg.get("viewBox").split()[2])

        assert styles(svg)["min-width"] == f"{pixels:g}px"
        assert styles(svg)["max-width"] == "none"  # JupyterLab's `max-width:100%` cannot shrink it
        assert float(svg.get("font-size")) * pixels / view_width >= NOTEBOOK_TEXT_PX


@pytest.mark.slow
def test_a_picture_wider_than_its_output_scrolls_sideways_inside_it(lesson_1):
    wrapper = ET.fromstring(lesson_1._repr_html_())

    assert wrapper.tag == "div" and styles(wrapper)["overflow-x"] == "auto"
    assert styles(wrapper)["max-width"] == "100%"
    assert "100%" not in styles(wrapper.find(f"{SVG}svg")).values()


@pytest.mark.slow
def test_every_text_in_the_picture_stays_inside_it(lesson_1, lesson_2):
    for diagram in (lesson_1, lesson_2, with_stderr("x" * 2000), with_stderr("y" * 120)):
        svg = ET.fromstring(diagram.svg())
        char = MONOSPACE_EM * float(svg.get("font-size"))
        for x, anchor, text in texts(diagram):
            extent = len(text) * char
            left = {"start": x, "middle": x - extent / 2, "end": x - extent}[anchor]

            assert 0 <= left <= width(diagram) - extent, text


@pytest.mark.slow
def test_a_long_stderr_line_is_shown_whole_when_the_widest_picture_has_room_for_it(lesson_1):
    line = "Traceback: ValueError: the server could not parse " + "y" * 4  # 54 characters
    diagram = with_stderr(line)

    assert "got not json: Expecting value: line 1 column 1 (char 0)" in texts_of(lesson_1)
    assert line in texts_of(diagram)
    assert width(with_stderr("short")) < width(diagram) <= WIDEST  # the picture widens for it


def test_a_stderr_line_wider_than_the_widest_picture_is_cut_saying_how_long_it_was():
    diagram = with_stderr("z" * 2000)
    cut = [text for text in texts_of(diagram) if text.startswith("zzz")]

    assert len(cut) == 1 and cut[0].endswith("z… (2000 characters)")
    assert width(diagram) <= WIDEST
    assert diagram.stderr == ("z" * 2000,)  # the diagram keeps it whole; only the drawing cuts
    assert "z… (2000 characters)" in repr(diagram)  # and its text form, as every listing does


def test_a_server_that_wrote_nothing_on_stderr_gets_no_column_for_it_and_a_narrower_picture():
    from mcpnb.show.diagram import SERVER_X

    silent = sequence_diagram(transcript((0.000, -1)), SCRIPT)
    heading = say("diagram.stderr")

    assert heading not in texts_of(silent) and heading in texts_of(with_stderr("short"))
    assert width(silent) < width(with_stderr("short")) and width(silent) < SERVER_X + 200
    assert silent.timing and say(silent.timing) in texts_of(silent)  # the legend's own line
