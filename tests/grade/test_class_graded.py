"""A real class, graded end to end as a teacher does it: a dozen lesson-2 notebooks with the
mistakes students make, `mcpnb grade` on the class's folder, `mcpnb report` on its gradebook,
and the page opened in Chromium.

The notebooks are the real teacher and student editions changed cell by cell, so none can go
stale; each runs in a real kernel, sandboxed wherever bubblewrap can run. The report's figures
are compared with the gradebook and with the hints the lesson's own checker gives, never with
numbers written here.
"""

import csv
import os
import subprocess
import sys

import nbformat
import pytest
from chromium import chromium
from hostile import HANDSHAKE, ROOT, honest

from mcpnb.course import course
from mcpnb.judge.tables.check import check_table
from mcpnb.review import class_report
from mcpnb.running import sandbox
from mcpnb.texts import say

ARTIFACTS = ROOT / "test-artifacts" / "report"
# A dozen notebooks two at a time, each about two seconds: room for a machine running the suite.
GRADE_SECONDS = 300
# A server the teacher's solution does not resemble, which two students hand in: the second
# copy has its names changed, as a copy that hopes not to be seen does.
PLANTED = '''%%writefile my_handshake_server.py
import json, sys

KNOWN = ("2025-03-26", "2024-11-05")
where = {"now": "new"}


def emit(**fields):
    print(json.dumps({"jsonrpc": "2.0", **fields}), flush=True)


def fail(ident, code, why, extra=None):
    problem = {"code": code, "message": why}
    if extra is not None:
        problem["data"] = extra
    emit(id=ident, error=problem)


def on_initialize(ident, params):
    if where["now"] != "new":
        return fail(ident, -32600, "initialize came twice")
    asked = params.get("protocolVersion") if isinstance(params, dict) else None
    if asked not in KNOWN:
        return fail(ident, -32602, "Unsupported protocol version",
                    {"requested": asked, "supported": list(KNOWN)})
    where["now"] = "waiting"
    emit(id=ident, result={"protocolVersion": asked, "capabilities": {"tools": {"listChanged": False}},
                           "serverInfo": {"name": "planted", "version": "0.1"}})


def on_line(raw):
    try:
        msg = json.loads(raw)
    except ValueError:
        return fail(None, -32700, "Parse error")
    if not isinstance(msg, dict) or msg.get("jsonrpc") != "2.0":
        return fail(None, -32600, "Invalid Request")
    verb = msg.get("method")
    if "id" not in msg:
        if verb == "notifications/initialized" and where["now"] == "waiting":
            where["now"] = "ready"
        return None
    ident = msg["id"]
    if not isinstance(verb, str):
        return None
    if verb == "ping":
        return emit(id=ident, result={})
    if verb == "initialize":
        return on_initialize(ident, msg.get("params"))
    if where["now"] != "ready":
        return fail(ident, -32600, "not ready yet, still " + where["now"])
    if verb == "tools/list":
        return emit(id=ident, result={"tools": []})
    return fail(ident, -32601, "Method not found")


sys.stdin.reconfigure(errors="replace")
for raw in sys.stdin:
    if raw.strip():
        on_line(raw)
'''
RENAMES = {"emit": "send_out", "fail": "refuse", "ident": "request_id", "where": "status",
           "verb": "name", "on_line": "serve_one", "raw": "text", "msg": "message"}


def cell_of(notebook, item):
    return next(c for c in notebook.cells if c.metadata.get("mcpnb", {}).get("item") == item)


def changed(item, old, new, notebook=None):
    """An honest lesson-2 edition with `old` replaced by `new` in one answer cell."""
    notebook = notebook or honest(HANDSHAKE)
    cell = cell_of(notebook, item)
    assert old in cell.source, (item, old)
    cell.source = cell.source.replace(old, new, 1)
    return notebook


def with_source(item, source, notebook=None):
    notebook = notebook or honest(HANDSHAKE)
    cell_of(notebook, item).source = source
    return notebook


def renamed(source):
    for old, new in RENAMES.items():
        source = source.replace(old, new)
    return source


def class_of_a_dozen():
    """Each student's notebook, and how it differs from the teacher's."""
    starting = cell_of(nbformat.read(ROOT / "notebooks" / "en" / f"{HANDSHAKE}.ipynb",
                                     as_version=4), "fix-handshake").source
    agreed_newer = ('("result", "2024-11-05"),  # asks for 2024-11-05',
                    '("result", "2025-03-26"),  # asks for 2024-11-05')
    missing = honest(HANDSHAKE)
    missing.cells.remove(cell_of(missing, "handshake-replies"))
    return {
        "ana": honest(HANDSHAKE),
        "ben": honest(HANDSHAKE),
        "cai": changed("version-table", *agreed_newer),
        "dee": changed("version-table", *agreed_newer),
        "eli": changed("handshake-replies", '("new", -32600),      # tools/list (id 1)',
                       '("new", "result"),    # tools/list (id 1)'),
        "fay": with_source("fix-handshake", starting),  # handed in the server as it was given
        "gus": changed("state-step", 'if state != "new":', "if False:"),
        "hal": with_source("fix-handshake", PLANTED),
        "ivy": with_source("fix-handshake", renamed(PLANTED)),
        "jo": changed("handshake-words", '"state": "waiting",', '"state": "waiting",\n  ((('),
        "kim": honest(HANDSHAKE, "es"),  # a Spanish edition, in an English gradebook
        "lee": missing,
    }


def hand_in(root, notebooks):
    for student, notebook in notebooks.items():
        (root / student).mkdir(parents=True)
        nbformat.write(notebook, root / student / f"{HANDSHAKE}.ipynb")
    # What JupyterLab leaves beside a notebook is no submission.
    (root / "ana" / ".ipynb_checkpoints").mkdir()
    nbformat.write(honest(HANDSHAKE), root / "ana" / ".ipynb_checkpoints" / "copy.ipynb")


