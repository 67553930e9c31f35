"""Tests of `mcpnb.ask` against a real OpenAI-compatible stub server on 127.0.0.1."""

from __future__ import annotations

import json
import logging
import os
import socket
import subprocess
import sys
import threading
import time
from collections.abc import Iterator
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

import pytest

from mcpnb.ask import Answer, ask, load_sample

KEY = "sk-test-4c1d-secret"
MODEL = "tiny-test-model"
MESSAGES = [{"role": "user", "content": "Why do logs go to stderr?"}]
SAMPLE = "Because stdout carries the messages."

# A slow handler waits at most this long, and less once the test ends, so no test can hang on it.
SLOW_HANDLER_SECONDS = 10.0
# The timeout the deadline tests set: short, yet far above a local round trip.
SHORT_TIMEOUT = "0.5"
# How long a call with SHORT_TIMEOUT may take in all: the deadline plus room for a busy machine,
# and well below SLOW_HANDLER_SECONDS, so a call that waits for the server fails the test.
DEADLINE_BOUND_SECONDS = 3.0
# httpx honours these; a proxy from the developer's shell must not carry the stub's traffic.
PROXY_VARIABLES = (
    "HTTP_PROXY",
    "HTTPS_PROXY",
    "ALL_PROXY",
    "http_proxy",
    "https_proxy",
    "all_proxy",
)


def chat_completion(content: object) -> dict[str, object]:
    return {
        "id": "chatcmpl-1",
        "object": "chat.completion",
        "model": MODEL,
        "choices": [
            {
                "index": 0,
                "message": {"role": "assistant", "content": content},
                "finish_reason": "stop",
            }
        ],
    }


@dataclass
class Received:
    path: str
    headers: dict[str, str]
    body: bytes


@dataclass
class StubModel:
    """What the stub answers, set by each test, and what it received."""

    status: int = 200
    body: bytes = field(default_factory=lambda: json.dumps(chat_completion("Hello!")).encode())
    content_type: str = "application/json"
    delay: float = 0.0
    trickle: bool = False
    received: list[Received] = field(default_factory=list)
    released: threading.Event = field(default_factory=threading.Event)

    def answer_json(self, document: object) -> None:
        self.body = json.dumps(document).encode()


def make_handler(stub: StubModel) -> type[BaseHTTPRequestHandler]:
    class Handler(BaseHTTPRequestHandler):
        def do_POST(self) -> None:
            length = int(self.headers.get("Content-Length", "0"))
            stub.received.append(Received(self.path, dict(self.headers), self.rfile.read(length)))
            if stub.delay:
                stub.released.wait(stub.delay)
            try:
                self.send_response(stub.status)
                self.send_header("Content-Type", stub.content_type)
                self.send_header("Content-Length", str(len(stub.body)))
                self.end_headers()
                if stub.trickle:
                    self.trickle_body()
                else:
                    self.wfile.write(stub.body)
            except OSError:
                pass  # the client stopped waiting: that is what the deadline tests want

        def trickle_body(self) -> None:
            """One byte every 0.1 s: each read is quick, the whole body is not."""
            deadline = time.monotonic() + SLOW_HANDLER_SECONDS
            for byte in stub.body:
                if stub.released.wait(0.1) or time.monotonic() > deadline:
                    return
                self.wfile.write(bytes([byte]))
                self.wfile.flush()

        def log_message(self, format: str, *args: object) -> None:
            pass

    return Handler


@pytest.fixture
def stub_model(monkeypatch: pytest.MonkeyPatch) -> Iterator[StubModel]:
    stub = StubModel()
    server = ThreadingHTTPServer(("127.0.0.1", 0), make_handler(stub))
    server.daemon_threads = True
    # A short poll lets teardown's shutdown() return at once instead of after the default 0.5 s.
    thread = threading.Thread(target=server.serve_forever, args=(0.01,), daemon=True)
    thread.start()
    host, port = server.server_address[:2]
    for proxy in PROXY_VARIABLES:
        monkeypatch.delenv(proxy, raising=False)
    monkeypatch.setenv("AI_URL", f"http://{host!s}:{port}")
    monkeypatch.setenv("AI_KEY", KEY)
    monkeypatch.setenv("AI_MODEL", MODEL)
    monkeypatch.setenv("AI_TIMEOUT", "5")
    try:
        yield stub
    finally:
        stub.released.set()
        server.shutdown()
        server.server_close()
        thread.join(5)


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port: int = probe.getsockname()[1]
    return port


