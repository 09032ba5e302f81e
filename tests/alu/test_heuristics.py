"""ALU's heuristics (games/alu/heuristics.py): the evaluation follows the enclosure rule in force
(R6.4 by default, the A4 option enclosure_max_edges=4 otherwise)."""

from __future__ import annotations

from alu_helpers import game, pos

from wartable.games.alu.heuristics import evaluate, sealable
from wartable.games.alu.state import CIRCLE, SQUARE


def test_r6_4_evaluation_sees_a_corner_that_can_be_walled_in() -> None:
    """R6.4, R6.2.1: square, to move, can close the corner behind f5 f4 g3 against the top and
    right edges: a camp on h2 encloses g5 h5 g4 h4 h3 (territory 3 -> 9), one on h3 the four
    squares above it (-> 8). The evaluation ranks h2 first, so the one-ply search (greedy) and
    MCTS's move ordering try it first, and h3 above every camp on the far half of the board
    (columns a-d), which encloses nothing. Square has no food: with
    food, a camp next to circle's only camp and an attack on it would win at once (R5.5, R8.1)."""
    diagram = """
    . . . . . S . .
    . . . . . S . .
    . . . . . . S .
    . . . . . . . .
    . . . C . . . .
    """
    state = pos(diagram, mover="S", clock="6:3", square="20,5,0,0")
    assert state.play("C h2").territory(SQUARE) == 9
    assert state.play("C h3").territory(SQUARE) == 8
    camps = [m for m in state.legal_moves() if state.move_text(m).startswith("C ")]
    values = {state.move_text(m): evaluate(state.apply(m))[SQUARE] for m in camps}
    ranked = sorted(values, key=values.__getitem__, reverse=True)
    assert ranked[0] == "C h2"
    far = [v for text, v in values.items() if text[2] in "abcd"]
    assert far
    assert values["C h3"] > max(far)


def test_r6_4_a_corner_seal_is_no_win_by_default() -> None:
    """R6.4: circle's camps g5 and h4 could be sealed by square camps h3, g4, f5, but the rest
    of the board touches four sides and is nobody's: the evaluation sees an even opening."""
    state = game().initial_state().play("C g5").play("C h4")
    assert not sealable(state.game.geo, state.camps[CIRCLE], 0, 2, 3)
    assert 0.35 < evaluate(state)[SQUARE] < 0.65


def test_a4_evaluation_sees_a_corner_seal_under_option_4() -> None:
    """A4 (option enclosure_max_edges=4, R6.4): circle's two camps g5, h4 can be sealed by
    square camps h3, g4, f5: the rest of the board is then square's (21 squares and more,
    R8.2), so the evaluation gives square the game; a safe opening (d5, d1) it does not."""
    four = game(enclosure_max_edges=4)
    state = four.initial_state().play("C g5").play("C h4")
    assert evaluate(state)[SQUARE] > 0.95
    safe = four.initial_state().play("C d5").play("C d1")
    assert evaluate(safe)[SQUARE] < 0.6


def test_r7_1_last_building_material_buys_a_camp_not_a_raid() -> None:
    """R7.1, R3.3 (from a game hard lost to OpenSpiel's MCTSBot, bench seed 1005, turn 18):
    square has one building material left. A raid spends it and earns food that is pending
    until the turn ends; by then square can never act again (circle's final turn follows,
    R7.2), so the food is worthless, while a camp is a square more (R6.1). The evaluation
    ranks every camp above every raid (it used to count the raid's food as an attack in
    hand and rank the raids first)."""
    diagram = """
    R R S C S S C S
    S C S R R S R C
    C S C . S C R R
    S R C . S . . S
    C S R C R R C C
    """
    state = pos(diagram, mover="S", clock="18:3", circle="1,2,1,0", square="1,4,0,0")
    values = {state.move_text(m): evaluate(state.apply(m))[SQUARE] for m in state.legal_moves()}
    camps = [v for text, v in values.items() if text.startswith("C ")]
    raids = [v for text, v in values.items() if text.startswith("R ")]
    assert camps
    assert raids
    assert min(camps) > max(raids)
    assert state.play("C d2").territory(SQUARE) == state.territory(SQUARE) + 1


