"""Bad input never crashes (issue 23): the position checks of R12 and bounded move text.

Each regular test is one class of crash or silent acceptance found by fuzzing
``parse_state`` / ``play`` (the position is a text diagram, the bad part is named). The fuzzers
themselves (mutated positions and move texts) are the conformance suite's, with OrcWar's hook
(tests/test_conformance.py)."""

from __future__ import annotations

import json
import textwrap

import pytest
from orcwar_helpers import game, play, pos, texts

from wartable.core.errors import BadNotation, BadPosition, IllegalMove
from wartable.games.orcwar import data as D

# movement phase (R6), 2 players: B1 (player 0, a spy in hand) and B2 (player 1) in orc lands
BASE = """
    hcup gob:4 orc:4 spy
    mcup g1:10 car:1 evt:1
    hand 0 spy | g1:3
    hand 1 gob orc | g1:3
    area 1 ctl=0
    army B1 0 @1 gob,orc sha=0 mach=- loot=- flags=0
    army B2 1 @5 - sha=0 mach=- loot=- flags=0
    meta {"next_cid":1,"prisoners":[[],[]],"truces":[],"intel":[],"order":[0,1],"held":0,"offer":null,"result":null}
    task ["move",1]
    task ["move",0]
    """  # noqa: E501


def text(body: str, rnd: str = "1", phase: str = "movement", players: int = 2) -> str:
    return f"orcwar v2 players {players}\nround {rnd} phase {phase}\n" + textwrap.dedent(body)


def refused(body: str, why: str, rnd: str = "1", phase: str = "movement") -> BadPosition:
    with pytest.raises(BadPosition, match=why) as info:
        game(2).parse_state(text(body, rnd, phase))
    assert len(str(info.value)) < 400  # names the line, never echoes a megabyte
    return info.value


def test_r12_the_base_diagram_is_a_position() -> None:
    s = pos(BASE)
    assert s.to_move() == 0
    assert "B1-2" in texts(s)
    assert game(2).parse_state(s.to_text()).to_text() == s.to_text()


def test_r12_2_a_hand_of_10_to_the_12_chips_is_refused_not_a_hang() -> None:
    # before: parsed; paying (R2.4) then looped over every way to pay from 10**12 chips,
    # and determinize built a list of every chip (MemoryError)
    refused(
        BASE.replace("hand 0 spy | g1:3", "hand 0 spy | g1:1000000000000"),
        "count of g1 .*expected a whole number",
    )
    refused(
        BASE.replace("hand 0 spy | g1:3", "hand 0 spy | g1:999"),
        "1012 g1 chips in play: the game has 20",
    )
    refused(BASE.replace("hcup gob:4", "hcup gob:1000000000"), "count of gob")


def test_r12_2_two_of_one_boss_and_negative_counts_are_refused() -> None:
    refused(BASE.replace("hand 0 spy |", "hand 0 spy B1 |"), "2 boss 1 chips in play")
    # before: a negative count gave a negative draw probability
    refused(BASE.replace("hcup gob:4", "hcup gob:-1"), "count of gob '-1': expected a whole number")
    # a count never has a sign: '-0' is not a text the writer makes (it read as 0 before)
    refused(BASE, "round '-0': expected a whole number 0-1000000", rnd="-0")
    refused(BASE.replace("hcup gob:4", "hcup gob:-0"), "count of gob '-0'")
    # control may be -1 (nobody): there a sign is part of the number
    assert pos(BASE.replace("area 1 ctl=0", "area 1 ctl=-1")).control[1] == -1


def test_r12_1_unicode_and_huge_numbers_are_refused() -> None:
    # before: int('١') is 1 (accepted, and the text no longer round-tripped) and a
    # 4,000-digit round was accepted
    refused(BASE, "round .*expected a whole number", rnd="\u0661")
    refused(BASE, "round .*expected a whole number", rnd="9" * 4000)
    refused(BASE.replace("army B1 0 @1", "army B1 0 @\u00b3"), "army area")
    refused(BASE.replace('"held":0', '"held":1e309'), "only whole numbers")
    refused(BASE.replace('"held":0', '"held":NaN'), "NaN is not a number")


