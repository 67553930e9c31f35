"""A hostile class cannot break grading: the sandbox, its limits, and a batch that survives anything.

The class is built here from the teacher editions, each attacker followed (in grading order) by
an honest classmate, and graded by the real `mcpnb grade` command from a teacher's folder, as a
teacher runs it. Without bubblewrap these tests are skipped, except in CI (`CI` set), which must
run them (`.ci/run` installs bubblewrap).
"""

import hashlib
import os
import subprocess
import sys
import time
from pathlib import Path

import nbformat
import pytest
from nbformat.v4 import new_code_cell

from mcpnb import sandbox
from mcpnb.checks import check_server
from mcpnb.exercises import course

ROOT = Path(__file__).resolve().parent.parent
MESSAGES, HANDSHAKE = "01-messages", "02-handshake"
# A lesson runs in about three seconds here; 20 leave room for two at a time on a busy machine.
TIMEOUT = 20
# The whole batch: about fifteen notebooks two at a time, twice over.
BATCH_SECONDS = 300


@pytest.fixture(scope="module", autouse=True)
def bubblewrap():
    why = sandbox.unavailable()
    if why is not None:
        if os.environ.get("CI"):
            pytest.fail(f"CI must run the sandbox tests, but {why}")
        pytest.skip(f"no sandbox here: {why}; CI always runs these tests")


def teacher(lesson):
    return nbformat.read(ROOT / "notebooks" / "solutions" / "en" / f"{lesson}.ipynb", as_version=4)


def attacking(source, lesson=HANDSHAKE):
    """The teacher edition with an attacking cell right after the first one."""
    notebook = teacher(lesson)
    notebook.cells.insert(1, new_code_cell(source))
    return notebook


def with_server_prefix(source):
    """Lesson 2's teacher edition whose server runs `source` before serving as it should."""
    notebook = teacher(HANDSHAKE)
    cell = next(c for c in notebook.cells if c.metadata.get("mcpnb", {}).get("item") == "fix-handshake")
    magic, _, server = cell.source.partition("\n")
    cell.source = f"{magic}\n{source}\n{server}"
    return notebook


def tree_digest(*folders, skip=()):
    """A digest of every file under `folders` (path and bytes), less the paths in `skip`."""
    digest = hashlib.sha256()
    for folder in folders:
        for path in sorted(Path(folder).rglob("*")):
            if path.is_file() and not any(path.is_relative_to(s) for s in skip) \
                    and "__pycache__" not in path.parts:
                digest.update(str(path).encode() + b"\0" + path.read_bytes())
    return digest.hexdigest()


def foreign_namespace_processes(maker):
    """Live processes in a PID namespace other than ours, in a sandbox made by the process
    `maker`: what its sandboxes left running (another run's sandboxes are not counted)."""
    ours = os.readlink("/proc/self/ns/pid")
    mark = f"{sandbox.INSIDE}={maker}".encode()
    found = []
    for entry in Path("/proc").iterdir():
        try:
            if entry.name.isdigit() and os.readlink(entry / "ns" / "pid") != ours \
                    and mark in (entry / "environ").read_bytes().split(b"\0"):
                state = (entry / "stat").read_text().rsplit(")", 1)[1].split()[0]
                if state not in ("Z", "X"):
                    found.append(int(entry.name))
        except OSError:
            continue  # it ended while we looked
    return found


