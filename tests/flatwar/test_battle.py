"""Flatwar battle rules: deck, infantry, cavalry, combat, victory (R5-R9)."""

from __future__ import annotations

import pytest
from fw_helpers import INFANTRY, board_rows, field, play, pos, texts

from wartable.core import CHANCE, TERMINAL


def test_r5_2_draw_outcomes_are_the_remaining_cards() -> None:
    """R5.1/R5.2: 40 cards at first, uniform; drawn cards are no longer outcomes."""
    s = pos(INFANTRY.replace("phase act\nside red\ndrawn 3H\ncard 3H\nap 3", "phase draw"))
    outcomes = s.chance_outcomes()
    assert len(outcomes) == 40
    assert all(abs(p - 1 / 40) < 1e-12 for _, p in outcomes)
    s2 = pos(
        INFANTRY.replace(
            "phase act\nside red\ndrawn 3H\ncard 3H\nap 3", "phase draw\ndrawn 3H AS 10C"
        )
    )
    moves = texts(s2)
    assert len(moves) == 37
    assert "draw 3H" not in moves
    assert "draw 10C" not in moves
    assert abs(s2.chance_outcomes()[0][1] - 1 / 37) < 1e-12


def test_r5_3_r5_4_colour_gives_side_rank_gives_points() -> None:
    """R5.3 (G9): hearts/diamonds red, clubs/spades black; R5.4: ace 1 ... ten 10."""
    base = INFANTRY.replace("phase act\nside red\ndrawn 3H\ncard 3H\nap 3", "phase draw")
    for card, side, ap in (
        ("AH", "red", "1"),
        ("10D", "red", "10"),
        ("7C", "black", "7"),
        ("4S", "black", "4"),
    ):
        s = play(pos(base), f"draw {card}")
        assert field(s, "side") == side
        assert field(s, "ap") == ap
        assert field(s, "card") == card
        assert field(s, "turns") == "1"


def test_r5_5_reshuffle_when_the_deck_is_empty() -> None:
    """R5.5 (G9): after the 40th card all 40 are back."""
    from wartable.games.flatwar.board import CARD_NAMES

    everything = " ".join(CARD_NAMES[:40])
    base = INFANTRY.replace(
        "phase act\nside red\ndrawn 3H\ncard 3H\nap 3", f"phase draw\ndrawn {everything}"
    )
    s = pos(base)
    assert len(s.legal_moves()) == 40
    s = play(s, "draw 5S")
    assert field(s, "drawn") == "5S"


def test_r5_7_end_turn_and_out_of_points() -> None:
    """R5.7: 'end' loses the rest; spending the last AP ends the turn too."""
    s = play(pos(INFANTRY), "end")
    assert field(s, "phase") == "draw"
    assert field(s, "ap") == "0"
    assert s.to_move() == CHANCE
    s = play(pos(INFANTRY), "c2-c3", "c3-c4")
    assert field(s, "ap") == "1"
    assert field(s, "side") == "red"
    s = play(s, "c4-c5")
    assert field(s, "phase") == "draw"


def test_r5_7_side_without_any_action_passes() -> None:
    """R5.7: red's only unit is walled in by terrain with no target: its card passes."""
    s = pos("""
8 . . . . . . . s
7 . . . . . . . .
6 . . . . . . . .
5 . . . . . . . .
4 . . . . . . . .
3 . . . . . . . .
2 # # . . . . . .
1 S # . . . . . .
phase draw
""")
    s = play(s, "draw 9H")
    assert field(s, "phase") == "draw"
    assert field(s, "turns") == "1"
    s = play(s, "draw 9S")
    assert field(s, "phase") == "act"
    assert field(s, "side") == "black"


def test_r6_move_count_counted_by_hand() -> None:
    """R6.1/R6.4: Square a1 steps to a2, b1, b2 (3) and shoots d4 at distance 3 (1);
    isosceles c2 steps to b1 c1 d1 b2 d2 b3 c3 (7; d3 is terrain) and cannot shoot; plus
    'end': 12 moves."""
    s = pos(INFANTRY)
    assert texts(s) == [
        "a1-b1",
        "a1-a2",
        "a1-b2",
        "a1*d4",
        "c2-b1",
        "c2-c1",
        "c2-d1",
        "c2-b2",
        "c2-d2",
        "c2-b3",
        "c2-c3",
        "end",
    ]


