"""The audited run on its own (`mcpnb.running.audited`): what it refuses, whatever way a program
asks, with no grader around it."""

import subprocess
import sys

import pytest

from mcpnb.content.reference import audit_files

pytestmark = pytest.mark.slow  # every test starts processes

# A program that starts a Python of its own the way no audit event sees (`fork_exec` is what
# subprocess calls after its own audit event), and says what the child printed.
FORK_EXEC = """\
import os, sys, _posixsubprocess
errors, ends = os.pipe()
out, into = os.pipe()
pid = _posixsubprocess.fork_exec(
    [sys.executable.encode(), b"-c", b"print('escaped')"], [sys.executable.encode()], True,
    (), None, None, -1, -1, -1, into, -1, -1, errors, ends, True, False, -1, None, None, None,
    -1, None, False)
os.close(ends)
os.close(into)
said = b""
while chunk := os.read(out, 100):  # to its end: an unbuffered child writes a line in two
    said += chunk
print("child printed", said, "status", os.waitpid(pid, 0)[1])
"""


def run(tmp_path, program, *, audited=True):
    for name, content in audit_files().items():
        (tmp_path / name).write_bytes(content if isinstance(content, bytes) else content.encode())
    (tmp_path / "program.py").write_text(program)
    hook = [str(tmp_path / "audited.py"), str(tmp_path / "reference.txt"), str(tmp_path / "told")]
    command = [sys.executable, *(hook if audited else []), str(tmp_path / "program.py")]
    return subprocess.run(command, capture_output=True, text=True, timeout=30)


@pytest.mark.skipif(sys.platform != "linux", reason="the filter is Linux's seccomp")
def test_a_program_started_by_a_way_no_audit_event_sees_is_refused_its_exec(tmp_path):
    plain, audited = run(tmp_path, FORK_EXEC, audited=False), run(tmp_path, FORK_EXEC)

    assert "child printed b'escaped\\n' status 0" in plain.stdout  # unaudited, it escapes
    assert "child printed b'' status" in audited.stdout and "status 0" not in audited.stdout


@pytest.mark.parametrize("attempt", [
    "import ctypes\nctypes.CDLL(None)",
    "import gc\ngc.get_objects()",
    "import sys\nsys.settrace(lambda *a: None)",
    "import subprocess\nsubprocess.run(['true'])",
    "import os\nos.fork()",
    "open('/proc/self/mem', 'rb')",
])
def test_what_would_reach_the_hooks_state_or_leave_it_behind_is_refused(tmp_path, attempt):
    done = run(tmp_path, attempt)

    assert done.returncode != 0 and "refused while grading" in done.stderr
