"""R8 battle (docs/rules/orcwar.md): dice, hits, assignment, finishing rolls, bosses,
retreat, parley, fortress, caravan robbery, control."""

from __future__ import annotations

from orcwar_helpers import play, pos, texts

from wartable.core import CHANCE
from wartable.games.orcwar import data as D

ORC = D.KIND_INDEX["orc"]

# B1 (P0): 2 + goblin 1 + troll 6 = 9 strength; B2 (P1): 2 + 3 orcs = 8
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


def rolls(s, *faces: int):  # type: ignore[no-untyped-def]
    return play(s, *(f"roll {f}" for f in faces))


def test_r8_1_a_battle_starts_where_hostile_armies_meet() -> None:
    s = pos(FIGHT, phase="battle")
    assert s.bt is not None
    assert s.bt["area"] == 3
    assert s.to_move() == 0
    assert texts(s) == ["parley P2", "fight"]


def test_r8_3_dice_per_five_strength_and_the_extra_die() -> None:
    s = play(pos(FIGHT, phase="battle"), "fight", "fight")
    # ceil(9/5) = 2 and ceil(8/5) = 2 tie; the strongest (9) gets +1
    assert s.bt["dice"] == (3, 2)
    assert s.to_move() == CHANCE
    s = play(pos(FIGHT.replace("orc,orc,orc", "orc,orc,orc,gob"), phase="battle"), "fight", "fight")
    assert s.bt["dice"] == (2, 2)  # 9 against 9: no single strongest, no extra die
    s = play(pos(FIGHT.replace("orc,orc,orc sha=0", "orc sha=1"), phase="battle"), "fight", "fight")
    assert s.bt["dice"] == (2, 2)  # 9 (2 dice) against 4 (1 die) + shaman die


def test_r8_4_r8_5_hits_and_assignment_by_the_target_owner() -> None:
    s = play(pos(FIGHT, phase="battle"), "fight", "fight")
    s = rolls(s, 5, 6, 1, 5, 2)  # P0: 2 hits and a 1; P1: 1 hit
    assert s.bt["stage"] == "assign"
    assert s.to_move() == 0
    assert texts(s) == ["take gob", "take trl"]  # the boss only when no troop is left
    s = play(s, "take trl")  # 1 hit on a troll: partial, finishing roll 5+
    assert s.to_move() == CHANCE
    s = rolls(s, 4)
    assert s.armies[0].troops == (D.KIND_INDEX["gob"], D.KIND_INDEX["trl"])
    assert s.to_move() == 1
    assert texts(s) == ["take orc"]
    s = play(s, "take orc", "take orc")
    assert s.armies[1].troops == (ORC,)
    assert s.hcup[ORC] == 2
    assert s.bt["stage"] == "retreat"
    assert texts(s) == ["retreat", "stay"]


def test_r8_5_finishing_roll_kills_a_wounded_troll() -> None:
    s = play(pos(FIGHT, phase="battle"), "fight", "fight")
    s = rolls(s, 2, 2, 2, 5, 6)  # P1 scores 2 hits on B1
    assert texts(s) == ["take gob", "take trl"]
    s = play(s, "take trl")  # both hits on the troll: 2 of 3, dies on 3+
    s = rolls(s, 3)
    assert s.armies[0].troops == (D.KIND_INDEX["gob"],)


def test_r8_5_hits_fill_units_and_only_the_last_is_partial() -> None:
    body = FIGHT.replace("gob,trl", "bug,trl").replace("orc,orc,orc", "orc,orc,orc,orc,orc,orc")
    s = play(pos(body, phase="battle"), "fight", "fight")
    assert s.bt["dice"] == (3, 4)  # 12 vs 14: 3 dice each, the stronger gets +1
    s = rolls(s, 2, 2, 2, 5, 5, 5, 6)  # 4 hits on B1
    assert texts(s) == ["take bug", "take trl"]
    s = play(s, "take bug")  # fills the bugbear (2); 2 hits remain
    assert texts(s) == ["take trl"]
    s = play(s, "take trl")  # 2 of 3 on the troll: the one partial unit
    assert s.to_move() == CHANCE
    assert s.stack[-1].kind == "finish"
    s = rolls(s, 2)  # needs 3+
    assert s.armies[0].troops == (D.KIND_INDEX["trl"],)


