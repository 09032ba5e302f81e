"""OrcWar Tree: the rule set, its options, the position parser and the terminal picture."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, ClassVar

from wartable.core import Game, Option
from wartable.core.messages import HelpLine, Said, Say, english, said

from . import data as D
from . import (
    messages,  # noqa: F401 (registers the English templates)
    notation,
    position,
    rules,
    view,
)
from .data import ADJ, AREA_NAMES, IS_ORC, NUM_AREAS
from .state import OrcState, pname


class OrcWar(Game):
    name = "orcwar"
    title = "OrcWar Tree (Örkkisota kolonen)"
    #: 2: the position text keeps what each seat knows of the other hands (D18);
    #: 3: a lone boss neither robs a caravan nor goes underground (R6.5, R8.1; D15 an option),
    #: a parley needs one leadership test (R8.2; D11b the second an option), a redraw shows the
    #: hand to the others (R5.3), ``max_rounds`` 0 is no limit (R3.2), moves name players P1..Pn
    #: (R13.1);
    #: 4 (issue 34): every player meeting a goal wins (R11.1), no round limit by default
    #: (R3.2), a shaman hauls a war machine (R6.6), trade between adjacent areas only (R10.1),
    #: events drawn because of an event are redrawn (R9.8), only fortresses open the tunnels
    #: (R6.5); version 3's rules are the options in ``earlier_versions``, so its records replay
    version = 4
    earlier_versions: ClassVar[Mapping[int, Mapping[str, Any]]] = {
        3: {
            "max_rounds": 15,
            "victory_most_lands": True,
            "shamans_haul": False,
            "trade_same_area": True,
            "event_draws": "played",
            "mine_tunnels": True,
        }
    }
    min_players = 2
    max_players = 6
    default_players = 4
    has_hidden_information = True
    option_specs: ClassVar[tuple[Option, ...]] = (
        Option(
            "max_rounds",
            0,
            "D1 (R3.2): the game ends after this many rounds, most orc lands wins; 0 (the "
            "rulebook's game): no limit, the game ends only on a victory goal (R11.1)",
            minimum=0,
            maximum=10_000,
        ),
        Option("army_limit", False, "O11: an army holds at most 2×leadership troops"),
        Option(
            "lone_boss_raids",
            False,
            "D15 (R6.5, R8.1): a lone boss with no troops may also rob a caravan and go "
            "underground (the rulebook allows an army only)",
        ),
        Option(
            "parley_second_test",
            False,
            "D11b (R8.2): a truce also needs a leadership test by the side that accepts it "
            "(the rulebook asks one test, of the side that parleys)",
        ),
        Option(
            "victory_most_lands",
            False,
            "D23 (R11.1): of several players meeting a goal at once only those with the most "
            "orc lands win (the rulebook, l.68: every one of them wins)",
        ),
        Option(
            "shamans_haul",
            True,
            "D19 (R6.6): a shaman may haul a war machine (l.144 excludes bosses only); off: "
            "troops only",
        ),
        Option(
            "trade_same_area",
            False,
            "D21 (R10.1): players whose bosses share an area may trade too (the rulebook, l.64: "
            "bosses on adjacent areas)",
        ),
        Option(
            "event_draws",
            "redrawn",
            "D22 (R9.8): an event drawn in draws made because of an event (a Rich village's) "
            "goes back and another chip is drawn, 'redrawn' (l.154); or it is 'played'",
            choices=("redrawn", "played"),
        ),
        Option(
            "mine_tunnels",
            False,
            "D20 (R6.5): a mine opens the tunnels too (the rulebook, l.138: fortresses)",
        ),
        Option(
            "wealth_victory",
            0,
            "O22 option: gold value in hand that also wins (0: off)",
            minimum=0,
            maximum=1_000,
        ),
    )

    # the behaviour a state reaches through its game (state.py imports none of these modules:
    # the imports point one way, see __init__.py); the frame handlers of rules.py, battle.py
    # and phases.py register themselves in state.py's frame tables when imported
    next_phase = staticmethod(rules.next_phase)
    state_text = staticmethod(position.state_text)
    check_move_text = staticmethod(notation.check_notation)
    explain_move = staticmethod(notation.explain_illegal)
    state_view = staticmethod(view.state_view)
    move_view = staticmethod(view.move_view)
    move_message = staticmethod(view.move_message)
    move_seen = staticmethod(view.move_seen)

    def initial_state(self) -> OrcState:
        return OrcState.initial(self)

    def parse_state(self, text: str) -> OrcState:
        return position.parse_state(self, text)

    def render(self, v: Mapping[str, Any], say: Say = english) -> str:
        return view.render_view(self, v, say)

    def phase_message(self, s: OrcState) -> Said:
        """The phase and who is to do what in it, as a message."""
        phase = notation.phase_said(s.phase)
        mover = s.to_move()
        if mover < 0:
            return said("orcwar-phase-chance", phase=phase)
        task = notation.task_said(notation.task_name(s))
        return said("orcwar-phase-task", phase=phase, player=pname(mover), task=task)

    def notation_lines(self) -> list[HelpLine]:
        return notation.help_lines(self.num_players)

    def notation_help(self, say: Say = english) -> str:
        """The notation's prose, then the map (each area and its neighbours)."""
        return notation.help_text(self.num_players, say)

    def table(self) -> dict[str, Any]:
        """What the web board draws from (issue 38): the map (areas with their names, kind and
        place in the picture, links), the eight phases of a round with their messages, the
        chips (kind, strength, hits, a boss's ratings, a building's value) and the gold."""
        chips: list[dict[str, Any]] = []
        for k, code in enumerate(D.KIND_CODES):
            chip: dict[str, Any] = {
                "code": code,
                "name": D.KIND_NAMES[k],
                "count": D.HORDE_COUNTS[k],
            }
            if k < D.NUM_TROOPS:
                chip.update(kind="troop", strength=D.TROOP_STRENGTH[k], hits=D.TROOP_HITS[k])
            elif k < D.SHA:
                b = k - D.BOSS0
                chip.update(
                    kind="boss",
                    strength=D.BOSS_STRENGTH,
                    hits=1,
                    leadership=D.BOSS_L[b],
                    agility=D.BOSS_A[b],
                )
            elif k == D.SHA:
                chip.update(kind="shaman", strength=0)
            elif k == D.SPY:
                chip.update(kind="spy")
            elif k < D.MACH0:
                chip.update(kind="fortress", value=D.FORT_VALUES[k - D.FORT0])
            elif k < D.MINE:
                chip.update(kind="machine", value=D.MACH_VALUES[k - D.MACH0], hits=1)
            else:
                chip.update(kind="mine", cost=D.MINE_COST)
            chips.append(chip)
        return {
            "game": "orcwar",
            "areas": [
                {"id": a, "name": AREA_NAMES[a], "orc": IS_ORC[a], "at": list(D.AREA_AT[a])}
                for a in range(1, NUM_AREAS + 1)
            ],
            "links": [[a, b] for a in range(1, NUM_AREAS + 1) for b in ADJ[a] if a < b],
            "phases": [
                {"id": word, "msg": notation.phase_said(i).to_json()}
                for i, word in enumerate(D.PHASES)
                if i > 0
            ],
            "chips": chips,
            "gold": [{"code": c, "value": int(c[1:])} for c in D.MONEY_CODES if c.startswith("g")],
            "routes": [
                {"name": n, "stops": list(r)} for n, r in zip(D.ROUTE_NAMES, D.ROUTES, strict=True)
            ],
        }
