"""The `mcpnb` command: a small dispatcher over subcommands.

    mcpnb check CHECKER -- CMD [ARGS...]
    mcpnb release [--check] [--rerun]
    mcpnb grade SUBMISSION... --out GRADEBOOK.csv [--feedback DIR] ...
    mcpnb withdraw GRADEBOOK.csv --student S (--lesson L | --file F) --reason WHY
    mcpnb report GRADEBOOK.csv --out REPORT.html
    mcpnb export GRADEBOOK.csv --to canvas|moodle --roster ROSTER.csv --out FILE

(`mcpnb COMMAND --help` says every option.)
`check` prints the report (one line per finding; failing ones with sent / expected / got / hint)
or, with `--json`, the findings as JSON. Exit status: 0 when every finding passes, 1 when any does
not, 2 for a usage error or a command that cannot start.

`release` writes every edition of every lesson, teacher and student, in every language, from the
lesson's source; with `--check` it writes nothing and exits 1 naming each edition that is stale
or was edited by hand.

`grade` writes the gradebook (and with `--feedback` a page per submission), shows its progress on
stderr and a summary on stdout, and exits 0 once they are written, whatever the submissions hold:
a broken submission is a row with its reason, not a failure of the command. It runs every
submission in a sandbox (bubblewrap) and exits 2 where there is none, unless told `--no-sandbox`.
With `--scheduler`, the submissions are graded on the workers of a Dask cluster instead (each
with the sandbox), into the same gradebook; a scheduler that cannot be reached, a cluster without
workers, or a worker with another mcpnb is exit 2, with a line that says which.
Every grade is kept in the term's database beside the gradebook (`mcpnb.term`), a row
committed as soon as it is graded; the gradebook, its record and the pages are written from it.
Interrupted (Ctrl-C, SIGTERM), it keeps every row graded, writes the views and exits 130; a
second grading of the same gradebook waits for the first (`--wait`).
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Sequence
from pathlib import Path

from mcpnb import arguments
from mcpnb.course import on_http
from mcpnb.judge.checks.server import check_server
from mcpnb.texts import say, set_language

OK, FAILED, USAGE, INTERRUPTED = 0, 1, 2, 130


def _check(args: argparse.Namespace) -> int:
    if args.conformance and args.checker not in on_http():
        print(say("cli.conformance-http-only"), file=sys.stderr)
        return USAGE
    report = check_server(args.checker, args.command, time_scale=args.time_scale,
                          conformance=args.conformance)
    if args.json:
        print(json.dumps(report.to_dict(), ensure_ascii=False, indent=2))
    else:
        print(report)
    if report.could_not_start:
        return USAGE
    return OK if report.ok else FAILED


def _release(args: argparse.Namespace) -> int:
    from mcpnb.teach import release  # it imports nbformat (0.3 s): only `release` needs it

    if not args.lessons.is_dir():
        print(f"mcpnb release: no folder {args.lessons} of lesson sources", file=sys.stderr)
        return USAGE
    releases = release.plan(args.lessons, args.out)
    if args.check:
        stale = [r for r in releases if not r.up_to_date]
        for r in stale:
            print(f"stale: {r.path} (from {r.source}); run `mcpnb release`")
        if not stale:
            print(f"{len(releases)} editions up to date")
        return FAILED if stale else OK
    written = []
    for r in releases:  # one by one, each said as it is done: a teacher edition runs for seconds
        if release.write([r], rerun=args.rerun):
            written.append(r)
            print(f"wrote {r.path}", flush=True)
    print(f"{len(written)} of {len(releases)} editions written; the rest were up to date")
    return OK


def _grade(args: argparse.Namespace) -> int:
    from mcpnb.grade import batch, cluster, policy, term_run  # the grader
    from mcpnb.running import sandbox  # with the grader: only `grade` needs it

    if not args.submissions and not args.overrides and not policy.has_term(args.out):
        print("mcpnb grade: name the notebooks, folders or downloads to grade (or give "
              "--overrides alone to apply its marks)", file=sys.stderr)
        return USAGE
    if (why := policy.unusable(args.out, args.submissions, args.feedback)) is not None:
        print(f"mcpnb grade: {why}", file=sys.stderr)
        return USAGE
    limits = None if args.no_sandbox or not args.submissions else sandbox.Limits.for_timeout(
        args.timeout, args.memory)  # nothing to grade: nothing runs, there or here
    if limits is None and args.submissions:
        print("mcpnb grade: warning: --no-sandbox: every notebook and server runs as you, and "
              "can read, change or delete anything you can", file=sys.stderr)
    elif (why := batch.cannot_sandbox(limits, args.scheduler)) is not None:
        print(f"mcpnb grade: cannot grade safely: {why}; or grade anyway with --no-sandbox",
              file=sys.stderr)
        return USAGE
    request = term_run.request_of(args, limits)
    if isinstance(request, int):
        return request
    try:
        return term_run.grade_term(args, request, sys.argv[1:])
    except batch.SandboxUnavailable as error:
        print(f"mcpnb grade: cannot grade safely: {error}", file=sys.stderr)
        return USAGE
    except cluster.ClusterUnavailable as error:
        for line in str(error).splitlines():
            print(f"mcpnb grade: {line}", file=sys.stderr)
        return USAGE


def _withdraw(args: argparse.Namespace) -> int:
    from mcpnb.grade import term_run  # with the grader (0.5 s)

    if not args.undo and not args.reason:
        print("mcpnb withdraw: say why with --reason (the term keeps it with the row)",
              file=sys.stderr)
        return USAGE
    return term_run.withdraw(args, sys.argv[1:])


def _report(args: argparse.Namespace) -> int:
    from mcpnb.grade.gradebook import write_atomically  # with the grader (0.5 s): not for check
    from mcpnb.review import class_report, page  # pandas and matplotlib: only `report` needs them

    _out_of_date("report", args.gradebook, "this report reads them as they are")
    try:
        report = class_report(args.gradebook)
    except (OSError, ValueError) as error:
        print(f"mcpnb report: cannot read the record of {args.gradebook} (written by `mcpnb "
              f"grade` beside its gradebook): {error}", file=sys.stderr)
        return USAGE
    try:
        write_atomically(args.out, page.report_html(report))
    except OSError as error:
        print(f"mcpnb report: cannot write {args.out}: {error.strerror or error}", file=sys.stderr)
        return USAGE
    print(f"wrote {args.out}")
    return OK


def _out_of_date(command: str, gradebook: Path, reads: str) -> None:
    """Warn that a gradebook's files are not the term's as it stands (`views.out_of_date`)."""
    from mcpnb.grade.views import out_of_date  # with the grader

    found = out_of_date(gradebook)
    if "stale" in found:
        print(f"mcpnb {command}: warning: {gradebook} and its record are older than the term's "
              "database (a grading stopped before writing them, or one writing now): "
              f"{reads}; `mcpnb grade --out {gradebook}` writes them again", file=sys.stderr)
    if "edited" in found:
        print(f"mcpnb {command}: warning: {gradebook} was changed by hand since mcpnb wrote it: "
              "a mark typed there is no mark of the term's, and is not in this file; change "
              "it with an overrides file (mcpnb grade --overrides)", file=sys.stderr)


def _export(args: argparse.Namespace) -> int:
    from mcpnb.grade.gradebook import write_atomically  # with the grader (0.5 s): not for check
    from mcpnb.review import export  # pandas (0.4 s): only `export` needs it

    _out_of_date("export", args.gradebook, "this export is the term's database's")
    ids = dict(pair.split("=", 1) for pair in args.assignment)
    try:
        done = export.export(args.gradebook, args.to, args.roster, args.match, ids,
                             lesson=args.lesson, keep_stopped=args.keep_stopped,
                             excel=args.excel, maximum=args.maximum)
    except (OSError, ValueError) as error:
        print(f"mcpnb export: {error}", file=sys.stderr)
        return USAGE
    try:
        write_atomically(args.out, ("\ufeff" if args.excel and not done.text.startswith(
            "\ufeff") else "") + done.text)
    except OSError as error:
        print(f"mcpnb export: cannot write {args.out}: {error.strerror or error}", file=sys.stderr)
        return USAGE
    for line in export.said(done, args.gradebook):  # names and statuses, never obeyed
        print(f"mcpnb export: {line}", file=sys.stderr)
    print(f"wrote {args.out}")
    return OK


# What each subcommand runs; `mcpnb.arguments` says what it accepts.
RUNS = {"check": _check, "release": _release, "grade": _grade, "withdraw": _withdraw,
        "report": _report, "export": _export}


def parser() -> argparse.ArgumentParser:
    """The argument parser, each subcommand naming the function it runs."""
    return arguments.parser(RUNS)


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command line; returns the exit status."""
    args = parser().parse_args(argv)
    if getattr(args, "lang", None):
        set_language(args.lang)
    try:
        status: int = args.run(args)
    except KeyboardInterrupt:  # one line, whenever it comes (waiting for a grader, say)
        print(f"mcpnb {args.subcommand}: interrupted", file=sys.stderr)
        return INTERRUPTED
    return status


if __name__ == "__main__":
    sys.exit(main())
