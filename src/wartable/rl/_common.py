"""What the adapters share: the game and its encoding, chance resolved with a seeded generator,
numpy observations and masks, rewards from the game's outcome."""

from __future__ import annotations

import random
from typing import Any

import numpy as np

from wartable.ai.arena import computer_game
from wartable.core import CHANCE, Game, State, make, sample_chance
from wartable.core.encoding import Encoding, encoding_for


def resolve_game(game: Game | str, options: dict[str, Any]) -> Game:
    """``game`` itself, or the game called ``game`` with ``options``; with the limits the
    adapters set for themselves where the options leave them at their defaults (OrcWar: 15
    rounds; :data:`wartable.ai.arena.COMPUTER_LIMITS`), so that an episode ends."""
    if isinstance(game, Game):
        if options:
            game = make(game.name, **{**dict(game.non_default_options()), **options})
        return computer_game(game)
    return computer_game(make(game, **options))


def game_and_encoding(game: Game | str, options: dict[str, Any]) -> tuple[Game, Encoding]:
    rules = resolve_game(game, options)
    return rules, encoding_for(rules)


def resolve_chance(state: State, rng: random.Random) -> State:
    """Play chance outcomes drawn with ``rng`` until a seat moves or the game ends."""
    while state.to_move() == CHANCE:
        state = state.apply(sample_chance(state, rng))
    return state


def observation_array(enc: Encoding, state: State, seat: int | None) -> np.ndarray:
    """The seat's observation as a float32 array of the encoding's shape."""
    return np.asarray(enc.observation(state, seat), dtype=np.float32).reshape(enc.observation_shape)


def mask_array(enc: Encoding, state: State, seat: int) -> np.ndarray:
    """int8 mask of ``seat``'s legal actions (all zero when another seat or nobody moves)."""
    mask = np.zeros(enc.num_actions, dtype=np.int8)
    if state.to_move() == seat:
        for index in enc.legal_actions(state):
            mask[index] = 1
    return mask


def rewards(state: State) -> list[float]:
    """Each seat's reward at the end: +1 win, -1 loss, 0 draw (``2 * returns - 1``), all 0
    while the game goes on."""
    outcome = state.outcome()
    if outcome is None:
        return [0.0] * state.game.num_players
    return [2.0 * r - 1.0 for r in outcome.returns]


def seed_int(rng: np.random.Generator) -> int:
    return int(rng.integers(0, 2**63 - 1))
