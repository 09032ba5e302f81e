"""R13 (docs/rules/orcwar.md): what players read. Seats are P1..Pn in moves, help and errors
(R13.1); the help holds the map (R13.2); a log tells chance moves in words, hiding what the
seat may not see (R13.3); a refused move says what was wrong (R13.4). Positions are text
diagrams (docs/rules/orcwar.md, "Position")."""

from __future__ import annotations

import pytest
from orcwar_helpers import game, play, pos, texts

from wartable.core import CHANCE, Match
from wartable.core.errors import BadNotation, IllegalMove
from wartable.games.orcwar import data as D

# B1 (P1 in the texts, seat 0 in the position): 2 + goblin 1 + troll 6 = 9 strength;
# B2 (P2): 2 + 3 orcs = 8; both in orc land 3
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

# movement: P1's army B1 (goblin, orc) in orc land 1, P2's lone boss B2 in orc land 5; P1
# holds a spy
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


def refusal(state: object, move: str) -> str:
    with pytest.raises((IllegalMove, BadNotation)) as info:
        state.play(move)  # type: ignore[attr-defined]
    return str(info.value)


# -- R13.1: one numbering of seats ----------------------------------------------------------


def test_r13_1_moves_name_players_p1_to_pn() -> None:
    assert texts(pos(FIGHT, phase="battle")) == ["parley P2", "fight"]
    moves = texts(pos(MOVE))
    assert "spy P2 look" in moves
    assert "spy P2 kill B2" in moves
    assert not any(m.startswith("spy 1") for m in moves)
    help_text = game(4).notation_help()
    assert "Players are P1, P2, P3, P4 (P1 is the first seat)" in help_text
    assert "0-based" not in help_text


def test_r13_1_r13_4_a_0_based_seat_is_refused_with_the_right_name() -> None:
    s = pos(FIGHT, phase="battle")
    why = refusal(s, "parley 1")
    assert "players are P1-P2" in why
    assert "'parley P2'" in why
    why = refusal(s, "parley P3")
    assert "no player 'P3' in a game of 2" in why


# -- R13.2: the map ------------------------------------------------------------------------


def test_r13_2_the_help_shows_every_area_and_its_neighbours() -> None:
    lines = game(2).notation_help().splitlines()
    assert lines[1].startswith("Map (orc lands 1-10")
    rows = lines[2:]
    assert len(rows) == D.NUM_AREAS
    for a, row in enumerate(rows, start=1):
        name, adj = row.split(": ")
        assert name.split(None, 1) == [
            str(a),
            f"{D.AREA_NAMES[a]} ({'orc' if a <= 10 else 'foreign'})",
        ]
        assert tuple(int(x) for x in adj.split(",")) == D.ADJ[a]
    assert rows[0] == "  1 Skullcrag (orc): 2,6,11,16"


# -- R13.3: narration ----------------------------------------------------------------------


def test_r13_3_battle_dice_are_told_hit_by_hit() -> None:
    s = play(pos(FIGHT, phase="battle"), "fight", "fight")
    assert s.bt is not None
    assert s.bt["dice"] == (3, 2)
    assert s.move_view("roll 6", 1) == "roll 6: P1, die 1 of 3: a hit"
    assert s.move_view("roll 1", None) == "roll 1: P1, die 1 of 3: a 1"
    s = play(s, "roll 5", "roll 1")
    assert s.move_view("roll 3", 0) == "roll 3: P1, die 3 of 3: a miss; 1 hit in all"
    s = play(s, "roll 3", "roll 1")
    # P2: one 1 and then a 2: more 1s than hits, a forced retreat (R8.4)
    assert s.move_view("roll 2", 0) == (
        "roll 2: P2, die 2 of 2: a miss; 0 hits in all, and more 1s (1) than hits: "
        "P2 must retreat (R8.4)"
    )


def test_r13_3_tests_say_who_tested_and_what_followed() -> None:
    s = play(pos(FIGHT, phase="battle"), "parley P2")
    assert s.move_view("roll 5", 1) == (
        "roll 5: B1's leadership test (5 or less) passes: P2 may accept a truce or refuse it"
    )
    assert s.move_view("roll 6", 1) == (
        "roll 6: B1's leadership test (5 or less) fails: no truce: the battle goes on"
    )
    shaman = pos(FIGHT.replace("gob,trl sha=0", "gob,trl sha=1"), phase="battle")
    s = play(shaman, "parley P2")
    assert s.move_view("roll 6", 0).endswith("fails; his shaman lets him roll again")


def test_r13_3_a_retreat_is_told() -> None:
    s = play(pos(FIGHT, phase="battle"), "fight", "fight", *["roll 2"] * 5, "retreat")
    assert s.to_move() == CHANCE
    assert (
        s.move_view("roll 5", 1) == "roll 5: B1's leadership test (5 or less) passes: P1 retreats"
    )
    assert s.move_view("roll 6", 1).endswith("fails: P1 must fight one more round")


def test_r13_3_r1_5_narration_hides_private_draws() -> None:
    m = Match(game(3), seed=7)
    while m.state.to_move() == CHANCE:
        m.resolve_chance()
    other = m.log(1)
    assert other[1].startswith("at ")
    assert "starts in area" in other[1]
    assert "draw ?" in other
    assert all(not t.startswith("draw ?:") for t in other)


# -- R13.4: errors say what was wrong ------------------------------------------------------


def test_r13_4_a_refused_boss_move_says_why() -> None:
    s = pos(MOVE)
    why = refusal(s, "B1-7")
    assert why.startswith(
        "move 'B1-7': area 7 is not next to area 1 (its neighbours: 2, 6, 11, 16)"
    )
    assert "P1 is to move armies" in why
    assert "legal moves like it: B1-2, B1-6" in why
    assert "B2 is P2's, not yours" in refusal(s, "B2-4")
    assert "'B12' is no boss (bosses are B1-B10)" in refusal(s, "B12-3")
    assert "areas are numbered 1-20" in refusal(s, "B1-25")
    assert "an army moves one area (R6.3)" in refusal(s, "B1-2-3")
    moved = play(s, "B1-2")
    assert "B1 has already moved this round" in refusal(moved, "B1-1")
    assert s.to_text() == pos(MOVE).to_text()  # refusals change nothing


def test_r13_4_an_unknown_word_names_the_forms() -> None:
    why = refusal(pos(MOVE), "march B1 7")
    assert "not OrcWar notation" in why
    assert "B3-7" in why


def test_the_parley_task_names_no_seat_to_the_one_acting() -> None:
    """Issue 38: P2 was told to `parley P2` (the task's words held a fixed example); the
    words name no player, and the moves P2 is offered name the foe."""
    s = pos(FIGHT, phase="battle")
    seen = []
    for _ in range(3):
        if s.to_move() == 1 and "fight" in texts(s):
            break
        s = play(s, "fight") if "fight" in texts(s) else play(s, texts(s)[0])
    assert s.to_move() == 1
    assert "parley P1" in texts(s)
    seen.append(s.game.render(s.view(1)))
    seen.append(s.game.phase_message(s).english())
    for text in seen:
        assert "parley P2" not in text
    assert "offer a foe a truce, or fight" in seen[1]
