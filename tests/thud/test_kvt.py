"""Koom Valley Thud (ruleset=kvt, decision T9, rules K1-K7). Counts made by hand."""

from __future__ import annotations

import pytest

import wartable
from wartable.core import BadOption, IllegalMove
from wartable.games.thud import ThudState


def kvt(diagram: str, **options: object) -> ThudState:
    state = wartable.make("thud", ruleset="kvt", battles=1, **options).parse_state(diagram)
    assert isinstance(state, ThudState)
    return state


def texts(state: ThudState) -> list[str]:
    return [state.move_text(m) for m in state.perft_moves()]


LONE_TROLL = """\
#####.....#####
####.......####
###.........###
##...........##
#.............#
d..............
...............
.......X.......
...............
...............
#.............#
##.....T.....##
###.........###
####.......####
#####.....#####
T
"""


def test_k1_start_position() -> None:
    state = wartable.make("thud", ruleset="kvt").initial_state()
    view = state.view(None)
    assert view["dwarfs"] == 16
    assert view["trolls"] == 8
    rows = state.to_text().splitlines()
    assert rows[0] == "#####ddddd#####"
    assert rows[7][7] == "X"
    assert rows[6][7] == "d"
    assert state.to_move() == 0


def test_k2_troll_moves_one_to_three_squares_in_a_line() -> None:
    """Troll H4: N H5-H7 (3), NE J5-L7 (3), E J4-L4 (3), SE J3 K2 (2, L1 is off the board),
    S H3-H1 (3), SW G3 F2 (2), W G4-E4 (3), NW G5-E7 (3): 22."""
    state = kvt(LONE_TROLL)
    moves = texts(state)
    assert len(moves) == 22
    assert "TH4-H7" in moves
    assert "TH4-H8" not in moves


def test_k3_troll_jumps_and_chains() -> None:
    """Dwarfs H5 and G7: the north ray is blocked (19 steps), the troll may jump H5 to H6, and
    go on over G7 to F8: 21 moves."""
    diagram = LONE_TROLL.replace(
        "#.............#\nd..............", "#.............#\nd..............", 1
    )
    rows = diagram.splitlines()
    rows[10] = "#......d......#"  # rank 5: dwarf H5
    rows[8] = "......d........"  # rank 7: dwarf G7
    state = kvt("\n".join(rows) + "\n")
    moves = texts(state)
    assert len(moves) == 21
    assert "TH4-H6xH5" in moves
    assert "TH4-F8xH5xG7" in moves
    after = state.play("TH4-F8xH5xG7")
    assert after.view(None)["dwarfs"] == 1


def test_k3_dwarf_sandwich_captures() -> None:
    """Troll H5 between a dwarf on H4 and the square H6: dA6-H6 captures it."""
    rows = LONE_TROLL.splitlines()
    rows[9] = "d.............."  # rank 6: dwarf A6
    rows[10] = "#......T......#"  # rank 5: troll H5
    rows[11] = "##.....d.....##"  # rank 4: dwarf H4
    rows[15] = "d"
    rows.append("")
    rows[5] = "..............."  # remove A10
    rows[0] = "#####....T#####"  # keep a second troll so the battle goes on
    state = kvt("\n".join(rows))
    assert "dA6-H6xH5" in texts(state)
    with pytest.raises(IllegalMove):
        state.parse_move("dA6-H6")  # the capture is part of the move's text
    after = state.play("dA6-H6xH5")
    assert after.view(None)["trolls"] == 1


ROCK = """\
#####.....#####
####.......####
###.........###
##...........##
#.............#
...............
.......d.......
.......X.......
...............
...............
#.............#
##...........##
###.........###
####.......####
#####.T...#####
d
"""


