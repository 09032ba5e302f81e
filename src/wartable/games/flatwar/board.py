"""Flatwar geometry, pieces, cards and move encoding (docs/rules/flatwar.md).

Everything here is precomputed once at import: neighbour lists, shooting targets by range,
and the squares a line of fire crosses (for the ``line_of_sight`` option, R6.6).
"""

from __future__ import annotations

from fractions import Fraction

# -- sides and pieces ---------------------------------------------------------------------

RED = 0
BLACK = 1
BLUE = 2
GREEN = 3
#: The sides in seat order: two players are red and black; a third and fourth player take
#: the second deck's red and black cards and the blue and green counters (R10).
SIDE_NAMES = ("red", "black", "blue", "green")
MAX_SIDES = 4

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
NUM_CELLS = 2 + 4 * MAX_SIDES


def piece(side: int, kind: int) -> int:
    return 2 + side * 4 + kind


def side_of(cell: int) -> int:
    """The side of a unit cell (only call on cells >= 2)."""
    return (cell - 2) >> 2


def kind_of(cell: int) -> int:
    return (cell - 2) & 3


#: One character per cell code: red ``ICRS``, black ``icrs``, blue ``FKGQ`` and green
#: ``fkgq`` (foot soldier, knight, gun, quarters: R10.2).
CELL_CHARS = ".#ICRSicrsFKGQfkgq"
#: OWN[side][cell]: whether a cell code holds a unit of that side.
OWN: tuple[tuple[bool, ...], ...] = tuple(
    tuple(2 + 4 * side <= c < 6 + 4 * side for c in range(NUM_CELLS)) for side in range(MAX_SIDES)
)
#: ENEMY[n][side][cell]: whether a cell code holds a unit of another of the n sides.
ENEMY: dict[int, tuple[tuple[bool, ...], ...]] = {
    n: tuple(
        tuple(c >= 2 and side_of(c) != side and side_of(c) < n for c in range(NUM_CELLS))
        for side in range(n)
    )
    for n in (2, 3, 4)
}

# -- squares ------------------------------------------------------------------------------

FILES = "abcdefghijkl"
#: Moves code squares in 8 bits (see the move encoding below), so a board has at most 256.
SQ_BITS = 8
SQ_MASK = (1 << SQ_BITS) - 1


