"""Fault: a line that is not JSON raises, and the exception ends the server."""
from _kit import reference_respond, serve

from mcpnb.protocol.jsonrpc import Kind


def respond(incoming):
    if incoming.kind is Kind.NOT_JSON:
        raise ValueError(f"cannot parse: {incoming.problem}")
    return reference_respond(incoming)


serve(respond)
