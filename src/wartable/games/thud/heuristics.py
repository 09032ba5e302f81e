"""Thud knowledge: material margin over the match, cohesion, and the side to move's threat.

Each seat's match total is its finished battles' margins plus the current battle's material
margin (dwarfs - 4 x trolls, R6) from its side; a battle still to be played counts 0 (the sides
swap, so it is symmetric). Small terms: dwarfs standing next to dwarfs beyond those of the
start position (a block protects and builds hurling lines, R3.2; counted from the start so
that a battle about to begin counts 0 like one still to be played), and the best capture the
side to move has right now (half credited: the opponent may answer). The total is squashed to
a win probability, more sharply in the last battle than in the first.

An offer to end the battle (R5.1) gains its maker something only if the responder accepts,
and a responder accepts only an end better for him than playing on, which in a zero-sum match
is worse for the maker. So the position after an offer is worth, to its maker, the lesser of
ending now and its best move once the offer is declined, and a declined offer's position that
best move (one ply), both less :data:`OFFER_EDGE`: valued statically, the declined position
would look better than the moves themselves (their answers not yet counted), and an offer would
be a way to put off every decision (issue 27: medium offered in lost and in winning positions
alike). The agents thus do not offer, and they accept an offer when ending now is better for
them than playing on by more than the edge (:func:`offer_value`, :func:`declined_value`).
"""

from __future__ import annotations

import math
import random
from collections.abc import Sequence
from typing import cast

from wartable.core import Move, State
from wartable.core.heuristics import terminal_values

from .board import ADJ_BITS, DWARF, POPCOUNT, SIZE
from .state import (
    ACCEPT,
    DECLINE,
    K_HURL,
    K_OFFER,
    K_TROLL,
    OFFER_DECLINED,
    OFFER_PENDING,
    ThudState,
)

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


#: what an offer costs its maker (a win probability): the positions after an offer and after
#: its decline are valued this much below the maker's best move, so that the search, which
#: values a move by its answers, does not find the offer better than that move
OFFER_EDGE = 0.05


def _links(dwarfs: int) -> int:
    """Dwarf-dwarf adjacencies (each pair counted from both ends)."""
    bits = dwarfs
    links = 0
    while bits:
        low = bits & -bits
        bits ^= low
        links += (dwarfs & ADJ_BITS[low.bit_length() - 1]).bit_count()
    return links


#: the start position's dwarf links per game (classic and Koom Valley start differently)
_START_LINKS: dict[object, int] = {}


def _start_links(s: ThudState) -> int:
    game = s.game
    links = _START_LINKS.get(game)
    if links is None:
        cells = game.start_cells()
        links = _links(sum(1 << sq for sq in range(SIZE * SIZE) if cells[sq] == DWARF))
        _START_LINKS[game] = links
    return links


def evaluate(state: State) -> Sequence[float]:
    s = cast(ThudState, state)
    if s.offer == OFFER_PENDING:
        return offer_value(s)
    if s.offer == OFFER_DECLINED:
        return declined_value(s)
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
        current += 0.05 * (_links(dwarfs) - _start_links(s))
        best = 0
        # only a hurl (kind 1: bit 24) or a move with captures (bits 16-23) can be worth
        # more than 0; a C-level filter leaves those (and a few other kinds, worth 0)
        for m in [m for m in s.game.board_moves(s) if m & _MAYBE_CAPTURE]:
            v = _capture_value(m)
            if v > best:
                best = v
        if s.side == 0:
            current += 0.3 * best
        else:
            current -= 0.3 * best
    total0 = finished + (current if dwarf_seat == 0 else -current)
    scale = 8.0 if battle < s.game.battles else 3.0
    p0 = _squash(total0 / scale)
    return (p0, 1.0 - p0)


def _squash(x: float) -> float:
    """The logistic map without :func:`squash`'s cut at +-30: a lost battle lost by less
    still scores (a little) more, so the search keeps telling moves apart (and an offer that
    gains nothing from one that keeps the game going) in a position its evaluation calls lost."""
    if x < -700.0:  # exp() overflows past 709
        return 0.0
    return 1.0 / (1.0 + math.exp(-x))


def value(s: ThudState) -> Sequence[float]:
    """A position's values: the result's once the match is over, else the evaluation's."""
    return terminal_values(s) if s.over else evaluate(s)


#: offer_value() and declined_value() memo: a position's identity -> its values
_OFFERS: dict[tuple[object, ...], tuple[float, float]] = {}
_OFFERS_LIMIT = 4096


def _key(s: ThudState) -> tuple[object, ...]:
    return (s.game, s.dwarfs, s.trolls, s.side, s.battle, s.results, s.quiet, s.ply, s.offer)


def _remember(key: tuple[object, ...], values: tuple[float, float]) -> tuple[float, float]:
    if len(_OFFERS) >= _OFFERS_LIMIT:
        _OFFERS.clear()
    _OFFERS[key] = values
    return values


def _seat_values(seat: int, v: float) -> tuple[float, float]:
    return (v, 1.0 - v) if seat == 0 else (1.0 - v, v)


def declined_value(s: ThudState) -> tuple[float, float]:
    """The values of a position whose offer was just declined (R5.1): the side to move must
    move, so it is worth that side's best move (one ply), less :data:`OFFER_EDGE`. Valued
    statically it would look better than the moves themselves (their risks not yet counted),
    and an offer, through its decline, a way to put off every move."""
    key = _key(s)
    values = _OFFERS.get(key)
    if values is None:
        seat = s.to_move()
        best = max(value(s.apply(m))[seat] for m in s.legal_moves())
        values = _remember(key, _seat_values(seat, max(0.0, best - OFFER_EDGE)))
    return values


def offer_value(s: ThudState) -> tuple[float, float]:
    """The values of a position with an offer pending (R5.1), the responder choosing:

    * declining: the offering side must move (:func:`declined_value`, its best move);
    * accepting: the value after ``accept`` (the battle scored at today's pieces).

    The responder takes the better for him, which is the worse for the offering side (the
    values of the two seats add up to 1); ending now is also counted :data:`OFFER_EDGE` below
    its value, like declining. Offering is thus never better than the best move less the edge
    (the agents do not offer), and the responder accepts only when ending now is better for
    him than playing on by more than the edge.
    """
    key = _key(s)
    values = _OFFERS.get(key)
    if values is None:
        seat = s.seat_of(s.side)  # the offering side
        play_on = declined_value(s.apply(DECLINE))[seat]
        end_now = value(s.apply(ACCEPT))[seat]
        v = min(play_on, max(0.0, end_now - OFFER_EDGE))
        values = _remember(key, _seat_values(seat, v))
    return values


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
