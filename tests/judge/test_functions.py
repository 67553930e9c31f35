"""Functions a student writes from scratch, judged by properties against the reference code.

Every student function here is a real one, run the way a notebook runs it (a forked child of this
process) or the way the grader does (a sandbox without the course).
"""

import time

import pytest
from places import NOTEBOOKS, SOLUTIONS

from mcpnb.judge.functions import check, exercises, sse_reader
from mcpnb.judge.functions.check import check_function, inputs, judge_source
from mcpnb.judge.registry import EXERCISES
from mcpnb.judge.report import Verdict
from mcpnb.running import sandbox
from mcpnb.texts import say


@pytest.fixture(autouse=True)
def first_try():
    """Each test starts at the first try: hints grow with the tries of one kernel."""
    check._tries.clear()


def verdicts(report):
    return {f.id.split(".", 1)[1]: f.verdict for f in report.findings}


def failing(report):
    return [key for key, verdict in verdicts(report).items() if verdict is not Verdict.PASSED]


def hints(report):
    return [f.text("hint") for f in report.findings if not f.passed and f.text("hint")]


def splits_bytes(buffer, chunk):
    """A right answer written differently from the reference: split the bytes, decode lines."""
    *lines, rest = (buffer + chunk).split(b"\n")
    return rest, [line.decode("utf-8") for line in lines]


def decodes_each_chunk(buffer, chunk):
    """The commonest mistake: decode before the line is whole."""
    *lines, rest = (buffer.decode("utf-8") + chunk.decode("utf-8")).split("\n")
    return rest.encode("utf-8"), lines


def keeps_newlines(buffer, chunk):
    *lines, rest = (buffer + chunk).split(b"\n")
    return rest, [line.decode("utf-8") + "\n" for line in lines]


def forgets_the_buffer(buffer, chunk):
    *lines, rest = chunk.split(b"\n")
    return rest, [line.decode("utf-8") for line in lines]


def loops(buffer, chunk):
    while True:
        pass


def answers_everything(state, message):
    reply = {"jsonrpc": "2.0", "id": str(message.get("id")), "result": {}}
    return state, reply


def stays(state, message):
    after, reply = exercises.state_step(state, message)
    return state, reply


def truthy_id(state, message):
    if not message.get("id"):  # id 0 taken for a notification's missing id
        return exercises.state_step(state, {k: v for k, v in message.items() if k != "id"})
    return exercises.state_step(state, message)


def ready_at_once(state, message):
    after, reply = exercises.state_step(state, message)
    return ("ready" if (state, after) == ("new", "waiting") else after), reply


def first(requested, supported):
    return requested if requested in supported else supported[0]


def refuses(requested, supported):
    return requested if requested in supported else None


def echoes(requested, supported):
    return requested


def hard_coded(requested, supported):
    return requested if requested in supported else "2025-11-25"


def numbered(state, message):
    after, reply = exercises.state_step(state, message)
    moved = (state, after) == ("new", "waiting")
    return (1 if moved else after), reply  # "waiting" as its place in the list


def always_newest(requested, supported):
    return max(supported)


# The wrong functions the hint tests feed, by item: each is told its own belief.
MISTAKES = {
    "buffer-step": [decodes_each_chunk, keeps_newlines, forgets_the_buffer],
    "state-step": [answers_everything, stays, truthy_id, ready_at_once, numbered],
    "offer-version": [first, refuses, echoes, hard_coded, always_newest],
}


def as_own(reference):
    """The course's reference function as a function of the test's own, which calls it: the
    notebook's check refuses the course's function handed to it as it is (a student's import)."""
    return lambda *args: reference(*args)


@pytest.mark.slow
def test_the_reference_and_a_right_answer_written_differently_pass_every_property():
    assert check_function("buffer-step", as_own(exercises.buffer_step)).ok
    assert check_function("buffer-step", splits_bytes).ok
    assert check_function("state-step", as_own(exercises.state_step)).ok


