"""Flatwar army building, terrain and deployment (R2, R3, R4 of docs/rules/flatwar.md)."""

from __future__ import annotations

from typing import Any

import pytest
from fw_helpers import board_rows, field, game, play, pos, texts

from wartable.core import CHANCE, BadOption
from wartable.games.flatwar import PRESETS
from wartable.games.flatwar.rules import army_cost, army_legal

EMPTY_BOARD = "\n".join(f"{r} . . . . . . . ." for r in range(8, 0, -1))


def _units(s: Any) -> list[str]:
    """The legal moves but the ``army`` moves (R2.6), which the open build also offers."""
    return [t for t in texts(s) if not t.startswith("army")]


def test_r2_1_build_starts_with_red_and_four_purchases() -> None:
    """R2.1, R2.4: red builds first; every unit type fits, 'done' is not yet legal; and every
    legal army in one move (R2.6: 624 of them)."""
    s = game(build="open").initial_state()
    assert s.to_move() == 0
    assert _units(s) == ["buy I", "buy C", "buy R", "buy S"]
    assert len(texts(s)) == 4 + 624


def test_r2_2_done_needs_square_and_two_isosceles_per_square() -> None:
    """R2.2 (G10): a Square alone is not an army; with two isosceles it is."""
    s = play(game(build="open").initial_state(), "buy S", "buy I")
    assert "done" not in texts(s)
    s = play(s, "buy C")
    assert "done" in texts(s)
    s = play(s, "buy S")  # two Squares need four isosceles
    assert "done" not in texts(s)


def test_r2_3_near_the_limit_counted_by_hand() -> None:
    """R2.3/R2.4: reserve I2 R5 S1 costs 2+15+4 = 21, 4 points left.
    buy I (22), buy C (23), buy R (24) fit; buy S (25) would need two more isosceles (27);
    the army is legal so 'done' is offered: 4 moves."""
    s = pos(EMPTY_BOARD + "\nphase build\nside red\nreserve red I2R5S1 black -", build="open")
    assert _units(s) == ["buy I", "buy C", "buy R", "done"]


def test_r2_4_no_dead_end_purchases() -> None:
    """R2.4: reserve R6 (18 points) still needs a Square and two isosceles (6 points).
    buy I: 19 + 4 + 1 = 24 ok; buy C: 20 + 4 = 24 ok; buy R: 21 + 6 = 27 refused;
    buy S: 22 + 2 = 24 ok; no 'done' (no Square): 3 moves."""
    s = pos(EMPTY_BOARD + "\nphase build\nside red\nreserve red R6 black -", build="open")
    assert _units(s) == ["buy I", "buy C", "buy S"]


def test_r2_4_red_then_black_then_terrain_roll() -> None:
    """R2.4 (X1): after red's 'done' black builds, then the terrain roll begins."""
    s = play(game(build="open").initial_state(), "buy S", "buy I", "buy I", "done")
    assert field(s, "side") == "black"
    assert field(s, "phase") == "build"
    assert field(s, "reserve") == "red I2S1 black -"
    s = play(s, "buy S", "buy C", "buy C", "done")
    assert field(s, "phase") == "terrain-roll"
    assert s.to_move() == CHANCE


def test_r2_5_presets_are_legal_25_point_armies() -> None:
    """R2.5 (X2): every preset costs exactly 25 and is legal."""
    for counts in PRESETS.values():
        assert army_cost(counts) == 25
        assert army_legal(counts)


def test_r2_5_preset_options_skip_building() -> None:
    """R2.5: with presets for both sides the game starts at the terrain roll."""
    s = game(red_army="balanced", black_army="guns").initial_state()
    assert field(s, "phase") == "terrain-roll"
    assert field(s, "reserve") == "red I9C3R2S1 black I4C2R3S2"
    s = game(red_army="cavalry").initial_state()
    assert field(s, "phase") == "build"
    assert field(s, "side") == "black"


def test_r2_5_unknown_preset_is_refused() -> None:
    with pytest.raises(BadOption, match="red_army"):
        game(red_army="zerg")


