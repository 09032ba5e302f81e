"""Issue 34, OrcWar (docs/rules/orcwar.md, rules version 4): every player meeting a goal wins
(R11.1, D23), no round limit by default (R3.2, D1), a shaman hauls (R6.6, D19), trade between
adjacent areas only (R10.1, D21), events drawn because of an event are redrawn (R9.8, D22),
only fortresses open the tunnels (R6.5, D20); each old reading stays an option, and version-3
records (made by the version-3 engine, tests/orcwar/records/) replay under their version.
Positions are text diagrams (docs/rules/orcwar.md, "Position")."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from orcwar_helpers import TRADE, game, play, pos, texts

import wartable
from wartable.core import TERMINAL
from wartable.core.match import replay

RECORDS = Path(__file__).parent / "records"

# the victory check (after the trade phase), 2 players: P1 (seat 0) controls six orc lands
# and has no boss; P2 (seat 1) is the only player with a boss (B2 in area 9)
SIX_LANDS_AND_LAST_BOSS = """
    hand 0 - | -
    hand 1 - | -
    area 1 ctl=0
    area 2 ctl=0
    area 3 ctl=0
    area 4 ctl=0
    area 5 ctl=0
    area 6 ctl=0
    army B2 1 @9 - sha=0 mach=- loot=- flags=0
    task ["trade",1,[]]
    task ["trade",0,[]]
    """

# movement, 2 players: B1 (P1) in orc land 1 with one goblin, a shaman and two war machines
HAULERS = """
    hcup gob:10
    hand 0 - | g1:3
    hand 1 - | g1:3
    area 1 ctl=0
    army B1 0 @1 gob sha=1 mach=4,3 loot=- flags=0
    army B2 1 @5 - sha=0 mach=- loot=- flags=0
    task ["move",1]
    task ["move",0]
    """

# movement, 2 players: B1's army (a goblin) stands in orc land 1, which P1 controls
TUNNEL = """
    hcup gob:10
    hand 0 - | g1:3
    hand 1 - | g1:3
    area 1 ctl=0 mine
    army B1 0 @1 gob sha=0 mach=- loot=- flags=0
    army B2 1 @5 - sha=0 mach=- loot=- flags=0
    task ["move",1]
    task ["move",0]
    """

# trade, 3 players: B1 (P1) and B2 (P2) share orc land 1 (they made a truce); B3 is far away
SAME_AREA = TRADE.replace("army B2 1 @2", "army B2 1 @1").replace(
    '"truces":[]', '"truces":[[0,1,1]]'
)

# plunder, 2 players: B1 (14 strength) plunders area 12 (distance 1); the event is rolled
RICH_VILLAGE = """
    hcup gob spy:4
    mcup g1:5 car:1 evt:3
    hand 0 - | -
    hand 1 - | g1:4
    area 1 ctl=1
    army B1 0 @12 trl,trl sha=0 mach=- loot=- flags=5
    army B2 1 @1 - sha=0 mach=- loot=- flags=0
    meta {"next_cid":1,"prisoners":[[],[]],"truces":[],"intel":[],"order":[0,1],"held":1,"offer":null,"result":null}
    task ["deposit"]
    task ["mining"]
    task ["plunder",1]
    task ["plunder",0]
    task ["pl",0,12,1]
    task ["pl_evt",0,12]
    """  # noqa: E501


# -- R11.1 / D23: several players meet a goal at once ---------------------------------------


def test_r11_1_every_player_meeting_a_goal_wins() -> None:
    """l.68 "kyseisen pelaajan (tai pelaajien) voittoon": P1 (six orc lands) and P2 (the only
    boss) both win; version 3 gave the win to P1 alone (the most orc lands)."""
    s = play(pos(SIX_LANDS_AND_LAST_BOSS, phase="trade"), "done", "done")
    out = s.outcome()
    assert s.to_move() == TERMINAL
    assert out is not None
    assert out.winners == (0, 1)
    assert out.reason == "victory goal"
    assert [out.result(p) for p in (0, 1)] == ["draw", "draw"]


def test_r11_1_d23_option_most_orc_lands_among_the_qualifiers() -> None:
    s = pos(SIX_LANDS_AND_LAST_BOSS, phase="trade", victory_most_lands=True)
    out = play(s, "done", "done").outcome()
    assert out is not None
    assert out.winners == (0,)


def test_r11_1_three_players_two_winners_one_loser() -> None:
    """Three players: P1 holds six orc lands (no boss), P2 is the only player with a boss, P3
    meets no goal: P1 and P2 win, P3 loses."""
    body = SIX_LANDS_AND_LAST_BOSS.replace(
        "hand 1 - | -", "hand 1 - | -\n    hand 2 - | -"
    ).replace('task ["trade",1,[]]', 'task ["trade",2,[]]\n    task ["trade",1,[]]')
    s = play(pos(body, players=3, phase="trade"), "done", "done", "done")
    out = s.outcome()
    assert out is not None
    assert out.winners == (0, 1)
    assert [out.result(p) for p in range(3)] == ["win", "win", "loss"]


# -- R3.2 / D1: no round limit by default ---------------------------------------------------


def test_r3_2_d1_the_rulebooks_game_has_no_round_limit() -> None:
    assert game().options["max_rounds"] == 0
    s = play(pos(TRADE, players=3, phase="trade", rnd=15), "done", "done", "done")
    assert s.outcome() is None
    assert s.rnd == 16
    s = play(pos(TRADE, players=3, phase="trade", rnd=15, max_rounds=15), "done", "done", "done")
    out = s.outcome()
    assert out is not None
    assert "round limit 15" in out.reason


# -- R6.6 / D19: a shaman hauls -------------------------------------------------------------


def test_r6_6_d19_a_shaman_hauls_a_war_machine() -> None:
    """l.144 "Pomot eivät voi vetää sotakoneita": bosses only are excluded; the goblin and the
    shaman haul both machines. Version 3 (option shamans_haul off) left the W3 behind."""
    s = play(pos(HAULERS), "B1-2")
    assert s.armies[0].machines == (4, 3)
    assert s.left[1] == ()
    s = play(pos(HAULERS, shamans_haul=False), "B1-2")
    assert s.armies[0].machines == (4,)
    assert s.left[1] == (3,)


def test_r6_6_d19_a_shaman_can_pick_up_a_left_machine() -> None:
    body = HAULERS.replace("mach=4,3", "mach=4").replace("area 1 ctl=0", "area 1 ctl=0 left=W3")
    assert "B1 take W3" in texts(pos(body))
    assert "B1 take W3" not in texts(pos(body, shamans_haul=False))


# -- R10.1 / D21: trade between adjacent areas ----------------------------------------------


def test_r10_1_d21_bosses_on_one_area_do_not_trade() -> None:
    """l.64 "vierekkäisillä maa-alueilla": on adjacent areas; B1 and B2 share area 1."""
    s = pos(SAME_AREA, players=3, phase="trade")
    assert "offer P2" not in texts(s)
    assert "offer P2" in texts(pos(SAME_AREA, players=3, phase="trade", trade_same_area=True))
    assert "offer P2" in texts(pos(TRADE, players=3, phase="trade"))  # areas 1 and 2: adjacent


# -- R9.8 / D22: events drawn because of an event -------------------------------------------


def test_r9_8_d22_a_rich_villages_draws_bring_no_event() -> None:
    """l.154: chips drawn because of an event never bring another event: the Rich village's
    2 + 1 draws come from the gold and the caravans only (the event goes back, another chip
    is drawn). Version 3 (event_draws=played) added them to the plunder draws, events and all."""
    s = play(pos(RICH_VILLAGE, phase="plunder"), "roll 5")
    assert s.stack[-1] == ("rich", 0, 12, 3)
    assert s.stack[-2] == ("pl", 0, 12, 1)
    assert s.chance_outcomes() == [("draw g1", 5 / 6), ("draw car", 1 / 6)]
    s = play(s, "draw g1", "draw g1")
    assert s.armies[0].loot == (2, 0, 0)
    assert s.game.parse_state(s.to_text()).to_text() == s.to_text()
    old = play(pos(RICH_VILLAGE, phase="plunder", event_draws="played"), "roll 5")
    assert old.stack[-1] == ("pl", 0, 12, 4)
    assert ("draw evt", 3 / 9) in old.chance_outcomes()


# -- R6.5 / D20: only fortresses open the tunnels -------------------------------------------


def test_r6_5_d20_a_mine_opens_no_tunnel() -> None:
    """l.138 "Linnoitukset lisäksi mahdollistavat maanalaisen liikkumisen": fortresses."""
    assert "B1 tunnel" not in texts(pos(TUNNEL))
    assert "B1 tunnel" in texts(pos(TUNNEL.replace("ctl=0 mine", "ctl=0 fort=2")))
    assert "B1 tunnel" in texts(pos(TUNNEL, mine_tunnels=True))


# -- version 3 records --------------------------------------------------------------------


@pytest.mark.parametrize("name", ["v3-2p.json", "v3-4p.json"])
def test_version_3_records_replay_under_their_version(name: str) -> None:
    """Records made by the version-3 engine (random games with its default options) replay
    move by move to their recorded end under version 3's rules (options in
    ``OrcWar.earlier_versions``), and keep their version."""
    data = json.loads((RECORDS / name).read_text())
    assert data["rules_version"] == 3
    assert data["options"] == {"players": len(data["players"])}
    match = replay(data)  # checks every move, the dice and the recorded final position
    assert match.game.rules_version == 3
    assert match.game.options["max_rounds"] == 15
    assert match.state.outcome() is not None
    assert match.state.to_text() == data["final_position"]
    assert match.record()["rules_version"] == 3


def test_r3_2_the_arena_and_the_adapters_set_their_own_round_limit() -> None:
    """D1: the rulebook's game has no limit; the arena, self-play and the RL adapters play
    15 rounds (wartable.ai.arena.COMPUTER_LIMITS) unless the caller set a limit."""
    from wartable.ai.arena import computer_game

    assert computer_game(game(3)).options["max_rounds"] == 15
    assert computer_game(game(3)).num_players == 3
    assert computer_game(game(max_rounds=4)).options["max_rounds"] == 4
    old = type(game()).for_version(3)
    assert computer_game(old).rules_version == 3
    alu = wartable.make("alu")  # no limits to set: the same game
    assert computer_game(alu) is alu
