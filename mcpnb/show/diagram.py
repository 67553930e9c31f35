"""A picture of a transcript: a sequence diagram in which replies that overtake each other cross.

Time flows down. The client's lane is on the left, the server's on the right, and what the server
wrote on stderr stands aside on the far right. Each chunk the client sent is an arrow across to
the server on a row of its own. Each reply is a slanted arrow from the row of the chunk that
completed its request to the row where it arrived, so a reply that overtook an earlier one
crosses it, and a reply that took long is a long slant.

Why the picture is the same on every run (nbval compares it cell by cell):

- No measured time becomes a coordinate. Every coordinate is a row number times a fixed height,
  and rows come from orders, not from milliseconds.
- The chunks sent are rows in script order. A reply is put after the chunk that completed its
  request, and after every later chunk whose time on the script (`at_ms` × `time_scale`) had come
  by the time the reply arrived, counted from when that request was really sent. So a client
  that sends late, or sends several steps at once, moves no row; only the server's own delay
  does, and only by a whole gap between two steps. A stdout line that answers no request is
  counted the same way from the last chunk sent before it.
- The lessons draw their scripts in slow motion (`draw_run(..., slow_motion=N)`): the steps and
  the waits they ask for stretched alike, so the story is the same and every margin N times
  wider. Lesson 1's closest call, the reply to its 10 ms wait against the next chunk, has 20 ms
  as written and 100 ms at `slow_motion=5`; lesson 2's replies have 100 ms at `slow_motion=10`.
- Lines of stdout keep their own order, which is the order they were written in.
- stderr is read from another pipe by the same reader but written by the server on its own
  schedule, so it has no stable place between the rows: it is listed aside, in its own order.
  The harness's notes and the exit status are listed under the lanes.
- A server that starts slowly would read every chunk at once and answer in a burst, wherever the
  script happens to be; for a picture, wait for its ready line first (`draw_run(..., ready=...)`).

Nothing here reads a clock, a pid, a path or a random id; the SVG's marker ids are fixed names.

The picture is never scaled: one unit of the SVG is one CSS pixel, so its text is as large as the
notebook's own code text in any window. In a window too narrow for it, it scrolls sideways inside
its output (JupyterLab would otherwise shrink any SVG to the width of the output area). Its
stderr column is as wide as its longest line, up to the widest picture; only a line longer than
that is cut, and then says how long it was.
"""

from __future__ import annotations

import html
import json
from collections.abc import Sequence
from dataclasses import dataclass, replace
from enum import StrEnum

from mcpnb import palette
from mcpnb.protocol.framing import LineBuffer
from mcpnb.protocol.jsonrpc import Incoming, Kind, Message, classify
from mcpnb.running.harness import id_key, run
from mcpnb.running.scripts import Script, Step, slowed
from mcpnb.running.transcripts import Event, EventKind, Transcript, shorten, show_chunk
from mcpnb.texts import said, say, say_count

# Geometry of the picture, in SVG user units, which are CSS pixels: the picture is never scaled.
FONT = 13  # JupyterLab's code font size, so the picture reads like the text around it
CHAR_WIDTH = 8  # a monospace character is about 0.6 em wide; rounded up so no label overruns
ROW_HEIGHT = 28
TOP = 64  # room for the title and the lane headings
MARGIN = 12
GAP = 8  # between a lane and the labels beside it
# How many characters a label keeps, so it stays within its column.
SENT_CHARS = 60
REPLY_CHARS = 27
PARAMS_CHARS = 16
CLIENT_X = MARGIN + REPLY_CHARS * CHAR_WIDTH + GAP  # the client's lane; replies' labels on its left
SERVER_X = CLIENT_X + SENT_CHARS * CHAR_WIDTH + 4 * GAP  # the server's; sent labels in between
ASIDE_X = SERVER_X + 30  # stderr stands aside from here
ASIDE_TEXT_X = ASIDE_X + GAP
ASIDE_LINE = 18  # height of one line of stderr, of the footer and of the legend
LEGEND_SPACING = 2  # characters between two pieces of the legend
# As wide as a notebook's output area in a laptop's window: a stderr line or a note that would make
# the picture wider is cut, saying how long it was (the transcript's listing keeps it whole).
WIDEST = 1280
# A server that floods stderr would make the picture endless; the listing keeps everything.
MAX_ASIDE_LINES = 40

