"""The eras' compatibility matrix as a real client lives it: lesson 4's table to predict.

The specification (2026-07-28, basic/versioning.mdx) sums up what happens for each client era and
server era in words; `compatibility()` finds it out instead: the SDK's `Client` in its three modes
(legacy: the handshake; auto: the dual-era client, which probes `server/discover` first; pinned to
2026-07-28: the modern client) against the course's three reference servers (lesson 3's, legacy;
lesson 4's, dual-era; and lesson 4's without its legacy era, modern), nine runs at once, each
connecting, listing the tools and calling `echo`. Each cell says whether it worked, in which era,
and whether the client fell back to the handshake on the way; or the code of the error it
stopped on. Nothing here is typed from the table: a change in the SDK or in a server changes it.
"""

from __future__ import annotations

import sys
import threading
from collections.abc import Mapping
from dataclasses import dataclass

from mcpnb.content.client_errors import stopped_on
from mcpnb.protocol import eras
from mcpnb.running.client_tasks import ECHO_TEXT
from mcpnb.running.real_clients import ClientRun, run_client
from mcpnb.servers import reference_server
from mcpnb.texts import carried

# The eras of the table's rows (clients) and columns (servers), in the specification's order.
ERAS = ("legacy", "dual-era", "modern")
# The SDK's client of each era (`mcpnb.running.real_clients.SDK_MODES`).
CLIENT_OF = {"legacy": "client-legacy", "dual-era": "client", "modern": "client-modern"}


def server_of(era: str) -> list[str]:
    """The course's reference server of an era."""
    return {"legacy": reference_server("clients"), "dual-era": reference_server("eras"),
            "modern": [sys.executable, "-m", "mcpnb.servers.eras", "--modern-only"]}[era]


@dataclass(frozen=True)
class Outcome:
    """What a client of one era met with a server of another."""

    works: bool  # it connected, listed echo and got its text back
    era: eras.Era | None = None  # the era it spoke, when it worked
    fell_back: bool = False  # a dual-era client that probed, then shook hands
    code: int | None = None  # the error code it stopped on, when the server refused it
    error: str = ""  # how it stopped, in the client's words, when it did not work

    @classmethod
    def of(cls, client_era: str, run: ClientRun) -> Outcome:
        called = run.saw_of("tools/call")
        if run.connected and called and called.items == (ECHO_TEXT,) and not called.is_error:
            era = eras.Era.MODERN if run.version in eras.MODERN_VERSIONS else eras.Era.LEGACY
            return cls(True, era, fell_back=client_era == "dual-era" and era is eras.Era.LEGACY)
        return cls(False, code=run.code, error=stopped_on(run))


def recorded(table: Mapping[tuple[str, str], Outcome]) -> dict[str, str | int | None]:
    """The table as the course data keeps it ("client server": the era spoken, or the code of
    the error the client stopped on): lesson 4's `compatibility` item."""
    return {f"{c} {s}": (str(o.era) if o.works else o.code) for (c, s), o in table.items()}


def compatibility() -> Mapping[tuple[str, str], Outcome]:
    """Every (client era, server era) pair met for real, one client era at a time, its three
    servers at once: 2 s here. (All nine at once took 1.4 s, and nine servers starting together
    on two cores kept everything else on the machine waiting: a timed picture drawn meanwhile
    placed a reply a row late.)"""
    found: dict[tuple[str, str], Outcome] = {}

    def meet(client: str, server: str) -> None:
        found[client, server] = Outcome.of(client, run_client(CLIENT_OF[client], server_of(server)))

    for client in ERAS:
        threads = [threading.Thread(target=carried(meet), args=(client, s)) for s in ERAS]
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join()  # each run bounds its own steps (`mcpnb.running.real_clients`)
    return {(c, s): found[c, s] for c in ERAS for s in ERAS}
