"""The course as a student meets it: each student edition run in JupyterLab, in a real browser.

JupyterLab is started on 127.0.0.1 on a free port, with no token, in a temporary folder that
holds copies of the student editions, with its settings, workspaces and runtime files in that
folder too and news and update checks turned off, so nothing is fetched from outside. Debian's
Chromium (`/usr/bin/chromium`), driven by Playwright, loads JupyterLab once, opens each lesson in
it in turn, runs all its cells from the Run menu and waits for every cell to finish. Then it looks
at what a student would see: no traceback, the check tables with their marks, live widgets that
answer when they are used, and the picture of the transcript. Screenshots go to `test-artifacts/browser/`.

Where Chromium is missing the test is skipped with the reason, except in CI (`CI` set), where
`.ci/run` installs it and a missing browser is a failure.
"""

import json
import os
import re
import shutil
import signal
import socket
import subprocess
import sys
import time

import httpx
import nbformat
import pytest
from chromium import chromium
from places import ROOT

from mcpnb.course import course
from mcpnb.judge.registry import TABLE_KINDS
from mcpnb.show.diagram import WIDEST
from mcpnb.texts import say, speaking

pytestmark = pytest.mark.slow  # every test here starts a process

ARTIFACTS = ROOT / "test-artifacts" / "browser"
LESSONS = sorted(course()["lessons"])
# Every lesson in English, and one each in Spanish and German: (lesson, language).
EDITIONS = [*((lesson, "en") for lesson in LESSONS), ("01-messages", "es"), ("02-handshake", "de")]

# JupyterLab answers /api/status 4 to 9 s after it starts here; a busy CI machine gets 60 s.
LAB_START_TIMEOUT = 60.0
# Asked to stop, JupyterLab shuts its kernels down in about a second.
LAB_STOP_TIMEOUT = 10.0
# Opening a lesson loads JupyterLab's scripts and starts a kernel: about 10 s on a first load,
# and over 20 s once in CI, with the whole suite sharing its two cores.
OPEN_TIMEOUT_MS = 60_000
# Running all of a lesson takes about 6 s, most of it the server checks, which start real
# processes; each check is bounded far below this.
RUN_ALL_TIMEOUT_MS = 120_000
# How often a wait looks at the page: Playwright's default, every frame, runs a query over the
# whole notebook sixty times a second while the cells run, which costs the CPU the tests share.
POLL_MS = 100
# A widget's change goes to the kernel and back in milliseconds.
WIDGET_TIMEOUT_MS = 10_000

# Every cell of the open notebook shows an execution count: "[12]:", not "[*]:" nor "[ ]:".
NOTEBOOK = ".jp-NotebookPanel:not(.lm-mod-hidden)"  # the notebook in view
ALL_CELLS_RAN = f"""() => {{
    const prompts = [...document.querySelectorAll('{NOTEBOOK} .jp-CodeCell .jp-InputPrompt')];
    return prompts.length > 0 && prompts.every(p => /^\\[\\d+\\]:$/.test(p.textContent.trim()));
}}"""
KERNEL_IDLE = """() => /\\| Idle/.test(
    document.querySelector('#jp-main-statusbar')?.textContent ?? '')"""
ERROR_WORDS = re.compile(r"Traceback|\b\w*(Error|Exception)\b")


def free_port():
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def write_settings(folder):
    """JupyterLab settings for a test: no news, no update check, every cell kept in the page."""
    settings = {
        "apputils-extension/notification": {"fetchNews": "false", "checkForUpdates": False},
        # By default a long notebook renders only the cells in view; the test reads them all.
        "notebook-extension/tracker": {"windowingMode": "none"},
    }
    for name, values in settings.items():
        path = folder / "@jupyterlab" / f"{name}.jupyterlab-settings"
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(json.dumps(values))


# `python -m jupyterlab`, with nbformat imported first without jsonschema's format checkers
# (`mcpnb.quick_nbformat`): 2.7 s of CPU less for the server to start.
LAB_MAIN = "import sys, mcpnb.quick_nbformat; from jupyterlab.labapp import main; sys.exit(main())"


