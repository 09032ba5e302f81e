"""The AI evaluation's speed-ups change no value: the pruned search for the cheapest conquest
equals the plain one, and the memo (keyed by who holds each field) equals a fresh computation."""

from __future__ import annotations

import random

from wartable.ai.eval_europe import (
    NF,
    _actions_to_win,
    _actions_to_win_reference,
    actions_to_win,
)


def test_actions_to_win_fast_and_memoised_match_the_plain_computation() -> None:
    rng = random.Random(7)
    for _ in range(5000):
        density = rng.random()
        board = tuple(rng.randrange(1, 16) if rng.random() < density else 0 for _ in range(NF))
        p = rng.randrange(5)
        expected = _actions_to_win_reference(board, p)
        assert _actions_to_win(board, p) == expected
        assert actions_to_win(board, p) == expected