@pytest.mark.slow
def test_decoding_each_chunk_fails_where_a_chunk_is_cut_inside_a_character_and_is_told_why():
    for _ in range(2):  # the belief shows from the second try on
        report = check_function("buffer-step", decodes_each_chunk)

    assert failing(report) == ["no-newline", "split-character", "rest-kept"]
    assert say("buffer-step.belief.decoded-too-soon") in hints(report)[0]


@pytest.mark.slow
def test_three_different_mistakes_get_three_different_hints_on_the_same_property():
    seen = []
    for mistake in (decodes_each_chunk, keeps_newlines, forgets_the_buffer):
        check._tries["buffer-step"] = 1  # the second try: the belief is shown
        report = check_function("buffer-step", mistake)
        finding = next(f for f in report.findings if not f.passed)
        seen.append(finding.text("hint"))

    assert len(set(seen)) == 3


def reversed_lines(buffer, chunk):
    """A mistake no belief names: the lines come out in the wrong order."""
    rest, lines = splits_bytes(buffer, chunk)
    return rest, lines[::-1]


@pytest.mark.slow
def test_hints_grow_more_specific_on_each_try_idea_then_belief_then_where_to_look():
    tries = [hints(check_function("buffer-step", keeps_newlines))[0] for _ in range(3)]
    idea = say("buffer-step.whole-line.idea")
    belief = say("buffer-step.belief.newline-kept")

    assert tries[0] == idea
    assert tries[1] == tries[2] == f"{idea} {belief}"  # named: where to look would add nothing
    check._tries.clear()
    unnamed = [hints(check_function("buffer-step", reversed_lines))[0] for _ in range(3)]
    idea, look = say("buffer-step.many-lines.idea"), say("buffer-step.many-lines.look")
    assert unnamed == [idea, idea, f"{idea} {look}"]  # no belief names it: then where to look


@pytest.mark.slow
def test_no_hint_shows_twice_in_one_report():
    for _ in range(3):
        report = check_function("buffer-step", keeps_newlines)
    sentences = [s for hint in hints(report) for s in hint.split(". ")]

    assert len(failing(report)) > 2
    assert len(sentences) == len(set(sentences))


@pytest.mark.slow
def test_no_hint_gives_the_right_answer_away():
    for _ in range(3):
        report = check_function("buffer-step", forgets_the_buffer)
    shown = str(report)
    for _, args in inputs("buffer-step"):
        pending, lines = exercises.buffer_step(*args)
        for line in lines:
            if line not in repr(args[1]):  # a line the student's chunk does not hold whole
                assert line not in shown


@pytest.mark.slow
def test_a_function_that_loops_is_stopped_within_its_bound_and_the_rest_is_not_judged():
    started = time.monotonic()
    report = check_function("buffer-step", loops)

    assert time.monotonic() - started < check.SECONDS + 2
    assert list(verdicts(report).values()) == [Verdict.FAILED] + [Verdict.NOT_JUDGED] * 5
    assert report.findings[0].got == (say("function.got.timeout", seconds="5"),)


def test_something_that_is_not_a_function_gets_one_finding_that_says_so():
    report = check_function("buffer-step", ...)

    assert list(verdicts(report).values()) == [Verdict.FAILED] + [Verdict.NOT_JUDGED] * 5
    assert report.findings[0].got == (say("function.got.undefined", error="ellipsis"),)


@pytest.mark.slow
def test_what_the_function_prints_or_raises_never_reaches_the_notebook(capfd):
    def noisy(buffer, chunk):
        print("debugging", chunk)
        raise SystemExit(3)

    report = check_function("buffer-step", noisy)

    assert capfd.readouterr() == ("", "")
    assert report.findings[0].got == (say("function.got.raised", error="SystemExit: 3"),)


