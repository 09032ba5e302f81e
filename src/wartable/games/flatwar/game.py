"""The Flatwar rule set: options, presets and the initial position (docs/rules/flatwar.md)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, ClassVar

from wartable.core.errors import BadOption
from wartable.core.game import Game, Move, Option

from . import notation
from . import view as view_
from .board import SIDE_NAMES
from .rules import Position, army_legal
from .state import BUILD, NO_RESULT, TROLL, FlatwarState

#: Ready-made armies (R2.5): counts of isosceles soldiers, cavalry, Regulars, Squares.
PRESETS: dict[str, tuple[int, int, int, int]] = {
    "balanced": (9, 3, 2, 1),
    "cavalry": (4, 7, 1, 1),
    "guns": (4, 2, 3, 2),
    "infantry": (12, 0, 3, 1),
}
ARMY_CHOICES = ("build", *PRESETS)

assert all(army_legal(p) for p in PRESETS.values())


class Flatwar(Game):
    """Flatwar (Επιπεδοπόλεμος): Flatland armies on a chessboard, driven by a card deck."""

    name: ClassVar[str] = "flatwar"
    title: ClassVar[str] = "Flatwar"
    version: ClassVar[int] = 1
    has_hidden_information: ClassVar[bool] = False
    option_specs: ClassVar[tuple[Option, ...]] = (
        Option(
            "red_army",
            "build",
            "red's army: 'build' it unit by unit, or a preset "
            "(balanced, cavalry, guns, infantry) (R2.5)",
            choices=ARMY_CHOICES,
        ),
        Option("black_army", "build", "black's army, as red_army (R2.5)", choices=ARMY_CHOICES),
        Option(
            "deployment",
            "manual",
            "'manual': place units one by one; 'auto': both armies take a fixed formation (R4.5)",
            choices=("manual", "auto"),
        ),
        Option("line_of_sight", False, "terrain blocks shots (R6.6, G8)"),
        Option(
            "cavalry_may_stop",
            False,
            "cavalry may stop before spending its points down to 1 (R7.6, G5c)",
        ),
        Option(
            "charge_bonus",
            "upgraded",
            "what a charging cavalry adds to its die: 'upgraded' points C0 (G5b) or its "
            "'rolled' activation die (R7.4)",
            choices=("upgraded", "rolled"),
        ),
        Option(
            "turn_limit",
            0,
            "draw after this many cards without a winner; 0 = no limit (R9.2)",
            minimum=0,
            maximum=1_000_000,
        ),
    )

    def __init__(self, **options: Any) -> None:
        super().__init__(**options)
        self.red_army: str = self.options["red_army"]
        self.black_army: str = self.options["black_army"]
        self.deployment: str = self.options["deployment"]
        self.line_of_sight: bool = self.options["line_of_sight"]
        self.cavalry_may_stop: bool = self.options["cavalry_may_stop"]
        self.charge_bonus: str = self.options["charge_bonus"]
        self.turn_limit: int = self.options["turn_limit"]

    def validate_options(self) -> None:
        if self.options["players"] != 2:
            raise BadOption(f"flatwar: players={self.options['players']}: only 2 players")

    def seat_name(self, seat: int) -> str:
        return SIDE_NAMES[seat].capitalize()

    def initial_state(self) -> FlatwarState:
        s = Position(self)
        s.board = bytes(64)
        red = PRESETS.get(self.red_army, (0, 0, 0, 0))
        black = PRESETS.get(self.black_army, (0, 0, 0, 0))
        s.reserve = (*red, *black)
        if self.red_army == "build":
            s.phase, s.side = BUILD, 0
        elif self.black_army == "build":
            s.phase, s.side = BUILD, 1
        else:
            s.phase, s.side = TROLL, 0
        s.tleft = (-1, -1)
        s.turns = 0
        s.drawn = 0
        s.card = -1
        s.ap = 0
        s.used = 0
        s.cav = None
        s.combat = None
        s.last = None
        s.result = NO_RESULT
        return s

    def parse_state(self, text: str) -> FlatwarState:
        return notation.parse_state(self, text)

    def render(self, view: Mapping[str, Any]) -> str:
        return view_.render_view(view)

    def notation_help(self) -> str:
        return notation.NOTATION_HELP

    # -- the text forms and views a FlatwarState hands over (state.py) --------------------

    def state_text(self, state: FlatwarState) -> str:
        return notation.state_to_text(state)

    def state_view(self, state: FlatwarState, seat: int | None) -> dict[str, Any]:
        return view_.state_view(state, seat)

    def describe_move(self, state: FlatwarState, move: Move, seat: int | None) -> str:
        return view_.describe_move(state, move, seat)

    def check_move_length(self, text: object) -> None:
        notation.check_length(text)

    def normalize_move(self, text: str) -> str:
        return notation.normalize_move(text)

    def check_move(self, text: str) -> None:
        notation.check_move(text)

    def explain_illegal(self, state: FlatwarState, text: str) -> str:
        return notation.explain_illegal(state, text)