def test_r12_3_seat_and_area_out_of_range() -> None:
    # before: task ["move",99] was accepted and to_move() answered 99
    refused(BASE.replace('task ["move",0]', 'task ["move",99]'), "task move: seat 99")
    # before: an army on area 99 parsed, then legal_moves raised IndexError
    refused(BASE.replace("army B2 1 @5", "army B2 1 @99"), "army area 99: must be 0-20")
    refused(BASE.replace("army B2 1 @5", "army B2 1 @0"), "army B2 has no area")
    refused(BASE.replace("area 1 ctl=0", "area 1 ctl=5"), "ctl 5: must be -1-1")
    refused(BASE.replace("area 1 ctl=0", "area 12 ctl=0"), "not an orc land")


def test_r12_1_deep_json_is_refused_not_a_recursion_error() -> None:
    # before: RecursionError from the JSON decoder
    refused(BASE + "battle " + "[" * 50_000 + "\n", "nested deeper than 5")
    refused(BASE.replace('"truces":[]', '"truces":' + "[" * 6 + "]" * 6), "nested deeper")


def test_r12_5_a_battle_must_have_all_its_fields() -> None:
    fight = """
        hand 0 - | -
        hand 1 - | -
        army B1 0 @3 gob,trl sha=0 mach=- loot=- flags=0
        army B2 1 @3 orc,orc,orc sha=0 mach=- loot=- flags=1
        task ["control"]
        task ["battles",1,[]]
        task ["battles",0,[]]
        """
    s = pos(fight, phase="battle")
    assert s.bt is not None
    bt = dict(s.bt)
    del bt["loot"]
    # before: parsed, then the end of the battle raised KeyError('loot')
    broken = s.to_text().replace(
        "battle " + json.dumps(s.bt, separators=(",", ":"), sort_keys=True),
        "battle " + json.dumps(bt, separators=(",", ":"), sort_keys=True),
    )
    with pytest.raises(BadPosition, match="battle: expected null or an object with the keys"):
        game(2).parse_state(broken)
    # a battle line without its task, and the task without the battle
    with pytest.raises(BadPosition, match="one 'bt' task go together"):
        game(2).parse_state(s.to_text().replace('task ["bt"]\n', ""))


def test_r12_5_a_battle_is_the_last_thing_started() -> None:
    fight = """
        hand 0 - | -
        hand 1 - | -
        army B1 0 @3 gob,trl sha=0 mach=- loot=- flags=0
        army B2 1 @3 orc,orc,orc sha=0 mach=- loot=- flags=1
        task ["control"]
        task ["battles",1,[]]
        task ["battles",0,[]]
        """
    s = play(pos(fight, phase="battle"), "fight", "fight")
    assert s.bt is not None
    assert s.bt["stage"] == "roll"
    assert s.bt["rollers"] == (0, 1)
    good = s.to_text()
    # before: parsed; the 'battles' task above the battle then started a second battle over
    # the first, and the position it led to no longer parsed
    moved = good.replace('task ["battles",0,[]]\ntask ["bt"]', 'task ["bt"]\ntask ["battles",0,[]]')
    with pytest.raises(BadPosition, match="only the battle's own tasks can"):
        game(2).parse_state(moved)
    # before: parsed with the second roller's dice already rolled; once the first roller
    # finished, the second had more results than dice
    early = good.replace('"rolls":[[0,0,0],[0,0,0]]', '"rolls":[[0,0,0],[1,0,0]]')
    assert early != good
    with pytest.raises(BadPosition, match="has rolled already"):
        game(2).parse_state(early)


def test_r12_5_a_parley_is_between_sides_in_the_battle() -> None:
    fight = """
        hand 0 - | -
        hand 1 - | -
        army B1 0 @3 gob,trl sha=0 mach=- loot=- flags=0
        army B2 1 @3 orc,orc,orc sha=0 mach=- loot=- flags=1
        task ["control"]
        task ["battles",1,[]]
        task ["battles",0,[]]
        """
    s = play(pos(fight, phase="battle"), "parley P2")
    assert s.stack[-1] == ("test", 0, 0, "parley", (0, 1), 0)
    elsewhere = s.to_text().replace('"area":3', '"area":19')
    # before: parsed; a successful parley roll then asked player 1, who has nobody in
    # area 19, and accepting raised ValueError (max() of no bosses)
    with pytest.raises(BadPosition, match="must be an army of player 0 in the battle's area 19"):
        game(2).parse_state(elsewhere)
    # before: two such tests parsed; after the first, the position played on to one that
    # no longer parsed (the fuzz found it with two retreat tests)
    twice = s.to_text().replace(
        'task ["test",0,0,"parley",[0,1],0]\n', 'task ["test",0,0,"parley",[0,1],0]\n' * 2
    )
    with pytest.raises(BadPosition, match="a battle decides one thing at a time"):
        game(2).parse_state(twice)


