"""What a game tells the agents: its evaluation and search settings (the ``heuristics`` part).

A game package may hold a module ``heuristics.py``; :meth:`wartable.core.Game.heuristics`
returns it (``None`` when there is none) and the agents in :mod:`wartable.ai` read it through
the contract only, so no agent names a game. The module may define any of the names below; the
agents use generic defaults for the others (see :class:`wartable.ai.evaluation.Knowledge`).

Functions:

* ``evaluate(state) -> Sequence[float]``: each seat's expected result in ``[0, 1]`` (1 win,
  0.5 draw, 0 loss) for a non-terminal position. Required for a custom evaluation.
* ``priority(state, move) -> float``: a cheap guess of how good ``move`` is for the mover
  (higher first); MCTS tries moves in this order and greedy breaks ties with it.
* ``split(state, moves) -> list``: the moves MCTS should try first, best *last* (a fast
  stand-in for sorting by ``priority``); the other moves are tried in random order.
* ``playout(state, moves, rng) -> move | None``: the playout policy (default: uniform
  random); ``None`` ends the playout there (a quiet position, for quiescence playouts).
* ``chance_key(state) -> Hashable``: what decides a position after chance for
  ``CHANCE = "merge"`` (default: the whole text form).

Settings (the defaults in brackets):

* ``MINIMAX`` [0.5 with a custom evaluation, 0 without]: weight of the implicit minimax value
  in MCTS selection.
* ``PLAYOUT_DEPTH`` [12; 200 without an evaluation]: plies of playout before the evaluation.
* ``EXPLORATION`` [0.7]: the UCT constant.
* ``PLAYOUT_MIX`` [1]: a leaf's value is ``(1 - mix) * evaluation at the leaf + mix *
  evaluation after the playout``.
* ``NORM`` ["sibling"]: how MCTS scales values before the exploration term: ``"sibling"`` (by
  the range of the node's children's values), ``"global"`` or ``"none"``.
* ``PRIOR`` [8 with a custom evaluation, 0 without]: virtual visits that start each root move
  at its one-ply value.
* ``EXPECT`` [False]: value a leaf whose chance is pending by the average over its outcomes
  (enumerated up to 12, else 12 samples), two chance events deep.
* ``FLOOR`` [0]: the smallest span sibling scaling divides by.
* ``ROOT`` ["ucb"]: ``"ucb"`` or ``"halving"`` (sequential halving among the best root
  moves by one-ply value); ``WIDTH`` [16]: how many root moves halving considers.
* ``TREE`` [0: no limit]: how many decisions deep the MCTS tree grows.
* ``ITERATION_COST`` [1]: budget units one MCTS iteration costs (long playouts cost more).
* ``CHANCE`` ["sample"]: how a chance node in the tree picks its outcome: ``"sample"``,
  ``"stratified"`` or ``"merge"``.
* ``CRN`` [False]: with halving, candidates share their chance outcomes on one sample.
* ``ENSEMBLE_SPLIT`` [0]: a budget of at least twice this is split into voting searches.
* ``ORDER_BY_EVAL`` [True with a custom evaluation]: try a new node's moves best first by
  their one-ply evaluation.

The helpers below are shared by the games' heuristics: standard library only, like all of core.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable, Sequence

from .game import Move, State

Evaluate = Callable[[State], Sequence[float]]


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


def terminal_values(state: State) -> tuple[float, ...]:
    """Each seat's result in a finished game: 1 win, 0.5 draw, 0 loss."""
    outcome = state.outcome()
    assert outcome is not None
    return outcome.returns


def greedy_playout(
    evaluate: Evaluate,
) -> Callable[[State, list[Move], random.Random], Move]:
    """A playout policy from an evaluation: the mover picks the move whose position evaluates
    best for him (one ply, chance after the move not averaged), ties at random."""

    def policy(state: State, moves: list[Move], rng: random.Random) -> Move:
        if len(moves) == 1:
            return moves[0]
        seat = state.to_move()
        return best_of(moves, [evaluate(state.apply(m))[seat] for m in moves], rng)

    return policy


def best_of(moves: Sequence[Move], values: Sequence[float], rng: random.Random) -> Move:
    """The move of the highest value, values within 1e-12 of each other tied and each of the
    tied moves equally likely (the choice of :func:`greedy_playout`, which a game's faster
    policy must make with the same random numbers)."""
    best = -1.0
    choice = moves[0]
    ties = 0
    for m, v in zip(moves, values, strict=True):
        if v > best + 1e-12:
            best, choice, ties = v, m, 1
        elif v >= best - 1e-12:
            ties += 1
            if rng.randrange(ties) == 0:  # each of the tied moves equally likely
                choice = m
    return choice


__all__ = ["Evaluate", "best_of", "greedy_playout", "squash", "terminal_values", "two_seat"]