def test_r8_4_more_ones_than_hits_forces_a_retreat() -> None:
    s = play(pos(FIGHT, phase="battle"), "fight", "fight")
    s = rolls(s, 2, 3, 4, 1, 1)
    assert s.bt["forced"] == (1,)
    assert s.to_move() == 0
    assert texts(s) == ["retreat", "stay"]
    s = play(s, "stay")
    # adj(3) = 2,4,8,12, all free of other players' units
    assert s.to_move() == 1
    assert texts(s) == ["to 2", "to 4", "to 8", "to 12"]
    s = play(s, "to 12")
    assert s.armies[1].area == 12
    assert s.bt is None
    assert texts(s) == ["done"]
    s = play(s, "done", "done")
    assert s.control[3] == 0  # R8.11


def test_r8_8_voluntary_retreat_needs_a_leadership_test() -> None:
    s = play(pos(FIGHT, phase="battle"), "fight", "fight")
    s = rolls(s, 2, 3, 4, 2, 2)
    s = play(s, "retreat")
    assert s.to_move() == CHANCE  # B1 leadership 5
    s2 = rolls(s, 6)
    assert s2.to_move() == 1
    assert texts(s2) == ["retreat", "stay"]
    s3 = rolls(s, 5)
    assert s3.to_move() == 0
    assert texts(s3) == ["to 2", "to 4", "to 8", "to 12"]


def test_r8_6_boss_escapes_dies_or_is_captured() -> None:
    lone = FIGHT.replace("orc,orc,orc", "-")
    s = play(pos(lone, phase="battle"), "fight", "fight")
    s = rolls(s, 5, 2, 3)  # 9 vs 2: dice 2 and 1; P0 hits once
    assert s.to_move() == 1
    assert texts(s) == ["take B2"]
    s = play(s, "take B2")
    assert texts(s) == ["escape", "die"]
    died = play(s, "die")
    assert 1 not in died.armies
    assert died.hcup[D.BOSS0 + 1] == 1
    esc = play(s, "escape")
    assert esc.to_move() == CHANCE  # agility 3
    ok = rolls(esc, 3)
    assert 1 not in ok.armies
    assert ok.hands[1][D.BOSS0 + 1] == 1
    caught = rolls(esc, 4)
    assert caught.prisoners[0] == (1,)


def test_r8_2_parley_and_truce() -> None:
    s = play(pos(FIGHT, phase="battle"), "parley P2")
    s = rolls(s, 5)  # B1 leadership 5 passes
    assert s.to_move() == 1
    assert texts(s) == ["accept", "refuse"]
    refused = play(s, "refuse")
    # refused: no truce; both have tried this pair, so the round's dice follow
    assert refused.bt["stage"] == "roll"
    assert refused.to_move() == CHANCE
    s = play(s, "accept")  # one test is enough (R8.2; the second is option D11b)
    assert s.bt is None
    assert s.truces == ((0, 1, 3),)
    s = play(s, "done", "done")
    assert s.control[3] == -1  # a truce leaves control unchanged


def test_r8_2_a_truce_is_tested_again_next_round() -> None:
    body = FIGHT.replace(
        'task ["control"]',
        'meta {"next_cid":1,"prisoners":[[],[]],'
        '"truces":[[0,1,3]],"intel":[],"order":[0,1],"held":0,'
        '"offer":null,"result":null}\ntask ["trade",1,[]]',
    )
    body = body.replace('task ["battles",1,[]]\ntask ["battles",0,[]]', "")
    s = pos(body, phase="plunder")
    s = play(s, "done")  # trade -> victory -> next round: caravans, reinforcement ...
    assert s.truces == ((0, 1, 3),)


FORT = """
    hcup gob:5
    hand 0 - | -
    hand 1 - | -
    area 3 ctl=0 fort=2
    army B1 0 @3 gob,orc,orc sha=0 mach=- loot=- flags=0
    army B2 1 @3 trl sha=0 mach=- loot=- flags=1
    task ["control"]
    task ["battles",1,[]]
    task ["battles",0,[]]
    """


