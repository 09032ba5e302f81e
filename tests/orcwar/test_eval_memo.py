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
                        assert heuristics.evaluate(sample) == heuristics.evaluate_fresh(sample)
                        checked += 1
            state = random_step(state, rng)
            ply += 1
    assert checked > 500


def test_marches_and_deployments_are_valued_as_if_played() -> None:
    """R6.3, R6.4, R7.2, R7.3: the playout policy values a march or a deployment from the
    armies that move, without playing the move, and a move that changes nothing the
    evaluation reads from the position's own scores (speed measures); each value equals, to
    the last bit, the evaluation of the position after playing the move, for every seat and
    every legal move of every movement and deployment decision of seeded random games (and
    samples of them), 2 to 6 players."""
    built = 0
    kinds: set[str] = set()
    for players, seed in ((2, 4), (3, 8), (4, 5), (6, 6)):
        game = OrcWar(players=players)
        rng = random.Random(seed)
        state = game.initial_state()
        ply = 0
        while not state.is_over() and ply < 1500:
            top = state.stack[-1].kind if state.stack else ""
            if top in ("move", "deploy") and state.to_move() >= 0:
                sample = state.determinize(state.to_move(), random.Random(ply))
                for s in (state, sample):
                    parent = heuristics.ParentValues(s)
                    for m in s.legal_moves():
                        played = heuristics.evaluate_fresh(s.apply(m))
                        for seat in range(players):
                            assert parent.played(m, seat) == played[seat], (top, m, seat)
                            value = parent.value(m, seat)
                            if value is not None:
                                assert value == played[seat], (top, m, seat)
                                built += 1
                                kinds.add("@" if "@" in m else "+" if "+" in m else top)
            state = random_step(state, rng)
            ply += 1
    assert built > 1000
    assert kinds == {"move", "@", "+"}  # marches, new armies, chips added to armies