def the_class(teacher_folder):
    """The hostile class: students graded in name order, every attacker before an honest one."""
    klass = teacher_folder / "class"
    secret = teacher_folder / "notes.txt"
    visible = [str(teacher_folder), str(klass), str(secret), str(ROOT / "notebooks" / "solutions"),
               str(ROOT / "lessons"), str(teacher_folder / "gradebook.csv")]
    cases = {
        # Its server deletes every file it can find, in its folder, the teacher's and the
        # class's, and leaves a daemon in a session of its own; then serves as it should.
        "a1-deleter": with_server_prefix(
            "import os, shutil, subprocess, sys\n"
            f"for folder in ['.', {str(teacher_folder)!r}, {str(klass)!r}]:\n"
            "    shutil.rmtree(folder, ignore_errors=True)\n"
            "subprocess.Popen([sys.executable, '-c', 'import time; time.sleep(600)'],\n"
            "                 start_new_session=True, stdin=subprocess.DEVNULL,\n"
            "                 stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)\n"
        ),
        "a2-honest": teacher(HANDSHAKE),
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
        "b2-honest": teacher(MESSAGES),
        # It overwrites every classmate's submission it can reach with a blank notebook.
        "c1-overwriter": attacking(
            "import glob\n"
            f"for path in glob.glob({str(klass)!r} + '/*/*.ipynb'):\n"
            "    open(path, 'w').write('{}')\n"
        ),
        "c2-honest": teacher(HANDSHAKE),
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
        "d2-honest": teacher(HANDSHAKE),
        # It forks until it cannot, every child spinning on the processor.
        "e1-forkbomb": attacking(
            "import os\n"
            "while True:\n"
            "    if os.fork() == 0:\n"
            "        while True:\n"
            "            pass\n"
        ),
        "e2-honest": teacher(HANDSHAKE),
        "f1-hog": attacking("memory = bytearray(8 * 1024**3)"),
        "f2-honest": teacher(HANDSHAKE),
        "g1-filler": attacking(
            "n = 0\nwhile True:\n    open(f'filler-{n}', 'wb').write(b'x' * 10_000_000)\n    n += 1\n"
        ),
        "g2-honest": teacher(HANDSHAKE),
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


def grade_class(teacher_folder, paths, out, feedback, scratch):
    """Run `mcpnb grade` as a teacher does, from the teacher's folder, with a secret around."""
    environment = {**os.environ, "MCPNB_TEACHER_SECRET": "hunter2", "TMPDIR": str(scratch)}
    command = subprocess.Popen(
        [sys.executable, "-m", "mcpnb.cli", "grade", *map(str, paths), "--out", str(out),
         "--feedback", str(feedback), "--workers", "2", "--timeout", str(TIMEOUT)],
        stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, cwd=teacher_folder,
        env=environment,
    )
    stdout, stderr = command.communicate(timeout=BATCH_SECONDS)
    return subprocess.CompletedProcess(command.args, command.returncode, stdout, stderr), command.pid


@pytest.fixture(scope="module")
def hostile(tmp_path_factory):
    folder = tmp_path_factory.mktemp("teacher")
    scratch = tmp_path_factory.mktemp("grader-tmp")
    paths = the_class(folder)
    (folder / "out").mkdir()
    course_before = tree_digest(ROOT / "mcpnb", ROOT / "data", ROOT / "notebooks", ROOT / "lessons")
    teacher_before = tree_digest(folder, skip=[folder / "out"])
    runs = [grade_class(folder, paths, folder / "out" / f"gradebook-{n}.csv",
                        folder / "out" / f"feedback-{n}", scratch) for n in (1, 2)]
    return {
        "runs": [run for run, _ in runs],
        "graders": [pid for _, pid in runs],
        "rows": _rows((folder / "out" / "gradebook-1.csv").read_text()),
        "folder": folder,
        "scratch": scratch,
        "course": (course_before, tree_digest(ROOT / "mcpnb", ROOT / "data", ROOT / "notebooks", ROOT / "lessons")),
        "teacher": (teacher_before, tree_digest(folder, skip=[folder / "out"])),
    }


def _rows(text):
    import csv
    import io

    return {row["student"]: row for row in csv.DictReader(io.StringIO(text))}


def full(lesson):
    return str(sum(spec["points"] for spec in course()["lessons"][lesson]["items"].values()))


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
    assert _ends_soon(lambda: all(foreign_namespace_processes(p) == [] for p in hostile["graders"]))


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
        "d1-killer": "stopped: a cell ended the process that runs the notebook, in cell 2",
        "e1-forkbomb": "stopped: over the limit of 128 processes, in cell 2",
        "f1-hog": "stopped: over the memory limit of 2 GiB, in cell 2",
        "g1-filler": "stopped: filled its scratch folder, the limit is 256 MiB, in cell 2",
    }
    assert all(rows[s]["total"] == full(HANDSHAKE) for s in statuses)


def test_grading_the_hostile_class_again_writes_the_same_gradebook_and_pages(hostile):
    out = hostile["folder"] / "out"
    pages = [{p.name: p.read_bytes() for p in (out / f"feedback-{n}").iterdir()} for n in (1, 2)]

    assert (out / "gradebook-1.csv").read_bytes() == (out / "gradebook-2.csv").read_bytes()
    assert pages[0] == pages[1] and len(pages[0]) == 15


def test_nothing_of_the_batch_is_left_behind_no_process_no_scratch_no_control_group(hostile):
    groups = [p for c in ("memory", "pids", "cpu") for pid in hostile["graders"]
              for p in (Path("/sys/fs/cgroup") / c).glob(f"mcpnb-{pid}-*")]

    assert _ends_soon(lambda: all(foreign_namespace_processes(p) == [] for p in hostile["graders"]))
    assert list(hostile["scratch"].iterdir()) == []
    assert groups == []


# --- the sandbox on its own -----------------------------------------------------------------------


def test_a_checked_server_that_leaves_the_process_group_does_not_outlive_its_check(tmp_path):
    marker = f"mcpnb-test-escapee-{os.getpid()}-{time.monotonic_ns()}"
    server = tmp_path / "server.py"
    server.write_text(
        "import subprocess, sys\n"
        f"subprocess.Popen([sys.executable, '-c', 'import time; time.sleep(600)', {marker!r}],\n"
        "                 start_new_session=True, stdin=subprocess.DEVNULL,\n"
        "                 stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)\n"
        "from mcpnb.servers.messages import respond, serve\n"
        "sys.exit(serve(respond, 'messages'))\n"
    )

    report = check_server("messages", [sys.executable, str(server)])

    assert report.passed == report.total
    assert _ends_soon(lambda: not _running_with(marker))


def _ends_soon(condition):
    """Does `condition` come true within a few seconds (a SIGKILL is delivered, not awaited)?"""
    deadline = time.monotonic() + 5
    while not condition() and time.monotonic() < deadline:
        time.sleep(0.02)
    return condition()


