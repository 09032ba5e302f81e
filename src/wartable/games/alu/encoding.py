"""ALU's action space and observation tensor (the ``encoding`` part; see
:mod:`wartable.core.encoding` and docs/rl.md).

Action space (docs/rules/alu.md, Notation [A16]): the move texts in the legal-move order's
layout, for the ``board`` option's W x H squares in board order (a1, b1, ..., a2, ...):
``C sq`` for every square (index ``0 .. WH-1``), then ``R sq``, ``U sq``, ``F sq``, ``X sq``
(each ``WH`` further indices), then ``end``: ``5 WH + 1`` actions (201 on the 8x5 board, 201
on 10x4).

Observation: 21 planes of H x W (row 1 first, column a first) from the seat's view: free,
raided, the seat's camps, the other seat's camps, squares the seat controls, squares the other
controls; then constant planes: the seat is to move, actions left this turn / 3, this is the
final turn, the seat's then the other's building, iron, food, pending food (each / 25, capped
at 1) and camps in supply (/ 14), the tray's raid markers (/ 14), and the previous turn was a
pass (so a turn ended without action now ends the game, R8.4). For a spectator (seat
None) "the seat" is circle. ALU hides nothing, so :meth:`AluEncoding.observation` reads the
same floats straight from the position's bit sets (the view's rows are those sets as text).
"""

from __future__ import annotations

from array import array
from collections.abc import Mapping, Sequence
from typing import Any

from wartable.core.encoding import Features, ListedEncoding, fill
from wartable.core.game import Game, Move, State

from .board import FILES
from .state import CAMPS_PER_PLAYER, END, KIND_LETTERS, AluState

KINDS = ("C", "R", "U", "F", "X")
PLANES = 21
LETTERS = ("C", "S")


def _size(game: Game) -> tuple[int, int]:
    width, height = (int(x) for x in str(game.options["board"]).split("x"))
    return width, height


