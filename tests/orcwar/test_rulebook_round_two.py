"""Issue 27, OrcWar rules (docs/rules/orcwar.md, rules version 3): the round limit as an option
that can be switched off (R3.2, D1), a lone boss neither robs a caravan nor goes underground
(R8.1, R6.5; D15 the option), a redraw shows the hand (R5.3), a parley needs one leadership
test (R8.2; D11b the option). Positions are text diagrams (docs/rules/orcwar.md, "Position")."""

from __future__ import annotations

import pytest
from orcwar_helpers import TRADE, game, play, pos, texts

from wartable.core import CHANCE, TERMINAL
from wartable.core.errors import BadOption
from wartable.games.orcwar import data as D

# the battle of test_battle.py: B1 (P0, 9 strength) meets B2 (P1, 8) in area 3
FIGHT = """
    hcup gob:5
    hand 0 - | -
    hand 1 - | -
    army B1 0 @3 gob,trl sha=0 mach=- loot=- flags=0
    army B2 1 @3 orc,orc,orc sha=0 mach=- loot=- flags=1
    task ["control"]
    task ["battles",1,[]]
    task ["battles",0,[]]
    """

# caravan 1 on route R1 at stop 2 (area 8) with one guard; P0's boss B1 stands in area 8 alone
LONE_ROBBER = """
    mcup car:0
    hand 0 - | -
    hand 1 - | -
    army B1 0 @8 - sha=0 mach=- loot=- flags=0
    army B2 1 @1 - sha=0 mach=- loot=- flags=0
    caravan 1 R1 stop=2 cargo=g3 guards=1 trap=0
    task ["control"]
    task ["battles",1,[]]
    task ["battles",0,[]]
    """

# movement: P0's lone boss B1 stands in orc land 1, which P0 controls and which holds a
# fortress (a mine opens no tunnel since rules version 4, R6.5 D20)
LONE_MINER = """
    hcup gob:10 orc:10
    hand 0 - | g1:3
    hand 1 - | g1:3
    area 1 ctl=0 fort=2
    army B1 0 @1 - sha=0 mach=- loot=- flags=0
    army B2 1 @5 - sha=0 mach=- loot=- flags=0
    task ["move",1]
    task ["move",0]
    """

# the victory check of the trade phase, 3 players, nobody at a victory goal
NO_GOAL = TRADE


# -- R3.2 / D1: the round limit -----------------------------------------------------------


def test_r3_2_d1_max_rounds_zero_is_no_limit_and_negative_is_refused() -> None:
    assert game(max_rounds=0).options["max_rounds"] == 0
    with pytest.raises(BadOption, match="max_rounds"):
        game(max_rounds=-1)


def test_r3_2_d1_the_round_limit_ends_the_game_when_set() -> None:
    s = play(pos(NO_GOAL, players=3, phase="trade", rnd=15, max_rounds=15), "done", "done", "done")
    out = s.outcome()
    assert s.to_move() == TERMINAL
    assert out is not None
    assert "round limit 15" in out.reason


def test_r3_2_r11_1_without_a_limit_only_a_victory_goal_ends_the_game() -> None:
    s = play(pos(NO_GOAL, players=3, phase="trade", rnd=15, max_rounds=0), "done", "done", "done")
    assert s.outcome() is None
    assert s.rnd == 16
    assert s.phase == 2
    # the goals still end it (R11.1): six orc lands
    body = NO_GOAL + "".join(f"area {a} ctl=0\n" for a in range(1, 7))
    won = play(pos(body, players=3, phase="trade", rnd=40, max_rounds=0), "done", "done", "done")
    out = won.outcome()
    assert out is not None
    assert out.winners == (0,)
    assert out.reason == "victory goal"


# nobody has a boss on the map or in hand (B6 is P0's prisoner, not his boss)
NO_BOSS = """
    hcup gob:10 B1 B2
    hand 0 gob trl | g1
    hand 1 orc | g3
    hand 2 - | -
    meta {"next_cid":1,"prisoners":[[5],[],[]],"truces":[],"intel":[],"order":[0,1,2],"held":0,"offer":null,"result":null}
    task ["trade",2,[]]
    task ["trade",1,[]]
    task ["trade",0,[]]
    """  # noqa: E501


def test_r3_2_d1_nobody_with_a_boss_ends_the_game_only_with_the_limit() -> None:
    s = play(pos(NO_BOSS, players=3, phase="trade", max_rounds=15), "done", "done", "done")
    out = s.outcome()
    assert out is not None
    assert out.reason == "no player has a boss left"


def test_r5_3_without_a_limit_players_without_a_boss_redraw_instead() -> None:
    s = play(pos(NO_BOSS, players=3, phase="trade", max_rounds=0), "done", "done", "done")
    assert s.outcome() is None
    assert s.phase == 2
    for _ in range(3):  # P1's three reinforcement draws
        s = play(s, "draw gob")
    assert s.to_move() == 0
    assert "redraw" in texts(s)


# -- R8.1 / R6.5 / D15: a lone boss is no army ----------------------------------------------


