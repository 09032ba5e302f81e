"""Flatwar geometry, pieces, cards and move encoding (docs/rules/flatwar.md).

Everything here is precomputed once at import: neighbour lists, shooting targets by range,
and the squares a line of fire crosses (for the ``line_of_sight`` option, R6.6).
"""

from __future__ import annotations

from fractions import Fraction
from functools import cache

# -- sides and pieces ---------------------------------------------------------------------

RED = 0
BLACK = 1
SIDE_NAMES = ("red", "black")

#: Unit types (R1.3), in the documented order.
ISO = 0  # isosceles soldier
CAV = 1  # isosceles cavalry
REG = 2  # Regular triangle
SQR = 3  # Square
TYPE_LETTERS = "ICRS"
TYPE_NAMES = ("isosceles soldier", "isosceles cavalry", "Regular triangle", "Square")
COSTS = (1, 2, 3, 4)
#: Combat values (R8.1, G3); cavalry's is its current points, 1 when idle (G6).
VALUES = (2, 1, 3, 4)
#: Shooting range and bonus by type (R6.4, R8.2); 0 = cannot shoot.
RANGES = (0, 0, 2, 3)
SHOT_BONUS = (0, 0, 3, 4)
ARMY_POINTS = 25

#: Board cell codes: 0 empty, 1 terrain, 2 + side * 4 + type for a unit.
EMPTY = 0
TERRAIN = 1


def piece(side: int, kind: int) -> int:
    return 2 + side * 4 + kind


def side_of(cell: int) -> int:
    """The side of a unit cell (only call on cells >= 2)."""
    return (cell - 2) >> 2


def kind_of(cell: int) -> int:
    return (cell - 2) & 3


CELL_CHARS = ".#ICRSicrs"
#: OWN[side][cell]: whether a cell code holds a unit of that side.
OWN: tuple[tuple[bool, ...], tuple[bool, ...]] = (
    tuple(2 <= c < 6 for c in range(10)),
    tuple(6 <= c < 10 for c in range(10)),
)

# -- squares ------------------------------------------------------------------------------

FILES = "abcdefgh"
SQUARE_NAMES = tuple(f"{FILES[i % 8]}{i // 8 + 1}" for i in range(64))
SQUARE_INDEX = {name: i for i, name in enumerate(SQUARE_NAMES)}


