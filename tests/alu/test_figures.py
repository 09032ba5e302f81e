"""The rulebook's two figures, rebuilt as text diagrams (docs/rules/alu.md R5.5, R6).

Both figures are 6x3 cut-outs. The rulebook describes them square by square; here each is
placed on the 8x5 board (rows 5 to 1 from the top, files a-h from the left).
"""

from __future__ import annotations

from alu_helpers import kind, pos, squares

from wartable.games.alu.state import CIRCLE, SQUARE

# Figure A (Chapter 2, "Ründamine"): placed in files b-g, rows 5-3; nothing else on the board.
#   top:    S S . S . .      -> b5 c5 . e5 . .
#   middle: . S R C C .      -> . c4 d4(R) e4 f4 .
#   bottom: . R S C C C      -> . c3(R) d3 e3 f3 g3
FIGURE_A = """
. S S . S . . .
. . S R C C . .
. . R S C C C .
. . . . . . . .
. . . . . . . .
"""


def test_r5_5_figure_a_attack_options_are_exactly_the_marked_squares() -> None:
    """R5.5, A2: figure A marks top-4, middle-4, bottom-3 and bottom-4 as attackable and
    nothing else ("only camps exactly beside their camps can be attacked")."""
    square_to_act = pos(FIGURE_A, mover="S", clock="6:3")
    circle_to_act = pos(FIGURE_A, mover="C", clock="7:3")
    # square camps can attack circle camps middle-4 (e4) and bottom-4 (e3)
    assert kind(square_to_act, "X") == {"e4", "e3"}
    # circle camps can attack square camps top-4 (e5) and bottom-3 (d3)
    assert kind(circle_to_act, "X") == {"e5", "d3"}
    marked = kind(square_to_act, "X") | kind(circle_to_act, "X")
    assert marked == {"e5", "e4", "d3", "e3"}  # top-4, middle-4, bottom-3, bottom-4


def test_r2_3_figure_a_diagonal_camp_is_not_attackable() -> None:
    """R2.3, A2: the circle camp at middle-5 (f4) touches the square camp top-4 (e5) only
    diagonally, and the figure does not mark it."""
    state = pos(FIGURE_A, mover="S", clock="6:3")
    assert "f4" not in kind(state, "X")
    geo = state.game.geo
    assert geo.spread(1 << geo.index_of["e5"]) & (1 << geo.index_of["f4"]) == 0


def test_r5_5_figure_a_attack_result() -> None:
    """R5.5: the attacked camp goes back to its owner and a raid marker takes its square."""
    state = pos(FIGURE_A, mover="S", clock="6:3")
    after = state.play("X e4")
    assert after.to_text().split()[0] == "/".join(
        [".SS.S...", "..SRRC..", "..RSCCC.", "........", "........"]
    )
    assert after.supply(CIRCLE) == state.supply(CIRCLE) + 1
    assert after.tray() == state.tray() - 1


# Figure B (Chapter 3, "Piiramine"): placed in the top-right corner, files c-h, rows 5-3.
#   top:    S C R S x x      x = striped: enclosed area controlled by the square player
#   middle: S R R S x x
#   bottom: . S S . S S
# The rest of the board is a real game's: it holds another circle camp (a1). Without one the
# open rest of the board would itself be walled off from every circle camp (A4).
FIGURE_B = """
. . S C R S . .
. . S R R S . .
. . . S S . S S
. . . . . . . .
C . . . . . . .
"""


def test_r6_2_figure_b_striped_squares_are_exactly_the_enclosure() -> None:
    """R6.2, R6.2.1, R6.2.5: the four striped squares (top-5, top-6, middle-5, middle-6) are
    the square player's enclosed area, walled by camps on two sides and the board edges on
    the other two; the outer corner bottom-4 (f3) is empty and the walls meet diagonally."""
    state = pos(FIGURE_B, mover="S", clock="6:3")
    area = state.territory_set(SQUARE) & ~state.camps[SQUARE]
    assert squares(state, area) == {"g5", "h5", "g4", "h4"}
    assert "f3" not in squares(state, state.territory_set(SQUARE))
    assert state.territory(SQUARE) == 8 + 4  # eight camps and the striped area


def test_r6_2_3_figure_b_pocket_with_enemy_camp_is_not_controlled() -> None:
    """R6.2.3: the raided pocket top-3, middle-2, middle-3 is walled by square camps but is
    joined to the circle camp at top-2 (d5): it is not striped, nobody controls it."""
    state = pos(FIGURE_B, mover="S", clock="6:3")
    pocket = {"e5", "d4", "e4"}
    assert not pocket & squares(state, state.territory_set(SQUARE))
    assert not pocket & squares(state, state.territory_set(CIRCLE))
    assert squares(state, state.territory_set(CIRCLE)) == {"d5", "a1"}


def test_r6_6_figure_b_rendered_board_shows_the_stripes() -> None:
    """R6.6: the terminal board marks the controlled free squares with s."""
    state = pos(FIGURE_B, mover="S", clock="6:3")
    picture = str(state).splitlines()
    assert picture[1].split() == ["5", ".", ".", "S", "C", "R", "S", "s", "s"]
    assert picture[2].split() == ["4", ".", ".", "S", "R", "R", "S", "s", "s"]
    assert picture[3].split() == ["3", ".", ".", ".", "S", "S", ".", "S", "S"]


def test_r6_2_2_raided_squares_inside_an_enclosure_count() -> None:
    """R6.2.2, A15: figure B without the circle camp in the pocket (it stands on a1 instead):
    the pocket's raided squares are now enclosed and count as the square player's, and the
    rendering shows them as Rs."""
    diagram = """
    . . S R R S . .
    . . S R R S . .
    . . . S S . S S
    . . . . . . . .
    C . . . . . . .
    """
    state = pos(diagram, mover="S", clock="6:3")
    area = state.territory_set(SQUARE) & ~state.camps[SQUARE]
    assert squares(state, area) == {"d5", "e5", "d4", "e4", "g5", "h5", "g4", "h4"}
    assert "Rs" in str(state).splitlines()[1].split()


def test_r6_2_4_attacking_a_wall_camp_loses_the_enclosure() -> None:
    """R6.2.4: a circle camp on g2 attacks the wall camp g3 of figure B; the striped area
    opens to the attacker and the square player loses it (and the camp)."""
    diagram = FIGURE_B.strip().splitlines()
    diagram[3] = ". . . . . . C ."
    state = pos("\n".join(diagram), mover="C", clock="7:3")
    assert state.territory(SQUARE) == 12
    after = state.play("X g3")
    assert after.territory(SQUARE) == 7
    assert not {"g5", "h5", "g4", "h4"} & squares(after, after.territory_set(SQUARE))
