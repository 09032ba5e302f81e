"""Thud's action space and observation tensor (the ``encoding`` part; see
:mod:`wartable.core.encoding` and docs/rl.md).

Action space (classic rule set; docs/rules/thud.md R3, R4, R5.1). A square ``v`` is its
position in :data:`board.VALID` (the 165 squares, rank 1 first, files A to P); ``d`` a direction
0..7 in :data:`board.DIRECTIONS` order (N, NE, E, SE, S, SW, W, NW); ``k`` a distance.

* ``0 <= a < 18,480``: a dwarf move or hurl (R3.1, R3.2) from ``v`` ``k`` squares (1..14) in
  direction ``d``: ``a = (v * 8 + d) * 14 + k - 1``. A hurl is the move onto a troll, so
  ``(from, to)`` tells the two apart in any position.
* then a troll step or shove (R4.1, R4.2) from ``v``, ``k`` squares (1..8) in direction ``d``,
  with capture code ``c``: ``a = 18,480 + ((v * 8 + d) * 8 + k - 1) * C + c``. With the
  rulebook's options (``troll_move_captures=one``, ``shove_captures=all``) ``C = 10``:
  ``c = 0`` captures nothing, ``c = 1 + e`` captures the one dwarf next to the landing square
  in direction ``e``, ``c = 9`` captures two or more (a shove takes them all, R4.2). With
  ``troll_move_captures=any`` or ``shove_captures=choose`` any set may be picked, so
  ``C = 256`` and ``c`` is the set as a bit mask (bit ``e`` = the neighbour in direction ``e``).
* the last three: ``offer``, ``accept``, ``decline`` (R5.1).

An index is computed straight from the move's int (``from | to << 8 | captures << 16 | kind <<
24``, state.py) through tables of every (from, to) pair built once at import
(:meth:`ThudEncoding.action_of`); the text path (:meth:`ThudEncoding.index_of_text`) gives the
same index and stays for texts from people and logs.

So 124,083 actions with the rulebook's options (2,721,843 with ``any``/``choose``). The
Koom Valley variant (``ruleset=kvt``) has chains of jumps whose captures are not bounded this
way: it has no encoding yet (:func:`encoding` refuses it by name).

Observation: 10 planes of 15 x 15 (rank 1 first, file A first) from the seat's view: dwarfs,
trolls, the Thudstone, the board's squares, and constant planes: the seat plays the dwarfs in
this battle, the seat is to move, an offer is pending, an offer was declined this turn, this is
the second battle, and plies without capture / ``quiet_limit`` (capped at 1). Thud hides
nothing, so :meth:`ThudEncoding.observation` reads the same floats straight from the position's
cells (the view's board is those cells as text) into a copy of a template.
"""

from __future__ import annotations

import re
from array import array
from collections.abc import Mapping, Sequence
from typing import Any

from wartable.core.encoding import Encoding, fill
from wartable.core.errors import BadOption, WartableError, shown
from wartable.core.game import Game, Move, State

from .board import DIRECTIONS, FILES, OFF, RAYS, ROCK, SIZE, VALID
from .rules import native_module
from .state import K_ACCEPT, K_DECLINE, K_HURL, K_OFFER, OFFER_DECLINED, OFFER_PENDING, ThudState

_INDEX = {sq: i for i, sq in enumerate(VALID)}
_MOVE = re.compile(r"([dT])([A-P])([0-9]{1,2})-([A-P])([0-9]{1,2})((?:x[A-P][0-9]{1,2})*)")
_CAPTURE = re.compile(r"x([A-P])([0-9]{1,2})")
DWARF_DIST = 14
TROLL_DIST = 8
DWARF_ACTIONS = len(VALID) * 8 * DWARF_DIST
PLANES = 10
SPECIALS = ("offer", "accept", "decline")
#: move texts whose index is remembered (a few megabytes at most)
MEMO = 200_000


def _square(file: str, rank: str) -> int:
    return (int(rank) - 1) * SIZE + FILES.index(file)


def _name(sq: int) -> str:
    return f"{FILES[sq % SIZE]}{sq // SIZE + 1}"


def _ray_step(a: int, b: int) -> tuple[int, int] | None:
    """``(direction, distance)`` from square ``a`` to ``b``, if they share a line."""
    for d, ray in enumerate(RAYS[a]):
        if b in ray:
            return d, ray.index(b) + 1
    return None


def _neighbour_direction(centre: int, sq: int) -> int | None:
    dx, dy = sq % SIZE - centre % SIZE, sq // SIZE - centre // SIZE
    try:
        return DIRECTIONS.index((dx, dy))
    except ValueError:
        return None


