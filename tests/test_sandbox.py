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
        # Its worker is out of its reach (the PID namespace's first process): it ends only itself.
        "d1-killer": "the kernel died in cell 2",
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


# --- a second hostile class, graded as root and as a normal user ---------------------------------
#
# Each attacker's cell tries its attacks and raises if any of them worked, so its row is `ok` only
# when every attack failed; what an attack would change outside (the course, the teacher's files,
# a classmate's row, a root-only file) is checked after the batch too.

AS_USER = "mcpnb-teacher"  # the normal user the second leg grades as (made when run as root)


def remounter():
    """Lesson 1 with a cell that remounts every read-only folder writable and rewrites the grader
    and the starting code it scores (one would run outside the sandbox, next batch)."""
    return attacking(
        "import ctypes, os, pathlib, sys, mcpnb\n"
        "libc = ctypes.CDLL(None, use_errno=True)\n"
        "package = pathlib.Path(mcpnb.__file__).parent\n"
        "data = package.parent / 'data'\n"
        "worked = []\n"
        "for folder in [package, data, pathlib.Path(sys.prefix), pathlib.Path('/usr'), pathlib.Path('/etc')]:\n"
        "    if libc.mount(None, str(folder).encode(), None, 32 | 4096, None) == 0:  # MS_REMOUNT|MS_BIND\n"
        "        worked.append(f'remount {folder}')\n"
        "for target, text in [(package / 'function_runner.py', '\\nraise SystemExit\\n'),\n"
        "                     (data / 'exercises' / '02-handshake-server.py', '\\nimport os\\n'),\n"
        "                     (package / 'tables.py', '\\nraise SystemExit\\n')]:\n"
        "    try:\n"
        "        target.open('a').write(text)\n"
        "        worked.append(f'wrote {target}')\n"
        "    except OSError:\n"
        "        pass\n"
        "if libc.chroot(b'/tmp') == 0:\n"
        "    worked.append('chroot')\n"
        "if libc.unshare(0x10000000) == 0:  # CLONE_NEWUSER: root again, in a namespace of its own\n"
        "    worked.append('user namespace')\n"
        "if libc.syscall(425, 8, ctypes.create_string_buffer(120)) >= 0:  # io_uring_setup\n"
        "    worked.append('io_uring')\n"
        "if libc.syscall(250, 0, -3) >= 0:  # keyctl(KEYCTL_GET_KEYRING_ID, the session's)\n"
        "    worked.append('keyctl')\n"
        "import socket\n"
        "try:\n"
        "    socket.socket(socket.AF_PACKET, socket.SOCK_RAW)\n"
        "    worked.append('raw socket')\n"
        "except OSError:\n"
        "    pass\n"
        "assert not worked, worked\n",
        MESSAGES,
    )


def reader(canary, teacher_folder):
    """Lesson 2 with a cell that reads root's files and the teacher's and smuggles their first
    line out as the name of an exception, which a gradebook's status shows."""
    theirs = [str(teacher_folder / "notes.txt"), str(teacher_folder / "out" / ".mcpnb-secret")]
    return attacking(
        "found = []\n"
        f"for path in ['/etc/shadow', {str(canary)!r}, '/root/.bash_history', '/proc/1/environ', *{theirs!r}]:\n"
        "    try:\n"
        "        found.append(open(path).read().splitlines()[0])\n"
        "    except (OSError, IndexError):\n"
        "        pass\n"
        "if found:\n"
        "    raise type(''.join(c for c in found[0] if c.isalnum()) or 'Found', (Exception,), {})()\n"
    )


def forger():
    """Lesson 2 with a cell that writes a fake `ok` report into every descriptor it can open, traces
    and signals every process it sees; the next cell raises, as the row must then say."""
    notebook = attacking(
        "import ctypes, glob, json, os, signal\n"
        "fake = json.dumps({'outcome': 'ok', 'cell': None, 'detail': ''}) + '\\n'\n"
        "mine = set(os.listdir('/proc/self/task'))  # its own threads: it would only end itself\n"
        "for fd in glob.glob('/proc/[0-9]*/fd/*'):\n"
        "    if fd.split('/')[2] not in mine:\n"
        "        try:\n"
        "            with open(fd, 'w') as file:\n"
        "                file.write(fake)\n"
        "        except OSError:\n"
        "            pass\n"
        "libc = ctypes.CDLL(None, use_errno=True)\n"
        "for pid in range(1, 300):\n"
        "    if str(pid) not in mine | set(os.listdir('/proc/self/task')):\n"
        "        libc.ptrace(16, pid, 0, 0)  # PTRACE_ATTACH\n"
        "        for sig in (signal.SIGINT, signal.SIGTERM, signal.SIGHUP, signal.SIGUSR1, signal.SIGKILL):\n"
        "            try:\n"
        "                os.kill(pid, sig)\n"
        "            except OSError:\n"
        "                pass\n"
    )
    notebook.cells.insert(2, new_code_cell("raise RuntimeError('this cell raises')"))
    return notebook


