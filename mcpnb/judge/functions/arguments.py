"""Lesson 6's function from scratch: what is wrong with a tool call's arguments, read against the
tool's `inputSchema`, for the part of JSON Schema the lesson teaches (`KEYWORDS`).

What is right is the field's library, never the course's reading of JSON Schema: the reference
is the `jsonschema` library's own Draft 2020-12 validator (the dialect the specification names
where a schema has no `$schema`), each error it reports as [path, keyword], compared as a set:
the path of the value from the arguments down (keys and indexes), and the keyword that value
breaks. The inputs are schemas of that part only, each with a value that breaks it (or not) in
one way a property names; the beliefs are the mistakes a hand-written validator makes.
"""

from __future__ import annotations

import random
from functools import partial
from typing import Any

from mcpnb.judge.functions.spec import BOTH, Args, Exercise, Property, kinds

# The keywords the lesson teaches, and the only ones its schemas use.
KEYWORDS = ("type", "required", "properties", "enum", "items", "minimum", "maximum",
            "additionalProperties")
_NAMES = ("city", "count", "unit", "tags", "limit", "query", "mode", "days", "lang", "page")
# Values that fit each type; a number's are fractions, so that only a lead (below) holds a
# whole number where a number is asked for.
_SCALARS = {"string": ("Quito", "km", "", "señal"), "integer": (0, 3, -7, 40),
            "number": (2.5, -1.25, 0.5), "boolean": (True, False)}
# Values of another type, plain, and those Python's own types take for the type asked for (a
# boolean for a number, 0 or 1 for a boolean): the traps a hand-written check falls into.
_WRONG = {"string": (4, None, ["a"]), "integer": ("3", 2.5, None), "number": ("2.5", None, {}),
          "boolean": ("true", None)}
_TRAPS = {"integer": (True, False), "number": (True, False), "boolean": (0, 1)}
# Every kind of wrong value: a type, and a trap or not (strings have none).
WRONGS = (*((kind, False) for kind in _SCALARS), *((kind, True) for kind in _TRAPS))
# What the first property of an object holds: a value of any type, or a whole number where a
# number is asked for (9 is a number, as JSON Schema reads it).
LEADS = ("plain", "whole-number")


def argument_problems(schema: dict[str, Any], arguments: Any) -> list[list[Any]]:
    """The reference: [path, keyword] of each error `jsonschema` reports, in a steady order."""
    from mcpnb.quick_jsonschema import jsonschema  # lesson 6's: the field's own validator

    found = {(tuple(error.absolute_path), str(error.validator))
             for error in jsonschema.Draft202012Validator(schema).iter_errors(arguments)}
    return [[list(path), keyword] for path, keyword in sorted(found, key=repr)]


def _kind(rng: random.Random) -> str:
    return rng.choice(tuple(_SCALARS))


def _wrong(rng: random.Random, kind: str, trap: bool) -> Any:
    return rng.choice(_TRAPS[kind] if trap else _WRONG[kind])


def _object(rng: random.Random, count: int | None = None, lead: str = "plain",
            first: str | None = None) -> tuple[dict[str, Any], dict[str, Any]]:
    """A flat object schema of scalar properties, all required, nothing else allowed, and a
    value that fits it; its first property of type `first` (else any), or a number holding a
    whole number where `lead` says so."""
    names = rng.sample(_NAMES, count or rng.randint(1, 4))
    kinds = {name: _kind(rng) for name in names}
    value = {n: rng.choice(_SCALARS[k]) for n, k in kinds.items()}
    if lead == "whole-number":
        kinds[names[0]], value[names[0]] = "number", rng.choice((9, 0, -4))
    elif first is not None:
        kinds[names[0]], value[names[0]] = first, rng.choice(_SCALARS[first])
    schema = {"type": "object", "properties": {n: {"type": k} for n, k in kinds.items()},
              "required": names, "additionalProperties": False}
    return schema, value


def _fits(lead: str, rng: random.Random) -> Args:
    schema, value = _object(rng, lead=lead)
    if rng.random() < 0.5:  # an optional property left out fits too
        extra = next(n for n in _NAMES if n not in schema["properties"])
        schema["properties"][extra] = {"type": _kind(rng)}
    if rng.random() < 0.5:  # a value in its enum, or at an end of its range, fits
        name = next(n for n in _NAMES if n not in schema["properties"])
        schema["properties"][name], value[name] = rng.choice((
            ({"enum": [0, 1, 2]}, rng.choice((1, 1.0, 0, 2))),
            ({"type": "string", "enum": ["metric", "imperial"]}, "metric"),
            ({"type": "number", "minimum": -1.5, "maximum": 4}, rng.choice((-1.5, 0.25)))))
    return [schema, value]


def _wrong_type(kind: str, trap: bool, rng: random.Random) -> Args:
    schema, value = _object(rng, first=kind)
    value[next(iter(value))] = _wrong(rng, kind, trap)
    return [schema, value]