@pytest.fixture(scope="module")
def lab(tmp_path_factory):
    """A JupyterLab serving copies of the student editions; yields its address."""
    home = tmp_path_factory.mktemp("lab")
    course_dir = home / "course"
    course_dir.mkdir()
    for lesson, language in EDITIONS:
        (course_dir / language).mkdir(exist_ok=True)
        (course_dir / language / f"{lesson}.ipynb").write_bytes(edition(lesson, language).read_bytes())
    write_settings(home / "settings")
    port = free_port()
    env = dict(
        os.environ,
        JUPYTER_CONFIG_DIR=str(home / "config"),
        JUPYTER_DATA_DIR=str(home / "data"),
        JUPYTER_RUNTIME_DIR=str(home / "runtime"),
        JUPYTERLAB_SETTINGS_DIR=str(home / "settings"),
        JUPYTERLAB_WORKSPACES_DIR=str(home / "workspaces"),
        # A closed port: the closing question shows its recorded sample at once.
        AI_URL="http://127.0.0.1:9",
    )
    log = (home / "lab.log").open("wb")
    server = subprocess.Popen(
        [sys.executable, "-c", LAB_MAIN, "--allow-root", "--no-browser",
         "--ip", "127.0.0.1", f"--port={port}", "--IdentityProvider.token=",
         f"--ServerApp.root_dir={course_dir}", "--LabApp.news_url=None",
         # `window.jupyterapp`: the tests open each lesson in the page already loaded.
         "--LabApp.expose_app_in_browser=True",
         "--LabApp.check_for_updates_class=jupyterlab.NeverCheckForUpdate"],
        stdin=subprocess.DEVNULL, stdout=log, stderr=subprocess.STDOUT, env=env, cwd=course_dir,
        start_new_session=True,
    )
    url = f"http://127.0.0.1:{port}"
    try:
        deadline = time.monotonic() + LAB_START_TIMEOUT
        while not _answers(f"{url}/api/status"):
            if server.poll() is not None or time.monotonic() > deadline:
                pytest.fail(f"JupyterLab did not start; its log:\n{_tail(home / 'lab.log')}")
            time.sleep(0.2)
        yield url
    finally:
        _stop(server)
        log.close()


def _answers(url):
    try:
        return httpx.get(url, timeout=1.0).status_code == 200
    except httpx.HTTPError:
        return False


def _tail(path, chars=3000):
    return path.read_text(errors="replace")[-chars:]


def _stop(server):
    """SIGTERM the server's group (it shuts its kernels down), then SIGKILL what is left."""
    for sig, wait in ((signal.SIGTERM, LAB_STOP_TIMEOUT), (signal.SIGKILL, LAB_STOP_TIMEOUT)):
        try:
            os.killpg(server.pid, sig)
        except ProcessLookupError:
            break
        try:
            server.wait(wait)
            break
        except subprocess.TimeoutExpired:
            continue


@pytest.fixture(scope="module")
def browser_context(lab):
    shutil.rmtree(ARTIFACTS, ignore_errors=True)  # only this run's pictures
    ARTIFACTS.mkdir(parents=True)
    with chromium() as browser:
        context = browser.new_context(viewport={"width": 1400, "height": 1000})
        context.set_default_timeout(OPEN_TIMEOUT_MS)
        # Nothing leaves the machine: a request anywhere but our JupyterLab is refused.
        context.route(re.compile(r"^https?://"), lambda route: (
            route.continue_() if route.request.url.startswith(f"{lab}/") else route.abort()))
        yield context


def edition(lesson, language):
    """The student edition of a lesson in a language."""
    return ROOT / "notebooks" / language / f"{lesson}.ipynb"