def test_r8_1_o4_a_lone_boss_may_not_rob_a_caravan() -> None:
    s = pos(LONE_ROBBER, phase="battle")
    assert s.to_move() == 0
    assert texts(s) == ["done"]
    # an army (a boss with troops) in the same area lets its side rob, the lone boss with it
    s = pos(
        LONE_ROBBER.replace(
            "army B2 1 @1", "army B3 0 @8 gob sha=0 mach=- loot=- flags=0\n    army B2 1 @1"
        ),
        phase="battle",
    )
    assert texts(s) == ["rob 1", "done"]


def test_d15_option_lets_a_lone_boss_rob_a_caravan() -> None:
    s = pos(LONE_ROBBER, phase="battle", lone_boss_raids=True)
    assert texts(s) == ["rob 1", "done"]
    s = play(s, "rob 1")
    # boss 2 (1 die) against a 5-strength guard (1 die, +1 as the stronger, R8.3)
    assert s.bt is not None
    assert s.bt["ctx"] == ("car", 1)
    assert s.bt["dice"] == (1, 2)


def test_r6_5_o10_a_lone_boss_may_not_go_underground() -> None:
    s = pos(LONE_MINER)
    assert "B1 tunnel" not in texts(s)
    assert "B1-2" in texts(s)
    s = pos(LONE_MINER.replace("@1 - sha", "@1 gob sha"))
    assert "B1 tunnel" in texts(s)  # an army may


def test_d15_option_lets_a_lone_boss_go_underground() -> None:
    s = pos(LONE_MINER, lone_boss_raids=True)
    assert "B1 tunnel" in texts(s)
    s = play(s, "B1 tunnel", "d20 9", "accept")
    assert s.armies[0].area == 9


# -- R5.3: a redraw shows the hand ---------------------------------------------------------

REDRAW = """
    hcup gob:12
    hand 0 orc:2 trl | g1:3 g2
    hand 1 - | -
    hand 2 - | -
    army B2 1 @2 - sha=0 mach=- loot=- flags=0
    army B3 2 @4 - sha=0 mach=- loot=- flags=0
    task ["buy",0,0,0]
    """


def test_r5_3_a_redraw_shows_the_hand_to_the_others() -> None:
    s = pos(REDRAW, players=3, phase="reinforcement")
    assert s.move_view("redraw", 0) == "redraw"
    shown = "redraw (P1 shows orc:2 trl | g1:3 g2)"
    assert s.move_view("redraw", 1) == shown
    assert s.move_view("redraw", 2) == shown
    assert s.move_view("redraw", None) == shown
    after = play(s, "redraw")
    # D2 halves the gold lowest first, so the others know it exactly: g1 g2 left, no horde chip
    row = (0,) * D.NUM_KINDS + (1, 1, 0)
    assert after.gold[0] == [1, 1, 0]
    assert after.known[1][0] == row
    assert after.known[2][0] == row
    # the 10 draws that follow are private: what is known stays a lower bound
    assert after.move_view("draw gob", 1) == "draw ?"
    for _ in range(10):
        after = play(after, "draw gob")
    assert after.known[1][0] == row


def test_r5_3_a_redraw_in_the_movement_turn_shows_the_hand_too() -> None:
    body = LONE_MINER.replace("army B1 0 @1 - sha=0 mach=- loot=- flags=0\n", "").replace(
        "hand 0 - | g1:3", "hand 0 gob | g1:3"
    )
    s = pos(body)
    assert texts(s) == ["redraw", "done"]
    assert s.move_view("redraw", 1) == "redraw (P1 shows gob | g1:3)"


# -- R8.2 / D11b: a parley needs one leadership test ---------------------------------------


def test_r8_2_a_parley_needs_one_test_and_the_answer() -> None:
    s = play(pos(FIGHT, phase="battle"), "parley P2")
    assert s.to_move() == CHANCE
    s = play(s, "roll 5")  # B1 leadership 5 passes
    assert s.to_move() == 1
    assert texts(s) == ["accept", "refuse"]
    truce = play(s, "accept")  # no second test: the truce is made
    assert truce.bt is None
    assert truce.truces == ((0, 1, 3),)
    fought = play(s, "refuse")  # "the other army attacks anyway" (l.98): no truce
    assert fought.bt is not None
    assert fought.bt["stage"] == "roll"
    assert fought.truces == ()
    failed = play(pos(FIGHT, phase="battle"), "parley P2", "roll 6")  # the test fails: no truce
    assert failed.truces == ()
    assert failed.bt is not None
    assert failed.bt["stage"] == "roll"


def test_d11b_option_the_accepting_side_tests_too() -> None:
    s = play(pos(FIGHT, phase="battle", parley_second_test=True), "parley P2", "roll 5")
    s = play(s, "accept")
    assert s.to_move() == CHANCE  # B2's leadership test (4)
    assert play(s, "roll 4").truces == ((0, 1, 3),)
    no = play(s, "roll 5")
    assert no.truces == ()
    assert no.bt is not None
