"""Takebacks in the browser (issue 38): against the computer in an unrated match a takeback is
granted at once (the computer's reply goes with the move); between two people the opponent
sees the request in words and accepts or declines it, and both boards go back."""

from __future__ import annotations

from typing import Any

import pytest

from .helpers import app_state, legal_moves, play_move, start_game, wait_app, wait_my_turn_or_end

pytestmark = pytest.mark.timeout(240)


def notices(page: Any) -> str:
    return page.text_content("#notices") or ""


def board_pieces(page: Any) -> list[str]:
    return page.eval_on_selector_all(
        "#board [data-cell]",
        "gs => gs.filter(g => g.querySelector('.piece')).map(g => g.dataset.cell)",
    )


def test_against_the_computer_granted_at_once(server: Any, new_page: Any) -> None:
    page = new_page()
    start_game(page, server.base, "thud", {"battles": 1, "ply_limit": 30})
    wait_my_turn_or_end(page)
    page.locator("#board svg [data-cell]").first.wait_for()
    start = board_pieces(page)
    assert page.locator("#takeback-ask").count() == 0  # nothing played yet
    play_move(page, "thud", legal_moves(page)[0], board=True)
    wait_app(page, "a.ply === '2' && a.mine === '1'")  # the computer replied
    assert "Your move" in (page.text_content("#status") or "")
    page.click("#takeback-ask")
    wait_app(page, "a.ply === '0'")
    assert "moves again (plies taken back: 2)" in notices(page), notices(page)
    assert page.locator("#moves li").count() == 0
    assert board_pieces(page) == start
    assert app_state(page)["mine"] == "1"


def test_between_two_people_asked_declined_and_accepted(server: Any, new_page: Any) -> None:
    ann = new_page()
    start_game(ann, server.base, "alu", {}, mode="online")
    invite = ann.get_attribute('[data-invite="1"]', "value")
    bob = new_page()
    bob.goto(invite)
    wait_app(ann, "a.status === 'active' && a.mine === '1'")
    wait_app(bob, "a.status === 'active'")
    first = legal_moves(ann)[0]
    play_move(ann, "alu", first, board=True)
    wait_app(bob, "a.ply === '1'")
    # asked: Bob reads it in words and declines; Ann reads that
    ann.click("#takeback-ask")
    bob.wait_for_function(
        "() => document.getElementById('notices').textContent.includes('asks to take back')"
    )
    assert ann.locator("#takeback-waiting").count() == 1
    bob.click("#takeback-decline")
    ann.wait_for_function(
        "() => document.getElementById('notices').textContent.includes('declined the takeback')"
    )
    assert app_state(ann)["ply"] == "1"
    # asked again and accepted: both go back to the start, Ann to move
    ann.click("#takeback-ask")
    bob.wait_for_selector("#takeback-accept")
    bob.click("#takeback-accept")
    wait_app(ann, "a.ply === '0' && a.mine === '1'")
    wait_app(bob, "a.ply === '0'")
    assert "moves again" in notices(ann)
    assert "moves again" in notices(bob)
    assert ann.locator("#moves li").count() == 0
    assert bob.locator("#moves li").count() == 0
    assert first in legal_moves(ann)
