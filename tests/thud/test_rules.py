"""Thud rules, by the rule numbers of docs/rules/thud.md. Positions are text diagrams.

Move counts on hand-built positions were counted by hand (the counting is in each docstring).
"""

from __future__ import annotations

import pytest

import wartable
from wartable.core import CHANCE, TERMINAL, BadNotation, BadPosition, IllegalMove, Match
from wartable.games.thud import ThudState

EMPTY_BOARD = """\
#####.....#####
####.......####
###.........###
##...........##
#.............#
...............
...............
.......X.......
...............
...............
#.............#
##...........##
###.........###
####.......####
#####.....#####
"""


def position(diagram: str, **options: object) -> ThudState:
    state = wartable.make("thud", **options).parse_state(diagram)
    assert isinstance(state, ThudState)
    return state


def texts(state: ThudState) -> list[str]:
    return [state.move_text(m) for m in state.perft_moves()]


# -- R1 board -------------------------------------------------------------------------------


def test_r1_1_board_has_165_squares_in_rows_of_5_to_15() -> None:
    rows = EMPTY_BOARD.splitlines()
    lengths = [len(r.replace("#", "")) for r in rows]
    assert lengths == [5, 7, 9, 11, 13, 15, 15, 15, 15, 15, 13, 11, 9, 7, 5]
    assert sum(lengths) == 165
    # the start position's diagram holds exactly these squares
    start = wartable.make("thud").initial_state().to_text().splitlines()[:15]
    assert [len(r.replace("#", "")) for r in start] == lengths


def test_r1_3_thudstone_blocks_a_dwarf_moving_through_h8() -> None:
    """A lone dwarf on H2 moving north stops at H7: H3 H4 H5 H6 H7 (5), never H8 or beyond."""
    rows = EMPTY_BOARD.splitlines()
    rows[13] = "####...d...####"  # rank 2: dwarf on H2
    rows[0] = "#####....T#####"  # rank 15: troll on K15, out of the dwarf's lines
    state = position("\n".join(rows) + "\nd\n")
    north = [t for t in texts(state) if t.startswith("dH2-H") and t != "dH2-H1"]
    assert north == ["dH2-H3", "dH2-H4", "dH2-H5", "dH2-H6", "dH2-H7"]


def test_r1_3_a_position_must_have_the_thudstone_on_h8() -> None:
    rows = EMPTY_BOARD.splitlines()
    rows[7] = "..............."
    with pytest.raises(BadPosition, match="Thudstone"):
        position("\n".join(rows) + "\nd\n")


# -- R2 set-up --------------------------------------------------------------------------------


def test_r2_start_position_pieces_and_dwarfs_first() -> None:
    state = wartable.make("thud").initial_state()
    text = state.to_text()
    assert text.count("d") - 1 == 32  # the last line is the side to move
    assert text.count("T") == 8
    assert text.splitlines()[15] == "d"
    assert state.to_move() == 0  # seat 1 plays the dwarfs in battle 1 and moves first
    view = state.view(None)
    assert view["side_to_move"] == "dwarfs"
    # H1, A8, P8 and H15 (in line with the Thudstone) are empty
    rows = text.splitlines()
    assert rows[14][7] == "."
    assert rows[0][7] == "."
    assert rows[7][0] == "."
    assert rows[7][14] == "."


def test_perft_start_position_published_counts() -> None:
    state = wartable.make("thud").initial_state()
    assert wartable.perft(state, 1) == 656
    assert wartable.perft(state, 2) == 22_624


# -- R3 dwarfs ------------------------------------------------------------------------------

LONE_DWARF_A6 = """\
#####.....#####
####.......####
###.........###
##...........##
#.............#
..............T
...............
.......X.......
...............
d..............
#.............#
##...........##
###.........###
####.......####
#####.....#####
d
"""


def test_r3_1_dwarf_moves_like_a_queen_counted_by_hand() -> None:
    """Dwarf on A6: N A7-A10 (4), NE B7..K15 (9), E B6..P6 (14), SE B5..F1 (5), S/SW/W/NW off
    the board (0): 32 moves."""
    state = position(LONE_DWARF_A6)
    assert len(state.perft_moves()) == 32
    assert "dA6-K15" in texts(state)
    assert "dA6-F1" in texts(state)
    assert "dA6-P6" in texts(state)


