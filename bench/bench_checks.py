"""How fast the server checks are: a script to run by hand, not a test.

    .venv/bin/python bench/bench_checks.py [--runs N] [--messages M]

1. The median wall time of `mcpnb check messages -- python -m mcpnb.servers.messages`, the whole
   command as a person runs it (goal: at most 1 s on two cores), and of the part of it that is
   Python starting and importing `mcpnb.cli`.
2. `mcpnb check clients` against lesson 3's reference server (the SDK's two clients and, where it
   runs, the Inspector), `mcpnb check eras` against lesson 4's (the SDK's Client in three
   modes and the Inspector in three eras; goal: under 2 s) and `mcpnb check http` against
   lesson 5's (its rules through httpx, then the same six clients over HTTP; goal: under 2 s
   with the Inspector), alternating with `mcpnb check messages`.
3. What the checking sandbox costs a check (each run of the server in namespaces of its own,
   where bubblewrap is installed): the same check with and without it, alternating.
4. The round-trip cost of one message through the harness (send a ping, wait for its reply)
   against a plain pipe loop (write a line, read a line) with the same server (goal: at most
   1.5 times the plain loop).
5. `check tools` (lesson 6, without --conformance) against its real clients run one after
   another against lesson 6's reference server, each on a server of its own, alternating
   (goal: the whole check within 0.75 times the clients one after another).
"""

from __future__ import annotations

import argparse
import statistics
import subprocess
import sys
import time
from pathlib import Path

from mcpnb.protocol import jsonrpc
from mcpnb.running.harness import Child, child_env, id_key

SERVER = [sys.executable, "-m", "mcpnb.servers.messages"]
CLIENTS_SERVER = [sys.executable, "-m", "mcpnb.servers.clients"]
ERAS_SERVER = [sys.executable, "-m", "mcpnb.servers.eras"]
HTTP_SERVER = [sys.executable, "-m", "mcpnb.servers.http"]
TOOLS_SERVER = [sys.executable, "-m", "mcpnb.servers.tools"]
# One round trip takes well under a millisecond; a second means the server is gone.
REPLY_SECONDS = 1.0


def mcpnb_command() -> list[str]:
    script = Path(sys.executable).with_name("mcpnb")
    return [str(script)] if script.exists() else [sys.executable, "-m", "mcpnb.cli"]


# The same check with only the checker imported: what `mcpnb check` costs when the command
# imports its other subcommands' modules only when they run.
LEAN_CHECK = (
    "import sys\n"
    "from mcpnb.judge.checks.server import check_server\n"
    "sandbox = sys.argv.pop(1) == 'sandbox'\n"
    "sys.exit(not check_server('messages', sys.argv[1:], sandbox=sandbox).ok)\n"
)


def check_times(runs: int, *, lean: bool = False, sandbox: bool = True) -> list[float]:
    if lean:
        where = "sandbox" if sandbox else "plain"
        command = [sys.executable, "-c", LEAN_CHECK, where, *SERVER]
    else:
        command = [*mcpnb_command(), "check", "messages", "--", *SERVER]
    times = []
    for _ in range(runs):
        started = time.perf_counter()
        done = subprocess.run(command, capture_output=True, text=True)
        times.append(time.perf_counter() - started)
        if done.returncode != 0:
            raise SystemExit(f"the check did not pass:\n{done.stdout}{done.stderr}")
    return times


def command_time(command: list[str]) -> float:
    started = time.perf_counter()
    done = subprocess.run(command, capture_output=True, text=True)
    took = time.perf_counter() - started
    if done.returncode != 0:
        raise SystemExit(f"the check did not pass:\n{done.stdout}{done.stderr}")
    return took


def spread(times: list[float]) -> str:
    return f"median {statistics.median(times):.3f} s (min {min(times):.3f}, max {max(times):.3f})"


def import_times(runs: int) -> list[float]:
    times = []
    for _ in range(runs):
        started = time.perf_counter()
        subprocess.run([sys.executable, "-c", "import mcpnb.cli"], check=True)
        times.append(time.perf_counter() - started)
    return times


