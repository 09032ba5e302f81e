"""Flatwar (Επιπεδοπόλεμος), the Flatland wargame: rules in docs/rules/flatwar.md.

Modules, each importing only those before it:
board (geometry, pieces, cards, move codes) <- state (the State: the position's data, who
moves) <- rules (legal moves, chance, applying a move, the outcome) <- notation (move and
position text) <- view (per-seat views, the log, the terminal picture) <- heuristics (the
agents' evaluation) <- game (the Game: options, the initial position; binds the state's
behaviour).
"""

from .game import PRESETS, Flatwar
from .state import FlatwarState

GAME = Flatwar

__all__ = ["GAME", "PRESETS", "Flatwar", "FlatwarState"]