COLOURS = {
    "sent": palette.SENT,
    "result": palette.RIGHT,
    "error": palette.WRONG,
    "message": palette.ASIDE,
    "noise": palette.NOTE,
}


class Lane(StrEnum):
    CLIENT = "client"
    SERVER = "server"


class Style(StrEnum):
    """What an arrow carries, which decides its colour."""

    SENT = "sent"  # a chunk the client sent
    RESULT = "result"  # a reply with a result
    ERROR = "error"  # a reply with an error
    MESSAGE = "message"  # a message from the server that answers nothing (a notification)
    NOISE = "noise"  # a stdout line that is not a message at all


@dataclass(frozen=True)
class Arrow:
    """One arrow: what it carries, where it points, and the rows it leaves and arrives at.

    A reply leaves the server's lane at the row of the chunk that completed its request
    (`answers`, that chunk's arrow index) and reaches the client's lane at its own row.
    """

    style: Style
    label: str
    to: Lane
    leaves: int
    arrives: int
    id: str | None = None  # the id as JSON (`2`, `"a-7"`, `null`), for a message that has one
    answers: int | None = None

    @property
    def is_reply(self) -> bool:
        return self.answers is not None


@dataclass(frozen=True)
class SequenceDiagram:
    """A transcript as a sequence diagram: shown as SVG in a notebook, as text elsewhere."""

    title: str
    arrows: tuple[Arrow, ...]
    stderr: tuple[str, ...]
    footer: tuple[str, ...]
    rows: int
    # How the rows were placed, said in the legend: by a script's steps, or by a real client's
    # lines, each reply after the line it answers (`sequence_diagram(session=True)`).
    timing: str = "diagram.legend.time"

    def overtaken(self) -> list[tuple[Arrow, list[Arrow]]]:
        """Each reply that a later request's reply overtook, with the replies that overtook it."""
        replies = [a for a in self.arrows if a.is_reply]
        found = []
        for slow in replies:
            fast = [r for r in replies if r.leaves > slow.leaves and r.arrives < slow.arrives]
            if fast:
                found.append((slow, fast))
        return found

    def svg(self) -> str:
        return _svg(self)

    def _repr_html_(self) -> str:
        # The SVG keeps its own width (see `_svg`); this lets it scroll instead of spilling over.
        wrapper = (f"class='mcpnb-diagram {palette.AS_WRITTEN}' "
                   "style='overflow-x:auto;max-width:100%'")
        return f"<div {wrapper}>{self.svg()}</div>"

    def __repr__(self) -> str:
        return self.text()

    def text(self) -> str:
        """The same picture as lines of text: one per row, replies saying which row they answer."""
        lines = [self.title]
        for arrow in self.arrows:
            if arrow.to is Lane.SERVER:
                lines.append(f"{arrow.arrives:4}  -> {arrow.label}")
            elif arrow.answers is not None:
                origin = say("diagram.answers", row=arrow.leaves)
                lines.append(f"{arrow.arrives:4}  <- {arrow.label}  ({origin})")
            else:
                lines.append(f"{arrow.arrives:4}  <- {arrow.label}")
        for slow, fast in self.overtaken():
            lines.append(say_count("diagram.overtaken", len(fast), slow=f"id {slow.id}",
                             fast=", ".join(f"id {a.id}" for a in fast)))
        if self.stderr:
            lines.append(f"{say('diagram.stderr')}: " + " | ".join(map(shorten, self.stderr)))
        lines += [f"-- {note}" for note in self.footer]
        return "\n".join(lines)


