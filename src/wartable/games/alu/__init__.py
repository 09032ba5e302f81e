"""ALU: Loki Saar — two-player territory and resource game (docs/rules/alu.md)."""

from __future__ import annotations

from .rules import AluGame, AluState

GAME = AluGame

__all__ = ["GAME", "AluGame", "AluState"]
