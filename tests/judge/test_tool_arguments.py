"""Lesson 6's function from scratch: the problems of a call's arguments against the tool's
`inputSchema`, judged as a set against what the `jsonschema` library reports, property by
property; wrong validators, each a mistake a hand-written one makes, are told their belief; the
library itself cannot stand in for the student's work, in the notebook as in the grader."""

import pytest

from mcpnb.judge.functions import arguments, check
from mcpnb.judge.functions.check import check_function, inputs, judge_source
from mcpnb.judge.report import Verdict
from mcpnb.running import sandbox
from mcpnb.texts import say

ITEM = "tool-arguments"
pytestmark = pytest.mark.slow  # each check runs the function in a forked child, as a notebook does

JSON_TYPES = {"string": str, "boolean": bool, "object": dict, "array": list,
              "null": type(None)}


def is_type(value, kind):
    if kind == "integer":
        return (isinstance(value, int) and not isinstance(value, bool)) or (
            isinstance(value, float) and value.is_integer())
    if kind == "number":
        return isinstance(value, int | float) and not isinstance(value, bool)
    return isinstance(value, JSON_TYPES[kind])


def json_equal(value, allowed):
    return isinstance(value, bool) == isinstance(allowed, bool) and value == allowed


def from_scratch(schema, value, path=(), typed=None, deep=True, equal=json_equal, bounded=None):
    """A right answer, written as a student would: no library, one keyword at a time."""
    typed = typed or is_type
    problems = []
    if "type" in schema and not typed(value, schema["type"]):
        return [[list(path), "type"]]
    if "enum" in schema and not any(equal(value, allowed) for allowed in schema["enum"]):
        problems.append([list(path), "enum"])
    if (bounded or (lambda v: isinstance(v, int | float) and not isinstance(v, bool)))(value):
        if "minimum" in schema and value < schema["minimum"]:
            problems.append([list(path), "minimum"])
        if "maximum" in schema and value > schema["maximum"]:
            problems.append([list(path), "maximum"])
    if path and not deep:
        return problems
    if isinstance(value, dict):
        if any(key not in value for key in schema.get("required", [])):
            problems.append([list(path), "required"])
        known = schema.get("properties", {})
        for key, inner in known.items():
            if key in value:
                problems += from_scratch(inner, value[key], (*path, key), typed, deep, equal,
                                         bounded)
        if schema.get("additionalProperties") is False and set(value) - set(known):
            problems.append([list(path), "additionalProperties"])
    if isinstance(value, list) and "items" in schema:
        for at, item in enumerate(value):
            problems += from_scratch(schema["items"], item, (*path, at), typed, deep, equal,
                                     bounded)
    return problems


def says_invalid(schema, value):
    return from_scratch(schema, value) == []


def first_only(schema, value):
    return from_scratch(schema, value)[:1]


def python_types(value, kind):
    """Python's reading of the types: True is an int, and 2.0 is no integer."""
    if kind == "integer":
        return isinstance(value, int)
    if kind == "number":
        return isinstance(value, int | float)
    return is_type(value, kind)


def bool_is_number(schema, value):
    return from_scratch(schema, value, typed=python_types)


def required_at_the_key(schema, value):
    found = [p for p in from_scratch(schema, value) if p[1] != "required"]
    if isinstance(value, dict):
        found += [[[key], "required"] for key in schema.get("required", []) if key not in value]
    return found


def flat(schema, value):
    """Reads the arguments' own keys only: never goes into an object or a list below them."""
    return from_scratch(schema, value, deep=False)


def python_enum(schema, value):
    """Python's ==: True is 1, so True is in [0, 1, 2]."""
    return from_scratch(schema, value, equal=lambda value, allowed: value == allowed)


def bounds_on_anything(schema, value):
    """Compares whatever Python can compare with a number: True < 5 is a minimum problem."""
    return from_scratch(schema, value, bounded=lambda v: isinstance(v, int | float))


def extra_per_key(schema, value):
    """One additionalProperties problem for each key not allowed, at the key's path."""
    found = [p for p in from_scratch(schema, value) if p[1] != "additionalProperties"]
    if isinstance(value, dict) and schema.get("additionalProperties") is False:
        found += [[[key], "additionalProperties"] for key in value
                  if key not in schema.get("properties", {})]
    return found


