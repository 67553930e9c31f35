"""MCP's two eras, and how each side tells which one the other speaks (lesson 4).

**Legacy** (2024-11-05 to 2025-11-25): a connection opens with the `initialize` handshake, and
what it agreed holds until the connection ends. **Modern** (2026-07-28): there is no handshake;
every request carries in `params._meta` its protocol version and the client's capabilities (and,
if it says them, the client's name and version), the server judges each request on its own, and
every result says its `resultType`. A **dual-era** implementation speaks both. (The 2026-07-28
specification: basic/versioning.mdx for the eras and the probe, basic/index.mdx for `_meta`,
`resultType` and the error codes.)

What the specification leaves open, this module settles as the official Python SDK (`mcp` 2.3)
does, which is where the course's servers are checked: a request is modern when its `_meta`
carries the protocol-version key (legacy requests may carry a `_meta` too, with a
`progressToken`), so a half-built envelope is a malformed modern request, not a legacy one; and
the first request a stdio server reads picks the era of its process.
"""

from __future__ import annotations

from collections.abc import Mapping
from enum import StrEnum
from typing import Any

MODERN_VERSIONS = ("2026-07-28",)  # newest first, as the legacy lists are
LEGACY_VERSIONS = ("2025-11-25", "2025-06-18", "2025-03-26", "2024-11-05")

PROTOCOL_VERSION_KEY = "io.modelcontextprotocol/protocolVersion"
CLIENT_CAPABILITIES_KEY = "io.modelcontextprotocol/clientCapabilities"
CLIENT_INFO_KEY = "io.modelcontextprotocol/clientInfo"  # SHOULD be sent, not required
SERVER_INFO_KEY = "io.modelcontextprotocol/serverInfo"  # on a result's `_meta`, SHOULD
# A request missing either of these is malformed: -32602 (basic/index.mdx, "Per-request
# protocol fields"). The schema and the specification's table agree that clientInfo is optional.
REQUIRED_META = (PROTOCOL_VERSION_KEY, CLIENT_CAPABILITIES_KEY)

# The codes 2026-07-28 defines in the range it reserves for the specification (-32020 to -32099):
# an answer carrying one of them can only come from a modern server.
HEADER_MISMATCH = -32020
MISSING_CLIENT_CAPABILITY = -32021
UNSUPPORTED_VERSION = -32022
MODERN_ERRORS = (HEADER_MISMATCH, MISSING_CLIENT_CAPABILITY, UNSUPPORTED_VERSION)

# Every modern result says what kind it is; "complete" is a plain, final result.
COMPLETE = "complete"
# The results a client may keep a while: each must say for how long (`ttlMs`) and for whom
# (`cacheScope`: "public", or "private" to one authorization context).
CACHEABLE_METHODS = ("server/discover", "tools/list", "prompts/list", "resources/list",
                     "resources/read", "resources/templates/list")
CACHE_SCOPES = ("public", "private")
# What 2026-07-28 removed: a modern server answers these as methods it does not know.
REMOVED_METHODS = ("initialize", "ping", "logging/setLevel")


def has_cache_hints(result: Mapping[str, Any]) -> bool:
    """Whether a result says for how long a client may keep it (`ttlMs`, a whole number of
    milliseconds, 0 or more: "Servers MUST provide a ttlMs value that is >= 0") and for whom."""
    ttl = result.get("ttlMs")
    return type(ttl) is int and ttl >= 0 and result.get("cacheScope") in CACHE_SCOPES


class Era(StrEnum):
    LEGACY = "legacy"
    MODERN = "modern"


def meta_of(params: Any) -> Mapping[str, Any] | None:
    """A request's `params._meta`, where it is an object."""
    meta = params.get("_meta") if isinstance(params, Mapping) else None
    return meta if isinstance(meta, Mapping) else None


def is_modern_request(params: Any) -> bool:
    """Does a request with these `params` speak the modern era: does its `_meta` carry a
    protocol version? (Not its method: a legacy client's `tools/list` is a legacy request.)"""
    meta = meta_of(params)
    return meta is not None and PROTOCOL_VERSION_KEY in meta


def missing_meta(params: Any) -> tuple[str, ...]:
    """The required `_meta` keys a modern request lacks (none: it is well-formed so far)."""
    meta = meta_of(params) or {}
    return tuple(key for key in REQUIRED_META if key not in meta)


def era_after_probe(reply: Mapping[str, Any] | None) -> Era:
    """The era a dual-era client speaks after its `server/discover` probe, from the reply it got
    (None: nothing within its wait). The specification's rule (basic/versioning.mdx, "Backward
    Compatibility"): a discover result, or a recognized modern error, means a modern server;
    anything else (another error, whatever its code, or silence) means legacy: "the fallback
    MUST NOT be keyed to one specific error code"."""
    if reply is None:
        return Era.LEGACY
    result = reply.get("result")
    if isinstance(result, Mapping):
        versions = result.get("supportedVersions")
        speaks_modern = isinstance(versions, list) and any(v in MODERN_VERSIONS for v in versions)
        return Era.MODERN if speaks_modern else Era.LEGACY
    error = reply.get("error")
    code = error.get("code") if isinstance(error, Mapping) else None
    return Era.MODERN if code in MODERN_ERRORS and type(code) is int else Era.LEGACY