def test_r12_5_an_offer_has_one_build_task_the_last() -> None:
    trade = """
        hand 0 gob | g1
        hand 1 orc | g3
        army B1 0 @1 - sha=0 mach=- loot=- flags=0
        army B2 1 @2 - sha=0 mach=- loot=- flags=0
        meta {"next_cid":1,"prisoners":[[],[]],"truces":[],"intel":[],"order":[0,1],"held":0,"offer":[0,1,[],[]],"result":null}
        task ["trade",1,[]]
        task ["trade",0,[1]]
        task ["build",0]
        """  # noqa: E501
    s = pos(trade, phase="trade")
    assert "give gob" in texts(s)
    # before: two build tasks parsed; 'cancel' ended the offer and the second build
    # task raised AssertionError
    refused(trade + 'task ["build",0]\n', "one 'build'/'answer' task, the last", phase="trade")
    refused(trade.replace('"offer":[0,1,[],[]]', '"offer":null'), "go together", phase="trade")
    refused(
        trade.replace('"offer":[0,1,[],[]]', '"offer":[0,1,[0,0],[]]'),
        "does not hold what is claimed",
        phase="trade",
    )


def test_r12_a_truce_broken_at_the_retest_and_made_again_is_a_position() -> None:
    # R8: a truce broken at the battle phase's re-test can be made again by a parley in the
    # same battle phase; the fuzz reached such a position, which an early R12 check refused
    both = BASE.replace('"truces":[]', '"truces":[[0,1,1]],"broken":[[0,1,1]]')
    s = game(2).parse_state(text(both))
    assert s.truces == ((0, 1, 1),)
    assert s.broken == ((0, 1, 1),)


def test_r12_4_knowledge_is_at_most_the_hand() -> None:
    known = BASE.replace(
        '"result":null}',
        '"result":null,"known":[[0,1,'
        + json.dumps([0] * (D.NUM_KINDS + 3)).replace("0", "3", 1)
        + "]]}",
    )
    refused(known, "knows of chips player 1 does not hold")


def test_r12_6_a_decision_without_a_move_is_refused() -> None:
    # before: parsed with no legal move while the game went on (player 0 cannot pay 4)
    refused(BASE.replace('task ["move",0]', 'task ["pay",0,4]'), "nobody can do anything")


def test_r12_5_tasks_decided_at_once_are_last_and_find_their_army() -> None:
    # before: two pay tasks parsed; after the first payment the second had no legal move
    refused(
        BASE.replace('task ["move",0]', 'task ["pay",0,1]\ntask ["pay",0,1]'),
        "task pay is decided at once: it must be the last task",
    )
    # before: an 'allow' for a boss with no army parsed, then to_move() raised KeyError
    refused(BASE.replace('task ["move",0]', 'task ["allow",5,2]'), "task allow: B6 has no army")
    refused(
        BASE.replace('task ["move",0]', 'task ["allow",0,2]'),
        "another player's army must stand where B1 passes",
    )
    # before: a retreat outside a battle parsed, then raised AssertionError
    refused(BASE.replace('task ["move",0]', 'task ["retreat_to",0]'), "belongs to a battle")


def test_move_text_is_bounded_and_named_shortly() -> None:
    s = pos(BASE)
    for bad in ("give " + "mine" * 5000, "B" + "9" * 5000, "\x00" * 10_000):
        with pytest.raises((BadNotation, IllegalMove)) as info:
            s.play(bad)
        # before: the whole text was echoed (IllegalMove of 20,000 characters)
        assert len(str(info.value)) < 1000
        assert "characters" in str(info.value)


def test_options_are_checked() -> None:
    import wartable
    from wartable.core.errors import BadOption

    # before: max_rounds=10**6 and wealth_victory=10**6 were taken (0 is no limit: R3.2)
    for bad in (
        {"max_rounds": -1},
        {"wealth_victory": -1},
        {"players": 7},
        {"max_rounds": 10**6},
        {"wealth_victory": 10**6},
        {"max_rounds": "9" * 5000},
    ):
        with pytest.raises(BadOption):
            wartable.make("orcwar", **bad)
    assert play(pos(BASE), "done").to_move() == 1
