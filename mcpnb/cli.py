"""The `mcpnb` command: a small dispatcher over subcommands.

    mcpnb check messages -- CMD [ARGS...]
    mcpnb check handshake -- CMD [ARGS...]

`check` prints the report (one line per finding; failing ones with sent / expected / got / hint)
or, with `--json`, the findings as JSON. Exit status: 0 when every finding passes, 1 when any does
not, 2 for a usage error or a command that cannot start.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Sequence

from mcpnb.checks import check_server

OK, FAILED, USAGE = 0, 1, 2


def _check(args: argparse.Namespace) -> int:
    report = check_server(args.lesson, args.command, time_scale=args.time_scale)
    if args.json:
        print(json.dumps(report.to_dict(), ensure_ascii=False, indent=2))
    else:
        print(report)
    if report.could_not_start:
        return USAGE
    return OK if report.ok else FAILED


def _positive(text: str) -> float:
    value = float(text)
    if value <= 0:
        raise argparse.ArgumentTypeError("must be greater than 0")
    return value


def parser() -> argparse.ArgumentParser:
    """The argument parser: one subparser per subcommand, each naming the function it runs."""
    top = argparse.ArgumentParser(prog="mcpnb", description="The MCP course's tools.")
    commands = top.add_subparsers(dest="subcommand", required=True, metavar="COMMAND")

    check = commands.add_parser(
        "check",
        help="judge a stdio server, behaviour by behaviour",
        description="Run a lesson's checks against a server started with CMD [ARGS...].",
        usage="mcpnb check [--json] [--time-scale X] {messages,handshake} -- CMD [ARGS...]",
    )
    check.add_argument("lesson", choices=["messages", "handshake"], help="which lesson's server")
    check.add_argument("command", nargs="+", metavar="CMD", help="the server to run, after --")
    check.add_argument("--json", action="store_true", help="print the findings as JSON")
    check.add_argument(
        "--time-scale",
        type=_positive,
        default=1.0,
        help="stretch the scripts and their bounds on a very slow machine (default 1)",
    )
    check.set_defaults(run=_check)
    return top


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command line; returns the exit status."""
    args = parser().parse_args(argv)
    status: int = args.run(args)
    return status


if __name__ == "__main__":
    sys.exit(main())