class Geometry:
    """One board size: square names, distances, neighbours and the deployment zones.

    Squares are numbered row by row from a1 (``row * width + file``). Everything is computed
    once per size (:func:`geometry`)."""

    def __init__(self, width: int, sides: int) -> None:
        self.width = w = width
        self.sides = sides
        self.size = n = w * w
        self.squares = range(n)
        self.names = tuple(f"{FILES[i % w]}{i // w + 1}" for i in range(n))
        self.index = {name: i for i, name in enumerate(self.names)}
        #: cheb[a][b]: king-step distance (R6.4).
        self.cheb = tuple(
            tuple(max(abs(a % w - b % w), abs(a // w - b // w)) for b in range(n)) for a in range(n)
        )
        #: The eight (or fewer) neighbours of each square, ascending.
        self.neighbours = tuple(
            tuple(b for b in range(n) if self.cheb[a][b] == 1) for a in range(n)
        )
        #: Cavalry step cost to each neighbour: 1 orthogonal, 2 diagonal (R7.3).
        self.step_cost = tuple(
            {b: (1 if (a % w == b % w or a // w == b // w) else 2) for b in self.neighbours[a]}
            for a in range(n)
        )
        self.zones = tuple(self._zone(side) for side in range(sides))
        self.formation = tuple(self._formation(side) for side in range(sides))
        self._crossed: dict[tuple[int, int], tuple[int, ...]] = {}

    def at(self, side: int, depth: int, lateral: int) -> int:
        """The square ``depth`` rows in from ``side``'s own edge (0 = the edge row) and
        ``lateral`` along it: red's edge is row 1, black's row ``width``, blue's file a and
        green's the last file (R1.2, R10.3)."""
        w = self.width
        if side == RED:
            return depth * w + lateral
        if side == BLACK:
            return (w - 1 - depth) * w + lateral
        if side == BLUE:
            return lateral * w + depth
        return lateral * w + (w - 1 - depth)

    def _zone(self, side: int) -> tuple[int, ...]:
        """A side's three rows along its edge (R1.2, G12, R10.3), ascending."""
        return tuple(sorted(self.at(side, d, f) for d in range(3) for f in range(self.width)))

    def _formation(self, side: int) -> tuple[tuple[int, ...], ...]:
        """formation[side][kind]: squares in the order auto deployment fills them (R4.5)."""
        w = self.width
        centre = (w - 1) / 2
        centre_out = sorted(range(w), key=lambda f: (abs(f - centre), f))
        flanks_in = sorted(range(w), key=lambda f: (-abs(f - centre), f))
        rows_by_kind = ((2, 1, 0), (2, 1, 0), (1, 0, 2), (0, 1, 2))  # I, C, R, S; 0 = back row
        kinds = []
        for kind, rows in enumerate(rows_by_kind):
            files = flanks_in if kind == CAV else centre_out
            kinds.append(tuple(self.at(side, depth, f) for depth in rows for f in files))
        return tuple(kinds)

    def crossed(self, a: int, b: int) -> tuple[int, ...]:
        """The squares a shot from a to b crosses (R6.6), computed on first use."""
        key = (a, b)
        found = self._crossed.get(key)
        if found is None:
            found = self._crossed[key] = _crossed(a, b, self.width)
        return found


_GEOMETRIES: dict[tuple[int, int], Geometry] = {}


def geometry(width: int, sides: int) -> Geometry:
    """The board of ``width`` squares a side for ``sides`` sides (shared, built once)."""
    key = (width, sides)
    geo = _GEOMETRIES.get(key)
    if geo is None:
        geo = _GEOMETRIES[key] = Geometry(width, sides)
    return geo


#: The two-player board (R1.2) and its tables, by their historical names.
BOARD8 = geometry(8, 2)
SQUARE_NAMES = BOARD8.names
SQUARE_INDEX = BOARD8.index
CHEB = BOARD8.cheb
NEIGHBOURS = BOARD8.neighbours
STEP_COST = BOARD8.step_cost
#: Own deployment rows (R1.2, G12): red rows 1-3, black rows 6-8.
ZONES = BOARD8.zones
FORMATION = BOARD8.formation
#: Auto deployment places the kinds in this order: Squares first (R4.5).
FORMATION_KINDS = (SQR, REG, CAV, ISO)


def cheb(a: int, b: int) -> int:
    return CHEB[a][b]


def _crossed(a: int, b: int, w: int = 8) -> tuple[int, ...]:
    """Squares other than a and b whose inside the segment between the centres crosses."""
    ax, ay = Fraction(a % w) + Fraction(1, 2), Fraction(a // w) + Fraction(1, 2)
    bx, by = Fraction(b % w) + Fraction(1, 2), Fraction(b // w) + Fraction(1, 2)
    dx, dy = bx - ax, by - ay
    out = []
    for cy in range(min(a // w, b // w), max(a // w, b // w) + 1):
        for cx in range(min(a % w, b % w), max(a % w, b % w) + 1):
            c = cy * w + cx
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


def crossed(a: int, b: int) -> tuple[int, ...]:
    """The squares a shot from a to b crosses on the two-player board (R6.6)."""
    return BOARD8.crossed(a, b)


# -- cards --------------------------------------------------------------------------------

SUITS = "CDHS"
RANKS = ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10")
#: Cards 0-39 are the first deck (``7H``), 40-79 the second (``7H'``), used with 3 and 4
#: players (R10.4).
CARD_NAMES = tuple(RANKS[i % 10] + SUITS[i // 10 % 4] + "'" * (i // 40) for i in range(80))
CARD_INDEX = {name: i for i, name in enumerate(CARD_NAMES)}
FULL_DECK = (1 << 40) - 1


def card_side(card: int) -> int:
    """Hearts and diamonds are red, clubs and spades black (R5.3, G9); the second deck's red
    cards are blue's, its black cards green's (R10.4)."""
    black = 0 if card % 40 // 10 in (1, 2) else 1
    return 2 * (card // 40) + black


def card_points(card: int) -> int:
    """Action points of a card: ace 1 ... ten 10 (R5.4)."""
    return card % 10 + 1


def full_deck(sides: int) -> int:
    """The bit set of the cards in play: 40 for two sides, 60 for three (the second deck's
    black cards, green's, left out), 80 for four (R10.4)."""
    return sum(1 << c for c in range(80) if card_side(c) < sides)


# -- move encoding ------------------------------------------------------------------------

M_STEP = 0  # + from << 8 | to
M_ATTACK = 1 << 16  # + from << 8 | to (melee or charge)
M_SHOT = 2 << 16  # + from << 8 | to
M_ACTIVATE = 3 << 16  # + square
M_TERRAIN = M_ACTIVATE + 256  # + square
M_PLACE = M_TERRAIN + 256  # + kind << 8 | square
M_BUY = M_PLACE + 1024  # + kind
M_ROLL = M_BUY + 4  # + value (1..6)
M_DRAW = M_ROLL + 7  # + card
M_DONE = M_DRAW + 80
M_UPGRADE = M_DONE + 1
M_STOP = M_DONE + 2
M_END = M_DONE + 3
M_ADVANCE = M_DONE + 4
M_HOLD = M_DONE + 5
M_ARMY = M_DONE + 6  # + index in ARMIES


#: Ready-made armies (R2.5): counts of isosceles soldiers, cavalry, Regulars, Squares.
PRESETS: dict[str, tuple[int, int, int, int]] = {
    "balanced": (9, 3, 2, 1),
    "cavalry": (4, 7, 1, 1),
    "guns": (4, 2, 3, 2),
    "infantry": (12, 0, 3, 1),
}


def _armies() -> tuple[tuple[int, int, int, int], ...]:
    """Every legal army (R2.2, R2.3) as counts of I, C, R, S, in ascending order."""
    out = []
    for i in range(ARMY_POINTS + 1):
        for c in range(ARMY_POINTS // 2 + 1):
            for r in range(ARMY_POINTS // 3 + 1):
                for s in range(1, ARMY_POINTS // 4 + 1):
                    if i + 2 * c + 3 * r + 4 * s <= ARMY_POINTS and i + c >= 2 * s:
                        out.append((i, c, r, s))
    return tuple(out)


#: The 624 legal armies, the ``army`` moves' table (R2.6).
ARMIES = _armies()
ARMY_INDEX = {army: i for i, army in enumerate(ARMIES)}


def army_text(counts: tuple[int, ...] | list[int]) -> str:
    """An army as ``I9 C3 R2 S1`` (types with no unit left out; ``-`` for none)."""
    return " ".join(f"{TYPE_LETTERS[k]}{n}" for k, n in enumerate(counts) if n) or "-"


def move_text(move: int, names: tuple[str, ...] = SQUARE_NAMES) -> str:
    """The canonical text of an encoded move, its squares named by ``names`` (the board's)."""
    if move < M_ATTACK:
        return f"{names[move >> 8]}-{names[move & 255]}"
    if move < M_SHOT:
        m = move - M_ATTACK
        return f"{names[m >> 8]}x{names[m & 255]}"
    if move < M_ACTIVATE:
        m = move - M_SHOT
        return f"{names[m >> 8]}*{names[m & 255]}"
    if move < M_TERRAIN:
        return f"activate {names[move - M_ACTIVATE]}"
    if move < M_PLACE:
        return f"terrain {names[move - M_TERRAIN]}"
    if move < M_BUY:
        m = move - M_PLACE
        return f"place {TYPE_LETTERS[m >> 8]} {names[m & 255]}"
    if move < M_ROLL:
        return f"buy {TYPE_LETTERS[move - M_BUY]}"
    if move < M_DRAW:
        return f"roll {move - M_ROLL}"
    if move < M_DONE:
        return f"draw {CARD_NAMES[move - M_DRAW]}"
    if move >= M_ARMY:
        return f"army {army_text(ARMIES[move - M_ARMY])}"
    return ("done", "upgrade", "stop", "end", "advance", "hold")[move - M_DONE]