class AluEncoding(ListedEncoding):
    max_chance_outcomes = 0

    def __init__(self, game: Game) -> None:
        width, height = _size(game)
        squares = [f"{FILES[x]}{y + 1}" for y in range(height) for x in range(width)]
        super().__init__(game, [*(f"{k} {sq}" for k in KINDS for sq in squares), "end"])
        self.width, self.height = width, height
        self.observation_shape = (PLANES, height, width)
        # a move code (kind * 64 + square, or END) -> its index: the table of the texts
        # (notation.move_text, A16) computed once, so that no move is turned into text again
        names = game.geo.names  # type: ignore[attr-defined]
        self.by_code = [-1] * (END + 1)
        for kind in range(len(KINDS)):
            for sq, name in enumerate(names):
                self.by_code[kind * 64 + sq] = self.index[f"{KIND_LETTERS[kind]} {name}"]
        self.by_code[END] = self.index["end"]

    def action_of(self, state: State, move: Move) -> int:
        return self.by_code[move]

    def indices_of(self, state: State, moves: Sequence[Move]) -> list[int]:
        by_code = self.by_code
        return [by_code[m] for m in moves]

    def observe(self, view: Mapping[str, Any], seat: int | None) -> list[float]:
        me = 0 if seat is None else seat
        own, other = LETTERS[me], LETTERS[1 - me]
        area = self.width * self.height
        planes = [[0.0] * area for _ in range(6)]
        rows = view["rows"]
        control = view["control"]
        for r in range(self.height):
            y = self.height - 1 - r
            for x in range(self.width):
                sq = y * self.width + x
                ch, ctl = rows[r][x], control[r][x]
                if ch == ".":
                    planes[0][sq] = 1.0
                elif ch == "R":
                    planes[1][sq] = 1.0
                elif ch == own:
                    planes[2][sq] = 1.0
                elif ch == other:
                    planes[3][sq] = 1.0
                if ctl.upper() == own:
                    planes[4][sq] = 1.0
                elif ctl.upper() == other:
                    planes[5][sq] = 1.0
        f = Features()
        for plane in planes:
            f.extend(plane)
        players = view["players"]
        scalars = [
            float(seat is not None and view["to_move"] == seat),
            min(1.0, view["actions_left"] / 3),
            float(bool(view["final_turn"])),
        ]
        for p in (players[me], players[1 - me]):
            scalars += [
                min(1.0, p["building"] / 25),
                min(1.0, p["iron"] / 25),
                min(1.0, p["food"] / 25),
                min(1.0, p["food_pending"] / 25),
                min(1.0, p["camps_in_supply"] / 14),
            ]
        scalars.append(min(1.0, view["tray"] / 14))
        scalars.append(float(bool(view["previous_turn_passed"])))
        for value in scalars:
            f.extend([value] * area)
        return f.values

    def observation(self, state: State, seat: int | None) -> list[float]:
        return self.observation_buffer(state, seat).tolist()

    def observe_into(self, state: State, seat: int | None, out: Any) -> None:
        try:
            view = memoryview(out)
        except TypeError:  # a list: no buffer
            view = None
        if view is not None and view.format == "f" and view.c_contiguous:
            # a float32 buffer (a numpy array, an array('f')): its bytes written at once
            data = self.observation_f32(state, seat)
            if view.nbytes == len(data):
                view.cast("B")[:] = data
                return
        fill(out, self.observation_buffer(state, seat))

    def observation_f32(self, state: State, seat: int | None) -> bytes:
        """The observation as float32 bytes (native order): the floats of
        :meth:`observation_buffer` rounded to float32, each plane of bits put together from
        a table of the 256 bytes' eight floats (no loop over the squares)."""
        assert isinstance(state, AluState)
        me = 0 if seat is None else seat
        area = self.width * self.height
        size = 4 * area
        nbytes = (area + 7) // 8
        table = _BYTE_FLOATS
        camps = state.camps
        taken = camps[0] | camps[1]
        circle = state.territory_set(0)
        control = (circle, state.territory_set(1) & ~circle)
        sets = (
            ((1 << area) - 1) & ~taken & ~state.raids,
            state.raids & ~taken,
            camps[me],
            camps[1 - me],
            control[me],
            control[1 - me],
        )
        parts = [
            b"".join([table[x] for x in bits.to_bytes(nbytes, "little")])[:size] for bits in sets
        ]
        scalars = _scalars(state, seat, me)
        parts += [array("f", [value]).tobytes() * area for value in scalars]
        return b"".join(parts)

    def observation_buffer(self, state: State, seat: int | None) -> array[float]:
        """The observation as an ``array('d')`` from the position's bit sets (the same floats
        as :meth:`observe` of the view: a board row's character and a control mark are these
        sets, in this priority)."""
        assert isinstance(state, AluState)
        me = 0 if seat is None else seat
        area = self.width * self.height
        out = array("d", bytes(8 * PLANES * area))
        camps = state.camps
        taken = camps[0] | camps[1]
        raided = state.raids & ~taken
        circle = state.territory_set(0)
        control = (circle, state.territory_set(1) & ~circle)
        sets = (
            ((1 << area) - 1) & ~taken & ~state.raids,
            raided,
            camps[me],
            camps[1 - me],
            control[me],
            control[1 - me],
        )
        for plane, bits in enumerate(sets):
            base = plane * area
            while bits:
                low = bits & -bits
                out[base + low.bit_length() - 1] = 1.0
                bits ^= low
        scalars = _scalars(state, seat, me)
        for k, value in enumerate(scalars):
            if value:
                start = (6 + k) * area
                out[start : start + area] = array("d", [value]) * area
        return out


#: the eight float32 bits of every byte, lowest bit first: a plane of a bit set at 8 squares a
#: lookup
_BYTE_FLOATS = [array("f", [float(b >> i & 1) for i in range(8)]).tobytes() for b in range(256)]


def encoding(game: Game) -> AluEncoding:
    return AluEncoding(game)


__all__ = ["AluEncoding", "encoding"]


def _scalars(state: AluState, seat: int | None, me: int) -> list[float]:
    """The observation's whole-plane values, in plane order: who moves, actions used, the last
    turn, each side's stocks and camps left (``me`` first), the tray, the previous pass."""
    camps = state.camps
    scalars = [
        float(seat is not None and state.result is None and state.seat == seat),
        min(1.0, state.actions / 3),
        float(bool(state.last_turn)),
    ]
    for p in (me, 1 - me):
        b, i, f, pending = state.stocks[p]
        scalars += [
            min(1.0, b / 25),
            min(1.0, i / 25),
            min(1.0, f / 25),
            min(1.0, pending / 25),
            min(1.0, (CAMPS_PER_PLAYER - camps[p].bit_count()) / 14),
        ]
    scalars.append(min(1.0, state.tray() / 14))
    scalars.append(float(bool(state.prev_pass)))
    return scalars
