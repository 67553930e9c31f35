"""Call a student's function on a list of inputs and write each outcome as one JSON line.

This module uses the standard library only: the grader copies it into a sandbox that holds neither
the course nor the package, so a student's function cannot call the reference code it is judged
against. In a notebook it runs in a forked child of the kernel (`mcpnb.judge.functions.check`).

Values travel as JSON with two tags: bytes as `{"$bytes": "<hex>"}`, and anything JSON has no
word for as `{"$type": "<its type's name>"}`. Tuples travel as lists. Each outcome is
`{"ok": value}` or `{"raised": "<exception name>: <message>"}`; a source that does not define the
function gives one line, `{"undefined": "<why>"}`.

    python -I function_runner.py SOURCE FUNCTION CASES

CASES is a JSON file `{"givens": {name: value}, "cases": [[arg, ...], ...], "refused": [...]}`:
the givens are names the exercise hands the student (e.g. the versions a server speaks), defined
before the source runs, as the notebook defines them in a cell before the exercise; `refused`
names the modules the function may not lean on (what it is asked to write), which cannot be
imported while it runs, nor by anything it imports (`refuse_imports`).
"""

from __future__ import annotations

import json
import os
import sys
from collections.abc import Callable
from typing import Any

# A value nested deeper than this is not the answer to any case here: it is told by its type.
MAX_DEPTH = 20
# What one outcome may take on the wire; a function returning more is told by its type.
MAX_OUTCOME_CHARS = 20_000


def encode(value: Any, depth: int = 0) -> Any:
    """A value as tagged JSON data (see the module's docstring). Never raises."""
    kind = type(value)
    if value is None or kind in (bool, int, float, str):
        return value
    if kind in (bytes, bytearray):
        return {"$bytes": bytes(value).hex()}
    if depth < MAX_DEPTH and kind in (list, tuple):
        return [encode(item, depth + 1) for item in value]
    if depth < MAX_DEPTH and kind is dict and all(type(k) is str for k in value):
        return {k: encode(v, depth + 1) for k, v in value.items()}
    return {"$type": kind.__name__}


def decode(data: Any) -> Any:
    """The value tagged JSON data stands for (lists stay lists)."""
    if isinstance(data, list):
        return [decode(item) for item in data]
    if isinstance(data, dict):
        if set(data) == {"$bytes"}:
            return bytes.fromhex(data["$bytes"])
        return {k: decode(v) for k, v in data.items()}
    return data


def outcome_of(function: Callable[..., Any], args: list[Any]) -> dict[str, Any]:
    """What one call gives, as an outcome line's data: its value or what it raised."""
    try:
        value = function(*args)
        outcome = {"ok": encode(value)}
        if len(json.dumps(outcome)) > MAX_OUTCOME_CHARS:
            return {"ok": {"$type": type(value).__name__}}
        return outcome
    except BaseException as exc:  # an exit or an interrupt from a student's function is its outcome
        try:
            message = str(exc)[:200]
        except BaseException:
            message = ""
        return {"raised": f"{type(exc).__name__}: {message}" if message else type(exc).__name__}


# What a refused module says once it is used, in the notebook's check as in the grader's.
REFUSAL = "{module} does what this exercise asks you to write: it cannot be used here"


class Refused:
    """What a refused module (and all it holds) is while a student's function runs: importing
    it works, so that a cell that imports it runs; using it raises ImportError with REFUSAL."""

    def __init__(self, module: str) -> None:
        self._module = module

    def __getattr__(self, name: str) -> Any:
        if name.startswith("__"):  # the import machinery's questions: no package, no spec
            raise AttributeError(name)
        return Refused(self._module)

    def __call__(self, *args: Any, **kwargs: Any) -> Any:
        raise ImportError(REFUSAL.format(module=self._module))


