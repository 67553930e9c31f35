"""The sandbox on its own: what `mcpnb grade` does without bubblewrap or without the sandbox, an
interrupted batch, a server that leaves its process group, a kernel over one limit, a course that
changes during a batch. The hostile classes are in `test_hostile_class.py` and
`test_second_hostile_class.py`. Without bubblewrap these tests are skipped, except in CI (`CI`
set), which must run them (`.ci/run` installs bubblewrap).
"""

import os
import subprocess
import sys
import time
from pathlib import Path

import nbformat
import pytest
from hostile import (
    HANDSHAKE,
    ROOT,
    TIMEOUT,
    attacking,
    ends_soon,
    foreign_namespace_processes,
    gradebook_rows,
    running_with,
    teacher,
    with_exercise,
)
from nbformat.v4 import new_code_cell

from mcpnb.judge.checks.server import check_server

pytestmark = [pytest.mark.usefixtures("bubblewrap"), pytest.mark.slow]  # every test starts processes


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
    assert ends_soon(lambda: not running_with(marker))


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
    assert gradebook_rows((tmp_path / "gradebook.csv").read_text())["ann"]["status"] == "ok"


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
    assert out_text == (f"interrupted: 1 of 3 submissions graded and kept in {out}; the "
                        "others keep the rows they had\n")
    assert "Traceback" not in err_text
    assert [(s, r["status"]) for s, r in gradebook_rows(out.read_text()).items()] == [
        ("ann", "not a notebook: the file could not be read as one"),
        ("bo", "not graded: interrupted"),
        ("cy", "not graded: interrupted"),
    ]
    assert ends_soon(lambda: foreign_namespace_processes(command.pid) == [])


def lesson_notebook(*sources):
    """A small notebook of lesson 2 (by its metadata) made of these cells."""
    from nbformat.v4 import new_notebook

    return new_notebook(metadata={"mcpnb": {"lesson": HANDSHAKE}},
                        cells=[new_code_cell(source) for source in sources])


def test_a_kernel_over_its_cpu_time_and_a_file_over_its_size_each_get_their_own_status(tmp_path):
    from mcpnb.grade import batch, grading

    paths = []
    for student, source in (("spinner", "while True:\n    pass"),
                            ("writer", "open('big', 'wb').write(b'x' * 100_000_000)")):
        (tmp_path / student).mkdir()
        nbformat.write(lesson_notebook("x = 1", source), tmp_path / student / "lesson.ipynb")
        paths.append(tmp_path / student / "lesson.ipynb")
    # Three seconds of CPU: more than a worker and a kernel need to start, far less than the
    # wall-clock bound, so only the spinning cell can reach it.
    limits = grading.Limits(cpu_seconds=3)

    graded = batch.grade(paths, workers=2, timeout=TIMEOUT, limits=limits)

    assert [str(g.problems[0]) for g in graded] == [  # then: answer cells missing, in this notebook
        "stopped: over the CPU time limit of 3 s, in cell 2",
        "stopped: wrote a file over the size limit of 64 MiB, in cell 2",
    ]
    assert [g.status_code for g in graded] == ["cpu;missing", "file-size;missing"]


def test_a_server_that_runs_the_reference_server_does_not_start_and_its_findings_say_why():
    from mcpnb.grade import grading

    source = "import runpy\nrunpy.run_module('mcpnb.servers.handshake', run_name='__main__')\n"

    report = grading.check_server_source("handshake", source, grading.Limits())

    baseline = grading.starting_baseline("handshake", "02-handshake-server.py")
    assert report.passed < baseline and grading.exercise_score(report, 10, baseline) == 0
    assert [f.id for f in report.findings] == ["server.stopped"]  # told once, with its error
    assert "No module named 'mcpnb'" in report.findings[0].got[-1]


def test_a_course_folder_that_changes_during_a_batch_changes_no_grade_and_runs_nothing_outside(
        tmp_path, monkeypatch):
    """The starting code the grader scores is read once and run sandboxed: code added to it
    before the batch runs where it reaches nothing, and a change during the batch is not seen."""
    import shutil

    from mcpnb import course
    from mcpnb.grade import batch, grading
    from mcpnb.running import scripts

    copy = tmp_path / "data"
    shutil.copytree(ROOT / "data", copy)
    outside = tmp_path / "ran-outside"
    start = copy / "exercises" / "02-handshake-server.py"
    starting_code = start.read_text()
    start.write_text(f"try:\n    open({str(outside)!r}, 'w').write('the course ran outside')\n"
                     f"except OSError:\n    pass\n{starting_code}")
    caches = [grading.course_text, grading._server_baseline, grading._function_baseline,
              course.course, scripts.load_script]
    for cached in caches:
        cached.cache_clear()
        monkeypatch.setattr(course, "DATA_DIR", copy)
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
            (copy / "course.json").write_text((copy / "course.json").read_text()
                                                .replace('"points": ', '"points": 100'))

    try:
        graded = batch.grade(paths, workers=1, timeout=TIMEOUT, progress=change_the_course)
    finally:
        for cached in caches:
            cached.cache_clear()

    assert not outside.exists()
    assert [(g.status, g.total, g.max) for g in graded] == [
        ("ok", 41.0, 41.0), ("ok", 41.0, 41.0), ("ok", 31.0, 41.0)]


# --- what the sandbox hides, it hides wherever it lies -----------------------------------------

LISTING = ("import os, sys\n"
           "for folder in sys.argv[1:]:\n"
           "    print(folder, sorted(os.listdir(folder)) if os.path.isdir(folder) else 'absent')\n")