def test_r7_2_stock_of_a_player_who_never_acts_again_is_worth_nothing() -> None:
    """R7.2, R7.3: on the final turn (flag L) only square acts; circle's iron and food can
    never be spent, so they do not change the evaluation. Square's one building material
    still counts: it is a camp to come (position from bench seed 1005, turn 20)."""
    diagram = """
    R R S C S S C R
    S C S R R S R C
    C S C C S C R R
    S R C . S . . S
    C S R C R R C C
    """
    poor = pos(diagram, mover="S", clock="20:3", circle="0,1,0,0", square="1,4,0,0", flags="L")
    rich = pos(diagram, mover="S", clock="20:3", circle="0,5,3,0", square="1,4,0,0", flags="L")
    assert evaluate(rich)[SQUARE] == evaluate(poor)[SQUARE]
    spent = pos(diagram, mover="S", clock="20:3", circle="0,1,0,0", square="0,4,0,0", flags="L")
    assert evaluate(poor)[SQUARE] > evaluate(spent)[SQUARE]


def test_r6_4_evaluation_sees_a_corner_wall_one_camp_short() -> None:
    """R6.2, R6.2.5, R6.4, R5.1 (rebuilt from the end of a game hard lost as square in seven
    turns, in a match of the attack-swing evaluation against the one before: circle's c3, f1, h1 and
    square's g1 taken off): circle's diagonal wall a5 b4 d3 e2 d1 lacks only c3. A circle camp
    there encloses the ten squares a1-c1, a2-d2, a3, b3, a4 against the left and bottom sides
    (two sides, R6.4; walls join diagonally, R6.2.5), 19 squares to 13, and circle still has two
    actions of that turn for the 21 of R8.2. Square, with one action left, must put a camp
    inside (any free square may take a camp, R5.1: the region then holds an enemy camp, R6.2.3)
    or on c3. The evaluation ranks every such camp above every other (it used to rank C g1 and
    C e5 first: they enclose squares for square but leave c3 open)."""
    diagram = """
    C . . . . . S C
    . C . . . S . S
    . . . C S . S C
    . . . . C S C S
    . . . C S . . .
    """
    state = pos(diagram, mover="S", clock="6:1", circle="17,10,0,0", square="17,10,0,0")
    after = state.play("C g1").play("C c3")
    assert (after.territory(CIRCLE), after.territory(SQUARE)) == (19, 13)
    block = {"a1", "b1", "c1", "a2", "b2", "c2", "d2", "a3", "b3", "a4", "c3"}
    values = {
        state.move_text(m)[2:]: evaluate(state.apply(m))[SQUARE]
        for m in state.legal_moves()
        if state.move_text(m).startswith("C ")
    }
    assert block <= set(values)
    assert min(values[sq] for sq in block) > max(v for sq, v in values.items() if sq not in block)
    for sq in block:
        assert state.play(f"C {sq}").play("C c3" if sq != "c3" else "C c2").territory(CIRCLE) < 19


def test_r6_2_4_a_paid_attack_on_a_wall_camp_counts_the_squares_it_opens() -> None:
    """R5.5, R6.2.4 (from a game drawn against MCTSBot, bench seed 1037 replayed, turn 13):
    circle has iron and a spendable food, and square's camp f2 stands next to circle's e2. An
    attack on f2 opens the enclosure it walls: square 18 squares -> 14. The evaluation counts
    the paid attack for the squares it swings: circle's food is worth 0.2 of a win here, where
    any attack was counted as 0.7 of a square (0.07) and circle then attacked f2 three times
    while square rebuilt it (2 building material and an iron each time, R5.4)."""
    diagram = """
    . R S S R . C C
    S C C R C S S R
    S C S C S . S C
    C C C . C S . S
    S . C R S R S R
    """
    ready = pos(diagram, mover="C", clock="13:2", circle="8,9,1,1", square="8,9,1,0")
    assert (ready.territory(CIRCLE), ready.territory(SQUARE)) == (13, 18)
    assert ready.play("X f2").territory(SQUARE) == 14
    unpaid = pos(diagram, mover="C", clock="13:2", circle="8,9,0,0", square="8,9,1,0")
    assert evaluate(ready)[CIRCLE] - evaluate(unpaid)[CIRCLE] > 0.15
