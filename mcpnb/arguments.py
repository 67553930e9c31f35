"""What the `mcpnb` command line accepts: its subcommands, their options and the checks on each
value, in the language the teacher asked for. What each subcommand does is `mcpnb.cli`'s.
"""

from __future__ import annotations

import argparse
import re
from collections.abc import Callable, Mapping
from pathlib import Path
from typing import Any

from mcpnb.course import KEPT_OF_EDITIONS, builds, checkers, on_http
from mcpnb.grade.execution import DEFAULT_TIMEOUT
from mcpnb.records import SECRET_NAME
from mcpnb.texts import LANGUAGES


def _assignment(text: str) -> str:
    if "=" not in text:
        raise argparse.ArgumentTypeError("write LESSON=ID, e.g. 01-messages=12345")
    return text


def _when(text: str) -> Any:
    """A due time, ISO 8601: a datetime with its offset where it names one, else naive (this
    machine's local time, its summer time included)."""
    import datetime

    try:
        return datetime.datetime.fromisoformat(text)
    except ValueError:
        raise argparse.ArgumentTypeError(
            f"{text!r} is no date and time: write it as 2026-12-01T23:59") from None


def _zone(text: str) -> Any:
    """A time zone by its IANA name, e.g. Europe/Madrid."""
    import zoneinfo

    try:
        return zoneinfo.ZoneInfo(text)
    except (zoneinfo.ZoneInfoNotFoundError, ValueError):
        raise argparse.ArgumentTypeError(
            f"{text!r} is no time zone this machine knows: write its name, e.g. Europe/Madrid "
            "or America/Mexico_City") from None


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


# Where a command's language comes from without --lang.
_LANGUAGE_ORDER = "$MCPNB_LANG, then the locale, then English"


def parser(runs: Mapping[str, Callable[[argparse.Namespace], int]]) -> argparse.ArgumentParser:
    """The argument parser: one subparser per subcommand, each naming the function of `runs` it
    runs (`mcpnb.cli.RUNS`)."""
    top = argparse.ArgumentParser(prog="mcpnb", description="The MCP course's tools.")
    top.add_argument("--version", action=_Version, nargs=0,
                     help="print mcpnb's build and its course data's digest (what a cluster's "
                     "workers must share with the grader), and exit")
    commands = top.add_subparsers(dest="subcommand", required=True, metavar="COMMAND")
    speaks = argparse.ArgumentParser(add_help=False)
    speaks.add_argument("--lang", choices=LANGUAGES,
                        help=f"the language of what it writes (default: {_LANGUAGE_ORDER})")
    _check_command(commands, speaks, runs["check"])
    _course_command(commands, speaks, runs["course"])
    _release_command(commands, speaks, runs["release"])
    _grade_command(commands, speaks, runs["grade"])
    _withdraw_command(commands, speaks, runs["withdraw"])
    _report_command(commands, speaks, runs["report"])
    _export_command(commands, speaks, runs["export"])
    return top


def _check_command(commands: Any, speaks: argparse.ArgumentParser,
                   run: Callable[[argparse.Namespace], int]) -> None:
    """`mcpnb check`: judge a server."""
    check = commands.add_parser(
        "check",
        parents=[speaks],
        help="judge a server, behaviour by behaviour",
        description="Run a lesson's checks against a server started with CMD [ARGS...]: on stdio, "
        f"or for {' and '.join(sorted(on_http()))} on Streamable HTTP, given its port as --port N "
        "after CMD and as $PORT.",
        usage=f"mcpnb check [--json] [--time-scale X] [--conformance] [--lang L] "
        f"{{{','.join(checkers())}}} -- CMD [ARGS...]",
    )
    check.add_argument("checker", choices=checkers(),
                       help="which lesson's check (the course's name for its server)")
    check.add_argument("command", nargs="+", metavar="CMD", help="the server to run, after --")
    check.add_argument("--json", action="store_true", help="print the findings as JSON")
    check.add_argument("--conformance", action="store_true",
                       help=f"{', '.join(sorted(on_http()))} only: hold the server to the "
                       "official MCP conformance suite too (Node >= 22; "
                       "python -m mcpnb.conformance install)")
    check.add_argument(
        "--time-scale",
        type=_positive,
        default=1.0,
        help="stretch the scripts and their bounds on a very slow machine (default 1)",
    )
    check.set_defaults(run=run)


