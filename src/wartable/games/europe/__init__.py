"""European War (Evropská válka) for 2-5 players (docs/rules/europe.md)."""

from __future__ import annotations

from .rules import EuropeGame, EuropeState

GAME = EuropeGame

__all__ = ["GAME", "EuropeGame", "EuropeState"]
