"""Browser-test fixtures: the referee served from a thread, and headless Chromium by Playwright."""

from __future__ import annotations

import os
import shutil

import pytest

from tests.web.pages import LiveServer

CHROMIUM = "/usr/bin/chromium"


@pytest.fixture(scope="module")
def live_server():
    with LiveServer() as server:
        yield server


def _chromium_path() -> str:
    found = shutil.which("chromium") or (CHROMIUM if os.path.exists(CHROMIUM) else None)
    if found is None:
        # In CI a missing browser is a broken setup, never a reason to skip.
        if os.environ.get("CI"):
            pytest.fail("chromium is not installed; .ci/run installs it with apt")
        pytest.skip("chromium is not installed (`bash .ci/run` installs it)")
    return found


@pytest.fixture(scope="module")
def browser():
    """One headless Chromium per test module; tests open their own contexts in it."""
    from playwright.sync_api import sync_playwright

    path = _chromium_path()
    with sync_playwright() as playwright:
        launched = playwright.chromium.launch(executable_path=path, headless=True)
        yield launched
        launched.close()


@pytest.fixture
def context(browser):
    """A fresh browser context (its own cookies and storage) for one test."""
    opened = browser.new_context(viewport={"width": 1280, "height": 900})
    opened.set_default_timeout(30_000)  # waits end on a condition; a loaded CI machine is slow
    yield opened
    opened.close()
