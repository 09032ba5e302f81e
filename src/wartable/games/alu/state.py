"""ALU: Loki Saar — the State: a position's data, its invariants and the facts derived from it.

Rule numbers (R1 ...) refer to docs/rules/alu.md. Seats: 0 = circle (moves first), 1 = square.
A state is a handful of ints: three bitboards (circle camps, square camps, raid markers), the
two stocks, the turn counters and two flags, so copying is cheap. The behaviour (legal moves,
applying a move, the outcome, text and views) lives in rules.py, notation.py and view.py; the
state reaches it through its game (game.py binds it), so this module imports none of them.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from wartable.core.game import TERMINAL, Move, Outcome, State
from wartable.core.messages import Said

from .board import controlled

if TYPE_CHECKING:
    from .game import AluGame

CIRCLE = 0
SQUARE = 1
SIDE_LETTERS = ("C", "S")
SIDE_NAMES = ("circle", "square")

# R2.5 / R2.6 / R3.1
CAMPS_PER_PLAYER = 14
RAID_MARKERS = 14
START_STOCK = (25, 10, 0, 0)  # building material, iron, food, pending food
WIN_TERRITORY = 21  # R8.2

# Move encoding: kind * 64 + square; END is its own code.
CAMP, RAID, RESTORE, CAMP_RAIDED, ATTACK, END_KIND = range(6)
KIND_LETTERS = "CRUFXE"
END = END_KIND * 64

BOARDS = {"8x5": (8, 5), "10x4": (10, 4)}

# Outcome reasons (position-text keyword, words for players)
REASONS = {
    "camps": "lost all camps",
    "21": "controls 21 squares",
    "territory": "larger territory after the final turn",
    "passes": "larger territory after two turns without action",
}

Stock = tuple[int, int, int, int]


class AluState(State):
    """One ALU position. Immutable; :meth:`apply` returns a new state.

    Invariants (checked for a parsed position by notation.parse_position): at most 14 camps a
    side and 14 raid markers, the turn's seat by parity, stocks reachable from the start (R3),
    flag L exactly when the other side's building material is 0 (R7), pending food only for the
    side to move (R3.3), and a finished game's ``result`` what the rules give (R7.3, R8).
    """

    __slots__ = (
        "game",
        "_moves",
        "actions",
        "camps",
        "last_turn",
        "prev_pass",
        "raids",
        "result",
        "seat",
        "stocks",
        "turn",
    )

    #: The rules this state belongs to (a plain attribute: the rules read it on every move).
    game: AluGame

    def __init__(
        self,
        game: AluGame,
        circle: int,
        square: int,
        raids: int,
        seat: int,
        turn: int,
        actions: int,
        circle_stock: Stock,
        square_stock: Stock,
        last_turn: bool,
        prev_pass: bool,
        result: tuple[tuple[int, ...], str] | None = None,
    ) -> None:
        self.game = game
        self.camps = (circle, square)
        self.raids = raids
        self.seat = seat
        self.turn = turn
        self.actions = actions
        self.stocks = (circle_stock, square_stock)
        self.last_turn = last_turn
        self.prev_pass = prev_pass
        #: ``(winners, reason keyword)`` once the game is over.
        self.result = result
        self._moves: list[int] | None = None

    # -- derived facts ----------------------------------------------------------------------

    def allotment(self) -> int:
        """Actions of the current turn (R4.1: 2 on turn 1, else 3)."""
        return 2 if self.turn == 1 else 3

    def has_placed(self, seat: int) -> bool:
        """True once ``seat`` has made his first action, a camp (R4.4, A8)."""
        if seat == CIRCLE:
            return self.turn > 1 or self.actions < 2
        return self.turn > 2 or (self.turn == 2 and self.actions < 3)

    def territory_set(self, seat: int) -> int:
        """The squares ``seat`` controls (R6)."""
        g = self.game
        return controlled(g.geo, self.camps[seat], self.camps[1 - seat], g.max_edges)

    def territory(self, seat: int) -> int:
        """The number of squares ``seat`` controls (R6.5)."""
        return self.territory_set(seat).bit_count()

    def tray(self) -> int:
        """Raid markers in the tray (R2.6)."""
        return RAID_MARKERS - self.raids.bit_count()

    def supply(self, seat: int) -> int:
        """Camp pieces ``seat`` has off the board (R2.5)."""
        return CAMPS_PER_PLAYER - self.camps[seat].bit_count()

    # -- the contract, through the game's rules (rules.py, notation.py, view.py) ----------

    def to_move(self) -> int:
        return TERMINAL if self.result is not None else self.seat

    def legal_moves(self) -> list[Move]:
        if self._moves is None:
            self._moves = self.game.generate(self)
        return list(self._moves)

    def apply(self, move: Any) -> AluState:
        return self.game.apply_move(self, move)

    def outcome(self) -> Outcome | None:
        if self.result is None:
            return None
        return self.game.outcome_of(self)

    def move_text(self, move: Any) -> str:
        return self.game.move_text(self, move)

    def parse_move(self, text: str) -> Move:
        self.game.check_length(text)
        return super().parse_move(text)

    def normalize_move_text(self, text: str) -> str:
        return self.game.normalize_move(text)

    def check_notation(self, text: str) -> None:
        self.game.check_move(self.game, text)

    def explain_illegal(self, text: str) -> Said | str:
        return self.game.explain_illegal(self, text)

    def to_text(self) -> str:
        return self.game.position_text(self)

    def view(self, seat: int | None) -> dict[str, Any]:
        return self.game.make_view(self, seat)
