"""OrcWar knowledge: orc lands held (the victory goal, O22), armies, bosses, hand and gold.

Each seat scores the orc lands it controls (6 of 10 win), the strength of its armies on the map,
the horde chips in its hand (each kind at what it can become: a troop by its strength, a boss
as a new army), its gold's value, and a heavy penalty with no boss at all (the last player with
a boss wins). Scores become values by a softmax. The agent
always works on a determinization, so the hands it reads here are its own sample of what the
others might hold, never their real chips.
"""

from __future__ import annotations

import importlib
import math
import random
from collections.abc import Sequence
from types import ModuleType
from typing import Any, cast

from wartable.core import Move, State
from wartable.core.heuristics import best_of, greedy_playout

from . import data as D
from .state import F_MOVED, Army, Deploy, OrcState, parse_boss


def _load_c_module() -> ModuleType | None:
    """The C evaluation (``_corcwar.c``), or ``None`` where it was not built (setup.py: no
    compiler at install). Loaded by name, as Thud's C generator is (the import-graph test
    reads an import statement of it as one of this package)."""
    try:
        return importlib.import_module(f"{__package__}._corcwar")
    except ImportError:  # pragma: no cover - depends on the install
        return None


c_module = _load_c_module()
#: Whether the C evaluation was built and imports.
NATIVE_AVAILABLE = c_module is not None
#: The evaluation in use: the C module, or ``None`` for the pure-Python one.
_native: ModuleType | None = c_module

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
_ARMY: dict[Army, tuple[int, int]] = {}


def _army_sums(army: Army) -> tuple[int, int]:
    lo = army.loot
    sums = (
        D.BOSS_STRENGTH + _troop_power(army.troops) + sum(army.machines),
        lo[0] + 2 * lo[1] + 3 * lo[2],
    )
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

if c_module is not None:
    c_module.init(
        D.BOSS_STRENGTH,
        D.NUM_TROOPS,
        D.BOSS0,
        D.NUM_BOSSES,
        D.SHA,
        D.NUM_KINDS,
        D.NUM_AREAS,
        F_MOVED,
        list(D.TROOP_STRENGTH),
        list(HAND_VALUE),
        list(D.ORC_LANDS),
        dict(D.KIND_INDEX),
    )


def use_native(enabled: bool) -> None:
    """Evaluate in C (``True``, the default when it is built) or in pure Python (``False``:
    benchmarks and the tests that compare the two). The values are the same to the last bit."""
    global _native
    if enabled and c_module is None:
        raise RuntimeError("the C evaluation wartable.games.orcwar._corcwar is not built")
    _native = c_module if enabled else None


def native_in_use() -> bool:
    """Whether OrcWar's evaluation runs in C now."""
    return _native is not None


_HAND: dict[tuple[int, ...], float] = {}


def hand_value(hand: Sequence[int]) -> float:
    """The worth of a hand's horde chips (:data:`HAND_VALUE`)."""
    key = tuple(hand)
    v = _HAND.get(key)
    if v is None:
        if len(_HAND) >= 50_000:
            _HAND.clear()
        v = 0.0
        for n, w in zip(key, HAND_VALUE, strict=True):  # in order, as the C evaluation adds
            v += n * w
        _HAND[key] = v
    return v


#: hand (as a tuple) -> (its worth, whether it holds a boss): what scores() reads of a hand
_HAND_FACTS: dict[tuple[int, ...], tuple[float, bool]] = {}


def _hand_facts(hand: Sequence[int]) -> tuple[float, bool]:
    key = tuple(hand)
    facts = _HAND_FACTS.get(key)
    if facts is None:
        if len(_HAND_FACTS) >= 50_000:
            _HAND_FACTS.clear()
        facts = _HAND_FACTS[key] = (hand_value(key), any(key[BOSSES]))
    return facts


#: (players, armies, control) -> what scores() reads of the map, per seat: army strength,
#: bosses on the map, loot, orc lands (as scores() counts them). Moves that change only hands
#: or gold (draws, buying, paying, trade) leave the map as it was: its part is looked up.
MapFacts = tuple[tuple[float, ...], tuple[int, ...], tuple[int, ...], tuple[float, ...]]
_MAP: dict[tuple[Any, ...], MapFacts] = {}


