"""Ask a chat model the closing question of a lesson, or show a recorded sample answer.

What is sent: one POST to `{AI_URL}/v1/chat/completions` with the JSON body
`{"model": AI_MODEL, "messages": messages, "max_tokens": max_tokens}` and the header
`Authorization: Bearer {AI_KEY}`; the answer is `choices[0].message.content`. The settings are read
from the environment at each call (defaults: `http://ai:4000`, key `lab`, model `lab`, 30 s).

The deadline: the whole call (name lookup, connect, write, read) ends within `AI_TIMEOUT` seconds.
httpx only bounds each phase and a name lookup not at all, so the request runs in a daemon thread
and the caller stops waiting when the deadline passes; the abandoned thread ends on its own through
httpx's per-phase timeouts.

Every failure becomes a recorded sample: no host, a refused connection, the deadline, an HTTP error
status, a body that is not JSON or has no string at `choices[0].message.content` all return the
`sample` given by the lesson with `recorded=True` and a short reason that is the same on every run,
never a traceback. The key is never printed, logged, or put in a reason or a repr.
"""

from __future__ import annotations

import errno
import html
import math
import os
import re
import socket
import threading
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Protocol

from mcpnb import palette
from mcpnb.course import data_path
from mcpnb.texts import carried, language, say

__all__ = ["Answer", "ask", "load_sample"]

DEFAULT_URL = "http://ai:4000"
DEFAULT_KEY = "lab"
DEFAULT_MODEL = "lab"
# Long enough for a small model on a shared classroom machine to write 80 tokens.
DEFAULT_TIMEOUT_SECONDS = 30.0
CHAT_PATH = "/v1/chat/completions"

SAMPLES_DIR = data_path("samples")

# Student-facing text: the keys of sentences in mcpnb.texts, said in the language of the moment.
LIVE_LABEL = "ask.live-label"
RECORDED_LABEL = "ask.recorded-label"
NO_MODEL_ANSWERED = "ask.no-model-answered"
WHY_REFUSED = "ask.why-refused"
WHY_NO_SUCH_HOST = "ask.why-no-such-host"
WHY_NOT_CONNECTED = "ask.why-not-connected"
WHY_TIMED_OUT = "ask.why-timed-out"
WHY_HTTP_STATUS = "ask.why-http-status"
WHY_NOT_JSON = "ask.why-not-json"
WHY_NO_CONTENT = "ask.why-no-content"
WHY_EMPTY = "ask.why-empty"
WHY_BAD_URL = "ask.why-bad-url"
WHY_FAILED = "ask.why-failed"


class _PrettyPrinter(Protocol):
    """The one method of IPython's pretty printer that `_repr_pretty_` uses."""

    def text(self, obj: str) -> None: ...


# A repr shows this much of the text; the whole text is in str() and in the notebook display.
REPR_TEXT_CHARS = 60


@dataclass(frozen=True, repr=False)
class Answer:
    """What a lesson shows after its closing question: the model's answer or a recorded sample.

    `reason` is empty for a live answer and says why no model answered for a recorded one.
    """

    text: str
    recorded: bool
    reason: str
    model: str

    @property
    def label(self) -> str:
        """The heading shown above the text: who answered, or why a sample is shown."""
        if self.recorded:
            return say(RECORDED_LABEL, reason=self.reason)
        return say(LIVE_LABEL, model=self.model)

    def __str__(self) -> str:
        return f"{self.label}\n\n{self.text}"

    def __repr__(self) -> str:
        text = self.text
        if len(text) > REPR_TEXT_CHARS:
            text = text[: REPR_TEXT_CHARS - 1] + "…"
        return (
            f"Answer(recorded={self.recorded!r}, reason={self.reason!r}, "
            f"model={self.model!r}, text={text!r})"
        )

    def _repr_pretty_(self, printer: _PrettyPrinter, cycle: bool) -> None:
        printer.text(str(self))

    def _repr_html_(self) -> str:
        kind = "recorded" if self.recorded else "live"
        return (
            f'<div class="mcpnb-answer mcpnb-answer-{kind} {palette.AS_WRITTEN}">'
            f"<p><strong>{html.escape(self.label)}</strong></p>"
            f'<div style="white-space: pre-wrap">{_code_spans(html.escape(self.text))}</div>'
            "</div>"
        )


class _NoAnswer(Exception):
    """No model answered; the message is the part of the reason after "no model answered: "."""


