"""Random playouts: the game always ends and every invariant of the rules holds (R2-R8)."""

from __future__ import annotations

import random

import pytest
from alu_helpers import game

from wartable.games.alu.state import CAMPS_PER_PLAYER, RAID_MARKERS, AluState


def check_invariants(state: AluState) -> None:
    """R2.5, R2.6, R2.7, R3.4, R6.5 on one state."""
    circle, square = state.camps
    geo = state.game.geo
    assert circle & square == 0
    assert (circle | square) & state.raids == 0
    assert (circle | square | state.raids) & ~geo.full == 0
    assert circle.bit_count() <= CAMPS_PER_PLAYER
    assert square.bit_count() <= CAMPS_PER_PLAYER
    assert state.raids.bit_count() <= RAID_MARKERS
    for stock in state.stocks:
        assert min(stock) >= 0  # R3.4
    assert state.stocks[1 - state.seat][3] == 0 or state.is_over()  # R3.3
    assert state.territory_set(0) & state.territory_set(1) == 0  # R6.5


@pytest.mark.parametrize("options", [{}, {"board": "10x4"}, {"enclosure_max_edges": 2}])
def test_random_playouts_end_and_keep_invariants(options: dict[str, object]) -> None:
    """R4, R7, R8: random games end; text forms round-trip; the end is a legal ending."""
    g = game(**options)
    reasons = set()
    for seed in range(25):
        rng = random.Random(seed)
        state = g.initial_state()
        plies = 0
        while not state.is_over():
            check_invariants(state)
            assert g.parse_state(state.to_text()).to_text() == state.to_text()
            moves = state.legal_moves()
            assert moves
            # bias against ending turns so that games reach the building-material end
            move = rng.choice(moves[:-1] if len(moves) > 1 and rng.random() < 0.9 else moves)
            assert state.parse_move(state.move_text(move)) == move
            state = state.apply(move)
            plies += 1
            assert plies < 2000
        check_invariants(state)
        assert state.legal_moves() == []
        assert g.parse_state(state.to_text()).to_text() == state.to_text()
        out = state.outcome()
        assert out is not None
        reasons.add(out.details["reason"])
    assert reasons & {"territory", "21", "camps"}