# --- from a transcript to rows -----------------------------------------------------------------

def sequence_diagram(
    transcript: Transcript, script: Script, *, time_scale: float = 1.0, session: bool = False
) -> SequenceDiagram:
    """The picture of `transcript`, which `script` made when run with this `time_scale`; with
    `session`, the script is a real client's lines as a recording timed them."""
    events = transcript.events
    sent = [e for e in events if e.kind is EventKind.SENT]
    steps = script.steps[: len(sent)]
    if len(sent) > len(script.steps) or any(
        e.text != show_chunk(step.send) for e, step in zip(sent, steps, strict=True)
    ):
        raise ValueError("this transcript was not made by this script")
    scheduled = [step.at_ms * time_scale / 1000 for step in steps]

    # Each stdout line goes after a chunk (its slot, -1 for before the first), counted from the
    # chunk it answers, else from the last chunk sent before it; never before an earlier stdout
    # line's slot, so stdout keeps its order.
    chunks = _chunks(steps)
    placed: list[tuple[int, Event, int | None]] = []
    last_sent, floor = -1, -1
    for event in events:
        if event.kind is EventKind.SENT:
            last_sent += 1
        elif event.kind in (EventKind.MESSAGE, EventKind.NOISE):
            cause = _claim(chunks, event.message, last_sent)
            anchor = last_sent if cause is None else cause
            floor = max(floor, _slot(event.at, anchor, sent, scheduled))
            placed.append((floor, event, cause))

    arrows: list[Arrow] = []
    sent_rows: list[int] = []
    row = 0
    for slot in range(-1, len(steps)):
        if slot >= 0:
            sent_rows.append(row)
            label = _sent_label(chunks[slot].parts)
            arrows.append(Arrow(Style.SENT, label, Lane.SERVER, row, row))
            row += 1
        for _, event, cause in (p for p in placed if p[0] == slot):
            leaves = row if cause is None else sent_rows[cause]
            arrows.append(_received(event, row, leaves, cause))
            row += 1

    stderr = [e.text for e in events if e.kind is EventKind.STDERR]  # cut when drawn
    if len(stderr) > MAX_ASIDE_LINES:
        more = len(stderr) - MAX_ASIDE_LINES + 1
        stderr = stderr[: MAX_ASIDE_LINES - 1] + [say("diagram.more", n=more)]
    footer = [e.shown for e in transcript.in_display_order() if e.kind in (EventKind.NOTE,
                                                                          EventKind.EXIT)]
    timing = "diagram.legend.session" if session else "diagram.legend.time"
    return SequenceDiagram(said(script.title), tuple(arrows), tuple(stderr), tuple(footer), row,
                           timing)


def draw_run(
    command: Sequence[str],
    script: Script,
    *,
    slow_motion: float = 1.0,
    ready: str | None = None,
) -> SequenceDiagram:
    """Run `command` under `script` played `slow_motion` times slower, and draw it.

    With `ready`, the client first waits for that text on stderr: a server still starting would
    read every chunk at once and answer in a burst, wherever the script happens to be.
    """
    played = slowed(script, slow_motion)
    if ready is not None:
        played = replace(played, ready=ready)
    return sequence_diagram(run(command, played), played)


# A wait the client asks for, as lesson 1's `wait` request writes it: `"ms":80`.


def _slot(at: float, anchor: int, sent: list[Event], scheduled: list[float]) -> int:
    """The last step whose scheduled time had come at `at`, counted from when `anchor` was sent.

    Counting from the real sending of the anchor and then along the schedule means a client that
    sends late, or sends several steps at once, moves no row: only a server's own delay does.
    """
    if anchor < 0:
        return -1
    elapsed = at - sent[anchor].at
    slot = anchor
    while slot + 1 < len(scheduled) and scheduled[slot + 1] - scheduled[anchor] <= elapsed:
        slot += 1
    return slot