def ping(n: int) -> bytes:
    return jsonrpc.encode(jsonrpc.request(n, "ping"))


def plain_round_trips(count: int) -> float:
    """Seconds per message for a bare loop: write a line, read a line."""
    proc = subprocess.Popen(
        SERVER, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL,
        env=child_env(), bufsize=0,
    )
    assert proc.stdin and proc.stdout
    proc.stdin.write(ping(0))  # warm up: the first reply includes the server's start-up
    proc.stdout.readline()
    started = time.perf_counter()
    for n in range(1, count + 1):
        proc.stdin.write(ping(n))
        proc.stdout.readline()
    elapsed = time.perf_counter() - started
    proc.stdin.close()
    proc.wait()
    return elapsed / count


def harness_round_trips(count: int) -> float:
    """Seconds per message through the harness: send, then wait until the reply is recorded."""
    child = Child(SERVER, env=child_env())
    child.send(ping(0))
    child.wait_for_replies({id_key(0)}, REPLY_SECONDS)
    started = time.perf_counter()
    for n in range(1, count + 1):
        child.send(ping(n))
        if not child.wait_for_replies({id_key(n)}, REPLY_SECONDS):
            raise SystemExit(f"no reply to ping {n}")
    elapsed = time.perf_counter() - started
    child.stop()
    return elapsed / count


def alone_and_checked(runs: int) -> dict[str, list[tuple[float, float]]]:
    """For lessons 4 and 5: the real clients alone (the SDK's three modes and the Inspector's
    three eras, each connecting, listing and calling echo once, all at once, as the checks run
    them) against the whole check, in this process, alternating: (alone, check) per run."""
    from mcpnb.judge.checks.server import check_server
    from mcpnb.running import real_clients
    from mcpnb.running.web import WebServer

    def timed(function: object) -> float:
        start = time.perf_counter()
        function()  # type: ignore[operator]
        return time.perf_counter() - start

    def http_alone() -> None:
        with WebServer(HTTP_SERVER) as server:
            server.wait_ready(15)
            real_clients.meet(real_clients.Url(server.url), clients=real_clients.ERA_CLIENTS)

    pairs: dict[str, list[tuple[float, float]]] = {"eras": [], "http": []}
    for _ in range(runs):
        pairs["eras"].append((timed(lambda: real_clients.meet(ERAS_SERVER,
                                                         clients=real_clients.ERA_CLIENTS)),
                              timed(lambda: check_server("eras", ERAS_SERVER))))
        pairs["http"].append((timed(http_alone), timed(lambda: check_server("http", HTTP_SERVER))))
    return pairs


def tools_against_clients_in_turn(runs: int) -> list[tuple[float, float]]:
    """(the real clients one after another, the whole check) per run, alternating which goes
    first, so that a drift of the machine's load weighs on both alike."""
    from mcpnb.judge.checks.server import check_server
    from mcpnb.running import real_clients
    from mcpnb.running.web import WebServer

    def in_turn() -> float:
        started = time.perf_counter()
        for client in real_clients.ERA_CLIENTS:
            with WebServer(TOOLS_SERVER) as server:
                server.wait_ready(15)
                real_clients.meet(real_clients.Url(server.url), clients=[client])
        return time.perf_counter() - started

    def check() -> float:
        started = time.perf_counter()
        if not check_server("tools", TOOLS_SERVER).ok:
            raise SystemExit("check tools failed its own reference server")
        return time.perf_counter() - started

    pairs = []
    for turn in range(runs):
        if turn % 2:
            checked = check()
            pairs.append((in_turn(), checked))
        else:
            pairs.append((in_turn(), check()))
    return pairs


