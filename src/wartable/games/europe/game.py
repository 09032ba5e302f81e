"""European War (Evropská válka): the game: its options, rules version and the binding of the
state's behaviour. Rule numbers refer to docs/rules/europe.md.

:class:`EuropeGame` is the top of the package: it imports the modules below it and binds their
functions as the behaviour of :class:`~.state.EuropeState` (legal moves, chance and applying a
move from rules.py, texts from notation.py, views from view.py), so that state.py needs none of
them.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from wartable.core.errors import BadOption, shown
from wartable.core.game import Game, Option
from wartable.core.messages import HelpLine, Said, Say, english, said

from . import (
    messages,  # noqa: F401 (registers the English templates)
    notation,
    rules,
)
from .board import MAP, POWER_IDS, table_json
from .state import DEFAULT_POWERS, NF, TERR, EuropeState, Phase
from .view import make_view, move_message, move_view, render_view


class EuropeGame(Game):
    """European War for 2-5 players (docs/rules/europe.md)."""

    name = "europe"
    title = "European War (Evropská válka)"
    version = 1
    min_players = 2
    max_players = 5
    default_players = 2
    has_hidden_information = False
    # The behaviour of EuropeState, bound here (state.py imports none of these modules).
    generate = staticmethod(rules.legal_moves)
    chance_of = staticmethod(rules.chance_outcomes)
    apply_move = staticmethod(rules.apply_move)
    outcome_of = staticmethod(rules.outcome)
    move_text = staticmethod(notation.move_text)
    check_notation = staticmethod(notation.check_notation)
    normalize = staticmethod(notation.normalize)
    explain_illegal = staticmethod(notation.explain_illegal)
    position_text = staticmethod(notation.position_text)
    make_view = staticmethod(make_view)
    narrate = staticmethod(move_view)
    narration = staticmethod(move_message)
    phase_said = staticmethod(notation.phase_said)

    option_specs = (
        Option(
            "powers",
            "",
            "comma-separated power per seat (BRI, FRA, DUA, RUS, OTT); empty: the first N "
            "of FRA,DUA,RUS,BRI,OTT (R2.1)",
        ),
        Option(
            "first",
            "roll",
            "'roll': chance picks the first player (R3.1), or a power id that starts",
            choices=("roll", *POWER_IDS),
        ),
        Option(
            "setup",
            "choose",
            "'choose': each player places L, M, S on its fields (R3.2); 'fixed': map order",
            choices=("choose", "fixed"),
        ),
        Option(
            "ottoman_enemies",
            "all",
            "Ottoman extra victory needs all four other territories ('all') or only those "
            "of powers held by players still in the game ('players') (R6.3, E10)",
            choices=("all", "players"),
        ),
        Option("round_limit", 0, "0: none; N: the game ends after N rounds (R6.6, E12)", minimum=0),
        Option(
            "time_tiebreak",
            "draw",
            "on time without Britain: 'draw' or 'fields' (most fields wins) (R6.6, E12)",
            choices=("draw", "fields"),
        ),
    )

    def validate_options(self) -> None:
        n = self.num_players
        text = str(self.options["powers"]).strip().upper()
        if len(text) > 40:  # five powers: "BRI,FRA,DUA,RUS,OTT" is 19 characters
            raise BadOption(
                f"option powers={shown(self.options['powers'])}: at most 5 powers, "
                f"like FRA,DUA (powers: {', '.join(POWER_IDS)})"
            )
        if text:
            powers = tuple(p.strip() for p in text.split(","))
            for p in powers:
                if p not in POWER_IDS:
                    raise BadOption(
                        f"option powers={shown(self.options['powers'])}: unknown power {shown(p)} "
                        f"(powers: {', '.join(POWER_IDS)})"
                    )
            if len(set(powers)) != len(powers):
                raise BadOption(
                    f"option powers={shown(self.options['powers'])}: a power is repeated"
                )
            if len(powers) != n:
                raise BadOption(
                    f"option powers={shown(self.options['powers'])}: {n} players need {n} powers"
                )
        else:
            powers = DEFAULT_POWERS[:n]
        #: power index of each seat
        self.seat_power: tuple[int, ...] = tuple(POWER_IDS.index(p) for p in powers)
        #: seat of each power, -1 when nobody plays it
        self.power_seat: tuple[int, ...] = tuple(
            self.seat_power.index(p) if p in self.seat_power else -1 for p in range(5)
        )
        first = self.options["first"]
        if first != "roll" and self.power_seat[POWER_IDS.index(first)] < 0:
            raise BadOption(f"option first={first!r}: nobody plays {first} (powers: {powers})")
        self.round_limit: int = self.options["round_limit"]
        self.ottoman_all: bool = self.options["ottoman_enemies"] == "all"

    # -- states ---------------------------------------------------------------------------

    def initial_state(self) -> EuropeState:
        board = [0] * NF
        fixed = self.options["setup"] == "fixed"
        if fixed:
            for p in self.seat_power:
                for f, size in zip(TERR[p], (3, 2, 1), strict=True):
                    board[f] = p * 3 + size
        first_opt = self.options["first"]
        n = self.num_players
        if first_opt == "roll":
            return EuropeState(self, tuple(board), (True,) * n, 0, 0, int(Phase.FIRST), 0)
        first = self.power_seat[POWER_IDS.index(first_opt)]
        phase = int(Phase.ACTION if fixed else Phase.PLACE)
        return EuropeState(self, tuple(board), (True,) * n, first, first, phase, 1)

    def parse_state(self, text: str) -> EuropeState:
        return notation.parse_position(self, text)

    # -- presentation ---------------------------------------------------------------------

    def seat_message(self, seat: int) -> Said:
        if 0 <= seat < self.num_players:
            p = self.seat_power[seat]
            return said("europe-seat", number=seat + 1, power=POWER_IDS[p])
        return super().seat_message(seat)

    def render(self, view: Mapping[str, Any], say: Say = english) -> str:
        return render_view(view, say)

    def notation_lines(self) -> list[HelpLine]:
        return [
            ("", said("europe-help-moves")),
            ("grow GER", said("europe-help-grow")),
            ("build ESP", said("europe-help-build")),
            ("move FRA-ESP", said("europe-help-move")),
            ("attack AUH-ITA", said("europe-help-attack")),
            ("pass", said("europe-help-pass")),
            ("", said("europe-help-decisions")),
            ("place FRA=L ESP=M NAF=S", said("europe-help-place")),
            ("retreat ITA-SBK", said("europe-help-retreat")),
            ("keep / reroll", said("europe-help-keep")),
            ("", said("europe-help-chance")),
        ]

    def table(self) -> dict[str, Any]:
        """The map (R1), each seat's power (R2.1) and the pyramids (R2.2)."""
        return table_json(MAP, self.seat_power)