def test_the_inputs_are_the_same_on_every_run_and_meet_every_property():
    first, again = inputs("state-step"), inputs("state-step")

    assert first == again
    assert {prop.key for prop, _ in first} == {p.key for p in EXERCISES["state-step"].properties}


@pytest.mark.slow
def test_a_state_step_that_answers_notifications_and_changes_id_types_is_told_each_belief():
    for _ in range(2):
        report = check_function("state-step", answers_everything)
    text = " ".join(hints(report))

    assert {"ping", "notifications", "initialized"} <= set(failing(report))
    assert say("state-step.belief.notification-answered") in text
    assert say("state-step.belief.id") in text


@pytest.mark.slow
def test_a_state_step_that_never_moves_on_fails_exactly_the_properties_about_states():
    assert failing(check_function("state-step", stays)) == ["initialize", "initialized"]


@pytest.mark.slow
def test_a_state_step_that_tests_the_id_for_truth_is_told_that_id_0_is_a_request():
    for _ in range(2):
        report = check_function("state-step", truthy_id)

    assert failing(report)  # every property whose inputs hold an id 0
    assert say("state-step.belief.id-zero") in " ".join(hints(report))
    assert say("state-step.belief.request-unanswered") not in " ".join(hints(report))


def test_id_0_is_among_the_requests_of_every_seed_the_grader_may_use():
    for seed in map(str, range(200)):
        ids = [args[1]["id"] for _, args in inputs("state-step", seed) if "id" in args[1]]
        assert 0 in [i for i in ids if type(i) is int], seed


@pytest.mark.slow
def test_a_state_step_ready_right_after_initialize_is_told_it_still_waits():
    for _ in range(2):
        report = check_function("state-step", ready_at_once)

    assert failing(report) == ["initialize"]
    assert say("state-step.belief.ready-too-soon") in " ".join(hints(report))


@pytest.mark.slow
def test_a_counter_offer_that_takes_the_first_version_fails_only_where_the_list_is_out_of_order():
    for _ in range(2):
        report = check_function("offer-version", first)

    assert failing(report) == ["any-order"]
    assert say("offer-version.belief.first-not-newest") in hints(report)[0]


@pytest.mark.slow
def test_a_server_that_refuses_or_echoes_or_hard_codes_its_version_is_told_each_belief():
    told = {}
    for name, function in [("refuses", refuses), ("echoes", echoes), ("hard", hard_coded)]:
        check._tries.clear()
        for _ in range(2):
            report = check_function("offer-version", function)
        told[name] = (failing(report), " ".join(hints(report)))

    assert told["refuses"][0] == ["older", "newer", "any-order", "other-server", "not-a-date"]
    assert say("offer-version.belief.refused") in told["refuses"][1]
    assert say("offer-version.belief.echoed") in told["echoes"][1]
    assert told["hard"][0] == ["any-order", "other-server", "not-a-date"]
    assert say("offer-version.belief.not-spoken") in told["hard"][1]


@pytest.mark.slow
def test_a_counter_offer_always_of_the_newest_fails_a_version_the_server_speaks():
    for _ in range(2):
        report = check_function("offer-version", always_newest)

    assert "spoken" in failing(report)
    assert say("offer-version.belief.spoken-changed") in " ".join(hints(report))


@pytest.mark.slow
def test_a_state_step_that_returns_no_text_for_the_state_is_told_the_state_is_wrong():
    for _ in range(2):
        report = check_function("state-step", numbered)
    initialize = next(f for f in report.findings if f.id == "state-step.initialize")

    assert say("state-step.belief.state") in initialize.text("hint")  # "waiting" was owed


@pytest.mark.slow
def test_a_table_of_the_public_counter_offer_inputs_earns_nothing_on_a_graders_inputs():
    public = {(args[0], tuple(args[1])): exercises.offer_version(*args)
              for _, args in inputs("offer-version")}
    table = f"TABLE = {public!r}\ndef offer_version(r, s):\n    return TABLE[(r, tuple(s))]\n"

    assert judge_source("offer-version", table, None).ok  # the public inputs, all memorized
    assert judge_source("offer-version", table, None, seed="secret\0ann").passed == 0


