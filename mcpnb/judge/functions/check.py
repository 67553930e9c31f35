"""Judge a small function a student writes from scratch, by properties, against the reference code.

Each exercise (`mcpnb.judge.functions.exercises`) names a function, the reference it must agree
with (built from the lessons' reference code, never typed twice), and its properties: families of
generated inputs, the same on every run (seeded). The student's function is called on every
input, in a child process with a time bound, and each property holds when every one of its
inputs gets what the reference gives.
The verdict is a `Report` with a finding per property, so it looks, scores and feeds back like a
server check.

    check_function("buffer-step", buffer_step)   # in a notebook: a forked child of the kernel
    judge_source("buffer-step", source, limits)  # in the grader: a sandbox without the course

Hints grow more specific on each try of the same exercise in one kernel: first the idea the
property rests on, then what the student's own answer shows about their belief, then where to
look in their code. A hint never shows a right answer, and never shows twice in one report.
"""

from __future__ import annotations

import contextlib
import dataclasses
import json
import os
import random
import select
import signal
import subprocess
import sys
import time
from collections import Counter
from collections.abc import Callable, Iterable
from functools import cache, lru_cache
from pathlib import Path
from typing import Any

from mcpnb.content import reference
from mcpnb.judge.functions import runner
from mcpnb.judge.functions.runner import decode, encode
from mcpnb.judge.functions.spec import Args, Exercise, Property
from mcpnb.judge.registry import exercise
from mcpnb.judge.report import Finding, Report, Verdict
from mcpnb.protocol import jsonrpc
from mcpnb.running.process import signal_group
from mcpnb.running.sandbox import Box, Limits
from mcpnb.texts import say

# Every property is tried on this many generated inputs: enough to meet each case the lessons
# teach (a split line, a split character, several lines at once) many times over.
CASES_PER_PROPERTY = 12
# A right answer takes microseconds per input; a function still busy after this is looping.
SECONDS = 5.0
# How many bytes of outcomes are read at most: far beyond the answers to every input.
MAX_OUTPUT_BYTES = 4 * 1024 * 1024
# Hints have three levels: the idea, the belief the answer shows, where to look.
LEVELS = 3
# How much of a value a finding shows, and how much of that is its end.
SHOWN, TAIL = 200, 60
# Marks, among a report's sentences used, that a row pointed back to a mistake named above, and
# each mistake (its belief's key) a row showed.
SAME_SAID = "\0same-mistake"
SEEN = "\0seen:"

CallOutcome = dict[str, Any]


def inputs(item: str, seed: str | None = None) -> list[tuple[Property, Args]]:
    """Every input of an exercise, property by property: the same on every run.

    Without a `seed` they are the public inputs a notebook's check tries; the grader passes a
    seed made from the teacher's secret and the student (`mcpnb.grade.grading`), so no one can know
    its inputs in advance, nor answer them from a table.
    """
    return list(_drawn(item, seed))


@lru_cache(maxsize=64)
def _drawn(item: str, seed: str | None) -> tuple[tuple[Property, Args], ...]:
    """The inputs, drawn once per item and seed: a class's grading draws each student's once,
    and judging reads them again (no one changes them: each call gets a copy through JSON)."""
    rng = random.Random(item if seed is None else f"{item}\0{seed}")
    return tuple((prop, args) for prop in exercise(item).properties
                 for args in prop.draw(rng, CASES_PER_PROPERTY))


@lru_cache(maxsize=64)
def _expected(item: str, seed: str | None) -> tuple[Any, ...]:
    """What the reference gives each input, as it reads back from JSON."""
    spec = exercise(item)
    return tuple(decode(json.loads(json.dumps(encode(spec.reference(*args)))))
                 for _, args in _drawn(item, seed))


# --- judging -------------------------------------------------------------------------------------