def index_from_one(schema, value):
    """An element's path ends in its position counted from 1."""
    return [[[k + 1 if isinstance(k, int) else k for k in path], keyword]
            for path, keyword in from_scratch(schema, value)]


def number_is_float(value, kind):
    """number read as Python's float: 9 is no number."""
    return isinstance(value, float) if kind == "number" else is_type(value, kind)


def int_not_number(schema, value):
    return from_scratch(schema, value, typed=number_is_float)


def paths_as_text(schema, value):
    """Each path written as dotted text."""
    return [[".".join(map(str, path)), keyword] for path, keyword in from_scratch(schema, value)]


def with_the_library(schema, value):
    import jsonschema

    return [[list(e.absolute_path), e.validator]
            for e in jsonschema.Draft202012Validator(schema).iter_errors(value)]


# A mistake that shows wherever the generator drew its case: a bool among the wrong values.
WHERE_DRAWN = {bool_is_number: {"wrong-type", "nested", "several", "items"},
               extra_per_key: {"several"},
               int_not_number: {p.key for p in arguments.TOOL_ARGUMENTS.properties}}


@pytest.fixture(autouse=True)
def first_try():
    check._tries.clear()


def failing(report):
    return {f.id.split(".", 1)[1] for f in report.findings if f.verdict is not Verdict.PASSED}


def test_the_reference_is_the_librarys_reading_and_a_validator_from_scratch_agrees():
    for _, (schema, value) in inputs(ITEM):
        assert arguments.argument_problems(schema, value) == sorted(
            ([p, k] for p, k in arguments.argument_problems(schema, value)), key=repr)
    report = check_function(ITEM, from_scratch)

    assert report.ok, report


def test_the_inputs_meet_every_property_and_both_right_and_wrong_values():
    cases = inputs(ITEM)

    assert {prop.key for prop, _ in cases} == {p.key for p in arguments.TOOL_ARGUMENTS.properties}
    problems = [arguments.argument_problems(*args) for _, args in cases]
    assert any(p == [] for p in problems) and sum(len(p) > 1 for p in problems) >= 6
    keywords = {k for p in problems for _, k in p}
    assert keywords == set(arguments.KEYWORDS) - {"properties", "items"}


@pytest.mark.parametrize(("wrong", "properties", "belief"), [
    (says_invalid, {p.key for p in arguments.TOOL_ARGUMENTS.properties},
     "tool-arguments.belief.shape"),
    (first_only, {"several", "items"}, "tool-arguments.belief.first-only"),
    # Python's types: True an int (the belief told first) and 2.0 no integer (told where the
    # seed draws 2.0 first)
    (bool_is_number, {"integer"}, ("tool-arguments.belief.bool-is-number",
                                   "tool-arguments.belief.float-not-integer")),
    (required_at_the_key, {"missing", "nested", "several"},
     "tool-arguments.belief.required-path"),
    (flat, {"nested", "items"}, "tool-arguments.belief.no-descent"),
    (python_enum, {"enum"}, "tool-arguments.belief.enum-bool"),
    (bounds_on_anything, {"bounds"}, "tool-arguments.belief.bounds-any-value"),
    (extra_per_key, {"extra"}, "tool-arguments.belief.extra-per-key"),
    (index_from_one, {"items"}, "tool-arguments.belief.index"),
    (int_not_number, set(), "tool-arguments.belief.int-not-number"),
    (paths_as_text, {p.key for p in arguments.TOOL_ARGUMENTS.properties} - {"fits"},
     "tool-arguments.belief.shape-pair"),
])
def test_a_wrong_validator_fails_the_properties_its_mistake_breaks_and_is_told_its_belief(
        wrong, properties, belief):
    check_function(ITEM, wrong)  # the first try gives the idea; the second, the belief
    report = check_function(ITEM, wrong)

    # each the property its mistake is about, and others only where the seed drew the case
    assert properties <= failing(report) <= properties | WHERE_DRAWN.get(wrong, set()), report
    told = " ".join(f.text("hint") for f in report.findings if not f.passed)
    assert any(say(b) in told for b in ((belief,) if isinstance(belief, str) else belief)), told