def with_exercise(lesson, item, source):
    """A teacher edition whose exercise cell for `item` holds `source` instead."""
    notebook = teacher(lesson)
    cell = next(c for c in notebook.cells if c.metadata.get("mcpnb", {}).get("item") == item)
    magic = cell.source.partition("\n")[0]
    cell.source = f"{magic}\n{source}" if magic.startswith("%%") else source
    return notebook


def lookup_table():
    """A buffer step that is a table of the notebook's public inputs and their answers."""
    from mcpnb.functions import buffer_step, inputs

    table = {tuple(args): buffer_step(*args) for _, args in inputs("buffer-step")}
    return (f"TABLE = {table!r}\n\n"
            "def buffer_step(buffer, chunk):\n"
            "    return TABLE.get((buffer, chunk), (buffer + chunk, []))\n")


def with_answer(lesson, item, value_source):
    """A teacher edition whose answer cell for `item` assigns `value_source` instead."""
    import ast

    notebook = teacher(lesson)
    cell = next(c for c in notebook.cells if c.metadata.get("mcpnb", {}).get("item") == item)
    name = next(n.targets[0].id for n in ast.parse(cell.source).body if isinstance(n, ast.Assign))
    cell.source = f"{name} = {value_source}\n"
    return notebook


def second_class(teacher_folder, canary, *, as_root):
    """The second hostile class, each attacker followed by an honest classmate; returns the paths
    to grade (as a shell's `class/*/*.ipynb` would give them) and the students refused."""
    klass = teacher_folder / "class"
    secret = teacher_folder / "notes.txt"
    cases = {
        "a1-remounter": remounter(),
        "a2-honest": teacher(MESSAGES),
        "b1-reader": reader(canary, teacher_folder),
        "b2-honest": teacher(HANDSHAKE),
        "c1-forger": forger(),
        "c2-honest": teacher(HANDSHAKE),
        # A server that is the package's own reference server, and a function that is a table.
        "d1-runpy": with_exercise(HANDSHAKE, "fix-handshake",
                                  "import runpy\nrunpy.run_module('mcpnb.servers.handshake', run_name='__main__')\n"),
        "d2-table": with_exercise(MESSAGES, "buffer-step", lookup_table()),
        "d3-honest": teacher(MESSAGES),
        # An answer whose decimal form is past Python's int-to-str limit.
        "e1-bignum": with_answer(HANDSHAKE, "version-table", "0x" + "f" * 5000),
        "e2-honest": teacher(HANDSHAKE),
        # Two folders whose names make the same safe file name.
        "f1 x": teacher(HANDSHAKE),
        "f1_x": teacher(HANDSHAKE),
        "z-honest": teacher(HANDSHAKE),
    }
    for student, notebook in cases.items():
        (klass / student).mkdir(parents=True)
        nbformat.write(notebook, klass / student / "lesson.ipynb")
    # What is not a file a student handed in: links (to a classmate, to the answer key, to a
    # device, a whole folder), a FIFO and, where the test may make one, a device.
    links = {
        "l1-classmate": klass / "a2-honest" / "lesson.ipynb",
        "l2-answer-key": ROOT / "notebooks" / "solutions" / "en" / f"{HANDSHAKE}.ipynb",
        "l3-zero": Path("/dev/zero"),
    }
    for student, target in links.items():
        (klass / student).mkdir()
        (klass / student / "lesson.ipynb").symlink_to(target)
    (klass / "l4-folder").symlink_to(klass / "b2-honest", target_is_directory=True)
    (klass / "l5-fifo").mkdir()
    os.mkfifo(klass / "l5-fifo" / "lesson.ipynb")
    refused = {**{s: "refused: a symbolic link, not a file the student handed in"
                  for s in (*links, "l4-folder")},
               "l5-fifo": "refused: a named pipe (FIFO), not a regular file"}
    if as_root:
        (klass / "l6-device").mkdir()
        os.mknod(klass / "l6-device" / "lesson.ipynb", 0o600 | __import__("stat").S_IFCHR,
                 os.makedev(1, 5))
        refused["l6-device"] = "refused: a device, not a regular file"
    secret.write_text("the teacher's own notes\n")
    return sorted(klass.glob("*/*.ipynb")), refused


# The grader, with its peak memory (KiB) written to the file named first when it ends.
MEASURED_GRADER = (
    "import resource, sys\n"
    "from mcpnb.cli import main\n"
    "try:\n"
    "    status = main(sys.argv[2:])\n"
    "finally:\n"
    "    with open(sys.argv[1], 'w') as out:\n"
    "        out.write(str(resource.getrusage(resource.RUSAGE_SELF).ru_maxrss))\n"
    "sys.exit(status)\n"
)
USER_UID = 2_100_000_000  # a normal user with no name, no files and no groups


