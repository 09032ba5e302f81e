"""Flatwar's action space and observation tensor (the ``encoding`` part; see
:mod:`wartable.core.encoding` and docs/rl.md).

The board is 8 x 8 with two players and 12 x 12 with three or four (W x W below, ``N = W²``
squares in board order a1, b1, ...). Action space (docs/rules/flatwar.md, Notation):

* ``buy I``, ``buy C``, ``buy R``, ``buy S``, ``done`` (R2.4);
* ``army ...``: every army of at most 25 points as the game writes it (counts in the order I,
  C, R, S, types with no unit left out; e.g. ``army I9 C3 R2 S1``), ordered by the counts of
  I, then C, R, S;
* ``terrain SQ`` (R3); ``place K SQ`` by unit type I, C, R, S then square (R4);
* steps ``A-B``, then melee or charge ``AxB``, then shots ``A*B``, each ``N²`` actions at
  ``base + N * A + B`` (R6, R7.3, R7.4);
* ``activate SQ`` (R7.1); ``upgrade``, ``stop``, ``end``, ``advance``, ``hold`` (R7.2, R7.6,
  R5.7, R8.4).

Chance (dice, cards, the terrain roll) is not in the action space: at most 80 outcomes a node
(the cards of the largest deck), in the game's order.

Observation: 25 planes of W x W (rank 1 first, file a first) from the seat's view: terrain;
the units by side and type (4 x 4 planes, the seat's own side first, then the sides after it
in seat order; a spectator sees them from red's side); squares of units that have acted this
turn; then constant planes: the seat's side acts, the phase is act, a cavalry unit is active,
a combat is pending, action points / 10, cards left / deck size, turns / 100 (capped at 1).

:meth:`FlatwarEncoding.observe_into` writes the same floats straight from the position (its
board bytes, the used squares' bit set and a few numbers) without building the view;
:meth:`FlatwarEncoding.observe` of the view stays the reference (tests/rl/test_fast_paths.py).
The only thing a Flatwar view ever hides is the other sides' reserves during the hidden build
(R2.7, ``view.hidden_sides``), and the observation has no reserve in it: neither path reads
``state.reserve``, so a determinized state (other builds resampled) gives the seat the same
observation.
"""

from __future__ import annotations

from array import array
from collections.abc import Mapping, Sequence
from itertools import product
from typing import Any

from wartable.core.encoding import ListedEncoding, fill
from wartable.core.game import Game, Move, State

from . import board
from .board import (
    ARMY_POINTS,
    CELL_CHARS,
    COSTS,
    FILES,
    MAX_SIDES,
    NUM_CELLS,
    SIDE_NAMES,
    TYPE_LETTERS,
)
from .state import ACT, FlatwarState

PLANES = 25


