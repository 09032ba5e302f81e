"""ALU rules, one test per rule number of docs/rules/alu.md (named in each test).

Move counts are counted by hand from the diagrams; the comment of each count says how.
"""

from __future__ import annotations

import pytest
from alu_helpers import game, kind, pos, squares, texts

from wartable.core.counting import perft
from wartable.core.errors import BadNotation, BadOption, BadPosition, GameOver, IllegalMove
from wartable.core.game import TERMINAL
from wartable.games.alu.board import controlled
from wartable.games.alu.state import CIRCLE, SQUARE

# a small mid-game position: circle c3, square c4, raid d3
MID = """
. . . . . . . .
. . S . . . . .
. . C R . . . .
. . . . . . . .
. . . . . . . .
"""


# -- R2 board --------------------------------------------------------------------------------


def test_r2_1_default_board_is_8x5_and_10x4_is_an_option() -> None:
    """R2.1, A1: 40 squares, 8x5 by default, 10x4 by option; other shapes are refused."""
    assert game().geo.size == 40
    assert (game().geo.width, game().geo.height) == (8, 5)
    g = game(board="10x4")
    assert (g.geo.width, g.geo.height) == (10, 4)
    assert g.initial_state().to_text().startswith("........../........../........../..........")
    with pytest.raises(BadOption, match="board"):
        game(board="9x5")
    with pytest.raises(BadOption, match="players"):
        game(players=3)


def test_r2_2_square_names() -> None:
    """R2.2: squares are named like c3; a1 is bottom left, h5 top right on 8x5, j4 on 10x4."""
    assert game().geo.names[0] == "a1"
    assert game().geo.names[-1] == "h5"
    assert game(board="10x4").geo.names[-1] == "j4"
    assert game().geo.index_of["c3"] == 2 * 8 + 2


def test_r2_4_r4_4_first_action_is_a_camp_on_a_free_edge_square() -> None:
    """R2.4, R4.4, A6: the first legal moves are C on the 22 edge squares of 8x5
    (rows 1 and 5: 2 x 8, files a and h in rows 2-4: 2 x 3), 24 on 10x4 (2 x 10 + 2 x 2);
    no raid, no end of turn."""
    start = game().initial_state()
    assert len(start.legal_moves()) == 22
    assert all(t.startswith("C ") for t in texts(start))
    assert "C b2" not in texts(start)
    assert "end" not in texts(start)
    assert len(game(board="10x4").initial_state().legal_moves()) == 24
    with pytest.raises(IllegalMove, match="first action"):
        start.play("R a1")
    with pytest.raises(IllegalMove, match="edge"):
        start.play("C c3")
    with pytest.raises(IllegalMove, match="first action"):
        start.play("end")


def test_r4_4_square_players_first_action_too() -> None:
    """R4.4: the square player's first action is also a camp on a free edge square; after
    circle's C a1 and R b1, 22 - 2 = 20 edge squares are free."""
    state = game().initial_state().play("C a1").play("R b1")
    assert state.to_move() == SQUARE
    assert len(state.legal_moves()) == 20
    edge = "c1 d1 e1 f1 g1 h1 a2 h2 a3 h3 a4 h4 a5 b5 c5 d5 e5 f5 g5 h5"
    assert kind(state, "C") == set(edge.split())
    after = state.play("C d5")
    assert "end" in texts(after)
    assert "C c3" in texts(after)


# -- R4 turns --------------------------------------------------------------------------------


def test_r4_1_circle_starts_with_two_actions_then_three() -> None:
    """R4.1, R4.3: circle moves first with 2 actions; then each turn has 3; the turn passes
    by itself after its last action."""
    s = game().initial_state()
    assert s.to_move() == CIRCLE
    assert s.actions == 2
    s = s.play("C a1")
    assert s.to_move() == CIRCLE
    assert s.actions == 1
    s = s.play("C b1")
    assert s.to_move() == SQUARE
    assert s.actions == 3
    assert s.turn == 2
    s = s.play("C h5").play("C g5").play("C f5")
    assert s.to_move() == CIRCLE
    assert s.actions == 3
    assert s.turn == 3