def _running_with(marker):
    found = []
    for entry in Path("/proc").iterdir():
        try:
            if entry.name.isdigit() and marker.encode() in (entry / "cmdline").read_bytes():
                found.append(entry.name)
        except OSError:
            continue
    return found


def test_without_bubblewrap_grade_refuses_with_exit_2_and_names_the_package_to_install(tmp_path):
    submission = tmp_path / "class" / "ann" / "lesson.ipynb"
    submission.parent.mkdir(parents=True)
    nbformat.write(teacher(HANDSHAKE), submission)
    no_bwrap = {**os.environ, "PATH": str(tmp_path)}  # python is started by its full path

    refused = subprocess.run(
        [sys.executable, "-m", "mcpnb.cli", "grade", str(submission), "--out",
         str(tmp_path / "gradebook.csv")], capture_output=True, text=True, env=no_bwrap,
        timeout=60,
    )

    assert refused.returncode == 2
    assert refused.stderr == (
        "mcpnb grade: cannot grade safely: bwrap is not installed (Debian/Ubuntu: apt-get install "
        "bubblewrap); or grade anyway with --no-sandbox\n")
    assert not (tmp_path / "gradebook.csv").exists()


def test_no_sandbox_grades_anyway_and_warns_that_the_notebooks_run_as_the_teacher(tmp_path):
    submission = tmp_path / "class" / "ann" / "lesson.ipynb"
    submission.parent.mkdir(parents=True)
    nbformat.write(teacher(HANDSHAKE), submission)
    no_bwrap = {**os.environ, "PATH": str(tmp_path)}

    graded = subprocess.run(
        [sys.executable, "-m", "mcpnb.cli", "grade", str(submission), "--out",
         str(tmp_path / "gradebook.csv"), "--no-sandbox"], capture_output=True, text=True,
        env=no_bwrap, timeout=120,
    )

    assert graded.returncode == 0, graded.stderr
    assert "warning: --no-sandbox" in graded.stderr
    assert _rows((tmp_path / "gradebook.csv").read_text())["ann"]["status"] == "ok"


def test_an_interrupted_command_writes_what_finished_and_exits_130(tmp_path):
    klass = tmp_path / "class"
    slow = attacking("import time\ntime.sleep(600)")
    for student, notebook in (("ann", "not a notebook"), ("bo", slow), ("cy", slow)):
        (klass / student).mkdir(parents=True)
        target = klass / student / "lesson.ipynb"
        target.write_text(notebook) if isinstance(notebook, str) else nbformat.write(notebook, target)
    out = tmp_path / "gradebook.csv"
    command = subprocess.Popen(
        [sys.executable, "-m", "mcpnb.cli", "grade", *map(str, sorted(klass.glob("*/*"))),
         "--out", str(out), "--workers", "2", "--timeout", "300"],
        stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
    )
    assert command.stderr is not None
    assert command.stderr.readline() == "graded 1/3\n"  # ann, at once; bo and cy sleep
    time.sleep(2)  # both kernels are running their cells by now, or starting them

    command.terminate()
    out_text, err_text = command.communicate(timeout=30)

    assert command.returncode == 130, err_text
    assert out_text == (f"interrupted: 1 of 3 submissions graded; the rest are marked "
                        f"'not graded: interrupted' in {out}\n")
    assert "Traceback" not in err_text
    assert [(s, r["status"]) for s, r in _rows(out.read_text()).items()] == [
        ("ann", "not a notebook: the file could not be read as one"),
        ("bo", "not graded: interrupted"),
        ("cy", "not graded: interrupted"),
    ]
    assert _ends_soon(lambda: foreign_namespace_processes(command.pid) == [])


def lesson_notebook(*sources):
    """A small notebook of lesson 2 (by its metadata) made of these cells."""
    from nbformat.v4 import new_notebook

    return new_notebook(metadata={"mcpnb": {"lesson": HANDSHAKE}},
                        cells=[new_code_cell(source) for source in sources])


def test_a_kernel_over_its_cpu_time_and_a_file_over_its_size_each_get_their_own_status(tmp_path):
    from mcpnb import grading

    paths = []
    for student, source in (("spinner", "while True:\n    pass"),
                            ("writer", "open('big', 'wb').write(b'x' * 100_000_000)")):
        (tmp_path / student).mkdir()
        nbformat.write(lesson_notebook("x = 1", source), tmp_path / student / "lesson.ipynb")
        paths.append(tmp_path / student / "lesson.ipynb")
    # Three seconds of CPU: more than a worker and a kernel need to start, far less than the
    # wall-clock bound, so only the spinning cell can reach it.
    limits = grading.Limits(cpu_seconds=3)

    graded = grading.grade(paths, workers=2, timeout=TIMEOUT, limits=limits)

    assert [g.problems[0] for g in graded] == [  # then: answer cells missing, in this notebook
        "stopped: over the CPU time limit of 3 s, in cell 2",
        "stopped: wrote a file over the size limit of 64 MiB, in cell 2",
    ]
