"""Each game in a real browser: started against the computer from the home page and played to
its end by clicking legal moves (on the board where the game has one, else in the list)."""

from __future__ import annotations

from typing import Any

import pytest

from .helpers import BOARD_GAMES, SHORT, app_state, play_to_end, start_game

pytestmark = pytest.mark.timeout(240)


@pytest.mark.parametrize("game", sorted(SHORT))
def test_play_against_the_computer_to_the_end(server: Any, new_page: Any, game: str) -> None:
    page = new_page()
    start_game(page, server.base, game, SHORT[game])
    assert app_state(page)["status"] in ("active", "over")
    if game in BOARD_GAMES:
        # the board waits for the game's table (fetched after the first update)
        page.locator("#board svg [data-cell]").first.wait_for(timeout=10000)
        assert page.locator("#board svg [data-cell]").count() > 0
    played = play_to_end(page, game, seed=7, board=game in BOARD_GAMES)
    assert played > 0
    # the end: who won and why, the move list, the text picture of the last position
    result = page.text_content("#result-panel")
    assert result
    assert "won" in result or "Draw" in result, result
    assert page.locator("#moves li").count() >= played
    assert page.text_content("#text-view")
    assert page.locator("#replay-link").count() == 1
