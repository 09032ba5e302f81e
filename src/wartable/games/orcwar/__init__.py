"""OrcWar Tree (Örkkisota kolonen, Kalle Marjola 1997): 2-6 orc warlords, hidden hands,
cups of chips, battles, plunder and trade with lies."""

from .game import OrcWar
from .state import OrcState

GAME = OrcWar

__all__ = ["GAME", "OrcState", "OrcWar"]
