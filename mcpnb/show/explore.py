"""Explorers: small widgets to play with an idea of a lesson. Nothing here is graded.

Each explorer is a pure function that turns the controls' values into HTML (tested without a
browser), and a builder that wires ipywidgets controls to it:

- `buffer_explorer`: type a stream, cut it into reads of N bytes, and watch the buffer table of
  lesson 1 change (the rows come from `mcpnb.protocol.framing.split_chunks`).
- `version_explorer`: choose the version the client asks for and the versions the server speaks,
  and see the reply of lesson 2's reference `Handshake`.

A widget's output differs from run to run (its model id), so a lesson marks an explorer's cell
`nbval-ignore-output`.
"""

from __future__ import annotations

import html
import json
from collections.abc import Iterable, Sequence
from typing import TYPE_CHECKING, Any

from mcpnb import palette
from mcpnb.protocol import jsonrpc
from mcpnb.protocol.framing import split_chunks
from mcpnb.protocol.jsonrpc import Message
from mcpnb.running.transcripts import show_chunk
from mcpnb.servers.handshake import SUPPORTED_VERSIONS, Handshake
from mcpnb.texts import say, say_count

if TYPE_CHECKING:
    import ipywidgets as widgets
    import pandas as pd

# The buffer table's columns (their words in `mcpnb.texts`): chunk, buffer after, messages ready.
BUFFER_TABLE_COLUMNS = ("column.chunk-that-arrives", "column.buffer-afterwards",
                        "column.messages-ready")

# Three short messages, one with a character that takes two bytes, the last one unfinished.
SAMPLE_STREAM = '{"id":1}\n{"id":2,"city":"Zürich"}\n{"id":3'
SAMPLE_READ_SIZE = 9
# A read of one byte at a time makes a row per byte; past this many the rest is only counted.
MAX_ROWS = 60

# The versions that have an initialize handshake (2026-07-28 replaced it), newest first, and what
# a client may ask for: one of them, or one no server speaks.
HANDSHAKE_VERSIONS = tuple(reversed(jsonrpc.MCP_VERSIONS[:4]))
ASKABLE_VERSIONS = (*HANDSHAKE_VERSIONS, "1999-01-01")

_CELL = ("text-align:left;vertical-align:top;font-family:monospace;white-space:pre-wrap;"
         "padding-right:1.5em")
_WIDE_LABEL = {"description_width": "initial"}


# --- lesson 1: a stream cut into reads -------------------------------------------------------

def cut(stream: str, size: int) -> list[bytes]:
    """The stream's UTF-8 bytes in reads of `size` bytes (the last one may be shorter)."""
    data = stream.encode("utf-8")
    size = max(1, size)
    return [data[start : start + size] for start in range(0, len(data), size)]


def buffer_rows(stream: str, size: int) -> list[tuple[str, str, list[str]]]:
    """For each read: the chunk as it arrived, the buffer afterwards, and the messages ready.

    The chunk shows a newline as \\n and half of a character as \\xNN; the buffer keeps it as
    bytes, so it shows as �, and the message comes out whole once its newline has arrived.
    """
    chunks = cut(stream, size)
    return [
        (show_chunk(chunk), buffer, [str(line) for line in ready])
        for chunk, (_, buffer, ready) in zip(chunks, split_chunks(chunks), strict=True)
    ]


def buffer_html(stream: str, size: int) -> str:
    """The buffer table of `stream` read `size` bytes at a time, with a line that sums it up."""
    rows = buffer_rows(stream, size)
    ready = sum(len(r[2]) for r in rows)
    pending = len(rows[-1][1].encode("utf-8")) if rows else 0
    head = "".join(f"<th style='text-align:left'>{html.escape(say(c))}</th>"
                   for c in BUFFER_TABLE_COLUMNS)
    body = "".join(
        "<tr>" + "".join(f"<td style='{_CELL}'>{html.escape(text)}</td>"
                         for text in (f"'{chunk}'", repr(buffer), repr(lines))) + "</tr>"
        for chunk, buffer, lines in rows[:MAX_ROWS]
    )
    more = (f"<p>{html.escape(say_count('explore.buffer.more', len(rows) - MAX_ROWS))}</p>"
            if len(rows) > MAX_ROWS else "")
    summary = say("explore.buffer.summary", reads=say_count("explore.buffer.reads", len(rows)),
                  ready=say_count("explore.buffer.ready", ready),
                  pending=say_count("explore.buffer.pending", pending))
    return (f"<div class='mcpnb-explorer {palette.AS_WRITTEN}'><p>{html.escape(summary)}</p>"
            f"<table><thead><tr>{head}</tr></thead><tbody>{body}</tbody></table>{more}</div>")


