"""Thud geometry: the 165-square octagon, square names, rays and neighbours (rules R1, T1).

A square is an index ``y * 15 + x`` with ``x`` the file (0 = A ... 14 = P, no I) and ``y`` the
rank minus one. A square is on the board iff ``|x - 7| + |y - 7| <= 9``; (7, 7) = H8 holds the
Thudstone. Everything here is computed once at import.
"""

from __future__ import annotations

import re

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

_SQUARE_RE = re.compile(r"([A-HJ-P])(\d{1,2})$", re.IGNORECASE)


def parse_square(text: str) -> int | None:
    """The index of a square name such as ``F1`` (any case), or ``None`` if it is no square of
    the board (bad letter, rank out of 1-15, or a cut-off corner)."""
    m = _SQUARE_RE.match(text)
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
