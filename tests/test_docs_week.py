"""The teacher's week as the documentation prints it (`docs/teachers/week.md`): every command of
its bash blocks run with bash, as typed, in a term's folder that holds a small class as Canvas and
as Moodle give it, with the venv's programs first on PATH as an activated environment has them. A
file the page prints (`overrides.csv`) is written as printed, where the page prints it."""

import os
import re
import subprocess
import sys
import zipfile
from dataclasses import dataclass
from pathlib import Path

import nbformat
import pytest
from hostile import MESSAGES, honest
from places import NOTEBOOKS, ROOT

from mcpnb.lms import sheets
from mcpnb.texts import catalogue

WEEK = ROOT / "docs" / "teachers" / "week.md"
SECTION = "## The week, in order"
PLATFORMS = ("Canvas", "Moodle")
# A command of the week grades a class of two at most: seconds here, minutes on a loaded machine.
COMMAND_SECONDS = 300
MADE = (2026, 12, 4, 9, 30, 0)  # when the teacher downloaded: every member's time, never read


@dataclass(frozen=True)
class Block:
    """A fenced block of the page: the content tab it is in (None: every platform's), its
    language, the file name its title gives (None: no title), and its text."""

    tab: str | None
    language: str
    title: str | None
    text: str


def blocks(page, heading=SECTION):
    """The fenced blocks of the page's section under `heading`, in order."""
    section = re.split(r"^## ", page.split(heading, 1)[1], flags=re.M)[0]
    found, tab, open_block = [], None, None
    for line in section.splitlines():
        if open_block is None and (tabbed := re.match(r'=== "(.+)"', line)):
            tab = tabbed[1]
            continue
        if tab is not None and line.strip() and not line.startswith("    "):
            tab = None  # a line back at the margin ends the tabs
        body = line[4:] if tab is not None else line
        if open_block is None:
            if body.startswith("```"):
                language, _, attributes = body[3:].partition(" ")
                title = re.search(r'title="([^"]+)"', attributes)
                open_block = (tab, language, title[1] if title else None, [])
        elif body.startswith("```"):
            found.append(Block(*open_block[:3], "\n".join(open_block[3]) + "\n"))
            open_block = None
        else:
            open_block[3].append(body)
    return found


def week_of(platform, page=None):
    """The week's blocks a teacher on `platform` meets: every platform's and her own tab's."""
    page = WEEK.read_text(encoding="utf-8") if page is None else page
    return [b for b in blocks(page) if b.tab in (None, platform)]


def commands(text):
    """A bash block's commands: its lines, a line ending with `\\` joined to the next, less the
    blank lines and the comments."""
    joined = re.sub(r"\\\n[ \t]*", "", text)
    return [line for line in joined.splitlines() if line.strip()
            and not line.lstrip().startswith("#")]


# --- the class, as each platform's download gives it ----------------------------------------------

def blank(lesson):
    """The student edition, as handed out: a student who handed it in unchanged."""
    return nbformat.read(NOTEBOOKS / "en" / f"{lesson}.ipynb", as_version=4)


def zipped(path, members):
    with zipfile.ZipFile(path, "w") as archive:
        for name, notebook in members:
            archive.writestr(zipfile.ZipInfo(name, MADE), nbformat.writes(notebook))


def canvas_term(folder):
    """A Canvas download (`content_zipper.rb`'s names), Ann's later file, and the gradebook's
    export with the lesson's assignment."""
    file = "{}_{}_{}_01-messages.ipynb"
    zipped(folder / "submissions.zip", [(file.format("smithann", 123456, 7890123), honest(MESSAGES)),
                                        (file.format("leebo_LATE", 123457, 7890124), blank(MESSAGES))])
    zipped(folder / "late.zip", [(file.format("smithann", 123456, 7890200), honest(MESSAGES))])
    title = f"{catalogue('en')['lesson.title'][MESSAGES]} (4242)"
    (folder / "canvas-gradebook.csv").write_text(sheets.write([
        ["Student", "ID", "SIS Login ID", "Section", title],
        ["    Points Possible", "", "", "", "48.00"],
        ["Smith, Ann", "123456", "ann", "Section 1", ""],
        ["Lee, Bo", "123457", "bo", "Section 1", ""]]), encoding="utf-8")


