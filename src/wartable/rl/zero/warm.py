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
a uniformly random legal move), so its games visit varied positions of sensible play.

A **searching teacher** (``teacher="easy"``, ``"medium"``, ``"hard"`` or ``"mcts:N"``; the
fourth session of issue 41) labels a position by one of the built-in MCTS agents' searches
instead (:meth:`wartable.ai.mcts.MCTSAgent.analyse`): the policy target is the share of the
root's real visits that went to each legal move, the value target the searched value of the
position (every seat's mean leaf value over the search's iterations). Its games are played by
its own choices: the first ``sample_plies`` decisions draw a move in proportion to the
visits, the later ones take the move the agent would play, and with probability ``explore``
a uniformly random one. With either teacher, ``result_weight`` mixes the teacher game's final
result (relative to the mover) into every value target of that game. Every
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

from wartable.ai import LEVELS, make_agent
from wartable.ai.agents import greedy_scores
from wartable.ai.arena import computer_game
from wartable.ai.evaluation import Knowledge, knowledge
from wartable.ai.mcts import MCTSAgent
from wartable.ai.network import legal_moves, observe
from wartable.ai.puct import returns_of
from wartable.core import CHANCE, TERMINAL, Game, State, WartableError, make, sample_chance
from wartable.core.encoding import Encoding, encoding_for

from .selfplay import Example, weighted_index


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
    #: who labels the positions: ``eval`` (the evaluation's one-ply values, above) or a
    #: built-in MCTS agent (``easy``, ``medium``, ``hard``, ``mcts:N``) whose root visits and
    #: searched values are the targets
    teacher: str = "eval"
    #: weight of the teacher game's final result in every value target of that game (0 to 1)
    result_weight: float = 0.0
    #: a searching teacher's first decisions a game that draw a move in proportion to the
    #: root's visits (varied games); later ones play the agent's own choice
    sample_plies: int = 12

    def to_json(self) -> dict[str, Any]:
        return asdict(self)


def check_teachable(game: Game, settings: WarmSettings | None = None) -> None:
    """Refuse, by name, a teacher that cannot be: an unknown one, or the evaluation's
    one-ply values in a game whose knowledge has no evaluation of its own (a searching
    teacher plays any game: MCTS with the generic playouts)."""
    teacher = "eval" if settings is None else settings.teacher
    if teacher_agent(teacher) is not None:
        return
    if not knowledge(game.name).custom:
        raise WartableError(
            f"warm start: {game.name} has no evaluation of its own (heuristics.py) to learn from"
        )


def teacher_agent(name: str) -> MCTSAgent | None:
    """The searching teacher called ``name`` (``easy``, ``medium``, ``hard``, ``mcts:N``), or
    None for ``eval`` (the evaluation's one-ply values); anything else is refused by name."""
    key = name.strip().lower()
    if key == "eval":
        return None
    if key in LEVELS or key.startswith("mcts:"):
        agent = make_agent(key)
        if isinstance(agent, MCTSAgent):
            return agent
    raise WartableError(
        f"warm teacher {name!r}: eval, {', '.join(LEVELS)} or mcts:N (an MCTS agent's search)"
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


def search_teach(
    enc: Encoding, agent: MCTSAgent, state: State, seat: int, rng: random.Random
) -> tuple[Example, int]:
    """The searching teacher's example for ``seat`` (to move) at ``state`` and the action it
    would play: ``agent``'s search from the seat's own view (a sample of what it cannot see,
    and the search samples again from that), the share of the root's real visits of each
    legal action as the policy target, every seat's searched value relative to the mover as
    the value target."""
    seen = state.determinize(seat, rng) if state.hides_from(seat) else state
    legal = legal_moves(enc, seen)
    found = agent.analyse(seen, seat, rng)
    counts = np.array([found.visits.get(m, 0) for m in legal.values()], dtype=np.float64)
    if counts.sum() <= 0:  # not expected: every search visits a root move
        counts[:] = 1.0
    pick = next((a for a, m in legal.items() if m == found.best), next(iter(legal)))
    example = Example(
        observe(enc, state, seat),
        np.asarray(list(legal), np.int32),
        (counts / counts.sum()).astype(np.float32),
        np.roll(np.asarray(found.values, dtype=np.float64), -seat).astype(np.float32),
    )
    return example, pick


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
    actions, the teacher's policy target, its value target relative to the mover, mixed with
    the game's result by ``result_weight``), every seat's result and the length in plies.
    Forced moves give no example."""
    enc = encoding_for(game)
    know = knowledge(game.name)
    agent = teacher_agent(settings.teacher)
    state = game.initial_state()
    examples: list[Example] = []
    seats: list[int] = []
    plies = 0
    decisions = 0
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
        if agent is None:
            example = teach(enc, know, state, seat, settings.temperature, rng, settings.playouts)
            choice = None
        else:
            example, choice = search_teach(enc, agent, state, seat, rng)
        examples.append(example)
        seats.append(seat)
        actions = example.legal.tolist()
        if rng.random() < settings.explore:
            pick = actions[rng.randrange(len(actions))]
        elif choice is None or decisions < settings.sample_plies:
            pick = actions[weighted_index(rng, example.policy)]
        else:
            pick = choice
        if pick not in legal:  # not expected: the seat's moves are the same in its sample
            pick = next(iter(legal))
        state = state.apply(legal[pick])
        plies += 1
        decisions += 1
    z = returns_of(state, game.num_players)
    w = settings.result_weight
    if w > 0:
        for example, seat in zip(examples, seats, strict=True):
            mixed = (1.0 - w) * example.value + w * np.roll(z, -seat)
            example.value = mixed.astype(np.float32)
    return examples, z, plies


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
    "search_teach",
    "teach",
    "teacher_agent",
    "teacher_game",
    "warm_task",
]