def test_r4_3_ending_the_turn_early() -> None:
    """R4.3, A11: E ends the turn at once; the remaining actions are lost."""
    s = pos(MID).play("C a1").play("E")  # E is accepted for end
    assert s.to_move() == SQUARE
    assert s.actions == 3
    assert s.stocks[CIRCLE][0] == 19


def test_r4_2_hand_count_of_moves_in_a_mid_game_position() -> None:
    """R4.2, R5: MID has 40 - 3 = 37 free squares and one raided square (d3); circle with
    20 b, 5 i, 3 f: 37 C + 37 R + 1 U + 1 F + 1 X (c4, above c3) + E = 78."""
    state = pos(MID)
    assert len(state.legal_moves()) == 78
    assert kind(state, "U") == {"d3"}
    assert kind(state, "F") == {"d3"}
    assert kind(state, "X") == {"c4"}
    assert texts(state)[0] == "C a1"
    assert texts(state)[-1] == "end"
    order = [t[0].upper() for t in texts(state)]
    assert order == sorted(order, key="CRUFXE".index)


# -- R5 actions ------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("move", "stock", "board_after"),
    [
        ("C a1", "19,5,3,0", ".......C"),  # R5.1: 1 b
        ("R a1", "19,5,3,1", ".......R"),  # R5.2: 1 b, +1 pending food
        ("U d3", "19,5,3,0", "...."),  # R5.3: 1 b, the marker returns
        ("F d3", "18,4,3,0", "...."),  # R5.4: 2 b + 1 i
        ("X c4", "20,4,2,0", "...."),  # R5.5: 1 i + 1 f
    ],
)
def test_r5_action_costs(move: str, stock: str, board_after: str) -> None:
    """R5.1-R5.5: each action's cost (and the raid's food) in the acting player's stock."""
    after = pos(MID).play(move)
    assert after.to_text().split()[3] == stock
    assert after.to_text().split()[4] == "20,5,3,0"
    del board_after


def test_r5_board_effects() -> None:
    """R5.1-R5.5: what each action puts on or takes off the board."""
    assert pos(MID).play("C a1").to_text().split()[0].endswith("/C.......")
    assert pos(MID).play("R h1").to_text().split()[0].endswith("/.......R")
    assert pos(MID).play("U d3").to_text().split()[0].split("/")[2] == "..C....."
    assert pos(MID).play("F d3").to_text().split()[0].split("/")[2] == "..CC...."
    x = pos(MID).play("X c4")
    assert x.to_text().split()[0].split("/")[1:3] == ["..R.....", "..CR...."]
    assert x.supply(SQUARE) == 14
    assert x.tray() == 12


def test_r5_1_r5_2_camp_and_raid_only_on_free_squares() -> None:
    """R5.1, R5.2: no camp or raid on a camp or a raid marker; F/U only on raided squares."""
    state = pos(MID)
    for text, why in [
        ("C c4", "not free"),
        ("R d3", "not free"),
        ("U c3", "not raided"),
        ("F a1", "not raided"),
        ("X c3", "holds no square camp"),
        ("X a1", "holds no square camp"),
    ]:
        with pytest.raises(IllegalMove, match=why):
            state.play(text)


def test_r5_5_attack_needs_an_orthogonally_adjacent_own_camp() -> None:
    """R5.5, A2: an enemy camp diagonal to or away from own camps cannot be attacked."""
    diagram = """
    . . . . . . . .
    . . . S . . . S
    . . C . . . . .
    . . . . . . . .
    . . . . . . . .
    """
    state = pos(diagram)
    assert kind(state, "X") == set()
    with pytest.raises(IllegalMove, match="orthogonally next to d4"):
        state.play("X d4")


def test_r5_5_attack_costs_iron_and_food() -> None:
    """R5.5: no attack without 1 iron and 1 spendable food."""
    assert kind(pos(MID, circle="20,0,3,0"), "X") == set()
    no_food = pos(MID, circle="20,5,0,0")
    assert kind(no_food, "X") == set()
    with pytest.raises(IllegalMove, match="needs 1 food"):
        no_food.play("X c4")


