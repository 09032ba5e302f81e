"""The Flatwar position: its data, the phase and stage codes, who moves (docs/rules/flatwar.md).

A :class:`FlatwarState` is immutable. Its behaviour (legal moves, chance, applying a move, the
outcome, text forms and views) lives in rules.py, notation.py and view.py; the state reaches it
through its game (game.py binds it), so this module imports only the board.
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, Any

from wartable.core.game import CHANCE, TERMINAL, Move, Outcome, State
from wartable.core.messages import Said

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
        "game",
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

    #: The rules this position belongs to (a plain attribute: the rules read it on every move).
    game: Flatwar
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
        self.game = game

    def copy(self) -> FlatwarState:
        """A copy to change while a move is applied (rules.apply_move), before anyone sees it."""
        n = FlatwarState.__new__(FlatwarState)
        n.game = self.game
        n.board = self.board
        n.phase = self.phase
        n.side = self.side
        n.reserve = self.reserve
        n.tleft = self.tleft
        n.turns = self.turns
        n.drawn = self.drawn
        n.card = self.card
        n.ap = self.ap
        n.used = self.used
        n.cav = self.cav
        n.combat = self.combat
        n.last = self.last
        n.result = self.result
        return n

    def to_move(self) -> int:
        phase = self.phase
        if phase == ACT:
            combat = self.combat
            if combat is not None:
                return CHANCE if combat[3] != WON else self.side
            cav = self.cav
            if cav is not None and cav[3] == ROLLING:
                return CHANCE
            return self.side
        if phase == DRAW or phase == TROLL:
            return CHANCE
        if phase == OVER:
            return TERMINAL
        return self.side

    def cell_char(self, sq: int) -> str:
        return CELL_CHARS[self.board[sq]]

    def alive(self) -> list[int]:
        """The sides that still have a Square on the board (R9.1, R10.5)."""
        board = self.board
        return [s for s in range(self.game.sides) if piece(s, SQR) in board]

    def charge_bonus(self) -> int:
        """C0 of the active cavalry (R7.2): fixed at its first spend; before it, the upgraded
        points, or with the option charge_bonus=rolled the die roll itself (kept in cav[2]
        while the window is open)."""
        cav = self.cav
        assert cav is not None
        if cav[3] != OPEN:
            return cav[2]
        return cav[2] if self.game.charge_bonus == "rolled" else cav[1]

    # -- the contract, through the game's rules (rules.py, notation.py, view.py) ----------

    def legal_moves(self) -> list[Move]:
        return self.game.generate(self)

    def chance_outcomes(self) -> list[tuple[Move, float]]:
        return self.game.chance_of(self)

    def apply(self, move: Move) -> FlatwarState:
        return self.game.apply_move(self, move)

    def outcome(self) -> Outcome | None:
        return self.game.outcome_of(self)

    def determinize(self, seat: int, rng: random.Random) -> FlatwarState:
        return self.game.determinize_for(self, seat, rng)

    def hides_from(self, seat: int) -> bool:
        return self.game.hidden_from(self, seat)

    def move_text(self, move: Move) -> str:
        return self.game.move_text(self, move)

    def move_view(self, move: Move, seat: int | None) -> str:
        """The move's text; chance outcomes say what they decided (the log shows each roll)."""
        return self.game.describe_move(self, move, seat)

    def move_message(self, move: Move, seat: int | None) -> Said:
        return self.game.move_message(self, move, seat)

    def phase_message(self) -> Said | None:
        return self.game.phase_message(self)

    def parse_move(self, text: str) -> Move:
        self.game.check_move_length(text)
        return super().parse_move(text)

    def normalize_move_text(self, text: str) -> str:
        return self.game.normalize_move(text)

    def check_notation(self, text: str) -> None:
        self.game.check_move(text)

    def explain_illegal(self, text: str) -> Said | str:
        return self.game.explain_illegal(self, text)

    def to_text(self) -> str:
        return self.game.state_text(self)

    def view(self, seat: int | None) -> dict[str, Any]:
        return self.game.state_view(self, seat)