def _course_command(commands: Any, speaks: argparse.ArgumentParser,
                    run: Callable[[argparse.Namespace], int]) -> None:
    """`mcpnb course`: lay out a student's course."""
    course = commands.add_parser(
        "course",
        parents=[speaks],
        help="lay out a student's course: the student editions of one language, in a folder",
        epilog="--lang is the lessons' language too.",
        description="Copy the student edition of every lesson, in the language --lang names, "
        "into DEST (made if missing), to open with `jupyter lab DEST`. A file already in DEST "
        "is never overwritten: run it again to add only what is missing.",
    )
    course.add_argument("folder", type=Path, metavar="DEST", help="the student's course folder")
    course.set_defaults(run=run)


def _release_command(commands: Any, speaks: argparse.ArgumentParser,
                     run: Callable[[argparse.Namespace], int]) -> None:
    """`mcpnb release`: write the editions."""
    publish = commands.add_parser(
        "release",
        help="write every edition of every lesson from its source",
        description="Write, for each lesson source lessons/NN-*.ipynb and each language (en, es, "
        "de), the teacher edition solutions/LANG/NN-*.ipynb, run to show its outputs, and the "
        "student edition notebooks/LANG/NN-*.ipynb, with blanks and no outputs; and what the "
        "grader keeps of them, data/editions.json (fingerprints: a wheel holds no teacher "
        "edition).",
    )
    publish.add_argument("--check", action="store_true",
                         help="write nothing; exit 1 if an edition is stale or edited")
    publish.add_argument("--rerun", action="store_true",
                         help="run every teacher edition again, up to date or not (after a "
                         "change to the package that changes what the lessons show)")
    publish.add_argument("--lessons", type=Path, default=Path("lessons"),
                         help="the lesson sources (default lessons)")
    publish.add_argument("--out", type=Path, default=Path("notebooks"),
                         help="where the student editions go (default notebooks)")
    publish.add_argument("--solutions", type=Path, default=Path("solutions"),
                         help="where the teacher editions go (default solutions)")
    publish.add_argument("--kept", type=Path, default=Path("data") / KEPT_OF_EDITIONS,
                         metavar="FILE", help="where the fingerprints the grader keeps of the "
                         f"editions go (default data/{KEPT_OF_EDITIONS})")
    publish.set_defaults(run=run)


def _grade_command(commands: Any, speaks: argparse.ArgumentParser,
                   run: Callable[[argparse.Namespace], int]) -> None:
    """`mcpnb grade`: grade a class."""
    grade = commands.add_parser(
        "grade",
        help="grade a class's notebooks into a gradebook and feedback pages",
        description="Run each submission in a fresh kernel, grade its answers from its cells, "
        "and write one gradebook row per submission. The student is named by the platform's "
        "download (Canvas's or Moodle's file names), else by the folder holding the file "
        "(submissions/<student>/<any>.ipynb).",
    )
    grade.add_argument("--lang", choices=LANGUAGES,
                       help="the language of the gradebook's statuses and of what it says, kept "
                       "in the term for its later runs (default: the term's, else "
                       f"{_LANGUAGE_ORDER}); each feedback page is in its notebook's edition's")
    grade.add_argument("submissions", nargs="*", type=Path, metavar="SUBMISSION.ipynb",
                       help="the notebooks handed in, a folder of them (every .ipynb under it), "
                       "or a platform's download; none, with --overrides, to apply that file "
                       "alone")
    grade.add_argument("--out", type=Path, required=True, metavar="GRADEBOOK.csv",
                       help="the term's gradebook: the files' rows are added to it, or replace "
                       "their student's row of the same lesson (the term's database, "
                       "GRADEBOOK.sqlite, keeps every grading)")
    grade.add_argument("--feedback", type=Path, metavar="DIR",
                       help="also write one HTML feedback page per submission into DIR")
    where = grade.add_mutually_exclusive_group()
    where.add_argument("--workers", type=_count, default=None, metavar="N",
                       help="how many submissions to grade at once (default: one per core)")
    where.add_argument("--scheduler", metavar="tcp://HOST:PORT",
                       help="grade on the workers of this Dask cluster (mcpnb with its extra "
                       "`cluster` on every machine) instead of here")
    grade.add_argument("--conformance", action="store_true",
                       help="hold the servers on HTTP (lessons 5 and 6) to the official MCP "
                       "conformance suite too: shown in the feedback, never counted (Node >= "
                       "22; python -m mcpnb.conformance install)")
    grade.add_argument("--only", nargs="+", action="extend", metavar="STUDENT",
                       help="grade these students' files alone (repeatable; after the "
                       "downloads, since every word after it is a student): every row of the "
                       "term that these files do not replace stays as it was, theirs included")
    grade.add_argument("--wait", type=_positive, default=3600, metavar="S",
                       help="how long to wait for another grading of the same gradebook to end "
                       "before giving up (default 3600)")
    grade.add_argument("--overrides", type=Path, metavar="FILE.csv",
                       help="marks changed by hand: a CSV of student, lesson, item, points, "
                       "reason; its lines become the term's changes (gradebook, record, "
                       "feedback, report, export) and stand until another file changes them")
    _roster_options(grade)
    _time_options(grade)
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
    grade.set_defaults(run=run)