@pytest.fixture(scope="module")
def lab_page(browser_context, lab):
    """One page of JupyterLab, loaded once: loading its scripts costs Chromium six seconds of CPU,
    five times what running a lesson costs it. Each test opens its lesson in it, as a student
    opens one notebook after another, and closes it after."""
    page = browser_context.new_page()
    page.goto(f"{lab}/lab/workspaces/course?reset")
    page.wait_for_function("() => window.jupyterapp !== undefined", polling=POLL_MS)
    page.evaluate("() => window.jupyterapp.restored")
    try:
        yield page
    finally:
        page.close()


def open_and_run_all(page, lesson, language):
    """Open a lesson, wait for its kernel, run all cells from the Run menu, wait until all ran."""
    code_cells = sum(c.cell_type == "code" for c in nbformat.read(
        edition(lesson, language), as_version=4).cells)
    path = f"{language}/{lesson}.ipynb"
    try:
        page.evaluate("async path => { await window.jupyterapp.commands.execute("
                      "'docmanager:open', {path}); }", path)
        page.wait_for_function(f"""() => window.jupyterapp.shell.currentWidget?.context?.path
            === '{path}' && document.querySelectorAll('{NOTEBOOK} .jp-CodeCell').length
            === {code_cells}""", polling=POLL_MS)
        page.wait_for_function(KERNEL_IDLE, polling=POLL_MS)
        page.click(".lm-MenuBar-itemLabel:text-is('Run')")
        page.click(".lm-Menu-itemLabel:text-is('Run All Cells')")
        page.wait_for_function(ALL_CELLS_RAN, timeout=RUN_ALL_TIMEOUT_MS, polling=POLL_MS)
        page.wait_for_function(KERNEL_IDLE, timeout=RUN_ALL_TIMEOUT_MS, polling=POLL_MS)
    except Exception:
        page.screenshot(path=ARTIFACTS / f"{lesson}-{language}-stuck.png")
        close_lesson(page)
        raise


def close_lesson(page):
    """Close the lesson in view unsaved, its kernel shut down: the next one opens alone."""
    page.evaluate("""async () => {
        const panel = window.jupyterapp.shell.currentWidget;
        if (panel?.sessionContext) {
            await panel.sessionContext.shutdown();
            panel.context.model.dirty = false;
            panel.dispose();
        }
    }""")


def tables_of(lesson):
    items = course()["lessons"][lesson]["items"]
    return sum(spec["kind"] in TABLE_KINDS for spec in items.values())


def drawers():
    """The package's functions and methods that draw a sequence picture: each of `mcpnb.show`
    whose result is a `SequenceDiagram`, or holds one (a lesson's text and picture). A new
    lesson's drawing is found here without a list to keep."""
    import ast

    from places import ROOT

    names = set()
    for path in sorted((ROOT / "mcpnb" / "show").glob("*.py")):
        for node in ast.walk(ast.parse(path.read_text())):
            if isinstance(node, ast.FunctionDef) and node.returns is not None and (
                    "SequenceDiagram" in ast.unparse(node.returns)):
                names.add(node.name)
    return names


def pictures_of(lesson):
    """How many sequence pictures a lesson draws: one per cell that calls one of `drawers()`
    (`.diagram()`, `draw_run`, `sequence_diagram`, lessons 5 and 6's `draw_exchange` and
    `draw_tool_exchange`, ...)."""
    notebook = nbformat.read(edition(lesson, "en"), as_version=4)
    calls = re.compile("|".join(rf"\b{re.escape(name)}\(" for name in sorted(drawers())))
    return sum(1 for c in notebook.cells if c.cell_type == "code" and calls.search(c.source))


def explorers_of(lesson, language):
    """How many live explorers a lesson shows: one per cell that calls an `mcpnb.*_explorer`."""
    notebook = nbformat.read(edition(lesson, language), as_version=4)
    return sum("_explorer(" in c.source for c in notebook.cells if c.cell_type == "code")


def in_language(language, key, **values):
    """A sentence of the package as an edition in `language` shows it."""
    with speaking(language):
        return say(key, **values)


