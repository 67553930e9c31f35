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
from typing import Any

from mcpnb.judge.functions.spec import Args, Exercise, Property

# The keywords the lesson teaches, and the only ones its schemas use.
KEYWORDS = ("type", "required", "properties", "enum", "items", "minimum", "maximum",
            "additionalProperties")
_NAMES = ("city", "count", "unit", "tags", "limit", "query", "mode", "days", "lang", "page")
_SCALARS = {"string": ("Quito", "km", "", "señal"), "integer": (0, 3, -7, 40),
            "number": (2.5, 0, -1.25, 9), "boolean": (True, False)}
_WRONG = {"string": (4, True, None, ["a"]), "integer": ("3", 2.5, None, True),
          "number": ("2.5", True, None, {}), "boolean": (0, "true", None, 1)}


def argument_problems(schema: dict[str, Any], arguments: Any) -> list[list[Any]]:
    """The reference: [path, keyword] of each error `jsonschema` reports, in a steady order."""
    from mcpnb.quick_jsonschema import jsonschema  # lesson 6's: the field's own validator

    found = {(tuple(error.absolute_path), str(error.validator))
             for error in jsonschema.Draft202012Validator(schema).iter_errors(arguments)}
    return [[list(path), keyword] for path, keyword in sorted(found, key=repr)]


def _kind(rng: random.Random) -> str:
    return rng.choice(tuple(_SCALARS))


def _object(rng: random.Random, count: int | None = None) -> tuple[dict[str, Any], dict[str, Any]]:
    """A flat object schema of scalar properties, all required, nothing else allowed, and a
    value that fits it."""
    names = rng.sample(_NAMES, count or rng.randint(1, 4))
    kinds = {name: _kind(rng) for name in names}
    schema = {"type": "object", "properties": {n: {"type": k} for n, k in kinds.items()},
              "required": names, "additionalProperties": False}
    return schema, {n: rng.choice(_SCALARS[k]) for n, k in kinds.items()}


def _fits(rng: random.Random) -> Args:
    schema, value = _object(rng)
    if rng.random() < 0.5:  # an optional property left out fits too
        extra = next(n for n in _NAMES if n not in schema["properties"])
        schema["properties"][extra] = {"type": _kind(rng)}
    if rng.random() < 0.5:  # a value in its enum, or at an end of its range, fits
        name = next(n for n in _NAMES if n not in schema["properties"])
        schema["properties"][name], value[name] = rng.choice((
            ({"enum": [0, 1, 2]}, rng.choice((1, 1.0, 0, 2))),
            ({"type": "string", "enum": ["metric", "imperial"]}, "metric"),
            ({"type": "number", "minimum": -1.5, "maximum": 4}, rng.choice((-1.5, 4, 0.25)))))
    return [schema, value]


def _wrong_type(rng: random.Random) -> Args:
    schema, value = _object(rng)
    name = rng.choice(list(value))
    value[name] = rng.choice(_WRONG[schema["properties"][name]["type"]])
    return [schema, value]


def _missing(rng: random.Random) -> Args:
    schema, value = _object(rng, rng.randint(2, 4))
    del value[rng.choice(list(value))]
    return [schema, value]


def _extra(rng: random.Random) -> Args:
    schema, value = _object(rng)
    for name in rng.sample([n for n in _NAMES if n not in value], rng.randint(1, 2)):
        value[name] = rng.choice(_SCALARS[_kind(rng)])
    return [schema, value]


def _enum(rng: random.Random) -> Args:
    """A value outside its enum: a word spelled otherwise, or a boolean where the enum holds
    numbers (JSON tells true from 1, where Python's == does not)."""
    schema, value = _object(rng)
    if rng.random() < 0.5:
        choices: list[Any] = rng.sample(("metric", "imperial", "kelvin", "auto"), 2)
        schema["properties"]["unit"] = {"type": "string", "enum": choices}
        value["unit"] = rng.choice(("Metric", "miles", "", choices[0].upper()))
    else:
        schema["properties"]["unit"] = {"enum": [0, 1, 2]}
        value["unit"] = rng.choice((True, False, "1", 3))
    if "unit" not in schema["required"]:
        schema["required"] = [*schema["required"], "unit"]
    return [schema, value]