def test_r3_1_dwarf_cannot_move_onto_or_through_a_piece() -> None:
    """A troll on E10 cuts the NE ray after B7 C8 D9; no hurl (a line of 1 reaches 1 square)."""
    diagram = LONE_DWARF_A6.replace(
        "#.............#\n..............T", "#.............#\n....T.........T", 1
    )
    state = position(diagram)
    ne = [t for t in texts(state) if t in ("dA6-B7", "dA6-C8", "dA6-D9", "dA6-E10", "dA6-F11")]
    assert ne == ["dA6-B7", "dA6-C8", "dA6-D9"]
    assert len(state.perft_moves()) == 26
    with pytest.raises(IllegalMove, match="blocked at E10"):
        state.parse_move("dA6-F11")
    with pytest.raises(IllegalMove, match="at most 1"):
        state.parse_move("dA6-E10xE10")


HURL_LINE = """\
#####.....#####
####.......####
###.........###
##...........##
#.............#
...............
...............
.......X.......
...............
...ddd..T......
#.............#
##...........##
###.........###
####.......####
#####.....#####
d
"""


def test_r3_2_hurl_reaches_as_many_squares_as_dwarfs_in_the_line() -> None:
    """Dwarfs D6 E6 F6 and a troll on J6: F6 travels 3 squares (G6, H6 empty) = line of 3."""
    state = position(HURL_LINE)
    assert "dF6-J6xJ6" in texts(state)
    after = state.play("dF6-J6xJ6")
    assert after.view(None)["trolls"] == 0 or after.battle == 2
    # one square further is too far for a line of three
    farther = position(HURL_LINE.replace("...ddd..T......", "...ddd...T....."))
    assert not [t for t in texts(farther) if "x" in t]
    with pytest.raises(IllegalMove, match="line of 3 dwarf"):
        farther.parse_move("dF6-K6xK6")


def test_r3_2_lone_dwarf_always_takes_an_adjacent_troll() -> None:
    state = position(HURL_LINE.replace("...ddd..T......", ".......dT......"))
    assert "dH6-J6xJ6" in texts(state)


def test_r3_2_no_capture_by_plain_move_and_hurl_only_in_line_direction() -> None:
    """The rear dwarf D6 has no line behind it towards J6; only F6 (front) may hurl east."""
    state = position(HURL_LINE)
    hurls = [t for t in texts(state) if "x" in t]
    assert hurls == ["dF6-J6xJ6"]
    with pytest.raises(IllegalMove):
        state.parse_move("dF6-H6xJ6")


# -- R4 trolls ------------------------------------------------------------------------------

TROLL_H10 = """\
#####.....#####
####.......####
###.........###
##....d.d....##
#.............#
.......T.......
...............
.......X.......
...............
...............
#.............#
##...........##
###.........###
####.......####
#####...d.#####
T
"""


def test_r4_1_troll_step_captures_at_most_one_counted_by_hand() -> None:
    """Troll H10, dwarfs G12 J12 (and one far away on J1). 8 steps; landing H11 touches both
    dwarfs (2 single captures), G11 touches G12 (1), J11 touches J12 (1): 8 + 4 = 12."""
    state = position(TROLL_H10)
    moves = texts(state)
    assert len(moves) == 12
    assert "TH10-H11xG12" in moves
    assert "TH10-H11xJ12" in moves
    assert "TH10-H11xG12xJ12" not in moves
    with pytest.raises(IllegalMove, match="at most one"):
        state.parse_move("TH10-H11xG12xJ12")


def test_r4_1_option_any_captures_any_set_after_a_step() -> None:
    """troll_move_captures=any: H11 gives 3 non-empty subsets instead of 2: 13 moves."""
    state = position(TROLL_H10, troll_move_captures="any")
    assert len(texts(state)) == 13
    assert "TH10-H11xG12xJ12" in texts(state)


def test_r4_2_lone_troll_cannot_shove_unless_option() -> None:
    """single_troll_shove=true adds the one-square shove to H11 taking both dwarfs (13); the
    shoves to G11 / J11 take one dwarf and are the same moves as steps (R4.4)."""
    state = position(TROLL_H10, single_troll_shove=True)
    moves = texts(state)
    assert len(moves) == 13
    assert len(set(moves)) == 13
    assert "TH10-H11xG12xJ12" in moves


