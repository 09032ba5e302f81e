"""Helpers for the Flatwar tests: positions from diagrams, forced dice and cards."""

from __future__ import annotations

from typing import Any

from wartable.games.flatwar import GAME, FlatwarState

# Red: Square a1, isosceles c2; black: Regular d4, Square h8; terrain d3.
INFANTRY = """
8 . . . . . . . s
7 . . . . . . . .
6 . . . . . . . .
5 . . . . . . . .
4 . . . r . . . .
3 . . . # . . . .
2 . . I . . . . .
1 S . . . . . . .
  a b c d e f g h
phase act
side red
drawn 3H
card 3H
ap 3
"""


def game(**options: Any) -> Any:
    return GAME(**options)


def pos(text: str, **options: Any) -> FlatwarState:
    """A position from its text diagram (missing fields take their empty defaults)."""
    state = game(**options).parse_state(text)
    assert isinstance(state, FlatwarState)
    return state


def texts(state: FlatwarState) -> list[str]:
    return [state.move_text(m) for m in state.legal_moves()]


def play(state: FlatwarState, *moves: str) -> FlatwarState:
    """Play move texts in order (chance outcomes included, e.g. 'roll 4', 'draw 7H')."""
    for text in moves:
        nxt = state.play(text)
        assert isinstance(nxt, FlatwarState)
        state = nxt
    return state


def field(state: FlatwarState, key: str) -> str:
    """One field of the position text, e.g. field(s, 'ap') -> '3'."""
    for line in state.to_text().splitlines():
        k, _, v = line.partition(" ")
        if k == key:
            return v
    raise KeyError(key)


def board_rows(state: FlatwarState) -> list[str]:
    return [line[2:].replace(" ", "") for line in state.to_text().splitlines()[:8]]
