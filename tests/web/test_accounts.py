"""Accounts in the browser (issue 39): sign up, play a rated match against the computer
(resigned), and see the rating change on the player's page, drawn as an SVG chart; a name
with markup in it is shown as text everywhere (stored XSS); the CSRF token rides along."""

from __future__ import annotations

import json
import secrets
from pathlib import Path
from typing import Any

import pytest

from .helpers import SHORT, app_state, wait_app

pytestmark = pytest.mark.timeout(240)


def sign_up(page: Any, base: str, name: str, password: str) -> None:
    page.goto(base + "/account")
    page.fill("#signup-name", name)
    page.fill("#signup-password", password)
    page.click("#signup-form-submit")
    page.wait_for_selector("#account-name")


def test_sign_up_play_rated_against_the_computer_and_see_the_rating_change(
    server: Any, new_page: Any
) -> None:
    page = new_page()
    # markup in a name: stored, then only ever written as text (security list: stored XSS)
    name = f"<img src=x onerror={secrets.token_hex(2)}>"
    sign_up(page, server.base, name, "correct horse battery")
    assert page.inner_text("#account-name") == name
    assert page.locator("#account-box img").count() == 0
    cookie = next(c for c in page.context.cookies() if c["name"] == "wt_session")
    assert cookie["httpOnly"]
    assert cookie["sameSite"] == "Lax"
    assert page.evaluate("document.cookie") == ""  # scripts cannot read the session

    # a rated Thud match against the computer (random), started from the home page
    page.goto(server.base + "/")
    page.click("[data-game=thud]")
    page.check("input[name=mode][value=computer]")
    page.click("details:has(#opt-players) > summary")
    page.fill("#opt-battles", str(SHORT["thud"]["battles"]))
    page.locator("#opt-battles").dispatch_event("change")
    page.locator("select[data-level='1']").select_option("random")
    page.check("#rated")
    page.click("#start")
    wait_app(page, "a.status === 'active'")
    match = app_state(page)["match"]
    seats = page.inner_text("#seats")
    assert name in seats
    assert "computer (random)" in seats.lower()  # the page may capitalise it
    assert page.locator("#seats img").count() == 0
    page.on("dialog", lambda d: d.accept())
    page.click("#resign")
    wait_app(page, "a.status === 'over'")

    # the player's page: a rating below 1500 after the loss, its chart, the match listed
    page.click("#account-name")
    wait_app(page, "a.loaded === '1'")
    assert page.inner_text("#player-title") == name
    assert page.locator("main img").count() == 0
    card = page.locator(".rating-card[data-game=thud]")
    value = card.locator(".rating-value").inner_text()
    assert int(value.rstrip("?")) < 1500, value
    assert card.locator("svg.rating-chart polyline").count() == 1
    assert card.locator("svg.rating-chart circle").count() == 2  # before and after the match
    row = page.locator(f"tr[data-match='{match}']")
    assert "computer (random)" in row.inner_text().lower()
    assert row.locator(".result-loss").count() == 1
    assert row.locator(".rating-change").inner_text().startswith("-")
    assert row.locator(f"a[href='/replay/{match}']").count() == 1
    with page.expect_download() as download:
        row.locator("button.record").click()
    assert download.value.suggested_filename == f"thud-{match}.json"
    saved = json.loads(Path(download.value.path()).read_text())
    assert saved["game"] == "thud"
    assert isinstance(saved["seed"], int)

    # the leaderboard has the computer level above the player
    page.goto(server.base + "/leaderboard/thud")
    wait_app(page, "a.loaded === '1'")
    board = page.inner_text("#leaderboard")
    assert board.index("Computer (random)") < board.index(name)
    assert page.locator("#leaderboard img").count() == 0


def test_sign_out_and_sign_in_again_from_the_header(server: Any, new_page: Any) -> None:
    page = new_page()
    name = f"web{secrets.token_hex(4)}"
    sign_up(page, server.base, name, "a long password")
    page.click("#account-link")
    page.click("#signout")
    page.wait_for_selector("#signin-link")
    assert not [c for c in page.context.cookies() if c["name"] == "wt_session" and c["value"]]
    page.click("#signin-link")
    page.fill("#signin-name", name.upper())  # names are case-folded
    page.fill("#signin-password", "wrong password")
    page.click("#signin-form-submit")
    page.wait_for_function(
        "() => document.getElementById('signin-form-error').textContent.length > 0"
    )
    assert page.inner_text("#signin-form-error") == "name or password wrong"
    page.fill("#signin-password", "a long password")
    page.click("#signin-form-submit")
    page.wait_for_selector("#account-name")
    assert page.inner_text("#account-name") == name
    # change the password: still signed in (a new session), the old password no longer works
    page.click("#account-link")
    page.fill("#old-password", "a long password")
    page.fill("#new-password", "another long one")
    page.click("#password-form-submit")
    page.wait_for_function("() => document.getElementById('password-done').textContent.length > 0")
    page.reload()
    page.wait_for_selector("#account-name")