def _withdraw_command(commands: Any, speaks: argparse.ArgumentParser,
                      run: Callable[[argparse.Namespace], int]) -> None:
    """`mcpnb withdraw`: take a row out of the term's views."""
    withdraw = commands.add_parser(
        "withdraw", parents=[speaks], help="take a row out of the gradebook (a file handed in "
        "by mistake), keeping it in the term's database",
        description="Take a student's current row of a lesson (of a file of no lesson: named "
        "by its place, as the record's `file`) out of the gradebook, its record, the feedback "
        "and the exports; the term's database keeps it, with the reason, who and when.")
    withdraw.add_argument("gradebook", type=Path, metavar="GRADEBOOK.csv",
                          help="the term's gradebook (`mcpnb grade --out`)")
    withdraw.add_argument("--student", required=True,
                          help="the student exactly as the term names her")
    which = withdraw.add_mutually_exclusive_group(required=True)
    which.add_argument("--lesson", help="the lesson of the row, e.g. 01-messages")
    which.add_argument("--file", help="the place of a row of no lesson in its download")
    withdraw.add_argument("--reason", help="why, kept with the row (needed, but with --undo)")
    withdraw.add_argument("--undo", action="store_true",
                          help="put back the row last withdrawn (where no file has taken its "
                          "place since)")
    withdraw.add_argument("--wait", type=_positive, default=3600, metavar="S",
                          help="how long to wait for a grading of the term to end (default "
                          "3600)")
    withdraw.set_defaults(run=run)


def _roster_options(grade: argparse.ArgumentParser) -> None:
    """`mcpnb grade --roster`: the students' sections, and Moodle's submission times."""
    grade.add_argument("--roster", type=Path, metavar="ROSTER.csv",
                       help="the platform's roster: Canvas's gradebook export, to say where an "
                       "edition's language is not the one of the student's section; Moodle's "
                       "grading worksheet, whose submission times say how late each file was "
                       "(with --due)")
    grade.add_argument("--match", metavar="COLUMN",
                       help="the roster's column that holds what the rows are named by "
                       "(default: Identifier for Moodle's worksheet, else ID, Canvas's user id)")
    grade.add_argument("--section", metavar="COLUMN",
                       help="the roster's column whose words name each student's language, "
                       "e.g. 'Grupo B (español)' or 'es' (default Section, where it has one)")


