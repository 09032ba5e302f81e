"""OrcWar knowledge: orc lands held (the victory goal, O22), armies, bosses, hand and gold.

Each seat scores the orc lands it controls (6 of 10 win), the strength of its armies on the map,
the horde chips in its hand (each kind at what it can become: a troop by its strength, a boss
as a new army), its gold's value, and a heavy penalty with no boss at all (the last player with
a boss wins). Scores become values by a softmax. The agent
always works on a determinization, so the hands it reads here are its own sample of what the
others might hold, never their real chips.
"""

from __future__ import annotations

import math
import random
from collections.abc import Sequence
from typing import Any, cast

from wartable.core import Move, State
from wartable.core.heuristics import greedy_playout

from . import data as D
from .state import OrcState

#: MCTS in OrcWar is a flat Monte Carlo search with greedy playouts. The 4 best moves by
#: one-ply value (WIDTH) share the budget by sequential halving (ROOT), compared on the same
#: samples of the hidden chips, and the tree holds only them (TREE = 1). After the move, a
#: playout plays 60 plies, every player choosing his best move by this evaluation
#: (:func:`playout`); then the evaluation scores the position. 60 plies are 1.1 rounds on
#: average and pass through a battle phase, where a buy or a march pays off or not, in 94
#: playouts of 100 (405 playouts from positions of greedy games). The search gives no weight
#: to evaluations inside it (MINIMAX, PRIOR). A playout counts as 4 iterations of the budget
#: (ITERATION_COST), so medium plays 100 a decision. Medium against greedy went 53-0-27 this
#: way (80 games, seeds 11, 12); with a UCT search of 400 iterations evaluated at its leaves
#: 29-0-31, and with 40 playouts to the end of the game (a win or a loss: too noisy to tell
#: moves apart) 27-0-33.
PLAYOUT_DEPTH = 60
TREE = 1
ROOT = "halving"
WIDTH = 4
MINIMAX = 0.0
PRIOR = 0
ITERATION_COST = 4
EXPLORATION = 0.7

BOSSES = slice(D.BOSS0, D.BOSS0 + D.NUM_BOSSES)
_POWER: dict[tuple[int, ...], int] = {}


def _troop_power(troops: tuple[int, ...]) -> int:
    power = _POWER.get(troops)
    if power is None:
        power = _POWER[troops] = sum(D.TROOP_STRENGTH[k] for k in troops)
    return power


#: army tuple -> (its power, its loot's value): armies are shared between states
_ARMY: dict[tuple[Any, ...], tuple[int, int]] = {}


def _army_sums(army: tuple[Any, ...]) -> tuple[int, int]:
    lo = army[5]
    sums = (D.BOSS_STRENGTH + _troop_power(army[2]) + sum(army[4]), lo[0] + 2 * lo[1] + 3 * lo[2])
    if len(_ARMY) >= 50_000:
        _ARMY.clear()
    _ARMY[army] = sums
    return sums


#: what a chip in hand is worth, by kind: a troop 0.2 per point of strength (0.3 once it stands
#: in an army), a boss 1 (1.5 on the map), shaman and spy 0.4, a fortress 0.15 and a war
#: machine 0.1 per point of value, a mine 0.3. A chip costs 2 gold to buy (R5.2), and gold is
#: worth 0.1 a point, so buying is worth it; counting every chip at 0.1, as before, made MCTS
#: decline to buy (greedy rollouts to the end rated buying 0.13 better) and swap troops for
#: gold at setup.
def _chip_value(k: int) -> float:
    if k < D.NUM_TROOPS:
        return 0.2 * D.TROOP_STRENGTH[k]
    if k < D.SHA:  # a boss
        return 1.0
    if k in (D.SHA, D.SPY):
        return 0.4
    if k < D.MACH0:  # a fortress
        return 0.15 * D.FORT_VALUES[k - D.FORT0]
    if k < D.MINE:  # a war machine
        return 0.1 * D.MACH_VALUES[k - D.MACH0]
    return 0.3  # a mine


HAND_VALUE: tuple[float, ...] = tuple(_chip_value(k) for k in range(D.NUM_KINDS))
_HAND: dict[tuple[int, ...], float] = {}


