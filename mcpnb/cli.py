"""The `mcpnb` command: a small dispatcher over subcommands.

    mcpnb check CHECKER -- CMD [ARGS...]
    mcpnb release [--check] [--rerun]
    mcpnb grade SUBMISSION... --out GRADEBOOK.csv [--feedback DIR] ...
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
Interrupted (Ctrl-C, SIGTERM), it writes the gradebook of what finished, the rest marked
`not graded: interrupted`, and exits 130.
"""

from __future__ import annotations

import argparse
import json
import signal
import sys
from collections.abc import Sequence
from types import FrameType
from typing import Any

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


def _interrupt(signum: int, frame: FrameType | None) -> None:
    raise KeyboardInterrupt  # SIGTERM ends a batch the way Ctrl-C does


def _grade(args: argparse.Namespace) -> int:
    from mcpnb.grade import batch, cluster, policy  # the grader
    from mcpnb.running import sandbox  # with the grader: only `grade` needs it

    if not args.out.parent.is_dir():
        print(f"mcpnb grade: no folder {args.out.parent} for the gradebook", file=sys.stderr)
        return USAGE
    limits = None if args.no_sandbox else sandbox.Limits.for_timeout(args.timeout, args.memory)
    if limits is None:
        print("mcpnb grade: warning: --no-sandbox: every notebook and server runs as you, and "
              "can read, change or delete anything you can", file=sys.stderr)
    elif (why := batch.cannot_sandbox(limits, args.scheduler)) is not None:
        print(f"mcpnb grade: cannot grade safely: {why}; or grade anyway with --no-sandbox",
              file=sys.stderr)
        return USAGE
    submissions = policy.handed_in(args.submissions)
    if args.only:  # these students regraded, merged into the gradebook there is
        submissions = [s for s in submissions if s.student in set(args.only)]
    try:
        changes, sections = policy.teachers_files(args, {s.student for s in submissions})
    except ValueError as error:  # an override or a roster that cannot be used
        print(f"mcpnb grade: {error}", file=sys.stderr)
        return USAGE
    for folder in policy.one_or_a_class(args.submissions):
        print(say("grade.one-or-a-class", folder=folder), file=sys.stderr)
    if not submissions:
        print(f"mcpnb grade: no notebook (*.ipynb) in {', '.join(map(str, args.submissions))}",
              file=sys.stderr)
        return USAGE
    try:  # made on first use, silently: the README and --help say where it is and why
        secret_file, secret = policy.secret_of(args.out, args.secret)
    except (OSError, UnicodeDecodeError) as error:
        print(f"mcpnb grade: cannot read the secret: {error}", file=sys.stderr)
        return USAGE
    hidden = policy.hidden_folders(args.out, args.feedback, secret_file)
    previous = signal.signal(signal.SIGTERM, _interrupt)
    try:
        graded = batch.grade(submissions, workers=args.workers, timeout=args.timeout,
                             limits=limits, hidden=hidden,
                             progress=batch.progress_line(sys.stderr), scheduler=args.scheduler,
                             secret=secret, conformance=args.conformance, due=args.due)
        status = OK
    except batch.Interrupted as stop:
        graded, status = stop.graded, INTERRUPTED
    except batch.SandboxUnavailable as error:
        print(f"mcpnb grade: cannot grade safely: {error}", file=sys.stderr)
        return USAGE
    except cluster.ClusterUnavailable as error:
        for line in str(error).splitlines():
            print(f"mcpnb grade: {line}", file=sys.stderr)
        return USAGE
    finally:
        signal.signal(signal.SIGTERM, previous)
    graded = _with_overrides(graded, changes)
    if args.only:
        pages = policy.merge_class(graded, args.out, args.feedback, args.only, sections)
    else:
        pages = policy.write_class(graded, args.out, args.feedback, sections)
    _say_written(graded, args, status, batch.summary(graded), pages)
    return status


def _with_overrides(graded: list[Any], changes: list[Any]) -> list[Any]:
    """The rows with the teacher's changes applied; a change that matches no row is told."""
    from mcpnb.grade import overrides  # with the grader

    graded, unused = overrides.apply(graded, changes)
    for change in unused:
        print(say("grade.override-unused", student=change.student, lesson=change.lesson,
                  item=change.item), file=sys.stderr)
    return graded


def _say_written(graded: list[Any], args: argparse.Namespace, status: int, summary: str,
                 pages: Any) -> None:
    if status == INTERRUPTED:
        done = sum(not g.interrupted for g in graded)
        print(say("grade.interrupted", done=done, total=len(graded), out=args.out,
                  status=say("status.interrupted")))
    else:
        print(say("grade.written", summary=summary, out=args.out))
    if pages is not None:
        for submission, why in pages.failed:
            print(f"mcpnb grade: {say('grade.feedback-failed', path=submission, why=why)}",
                  file=sys.stderr)
        key = "grade.feedback-some-failed" if pages.failed else "grade.feedback"
        print(say(key, n=len(pages.written), failed=len(pages.failed), folder=args.feedback))


def _report(args: argparse.Namespace) -> int:
    from mcpnb.grade.gradebook import write_atomically  # with the grader (0.5 s): not for check
    from mcpnb.review import class_report, page  # pandas and matplotlib: only `report` needs them

    try:
        report = class_report(args.gradebook)
    except (OSError, ValueError) as error:
        print(f"mcpnb report: cannot read the record of {args.gradebook} (written by `mcpnb "
              f"grade` beside its gradebook): {error}", file=sys.stderr)
        return USAGE
    write_atomically(args.out, page.report_html(report))
    print(f"wrote {args.out}")
    return OK


def _export(args: argparse.Namespace) -> int:
    from mcpnb.grade.gradebook import write_atomically  # with the grader (0.5 s): not for check
    from mcpnb.records import shown  # a regex: nothing to speak of
    from mcpnb.review import export  # pandas (0.4 s): only `export` needs it

    ids = dict(pair.split("=", 1) for pair in args.assignment)
    try:
        done = export.export(args.gradebook, args.to, args.roster, args.match, ids,
                             keep_stopped=args.keep_stopped, excel=args.excel)
    except (OSError, ValueError) as error:
        print(f"mcpnb export: {error}", file=sys.stderr)
        return USAGE
    write_atomically(args.out, ("\ufeff" if args.excel else "") + done.text)
    for student in done.not_in_roster:  # names and statuses as written, never obeyed
        print(f"mcpnb export: {shown(student)} is graded but not in the roster: no grade "
              "written", file=sys.stderr)
    for student in done.not_graded:
        print(f"mcpnb export: {shown(student)} is in the roster but has no row: left empty",
              file=sys.stderr)
    for student, lesson, status in done.stopped:
        print(f"mcpnb export: {shown(student)}'s {shown(lesson)} did not run to its end "
              f"({shown(status)}): left empty, to grade by hand or to write with --keep-stopped",
              file=sys.stderr)
    print(f"wrote {args.out}")
    return OK


# What each subcommand runs; `mcpnb.arguments` says what it accepts.
RUNS = {"check": _check, "release": _release, "grade": _grade, "report": _report,
        "export": _export}


def parser() -> argparse.ArgumentParser:
    """The argument parser, each subcommand naming the function it runs."""
    return arguments.parser(RUNS)


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command line; returns the exit status."""
    args = parser().parse_args(argv)
    if getattr(args, "lang", None):
        set_language(args.lang)
    status: int = args.run(args)
    return status


if __name__ == "__main__":
    sys.exit(main())
