"""Lesson 6's tables: its key words (what makes an example of each right, and the belief behind a
wrong one) and its table of calls (what each call gets from the reference server, and the belief
behind a wrong cell). What is right is computed: a schema by the `jsonschema` library, a content
block by the official SDK's own wire models, each call's answer by the reference endpoint."""

from __future__ import annotations

import json
from functools import cache
from typing import Any

from mcpnb.content import tool_calls
from mcpnb.judge import answers
from mcpnb.judge.answers import NOTHING, UNREADABLE
from mcpnb.judge.tables.spec import (
    RESULT,
    Belief,
    Cell,
    CellProperty,
    Column,
    Table,
    read_outcome,
    said,
)
from mcpnb.judge.tables.words import incoming_of
from mcpnb.protocol.jsonrpc import Kind
from mcpnb.servers.tools import valid_schema
from mcpnb.texts import say


def _keywords_only(schema: dict[str, Any]) -> bool:
    """Whether every key of a schema is one of JSON Schema 2020-12's keywords: JSON Schema reads
    any other key as an annotation that constrains nothing, so {"sum": "number"} is a schema
    that any value fits, written as the value's fields."""
    from mcpnb.quick_jsonschema import jsonschema  # 0.1 s: only a reader of schemas needs it

    draft = jsonschema.Draft202012Validator
    known = set(draft.VALIDATORS) | ANNOTATIONS | set(draft.META_SCHEMA.get("properties", {}))
    return bool(schema) and set(schema) <= known


# JSON Schema 2020-12's keywords that describe rather than constrain (its core, meta-data,
# content and format vocabularies), beside the ones its validator knows.
ANNOTATIONS = frozenset({
    "$schema", "$id", "$anchor", "$dynamicAnchor", "$defs", "$comment", "$vocabulary", "title",
    "description", "default", "examples", "deprecated", "readOnly", "writeOnly",
    "contentEncoding", "contentMediaType", "contentSchema", "format"})


def _takes(schema: dict[str, Any], kinds: tuple[str, ...]) -> bool:
    """Whether one of the schema's properties takes a value of one of `kinds`."""
    properties = schema.get("properties")
    return isinstance(properties, dict) and any(
        isinstance(inner, dict) and (inner.get("type") in kinds or isinstance(
            inner.get("type"), list) and set(inner["type"]) & set(kinds))
        for inner in properties.values())


def _is_input_schema(value: Any) -> bool:
    """A tool's inputSchema, for a tool that takes a number and a string: a valid JSON Schema of
    an object (a call's arguments are one) whose properties take one of each."""
    return (valid_schema(value) and value.get("type") == "object" and _keywords_only(value)
            and _takes(value, ("number", "integer")) and _takes(value, ("string",)))


def _input_schema_word(value: Any) -> Belief | None:
    if not isinstance(value, dict):
        return said("key-words.input-schema.not-an-object")
    if not valid_schema(value):
        return said("key-words.input-schema.invalid")
    if not {"type", "properties", "required"} & set(value) or not _keywords_only(value):
        return said("key-words.input-schema.arguments")
    if value.get("type") != "object":
        return said("key-words.input-schema.not-object-type")
    return said("key-words.input-schema.kinds")


def _is_output_schema(value: Any) -> bool:
    return valid_schema(value) and "content" not in value and _keywords_only(value)


def _output_schema_word(value: Any) -> Belief | None:
    if isinstance(value, dict) and "content" in value:
        return said("key-words.output-schema.a-result")
    if not isinstance(value, dict):
        return said("key-words.output-schema.not-an-object")
    if valid_schema(value):
        return said("key-words.output-schema.fields")
    return said("key-words.output-schema.invalid")


def _is_block(value: Any) -> bool:
    """A content block, as the official SDK's wire model reads one."""
    from pydantic import ValidationError

    if not isinstance(value, dict):
        return False
    try:
        _content_block().validate_python(value)
    except ValidationError:
        return False
    return True