def _map_facts(n: int, armies: tuple[Army, ...], control: tuple[int, ...]) -> MapFacts:
    key = (n, armies, control)
    facts = _MAP.get(key)
    if facts is not None:
        return facts
    strength = [0.0] * n
    bosses_on_map = [0] * n
    loot = [0] * n
    present: dict[int, dict[int, float]] = {}
    known = _ARMY
    for army in armies:
        owner = army.owner
        area = army.area
        if 0 <= owner < n:
            bosses_on_map[owner] += 1
            sums = known.get(army)
            if sums is None:
                sums = _army_sums(army)
            army_power, army_loot = sums
            strength[owner] += army_power
            loot[owner] += army_loot
            at = present.get(area)
            if at is None:
                present[area] = {owner: 0.0 + army_power}
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
    if len(_MAP) >= 20_000:
        _MAP.clear()
    facts = _MAP[key] = (tuple(strength), tuple(bosses_on_map), tuple(loot), tuple(lands))
    return facts


def _scores(
    n: int,
    armies: tuple[Army, ...],
    control: tuple[int, ...],
    hands: tuple[tuple[float, bool], ...],
    purses: tuple[int, ...],
) -> list[float]:
    strength, bosses_on_map, loot, lands = _map_facts(n, armies, control)
    return _sum_scores(n, strength, bosses_on_map, loot, lands, hands, purses)


def _sum_scores(
    n: int,
    strength: Sequence[float],
    bosses_on_map: Sequence[int],
    loot: Sequence[int],
    lands: Sequence[float],
    hands: Sequence[tuple[float, bool]],
    purses: Sequence[int],
) -> list[float]:
    """Each seat's score from the facts :func:`_map_facts` gives and its hand and purse."""
    out = []
    for p in range(n):
        worth, boss_in_hand = hands[p]
        has_boss = bosses_on_map[p] > 0 or boss_in_hand
        x = (
            2.5 * lands[p]
            + (6.0 if lands[p] >= 5 else 0.0)
            + 0.3 * strength[p]
            + 1.5 * bosses_on_map[p]
            + worth
            + 0.1 * (purses[p] + loot[p])
            + (0.0 if has_boss else -12.0)
        )
        out.append(x)
    return out


def _key(state: State) -> tuple[Any, ...]:
    s = cast(OrcState, state)
    facts = _HAND_FACTS
    return (
        s.n,
        tuple(s.armies.values()),
        tuple(s.control),
        tuple([facts.get(tuple(h)) or _hand_facts(h) for h in s.hands]),
        tuple([g[0] + 2 * g[1] + 3 * g[2] for g in s.gold]),
    )


def scores(state: State) -> list[float]:
    """Each seat's score (the softmax of :func:`evaluate` turns them into values)."""
    return _scores(*_key(state))


#: evaluate() memo, keyed by everything scores() reads (extend the key if it comes to read
#: more): the armies in order, area control, each hand's worth and whether it holds a boss,
#: each purse's value. Determinizations change the other hands' chips, and so their worth;
#: MCTS ran as fast with this key as with the hands' sizes (bench_mcts: 2.7k and 2.6k it/s).
_MEMO: dict[tuple[Any, ...], tuple[float, ...]] = {}


def evaluate(state: State) -> Sequence[float]:
    native = _native
    if native is not None:
        s = cast(OrcState, state)
        values: tuple[float, ...] = native.evaluate(
            s.n, s.armies.values(), s.control, s.hands, s.gold
        )
        return values
    key = _key(state)
    known = _MEMO.get(key)
    if known is None:
        if len(_MEMO) >= 20_000:
            _MEMO.clear()
        known = _MEMO[key] = _softmax(_scores(*key))
    return known


def _softmax(xs: list[float]) -> tuple[float, ...]:
    top = max(xs)
    weights = [math.exp((x - top) / 4.0) for x in xs]
    total = 0.0
    for w in weights:  # in order, as the C evaluation adds (sum() may compensate)
        total += w
    return tuple([w / total for w in weights])


def evaluate_fresh(state: State) -> tuple[float, ...]:
    """:func:`evaluate` without its memo."""
    return _softmax(scores(state))


_greedy = greedy_playout(evaluate)


_ORC = frozenset(D.ORC_LANDS)
#: a whole orc land to one seat, per number of players and seat; to nobody
_ONE = [tuple(tuple(1.0 if q == p else 0.0 for q in range(n)) for p in range(n)) for n in range(7)]
_NONE = [(0.0,) * n for n in range(7)]
#: an orc land's place in :data:`data.ORC_LANDS`
_LAND_INDEX = {area: i for i, area in enumerate(D.ORC_LANDS)}