def test_the_validator_library_cannot_be_imported_by_the_function_in_the_notebook():
    report = check_function(ITEM, with_the_library)

    assert not report.ok
    got = " ".join(line for f in report.findings for line in f.got)
    assert "jsonschema does what this exercise asks you to write" in got


def module_level_import(schema, value):
    return [[list(e.absolute_path), e.validator]
            for e in jsonschema.Draft202012Validator(schema).iter_errors(value)]


import jsonschema  # noqa: E402 (a cell above the exercise's, as a student would write it)


def test_a_library_imported_in_the_cell_is_refused_before_the_function_runs():
    report = check_function(ITEM, module_level_import)

    assert not report.ok
    got = {line for f in report.findings for line in f.got}
    assert any("jsonschema does what this exercise asks you to write" in line for line in got)


SCRATCH = ("JSON_TYPES = {'string': str, 'boolean': bool, 'object': dict, 'array': list, "
           "'null': type(None)}\n\n")


@pytest.mark.skipif(sandbox.unavailable() is not None, reason=str(sandbox.unavailable()))
def test_in_the_grader_the_library_is_refused_in_the_same_words_and_from_scratch_passes():
    import inspect

    inside = inspect.getsource(with_the_library).replace("with_the_library", "argument_problems")
    above = "import jsonschema\n\n\n" + inspect.getsource(module_level_import).replace(
        "module_level_import", "argument_problems")
    scratch = SCRATCH + inspect.getsource(is_type) + "\n\n" + inspect.getsource(
        json_equal) + "\n\n" + inspect.getsource(from_scratch).replace(
        "from_scratch", "argument_problems")

    judged = {name: judge_source(ITEM, source, sandbox.Limits(), seed="s")
              for name, source in (("inside", inside), ("above", above), ("scratch", scratch))}

    assert judged["scratch"].ok, judged["scratch"]
    for name in ("inside", "above"):
        got = {line for f in judged[name].findings for line in f.got}
        assert any("jsonschema does what this exercise asks you to write" in line
                   for line in got), (name, got)
    notebook = check_function(ITEM, module_level_import)
    assert [f.got for f in notebook.findings] == [f.got for f in judged["above"].findings]


@pytest.mark.parametrize(("wrong", "belief"), [(says_invalid, "tool-arguments.belief.shape"),
                                               (paths_as_text, "tool-arguments.belief.shape-pair")])
def test_a_function_that_returns_no_list_of_problems_is_told_so_at_its_first_try_and_once(
        wrong, belief):
    report = check_function(ITEM, wrong)

    hints = [f.text("hint") for f in report.findings if not f.passed]
    assert hints[0].startswith(say(belief)), hints[0]
    assert sum(say(belief) in hint for hint in hints) == 1
    # the next row points back to it, once; the rest say nothing that would point elsewhere
    assert hints[1:] == [say("function.hint.same-mistake"), *[""] * (len(hints) - 2)]


def test_the_library_loaded_under_another_name_is_refused_in_the_notebook_and_the_grader():
    from places import STUDENT_SERVERS

    source = (STUDENT_SERVERS / "arguments_library_renamed.py").read_text()
    namespace: dict = {}
    exec(compile(source, "cell", "exec"), namespace)  # as the cell runs in a kernel

    notebook = check_function(ITEM, namespace["argument_problems"])
    graded = judge_source(ITEM, source, sandbox.Limits() if sandbox.unavailable() is None
                          else None, seed="s")

    for report in (notebook, graded):
        assert report.passed == 0, report
        got = {line for f in report.findings for line in f.got}
        assert any("jsonschema does what this exercise asks you to write" in line
                   for line in got), got


@pytest.mark.slow
@pytest.mark.skipif(sandbox.unavailable() is not None, reason=str(sandbox.unavailable()))
def test_the_library_read_through_a_folders_descriptor_is_refused_in_the_grader():
    from places import STUDENT_SERVERS

    source = (STUDENT_SERVERS / "arguments_library_by_folder.py").read_text()

    graded = judge_source(ITEM, source, sandbox.Limits(), seed="s")

    assert graded.passed == 0, graded
    got = {line for f in graded.findings for line in f.got}
    assert "the cell does not define the function yet (ImportError)" in got, got  # the refusal
