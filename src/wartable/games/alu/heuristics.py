"""ALU knowledge: territory first (R6, the goal), then the means to keep playing and to attack.

The value is the territory difference plus what each side's stock is still worth in territory,
squashed to a win probability. Building material is most of it: every action but an attack costs
one, and each buys a camp (+1) while camps are in supply or a raid whose food pays an attack
(-1 to the enemy) while iron lasts (R5); an attack paid for (iron and food, R5.5) counts while
there is something to hit. Near the end (R7) stock counts only as far as the actions left can
use it: on the final turn only the mover's, and only as many camps and attacks as he has
actions. Territory counts as the rules in force count it: only while both sides have camps
(A3), and only enclosures touching at most ``game.max_edges`` board sides (R6.4).
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from itertools import combinations

from wartable.core.game import Move
from wartable.core.heuristics import squash

from .board import Geometry, controlled, squares_of
from .state import ATTACK, CAMP, CAMPS_PER_PLAYER, AluState

PLAYOUT_DEPTH = 6
EXPLORATION = 0.6
MINIMAX = 0.5
PLAYOUT_MIX = 0.5  # keep what the evaluation sees at the leaf (a camp that can be walled in)


def sealable(geo: Geometry, own: int, enemy: int, edges: int, actions: int) -> bool:
    """Whether ``enemy``, with ``actions`` more camps on free squares next to ``own`` camps,
    would control 21 squares (a few camps walling ``own`` into a small pocket: the whole rest
    of the board is then the enemy's, R6.2). Checked only while ``own`` has at most 3 camps."""
    free = geo.full & ~(own | enemy)
    libs = squares_of(geo.spread(own) & free)
    if len(libs) > 9:
        return False
    most = 1 if actions < 2 else min(actions, 3)  # camps the enemy may add
    for size in range(1, most + 1):
        for chosen in combinations(libs, size):
            walls = enemy
            for sq in chosen:
                walls |= 1 << sq
            if controlled(geo, walls, own, edges).bit_count() >= 21:
                return True
    return False


#: what a building material is worth in territory: each one buys a camp (+1) while camps are in
#: supply, or a raid whose food pays an attack (-1 to the enemy) while iron lasts (R5)
BUILD = 0.6
#: an attack paid for (iron and food in hand, R5.5) with a target or one a camp away
ATTACK_READY = 0.7


def _side(c: int, contact: int, stock: tuple[int, int, int, int]) -> float:
    """What one side's stock is worth in territory to come: building material it can still
    turn into camps or attacks, and attacks paid for with something to hit."""
    b, i, f, p = stock
    ready = min(i, f + p)
    supply = CAMPS_PER_PLAYER - c.bit_count()
    usable = min(b, supply + max(0, i - ready))
    return BUILD * usable + ATTACK_READY * min(ready, contact + 1)


def _gains(stock: tuple[int, int, int, int], camps: int, free: int, contact: int, k: int) -> int:
    """At most how many squares ``k`` more actions can swing: camps on free squares (R5.1)
    and attacks paid with spendable food on enemy camps already in contact (R5.5)."""
    b, i, f, _p = stock
    placeable = min(b, CAMPS_PER_PLAYER - camps.bit_count(), free.bit_count())
    return min(k, placeable + min(i, f, contact))


def _last(s: AluState, free: int, contacts: tuple[int, int]) -> float:
    """Seat 0's stock advantage when the game has at most this turn and one more to go: on
    the final turn (R7.2, flag L) only the mover acts, with the actions he has left; when the
    mover's building material is gone (R7.1) he can only attack this turn and the opponent
    then has one full turn (3 actions). Stock that cannot be used before the end is worth
    nothing."""
    mover = s.seat
    other = 1 - mover
    camps = s.camps
    gain = float(_gains(s.stocks[mover], camps[mover], free, contacts[mover], s.actions))
    if not s.last_turn:
        gain -= _gains(s.stocks[other], camps[other], free, contacts[other], 3)
    return gain if mover == 0 else -gain


def evaluate(state: AluState) -> Sequence[float]:
    s = state
    game = s.game
    geo = game.geo
    edges = game.max_edges
    c0, c1 = s.camps
    t0 = controlled(geo, c0, c1, edges).bit_count()
    t1 = controlled(geo, c1, c0, edges).bit_count()
    st0, st1 = s.stocks
    contact0 = (c1 & geo.spread(c0)).bit_count()  # enemy camps seat 0 could attack
    contact1 = (c0 & geo.spread(c1)).bit_count()
    if s.last_turn or s.stocks[s.seat][0] == 0:
        free = geo.full & ~(c0 | c1 | s.raids)
        x = (t0 - t1) + _last(s, free, (contact0, contact1))
    else:
        x = (t0 - t1) + _side(c0, contact0, st0) - _side(c1, contact1, st1)
    # a player with at most 3 camps that the opponent, moving next, can wall in has lost (in
    # practice under option enclosure_max_edges=4 only: by R6.4 the rest of the board around a
    # walled-in corner touches four sides and is nobody's)
    mover = s.seat
    actions = s.actions
    if mover == 1 and c0 and c0.bit_count() <= 3 and sealable(geo, c0, c1, edges, actions):
        x -= 20.0
    elif mover == 0 and c1 and c1.bit_count() <= 3 and sealable(geo, c1, c0, edges, actions):
        x += 20.0
    # the side to move has actions left this turn: a small tempo bonus
    x += 0.3 if s.seat == 0 else -0.3
    p = squash(x / 3.0)
    return (p, 1.0 - p)


def priority(state: AluState, move: Move) -> float:
    """Attacks first, then camps; raids, restores and ending the turn early after."""
    kind = move // 64
    if kind == ATTACK:
        return 2.0
    if kind == CAMP:
        return 0.5
    return 0.0


def split(state: AluState, moves: list[Move]) -> list[Move]:
    """Attacks (tried first), with camps next to own or enemy camps before them."""
    s = state
    geo = s.game.geo
    near = geo.spread(s.camps[0] | s.camps[1])
    camps: list[Move] = []
    attacks: list[Move] = []
    for m in moves:
        kind = m // 64
        if kind == ATTACK:
            attacks.append(m)
        elif kind == CAMP and near >> (m % 64) & 1:
            camps.append(m)
    return camps + attacks


def playout(state: AluState, moves: list[Move], rng: random.Random) -> Move:
    """Attack when possible, otherwise mostly camp; sometimes anything."""
    if rng.random() < 0.25:
        return moves[rng.randrange(len(moves))]
    lo = ATTACK * 64  # m // 64 == ATTACK, as a range test
    hi = lo + 64
    attacks = [m for m in moves if lo <= m < hi]
    if attacks:
        return attacks[rng.randrange(len(attacks))]
    lo = CAMP * 64
    hi = lo + 64
    camps = [m for m in moves if lo <= m < hi]
    if camps:
        return camps[rng.randrange(len(camps))]
    return moves[rng.randrange(len(moves))]
