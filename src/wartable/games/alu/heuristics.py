"""ALU knowledge: territory first (R6, the goal), then the means to keep playing and to attack.

The value is the territory difference plus what each side's stock is still worth in territory,
squashed to a win probability. Building material is most of it: every action but an attack costs
one, and each buys a camp (+1) while camps are in supply or a raid whose food pays an attack
(-1 to the enemy) while iron lasts (R5); an attack paid for (iron and food, R5.5) counts while
there is something to hit, the first one as much as the camp it can take down is worth (a wall
camp opens its enclosure, R6.2.4). A wall one camp short of enclosing a region counts for the
squares the last camp would enclose (R6.2, R6.4: a diagonal wall across a corner), a little
less than squares held, and less for the side not to move, which the mover can stop with a camp
inside. Near the end (R7) stock counts only as far as the actions left can use it: on the final
turn only the mover's, and only as many camps and attacks as he has actions (the first attack
on the wall it opens, the first camp into an enemy enclosure or a gap of its own wall).
Territory counts as the rules in force count it: only while both sides have camps (A3), and
only enclosures touching at most ``game.max_edges`` board sides (R6.4).
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
#: what the squares one camp would enclose are worth: to the side not to move (the mover can
#: put a camp inside first), to the side to move (CLOSE[True])
CLOSE = (0.4, 0.7)


def _swing(geo: Geometry, edges: int, att: int, dfn: int, t_att: int, t_dfn: int, sq: int) -> int:
    """The territory an attack on the camp on ``sq`` swings: the defender loses the camp and
    every square of an enclosure it walled (R5.5, R6.2.4), the attacker gains what the
    opened wall lets him enclose; losing the last camp loses the game (R8.1)."""
    rest = dfn & ~(1 << sq)
    if not rest:
        return 40
    gain = controlled(geo, att, rest, edges).bit_count() - t_att
    return gain + t_dfn - controlled(geo, rest, att, edges).bit_count()


def _best_swing(
    geo: Geometry, edges: int, att: int, dfn: int, t_att: int, t_dfn: int, held: int
) -> int:
    """The most territory one attack by ``att`` on a camp in contact can swing (at least 1:
    the camp; more where the camp is a wall of an enclosure, R6.2.4). ``held``: the squares
    either side controls that are not its camps (an attack that touches none of them swings
    the camp alone, so only those are counted exactly)."""
    targets = dfn & geo.spread(att)
    if not targets:
        return 0
    if targets == dfn and dfn.bit_count() == 1:
        return 40
    best = 1
    for sq in squares_of(targets & geo.spread(held)):
        best = max(best, _swing(geo, edges, att, dfn, t_att, t_dfn, sq))
    return best


def _side(c: int, contact: int, stock: tuple[int, int, int, int], swing: int = 1) -> float:
    """What one side's stock is worth in territory to come: building material it can still
    turn into camps or attacks, and attacks paid for with something to hit; the first of
    them on the camp whose loss swings most (``swing`` squares: a wall, R6.2.4)."""
    b, i, f, p = stock
    ready = min(i, f + p)
    supply = CAMPS_PER_PLAYER - c.bit_count()
    usable = min(b, supply + max(0, i - ready))
    value = BUILD * usable + ATTACK_READY * min(ready, contact + 1)
    if ready and contact and swing > 1:
        value += ATTACK_READY * (swing - 1)
    return value


def _invasion(geo: Geometry, enclosed: int, free: int) -> int:
    """The most territory one camp on a free square inside an enemy enclosure swings: the
    enemy loses the whole region (an enclosure holding an enemy camp is nobody's, R6.2.3),
    the camp is one more square (R6.1). ``enclosed``: the enemy's controlled squares that
    are not his camps."""
    best = 0
    for part in geo.components(enclosed):
        if part & free:
            best = max(best, 1 + part.bit_count())
    return best


def _gains(
    stock: tuple[int, int, int, int],
    camps: int,
    free: int,
    contact: int,
    k: int,
    swing: int = 1,
    invade: int = 0,
) -> int:
    """At most how many squares ``k`` more actions can swing: camps on free squares (R5.1),
    the first of them into the enemy's largest enclosure with a free square or into the last
    gap of a wall of his own (``invade`` squares, R6.2.3, R6.2), and attacks paid with
    spendable food on enemy camps already in contact (R5.5), the first of them on the camp
    whose loss swings most (``swing``, R6.2.4)."""
    b, i, f, _p = stock
    placeable = min(b, CAMPS_PER_PLAYER - camps.bit_count(), free.bit_count())
    attacks = min(k, i, f, contact)
    camps_made = min(k - attacks, placeable)
    gain = attacks + camps_made
    if attacks and swing > 1:
        gain += swing - 1
    if camps_made and invade > 1:
        gain += invade - 1
    return gain


def _last(
    s: AluState,
    free: int,
    contacts: tuple[int, int],
    swings: tuple[int, int],
    invades: tuple[int, int],
) -> float:
    """Seat 0's stock advantage when the game has at most this turn and one more to go: on
    the final turn (R7.2, flag L) only the mover acts, with the actions he has left; when the
    mover's building material is gone (R7.1) he can only attack this turn and the opponent
    then has one full turn (3 actions). Stock that cannot be used before the end is worth
    nothing; an attack on a wall or a camp inside an enclosure swings the squares it opens."""
    mover = s.seat
    other = 1 - mover
    camps = s.camps
    gain = float(
        _gains(
            s.stocks[mover],
            camps[mover],
            free,
            contacts[mover],
            s.actions,
            swings[mover],
            invades[mover],
        )
    )
    if not s.last_turn:
        gain -= _gains(
            s.stocks[other], camps[other], free, contacts[other], 3, swings[other], invades[other]
        )
    return gain if mover == 0 else -gain


def evaluate(state: AluState) -> Sequence[float]:
    s = state
    game = s.game
    geo = game.geo
    edges = game.max_edges
    c0, c1 = s.camps
    own0 = controlled(geo, c0, c1, edges)
    own1 = controlled(geo, c1, c0, edges)
    t0 = own0.bit_count()
    t1 = own1.bit_count()
    st0, st1 = s.stocks
    contact0 = (c1 & geo.spread(c0)).bit_count()  # enemy camps seat 0 could attack
    contact1 = (c0 & geo.spread(c1)).bit_count()
    held = (own0 & ~c0) | (own1 & ~c1)  # enclosed squares: walls next to them swing more
    # only for a side with an attack paid for (iron, and food spendable or pending)
    swing0 = swing1 = 0
    if contact0 and st0[1] and st0[2] + st0[3]:
        swing0 = _best_swing(geo, edges, c0, c1, t0, t1, held)
    if contact1 and st1[1] and st1[2] + st1[3]:
        swing1 = _best_swing(geo, edges, c1, c0, t1, t0, held)
    if s.last_turn or s.stocks[s.seat][0] == 0:
        free = geo.full & ~(c0 | c1 | s.raids)
        # the first camp of a side: into the enemy's largest open enclosure, or the last gap
        # of its own wall, whichever swings more
        invades = (
            max(_invasion(geo, own1 & ~c1, free), 1 + _closing(geo, edges, c0, c1, t0, free)),
            max(_invasion(geo, own0 & ~c0, free), 1 + _closing(geo, edges, c1, c0, t1, free)),
        )
        x = (t0 - t1) + _last(s, free, (contact0, contact1), (swing0, swing1), invades)
    else:
        x = (t0 - t1) + _side(c0, contact0, st0, swing0) - _side(c1, contact1, st1, swing1)
        # a wall one camp short of enclosing a region: the mover closes it this turn (worth a
        # little less than squares already held), the other side next turn unless the mover
        # puts a camp inside first
        free = geo.full & ~(c0 | c1 | s.raids)
        if st0[0] and c0.bit_count() < CAMPS_PER_PLAYER:
            x += CLOSE[s.seat == 0] * _closing(geo, edges, c0, c1, t0, free)
        if st1[0] and c1.bit_count() < CAMPS_PER_PLAYER:
            x -= CLOSE[s.seat == 1] * _closing(geo, edges, c1, c0, t1, free)
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


def _closing(geo: Geometry, edges: int, own: int, enemy: int, t_own: int, free: int) -> int:
    """The most squares one more camp of ``own`` on a free square next to his camps would add
    beyond itself: the last gap of a wall that encloses a region (R6.2; a diagonal wall across
    a corner encloses it against two board sides, R6.4)."""
    if not enemy:
        return 0
    key = (geo, edges, own, enemy, free)
    known = _CLOSING.get(key)
    if known is not None:
        return known
    if len(_CLOSING) > 50_000:
        _CLOSING.clear()
    near = geo.spread(own)
    across = ((own << 1) & geo.not_first_file) | ((own >> 1) & geo.not_last_file)
    diag = ((across << geo.width) & geo.full) | (across >> geo.width)  # diagonal neighbours
    best = 0
    for sq in squares_of((near | diag) & free):
        extra = controlled(geo, own | 1 << sq, enemy, edges).bit_count() - t_own - 1
        if extra > best:
            best = extra
    _CLOSING[key] = best
    return best


#: _closing() memo (the search evaluates many positions with the same camps)
_CLOSING: dict[tuple[Geometry, int, int, int, int], int] = {}