@cache
def _content_block() -> Any:
    """The SDK's wire model of a content block, from its models alone (`mcp_types`, 0.3 s of
    CPU: `mcp.types` imports the whole SDK first, twice that): only lesson 6's words read one."""
    from mcp_types import ContentBlock  # the same class as mcp.types.ContentBlock
    from pydantic import TypeAdapter

    return TypeAdapter(ContentBlock)


def _block_word(value: Any) -> Belief | None:
    if isinstance(value, list):
        return said("key-words.content-block.several")
    if not isinstance(value, dict):
        return said("key-words.content-block.not-an-object")
    if "type" not in value:
        return said("key-words.content-block.no-type")
    if value.get("type") not in ("text", "image", "audio", "resource", "resource_link"):
        return said("key-words.content-block.unknown-type", type=value.get("type"))
    return said("key-words.content-block.fields", type=value["type"])


def _is_structured(value: Any) -> bool:
    """What structuredContent holds: any JSON value (an object, most often) a program reads, not
    the content blocks beside it, nor a whole result, nor its JSON as text."""
    read = answers.read_json(value) if not isinstance(value, str) else value
    if read is UNREADABLE or _looks_like_blocks(read) or (
            isinstance(read, dict) and "content" in read):
        return False
    return not (isinstance(read, str) and _json_text(read))


def _looks_like_blocks(value: Any) -> bool:
    return isinstance(value, list) and bool(value) and all(
        isinstance(v, dict) and "type" in v for v in value)


def _json_text(value: str) -> bool:
    try:
        return isinstance(json.loads(value), dict | list)
    except ValueError:
        return False


def _structured_word(value: Any) -> Belief | None:
    if isinstance(value, str) and _json_text(value):
        return said("key-words.structured.as-text")
    if _looks_like_blocks(answers.read_json(value)):
        return said("key-words.structured.content-blocks")
    if isinstance(value, dict) and "content" in value:
        return said("key-words.structured.a-result")
    return said("key-words.structured.not-json")


def _result_of(value: Any) -> Any:
    """A tools/call result written alone, or inside its whole response."""
    read = answers.read_json(value)
    if isinstance(read, dict) and isinstance(read.get("result"), dict):
        return read["result"]
    return read


def _is_error_result(value: Any) -> bool:
    """A tool execution error: a result with isError true and content a model reads."""
    result = _result_of(value)
    return isinstance(result, dict) and result.get("isError") is True and bool(
        result.get("content")) and isinstance(result["content"], list)


def _is_error_word(value: Any) -> Belief | None:
    read = answers.read_json(value)
    if isinstance(read, dict) and "error" in read:
        return said("key-words.is-error.protocol-error")
    if read is True or isinstance(read, str):
        return said("key-words.is-error.flag-alone")
    result = _result_of(value)
    if isinstance(result, dict) and result.get("isError") is True:
        return said("key-words.is-error.no-content")
    return said("key-words.is-error.not-set")


def _is_cursor_request(value: Any) -> bool:
    """A tools/list request that asks for the page after another: its params.cursor, text."""
    incoming = incoming_of(value)
    return (incoming is not None and incoming.kind is Kind.REQUEST
            and incoming.method == "tools/list" and isinstance(incoming.params, dict)
            and isinstance(incoming.params.get("cursor"), str))


def _cursor_word(value: Any) -> Belief | None:
    read = answers.read_json(value)
    if isinstance(read, dict) and isinstance(read.get("result"), dict) and (
            "nextCursor" in read["result"]):
        return said("key-words.cursor.the-result")
    incoming = incoming_of(value)
    if incoming is None or incoming.kind is Kind.INVALID:
        return said("key-words.cursor.not-a-request")
    if incoming.kind is Kind.NOTIFICATION:
        return said("key-words.cursor.no-id")
    if incoming.method != "tools/list":
        return said("key-words.cursor.method")
    cursor = incoming.params.get("cursor") if isinstance(incoming.params, dict) else None
    if isinstance(cursor, int | float):
        return said("key-words.cursor.a-number")
    return said("key-words.cursor.missing")