def judge(item: str, outcomes: list[CallOutcome], *, level: int = 1, why: str = "",
          seed: str | None = None) -> Report:
    """The report on an exercise from its outcomes, one per input in `inputs(item, seed)` order.

    Outcomes missing at the end (the function looped, or the run was stopped) fail their
    properties with `why`; `level` is how specific the hints are (1 to LEVELS).
    """
    spec = exercise(item)
    failures: dict[str, tuple[Args, Any, Any]] = {}
    for index, ((prop, args), expected) in enumerate(zip(_drawn(item, seed),
                                                         _expected(item, seed), strict=True)):
        if prop.key in failures:
            continue
        outcome = outcomes[index] if index < len(outcomes) else {"missing": why}
        got = decode(outcome["ok"]) if "ok" in outcome else outcome
        if "ok" not in outcome or not spec.same(got, expected):
            failures[prop.key] = (args, got, expected)
    findings: list[Finding] = []
    used: set[str] = set()
    stopped = False  # once the run stopped, later properties have no evidence either way
    for prop in spec.properties:
        if prop.key not in failures:
            findings.append(Finding(f"{item}.{prop.key}", Verdict.PASSED))
            continue
        args, got, expected = failures[prop.key]
        cut_short = isinstance(got, dict) and ("missing" in got or "undefined" in got)
        if stopped and cut_short:
            findings.append(Finding(f"{item}.{prop.key}", Verdict.NOT_JUDGED,
                                    got=(say("function.got.stopped"),), values=(("hint", ""),)))
            continue
        stopped = stopped or cut_short
        hint = _hint(spec, prop, args, got, expected, level, used)
        call = f"{spec.function}({', '.join(_show(a, given=True) for a in args)})"
        findings.append(Finding(f"{item}.{prop.key}", Verdict.FAILED, (call,),
                                (_got(got, spec.returns_pair),),
                                values=(("hint", hint),)))
    return Report(spec.function, tuple(findings))


def _hint(spec: Exercise, prop: Property, args: Args, got: Any, expected: Any, level: int,
          used: set[str]) -> str:
    """The hint at `level`, built up: the property's idea, then the belief the wrong value shows,
    then where to look; a sentence already shown in this report is left out. A belief about the
    function as a whole (it raised, looped, returned no list of problems) comes first, from the
    first try: the property's idea would answer a mistake that was not made. A belief a row above
    already shown is not followed by this row's idea, which would point at another mistake: the
    first such row says the mistake is the one above (once named), the later ones say nothing;
    at the first try, where the mistake is not named yet, the rows after its first say nothing.
    Where to look names the property's usual mistake: only where no belief names the one made."""
    idea = say(f"{spec.item}.{prop.key}.idea")
    belief = _belief(spec, args, got, expected)
    told = say(belief) if belief is not None else None
    # A mistake about the whole function, or one the function raised on, is named at once: the
    # property's idea would answer a mistake that was not made.
    first = belief is not None and (_about_the_whole(belief) or (
        isinstance(got, dict) and "raised" in got))
    shown = told is not None and (level >= 2 or first)
    if belief is not None and f"{SEEN}{belief}" in used:
        # The mistake of a row above: this row's own idea would point elsewhere. Where it was
        # named, the next such row says so, once; the others say nothing.
        if not shown or SAME_SAID in used:
            return ""
        used.add(SAME_SAID)
        return say("function.hint.same-mistake")
    if belief is not None:
        used.add(f"{SEEN}{belief}")
    if shown and first:
        parts = [str(told), idea]
    else:
        parts = [idea, *([str(told)] if shown else [])]
        if level >= 3 and told is None:  # where to look, for a mistake no belief names
            parts.append(say(f"{spec.item}.{prop.key}.look"))
    fresh = [p for p in parts if p not in used] or parts[:1]
    used.update(fresh)
    return " ".join(fresh)


