"""Self-play games with the network-guided search: the training examples (numpy only).

Every decision of every seat is searched from that seat's own view (the search determinises
from it in games with hidden information) and gives one example: the mover's observation,
its legal actions, the search's visit counts over them (the policy target) and, once the game
is over, every seat's result relative to the mover (the value target: value ``k`` is seat
``(mover + k) mod players``'s; 1 win, 1/2 draw, 0 loss). Decisions with one legal move are
played without a search and give no example. The first ``temperature_plies`` decisions pick a
move in proportion to its visits (varied openings), the later ones the most visited move; the
root's priors get Dirichlet noise.
"""

from __future__ import annotations

import random
from dataclasses import asdict, dataclass
from typing import Any

import numpy as np

from wartable.ai.arena import computer_game
from wartable.ai.network import Model, legal_moves, observe
from wartable.ai.puct import Search, returns_of
from wartable.core import CHANCE, Game, State, make, sample_chance
from wartable.core.encoding import encoding_for


@dataclass(frozen=True)
class SelfPlaySettings:
    simulations: int = 64
    c_puct: float = 1.25
    noise: float = 0.25
    alpha: float = 0.3
    temperature_plies: int = 12
    max_plies: int = 2000
    #: the search scales child values to [0, 1] per node (:class:`~wartable.ai.puct.Search`)
    norm: bool = False

    def to_json(self) -> dict[str, Any]:
        return asdict(self)


@dataclass
class Example:
    """One decision: observation, legal actions, visit shares, seat and mover-relative values."""

    obs: np.ndarray
    legal: np.ndarray
    policy: np.ndarray
    value: np.ndarray


def play_game(
    model: Model,
    game: Game,
    settings: SelfPlaySettings,
    rng: random.Random,
    search: Search | None = None,
    start: State | None = None,
) -> tuple[list[Example], np.ndarray, int]:
    """One self-play game (from ``start``, else the game's first position; with ``search``,
    else a search of ``model`` with the settings' noise): its examples, every seat's result
    and its length in plies."""
    if search is None:
        search = Search(
            model,
            encoding_for(game),
            settings.c_puct,
            noise=settings.noise,
            alpha=settings.alpha,
            norm=settings.norm,
        )
    enc = search.enc
    state = game.initial_state() if start is None else start
    steps: list[tuple[np.ndarray, np.ndarray, np.ndarray, int]] = []
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
        x = observe(enc, state, seat)
        root = search.run(state, seat, rng, settings.simulations)
        actions = list(legal)
        counts = np.array(
            [ch.n if (ch := root.children.get(a)) is not None else 0 for a in actions], float
        )
        if counts.sum() <= 0:
            counts[:] = 1.0
        share = counts / counts.sum()
        steps.append((x, np.asarray(actions, np.int32), share.astype(np.float32), seat))
        if decisions < settings.temperature_plies:
            pick = actions[weighted_index(rng, share)]
        else:
            pick = actions[int(np.argmax(counts))]
        state = state.apply(legal[pick])
        plies += 1
        decisions += 1
    n = game.num_players
    z = returns_of(state, n)
    examples = [
        Example(x, legal_idx, pi, np.roll(z, -seat).astype(np.float32))
        for x, legal_idx, pi, seat in steps
    ]
    return examples, z, plies


def weighted_index(rng: random.Random, p: np.ndarray) -> int:
    """An index drawn with probabilities ``p`` (summing to 1) by one ``rng.random()``."""
    r = rng.random()
    acc = 0.0
    for i, v in enumerate(p):
        acc += float(v)
        if r < acc:
            return i
    return len(p) - 1


def selfplay_task(task: tuple[Any, ...]) -> tuple[list[Example], list[list[float]], int, int]:
    """A worker's unit of work: ``(meta, weights, settings, seed, games)`` ->
    ``(examples, results, plies, games)``. Plain values only cross the process boundary."""
    meta, weights, settings_json, seed, games = task
    from wartable.ai.network import NetShape

    model = Model(meta["game"], meta["options"], NetShape(**meta["shape"]), dict(weights))
    settings = SelfPlaySettings(**settings_json)
    game = computer_game(make(meta["game"], **meta["options"]))
    rng = random.Random(seed)
    examples: list[Example] = []
    results: list[list[float]] = []
    plies = 0
    for _ in range(games):
        ex, z, n = play_game(model, game, settings, rng)
        examples.extend(ex)
        results.append(z.tolist())
        plies += n
    return examples, results, plies, games


__all__ = ["Example", "SelfPlaySettings", "play_game", "selfplay_task"]
