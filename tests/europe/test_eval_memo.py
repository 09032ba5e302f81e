"""The AI evaluation's speed-ups change no value: the pruned search for the cheapest conquest
equals the plain one, and the memo (keyed by who holds each field) equals a fresh computation."""

from __future__ import annotations

import random

from wartable.games.europe.heuristics import (
    DIST,
    NF,
    TERR,
    actions_to_win,
    actions_to_win_unmemoised,
)


def _actions_to_win_reference(board: tuple[int, ...], p: int) -> float:
    """The plain form of :func:`actions_to_win_unmemoised`: every territory of every other
    power."""
    mine = [f for f in range(NF) if board[f] and (board[f] - 1) // 3 == p]
    home_fields = TERR[p]
    home = [f for f in mine if f in home_fields]
    free_home = [f for f in home_fields if not board[f]]
    best = 99.0
    for q in range(5):
        if q == p:
            continue
        need = []
        for f in TERR[q]:
            code = board[f]
            if code and (code - 1) // 3 == p:
                continue
            need.append((f, 2.0 if code else 0.0))
        if not need:
            return 0.0
        pairs = []
        for f, extra in need:
            for g in mine:
                if g not in TERR[q]:
                    pairs.append((DIST[g][f] + extra, g, f))
            for h in free_home:  # build a small there first (one more action)
                pairs.append((DIST[h][f] + extra + 1.0, -1 - h, f))
        pairs.sort()
        used: set[int] = set()
        done: set[int] = set()
        cost = 0.0
        home_used = 0
        for c, g, f in pairs:
            if f in done or (g >= 0 and g in used) or (g < 0 and g in used):
                continue
            used.add(g)
            done.add(f)
            cost += c
            if g >= 0 and g in home_fields:
                home_used += 1
            if len(done) == len(need):
                break
        if len(done) < len(need):
            continue
        if home and home_used >= len(home):
            cost += 1.0  # someone must stay or be built at home
        if cost < best:
            best = cost
    return best


def test_actions_to_win_fast_and_memoised_match_the_plain_computation() -> None:
    rng = random.Random(7)
    for _ in range(5000):
        density = rng.random()
        board = tuple(rng.randrange(1, 16) if rng.random() < density else 0 for _ in range(NF))
        p = rng.randrange(5)
        expected = _actions_to_win_reference(board, p)
        assert actions_to_win_unmemoised(board, p) == expected
        assert actions_to_win(board, p) == expected