def timed_ask() -> tuple[Answer, float]:
    start = time.monotonic()
    answer = ask(MESSAGES, SAMPLE)
    return answer, time.monotonic() - start


def test_a_live_model_answer_is_returned_and_marked_as_not_recorded(stub_model: StubModel) -> None:
    stub_model.answer_json(chat_completion("  Stdout carries the protocol.\n"))

    answer = ask(MESSAGES, SAMPLE, max_tokens=42)

    assert answer == Answer("Stdout carries the protocol.", recorded=False, reason="", model=MODEL)
    assert str(answer).startswith(f"Answer from the model {MODEL}\n\n")


def test_the_request_goes_to_chat_completions_with_the_bearer_key_and_the_json_body(
    stub_model: StubModel,
) -> None:
    ask(MESSAGES, SAMPLE, max_tokens=42)

    [request] = stub_model.received
    assert request.path == "/v1/chat/completions"
    assert request.headers["Authorization"] == f"Bearer {KEY}"
    assert json.loads(request.body) == {"model": MODEL, "messages": MESSAGES, "max_tokens": 42}


def test_the_key_and_model_default_to_lab_and_max_tokens_to_80(
    stub_model: StubModel, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.delenv("AI_KEY")
    monkeypatch.delenv("AI_MODEL")

    answer = ask(MESSAGES, SAMPLE)

    [request] = stub_model.received
    assert request.headers["Authorization"] == "Bearer lab"
    assert json.loads(request.body)["model"] == "lab"
    assert json.loads(request.body)["max_tokens"] == 80
    assert answer.label == "Answer from the model lab"


def test_a_trailing_slash_in_ai_url_does_not_double_the_slash(
    stub_model: StubModel, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("AI_URL", os.environ["AI_URL"] + "/")

    ask(MESSAGES, SAMPLE)

    assert stub_model.received[0].path == "/v1/chat/completions"


def test_a_server_error_returns_the_sample_with_the_http_status_as_reason(
    stub_model: StubModel,
) -> None:
    stub_model.status = 500
    stub_model.answer_json({"error": {"message": "model crashed"}})

    answer = ask(MESSAGES, SAMPLE)

    assert answer == Answer(
        SAMPLE, recorded=True, reason="no model answered: HTTP 500", model=MODEL
    )
    assert str(answer) == f"Recorded sample answer (no model answered: HTTP 500)\n\n{SAMPLE}"


def test_a_body_that_is_not_json_returns_the_sample_saying_so(stub_model: StubModel) -> None:
    stub_model.body = b"<html>502 Bad Gateway</html>"
    stub_model.content_type = "text/html"

    answer = ask(MESSAGES, SAMPLE)

    assert answer.recorded
    assert answer.text == SAMPLE
    assert answer.reason == "no model answered: the answer was not JSON"


@pytest.mark.parametrize(
    "document",
    [
        {},
        [1, 2],
        "hello",
        {"choices": []},
        {"choices": [{"text": "a completions-style answer"}]},
        {"choices": [{"message": {}}]},
        chat_completion(None),
        chat_completion(42),
        chat_completion(["a", "list"]),
    ],
    ids=[
        "empty-object",
        "array",
        "string",
        "no-choices",
        "completions-style",
        "no-content",
        "null-content",
        "number-content",
        "list-content",
    ],
)
def test_json_of_the_wrong_shape_returns_the_sample_naming_the_missing_field(
    stub_model: StubModel, document: object
) -> None:
    stub_model.answer_json(document)

    answer = ask(MESSAGES, SAMPLE)

    assert answer.recorded
    assert answer.text == SAMPLE
    assert answer.reason == "no model answered: the answer had no choices[0].message.content"


def test_a_blank_answer_returns_the_sample_because_there_is_nothing_to_read(
    stub_model: StubModel,
) -> None:
    stub_model.answer_json(chat_completion(" \n"))

    answer = ask(MESSAGES, SAMPLE)

    assert (answer.recorded, answer.reason) == (True, "no model answered: the answer was empty")


def test_a_server_slower_than_the_timeout_returns_the_sample_within_the_deadline(
    stub_model: StubModel, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("AI_TIMEOUT", SHORT_TIMEOUT)
    stub_model.delay = SLOW_HANDLER_SECONDS

    answer, seconds = timed_ask()

    assert seconds < DEADLINE_BOUND_SECONDS
    assert (answer.recorded, answer.reason) == (True, "no model answered: timed out")


def test_a_server_that_trickles_its_answer_is_cut_off_by_the_overall_deadline(
    stub_model: StubModel, monkeypatch: pytest.MonkeyPatch
) -> None:
    # Every byte comes well within the read timeout, so only a deadline on the whole call stops it.
    monkeypatch.setenv("AI_TIMEOUT", SHORT_TIMEOUT)
    stub_model.trickle = True

    answer, seconds = timed_ask()

    assert seconds < DEADLINE_BOUND_SECONDS
    assert (answer.recorded, answer.reason) == (True, "no model answered: timed out")


def test_an_address_where_nothing_listens_returns_the_sample_with_connection_refused(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setenv("AI_URL", f"http://127.0.0.1:{free_port()}")

    answer, seconds = timed_ask()

    assert seconds < DEADLINE_BOUND_SECONDS
    assert answer == Answer(
        SAMPLE, recorded=True, reason="no model answered: connection refused", model="lab"
    )


def test_a_host_name_that_does_not_resolve_returns_the_sample_with_no_such_host(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    # .invalid never resolves (RFC 6761); the short timeout bounds a resolver slow to say so.
    monkeypatch.setenv("AI_URL", "http://no-model.invalid:4000")
    monkeypatch.setenv("AI_TIMEOUT", "2")

    answer, seconds = timed_ask()

    assert seconds < 2 + DEADLINE_BOUND_SECONDS
    assert (answer.recorded, answer.reason) == (True, "no model answered: no such host")


def test_an_ai_url_without_http_returns_the_sample_saying_the_address_is_unusable(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setenv("AI_URL", "ai:4000")

    answer = ask(MESSAGES, SAMPLE)

    assert answer.recorded
    assert answer.reason == "no model answered: AI_URL is not an http:// or https:// address"


@pytest.mark.parametrize("setting", ["soon", "", "0", "-1", "nan", "inf"])
def test_an_ai_timeout_that_is_not_a_positive_number_falls_back_to_the_default(
    stub_model: StubModel, monkeypatch: pytest.MonkeyPatch, setting: str
) -> None:
    # A fallback to 30 s waits out this short delay; a timeout of 0, -1 or nan would not.
    monkeypatch.setenv("AI_TIMEOUT", setting)
    stub_model.delay = 0.2

    answer = ask(MESSAGES, SAMPLE)

    assert (answer.recorded, answer.text) == (False, "Hello!")


# A fresh process in which importing httpx takes a second, twice the deadline the call is given.
SLOW_FIRST_IMPORT = """
import importlib.abc, sys, time
class Slow(importlib.abc.MetaPathFinder):
    def find_spec(self, name, path, target=None):
        if name == "httpx":
            time.sleep(3.0)  # longer than the test's deadline: charged to it, the call fails
        return None
sys.meta_path.insert(0, Slow())
from mcpnb.ask import ask
answer = ask([{"role": "user", "content": "hi"}], "the sample")
print(answer.recorded, answer.text)
"""


@pytest.mark.slow
def test_the_first_import_of_httpx_in_a_process_is_not_charged_to_the_calls_deadline(
    stub_model: StubModel, monkeypatch: pytest.MonkeyPatch
) -> None:
    # On a busy machine a lesson's first question paid for the import within its deadline, and
    # got the recorded sample though the model answered at once. The deadline is 2 s, not
    # SHORT_TIMEOUT: the call itself, a fresh process's first, took more than 0.5 s with the
    # suite running on four workers.
    monkeypatch.setenv("AI_TIMEOUT", "2")
    run = subprocess.run([sys.executable, "-c", SLOW_FIRST_IMPORT], capture_output=True,
                         text=True, timeout=60)

    assert run.stdout == "False Hello!\n", run.stderr


def test_the_key_never_appears_in_any_answer_or_in_output_or_logs(
    stub_model: StubModel,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
    caplog: pytest.LogCaptureFixture,
) -> None:
    caplog.set_level(logging.DEBUG)
    # The answer that must come back live gets room for a busy machine (0.5 s was too little for
    # a full run of the suite once lesson 4 joined it); the slow handler below, the short bound.
    monkeypatch.setenv("AI_TIMEOUT", "5")
    answers = [ask(MESSAGES, SAMPLE)]
    stub_model.status = 401
    stub_model.answer_json({"error": f"bad key {KEY}"})
    answers.append(ask(MESSAGES, SAMPLE))
    stub_model.status = 200
    stub_model.body = f"not json, and it quotes {KEY}".encode()
    answers.append(ask(MESSAGES, SAMPLE))
    stub_model.delay = SLOW_HANDLER_SECONDS
    monkeypatch.setenv("AI_TIMEOUT", SHORT_TIMEOUT)
    answers.append(ask(MESSAGES, SAMPLE))
    monkeypatch.setenv("AI_URL", f"http://127.0.0.1:{free_port()}")
    answers.append(ask(MESSAGES, SAMPLE))
    monkeypatch.setenv("AI_KEY", "line\nbreak")  # httpx refuses this header before sending
    answers.append(ask(MESSAGES, SAMPLE))

    assert [a.recorded for a in answers] == [False, True, True, True, True, True]
    for answer in answers:
        for shown in (answer.reason, repr(answer), str(answer), answer._repr_html_()):
            assert KEY not in shown
            assert "line\nbreak" not in shown
    captured = capsys.readouterr()
    assert KEY not in captured.out + captured.err
    assert KEY not in caplog.text


def test_the_html_of_a_recorded_answer_is_identical_from_call_to_call(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setenv("AI_URL", f"http://127.0.0.1:{free_port()}")

    first, second = ask(MESSAGES, SAMPLE), ask(MESSAGES, SAMPLE)

    assert first._repr_html_() == second._repr_html_()
    assert str(first) == str(second)
    assert "Recorded sample answer (no model answered: connection refused)" in first._repr_html_()


def test_the_html_escapes_the_answer_text() -> None:
    answer = Answer("use <stderr> & not stdout", recorded=False, reason="", model="<b>")

    shown = answer._repr_html_()

    assert "use &lt;stderr&gt; &amp; not stdout" in shown
    assert "Answer from the model &lt;b&gt;" in shown
    assert "<stderr>" not in shown


def test_the_pretty_form_in_ipython_is_the_plain_text_form() -> None:
    answer = Answer(SAMPLE, recorded=True, reason="no model answered: timed out", model="lab")
    printed: list[str] = []

    class Printer:
        def text(self, obj: str) -> None:
            printed.append(obj)

    answer._repr_pretty_(Printer(), cycle=False)

    assert printed == [f"Recorded sample answer (no model answered: timed out)\n\n{SAMPLE}"]


@pytest.mark.parametrize(
    ("name", "words"), [("01-messages", " id"), ("02-handshake", "tools"), ("04-eras", "-32022")]
)
def test_each_lesson_has_a_recorded_sample_on_its_topic(name: str, words: str) -> None:
    sample = load_sample(name)

    assert words in sample
    assert sample == sample.strip()
    assert sample.count(". ") + 1 == 1  # the seeds ask for one sentence, and answer in one


@pytest.mark.parametrize("name", ["03-tools", "../pyproject", "01-messages.md", ""])
def test_an_unknown_sample_name_raises_a_value_error_listing_the_samples(name: str) -> None:
    with pytest.raises(ValueError, match="the samples are: ") as raised:
        load_sample(name)

    assert "01-messages" in str(raised.value)
    assert "02-handshake" in str(raised.value)


def test_the_repr_leads_with_whether_it_was_recorded_and_shortens_a_long_text() -> None:
    answer = Answer("x" * 100, recorded=True, reason="no model answered: timed out", model="lab")

    assert repr(answer) == (
        "Answer(recorded=True, reason='no model answered: timed out', model='lab', "
        f"text='{'x' * 59}…')"
    )


def test_code_spans_of_an_answer_show_as_code_and_html_in_it_stays_text():
    answer = Answer(text="use `print(x, file=sys.stderr)` not <b>stdout</b>",
                              recorded=True, reason="r", model="lab")

    shown = answer._repr_html_()

    assert "<code>print(x, file=sys.stderr)</code>" in shown
    assert "&lt;b&gt;stdout&lt;/b&gt;" in shown