TOOL_WORD_PROPERTIES: dict[str, CellProperty] = {
    "inputSchema": CellProperty(_is_input_schema, _input_schema_word),
    "outputSchema": CellProperty(_is_output_schema, _output_schema_word),
    "structuredContent": CellProperty(_is_structured, _structured_word),
    "content block": CellProperty(_is_block, _block_word),
    "isError": CellProperty(_is_error_result, _is_error_word),
    "cursor": CellProperty(_is_cursor_request, _cursor_word),
}


# --- the table of calls: what each gets from the reference server ----------------------------

# Where a tool ran (or could have) and its failure is the model's to read.
EXECUTION_ERRORS = ("bad-arguments", "failing-tool", "work-fails")


def answered(name: str) -> tuple[Any, Any, Any]:
    """What the reference endpoint answers the call (or list) `name` of the lesson, in the modern
    era, as the table asks for it (`tool_calls.outcome`)."""
    return tool_calls.outcome(tool_calls.Era("modern").ask(*tool_calls.call_of(name)))


def read_flag(value: Any) -> Any:
    """isError as written: True or False (or true and false), or nothing for no result (the
    word, or None: a JavaScript null gets its hint, which says to write None)."""
    if isinstance(value, bool):
        return value
    if value is None:
        return NOTHING
    if isinstance(value, str):
        word = answers.in_english(value)
        return {"true": True, "false": False}.get(word, NOTHING if answers.is_nothing(value)
                                                  else UNREADABLE)
    return UNREADABLE


def call_outcome(cell: Cell) -> Belief | None:
    read, expected, row = cell.read, cell.expected, cell.facts["call"]
    if read is UNREADABLE or read == NOTHING:
        return said("tool-calls.outcome.unreadable")
    if expected == RESULT and row in EXECUTION_ERRORS:
        return said("tool-calls.outcome.execution-error")
    if expected == RESULT:
        return said("tool-calls.outcome.served")
    if read == RESULT and row == "unknown-tool":
        return said("tool-calls.outcome.unknown-tool")
    if read == RESULT:
        return said("tool-calls.outcome.cursor")
    if read == -32601:
        return said("tool-calls.outcome.method-not-found",
                    method="tools/list" if row == "past-last" else "tools/call")
    return said("tool-calls.outcome.code")


def call_flag(cell: Cell) -> Belief | None:
    read, expected = cell.read, cell.expected
    if read is UNREADABLE:
        return said("tool-calls.is-error.unreadable")
    outcome = cell.beside[0] if cell.beside else UNREADABLE
    if outcome is not UNREADABLE and (outcome == RESULT) != (expected != NOTHING) and (
            (read == NOTHING) == (outcome != RESULT)):
        # the flag follows from the row's first cell, which is wrong: its hint comes first
        return said("tool-calls.is-error.follows")
    if expected == NOTHING:
        return said("tool-calls.is-error.no-result")
    if read == NOTHING:
        return said("tool-calls.is-error.a-result")
    return said("tool-calls.is-error.failed" if expected else "tool-calls.is-error.succeeded")


def call_progress(cell: Cell) -> Belief | None:
    read, expected = cell.read, cell.expected
    if not isinstance(read, int):
        return said("tool-calls.progress.unreadable")
    if expected and not read:
        return said("tool-calls.progress.token")
    return said("tool-calls.progress.no-token" if not expected else "tool-calls.progress.steps")


def tool_calls_table(item: str, spec: dict[str, Any]) -> Table:
    """Lesson 6's table: what the reference endpoint answers each of the course's calls
    (`mcpnb.content.tool_calls`, by name), in the modern era."""
    names = spec["calls"]
    return Table(
        item,
        say("tool-calls.title"),
        (say("column.call"),),
        (
            Column(say("column.error-code-or-result"), read_outcome, "tool-calls.outcome.hint",
                   belief=call_outcome),
            Column(say("column.is-error"), read_flag, "tool-calls.is-error.hint",
                   ("True", "False", NOTHING), belief=call_flag),
            Column(say("column.progress-notifications"), answers.read_code,
                   "tool-calls.progress.hint", belief=call_progress),
        ),
        tuple((say(f"tool-calls.row.{name}"),) for name in names),
        tuple(answered(name) for name in names),
        tuple({"call": name} for name in names),
    )
