"""What the agents know about a game: its heuristics through the contract, or generic defaults.

A game's evaluation, move priority and search settings live in its package (``heuristics.py``,
documented in :mod:`wartable.core.heuristics`) and reach the agents only through
:meth:`wartable.core.Game.heuristics`; nothing in :mod:`wartable.ai` names a game. A game
without heuristics gets the generic evaluation: a finished game scores its returns, an
unfinished one is a draw for everybody, and playouts run longer so that they more often reach
the end. Everything here works on the state the agent was handed, which is always a
determinization for its own seat.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Hashable, Sequence
from typing import Any

from wartable.core import Move, State, game_class
from wartable.core.heuristics import (
    Evaluate,
    greedy_playout,
    squash,
    terminal_values,
    two_seat,
)

Priority = Callable[[State, Move], float]
Playout = Callable[[State, list[Move], random.Random], Move | None]
Split = Callable[[State, list[Move]], list[Move]]


class Knowledge:
    """What the agents know about one game (generic unless the game has an eval module)."""

    def __init__(self, game_name: str, module: Any = None) -> None:
        self.game_name = game_name
        self.custom = module is not None and hasattr(module, "evaluate")
        self._evaluate: Evaluate | None = getattr(module, "evaluate", None)
        self.priority: Priority | None = getattr(module, "priority", None)
        self.playout: Playout | None = getattr(module, "playout", None)
        self.split: Split | None = getattr(module, "split", None)
        default_depth = 12 if self.custom else 200
        self.playout_depth: int = getattr(module, "PLAYOUT_DEPTH", default_depth)
        self.exploration: float = getattr(module, "EXPLORATION", 0.7)
        self.playout_mix: float = getattr(module, "PLAYOUT_MIX", 1.0)
        self.minimax: float = getattr(module, "MINIMAX", 0.5 if self.custom else 0.0)
        self.order_by_eval: bool = getattr(module, "ORDER_BY_EVAL", self.custom)
        self.norm: str = getattr(module, "NORM", "sibling")
        self.prior: int = getattr(module, "PRIOR", 8 if self.custom else 0)
        self.expect: bool = getattr(module, "EXPECT", False)
        self.floor: float = getattr(module, "FLOOR", 0.0)
        self.root: str = getattr(module, "ROOT", "ucb")
        self.width: int = getattr(module, "WIDTH", 16)
        self.iteration_cost: int = getattr(module, "ITERATION_COST", 1)
        self.tree: int = getattr(module, "TREE", 0)
        self.chance: str = getattr(module, "CHANCE", "sample")
        self.chance_key: Callable[[State], Hashable] | None = getattr(module, "chance_key", None)
        self.ensemble_split: int = getattr(module, "ENSEMBLE_SPLIT", 0)
        self.crn: bool = getattr(module, "CRN", False)

    def evaluate(self, state: State) -> Sequence[float]:
        """Each seat's value in ``[0, 1]``; exact for a finished game."""
        if state.is_over():
            return terminal_values(state)
        if self._evaluate is not None:
            return self._evaluate(state)
        n = state.game.num_players
        return (1.0 / n,) * n


_CACHE: dict[str, Knowledge] = {}


def knowledge(game_name: str) -> Knowledge:
    """The :class:`Knowledge` for ``game_name``: its heuristics if the game has them."""
    known = _CACHE.get(game_name)
    if known is None:
        known = Knowledge(game_name, game_class(game_name).heuristics())
        _CACHE[game_name] = known
    return known


__all__ = ["Knowledge", "greedy_playout", "knowledge", "squash", "terminal_values", "two_seat"]
