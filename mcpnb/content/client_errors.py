"""A real client's failure in the lesson's words: the SDK's error turned into a hint.

`mcpnb.running.real_clients` reports what a client raised as data (a `Failure`); this module says it
as lessons 3 to 5 do: the server's error reply with its code, the SDK's own errors ("the
connection closed") in words a student knows, and a reply the SDK could not read into its wire
model as which reply, which field and what it must be, never pydantic's dump.
"""

from __future__ import annotations

from mcpnb.running.real_clients import ClientRun, Failure, failure_of
from mcpnb.texts import say

# What the lesson says for the SDK's own errors it words itself ("Connection closed").
SDK_OWN_WORDS = {-32000: "clients.connection-closed"}
# The same over Streamable HTTP, where no stdout closes: an answer ended short, or unreadable.
SDK_OWN_WORDS_HTTP = {-32000: "clients.connection-closed-http"}

# The SDK's wire models a reply is read into, and the method whose result each one is.
RESULT_MODELS = {"InitializeResult": "initialize", "ListToolsResult": "tools/list",
                 "CallToolResult": "tools/call", "DiscoverResult": "server/discover",
                 "UnsupportedProtocolVersionError": "tools/list"}
# The JSON kind each of pydantic's type errors asks for, as the lessons name it.
KINDS = {"string_type": "bad-lines.id.kind-text", "int_type": "bad-lines.id.kind-number",
         "float_type": "bad-lines.id.kind-number", "bool_type": "clients.kind-boolean",
         "dict_type": "bad-lines.json.kind-object", "model_type": "bad-lines.json.kind-object",
         "model_attributes_type": "bad-lines.json.kind-object",
         "list_type": "bad-lines.json.kind-array"}
# The values the spec fixes for a field a reply may leave out, by its last two names (the SDK's
# error names the field missing, not what it must be).
SPEC_VALUES: dict[tuple[str, ...], str] = {
    ("inputSchema", "type"): '"object"', ("outputSchema", "type"): '"object"'}


def stopped_on(run: ClientRun) -> str:
    """Why a client stopped, in plain words: its failure in the lesson's words, or the reason
    the run gave (a bound passed, the Inspector's own words); empty where it did not stop."""
    return words(run.failure) if run.failure is not None else run.error


def plain_error(exc: BaseException, *, http: bool = False) -> str:
    """A client's error in plain words, straight from what it raised."""
    return words(failure_of(exc, http=http))


def words(failure: Failure) -> str:
    """A client's failure in the lesson's words."""
    if failure.code is not None and failure.reply:
        return say("clients.error-reply", code=failure.code, message=failure.message)
    if failure.code is not None:
        ours = SDK_OWN_WORDS_HTTP if failure.http else SDK_OWN_WORDS
        said = say(ours[failure.code]) if failure.code in ours else failure.message
        return say("clients.client-error", code=failure.code, message=said)
    if failure.model is not None:
        return _unreadable(failure)
    return f"{failure.kind}: {failure.text or say('clients.no-words')}"


def _unreadable(failure: Failure) -> str:
    """A reply the SDK could not read: which reply, which fields, and what each must be."""
    fields = []
    for unread in failure.unread:
        where = "".join(f"[{p}]" if isinstance(p, int) else f".{p}" for p in unread.where)
        where = where.lstrip(".") or say("clients.field.whole")
        fixed = SPEC_VALUES.get(tuple(map(str, unread.where[-2:])))
        if unread.kind == "missing" and fixed is not None:
            fields.append(say("clients.field.missing-must-be", field=where, value=fixed))
        elif unread.kind == "missing":
            fields.append(say("clients.field.missing", field=where))
        elif unread.kind == "literal_error" and unread.expected is not None:
            fields.append(say("clients.field.must-be", field=where, value=unread.expected))
        elif unread.kind in KINDS:
            fields.append(say("clients.field.must-be", field=where, value=say(KINDS[unread.kind])))
        else:
            fields.append(say("clients.field.wrong", field=where))
    method = RESULT_MODELS.get(failure.model or "", failure.model)
    return say("clients.unreadable", method=method, fields="; ".join(fields))