def test_r3_3_food_from_a_raid_is_spendable_from_the_next_turn() -> None:
    """R3.3, A9: food earned by a raid is pending this turn and spendable next turn."""
    s = pos(MID, circle="20,5,0,0").play("R h1")
    assert s.stocks[CIRCLE] == (19, 5, 0, 1)
    assert kind(s, "X") == set()
    with pytest.raises(IllegalMove, match="usable next turn"):
        s.play("X c4")
    s = s.play("end")  # end of circle's turn: the food becomes spendable
    assert s.stocks[CIRCLE] == (19, 5, 1, 0)
    s = s.play("end")  # square passes
    assert s.to_move() == CIRCLE
    assert kind(s, "X") == {"c4"}


def test_r3_1_starting_stock() -> None:
    """R3.1: 25 building material, 10 iron, 0 food each."""
    assert game().initial_state().stocks == ((25, 10, 0, 0), (25, 10, 0, 0))


def test_r2_5_at_most_14_camps() -> None:
    """R2.5, A12: with 14 camps on the board no C or F is legal; an attacked camp returns to
    its owner's supply."""
    diagram = """
    C C C C C C C .
    C C C C C C C .
    . . . R . . . .
    . . . . . . . S
    . . . . . . . .
    """
    state = pos(diagram)
    assert state.supply(CIRCLE) == 0
    assert kind(state, "C") == set()
    assert kind(state, "F") == set()
    assert kind(state, "R")
    assert kind(state, "U") == {"d3"}
    with pytest.raises(IllegalMove, match="14 camps"):
        state.play("C a1")


def test_r2_6_shared_raid_markers_run_out() -> None:
    """R2.6, A12: with all 14 markers on the board, Raid and Attack are illegal; option
    attack_without_marker allows the attack and leaves the square free."""
    diagram = """
    R R R R R R R .
    R R R R R R R .
    . . S . . . . .
    . . C . . . . .
    . . . . . . . .
    """
    state = pos(diagram)
    assert state.tray() == 0
    assert kind(state, "R") == set()
    assert kind(state, "X") == set()
    with pytest.raises(IllegalMove, match="no raid marker"):
        state.play("X c3")
    loose = pos(diagram, attack_without_marker=True)
    after = loose.play("X c3")
    assert after.to_text().split()[0].split("/")[2] == "........"


# -- R6 control ------------------------------------------------------------------------------


def test_r6_1_r6_3_camps_count_but_no_enclosure_without_enemy_camps() -> None:
    """R6.1, R6.3, A3: after circle's first camp the other 39 squares are not his."""
    s = game().initial_state().play("C a1")
    assert s.territory(CIRCLE) == 1
    assert not s.is_over()
    s = s.play("C b2")
    assert s.territory(CIRCLE) == 2  # a1 and b2 wall nothing yet: square has no camp
    s = s.play("C h5")  # now square has a camp; circle's diagonal pair a1-b2 encloses nothing
    assert s.territory(CIRCLE) == 2


def test_r6_2_1_corner_enclosed_by_a_diagonal_pair_and_two_edges() -> None:
    """R6.2.1, R6.2.5: camps on b1 and a2 wall the corner a1 against two edges."""
    diagram = """
    . . . . . . . S
    . . . . . . . .
    . . . . . . . .
    C . . . . . . .
    . C . . . . . .
    """
    state = pos(diagram)
    assert squares(state, state.territory_set(CIRCLE)) == {"a1", "a2", "b1"}
    assert str(state).splitlines()[5].split()[:3] == ["1", "c", "C"]


def test_r6_4_an_area_touching_three_edges_is_not_enclosed_by_default() -> None:
    """R6.4 (rulebook l.117): a wall across the board (row 3) walls rows 4-5 on one side only;
    the area touches three board sides, so it is not enclosed: square controls its 8 camps.
    Under option enclosure_max_edges=4 (A4) it counts: 8 + 16 = 24, already a win (R8.2)."""
    diagram = """
    . . . . . . . .
    . . . . . . . .
    S S S S S S S S
    . . . . . . . .
    . . . C . . . .
    """
    state = pos(diagram)
    assert state.territory(SQUARE) == 8
    assert not state.is_over()
    assert squares(state, state.territory_set(SQUARE)) == {f"{f}3" for f in "abcdefgh"}
    geo = state.game.geo
    assert controlled(geo, state.camps[SQUARE], state.camps[CIRCLE], 4).bit_count() == 24
    with pytest.raises(BadPosition, match="21 squares"):
        pos(diagram, enclosure_max_edges=4)


