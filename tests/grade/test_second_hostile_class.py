"""A second hostile class, graded as root and as a normal user: attacks of privilege (remounts,
namespaces, reading root's files, forging the worker's report), answers that game the grader, and
files that are not notebooks a student handed in. Without bubblewrap these tests are skipped,
except in CI (`CI` set), which must run them.
"""

import os
import socket
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
    with_exercise,
)
from nbformat.v4 import new_code_cell

pytestmark = [pytest.mark.usefixtures("bubblewrap"), pytest.mark.slow]  # every test starts processes

# Each attacker's cell tries its attacks and raises if any of them worked, so its row is `ok` only
# when every attack failed; what an attack would change outside (the course, the teacher's files,
# a classmate's row, a root-only file) is checked after the batch too.


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
    """Lesson 2 with a cell that writes a fake `ok` report into every descriptor it can open: the
    other processes', and each pipe of its own it holds one end of (ipykernel's own output pipes
    have both ends here; a lone end came from its worker, which the kernel is forked from). It
    traces and signals every process it sees; the next cell raises, as the row must then say.
    The cell fails if it could write into a lone end of its own."""
    notebook = attacking(
        "import ctypes, glob, json, os, signal, stat\n"
        "fake = json.dumps({'outcome': 'ok', 'cell': None, 'detail': ''}) + '\\n'\n"
        "links = {fd: os.readlink(f'/proc/self/fd/{fd}') for fd in os.listdir('/proc/self/fd')\n"
        "         if os.path.exists(f'/proc/self/fd/{fd}')}\n"
        "ends = list(links.values())  # ipykernel's own output pipes: both ends are here\n"
        "inherited = [fd for fd, to in links.items() if int(fd) > 2 and ends.count(to) == 1\n"
        "             and stat.S_ISFIFO(os.fstat(int(fd)).st_mode)]\n"
        "wrote = []\n"
        "for fd in inherited:\n"
        "    try:\n"
        "        os.write(int(fd), fake.encode())\n"
        "        wrote.append(links[fd])\n"
        "    except OSError:\n"
        "        pass\n"
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
        "assert not wrote, wrote\n"
    )
    notebook.cells.insert(2, new_code_cell("raise RuntimeError('this cell raises')"))
    return notebook


def lookup_table():
    """A buffer step that is a table of the notebook's public inputs and their answers."""
    from mcpnb.judge.functions.check import inputs
    from mcpnb.judge.functions.exercises import buffer_step

    table = {tuple(args): buffer_step(*args) for _, args in inputs("buffer-step")}
    return (f"TABLE = {table!r}\n\n"
            "def buffer_step(buffer, chunk):\n"
            "    return TABLE.get((buffer, chunk), (buffer + chunk, []))\n")


WEB = "05-http"


def web_reacher(port, canary, teacher_folder):
    """Lesson 5 with a server that, before it serves, tries to reach a port this machine listens
    on (`port`, on its 127.0.0.1) and to read root's and the teacher's files, and stops if any of
    it worked: the server of a sandbox whose network leaked would fail its check."""
    honest_server = next(c for c in honest(WEB).cells
                         if c.metadata.get("mcpnb", {}).get("item") == "fix-http")
    server = honest_server.source.partition("\n")[2]
    paths = ["/etc/shadow", str(canary), str(teacher_folder / "notes.txt")]
    prelude = (
        "import socket, sys\n"
        "reached = []\n"
        "try:\n"
        f"    socket.create_connection(('127.0.0.1', {port}), timeout=1).close()\n"
        "    reached.append('the machine')\n"
        "except OSError:\n"
        "    pass\n"
        f"for path in {paths!r}:\n"
        "    try:\n"
        "        open(path).read()\n"
        "        reached.append(path)\n"
        "    except OSError:\n"
        "        pass\n"
        "if reached:\n"
        "    sys.exit('reached ' + ', '.join(reached))\n"
    )
    return with_exercise(WEB, "fix-http", prelude + server)


def sse_lookup_table():
    """An SSE reader that is a table of the notebook's public inputs and their answers."""
    from mcpnb.judge.functions.check import inputs
    from mcpnb.judge.functions.sse_reader import sse_step

    table = {tuple(args): sse_step(*args) for _, args in inputs("sse-step")}
    return (f"TABLE = {table!r}\n\n"
            "def sse_step(pending, chunk):\n"
            "    return TABLE.get((pending, chunk), (pending + chunk, []))\n")


