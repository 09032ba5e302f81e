"""R9 plunder and mining, R10 trade, R11 victory, R1.4/R1.5 hidden information
(docs/rules/orcwar.md)."""

from __future__ import annotations

import random

from orcwar_helpers import TRADE, play, pos, texts

from wartable.core import CHANCE, TERMINAL
from wartable.games.orcwar import data as D

GOB, TRL, SPY = (D.KIND_INDEX[k] for k in ("gob", "trl", "spy"))

PLUNDER = """
    hcup gob spy:4
    mcup g1:5 evt:1
    hand 0 - | -
    hand 1 gob:11 | g1:4
    area 1 ctl=1
    army B1 0 @12 trl,trl sha=0 mach=- loot=- flags=1
    army B2 1 @1 - sha=0 mach=- loot=- flags=0
    task ["deposit"]
    task ["mining"]
    task ["plunder",1]
    task ["plunder",0]
    """


def test_r9_1_plunder_draws_one_plus_one_per_ten_strength() -> None:
    s = pos(PLUNDER, phase="plunder")
    assert texts(s) == ["plunder B1", "done"]
    s = play(s, "plunder B1")
    assert s.stack[-1] == ("pl", 0, 12, 2)  # strength 14: 1 + 1 draws
    assert s.chance_outcomes() == [("draw g1", 5 / 6), ("draw evt", 1 / 6)]
    s = play(s, "draw g1", "draw g1")
    assert s.armies[0].loot == (2, 0, 0)
    assert texts(s) == ["done"]


def test_r9_1_rich_village_and_the_hand_trim() -> None:
    s = play(pos(PLUNDER, phase="plunder"), "plunder B1", "draw evt")
    # R9.4: when the event strikes, player 1 holds 11 > 10 horde chips and discards 5
    assert s.held == 1
    assert s.to_move() == 1
    assert texts(s) == ["discard gob"]
    assert s.move_view("discard gob", 0) == "discard ?"  # what is discarded stays hidden
    s = play(s, *["discard gob"] * 5)
    assert s.hand_count(1) == 6
    assert s.stack[-1].kind == "pl_evt"
    s = play(s, "roll 5")  # rich village in a distance-1 land: 2 + 1 more draws (R9.8)
    assert s.stack[-1] == ("rich", 0, 12, 3)
    assert s.stack[-2] == ("pl", 0, 12, 1)


def test_r9_1_slavers_sell_for_gold_draws() -> None:
    s = play(
        pos(PLUNDER, phase="plunder"), "plunder B1", "draw evt", *["discard gob"] * 5, "roll 4"
    )
    assert s.to_move() == 0
    assert texts(s) == ["sell trl", "done"]
    s = play(s, "sell trl", "done")
    # 6 strength sold: 2 gold-only draws
    assert s.stack[-1] == ("gdraw", 0, 2, "loot")
    assert s.chance_outcomes() == [("draw g1", 1.0)]


def test_r9_1_recruits_join_the_army() -> None:
    s = play(
        pos(PLUNDER, phase="plunder"), "plunder B1", "draw evt", *["discard gob"] * 5, "roll 6"
    )
    assert s.stack[-1] == ("recruit", 0, 2)  # 2 + (distance 1 - 1)
    s = play(s, "draw gob", "draw spy")
    assert s.armies[0].troops == (GOB, TRL, TRL)
    assert s.hcup[SPY] == 4


def test_r9_1_trap_fights_two_strength_five_units() -> None:
    s = play(
        pos(PLUNDER, phase="plunder"), "plunder B1", "draw evt", *["discard gob"] * 5, "roll 1"
    )
    assert s.bt is not None
    assert s.bt["npc"] == (5, 5)
    assert s.bt["dice"] == (3, 2)
    s = play(s, "roll 5", "roll 6", "roll 2", "roll 3", "roll 3")
    assert s.bt is None  # both defenders beaten; the plunder goes on
    assert s.stack[-1] == ("pl", 0, 12, 1)


def test_r9_1_adventurers() -> None:
    s = play(
        pos(PLUNDER, phase="plunder"), "plunder B1", "draw evt", *["discard gob"] * 5, "roll 2"
    )
    s = play(s, "roll 2", "roll 4")  # 2 groups of strength 4
    assert s.bt["npc"] == (4, 4)