# --- in the grader ---------------------------------------------------------------------------------

needs_sandbox = pytest.mark.skipif(sandbox.unavailable() is not None, reason="no bubblewrap here")
SPLITS_BYTES = '''\
def buffer_step(buffer, chunk):
    *lines, rest = (buffer + chunk).split(b"\\n")
    return rest, [line.decode("utf-8") for line in lines]
'''


@pytest.mark.slow
@needs_sandbox
def test_the_grader_judges_a_cells_source_in_a_sandbox_as_the_notebook_judges_the_function():
    graded = judge_source("buffer-step", SPLITS_BYTES, sandbox.Limits())
    wrong = judge_source("buffer-step", SPLITS_BYTES.replace("rest, [", "b'', ["), sandbox.Limits())

    assert graded.ok
    assert failing(wrong) == ["no-newline", "rest-kept"]  # the buffer thrown away


@pytest.mark.slow
@needs_sandbox
def test_a_function_taken_from_the_course_earns_nothing_told_alike_in_notebook_and_grader():
    cheat = "from mcpnb.judge.functions.exercises import buffer_step\n"

    graded = judge_source("buffer-step", cheat, sandbox.Limits())
    notebook = check_function("buffer-step", exercises.buffer_step)

    for report in (graded, notebook):
        assert report.passed == 0
        assert report.findings[0].got == (say("function.got.course"),)
        assert report.findings[0].text("hint").startswith(say("function.belief.course"))
    assert [f.got for f in notebook.findings] == [f.got for f in graded.findings]


@pytest.mark.slow
def test_without_the_sandbox_the_grader_judges_the_source_the_same_way():
    assert judge_source("buffer-step", SPLITS_BYTES, None).ok


# --- the lessons' exercises ------------------------------------------------------------------------


def function_items():
    from mcpnb.course import course

    return [(lesson, item, spec) for lesson, content in course()["lessons"].items()
            for item, spec in content["items"].items() if spec["kind"] == "function"]


@pytest.mark.slow
@pytest.mark.parametrize(("lesson", "item", "spec"), function_items(), ids=lambda v: str(v)[:20])
def test_the_teacher_editions_function_has_every_property_and_the_starting_code_almost_none(
        lesson, item, spec):

    from mcpnb.course import data_path
    from mcpnb.grade.submission import answers_of, read_notebook

    solved = answers_of(read_notebook(SOLUTIONS / "en" / f"{lesson}.ipynb")).exercises[item]
    start = data_path("exercises", spec["start"]).read_text(encoding="utf-8")

    assert judge_source(item, solved, None).ok
    assert judge_source(item, start, None).passed <= 1  # a stub that answers nothing, at most
    assert answers_of(read_notebook(NOTEBOOKS / "en" / f"{lesson}.ipynb")).exercises[item] == start


def test_each_lesson_has_one_function_to_write():
    assert [(lesson, item) for lesson, item, _ in function_items()] == [
        ("01-messages", "buffer-step"), ("02-handshake", "state-step"),
        ("03-clients", "offer-version"), ("04-eras", "probe-era"), ("05-http", "sse-step"),
        ("06-tools", "tool-arguments")]


# --- lesson 4: the probe's decision ----------------------------------------------------------------

MODERN_VERSIONS, MODERN_ERRORS = ["2026-07-28"], [-32020, -32021, -32022]  # the exercise's givens


def reads_the_reply(reply):
    """A right answer written differently from the reference."""
    if reply is None:
        return "legacy"
    if "error" in reply:
        return "modern" if reply["error"].get("code") in MODERN_ERRORS else "legacy"
    versions = reply.get("result", {}).get("supportedVersions", [])
    return "modern" if set(versions) & set(MODERN_VERSIONS) else "legacy"


