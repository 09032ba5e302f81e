"""Research environments for the wartable games (``pip install 'wartable[rl]'``; docs/rl.md).

* :func:`aec_env`: a PettingZoo AEC environment (classic-games convention);
* :func:`gym_env`: a Gymnasium environment, the learner against a wartable agent; also
  registered as ``wartable/Thud-v0`` and so on (``gymnasium.make`` after ``import wartable.rl``);
* :func:`vector_env`, :class:`BatchedGames`, :func:`parallel_env`: many games at once
  (``gymnasium.vector``, a batched self-play step, PettingZoo's parallel API);
* :func:`openspiel_game`: a pyspiel game through OpenSpiel's Python-game API;
* :func:`wartable.rl.selfplay.run_selfplay`: agent-vs-agent records as JSON lines, on Ray or
  locally (standard library only without Ray).

Every adapter exposes the wrapped :class:`wartable.core.State` as ``game_state`` (the unwrapped
environment, an OpenSpiel state). Actions and observations come from the game's encoding part
(:mod:`wartable.core.encoding`). Each adapter imports its library only when it is asked for.
"""

from __future__ import annotations

import importlib
from typing import Any

_LAZY = {
    "WartableAECEnv": "pettingzoo_env",
    "aec_env": "pettingzoo_env",
    "WartableGymEnv": "gymnasium_env",
    "gym_env": "gymnasium_env",
    "register_envs": "gymnasium_env",
    "openspiel_game": "openspiel_env",
    "vector_env": "vector_env",
    "BatchedGames": "vector_env",
    "parallel_env": "vector_env",
    "WartableParallelEnv": "vector_env",
    "run_selfplay": "selfplay",
}


def __getattr__(name: str) -> Any:
    module = _LAZY.get(name)
    if module is None:
        raise AttributeError(f"module 'wartable.rl' has no attribute {name!r}")
    return getattr(importlib.import_module(f"wartable.rl.{module}"), name)


try:  # gymnasium.make("wartable/Thud-v0") works once wartable.rl is imported
    import gymnasium as _gymnasium  # noqa: F401
except ImportError:  # pragma: no cover (the rl extra is not installed)
    pass
else:
    from .gymnasium_env import register_envs as _register

    _register()

__all__ = [
    "BatchedGames",
    "WartableAECEnv",
    "WartableGymEnv",
    "aec_env",
    "gymnasium_env",
    "openspiel_game",
    "parallel_env",
    "register_envs",
    "run_selfplay",
    "vector_env",
]
