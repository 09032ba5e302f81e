"""Flatwar knowledge: army points, Squares above all (R9: losing every Square loses), threats.

Each side scores the points of its units on the board and in reserve (R2 costs), a large bonus
per Square (the command units the enemy must destroy) and a penalty for enemy units next to its
Squares (melee threats, R6). With two sides the difference is squashed to a win probability;
with three or four (R10) a softmax of the scores shares it out.
"""

from __future__ import annotations

import math
import random
from collections.abc import Sequence
from operator import attrgetter

from wartable.core.game import Move, State
from wartable.core.heuristics import squash

from .board import (
    ARMY_POINTS,
    CAV,
    COSTS,
    ISO,
    M_ACTIVATE,
    M_ATTACK,
    M_END,
    M_TERRAIN,
    MAX_SIDES,
    NUM_CELLS,
    SQR,
    TERRAIN,
)
from .rules import army_cost
from .state import BUILD, DEPLOY, DRAW, FlatwarState

PLAYOUT_DEPTH = 0
EXPLORATION = 0.7
# sequential halving at the root: with UCB, hard against medium went 22-0-18 at seed 11, with
# halving 29-0-11 (then 33-0-27 over 60 games); medium still beat greedy clearly (docs/ai.md)
ROOT = "halving"


_CHANCE_FIELDS = attrgetter(
    "board", "phase", "side", "reserve", "tleft", "ap", "used", "cav", "combat", "result"
)


def chance_key(state: State) -> tuple[object, ...]:
    """What decides a position after chance, for MCTS's merged chance nodes: everything but
    the dice of the last combat (shown, never read again: R8.3 leaves a kill or nothing), the
    card shown and the exact cards drawn since the reshuffle (a card's suit decides only its
    side, R5.3) and the turn count (read only with ``turn_limit``). A combat's 36 rolls then
    make 2 children (the target destroyed or not) and a draw's cards at most 20 (side, AP)."""
    key: tuple[object, ...] = _CHANCE_FIELDS(state)
    return key


SQUARE_BONUS = 6.0
#: weight of the deployment preference (below one point of army)
FORMATION_WEIGHT = 0.5


#: _POINTS[side]: a bytes.translate table from a cell to the points of that side's unit on it
_POINTS = tuple(
    bytes(COSTS[(c - 2) & 3] if 2 <= c < NUM_CELLS and (c - 2) >> 2 == s else 0 for c in range(256))
    for s in range(MAX_SIDES)
)


def build_potential(counts: tuple[int, ...] | list[int]) -> float:
    """The score of the best legal army a side still building can complete from ``counts``
    (I, C, R, S bought so far): every point spent (isosceles fill any rest) and as many
    Squares as still fit (R2.2, R2.3). Valuing a part-built army by its best completion
    keeps the build balanced (the side that has bought more is not ahead) and makes a buy
    that rules out a Square cost its bonus at once."""
    iso = counts[ISO] + counts[CAV]
    spent = army_cost(counts)
    best = counts[SQR]
    for extra in range(1, ARMY_POINTS // COSTS[SQR] + 1):
        squares = counts[SQR] + extra
        if spent + COSTS[SQR] * extra + max(0, 2 * squares - iso) <= ARMY_POINTS:
            best = squares
    return float(ARMY_POINTS) + SQUARE_BONUS * best


def side_scores(state: State) -> tuple[float, ...]:
    """Each side's score: its units' points, a bonus per Square, a penalty per enemy unit
    next to one of its Squares; a side still building counts its best completion."""
    # Summed in C (bytes.translate, sum, count, find) rather than over the squares; every
    # term is a multiple of 0.5, so the float sums are exact in any order.
    assert isinstance(state, FlatwarState)
    s = state
    game = s.game
    board = s.board
    reserve = s.reserve
    phase = s.phase
    late = phase >= DEPLOY
    find = board.find
    neighbours = game.geo.neighbours
    out = []
    for side in range(game.sides):
        r = 4 * side
        if phase == BUILD and side >= s.side and game.armies[side] == "build":
            out.append(build_potential(reserve[r : r + 4]))  # still building (R2.4)
            continue
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
        enemy = game.enemy[side]
        sq = find(code)
        while sq >= 0:
            for b in neighbours[sq]:
                if enemy[board[b]]:
                    score -= 1.5
            sq = find(code, sq + 1)
        if phase == DEPLOY:
            score += _formation_score(board, side, game.geo.formation)
        out.append(score)
    return tuple(out)


def _formation_score(
    board: bytes, side: int, formation: tuple[tuple[tuple[int, ...], ...], ...]
) -> float:
    """While the armies deploy: a small bonus for units placed as the automatic formation
    would place them (R4.5: Squares in the back row, Regulars behind the front, cavalry on the
    flanks, isosceles soldiers in front). A flat evaluation leaves deployment to chance. A
    unit's bonus goes from 1 for the first square of its kind's order that holds no terrain
    down to 0 for the last, so terrain on a favoured square moves the preference along the
    order and gains the other side nothing."""
    total = 0.0
    base = 2 + 4 * side
    for kind in range(4):
        code = base + kind
        if code not in board:
            continue
        usable = [sq for sq in formation[side][kind] if board[sq] != TERRAIN]
        step = 1.0 / len(usable)
        for i, sq in enumerate(usable):
            if board[sq] == code:
                total += FORMATION_WEIGHT * (1.0 - i * step)
    return total


_MEMO: dict[tuple[object, ...], tuple[float, ...]] = {}


def clear_memo() -> None:
    """Forget every remembered evaluation (tests that check the memo changes nothing)."""
    _MEMO.clear()


def evaluate(state: State) -> Sequence[float]:
    """Each side's chance to win: with two sides the squashed difference of their scores,
    with more a softmax of the scores (the same thing for two), so a side far ahead of all
    others is near 1."""
    # memoised on everything side_scores reads (the game's rules, board, reserve, the
    # phase's class and the building side: extend the key if it comes to read more); in a
    # search 3 positions in 4 come back
    assert isinstance(state, FlatwarState)
    phase = state.phase
    key = (
        state.game,
        state.board,
        state.reserve,
        min(phase, DRAW) if phase >= DEPLOY else 0,
        state.side if phase == BUILD else -1,
    )
    known = _MEMO.get(key)
    if known is None:
        if len(_MEMO) > 50_000:
            _MEMO.clear()
        scores = side_scores(state)
        if len(scores) == 2:
            p = squash((scores[0] - scores[1]) / 6.0)
            known = (p, 1.0 - p)
        else:
            top = max(scores)
            weights = [math.exp((x - top) / 6.0) for x in scores]
            total = sum(weights)
            known = tuple(x / total for x in weights)
        _MEMO[key] = known
    return known


def priority(state: State, move: Move) -> float:
    """Attacks and shots first, then cavalry activations; ending the turn last."""
    if M_ATTACK <= move < M_ACTIVATE:
        return 2.0
    if M_ACTIVATE <= move < M_TERRAIN:
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