def keyed_to_method_not_found(reply):
    """The mistake the specification warns of: the fallback keyed to one error code."""
    if reply is None or reply.get("error", {}).get("code") == -32601:
        return "legacy"
    return "modern"


def every_error_is_legacy(reply):
    return "modern" if reply is not None and "result" in reply else "legacy"


@pytest.mark.slow
def test_the_probes_reference_and_a_right_answer_written_differently_pass_every_property():
    assert check_function("probe-era", as_own(exercises.probe_era)).ok
    assert check_function("probe-era", reads_the_reply).ok


def german_words(reply):
    """The right decision, said as lesson 4's German table says its eras."""
    return {"modern": "Moderne", "legacy": "Legacy"}[exercises.probe_era(reply)]


@pytest.mark.slow
def test_a_probe_that_names_the_era_as_the_lessons_tables_accept_it_passes():
    assert check_function("probe-era", german_words).ok
    assert not check_function("probe-era", lambda reply: "neu").ok


@pytest.mark.slow
def test_a_probe_keyed_to_one_error_code_fails_the_other_errors_and_is_told_why():
    for _ in range(2):
        report = check_function("probe-era", keyed_to_method_not_found)

    assert failing(report) == ["no-modern-version", "other-error", "not-discover"]
    told = " ".join(hints(report))
    assert say("probe-era.belief.error-modern") in told
    assert say("probe-era.belief.any-result-modern") in told


@pytest.mark.slow
def test_a_probe_that_takes_every_error_for_legacy_misses_the_modern_errors_only():
    for _ in range(2):
        report = check_function("probe-era", every_error_is_legacy)

    assert failing(report) == ["no-modern-version", "modern-error", "not-discover"]
    assert say("probe-era.belief.modern-error-legacy") in " ".join(hints(report))


@pytest.mark.slow
def test_the_probes_starting_code_passes_nothing_and_the_grader_hands_it_the_givens():
    from mcpnb.course import data_path

    start = data_path("exercises", "04-probe-era.py").read_text(encoding="utf-8")
    uses_givens = "def probe_era(reply):\n    return 'modern' if MODERN_ERRORS and MODERN_VERSIONS else ''\n"

    assert judge_source("probe-era", start, None).passed == 0
    assert judge_source("probe-era", uses_givens, None).passed == 2  # ran: the givens exist


MISTAKES["probe-era"] = [keyed_to_method_not_found, every_error_is_legacy]


# --- lesson 5: the SSE reader's step ----------------------------------------------------------------

LINE_END = rb"\r\n|\r|\n"


def sse_reader_with(mistake=""):
    """A reader written line by line, as the SSE specification reads a stream, right unless told
    to make one `mistake`: each is one a student makes."""
    import json
    import re

    line_end = rb"\n" if mistake == "lf-only" else LINE_END
    field = b"data: " if mistake == "space-required" else b"data:"

    def sse_step(pending, chunk):
        if mistake == "normalises-each-chunk":
            chunk = chunk.replace(b"\r\n", b"\n").replace(b"\r", b"\n")
        if mistake == "ignores-pending":
            pending = b""
        stream = pending + chunk
        if mistake == "decodes-each-chunk":
            stream = (pending.decode("utf-8") + chunk.decode("utf-8")).encode("utf-8")
        messages, data, start, at = [], [], 0, 0
        for end in re.finditer(line_end, stream):
            line, at = stream[at:end.start()], end.end()
            if line == b"":
                joined = data[-1:] if mistake == "last-data-line" else [b"\n".join(data)]
                if data and (joined != [b""] or mistake == "parses-empty-data"):
                    messages.append(json.loads(joined[0].decode("utf-8")))
                data, start = [], at
            elif line.startswith(field):
                data.append(line[len(field):].removeprefix(b" "))
        return stream[start:], messages

    return sse_step