def _missing(lead: str, rng: random.Random) -> Args:
    schema, value = _object(rng, rng.randint(2, 4), lead)
    del value[rng.choice(list(value)[1:])]
    return [schema, value]


def _extra(lead: str, rng: random.Random) -> Args:
    schema, value = _object(rng, lead=lead)
    for name in rng.sample([n for n in _NAMES if n not in value], rng.randint(1, 2)):
        value[name] = rng.choice(_SCALARS[_kind(rng)])
    return [schema, value]


def _enum(kind: str, rng: random.Random) -> Args:
    """A value outside its enum: a word spelled otherwise, or a boolean where the enum holds
    numbers (JSON tells true from 1, where Python's == does not), or another value."""
    schema, value = _object(rng)
    if kind == "word":
        choices: list[Any] = rng.sample(("metric", "imperial", "kelvin", "auto"), 2)
        schema["properties"]["unit"] = {"type": "string", "enum": choices}
        value["unit"] = rng.choice(("Metric", "miles", "", choices[0].upper()))
    else:
        schema["properties"]["unit"] = {"enum": [0, 1, 2]}
        value["unit"] = rng.choice((True, False) if kind == "boolean" else ("1", 3))
    if "unit" not in schema["required"]:
        schema["required"] = [*schema["required"], "unit"]
    return [schema, value]


def _range(kind: str, high_end: bool, rng: random.Random) -> Args:
    """A number past an end of its range, an integer's or a number's."""
    low, high = rng.randint(-5, 5), rng.randint(10, 20)
    step = rng.randint(1, 9) if kind == "integer" else rng.choice((0.5, 0.001, 3.25))
    schema = {"type": "object", "properties": {"days": {"type": kind, "minimum": low,
                                                        "maximum": high}},
              "required": ["days"]}
    return [schema, {"days": high + step if high_end else low - step}]


def _bounds(boolean: bool, rng: random.Random) -> Args:
    """minimum and maximum bound numbers alone: a value that is no number (a boolean among
    them) breaks neither, however it compares in Python; its type is `type`'s to judge. Beside
    it, a number past its bound breaks one, so that an answer of no problem at all is wrong."""
    low, high = rng.randint(1, 5), rng.randint(10, 20)
    schema = {"type": "object", "properties": {"days": {"minimum": low, "maximum": high},
                                               "limit": {"type": "number", "maximum": high}},
              "required": ["days", "limit"]}
    days = rng.choice((True, False) if boolean else ("7", "", None, [3], {"n": 30}))
    return [schema, {"days": days, "limit": high + rng.choice((1, 0.5, 12))}]


def _nested(kind: str | None, trap: bool, rng: random.Random) -> Args:
    """An object inside the arguments with a value of a wrong type (`kind` the type asked for),
    or (`kind` None) with a property missing."""
    inner, value = _object(rng, rng.randint(1, 3), first=kind)
    name = next(iter(value))
    if kind is not None:
        value[name] = _wrong(rng, kind, trap)
    else:
        del value[rng.choice(list(value))]
    return [{"type": "object", "properties": {"place": inner}, "required": ["place"]},
            {"place": value}]


def _items(kind: str, trap: bool, rng: random.Random) -> Args:
    values = [rng.choice(_SCALARS[kind]) for _ in range(rng.randint(2, 5))]
    wrong = rng.sample(range(len(values)), rng.randint(1, min(2, len(values))))
    for at in wrong:
        values[at] = _wrong(rng, kind, trap)
    return [{"type": "object", "properties": {"tags": {"type": "array", "items": {"type": kind}}}},
            {"tags": values}]


def _several(kind: str, trap: bool, extra: bool, rng: random.Random) -> Args:
    """Two or three problems at once, each in its own place: every one is reported."""
    schema, value = _object(rng, 4, first=kind)
    names = list(value)
    value[names[0]] = _wrong(rng, kind, trap)
    del value[names[1]]
    if extra:
        value["extra"] = 1
    return [schema, value]


# An integer as JSON Schema reads one: 2.0 is one (no fractional part), 2.5 and True not.
INTEGERS = (2.0, 2.5, 7, -3.0, 0.5, True, False, 10.0)


def _integer(count: Any, rng: random.Random) -> Args:
    return [{"type": "object", "properties": {"count": {"type": "integer"}},
             "required": ["count"]}, {"count": count}]


NOT_OBJECTS: tuple[Any, ...] = ([], "city=Quito", 3, None, [{"city": "Quito"}])


def _not_an_object(arguments: Any, rng: random.Random) -> Args:
    """Arguments that are no object at all: `type` says so; `required` and `properties` apply
    to objects only, and say nothing."""
    schema, _ = _object(rng, rng.randint(1, 3))
    return [schema, arguments]


Pair = tuple[tuple[Any, ...], str]