def main() -> None:
    options = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    options.add_argument("--runs", type=int, default=15, help="checks to time (default 15)")
    # Below the harness's cap on recorded lines (MAX_RECORDED_LINES), past which replies are
    # counted, not recorded, and so cannot be waited for.
    options.add_argument("--messages", type=int, default=1500, help="round trips (default 1500)")
    args = options.parse_args()

    times = check_times(args.runs)
    print(
        f"mcpnb check messages: median {statistics.median(times):.3f} s over {args.runs} runs "
        f"(min {min(times):.3f}, max {max(times):.3f}; goal <= 1 s)"
    )
    imports = statistics.median(import_times(max(3, args.runs // 3)))
    print(f"  of which starting python and importing mcpnb.cli: median {imports:.3f} s")
    lean = statistics.median(check_times(args.runs, lean=True))
    print(f"the same check importing only mcpnb.judge.checks.server: median {lean:.3f} s")
    messages = [*mcpnb_command(), "check", "messages", "--", *SERVER]
    clients = [*mcpnb_command(), "check", "clients", "--", *CLIENTS_SERVER]
    eras = [*mcpnb_command(), "check", "eras", "--", *ERAS_SERVER]
    http = [*mcpnb_command(), "check", "http", "--", *HTTP_SERVER]
    rounds3 = [(command_time(messages), command_time(clients), command_time(eras),
                command_time(http)) for _ in range(args.runs)]
    print(f"alternating, {args.runs} runs each: check messages "
          f"{spread([r[0] for r in rounds3])}; check clients {spread([r[1] for r in rounds3])}; "
          f"check eras {spread([r[2] for r in rounds3])} (goal < 2 s); "
          f"check http {spread([r[3] for r in rounds3])} (goal < 2 s)")
    for lesson, pairs in alone_and_checked(max(3, args.runs // 3)).items():
        ratio = statistics.median(check / alone for alone, check in pairs)
        print(f"check {lesson} in process: {spread([c for _, c in pairs])}; its real clients "
              f"alone: {spread([a for a, _ in pairs])}; check / clients alone: median "
              f"{ratio:.2f}x (range {min(c / a for a, c in pairs):.2f} to "
              f"{max(c / a for a, c in pairs):.2f}; goal <= 1.15x)")
    pairs = tools_against_clients_in_turn(max(3, args.runs // 3))
    ratio = statistics.median(check / alone for alone, check in pairs)
    print(f"check tools: {spread([c for _, c in pairs])}; its real clients one after another: "
          f"{spread([a for a, _ in pairs])}; check / clients in turn: median {ratio:.2f}x "
          f"(range {min(c / a for a, c in pairs):.2f} to {max(c / a for a, c in pairs):.2f}; "
          "goal <= 0.75x)")
    # Alternate with and without the sandbox, so that load drift weighs on both alike.
    rounds = [(check_times(1, lean=True)[0], check_times(1, lean=True, sandbox=False)[0])
              for _ in range(args.runs)]
    boxed, bare = (statistics.median(r[i] for r in rounds) for i in (0, 1))
    extra = statistics.median(b - p for b, p in rounds)
    print(f"  in the checking sandbox: median {boxed:.3f} s; without it: {bare:.3f} s; "
          f"the sandbox adds a median {extra * 1000:+.0f} ms per check "
          f"(range {min(b - p for b, p in rounds) * 1000:+.0f} to "
          f"{max(b - p for b, p in rounds) * 1000:+.0f} ms)")
    # Alternate the two, so a machine that gets busier or quieter meanwhile weighs on both alike.
    count = args.messages
    pairs = [(plain_round_trips(count), harness_round_trips(count)) for _ in range(5)]
    plain = statistics.median(p for p, _ in pairs)
    harnessed = statistics.median(h for _, h in pairs)
    ratio = statistics.median(h / p for p, h in pairs)
    print(f"round trip, plain pipe loop: {plain * 1e6:7.1f} us per message")
    print(f"round trip, harness:         {harnessed * 1e6:7.1f} us per message")
    print(f"harness / plain: {ratio:.2f}x, median of 5 alternating pairs (goal <= 1.5x)")


if __name__ == "__main__":
    main()