def encoded(reader, args):
    """What a reader gives, as the check sees it: a list, or what it raised."""
    try:
        return list(reader(*args))
    except Exception as error:  # noqa: BLE001 - a student's reader may raise anything
        return {"raised": f"{type(error).__name__}: {error}"}


# A reader that decodes each chunk shows both beliefs, as its cut falls: at pending's end, or
# inside the chunk.
OTHER_BELIEFS = {"decodes-each-chunk": ("sse-step.belief.decoded-too-soon",
                                        "sse-step.belief.join-first")}


@pytest.mark.slow
def test_the_sse_readers_reference_and_a_line_by_line_reader_pass_every_property():
    assert check_function("sse-step", as_own(sse_reader.sse_step)).ok
    assert check_function("sse-step", sse_reader_with()).ok


@pytest.mark.slow
@pytest.mark.parametrize(("mistake", "fails", "belief"), [
    ("lf-only", {"line-ends"}, "sse-step.belief.newline-only"),
    ("last-data-line", {"data-lines"}, "sse-step.belief.one-data-line"),
    ("decodes-each-chunk", {"unended", "split-character"}, "sse-step.belief.decoded-too-soon"),
    ("decodes-each-chunk", {"unended", "split-character"}, "sse-step.belief.join-first"),
    ("normalises-each-chunk", {"line-ends"}, "sse-step.belief.cr-at-end"),
    ("space-required", {"no-space"}, "sse-step.belief.space-required"),
    ("parses-empty-data", {"priming"}, "sse-step.belief.empty-data"),
])
def test_each_wrong_sse_reader_fails_the_property_it_breaks_and_is_told_its_belief(
        mistake, fails, belief):
    for _ in range(2):  # the belief shows from the second try on
        report = check_function("sse-step", sse_reader_with(mistake))
    told = " ".join(f.text("hint") for f in report.findings if not f.passed)
    # Every belief a failing case shows, not only the one its hint opens with.
    beliefs = {sse_reader._sse_belief(args, encoded(sse_reader_with(mistake), args),
                                      list(sse_reader.sse_step(*args)))
               for _, args in inputs("sse-step")
               if not sse_reader._same_sse_result(
                   encoded(sse_reader_with(mistake), args), list(sse_reader.sse_step(*args)))}

    assert set(failing(report)) == fails
    assert belief in beliefs
    assert told and beliefs <= {belief, *OTHER_BELIEFS.get(mistake, ())}


@pytest.mark.slow
def test_a_reader_that_ignores_pending_is_told_to_join_it_first_not_when_to_decode():
    for _ in range(2):
        report = check_function("sse-step", sse_reader_with("ignores-pending"))
    told = " ".join(hints(report))

    assert {"split-event", "split-character"} <= set(failing(report))
    assert say("sse-step.belief.join-first") in told
    assert say("sse-step.belief.decoded-too-soon") not in told


@pytest.mark.slow
def test_a_table_of_the_public_sse_inputs_earns_nothing_on_a_graders_inputs():
    public = {tuple(args): sse_reader.sse_step(*args) for _, args in inputs("sse-step")}
    table = f"TABLE = {public!r}\ndef sse_step(p, c):\n    return TABLE[(p, c)]\n"

    assert judge_source("sse-step", table, None).ok  # the public inputs, all memorized
    assert judge_source("sse-step", table, None, seed="secret\0ann").passed == 0


MISTAKES["sse-step"] = [sse_reader_with(m) for m in (
    "lf-only", "last-data-line", "decodes-each-chunk", "normalises-each-chunk", "space-required")]


# --- lesson 6: the check of a call's arguments (its own tests: test_tool_arguments) ----------

def _tool_argument_mistakes():
    from test_tool_arguments import bool_is_number, first_only, flat, required_at_the_key

    return [first_only, bool_is_number, required_at_the_key, flat]


MISTAKES["tool-arguments"] = _tool_argument_mistakes()
