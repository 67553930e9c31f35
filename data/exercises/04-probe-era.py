def probe_era(reply: dict | None) -> str:
    """The era a dual-era client speaks after its server/discover probe: "modern" or "legacy".

    `reply` is the server's reply to the probe, a JSON-RPC message (a result or an error), or
    None when no reply came within the wait. MODERN_VERSIONS and MODERN_ERRORS are given: the
    versions of the modern era, and the error codes 2026-07-28 defines.
    """
    # Your code here.
    return "unknown"
