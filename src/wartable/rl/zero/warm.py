"""Warm start: the first examples of a run come from the game's own knowledge (numpy only).

Expert iteration starts from an expert (ExIt, Anthony et al. 2017; AlphaGo's supervised
start): before self-play, the network learns from cheap *teacher games* labelled by the
game's hand-made evaluation (:mod:`wartable.ai.evaluation`, the ``heuristics.py`` of the
game, what ``greedy`` and the MCTS levels use):

* the **value target** of a position is the evaluation of it (every seat's value in [0, 1],
  turned relative to the mover as self-play's results are);
* the **policy target** is a softmax of the one-ply values of the legal moves (each move's
  resulting position evaluated for the mover, chance after it averaged as ``greedy`` does):
  ``exp(logit(v) / temperature)`` normalised, so a move the evaluation rates one unit of
  log-odds better is ``e^(1/temperature)`` times as likely. These one-ply values are what
  ``medium`` itself starts its root moves at (its root priors).

The teacher plays a move drawn from that policy target (and, with probability ``explore``,
a uniformly random legal move), so its games visit varied positions of sensible play. Every
decision is taken from the seat's own view: in a game with hidden information the teacher
evaluates a determinisation of the position for the seat to move (``state.determinize``),
never the true hidden state. A game without an evaluation of its own is refused by name.
"""

from __future__ import annotations

import math
import random
from dataclasses import asdict, dataclass
from typing import Any

import numpy as np

from wartable.ai.agents import greedy_scores
from wartable.ai.arena import computer_game
from wartable.ai.evaluation import Knowledge, knowledge
from wartable.ai.network import legal_moves, observe
from wartable.ai.puct import returns_of
from wartable.core import CHANCE, TERMINAL, Game, State, WartableError, make, sample_chance
from wartable.core.encoding import Encoding, encoding_for

from .selfplay import Example


@dataclass(frozen=True)
class WarmSettings:
    #: log-odds per unit of the policy target's softmax (smaller: sharper)
    temperature: float = 0.1
    #: share of the teacher's moves drawn uniformly at random (varied positions)
    explore: float = 0.1
    #: 0: the value target is the evaluation of the position; N: the mean of N leaf values
    #: as ``medium`` takes them (the evaluation mixed with the evaluation after a playout of
    #: the game's own playout policy, its ``PLAYOUT_DEPTH`` and ``PLAYOUT_MIX``)
    playouts: int = 0
    max_plies: int = 2000

    def to_json(self) -> dict[str, Any]:
        return asdict(self)


def check_teachable(game: Game) -> None:
    """Refuse, by name, a game whose knowledge has no evaluation of its own."""
    if not knowledge(game.name).custom:
        raise WartableError(
            f"warm start: {game.name} has no evaluation of its own (heuristics.py) to learn from"
        )


def _logit(v: float) -> float:
    v = min(max(v, 1e-6), 1.0 - 1e-6)
    return math.log(v / (1.0 - v))


def policy_target(values: list[float], temperature: float) -> np.ndarray:
    """The softmax of the moves' one-ply values (for the mover, in [0, 1]) by their log-odds
    over ``temperature``."""
    z = np.array([_logit(v) for v in values]) / temperature
    z -= z.max()
    p = np.exp(z)
    out: np.ndarray = (p / p.sum()).astype(np.float32)
    return out


def teach(
    enc: Encoding,
    know: Knowledge,
    state: State,
    seat: int,
    temperature: float,
    rng: random.Random,
    playouts: int = 0,
) -> Example:
    """The teacher's example for ``seat`` (to move) at ``state``, from the seat's own view
    only: a sample of what it cannot see (``state.determinize``) is evaluated, never the
    hidden state itself."""
    seen = state.determinize(seat, rng) if state.hides_from(seat) else state
    legal = legal_moves(enc, seen)  # a seat's own moves do not depend on what it cannot see
    scores = greedy_scores(seen, seat, know, rng, list(legal.values()))
    values = np.asarray(know.evaluate(seen), dtype=np.float64)
    if playouts > 0:
        values = np.mean([leaf_value(seen, know, rng) for _ in range(playouts)], axis=0)
    return Example(
        observe(enc, state, seat),
        np.asarray(list(legal), np.int32),
        policy_target(scores, temperature),
        np.roll(values, -seat).astype(np.float32),
    )


