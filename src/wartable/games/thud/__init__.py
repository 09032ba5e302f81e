"""Thud (Trevor Truran, 2002): dwarfs against trolls on a 165-square octagon.

The modules, each importing only those before it:

    board <- state <- rules <- notation <- view <- kvt <- game
                                   heuristics (board, state, rules)

* ``board``: geometry (squares, rays, neighbours), start positions, move-generation tables.
* ``state``: :class:`ThudState`, a position's data and invariants; the move encoding.
* ``rules``: :class:`ThudRules` (a ThudState): legal moves, applying a move, the outcome.
* ``notation``: :class:`ThudNotation` (a ThudRules): move text both ways, the position text
  and its parser.
* ``view``: :class:`ThudPosition` (a ThudNotation), the complete position: per-seat views; the
  terminal picture.
* ``kvt``: Koom Valley Thud, the ``ruleset=kvt`` variant, a ThudPosition subclass.
* ``game``: :class:`ThudGame`, the options, the rules version, the start position.
* ``heuristics``: the evaluation and playout hints for the agents.

Each layer of the position is a subclass of the one before, so a position is one object with
one method lookup (no delegation on the hot path).
"""

from .game import ThudGame
from .state import ThudState
from .view import ThudPosition

GAME = ThudGame

__all__ = ["GAME", "ThudGame", "ThudPosition", "ThudState"]