def _range(rng: random.Random) -> Args:
    """A number past an end of its range, an integer's or a number's."""
    low, high = rng.randint(-5, 5), rng.randint(10, 20)
    kind = rng.choice(("integer", "number"))
    step = rng.randint(1, 9) if kind == "integer" else rng.choice((0.5, 0.001, 3.25))
    schema = {"type": "object", "properties": {"days": {"type": kind, "minimum": low,
                                                        "maximum": high}},
              "required": ["days"]}
    return [schema, {"days": rng.choice((low - step, high + step))}]


def _bounds(rng: random.Random) -> Args:
    """minimum and maximum bound numbers alone: a value that is no number (a boolean among
    them) breaks neither, however it compares in Python; its type is `type`'s to judge. Beside
    it, a number past its bound breaks one, so that an answer of no problem at all is wrong."""
    low, high = rng.randint(1, 5), rng.randint(10, 20)
    schema = {"type": "object", "properties": {"days": {"minimum": low, "maximum": high},
                                               "limit": {"type": "number", "maximum": high}},
              "required": ["days", "limit"]}
    return [schema, {"days": rng.choice(("7", "", True, False, None, [3], {"n": 30})),
                     "limit": high + rng.choice((1, 0.5, 12))}]


def _nested(rng: random.Random) -> Args:
    inner, value = _object(rng, rng.randint(1, 3))
    name = rng.choice(list(value))
    if rng.random() < 0.5:
        value[name] = rng.choice(_WRONG[inner["properties"][name]["type"]])
    else:
        del value[name]
    return [{"type": "object", "properties": {"place": inner}, "required": ["place"]},
            {"place": value}]


def _items(rng: random.Random) -> Args:
    kind = _kind(rng)
    values = [rng.choice(_SCALARS[kind]) for _ in range(rng.randint(2, 5))]
    for at in rng.sample(range(len(values)), rng.randint(1, min(2, len(values)))):
        values[at] = rng.choice(_WRONG[kind])
    return [{"type": "object", "properties": {"tags": {"type": "array", "items": {"type": kind}}}},
            {"tags": values}]


def _several(rng: random.Random) -> Args:
    """Two or three problems at once, each in its own place: every one is reported."""
    schema, value = _object(rng, 4)
    names = list(value)
    value[names[0]] = rng.choice(_WRONG[schema["properties"][names[0]]["type"]])
    del value[names[1]]
    if rng.random() < 0.5:
        value["extra"] = 1
    return [schema, value]


def _integer(rng: random.Random) -> Args:
    """An integer as JSON Schema reads one: 2.0 is one (no fractional part), 2.5 and True not."""
    count = rng.choice((2.0, 2.5, 7, -3.0, 0.5, True, False, 10.0))
    return [{"type": "object", "properties": {"count": {"type": "integer"}},
             "required": ["count"]}, {"count": count}]


def _not_an_object(rng: random.Random) -> Args:
    """Arguments that are no object at all: `type` says so; `required` and `properties` apply
    to objects only, and say nothing."""
    schema, _ = _object(rng, rng.randint(1, 3))
    return [schema, rng.choice(([], "city=Quito", 3, None, [{"city": "Quito"}]))]


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
    (Property("fits", _fits), Property("wrong-type", _wrong_type), Property("missing", _missing),
     Property("extra", _extra), Property("enum", _enum), Property("range", _range),
     Property("bounds", _bounds), Property("nested", _nested), Property("items", _items),
     Property("several", _several), Property("integer", _integer),
     Property("not-an-object", _not_an_object)),
    _same_problems, _belief,
    # the library the reference reads with, and the one like it: the exercise is to write it
    refused=("jsonschema", "fastjsonschema", "jsonschema_rs"),
    returns_pair=False,  # a list of problems, each [path, keyword]
)
