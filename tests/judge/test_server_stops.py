"""A server that cannot start is told at once, with its own error, once; one that dies on a later
request, or raises while handling one, is told so on that request's finding, with its error."""

import sys
import time

import pytest
from places import ROOT, beside_given

from mcpnb.judge.checks.server import check_server
from mcpnb.judge.report import Verdict, details
from mcpnb.texts import say

pytestmark = pytest.mark.slow  # every test here starts a process

LESSON_1 = (ROOT / "data" / "exercises" / "01-messages-server.py").read_text()
LESSON_6 = (ROOT / "data" / "exercises" / "06-tools-server.py").read_text()
# Far below what a server that cannot start cost before (the 15 s bound of an HTTP server's
# start), far above what telling it takes (well under a second here).
TOLD_WITHIN = 5.0


def broken(source, old, new):
    assert old in source
    return source.replace(old, new, 1)


def test_a_stdio_server_that_dies_at_start_gets_one_finding_with_its_error_once(tmp_path):
    server = tmp_path / "my_server.py"
    server.write_text(broken(LESSON_1, "    print(text)", "    print(text, file=sys.stder)"))

    report = check_server("messages", [sys.executable, str(server)])

    (finding,) = report.findings
    assert (finding.id, finding.verdict, report.passed) == ("server.stopped", Verdict.FAILED, 0)
    assert finding.got[0] == say("got.stopped-at-start", how="exit 1")
    assert finding.got[-1].startswith("AttributeError: module 'sys' has no attribute 'stder'")
    assert "print(text, file=sys.stder)" in " ".join(finding.got)
    # where, by the file's name alone: the same in any folder (a grader's changes run to run)
    assert finding.got[1].strip().startswith('File "my_server.py", line 10')
    assert str(tmp_path) not in " ".join(finding.got)
    assert finding.text("hint") == say("server.stopped.hint")


def test_an_http_server_with_a_syntax_error_is_told_at_once_with_its_error(tmp_path):
    source = broken(LESSON_6, "def listing(id, params):", "def listing(id, params:")
    server = beside_given(tmp_path, "fix-tools", "my_tools_server.py", source)

    start = time.monotonic()
    report = check_server("tools", [sys.executable, str(server)])
    seconds = time.monotonic() - start

    (finding,) = report.findings
    assert finding.id == "server.stopped" and seconds < TOLD_WITHIN
    assert finding.got[-1].startswith("SyntaxError:")
    assert "def listing(id, params:" in " ".join(finding.got)


def test_a_stdio_server_that_dies_on_a_later_request_says_so_on_that_request_once(tmp_path):
    server = tmp_path / "my_server.py"
    server.write_text(broken(LESSON_1, '    if method == "ping":',
                             '    if method == "mcpnb/no-such-method":\n'
                             '        raise RuntimeError("not this one")\n'
                             '    if method == "ping":'))

    report = check_server("messages", [sys.executable, str(server)])

    unknown = next(f for f in report.findings if f.id == "messages.unknown-method")
    assert unknown.got[0].startswith(say("got.died-on", how="exit 1"))
    assert unknown.got[1] == say("got.server-error")
    assert unknown.got[-1] == "RuntimeError: not this one"
    later = [f for f in report.findings if f.verdict is Verdict.NOT_JUDGED and f is not unknown]
    assert later and all("RuntimeError" not in " ".join(f.got) for f in later)
    assert report.passed > 0  # what it answered before it died still counts


def test_an_http_server_that_raises_while_handling_a_call_is_told_on_the_calls_findings(
        tmp_path):
    source = broken(LESSON_6, "    if name not in TOOLS:", "    if name not in TOOLZ:")
    server = beside_given(tmp_path, "fix-tools", "my_tools_server.py", source)

    report = check_server("tools", [sys.executable, str(server)])

    told = [f for f in report.findings if say("got.server-error") in f.got]
    again = [f for f in report.findings if say("got.server-error-again") in f.got]
    # the error and its hint once, on the first request it dropped; then "the same error"
    assert len(told) == 1 and told[0].text("hint") == say("server.dropped.hint")
    assert told[0].got[-1] == "NameError: name 'TOOLZ' is not defined"
    assert "if name not in TOOLZ:" in " ".join(told[0].got)
    assert len(again) >= 5 and all(f.text("hint") == "" for f in again)
    assert all(say("report.hint") not in dict(details(f)) for f in again)  # no empty hint line
    assert all(f.verdict is Verdict.FAILED for f in told + again)
    clients = [f for f in again if f.id == "eras.calls-echo"]  # the SDK clients calls, dropped too
    assert clients, [f.id for f in again]
    listed = next(f for f in report.findings if f.id == "tools.listed")
    assert listed.passed and say("got.server-error-again") not in listed.got