def test_r8_9_fortress_shelters_and_needs_sixes() -> None:
    s = play(pos(FORT, phase="battle"), "fight", "fight")
    assert s.bt["defender"] == 0
    assert s.to_move() == 0
    # value 2: a goblin (1) or an orc (2) may be sheltered
    assert texts(s) == ["shelter B1 gob", "shelter B1 orc", "done"]
    s = play(s, "shelter B1 orc")  # room is now 0: the roll starts by itself
    assert s.to_move() == CHANCE
    assert s.bt["dice"] == (2, 3)
    s = rolls(s, 2, 3, 5, 5, 2)  # P1: two 5s, both restricted
    assert s.bt["asg"][1:3] == (2, 0)
    assert texts(s) == ["take gob", "take orc", "take fort"]
    s = play(s, "take gob", "take orc")  # the unsheltered orc
    # both 5s used; the sheltered orc survives
    assert s.armies[0].troops == (ORC,)


def test_r8_9_fortress_absorbs_one_hit_and_is_overrun() -> None:
    s = play(pos(FORT, phase="battle"), "fight", "fight", "shelter B1 orc")
    s = rolls(s, 2, 3, 5, 6, 2)
    s = play(s, "take fort")
    assert s.bt["fort_ok"] == 0
    assert s.fort[3] == 2
    assert texts(s) == ["take gob", "take orc"]


def test_r8_9_war_machine_reduces_and_destroys_the_fortress() -> None:
    s = play(
        pos(FORT.replace("trl sha=0 mach=-", "trl,gob sha=0 mach=2"), phase="battle"),
        "fight",
        "fight",
    )
    assert s.to_move() == CHANCE  # value 2 - machine 2 = 0: nothing to shelter
    s = pos(
        FORT.replace("fort=2", "fort=3").replace("trl sha=0 mach=-", "trl,gob sha=0 mach=2"),
        phase="battle",
    )
    s = play(s, "fight", "fight")
    assert texts(s) == ["shelter B1 gob", "done"]  # 3 - 2 = 1
    s = play(s, "done")
    s = rolls(s, 2, 2, 5, 2, 2)
    s = play(s, "take fort")
    assert s.fort[3] == 0


def test_r8_12_caravan_robbery() -> None:
    s = pos(
        """
        mcup car:0
        hand 0 - | -
        hand 1 - | -
        army B1 0 @8 gob,trl sha=0 mach=- loot=- flags=0
        army B2 1 @1 - sha=0 mach=- loot=- flags=0
        caravan 1 R1 stop=2 cargo=g3 guards=1 trap=0
        task ["control"]
        task ["battles",1,[]]
        task ["battles",0,[]]
        """,
        phase="battle",
    )
    assert texts(s) == ["rob 1", "done"]
    s = play(s, "rob 1")
    assert s.bt["dice"] == (2, 1)  # 9 strength against one 5-strength guard
    s = rolls(s, 5, 3, 4)
    assert s.caravans == []
    assert s.armies[0].loot == (0, 0, 1)
    assert s.mcup[3] == 1
    assert texts(s) == ["done"]  # each caravan robbed once


def test_r8_7_shaman_of_a_beaten_army_joins_the_winner() -> None:
    s = play(pos(FIGHT.replace("orc,orc,orc sha=0", "orc sha=1"), phase="battle"), "fight", "fight")
    s = rolls(s, 5, 5, 2, 2)
    s = play(s, "take orc", "take B2", "die")
    assert 1 not in s.armies
    assert s.armies[0].shamans == 0
    s = play(pos(FIGHT.replace("orc,orc,orc sha=0", "orc sha=1"), phase="battle"), "fight", "fight")
    s = rolls(s, 2, 2, 1, 1)  # P1 must retreat
    s = play(s, "stay", "to 2")
    assert s.armies[1].shamans == 0
    assert s.armies[0].shamans == 1