def as_normal_user(command, home):
    """`command` run as `USER_UID` by root, in a view of the machine where a folder a normal user
    may not enter (`/root` of mode 700, a checkout in a private folder) holds only what this
    Python and the course need, as a course installed for everyone would be."""
    needed = {Path(sys.base_prefix).resolve(), Path(sys.prefix).resolve(), ROOT}
    closed = {a for p in needed for a in p.parents
              if a != Path("/") and not a.stat().st_mode & 0o001}
    view = []
    for top in sorted(c for c in closed if not any(c != o and c.is_relative_to(o) for o in closed)):
        inside = sorted(p for p in needed if p.is_relative_to(top))
        between = sorted({a for p in inside for a in p.parents if a.is_relative_to(top) and a != top},
                         key=lambda a: len(a.parts))
        view += ["--perms", "0755", "--tmpfs", str(top)]
        view += [arg for a in between for arg in ("--perms", "0755", "--dir", str(a))]
        view += [arg for p in inside for arg in ("--ro-bind", str(p), str(p))]
    return ["bwrap", "--dev-bind", "/", "/", *view, "--",
            "setpriv", f"--reuid={USER_UID}", f"--regid={USER_UID}", "--clear-groups",
            "env", f"HOME={home}", *command]


def grade_second_class(folder, paths, n, *, as_root):
    out = folder / "out"
    memory = out / f"peak-{n}"
    command = [sys.executable, "-c", MEASURED_GRADER, str(memory), "grade", *map(str, paths),
               "--out", str(out / f"gradebook-{n}.csv"), "--feedback", str(out / f"feedback-{n}"),
               "--workers", "2", "--timeout", str(TIMEOUT)]
    if not as_root and os.geteuid() == 0:
        command = as_normal_user(command, folder)
    environment = {**os.environ, "MCPNB_TEACHER_SECRET": "hunter2", "TMPDIR": str(folder / "tmp")}
    run = subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                           cwd=folder, env=environment)
    stdout, stderr = run.communicate(timeout=BATCH_SECONDS)
    return {"run": subprocess.CompletedProcess(command, run.returncode, stdout, stderr),
            "pid": run.pid, "peak_mib": int(memory.read_text()) / 1024,
            "rows": _rows((out / f"gradebook-{n}.csv").read_text()),
            "pages": {p.name: p.read_text() for p in (out / f"feedback-{n}").iterdir()}}


@pytest.fixture(scope="module", params=["as root", "as a normal user"])
def second(request):
    import shutil
    import tempfile

    as_root = request.param == "as root"
    if as_root and os.geteuid() != 0:
        pytest.skip("grading as root needs the tests to run as root")
    # Not under pytest's temporary folder, which only its owner may enter.
    folder = Path(tempfile.mkdtemp(prefix="mcpnb-teacher-"))
    canary = Path(f"/etc/mcpnb-canary-{os.getpid()}")
    if os.geteuid() == 0:
        canary.write_text("CanaryOfRootOnly\n")
        canary.chmod(0o600)
    request.addfinalizer(lambda: (shutil.rmtree(folder, ignore_errors=True),
                                  canary.unlink(missing_ok=True)))
    paths, refused = second_class(folder, canary, as_root=as_root)
    (folder / "out").mkdir()
    (folder / "tmp").mkdir()
    if not as_root and os.geteuid() == 0:
        for path in [folder, *folder.rglob("*")]:
            os.chown(path, USER_UID, USER_UID, follow_symlinks=False)
    course = lambda: tree_digest(ROOT / "mcpnb", ROOT / "data", ROOT / "notebooks", ROOT / "lessons")  # noqa: E731
    teachers = lambda: tree_digest(folder / "class", folder / "notes.txt")  # noqa: E731
    before = course(), teachers()
    runs = [grade_second_class(folder, paths, n, as_root=as_root) for n in (1, 2)]
    return {"runs": runs, "rows": runs[0]["rows"], "pages": runs[0]["pages"], "paths": paths,
            "refused": refused, "before": before, "after": (course(), teachers()),
            "folder": folder, "canary": canary}


def test_the_second_hostile_batch_ends_normally_with_a_row_for_every_file(second):
    for run in second["runs"]:
        assert run["run"].returncode == 0, run["run"].stderr
        assert "Traceback" not in run["run"].stderr
    assert len(second["rows"]) == len(second["paths"])


def test_no_attack_of_privilege_works_and_every_honest_classmate_gets_full_marks(second):
    rows = second["rows"]
    expected = {student: ("ok", row["max"]) for student, row in rows.items()
                if student.endswith("honest") or student in ("a1-remounter", "b1-reader", "f1 x", "f1_x")}

    assert len(expected) == 10
    assert {s: (rows[s]["status"], rows[s]["total"]) for s in expected} == expected


