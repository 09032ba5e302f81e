"""The Flatwar rule set: options, presets and the initial position (docs/rules/flatwar.md)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, ClassVar

from wartable.core.errors import BadOption
from wartable.core.game import Game, Option
from wartable.core.messages import HelpLine, Said, Say, english, said

from . import (
    messages,  # noqa: F401 (registers the English templates)
    notation,
    rules,
)
from . import view as view_
from .board import ENEMY, PRESETS, SIDE_NAMES, Geometry, full_deck, geometry
from .rules import army_legal
from .state import BUILD, NO_RESULT, OVER, PHASE_NAMES, TROLL, FlatwarState
from .view import table_json

ARMY_CHOICES = ("build", *PRESETS)

assert all(army_legal(p) for p in PRESETS.values())


class Flatwar(Game):
    """Flatwar (Επιπεδοπόλεμος): Flatland armies on a chessboard, driven by a card deck."""

    name: ClassVar[str] = "flatwar"
    title: ClassVar[str] = "Flatwar"
    #: 3 (issue 34): a side whose deployment rows are filled by others has its reserve
    #: removed, and is out if it placed no Square (R4.3, X21); version 2 left that side to move
    #: with no legal move, so every version-2 game that went on plays the same under version 3
    version: ClassVar[int] = 3
    earlier_versions: ClassVar[Mapping[int, Mapping[str, Any]]] = {2: {}}
    min_players: ClassVar[int] = 2
    max_players: ClassVar[int] = 4
    default_players: ClassVar[int] = 2
    #: The class default; an instance says True when its build is hidden (R2.7).
    has_hidden_information: bool = False
    option_specs: ClassVar[tuple[Option, ...]] = (
        Option(
            "red_army",
            "build",
            "red's army: 'build' it, or a preset (balanced, cavalry, guns, infantry) (R2.5)",
            choices=ARMY_CHOICES,
        ),
        Option("black_army", "build", "black's army, as red_army (R2.5)", choices=ARMY_CHOICES),
        Option(
            "blue_army",
            "build",
            "blue's army (3-4 players), as red_army (R10)",
            choices=ARMY_CHOICES,
        ),
        Option(
            "green_army",
            "build",
            "green's army (4 players), as red_army (R10)",
            choices=ARMY_CHOICES,
        ),
        Option(
            "build",
            "hidden",
            "'hidden': the sides build at once, each unseen by the others until all are done "
            "(R2.7); 'open': one after the other in the open, unit by unit (R2.4)",
            choices=("hidden", "open"),
        ),
        Option(
            "deployment",
            "manual",
            "'manual': place units one by one; 'auto': the armies take a fixed formation (R4.5)",
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

    # The behaviour of FlatwarState, bound here (state.py imports none of these modules).
    generate = staticmethod(rules.legal_moves)
    chance_of = staticmethod(rules.chance_outcomes)
    apply_move = staticmethod(rules.apply_move)
    outcome_of = staticmethod(rules.outcome)
    determinize_for = staticmethod(rules.determinize)
    hidden_from = staticmethod(rules.hides_from)
    move_text = staticmethod(notation.move_text)
    state_text = staticmethod(notation.state_to_text)
    state_view = staticmethod(view_.state_view)
    describe_move = staticmethod(view_.describe_move)
    move_message = staticmethod(view_.move_message)
    check_move_length = staticmethod(notation.check_length)
    normalize_move = staticmethod(notation.normalize_move)
    explain_illegal = staticmethod(notation.explain_illegal)

    def __init__(self, **options: Any) -> None:
        super().__init__(**options)
        n = self.num_players
        self.sides: int = n
        self.red_army: str = self.options["red_army"]
        self.black_army: str = self.options["black_army"]
        names = ("red_army", "black_army", "blue_army", "green_army")
        #: Each side's army option, in seat order.
        self.armies: tuple[str, ...] = tuple(self.options[k] for k in names[:n])
        self.deployment: str = self.options["deployment"]
        self.line_of_sight: bool = self.options["line_of_sight"]
        self.cavalry_may_stop: bool = self.options["cavalry_may_stop"]
        self.charge_bonus: str = self.options["charge_bonus"]
        self.turn_limit: int = self.options["turn_limit"]
        #: R2.7: hidden when at least two sides build (a preset is public: it is an option).
        self.hidden_build: bool = (
            self.options["build"] == "hidden" and self.armies.count("build") >= 2
        )
        # the contract reads has_hidden_information on the game: per instance here
        self.has_hidden_information = self.hidden_build
        #: The board: 8 x 8 for two players (R1.2), 12 x 12 for three or four (R10.3).
        self.geo: Geometry = geometry(8 if n == 2 else 12, n)
        #: The cards in play (R5.1, R10.4).
        self.deck: int = full_deck(n)
        #: enemy[side][cell]: whether the cell holds a unit of another side.
        self.enemy: tuple[tuple[bool, ...], ...] = ENEMY[n]

    def validate_options(self) -> None:
        n = self.options["players"]
        for k, name in ((2, "blue_army"), (3, "green_army")):
            if n <= k and self.options[name] != "build":
                raise BadOption(
                    f"flatwar: option {name}={self.options[name]}: there is no "
                    f"{name.split('_')[0]} side with {n} players"
                )

    def seat_message(self, seat: int) -> Said:
        return said(f"flatwar-seat-{SIDE_NAMES[seat]}")

    def phase_message(self, state: FlatwarState) -> Said | None:
        """The phase and the side to play, as a message (``None`` once the game is over)."""
        if state.phase == OVER:
            return None
        phase = said(f"flatwar-phase-{PHASE_NAMES[state.phase]}")
        if state.side < 0:
            return phase
        return said("flatwar-phase-now", phase=phase, side=notation.side_said(state.side))

    def initial_state(self) -> FlatwarState:
        s = FlatwarState(self)
        s.board = bytes(self.geo.size)
        reserve: list[int] = []
        for army in self.armies:
            reserve += PRESETS.get(army, (0, 0, 0, 0))
        s.reserve = tuple(reserve)
        builders = [side for side, army in enumerate(self.armies) if army == "build"]
        if builders:
            s.phase, s.side = BUILD, builders[0]
        else:
            s.phase, s.side = TROLL, 0
        s.tleft = (-1,) * self.sides
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

    def render(self, view: Mapping[str, Any], say: Say = english) -> str:
        return view_.render_view(view, say)

    def notation_lines(self) -> list[HelpLine]:
        return [
            ("", said("flatwar-help-title")),
            ("army I9 C3 R2 S1", said("flatwar-help-army")),
            ("buy I|C|R|S, done", said("flatwar-help-buy")),
            ("terrain d4", said("flatwar-help-terrain")),
            ("place S b2", said("flatwar-help-place")),
            ("b2-b3", said("flatwar-help-step")),
            ("b2xc3", said("flatwar-help-melee")),
            ("b2*d4", said("flatwar-help-shoot")),
            ("activate b2", said("flatwar-help-activate")),
            ("upgrade", said("flatwar-help-upgrade")),
            ("stop", said("flatwar-help-stop")),
            ("advance | hold", said("flatwar-help-advance")),
            ("end", said("flatwar-help-end")),
            ("", said("flatwar-help-chance")),
        ]

    def table(self) -> dict[str, Any]:
        """The board's size and squares (R1.2, R10.3), each side's letters and home squares,
        the unit kinds with their costs and combat values (R1.3), the army rules and presets
        (R2), the cards (R5) and the dice (R7.1, R8)."""
        return table_json(self)

    def check_move(self, text: str) -> None:
        """The grammar of a move on this game's board (notation.check_move)."""
        notation.check_move(text, self.geo)