def use_the_explorer(page, lesson, language):
    """Work the lesson's explorer as a student would; return its answer once the kernel's is in.

    The kernel answers by setting a new value on an HTML widget, which replaces its elements, so
    the answer is looked up afresh until it shows the change.
    """
    explorer = page.locator(f"{NOTEBOOK} .widget-vbox").first
    explorer.scroll_into_view_if_needed()
    answer = explorer.locator(".mcpnb-explorer p")
    if lesson == "01-messages":
        before = answer.first.inner_text()
        handle = explorer.locator(".widget-slider .noUi-handle").first.bounding_box()
        assert handle is not None
        x, y = handle["x"] + handle["width"] / 2, handle["y"] + handle["height"] / 2
        page.mouse.move(x, y)
        page.mouse.down()
        page.mouse.move(x + 40, y, steps=5)
        page.mouse.up()
        changed = answer.filter(has_not_text=before)
    else:
        explorer.locator(".widget-dropdown select").select_option("2024-11-05")
        agreed = in_language(language, "explore.version.agreed", version="2024-11-05")
        changed = answer.filter(has_text=agreed)
    changed.first.wait_for(timeout=WIDGET_TIMEOUT_MS)
    return changed.first.inner_text()


@pytest.mark.parametrize(("lesson", "language"), EDITIONS, ids=lambda v: v)
def test_a_student_runs_all_of_a_lesson_in_jupyterlab_and_sees_tables_widgets_and_a_picture(
        lab_page, lesson, language):
    page = lab_page
    open_and_run_all(page, lesson, language)
    name = f"{lesson}-{language}"
    try:
        page.screenshot(path=ARTIFACTS / f"{name}-after-run-all.png")
        notebook = page.locator(NOTEBOOK)
        errors = [text for text in notebook.locator(
            ".jp-RenderedText[data-mime-type='application/vnd.jupyter.stderr']").all_inner_texts()
            if ERROR_WORDS.search(text)]
        fallbacks = [t for t in notebook.locator(".jp-RenderedText").all_inner_texts()
                     if t.startswith("VBox(")]
        notebook.locator(".mcpnb-table").first.screenshot(path=ARTIFACTS / f"{name}-table.png")
        picture = notebook.locator(".mcpnb-diagram svg")
        notebook.locator(".mcpnb-diagram").first.screenshot(
            path=ARTIFACTS / f"{name}-picture.png")

        assert errors == []
        assert notebook.locator(".mcpnb-table").count() == tables_of(lesson)
        assert notebook.locator(".mcpnb-table [class^='mcpnb-mark-']").count() > 0
        explorers = explorers_of(lesson, language)
        assert notebook.locator(".jupyter-widgets.widget-vbox").count() == explorers
        assert fallbacks == []
        drawn = pictures_of(lesson)  # lesson 4 draws a modern session and a legacy one
        assert picture.count() == drawn and drawn >= 1
        assert all(p.locator("g.mcpnb-reply").count() > 0 for p in picture.all())
        # within a laptop's window: no picture wider than 1280 px
        assert all(p.bounding_box()["width"] <= WIDEST for p in picture.all())
        # shown as written: no `$…$` of a finding or a table typeset as maths
        assert notebook.locator(".mcpnb-check mjx-container, .mcpnb-table mjx-container, "
                                ".mcpnb-check .MathJax, .mcpnb-table .MathJax").count() == 0
        if lesson == "06-tools":  # the starting server's finding names the keyword, as written
            assert "$schema" in " ".join(notebook.locator(".mcpnb-check").all_inner_texts())

        if explorers:
            answer = use_the_explorer(page, lesson, language)
            notebook.locator(".widget-vbox").first.screenshot(
                path=ARTIFACTS / f"{name}-explorer.png")
            reads = in_language(language, "explore.buffer.summary", reads="§", ready="§",
                                pending="§").split("§")[1]
            agreed = in_language(language, "explore.version.agreed", version="2024-11-05")
            assert reads in answer or answer == agreed, answer
        if language != "en":  # the edition speaks its language, down to the checks' verdicts
            score = in_language(language, "table.score", right="§", total="§").split("§")[1]
            assert score in notebook.locator(".mcpnb-table").first.inner_text()
    finally:
        close_lesson(page)