def test_the_course_and_the_teachers_files_are_byte_identical_and_root_files_unread(second):
    assert second["before"] == second["after"]
    everything = "".join([*second["pages"].values(), *(
        (second["folder"] / "out" / f"gradebook-{n}.csv").read_text() for n in (1, 2))])
    assert "CanaryOfRootOnly" not in everything


def test_a_kernel_cannot_forge_the_workers_report_nor_end_it(second):
    row = second["rows"]["c1-forger"]

    assert (row["status"], row["total"]) == ("stops with RuntimeError in cell 3", full(HANDSHAKE))


def test_a_server_that_runs_the_reference_server_and_a_table_of_the_public_inputs_earn_nothing(second):
    rows = second["rows"]

    assert rows["d1-runpy"]["fix-handshake"] == "0"
    assert float(rows["d2-table"]["buffer-step"]) < float(rows["d3-honest"]["buffer-step"])


def test_what_is_not_a_regular_file_handed_in_is_refused_with_a_status_that_says_so(second):
    rows = second["rows"]

    assert {s: rows[s]["status"] for s in second["refused"]} == second["refused"]
    assert all(rows[s]["total"] == "0" for s in second["refused"])


def test_every_student_gets_a_page_of_their_own_and_grading_again_writes_the_same_files(second):
    first, again = second["runs"]
    folder = second["folder"] / "out"

    assert len(first["pages"]) == len(first["rows"])
    assert (folder / "gradebook-1.csv").read_bytes() == (folder / "gradebook-2.csv").read_bytes()
    assert first["pages"] == again["pages"]


def test_no_process_of_the_second_batch_is_left_and_the_graders_memory_stays_small(second):
    peaks = [run["peak_mib"] for run in second["runs"]]
    print(f"the grader's peak memory: {peaks} MiB")

    assert _ends_soon(lambda: all(foreign_namespace_processes(r["pid"]) == [] for r in second["runs"]))
    assert max(peaks) < 400


def test_a_server_that_runs_the_reference_server_does_not_start_and_its_findings_say_why():
    from mcpnb import grading

    source = "import runpy\nrunpy.run_module('mcpnb.servers.handshake', run_name='__main__')\n"

    report = grading.check_server_source("handshake", source, grading.Limits())

    baseline = grading.starting_baseline("handshake", "02-handshake-server.py")
    assert report.passed < baseline and grading.server_score(report, 10, baseline) == 0
    assert report.findings[0].got[-1].startswith("its last line on stderr: ")
    assert "No module named 'mcpnb'" in report.findings[0].got[-1]


def test_a_course_folder_that_changes_during_a_batch_changes_no_grade_and_runs_nothing_outside(
        tmp_path, monkeypatch):
    """The starting code the grader scores is read once and run sandboxed: code added to it
    before the batch runs where it reaches nothing, and a change during the batch is not seen."""
    import shutil

    from mcpnb import data, exercises, grading, harness

    course = tmp_path / "data"
    shutil.copytree(ROOT / "data", course)
    outside = tmp_path / "ran-outside"
    start = course / "exercises" / "02-handshake-server.py"
    starting_code = start.read_text()
    start.write_text(f"try:\n    open({str(outside)!r}, 'w').write('the course ran outside')\n"
                     f"except OSError:\n    pass\n{starting_code}")
    caches = [grading.course_text, grading._server_baseline, grading._function_baseline,
              exercises.course, harness.load_script]
    for cached in caches:
        cached.cache_clear()
        monkeypatch.setattr(data, "DATA_DIR", course)
    paths = []
    # cy hands in the starting server as it is: it earns nothing over the baseline read first.
    for student, notebook in (("ann", teacher(HANDSHAKE)), ("bo", teacher(HANDSHAKE)),
                              ("cy", with_exercise(HANDSHAKE, "fix-handshake", starting_code))):
        (tmp_path / "class" / student).mkdir(parents=True)
        nbformat.write(notebook, tmp_path / "class" / student / "lesson.ipynb")
        paths.append(tmp_path / "class" / student / "lesson.ipynb")

    def change_the_course(done, total, problems):
        if done == 1:  # the starting code passes nothing now, and every item is worth 100
            start.write_text("import sys\nsys.exit(1)\n")
            (course / "course.json").write_text((course / "course.json").read_text()
                                                .replace('"points": ', '"points": 100'))

    try:
        graded = grading.grade(paths, workers=1, timeout=TIMEOUT, progress=change_the_course)
    finally:
        for cached in caches:
            cached.cache_clear()

    assert not outside.exists()
    assert [(g.status, g.total, g.max) for g in graded] == [
        ("ok", 41.0, 41.0), ("ok", 41.0, 41.0), ("ok", 31.0, 41.0)]
