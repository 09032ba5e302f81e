"""Notices in words (issue 38): Thud's first battle announced with its score before the second
begins, live and in the replay; a draw offered and declined between two people."""

from __future__ import annotations

import random
from typing import Any

import pytest

from .helpers import app_state, legal_moves, play_move, start_game, wait_app, wait_my_turn_or_end

pytestmark = pytest.mark.timeout(240)


def test_thud_battle_one_is_announced_live_and_in_the_replay(server: Any, new_page: Any) -> None:
    # R6.2: two battles, sides swapped; a short battle 1 (ply_limit: 6 plies a battle)
    page = new_page()
    match = start_game(page, server.base, "thud", {"battles": 2, "ply_limit": 6})
    rng = random.Random(2)
    while "Battle 2 of 2" not in (page.text_content("#info") or ""):
        assert wait_my_turn_or_end(page) == "active"
        play_move(page, "thud", rng.choice(legal_moves(page)), board=False)
    notices = page.text_content("#notices") or ""
    assert "Battle 1 is over" in notices, notices
    assert "Score:" in notices, notices
    assert "Battle 2 begins" in notices, notices
    assert "Battle 1:" in (page.text_content("#info") or "")
    # dismissed, it is gone
    page.click("#notices .dismiss")
    page.click("#notices .dismiss")
    assert (page.text_content("#notices") or "").strip() == ""
    # the replay announces it at the ply where battle 2 begins, and only there
    page.on("dialog", lambda d: d.accept())
    page.click("#resign")
    wait_app(page, "a.status === 'over'")
    page.goto(f"{server.base}/replay/{match}")
    page.wait_for_selector("#replay-at")
    total = int((page.text_content("#replay-at") or "").split(" of ")[1])
    page.click("#replay-first")
    seen = []
    for _ in range(total):
        page.click("#replay-next")
        note = page.text_content("#replay-notice") or ""
        if note:
            seen.append(note)
    assert len(seen) == 1, seen
    assert "Battle 1 is over" in seen[0], seen


def test_a_draw_offered_and_declined_is_said_in_words(server: Any, new_page: Any) -> None:
    ann = new_page()
    start_game(ann, server.base, "alu", {}, mode="online")
    invite = ann.get_attribute('[data-invite="1"]', "value")
    bob = new_page()
    bob.goto(invite)
    wait_app(ann, "a.status === 'active'")
    wait_app(bob, "a.status === 'active'")
    assert "joined" in (ann.text_content("#notices") or "")
    ann.click("button:has-text('Offer a draw')")
    bob.wait_for_function(
        "() => document.getElementById('notices').textContent.includes('offered a draw')"
    )
    bob.click("button:has-text('Decline')")
    ann.wait_for_function(
        "() => document.getElementById('notices').textContent.includes('declined')"
    )
    assert app_state(ann)["status"] == "active"