def test_r6_4_a_corner_opening_encloses_nothing_by_default() -> None:
    """R6.4: circle's camps a2 and b1 wall square's corner camp a1 in; the other 37 squares
    touch all four board sides, so they are not enclosed and circle controls his 2 camps (the
    game goes on). Under option enclosure_max_edges=4 (A4) the same two camps control
    2 + 37 = 39 squares and win at once (R8.2): the three-turn games of rules version 1."""
    before = """
    . . . . . . . .
    . . . . . . . .
    . . . . . . . .
    . . . . . . . .
    S C . . . . . .
    """
    state = pos(before, clock="3:2", circle="23,10,0,0", square="24,10,0,0")
    after = state.play("C a2")
    assert not after.is_over()
    assert after.territory(CIRCLE) == 2
    assert after.territory(SQUARE) == 1
    four = pos(before, clock="3:2", circle="23,10,0,0", square="24,10,0,0", enclosure_max_edges=4)
    won = four.play("C a2")
    out = won.outcome()
    assert won.is_over()
    assert out is not None
    assert out.winners == (CIRCLE,)
    assert out.scores == (39.0, 1.0)
    assert out.details["reason"] == "21"


def test_r6_4_r6_2_1_two_edge_corner_enclosure_counts() -> None:
    """R6.4, R6.2.1: square's camps g5, g4, h4 wall the corner h5 against the top and right
    edges (two sides): square controls 3 + 1; so do camps walling a 2x2 corner (two sides)."""
    corner = """
    . . . . . . S .
    . . . . . . S S
    . . . . . . . .
    . . . . . . . .
    . . . C . . . .
    """
    state = pos(corner)
    assert squares(state, state.territory_set(SQUARE)) == {"g5", "g4", "h4", "h5"}
    bigger = """
    . . . . . S . .
    . . . . . S . .
    . . . . . . S S
    . . . . . . . .
    . . . C . . . .
    """
    state = pos(bigger)
    assert squares(state, state.territory_set(SQUARE)) == {
        "f5", "f4", "g3", "h3", "g5", "h5", "g4", "h4"
    }  # fmt: skip
    assert pos(bigger, enclosure_max_edges=4).territory(SQUARE) == 8


def test_r6_4_an_area_between_two_opposite_edges_is_enclosed() -> None:
    """R6.4: camps on files c and f wall files d-e on two sides; the top and bottom edges
    close the other two: 10 squares enclosed (two board sides touched)."""
    diagram = """
    . . S . . S . .
    . . S . . S . .
    . . S . . S . C
    . . S . . S . .
    . . S . . S . .
    """
    state = pos(diagram)
    assert state.territory(SQUARE) == 10 + 10
    assert "d3" in squares(state, state.territory_set(SQUARE))


def test_r6_5_territories_never_overlap() -> None:
    """R6.5: each square is controlled by at most one player (figure-like mixed position)."""
    diagram = """
    . S C . . S . .
    S . C C S . S .
    . S . C . S . .
    C C . . . . C C
    . . S . . C . .
    """
    state = pos(diagram)
    assert state.territory_set(CIRCLE) & state.territory_set(SQUARE) == 0


def test_r5_1_a5_camping_inside_an_enemy_enclosure_cancels_it() -> None:
    """R5.1, A5, R6.2.3: a free square inside the opponent's enclosure may take a camp,
    and the enclosure then gives no control."""
    diagram = """
    . . . . . . . S
    . . . . . . . .
    . . . . . . . .
    C . . . . . . .
    . C . . . . . .
    """
    state = pos(diagram, mover="S", clock="6:3")
    assert "C a1" in texts(state)
    after = state.play("C a1")
    assert "a1" not in squares(after, after.territory_set(CIRCLE))


# -- R7 / R8 end -----------------------------------------------------------------------------


