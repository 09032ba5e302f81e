"""Thud geometry: the 165-square octagon, square names, rays and neighbours (rules R1, T1).

A square is an index ``y * 15 + x`` with ``x`` the file (0 = A ... 14 = P, no I) and ``y`` the
rank minus one. A square is on the board iff ``|x - 7| + |y - 7| <= 9``; (7, 7) = H8 holds the
Thudstone. Everything here is computed once at import.
"""

from __future__ import annotations

import re
from functools import cache

SIZE = 15
FILES = "ABCDEFGHJKLMNOP"
STONE = 7 * SIZE + 7

EMPTY, DWARF, TROLL, ROCK, OFF = 0, 1, 2, 3, 4

#: The eight directions in move-ordering order: N, NE, E, SE, S, SW, W, NW.
DIRECTIONS: tuple[tuple[int, int], ...] = (
    (0, 1),
    (1, 1),
    (1, 0),
    (1, -1),
    (0, -1),
    (-1, -1),
    (-1, 0),
    (-1, 1),
)
OPPOSITE = (4, 5, 6, 7, 0, 1, 2, 3)


def on_board(x: int, y: int) -> bool:
    return 0 <= x < SIZE and 0 <= y < SIZE and abs(x - 7) + abs(y - 7) <= 9


VALID: tuple[int, ...] = tuple(
    y * SIZE + x for y in range(SIZE) for x in range(SIZE) if on_board(x, y)
)
VALID_SET = frozenset(VALID)


def _ray(sq: int, d: int) -> tuple[int, ...]:
    dx, dy = DIRECTIONS[d]
    x, y = sq % SIZE + dx, sq // SIZE + dy
    out = []
    while on_board(x, y):
        out.append(y * SIZE + x)
        x, y = x + dx, y + dy
    return tuple(out)


#: RAYS[sq][d]: the squares from ``sq`` outward in direction ``d`` (not including ``sq``).
RAYS: tuple[tuple[tuple[int, ...], ...], ...] = tuple(
    tuple(_ray(sq, d) for d in range(8)) if sq in VALID_SET else ((),) * 8
    for sq in range(SIZE * SIZE)
)

#: NEIGHBOURS[sq][d]: the adjacent square in direction ``d``, or -1 off the board.
NEIGHBOURS: tuple[tuple[int, ...], ...] = tuple(
    tuple(RAYS[sq][d][0] if RAYS[sq][d] else -1 for d in range(8)) for sq in range(SIZE * SIZE)
)

#: ADJACENT[sq]: ``(d, square)`` for each on-board neighbour, in direction order.
ADJACENT: tuple[tuple[tuple[int, int], ...], ...] = tuple(
    tuple((d, n) for d, n in enumerate(NEIGHBOURS[sq]) if n >= 0) for sq in range(SIZE * SIZE)
)

#: POPCOUNT of an 8-bit direction mask.
POPCOUNT = tuple(bin(m).count("1") for m in range(256))


def square_name(sq: int) -> str:
    return f"{FILES[sq % SIZE]}{sq // SIZE + 1}"


SQUARE_NAMES: tuple[str, ...] = tuple(square_name(sq) for sq in range(SIZE * SIZE))

#: ASCII only: ``\\d`` would take '١' and IGNORECASE alone would take the Kelvin sign for K.
_SQUARE_RE = re.compile(r"([A-HJ-P])([0-9]{1,2})", re.IGNORECASE | re.ASCII)


def parse_square(text: str) -> int | None:
    """The index of a square name such as ``F1`` (any case), or ``None`` if it is no square of
    the board (bad letter, rank out of 1-15, or a cut-off corner)."""
    m = _SQUARE_RE.fullmatch(text)
    if not m:
        return None
    x = FILES.index(m.group(1).upper())
    y = int(m.group(2)) - 1
    if not on_board(x, y):
        return None
    return y * SIZE + x


def direction_between(a: int, b: int) -> tuple[int, int] | None:
    """``(direction, distance)`` if ``b`` lies on a straight line from ``a``, else ``None``."""
    dx = b % SIZE - a % SIZE
    dy = b // SIZE - a // SIZE
    if (dx == 0 and dy == 0) or (dx and dy and abs(dx) != abs(dy)):
        return None
    step = ((dx > 0) - (dx < 0), (dy > 0) - (dy < 0))
    return DIRECTIONS.index(step), max(abs(dx), abs(dy))


START_DWARFS = (
    "F1 G1 J1 K1 E2 L2 D3 M3 C4 N4 B5 O5 A6 P6 A7 P7 "
    "A9 P9 A10 P10 B11 O11 C12 N12 D13 M13 E14 L14 F15 G15 J15 K15"
).split()
START_TROLLS = "G7 H7 J7 G8 J8 G9 H9 J9".split()

