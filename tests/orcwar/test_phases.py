"""R4 caravans, R5 reinforcement, R6 movement, R7 deployment (docs/rules/orcwar.md).

Move counts are counted by hand from the map (data/map.json): adj(1) = 2,6,11,16;
adj(5) = 4,10,13,14; adj(4) = 3,5,9,12,13; adj(10) = 5,9,14; adj(13) = 4,5,12,14,18;
adj(14) = 5,9,10,13,15,18,19.
"""

from __future__ import annotations

from orcwar_helpers import play, pos, texts

from wartable.core import CHANCE
from wartable.games.orcwar import data as D

GOB, ORC, TRL, SPY = (D.KIND_INDEX[k] for k in ("gob", "orc", "trl", "spy"))

MOVE = """
    hcup gob:10 orc:10
    mcup g1:10 car:1 evt:1
    hand 0 spy | g1:3
    hand 1 gob orc | g1:3
    area 1 ctl=0
    army B1 0 @1 gob,orc sha=0 mach=- loot=- flags=0
    army B2 1 @5 - sha=0 mach=- loot=- flags=0
    task ["move",1]
    task ["move",0]
    """


def test_r4_1_caravans_move_one_stop_and_leave_at_the_end() -> None:
    s = pos(
        """
        mcup g1:1
        hand 0 - | -
        hand 1 - | -
        army B1 0 @1 - sha=0 mach=- loot=- flags=0
        army B2 1 @2 - sha=0 mach=- loot=- flags=0
        caravan 1 R1 stop=0 cargo=g2 guards=1 trap=0
        caravan 2 R1 stop=4 cargo=g3 guards=1 trap=0
        task ["trade",1,[]]
        task ["trade",0,[]]
        """,
        phase="victory",
        rnd=1,
    )
    # R1 = 19,15,8,3,12,17: caravan 1 goes 19 -> 15; caravan 2 reaches 17 and leaves
    s = play(s, "done", "done")
    assert s.phase == 2
    assert [(c.cid, s.caravan_area(c)) for c in s.caravans] == [(1, 15)]
    assert s.mcup[2] == 1
    assert s.mcup[D.CAR] == 1


def test_r4_2_a_drawn_caravan_enters_play_and_is_loaded() -> None:
    s = pos(
        """
        mcup g2:1 car:1 evt:1
        hand 0 - | -
        hand 1 - | -
        army B1 0 @11 gob sha=0 mach=- loot=- flags=0
        army B2 1 @2 - sha=0 mach=- loot=- flags=0
        task ["pl",0,11,1]
        """,
        phase="plunder",
    )
    s = play(s, "draw car")
    assert s.chance_outcomes() == [(f"roll {i}", 1 / 6) for i in range(1, 7)]
    s = play(s, "roll 5")  # 5-6: route R3, first stop 20
    assert s.caravan_area(s.caravans[0]) == 20
    # loading: caravan chips are redrawn, so only g2 and evt can come
    assert [m for m, _ in s.chance_outcomes()] == ["draw g2", "draw evt"]
    s = play(s, "draw g2")
    assert s.caravans[0].cargo == (0, 1, 0)
    assert s.caravans[0].guards == 1
    s = play(s, "draw evt", "roll 6")  # caravan table 6: treasure, 2 gold draws, no guards
    assert s.caravans[0].guards == 1


def test_r5_1_r5_2_draw_three_then_buy_up_to_two() -> None:
    s = pos(
        """
        hcup gob:10
        mcup g1:2
        hand 0 B3 | g1 g3
        hand 1 - | -
        army B1 0 @1 - sha=0 mach=- loot=- flags=0
        army B2 1 @2 - sha=0 mach=- loot=- flags=0
        task ["buy",0,0,0]
        task ["hdraw",0]
        task ["hdraw",0]
        task ["hdraw",0]
        """,
        phase="reinforcement",
    )
    s = play(s, "draw gob", "draw gob", "draw gob")
    assert s.hand_count(0) == 4
    assert texts(s) == ["buy", "done"]
    s = play(s, "buy")
    assert texts(s) == ["pay 3"]  # g1 alone is short; g1+g3 would overpay needlessly
    s = play(s, "pay 3", "draw gob")
    assert s.gold[0] == [1, 0, 0]
    assert s.hand_count(0) == 5
    assert texts(s) == ["done"]  # 1 gold left: cannot pay 2


def test_r5_3_no_boss_redraw() -> None:
    s = pos(
        """
        hcup gob:12
        hand 0 orc:2 | g1:3 g2
        hand 1 - | -
        army B2 1 @2 - sha=0 mach=- loot=- flags=0
        task ["buy",0,0,0]
        """,
        phase="reinforcement",
    )
    assert texts(s) == ["buy", "redraw", "done"]
    s = play(s, "redraw")
    # 4 gold chips -> 2 discarded, the lowest (D2); all horde chips back; 10 draws follow
    assert s.gold[0] == [1, 1, 0]
    assert s.hand_count(0) == 0
    assert s.hcup[ORC] == 2
    for _ in range(10):
        s = play(s, "draw gob")
    assert s.hand_count(0) == 10
    assert "redraw" not in texts(s)