def leaf_value(state: State, know: Knowledge, rng: random.Random) -> np.ndarray:
    """Every seat's value of ``state`` as MCTS with the game's knowledge values a leaf: a
    playout of ``know.playout_depth`` plies by the game's playout policy (uniform without
    one), chance sampled, then the evaluation, mixed with the evaluation of ``state`` itself
    by ``know.playout_mix``."""
    start = np.asarray(know.evaluate(state), dtype=np.float64)
    s = state
    for _ in range(know.playout_depth):
        p = s.to_move()
        if p == TERMINAL:
            break
        if p == CHANCE:
            s = s.apply(sample_chance(s, rng))
            continue
        moves = s.legal_moves()
        m = (
            moves[rng.randrange(len(moves))]
            if know.playout is None
            else know.playout(s, moves, rng)
        )
        if m is None:  # the policy calls the position quiet
            break
        s = s.apply(m)
    for _ in range(8):
        if s.to_move() != CHANCE:
            break
        s = s.apply(sample_chance(s, rng))
    end = np.asarray(know.evaluate(s), dtype=np.float64)
    mix = know.playout_mix
    out: np.ndarray = (1.0 - mix) * start + mix * end
    return out


def teacher_game(
    game: Game, settings: WarmSettings, rng: random.Random
) -> tuple[list[Example], np.ndarray, int]:
    """One teacher game from the game's first position: its examples (observation, legal
    actions, the one-ply policy target, the evaluation relative to the mover), every seat's
    result and the length in plies. Forced moves give no example."""
    enc = encoding_for(game)
    know = knowledge(game.name)
    state = game.initial_state()
    examples: list[Example] = []
    plies = 0
    while not state.is_over() and plies < settings.max_plies:
        seat = state.to_move()
        if seat == CHANCE:
            state = state.apply(sample_chance(state, rng))
            continue
        legal = legal_moves(enc, state)
        if len(legal) == 1:
            state = state.apply(next(iter(legal.values())))
            plies += 1
            continue
        example = teach(enc, know, state, seat, settings.temperature, rng, settings.playouts)
        examples.append(example)
        actions = example.legal.tolist()
        policy = example.policy
        if rng.random() < settings.explore:
            pick = actions[rng.randrange(len(actions))]
        else:
            pick = actions[_draw(rng, policy)]
        if pick not in legal:  # not expected: the seat's moves are the same in its sample
            pick = next(iter(legal))
        state = state.apply(legal[pick])
        plies += 1
    return examples, returns_of(state, game.num_players), plies


def _draw(rng: random.Random, p: np.ndarray) -> int:
    r = rng.random()
    acc = 0.0
    for i, v in enumerate(p):
        acc += float(v)
        if r < acc:
            return i
    return len(p) - 1


def warm_task(task: tuple[Any, ...]) -> tuple[list[Example], list[list[float]], int, int]:
    """A worker's unit of teacher games: ``(game, options, settings, seed, games)`` ->
    ``(examples, results, plies, games)`` (plain values cross the process boundary)."""
    name, options, settings_json, seed, games = task
    settings = WarmSettings(**settings_json)
    game = computer_game(make(name, **options))
    rng = random.Random(seed)
    examples: list[Example] = []
    results: list[list[float]] = []
    plies = 0
    for _ in range(games):
        ex, z, n = teacher_game(game, settings, rng)
        examples.extend(ex)
        results.append(z.tolist())
        plies += n
    return examples, results, plies, games


__all__ = [
    "WarmSettings",
    "check_teachable",
    "leaf_value",
    "policy_target",
    "teach",
    "teacher_game",
    "warm_task",
]
