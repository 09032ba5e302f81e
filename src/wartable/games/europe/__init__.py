"""European War (Evropská válka) for 2-5 players (docs/rules/europe.md).

Modules, each importing only those before it:
board (the map from data/map.json, dice tables) <- state (the State's data) <- rules (legal
moves, chance, apply, combat, outcome) <- notation (texts of moves and positions) <- view (views,
terminal picture, narration) <- heuristics (the AI's evaluation) <- game (the Game, its options;
binds the state's behaviour).
"""

from __future__ import annotations

from .game import EuropeGame
from .state import EuropeState

GAME = EuropeGame

__all__ = ["GAME", "EuropeGame", "EuropeState"]
