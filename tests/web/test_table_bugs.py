"""Small faults of the table that a player met (issue 38's list), each shown on the page."""

from __future__ import annotations

import random
from typing import Any

import pytest

from .helpers import (
    SHORT,
    app_state,
    legal_moves,
    play_move,
    start_game,
    tokens,
    wait_app,
    wait_my_turn_or_end,
)

pytestmark = pytest.mark.timeout(240)


def _lone_move(page: Any, game: str) -> tuple[str, list[str]] | None:
    """A move that is the only one from its first place and goes somewhere (two places or
    more), with its places, if the position has one drawn on the board."""
    by_start: dict[str, list[tuple[str, list[str]]]] = {}
    for move in legal_moves(page):
        places = tokens(page, game, move)
        if places:
            by_start.setdefault(places[0], []).append((move, places))
    for moves in by_start.values():
        if len(moves) == 1 and len(moves[0][1]) >= 2:
            move, places = moves[0]
            if all(page.locator(f'#board [data-cell="{p}"]').count() for p in places):
                return move, places
    return None


def test_a_piece_with_one_move_is_selected_by_a_click_and_moved_by_the_next(
    server: Any, new_page: Any
) -> None:
    page = new_page()
    # a longer battle than the other tests': pieces hemmed in come with a single move left
    start_game(page, server.base, "flatwar", {**SHORT["flatwar"], "turn_limit": 12})
    rng = random.Random(7)
    found = None
    for _ in range(150):
        if wait_my_turn_or_end(page) == "over":
            break
        found = _lone_move(page, "flatwar")
        if found:
            break
        play_move(page, "flatwar", rng.choice(legal_moves(page)), board=False)
    assert found, "no piece with a single move came up"
    move, places = found
    ply = app_state(page)["ply"]
    page.click(f'#board [data-cell="{places[0]}"]')
    page.wait_for_timeout(300)
    # selected, not moved
    assert app_state(page)["ply"] == ply
    assert app_state(page).get("pending") != "1"
    for place in places[1:]:
        page.click(f'#board [data-cell="{place}"]')
    wait_app(page, f"a.ply !== '{ply}' || a.status === 'over'")
    assert move in (page.text_content("#moves") or "")


def test_a_refusal_is_cleared_by_the_next_click(server: Any, new_page: Any) -> None:
    page = new_page()
    start_game(page, server.base, "thud", SHORT["thud"])
    wait_my_turn_or_end(page)
    page.fill("#notation", "dA1-A2")
    page.keyboard.press("Enter")
    page.wait_for_function("() => document.getElementById('error').textContent")
    page.click('#board [data-cell="F1"]')
    page.wait_for_function("() => !document.getElementById('error').textContent")


def test_orcwar_start_shows_no_setup_chance_as_the_last_move(server: Any, new_page: Any) -> None:
    page = new_page()
    start_game(page, server.base, "orcwar", SHORT["orcwar"])
    wait_my_turn_or_end(page)
    if all(m.get("by") == "chance" for m in _moves(page)):
        assert (page.text_content("#last-move") or "").strip() == ""
    # once somebody has moved, the last move is that move (and the chance that followed)
    play_move(page, "orcwar", legal_moves(page)[0], board=False)
    wait_my_turn_or_end(page)
    assert (page.text_content("#last-move") or "").strip()


def _moves(page: Any) -> list[dict[str, Any]]:
    return page.eval_on_selector_all(
        "#moves li", "ls => ls.map(l => ({by: l.dataset.by || '', text: l.textContent}))"
    )


def test_no_draw_offer_against_the_computer(server: Any, new_page: Any) -> None:
    page = new_page()
    start_game(page, server.base, "thud", SHORT["thud"])
    wait_my_turn_or_end(page)
    assert page.locator("#resign").is_visible()
    assert page.locator("button", has_text="Offer a draw").count() == 0
    # between two people it is there
    ann = new_page()
    start_game(ann, server.base, "thud", SHORT["thud"], mode="online")
    invite = ann.get_attribute('[data-invite="1"]', "value")
    bob = new_page()
    bob.goto(invite)
    wait_app(ann, "a.status === 'active'")
    ann.wait_for_selector("button:has-text('Offer a draw')")