def test_r6_1_fewest_bosses_chooses_the_first_mover_ties_roll_off() -> None:
    base = """
        hand 0 - | -
        hand 1 - | -
        hand 2 - | -
        army B1 0 @1 - sha=0 mach=- loot=- flags=0
        army B2 1 @2 - sha=0 mach=- loot=- flags=0
        army B3 1 @3 - sha=0 mach=- loot=- flags=0
        army B4 2 @4 - sha=0 mach=- loot=- flags=0
        task ["buy",0,2,1]
        """
    s = pos(base, players=3, phase="reinforcement")
    s = play(s, "done")
    assert s.to_move() == CHANCE
    assert s.chance_outcomes() == [("seat P1", 0.5), ("seat P3", 0.5)]
    s = play(s, "seat P3")
    assert s.to_move() == 2
    assert texts(s) == ["first P1", "first P2", "first P3"]
    s = play(s, "first P2")
    assert s.order == (1, 2, 0)
    assert s.to_move() == 1


def test_r6_2_r6_3_army_moves_one_lone_boss_two() -> None:
    s = pos(MOVE)
    # army B1 at 1: 4 neighbours; spy: look/kill for player 1 (+steal: 1 has chips)
    assert texts(s) == [
        "B1-2",
        "B1-6",
        "B1-11",
        "B1-16",
        "spy P2 look",
        "spy P2 steal",
        "spy P2 kill B2",
        "done",
    ]
    s = play(s, "done")
    lone = [m for m in texts(s) if m.startswith("B2-")]
    # 4 one-step + via 4: 3,9,12,13 (4) + via 10: 9,14 (2) + via 13: 4,12,14,18 (4)
    # + via 14: 9,10,13,15,18,19 (6) = 20
    assert len(lone) == 20
    assert "B2-14-19" in lone
    assert "B2-4-5" not in lone


def test_r6_4_lone_boss_through_occupied_area_needs_leave_or_agility() -> None:
    s = pos(MOVE)
    s = play(s, "B1-2", "done")
    s = play(s, "B2-4-3")  # 4 is empty: straight through
    assert s.armies[1].area == 3
    s = pos(MOVE)
    s = play(s, "done", "B2-4-9")
    s2 = pos(MOVE.replace("@1 gob", "@4 gob"))
    s2 = play(s2, "done", "B2-4-9")
    assert s2.to_move() == 0
    assert texts(s2) == ["allow", "refuse"]
    s3 = play(s2, "allow")
    assert s3.armies[1].area == 9
    s4 = play(s2, "refuse")
    assert s4.to_move() == CHANCE  # agility test, B2 has A=3
    assert play(s4, "roll 3").armies[1].area == 9
    assert play(s4, "roll 4").armies[1].area == 4  # failed: stops among the enemy


def test_r6_5_underground_with_one_reroll() -> None:
    s = pos(MOVE.replace("area 1 ctl=0", "area 1 ctl=0 fort=1"))
    assert "B1 tunnel" in texts(s)
    s = play(s, "B1 tunnel", "d20 17")
    assert texts(s) == ["accept", "reroll"]
    s = play(s, "reroll", "d20 9")  # the second result must be accepted
    assert s.armies[0].area == 9
    assert s.armies[0].flags & 2


def test_r6_6_machines_need_haulers_and_can_be_picked_up() -> None:
    s = pos(MOVE.replace("@1 gob,orc sha=0 mach=-", "@1 gob sha=0 mach=4,2"))
    s = play(s, "B1-2")
    assert s.armies[0].machines == (4,)
    assert s.left[1] == (2,)
    s = pos(MOVE.replace("area 1 ctl=0", "area 1 ctl=0 left=W3"))
    assert "B1 take W3" in texts(s)
    s = play(s, "B1 take W3", "B1-11")
    assert s.armies[0].machines == (3,)
    s = pos(MOVE.replace("@1 gob,orc sha=0 mach=-", "@11 gob sha=0 mach=3,2"))
    s = play(s, "B1-17")  # a machine left in a foreign land goes back to the cup
    assert s.left[11] == ()
    assert s.hcup[D.MACH0] == 1


def test_r6_7_spies_look_steal_kill() -> None:
    s = pos(MOVE)
    s = play(s, "spy P2 look")
    assert s.hands[0][SPY] == 0
    assert s.hcup[SPY] == 1
    assert s.view(0)["intel"][0]["hand"] == {"gob": 1, "orc": 1}
    assert "intel" not in s.view(None)
    assert s.view(1)["intel"] == []
    s = pos(MOVE)
    s = play(s, "spy P2 steal", "roll 4")
    outs = s.chance_outcomes()
    assert [m for m, _ in outs] == ["draw gob", "draw orc", "draw g1"]
    assert s.move_view("draw orc", 0) == "draw orc"
    assert s.move_view("draw orc", None) == "draw ?"
    s = play(s, "draw orc")
    assert s.hands[0][ORC] == 1
    assert s.hands[1][ORC] == 0
    s = pos(MOVE)
    s = play(s, "spy P2 kill B2", "roll 4")  # B2 agility 3: fails, dies heroically
    assert 1 not in s.armies
    assert s.hcup[D.BOSS0 + 1] == 1