# -- Koom Valley Thud (ruleset=kvt, K1) ----------------------------------------------------------

#: The five squares of the dwarfs' goal edge (rank 1; the dwarfs start at rank 15).
GOAL = frozenset(sq for sq in range(5, 10))

KVT_DWARFS = ("H9 A10 P10 B11 O11 C12 N12 D13 M13 E14 L14 F15 G15 H15 J15 K15").split()
KVT_TROLLS = "F2 H2 K2 E3 F3 H3 K3 L3".split()


# -- tables for fast move generation (classic Thud) -------------------------------------------

#: Signed index step of each direction (N, NE, E, SE, S, SW, W, NW).
STEPS: tuple[int, ...] = tuple(dy * SIZE + dx for dx, dy in DIRECTIONS)
STONE_BIT = 1 << STONE


def _bits_of(squares: tuple[int, ...]) -> int:
    out = 0
    for sq in squares:
        out |= 1 << sq
    return out


#: RAY_BITS[sq][d]: the squares of ``RAYS[sq][d]`` as a bit set.
RAY_BITS: tuple[tuple[int, ...], ...] = tuple(tuple(_bits_of(ray) for ray in rays) for rays in RAYS)
#: ADJ_BITS[sq]: the on-board neighbours of ``sq`` as a bit set.
ADJ_BITS: tuple[int, ...] = tuple(_bits_of(tuple(n for _, n in adj)) for adj in ADJACENT)


@cache
def subsets_of(mask: int) -> tuple[int, ...]:
    """Every non-empty sub-mask of an 8-bit mask, increasing (options that let a troll choose
    its captures)."""
    return tuple(m for m in range(1, mask + 1) if m & mask == m)


#: NEAR2_BITS[sq]: the squares within two king steps of ``sq`` (``sq`` itself left out).
NEAR2_BITS: tuple[int, ...] = tuple(
    (ADJ_BITS[sq] | _bits_of(tuple(a for _, n in ADJACENT[sq] for _, a in ADJACENT[n])))
    & ~(1 << sq)
    for sq in range(SIZE * SIZE)
)
#: SINGLES[mask]: the one-bit sub-masks of an 8-bit mask, increasing.
SINGLES: tuple[tuple[int, ...], ...] = tuple(
    tuple(1 << b for b in range(8) if mask >> b & 1) for mask in range(256)
)
#: DWARF_DIRS[sq]: per direction in order, for the non-empty rays only: ``(first square, ray
#: bits, nearest-first?, step, plain dwarf moves along the ray, the ray behind)``.
DWARF_DIRS: tuple[tuple[tuple[int, int, bool, int, tuple[int, ...], tuple[int, ...]], ...], ...] = (
    tuple(
        tuple(
            (
                RAYS[sq][d][0],
                RAY_BITS[sq][d],
                STEPS[d] > 0,
                STEPS[d],
                tuple(sq | t << 8 for t in RAYS[sq][d]),
                RAYS[sq][OPPOSITE[d]],
            )
            for d in range(8)
            if RAYS[sq][d]
        )
        for sq in range(SIZE * SIZE)
    )
)
#: QUEEN_BITS[sq]: every square on the eight rays from ``sq``: all that a dwarf's moves depend on.
QUEEN_BITS: tuple[int, ...] = tuple(
    RAY_BITS[sq][0]
    | RAY_BITS[sq][1]
    | RAY_BITS[sq][2]
    | RAY_BITS[sq][3]
    | RAY_BITS[sq][4]
    | RAY_BITS[sq][5]
    | RAY_BITS[sq][6]
    | RAY_BITS[sq][7]
    for sq in range(SIZE * SIZE)
)

#: TROLL_RAYS[sq]: per direction in order, for the non-empty rays only: ``(first square, the
#: step move there without captures, the ray, bit of the square behind (0 if none), the ray
#: behind)``; a troll move is ``from | to << 8 | captures << 16 | 2 << 24``.
TROLL_RAYS: tuple[tuple[tuple[int, int, tuple[int, ...], int, tuple[int, ...]], ...], ...] = tuple(
    tuple(
        (
            RAYS[sq][d][0],
            sq | RAYS[sq][d][0] << 8 | 2 << 24,
            RAYS[sq][d],
            1 << RAYS[sq][OPPOSITE[d]][0] if RAYS[sq][OPPOSITE[d]] else 0,
            RAYS[sq][OPPOSITE[d]],
        )
        for d in range(8)
        if RAYS[sq][d]
    )
    for sq in range(SIZE * SIZE)
)
