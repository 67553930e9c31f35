"""The lesson-1 server loop with knobs, so each faulty server is the reference with one change.

A faulty server imports this, tweaks `respond` or turns one knob, and calls `serve`. Knobs:
`flush` (write each reply out at once), `log` (the stream for the per-line log), `blocking_waits`
(sleep in the read loop instead of a timer), `exit_at_end`, and `split` (how a line becomes the
messages handled).
"""

import os
import sys
import threading
import time

from mcpnb.protocol import jsonrpc
from mcpnb.servers.messages import respond as reference_respond


def serve(respond=reference_respond, *, flush=True, log=sys.stderr, blocking_waits=False,
          exit_at_end=True, split=lambda line: [line]):
    from mcpnb.protocol.framing import LineBuffer

    lock = threading.Lock()

    def send(message):
        with lock:
            sys.stdout.buffer.write(jsonrpc.encode(message))
            if flush:
                sys.stdout.buffer.flush()

    def handle(line):
        for piece in split(line):
            incoming = jsonrpc.classify(piece)
            print(f"got {incoming}", file=log, flush=True)
            reply = respond(incoming)
            if reply is None:
                continue
            if reply.after <= 0:
                send(reply.message)
            elif blocking_waits:
                time.sleep(reply.after)
                send(reply.message)
            else:
                timer = threading.Timer(reply.after, send, args=(reply.message,))
                timer.start()
                timers.append(timer)

    print("messages server ready", file=sys.stderr, flush=True)
    buffer, timers = LineBuffer(), []
    while chunk := os.read(0, 4096):
        for line in buffer.feed(chunk):
            handle(line)
    for line in buffer.finish():
        handle(line)
    for timer in timers:
        timer.join()
    while not exit_at_end:
        time.sleep(60)


def with_message(respond, change):
    """A respond whose reply messages pass through `change` first."""
    def changed(incoming):
        reply = respond(incoming)
        return None if reply is None else type(reply)(change(reply.message), reply.after)
    return changed