def _pair_tables() -> tuple[list[int], list[int]]:
    """``(dwarf, troll)``, indexed by ``from | to << 8``: the dwarf action of that pair, and
    the troll pair's number ``(v * 8 + d) * 8 + k - 1`` (-1 where no such move exists)."""
    dwarf = [-1] * (1 << 16)
    troll = [-1] * (1 << 16)
    for v, a in enumerate(VALID):
        for d in range(8):
            for k, b in enumerate(RAYS[a][d], start=1):
                if k <= DWARF_DIST:
                    dwarf[a | b << 8] = (v * 8 + d) * DWARF_DIST + k - 1
                if k <= TROLL_DIST:
                    troll[a | b << 8] = (v * 8 + d) * TROLL_DIST + k - 1
    return dwarf, troll


_DWARF_PAIR, _TROLL_PAIR = _pair_tables()
#: a capture mask's code without capture sets: 0 none, 1 + e one (direction e), 9 two or more
_CODE = [0] + [1 + (m & -m).bit_length() - 1 if m & (m - 1) == 0 else 9 for m in range(1, 256)]
#: the observation with no piece, no flag: the Thudstone and the board's squares set
_TEMPLATE = array("d", [0.0] * (PLANES * SIZE * SIZE))
for _sq in range(SIZE * SIZE):
    if _sq in VALID:
        _TEMPLATE[3 * SIZE * SIZE + _sq] = 1.0


