"""A hostile class cannot break grading: each attacker (a deleter, a rewriter, a killer, a fork bomb,
a memory hog, a disk filler, a spy) followed in grading order by an honest classmate, graded by
the real `mcpnb grade` command from a teacher's folder, as a teacher runs it: as root, then as a
normal user, and both gradings must write the same files. Without
bubblewrap these tests are skipped, except in CI (`CI` set), which must run them.
"""

import os
from pathlib import Path

import nbformat
import pytest
from hostile import (
    HANDSHAKE,
    MESSAGES,
    ROOT,
    USER_UID,
    attacking,
    ends_soon,
    foreign_namespace_processes,
    full,
    grade_as_teacher,
    honest,
    teacher,
    tree_digest,
    with_server_prefix,
)

from mcpnb.running.sandbox import GROUPS

pytestmark = [pytest.mark.usefixtures("bubblewrap"), pytest.mark.slow]  # every test starts processes


def the_class(teacher_folder):
    """The hostile class: students graded in name order, every attacker before an honest one."""
    klass = teacher_folder / "class"
    secret = teacher_folder / "notes.txt"
    visible = [str(teacher_folder), str(klass), str(secret), str(ROOT / "solutions"),
               str(ROOT / "lessons"), str(teacher_folder / "gradebook.csv"),
               os.environ["MCPNB_CACHE"]]  # the grader's kept baselines (tests/conftest.py)
    cases = {
        # Its server deletes every file it can find, in its folder, the teacher's and the
        # class's, and leaves a daemon in a session of its own; then serves as it should.
        "a1-deleter": with_server_prefix(
            "import os, shutil, subprocess, sys\n"
            f"for folder in ['.', {str(teacher_folder)!r}, {str(klass)!r}]:\n"
            "    shutil.rmtree(folder, ignore_errors=True)\n"
            "try:  # refused while grading: a Python it started would run without the audit\n"
            "    subprocess.Popen([sys.executable, '-c', 'import time; time.sleep(600)'],\n"
            "                     start_new_session=True, stdin=subprocess.DEVNULL,\n"
            "                     stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)\n"
            "except Exception:\n"
            "    pass\n"
        ),
        "a2-honest": teacher(HANDSHAKE),  # lesson 2's full edition; the other honest ones are cut
        # It rewrites the grader's checkers and cuts lesson 1's script short.
        "b1-rewriter": attacking(
            "import mcpnb, pathlib\n"
            "package = pathlib.Path(mcpnb.__file__).parent\n"
            "for target, text in [(package / 'tables.py', '\\nraise SystemExit\\n'),\n"
            "                     (package.parent / 'data' / 'scripts' / '01-messages.json', '{')]:\n"
            "    try:\n"
            "        target.open('a').write(text)\n"
            "    except OSError:\n"
            "        pass\n",
            MESSAGES,
        ),
        "b2-honest": honest(MESSAGES),
        # It overwrites every classmate's submission it can reach with a blank notebook.
        "c1-overwriter": attacking(
            "import glob\n"
            f"for path in glob.glob({str(klass)!r} + '/*/*.ipynb'):\n"
            "    open(path, 'w').write('{}')\n"
        ),
        "c2-honest": honest(HANDSHAKE),
        # It kills every process it can see, starting with the one that runs it.
        "d1-killer": attacking(
            "import os, signal\n"
            "for pid in range(1, 1000):\n"
            "    if pid != os.getpid():\n"
            "        try:\n"
            "            os.kill(pid, signal.SIGKILL)\n"
            "        except OSError:\n"
            "            pass\n"
        ),
        "d2-honest": honest(HANDSHAKE),
        # It forks until it cannot, every child waiting forever. (Children that spin would test
        # the processor's share instead, and make the verdict depend on how soon the parent gets
        # the processor back to fork again: 13 s and 24 s of CPU here, past the timeout on a
        # busy machine. A kernel over its CPU time has a test of its own.)
        "e1-forkbomb": attacking(
            "import os, signal\n"
            "while True:\n"
            "    if os.fork() == 0:\n"
            "        while True:\n"
            "            signal.pause()\n"
        ),
        "e2-honest": honest(HANDSHAKE),
        "f1-hog": attacking("memory = bytearray(8 * 1024**3)"),
        "f2-honest": honest(HANDSHAKE),
        "g1-filler": attacking(
            "n = 0\nwhile True:\n    open(f'filler-{n}', 'wb').write(b'x' * 10_000_000)\n    n += 1\n"
        ),
        "g2-honest": honest(HANDSHAKE),
        # It looks for the teacher's files and secrets: the cell fails if it finds any.
        "h1-spy": attacking(
            "import os\n"
            f"seen = [p for p in {visible!r} if os.path.exists(p)]\n"
            "assert not seen, seen\n"
            "assert 'MCPNB_TEACHER_SECRET' not in os.environ\n"
        ),
    }
    paths = []
    for student, notebook in cases.items():
        (klass / student).mkdir(parents=True)
        nbformat.write(notebook, klass / student / "lesson.ipynb")
        paths.append(klass / student / "lesson.ipynb")
    secret.write_text("the teacher's own notes\n")
    (teacher_folder / "gradebook.csv").write_text("last week's gradebook\n")
    return paths


