"""The Flatwar position: its data, the phase and stage codes, and the contract methods that
are about text and views, which the state hands to its game (docs/rules/flatwar.md).

A :class:`FlatwarState` is immutable. The rules (legal moves, chance, applying a move, the
outcome) are bound in :class:`wartable.games.flatwar.rules.Position`, the concrete state; the
text forms and views are reached through ``self.game`` so that this module imports only the
board.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from wartable.core.game import Move, State

from .board import CELL_CHARS, SQR, piece

if TYPE_CHECKING:
    from .game import Flatwar

# Phases.
BUILD, TROLL, TERRAIN_PHASE, DEPLOY, DRAW, ACT, OVER = range(7)
PHASE_NAMES = ("build", "terrain-roll", "terrain", "deploy", "draw", "act", "over")
# Cavalry activation stages (R7).
ROLLING, OPEN, SPENT = range(3)
# Combat kinds (R8).
MELEE, SHOT, CHARGE = range(3)
#: combat[3] value while the winner of a melee or charge chooses advance/hold (R8.4).
WON = 7
# Results: the winning side (0-3), or a draw.
NO_RESULT, RED_WINS, BLACK_WINS, DRAWN = -1, 0, 1, 4


class FlatwarState(State):
    """One Flatwar position (see the position notation in docs/rules/flatwar.md)."""

    __slots__ = (
        "_game",
        "board",
        "phase",
        "side",
        "reserve",
        "tleft",
        "turns",
        "drawn",
        "card",
        "ap",
        "used",
        "cav",
        "combat",
        "last",
        "result",
    )

    _game: Flatwar
    board: bytes
    phase: int
    side: int
    #: Units bought but not placed: red I, C, R, S then black i, c, r, s (then blue, green).
    reserve: tuple[int, ...]
    #: Terrain pieces still to place per side, -1 before the side's roll.
    tleft: tuple[int, ...]
    turns: int
    #: Bit set of cards drawn since the last reshuffle.
    drawn: int
    card: int
    ap: int
    #: Bit set of squares whose unit attacked (infantry) or was activated (cavalry) this turn.
    used: int
    #: Active cavalry: (square, points C, C0, stage) or None; while the stage is OPEN the
    #: third value is the die roll, from the first spend on it is C0 (R7.2).
    cav: tuple[int, int, int, int] | None
    #: Pending attack: (kind, from, to, attacker roll: 0 = not rolled, 1-6, or WON) or None.
    combat: tuple[int, int, int, int] | None
    #: Last resolved attack: (kind, from, to, att roll, att value, def roll, def value).
    last: tuple[int, int, int, int, int, int, int] | None
    result: int

    def __init__(self, game: Flatwar) -> None:
        self._game = game

    @property
    def game(self) -> Flatwar:
        return self._game

    def cell_char(self, sq: int) -> str:
        return CELL_CHARS[self.board[sq]]

    def alive(self) -> list[int]:
        """The sides that still have a Square on the board (R9.1, R10.5)."""
        board = self.board
        return [s for s in range(self._game.sides) if piece(s, SQR) in board]

    def charge_bonus(self) -> int:
        """C0 of the active cavalry (R7.2): fixed at its first spend; before it, the upgraded
        points, or with the option charge_bonus=rolled the die roll itself (kept in cav[2]
        while the window is open)."""
        cav = self.cav
        assert cav is not None
        if cav[3] != OPEN:
            return cav[2]
        return cav[2] if self._game.charge_bonus == "rolled" else cav[1]

    # -- text forms and views, through the game (notation.py, view.py) -------------------

    def move_view(self, move: Move, seat: int | None) -> str:
        """The move's text; chance outcomes say what they decided (the log shows each roll)."""
        return self._game.describe_move(self, move, seat)

    def parse_move(self, text: str) -> Move:
        self._game.check_move_length(text)
        return super().parse_move(text)

    def normalize_move_text(self, text: str) -> str:
        return self._game.normalize_move(text)

    def check_notation(self, text: str) -> None:
        self._game.check_move(text)

    def explain_illegal(self, text: str) -> str:
        return self._game.explain_illegal(self, text)

    def to_text(self) -> str:
        return self._game.state_text(self)

    def view(self, seat: int | None) -> dict[str, Any]:
        return self._game.state_view(self, seat)