def hand_value(hand: Sequence[int]) -> float:
    """The worth of a hand's horde chips (:data:`HAND_VALUE`)."""
    key = tuple(hand)
    v = _HAND.get(key)
    if v is None:
        if len(_HAND) >= 50_000:
            _HAND.clear()
        v = _HAND[key] = sum(n * w for n, w in zip(key, HAND_VALUE, strict=True))
    return v


def scores(state: State) -> list[float]:
    s = cast(OrcState, state)
    n = s.n
    control = s.control
    armies = s.armies
    hands = s.hands
    gold = s.gold
    strength = [0.0] * n
    bosses_on_map = [0] * n
    loot = [0] * n
    present: dict[int, dict[int, float]] = {}
    known = _ARMY
    for army in armies.values():
        owner = army[0]
        if 0 <= owner < n:
            bosses_on_map[owner] += 1
            sums = known.get(army)
            if sums is None:
                sums = _army_sums(army)
            army_power, army_loot = sums
            strength[owner] += army_power
            loot[owner] += army_loot
            at = present.get(army[1])
            if at is None:
                present[army[1]] = {owner: 0.0 + army_power}
            else:
                at[owner] = at.get(owner, 0.0) + army_power
    # an orc land counts for whoever will hold it after the next battle: the only player with
    # armies there, or its controller when nobody is there; a contested land is shared by
    # strength
    lands = [0.0] * n
    for area in D.ORC_LANDS:
        here = present.get(area)
        if not here:
            owner = control[area]
            if 0 <= owner < n:
                lands[owner] += 1.0
        elif len(here) == 1:
            for owner in here:
                lands[owner] += 1.0
        else:
            total = sum(here.values()) or 1.0
            for owner, power in here.items():
                lands[owner] += power / total
    out = []
    for p in range(n):
        hand = hands[p]
        boss_in_hand = any(hand[BOSSES])
        has_boss = bosses_on_map[p] > 0 or boss_in_hand
        g = gold[p]
        x = (
            2.5 * lands[p]
            + (6.0 if lands[p] >= 5 else 0.0)
            + 0.3 * strength[p]
            + 1.5 * bosses_on_map[p]
            + hand_value(hand)
            + 0.1 * (g[0] + 2 * g[1] + 3 * g[2] + loot[p])
            + (0.0 if has_boss else -12.0)
        )
        out.append(x)
    return out


#: evaluate() memo, keyed by everything scores() reads (extend the key if it comes to read
#: more): the armies in order, area control, each hand's worth and whether it holds a boss,
#: each purse's value. Determinizations change the other hands' chips, and so their worth;
#: MCTS ran as fast with this key as with the hands' sizes (bench_mcts: 2.7k and 2.6k it/s).
_MEMO: dict[tuple[Any, ...], tuple[float, ...]] = {}


def evaluate(state: State) -> Sequence[float]:
    s = cast(OrcState, state)
    key = (
        s.n,
        tuple(s.armies.values()),
        tuple(s.control),
        tuple([(hand_value(h), any(h[BOSSES])) for h in s.hands]),
        tuple([g[0] + 2 * g[1] + 3 * g[2] for g in s.gold]),
    )
    known = _MEMO.get(key)
    if known is None:
        if len(_MEMO) >= 20_000:
            _MEMO.clear()
        known = _MEMO[key] = _evaluate(state)
    return known


def _evaluate(state: State) -> tuple[float, ...]:
    xs = scores(state)
    top = max(xs)
    weights = [math.exp((x - top) / 4.0) for x in xs]
    total = sum(weights)
    return tuple([w / total for w in weights])


_greedy = greedy_playout(evaluate)


def playout(state: State, moves: list[Move], rng: random.Random) -> Move:
    """The playout policy: each player's best move by :func:`evaluate` (one ply, ties at
    random). A claim added to a trade offer being built (the ``build`` step, R10.2) changes
    nothing :func:`evaluate` reads, so all of that step's moves tie and the greedy policy would
    pick one at random after applying and evaluating each; this picks the same move with the
    same random numbers without doing so. That step held 40% of the moves the policy weighed
    (medium, 6 positions of ``bench/bench_mcts.py``)."""
    if cast(OrcState, state).stack[-1][0] != "build":
        return _greedy(state, moves, rng)
    choice = moves[0]
    for ties in range(2, len(moves) + 1):
        if rng.randrange(ties) == 0:
            choice = moves[ties - 1]
    return choice