def _about_the_whole(belief: str) -> bool:
    """Whether a belief is about the function as a whole rather than the property it failed:
    every exercise's `function.belief.*`, and an exercise's own `<item>.belief.shape*` (what it
    returns is not even of the kind asked for) and `<item>.belief.library`."""
    kind = belief.rsplit(".belief.", 1)[-1]
    return belief.startswith("function.belief.") or kind.startswith("shape") or kind == "library"


def _belief(spec: Exercise, args: Args, got: Any, expected: Any) -> str | None:
    if isinstance(got, dict) and "missing" in got:
        return "function.belief.looping" if got["missing"] == "timeout" else None
    if isinstance(got, dict) and "undefined" in got:
        course = got["undefined"] == runner.COURSE
        return "function.belief.course" if course else "function.belief.undefined"
    try:
        return spec.belief(args, got, expected)
    except Exception:  # a value of a shape no belief foresaw: the idea alone will do
        return None


def _show(value: Any, *, given: bool = False, pairs: bool = True) -> str:
    """A value as Python writes it; a returned pair (decoded from JSON as a list) as a tuple,
    where the exercise returns pairs."""
    pair = pairs and not given and isinstance(value, list) and len(value) == 2
    text = repr(tuple(value) if pair else value)
    # Cut in the middle: a value's end (the bytes a chunk ends with, a CR) matters as its start.
    return text if len(text) <= SHOWN else f"{text[:SHOWN - TAIL]}…{text[-TAIL:]}"


def _got(got: Any, pairs: bool = True) -> str:
    if isinstance(got, dict) and "raised" in got:
        return say("function.got.raised", error=got["raised"])
    if isinstance(got, dict) and got.get("undefined") == runner.COURSE:
        return say("function.got.course")
    if isinstance(got, dict) and "undefined" in got:
        return say("function.got.undefined", error=got["undefined"])
    if isinstance(got, dict) and "missing" in got:
        return say(f"function.got.{got['missing'] or 'stopped'}", seconds=f"{SECONDS:g}")
    return say("function.got.returned", value=_show(got, pairs=pairs))


# --- running the student's function --------------------------------------------------------------


def _read_outcomes(fd: int, count: int, deadline: float) -> tuple[list[CallOutcome], str]:
    """Read outcome lines from `fd` until `count`, its end, or `deadline`; and why it stopped
    early ("timeout", or "" for the end)."""
    data, why = b"", ""
    outcomes: list[CallOutcome] = []
    while len(outcomes) < count:
        left = deadline - time.monotonic()
        if left <= 0 or not select.select([fd], [], [], left)[0]:
            why = "timeout"
            break
        chunk = os.read(fd, 65536)
        if not chunk or len(data) > MAX_OUTPUT_BYTES:
            break
        data += chunk
        *lines, data = data.split(b"\n")
        for line in lines:
            with contextlib.suppress(ValueError):
                outcome = jsonrpc.parse_json(line.decode("utf-8", "replace"))
                if isinstance(outcome, dict) and "undefined" in outcome:
                    return [outcome] * count, ""
                if isinstance(outcome, dict):
                    outcomes.append(outcome)
    return outcomes[:count], why


_tries: Counter[str] = Counter()


def check_function(item: str, function: Any) -> Report:
    """Judge a student's function (in a notebook): a report, never a raise, within SECONDS.

    It runs in a forked child of this process, so a loop is stopped and nothing it does to
    this process's state stays; each failing try makes the next hints more specific.
    """
    cases = [[encode(a) for a in args] for _, args in inputs(item)]
    if not callable(function):
        outcomes, why = [{"undefined": type(function).__name__}] * len(cases), ""
    elif str(getattr(function, "__module__", "")).split(".")[0] == runner.COURSE:
        outcomes, why = [{"undefined": runner.COURSE}] * len(cases), ""  # as the grader says
    else:
        outcomes, why = _run_forked(function, cases, exercise(item).refused)
    report = judge(item, outcomes, level=min(LEVELS, _tries[item] + 1), why=why)
    if not report.ok:
        _tries[item] += 1
    return report


