"""Fault: answers an invalid request with -32600 but always with a null id."""
from _kit import reference_respond, serve, with_message


def drop_id(message):
    return {**message, "id": None} if message.get("error", {}).get("code") == -32600 else message


serve(with_message(reference_respond, drop_id))