@pytest.fixture(scope="module")
def hostile():
    """The class graded twice from the teacher's folder: as root, then as a normal user (where
    the tests run as a normal user, as that user both times). Both must write the same files."""
    import shutil
    import tempfile

    # Not under pytest's temporary folder, which only its owner may enter.
    folder, scratch = (Path(tempfile.mkdtemp(prefix=p)) for p in ("mcpnb-teacher-", "mcpnb-tmp-"))
    try:
        paths = the_class(folder)
        (folder / "out").mkdir()
        course_before = tree_digest(ROOT / "mcpnb", ROOT / "data", ROOT / "notebooks", ROOT / "lessons")
        teacher_before = tree_digest(folder, skip=[folder / "out"])
        runs = [grade_as_teacher(folder, paths, 1, scratch, as_user=False)]
        if os.geteuid() == 0:  # the teacher's folder is the normal user's for the second grading
            for path in [folder, scratch, *folder.rglob("*")]:
                os.chown(path, USER_UID, USER_UID, follow_symlinks=False)
        runs.append(grade_as_teacher(folder, paths, 2, scratch, as_user=True))
        yield {
            "runs": [run["run"] for run in runs],
            "graders": [run["pid"] for run in runs],
            "rows": runs[0]["rows"],
            "folder": folder,
            "scratch": scratch,
            "course": (course_before, tree_digest(ROOT / "mcpnb", ROOT / "data", ROOT / "notebooks", ROOT / "lessons")),
            "teacher": (teacher_before, tree_digest(folder, skip=[folder / "out"])),
        }
    finally:
        shutil.rmtree(folder, ignore_errors=True)
        shutil.rmtree(scratch, ignore_errors=True)


def test_the_hostile_batch_ends_normally_with_every_row(hostile):
    for run in hostile["runs"]:
        assert run.returncode == 0, run.stderr
    assert len(hostile["rows"]) == 15


def test_every_honest_classmate_graded_after_an_attacker_gets_full_marks(hostile):
    honest = {s: r for s, r in hostile["rows"].items() if s.endswith("-honest")}

    assert len(honest) == 7
    for student, row in honest.items():
        assert (row["status"], row["total"]) == ("ok", row["max"]), student
    assert honest["b2-honest"]["total"] == full(MESSAGES)


def test_the_teachers_folder_and_the_installed_course_are_byte_identical_after_the_batch(hostile):
    assert hostile["teacher"][0] == hostile["teacher"][1]
    assert hostile["course"][0] == hostile["course"][1]
    assert (hostile["folder"] / "gradebook.csv").read_text() == "last week's gradebook\n"


def test_a_server_that_deletes_everything_deletes_nothing_and_its_daemon_does_not_outlive_it(hostile):
    row = hostile["rows"]["a1-deleter"]

    assert (row["status"], row["total"]) == ("ok", full(HANDSHAKE))
    assert ends_soon(lambda: all(foreign_namespace_processes(p) == [] for p in hostile["graders"]))


def test_a_notebook_cannot_rewrite_the_grader_nor_overwrite_a_classmate(hostile):
    rewriter, overwriter = hostile["rows"]["b1-rewriter"], hostile["rows"]["c1-overwriter"]

    assert (rewriter["status"], rewriter["total"]) == ("ok", full(MESSAGES))
    assert (overwriter["status"], overwriter["total"]) == ("ok", full(HANDSHAKE))


def test_a_notebook_sees_neither_the_teachers_files_nor_the_class_nor_the_teachers_environment(hostile):
    assert hostile["rows"]["h1-spy"]["status"] == "ok"


def test_each_limit_that_stops_a_notebook_has_its_own_status_and_the_answers_still_count(hostile):
    rows = hostile["rows"]
    statuses = {s: rows[s]["status"] for s in ("d1-killer", "e1-forkbomb", "f1-hog", "g1-filler")}

    assert statuses == {
        # Its worker is out of its reach (the PID namespace's first process): it ends only itself.
        "d1-killer": "the kernel died in cell 2",
        "e1-forkbomb": "stopped: over the limit of 128 processes, in cell 2",
        "f1-hog": "stopped: over the memory limit of 2 GiB, in cell 2",
        "g1-filler": "stopped: filled its scratch folder, the limit is 256 MiB, in cell 2",
    }
    assert all(rows[s]["total"] == full(HANDSHAKE) for s in statuses)


def test_grading_the_hostile_class_again_as_a_normal_user_writes_the_same_gradebook_and_pages(hostile):
    out = hostile["folder"] / "out"
    pages = [{p.name: p.read_bytes() for p in (out / f"feedback-{n}").iterdir()} for n in (1, 2)]

    assert (out / "gradebook-1.csv").read_bytes() == (out / "gradebook-2.csv").read_bytes()
    assert pages[0] == pages[1] and len(pages[0]) == 15


def test_nothing_of_the_batch_is_left_behind_no_process_no_scratch_no_control_group(hostile):
    groups = [p for c in ("memory", "pids", "cpu") for pid in hostile["graders"]
              for p in (Path("/sys/fs/cgroup") / c).glob(f"mcpnb-{GROUPS}-{pid}-*")]

    assert ends_soon(lambda: all(foreign_namespace_processes(p) == [] for p in hostile["graders"]))
    assert list(hostile["scratch"].iterdir()) == []
    assert groups == []
