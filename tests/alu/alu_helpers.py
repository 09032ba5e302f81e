"""Helpers for the ALU tests: positions from text diagrams in ALU's position notation."""

from __future__ import annotations

from typing import Any

from wartable.games.alu import GAME
from wartable.games.alu.game import AluGame
from wartable.games.alu.state import AluState


def game(**options: Any) -> AluGame:
    return GAME(**options)


def pos(
    diagram: str,
    mover: str = "C",
    clock: str = "5:3",
    circle: str = "20,5,3,0",
    square: str = "20,5,3,0",
    flags: str = "-",
    **options: Any,
) -> AluState:
    """A position from a board diagram (rows top first, one per line, in the board field's
    characters ``. R C S``) plus the other fields of the position text."""
    rows = [line.replace(" ", "") for line in diagram.strip().splitlines()]
    text = f"{'/'.join(rows)} {mover} {clock} {circle} {square} {flags}"
    return game(**options).parse_state(text)


def texts(state: AluState) -> list[str]:
    return [state.move_text(m) for m in state.legal_moves()]


def squares(state: AluState, bits: int) -> set[str]:
    names = state.game.geo.names
    return {names[i] for i in range(len(names)) if bits >> i & 1}


def kind(state: AluState, letter: str) -> set[str]:
    """The squares of the legal moves of one action letter."""
    return {t.split()[1] for t in texts(state) if t.startswith(letter + " ")}
