def offer_version(requested: str, supported: list[str]) -> str:
    """The version a server answers an initialize with, as the reply's protocolVersion.

    `requested` is the protocolVersion the client asked for, as it wrote it; `supported` holds
    the versions the server speaks, in no particular order.
    """
    # Your code here.
    return requested
