"""Thud: the rule set, its options and rules version, the start position, and the binding of
the state's behaviour.

:class:`ThudGame` is the top of the package: it imports the modules below it and binds their
functions as the behaviour of :class:`~.state.ThudState` (legal moves and applying a move from
rules.py, texts from notation.py, views from view.py), so that state.py needs none of them. Koom
Valley (``ruleset=kvt``) binds kvt.py's functions where its rules differ.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any, ClassVar

from wartable.core import BadOption, Game, Option
from wartable.core.messages import HelpLine, Said, Say, english, said

from . import (
    inplace,
    kvt,
    messages,  # noqa: F401 (registers the English templates)
    notation,
    rules,
)
from .board import (
    DWARF,
    EMPTY,
    FILES,
    KVT_DWARFS,
    KVT_TROLLS,
    OFF,
    ROCK,
    SIZE,
    START_DWARFS,
    START_TROLLS,
    STONE,
    TROLL,
    on_board,
    parse_square,
)
from .state import DWARFS, ThudState
from .view import make_view, narrate, narration, render


class ThudGame(Game):
    name = "thud"
    title = "Thud"
    #: 2: a Koom Valley jump chain that ends on its own square keeps its troll (K3);
    #: 3 (issue 34): no quiet or ply limit by default, as in the rulebook (R5.4, l.13: a battle
    #: ends by agreement or when a side cannot move); version 2 is those limits on
    version = 3
    earlier_versions: ClassVar[Mapping[int, Mapping[str, Any]]] = {
        2: {"quiet_limit": 60, "ply_limit": 500}
    }
    min_players = max_players = default_players = 2
    option_specs: ClassVar[tuple[Option, ...]] = (
        Option(
            "ruleset",
            "classic",
            "T9: 'classic' Thud (the rulebook) or 'kvt', Koom Valley Thud with the movable Rock "
            "(capture rules unverified, see K1-K7)",
            choices=("classic", "kvt"),
        ),
        Option(
            "kvt_rock_dwarfs",
            1,
            "T9/K4: dwarfs that must stand next to the Rock before and after it moves",
            minimum=1,
            maximum=2,
        ),
        Option(
            "troll_move_captures",
            "one",
            "T2: after a troll's step, capture at most one adjacent dwarf (rulebook) or any "
            "chosen set of them (official 2005 wording)",
            choices=("one", "any"),
        ),
        Option(
            "single_troll_shove",
            False,
            "T3: a lone troll counts as a line of one and may shove one square",
        ),
        Option(
            "shove_captures",
            "all",
            "T4: a shove captures every dwarf next to its landing square (rulebook) or a "
            "non-empty set the troll player chooses",
            choices=("all", "choose"),
        ),
        Option("battles", 2, "R6.3 / T7: battles in a match, sides swapped", minimum=1, maximum=2),
        Option("agreement", True, "T6a: a battle may end by offer and acceptance"),
        Option(
            "quiet_limit",
            0,
            "T6c: a battle ends after this many plies without a capture (0: never, the "
            "rulebook's game; the arena and the RL adapters set 60)",
            minimum=0,
            maximum=1_000_000,
        ),
        Option(
            "ply_limit",
            0,
            "T6c: a battle ends after this many plies (0: never, the rulebook's game; the "
            "arena and the RL adapters set 500)",
            minimum=0,
            maximum=1_000_000,
        ),
    )

    # The behaviour of ThudState, bound here (state.py imports none of these modules); the
    # parts Koom Valley changes are bound per instance in __init__.
    generate = staticmethod(rules.legal_moves)
    perft_moves = staticmethod(rules.perft_moves)
    apply_move = staticmethod(rules.apply_move)
    random_playout = staticmethod(inplace.random_playout)
    outcome_of = staticmethod(rules.outcome)
    move_texts = staticmethod(notation.move_texts)
    normalize_move = staticmethod(notation.normalize_move_text)
    check_notation = staticmethod(notation.check_notation)
    position_text = staticmethod(notation.position_text)
    make_view = staticmethod(make_view)
    narrate = staticmethod(narrate)
    narration = staticmethod(narration)

    def __init__(self, **options: Any) -> None:
        super().__init__(**options)
        o = self.options
        self.step_captures_any: bool = o["troll_move_captures"] == "any"
        self.shove_min_line: int = 1 if o["single_troll_shove"] else 2
        self.shove_choose: bool = o["shove_captures"] == "choose"
        self.battles: int = o["battles"]
        self.agreement: bool = o["agreement"]
        self.quiet_limit: int = o["quiet_limit"]
        self.ply_limit: int = o["ply_limit"]
        self.kvt: bool = o["ruleset"] == "kvt"
        self.kvt_rock_dwarfs: int = o["kvt_rock_dwarfs"]
        # the rule set's own parts (kvt.py for Koom Valley, else rules.py and notation.py)
        k = self.kvt
        self.board_moves: Callable[[ThudState], list[int]] = (
            kvt.board_moves if k else rules.board_moves
        )
        self.owned_moves: Callable[[ThudState], list[int]] = (
            kvt.owned_moves if k else rules.owned_moves
        )
        self.has_board_move: Callable[[ThudState], bool] = (
            kvt.has_board_move if k else rules.has_board_move
        )
        self.move_pieces: Callable[[ThudState, int, bytearray], tuple[int, int, bool]] = (
            kvt.move_pieces if k else rules.move_pieces
        )
        self.decided: Callable[[bytes, int, int], str | None] = kvt.decided if k else rules.decided
        self.margin: Callable[[int, int, str], int] = kvt.margin if k else rules.margin
        self.move_text: Callable[[ThudState, Any], str] = kvt.move_text if k else notation.move_text
        self.parse_move: Callable[[ThudState, str], Any] = (
            kvt.parse_move if k else notation.parse_move
        )
        self.explain_illegal: Callable[[ThudState, str], Said] = (
            kvt.explain_illegal if k else notation.explain_illegal
        )
        self._start = self._make_start()

    def _make_start(self) -> list[int]:
        cells = [EMPTY if on_board(sq % SIZE, sq // SIZE) else OFF for sq in range(SIZE * SIZE)]
        cells[STONE] = ROCK
        for name in KVT_DWARFS if self.kvt else START_DWARFS:
            sq = parse_square(name)
            assert sq is not None
            cells[sq] = DWARF
        for name in KVT_TROLLS if self.kvt else START_TROLLS:
            sq = parse_square(name)
            assert sq is not None
            cells[sq] = TROLL
        return cells

    def start_cells(self) -> list[int]:
        return self._start.copy()

    def initial_state(self) -> ThudState:
        return ThudState(self, self.start_cells(), DWARFS)

    # -- position text --------------------------------------------------------------------

    def parse_state(self, text: str) -> ThudState:
        """Parse a position text (:func:`notation.parse_position`)."""
        return notation.parse_position(self, text)

    # -- presentation ---------------------------------------------------------------------

    def render(self, view: Mapping[str, Any], say: Say = english) -> str:
        return render(view, self.seat_message, say)

    def notation_lines(self) -> list[HelpLine]:
        return [
            ("", said("thud-help-moves")),
            ("dF1-F5", said("thud-help-dwarf-move")),
            ("dF1-F4xF4", said("thud-help-hurl")),
            ("TG7-G6", said("thud-help-troll-step")),
            ("TJ9-J11xH12xJ12", said("thud-help-shove")),
            ("offer / accept / decline", said("thud-help-agree")),
        ]

    def table(self) -> dict[str, Any]:
        """The board: its size, file letters (no I) and the squares on it (the octagon), and
        the pieces' letters."""
        return {
            "game": "thud",
            "size": SIZE,
            "files": FILES,
            "squares": [
                f"{FILES[x]}{y + 1}" for y in range(SIZE) for x in range(SIZE) if on_board(x, y)
            ],
            "pieces": {"d": "dwarf", "T": "troll", "X": "Thudstone"},
        }

    def validate_options(self) -> None:
        o = self.options
        if o["ruleset"] == "kvt":
            classic_only = ("troll_move_captures", "single_troll_shove", "shove_captures")
            changed = [n for n in classic_only if o[n] != self.option_default(n)]
            if changed:
                raise BadOption(f"thud: option {changed[0]} applies to ruleset=classic only")


__all__ = ["ThudGame"]