MINE = """
    mcup g2:3 car:1 evt:1
    hand 0 - | g1:3 g3
    hand 1 - | g1 g2
    hand 2 - | -
    area 1 ctl=0 mine
    army B1 0 @1 gob sha=0 mach=- loot=g2 flags=0
    army B2 1 @2 - sha=0 mach=- loot=- flags=0
    army B3 2 @3 - sha=0 mach=- loot=- flags=0
    task ["deposit"]
    task ["mining"]
    """


def test_r9_5_mining_draw_is_private_and_r9_7_loot_goes_home() -> None:
    s = pos(MINE, players=3, phase="plunder")
    assert s.stack[-1] == ("mine_draw", 0, 1)
    assert s.move_view("draw g2", 0) == "draw g2"
    assert s.move_view("draw g2", 1) == "draw ?"
    assert s.move_view("draw car", 1) == "draw car: a caravan enters play"
    s = play(s, "draw g2")
    # the mine draw went to the hand and the loot (g2) was put into the hand
    assert s.gold[0] == [3, 2, 1]
    assert s.armies[0].loot == (0, 0, 0)


def test_r9_3_mine_events() -> None:
    s = play(pos(MINE, players=3, phase="plunder"), "draw evt", "roll 1")
    # every player discards half of the gold chips, lowest first
    assert s.gold[0] == [1, 1, 1]
    assert s.gold[1] == [0, 1, 0]
    s = play(pos(MINE, players=3, phase="plunder"), "draw evt", "roll 2", "roll 4")
    assert s.mine[1] == 0
    assert texts(s) == ["lose gob"]
    s = play(pos(MINE, players=3, phase="plunder"), "draw evt", "roll 6")
    assert s.stack[-1] == ("gdraw", 0, 3, "hand")


def test_r10_1_only_bosses_in_adjacent_areas_trade() -> None:
    s = pos(TRADE, players=3, phase="trade")
    assert texts(s) == ["offer P2", "execute B6", "done"]  # 9 is far from 1


def test_r10_trade_with_a_lie() -> None:
    s = pos(TRADE, players=3, phase="trade")
    s = play(s, "offer P2", "give trl")
    opts = texts(s)
    # claims in canonical order: after 'trl' only kinds from trl on, gold, the prisoner
    assert "give gob" not in opts
    assert "give g1" in opts
    assert "give pB6" in opts
    assert "ask g3" in opts
    assert "ask pB6" not in opts
    assert "send" in opts
    s = play(s, "give pB6", "ask g3", "send")
    assert s.to_move() == 1
    assert texts(s) == ["accept", "decline"]
    s = play(s, "accept")
    assert s.prisoners[0] == ()
    assert s.hands[1][D.BOSS0 + 5] == 1
    # player 0 promised one horde chip: any one may be handed over (a lie)
    assert s.to_move() == 0
    assert texts(s) == ["hand gob", "hand trl"]
    assert s.move_view("hand gob", 2) == "hand ?"
    assert s.move_view("hand gob", 1) == "hand gob"
    s = play(s, "hand gob")
    assert texts(s) == ["hand g3"]
    s = play(s, "hand g3")
    assert s.hands[1][GOB] == 1
    assert s.gold[0] == [1, 0, 1]
    assert s.to_move() == 0
    assert texts(s) == ["done"]


def test_r10_3_decline_changes_nothing() -> None:
    s = pos(TRADE, players=3, phase="trade")
    s2 = play(s, "offer P2", "give gob", "send", "decline")
    assert s2.hands == s.hands
    assert s2.gold == s.gold
    assert s2.offer is None


def test_r10_5_execute_a_prisoner() -> None:
    s = play(pos(TRADE, players=3, phase="trade"), "execute B6")
    assert s.prisoners[0] == ()
    assert s.hcup[D.BOSS0 + 5] == 1


def test_r11_1_six_orc_lands_win() -> None:
    body = TRADE + "".join(f"area {a} ctl=0\n" for a in range(1, 7))
    s = pos(body, players=3, phase="trade")
    s = play(s, "done", "done", "done")
    assert s.to_move() == TERMINAL
    assert s.outcome().winners == (0,)


def test_r11_1_last_player_with_a_boss_wins() -> None:
    body = TRADE.replace("army B2 1 @2 - sha=0 mach=- loot=- flags=0\n", "").replace(
        "army B3 2 @9 - sha=0 mach=- loot=- flags=0\n", ""
    )
    s = pos(
        body.replace('task ["trade",1,[]]\n', "").replace('task ["trade",2,[]]\n', ""),
        players=3,
        phase="trade",
    )
    s = play(s, "done")
    out = s.outcome()
    assert out is not None
    assert out.winners == (0,)


