"""Fixtures for the browser tests: a real ``wartable serve`` process (the server tests'
``ServerProcess``: SQLite in a temporary folder, one process for computer seats) and Chromium
driven by Playwright.

Chromium is Debian's (``/usr/bin/chromium``, installed by .ci/run; ``WARTABLE_CHROMIUM`` names
another binary): Playwright never downloads a browser here. Without it the tests skip saying
why; with CI=true they fail instead.
"""

from __future__ import annotations

import os
import shutil
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from tests.server.conftest import ServerProcess

CHROMIUM = os.environ.get("WARTABLE_CHROMIUM", "/usr/bin/chromium")


def _problem() -> str | None:
    try:
        import playwright.sync_api  # noqa: F401
    except ImportError as exc:
        return f"the playwright package is not installed ({exc})"
    if not (Path(CHROMIUM).is_file() or shutil.which(CHROMIUM)):
        return f"no Chromium at {CHROMIUM} (apt-get install chromium)"
    return None


def _require_browser() -> None:
    problem = _problem()
    if problem is None:
        return
    if os.environ.get("CI", "").lower() == "true":
        pytest.fail(f"CI needs the browser tests: {problem}")
    pytest.skip(f"browser tests skipped: {problem}")


@pytest.fixture(scope="session")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[ServerProcess]:
    """One ``wartable serve`` for the session's pages: the same process fixture as the server
    tests' (tests/server/conftest.py), with a computer-player process and the limits one
    address's browser pages need."""
    _require_browser()
    tmp = tmp_path_factory.mktemp("web-server")
    srv = ServerProcess(
        f"sqlite:///{tmp / 'web.sqlite3'}",
        tmp,
        "wartable_events",
        "--ai-workers",
        "1",
        # one browser page per test opens several connections a second
        "--http-rate",
        "500",
        # every test's pages come from this one address
        "--creates-per-hour",
        "100000",
        "--ws-per-address",
        "1000",
    )
    yield srv
    srv.stop()


@pytest.fixture(scope="session")
def browser() -> Iterator[Any]:
    _require_browser()
    from playwright.sync_api import sync_playwright

    with sync_playwright() as p:
        b = p.chromium.launch(executable_path=CHROMIUM, args=["--no-sandbox"])
        yield b
        b.close()


@pytest.fixture
def page_errors() -> list[str]:
    return []


@pytest.fixture
def new_page(browser: Any, page_errors: list[str]) -> Iterator[Any]:
    """Pages in fresh browser contexts (each its own storage: another person); any script
    error on them fails the test."""
    contexts: list[Any] = []

    def make(width: int = 1280, height: int = 900, **options: Any) -> Any:
        # options: more of the context's (reduced_motion="reduce", …)
        ctx = browser.new_context(viewport={"width": width, "height": height}, **options)
        contexts.append(ctx)
        page = ctx.new_page()
        page.set_default_timeout(60000)
        page.on("pageerror", lambda e: page_errors.append(str(e)))
        # the pages' Content-Security-Policy (no inline script) must refuse nothing they do
        page.on(
            "console",
            lambda m: (
                page_errors.append(m.text)
                if m.type == "error" and "Content Security Policy" in m.text
                else None
            ),
        )
        return page

    yield make
    for ctx in contexts:
        ctx.close()
    assert not page_errors, page_errors
