"""European War (Evropská válka): the State: a position's data, its invariants and the facts
derived from it. Rule numbers refer to docs/rules/europe.md.

The board is a tuple of 15 ints in map order: 0 for an empty field, else ``power * 3 + size``
(size 1 small, 2 medium, 3 large), so a piece code is 1..15. Moves are ints (see the
``MoveBase`` bases below); their text forms are in the rules doc, section Notation. The
behaviour (legal moves, chance, applying a move, the outcome, texts and views) lives in
rules.py, notation.py and view.py; the state reaches it through its game (game.py binds it),
so this module imports none of them.
"""

from __future__ import annotations

from enum import IntEnum
from itertools import permutations
from typing import TYPE_CHECKING, Any

from wartable.core.game import CHANCE, TERMINAL, Move, Outcome, State
from wartable.core.messages import Said

from .board import BRI, DUA, FRA, MAP, RUS, SIZE_LETTERS

if TYPE_CHECKING:
    from .game import EuropeGame


# -- phases -------------------------------------------------------------------------------
class Phase(IntEnum):
    """What a position waits for. ``EuropeState.phase`` holds its value as a plain int (the
    rules compare it on every move); a position's text and views say its name
    (``PHASE_NAMES``), never the number."""

    FIRST = 0  #: chance: who starts (R3.1)
    PLACE = 1  #: the active seat places its three pyramids (R3.2)
    ACTION = 2  #: the active seat chooses its action (R4)
    ROLL_A = 3  #: chance: the attacker's dice (R5.1)
    ROLL_D = 4  #: chance: the defender's dice (R5.1)
    DECIDE = 5  #: France keeps or rerolls (R5.3)
    REROLL = 6  #: chance: France's second roll (R5.3)
    RETREAT = 7  #: the beaten defender chooses where to retreat (R5.5)
    OVER = 8  #: the game is over (R6)


#: who moves in each phase (``to_move``): the active seat, chance, or the attacked seat; plain
#: ints, as ``EuropeState.phase`` holds
_SEAT_PHASES = (int(Phase.ACTION), int(Phase.PLACE))
_CHANCE_PHASES = (int(Phase.FIRST), int(Phase.ROLL_A), int(Phase.ROLL_D), int(Phase.REROLL))
_DEFENDER_PHASES = (int(Phase.DECIDE), int(Phase.RETREAT))

PHASE_NAMES = (
    "first",
    "place",
    "action",
    "attack-roll",
    "defence-roll",
    "france-decides",
    "france-reroll",
    "retreat",
    "over",
)


# -- move encoding ------------------------------------------------------------------------
class MoveBase(IntEnum):
    """The bases of the int move codes: a move is a plain int, ``MoveBase.ATTACK + src * 16 +
    dst`` (``+`` gives an int); a move that is a base alone (pass, keep, reroll) is written
    ``int(MoveBase.KEEP)``, so no enum member is ever a move (a move's repr stays the
    number)."""

    PASS = 0
    GROW = 1000  #: + field
    BUILD = 2000  #: + field
    MOVE = 3000  #: + src * 16 + dst
    ATTACK = 4000  #: + src * 16 + dst
    RETREAT = 5000  #: + src * 16 + dst
    KEEP = 6000
    REROLL = 6001
    PLACE = 7000  #: + permutation index (PLACEMENTS)
    FIRST = 8000  #: + seat
    ROLL = 10000  #: + dice code (653 for 6,5,3)


#: the six ways to put (L, M, S) on a territory's three fields (sizes in map order)
PLACEMENTS: tuple[tuple[int, ...], ...] = tuple(permutations((3, 2, 1)))

NF = MAP.size
ADJ = MAP.adjacent
LAND = MAP.land
TERR = MAP.territory
FIELD_POWER = MAP.field_power
FIDS = MAP.field_ids
LETTERS = MAP.power_letters

DEFAULT_POWERS = ("FRA", "DUA", "RUS", "BRI", "OTT")


def piece_owner(code: int) -> int:
    """Power index of a piece code (1..15)."""
    return (code - 1) // 3


def piece_size(code: int) -> int:
    return (code - 1) % 3 + 1


def piece_text(code: int) -> str:
    if code == 0:
        return ".."
    return LETTERS[piece_owner(code)] + SIZE_LETTERS[piece_size(code)]


