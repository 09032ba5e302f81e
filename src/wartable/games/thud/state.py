"""The Thud position's data and its invariants (docs/rules/thud.md, R1-R9).

A position is its 225 cells (``board.SIZE`` squared: the board's 165 squares and the cut-off
corners; one byte each, ``bytes``: compact, immutable, read in place by the C generator), the
dwarfs and the trolls as bit sets over the same squares (always equal to the cells), the side to
move, the battle within the match, the finished battles' results, the counts for the draw limits
and the agreement protocol's state. :class:`ThudState` holds this data only; the behaviour is
added layer by layer (rules.py, notation.py, view.py).

Moves are ints: ``from | to << 8 | captures << 16 | kind << 24``. ``captures`` is an 8-bit mask
of directions *from the landing square* (bit d set: the neighbour in direction d is taken).
Kinds: dwarf move, hurl, troll move (a step or a shove: the two are one move when from, to and
captures agree, so a troll move is identified by exactly those), and the three moves of the
agreement protocol (offer, accept, decline) that end a battle by consent (R6.1).
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any, Self

from wartable.core import TERMINAL, Outcome, State
from wartable.core.messages import Said, said

from .board import DWARF, TROLL

if TYPE_CHECKING:
    from .game import ThudGame

K_DWARF, K_HURL, K_TROLL, K_OFFER, K_ACCEPT, K_DECLINE = range(6)
assert K_TROLL == 2  # board.TROLL_RAYS builds troll moves with kind 2
OFFER = K_OFFER << 24
ACCEPT = K_ACCEPT << 24
DECLINE = K_DECLINE << 24
PROTOCOL = {"offer": OFFER, "accept": ACCEPT, "decline": DECLINE}
PROTOCOL_TEXT = {OFFER: "offer", ACCEPT: "accept", DECLINE: "decline"}

# side to move
DWARFS, TROLLS = 0, 1
SIDE_NAMES = ("dwarfs", "trolls")

# offer state
NO_OFFER, OFFER_PENDING, OFFER_DECLINED = 0, 1, 2

#: Why a battle ended: token (position text) -> words.
END_REASONS = {
    "agreement": "both players agreed to end the battle",
    "no-move": "the side to move had no legal move",
    "no-pieces": "one side had no pieces left",
    "quiet": "no capture for the quiet-ply limit",
    "ply-limit": "the battle reached its ply limit",
    "rock-home": "the dwarfs brought the Rock to the far edge (Koom Valley)",
    "rock-taken": "three trolls stood around the Rock (Koom Valley)",
}


class ThudState(State):
    """A Thud position within a match of one or more battles (classic or Koom Valley: the
    game's rule set decides the behaviour its bindings give, see game.py)."""

    __slots__ = (
        "game",
        "cells",
        "dwarfs",
        "trolls",
        "side",
        "battle",
        "results",
        "quiet",
        "ply",
        "offer",
        "over",
        "cached_moves",
    )

    #: The rules this position belongs to (a plain attribute: the rules read it on every move).
    game: ThudGame
    #: The piece moves, where a generator keeps them in the position (rules.board_moves).
    cached_moves: list[int] | None

    def __init__(
        self,
        game: ThudGame,
        cells: Sequence[int],
        side: int,
        battle: int = 1,
        results: tuple[tuple[int, int, str], ...] = (),
        quiet: int = 0,
        ply: int = 0,
        offer: int = NO_OFFER,
        over: bool = False,
    ) -> None:
        self.game = game
        self.cells: bytes = cells if type(cells) is bytes else bytes(cells)
        d = t = 0
        for sq, c in enumerate(cells):
            if c == DWARF:
                d |= 1 << sq
            elif c == TROLL:
                t |= 1 << sq
        self.dwarfs = d
        self.trolls = t
        self.side = side
        self.battle = battle
        self.results = results
        self.quiet = quiet
        self.ply = ply
        self.offer = offer
        self.over = over
        self.cached_moves = None

    # -- who moves ------------------------------------------------------------------------

    def dwarf_seat(self) -> int:
        """The seat playing the dwarfs in the current battle (R6.3: sides swap)."""
        return (self.battle - 1) % 2

    def seat_of(self, side: int) -> int:
        return (self.battle - 1 + side) % 2

    def to_move(self) -> int:
        if self.over:
            return TERMINAL
        side = self.side ^ 1 if self.offer == OFFER_PENDING else self.side
        return self.seat_of(side)

    # -- a successor's data ---------------------------------------------------------------

    def child(self, cells: bytes, side: int, quiet: int, ply: int, offer: int) -> Self:
        """The next position of the same battle: these fields new, the pieces' bit sets
        copied (the caller sets them when a move changed them)."""
        cls = type(self)
        new = cls.__new__(cls)
        new.game = self.game
        new.cells = cells
        new.dwarfs = self.dwarfs
        new.trolls = self.trolls
        new.side = side
        new.battle = self.battle
        new.results = self.results
        new.quiet = quiet
        new.ply = ply
        new.offer = offer
        new.over = False
        new.cached_moves = None
        return new

    # -- the contract, through the game's rules (rules.py, notation.py, view.py, kvt.py) --

    def legal_moves(self) -> list[int]:
        return self.game.generate(self)

    def perft_moves(self) -> list[int]:
        return self.game.perft_moves(self)

    def apply(self, move: Any) -> ThudState:
        return self.game.apply_move(self, move)

    def outcome(self) -> Outcome | None:
        return self.game.outcome_of(self)

    def move_text(self, move: Any) -> str:
        return self.game.move_text(self, move)

    def move_texts(self, moves: Sequence[Any]) -> list[str]:
        return self.game.move_texts(self, moves)

    def normalize_move_text(self, text: str) -> str:
        return self.game.normalize_move(text)

    def parse_move(self, text: str) -> Any:
        return self.game.parse_move(self, text)

    def check_notation(self, text: str) -> None:
        self.game.check_notation(text)

    def explain_illegal(self, text: str) -> Said | str:
        return self.game.explain_illegal(self, text)

    def to_text(self) -> str:
        return self.game.position_text(self)

    def view(self, seat: int | None) -> dict[str, Any]:
        return self.game.make_view(self, seat)

    def move_view(self, move: Any, seat: int | None) -> str:
        return self.game.narrate(self, move, seat)

    def random_playout(self, rng: random.Random, plies: int) -> ThudState:
        return self.game.random_playout(self, rng, plies)

    def move_message(self, move: Any, seat: int | None) -> Said:
        return self.game.narration(self, move, seat)

    def phase_message(self) -> Said | None:
        if self.over:
            return None
        side = said(f"thud-side-{SIDE_NAMES[self.side]}")
        return said(
            "thud-phase-offer" if self.offer == OFFER_PENDING else "thud-phase-move", side=side
        )

    def determinize(self, seat: int, rng: random.Random) -> ThudState:
        """Thud has no hidden information: every seat's sample is the position itself."""
        return self
