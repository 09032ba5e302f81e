"""Per-game knowledge for the agents: evaluation, move priority and playout settings.

A game ``g`` may have a module ``wartable.ai.eval_g`` defining any of:

* ``evaluate(state) -> Sequence[float]``: each seat's expected result in ``[0, 1]`` (1 win,
  0.5 draw, 0 loss) for a non-terminal position. Required for a custom evaluation.
* ``priority(state, move) -> float``: a cheap guess of how good ``move`` is for the mover
  (higher first); MCTS tries moves in this order and greedy breaks ties with it.
* ``split(state, moves) -> list``: the moves MCTS should try first, best *last* (a fast
  stand-in for sorting by ``priority``); the other moves are tried in random order.
* ``playout(state, moves, rng) -> move | None``: the playout policy (default: uniform
  random); ``None`` ends the playout there (a quiet position, for quiescence playouts).
* ``MINIMAX``: weight of the implicit minimax value in MCTS selection (default 0.5 with a
  custom evaluation, 0 without).
* ``PLAYOUT_DEPTH``: plies of playout before the evaluation is applied (default 12).
* ``EXPLORATION``: the UCT constant (default 0.7).
* ``PLAYOUT_MIX``: a leaf's value is ``(1 - mix) * evaluation at the leaf + mix * evaluation
  after the playout`` (default 1: the playout's end only).
* ``NORM``: how MCTS scales values before the exploration term: ``"sibling"`` (default: by
  the range of the node's children's values), ``"global"`` (the whole search's range) or
  ``"none"``.
* ``PRIOR``: virtual visits that start each root move at its one-ply value (default 8 with a
  custom evaluation, 0 without).
* ``EXPECT``: MCTS values a leaf whose chance is pending (a combat's dice) by the average
  over the outcomes, enumerated when there are at most 12 (else 12 samples), two chance events
  deep, as greedy does; default False: one sampled outcome.
* ``FLOOR``: the smallest span sibling scaling divides by (default 0): value differences
  below it are not stretched to the whole range, so noise does not decide where visits go.
* ``ROOT``: how MCTS shares its budget among the root moves: ``"ucb"`` (default, like every
  node) or ``"halving"`` (sequential halving among the best moves by one-ply value).
* ``WIDTH``: how many of the best root moves halving considers (default 16).
* ``TREE``: how many decisions deep the MCTS tree grows (default 0: no limit); 1 makes a
  flat Monte Carlo search over the root moves, for playouts good enough to decide the rest.
* ``ITERATION_COST``: budget units one MCTS iteration costs (default 1). A game whose
  playouts are long (many plies, each move chosen by the evaluation: OrcWar's) sets it, so
  that the strength levels' budgets (60, 400, 1600) buy fewer of them and a level's
  decisions stay quick enough to play against.
* ``CHANCE``: how a chance node in the MCTS tree picks its outcome: ``"sample"`` (default,
  with its probability) or ``"stratified"`` (the outcome furthest below its share of the
  node's visits, so a node's outcomes are visited in proportion without sampling noise) or
  ``"merge"`` (sampled; chance events in a row, such as a combat's two dice, make one node,
  and outcomes that leave the same position by ``chance_key`` share one child).
* ``chance_key(state) -> Hashable``: what decides a position after chance for ``"merge"``
  (default: the whole text form); leaving out what no later decision depends on (the dice
  shown for the last combat) lets the 36 rolls of a combat become its 2 results.
* ``CRN``: with sequential halving, the candidates' iterations on one sample of the hidden
  information also share their chance outcomes (common random numbers; default False).
* ``ENSEMBLE_SPLIT``: a budget of at least twice this many iterations is split into searches
  of this many that vote on the move (setting ``ensemble``; default 0: one search).
* ``ORDER_BY_EVAL``: MCTS tries a new node's moves best first by their one-ply evaluation
  (default: True with a custom evaluation; games with a costly evaluation or many moves
  provide ``split`` instead).

A game without a module gets :class:`Knowledge` with the generic evaluation: a finished game
scores its returns, an unfinished one is a draw for everybody, and playouts run longer so that
they more often reach the end. Everything here works on the state the agent was handed, which
is always a determinization for its own seat.
"""

from __future__ import annotations

import importlib
import math
import random
from collections.abc import Callable, Hashable, Sequence
from typing import Any

from wartable.core import Move, State

Evaluate = Callable[[State], Sequence[float]]
Priority = Callable[[State, Move], float]
Playout = Callable[[State, list[Move], random.Random], Move | None]
Split = Callable[[State, list[Move]], list[Move]]


def greedy_playout(
    evaluate: Evaluate,
) -> Callable[[State, list[Move], random.Random], Move]:
    """A playout policy from an evaluation: the mover picks the move whose position evaluates
    best for him (one ply, chance after the move not averaged), ties at random."""

    def policy(state: State, moves: list[Move], rng: random.Random) -> Move:
        if len(moves) == 1:
            return moves[0]
        seat = state.to_move()
        best = -1.0
        choice = moves[0]
        ties = 0
        for m in moves:
            v = evaluate(state.apply(m))[seat]
            if v > best + 1e-12:
                best, choice, ties = v, m, 1
            elif v >= best - 1e-12:
                ties += 1
                if rng.randrange(ties) == 0:  # each of the tied moves equally likely
                    choice = m
        return choice

    return policy


def terminal_values(state: State) -> tuple[float, ...]:
    """Each seat's result in a finished game: 1 win, 0.5 draw, 0 loss."""
    outcome = state.outcome()
    assert outcome is not None
    return outcome.returns


def squash(x: float) -> float:
    """Logistic map of an advantage to a win probability in (0, 1)."""
    if x > 30:
        return 1.0
    if x < -30:
        return 0.0
    return 1.0 / (1.0 + math.exp(-x))


def two_seat(p0: float) -> tuple[float, float]:
    """Values of a two-player position from seat 0's win probability."""
    return (p0, 1.0 - p0)


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
    """The :class:`Knowledge` for ``game_name`` (its ``eval_<game>`` module if there is one)."""
    known = _CACHE.get(game_name)
    if known is None:
        try:
            module = importlib.import_module(f"wartable.ai.eval_{game_name}")
        except ModuleNotFoundError as exc:
            if exc.name != f"wartable.ai.eval_{game_name}":
                raise
            module = None
        known = Knowledge(game_name, module)
        _CACHE[game_name] = known
    return known


__all__ = ["Knowledge", "greedy_playout", "knowledge", "squash", "terminal_values", "two_seat"]
