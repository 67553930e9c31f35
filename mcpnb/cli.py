"""The `mcpnb` command: a small dispatcher over subcommands.

    mcpnb check messages -- CMD [ARGS...]
    mcpnb check handshake -- CMD [ARGS...]
    mcpnb check clients -- CMD [ARGS...]
    mcpnb release [--check] [--rerun] [--lessons DIR] [--out DIR]
    mcpnb grade SUBMISSION.ipynb... --out GRADEBOOK.csv [--feedback DIR] [--workers N] [--timeout S]
                [--memory SIZE] [--secret FILE] [--no-sandbox] [--scheduler tcp://HOST:PORT]
    mcpnb report GRADEBOOK.csv --out REPORT.html
    mcpnb export GRADEBOOK.csv --to canvas|moodle --roster ROSTER.csv [--match COLUMN] --out FILE

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
import os
import re
import signal
import sys
from collections.abc import Sequence
from pathlib import Path
from types import FrameType
from typing import Any

from mcpnb.course import builds, checkers
from mcpnb.grade.execution import DEFAULT_TIMEOUT
from mcpnb.judge.checks.server import check_server
from mcpnb.texts import LANGUAGES, say, set_language

OK, FAILED, USAGE, INTERRUPTED = 0, 1, 2, 130
# The teacher's secret (`grading.teacher_secret`): beside the gradebook, unless `--secret`.
SECRET_NAME = ".mcpnb-secret"


def _check(args: argparse.Namespace) -> int:
    if args.conformance and args.lesson != "http":
        print(say("cli.conformance-http-only"), file=sys.stderr)
        return USAGE
    report = check_server(args.lesson, args.command, time_scale=args.time_scale,
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


def _handed_in(paths: list[Path]) -> list[Path]:
    """The submissions named: a file as it is (a link or a FIFO among them is refused by the
    grader, with its row), a folder as every notebook under it, sorted, in no hidden folder
    (`.ipynb_checkpoints`) and through no link to a folder."""
    found = []
    for path in paths:
        if not path.is_dir() or path.is_symlink():
            found.append(path)
            continue
        for folder, folders, files in os.walk(path):
            folders[:] = sorted(f for f in folders if not f.startswith("."))
            found.extend(Path(folder) / f for f in sorted(files) if f.endswith(".ipynb"))
    return found


def _grade(args: argparse.Namespace) -> int:
    from mcpnb.grade import batch, cluster, feedback, gradebook, grading, record  # the grader
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
    submissions = _handed_in(args.submissions)
    if not submissions:
        print(f"mcpnb grade: no notebook (*.ipynb) in {', '.join(map(str, args.submissions))}",
              file=sys.stderr)
        return USAGE
    secret_file = args.secret or args.out.parent / SECRET_NAME
    try:  # made on first use, silently: the README and --help say where it is and why
        secret = grading.teacher_secret(secret_file)
    except (OSError, UnicodeDecodeError) as error:
        print(f"mcpnb grade: cannot read the secret {secret_file}: {error}", file=sys.stderr)
        return USAGE
    hidden = [Path.cwd(), args.out.parent, Path("notebooks/solutions"), Path("lessons")]
    if args.feedback is not None:
        hidden.append(args.feedback)
    previous = signal.signal(signal.SIGTERM, _interrupt)
    try:
        graded = batch.grade(
            submissions,
            workers=args.workers,
            timeout=args.timeout,
            limits=limits,
            hidden=hidden,
            progress=batch.progress_line(sys.stderr),
            scheduler=args.scheduler,
            secret=secret,
            conformance=args.conformance,
        )
        status = OK
    except batch.Interrupted as stop:
        graded, status = stop.graded, INTERRUPTED
    except cluster.ClusterUnavailable as error:
        for line in str(error).splitlines():
            print(f"mcpnb grade: {line}", file=sys.stderr)
        return USAGE
    finally:
        signal.signal(signal.SIGTERM, previous)
    gradebook.write_gradebook(graded, args.out)
    gradebook.write_atomically(record.record_path(args.out), record.record_text(graded))
    if status == INTERRUPTED:
        done = sum(not g.interrupted for g in graded)
        print(say("grade.interrupted", done=done, total=len(graded), out=args.out,
                  status=say("status.interrupted")))
    else:
        print(say("grade.written", summary=batch.summary(graded), out=args.out))
    if args.feedback is not None:
        pages = feedback.write_feedback(graded, args.feedback)
        for submission, why in pages.failed:
            print(f"mcpnb grade: {say('grade.feedback-failed', path=submission, why=why)}",
                  file=sys.stderr)
        key = "grade.feedback-some-failed" if pages.failed else "grade.feedback"
        print(say(key, n=len(pages.written), failed=len(pages.failed), folder=args.feedback))
    return status


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
    from mcpnb.review import export  # pandas (0.4 s): only `export` needs it

    ids = dict(pair.split("=", 1) for pair in args.assignment)
    try:
        done = export.export(args.gradebook, args.to, args.roster, args.match, ids)
    except (OSError, ValueError) as error:
        print(f"mcpnb export: {error}", file=sys.stderr)
        return USAGE
    write_atomically(args.out, done.text)
    for student in done.not_in_roster:
        print(f"mcpnb export: {student} is graded but not in the roster: no grade written",
              file=sys.stderr)
    for student in done.not_graded:
        print(f"mcpnb export: {student} is in the roster but has no row: left empty",
              file=sys.stderr)
    print(f"wrote {args.out}")
    return OK


def _assignment(text: str) -> str:
    if "=" not in text:
        raise argparse.ArgumentTypeError("write LESSON=ID, e.g. 01-messages=12345")
    return text


def _count(text: str) -> int:
    value = int(text)
    if value < 1:
        raise argparse.ArgumentTypeError("must be at least 1")
    return value


def _positive(text: str) -> float:
    value = float(text)
    if value <= 0:
        raise argparse.ArgumentTypeError("must be greater than 0")
    return value


_UNITS = {"": 1, "K": 1024, "M": 1024**2, "G": 1024**3}


def _size(text: str) -> int:
    """A size as a teacher writes it: 2G, 512M, 2GiB, 1500000 (bytes)."""
    match = re.fullmatch(r"\s*(\d+(?:\.\d+)?)\s*([KMG]?)(?:i?B)?\s*", text, re.IGNORECASE)
    if match is None:
        raise argparse.ArgumentTypeError("write a size like 2G, 512M or 2GiB")
    value = round(float(match[1]) * _UNITS[match[2].upper()])
    if value < 64 * 1024**2:
        raise argparse.ArgumentTypeError("must be at least 64M: a kernel needs that much")
    return value


class _Version(argparse.Action):
    """`--version`: the build and the course's digest, read only when asked for."""

    def __call__(self, parser: argparse.ArgumentParser, namespace: argparse.Namespace,
                 values: Any, option_string: str | None = None) -> None:
        build, course = builds()
        print(f"mcpnb {build} (course data {course})")
        parser.exit()


