"""Many games at once (issue 40; see docs/rl.md).

* :func:`vector_env`: ``gymnasium.vector`` over :class:`~wartable.rl.gymnasium_env.WartableGymEnv`
  (the learner in one seat against a wartable agent): ``SyncVectorEnv`` in this process, or
  ``AsyncVectorEnv`` with one worker process per game. Observations come batched as the dict
  ``{"observation": (N, *shape) float32, "action_mask": (N, A) int8}``; finished games reset
  by themselves (Gymnasium's next-step autoreset).
* :class:`BatchedGames`: N games in self-play, every seat's moves given by the caller: one
  :meth:`BatchedGames.step` takes N actions (one per game, for whoever is to move there) and
  writes the N next observations and masks into arrays allocated once. Chance is drawn with
  each game's own seeded generator; a finished game reports its rewards and starts again.
  This is the shape batched learners (AlphaZero-style self-play, PPO over many games) use.
* :func:`parallel_env`: PettingZoo's parallel API. The games are turn-based, so at each step
  one agent acts (the one whose mask is not all zero, ``infos[agent]["to_move"]``); the
  others' actions are ignored, which is how the parallel API carries turn-taking games.

Every observation and mask is the one :mod:`wartable.rl._common` makes for the single-game
adapters (the seat's view only), so the batched games keep the same contract.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from typing import Any

import gymnasium
import numpy as np
from gymnasium import spaces
from pettingzoo import ParallelEnv

from wartable.core import Game, IllegalMove, State

from ._common import game_and_encoding, index_array, mask_into, resolve_chance, rewards
from .gymnasium_env import WartableGymEnv


def vector_env(
    game: Game | str,
    num_envs: int,
    *,
    asynchronous: bool = False,
    opponent: str = "random",
    seat: int = 0,
    **options: Any,
) -> gymnasium.vector.VectorEnv:
    """``num_envs`` copies of the Gymnasium environment of ``game`` (the learner in ``seat``
    against ``opponent``) as one ``gymnasium.vector`` environment; ``asynchronous=True`` runs
    each in its own process."""
    if num_envs < 1:
        raise ValueError(f"num_envs {num_envs}: at least 1")

    def make_one() -> Callable[[], gymnasium.Env]:
        return lambda: WartableGymEnv(game, opponent=opponent, seat=seat, **options)

    fns = [make_one() for _ in range(num_envs)]
    if asynchronous:
        return gymnasium.vector.AsyncVectorEnv(fns)
    return gymnasium.vector.SyncVectorEnv(fns)


class BatchedGames:
    """``n`` games of one rule set in self-play, stepped together.

    After :meth:`reset` and after each :meth:`step`:

    * ``observations``: float32 ``(n, *observation_shape)``, game ``i`` seen by the seat to
      move there (``to_move[i]``);
    * ``masks``: int8 ``(n, num_actions)``, that seat's legal actions;
    * ``to_move``: int ``(n,)``, the seat to move in each game;
    * ``states``: the wartable states.

    :meth:`step` returns ``(rewards, done)``: float32 ``(n, players)`` (+1 win, -1 loss, 0 draw
    for the games that ended with this step, else 0) and bool ``(n,)``. A game that ended is
    started again at once (its new first position is in the arrays); ``max_plies`` truncates a
    game after that many decisions (``done`` set, rewards 0).
    """

    def __init__(
        self,
        game: Game | str,
        n: int,
        *,
        max_plies: int | None = None,
        **options: Any,
    ) -> None:
        if n < 1:
            raise ValueError(f"n {n}: at least 1")
        self.rules, self.encoding = game_and_encoding(game, options)
        self.n = n
        self.num_players = self.rules.num_players
        self.max_plies = max_plies
        enc = self.encoding
        self.observations = np.zeros((n, *enc.observation_shape), dtype=np.float32)
        self._flat = self.observations.reshape(n, enc.observation_size)
        self.masks = np.zeros((n, enc.num_actions), dtype=np.int8)
        self.to_move = np.zeros(n, dtype=np.int64)
        self.plies = np.zeros(n, dtype=np.int64)
        self._rngs = [random.Random(i) for i in range(n)]
        self.states: list[State] = [self.rules.initial_state() for _ in range(n)]
        #: each game's legal moves by action (what its mask row has set)
        self._legal: list[dict[int, Any]] = [{} for _ in range(n)]
        self._filled = False

    def reset(self, seed: int | None = None) -> None:
        """Start every game; game ``i``'s chance from ``random.Random(seed * n + i)`` (the
        ``i``-th of a fresh sequence when ``seed`` is None)."""
        base = 0 if seed is None else seed * self.n
        if seed is not None:
            self._rngs = [random.Random(base + i) for i in range(self.n)]
        for i in range(self.n):
            self._start(i)
        self._filled = True

    def _start(self, i: int) -> None:
        self.states[i] = resolve_chance(self.rules.initial_state(), self._rngs[i])
        self.plies[i] = 0
        self._fill(i)

    def _fill(self, i: int) -> None:
        state = self.states[i]
        seat = state.to_move()
        self.to_move[i] = seat
        enc = self.encoding
        enc.observe_into(state, seat, self._flat[i])
        legal = self._legal[i] = enc.legal_actions(state)
        row = self.masks[i]
        row.fill(0)
        row[index_array(list(legal))] = 1

    def step(self, actions: Sequence[int] | np.ndarray) -> tuple[np.ndarray, np.ndarray]:
        """Play ``actions[i]`` in game ``i`` for its seat to move; :class:`IllegalMove`
        naming the game and the action if one is not legal (no game is changed then)."""
        if not self._filled:
            raise IllegalMove("call reset() before step()")
        if len(actions) != self.n:
            raise IllegalMove(f"{len(actions)} actions for {self.n} games")
        enc = self.encoding
        moves = []
        for i, action in enumerate(actions):
            try:
                index = enc.check_action(action)
            except IllegalMove as exc:
                raise IllegalMove(f"game {i}: {exc}") from None
            move = self._legal[i].get(index, _NONE)
            if move is _NONE:
                raise IllegalMove(
                    f"game {i}: action {index} ({enc.describe(index)}): it is not a legal move here"
                )
            moves.append(move)
        out = np.zeros((self.n, self.num_players), dtype=np.float32)
        done = np.zeros(self.n, dtype=bool)
        for i, move in enumerate(moves):
            state = resolve_chance(self.states[i].apply(move), self._rngs[i])
            self.plies[i] += 1
            if state.is_over():
                out[i] = rewards(state)
                done[i] = True
                self._start(i)
                continue
            if self.max_plies is not None and self.plies[i] >= self.max_plies:
                done[i] = True
                self._start(i)
                continue
            self.states[i] = state
            self._fill(i)
        return out, done


_NONE = object()


class WartableParallelEnv(ParallelEnv):  # type: ignore[misc]
    """One wartable game through PettingZoo's parallel API (turn-taking: one agent acts a
    step; see the module's text)."""

    metadata = {"render_modes": ["ansi"], "name": "wartable_parallel_v0"}

    def __init__(self, game: Game | str, max_plies: int | None = None, **options: Any) -> None:
        self.rules, self.encoding = game_and_encoding(game, options)
        self.max_plies = max_plies
        n = self.rules.num_players
        self.possible_agents = [f"seat_{s}" for s in range(n)]
        self._seat = {a: s for s, a in enumerate(self.possible_agents)}
        enc = self.encoding
        space = spaces.Dict(
            {
                "observation": spaces.Box(0.0, 1.0, enc.observation_shape, dtype=np.float32),
                "action_mask": spaces.Box(0, 1, (enc.num_actions,), dtype=np.int8),
            }
        )
        self.observation_spaces = {a: space for a in self.possible_agents}
        self.action_spaces = {a: spaces.Discrete(enc.num_actions) for a in self.possible_agents}
        self._rng = random.Random()
        self.game_state: State = self.rules.initial_state()
        self.plies = 0
        self.agents: list[str] = []

    def observation_space(self, agent: str) -> spaces.Space[Any]:
        return self.observation_spaces[agent]

    def action_space(self, agent: str) -> spaces.Space[Any]:
        return self.action_spaces[agent]

    def _observe(self) -> dict[str, dict[str, np.ndarray]]:
        enc = self.encoding
        out: dict[str, dict[str, np.ndarray]] = {}
        for agent in self.agents:
            seat = self._seat[agent]
            obs = np.empty(enc.observation_size, dtype=np.float32)
            enc.observe_into(self.game_state, seat, obs)
            mask = np.zeros(enc.num_actions, dtype=np.int8)
            mask_into(enc, self.game_state, seat, mask)
            out[agent] = {"observation": obs.reshape(enc.observation_shape), "action_mask": mask}
        return out

    def _infos(self) -> dict[str, dict[str, Any]]:
        mover = self.game_state.to_move()
        return {a: {"to_move": self._seat[a] == mover} for a in self.agents}

    def reset(
        self, seed: int | None = None, options: dict[str, Any] | None = None
    ) -> tuple[dict[str, Any], dict[str, Any]]:
        if seed is not None:
            self._rng = random.Random(seed)
        self.game_state = resolve_chance(self.rules.initial_state(), self._rng)
        self.plies = 0
        self.agents = list(self.possible_agents)
        return self._observe(), self._infos()

    def step(self, actions: dict[str, Any]) -> tuple[Any, Any, Any, Any, Any]:
        state = self.game_state
        mover = self.possible_agents[state.to_move()]
        if mover not in actions:
            raise IllegalMove(f"{mover} is to move: its action is missing")
        move = self.encoding.move_of(state, actions[mover])
        self.game_state = state = resolve_chance(state.apply(move), self._rng)
        self.plies += 1
        over = state.is_over()
        truncated = not over and self.max_plies is not None and self.plies >= self.max_plies
        values = rewards(state)
        observations = self._observe()
        rew = {a: values[self._seat[a]] if over else 0.0 for a in self.agents}
        terms = {a: over for a in self.agents}
        truncs = {a: truncated for a in self.agents}
        infos = self._infos()
        if over or truncated:
            self.agents = []
        return observations, rew, terms, truncs, infos

    def render(self) -> str:
        return str(self.rules.render(self.game_state.view(None)))

    def close(self) -> None:
        pass

    def state(self) -> np.ndarray:
        """The spectator's observation (the public view), as a global state."""
        out = np.empty(self.encoding.observation_size, dtype=np.float32)
        self.encoding.observe_into(self.game_state, None, out)
        return out.reshape(self.encoding.observation_shape)


def parallel_env(game: Game | str, **options: Any) -> WartableParallelEnv:
    """A PettingZoo parallel environment of ``game`` (a name or a :class:`Game`)."""
    return WartableParallelEnv(game, **options)


__all__ = ["BatchedGames", "WartableParallelEnv", "parallel_env", "vector_env"]