SHOVE = """\
#####.....#####
####.......####
###.........###
##.....dd....##
#.............#
...............
........T......
.......XT......
........T......
...............
#.............#
##...........##
###.........###
####.......####
#####...d.#####
T
"""


def test_r4_2_shove_the_issue_example() -> None:
    """Trolls J7 J8 J9 in a line: J9 may be shoved up to 3 squares north; J10 touches no dwarf,
    J11 touches H12 and J12 (both taken), J12 is occupied."""
    state = position(SHOVE)
    moves = texts(state)
    assert "TJ9-J11xH12xJ12" in moves
    assert not [m for m in moves if m.startswith("TJ9-J10x")]
    after = state.play("TJ9-J11xH12xJ12")
    assert after.view(None)["dwarfs"] == 1
    with pytest.raises(IllegalMove, match="every dwarf"):
        state.parse_move("TJ9-J11xH12")
    with pytest.raises(IllegalMove, match="capture at least one"):
        state.parse_move("TJ9-J11")
    # captures may be typed in any order and case
    assert state.parse_move("tj9-j11xj12xh12") == state.parse_move("TJ9-J11xH12xJ12")


def test_r4_2_shove_choose_option_allows_subsets() -> None:
    state = position(SHOVE, shove_captures="choose")
    assert "TJ9-J11xH12" in texts(state)
    assert "TJ9-J11xJ12" in texts(state)


def test_r4_4_one_square_shove_capturing_one_is_the_step_move() -> None:
    """Trolls J7 J8 J9 (a line) and one dwarf on K10. The step J9-J10 may take K10, and the
    one-square shove of J9 north takes every dwarf next to J10, which is K10 alone: the same
    piece, squares and capture, so one move, listed once."""
    diagram = SHOVE.replace("##.....dd....##", "##...........##").replace(
        "#.............#\n...............\n........T......",
        "#.............#\n.........d.....\n........T......",
    )
    state = position(diagram)
    moves = texts(state)
    assert moves.count("TJ9-J10xK10") == 1
    assert len(moves) == len(set(moves))


# -- R5 end of a battle ----------------------------------------------------------------------


def test_r5_1_offer_accept_ends_the_battle_and_sides_swap() -> None:
    game = wartable.make("thud")
    match = Match(game, seed=1)
    match.play("dF1-F5", seat=0)
    match.play("offer", seat=1)
    assert match.to_move() == 0  # the dwarfs answer
    assert match.state.legal_moves()
    assert {match.state.move_text(m) for m in match.state.legal_moves()} == {"accept", "decline"}
    match.play("accept", seat=0)
    view = match.state.view(None)
    assert view["battle"] == 2
    assert view["dwarf_seat"] == 1  # R6.2: seat 2 plays the dwarfs now
    assert match.to_move() == 1
    assert view["results"][0]["margin"] == 32 - 32


def test_r5_1_decline_and_no_second_offer_in_the_same_turn() -> None:
    state = wartable.make("thud").initial_state().play("offer").play("decline")
    assert state.to_move() == 0
    with pytest.raises(IllegalMove, match="already declined"):
        state.parse_move("offer")
    assert "offer" in [state.move_text(m) for m in state.play("dF1-F5").legal_moves()]


def test_r5_1_agreement_can_be_switched_off() -> None:
    state = wartable.make("thud", agreement=False).initial_state()
    assert "offer" not in [state.move_text(m) for m in state.legal_moves()]


def test_r5_2_no_legal_move_ends_the_battle() -> None:
    """Troll on F1, dwarfs G1 E2 F2 and H3: after dH3-G2 the troll has no step and no shove."""
    rows = EMPTY_BOARD.splitlines()
    rows[14] = "#####Td...#####"
    rows[13] = "####dd.....####"
    rows[12] = "###....d....###"
    state = position("\n".join(rows) + "\nd\n", battles=1)
    after = state.play("dH3-G2")
    assert after.to_move() == TERMINAL
    outcome = after.outcome()
    assert outcome is not None
    assert "no legal move" in outcome.reason
    assert outcome.scores == (0.0, 0.0)  # 4 dwarfs - 4 x 1 troll