def _run_forked(function: Callable[..., Any], cases: list[Args],
                refused: tuple[str, ...] = ()) -> tuple[list[CallOutcome], str]:
    read, write = os.pipe()
    pid = os.fork()
    if pid == 0:  # the child: run the cases, say each outcome, and leave without cleaning up
        try:
            os.close(read)
            sys.stdout = sys.stderr = open(os.devnull, "w")  # noqa: SIM115
            # as the grader's runner refuses them; the cell's own names of them too, which the
            # grader's run of the cell binds to the refused ones
            runner.refuse_imports(list(refused), getattr(function, "__globals__", None))
            runner.run_cases(function, [decode(c) for c in cases], write)
        finally:
            os._exit(0)
    os.close(write)
    try:
        return _read_outcomes(read, len(cases), time.monotonic() + SECONDS)
    finally:
        os.close(read)
        with contextlib.suppress(ProcessLookupError):
            os.kill(pid, signal.SIGKILL)
        os.waitpid(pid, 0)


@cache
def runner_source() -> bytes:
    """The function runner's source, read once: a sandbox runs this copy, never the file."""
    return Path(runner.__file__).read_bytes()


def judge_source(item: str, source: str, limits: Limits | None,
                 hidden: Iterable[Path] = (), seed: str | None = None) -> Report:
    """Judge the function a cell's `source` defines (in the grader), on the inputs of `seed`: it
    runs in a sandbox that holds neither the course nor the package (or, with `limits` None, as
    a plain child). Nor does it hold the modules the exercise refuses, whose refusal by the audit
    hook alone a file opened relative to a folder's descriptor passes: each package is an
    `__init__.py` that raises the refusal, in the same words, whatever name it is loaded by."""
    spec = exercise(item)
    homes = {Path(h): name for name in spec.refused for h in runner.module_homes(name)}
    refusals = {home / "__init__.py": _refusing(name) for home, name in homes.items()
                if home.is_dir()}
    cases = [[encode(a) for a in args] for _, args in inputs(item, seed)]
    givens = {name: encode(value) for name, value in spec.givens}
    files: dict[str, str | bytes | Path] = {
        "runner.py": runner_source(),
        "exercise.py": source,
        "cases.json": json.dumps({"givens": givens, "cases": cases,
                                  "refused": list(spec.refused)}),
        **reference.audit_files(),
    }
    with Box(files, limits, hidden=[*hidden, *homes], course=False, told=True,
             covering=refusals) as box:
        program = [box.path("runner.py"), box.path("exercise.py"), spec.function,
                   box.path("cases.json")]
        command = box.wrap(reference.audited_command(box, program, isolated=True))
        outcomes, why = _run_command(command, len(cases))
        carried = reference.carried(box.told())
    return dataclasses.replace(judge(item, outcomes, why=why, seed=seed), carried=carried)


def _refusing(module: str) -> str:
    """A package's `__init__.py` that raises its refusal: the words hidden from a student's
    rewriting of the module's name in its files (the library read, renamed and imported)."""
    words = runner.REFUSAL.format(module=module).encode("utf-8").hex()
    return f"raise ImportError(bytes.fromhex({words!r}).decode())\n"


def _run_command(command: list[str], count: int) -> tuple[list[CallOutcome], str]:
    process = subprocess.Popen(command, stdin=subprocess.DEVNULL, stdout=subprocess.PIPE,
                               stderr=subprocess.DEVNULL, start_new_session=True)
    assert process.stdout is not None
    try:
        # The sandbox and Python start in a few hundred milliseconds; the calls get SECONDS.
        return _read_outcomes(process.stdout.fileno(), count, time.monotonic() + SECONDS + 5)
    finally:
        signal_group(process.pid)
        process.wait()
        process.stdout.close()