def armies() -> list[str]:
    """Every army text of at most :data:`ARMY_POINTS` points, one unit at least."""
    out = []
    bounds = [ARMY_POINTS // c for c in COSTS]
    for counts in product(*(range(b + 1) for b in bounds)):
        if any(counts) and sum(n * c for n, c in zip(counts, COSTS, strict=True)) <= ARMY_POINTS:
            out.append(
                "army " + " ".join(f"{TYPE_LETTERS[k]}{n}" for k, n in enumerate(counts) if n)
            )
    return out


def _texts(width: int) -> list[str]:
    sq = [f"{FILES[i % width]}{i // width + 1}" for i in range(width * width)]
    texts = [f"buy {k}" for k in TYPE_LETTERS] + ["done"] + armies()
    texts += [f"terrain {s}" for s in sq]
    texts += [f"place {k} {s}" for k in TYPE_LETTERS for s in sq]
    for sep in ("-", "x", "*"):
        texts += [f"{a}{sep}{b}" for a in sq for b in sq]
    texts += [f"activate {s}" for s in sq]
    texts += ["upgrade", "stop", "end", "advance", "hold"]
    return texts


#: move code -> index, per board width (built once: see FlatwarEncoding.by_code)
_BY_CODE: dict[int, dict[int, int]] = {}


def _codes(width: int) -> list[int]:
    """Every move code of the action space (chance's rolls and draws are not in it)."""
    n = width * width
    out = []
    for base in (board.M_STEP, board.M_ATTACK, board.M_SHOT):
        out += [base + (a << 8 | b) for a in range(n) for b in range(n)]
    out += [board.M_ACTIVATE + a for a in range(n)] + [board.M_TERRAIN + a for a in range(n)]
    out += [board.M_PLACE + (k << 8 | a) for k in range(len(TYPE_LETTERS)) for a in range(n)]
    out += [board.M_BUY + k for k in range(len(TYPE_LETTERS))]
    out += list(range(board.M_DONE, board.M_HOLD + 1))
    out += [board.M_ARMY + i for i in range(len(board.ARMIES))]
    return out


class FlatwarEncoding(ListedEncoding):
    max_chance_outcomes = 80

    def __init__(self, game: Game) -> None:
        self.width = 8 if game.num_players == 2 else 12
        super().__init__(game, _texts(self.width))
        self.observation_shape = (PLANES, self.width, self.width)
        self.index_of_square = {
            f"{FILES[i % self.width]}{i // self.width + 1}": i for i in range(self.width**2)
        }
        # a move code -> its index: the table of the codes' texts (board.move_text with the
        # board's names, the notation's own function) made once per board, so that no move
        # is turned into text again
        table = _BY_CODE.get(self.width)
        if table is None:
            names = game.geo.names  # type: ignore[attr-defined]
            table = {c: self.index[board.move_text(c, names)] for c in _codes(self.width)}
            _BY_CODE[self.width] = table
        self.by_code = table
        # the observation from the position: for each seat (a spectator reads as seat 0, as in
        # observe), where a board code's 1.0 goes, as observe finds it from the code's
        # character: terrain on plane 0, a unit on its side's (relative to the seat) and type's
        # plane; -1 for an empty square
        area = self.width * self.width
        sides = max(game.num_players, 1)
        self._area = area
        self._zeros = array("d", bytes(8 * PLANES * area))
        self._ones = array("d", [1.0]) * area
        self._cell_plane: list[list[int]] = []
        for me in range(len(SIDE_NAMES)):
            planes = [-1] * NUM_CELLS
            for code in range(1, NUM_CELLS):
                if code == 1:
                    planes[code] = 0
                else:
                    side, kind = divmod(code - 2, 4)
                    rel = (side - me) % sides if side < MAX_SIDES else 0
                    planes[code] = (1 + 4 * rel + kind) * area
            self._cell_plane.append(planes)

    def action_of(self, state: State, move: Move) -> int:
        index = self.by_code.get(move)
        return index if index is not None else self.index_of_text(state.move_text(move))

    def indices_of(self, state: State, moves: Sequence[Move]) -> list[int]:
        get = self.by_code.get
        out = [get(m, -1) for m in moves]
        if -1 in out:
            out = [self.action_of(state, m) for m in moves]
        return out

    def observe(self, view: Mapping[str, Any], seat: int | None) -> list[float]:
        me = 0 if seat is None else seat
        sides = self.game.num_players
        area = self.width * self.width
        out = [0.0] * (PLANES * area)
        for r, row in enumerate(view["board"]):
            y = self.width - 1 - r
            for x, ch in enumerate(row):
                sq = y * self.width + x
                code = CELL_CHARS.index(ch)
                if code == 1:
                    out[sq] = 1.0
                elif code >= 2:
                    side, kind = divmod(code - 2, 4)
                    rel = (side - me) % max(sides, 1) if side < MAX_SIDES else 0
                    out[(1 + 4 * rel + kind) * area + sq] = 1.0
        for name in view["used"]:
            out[17 * area + self.index_of_square[name]] = 1.0
        deck = view.get("deck_size") or 40
        flags = [
            float(seat is not None and view["side"] == SIDE_NAMES[me]),
            float(view["phase"] == "act"),
            float(view["cavalry"] is not None),
            float(view["combat"] is not None),
            min(1.0, (view["ap"] or 0) / 10),
            min(1.0, (view["deck_left"] or 0) / deck),
            min(1.0, view["turns"] / 100),
        ]
        for i, value in enumerate(flags):
            start = (18 + i) * area
            out[start : start + area] = [value] * area
        return out

    def observation(self, state: State, seat: int | None) -> list[float]:
        return self.observation_buffer(state, seat).tolist()

    def observe_into(self, state: State, seat: int | None, out: Any) -> None:
        fill(out, self.observation_buffer(state, seat))

    def observation_buffer(self, state: State, seat: int | None) -> array[float]:
        """The observation as an ``array('d')`` from the position: the same floats as
        :meth:`observe` of the seat's view. It reads the board, the used squares, the side to
        move, the phase, the active cavalry and pending combat (whether there is one), the
        action points, the cards drawn and the turns: all of them in every seat's view. It
        never reads ``state.reserve``, the one thing the hidden build hides (R2.7)."""
        assert isinstance(state, FlatwarState)
        me = 0 if seat is None else seat
        if not 0 <= me < len(self._cell_plane):  # no such side: the view says what it says
            return array("d", self.view_observation(state, seat))
        area = self._area
        out = array("d", self._zeros)
        planes = self._cell_plane[me]
        for sq, code in enumerate(state.board):
            if code:
                out[planes[code] + sq] = 1.0
        bits = state.used
        base = 17 * area
        while bits:
            low = bits & -bits
            out[base + low.bit_length() - 1] = 1.0
            bits ^= low
        deck = state.game.deck
        drawn = state.drawn
        deck_left = (deck & ~drawn).bit_count() if drawn != deck else 0
        side = state.side
        flags = (
            float(seat is not None and side >= 0 and SIDE_NAMES[side] == SIDE_NAMES[me]),
            float(state.phase == ACT),
            float(state.cav is not None),
            float(state.combat is not None),
            min(1.0, (state.ap or 0) / 10),
            min(1.0, deck_left / (deck.bit_count() or 40)),
            min(1.0, state.turns / 100),
        )
        ones = self._ones
        for i, value in enumerate(flags):
            if value:
                start = (18 + i) * area
                out[start : start + area] = ones if value == 1.0 else array("d", [value]) * area
        return out


def encoding(game: Game) -> FlatwarEncoding:
    return FlatwarEncoding(game)


__all__ = ["FlatwarEncoding", "armies", "encoding"]