class EuropeState(State):
    """One position of European War (immutable).

    Invariants (checked for a parsed position by notation.parse_position): each power has at
    most three pyramids of each size (R2.2), eliminated seats have none on the board (R6.5), a
    combat's fields (``att``, ``dfd``) and dice are set exactly in its phases, and a finished
    game's winners and reason are what the rules give (R6).
    """

    __slots__ = (
        "game",
        "board",
        "alive",
        "active",
        "first",
        "phase",
        "round",
        "att",
        "dfd",
        "aroll",
        "droll",
        "rerolled",
        "winners",
        "reason",
    )

    #: The rules this state belongs to (a plain attribute: the rules read it on every move).
    game: EuropeGame
    board: tuple[int, ...]
    alive: tuple[bool, ...]
    active: int
    first: int
    phase: int  #: a Phase's value, stored as the plain int
    round: int
    att: int
    dfd: int
    aroll: tuple[int, ...]
    droll: tuple[int, ...]
    rerolled: bool
    winners: tuple[int, ...]
    reason: str

    def __init__(
        self,
        game: EuropeGame,
        board: tuple[int, ...],
        alive: tuple[bool, ...],
        active: int,
        first: int,
        phase: int,
        round_: int,
        att: int = -1,
        dfd: int = -1,
        aroll: tuple[int, ...] = (),
        droll: tuple[int, ...] = (),
        rerolled: bool = False,
        winners: tuple[int, ...] = (),
        reason: str = "",
    ) -> None:
        self.game = game
        self.board = board
        self.alive = alive
        self.active = active
        self.first = first
        self.phase = phase
        self.round = round_
        self.att = att
        self.dfd = dfd
        self.aroll = aroll
        self.droll = droll
        self.rerolled = rerolled
        self.winners = winners
        self.reason = reason

    def copy(self) -> EuropeState:
        s = EuropeState.__new__(EuropeState)
        s.game = self.game
        s.board = self.board
        s.alive = self.alive
        s.active = self.active
        s.first = self.first
        s.phase = self.phase
        s.round = self.round
        s.att = self.att
        s.dfd = self.dfd
        s.aroll = self.aroll
        s.droll = self.droll
        s.rerolled = self.rerolled
        s.winners = self.winners
        s.reason = self.reason
        return s

    # -- helpers --------------------------------------------------------------------------

    def seat_of(self, code: int) -> int:
        """The seat owning a piece code."""
        return self.game.power_seat[piece_owner(code)]

    def stash(self, power: int, size: int) -> int:
        """Pyramids of ``size`` that ``power`` has off the board (R2.2)."""
        code = power * 3 + size
        return 3 - self.board.count(code)

    def defender_seat(self) -> int:
        return self.seat_of(self.board[self.dfd])

    def is_france_home_defence(self) -> bool:
        """R5.3: a French pyramid defends a field of French territory."""
        return piece_owner(self.board[self.dfd]) == FRA and FIELD_POWER[self.dfd] == FRA

    def attack_bonus(self) -> int:
        """R5.2: the Dual Alliance's +1 on every attack."""
        return 1 if piece_owner(self.board[self.att]) == DUA else 0

    def defence_bonus(self) -> int:
        """R5.2: Britain's +1 against a landing (R1.4)."""
        if piece_owner(self.board[self.dfd]) == BRI and MAP.is_landing(self.att, self.dfd):
            return 1
        return 0

    def home_presence(self, seat: int) -> bool:
        """R6.1 (Russia: lost only when all its fields hold foreign pyramids)."""
        p = self.game.seat_power[seat]
        board = self.board
        lo = p * 3  # p's codes are lo + 1 .. lo + 3
        if p == RUS:
            for f in TERR[p]:
                code = board[f]
                if code == 0 or lo < code <= lo + 3:
                    return True
            return False
        for f in TERR[p]:  # noqa: SIM110 (a loop is faster than any() over a generator)
            if lo < board[f] <= lo + 3:
                return True
        return False

    # -- flow -----------------------------------------------------------------------------

    def to_move(self) -> int:
        phase = self.phase
        if phase in _SEAT_PHASES:
            return self.active
        if phase in _CHANCE_PHASES:
            return CHANCE
        if phase in _DEFENDER_PHASES:
            return self.defender_seat()
        return TERMINAL

    # -- the contract, through the game's rules (rules.py, notation.py, view.py) ----------

    def legal_moves(self) -> list[Move]:
        return self.game.generate(self)

    def chance_outcomes(self) -> list[tuple[Move, float]]:
        return self.game.chance_of(self)

    def apply(self, move: Move) -> EuropeState:
        return self.game.apply_move(self, move)

    def outcome(self) -> Outcome | None:
        return self.game.outcome_of(self)

    def move_text(self, move: Move) -> str:
        assert isinstance(move, int)
        return self.game.move_text(self, move)

    def check_notation(self, text: str) -> None:
        self.game.check_notation(self, text)

    def normalize_move_text(self, text: str) -> str:
        return self.game.normalize(self, text)

    def explain_illegal(self, text: str) -> Said | str:
        return self.game.explain_illegal(self, text)

    def to_text(self) -> str:
        return self.game.position_text(self)

    def view(self, seat: int | None) -> dict[str, Any]:
        return self.game.make_view(self, seat)

    def move_view(self, move: Move, seat: int | None) -> str:
        assert isinstance(move, int)
        return self.game.narrate(self, move, seat)

    def move_message(self, move: Move, seat: int | None) -> Said:
        assert isinstance(move, int)
        return self.game.narration(self, move, seat)

    def phase_message(self) -> Said | None:
        return None if self.phase == Phase.OVER else self.game.phase_said(self.phase)
