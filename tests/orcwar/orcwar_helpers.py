"""Helpers for the OrcWar tests: positions from text diagrams, playing move texts."""

from __future__ import annotations

import textwrap

import wartable
from wartable.games.orcwar.state import OrcState

# trade phase (R10), 3 players: B1 (player 0, holding the prisoner B6) and B2 (player 1) stand
# in adjacent orc lands; B3 (player 2) is far away
TRADE = """
    hand 0 gob trl | g1
    hand 1 orc | g3
    hand 2 - | -
    army B1 0 @1 - sha=0 mach=- loot=- flags=0
    army B2 1 @2 - sha=0 mach=- loot=- flags=0
    army B3 2 @9 - sha=0 mach=- loot=- flags=0
    meta {"next_cid":1,"prisoners":[[5],[],[]],"truces":[],"intel":[],"order":[0,1,2],"held":0,"offer":null,"result":null}
    task ["trade",2,[]]
    task ["trade",1,[]]
    task ["trade",0,[]]
    """  # noqa: E501


def game(players: int = 2, **options: object) -> wartable.Game:
    return wartable.make("orcwar", players=players, **options)


def pos(
    body: str, players: int = 2, phase: str = "movement", rnd: int = 1, **options: object
) -> OrcState:
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