def test_r6_2_infantry_may_step_several_times() -> None:
    """R6.2 (G7): one AP per step, the same unit again."""
    s = play(pos(INFANTRY), "c2-c3", "c3-c4")
    assert board_rows(s)[4] == "..Ir...."  # row 4
    assert field(s, "ap") == "1"


def test_r6_3_melee_adjacent_and_r6_5_no_step_after() -> None:
    """R6.3: c2 walks next to d4 and attacks it; R6.5: after the attack c3's soldier has
    no move left (it is listed as used), so red's only moves are the Square's."""
    s = play(pos(INFANTRY.replace("3H", "4H").replace("ap 3", "ap 4")), "c2-c3")
    assert "c3xd4" in texts(s)
    s = play(s, "c3xd4", "roll 1", "roll 6")  # 1+2 against 6+3: no effect
    assert field(s, "used") == "c3"
    assert field(s, "last") == "melee c3xd4 1+2 6+3"
    assert not any(m.startswith("c3") for m in texts(s))
    assert texts(s) == ["a1-b1", "a1-a2", "a1-b2", "a1*d4", "end"]


def test_r6_4_shooting_ranges_and_who_shoots() -> None:
    """R6.4 (G2, G8): Regular range 2, Square range 3, Chebyshev distance; isosceles never."""
    s = pos("""
8 . . . . . . . .
7 . . . . . . . .
6 . . . . . i . .
5 . . . . . . . .
4 . . . . i . . .
3 . . . . . . . .
2 . R . . . . . s
1 S . . . I . . .
phase act
side red
ap 2
""")
    shots = [m for m in texts(s) if "*" in m]
    # a1 Square: e4 (distance 4) no, h2 no; b2 Regular: e4 is 3 away (no); d... none.
    assert shots == []
    s = pos(
        board := """
8 . . . . . . . .
7 . . . . . . . .
6 . . . . . . . .
5 . . . . . . . .
4 . . . i . . . .
3 . . . . . . . .
2 . R . . . . . .
1 S . . . I . . s
phase act
side red
ap 2
"""
    )
    assert [m for m in texts(s) if "*" in m] == ["a1*d4", "b2*d4"]
    assert "e1*h1" not in texts(pos(board))


def test_r6_6_line_of_sight_option() -> None:
    """R6.6 (G8): by default terrain does not block; with line_of_sight a1*d4 crosses b2
    and c3 (the line through the corners touches but does not cross b3/c2)."""
    text = INFANTRY.replace("2 . . I", "2 . # .").replace("3 . . . #", "3 . . . .")
    assert "a1*d4" in texts(pos(text))
    assert "a1*d4" not in texts(pos(text, line_of_sight=True))
    corner = INFANTRY.replace("2 . . I", "2 . . #").replace("3 . . . #", "3 . # . .")
    assert "a1*d4" in texts(pos(corner, line_of_sight=True))


CAVALRY = """
8 . . . . . . . s
7 . . . . . . . .
6 . . . . . . . .
5 . . . . i . . .
4 . . . C . . . .
3 . . . . . . . .
2 . . . . . . . .
1 S . . . . . . .
phase act
side red
card 3H
drawn 3H
ap 3
"""


def test_r7_1_activation_costs_one_ap_and_rolls() -> None:
    """R7.1 (G5): 'activate d4' costs 1 AP, then chance rolls the points."""
    s = play(pos(CAVALRY), "activate d4")
    assert s.to_move() == CHANCE
    assert field(s, "ap") == "2"
    assert field(s, "cavalry") == "d4 rolling"
    s = play(s, "roll 3")
    assert field(s, "cavalry") == "d4 C=3 roll=3 open"