def test_r5_3_last_troll_captured_ends_the_battle() -> None:
    state = position(HURL_LINE, battles=1)
    after = state.play("dF6-J6xJ6")
    assert after.is_over()
    outcome = after.outcome()
    assert outcome is not None
    assert outcome.winners == (0,)
    assert outcome.scores == (3.0, -3.0)


def test_r5_4_quiet_limit_ends_the_battle() -> None:
    state = wartable.make("thud", quiet_limit=2, battles=1).initial_state()
    state = state.play("dF1-F5")
    assert not state.is_over()
    state = state.play("TG7-F7")
    assert state.is_over()
    outcome = state.outcome()
    assert outcome is not None
    assert "quiet" in outcome.reason


# -- R6 scoring -------------------------------------------------------------------------------


def test_r6_3_match_total_is_sum_of_both_battles() -> None:
    """Battle 1: seat 1 as dwarfs kept 20 dwarfs, 3 trolls survived: margin 20 - 12 = +8.
    Battle 2 (seat 2 as dwarfs) ends by agreement with 10 dwarfs and 2 trolls: +2 for seat 2.
    Totals: seat 1 = 8 - 2 = +6, seat 2 = 2 - 8 = -6."""
    rows = EMPTY_BOARD.splitlines()
    rows[14] = "#####ddddd#####"
    rows[13] = "####ddddd..####"
    rows[5] = "T.............T"
    text = "\n".join(rows) + "\nd\nbattle 2\nresult 20 3 agreement\n"
    state = position(text)
    assert state.to_move() == 1  # seat 2 plays the dwarfs in battle 2
    state = state.play("offer").play("accept")
    outcome = state.outcome()
    assert outcome is not None
    assert outcome.scores == (6.0, -6.0)
    assert outcome.winners == (0,)
    assert [b["margin"] for b in outcome.details["battles"]] == [8, 2]


# -- notation and positions ----------------------------------------------------------------------


def test_notation_bad_text_is_bad_notation_naming_the_input() -> None:
    state = wartable.make("thud").initial_state()
    for bad in ("dI1-F5", "dF1F5", "xF1-F5", "dF1-Z5", "dF1-F16", "dA1-A2"):
        with pytest.raises(BadNotation, match=bad):
            state.parse_move(bad)


def test_notation_wrong_side_and_empty_square_are_illegal_with_reasons() -> None:
    state = wartable.make("thud").initial_state()
    with pytest.raises(IllegalMove, match="dwarfs' turn"):
        state.parse_move("TG7-G6")
    with pytest.raises(IllegalMove, match="no dwarf on F5"):
        state.parse_move("dF5-F6")
    with pytest.raises(IllegalMove, match="not in a straight line"):
        state.parse_move("dF1-G3")


def test_position_errors_name_the_line() -> None:
    game = wartable.make("thud")
    rows = EMPTY_BOARD.splitlines()
    rows[3] = "##..q........##"
    with pytest.raises(BadPosition, match="line 4"):
        game.parse_state("\n".join(rows) + "\nd\n")
    with pytest.raises(BadPosition, match="line 16"):
        game.parse_state(EMPTY_BOARD + "x\n")
    with pytest.raises(BadPosition, match="off the board"):
        game.parse_state(EMPTY_BOARD.replace("#####.....#####", "d####.....#####", 1) + "d\n")


def test_position_text_round_trips_through_a_match() -> None:
    game = wartable.make("thud")
    state = game.initial_state()
    for text in ("dF1-F5", "TG7-G6", "dF5-F6", "offer", "decline", "TG6-G5"):
        state = state.play(text)
        assert game.parse_state(state.to_text()).to_text() == state.to_text()
    assert "quiet" in state.to_text()


def test_views_are_the_same_for_every_seat_no_hidden_information() -> None:
    state = wartable.make("thud").initial_state().play("dF1-F5")
    views = [state.view(s) for s in (None, 0, 1)]
    for v in views:
        v.pop("seat")
    assert views[0] == views[1] == views[2]
    assert state.to_move() not in (CHANCE, TERMINAL)
