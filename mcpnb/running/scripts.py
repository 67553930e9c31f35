"""The scripted client's scripts: each step a chunk of bytes sent at its time, from `data/scripts/`.

A script is data: `load_script(name)` reads one, `slowed` stretches its times, and
`script_lines` says which line each chunk completes. `mcpnb.running.harness` plays it to a server.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from dataclasses import dataclass, replace
from functools import cache

from mcpnb.course import data_path
from mcpnb.protocol.framing import Line, LineBuffer


@dataclass(frozen=True)
class Step:
    """One chunk of a script: the raw bytes to send, and when (ms after the script starts).

    With `after_read`, the chunk also waits (up to `SETTLE_TIMEOUT`) until the server has read
    everything sent before it, so a split between two chunks is certain to reach the server as a
    split, not as one read.
    """

    at_ms: float
    send: bytes
    after_read: bool = False


@dataclass(frozen=True)
class Script:
    """A scripted client: a title, a ready text to await on stderr (or None), and the steps."""

    title: str
    ready: str | None
    steps: tuple[Step, ...]


@cache
def load_script(name: str) -> Script:
    """A lesson's scripted client, read once from `data/scripts/<name>.json` (e.g. "01-messages"):
    the grader reads it before any student code runs, and judges from what it read."""
    raw = json.loads(data_path("scripts", f"{name}.json").read_text(encoding="utf-8"))
    steps = tuple(Step(float(s["at_ms"]), s["send"].encode("utf-8")) for s in raw["steps"])
    return Script(raw["title"], raw.get("ready"), steps)


# A `wait` request's milliseconds, as the lessons' scripts write them.
_WAIT = re.compile(rb'"ms":(\d+)')


def slowed(script: Script, factor: float) -> Script:
    """The script played `factor` times slower: its step times and every wait it asks for.

    Stretching the waits with the steps keeps every reply in the step it belongs to and widens
    every margin by `factor`, where `time_scale` alone would let a wait end steps earlier.
    """
    if factor == 1:
        return script

    def longer(match: re.Match[bytes]) -> bytes:
        return b'"ms":%d' % round(int(match[1]) * factor)

    steps = tuple(
        replace(step, at_ms=step.at_ms * factor, send=_WAIT.sub(longer, step.send))
        for step in script.steps
    )
    return replace(script, steps=steps)


def script_lines(script: Script) -> Iterator[tuple[float, bool, Line]]:
    """Each line a script sends, in order: the time (ms) of the step that completes it, whether
    an earlier step began it (a line split across chunks), and the line itself."""
    buffer = LineBuffer()
    for step in script.steps:
        carried = bool(buffer.pending)
        for index, line in enumerate(buffer.feed(step.send)):
            yield step.at_ms, index == 0 and carried, line
