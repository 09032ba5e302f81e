"""Helpers for the OrcWar tests: positions from text diagrams, playing move texts."""

from __future__ import annotations

import textwrap

import wartable
from wartable.games.orcwar.state import OrcState


def game(players: int = 2, **options: object) -> wartable.Game:
    return wartable.make("orcwar", players=players, **options)


def pos(body: str, players: int = 2, phase: str = "movement", rnd: int = 1,
        **options: object) -> OrcState:
    """A position from the body of its text form (header and round line added)."""
    text = f"orcwar v1 players {players}\nround {rnd} phase {phase}\n" + textwrap.dedent(body)
    state = game(players, **options).parse_state(text)
    assert isinstance(state, OrcState)
    return state


def texts(state: wartable.State) -> list[str]:
    return [state.move_text(m) for m in state.legal_moves()]


def play(state: wartable.State, *moves: str) -> OrcState:
    for m in moves:
        state = state.play(m)
    assert isinstance(state, OrcState)
    return state