#: what a move's text says, for the moves :class:`ParentValues` values: a march ``B3-7`` or
#: ``B3-7-8`` as (``"-"``, boss, first area, second area or -1), a deployment ``B3@4`` as
#: (``"@"``, boss, area, chip kind), ``B3+orc`` as (``"+"``, boss, 0, chip kind); ``None`` for any
#: other text. Texts recur from playout to playout: each is read once.
_Parsed = tuple[str, int, int, int] | None
_PARSED: dict[str, _Parsed] = {}
_UNREAD: _Parsed = ("", 0, 0, 0)  # not read yet (compared by identity)


def _parse(text: str) -> _Parsed:
    parsed: _Parsed = None
    try:
        if " " in text or text[:1] != "B":
            parsed = None
        elif "-" in text:
            path = text.split("-")
            if len(path) in (2, 3):
                second = int(path[2]) if len(path) == 3 else -1
                parsed = ("-", parse_boss(path[0]), int(path[1]), second)
        elif "@" in text:
            bs, _, where = text.partition("@")
            b = parse_boss(bs)
            parsed = ("@", b, int(where), D.BOSS0 + b)
        elif "+" in text:
            bs, _, code = text.partition("+")
            parsed = ("+", parse_boss(bs), 0, D.KIND_INDEX[code])
    except (ValueError, KeyError):
        parsed = None
    if len(_PARSED) >= 50_000:
        _PARSED.clear()
    _PARSED[text] = parsed
    return parsed