def test_k4_rock_moves_with_a_dwarf_beside_it_before_and_after() -> None:
    """Dwarf H9 beside the Rock H8: it may go to G9, J9, G8 or J8 (still beside H9)."""
    rock = [t for t in texts(kvt(ROCK)) if t.startswith("R")]
    assert sorted(rock) == ["RH8-G8", "RH8-G9", "RH8-J8", "RH8-J9"]
    assert not [t for t in texts(kvt(ROCK, kvt_rock_dwarfs=2)) if t.startswith("R")]


def test_k5_rock_home_wins_for_the_dwarfs() -> None:
    rows = ROCK.splitlines()
    rows[7] = "..............."
    rows[8] = "..............."
    rows[13] = "####..dX...####"  # rank 2: dwarf G2, Rock H2
    rows[14] = "#####....T#####"
    state = kvt("\n".join(rows) + "\n")
    after = state.play("RH2-H1")
    outcome = after.outcome()
    assert outcome is not None
    assert outcome.winners == (0,)
    assert "far edge" in outcome.reason


def test_k5_three_trolls_around_the_rock_win_for_the_trolls() -> None:
    rows = ROCK.splitlines()
    rows[6] = "......T.T......"  # rank 9: trolls G9 J9
    rows[8] = ".........T....."  # rank 7: troll K7
    rows[14] = "#####d....#####"
    rows[15] = "T"
    state = kvt("\n".join(rows) + "\n")
    after = state.play("TK7-J7")
    outcome = after.outcome()
    assert outcome is not None
    assert outcome.winners == (1,)
    assert "three trolls" in outcome.reason


def test_k_classic_capture_options_do_not_apply() -> None:
    with pytest.raises(BadOption, match="classic only"):
        wartable.make("thud", ruleset="kvt", troll_move_captures="any")


def test_k_random_games_end_and_round_trip() -> None:
    from wartable.core import conformance

    game = wartable.make("thud", ruleset="kvt")
    for seed in range(3):
        match = conformance.random_playout(game, seed)
        conformance.check_record(match)


# Troll L4 with dwarfs M4, L5 and M5 around it: the jump chain L4 over M4 to N4, over M5 to
# L6, over L5 back to L4 ends on its own starting square. A second troll (J2) and a dwarf
# (H13) keep the battle going.
CHAIN_HOME = """\
#####.....#####
####.......####
###....d....###
##...........##
#.............#
...............
...............
.......X.......
...............
...............
#.........dd..#
##........Td.##
###.........###
####.....T.####
#####.....#####
T
"""


def test_k3_a_jump_chain_ending_on_its_own_square_keeps_the_troll() -> None:
    """K3 (issue 23): TL4-L4xM4xL5xM5 takes the three dwarfs and leaves the troll on L4,
    which still moves. Rules version 1 dropped the troll from its piece set (xor of the same
    square twice): the view said 1 troll while the board showed 2, and L4 had no moves."""
    state = kvt(CHAIN_HOME)
    assert "TL4-L4xM4xL5xM5" in texts(state)
    after = state.play("TL4-L4xM4xL5xM5")
    rows = after.to_text().splitlines()
    assert rows[11] == "##........T..##"  # rank 4: the troll is back on L4, M4 is empty
    assert rows[10] == "#.............#"  # rank 5: L5 and M5 taken
    assert after.view(None)["trolls"] == 2
    assert after.view(None)["dwarfs"] == 1
    assert after == wartable.make("thud", ruleset="kvt", battles=1).parse_state(after.to_text())
    dwarf_move = after.play("dH13-H12")
    assert any(t.startswith("TL4-") for t in texts(dwarf_move))


def test_k3_a_chain_home_that_takes_the_last_dwarf_ends_the_battle_with_the_troll() -> None:
    """K3, K6: with no other dwarf left the chain home wins the battle for the trolls; the
    result counts both trolls (version 1 counted one)."""
    state = kvt(CHAIN_HOME.replace("###....d....###", "###.........###"))
    after = state.play("TL4-L4xM4xL5xM5")
    assert after.is_over()
    assert after.view(None)["results"][0]["trolls"] == 2
    assert after.view(None)["results"][0]["dwarfs"] == 0