DEPLOY = """
    hcup gob
    hand 0 B5 orc trl sha F2 W3 mine | g1:2 g2
    hand 1 - | -
    area 1 ctl=0 fort=1
    area 3 ctl=1
    army B1 0 @1 gob sha=0 mach=- loot=- flags=0
    army B3 0 @11 gob sha=0 mach=- loot=- flags=0
    army B2 1 @3 - sha=0 mach=- loot=- flags=0
    task ["deploy",0]
    """


def test_r7_deployment_moves() -> None:
    s = pos(DEPLOY, phase="deployment")
    # B5 to the one controlled land; troops/shaman only to B1 (B3 is abroad);
    # fort 2 >= fort 1 and gold value 4 >= 2; machine 3 <= 4; mine costs 2
    assert texts(s) == [
        "B5@1",
        "B1+orc",
        "B1+trl",
        "B1+sha",
        "B1 fort 2",
        "B1 mach 3",
        "B1 mine",
        "done",
    ]
    s = play(s, "B1 fort 2")
    assert s.fort[1] == 2
    assert texts(s) == ["pay 2", "pay 1+1"]
    s = play(s, "pay 2")
    assert s.gold[0] == [2, 0, 0]
    assert s.hcup[D.FORT0] == 1
    s = play(s, "B1+sha")
    assert "B1+sha" not in texts(s)  # D5: one shaman per army
    s = play(s, "B5@1")
    assert s.armies[4][:2] == (0, 1)


def test_r7_2_without_lands_any_free_orc_land() -> None:
    s = pos(DEPLOY.replace("area 1 ctl=0 fort=1", "area 1 fort=1"), phase="deployment")
    # 10 orc lands minus 3 (player 1's boss)
    assert [m for m in texts(s) if "@" in m] == [f"B5@{a}" for a in (1, 2, 4, 5, 6, 7, 8, 9, 10)]


def test_r1_7_army_limit_option() -> None:
    s = pos(
        DEPLOY.replace("@1 gob sha", "@1 gob,gob,gob,gob,gob,gob,gob,gob sha"),
        phase="deployment",
        army_limit=True,
    )
    assert "B1+orc" in texts(s)  # B1 leadership 5: at most 10 troops, has 8
    s = pos(
        DEPLOY.replace("@1 gob sha", "@1 " + ",".join(["gob"] * 10) + " sha"),
        phase="deployment",
        army_limit=True,
    )
    assert "B1+orc" not in texts(s)


def test_r6_perft_two_plies_counted_by_hand() -> None:
    from wartable.core.counting import perft

    s = pos(MOVE)
    assert perft(s, 1) == 8
    # after each of the 4 army moves: 3 spy moves + done = 4 (16); after 'spy P2 look': the
    # 4 army moves + done (5); 'spy P2 steal' and 'spy P2 kill B2': a d6 each (6 + 6);
    # after 'done': player 1's 20 lone-boss moves + done (21). 16 + 5 + 12 + 21 = 54.
    assert perft(s, 2) == 54


def test_r5_3_redraw_also_in_the_movement_turn_once_per_round() -> None:
    s = pos(
        MOVE.replace("army B1 0 @1 gob,orc sha=0 mach=- loot=- flags=0\n", "").replace(
            "hand 0 spy | g1:3", "hand 0 gob | g1:3"
        )
    )
    assert texts(s) == ["redraw", "done"]
    s = play(s, "redraw", *["draw gob"] * 10)
    assert s.hand_count(0) == 10
    assert s.gold[0] == [2, 0, 0]
    assert texts(s) == ["done"]


def test_r7_1_deployment_goes_counter_clockwise_from_the_last_mover() -> None:
    s = pos(
        """
        hand 0 - | -
        hand 1 - | -
        hand 2 - | -
        army B1 0 @1 - sha=0 mach=- loot=- flags=0
        army B2 1 @2 - sha=0 mach=- loot=- flags=0
        army B3 2 @3 - sha=0 mach=- loot=- flags=0
        task ["first",0]
        """,
        players=3,
    )
    s = play(s, "first P2")
    seen = []
    for _ in range(3):
        seen.append(s.to_move())
        s = play(s, "done")
    assert seen == [1, 2, 0]  # movement: clockwise from 1
    seen = []
    for _ in range(3):
        assert s.stack[-1].kind == "deploy"
        seen.append(s.to_move())
        s = play(s, "done")
    assert seen == [0, 2, 1]  # deployment: from the last mover, counter-clockwise
    seen = []
    for _ in range(3):
        assert s.phase == 5
        assert s.stack[-1].kind == "battles"
        seen.append(s.to_move())
        s = play(s, "done")
    assert seen == [1, 2, 0]  # R8.1: battles in movement order
