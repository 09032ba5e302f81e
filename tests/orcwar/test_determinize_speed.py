"""determinize() deals the unseen chips faster but exactly as before: the plain deal below
(the chips the seat knows of first, D18, then one draw per chip, the r-th chip of the pool in
kind order) gives the same state and leaves the generator in the same state, over the
positions of seeded random games."""

from __future__ import annotations

import random

from wartable.core import random_step
from wartable.games.orcwar import OrcWar
from wartable.games.orcwar import data as D
from wartable.games.orcwar.state import EMPTY_ROW, OrcState


def plain_determinize(state: OrcState, seat: int, rng: random.Random) -> OrcState:
    s = state.clone()
    others = [p for p in range(state.n) if p != seat]
    pool = state.hcup[:]
    for p in others:
        for k in range(D.NUM_KINDS):
            pool[k] += state.hands[p][k]
    gpool = state.mcup[:3]
    for p in others:
        for j in range(3):
            gpool[j] += state.gold[p][j]
    known_h = {p: list(state.known[seat][p][: D.NUM_KINDS]) for p in others}
    known_g = {p: list(state.known[seat][p][D.NUM_KINDS :]) for p in others}
    for p in others:  # a sound lower bound: the chips are there
        assert all(a <= b for a, b in zip(known_h[p], state.hands[p], strict=True))
        assert all(a <= b for a, b in zip(known_g[p], state.gold[p], strict=True))
        for k in range(D.NUM_KINDS):
            pool[k] -= known_h[p][k]
        for j in range(3):
            gpool[j] -= known_g[p][j]
    left = sum(pool)
    for p in others:
        h = known_h[p]
        for _ in range(state.hand_count(p) - sum(h)):
            r = rng.randrange(left)
            k = 0
            while r >= pool[k]:
                r -= pool[k]
                k += 1
            pool[k] -= 1
            h[k] += 1
            left -= 1
        s.hands[p] = h
    s.hcup = pool
    left = sum(gpool)
    for p in others:
        g = known_g[p]
        for _ in range(state.gold_count(p) - sum(g)):
            r = rng.randrange(left)
            j = 0
            while r >= gpool[j]:
                r -= gpool[j]
                j += 1
            gpool[j] -= 1
            g[j] += 1
            left -= 1
        s.gold[p] = g
    s.mcup[0], s.mcup[1], s.mcup[2] = gpool
    s.intel = tuple(t for t in state.intel if t[0] == seat)
    s.known = tuple(
        state.known[o] if o == seat else tuple(EMPTY_ROW for _ in range(state.n))
        for o in range(state.n)
    )
    return s


def test_determinize_deals_as_the_plain_deal() -> None:
    checked = 0
    for players, seed in ((2, 1), (4, 2), (6, 3)):
        game = OrcWar(players=players)
        rng = random.Random(seed)
        state = game.initial_state()
        ply = 0
        while not state.is_over() and ply < 400:
            if ply % 3 == 0:
                assert isinstance(state, OrcState)
                for seat in range(players):
                    fast_rng, plain_rng = random.Random(ply + seat), random.Random(ply + seat)
                    fast = state.determinize(seat, fast_rng)
                    plain = plain_determinize(state, seat, plain_rng)
                    assert fast.to_text() == plain.to_text()
                    assert fast_rng.random() == plain_rng.random()
                    checked += 1
            state = random_step(state, rng)
            ply += 1
    assert checked > 300