@dataclass
class _Chunk:
    """What one chunk carried: a short description of each part, and the lines it completed."""

    parts: list[str]
    owed: list[tuple[str, bool]]  # for each completed line owed a reply: (id key, still owed)


def _chunks(steps: Sequence[Step]) -> list[_Chunk]:
    buffer = LineBuffer()
    chunks = []
    for step in steps:
        carried = bool(buffer.pending)
        lines = buffer.feed(step.send)
        parts, owed = [], []
        for index, line in enumerate(lines):
            incoming = classify(line)
            head = "…" if index == 0 and carried else ""
            parts.append(head + describe(incoming))
            if incoming.kind in (Kind.REQUEST, Kind.INVALID, Kind.NOT_JSON):
                owed.append((_key(incoming.id), True))
        if buffer.pending:
            start = "…" if carried and not lines else ""
            parts.append(start + buffer.pending.decode("utf-8", "replace") + "…")
        chunks.append(_Chunk(parts, owed))
    return chunks


def _key(id: object) -> str:
    return "null" if id is None else id_key(id)


def describe(incoming: Incoming) -> str:
    ident = f" (id {json.dumps(incoming.id)})" if incoming.id is not None else ""
    if incoming.kind is Kind.REQUEST:
        return f"{incoming.method}{_params(incoming.params)}{ident}"
    if incoming.kind is Kind.NOTIFICATION:
        return f"{incoming.method}, {say('diagram.no-id')}"
    if incoming.kind is Kind.RESPONSE:
        return f"{say('diagram.response')}{ident}"
    if incoming.kind is Kind.INVALID:
        return f"{say('diagram.invalid')}{ident}"
    return say("diagram.not-json")


def _params(params: object) -> str:
    """Short params as compact JSON; of long ones, only a protocol version (the handshake's)."""
    if params is None:
        return ""
    if isinstance(params, dict) and isinstance(params.get("protocolVersion"), str):
        return f" {params['protocolVersion']}"
    text = json.dumps(params, separators=(",", ":"), ensure_ascii=False)
    return f" {text}" if len(text) <= PARAMS_CHARS else ""


def _sent_label(parts: list[str]) -> str:
    return _cut(" · ".join(parts) or say("diagram.empty-chunk"), SENT_CHARS)


def _cut(text: str, chars: int) -> str:
    return text if len(text) <= chars else text[: chars - 1] + "…"


def _fit(text: str, chars: int) -> str:
    """`text` whole if it has `chars` characters or fewer, else cut to them, saying how long it was.

    The same words as the harness's `shorten`, so a cut line reads alike everywhere.
    """
    if len(text) <= chars:
        return text
    said = say("transcript.shortened", start="", length=len(text))  # in the lesson's language
    return text[: max(chars - len(said), 0)] + said


def _received(event: Event, row: int, leaves: int, answers: int | None) -> Arrow:
    """The arrow of one stdout line: a reply leaves from the row of the chunk it answers."""
    message = event.message
    if message is None:
        label = _cut(f"{say('diagram.noise')}: {event.text}", REPLY_CHARS)
        return Arrow(Style.NOISE, label, Lane.CLIENT, row, row)
    if not _is_reply(message):
        label = _cut(str(message.get("method", say("diagram.message"))), REPLY_CHARS)
        return Arrow(Style.MESSAGE, label, Lane.CLIENT, row, row)
    ident = json.dumps(message["id"])
    style, outcome = reply_outcome(message)
    label = _cut(f"id {ident}: {outcome}", REPLY_CHARS)
    return Arrow(style, label, Lane.CLIENT, leaves, row, ident, answers)


def _is_reply(message: Message) -> bool:
    return "id" in message and ("result" in message or "error" in message)


