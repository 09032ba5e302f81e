"""European War knowledge: material, home defence and progress toward a conquest (R6).

Each living seat scores its pyramids' pips on the board, its pyramids at home (losing the last
one eliminates it, R6.1), and its progress toward the goal: the largest number of fields it holds
in one other power's territory (all three win, R6.2), counted quadratically because the third
field is worth far more than the first. Scores become values by a softmax, so with several
players the leader's value rises at the others' expense; an eliminated seat is worth 0.
"""

from __future__ import annotations

import math
import random
from collections.abc import Sequence

from wartable.core import Move, State
from wartable.games.europe.board import MAP

PLAYOUT_DEPTH = 0
EXPLORATION = 0.7

TERR = MAP.territory


def _distances() -> tuple[tuple[int, ...], ...]:
    """Steps between fields by land or sea moves (breadth-first search over the map)."""
    table = []
    for start in range(MAP.size):
        dist = [99] * MAP.size
        dist[start] = 0
        frontier = [start]
        while frontier:
            nxt = []
            for f in frontier:
                for g in MAP.adjacent[f]:
                    if dist[g] == 99:
                        dist[g] = dist[f] + 1
                        nxt.append(g)
            frontier = nxt
        table.append(tuple(dist))
    return tuple(table)


DIST = _distances()
M_GROW, M_BUILD, M_MOVE, M_ATTACK = 1000, 2000, 3000, 4000


def scores(state: State) -> list[float]:
    s = state
    game = s.game
    board = s.board  # type: ignore[attr-defined]
    alive = s.alive  # type: ignore[attr-defined]
    seat_power = game.seat_power  # type: ignore[attr-defined]
    n = game.num_players
    pips = [0.0] * 5
    for code in board:
        if code:
            pips[(code - 1) // 3] += (code - 1) % 3 + 1
    out = []
    for seat in range(n):
        if not alive[seat]:
            out.append(-50.0)
            continue
        p = seat_power[seat]
        home = 0
        for f in TERR[p]:
            code = board[f]
            if code and (code - 1) // 3 == p:
                home += 1
        mine = [f for f in range(len(board)) if board[f] and (board[f] - 1) // 3 == p]
        best = 0.0
        for q in range(5):
            if q == p:
                continue
            # each field of q: 1 if held, else 1 / (1 + steps from the nearest own pyramid),
            # halved while an enemy pyramid stands on it
            prog = 0.0
            for f in TERR[q]:
                code = board[f]
                if code and (code - 1) // 3 == p:
                    prog += 1.0
                    continue
                d = min((DIST[g][f] for g in mine), default=99)
                v = 1.0 / (1.0 + d)
                prog += 0.5 * v if code else v
            if prog > best:
                best = prog
        out.append(0.5 * pips[p] + 1.2 * min(home, 2) + (2.0 if home else -6.0) + 1.5 * best * best)
    return out


def evaluate(state: State) -> Sequence[float]:
    xs = scores(state)
    alive = state.alive  # type: ignore[attr-defined]
    top = max(xs)
    weights = [math.exp((x - top) / 3.0) if alive[i] else 0.0 for i, x in enumerate(xs)]
    total = sum(weights) or 1.0
    return tuple(w / total for w in weights)


def priority(state: State, move: Move) -> float:
    """Attacks first, then grows and builds; plain moves after."""
    if M_ATTACK <= move < M_ATTACK + 1000:
        return 2.0
    if M_GROW <= move < M_MOVE:
        return 1.0
    return 0.0


def playout(state: State, moves: list[Move], rng: random.Random) -> Move:
    """Half the time an attack or a grow when there is one; otherwise uniform."""
    if len(moves) > 1 and rng.random() < 0.5:
        good = [m for m in moves if M_GROW <= m < M_MOVE or M_ATTACK <= m < M_ATTACK + 1000]
        if good:
            return good[rng.randrange(len(good))]
    return moves[rng.randrange(len(moves))]
