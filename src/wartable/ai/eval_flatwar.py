"""Flatwar knowledge: army points, Squares above all (R9: losing every Square loses), threats.

Each side scores the points of its units on the board and in reserve (R2 costs), a large bonus
per Square (the command units the enemy must destroy) and a penalty for enemy units next to its
Squares (melee threats, R6). The difference is squashed to a win probability.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from wartable.core import Move, State
from wartable.games.flatwar.board import (
    COSTS,
    M_ACTIVATE,
    M_ATTACK,
    M_END,
    NEIGHBOURS,
    OWN,
    SQR,
)

from .evaluation import squash

PLAYOUT_DEPTH = 0
EXPLORATION = 0.7

SQUARE_BONUS = 6.0


#: _POINTS[side]: a bytes.translate table from a cell to the points of that side's unit on it
_POINTS = tuple(
    bytes(COSTS[(c - 2) & 3] if 2 <= c < 10 and (c - 2) >> 2 == side else 0 for c in range(256))
    for side in (0, 1)
)


def side_scores(state: State) -> tuple[float, float]:
    # Summed in C (bytes.translate, sum, count, find) rather than over the 64 cells; every
    # term is a multiple of 0.5, so the float sums are exact in any order.
    s = state
    board = s.board  # type: ignore[attr-defined]
    reserve = s.reserve  # type: ignore[attr-defined]
    late = s.phase >= 3  # type: ignore[attr-defined]
    find = board.find
    out = [0.0, 0.0]
    for side in (0, 1):
        r = 4 * side
        code = 2 + r + SQR
        squares = board.count(code) + reserve[r + SQR]
        score = float(
            sum(board.translate(_POINTS[side]))
            + reserve[r] * COSTS[0]
            + reserve[r + 1] * COSTS[1]
            + reserve[r + 2] * COSTS[2]
            + reserve[r + 3] * COSTS[3]
        )
        score += SQUARE_BONUS * squares
        if squares == 0 and late:
            score -= 30.0
        enemy = OWN[1 - side]
        sq = find(code)
        while sq >= 0:
            for b in NEIGHBOURS[sq]:
                if enemy[board[b]]:
                    score -= 1.5
            sq = find(code, sq + 1)
        out[side] = score
    return out[0], out[1]


_MEMO: dict[tuple[bytes, tuple[int, ...], bool], tuple[float, float]] = {}


def evaluate(state: State) -> Sequence[float]:
    # memoised on everything side_scores reads (board, reserve, phase >= 3: extend the key if
    # it comes to read more); in a search 3 positions in 4 come back
    key = (state.board, state.reserve, state.phase >= 3)  # type: ignore[attr-defined]
    known = _MEMO.get(key)
    if known is None:
        if len(_MEMO) > 50_000:
            _MEMO.clear()
        a, b = side_scores(state)
        p = squash((a - b) / 6.0)
        known = _MEMO[key] = (p, 1.0 - p)
    return known


def priority(state: State, move: Move) -> float:
    """Attacks and shots first, then cavalry activations; ending the turn last."""
    if M_ATTACK <= move < M_ACTIVATE:
        return 2.0
    if M_ACTIVATE <= move < M_ACTIVATE + 64:
        return 1.0
    return 0.0


def playout(state: State, moves: list[Move], rng: random.Random) -> Move:
    """Attack or shoot when possible (two times in three); avoid ending a turn early."""
    if len(moves) > 1:
        if rng.random() < 0.67:
            hits = [m for m in moves if M_ATTACK <= m < M_ACTIVATE]
            if hits:
                return hits[rng.randrange(len(hits))]
        m = moves[rng.randrange(len(moves))]
        if m == M_END and rng.random() < 0.8:
            m = moves[rng.randrange(len(moves))]
        return m
    return moves[0]


__all__ = ["evaluate", "playout", "priority", "side_scores"]
