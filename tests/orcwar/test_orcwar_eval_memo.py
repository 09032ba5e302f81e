"""The AI evaluation's memo (keyed by what the evaluation reads) gives what a fresh computation
gives, over determinizations of the positions of seeded random games: a speed measure only."""

from __future__ import annotations

import random

from wartable.core import random_step
from wartable.games.orcwar import OrcWar, heuristics


def test_evaluation_memo_matches_fresh_computation() -> None:
    checked = 0
    for players, seed in ((2, 4), (4, 5), (6, 6)):
        game = OrcWar(players=players)
        rng = random.Random(seed)
        state = game.initial_state()
        ply = 0
        while not state.is_over() and ply < 300:
            if ply % 4 == 0:
                for seat in range(players):
                    for k in range(3):
                        sample = state.determinize(seat, random.Random(ply * 10 + k))
                        assert heuristics.evaluate(sample) == heuristics._evaluate(sample)
                        checked += 1
            state = random_step(state, rng)
            ply += 1
    assert checked > 500