class ParentValues:
    """What :func:`evaluate` reads of a position, taken apart so that the value of the
    position after an army's march (R6.3, R6.4: ``B3-7``, ``B3-7-8``) or a deployment from hand
    (R7.2, R7.3: ``B3@4``, ``B3+orc``) is computed without playing the move. Such a move changes
    one army and at most one hand: only the orc lands the army leaves or enters are counted
    again, and only the scores of the seats they touch. Every sum is taken in the same order as
    in :func:`_map_facts` and :func:`_sum_scores` (armies' strengths are whole numbers, so
    their float sums are exact in any order) and an untouched seat keeps its score, which makes
    each value equal, bit for bit, to ``evaluate(state.apply(move))``: test_orcwar_eval_memo
    plays every such move to check."""

    __slots__ = (
        "armies",
        "at",
        "bosses",
        "control",
        "hand_p",
        "hands",
        "kind",
        "lands",
        "loot",
        "minus",
        "n",
        "occupied",
        "own",
        "parts",
        "purses",
        "s",
        "shares",
        "strength",
        "xs",
    )

    def __init__(self, s: OrcState) -> None:
        n = self.n = s.n
        self.s = s
        frame = s.stack[-1]
        self.kind = frame.kind
        self.hand_p = frame.seat if isinstance(frame, Deploy) else -1
        armies = self.armies = s.armies
        self.control = s.control
        # the facts of _map_facts, computed as it computes them, in one pass over the armies
        strength = [0.0] * n
        bosses = [0] * n
        loot = [0] * n
        #: the armies standing in each orc land, the owners in every area
        at: dict[int, list[Army]] = {}
        occupied: dict[int, set[int]] = {}
        known = _ARMY
        orc = _ORC
        for army in armies.values():
            owner = army.owner
            area = army.area
            owners = occupied.get(area)
            if owners is None:
                occupied[area] = {owner}
            else:
                owners.add(owner)
            if 0 <= owner < n:
                sums = known.get(army) or _army_sums(army)
                bosses[owner] += 1
                strength[owner] += sums[0]
                loot[owner] += sums[1]
                if area in orc:
                    here = at.get(area)
                    if here is None:
                        at[area] = [army]
                    else:
                        here.append(army)
        self.at = at
        self.occupied = occupied
        #: each orc land's share per seat (lands: their sums, in the order of the lands)
        shares: dict[int, tuple[float, ...]] = {}
        lands = [0.0] * n
        seats = range(n)
        for area in D.ORC_LANDS:
            share = shares[area] = self._share(area, at.get(area, ()))
            for q in seats:
                if share[q]:
                    lands[q] += share[q]
        self.shares = shares
        self.lands = lands
        self.strength = strength
        self.bosses = bosses
        self.loot = loot
        facts = _HAND_FACTS
        hands = self.hands = [facts.get(tuple(h)) or _hand_facts(h) for h in s.hands]
        purses = self.purses = [g[0] + 2 * g[1] + 3 * g[2] for g in s.gold]
        self.xs = _sum_scores(n, strength, bosses, loot, lands, hands, purses)
        self.parts: list[list[float]] | None = None
        self.own: tuple[float, ...] | None = None
        self.minus: dict[int, tuple[float, bool]] = {}

    def _share(self, area: int, here_armies: Sequence[Army]) -> tuple[float, ...]:
        """Each seat's share of an orc land (as :func:`_map_facts` counts it) with these
        armies in it."""
        n = self.n
        if not here_armies:
            owner = self.control[area]
            return _ONE[n][owner] if 0 <= owner < n else _NONE[n]
        if len(here_armies) == 1:
            return _ONE[n][here_armies[0].owner]
        here: dict[int, float] = {}
        known = _ARMY
        for army in here_armies:
            sums = known.get(army)
            if sums is None:
                sums = _army_sums(army)
            owner = army.owner
            here[owner] = here.get(owner, 0.0) + sums[0]
        if len(here) == 1:
            for owner in here:
                return _ONE[n][owner]
        share = [0.0] * n
        total = sum(here.values()) or 1.0
        for owner, power in here.items():
            share[owner] = power / total
        return tuple(share)

    def played(self, text: str, seat: int) -> float:
        """``evaluate(state.apply(text))[seat]`` for any move, played: a move that leaves
        what the evaluation reads as it was (a deployment's ``done`` handing the turn on) is
        valued from this position's scores."""
        s = self.s
        after = s.apply(text)
        if _unchanged(s, after):
            own = self.own
            if own is None:
                own = self.own = _softmax(self.xs)
            return own[seat]
        return evaluate(after)[seat]

    # C901 kept: the greedy playouts' inner step, inlined for speed and kept in step, sum by
    # sum, with _map_facts and _sum_scores (and value() in _corcwar.c), for equal values
    def value(self, text: str, seat: int) -> float | None:  # noqa: C901
        """``evaluate(state.apply(text))[seat]`` for a march or a deployment; ``None`` for any
        other move."""
        parsed = _PARSED.get(text, _UNREAD)
        if parsed is _UNREAD:
            parsed = _parse(text)
        if parsed is None:
            return None
        how, b, where, k = parsed
        armies = self.armies
        hand_p = -1
        worth: tuple[float, bool] = (0.0, False)
        old: Army | None
        if how == "-":
            if self.kind != "move":
                return None
            old = armies[b]
            o = old.owner
            troops = old.troops
            if k >= 0:
                others = self.occupied.get(where)
                if not others or others == {o}:
                    where = k  # no one to ask leave of: on to the second area (R6.4)
            # Army._make of a plain tuple: half the cost of Army(...), on this hot path
            new = Army._make(
                (
                    o,
                    where,
                    troops,
                    old.shamans,
                    old.machines[: len(troops)],
                    old.loot,
                    old.flags | F_MOVED,
                )
            )
        else:
            hand_p = self.hand_p
            if hand_p < 0:
                return None
            if how == "@":
                old = None
                new = Army._make((hand_p, where, (), 0, (), (0, 0, 0), 0))
            else:
                old = armies[b]
                o, area, troops, sha = old.owner, old.area, old.troops, old.shamans
                if k == D.SHA:
                    new = Army._make((o, area, troops, sha + 1, old.machines, old.loot, old.flags))
                else:
                    troops = tuple(sorted((*troops, k)))
                    new = Army._make((o, area, troops, sha, old.machines, old.loot, old.flags))
            worth_k = self.minus.get(k)
            if worth_k is None:
                hand = list(self.s.hands[hand_p])
                hand[k] -= 1
                worth_k = self.minus[k] = _hand_facts(hand)
            worth = worth_k
        n = self.n
        owner = new.owner
        new_area = new.area
        if not 0 <= owner < n:
            return None
        known = _ARMY
        new_sums = known.get(new) or _army_sums(new)
        strength = self.strength[owner]
        bosses = self.bosses[owner]
        loot_p = self.loot[owner]
        if old is None:
            bosses += 1
            strength += new_sums[0]
            loot_p += new_sums[1]
        else:
            old_sums = known.get(old) or _army_sums(old)
            strength += new_sums[0] - old_sums[0]
        # the orc lands the army leaves and enters, counted again, and the seats they touch
        touched = {owner}
        if hand_p >= 0:
            touched.add(hand_p)
        changed: list[tuple[int, tuple[float, ...]]] = []
        at = self.at
        shares = self.shares
        old_area = new_area if old is None else old.area
        for area in (new_area,) if old_area == new_area else (old_area, new_area):
            if area in _ORC:
                here = [x for x in at.get(area, ()) if x is not old]
                if area == new_area:
                    here.append(new)
                share = self._share(area, here)
                before = shares[area]
                if share != before:
                    changed.append((_LAND_INDEX[area], share))
                    for q in range(n):
                        if share[q] != before[q]:
                            touched.add(q)
        xs = list(self.xs)
        parts = self.parts
        if changed and parts is None:
            parts = self.parts = [[shares[a][q] for a in D.ORC_LANDS] for q in range(n)]
        for q in touched:
            if changed:
                assert parts is not None
                row = parts[q][:]
                for i, share in changed:
                    row[i] = share[q]
                land = 0.0
                for part in row:  # the order of _map_facts; adding 0.0 changes nothing
                    land += part
            else:
                land = self.lands[q]
            if q == owner:
                st, bo, lo = strength, bosses, loot_p
            else:
                st, bo, lo = self.strength[q], self.bosses[q], self.loot[q]
            wo, boss_in_hand = worth if q == hand_p else self.hands[q]
            has_boss = bo > 0 or boss_in_hand
            # the expression of _sum_scores, term for term
            xs[q] = (
                2.5 * land
                + (6.0 if land >= 5 else 0.0)
                + 0.3 * st
                + 1.5 * bo
                + wo
                + 0.1 * (self.purses[q] + lo)
                + (0.0 if has_boss else -12.0)
            )
        # the seat's part of _softmax, computed as it computes it
        top = max(xs)
        exp = math.exp
        weights = [exp((x - top) / 4.0) for x in xs]
        total = 0.0
        for w in weights:
            total += w
        return weights[seat] / total