def listed_in_sandbox(hidden, folders, *, as_user=False, home=None):
    """What a grading sandbox hiding `hidden` shows of each of `folders` (root: and as a normal
    user starting the sandbox, with `as_user`)."""
    program = (
        "import subprocess, sys\n"
        "from pathlib import Path\n"
        "from mcpnb.running.sandbox import Limits, Sandbox\n"
        "hidden, folders = sys.argv[1].split(':'), sys.argv[2:]\n"
        "box = Sandbox.for_grading(Limits(), {}, hidden=[Path(h) for h in hidden])\n"
        f"command = [sys.executable, '-c', {LISTING!r}, *folders]\n"
        "print(subprocess.run(box.wrap(command), capture_output=True, text=True).stdout, end='')\n"
    )
    command = [sys.executable, "-c", program, ":".join(map(str, hidden)), *map(str, folders)]
    if as_user:
        from hostile import as_normal_user

        command = as_normal_user(command, home)
    return subprocess.run(command, capture_output=True, text=True, timeout=60, check=True).stdout


@pytest.mark.skipif(os.geteuid() != 0, reason="only root makes a folder inside /usr")
@pytest.mark.parametrize("as_user", [False, True], ids=["root", "user"])
def test_a_teachers_folder_inside_a_system_folder_is_hidden_from_the_students_code(tmp_path, as_user):
    import shutil

    app = Path(f"/usr/src/mcpnb-test-{os.getpid()}-{time.monotonic_ns()}") / "app"
    (app / "class" / "ann").mkdir(parents=True)
    (app / "class" / "ann" / "02-handshake.ipynb").write_text("{}")
    (app / "solutions").mkdir()
    os.chmod(app.parent, 0o755)
    try:
        listed = listed_in_sandbox([app], [app, app / "class", app.parent], as_user=as_user,
                                   home=tmp_path)
    finally:
        shutil.rmtree(app.parent)

    assert listed.splitlines() == [f"{app} []", f"{app / 'class'} absent", f"{app.parent} ['app']"]


def test_the_package_inside_a_venv_inside_the_graders_folder_stays_hidden_once_the_venv_is_shown(
        tmp_path):
    # A teacher's folder (hidden: the grader runs there) holding the venv the wheel is installed
    # in (shown: the Python the code runs with), which holds the package (hidden from a
    # student's server): showing the venv again must not show the package again.
    from mcpnb.running.sandbox import _hiding

    teacher = tmp_path / "term"
    venv, package = teacher / "venv", teacher / "venv" / "site-packages" / "mcpnb"
    package.mkdir(parents=True)
    (package / "servers.py").write_text("# the reference servers\n")
    (venv / "site-packages" / "pandas.py").write_text("# a library the code may use\n")
    (teacher / "notes.txt").write_text("the teacher's\n")
    # As a grading sandbox shows it: an empty world (here, the test's own folder; the Python
    # that lists may live in /tmp, as a CI clone's venv does) with the shown code bound in.
    made = [str(f) for f in reversed(venv.parents) if f.is_relative_to(teacher)]
    options = ["--ro-bind", "/", "/", "--dev", "/dev", "--proc", "/proc", "--tmpfs", str(tmp_path),
               *[option for folder in made for option in ("--dir", folder)],
               "--ro-bind", str(venv), str(venv), *_hiding([teacher, package], [venv])]
    command = ["bwrap", *options, sys.executable, "-c", LISTING, str(teacher),
               str(venv / "site-packages"), str(package)]

    listed = subprocess.run(command, capture_output=True, text=True, timeout=30, check=True)

    assert listed.stdout.splitlines() == [f"{teacher} ['venv']",
                                          f"{venv / 'site-packages'} ['mcpnb', 'pandas.py']",
                                          f"{package} []"]


def test_a_folder_inside_the_python_the_sandbox_shows_is_hidden_from_the_students_code():
    import shutil
    import tempfile

    inside = Path(tempfile.mkdtemp(prefix="mcpnb-test-hidden-", dir=sys.prefix))
    (inside / "gradebook.csv").write_text("student,total\n")
    try:
        listed = listed_in_sandbox([inside], [inside])
    finally:
        shutil.rmtree(inside)

    assert listed == f"{inside} []\n"


def test_grading_refuses_to_start_where_a_folder_it_must_hide_holds_a_system_folder(tmp_path):
    submission = tmp_path / "class" / "ann" / "lesson.ipynb"
    submission.parent.mkdir(parents=True)
    nbformat.write(teacher(HANDSHAKE), submission)

    refused = subprocess.run(
        [sys.executable, "-m", "mcpnb.cli", "grade", str(submission), "--out",
         str(tmp_path / "gradebook.csv")], capture_output=True, text=True, cwd="/", timeout=60)

    assert refused.returncode == 2, refused.stderr
    assert "cannot grade safely: the folder / must be hidden" in refused.stderr
    assert "and it holds /" in refused.stderr and "Traceback" not in refused.stderr
    assert not (tmp_path / "gradebook.csv").exists()


@pytest.mark.skipif(os.geteuid() != 0, reason="only root writes a file in /etc")
def test_the_teachers_secret_kept_in_etc_is_empty_to_the_students_code():
    secret = Path(f"/etc/mcpnb-test-secret-{os.getpid()}-{time.monotonic_ns()}")
    secret.write_text("hunter2\n")
    secret.chmod(0o644)  # readable by everyone: only the sandbox keeps it from a student
    try:
        box = sandbox_module().Sandbox.for_grading(sandbox_module().Limits(), {}, hidden=[secret])
        read = subprocess.run(box.wrap(["cat", str(secret)]), capture_output=True, text=True,
                              timeout=30)
    finally:
        secret.unlink()

    assert read.returncode == 0 and read.stdout == ""


def sandbox_module():
    from mcpnb.running import sandbox

    return sandbox