def reply_outcome(message: Message) -> tuple[Style, str]:
    error = message.get("error")
    if isinstance(error, dict):
        return Style.ERROR, f"{say('diagram.error')} {error.get('code')}"
    if error is not None:
        return Style.ERROR, say("diagram.error")
    return Style.RESULT, say("diagram.result")


def _claim(chunks: list[_Chunk], message: Message | None, sent: int) -> int | None:
    """The chunk (of those sent so far) whose line this reply answers; that line is then paid.

    A reply answers the earliest line still owed a reply with its id (`null` for a line whose id
    could not be read); anything else answers no chunk.
    """
    if message is None or not _is_reply(message):
        return None
    key = _key(message["id"])
    for index, chunk in enumerate(chunks[: sent + 1]):
        for position, (owed_key, still) in enumerate(chunk.owed):
            if still and owed_key == key:
                chunk.owed[position] = (owed_key, False)
                return index
    return None


# --- drawing -----------------------------------------------------------------------------------

def _y(row: int) -> int:
    return TOP + MARGIN + row * ROW_HEIGHT


def _attrs(**values: object) -> str:
    return " ".join(f'{name.rstrip("_").replace("_", "-")}="{html.escape(str(value))}"'
                    for name, value in values.items())


def _text(x: int, y: int, text: str, *, anchor: str = "start", fill: str = "#24292f",
          weight: str = "normal") -> str:
    return (f"<text {_attrs(x=x, y=y, text_anchor=anchor, fill=fill, font_weight=weight)}>"
            f"{html.escape(text)}</text>")


def _chars(x: int) -> int:
    """How many characters fit from `x` to the right edge of the widest picture."""
    return (WIDEST - MARGIN - x) // CHAR_WIDTH


def _legend(timing: str) -> list[tuple[str, str]]:
    """The legend's pieces, each with its colour; `timing`, the key of how rows were placed."""
    words = [(f"\u25a0 {say(f'diagram.legend.{style}')}", COLOURS[style])
             for style in (Style.SENT, Style.RESULT, Style.ERROR, Style.NOISE)]
    return [*words, (say(timing), COLOURS["message"])]


def _width(stderr: list[str], lines: list[str], colours: list[tuple[str, str]]) -> int:
    """As wide as the widest text the picture holds, so nothing it can show is cut; never wider
    than WIDEST. A server that wrote nothing on stderr gets no column for it: the picture ends
    at its lane."""
    return max(
        ASIDE_TEXT_X + max(len(line) for line in [say("diagram.stderr"), *stderr]) * CHAR_WIDTH
        if stderr else SERVER_X + 4 * GAP,
        MARGIN + max(len(line) for line in lines) * CHAR_WIDTH,
        MARGIN + (sum(len(piece) for piece, _ in colours)
                  + LEGEND_SPACING * (len(colours) - 1)) * CHAR_WIDTH,
    ) + MARGIN