def test_r7_out_of_building_material_final_attack_and_last_turn() -> None:
    """R7.1-R7.3, A10: circle spends his last building material; his remaining action may
    only be an attack or E; then square plays one final turn and the territories decide."""
    diagram = """
    S . . . . . . .
    . . S . . . . .
    . . C R . . . .
    . . . . . . . .
    . . . . . . . .
    """
    s = pos(diagram, circle="1,5,3,0")
    s = s.play("C a1")
    assert s.stocks[CIRCLE][0] == 0
    assert texts(s) == ["X c4", "end"]
    s = s.play("X c4")
    assert s.to_move() == CIRCLE
    assert texts(s) == ["end"]
    s = s.play("end")  # the turn ends: square's final turn
    assert s.to_move() == SQUARE
    assert s.last_turn
    assert s.to_text().split()[5] == "L"
    s = s.play("C h5").play("C g5").play("C f5")
    assert s.is_over()
    assert s.to_move() == TERMINAL
    out = s.outcome()
    assert out is not None
    assert out.scores == (2.0, 4.0)
    assert out.winners == (SQUARE,)
    assert "territory" in out.reason


def test_r7_3_equal_territory_is_a_draw() -> None:
    """R7.3: a tie after the final turn is a draw."""
    s = pos(MID, circle="1,5,3,0").play("C a1").play("end")
    s = s.play("C h5").play("end")  # circle c3 a1 = 2, square c4 h5 = 2
    out = s.outcome()
    assert out is not None
    assert out.winners == ()
    assert out.result(0) == "draw"
    assert s.to_text().split()[1] == "#="


def test_r7_1_f_can_exhaust_building_material() -> None:
    """R7.1: building material reaching 0 through F also starts the end."""
    s = pos(MID, circle="2,5,3,0").play("F d3")
    assert s.stocks[CIRCLE][0] == 0
    assert texts(s) == ["X c4", "end"]


def test_r8_1_a_player_without_camps_loses_at_once() -> None:
    """R8.1: the attack that removes the last enemy camp wins at once, mid-turn."""
    diagram = """
    . . . . . . . .
    . . . . . . . .
    . . S . . . . .
    . . C . . . . .
    . . . . . . . .
    """
    s = pos(diagram).play("X c3")
    out = s.outcome()
    assert s.is_over()
    assert out is not None
    assert out.winners == (CIRCLE,)
    assert "lost all camps" in out.reason
    assert s.legal_moves() == []
    with pytest.raises(GameOver):
        s.play("end")


def test_r8_1_a8_no_loss_before_the_first_camp() -> None:
    """R8.1, A8: the square player has no camp during circle's first turn and is fine."""
    s = game().initial_state().play("C a1")
    assert not s.is_over()


def test_r8_2_twenty_one_squares_win_at_once() -> None:
    """R8.2, A7, R6.4: closing the wall e1-e3 encloses the corner a1-d3 (12 squares, touching
    the left and bottom edges); with 9 camps and the walled corner h5, square controls
    9 + 12 + 1 = 22 >= 21 and wins mid-turn."""
    diagram = """
    . . . . . . S .
    S S S S . . . S
    . . . . S C . .
    . . . . S . . .
    . . . . . . . .
    """
    state = pos(diagram, mover="S", clock="6:3")
    assert state.territory(SQUARE) == 9
    after = state.play("C e1")
    out = after.outcome()
    assert after.is_over()
    assert out is not None
    assert out.winners == (SQUARE,)
    assert out.scores[SQUARE] == 22.0
    assert after.to_text().endswith("#S 6:2 20,5,3,0 19,5,3,0 - 21")


def test_r8_2_r6_4_closing_a_wall_across_the_board_is_no_win() -> None:
    """R8.2, R6.4: closing a wall across row 3 walls rows 4-5 against three board sides:
    not enclosed, so square has 8 squares and plays on; under enclosure_max_edges=4 (A4) the
    same camp gives 8 + 16 = 24 and the game."""
    diagram = """
    . . . . . . . .
    . . . . . . . .
    S S S S S S S .
    . . . . . . . .
    . . . C . . . .
    """
    after = pos(diagram, mover="S", clock="6:3").play("C h3")
    assert not after.is_over()
    assert after.territory(SQUARE) == 8
    won = pos(diagram, mover="S", clock="6:3", enclosure_max_edges=4).play("C h3")
    out = won.outcome()
    assert won.is_over()
    assert out is not None
    assert out.winners == (SQUARE,)
    assert out.scores[SQUARE] == 24.0


