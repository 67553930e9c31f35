"""What a process keeps for itself (folders in /tmp, control groups): named for their process,
and swept once that process is gone, even killed, as a kernel JupyterLab restarts is."""

import itertools
import os
import signal
import subprocess
import sys
from pathlib import Path

import pytest

from mcpnb.running import sandbox
from mcpnb.running.temporary import own_folder, own_prefix, sweep

# A process number no process can have (past the largest the kernel hands out), in this PID
# namespace, whose number follows it in a folder's name.
GONE = int(Path("/proc/sys/kernel/pid_max").read_text()) + 1
NS = os.stat("/proc/self/ns/pid").st_ino


def test_a_folder_of_a_gone_process_is_swept_and_a_living_ones_kept(tmp_path):
    (tmp_path / f"mcpnb-run-{GONE}-{NS}-abc").mkdir()
    (tmp_path / f"mcpnb-run-{GONE}-{NS}-abc" / "notebook.ipynb").write_text("{}")
    (tmp_path / f"mcpnb-run-{os.getpid()}-{NS}-def").mkdir()

    removed = sweep("run", str(tmp_path))

    assert removed == [f"mcpnb-run-{GONE}-{NS}-abc"]
    assert sorted(p.name for p in tmp_path.iterdir()) == [f"mcpnb-run-{os.getpid()}-{NS}-def"]


def test_links_files_other_kinds_and_names_without_a_process_are_left_alone(tmp_path):
    target = tmp_path / "elsewhere"
    target.mkdir()
    (target / "kept").write_text("")
    (tmp_path / f"mcpnb-run-{GONE}-{NS}-link").symlink_to(target, target_is_directory=True)
    (tmp_path / f"mcpnb-run-{GONE}-{NS}-file").write_text("")
    (tmp_path / f"mcpnb-seccomp-{GONE}-{NS}-x").mkdir()
    (tmp_path / "mcpnb-run-abcdef").mkdir()  # as the folders were named before
    # Another PID namespace's (a server's in a check's sandbox sees this /tmp): its numbers
    # name no process of this one.
    (tmp_path / f"mcpnb-run-{GONE}-{NS + 1}-other").mkdir()

    assert sweep("run", str(tmp_path)) == []
    assert (target / "kept").exists() and len(list(tmp_path.iterdir())) == 6


@pytest.mark.skipif(os.geteuid() != 0, reason="only root can give a folder to another user")
def test_another_users_folder_is_never_swept(tmp_path):
    theirs = tmp_path / f"mcpnb-run-{GONE}-{NS}-theirs"
    theirs.mkdir()
    os.chown(theirs, 2_100_000_000, 2_100_000_000)

    assert sweep("run", str(tmp_path)) == [] and theirs.is_dir()


def test_a_new_folder_is_this_processs_own_and_named_for_it():
    folder = own_folder("test-own")
    try:
        assert folder.name.startswith(f"mcpnb-test-own-{os.getpid()}-{NS}-")
        assert folder.stat().st_mode & 0o777 == 0o700
    finally:
        folder.rmdir()


@pytest.mark.slow
@pytest.mark.skipif(sandbox.seccomp_program() is None, reason="no seccomp filter off x86_64")
def test_a_killed_processs_filter_folder_is_gone_after_the_next_process_makes_its_own():
    """As a kernel does: it wraps a command (writing its seccomp filter), and is killed."""
    wrap = ("from mcpnb.running import sandbox; "
            "sandbox.Sandbox.for_grading(sandbox.DEFAULT_LIMITS, {}).wrap(['true']); "
            "print(sandbox._filter_file().parent, flush=True); ")
    killed = subprocess.Popen([sys.executable, "-c", wrap + "import time; time.sleep(60)"],
                              stdout=subprocess.PIPE, text=True)
    left = Path(killed.stdout.readline().strip())
    killed.send_signal(signal.SIGKILL)
    killed.wait()
    assert left.is_dir()  # no exit handler ran

    after = subprocess.run([sys.executable, "-c", wrap], capture_output=True, text=True,
                           check=True)

    assert not left.exists()
    assert not Path(after.stdout.strip()).exists()  # and its own went at its exit


PIDS = Path("/sys/fs/cgroup/pids")  # cgroup v1's, where root may make groups
needs_groups = pytest.mark.skipif(not os.access(PIDS, os.W_OK),
                                  reason="no cgroup v1 controller this user may write to")


# A kind of group of these tests' own: the graders the suite runs beside them sweep theirs.
KIND = "testsweep"


@needs_groups
def test_an_empty_control_group_of_a_killed_grader_is_removed_by_the_next():
    left = PIDS / f"mcpnb-{KIND}-{GONE}-{NS}-1"
    left.mkdir()
    try:
        assert sweep(KIND, str(PIDS), remove=os.rmdir) == [left.name]
        assert not left.exists()
    finally:
        if left.exists():
            left.rmdir()


@pytest.mark.slow
@needs_groups
def test_a_control_group_with_a_process_still_in_it_is_kept():
    busy = PIDS / f"mcpnb-{KIND}-{GONE}-{NS}-2"
    busy.mkdir()
    sleeper = subprocess.Popen(["sleep", "60"])
    try:
        (busy / "cgroup.procs").write_text(str(sleeper.pid))

        assert sweep(KIND, str(PIDS), remove=os.rmdir) == []
        assert busy.is_dir() and sleeper.poll() is None
    finally:
        sleeper.kill()
        sleeper.wait()
        sandbox.Groups([busy]).remove()


@needs_groups
def test_a_sandbox_sweeps_its_kinds_groups_before_it_makes_its_own():
    left = PIDS / f"mcpnb-{sandbox.GROUPS}-{GONE}-{NS}-1"
    left.mkdir()
    sandbox._swept_groups.cache_clear()  # as in a process that made none yet
    try:
        groups = sandbox.Groups.make(sandbox.DEFAULT_LIMITS)
        groups.remove()

        assert not left.exists()
    finally:
        if left.exists():
            left.rmdir()


@needs_groups
def test_a_grader_numbered_as_a_killed_one_was_still_gets_groups_of_its_own(monkeypatch):
    monkeypatch.setattr(sandbox, "_names", itertools.count(7))
    # The killed grader's group, named as this process's number and count would name its own.
    taken = PIDS / f"{own_prefix(sandbox.GROUPS)}7"
    taken.mkdir()
    try:
        groups = sandbox.Groups.make(sandbox.DEFAULT_LIMITS)
        try:
            assert [f for f in groups.folders if f.parent == PIDS and f != taken]
        finally:
            groups.remove()
    finally:
        taken.rmdir()
