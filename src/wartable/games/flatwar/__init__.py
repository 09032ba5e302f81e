"""Flatwar (Επιπεδοπόλεμος), the Flatland wargame: rules in docs/rules/flatwar.md."""

from .game import PRESETS, Flatwar
from .rules import FlatwarState

GAME = Flatwar

__all__ = ["GAME", "PRESETS", "Flatwar", "FlatwarState"]
