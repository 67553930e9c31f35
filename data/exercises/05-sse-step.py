import json


def sse_step(pending: bytes, chunk: bytes) -> tuple[bytes, list]:
    """One step of a client's reader of an SSE stream.

    `pending` holds the bytes received after the stream's last blank line so far; `chunk` is
    what has just arrived. Return what the stream holds afterwards (the bytes after its last
    blank line) and the messages of the events the chunk ended, in order: each event's data:
    lines joined by newlines, then parsed as JSON. Lines end in CRLF, LF or CR.
    """
    messages: list = []
    # Your code here.
    return pending, messages