def with_answer(lesson, item, value_source):
    """An honest edition whose answer cell for `item` assigns `value_source` instead."""
    import ast

    notebook = honest(lesson)
    cell = next(c for c in notebook.cells if c.metadata.get("mcpnb", {}).get("item") == item)
    name = next(n.targets[0].id for n in ast.parse(cell.source).body if isinstance(n, ast.Assign))
    cell.source = f"{name} = {value_source}\n"
    return notebook


def second_class(teacher_folder, canary, port, *, as_root):
    """The second hostile class, each attacker followed by an honest classmate; returns the paths
    to grade (as a shell's `class/*/*.ipynb` would give them) and the students refused."""
    klass = teacher_folder / "class"
    secret = teacher_folder / "notes.txt"
    cases = {
        "a1-remounter": remounter(),
        "a2-honest": teacher(MESSAGES),  # lesson 1's full edition; the other honest ones are cut
        "b1-reader": reader(canary, teacher_folder),
        "b2-honest": honest(HANDSHAKE),
        "c1-forger": forger(),
        "c2-honest": honest(HANDSHAKE),
        # A server that is the package's own reference server, and a function that is a table.
        "d1-runpy": with_exercise(HANDSHAKE, "fix-handshake",
                                  "import runpy\nrunpy.run_module('mcpnb.servers.handshake', run_name='__main__')\n"),
        "d2-table": with_exercise(MESSAGES, "buffer-step", lookup_table()),
        "d3-honest": honest(MESSAGES),
        # An answer whose decimal form is past Python's int-to-str limit.
        "e1-bignum": with_answer(HANDSHAKE, "version-table", "0x" + "f" * 5000),
        "e2-honest": honest(HANDSHAKE),
        # Two folders whose names make the same safe file name.
        "f1 x": honest(HANDSHAKE),
        "f1_x": honest(HANDSHAKE),
        # Lesson 5: a web server that reaches for this machine, and an SSE reader that is a table.
        "g1-web-reacher": web_reacher(port, canary, teacher_folder),
        "g2-sse-table": with_exercise(WEB, "sse-step", sse_lookup_table()),
        "g3-honest": honest(WEB),
        "z-honest": honest(HANDSHAKE),
    }
    for student, notebook in cases.items():
        (klass / student).mkdir(parents=True)
        nbformat.write(notebook, klass / student / "lesson.ipynb")
    # What is not a file a student handed in: links (to a classmate, to the answer key, to a
    # device, a whole folder), a FIFO and, where the test may make one, a device.
    links = {
        "l1-classmate": klass / "a2-honest" / "lesson.ipynb",
        "l2-answer-key": ROOT / "solutions" / "en" / f"{HANDSHAKE}.ipynb",
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


@pytest.fixture(scope="module")
def second():
    """The second class graded twice from one teacher's folder: as root, then as a normal user
    (where the tests run as a normal user, as that user both times). The same class, the same
    secret: both gradings must write the same gradebook and pages."""
    import shutil
    import tempfile

    as_root = os.geteuid() == 0
    # Not under pytest's temporary folder, which only its owner may enter.
    folder = Path(tempfile.mkdtemp(prefix="mcpnb-teacher-"))
    canary = Path(f"/etc/mcpnb-canary-{os.getpid()}")
    if as_root:
        canary.write_text("CanaryOfRootOnly\n")
        canary.chmod(0o600)
    listener = socket.create_server(("127.0.0.1", 0))  # what a sandboxed server must not reach
    listener.setblocking(False)
    try:
        paths, refused = second_class(folder, canary, listener.getsockname()[1], as_root=as_root)
        (folder / "out").mkdir()
        (folder / "tmp").mkdir()
        course = lambda: tree_digest(ROOT / "mcpnb", ROOT / "data", ROOT / "notebooks", ROOT / "lessons")  # noqa: E731
        teachers = lambda: tree_digest(folder / "class", folder / "notes.txt")  # noqa: E731
        before = course(), teachers()
        runs = [grade_as_teacher(folder, paths, 1, folder / "tmp", as_user=False)]
        if as_root:  # the teacher's folder is the normal user's for the second grading
            for path in [folder, *folder.rglob("*")]:
                os.chown(path, USER_UID, USER_UID, follow_symlinks=False)
        runs.append(grade_as_teacher(folder, paths, 2, folder / "tmp", as_user=True))
        try:
            listener.accept()[0].close()
            reached = True
        except BlockingIOError:
            reached = False
        yield {"runs": runs, "paths": paths, "refused": refused, "before": before,
               "after": (course(), teachers()), "folder": folder, "canary": canary,
               "reached": reached}
    finally:
        listener.close()
        shutil.rmtree(folder, ignore_errors=True)
        canary.unlink(missing_ok=True)


def each_grading(second):
    """The rows of each grading, said with who graded (as root, as a normal user)."""
    return [(f"grading {n}", run["rows"]) for n, run in enumerate(second["runs"], 1)]


def test_the_second_hostile_batch_ends_normally_with_a_row_for_every_file(second):
    for run in second["runs"]:
        assert run["run"].returncode == 0, run["run"].stderr
        assert "Traceback" not in run["run"].stderr
        assert len(run["rows"]) == len(second["paths"])


def test_no_attack_of_privilege_works_and_every_honest_classmate_gets_full_marks(second):
    for grading, rows in each_grading(second):
        expected = {student: ("ok", row["max"]) for student, row in rows.items()
                    if student.endswith("honest")
                    or student in ("a1-remounter", "b1-reader", "f1 x", "f1_x", "g1-web-reacher")}

        assert len(expected) == 12, grading
        assert {s: (rows[s]["status"], rows[s]["total"]) for s in expected} == expected, grading


def test_the_course_and_the_teachers_files_are_byte_identical_and_root_files_unread(second):
    assert second["before"] == second["after"]
    everything = "".join([*(page for run in second["runs"] for page in run["pages"].values()), *(
        (second["folder"] / "out" / f"gradebook-{n}.csv").read_text() for n in (1, 2))])
    assert "CanaryOfRootOnly" not in everything


def test_a_kernel_cannot_forge_the_workers_report_nor_end_it(second):
    for grading, rows in each_grading(second):
        row = rows["c1-forger"]

        assert (row["status"], row["total"]) == ("stops with RuntimeError in cell 3", full(HANDSHAKE)), grading


def test_a_server_that_runs_the_reference_server_and_a_table_of_the_public_inputs_earn_nothing(second):
    for grading, rows in each_grading(second):
        assert rows["d1-runpy"]["fix-handshake"] == "0", grading
        assert float(rows["d2-table"]["buffer-step"]) < float(rows["d3-honest"]["buffer-step"]), grading
        # The table's own fallback (all of it kept, no message) is right for an unended event.
        assert float(rows["g2-sse-table"]["sse-step"]) < float(rows["g3-honest"]["sse-step"]) / 4, \
            grading


def test_a_web_server_in_its_sandbox_reaches_nothing_of_this_machine(second):
    assert second["reached"] is False
    for grading, rows in each_grading(second):
        assert rows["g1-web-reacher"]["fix-http"] == rows["g3-honest"]["fix-http"] != "0", grading


def test_what_is_not_a_regular_file_handed_in_is_refused_with_a_status_that_says_so(second):
    for grading, rows in each_grading(second):
        assert {s: rows[s]["status"] for s in second["refused"]} == second["refused"], grading
        assert all(rows[s]["total"] == "0" for s in second["refused"]), grading


def test_every_student_gets_a_page_of_their_own_and_grading_again_as_a_normal_user_writes_the_same_files(
        second):
    first, again = second["runs"]
    folder = second["folder"] / "out"

    assert len(first["pages"]) == len(first["rows"])
    assert (folder / "gradebook-1.csv").read_bytes() == (folder / "gradebook-2.csv").read_bytes()
    assert first["pages"] == again["pages"]


def test_no_process_of_the_second_batch_is_left_and_the_graders_memory_stays_small(second):
    peaks = [run["peak_mib"] for run in second["runs"]]
    print(f"the grader's peak memory: {peaks} MiB")

    assert ends_soon(lambda: all(foreign_namespace_processes(r["pid"]) == [] for r in second["runs"]))
    assert max(peaks) < 400
