"""Fault: answers each element of an array on its own instead of one -32600 for the line."""
import json

from _kit import serve


def split(line):
    if not isinstance(line, str):  # a line that is not UTF-8 stays as it is
        return [line]
    try:
        value = json.loads(line)
    except ValueError:
        return [line]
    return [json.dumps(element) for element in value] if isinstance(value, list) else [line]


serve(split=split)
