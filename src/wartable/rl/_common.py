"""What the adapters share: the game and its encoding, chance resolved with a seeded generator,
numpy observations and masks, rewards from the game's outcome."""

from __future__ import annotations

import random
from array import array
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
    """The seat's observation as a float32 array of the encoding's shape (a new array,
    written in place by :meth:`Encoding.observe_into`)."""
    out = np.empty(enc.observation_size, dtype=np.float32)
    enc.observe_into(state, seat, out)
    return out.reshape(enc.observation_shape)


def index_array(indices: list[int]) -> np.ndarray:
    """``indices`` as an int64 array (through the buffer of an ``array('q')``: one C loop)."""
    return np.frombuffer(array("q", indices), dtype=np.int64)


def mask_into(enc: Encoding, state: State, seat: int, mask: np.ndarray) -> None:
    """Set ``mask`` (int8 or bool, length ``num_actions``) to ``seat``'s legal actions."""
    mask.fill(0)
    if state.to_move() == seat:
        mask[index_array(enc.legal_indices(state))] = 1


def mask_array(enc: Encoding, state: State, seat: int) -> np.ndarray:
    """int8 mask of ``seat``'s legal actions (all zero when another seat or nobody moves)."""
    mask = np.zeros(enc.num_actions, dtype=np.int8)
    if state.to_move() == seat:
        mask[index_array(enc.legal_indices(state))] = 1
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