def test_r11_2_wealth_victory_option() -> None:
    s = pos(TRADE, players=3, phase="trade", wealth_victory=3)
    s = play(s, "done", "done", "done")
    assert s.outcome().winners == (1,)  # g3 in hand


def test_r1_4_views_show_only_own_hand_and_counts() -> None:
    s = pos(TRADE, players=3, phase="trade")
    v1 = s.view(1)
    assert v1["hand"] == {"orc": 1}
    assert v1["gold"] == {"g3": 1}
    assert v1["hand_counts"] == [2, 1, 0]
    assert v1["gold_counts"] == [1, 1, 0]
    assert "hand" not in s.view(None)
    text = str(v1) + s.game.render(v1)
    assert "trl" not in text  # player 0's troll is hidden from player 1
    assert "Your hand (P2): orc | gold: g3" in s.game.render(v1)


def test_r1_4_determinize_resamples_other_hands_with_their_counts() -> None:
    s = pos(
        """
        hcup gob:10 trl:4
        mcup g1:5 g3:5
        hand 0 orc:2 | g2
        hand 1 bug:3 | g1:2
        army B1 0 @1 - sha=0 mach=- loot=- flags=0
        army B2 1 @2 - sha=0 mach=- loot=- flags=0
        task ["trade",1,[]]
        task ["trade",0,[]]
        """,
        phase="trade",
    )
    seen_bug = 0
    for seed in range(30):
        d = s.determinize(0, random.Random(seed))
        assert d.hands[0] == s.hands[0]
        assert d.gold[0] == s.gold[0]
        assert d.hand_count(1) == 3
        assert d.gold_count(1) == 2
        assert sum(d.hcup) == sum(s.hcup)
        assert sum(d.mcup) == sum(s.mcup)
        # the pool is the cup plus player 1's hand: gob, trl and bug only
        assert all(
            d.hands[1][k] == 0
            for k in range(D.NUM_KINDS)
            if D.KIND_CODES[k] not in ("gob", "trl", "bug")
        )
        seen_bug += d.hands[1][D.KIND_INDEX["bug"]]
        assert d.view(0) == s.view(0)
    assert seen_bug < 30 * 3  # really resampled


def test_r1_5_private_draw_hidden_from_others() -> None:
    s = pos(PLUNDER + '    task ["hdraw",1]\n', phase="plunder")
    assert s.stack[-1] == ("hdraw", 1)
    assert s.to_move() == CHANCE
    assert s.move_view("draw spy", 1) == "draw spy"
    assert s.move_view("draw spy", 0) == "draw ?"


def test_r1_5_a_players_record_hides_the_others_draws() -> None:
    from orcwar_helpers import game

    from wartable.core import Match

    m = Match(game(3), seed=7)
    while m.state.to_move() == CHANCE:
        m.resolve_chance()
    # setup: the boss draws and lands are public, the hand draws private
    full = m.record()["moves"]
    mine = m.record(0, redact=True)["moves"]
    other = m.record(1, redact=True)["moves"]
    assert full[0].startswith("draw B")
    assert mine[0] == full[0] == other[0]
    # the land is public, told in words (R1.5: a log narrates chance moves)
    assert full[1].startswith("at ")
    assert other[1] == mine[1]
    assert other[1].startswith(full[1] + ": P1's first boss")
    assert full[2] == mine[2]
    assert other[2] == "draw ?"
    hidden = sum(1 for x in other if x == "draw ?")
    assert hidden >= 5
    assert sum(1 for x in mine if x == "draw ?") >= 5
    assert m.record(1, redact=True)["final_view"] == m.state.view(1)


def test_r9_2_caravan_trap_and_false_rumour() -> None:
    base = """
        mcup g1:5 evt:1
        hand 0 - | -
        hand 1 - | -
        army B1 0 @1 - sha=0 mach=- loot=- flags=0
        army B2 1 @2 - sha=0 mach=- loot=- flags=0
        caravan 1 R2 stop=0 cargo=g1 guards=1 trap=0
        task ["trade",1,[]]
        task ["car_load",1,1]
        """
    s = play(pos(base, phase="trade"), "draw evt", "roll 1")  # Trap!
    assert s.caravans[0][3:] == ((0, 0, 0), 4, 1)
    assert s.mcup[0] == 6
    s = play(pos(base, phase="trade"), "draw evt", "roll 2")  # False rumour
    assert s.caravans == []
    assert s.mcup[0] == 6
    assert s.mcup[3] == 1
