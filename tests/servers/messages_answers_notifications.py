"""Fault: treats a notification like a request and answers it (with a null id)."""
from _kit import reference_respond, serve

from mcpnb import protocol
from mcpnb.protocol import Kind
from mcpnb.servers.messages import Reply


def respond(incoming):
    if incoming.kind is Kind.NOTIFICATION:
        return Reply(protocol.error(None, protocol.METHOD_NOT_FOUND))
    return reference_respond(incoming)


serve(respond)