def _greedy_fast(s: OrcState, moves: list[Move], rng: random.Random) -> Move:
    """The greedy policy (:func:`wartable.core.heuristics.greedy_playout` of
    :func:`evaluate`), move for move and random number for random number the same, with the
    marches and deployments valued by :class:`ParentValues` instead of being played: they were 9
    in 10 of the moves the policy weighed (``hard``, 3 positions of
    ``bench/bench_orcwar_hard.py``)."""
    seat = s.to_move()
    native = _native
    if native is not None:
        return _greedy_native(native, s, moves, rng, seat)
    parent = ParentValues(s)
    values = []
    for m in moves:
        v = parent.value(m, seat)
        values.append(parent.played(m, seat) if v is None else v)
    return best_of(moves, values, rng)


def _greedy_native(
    native: ModuleType, s: OrcState, moves: list[Move], rng: random.Random, seat: int
) -> Move:
    """:func:`_greedy_fast` with the C evaluation: the marches and deployments valued by
    ``_corcwar.greedy`` (:meth:`ParentValues.value` in C), the other moves played and evaluated in C
    (one that changes nothing the evaluation reads: the position's own values)."""
    frame = s.stack[-1]
    kind = frame.kind
    values = native.greedy(
        s.n,
        s.armies,
        s.control,
        s.hands,
        s.gold,
        kind,
        frame.seat if isinstance(frame, Deploy) else -1,
        moves,
        seat,
    )
    own: Sequence[float] | None = None
    for i, (m, v) in enumerate(zip(moves, values, strict=True)):
        if v is None:
            after = s.apply(m)
            if _unchanged(s, after):
                if own is None:
                    own = evaluate(s)
                values[i] = own[seat]
            else:
                values[i] = evaluate(after)[seat]
    return best_of(moves, values, rng)


def _unchanged(s: OrcState, after: OrcState) -> bool:
    """Whether ``after`` leaves everything :func:`evaluate` reads as it is in ``s`` (armies,
    area control, hands, purses): then it has ``s``'s values."""
    return (
        after.armies == s.armies
        and after.control == s.control
        and after.hands == s.hands
        and after.gold == s.gold
    )


def playout(state: State, moves: list[Move], rng: random.Random) -> Move:
    """The playout policy: each player's best move by :func:`evaluate` (one ply, ties at
    random). A claim added to a trade offer being built (the ``build`` step, R10.2) changes
    nothing :func:`evaluate` reads, so all of that step's moves tie and the greedy policy would
    pick one at random after applying and evaluating each; this picks the same move with the
    same random numbers without doing so. That step held 40% of the moves the policy weighed
    (medium, 6 positions of ``bench/bench_mcts.py``)."""
    s = cast(OrcState, state)
    kind = s.stack[-1].kind
    if kind in ("move", "deploy") and len(moves) > 1:
        return _greedy_fast(s, moves, rng)
    if kind != "build":
        return _greedy(state, moves, rng)
    choice = moves[0]
    for ties in range(2, len(moves) + 1):
        if rng.randrange(ties) == 0:
            choice = moves[ties - 1]
    return choice