def test_r7_3_cavalry_step_count_counted_by_hand() -> None:
    """R7.3: with C=3, four orthogonal steps (cost 1) and three diagonal steps (cost 2; e5 is
    the enemy) are legal, the charge on e5 (cost 1), and an upgrade (AP left, C<6): 9."""
    s = play(pos(CAVALRY), "activate d4", "roll 3")
    assert texts(s) == [
        "d4-c3",
        "d4-d3",
        "d4-e3",
        "d4-c4",
        "d4-e4",
        "d4-c5",
        "d4-d5",
        "d4xe5",
        "upgrade",
    ]
    # With C=2 only orthogonal steps (2-2 would leave 0) and the charge remain.
    s2 = play(pos(CAVALRY), "activate d4", "roll 2")
    assert texts(s2) == ["d4-d3", "d4-c4", "d4-e4", "d4-d5", "d4xe5", "upgrade"]


def test_r7_2_upgrade_up_to_six_only_before_spending() -> None:
    """R7.2: each upgrade costs 1 AP and adds 1 (max 6); after the first spend, no more."""
    s = play(pos(CAVALRY), "activate d4", "roll 5", "upgrade")
    assert field(s, "cavalry") == "d4 C=6 roll=5 open"
    assert field(s, "ap") == "1"
    assert "upgrade" not in texts(s)
    s = play(pos(CAVALRY), "activate d4", "roll 3", "d4-d3")
    assert field(s, "cavalry") == "d3 C=2 C0=3 spent"
    assert "upgrade" not in texts(s)


def test_r7_6_must_spend_down_to_one_and_no_end() -> None:
    """R7.6 (G5c): while the cavalry can spend, 'end' is not legal; at C=1 it stops and the
    turn goes on with the remaining AP."""
    s = play(pos(CAVALRY), "activate d4", "roll 3")
    assert "end" not in texts(s)
    assert "stop" not in texts(s)
    s = play(s, "d4-c4", "c4-b4")
    assert field(s, "cavalry") == "-"
    assert field(s, "side") == "red"
    assert field(s, "ap") == "2"
    assert field(s, "used") == "b4"
    assert "activate b4" not in texts(s)  # R7.1: once per turn


def test_r7_6_roll_of_one_offers_upgrade_or_stop() -> None:
    """R7.6: a roll of 1 cannot move; with AP left the side chooses upgrade or stop."""
    s = play(pos(CAVALRY), "activate d4", "roll 1")
    assert texts(s) == ["upgrade", "stop"]
    s1 = play(s, "stop")
    assert field(s1, "cavalry") == "-"
    assert field(s1, "ap") == "2"
    s2 = play(s, "upgrade")
    assert field(s2, "cavalry") == "d4 C=2 roll=1 open"


def test_r7_6_roll_of_one_without_ap_ends_activation() -> None:
    s = play(pos(CAVALRY.replace("ap 3", "ap 1")), "activate d4", "roll 1")
    assert field(s, "phase") == "draw"


def test_r7_6_cavalry_may_stop_option() -> None:
    """R7.6 option cavalry_may_stop: 'stop' is legal at any time."""
    s = play(pos(CAVALRY, cavalry_may_stop=True), "activate d4", "roll 4")
    assert texts(s)[-2:] == ["upgrade", "stop"]


def test_r7_4_charge_uses_c0_and_r7_5_continues_after_a_win() -> None:
    """R7.4: the charge adds C0 (after upgrades); R7.5/R8.4: after a win the cavalry may
    advance and goes on."""
    s = play(pos(CAVALRY), "activate d4", "roll 4", "upgrade", "d4-d5")  # C0=5, C=4
    s = play(s, "d5xe5", "roll 2", "roll 5")  # 2+5=7 against 5+2=7: tie, no effect
    assert field(s, "last") == "charge d5xe5 2+5 5+2"
    assert field(s, "cavalry") == "-"  # the activation ended, points lost
    assert board_rows(s)[3] == "...Ci..."
    s = play(pos(CAVALRY), "activate d4", "roll 4", "d4xe5", "roll 1", "roll 2")
    assert field(s, "last") == "charge d4xe5 1+4 2+2"  # 5 against 4
    assert texts(s) == ["advance", "hold"]
    s = play(s, "advance")
    assert field(s, "cavalry") == "e5 C=3 C0=4 spent"
    assert board_rows(s)[3] == "....C..."