def cheb(a: int, b: int) -> int:
    return max(abs(a % 8 - b % 8), abs(a // 8 - b // 8))


#: CHEB[a][b]: king-step distance (R6.4).
CHEB: tuple[tuple[int, ...], ...] = tuple(tuple(cheb(a, b) for b in range(64)) for a in range(64))
#: The eight neighbours of each square, ascending.
NEIGHBOURS: tuple[tuple[int, ...], ...] = tuple(
    tuple(b for b in range(64) if cheb(a, b) == 1) for a in range(64)
)
#: Cavalry step cost to each neighbour: 1 orthogonal, 2 diagonal (R7.3).
STEP_COST: tuple[dict[int, int], ...] = tuple(
    {b: (1 if (a % 8 == b % 8 or a // 8 == b // 8) else 2) for b in NEIGHBOURS[a]}
    for a in range(64)
)
#: Squares within Chebyshev distance r (r = 2, 3), ascending, the square itself excluded.
WITHIN: dict[int, tuple[tuple[int, ...], ...]] = {
    r: tuple(tuple(b for b in range(64) if 0 < cheb(a, b) <= r) for a in range(64)) for r in (2, 3)
}
#: Own deployment rows (R1.2, G12): red rows 1-3, black rows 6-8.
ZONES: tuple[tuple[int, ...], tuple[int, ...]] = (tuple(range(0, 24)), tuple(range(40, 64)))


def _formation() -> tuple[tuple[tuple[int, ...], ...], ...]:
    """FORMATION[side][kind]: squares in the order auto deployment fills them (R4.5)."""
    centre_out = (3, 4, 2, 5, 1, 6, 0, 7)
    flanks_in = (0, 7, 1, 6, 2, 5, 3, 4)
    rows_by_kind = ((2, 1, 0), (2, 1, 0), (1, 0, 2), (0, 1, 2))  # I, C, R, S; 0 = back row
    out = []
    for side in (RED, BLACK):
        kinds = []
        for kind, rows in enumerate(rows_by_kind):
            files = flanks_in if kind == CAV else centre_out
            order = []
            for depth in rows:
                row = depth if side == RED else 7 - depth
                order += [row * 8 + f for f in files]
            kinds.append(tuple(order))
        out.append(tuple(kinds))
    return tuple(out)


FORMATION = _formation()
#: Auto deployment places the kinds in this order: Squares first (R4.5).
FORMATION_KINDS = (SQR, REG, CAV, ISO)


def _crossed(a: int, b: int) -> tuple[int, ...]:
    """Squares other than a and b whose inside the segment between the centres crosses."""
    ax, ay = Fraction(a % 8) + Fraction(1, 2), Fraction(a // 8) + Fraction(1, 2)
    bx, by = Fraction(b % 8) + Fraction(1, 2), Fraction(b // 8) + Fraction(1, 2)
    dx, dy = bx - ax, by - ay
    out = []
    for cy in range(min(a // 8, b // 8), max(a // 8, b // 8) + 1):
        for cx in range(min(a % 8, b % 8), max(a % 8, b % 8) + 1):
            c = cy * 8 + cx
            if c in (a, b):
                continue
            lo, hi = Fraction(0), Fraction(1)
            ok = True
            for p, d, low, high in ((ax, dx, cx, cx + 1), (ay, dy, cy, cy + 1)):
                if d == 0:
                    if not (low < p < high):
                        ok = False
                        break
                else:
                    t1, t2 = (low - p) / d, (high - p) / d
                    if t1 > t2:
                        t1, t2 = t2, t1
                    lo, hi = max(lo, t1), min(hi, t2)
            if ok and lo < hi:
                out.append(c)
    return tuple(sorted(out))


@cache
def crossed(a: int, b: int) -> tuple[int, ...]:
    """The squares a shot from a to b crosses (R6.6), computed on first use."""
    return _crossed(a, b)


# -- cards --------------------------------------------------------------------------------

SUITS = "CDHS"
RANKS = ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10")
CARD_NAMES = tuple(f"{RANKS[i % 10]}{SUITS[i // 10]}" for i in range(40))
CARD_INDEX = {name: i for i, name in enumerate(CARD_NAMES)}
FULL_DECK = (1 << 40) - 1


def card_side(card: int) -> int:
    """Hearts and diamonds are red, clubs and spades black (R5.3, G9)."""
    return RED if card // 10 in (1, 2) else BLACK


def card_points(card: int) -> int:
    """Action points of a card: ace 1 ... ten 10 (R5.4)."""
    return card % 10 + 1


# -- move encoding ------------------------------------------------------------------------

M_STEP = 0  # + from * 64 + to
M_ATTACK = 4096  # + from * 64 + to (melee or charge)
M_SHOT = 8192  # + from * 64 + to
M_ACTIVATE = 12288  # + square
M_TERRAIN = 12352  # + square
M_PLACE = 12416  # + kind * 64 + square
M_BUY = 12672  # + kind
M_ROLL = 12676  # + value (1..6)
M_DRAW = 12683  # + card
M_DONE = 12723
M_UPGRADE = 12724
M_STOP = 12725
M_END = 12726
M_ADVANCE = 12727
M_HOLD = 12728


def move_text(move: int) -> str:
    """The canonical text of an encoded move (the encoding is context-free)."""
    if move < M_ATTACK:
        return f"{SQUARE_NAMES[move >> 6]}-{SQUARE_NAMES[move & 63]}"
    if move < M_SHOT:
        m = move - M_ATTACK
        return f"{SQUARE_NAMES[m >> 6]}x{SQUARE_NAMES[m & 63]}"
    if move < M_ACTIVATE:
        m = move - M_SHOT
        return f"{SQUARE_NAMES[m >> 6]}*{SQUARE_NAMES[m & 63]}"
    if move < M_TERRAIN:
        return f"activate {SQUARE_NAMES[move - M_ACTIVATE]}"
    if move < M_PLACE:
        return f"terrain {SQUARE_NAMES[move - M_TERRAIN]}"
    if move < M_BUY:
        m = move - M_PLACE
        return f"place {TYPE_LETTERS[m >> 6]} {SQUARE_NAMES[m & 63]}"
    if move < M_ROLL:
        return f"buy {TYPE_LETTERS[move - M_BUY]}"
    if move < M_DRAW:
        return f"roll {move - M_ROLL}"
    if move < M_DONE:
        return f"draw {CARD_NAMES[move - M_DRAW]}"
    return ("done", "upgrade", "stop", "end", "advance", "hold")[move - M_DONE]
