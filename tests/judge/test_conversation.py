"""How a conversation's transcript is read: which request a server that stopped of itself died on."""

import json

from mcpnb.judge.checks.conversation import died_on
from mcpnb.running.transcripts import Event, EventKind, Transcript, exit_event, sent_event


def chunk(*messages):
    return "".join(json.dumps(m) + "\n" for m in messages).encode()


def test_a_server_that_died_died_on_the_first_request_it_never_answered_read_from_the_bytes_sent():
    # A text with a newline in it is sent as the two characters \n inside its JSON string: the
    # line shown has the same two characters where the chunk's own newlines were.
    answered = {"jsonrpc": "2.0", "id": 1, "method": "ping"}
    awkward = {"jsonrpc": "2.0", "id": 2, "method": "tools/call",
               "params": {"name": "echo", "arguments": {"text": "two\nlines"}}}
    reply = {"jsonrpc": "2.0", "id": 1, "result": {}}
    events = (sent_event(0.0, chunk(answered, awkward)),
              Event(0.05, EventKind.MESSAGE, json.dumps(reply), reply), exit_event(0.1, 1))

    died = Transcript(("server",), events, exit_status=1, exited_early=True)
    lived = Transcript(("server",), events, exit_status=0)

    assert died_on(died) == "2"
    assert died_on(lived) is None
    assert sent_event(0.0, b"not json\n[1]\n").sent == ()