def test_r3_2_higher_roll_places_first_then_alternate() -> None:
    """R3.1/R3.2: red rolls 2, black 5: black, red, black, red, then black places 3 more."""
    s = game(red_army="balanced", black_army="balanced").initial_state()
    s = play(s, "roll 2", "roll 5")
    assert field(s, "terrain") == "red 2 black 5"
    order = []
    squares = iter(["a4", "b4", "c4", "d4", "e4", "f4", "g4"])
    while field(s, "phase") == "terrain":
        order.append(field(s, "side"))
        s = play(s, f"terrain {next(squares)}")
    assert order == ["black", "red", "black", "red", "black", "black", "black"]
    assert field(s, "phase") == "deploy"


def test_r3_2_tie_red_first_and_r3_3_any_empty_square() -> None:
    """R3.2 (G11): a tie starts with red; R3.3: all 64 squares, then 63 for black."""
    s = game(red_army="balanced", black_army="balanced").initial_state()
    s = play(s, "roll 3", "roll 3")
    assert field(s, "side") == "red"
    assert len(s.legal_moves()) == 64
    s = play(s, "terrain a1")
    assert field(s, "side") == "black"
    assert len(s.legal_moves()) == 63
    assert "terrain a1" not in texts(s)


def test_r4_1_deploy_in_own_rows_counted_by_hand() -> None:
    """R4.1: red's rows 1-3 are 24 squares; terrain on a1 and c3 leaves 22; red has
    I and S in reserve: 2 kinds x 22 squares = 44 moves, none above row 3."""
    board = EMPTY_BOARD.replace("1 . . . .", "1 # . . .").replace("3 . . . .", "3 . . # .")
    s = pos(board + "\nphase deploy\nside red\nreserve red I2S1 black I2S1")
    moves = texts(s)
    assert len(moves) == 44
    assert all(m.split()[2][1] in "123" for m in moves)
    assert "place S a1" not in moves
    assert "place I c3" not in moves


def test_r4_2_alternate_one_unit_each_red_first() -> None:
    """R4.2 (X3): red, black, red, ... and the one with units left finishes alone."""
    s = pos(EMPTY_BOARD + "\nphase deploy\nside red\nreserve red I3S1 black I2S1")
    s = play(s, "place S d1")
    assert field(s, "side") == "black"
    s = play(s, "place S d8", "place I c1", "place I c8", "place I e1", "place I e8")
    assert field(s, "side") == "red"
    s = play(s, "place I f1")
    assert field(s, "phase") == "draw"
    assert s.to_move() == CHANCE


def test_r4_3_last_free_square_is_kept_for_a_square() -> None:
    """R4.3 (X4): one free square left and no Square placed yet: only the Square goes there;
    units that no longer fit are removed."""
    rows = [f"{r} . . . . . . . ." for r in range(8, 3, -1)]
    rows += ["3 # # # # # # # #", "2 # # # # # # # #", "1 # # # # # # . #"]
    s = pos("\n".join(rows) + "\nphase deploy\nside red\nreserve red I5S1 black I2S1")
    assert texts(s) == ["place S g1"]
    rows[-1] = "1 # # # # # . . #"
    s = pos("\n".join(rows) + "\nphase deploy\nside red\nreserve red I5S1 black I2S1")
    assert texts(s) == ["place I f1", "place I g1", "place S f1", "place S g1"]
    s = play(s, "place I f1")
    assert field(s, "side") == "black"
    s = play(s, "place I c8")
    assert texts(s) == ["place S g1"]
    s = play(s, "place S g1")
    assert field(s, "reserve") == "red - black I1S1"  # red's three soldiers are removed
    assert field(s, "side") == "black"


def test_r4_5_auto_deployment_formation() -> None:
    """R4.5: with deployment=auto the armies take the fixed formation right after terrain:
    Squares back row centre-out, Regulars middle row, cavalry front-row flanks, isosceles
    front row centre-out then the middle row; terrain squares are skipped."""
    g = game(red_army="balanced", black_army="guns", deployment="auto")
    s = play(g.initial_state(), "roll 1", "roll 2", "terrain d2", "terrain e7", "terrain a1")
    assert field(s, "phase") == "draw"
    assert field(s, "reserve") == "red - black -"
    assert board_rows(s) == [
        "...ss...",
        "..rr#r..",
        "c.iiii.c",
        "........",
        "........",
        "CCIIIIIC",
        "IIR#RII.",
        "#..S....",
    ]