def ask(messages: Sequence[Mapping[str, object]], sample: str, max_tokens: int = 80) -> Answer:
    """Ask the configured chat model; return its answer, or `sample` marked as recorded."""
    url = os.environ.get("AI_URL", DEFAULT_URL).rstrip("/") + CHAT_PATH
    key = os.environ.get("AI_KEY", DEFAULT_KEY)
    model = os.environ.get("AI_MODEL", DEFAULT_MODEL)
    timeout = _timeout_seconds(os.environ.get("AI_TIMEOUT"))
    body = {"model": model, "messages": [dict(m) for m in messages], "max_tokens": max_tokens}
    # Here, not above: a kernel that never asks never needs it. Before the deadline starts: the
    # first import in a process (0.1 s, far more on a busy machine) is not the call's time.
    try:
        import httpx  # noqa: F401
    except Exception:  # a broken install is a reason too, never a traceback
        return _recorded(sample, say(WHY_FAILED), model)

    outcome: list[str | _NoAnswer] = []

    def post() -> None:
        try:
            outcome.append(_post(url, key, body, timeout))
        except _NoAnswer as no_answer:
            outcome.append(no_answer)
        except Exception:  # a thread's traceback would reach the notebook; keep it a reason
            outcome.append(_NoAnswer(say(WHY_FAILED)))

    worker = threading.Thread(target=carried(post), name="mcpnb-ask", daemon=True)
    worker.start()
    worker.join(timeout)

    if not outcome:
        return _recorded(sample, say(WHY_TIMED_OUT), model)
    result = outcome[0]
    if isinstance(result, _NoAnswer):
        return _recorded(sample, str(result), model)
    return Answer(text=result, recorded=False, reason="", model=model)


def _code_spans(escaped: str) -> str:
    """Markdown's `code` spans as <code>, the one markup the answers use; the rest stays text."""
    return re.sub(r"`([^`\n]+)`", r"<code>\1</code>", escaped)


def load_sample(name: str) -> str:
    """Return the recorded sample answer of a lesson, in the language spoken:
    `data/samples/<name>.<language>.md`, or the English `data/samples/<name>.md`."""
    available = sorted(path.stem for path in SAMPLES_DIR.glob("*.md") if "." not in path.stem)
    if name not in available:
        raise ValueError(
            f"no recorded sample named {name!r} in {SAMPLES_DIR}; "
            f"the samples are: {', '.join(available) or '(none)'}"
        )
    translated = SAMPLES_DIR / f"{name}.{language()}.md"
    chosen = translated if translated.exists() else SAMPLES_DIR / f"{name}.md"
    return chosen.read_text(encoding="utf-8").strip()


def _recorded(sample: str, why: str, model: str) -> Answer:
    return Answer(text=sample, recorded=True, reason=say(NO_MODEL_ANSWERED, why=why), model=model)


def _timeout_seconds(setting: str | None) -> float:
    """Read AI_TIMEOUT; anything that is not a positive finite number means the default."""
    try:
        seconds = float(setting) if setting is not None else DEFAULT_TIMEOUT_SECONDS
    except ValueError:
        return DEFAULT_TIMEOUT_SECONDS
    if not math.isfinite(seconds) or seconds <= 0:
        return DEFAULT_TIMEOUT_SECONDS
    return seconds


def _post(url: str, key: str, body: Mapping[str, object], timeout: float) -> str:
    """Send the question and return the answer text, or raise `_NoAnswer` with a stable reason.

    Reasons are built from fixed words and the status code only, never from an exception's
    message, which could quote the request and with it the key.
    """
    import httpx  # imported already, by `ask`

    try:
        with httpx.Client(timeout=timeout) as client:
            response = client.post(url, json=body, headers={"Authorization": f"Bearer {key}"})
    except httpx.TimeoutException:
        raise _NoAnswer(say(WHY_TIMED_OUT)) from None
    except httpx.ConnectError as error:
        raise _NoAnswer(_why_not_connected(error)) from None
    except (httpx.UnsupportedProtocol, httpx.InvalidURL):
        raise _NoAnswer(say(WHY_BAD_URL)) from None
    except Exception:
        raise _NoAnswer(say(WHY_FAILED)) from None

    if not response.is_success:
        raise _NoAnswer(say(WHY_HTTP_STATUS, status=response.status_code))
    try:
        data = response.json()
    except ValueError:
        raise _NoAnswer(say(WHY_NOT_JSON)) from None
    match data:
        case {"choices": [{"message": {"content": str(content)}}, *_]}:
            if not content.strip():
                raise _NoAnswer(say(WHY_EMPTY))
            return content.strip()
    raise _NoAnswer(say(WHY_NO_CONTENT))


def _why_not_connected(error: BaseException) -> str:
    """Tell a name that does not resolve from a port where nothing listens."""
    cause: BaseException | None = error
    seen: set[int] = set()
    while cause is not None and id(cause) not in seen:
        seen.add(id(cause))
        if isinstance(cause, socket.gaierror):
            return say(WHY_NO_SUCH_HOST)
        if isinstance(cause, ConnectionRefusedError) or (
            isinstance(cause, OSError) and cause.errno == errno.ECONNREFUSED
        ):
            return say(WHY_REFUSED)
        cause = cause.__cause__ or cause.__context__
    return say(WHY_NOT_CONNECTED)