def mcpnb(*args, cwd):
    command = [sys.executable, "-m", "mcpnb.cli", *map(str, args)]
    done = subprocess.run(command, capture_output=True, text=True, cwd=cwd,
                          env=dict(os.environ, MCPNB_LANG="en"), timeout=GRADE_SECONDS)
    assert done.returncode == 0, done.stderr
    return done


@pytest.fixture(scope="module")
def graded_class(tmp_path_factory):
    """The class graded and reported on by the commands a teacher types."""
    root = tmp_path_factory.mktemp("teacher")
    notebooks = class_of_a_dozen()
    hand_in(root / "submissions", notebooks)
    sandboxed = [] if sandbox.unavailable() is None else ["--no-sandbox"]
    mcpnb("grade", "submissions", "--out", "gradebook.csv", "--workers", 2, *sandboxed, cwd=root)
    mcpnb("report", "gradebook.csv", "--out", "report.html", cwd=root)
    with (root / "gradebook.csv").open(newline="") as rows:
        gradebook = {row["student"]: row for row in csv.DictReader(rows)}
    return {"root": root, "notebooks": notebooks, "gradebook": gradebook,
            "report": class_report(root / "gradebook.csv")}


@pytest.mark.slow
def test_every_student_of_the_folder_has_a_row_and_the_mistakes_their_status(graded_class):
    gradebook = graded_class["gradebook"]

    assert sorted(gradebook) == sorted(graded_class["notebooks"])  # no checkpoint among them
    assert {s for s, row in gradebook.items() if row["status_code"] != "ok"} == {"jo", "lee"}
    assert gradebook["ana"]["total"] == gradebook["ana"]["max"] == gradebook["kim"]["total"]
    assert float(gradebook["fay"]["fix-handshake"]) == 0.0


@pytest.mark.slow
def test_each_items_facility_is_the_classes_mean_share_of_its_points_in_the_gradebook(
        graded_class):
    items = graded_class["report"].items.set_index("item")
    points = {item: spec["points"] for item, spec in course()["lessons"][HANDSHAKE]["items"].items()}
    rows = graded_class["gradebook"].values()

    assert set(items.index) == set(points)
    for item, worth in points.items():
        facility = sum(float(row[item] or 0) / worth for row in rows) / len(rows)
        assert items.loc[item, "facility"] == round(facility, 4), item
        assert items.loc[item, "n"] == len(rows)
        assert items.loc[item, "flag"] == "few"  # a dozen: too few for r to say much


@pytest.mark.slow
def test_the_wrong_answer_two_students_wrote_is_counted_with_the_hint_each_was_given(graded_class):
    cells = graded_class["report"].cells
    notebook = graded_class["notebooks"]["cai"]
    namespace: dict = {}
    exec(cell_of(notebook, "version-table").source, namespace)
    seen = check_table("version-table", namespace["version_replies"]).cells[0][1]

    version = cells[(cells["item"] == "version-table") & (cells["row"] == 1)
                    & (cells["column"] == 2)]
    assert len(version) == 1  # one cell, whichever edition's words its students read
    assert version.iloc[0]["wrong"] == [("'2025-03-26'", 2, seen.hint)]
    assert version.iloc[0]["right"] == round(1 - 2 / 12, 4)
    assert (version.iloc[0]["given"], version.iloc[0]["heading"]) == ("'2024-11-05'", say(
        "column.protocolversion-or-error-data"))


@pytest.mark.slow
def test_the_two_copies_are_the_one_similar_pair_and_the_teachers_own_server_makes_none(
        graded_class):
    similar = graded_class["report"].similar

    assert [(p.item, {p.a, p.b}) for p in similar.itertuples()] == [("fix-handshake", {"hal", "ivy"})]


@pytest.mark.slow
def test_the_report_opens_in_chromium_without_an_error_and_draws_every_picture(graded_class):
    page_file = graded_class["root"] / "report.html"
    errors = []
    with chromium() as browser:
        page = browser.new_page(viewport={"width": 900, "height": 1200})
        page.on("pageerror", lambda error: errors.append(str(error)))
        page.on("console", lambda m: errors.append(m.text) if m.type == "error" else None)
        page.on("requestfailed", lambda request: errors.append(request.url))
        page.goto(page_file.as_uri())
        pictures = page.evaluate("""() => [...document.querySelectorAll('figure svg')].map(svg => {
            const box = svg.getBoundingClientRect();
            return {width: box.width, height: box.height,
                    drawn: svg.querySelectorAll('path, rect, use').length,
                    label: svg.closest('figure').getAttribute('aria-label')};
        })""")
        tables = page.evaluate("""() => Object.fromEntries([...document.querySelectorAll(
            'table caption')].map(c => [c.textContent, c.closest('table').rows.length - 1]))""")
        text = page.inner_text("body")
        ARTIFACTS.mkdir(parents=True, exist_ok=True)
        page.screenshot(path=ARTIFACTS / "class-report.png", full_page=True)

    assert errors == []
    assert len(pictures) == 2  # the lesson's totals and its items' facility
    for picture in pictures:
        assert 0 < picture["width"] <= 820 and picture["height"] > 0, picture
        assert picture["drawn"] > 10 and picture["label"], picture
    assert all(picture["label"] in tables for picture in pictures)  # a table beside each
    report = graded_class["report"]
    missed = (report.cells["right"] < 1).sum(), (report.behaviours["passed"] < 1).sum()
    assert (tables[say("review.cells")], tables[say("review.behaviours")]) == missed != (0, 0)
    assert "hal" in text and "ivy" in text and "'2025-03-26'" in text
