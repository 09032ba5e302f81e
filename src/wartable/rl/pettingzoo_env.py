"""A PettingZoo AEC environment in the classic-games convention (see docs/rl.md).

Agents are named by seat (``seat_0``, ``seat_1`` ...). Each agent observes a dict with
``observation`` (float32, the encoding's shape, from its seat's view only) and ``action_mask``
(int8, 1 for each legal action of that agent; all 0 when it is not its turn). Actions are the
game's encoding indices. Rewards come at the end from the game's outcome: +1 win, -1 loss,
0 draw. Chance (dice, cards, draws) is resolved by the environment's own generator, seeded by
``reset(seed=...)``. ``render()`` is the text picture of the public view.
"""

from __future__ import annotations

import random
from typing import Any

import numpy as np
from gymnasium import spaces
from pettingzoo import AECEnv
from pettingzoo.utils import wrappers

from wartable.core import Game, IllegalMove, State

from ._common import game_and_encoding, mask_array, observation_array, resolve_chance, rewards


class WartableAECEnv(AECEnv):
    """One wartable game as a PettingZoo AEC environment; ``game_state`` is the wrapped
    :class:`wartable.core.State`."""

    metadata = {
        "render_modes": ["human", "ansi"],
        "name": "wartable_v0",
        "is_parallelizable": False,
    }

    def __init__(
        self,
        game: Game | str,
        render_mode: str | None = None,
        max_plies: int | None = None,
        **options: Any,
    ) -> None:
        super().__init__()
        self.rules, self.encoding = game_and_encoding(game, options)
        if render_mode is not None and render_mode not in ("human", "ansi"):
            raise ValueError(f"render_mode {render_mode!r}: one of human, ansi")
        self.render_mode = render_mode
        self.max_plies = max_plies
        self.metadata = {**self.metadata, "name": f"wartable_{self.rules.name}_v0"}
        n = self.rules.num_players
        self.possible_agents = [f"seat_{s}" for s in range(n)]
        self._seat = {a: s for s, a in enumerate(self.possible_agents)}
        obs_space = spaces.Dict(
            {
                "observation": spaces.Box(
                    0.0, 1.0, self.encoding.observation_shape, dtype=np.float32
                ),
                "action_mask": spaces.Box(0, 1, (self.encoding.num_actions,), dtype=np.int8),
            }
        )
        self.observation_spaces = {a: obs_space for a in self.possible_agents}
        self.action_spaces = {
            a: spaces.Discrete(self.encoding.num_actions) for a in self.possible_agents
        }
        self._rng = random.Random()
        self.game_state: State = self.rules.initial_state()
        self.plies = 0

    def observation_space(self, agent: str) -> spaces.Space[Any]:
        return self.observation_spaces[agent]

    def action_space(self, agent: str) -> spaces.Space[Any]:
        return self.action_spaces[agent]

    def reset(self, seed: int | None = None, options: dict[str, Any] | None = None) -> None:
        if seed is not None:
            self._rng = random.Random(seed)
        self.game_state = resolve_chance(self.rules.initial_state(), self._rng)
        self.plies = 0
        self.agents = list(self.possible_agents)
        self.rewards = {a: 0.0 for a in self.agents}
        self._cumulative_rewards = {a: 0.0 for a in self.agents}
        self.terminations = {a: False for a in self.agents}
        self.truncations = {a: False for a in self.agents}
        self.infos: dict[str, dict[str, Any]] = {a: {} for a in self.agents}
        self._after_move()

    def _after_move(self) -> None:
        state = self.game_state
        if state.is_over():
            values = rewards(state)
            outcome = state.outcome()
            for a in self.agents:
                self.rewards[a] = values[self._seat[a]]
                self.terminations[a] = True
                self.infos[a] = {"reason": outcome.reason if outcome else ""}
            self.agent_selection = self.agents[0]
            return
        if self.max_plies is not None and self.plies >= self.max_plies:
            for a in self.agents:
                self.truncations[a] = True
        self.agent_selection = self.possible_agents[state.to_move()]

    def observe(self, agent: str) -> dict[str, np.ndarray]:
        seat = self._seat[agent]
        return {
            "observation": observation_array(self.encoding, self.game_state, seat),
            "action_mask": mask_array(self.encoding, self.game_state, seat),
        }

    def step(self, action: Any) -> None:
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            self._was_dead_step(action)
            return
        seat = self._seat[agent]
        if self.game_state.to_move() != seat:
            raise IllegalMove(f"{agent}: not this agent's turn")
        move = self.encoding.move_of(self.game_state, action)
        self._cumulative_rewards[agent] = 0.0
        for a in self.agents:
            self.rewards[a] = 0.0
        self.game_state = resolve_chance(self.game_state.apply(move), self._rng)
        self.plies += 1
        self._after_move()
        self._accumulate_rewards()
        if self.render_mode == "human":
            self.render()

    def render(self) -> str | None:
        if self.render_mode is None:
            return None
        text = self.rules.render(self.game_state.view(None))
        if self.render_mode == "human":
            print(text)
            return None
        return text

    def close(self) -> None:
        pass


def aec_env(game: Game | str, render_mode: str | None = None, **options: Any) -> AECEnv:
    """A PettingZoo AEC environment of ``game`` (a name or a :class:`Game`) with its rule
    options; the usual PettingZoo wrappers applied (``env.unwrapped.game_state`` is the state).
    ``max_plies=N`` truncates a game after N decisions."""
    env: AECEnv = WartableAECEnv(game, render_mode=render_mode, **options)
    env = wrappers.AssertOutOfBoundsWrapper(env)
    env = wrappers.OrderEnforcingWrapper(env)
    return env
