"""ALU: Loki Saar — two-player territory and resource game (docs/rules/alu.md).

Modules, each importing only those before it:
board (geometry, control) <- state (the State's data) <- rules (legal moves, apply, outcome)
<- notation (texts of moves and positions) <- view (views, terminal picture) <- heuristics
(the AI's evaluation) <- game (the Game, its options; binds the state's behaviour).
"""

from __future__ import annotations

from .game import AluGame
from .state import AluState

GAME = AluGame

__all__ = ["GAME", "AluGame", "AluState"]
