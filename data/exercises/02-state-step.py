def state_step(state: str, message: dict) -> tuple[str, dict | None]:
    """One step of the handshake server: the state it is in, and one message it reads.

    `state` is "new", "waiting" or "ready"; `message` is a request or a notification, as a dict.
    Return the state afterwards and the reply to send (a dict), or None when it gets no reply.
    The versions the server speaks are in SUPPORTED_VERSIONS, newest first.
    """
    reply = None
    # Your code here.
    return state, reply