def test_r8_1_defending_cavalry_counts_one() -> None:
    """R8.1 (G6): an idle cavalry defends at 1; isosceles soldier attacks at 2."""
    s = pos("""
8 . . . . . . . s
7 . . . . . . . .
6 . . . . . . . .
5 . . . . . . . .
4 . . . . . . . .
3 . . . . . . . .
2 . c . . . . . .
1 S I . . . . . .
phase act
side red
ap 1
""")
    s = play(s, "b1xb2", "roll 1", "roll 2")  # 1+2=3 against 2+1=3: no effect
    assert field(s, "last") == "melee b1xb2 1+2 2+1"
    assert board_rows(s)[6] == ".c......"


def test_r8_2_shot_bonuses_and_r8_3_only_higher_destroys() -> None:
    """R8.2: Square shoots at +4, target Regular defends at 3; R8.3: a tie has no effect,
    a higher total destroys, and shooting never moves the firer (R8.4)."""
    s = play(pos(INFANTRY), "a1*d4", "roll 2", "roll 3")  # 2+4=6 against 3+3=6
    assert field(s, "last") == "shot a1*d4 2+4 3+3"
    assert board_rows(s)[4] == "...r...."
    s = play(pos(INFANTRY), "a1*d4", "roll 3", "roll 3")  # 7 against 6
    assert board_rows(s)[4] == "........"
    assert board_rows(s)[7] == "S......."
    assert field(s, "combat") == "-"
    assert field(s, "ap") == "2"


def test_r8_4_advance_or_hold_after_melee() -> None:
    """R8.4: a destroyed defender's square may be taken, for free, even though the unit
    attacked (R6.5)."""
    base = INFANTRY.replace("4 . . . r", "4 . . . .").replace("3 . . . #", "3 . . r #")
    s = play(pos(base), "c2xc3", "roll 6", "roll 1")
    assert texts(s) == ["advance", "hold"]
    adv = play(s, "advance")
    assert board_rows(adv)[5] == "..I#...."
    assert field(adv, "ap") == "2"
    assert field(adv, "used") == "c3"
    held = play(s, "hold")
    assert board_rows(held)[6] == "..I....."


def test_r9_1_destroying_the_last_square_wins_at_once() -> None:
    """R9.1 (G13): checked after every attack; no advance choice when it ends."""
    s = pos("""
8 . . . . . . . .
7 . . . . . . . .
6 . . . . . . . .
5 . . . . . . . .
4 . . . s . . . .
3 . . . . . . . .
2 . . . . . . . .
1 S . . . . . . .
phase act
side red
ap 2
""")
    s = play(s, "a1*d4", "roll 6", "roll 1")
    assert s.to_move() == TERMINAL
    out = s.outcome()
    assert out is not None
    assert out.winners == (0,)
    assert "black" in out.reason
    assert field(s, "result") == "red"


def test_r9_1_game_goes_on_while_a_square_remains() -> None:
    s = pos(INFANTRY.replace("4 . . . r", "4 . . . s"))
    s = play(s, "a1*d4", "roll 6", "roll 1")
    assert s.outcome() is None
    assert field(s, "side") == "red"


def test_r9_2_turn_limit_draw() -> None:
    """R9.2 (X5): with turn_limit=1 the game is drawn when the first turn ends."""
    s = play(pos(INFANTRY.replace("ap 3", "ap 1") + "turns 1\n", turn_limit=1), "end")
    out = s.outcome()
    assert out is not None
    assert out.winners == ()
    assert s.to_move() == TERMINAL


@pytest.mark.parametrize("move", ["c2-c3", "a1*d4", "end"])
def test_r5_6_apply_returns_new_state(move: str) -> None:
    """R5.6: each action finishes before the next; the old state is never changed."""
    s = pos(INFANTRY)
    before = s.to_text()
    s.play(move)
    assert s.to_text() == before


