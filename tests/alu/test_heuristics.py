"""ALU's heuristics (games/alu/heuristics.py): the evaluation follows the enclosure rule in force
(R6.4 by default, the A4 option enclosure_max_edges=4 otherwise)."""

from __future__ import annotations

from alu_helpers import game, pos

from wartable.games.alu.heuristics import evaluate, sealable
from wartable.games.alu.state import CIRCLE, SQUARE


def test_r6_4_evaluation_sees_a_corner_that_can_be_walled_in() -> None:
    """R6.4, R6.2.1: square, to move, can close the corner behind f5 f4 g3 against the top and
    right edges: a camp on h2 encloses g5 h5 g4 h4 h3 (territory 3 -> 9), one on h3 the four
    squares above it (-> 8). The evaluation ranks these two camps first, h2 best, so the
    one-ply search (greedy) and MCTS's move ordering try them first."""
    diagram = """
    . . . . . S . .
    . . . . . S . .
    . . . . . . S .
    . . . . . . . .
    . . . C . . . .
    """
    state = pos(diagram, mover="S", clock="6:3")
    assert state.play("C h2").territory(SQUARE) == 9
    assert state.play("C h3").territory(SQUARE) == 8
    camps = [m for m in state.legal_moves() if state.move_text(m).startswith("C ")]
    values = {state.move_text(m): evaluate(state.apply(m))[SQUARE] for m in camps}
    ranked = sorted(values, key=values.__getitem__, reverse=True)
    assert ranked[:2] == ["C h2", "C h3"]


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
