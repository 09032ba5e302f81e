"""Thud knowledge: material margin over the match, cohesion, and the side to move's threat.

Each seat's match total is its finished battles' margins plus the current battle's material
margin (dwarfs - 4 x trolls, R6) from its side; a battle still to be played counts 0 (the sides
swap, so it is symmetric). Small terms: dwarfs standing next to dwarfs (a block protects and
builds hurling lines, R3.2), and the best capture the side to move has right now (half
credited: the opponent may answer). The total is squashed to a win probability, more sharply
in the last battle than in the first.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import cast

from wartable.core import Move, State
from wartable.core.heuristics import squash

from .board import ADJ_BITS, POPCOUNT
from .rules import ThudRules
from .state import K_HURL, K_OFFER, K_TROLL

PLAYOUT_DEPTH = 6
EXPLORATION = 0.5
ORDER_BY_EVAL = False  # about 200 moves a position: captures first (split) instead
#: hard's 1,600 iterations are four searches of 400 that vote: many Thud moves are near ties
#: that one search settles by its first samples (hard against medium went 31-1-8 over 40
#: games with the vote; as one search, 11-2-10 over 23 games)
ENSEMBLE_SPLIT = 400


#: bits 16-24 of a move: its capture mask and the low bit of its kind (set for a hurl)
_MAYBE_CAPTURE = 0x1FF0000


def _capture_value(move: int) -> int:
    kind = move >> 24
    if kind == K_HURL:
        return 4
    if kind == K_TROLL:
        return POPCOUNT[move >> 16 & 0xFF]
    return 0


def evaluate(state: State) -> Sequence[float]:
    s = cast(ThudRules, state)
    results = s.results
    battle = s.battle
    dwarf_seat = (battle - 1) % 2
    finished = 0  # seat 0's total over finished battles
    for index, (d, t, _) in enumerate(results):
        margin = d - 4 * t
        finished += margin if index % 2 == 0 else -margin
    if len(results) >= battle:  # the current battle is already scored (game over)
        current = 0.0
    else:
        dwarfs = s.dwarfs
        trolls = s.trolls
        current = dwarfs.bit_count() - 4 * trolls.bit_count()
        bits = dwarfs
        links = 0
        while bits:
            low = bits & -bits
            bits ^= low
            links += (dwarfs & ADJ_BITS[low.bit_length() - 1]).bit_count()
        current += 0.05 * links
        if s.offer == 0:
            best = 0
            # only a hurl (kind 1: bit 24) or a move with captures (bits 16-23) can be worth
            # more than 0; a C-level filter leaves those (and a few other kinds, worth 0)
            for m in [m for m in s.board_moves() if m & _MAYBE_CAPTURE]:
                v = _capture_value(m)
                if v > best:
                    best = v
            if s.side == 0:
                current += 0.3 * best
            else:
                current -= 0.3 * best
    total0 = finished + (current if dwarf_seat == 0 else -current)
    scale = 8.0 if battle < s.game.battles else 3.0
    p0 = squash(total0 / scale)
    return (p0, 1.0 - p0)


def priority(state: State, move: Move) -> float:
    """Captures first (hurls, then bigger troll captures); offers to end a battle last."""
    kind = move >> 24
    if kind == K_OFFER:
        return -1.0
    return float(_capture_value(move))


def split(state: State, moves: list[Move]) -> list[Move]:
    """The captures, biggest last (MCTS pops from the end)."""
    caps = []
    for m in [m for m in moves if m & _MAYBE_CAPTURE]:
        if m >> 16 & 0xFF or m >> 24 == K_HURL:
            caps.append(m)
    if len(caps) > 1:
        caps.sort(key=_capture_value)
    return caps


def playout(state: State, moves: list[Move], rng: random.Random) -> Move | None:
    """Quiescence: take the biggest capture while there is one; stop at a quiet position."""
    best = None
    best_v = 0
    for m in [m for m in moves if m & _MAYBE_CAPTURE]:
        kind = m >> 24
        if kind == K_HURL:
            v = 4
        elif kind == K_TROLL and m >> 16 & 0xFF:
            v = POPCOUNT[m >> 16 & 0xFF]
        else:
            continue
        if v > best_v:
            best, best_v = m, v
    return best
