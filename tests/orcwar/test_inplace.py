"""Issue 40: OrcWar's random playouts in place (``OrcState.random_playout``: one copy, then
``apply_here`` a step) reach the plain loop's position with the same draws, for positions
that learn (the real game: D18 knowledge taken through ``apply``) and samples that do not
(``determinize``); ``apply_here`` refuses a position that learns."""

from __future__ import annotations

import random

import pytest

from wartable.core import State, make


@pytest.mark.parametrize("players", [2, 3, 5])
def test_inplace_playouts_are_the_plain_loop(players: int) -> None:
    game = make("orcwar", players=players, max_rounds=6)
    rng = random.Random(players)
    checked = 0
    state = game.initial_state()
    for step in range(6):
        state = State.random_playout(state, rng, 25)
        if state.is_over():
            break
        seat = max(state.to_move(), 0)
        for start in (state, state.determinize(seat, random.Random(step))):
            a, b = random.Random(step), random.Random(step)
            slow = State.random_playout(start, a, 400)  # the contract's loop: apply a step
            fast = start.random_playout(b, 400)
            assert fast.to_text() == slow.to_text()
            assert fast.known == slow.known
            assert [fast.view(s) for s in range(players)] == [slow.view(s) for s in range(players)]
            assert a.getstate() == b.getstate()
            assert start.to_text() != fast.to_text() or start.is_over()
            checked += 1
    assert checked >= 6


def test_apply_here_refuses_a_position_that_learns() -> None:
    state = make("orcwar", players=2).initial_state()
    before = state.to_text()
    with pytest.raises(ValueError, match="learns"):
        state.apply_here(state.legal_moves()[0])
    assert state.to_text() == before
