"""Board geometry of ALU as bitboards, and the control (territory) algorithm.

A square is a bit: index ``row * width + col`` with row 0 = rank 1 and col 0 = file ``a``.
Sets of squares are Python ints. Neighbours are four shifts with file masks (R2.3: only
orthogonal adjacency exists in ALU).
"""

from __future__ import annotations

from functools import cache

FILES = "abcdefghij"


class Geometry:
    """A ``width`` x ``height`` board: masks and square names, all precomputed."""

    __slots__ = (
        "edge",
        "full",
        "height",
        "index_of",
        "names",
        "not_first_file",
        "not_last_file",
        "side_masks",
        "size",
        "width",
    )

    def __init__(self, width: int, height: int) -> None:
        self.width = width
        self.height = height
        self.size = width * height
        self.full = (1 << self.size) - 1
        first_file = 0
        last_file = 0
        for row in range(height):
            first_file |= 1 << (row * width)
            last_file |= 1 << (row * width + width - 1)
        self.not_first_file = self.full & ~first_file
        self.not_last_file = self.full & ~last_file
        bottom = (1 << width) - 1
        top = bottom << ((height - 1) * width)
        # R2.4: the four board sides (for R6.4) and the edge squares.
        self.side_masks = (bottom, top, first_file, last_file)
        self.edge = bottom | top | first_file | last_file
        self.names = tuple(f"{FILES[i % width]}{i // width + 1}" for i in range(self.size))
        self.index_of = {name: i for i, name in enumerate(self.names)}

    def spread(self, bits: int) -> int:
        """The squares orthogonally adjacent to some square of ``bits`` (R2.3)."""
        return (
            ((bits << 1) & self.not_first_file)
            | ((bits >> 1) & self.not_last_file)
            | ((bits << self.width) & self.full)
            | (bits >> self.width)
        )

    def fill(self, seeds: int, within: int) -> int:
        """All squares of ``within`` orthogonally connected to ``seeds`` (inside ``within``)."""
        reach = seeds & within
        # spread() inlined (this loop is the hot path of the territory count)
        nf = self.not_first_file
        nl = self.not_last_file
        full = self.full
        w = self.width
        while True:
            grown = (
                reach
                | ((reach << 1) & nf)
                | ((reach >> 1) & nl)
                | ((reach << w) & full)
                | (reach >> w)
            ) & within
            if grown == reach:
                return reach
            reach = grown

    def components(self, bits: int) -> list[int]:
        """The orthogonally connected components of ``bits``, lowest square first."""
        parts = []
        while bits:
            low = bits & -bits
            part = self.fill(low, bits)
            parts.append(part)
            bits &= ~part
        return parts

    def sides_touched(self, bits: int) -> int:
        """How many of the four board sides ``bits`` touches."""
        return sum(1 for side in self.side_masks if bits & side)


@cache
def geometry(width: int, height: int) -> Geometry:
    return Geometry(width, height)


#: Bytes of a bit set looked up in tables (5: the 40 squares of both boards; more would cost
#: import time for nothing).
_TABLE_BYTES = 5
#: _BYTE_SQUARES[j][v]: the square indices of the bits of ``v << 8 * j`` in ascending order.
_BYTE_SQUARES: tuple[tuple[tuple[int, ...], ...], ...] = tuple(
    tuple(tuple(8 * j + o for o in range(8) if v >> o & 1) for v in range(256))
    for j in range(_TABLE_BYTES)
)


def squares_of(bits: int) -> list[int]:
    """The square indices of ``bits`` in ascending (board) order."""
    out: list[int] = []
    j = 0
    while bits and j < _TABLE_BYTES:  # a byte at a time from the table
        v = bits & 255
        if v:
            out += _BYTE_SQUARES[j][v]
        bits >>= 8
        j += 1
    bits <<= 8 * _TABLE_BYTES
    while bits:  # squares beyond the tables
        low = bits & -bits
        out.append(low.bit_length() - 1)
        bits ^= low
    return out


@cache
def _byte_codes(base: int) -> tuple[tuple[tuple[int, ...], ...], ...]:
    """Like ``_BYTE_SQUARES`` with ``base`` added to every square index."""
    if not base:
        return _BYTE_SQUARES
    add = base.__add__
    return tuple(tuple(tuple(map(add, squares)) for squares in row) for row in _BYTE_SQUARES)


def codes_of(bits: int, base: int) -> list[int]:
    """``[base + sq for sq in squares_of(bits)]`` (move codes), a byte at a time from a table."""
    table = _byte_codes(base)
    out: list[int] = []
    j = 0
    while bits and j < _TABLE_BYTES:
        v = bits & 255
        if v:
            out += table[j][v]
        bits >>= 8
        j += 1
    if bits:  # squares beyond the tables
        out += [base + sq for sq in squares_of(bits << 8 * _TABLE_BYTES)]
    return out


def controlled(geo: Geometry, own: int, enemy: int, max_edges: int = 2) -> int:
    """The set of squares controlled by the player whose camps are ``own`` (R6).

    R6.1 own camps, plus R6.2: the orthogonally connected regions of squares that are not
    own camps and hold no enemy camp — only while the enemy has a camp on the board (R6.3,
    decision A3) — and that touch at most ``max_edges`` of the four board sides (R6.4: 2 by
    the rulebook; 4, option A4, counts every such region).
    """
    if not enemy:
        return own
    key = (geo, own, enemy, max_edges)
    known = _CONTROLLED.get(key)
    if known is None:
        if len(_CONTROLLED) > 50_000:
            _CONTROLLED.clear()
        known = _CONTROLLED[key] = _controlled(geo, own, enemy, max_edges)
    return known


#: controlled() memo (in a search about half of the calls repeat an earlier one)
_CONTROLLED: dict[tuple[Geometry, int, int, int], int] = {}


def _controlled(geo: Geometry, own: int, enemy: int, max_edges: int) -> int:
    rest = geo.full & ~own
    open_area = geo.fill(enemy, rest)
    enclosed = rest & ~open_area
    if max_edges < 4 and enclosed:
        kept = 0
        for part in geo.components(enclosed):
            if geo.sides_touched(part) <= max_edges:
                kept |= part
        enclosed = kept
    return own | enclosed