def test_r8_4_two_turns_without_action_end_the_game() -> None:
    """R8.4, AL2: E at the start of a turn after the opponent's empty turn ends the game,
    scored by territory; option double_pass_ends=False keeps playing."""
    s = pos(MID, mover="C", clock="7:3", flags="P")
    end = s.play("end")
    out = end.outcome()
    assert end.is_over()
    assert out is not None
    assert out.winners == ()
    assert "without" in out.reason
    s2 = pos(MID, mover="C", clock="7:3", flags="P", double_pass_ends=False)
    assert not s2.play("end").is_over()
    # a turn with an action in it clears the flag
    s3 = pos(MID, flags="P").play("C a1").play("end")
    assert not s3.prev_pass
    assert not s3.play("end").is_over()


# -- notation --------------------------------------------------------------------------------


def test_notation_move_spellings_and_errors() -> None:
    """Notation (A16): canonical 'C c3' and 'end'; case and spacing are forgiven; garbage is
    BadNotation, a well-formed illegal move IllegalMove, both naming the input."""
    state = pos(MID)
    assert state.move_text(state.parse_move("c A1")) == "C a1"
    assert state.move_text(state.parse_move("xc4")) == "X c4"
    assert state.move_text(state.parse_move(" e ")) == "end"
    assert state.move_text(state.parse_move("END")) == "end"
    for bad, why in [
        ("Q c3", "unknown action"),
        ("C z9", "no square z9"),
        ("C i1", "no square i1"),
        ("C", "needs a square"),
        ("E c3", "takes no square"),
        ("C 3", "file letter"),
        ("hello world", "not ALU notation"),
    ]:
        with pytest.raises(BadNotation, match=why) as info:
            state.parse_move(bad)
        assert repr(bad.strip()) in str(info.value)
    with pytest.raises(IllegalMove, match="'C c4'"):
        state.parse_move("C c4")


def test_notation_position_round_trip_and_errors() -> None:
    """Notation: the position text parses back to an equal state; bad text is BadPosition."""
    g = game()
    text = ".S....../..S...../..CR..../......../........ C 5:3 20,5,3,0 20,5,3,0 -"
    assert g.parse_state(text).to_text() == text
    assert g.initial_state().to_text() == (
        "......../......../......../......../........ C 1:2 25,10,0,0 25,10,0,0 -"
    )
    for bad, why in [
        ("", "expected 6 fields"),
        (text.replace(" C 5:3", " S 5:3"), "turn 5 belongs to C"),
        (text.replace("5:3", "5:0"), "actions left"),
        (text.replace("20,5,3,0 -", "20,5,3,0 Q"), "flags"),
        (text.replace("..CR....", "..CZ...."), "unknown square character"),
        (text.replace("20,5,3,0 20", "20,5,3 20"), "b,i,f,p"),
        (text.replace("C 5:3 20,5,3,0 20,5,3,0", "C 5:3 20,5,3,0 20,5,3,1"), "pending"),
        (text.replace("/......../........ C", "/........ C"), "5 rows of 8"),
        (text + " 21", "reason is only given"),
        (text.replace("20,5,3,0 -", "20,5,3,0 L"), "flag L"),
        (text.replace(".S....../..S.....", "......../........"), "S has no camp left"),
    ]:
        with pytest.raises(BadPosition, match=why):
            g.parse_state(bad)


def test_r6_6_rendering_lists_stocks_and_control() -> None:
    """R6.6: the terminal picture shows files, rows, control marks and both stocks."""
    picture = str(pos(MID))
    lines = picture.splitlines()
    assert lines[0].split() == list("abcdefgh")
    assert "territory 1" in lines[7]
    assert "territory 1" in lines[8]
    assert "raid markers in tray: 13/14" in picture
    assert "turn 5: circle to act, 3 actions left" in picture


def test_r4_perft_from_the_start_counted_by_hand() -> None:
    """R4.1, R4.4, R5: perft from the start position, counted by hand.
    Depth 1: circle's first camp, 22 edge squares. Depth 2: circle's second action with one
    camp down and no enemy camp: C or R on the 39 free squares, or end = 79; 22 x 79 = 1738.
    Depth 3: square's first camp on a free edge square. After circle's C/R on one of the 21
    other edge squares 20 remain; after C/R on one of the 18 inner squares, or end, 21 remain:
    2 x 21 x 20 + 2 x 18 x 21 + 21 = 1617 per first move; 22 x 1617 = 35574."""
    start = game().initial_state()
    assert [perft(start, d) for d in (1, 2, 3)] == [22, 1738, 35574]
