"""Debian's Chromium for the tests that look at a page as a person would (the lessons in
JupyterLab, the class report), driven by Playwright.

Where Chromium is missing those tests are skipped with the reason, except in CI (`CI` set),
where `.ci/run` installs it and a missing browser is a failure.
"""

import contextlib
import os
import shutil
from collections.abc import Iterator

import pytest

CHROMIUM = shutil.which("chromium")  # Debian's, on PATH
CHROMIUM_ARGS = [
    "--no-sandbox",  # we are root in a container: Chromium's sandbox refuses to start as root
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
]


@contextlib.contextmanager
def chromium() -> Iterator[object]:
    """A Chromium browser (Playwright's `Browser`), closed after; the test is skipped where
    there is none, and fails in CI."""
    if CHROMIUM is None:
        if os.environ.get("CI"):
            pytest.fail("CI must run the browser tests, but there is no chromium on PATH: "
                        "`.ci/run` installs Debian's chromium")
        pytest.skip("no chromium on PATH (apt-get install chromium); CI always runs this test")
    from playwright.sync_api import sync_playwright

    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        try:
            yield browser
        finally:
            browser.close()
