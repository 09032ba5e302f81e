"""Perft: count the legal move sequences of a given length (chance outcomes count as moves)."""

from __future__ import annotations

from .game import State


def perft(state: State, depth: int) -> int:
    """Number of distinct sequences of ``depth`` moves from ``state`` (``state.perft_moves``);
    a sequence that reaches the end of the game early is not counted."""
    if depth == 0:
        return 1
    moves = state.perft_moves()
    if depth == 1:
        return len(moves)
    return sum(perft(state.apply(m), depth - 1) for m in moves)


def divide(state: State, depth: int) -> list[tuple[str, int]]:
    """Perft split by first move: ``(move text, count)`` in legal-move order."""
    return [(state.move_text(m), perft(state.apply(m), depth - 1)) for m in state.perft_moves()]