def buffer_explorer(stream: str = SAMPLE_STREAM, size: int = SAMPLE_READ_SIZE) -> widgets.VBox:
    """Type a stream, choose how many bytes each read takes, and watch the buffer table."""
    import ipywidgets as widgets  # 0.2 s of CPU: only an explorer needs it

    text = widgets.Textarea(value=stream, description=say("explore.buffer.stream"),
                            style=_WIDE_LABEL, layout=widgets.Layout(width="95%", height="6em"))
    reads = widgets.IntSlider(value=size, min=1, max=max(1, len(stream.encode("utf-8"))),
                              description=say("explore.buffer.size"), style=_WIDE_LABEL,
                              continuous_update=True)
    table = widgets.HTML(buffer_html(stream, size))

    def show(_: object = None) -> None:
        reads.max = max(1, len(text.value.encode("utf-8")))
        table.value = buffer_html(text.value, reads.value)

    text.observe(show, names="value")
    reads.observe(show, names="value")
    return widgets.VBox([text, reads, table])


# --- lesson 2: which version the server agrees to --------------------------------------------

def hello(asks: str) -> Message:
    """The client's initialize request, asking for version `asks`."""
    return jsonrpc.request(1, "initialize", {
        "protocolVersion": asks,
        "capabilities": {},
        "clientInfo": {"name": "explorer", "version": "1.0"},
    })


def handshake_reply(asks: str, supported: Sequence[str] = SUPPORTED_VERSIONS) -> Message:
    """The reply of lesson 2's reference server, speaking `supported`, to a client asking `asks`."""
    reply = Handshake(supported).respond(jsonrpc.classify(json.dumps(hello(asks))))
    assert reply is not None  # a request always gets a reply from the reference server
    return reply.message


def handshake_html(asks: str, supported: Sequence[str] = SUPPORTED_VERSIONS) -> str:
    """The request, the reply, and one sentence on why the server answered so."""
    reply = handshake_reply(asks, supported)
    if "result" in reply:
        why = say("explore.version.agreed", version=asks)
    elif supported:
        why = say("explore.version.refused", version=asks)
    else:
        why = say("explore.version.nothing")
    request = json.dumps(hello(asks), separators=(",", ":"))
    answer = json.dumps(reply, indent=2)
    return (f"<div class='mcpnb-explorer {palette.AS_WRITTEN}'><p>{html.escape(why)}</p>"
            f"<pre>-&gt; {html.escape(request)}</pre>"
            f"<pre>&lt;- {html.escape(answer)}</pre></div>")


def version_explorer(
    asks: str = "2025-06-18", supported: Sequence[str] = SUPPORTED_VERSIONS
) -> widgets.VBox:
    """Choose the version the client asks for and the ones the server speaks; see the reply."""
    import ipywidgets as widgets  # 0.2 s of CPU: only an explorer needs it

    choice = widgets.Dropdown(options=ASKABLE_VERSIONS, value=asks,
                              description=say("explore.version.asks"), style=_WIDE_LABEL)
    fit = widgets.Layout(width="auto", margin="0 1.5em 0 0")
    boxes = [widgets.Checkbox(value=v in supported, description=v, indent=False, layout=fit)
             for v in HANDSHAKE_VERSIONS]
    speaks = widgets.HBox([widgets.Label(say("explore.version.speaks"), layout=fit), *boxes])
    reply = widgets.HTML(handshake_html(asks, _ticked(boxes)))

    def show(_: object = None) -> None:
        reply.value = handshake_html(choice.value, _ticked(boxes))

    for control in (choice, *boxes):
        control.observe(show, names="value")
    return widgets.VBox([choice, speaks, reply])


def _ticked(boxes: Sequence[widgets.Checkbox]) -> list[str]:
    return [box.description for box in boxes if box.value]


def buffer_table(chunks: Iterable[str | bytes]) -> pd.DataFrame:
    """The lesson's buffer table: chunk that arrives / buffer afterwards / messages ready."""
    import pandas as pd  # a second of CPU: only the table needs it

    return pd.DataFrame(split_chunks(chunks), columns=[say(c) for c in BUFFER_TABLE_COLUMNS])


def show_code(*objects: Any) -> Any:
    """The source of functions or classes of the package, highlighted, for a lesson to read."""
    import inspect

    from IPython.display import Code  # there in a kernel; a terminal never shows code

    source = "\n\n".join(inspect.getsource(o).rstrip() for o in objects)
    return Code(source, language="python")  # type: ignore[no-untyped-call]
