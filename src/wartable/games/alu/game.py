"""ALU: Loki Saar — the game: its options, rules version and the binding of the state's behaviour.

:class:`AluGame` is the top of the package: it imports the modules below it and binds their
functions as the behaviour of :class:`~.state.AluState` (legal moves and applying a move from
rules.py, texts from notation.py, views from view.py), so that state.py needs none of them.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from wartable.core.errors import BadOption
from wartable.core.game import Game, Option
from wartable.core.messages import HelpLine, Said, Say, english, said

from . import (
    messages,  # noqa: F401 (registers the English templates)
    notation,
    rules,
)
from .board import Geometry, geometry
from .state import BOARDS, CIRCLE, SIDE_NAMES, START_STOCK, AluState
from .view import make_view, render_view


class AluGame(Game):
    """ALU: Loki Saar (docs/rules/alu.md)."""

    name = "alu"
    title = "ALU: Loki Saar"
    #: 2 (issue 27): an enclosure touches at most two board sides by default (R6.4); version 1
    #: counted regions touching three or four sides too (now ``enclosure_max_edges=4``).
    version = 2
    option_specs = (
        Option("board", "8x5", "board shape: 8x5 (default) or 10x4 (A1)", choices=("8x5", "10x4")),
        Option(
            "enclosure_max_edges",
            2,
            "an enclosed region counts only if it touches at most this many board sides: 2 "
            "(the rulebook, R6.4) or 4 (regions touching 3 or 4 sides count too, A4)",
            choices=(2, 4),
        ),
        Option(
            "attack_without_marker",
            False,
            "an attack with no raid marker in the tray is allowed and leaves the square free (A12)",
        ),
        Option(
            "double_pass_ends",
            True,
            "two turns in a row without any action end the game, scored by territory (AL2)",
        ),
    )

    # The behaviour of AluState, bound here (state.py imports none of these modules).
    generate = staticmethod(rules.legal_moves)
    apply_move = staticmethod(rules.apply_move)
    outcome_of = staticmethod(rules.outcome)
    move_text = staticmethod(notation.move_text)
    check_length = staticmethod(notation.check_length)
    normalize_move = staticmethod(notation.normalize_move)
    check_move = staticmethod(notation.check_move)
    explain_illegal = staticmethod(notation.explain_illegal)
    position_text = staticmethod(notation.position_text)
    make_view = staticmethod(make_view)

    def __init__(self, **options: Any) -> None:
        super().__init__(**options)
        width, height = BOARDS[self.options["board"]]
        self.geo: Geometry = geometry(width, height)
        self.max_edges: int = self.options["enclosure_max_edges"]
        self.attack_without_marker: bool = self.options["attack_without_marker"]
        self.double_pass_ends: bool = self.options["double_pass_ends"]

    def validate_options(self) -> None:
        if self.num_players != 2:
            raise BadOption(f"alu: players={self.num_players}: ALU is for exactly 2 players")

    def seat_message(self, seat: int) -> Said:
        return said(f"alu-seat-{SIDE_NAMES[seat]}")

    def initial_state(self) -> AluState:
        return AluState(self, 0, 0, 0, CIRCLE, 1, 2, START_STOCK, START_STOCK, False, False)

    def parse_state(self, text: str) -> AluState:
        return notation.parse_position(self, text)

    def render(self, view: Mapping[str, Any], say: Say = english) -> str:
        return render_view(view, say)

    def table(self) -> dict[str, Any]:
        """The board's size and file letters (R2.1) and the sides (circle, square)."""
        return {
            "game": "alu",
            "width": self.geo.width,
            "height": self.geo.height,
            "files": "abcdefghij"[: self.geo.width],
            "sides": list(SIDE_NAMES),
        }

    def notation_lines(self) -> list[HelpLine]:
        return [
            ("", said("alu-help-squares")),
            ("C c3", said("alu-help-camp")),
            ("R c3", said("alu-help-raid")),
            ("U c3", said("alu-help-restore")),
            ("F c3", said("alu-help-camp-raided")),
            ("X c3", said("alu-help-attack")),
            ("end", said("alu-help-end")),
            ("", said("alu-help-first")),
        ]
