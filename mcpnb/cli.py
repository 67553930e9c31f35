"""The `mcpnb` command: a small dispatcher over subcommands.

    mcpnb check CHECKER -- CMD [ARGS...]
    mcpnb course DEST [--lang en|es|de]
    mcpnb release [--check] [--rerun]
    mcpnb grade SUBMISSION... --out GRADEBOOK.csv [--feedback DIR] ...
    mcpnb withdraw GRADEBOOK.csv --student S (--lesson L | --file F) --reason WHY
    mcpnb report GRADEBOOK.csv --out REPORT.html
    mcpnb export GRADEBOOK.csv --to canvas|moodle --roster ROSTER.csv --out FILE

(`mcpnb COMMAND --help` says every option; the documentation's reference is made from them.)
`check` prints the report (one line per finding; failing ones with sent / expected / got / hint)
or, with `--json`, the findings as JSON. Exit status: 0 when every finding passes, 1 when any does
not, 2 for a usage error or a command that cannot start.

`course` lays out a student's course, never over a file already there. `release` writes every
edition from the lessons' sources; with `--check`, it exits 1 naming each one stale.

`grade` writes the gradebook (and with `--feedback` a page per submission) from the term's
database beside it (`mcpnb.term`), and exits 0 once they are written, whatever the submissions
hold: a broken submission is a row with its reason. Each submission runs in a sandbox
(bubblewrap; exit 2 where there is none, unless `--no-sandbox`), here or with `--scheduler` on a
Dask cluster's workers. Interrupted (Ctrl-C, SIGTERM), it keeps every row graded and exits 130.
"""

from __future__ import annotations

import argparse
import json
import shlex
import sys
from collections.abc import Sequence
from pathlib import Path

from mcpnb import arguments
from mcpnb.course import on_http
from mcpnb.judge.checks.server import check_server
from mcpnb.texts import language, say, set_language

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


def _course(args: argparse.Namespace) -> int:
    from mcpnb.teach import handout  # the editions copied: only `course` needs it

    try:
        laid = handout.lay_out(args.folder, language())
    except OSError as error:
        print(say("course.cannot-write", folder=args.folder, why=error.strerror or error),
              file=sys.stderr)
        return USAGE
    for line in handout.told(laid, language()):
        print(line)
    if not laid.written and not laid.kept:
        print(say("course.no-editions", language=language()), file=sys.stderr)
        return USAGE
    print(say("course.open", folder=shlex.quote(str(args.folder))))
    return OK


def _release(args: argparse.Namespace) -> int:
    from mcpnb.teach import release  # it imports nbformat (0.3 s): only `release` needs it

    if not args.lessons.is_dir():
        print(f"mcpnb release: no folder {args.lessons} of lesson sources", file=sys.stderr)
        return USAGE
    releases = release.plan(args.lessons, args.out, args.solutions)
    if args.check:
        stale = [str(r.path) for r in releases if not r.up_to_date]
        if _kept_of_editions(args) != _text_or_none(args.kept):
            stale.append(str(args.kept))
        for path in stale:
            print(f"stale: {path}; run `mcpnb release`")
        if not stale:
            print(f"{len(releases)} editions and {args.kept} up to date")
        return FAILED if stale else OK
    written = []
    for r in releases:  # one by one, each said as it is done: a teacher edition runs for seconds
        if release.write([r], rerun=args.rerun):
            written.append(r)
            print(f"wrote {r.path}", flush=True)
    print(f"{len(written)} of {len(releases)} editions written; the rest were up to date")
    if (kept := _kept_of_editions(args)) != _text_or_none(args.kept):
        args.kept.parent.mkdir(parents=True, exist_ok=True)
        args.kept.write_text(kept, encoding="utf-8")
        print(f"wrote {args.kept}")
    return OK


def _kept_of_editions(args: argparse.Namespace) -> str:
    """What the grader and the report keep of the editions (`mcpnb.course.KEPT_OF_EDITIONS`)."""
    from mcpnb.content.reference import shown_functions  # every edition read: only `release`
    from mcpnb.review import solution_prints  # with pandas: only `release` needs it

    kept = {"shown": shown_functions([args.out, args.solutions, args.lessons]),
            "solutions": solution_prints(args.solutions)}
    return json.dumps(kept, indent=1, sort_keys=True) + "\n"


def _text_or_none(path: Path) -> str | None:
    return path.read_text(encoding="utf-8") if path.is_file() else None


def _grade(args: argparse.Namespace) -> int:
    from mcpnb.grade import batch, cluster, policy, term_run  # the grader
    from mcpnb.running import sandbox  # with the grader: only `grade` needs it

    if not args.submissions and not args.overrides and not policy.has_term(args.out):
        print("mcpnb grade: name the notebooks, folders or downloads to grade (or give "
              "--overrides alone to apply its marks)", file=sys.stderr)
        return USAGE
    if (why := policy.unusable(args.out, args.submissions, args.feedback, args.only or ())):
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
RUNS = {"check": _check, "course": _course, "release": _release, "grade": _grade,
        "withdraw": _withdraw, "report": _report, "export": _export}


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
