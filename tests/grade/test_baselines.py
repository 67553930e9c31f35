"""A starting code's baseline is computed once per build and kept for the next batch, and a kept
file that is not a baseline is computed again, never trusted and never a failure."""

import os

import pytest

from mcpnb.grade import baselines, grading
from mcpnb.running.sandbox import Limits

START, CHECKER = "02-handshake-server.py", "handshake"
NOT_SANDBOXED = grading.Grading(limits=None)  # the same key and count where there is no bwrap


@pytest.fixture
def kept(tmp_path, monkeypatch):
    """A folder of kept baselines of this test's own, and a grader that has computed none yet."""
    monkeypatch.setenv("MCPNB_CACHE", str(tmp_path))
    grading._server_baseline.cache_clear()
    yield tmp_path / "baselines"
    grading._server_baseline.cache_clear()


def the_file(kept):
    source = grading.course_text("exercises", START)
    return kept / baselines.key("server", CHECKER, source, None)


def fresh_baseline():
    grading._server_baseline.cache_clear()  # as a new grader process would start
    return grading.starting_baseline(CHECKER, START, NOT_SANDBOXED)


@pytest.mark.slow
def test_a_baseline_is_kept_and_the_next_grader_reads_it_instead_of_running_the_starting_code(kept):
    computed = fresh_baseline()

    assert the_file(kept).read_text() == f"{computed}\n" and computed > 0
    the_file(kept).write_text("3\n")  # not what the starting code passes: only a read gives it
    assert fresh_baseline() == 3


@pytest.mark.slow
@pytest.mark.parametrize("entry", ["garbage", "too-long", "empty", "link", "fifo", "folder"])
def test_a_kept_file_that_is_not_a_baseline_is_computed_again_and_rewritten(kept, entry, tmp_path):
    computed = fresh_baseline()
    path = the_file(kept)
    path.unlink()
    target = tmp_path / "elsewhere"
    target.write_text("1\n")
    make = {
        "garbage": lambda: path.write_text("twelve\n"),
        "too-long": lambda: path.write_text("1" * 100),
        "empty": lambda: path.write_text(""),
        "link": lambda: path.symlink_to(target),
        "fifo": lambda: os.mkfifo(path),  # a read of it would wait forever for a writer
        "folder": lambda: path.mkdir(),
    }
    make[entry]()

    assert fresh_baseline() == computed
    assert entry == "folder" or path.read_text() == f"{computed}\n"
    assert target.read_text() == "1\n"


@pytest.mark.slow
def test_a_folder_that_cannot_be_written_only_keeps_nothing(kept, monkeypatch, tmp_path):
    blocked = tmp_path / "a-file"
    blocked.write_text("")
    monkeypatch.setenv("MCPNB_CACHE", str(blocked / "below-a-file"))

    assert fresh_baseline() > 0
    assert not kept.exists()


def test_the_key_changes_with_the_build_the_course_the_starting_code_and_the_limits(monkeypatch):
    base = baselines.key("server", CHECKER, "print()", None)
    others = [baselines.key("server", CHECKER, "print(1)", None),
              baselines.key("server", "messages", "print()", None),
              baselines.key("function", CHECKER, "print()", None),
              baselines.key("server", CHECKER, "print()", Limits()),
              baselines.key("server", CHECKER, "print()", Limits(memory=1 << 30))]
    build, course = baselines.builds()
    monkeypatch.setattr(baselines, "builds", lambda: (build + "x", course))
    others.append(baselines.key("server", CHECKER, "print()", None))
    monkeypatch.setattr(baselines, "builds", lambda: (build, course + "x"))
    others.append(baselines.key("server", CHECKER, "print()", None))

    assert len({base, *others}) == 1 + len(others)


def test_the_kept_baselines_are_in_the_users_cache_folder_unless_mcpnb_cache_says(monkeypatch):
    monkeypatch.delenv("MCPNB_CACHE")
    monkeypatch.setenv("XDG_CACHE_HOME", "/somewhere")
    assert baselines.folder() == baselines.Path("/somewhere/mcpnb")
    monkeypatch.delenv("XDG_CACHE_HOME")
    monkeypatch.setenv("HOME", "/home/teacher")
    assert str(baselines.folder()) == "/home/teacher/.cache/mcpnb"
