"""The pages under their Content-Security-Policy (issue 36): the client's own scripts and
styles run, an injected inline script does not, and the page says it may not be framed."""

from __future__ import annotations

from typing import Any

import pytest

from .helpers import SHORT, start_game, wait_my_turn_or_end

pytestmark = pytest.mark.timeout(180)


def test_pages_work_under_the_policy_and_inline_script_is_refused(
    server: Any, new_page: Any, page_errors: list[str]
) -> None:
    page = new_page()
    violations: list[str] = []
    page.on(
        "console",
        lambda m: violations.append(m.text) if "Content Security Policy" in m.text else None,
    )
    response = page.goto(server.base + "/rules/thud")
    assert response is not None
    headers = response.headers
    assert "script-src 'self'" in headers["content-security-policy"]
    assert "frame-ancestors 'none'" in headers["content-security-policy"]
    assert headers["x-content-type-options"] == "nosniff"
    assert headers["referrer-policy"] == "no-referrer"
    page.wait_for_selector("article.rules h1")
    # the game page: scripts, styles, the board's SVG and the WebSocket all allowed
    start_game(page, server.base, "thud", SHORT["thud"])
    wait_my_turn_or_end(page)
    assert not violations, violations
    # an inline script put into the page (as an injection would) does not run
    page.evaluate(
        """() => { const s = document.createElement('script');
                   s.textContent = 'window.injected = 1'; document.body.appendChild(s); }"""
    )
    page.wait_for_timeout(200)
    assert page.evaluate("typeof window.injected") == "undefined"
    assert any("Content Security Policy" in v for v in violations)
    page_errors.clear()  # that refusal was the point
