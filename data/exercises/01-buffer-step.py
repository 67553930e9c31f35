def buffer_step(buffer: bytes, chunk: bytes) -> tuple[bytes, list[str]]:
    """One step of a server's read loop.

    `buffer` holds the bytes received after the last newline so far; `chunk` is what has just
    arrived. Return the buffer afterwards (the bytes after the last newline) and the lines the
    chunk completed, in order, each decoded from UTF-8 and without its newline.
    """
    lines: list[str] = []
    # Your code here.
    return buffer, lines