def test_r9_2_a_trap_caravan_that_wins_vanishes() -> None:
    s = pos(
        """
        mcup car:0
        hand 0 - | -
        hand 1 - | -
        army B1 0 @8 gob sha=0 mach=- loot=- flags=0
        army B2 1 @1 - sha=0 mach=- loot=- flags=0
        caravan 1 R1 stop=2 cargo=- guards=4 trap=1
        task ["control"]
        task ["battles",1,[]]
        task ["battles",0,[]]
        """,
        phase="battle",
    )
    s = play(s, "rob 1")
    assert s.bt["dice"] == (1, 4)  # 3 strength against 4 guards of 5
    s = play(s, "roll 1", "roll 2", "roll 2", "roll 2", "roll 2")  # a 1 and no hit: retreat
    s = play(s, "to 3")
    assert s.caravans == []
    assert s.mcup[3] == 1
    assert s.armies[0].area == 3


def test_r8_2_r8_9_broken_truce_is_retested_and_the_fortress_does_not_help() -> None:
    body = FORT.replace(
        'task ["control"]\n    task ["battles",1,[]]\n    task ["battles",0,[]]\n',
        'task ["trade",1,[]]\n',
    )
    body += (
        '    meta {"next_cid":1,"prisoners":[[],[]],"truces":[[0,1,3]],"intel":[],'
        '"order":[0,1],"held":0,"offer":null,"result":null}\n'
    )
    s = pos(body, phase="trade")
    # next round: draws, buying, movement, deployment with nobody doing anything
    while s.phase != 5:
        s = s.apply(
            s.legal_moves()[0]
            if s.to_move() == CHANCE
            else "done"
            if "done" in texts(s)
            else texts(s)[0]
        )
    assert s.phase == 5
    assert s.stack[-1].purpose == "truce"
    assert s.to_move() == CHANCE
    s = play(s, "roll 6")  # B1 (leadership 5) fails: war resumes
    assert s.truces == ()
    assert s.broken == ((0, 1, 3),)
    s = play(s, "roll 1")  # B2's test no longer matters
    assert s.bt is not None
    assert s.bt["defender"] == 0
    s = play(s, "fight", "fight", "shelter B1 orc")
    s = rolls(s, 2, 2, 5, 2, 2)
    # the 5 is not restricted: the fortress does not shelter against the old truce partner
    assert s.bt["asg"][1:3] == (0, 1)


def test_r8_12_guards_fight_only_the_robber() -> None:
    s = pos(
        """
        mcup car:0
        hand 0 - | -
        hand 1 - | -
        army B1 0 @8 gob,trl sha=0 mach=- loot=- flags=0
        army B2 1 @8 orc sha=0 mach=- loot=- flags=0
        caravan 1 R1 stop=2 cargo=g3 guards=1 trap=0
        meta {"next_cid":2,"prisoners":[[],[]],"truces":[[0,1,8]],"intel":[],"order":[0,1],"held":0,"offer":null,"result":null}
        task ["control"]
        task ["battles",1,[]]
        task ["battles",0,[]]
        """,  # noqa: E501
        phase="battle",
    )
    s = play(s, "rob 1")
    assert s.bt["rollers"] == (0, -1)  # player 1 (in truce with player 0) stands aside
    s = rolls(s, 5, 3, 4)
    assert s.caravans == []
    assert s.armies[0].loot == (0, 0, 1)
    assert s.armies[1].loot == (0, 0, 0)


def test_r1_6_tests_pass_on_rating_or_less_and_a_shaman_gives_a_reroll() -> None:
    s = play(pos(FIGHT, phase="battle"), "parley P2")
    assert s.to_move() == 1 or s.to_move() == CHANCE
    assert texts(play(s, "roll 5")) == ["accept", "refuse"]  # B1 leadership 5: 5 passes
    s = play(pos(FIGHT.replace("gob,trl sha=0", "gob,trl sha=1"), phase="battle"), "parley P2")
    s = play(s, "roll 6")  # failed, but the shaman grants a reroll
    assert s.to_move() == CHANCE
    assert s.stack[-1].rerolled == 1
    assert texts(play(s, "roll 2")) == ["accept", "refuse"]
    assert play(s, "roll 6").bt["tried"] == ((0, 1),)  # the reroll failed too


