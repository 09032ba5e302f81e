"""The European War evaluation and search around a combat (docs/ai.md, "European War: why
hard lost, and what changed"): a combat the defender has lost but not yet left is valued after
it, France's keep-or-reroll positions share a search node by what the dice decide, and hard
finds (and parries) the attack that beats a power's last home pyramid."""

from __future__ import annotations

import itertools
import random

import wartable
from wartable.ai import make_agent
from wartable.ai.evaluation import knowledge
from wartable.games.europe.board import DUA, FRA, RUS
from wartable.games.europe.heuristics import chance_key, elimination, evaluate
from wartable.games.europe.state import EuropeState

# France (seat 0) to move: its large at AUH stands next to Dual Alliance's only home pyramid,
# a small at ITA (GER empty). Attacking it (3 dice against 1) wins about 98 times in 100, and
# the beaten small must retreat out of its territory, so Dual Alliance is eliminated and France
# wins (R5.5, R6.5). From a game against OpenSpiel's MCTSBot (bench seed 1025, hard as Dual
# Alliance): the search used to rank the attack among France's worst moves, because the board
# after it (the defender not yet retreated) looks the same as before it.
KILL = (
    "GBR=.. BNL=.. SSC=.. FRA=DL ESP=FM NAF=FS GER=.. AUH=FL ITA=DS NRU=DM CRU=.. SRU=DS "
    "SBK=.. ANA=.. LEV=.. powers=FRA,DUA out=- first=DUA turn=FRA round=3 phase=action"
)
# The move before, Dual Alliance (seat 1) to move: hard played ``attack FRA-ESP`` here at
# 0.5 s a move and lost to the attack above; a new home pyramid (``build GER``) survives it.
PARRY = KILL.replace("turn=FRA", "turn=DUA")
# KILL after the attack won: Dual Alliance chooses where its small retreats.
BEATEN = KILL.replace("phase=action", "phase=retreat attack=AUH-ITA a=6,5,4 d=2 rerolled=no")
# Dual Alliance's large attacks France at home (FRA-ESP): France may keep or reroll (R5.3).
FRANCE_AT_HOME = PARRY


def test_a_lost_combat_is_valued_after_the_retreat() -> None:
    """Every retreat leaves Dual Alliance with no home pyramid: France has won (the board as it
    stands, the small still at ITA, gave Dual Alliance 0.98)."""
    state = wartable.make("europe", players=2).parse_state(BEATEN)
    assert isinstance(state, EuropeState)
    assert state.to_move() == 1
    assert all(state.apply(m).outcome() is not None for m in state.legal_moves())
    assert tuple(evaluate(state)) == (1.0, 0.0)


def test_hard_takes_the_attack_that_wins() -> None:
    state = wartable.make("europe", players=2).parse_state(KILL)
    for seed in (1, 2):
        move = make_agent("hard").choose(state, 0, random.Random(seed))
        assert state.move_text(move) == "attack AUH-ITA"


def test_hard_does_not_leave_its_last_home_pyramid_to_the_attack() -> None:
    """Hard used to attack FRA-ESP here (its value 0.95 for Dual Alliance, the reply unseen
    below France's keep-or-reroll, a node per roll); now the attack's value shows the reply."""
    state = wartable.make("europe", players=2).parse_state(PARRY)
    for seed in (1, 2):
        move = make_agent("hard").choose(state, 1, random.Random(seed))
        assert state.move_text(move) != "attack FRA-ESP"


def _decide_positions() -> list[EuropeState]:
    """Every roll of the attack FRA-ESP (3 dice against 2) that leaves France to keep or
    reroll."""
    state = wartable.make("europe", players=2).parse_state(FRANCE_AT_HOME)
    attack = state.apply(state.parse_move("attack FRA-ESP"))
    out: list[EuropeState] = []
    for a, _ in attack.chance_outcomes():
        rolled = attack.apply(a)
        for d, _ in rolled.chance_outcomes():
            after = rolled.apply(d)
            assert isinstance(after, EuropeState)
            assert after.to_move() == 0  # France decides
            out.append(after)
    return out


def test_france_keep_or_reroll_is_merged_by_what_the_dice_decide() -> None:
    """The 56 x 21 rolls leave France deciding in as many merged positions as there are pairs
    (the attacker's total, whether France's roll stands), and positions that share a key have
    the same value: keep and reroll lead to the same games."""
    positions = _decide_positions()
    assert len(positions) == 56 * 21
    by_key: dict[object, list[EuropeState]] = {}
    for p in positions:
        by_key.setdefault(chance_key(p), []).append(p)
    pairs = {
        (sum(p.aroll) + 1, sum(p.droll) >= sum(p.aroll) + 1)  # Dual Alliance's +1 (R5.2)
        for p in positions
    }
    assert len(by_key) == len(pairs) < 40
    know = knowledge("europe")
    for group in by_key.values():
        for a, b in itertools.islice(itertools.combinations(group, 2), 3):
            for move in ("keep", "reroll"):
                after_a = a.apply(a.parse_move(move))
                after_b = b.apply(b.parse_move(move))
                if move == "keep":
                    assert chance_key(after_a) == chance_key(after_b)
                else:
                    assert sorted(after_a.chance_outcomes()) == sorted(after_b.chance_outcomes())
            assert tuple(know.evaluate(a)) == tuple(know.evaluate(b))


# France (seat 0) to move, its home down to a medium at ESP next to Dual Alliance's large at
# FRA (and a medium at NAF): Dual Alliance's next attack on ESP wins about 3 times in 4 (+1,
# against France's reroll) and eliminates France, which wins the two-player game (R6.5). From
# a replay against MCTSBot (seed 1108): the evaluation counted only conquests and gave France
# 0.99; hard attacked NAF with ESP's last pyramid and lost the game.
HOME_AT_STAKE = (
    "GBR=.. BNL=FS SSC=FL FRA=DL ESP=FM NAF=DM GER=.. AUH=DM ITA=.. NRU=.. CRU=.. SRU=FM "
    "SBK=FS ANA=.. LEV=.. powers=FRA,DUA out=- first=DUA turn=FRA round=5 phase=action"
)


def test_elimination_counts_the_attacks_at_the_sizes_odds() -> None:
    """Dual Alliance beats France's last home pyramid (a medium at ESP, next to its large at
    FRA) in about 1 / 0.76 attacks."""
    state = wartable.make("europe", players=2).parse_state(HOME_AT_STAKE)
    assert isinstance(state, EuropeState)
    cost = elimination(state.board, FRA, DUA)
    assert 1.2 < cost < 1.4  # 1 / 0.764: three dice +1 against two, France rerolling
    assert elimination(state.board, RUS, DUA) == 99.0  # Russia falls to a conquest only


def test_a_home_about_to_fall_is_not_valued_as_won() -> None:
    state = wartable.make("europe", players=2).parse_state(HOME_AT_STAKE)
    assert isinstance(state, EuropeState)
    assert 0.3 < evaluate(state)[0] < 0.7  # was 0.99


def test_hard_defends_its_last_home_pyramid() -> None:
    """Hard grows the medium at ESP or attacks the large that threatens it (it used to attack
    NAF from ESP or from SRU)."""
    state = wartable.make("europe", players=2).parse_state(HOME_AT_STAKE)
    for seed in (1, 2):
        move = make_agent("hard").choose(state, 0, random.Random(seed))
        assert state.move_text(move) in ("grow ESP", "attack SSC-FRA")