def refuse_imports(names: list[str], namespace: dict[str, Any] | None = None) -> None:
    """Make the modules `names` (and their submodules) unusable in this process for good: each
    is a `Refused` in sys.modules (and in `namespace`, where a name of it stands for one of
    them), and an audit hook, which nothing removes, refuses to import the real one again, and
    to open any file of theirs (a loader of the student's own would read them under another
    name)."""
    if not names:
        return
    refused = frozenset(names)
    homes = tuple(home for name in refused for home in module_homes(name))
    for loaded in [module for module in sys.modules if module.split(".")[0] in refused]:
        del sys.modules[loaded]
    for name in refused:
        sys.modules[name] = Refused(name)  # type: ignore[assignment]
    for key, value in list((namespace or {}).items()):
        module = value.__name__ if isinstance(value, type(sys)) else getattr(
            value, "__module__", None)
        if isinstance(module, str) and module.split(".")[0] in refused:
            namespace[key] = Refused(module.split(".")[0])  # type: ignore[index]

    def refuse(event: str, args: tuple[Any, ...]) -> None:
        if event == "import" and str(args[0]).split(".")[0] in refused:
            raise ImportError(REFUSAL.format(module=str(args[0]).split(".")[0]))
        if event == "open" and homes and isinstance(args[0], str | bytes | os.PathLike):
            # its files read by a loader of the student's own, under another name
            opened = os.path.realpath(os.fsdecode(args[0]))
            home = next((h for h in homes if opened == h or opened.startswith(h + os.sep)), None)
            if home is not None:
                raise ImportError(REFUSAL.format(module=os.path.basename(home)))

    sys.addaudithook(refuse)


def module_homes(name: str) -> list[str]:
    """Where a module's files lie (its package's folder, or the file of a module alone), found
    without importing it; none where it is not installed."""
    import importlib.util

    try:
        spec = importlib.util.find_spec(name)
    except (ImportError, ValueError):
        return []
    if spec is None:
        return []
    if spec.submodule_search_locations:
        return [os.path.realpath(p) for p in spec.submodule_search_locations]
    return [os.path.realpath(spec.origin)] if spec.origin and os.path.isfile(spec.origin) else []


def run_cases(function: Callable[..., Any], cases: list[list[Any]], fd: int) -> None:
    """Call `function` on each case's arguments and write each outcome to `fd` as it comes."""
    for args in cases:
        line = json.dumps(outcome_of(function, args)) + "\n"
        os.write(fd, line.encode("utf-8"))


# Why a function is not there to judge: the cell took it from the course's own package, which a
# graded notebook's exercise cannot import (the grader hides it) and the notebook's check refuses.
COURSE = "mcpnb"


def of_the_course(error: BaseException) -> bool:
    """Whether a cell failed for importing the course's package (hidden from it)."""
    name = getattr(error, "name", None) or ""
    return isinstance(error, ImportError) and name.split(".")[0] == COURSE


def quiet() -> int:
    """A private copy of stdout for the outcomes; what the function prints goes nowhere."""
    channel = os.dup(1)
    devnull = os.open(os.devnull, os.O_WRONLY)
    os.dup2(devnull, 1)
    os.dup2(devnull, 2)
    os.close(devnull)
    return channel


def main(argv: list[str]) -> int:
    source, name, cases = argv
    with open(cases, encoding="utf-8") as file:
        given = json.load(file)
    arguments = [decode(args) for args in given["cases"]]
    channel = quiet()
    refuse_imports(given.get("refused", []))
    namespace: dict[str, Any] = {"__name__": "exercise", **decode(given["givens"])}
    try:
        with open(source, encoding="utf-8") as file:
            exec(compile(file.read(), "exercise", "exec"), namespace)
        function = namespace[name]
    except BaseException as exc:
        line = json.dumps({"undefined": COURSE if of_the_course(exc) else type(exc).__name__})
        line += "\n"
        os.write(channel, line.encode("utf-8"))
        return 0
    run_cases(function, arguments, channel)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