class ThudEncoding(Encoding):
    observation_shape = (PLANES, SIZE, SIZE)
    max_chance_outcomes = 0

    def __init__(self, game: Game) -> None:
        super().__init__(game)
        opts = game.options
        if opts["ruleset"] != "classic":
            raise BadOption(
                f"thud: option ruleset={shown(opts['ruleset'])}: the encoding covers the "
                "classic rule set only (Koom Valley jump chains have no action space yet)"
            )
        self.sets = opts["troll_move_captures"] != "one" or opts["shove_captures"] != "all"
        self.codes = 256 if self.sets else 10
        self.troll_actions = len(VALID) * 8 * TROLL_DIST * self.codes
        self.special = DWARF_ACTIONS + self.troll_actions
        self.num_actions = self.special + len(SPECIALS)
        self.quiet_limit = int(opts["quiet_limit"])
        self._memo: dict[str, int] = {}
        #: index of the capture mask's code (the mask itself with capture sets)
        self._code = list(range(256)) if self.sets else _CODE

    def action_of(self, state: State, move: Move) -> int:
        """The index of ``move`` from its int (the same as :meth:`index_of_text` of its
        text)."""
        m: int = move
        kind = m >> 24
        if kind >= K_OFFER:
            return self.special + kind - K_OFFER
        if kind <= K_HURL:
            return _DWARF_PAIR[m & 0xFFFF]
        return DWARF_ACTIONS + _TROLL_PAIR[m & 0xFFFF] * self.codes + self._code[m >> 16 & 0xFF]

    def indices_of(self, state: State, moves: Sequence[Move]) -> list[int]:
        native = native_module()
        if native is not None:
            indices: list[int] = native.action_indices(moves, self.sets)
            return indices
        code = self._code
        codes = self.codes
        special = self.special
        out: list[int] = []
        append = out.append
        for m in moves:
            kind = m >> 24
            if kind <= K_HURL:
                append(_DWARF_PAIR[m & 0xFFFF])
            elif kind < K_OFFER:
                append(DWARF_ACTIONS + _TROLL_PAIR[m & 0xFFFF] * codes + code[m >> 16 & 0xFF])
            else:
                append(special + kind - K_OFFER)
        return out

    def _bad(self, text: str, why: str) -> WartableError:
        return WartableError(f"thud encoding: move {shown(text)}: {why}")

    def index_of_text(self, text: str) -> int:
        index = self._memo.get(text)
        if index is None:
            index = self._index_of_text(text)
            if len(self._memo) < MEMO:
                self._memo[text] = index
        return index

    def _index_of_text(self, text: str) -> int:
        if text in SPECIALS:
            return self.special + SPECIALS.index(text)
        m = _MOVE.fullmatch(text)
        if m is None:
            raise self._bad(text, "not a move text of the classic rule set")
        piece = m.group(1)
        a, b = _square(m.group(2), m.group(3)), _square(m.group(4), m.group(5))
        if a not in _INDEX or b not in _INDEX:
            raise self._bad(text, "a square off the board")
        line = _ray_step(a, b)
        if line is None:
            raise self._bad(text, "the squares are not on one line")
        d, k = line
        captures = [_square(f, r) for f, r in _CAPTURE.findall(m.group(6))]
        if piece == "d":
            if k > DWARF_DIST:
                raise self._bad(text, "too far")
            return (_INDEX[a] * 8 + d) * DWARF_DIST + k - 1
        if k > TROLL_DIST:
            raise self._bad(text, "a troll moves at most 8 squares")
        mask = 0
        for sq in captures:
            e = _neighbour_direction(b, sq)
            if e is None:
                raise self._bad(text, "a capture not next to the landing square")
            mask |= 1 << e
        if self.sets:
            code = mask
        elif mask == 0:
            code = 0
        elif len(captures) == 1:
            code = 1 + next(e for e in range(8) if mask >> e & 1)
        else:
            code = 9
        return DWARF_ACTIONS + ((_INDEX[a] * 8 + d) * TROLL_DIST + k - 1) * self.codes + code

    def describe(self, action: int) -> str:
        action = self.check_action(action)
        if action >= self.special:
            return SPECIALS[action - self.special]
        if action < DWARF_ACTIONS:
            piece, rest, dist = "d", action, DWARF_DIST
            code = None
        else:
            rest, code = divmod(action - DWARF_ACTIONS, self.codes)
            piece, dist = "T", TROLL_DIST
        vd, k = divmod(rest, dist)
        v, d = divmod(vd, 8)
        a = VALID[v]
        ray = RAYS[a][d]
        target = _name(ray[k]) if k < len(ray) else "off the board"
        names = "N NE E SE S SW W NW".split()
        text = f"{piece}{_name(a)} {names[d]} {k + 1} to {target}"
        if code is None:
            return text + " (a hurl if a troll stands there)"
        if self.sets:
            taken = [names[e] for e in range(8) if code >> e & 1]
            return text + (f" capturing {'+'.join(taken)}" if taken else " capturing nothing")
        if code == 0:
            return text + " capturing nothing"
        if code == 9:
            return text + " capturing every dwarf next to it (two or more)"
        return text + f" capturing the dwarf {names[code - 1]} of it"

    def observe(self, view: Mapping[str, Any], seat: int | None) -> list[float]:
        area = SIZE * SIZE
        out = [0.0] * (PLANES * area)
        rows = view["board"]
        for r, row in enumerate(rows):
            y = SIZE - 1 - r
            for x, ch in enumerate(row):
                sq = y * SIZE + x
                if ch != "#":
                    out[3 * area + sq] = 1.0
                if ch == "d":
                    out[sq] = 1.0
                elif ch == "T":
                    out[area + sq] = 1.0
                elif ch == "X":
                    out[2 * area + sq] = 1.0
        quiet = min(1.0, view["quiet"] / self.quiet_limit) if self.quiet_limit else 0.0
        flags = (
            seat is not None and view["dwarf_seat"] == seat,
            seat is not None and view["to_move"] == seat,
            view["offer"] == "pending",
            view["offer"] == "declined",
            view["battle"] == 2,
            quiet,
        )
        for i, value in enumerate(flags):
            if value:
                start = (4 + i) * area
                out[start : start + area] = [float(value)] * area
        return out

    def observation(self, state: State, seat: int | None) -> list[float]:
        return self.observation_buffer(state, seat).tolist()

    def observe_into(self, state: State, seat: int | None, out: Any) -> None:
        native = native_module()
        if native is not None:
            assert isinstance(state, ThudState)
            flags = 0
            if seat is not None:
                flags |= (state.dwarf_seat() == seat) | (state.to_move() == seat) << 1
            flags |= (state.offer == OFFER_PENDING) << 2 | (state.offer == OFFER_DECLINED) << 3
            flags |= (state.battle == 2) << 4
            limit = self.quiet_limit
            quiet = min(1.0, state.quiet / limit) if limit and state.quiet else 0.0
            try:
                native.observe_into(state.cells, flags, quiet, out)
                return
            except TypeError:  # not a buffer of 2,250 float32: the Python way
                pass
        fill(out, self.observation_buffer(state, seat))

    def observation_buffer(self, state: State, seat: int | None) -> array[float]:
        """The observation as an ``array('d')``, straight from the position (Thud hides
        nothing; the same floats as :meth:`observe` of the view)."""
        assert isinstance(state, ThudState)
        area = SIZE * SIZE
        out = array("d", _TEMPLATE)
        bits = state.dwarfs
        while bits:
            low = bits & -bits
            out[low.bit_length() - 1] = 1.0
            bits ^= low
        bits = state.trolls
        while bits:
            low = bits & -bits
            out[area + low.bit_length() - 1] = 1.0
            bits ^= low
        cells = state.cells
        sq = cells.find(ROCK)
        while sq >= 0:
            out[2 * area + sq] = 1.0
            sq = cells.find(ROCK, sq + 1)
        if seat is not None:
            if state.dwarf_seat() == seat:
                out[4 * area : 5 * area] = _ONES
            if state.to_move() == seat:
                out[5 * area : 6 * area] = _ONES
        if state.offer == OFFER_PENDING:
            out[6 * area : 7 * area] = _ONES
        elif state.offer == OFFER_DECLINED:
            out[7 * area : 8 * area] = _ONES
        if state.battle == 2:
            out[8 * area : 9 * area] = _ONES
        if self.quiet_limit and state.quiet:
            quiet = min(1.0, state.quiet / self.quiet_limit)
            out[9 * area :] = array("d", [quiet]) * area
        return out


_ONES = array("d", [1.0]) * (SIZE * SIZE)
assert OFF == 4 and K_ACCEPT == K_OFFER + 1 and K_DECLINE == K_OFFER + 2


def encoding(game: Game) -> ThudEncoding:
    return ThudEncoding(game)


__all__ = ["ThudEncoding", "encoding"]