def _time_options(grade: argparse.ArgumentParser) -> None:
    """`mcpnb grade --due`, `--time-zone`: how late each file was."""
    grade.add_argument("--due", type=_when, metavar="DATETIME",
                       help="the due time, e.g. 2026-12-01T23:59 (local time) or with its zone, "
                       "2026-12-01T23:59+01:00: the gradebook says how many minutes late each "
                       "file was, by the time Moodle's grading worksheet (--roster) says it was "
                       "handed in, read in that zone, else by the file's own time (a folder's, "
                       "never a zip's); Canvas's own LATE marker says so with or without it")
    grade.add_argument("--time-zone", type=_zone, metavar="ZONE",
                       help="the zone Moodle's grading worksheet writes its times in (your "
                       "Moodle profile's), e.g. Europe/Berlin: its summer and winter time both "
                       "(default: --due's offset, else this machine's zone)")


def _report_command(commands: Any, speaks: argparse.ArgumentParser,
                    run: Callable[[argparse.Namespace], int]) -> None:
    """`mcpnb report`: the class report."""
    review = commands.add_parser(
        "report", parents=[speaks], help="write a graded class's report: what it missed",
        description="Read a gradebook and the record `mcpnb grade` wrote beside it, and write "
        "one self-contained HTML page: each lesson's totals, its items' facility and "
        "discrimination, the table cells most missed, the behaviours most broken, similar "
        "submissions.")
    review.add_argument("gradebook", type=Path, metavar="GRADEBOOK.csv",
                        help="the term's gradebook, with the record `mcpnb grade` wrote beside it")
    review.add_argument("--out", type=Path, required=True, metavar="REPORT.html",
                        help="the report's page (one file, HTML)")
    review.set_defaults(run=run)


def _export_command(commands: Any, speaks: argparse.ArgumentParser,
                    run: Callable[[argparse.Namespace], int]) -> None:
    """`mcpnb export`: a learning platform's import."""
    lms = commands.add_parser(
        "export", parents=[speaks], help="turn a gradebook into a Canvas or Moodle import",
        description="Write the gradebook's lesson totals as the platform's own importer takes "
        "them, from a file the platform wrote (the roster): Canvas's gradebook export becomes "
        "its gradebook import; Moodle's grading worksheet comes back with its Grade column "
        "filled (Upload grading worksheet), its gradebook export becomes a gradebook import "
        "keyed by e-mail, ID number or username. A roster written with ';' or decimal commas, "
        "or with a BOM, is read as the platform wrote it, and the file is written alike.")
    lms.add_argument("gradebook", type=Path, metavar="GRADEBOOK.csv",
                     help="the term's gradebook (`mcpnb grade --out`)")
    lms.add_argument("--to", choices=["canvas", "moodle"], required=True,
                     help="the platform whose import the file is for")
    lms.add_argument("--roster", type=Path, required=True, metavar="ROSTER.csv",
                     help="Canvas: the gradebook's export; Moodle: the assignment's grading "
                     "worksheet, or the gradebook's export")
    lms.add_argument("--match", metavar="COLUMN",
                     help="the roster column that names the students as the gradebook does "
                     "(default: 'ID' for Canvas, its download's user ids; 'Identifier' for a "
                     "Moodle worksheet, its download's participants; 'Email address' for "
                     "Moodle's gradebook export)")
    lms.add_argument("--lesson", metavar="LESSON",
                     help="the one lesson to write (a Moodle file is one assignment's: needed "
                     "where the gradebook has more)")
    lms.add_argument("--assignment", type=_assignment, action="append", default=[],
                     metavar="LESSON=ID", help="a lesson's Canvas assignment id, where the "
                     "roster has no column titled as the lesson (repeatable)")
    lms.add_argument("--maximum", type=_positive, metavar="POINTS",
                     help="the assignment's maximum grade in the LMS, every mark scaled to it "
                     "(default: the roster's, Canvas's Points Possible or the worksheet's "
                     "Maximum grade; needed for Moodle's gradebook export, which says none)")
    lms.add_argument("--excel", action="store_true",
                     help="begin the file with UTF-8's byte-order mark, so that Excel shows ü "
                     "and ñ right (the platforms read it either way)")
    lms.add_argument("--keep-stopped", action="store_true",
                     help="write the total of a notebook that did not run to its end (an error, "
                     "a timeout, a limit) too; without it its cell is left as the roster has "
                     "it, and named")
    lms.add_argument("--out", type=Path, required=True, metavar="FILE.csv")
    lms.set_defaults(run=run)
