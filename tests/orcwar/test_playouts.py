"""Random playouts: every chip is conserved (R1.2, R1.3), nothing goes negative, text forms
round-trip, and views leak nothing (R1.4)."""

from __future__ import annotations

import random

import pytest
from orcwar_helpers import game

from wartable.core import CHANCE, sample_chance
from wartable.games.orcwar import data as D
from wartable.games.orcwar.state import Army, Caravan, Intel, OrcState, Truce


def horde_total(s: OrcState) -> int:
    t = sum(s.hcup) + sum(sum(h) for h in s.hands)
    for _, _, troops, sha, mach, _, _ in s.armies.values():
        t += 1 + len(troops) + sha + len(mach)
    t += sum(len(x) for x in s.left) + sum(1 for v in s.fort if v) + sum(s.mine)
    t += sum(len(p) for p in s.prisoners)
    if s.bt is not None:
        t += len(s.bt["lmach"]) + s.bt["orphans"]
    return t


def money_total(s: OrcState) -> int:
    t = sum(s.mcup) + sum(sum(g) for g in s.gold) + s.held
    t += sum(sum(a.loot) for a in s.armies.values())
    t += sum(sum(c.cargo) + 1 for c in s.caravans)
    t += sum(1 for f in s.stack if f.kind == "car_route")  # a drawn caravan about to enter
    if s.bt is not None:
        t += sum(s.bt["loot"])
    return t


@pytest.mark.parametrize("players", [2, 3, 4, 6])
def test_r1_2_r1_3_random_playouts_conserve_every_chip(players: int) -> None:
    g = game(players)
    for seed in range(3):
        rng = random.Random(seed)
        s = g.initial_state()
        ply = 0
        while not s.is_over():
            assert horde_total(s) == 87, f"seed {seed} ply {ply}: horde chips not conserved"
            assert money_total(s) == sum(D.MONEY_COUNTS), f"seed {seed} ply {ply}: money"
            assert min(s.hcup) >= 0
            assert min(s.mcup) >= 0
            assert all(min(h) >= 0 for h in s.hands)
            assert all(min(x) >= 0 for x in s.gold)
            if ply % 97 == 0:
                assert g.parse_state(s.to_text()).to_text() == s.to_text()
                for seat in range(players):
                    d = s.determinize(seat, random.Random(ply))
                    assert d.view(seat) == s.view(seat)
                    assert horde_total(d) == 87
                    assert money_total(d) == sum(D.MONEY_COUNTS)
            if s.to_move() == CHANCE:
                s = s.apply(sample_chance(s, rng))
            else:
                ms = s.legal_moves()
                s = s.apply(ms[rng.randrange(len(ms))])
            ply += 1
        out = s.outcome()
        assert out is not None
        assert out.winners


def _records_named(s: OrcState) -> bool:
    return (
        all(type(a) is Army for a in s.armies.values())
        and all(type(c) is Caravan for c in s.caravans)
        and all(type(t) is Truce for t in (*s.truces, *s.broken))
        and all(type(i) is Intel for i in s.intel)
    )


@pytest.mark.parametrize("players", [3, 5])
def test_the_position_records_keep_their_names(players: int) -> None:
    """Armies, caravans, truces and spies' looks are made as their NamedTuples everywhere a
    move or the position text makes one (code reads them by field): along random games, in
    the positions read back from their text and in determinizations."""
    g = game(players)
    seen = {"army": 0, "caravan": 0, "truce": 0, "intel": 0}
    for seed in range(4):
        rng = random.Random(100 + seed)
        s = g.initial_state()
        ply = 0
        while not s.is_over():
            assert _records_named(s), f"seed {seed} ply {ply}"
            seen["army"] += bool(s.armies)
            seen["caravan"] += bool(s.caravans)
            seen["truce"] += bool(s.truces)
            seen["intel"] += bool(s.intel)
            if ply % 41 == 0:
                assert _records_named(g.parse_state(s.to_text()))
                assert _records_named(s.determinize(0, random.Random(ply)))
            if s.to_move() == CHANCE:
                s = s.apply(sample_chance(s, rng))
            else:
                ms = s.legal_moves()
                s = s.apply(ms[rng.randrange(len(ms))])
            ply += 1
    assert all(seen.values()), seen  # each kind of record was there to check
