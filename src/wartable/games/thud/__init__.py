"""Thud (Trevor Truran, 2002): dwarfs against trolls on a 165-square octagon."""

from .game import ThudGame
from .state import ThudState

GAME = ThudGame

__all__ = ["GAME", "ThudGame", "ThudState"]
