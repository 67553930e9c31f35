"""Fault: treats a notification like a request and answers it (with a null id)."""
from _kit import reference_respond, serve

from mcpnb.protocol import jsonrpc
from mcpnb.protocol.jsonrpc import Kind
from mcpnb.servers.messages import Reply


def respond(incoming):
    if incoming.kind is Kind.NOTIFICATION:
        return Reply(jsonrpc.error(None, jsonrpc.METHOD_NOT_FOUND))
    return reference_respond(incoming)


serve(respond)