def _svg(diagram: SequenceDiagram) -> str:
    stderr = [_fit(line, _chars(ASIDE_TEXT_X)) for line in diagram.stderr]
    footer = [_fit(f"-- {note}", _chars(MARGIN)) for note in diagram.footer]
    title = _fit(diagram.title, _chars(MARGIN))
    *colours, timing = _legend(diagram.timing)
    width = _width(stderr, [title, *footer, timing[0]], colours)
    lanes_end = _y(diagram.rows) - ROW_HEIGHT // 2 if diagram.rows else TOP + MARGIN
    aside_end = TOP + MARGIN + len(stderr) * ASIDE_LINE
    footer_top = max(lanes_end, aside_end) + 2 * MARGIN
    # the legend in two lines: the colours, then how the rows were placed
    height = footer_top + (len(footer) + 2) * ASIDE_LINE + MARGIN
    parts = [
        # A fixed size in pixels that no stylesheet may shrink (JupyterLab gives every SVG in an
        # output `max-width:100%`): a narrow window scrolls the picture rather than its text.
        f"<svg xmlns='http://www.w3.org/2000/svg' width='{width}' height='{height}' "
        f"viewBox='0 0 {width} {height}' font-family='monospace' font-size='{FONT}' "
        f"style='display:block;min-width:{width}px;max-width:none' "
        f"class='mcpnb-sequence' role='img'>",
        f"<title>{html.escape(diagram.title)}</title>",
        "<defs>",
        *(
            f"<marker id='mcpnb-head-{style}' viewBox='0 0 10 10' refX='10' refY='5' "
            f"markerWidth='7' markerHeight='7' orient='auto-start-reverse'>"
            f"<path d='M 0 0 L 10 5 L 0 10 z' fill='{COLOURS[style]}'/></marker>"
            for style in Style
        ),
        "</defs>",
        f"<rect x='0' y='0' width='{width}' height='{height}' fill='#ffffff'/>",
        _text(MARGIN, 20, title, weight="bold"),
        _text(CLIENT_X, TOP - 14, say("diagram.client"), anchor="middle", weight="bold"),
        _text(SERVER_X, TOP - 14, say("diagram.server"), anchor="middle", weight="bold"),
    ]
    if stderr:
        parts.append(_text(ASIDE_TEXT_X, TOP - 14, say("diagram.stderr"),
                           fill=COLOURS["message"], weight="bold"))
        bottom = max(lanes_end, aside_end)
        parts.append(f"<line {_attrs(x1=ASIDE_X, y1=TOP - 6, x2=ASIDE_X, y2=bottom)}"
                     " stroke='#d0d7de' stroke-dasharray='3 3'/>")
    for x in (CLIENT_X, SERVER_X):
        parts.append(f"<line {_attrs(x1=x, y1=TOP - 6, x2=x, y2=lanes_end)} stroke='#8c959f' "
                     "stroke-width='2'/>")
    for arrow in diagram.arrows:
        parts.append(_arrow(arrow))
    for number, line in enumerate(stderr):
        parts.append(_text(ASIDE_TEXT_X, TOP + MARGIN + 4 + number * ASIDE_LINE, line,
                           fill=COLOURS["message"]))
    for number, note in enumerate(footer):
        parts.append(_text(MARGIN, footer_top + number * ASIDE_LINE, note,
                           fill=COLOURS["message"]))
    legend_y = footer_top + len(footer) * ASIDE_LINE + 4
    x = MARGIN
    for piece, colour in colours:
        parts.append(_text(x, legend_y, piece, fill=colour))
        x += (len(piece) + LEGEND_SPACING) * CHAR_WIDTH
    parts.append(_text(MARGIN, legend_y + ASIDE_LINE, timing[0], fill=timing[1]))
    parts.append("</svg>")
    return "\n".join(parts)


def _arrow(arrow: Arrow) -> str:
    colour = COLOURS[arrow.style]
    dash = " stroke-dasharray='5 3'" if arrow.style is Style.NOISE else ""
    if arrow.to is Lane.SERVER:
        y = _y(arrow.arrives)
        line = _attrs(x1=CLIENT_X, y1=y, x2=SERVER_X - 2, y2=y)
        label = _text((CLIENT_X + SERVER_X) // 2, y - 5, arrow.label, anchor="middle",
                      fill=colour)
        kind = "mcpnb-sent"
    else:
        y1, y2 = _y(arrow.leaves), _y(arrow.arrives)
        line = _attrs(x1=SERVER_X, y1=y1, x2=CLIENT_X + 2, y2=y2)
        label = _text(CLIENT_X - 8, y2 + 4, arrow.label, anchor="end", fill=colour)
        kind = "mcpnb-reply" if arrow.is_reply else "mcpnb-received"
    data = f" data-id='{html.escape(arrow.id)}'" if arrow.id is not None else ""
    return (f"<g class='{kind}'{data}><line {line} stroke='{colour}' stroke-width='1.6'{dash} "
            f"marker-end='url(#mcpnb-head-{arrow.style})'/>{label}</g>")