def parser() -> argparse.ArgumentParser:
    """The argument parser: one subparser per subcommand, each naming the function it runs."""
    top = argparse.ArgumentParser(prog="mcpnb", description="The MCP course's tools.")
    top.add_argument("--version", action=_Version, nargs=0,
                     help="print mcpnb's build and its course data's digest (what a cluster's "
                     "workers must share with the grader), and exit")
    commands = top.add_subparsers(dest="subcommand", required=True, metavar="COMMAND")
    speaks = argparse.ArgumentParser(add_help=False)
    speaks.add_argument("--lang", choices=LANGUAGES,
                        help="the language of what it writes (default: $MCPNB_LANG, then the "
                        "locale, then English); a graded notebook's own is its edition's")

    check = commands.add_parser(
        "check",
        parents=[speaks],
        help="judge a server, behaviour by behaviour",
        description="Run a lesson's checks against a server started with CMD [ARGS...]: on stdio, "
        "or for http on Streamable HTTP, given its port as --port N after CMD and as $PORT.",
        usage=f"mcpnb check [--json] [--time-scale X] [--conformance] [--lang L] "
        f"{{{','.join(checkers())}}} -- CMD [ARGS...]",
    )
    check.add_argument("lesson", choices=checkers(),
                       help="which lesson's server")
    check.add_argument("command", nargs="+", metavar="CMD", help="the server to run, after --")
    check.add_argument("--json", action="store_true", help="print the findings as JSON")
    check.add_argument("--conformance", action="store_true",
                       help="http only: hold the server to the official MCP conformance suite "
                       "too (Node >= 22; python -m mcpnb.conformance install)")
    check.add_argument(
        "--time-scale",
        type=_positive,
        default=1.0,
        help="stretch the scripts and their bounds on a very slow machine (default 1)",
    )
    check.set_defaults(run=_check)

    publish = commands.add_parser(
        "release",
        help="write every edition of every lesson from its source",
        description="Write, for each lesson source lessons/NN-*.ipynb and each language (en, es, "
        "de), the teacher edition notebooks/solutions/LANG/NN-*.ipynb, run to show its outputs, "
        "and the student edition notebooks/LANG/NN-*.ipynb, with blanks and no outputs.",
    )
    publish.add_argument("--check", action="store_true",
                         help="write nothing; exit 1 if an edition is stale or edited")
    publish.add_argument("--rerun", action="store_true",
                         help="run every teacher edition again, up to date or not (after a "
                         "change to the package that changes what the lessons show)")
    publish.add_argument("--lessons", type=Path, default=Path("lessons"),
                         help="the lesson sources (default lessons)")
    publish.add_argument("--out", type=Path, default=Path("notebooks"),
                         help="where the editions go (default notebooks)")
    publish.set_defaults(run=_release)

    grade = commands.add_parser(
        "grade",
        parents=[speaks],
        help="grade a class's notebooks into a gradebook and feedback pages",
        description="Run each submission in a fresh kernel, grade its answers from its cells, "
        "and write one gradebook row per submission. The student is the folder holding the "
        "file (submissions/<student>/<any>.ipynb).",
    )
    grade.add_argument("submissions", nargs="+", type=Path, metavar="SUBMISSION.ipynb",
                       help="the notebooks handed in, or a folder of them (every .ipynb under it)")
    grade.add_argument("--out", type=Path, required=True, metavar="GRADEBOOK.csv",
                       help="where the gradebook goes (replaced as a whole)")
    grade.add_argument("--feedback", type=Path, metavar="DIR",
                       help="also write one HTML feedback page per submission into DIR")
    where = grade.add_mutually_exclusive_group()
    where.add_argument("--workers", type=_count, default=None, metavar="N",
                       help="how many submissions to grade at once (default: one per core)")
    where.add_argument("--scheduler", metavar="tcp://HOST:PORT",
                       help="grade on the workers of this Dask cluster (pip install -e "
                       "'.[cluster]' on every machine) instead of here")
    grade.add_argument("--conformance", action="store_true",
                       help="hold lesson 5's server to the official MCP conformance suite too: "
                       "shown in the feedback, never counted (Node >= 22; python -m "
                       "mcpnb.conformance install)")
    grade.add_argument("--timeout", type=_positive, default=DEFAULT_TIMEOUT, metavar="S",
                       help="seconds a notebook may run, all cells together "
                       f"(default {DEFAULT_TIMEOUT:g})")
    grade.add_argument("--memory", type=_size, metavar="SIZE",
                       help="memory one submission may use, e.g. 2G or 512M (default 2G)")
    grade.add_argument("--secret", type=Path, metavar="FILE",
                       help="the teacher's secret the functions' inputs are made from (default: "
                       f"{SECRET_NAME} beside the gradebook, made on first use)")
    grade.add_argument("--no-sandbox", action="store_true",
                       help="grade without the sandbox: only for notebooks you trust")
    grade.set_defaults(run=_grade)

    review = commands.add_parser(
        "report", parents=[speaks], help="write a graded class's report: what it missed",
        description="Read a gradebook and the record `mcpnb grade` wrote beside it, and write "
        "one self-contained HTML page: each lesson's totals, its items' facility and "
        "discrimination, the table cells most missed, the behaviours most broken, similar "
        "submissions.")
    review.add_argument("gradebook", type=Path, metavar="GRADEBOOK.csv")
    review.add_argument("--out", type=Path, required=True, metavar="REPORT.html")
    review.set_defaults(run=_report)

    lms = commands.add_parser(
        "export", parents=[speaks], help="turn a gradebook into a Canvas or Moodle import",
        description="Write the gradebook's lesson totals as Canvas's gradebook CSV or Moodle's "
        "grade import CSV, matching the course's students (their folder names) to a roster "
        "downloaded from the platform by the roster column --match.")
    lms.add_argument("gradebook", type=Path, metavar="GRADEBOOK.csv")
    lms.add_argument("--to", choices=["canvas", "moodle"], required=True)
    lms.add_argument("--roster", type=Path, required=True, metavar="ROSTER.csv")
    lms.add_argument("--match", metavar="COLUMN",
                     help="the roster column holding the students' folder names (default: "
                     "'SIS Login ID' for Canvas, 'Email address' for Moodle)")
    lms.add_argument("--assignment", type=_assignment, action="append", default=[],
                     metavar="LESSON=ID", help="a lesson's Canvas assignment id (repeatable)")
    lms.add_argument("--out", type=Path, required=True, metavar="FILE.csv")
    lms.set_defaults(run=_export)
    return top


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command line; returns the exit status."""
    args = parser().parse_args(argv)
    if getattr(args, "lang", None):
        set_language(args.lang)
    status: int = args.run(args)
    return status


if __name__ == "__main__":
    sys.exit(main())
