"""Fault: turns every id it copies into a string."""
from _kit import reference_respond, serve, with_message


def stringify(message):
    return message if message["id"] is None else {**message, "id": str(message["id"])}


serve(with_message(reference_respond, stringify))
