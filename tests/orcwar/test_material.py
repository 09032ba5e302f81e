"""R1 material, R2 setup and paying, R3 round structure (docs/rules/orcwar.md)."""

from __future__ import annotations

import random

import pytest
from orcwar_helpers import game, play, pos, texts

from wartable.core import CHANCE, BadNotation, BadPosition, IllegalMove, sample_chance
from wartable.games.orcwar import data as D
from wartable.games.orcwar.state import payments


def test_r1_1_map_twenty_areas_orc_lands_and_rings() -> None:
    assert D.NUM_AREAS == 20
    assert tuple(range(1, 11)) == D.ORC_LANDS
    # O1 by hand: 15 borders 6,7,8,9 (orc), 14,16 (ring), 19,20 (outer)
    assert D.ADJ[15] == (6, 7, 8, 9, 14, 16, 19, 20)
    assert D.ADJ[1] == (2, 6, 11, 16)
    assert D.ADJ[17] == (11, 12)
    assert [D.DIST[a] for a in (1, 11, 16, 17, 20)] == [0, 1, 1, 2, 2]


def test_r1_2_horde_cup_has_87_chips_with_the_o5_o7_mix() -> None:
    c = dict(zip(D.KIND_CODES, D.HORDE_COUNTS, strict=True))
    assert sum(D.HORDE_COUNTS) == 87
    assert (c["gob"], c["orc"], c["hob"], c["gnl"], c["bug"], c["ogr"], c["trl"]) == (
        12,
        12,
        8,
        8,
        6,
        5,
        4,
    )
    assert all(c[f"B{i}"] == 1 for i in range(1, 11))
    assert (c["sha"], c["spy"], c["F1"], c["F3"], c["W4"], c["mine"]) == (3, 4, 2, 2, 2, 3)
    assert D.TROOP_HITS[D.KIND_INDEX["trl"]] == 3
    assert D.TROOP_HITS[D.KIND_INDEX["bug"]] == 2


def test_r1_3_money_cup() -> None:
    assert D.MONEY_COUNTS == (20, 12, 6, 6, 6)


def test_r1_5_a_cup_draw_is_one_chip_weighted_by_count() -> None:
    s = pos(
        """
        hcup gob:3 trl
        hand 0 - | -
        hand 1 - | -
        army B1 0 @1 - sha=0 mach=- loot=- flags=0
        task ["hdraw",0]
        """,
        phase="reinforcement",
    )
    assert s.to_move() == CHANCE
    assert s.chance_outcomes() == [("draw gob", 0.75), ("draw trl", 0.25)]


def test_r2_1_setup_gives_a_boss_an_orc_land_five_chips_and_three_gold() -> None:
    for players in (2, 6):
        g = game(players)
        s = g.initial_state()
        # the first chance move draws a boss: 10 bosses, 1/10 each
        assert [p for _, p in s.chance_outcomes()] == [0.1] * 10
        rng = random.Random(3)
        while s.to_move() == CHANCE:
            s = s.apply(sample_chance(s, rng))
        assert s.stack[-1].kind == "swap"
        for p in range(players):
            [b] = s.bosses_of(p)
            area = s.armies[b].area
            assert area in D.ORC_LANDS
            assert s.control[area] == p
            assert s.hand_count(p) == 5
            assert s.gold[p] == [3, 0, 0]
            assert not any(s.hands[p][D.BOSS0 : D.SHA])


SWAP = """
    hcup gob:10
    mcup g1:5
    hand 0 gob orc:2 | g1:3
    hand 1 gob | g1:3
    army B1 0 @1 - sha=0 mach=- loot=- flags=0
    army B2 1 @2 - sha=0 mach=- loot=- flags=0
    task ["swap",1]
    task ["swap",0]
    """


def test_r2_2_swap_a_horde_chip_for_a_g1() -> None:
    s = pos(SWAP, phase="setup", rnd=0)
    assert texts(s) == ["swap gob", "swap orc", "done"]
    s = play(s, "swap orc")
    assert s.hands[0][D.KIND_INDEX["orc"]] == 1
    assert s.gold[0] == [4, 0, 0]
    assert s.mcup[0] == 4
    assert s.hcup[D.KIND_INDEX["orc"]] == 1
    # which chip went back is seen only by the swapper
    s0 = pos(SWAP, phase="setup", rnd=0)
    assert s0.move_view("swap orc", 0) == "swap orc"
    assert s0.move_view("swap orc", 1) == "swap ?"


def test_r2_4_payments_are_minimal_no_change() -> None:
    # by hand: g1+g3 paying 2 -> only the g3 (g1 alone is short, g1+g3 has a needless g1)
    assert payments([1, 0, 1], 2) == [(0, 0, 1)]
    # g1 g1 g2 paying 2 -> g1+g1 or g2; g1+g2 has a needless g1
    assert sorted(payments([2, 1, 0], 2)) == [(0, 1, 0), (2, 0, 0)]
    # g2 g2 paying 3 -> both g2s (overpay by 1, no change)
    assert payments([0, 2, 0], 3) == [(0, 2, 0)]
    assert payments([1, 0, 0], 2) == []


def test_r3_1_phases_run_in_order_over_a_round() -> None:
    g = game(3)
    s = g.initial_state()
    rng = random.Random(11)
    seen: list[str] = []
    from wartable.games.orcwar.state import PHASES

    while s.rnd < 2 and not s.is_over():
        ph = PHASES[s.phase]
        if not seen or seen[-1] != ph:
            seen.append(ph)
        if s.to_move() == CHANCE:
            s = s.apply(sample_chance(s, rng))
        else:
            ms = s.legal_moves()
            s = s.apply(ms[rng.randrange(len(ms))])
    order = ["setup", "reinforcement", "movement", "deployment", "battle", "plunder", "trade"]
    assert [x for x in seen if x in order][: len(order)] == order


def test_r3_2_round_limit_ends_the_game_most_lands_win() -> None:
    s = pos(
        """
        hand 0 - | -
        hand 1 - | -
        area 1 ctl=0
        area 2 ctl=0
        area 3 ctl=1
        army B1 0 @1 - sha=0 mach=- loot=- flags=0
        army B2 1 @3 - sha=0 mach=- loot=- flags=0
        task ["trade",1,[]]
        task ["trade",0,[]]
        """,
        phase="trade",
        rnd=3,
        max_rounds=3,
    )
    s = play(s, "done", "done")
    out = s.outcome()
    assert out is not None
    assert out.winners == (0,)
    assert "round limit" in out.reason


def test_notation_errors_are_typed() -> None:
    s = pos(SWAP, phase="setup", rnd=0)
    with pytest.raises(BadNotation):
        s.parse_move("fly to the moon")
    with pytest.raises(IllegalMove, match="swap trl"):
        s.parse_move("swap trl")
    with pytest.raises(BadPosition):
        game().parse_state("orcwar v1 players 3\nround 1 phase movement\n")


def test_position_text_round_trips() -> None:
    s = pos(SWAP, phase="setup", rnd=0)
    assert game().parse_state(s.to_text()).to_text() == s.to_text()
