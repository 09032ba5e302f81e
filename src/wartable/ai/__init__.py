"""Agents that play any wartable game through the common contract only.

An agent is handed a state in which everything its seat may not see has been resampled
(``state.determinize(seat, rng)``), so it cannot read another seat's hidden information even by
mistake; it returns one of that state's legal moves.
"""

from __future__ import annotations

import random
from typing import Protocol

from wartable.core import BadOption, Move, State


class Agent(Protocol):
    """Something that chooses a move for ``seat`` (the seat to move in ``state``)."""

    name: str

    def choose(self, state: State, seat: int, rng: random.Random) -> Move: ...


class RandomAgent:
    """Chooses uniformly among the legal moves."""

    name = "random"

    def choose(self, state: State, seat: int, rng: random.Random) -> Move:
        moves = state.legal_moves()
        return moves[rng.randrange(len(moves))]


_AGENTS: dict[str, type] = {"random": RandomAgent}


def agent_names() -> list[str]:
    return sorted(_AGENTS)


def make_agent(name: str) -> Agent:
    """The agent called ``name`` (see :func:`agent_names`)."""
    key = name.strip().lower()
    if key not in _AGENTS:
        raise BadOption(f"agent {name!r}: unknown (agents: {', '.join(agent_names())})")
    agent: Agent = _AGENTS[key]()
    return agent


def agent_move(state: State, seat: int, agent: Agent, rng: random.Random) -> str:
    """Ask ``agent`` for ``seat``'s move in the true ``state`` and return the move's text.

    The agent sees only ``state.determinize(seat, rng)``; the text is then parsed against the
    true state by the caller (e.g. ``Match.play(text, seat)``), which checks it is legal."""
    sample = state.determinize(seat, rng)
    return sample.move_text(agent.choose(sample, seat, rng))
