"""Thud (Trevor Truran, 2002): dwarfs against trolls on a 165-square octagon.

The modules, each importing only those before it:

    board <- state <- rules <- notation <- kvt <- view <- heuristics <- game

* ``board``: geometry (squares, rays, neighbours), start positions, move-generation tables.
* ``state``: :class:`ThudState`, a position's data and invariants; the move encoding.
* ``rules``: legal moves, applying a move, the outcome (classic Thud's move generation, in
  Python or the C extension ``_cthud``).
* ``notation``: move text both ways, the position text and its parser.
* ``kvt``: Koom Valley Thud, the ``ruleset=kvt`` variant: its moves, captures, ends, margins
  and move texts.
* ``view``: per-seat views; the terminal picture.
* ``heuristics``: the evaluation and playout hints for the agents.
* ``game``: :class:`ThudGame`, the options, the rules version, the start position; binds the
  functions above as the state's behaviour, per rule set.
"""

from .game import ThudGame
from .state import ThudState

GAME = ThudGame

__all__ = ["GAME", "ThudGame", "ThudState"]
