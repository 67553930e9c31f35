"""The official TypeScript SDK's servers, a second oracle the course's checks are held to.

The TypeScript SDK v2 (`@modelcontextprotocol/server`, with `@modelcontextprotocol/node` for
Node's HTTP server and `zod` for its schemas) speaks 2026-07-28 beside the 2025 era, on stdio and
Streamable HTTP; the 1.x package (`@modelcontextprotocol/sdk`) stops at 2025-11-25. The tests
run servers written with it (`tests/student_servers/ts_sdk_*.cjs`) as servers nobody in this
project wrote: each takes the SDK's npm prefix as its first argument.

The packages are pinned, as the conformance suite is: a check's verdicts on an oracle must not
change under the tests with a release. They live in the environment the course runs in,
`<sys.prefix>/share/mcpnb/typescript-sdk` (an npm prefix inside the venv: deleting the venv
removes it too); `python -m mcpnb.typescript_sdk install` puts them there with the system `npm`.
They run on any Node ≥ 20, looked for as the Inspector's is (`mcpnb.running.node`).
"""

from __future__ import annotations

import json
import sys
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

from mcpnb.running.node import FoundOnce, Unavailable, find_node, no_node, npm_install

# Each package at exactly this release.
PACKAGES = {"@modelcontextprotocol/server": "2.4.0", "@modelcontextprotocol/node": "2.1.2",
            "zod": "4.6.7"}
# The packages' `engines`.
MINIMUM_NODE = (20, 0)
INSTALL_DIR = Path(sys.prefix) / "share" / "mcpnb" / "typescript-sdk"
INSTALL_COMMAND = "python -m mcpnb.typescript_sdk install"


@dataclass(frozen=True)
class _Setup:
    node: str


def _installed() -> Unavailable | None:
    """Why the pinned packages are not all in `INSTALL_DIR`, or None."""
    command = (("command", INSTALL_COMMAND),)
    for package, wanted in PACKAGES.items():
        try:
            manifest = json.loads((INSTALL_DIR / "node_modules" / package / "package.json")
                                  .read_text())
            found = str(manifest["version"])
        except (OSError, ValueError, KeyError, TypeError):
            return Unavailable("typescript-sdk.not-installed", command)
        if found != wanted:
            return Unavailable("typescript-sdk.other-release", (
                ("package", package), ("found", found), ("wanted", wanted), *command))
    return None


def _found() -> _Setup | Unavailable:
    node, seen = find_node(MINIMUM_NODE)
    if node is None:
        return no_node("typescript-sdk", MINIMUM_NODE, seen)
    return _installed() or _Setup(node)


_setup = FoundOnce(_found)


def unavailable() -> str | None:
    """Why the SDK's servers cannot run here, in one sentence that names the fix; None if they
    can."""
    setup = _setup()
    return setup.text() if isinstance(setup, Unavailable) else None


def server_command(script: Path | str, *arguments: str) -> list[str]:
    """The command that starts the server `script` written with the SDK (its npm prefix as the
    first argument). Only where `unavailable()` is None."""
    setup = _setup()
    if isinstance(setup, Unavailable):
        raise RuntimeError(setup.text())
    return [setup.node, str(script), str(INSTALL_DIR), *arguments]


def install() -> int:
    """Install the pinned packages into `INSTALL_DIR` with the system npm; npm's exit code."""
    code = npm_install(INSTALL_DIR, *(f"{name}@{version}" for name, version in PACKAGES.items()))
    _setup.cache_clear()
    if code == 0:
        print(unavailable() or f"the TypeScript SDK is ready in {INSTALL_DIR}", file=sys.stderr)
    return code


def main(argv: Sequence[str] | None = None) -> int:
    words = list(sys.argv[1:] if argv is None else argv)
    if words == ["install"]:
        return install()
    if not words:
        print(unavailable() or "the TypeScript SDK's servers can run here")
        return 0
    print("usage: python -m mcpnb.typescript_sdk [install]: install the official TypeScript SDK "
          "(for the tests' oracle servers) into this environment (<sys.prefix>/share/mcpnb), or "
          "say whether its servers can run here", file=sys.stderr)
    return 2