def test_r8_8_fortress_defender_must_flee_into_the_tunnels() -> None:
    s = play(pos(FORT, phase="battle"), "fight", "fight", "shelter B1 orc")
    s = rolls(s, 1, 1, 2, 2, 2)  # the defender rolls two 1s and no hit
    assert s.to_move() == 0
    assert texts(s) == ["to tunnel"]
    lost = play(s, "to tunnel", "d20 3")  # comes out among the enemy: destroyed
    assert lost.stack[-1].kind == "fate"
    assert lost.armies[0].troops == ()
    s = play(s, "to tunnel", "d20 12")
    assert s.armies[0].area == 12
    assert s.bt is None


def test_r8_8_war_machines_never_retreat_and_the_winner_takes_them() -> None:
    body = FIGHT.replace("orc,orc,orc sha=0 mach=-", "orc,orc,orc sha=0 mach=3")
    s = play(pos(body, phase="battle"), "fight", "fight")
    assert s.bt["dice"] == (2, 3)  # 9 against 11
    s = rolls(s, 2, 2, 1, 1, 1)  # player 1 must retreat
    s = play(s, "stay", "to 4")
    assert s.armies[1].machines == ()
    assert s.armies[0].machines == (3,)


def test_r8_8_no_way_out_destroys_the_army_and_r8_13_loot_goes_to_the_winner() -> None:
    s = pos(
        """
        hcup gob:5
        hand 0 - | -
        hand 1 - | -
        army B1 0 @17 gob,trl sha=0 mach=- loot=- flags=0
        army B3 0 @11 gob sha=0 mach=- loot=- flags=0
        army B4 0 @12 gob sha=0 mach=- loot=- flags=0
        army B2 1 @17 orc,orc,orc sha=0 mach=- loot=g2 flags=1
        task ["control"]
        task ["battles",1,[]]
        task ["battles",0,[]]
        """,
        phase="battle",
    )
    s = play(s, "fight", "fight")
    s = rolls(s, 2, 2, 2, 1, 1)
    s = play(s, "stay")
    # adj(17) = 11, 12: both hold player 0's armies; the orcs die, the boss may escape
    assert s.to_move() == 1
    assert texts(s) == ["escape", "die"]
    assert s.armies[1].troops == ()
    s = play(s, "escape", "roll 6")  # B2 agility 3: captured
    assert s.prisoners[0] == (1,)
    assert s.armies[0].loot == (0, 1, 0)


def test_r8_5_hits_are_simultaneous_a_destroyed_side_still_hits() -> None:
    """Regression: the side placed first could be wiped out and its own hits were lost."""
    s = pos(
        """
        hcup gob:5
        hand 0 - | -
        hand 1 - | -
        army B1 1 @3 gob sha=0 mach=- loot=- flags=1
        army B2 0 @3 orc,orc sha=0 mach=- loot=- flags=0
        task ["control"]
        task ["battles",1,[]]
        task ["battles",0,[]]
        """,
        phase="battle",
    )
    s = play(s, "fight", "fight")
    assert s.bt["dice"] == (2, 1)
    s = rolls(s, 5, 6, 5)
    s = play(s, "take gob", "take B1", "die")
    assert 0 not in s.armies
    assert s.to_move() == 0
    assert texts(s) == ["take orc"]


def test_r8_8_every_side_is_asked_after_another_retreats() -> None:
    """Regression: with three sides, the one after a retreating side was skipped."""
    s = pos(
        """
        hcup gob:5
        hand 0 - | -
        hand 1 - | -
        hand 2 - | -
        army B1 0 @3 - sha=0 mach=- loot=- flags=0
        army B2 1 @3 - sha=0 mach=- loot=- flags=1
        army B3 2 @3 - sha=0 mach=- loot=- flags=1
        task ["control"]
        task ["battles",2,[]]
        task ["battles",1,[]]
        task ["battles",0,[]]
        """,
        players=3,
        phase="battle",
    )
    s = play(s, "fight", "fight", "fight")
    assert s.bt["dice"] == (1, 1, 1)  # three equal sides: no extra die
    s = rolls(s, 2, 3, 4)
    s = play(s, "retreat", "roll 1", "to 2")
    assert s.armies[0].area == 2
    assert s.to_move() == 1
    assert texts(s) == ["retreat", "stay"]