def test_r7_1_boxed_in_cavalry_cannot_be_activated() -> None:
    """R7.1 (X9): a cavalry unit with no empty or enemy neighbour is not offered."""
    s = pos("""
8 . . . . . . . s
7 . . . . . . . .
6 . . . . . . . .
5 . . . . . . . .
4 . . . . . . . .
3 . . . . . . . .
2 I # . . . . . .
1 C S . . . . . .
phase act
side red
ap 2
""")
    moves = texts(s)
    assert not any(m.startswith("activate") for m in moves)
    assert moves[0] == "b1-c1"


def test_r9_3_nobody_can_ever_act_is_a_draw() -> None:
    """R9.3 (X9): both Squares walled in by terrain, out of range: the first pass ends the
    game in a draw."""
    s = pos("""
8 . . . . . . # s
7 . . . . . . # #
6 . . . . . . . .
5 . . . . . . . .
4 . . . . . . . .
3 . . . . . . . .
2 # # . . . . . .
1 S # . . . . . .
phase draw
""")
    s = play(s, "draw 5H")
    out = s.outcome()
    assert s.to_move() == TERMINAL
    assert out is not None
    assert out.winners == ()
    assert "neither side" in out.reason


def test_r7_4_charge_bonus_rolled_option() -> None:
    """R7.4 option charge_bonus=rolled: the charge adds the activation die (4), not the
    upgraded points (5)."""
    s = play(pos(CAVALRY, charge_bonus="rolled"), "activate d4", "roll 4", "upgrade", "d4-d5")
    assert field(s, "cavalry") == "d5 C=4 C0=4 spent"
    s = play(s, "d5xe5", "roll 3", "roll 5")  # 3+4=7 against 5+2=7: no effect
    assert field(s, "last") == "charge d5xe5 3+4 5+2"


# Red's Square on a1 behind terrain on a2, b2, b1; black's on h8 behind g8, g7, h7. Red's
# soldier d4 fights black's last other unit, the soldier e5.
WALLED_SQUARES = """
8 . . . . . . # s
7 . . . . . . # #
6 . . . . . . . .
5 . . . . i . . .
4 . . . I . . . .
3 . . . . . . . .
2 # # . . . . . .
1 S # . . . . . .
phase act
side red
drawn 3H
card 3H
ap 3
"""


def test_r9_4_no_attack_can_ever_happen_is_a_draw() -> None:
    """R9.4 (X19): with line_of_sight the walled Squares can neither be reached nor shoot out;
    once red's soldier destroys black's (6+2=8 against 1+2=3) no unit can ever attack another
    side's: a draw at once."""
    s = play(pos(WALLED_SQUARES, line_of_sight=True), "d4xe5", "roll 6", "roll 1")
    out = s.outcome()
    assert s.to_move() == TERMINAL
    assert out is not None
    assert out.winners == ()
    assert out.reason == "no unit can ever attack another side's"
    assert field(s, "result") == "draw"


def test_r9_4_a_shot_over_terrain_keeps_the_game_going() -> None:
    """R9.4: without line_of_sight black's Square on h8 could shoot over its terrain at a red
    unit that comes within 3 squares, so the same kill does not end the game."""
    s = play(pos(WALLED_SQUARES), "d4xe5", "roll 6", "roll 1")
    assert s.outcome() is None
    assert texts(s) == ["advance", "hold"]


def test_r9_4_checked_when_the_battle_begins() -> None:
    """R9.4: terrain fills row 5; with line_of_sight no Square can shoot across it, so the
    battle that would begin after red's last unit is a draw before the first card."""
    wall = """
8 . . . . . . . s
7 . . . . . . . .
6 . . . . . . . .
5 # # # # # # # #
4 . . . . . . . .
3 . . . . . . . .
2 . . . . . . . .
1 I I . . . . . .
phase deploy
side red
reserve red S1 black -
"""
    s = play(pos(wall, line_of_sight=True), "place S d1")
    assert s.to_move() == TERMINAL
    assert field(s, "result") == "draw"
    s = play(pos(wall), "place S d1")  # a Square on row 3 or 4 reaches row 6 over the wall
    assert field(s, "phase") == "draw"
