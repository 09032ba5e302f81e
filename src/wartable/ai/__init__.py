"""Agents that play any wartable game through the common contract only.

An agent is handed a state in which everything its seat may not see has been resampled
(``state.determinize(seat, rng)``), so it cannot read another seat's hidden information even by
mistake; it returns one of that state's legal moves.

Names (:func:`make_agent`):

* ``random``: uniform among the legal moves;
* ``greedy``: one ply, the game's evaluation (:mod:`wartable.ai.evaluation`);
* ``easy``, ``medium`` (also ``mcts``), ``hard``: MCTS with 60, 400 and 1600 iterations
  per decision (a game may count an iteration as several: OrcWar's long playouts count 4);
* ``mcts:N``: MCTS with N iterations; ``mcts:Ns`` (e.g. ``mcts:2.5s``): N seconds a decision.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Protocol

from wartable.core import BadOption, Move, State

from .agents import GreedyAgent, RandomAgent
from .mcts import MCTSAgent


class Agent(Protocol):
    """Something that chooses a move for ``seat`` (the seat to move in ``state``)."""

    name: str

    def choose(self, state: State, seat: int, rng: random.Random) -> Move: ...


#: MCTS iterations per decision of each strength level.
LEVELS: dict[str, int] = {"easy": 60, "medium": 400, "hard": 1600}


def _level(name: str) -> Callable[[], Agent]:
    return lambda: MCTSAgent(iterations=LEVELS[name], name=name)


_AGENTS: dict[str, Callable[[], Agent]] = {
    "random": RandomAgent,
    "greedy": GreedyAgent,
    "easy": _level("easy"),
    "medium": _level("medium"),
    "mcts": _level("medium"),
    "hard": _level("hard"),
}


def agent_names() -> list[str]:
    return [*_AGENTS, "mcts:N", "mcts:Ns", "mcts:LEVEL,KEY=VALUE"]


def flag(text: str) -> bool:
    """``1``/``true``/``yes`` or ``0``/``false``/``no``."""
    low = text.lower()
    if low in ("1", "true", "yes"):
        return True
    if low in ("0", "false", "no"):
        return False
    raise ValueError(text)


#: settings an MCTS agent name may carry after its budget: ``mcts:400,c=0.3,final=value``
MCTS_SETTINGS: dict[str, tuple[str, Callable[[str], object]]] = {
    "c": ("exploration", float),
    "depth": ("playout_depth", int),
    "widen": ("widen", float),
    "mm": ("minimax", float),
    "norm": ("norm", str),
    "final": ("final", str),
    "plain": ("generic", flag),
    "prior": ("prior", int),
    "expect": ("expect", flag),
    "floor": ("floor", float),
    "root": ("root", str),
    "width": ("width", int),
    "chance": ("chance", str),
    "ensemble": ("ensemble", int),
    "tree": ("tree", int),
    "crn": ("crn", flag),
}


def _mcts(name: str, spec: str) -> Agent:
    """An MCTS agent from ``N`` or ``Ns`` optionally followed by ``,key=value`` settings."""
    budget, *settings = [part.strip() for part in spec.split(",")]
    kwargs: dict[str, object] = {}
    if budget in LEVELS:
        kwargs["iterations"] = LEVELS[budget]
    else:
        try:
            if budget.endswith("s"):
                seconds = float(budget[:-1])
                if not seconds > 0:
                    raise ValueError
                kwargs["iterations"] = None
                kwargs["time_limit"] = seconds
            else:
                iterations = int(budget)
                if iterations <= 0:
                    raise ValueError
                kwargs["iterations"] = iterations
        except ValueError:
            raise BadOption(
                f"agent {name!r}: write mcts:N (N iterations, N > 0), mcts:Ns (seconds) "
                f"or mcts:LEVEL ({', '.join(LEVELS)})"
            ) from None
    for item in settings:
        key, eq, value = item.partition("=")
        if not eq or key.strip() not in MCTS_SETTINGS:
            raise BadOption(
                f"agent {name!r}: setting {item!r} is not KEY=VALUE with KEY one of "
                f"{', '.join(MCTS_SETTINGS)}"
            )
        attr, kind = MCTS_SETTINGS[key.strip()]
        try:
            kwargs[attr] = kind(value.strip())
        except ValueError:
            what = "0 or 1" if kind is flag else f"a {getattr(kind, '__name__', 'value')}"
            raise BadOption(f"agent {name!r}: {key}={value!r} is not {what}") from None
    try:
        return MCTSAgent(name=name, **kwargs)  # type: ignore[arg-type]
    except ValueError as exc:
        raise BadOption(f"agent {name!r}: {exc}") from None


def make_agent(name: str) -> Agent:
    """The agent called ``name`` (see :func:`agent_names`).

    Besides the names, ``mcts:BUDGET[,KEY=VALUE...]`` builds an MCTS agent: BUDGET is N
    iterations, Ns seconds or a level name; KEY is one of :data:`MCTS_SETTINGS` (``c`` the UCT
    constant, ``depth`` playout plies, ``widen`` progressive widening, ``mm`` the minimax
    weight, ``norm`` global|sibling|none, ``final`` visits|value, ``plain=1`` no game
    knowledge: random playouts to the end, ``prior`` virtual visits at each root move's
    one-ply value, ``floor`` the smallest span sibling scaling divides by, ``root``
    ucb|halving, ``width`` halving's candidates, ``chance`` sample|stratified, ``ensemble``
    K searches sharing the budget that vote on the move)."""
    key = name.strip().lower()
    factory = _AGENTS.get(key)
    if factory is not None:
        return factory()
    if key.startswith("mcts:"):
        return _mcts(key, key[5:])
    raise BadOption(f"agent {name!r}: unknown (agents: {', '.join(agent_names())})")


def agent_move(state: State, seat: int, agent: Agent, rng: random.Random) -> str:
    """Ask ``agent`` for ``seat``'s move in the true ``state`` and return the move's text.

    The agent sees only ``state.determinize(seat, rng)``; the text is then parsed against the
    true state by the caller (e.g. ``Match.play(text, seat)``), which checks it is legal."""
    sample = state.determinize(seat, rng)
    return sample.move_text(agent.choose(sample, seat, rng))


__all__ = [
    "LEVELS",
    "Agent",
    "GreedyAgent",
    "MCTSAgent",
    "RandomAgent",
    "agent_move",
    "agent_names",
    "make_agent",
]
