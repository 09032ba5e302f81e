"""A Gymnasium environment: the learner plays one seat, wartable agents the others.

Observation: a dict with ``observation`` (float32, the encoding's shape, from the learner's
seat's view only) and ``action_mask`` (int8, the learner's legal actions); also
:meth:`WartableGymEnv.action_masks` for maskable algorithms. Actions are encoding indices.
The opponents' moves and chance are played inside ``step`` with the environment's generator,
seeded by ``reset(seed=...)``. Reward at the end: +1 win, -1 loss, 0 draw for the learner.
An illegal action (``illegal="lose"``, the default) ends the episode with reward -1 and
``info["illegal"] = True``, the game left as it was; ``illegal="raise"`` raises
:class:`wartable.core.IllegalMove` instead.
"""

from __future__ import annotations

import random
from typing import Any, SupportsFloat

import gymnasium
import numpy as np
from gymnasium import spaces

from wartable.ai import Agent, agent_move, make_agent
from wartable.core import (
    CHANCE,
    Game,
    IllegalMove,
    State,
    game_class,
    game_names,
    sample_chance,
)

from ._common import game_and_encoding, mask_array, observation_array, rewards


class WartableGymEnv(gymnasium.Env):
    """One wartable game, the learner in seat ``seat``; ``game_state`` is the wrapped
    :class:`wartable.core.State`."""

    metadata = {"render_modes": ["human", "ansi"]}

    def __init__(
        self,
        game: Game | str = "thud",
        opponent: str | Agent = "random",
        seat: int = 0,
        render_mode: str | None = None,
        illegal: str = "lose",
        **options: Any,
    ) -> None:
        self.rules, self.encoding = game_and_encoding(game, options)
        n = self.rules.num_players
        if not 0 <= seat < n:
            raise ValueError(f"seat {seat}: {self.rules.name} has seats 0..{n - 1}")
        if illegal not in ("lose", "raise"):
            raise ValueError(f"illegal={illegal!r}: 'lose' or 'raise'")
        if render_mode is not None and render_mode not in self.metadata["render_modes"]:
            raise ValueError(f"render_mode {render_mode!r}: one of human, ansi")
        self.seat = seat
        self.illegal = illegal
        self.render_mode = render_mode
        self.opponent: Agent = (
            make_agent(opponent, paths=True) if isinstance(opponent, str) else opponent
        )
        self.observation_space = spaces.Dict(
            {
                "observation": spaces.Box(
                    0.0, 1.0, self.encoding.observation_shape, dtype=np.float32
                ),
                "action_mask": spaces.Box(0, 1, (self.encoding.num_actions,), dtype=np.int8),
            }
        )
        self.action_space = spaces.Discrete(self.encoding.num_actions)
        self._rng = random.Random(0)
        self.game_state: State = self.rules.initial_state()

    def _obs(self) -> dict[str, np.ndarray]:
        return {
            "observation": observation_array(self.encoding, self.game_state, self.seat),
            "action_mask": mask_array(self.encoding, self.game_state, self.seat),
        }

    def action_masks(self) -> np.ndarray:
        """The learner's legal actions as booleans (for maskable algorithms)."""
        return mask_array(self.encoding, self.game_state, self.seat).astype(bool)

    def _advance(self) -> None:
        """Chance and the other seats play until the learner moves or the game ends."""
        state = self.game_state
        while not state.is_over() and state.to_move() != self.seat:
            mover = state.to_move()
            if mover == CHANCE:
                state = state.apply(sample_chance(state, self._rng))
                continue
            rng = random.Random(self._rng.getrandbits(64))
            state = state.play(agent_move(state, mover, self.opponent, rng))
        self.game_state = state

    def reset(
        self, *, seed: int | None = None, options: dict[str, Any] | None = None
    ) -> tuple[dict[str, np.ndarray], dict[str, Any]]:
        super().reset(seed=seed)
        if seed is not None:
            self._rng = random.Random(seed)
        self.game_state = self.rules.initial_state()
        self._advance()
        return self._obs(), {}

    def step(
        self, action: Any
    ) -> tuple[dict[str, np.ndarray], SupportsFloat, bool, bool, dict[str, Any]]:
        if self.game_state.is_over():
            raise IllegalMove("the game is over: call reset()")
        try:
            move = self.encoding.move_of(self.game_state, action)
        except IllegalMove:
            if self.illegal == "raise":
                raise
            return self._obs(), -1.0, True, False, {"illegal": True}
        self.game_state = self.game_state.apply(move)
        self._advance()
        done = self.game_state.is_over()
        reward = rewards(self.game_state)[self.seat] if done else 0.0
        info: dict[str, Any] = {}
        if done:
            outcome = self.game_state.outcome()
            info["reason"] = outcome.reason if outcome else ""
        if self.render_mode == "human":
            self.render()
        return self._obs(), reward, done, False, info

    def render(self) -> str | None:
        if self.render_mode is None:
            return None
        text = self.rules.render(self.game_state.view(self.seat))
        if self.render_mode == "human":
            print(text)
            return None
        return text


def gym_env(
    game: Game | str, opponent: str | Agent = "random", seat: int = 0, **options: Any
) -> WartableGymEnv:
    """A Gymnasium environment of ``game`` where the learner plays ``seat`` against the
    wartable agent ``opponent`` (a name such as ``random``, ``greedy``, ``mcts:200``)."""
    return WartableGymEnv(game, opponent=opponent, seat=seat, **options)


def env_id(name: str) -> str:
    """``wartable/Thud-v0`` for ``thud``."""
    return f"wartable/{name.capitalize()}-v0"


def register_envs() -> None:
    """Register ``wartable/<Game>-v0`` for every game with Gymnasium (idempotent)."""
    for name in game_names():
        if game_class(name).part("encoding") is None:
            continue
        key = env_id(name)
        if key not in gymnasium.registry:
            gymnasium.register(
                id=key,
                entry_point="wartable.rl.gymnasium_env:WartableGymEnv",
                kwargs={"game": name},
            )
