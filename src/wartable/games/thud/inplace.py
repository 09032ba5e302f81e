"""Classic Thud played in place: apply a move and undo it on one mutable board (issue 40).

:class:`PlayoutBoard` holds a battle's position in a ``bytearray`` and plain fields; ``apply``
changes it and returns what ``undo`` needs to put it back exactly, so a playout or a search
makes no new position per ply. The public :meth:`ThudState.apply` (a new immutable state)
stays; a board is made from a state (``PlayoutBoard(state)``) and turned back into one
(:meth:`PlayoutBoard.to_state`). The rules are rules.py's (the same move generator, the same
``move_pieces``, the same ends of a battle, R3-R5), so a board's moves and positions are the
state's (tests/thud/test_inplace.py); the end of a battle stops the board (R6's next battle is
made by :meth:`PlayoutBoard.to_state`, through ``rules.end_battle``).

:func:`random_playout` (``ThudState.random_playout``) plays a classic battle in C where the C
module is built and the generator is a plain ``random.Random``, else on a board here; Koom
Valley's in the plain loop. All three give the same position and generator state.
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING

from . import rules
from .board import DWARF, EMPTY, NEIGHBOURS, TROLL
from .state import (
    ACCEPT,
    DECLINE,
    K_ACCEPT,
    K_DECLINE,
    K_HURL,
    K_OFFER,
    K_TROLL,
    NO_OFFER,
    OFFER,
    OFFER_DECLINED,
    OFFER_PENDING,
    ThudState,
)

if TYPE_CHECKING:
    from .game import ThudGame

#: what undo needs: the move, then side, quiet, ply, offer, dwarfs, trolls before it
Undo = tuple[int, int, int, int, int, int, int]


class PlayoutBoard:
    """A classic Thud battle's position, changed in place (see the module's text). It has the
    fields rules.py's generator reads of a position (``game``, ``cells``, ``dwarfs``,
    ``trolls``, ``side``, ``cached_moves``)."""

    __slots__ = (
        "game",
        "cells",
        "dwarfs",
        "trolls",
        "side",
        "quiet",
        "ply",
        "offer",
        "battle",
        "results",
        "ended",
        "cached_moves",
    )

    def __init__(self, state: ThudState) -> None:
        if state.game.kvt:
            raise ValueError("thud: the in-place board plays the classic rule set only")
        if state.over:
            raise ValueError("thud: the match is over: nothing to play in place")
        self.game: ThudGame = state.game
        self.cells = bytearray(state.cells)
        self.dwarfs = state.dwarfs
        self.trolls = state.trolls
        self.side = state.side
        self.quiet = state.quiet
        self.ply = state.ply
        self.offer = state.offer
        self.battle = state.battle
        self.results = state.results
        #: why the battle ended with the last move applied (rules.END_REASONS), else None
        self.ended: str | None = None
        self.cached_moves: list[int] | None = None

    def legal_moves(self) -> list[int]:
        """The legal moves (rules.legal_moves of the same position, in the same order)."""
        if self.ended is not None:
            return []
        if self.offer == OFFER_PENDING:
            return [ACCEPT, DECLINE]
        game = self.game
        native = rules.native_module()
        if native is not None:
            moves: list[int] = native.moves(
                bytes(self.cells),
                self.side,
                game.step_captures_any,
                game.shove_min_line,
                game.shove_choose,
            )
        else:
            self.cached_moves = None
            moves = list(rules.board_moves(self))  # type: ignore[arg-type]
        if self.offer == NO_OFFER and game.agreement:
            moves.append(OFFER)
        return moves

    def apply(self, move: int) -> Undo:
        """Play ``move`` (a legal move here) in place; what :meth:`undo` takes back."""
        undo = (move, self.side, self.quiet, self.ply, self.offer, self.dwarfs, self.trolls)
        kind = move >> 24
        if kind >= K_OFFER:
            if kind == K_OFFER:
                self.offer = OFFER_PENDING
            elif kind == K_DECLINE:
                self.offer = OFFER_DECLINED
            else:
                self.ended = "agreement"
            return undo
        game = self.game
        dwarfs, trolls, captured = rules.move_pieces(self, move, self.cells)  # type: ignore[arg-type]
        self.dwarfs = dwarfs
        self.trolls = trolls
        quiet = 0 if captured else self.quiet + 1
        ply = self.ply + 1
        if not dwarfs or not trolls:
            self.ended = "no-pieces"
        elif game.quiet_limit and quiet >= game.quiet_limit:
            self.ended = "quiet"
        elif game.ply_limit and ply >= game.ply_limit:
            self.ended = "ply-limit"
        else:
            native = rules.native_module()
            side = self.side ^ 1
            if native is not None:
                has_move = native.has_move(
                    bytes(self.cells),
                    side,
                    game.step_captures_any,
                    game.shove_min_line,
                    game.shove_choose,
                )
            else:
                self.side = side
                self.cached_moves = None
                has_move = rules.has_board_move(self)  # type: ignore[arg-type]
                self.side = side ^ 1
            if not has_move:
                self.ended = "no-move"
            else:
                self.side = side
                self.quiet = quiet
                self.ply = ply
                self.offer = NO_OFFER
        self.cached_moves = None
        return undo

    def undo(self, undo: Undo) -> None:
        """Take back the move :meth:`apply` returned ``undo`` for (the last one applied)."""
        move, self.side, self.quiet, self.ply, self.offer, self.dwarfs, self.trolls = undo
        self.ended = None
        self.cached_moves = None
        kind = move >> 24
        if kind >= K_OFFER:
            return
        cells = self.cells
        frm = move & 0xFF
        to = move >> 8 & 0xFF
        if kind == K_TROLL:
            cells[to] = EMPTY
            cells[frm] = TROLL
            mask = move >> 16 & 0xFF
            if mask:
                nb = NEIGHBOURS[to]
                for b in range(8):
                    if mask >> b & 1:
                        cells[nb[b]] = DWARF
        else:
            cells[to] = TROLL if kind == K_HURL else EMPTY
            cells[frm] = DWARF

    def to_state(self) -> ThudState:
        """The position as an immutable state: the next battle or the end of the match when
        the battle ended (rules.end_battle)."""
        game = self.game
        cells = bytes(self.cells)
        state = ThudState(
            game, cells, self.side, self.battle, self.results, self.quiet, self.ply, self.offer
        )
        if self.ended is None:
            return state
        return rules.end_battle(state, cells, self.dwarfs, self.trolls, self.ended)


def inplace_playout(s: ThudState, rng: random.Random, plies: int) -> ThudState:
    """:func:`rules.python_playout` played on a :class:`PlayoutBoard`: the same moves drawn
    the same way (``moves[rng.randrange(len(moves))]``), no new position a ply."""
    left = plies
    while left > 0 and not s.over:
        board = PlayoutBoard(s)
        while left > 0 and board.ended is None:
            moves = board.legal_moves()
            board.apply(moves[rng.randrange(len(moves))])
            left -= 1
        s = board.to_state()
    return s


def random_playout(s: ThudState, rng: random.Random, plies: int) -> ThudState:
    """``State.random_playout`` of Thud: C, in place, or the plain loop (the module's text)."""
    if s.game.kvt:
        return rules.python_playout(s, rng, plies)
    if rules.native_module() is not None and type(rng) is random.Random:
        return rules.random_playout(s, rng, plies)
    return inplace_playout(s, rng, plies)


assert K_ACCEPT == K_OFFER + 1 and OFFER_DECLINED == 2