def _pairs(value: Any) -> set[Pair] | None:
    """A returned value as a set of (path, keyword), or None when it is not a list of such."""
    if not isinstance(value, list):
        return None
    found = set()
    for entry in value:
        if not (isinstance(entry, list | tuple) and len(entry) == 2
                and isinstance(entry[0], list | tuple) and isinstance(entry[1], str)
                and all(isinstance(key, str | int) for key in entry[0])):
            return None
        found.add((tuple(entry[0]), entry[1]))
    return found


def _same_problems(got: Any, expected: Any) -> bool:
    pairs = _pairs(got)
    return pairs is not None and pairs == _pairs(expected)


def _is_number(value: Any) -> bool:
    """A JSON number, as JSON Schema reads one: never a boolean."""
    return isinstance(value, int | float) and not isinstance(value, bool)


def _at(value: Any, path: tuple[Any, ...]) -> Any:
    """The value at `path` below `value`, or None where there is none."""
    for key in path:
        try:
            value = value[key]
        except (KeyError, IndexError, TypeError):
            return None
    return value


def _schema_at(schema: Any, path: tuple[Any, ...]) -> Any:
    """The schema a value at `path` is read against (through properties and items), or None."""
    for key in path:
        if not isinstance(schema, dict):
            return None
        schema = (schema.get("items") if isinstance(key, int)
                  else schema.get("properties", {}).get(key))
    return schema


def _belief(args: Args, got: Any, expected: Any) -> str | None:
    """Which belief a wrong list of problems shows (a text key), or None."""
    if isinstance(got, dict) and "raised" in got:
        # `runner.REFUSAL`: a module the exercise refuses was used
        library = str(got["raised"]).startswith("ImportError") and "exercise" in got["raised"]
        return "tool-arguments.belief.library" if library else "function.belief.raised"
    pairs, right = _pairs(got), _pairs(expected) or set()
    if pairs is None:
        return ("tool-arguments.belief.shape-pair" if isinstance(got, list) and got
                else "tool-arguments.belief.shape")
    schema, arguments = args
    missed, extra = right - pairs, pairs - right
    if not isinstance(arguments, dict) and any(k != "type" for _, k in extra):
        return "tool-arguments.belief.object-keywords-anywhere"
    if any(k == "required" and p for p, k in extra) and any(k == "required" for _, k in missed):
        return "tool-arguments.belief.required-path"
    if any(k == "additionalProperties" and p for p, k in extra) and any(
            k == "additionalProperties" for _, k in missed):
        return "tool-arguments.belief.extra-per-key"
    if any(p and isinstance(p[-1], int) and (*p[:-1], p[-1] - 1) in {q for q, _ in missed}
           for p, _ in extra):
        return "tool-arguments.belief.index"
    if any(k in ("minimum", "maximum") and not _is_number(_at(arguments, p)) for p, k in extra):
        return "tool-arguments.belief.bounds-any-value"
    if any(k == "enum" and isinstance(_at(arguments, p), bool) for p, k in missed):
        return "tool-arguments.belief.enum-bool"
    if any(k == "type" and isinstance(_at(arguments, p), bool) for p, k in missed):
        return "tool-arguments.belief.bool-is-number"
    if any(k == "type" and isinstance(v := _at(arguments, p), float) and v.is_integer()
           for p, k in extra):
        return "tool-arguments.belief.float-not-integer"
    if any(k == "type" and type(_at(arguments, p)) is int
           and (_schema_at(schema, p) or {}).get("type") == "number" for p, k in extra):
        return "tool-arguments.belief.int-not-number"
    if any(len(p) >= 2 or (p and isinstance(_at(arguments, p), dict | list)) for p, _ in missed):
        return "tool-arguments.belief.no-descent"
    if pairs and pairs < right:
        return "tool-arguments.belief.first-only"
    if not right and pairs:
        return "tool-arguments.belief.too-strict"
    if right and not pairs:
        return "tool-arguments.belief.too-lenient"
    return None


TOOL_ARGUMENTS = Exercise(
    "tool-arguments", "argument_problems", argument_problems,
    (Property("fits", *kinds(_fits, LEADS)),
     Property("wrong-type", *(partial(_wrong_type, *w) for w in WRONGS)),
     Property("missing", *kinds(_missing, LEADS)), Property("extra", *kinds(_extra, LEADS)),
     Property("enum", *kinds(_enum, ("word", "boolean", "other"))),
     Property("range", *kinds(_range, ("integer", "number"), BOTH)),
     Property("bounds", *kinds(_bounds, BOTH)),
     Property("nested", *(partial(_nested, *w) for w in (*WRONGS, (None, False)))),
     Property("items", *(partial(_items, *w) for w in WRONGS)),
     Property("several", *(partial(_several, *w, extra) for w in WRONGS for extra in BOTH)),
     Property("integer", *kinds(_integer, INTEGERS)),
     Property("not-an-object", *kinds(_not_an_object, NOT_OBJECTS))),
    _same_problems, _belief,
    # the library the reference reads with, and the one like it: the exercise is to write it
    refused=("jsonschema", "fastjsonschema", "jsonschema_rs"),
    returns_pair=False,  # a list of problems, each [path, keyword]
)