def moodle_term(folder):
    """A Moodle 4.1+ download (`downloader.php`'s folders), Ann's later file, the assignment's
    grading worksheet (`gradingtable.php`) and the gradebook's export (`grade/export/txt`)."""
    file = "{}_{}_assignsubmission_file/01-messages.ipynb"
    zipped(folder / "submissions.zip", [(file.format("Ann Smith", 123456), honest(MESSAGES)),
                                        (file.format("Bo Lee", 123457), blank(MESSAGES))])
    zipped(folder / "late.zip", [(file.format("Ann Smith", 123456), honest(MESSAGES))])
    columns = ["Identifier", "Full name", "Email address", "Status", "Grade", "Maximum grade",
               "Grade can be changed", "Last modified (submission)", "Online text",
               "Last modified (grade)", "Feedback comments"]
    people = [(123456, "Ann Smith", "Tuesday, 1 December 2026, 8:59 PM"),
              (123457, "Bo Lee", "Wednesday, 2 December 2026, 9:00 AM")]
    (folder / "worksheet.csv").write_text(sheets.write([columns, *(
        [f"Participant {n}", name, f"{n}@example.org", "Submitted for grading", "", "48.00",
         "Yes", when, "", "-", ""] for n, name, when in people)]), encoding="utf-8")
    (folder / "grades-export.csv").write_text(
        "First name,Last name,ID number,Institution,Department,Email address\n"
        "Ann,Smith,,,,123456@example.org\nBo,Lee,,,,123457@example.org\n", encoding="utf-8")


TERMS = {"Canvas": canvas_term, "Moodle": moodle_term}


# --- the tests ------------------------------------------------------------------------------------

@pytest.mark.parametrize("platform", PLATFORMS)
def test_the_week_grades_looks_changes_regrades_exports_and_withdraws_in_that_order(platform):
    ran = [c for b in week_of(platform) if b.language == "bash" for c in commands(b.text)]

    assert [c.split()[:2] for c in ran] == [
        ["mcpnb", "grade"], ["mcpnb", "report"], ["mcpnb", "grade"], ["mcpnb", "grade"],
        ["mcpnb", "grade"], *[["mcpnb", "export"]] * (1 if platform == "Canvas" else 2),
        ["mcpnb", "withdraw"]], ran
    assert [b.title for b in week_of(platform) if b.title] == ["overrides.csv"]


def test_the_weeks_reader_takes_a_tabs_blocks_a_title_and_a_command_over_two_lines():
    page = ("# x\n\n## Before\n\n```bash\nrm -rf /\n```\n\n" + SECTION + "\n\n"
            '=== "Canvas"\n\n    ```bash\n    a \\\n        b\n    ```\n\n'
            '=== "Moodle"\n\n    ```bash\n    c\n    ```\n\n'
            'Both:\n\n```csv title="f.csv"\nx,y\n```\n\n```bash\n# said\nd\n```\n\n## After\n\n'
            "```bash\ne\n```\n")

    assert [commands(b.text) for b in week_of("Canvas", page) if b.language == "bash"] == [
        ["a b"], ["d"]]
    assert [commands(b.text) for b in week_of("Moodle", page) if b.language == "bash"] == [
        ["c"], ["d"]]
    assert [(b.title, b.text) for b in week_of("Moodle", page) if b.title] == [("f.csv", "x,y\n")]


@pytest.mark.slow
@pytest.mark.parametrize("platform", PLATFORMS)
def test_every_command_of_the_week_runs_as_printed(platform, tmp_path, bubblewrap):
    term = tmp_path / "term"
    term.mkdir()
    TERMS[platform](term)
    # An activated environment: its programs first on PATH (the venv's bin, not the Python it
    # links to).
    env = {**os.environ, "PATH": f"{Path(sys.executable).parent}{os.pathsep}{os.environ['PATH']}"}
    written = []
    for block in week_of(platform):
        if block.title:
            (term / block.title).write_text(block.text, encoding="utf-8")
        if block.language != "bash":
            continue
        for command in commands(block.text):
            done = subprocess.run(["bash", "-c", command], cwd=term, env=env, capture_output=True,
                                  text=True, timeout=COMMAND_SECONDS)
            if done.returncode != 0:
                pytest.fail(f"{platform}: `{command}` exited {done.returncode}\n"
                            f"--- stdout\n{done.stdout}\n--- stderr\n{done.stderr}")
            written += re.findall(r"--out (\S+)", command)

    assert written and all((term / path).is_file() for path in written), written
    rows = (term / "out" / "gradebook.csv").read_text(encoding="utf-8")
    assert "123457" in rows and "123456" not in rows  # Ann's row withdrawn, Bo's graded
