"""European War knowledge: a race to a conquest (R6.2), with home defence (R6.1).

A power wins by holding all three fields of another power's territory while keeping a pyramid
at home. For each seat the evaluation estimates its *actions to win*: for the cheapest target
territory, the steps its pyramids need to reach the fields it does not hold yet (matched
greedily, nearest first; a field held by an enemy costs two more, for the attack), plus one
action for a new pyramid when that would leave home empty. With two players left, beating the
other's home pyramids wins too (R6.5): the estimate is the cheaper of the conquest and that
elimination (:func:`elimination`: steps to each home pyramid and the expected attacks at the
sizes' odds). The seat to move is half an action ahead. Fewer actions to win is better; a few
points of material and home pyramids break ties. Two players: a logistic of the difference;
more players: a softmax; eliminated seats are 0. A combat's defender still to choose (his
retreat, France's keep-or-reroll) is valued after his best choice.
"""

from __future__ import annotations

import math
import random
from collections.abc import Sequence
from operator import attrgetter

from wartable.core.game import Move
from wartable.core.graph import distances
from wartable.core.heuristics import terminal_values

from .board import DUA, FRA, MAP, RUS
from .state import EuropeState, MoveBase, Phase

# priority, playout and evaluate run for every move of a search: the move bases and phases as
# plain module ints (an enum member is a class attribute, about 0.1 µs a read in Python 3.11;
# see rules.py)
_GROW, _MOVE, _ATTACK, _RETREAT = (
    int(MoveBase.GROW),
    int(MoveBase.MOVE),
    int(MoveBase.ATTACK),
    int(MoveBase.RETREAT),
)
_IN_DECIDE, _IN_REROLL, _IN_RETREAT, _IN_OVER = (
    int(Phase.DECIDE),
    int(Phase.REROLL),
    int(Phase.RETREAT),
    int(Phase.OVER),
)

PLAYOUT_DEPTH = 0
# 0.7 explored so widely that 400 iterations lost to 60 (24-36 over 60 games); 0.3 won 37-23
EXPLORATION = 0.3
# sequential halving at the root: with UCB, hard gave nearly all its visits to the first
# move that looked best and played like medium (16-6-18); with halving medium beat greedy
# 34-3-3 (UCB: 23-14-3) and hard beat medium (docs/ai.md, measured strength)
ROOT = "halving"
# merged chance nodes (chance_key below): a combat's dice no longer split the tree into a
# subtree per roll. Hard against medium went 113-5-82 at seed 17 where it had gone 99-10-91
# with sampled chance, and 227-2-171 over 400 games at seeds 19, 20 (docs/ai.md, sixth session)
CHANCE = "merge"


_CHANCE_FIELDS = attrgetter("board", "alive", "active", "first", "phase", "round", "att", "dfd")
_DICE = attrgetter("aroll", "droll", "rerolled")


def chance_key(state: EuropeState) -> tuple[object, ...]:
    """A position after chance, for MCTS's merged chance nodes (``chance=merge``): every field
    except the text of the end reason, and except the dice once the beaten defender only has
    to choose his retreat (R5.5: nothing reads them again). A combat lost, or won without a
    retreat, clears its dice (R5.4, R5.6), so the rolls of one combat leave as many positions
    as it has results. When France may reroll at home (R5.3) only two things of the dice are
    read again: the attacker's sum (a reroll is measured against it) and whether the roll
    France holds wins (``keep``); rolls alike in both lead to the same games and share a
    child, where keyed by the dice themselves a combat's 1,176 rolls each grew a tree of
    their own a few visits deep."""
    phase = state.phase
    if phase == _IN_RETREAT:
        dice: tuple[object, ...] = ()
    elif phase == _IN_DECIDE:
        dice = _decide_key(state)
    else:
        dice = _DICE(state)
    return (_CHANCE_FIELDS(state), dice, state.winners)


def _decide_key(state: EuropeState) -> tuple[int, bool]:
    """What France's keep-or-reroll reads of the dice: the attacker's total and whether the
    roll France holds stands (R5.4: a tie goes to the defender)."""
    a_total = sum(state.aroll) + state.attack_bonus()
    return a_total, sum(state.droll) + state.defence_bonus() >= a_total


TERR = MAP.territory
NF = MAP.size


def _distances() -> tuple[tuple[int, ...], ...]:
    """Steps between fields by land or sea moves (99: no way)."""
    return tuple(
        tuple(99 if d < 0 else d for d in distances(MAP.adjacent, [start])) for start in range(NF)
    )


DIST = _distances()


_MEMO: dict[tuple[bytes, int], float] = {}

#: _OWNERSHIP[p]: a bytes.translate table from a field's code to 0 empty, 1 ``p``'s, 2 another
#: power's: all that :func:`actions_to_win_unmemoised` reads of a field (sizes do not matter).
_OWNERSHIP = tuple(
    bytes(0 if not c else 1 if (c - 1) // 3 == p else 2 for c in range(256)) for p in range(5)
)


def actions_to_win(board: tuple[int, ...], p: int) -> float:
    """Estimated own actions before power ``p`` holds a whole other territory (memoised on
    who holds each field: the same boards come back again and again in a search)."""
    key = (bytes(board).translate(_OWNERSHIP[p]), p)
    known = _MEMO.get(key)
    if known is None:
        if len(_MEMO) > 200_000:
            _MEMO.clear()
        known = _MEMO[key] = actions_to_win_unmemoised(board, p)
    return known


def actions_to_win_unmemoised(board: tuple[int, ...], p: int) -> float:
    """The plain search for the cheapest conquest (its reference form is in
    tests/europe/test_eval_memo.py), found with less work: every missing
    field costs at least one step (plus two when an enemy holds it), so a territory whose
    bound is no better than the best cost found so far is skipped, and the territories are
    tried cheapest bound first. The result is a minimum over territories, so the order does
    not change it; all costs are whole numbers, so the float sums are exact."""
    mine = [f for f in range(NF) if board[f] and (board[f] - 1) // 3 == p]
    home_fields = TERR[p]
    home = [f for f in mine if f in home_fields]
    free_home = [f for f in home_fields if not board[f]]
    targets = []
    for q in range(5):
        if q == p:
            continue
        need = []
        bound = 0.0
        for f in TERR[q]:
            code = board[f]
            if code and (code - 1) // 3 == p:
                continue
            extra = 2.0 if code else 0.0
            need.append((f, extra))
            bound += 1.0 + extra
        if not need:
            return 0.0
        targets.append((bound, q, need))
    targets.sort()
    best = 99.0
    for bound, q, need in targets:
        if bound >= best:
            break
        terr = TERR[q]
        movers = [g for g in mine if g not in terr]
        pairs = []
        for f, extra in need:
            for g in movers:
                pairs.append((DIST[g][f] + extra, g, f))
            for h in free_home:  # build a small there first (one more action)
                pairs.append((DIST[h][f] + extra + 1.0, -1 - h, f))
        pairs.sort()
        found = _assign_greedily(pairs, len(need), home_fields)
        if found is None:
            continue
        cost, home_used = found
        if home and home_used >= len(home):
            cost += 1.0  # someone must stay or be built at home
        if cost < best:
            best = cost
    return best


def _assign_greedily(
    pairs: list[tuple[float, int, int]], fields: int, home_fields: tuple[int, ...]
) -> tuple[float, int] | None:
    """Cheapest pairs first (``(cost, mover, field)``, sorted), one mover per field and one
    field per mover, until ``fields`` fields are taken: the summed cost and how many movers
    left a home field; ``None`` when too few movers."""
    used: set[int] = set()
    done: set[int] = set()
    cost = 0.0
    home_used = 0
    for c, g, f in pairs:
        if f in done or g in used:
            continue
        used.add(g)
        done.add(f)
        cost += c
        if g >= 0 and g in home_fields:
            home_used += 1
        if len(done) == fields:
            return cost, home_used
    return None


_EVAL_MEMO: dict[
    tuple[tuple[int, ...], tuple[bool, ...], int, tuple[int, ...], int], tuple[float, ...]
] = {}


def evaluate(state: EuropeState) -> Sequence[float]:
    """Each seat's value. A combat the defender has lost but not yet left (``retreat``), or
    whose result France may still reroll (``france-decides``), is valued after the
    defender's best choice (:func:`_after_defender`): the board still shows the defender
    in place, and valued as it stands a won attack that ends the game (the last home
    pyramid beaten, a conquest's last field taken) looked like no attack at all."""
    phase = state.phase
    if phase == _IN_RETREAT or phase == _IN_DECIDE:
        return _after_defender(state)
    return _evaluate_board(state)


def _value(state: EuropeState) -> Sequence[float]:
    """:func:`evaluate`, exact once the game is over."""
    if state.phase == _IN_OVER:
        return terminal_values(state)
    return evaluate(state)


def _after_defender(state: EuropeState) -> Sequence[float]:
    """The value of a combat's defender choosing (R5.3, R5.5): his best retreat by value; for
    France's keep-or-reroll the better of keeping and the average over the reroll's results
    (each listed with its probability, at most 56 for three dice)."""
    # memoised (a search meets the same combat again and again, and a reroll has up to 56
    # results to value): the value depends on the game, the position and what chance_key
    # keeps of the dice (nothing once the defender retreats)
    dice = _decide_key(state) if state.phase == _IN_DECIDE else ()
    memo_key = (state.game, _CHANCE_FIELDS(state), dice)
    known = _DEFENDER_MEMO.get(memo_key)
    if known is not None:
        return known
    seat = state.to_move()
    best: Sequence[float] | None = None
    for move in state.legal_moves():
        after = state.apply(move)
        if after.phase == _IN_REROLL:
            n = state.game.num_players
            total = [0.0] * n
            for roll, prob in after.chance_outcomes():
                values = _value(after.apply(roll))
                for i in range(n):
                    total[i] += prob * values[i]
            values = total
        else:
            values = _value(after)
        if best is None or values[seat] > best[seat]:
            best = values
    assert best is not None
    if len(_DEFENDER_MEMO) > 50_000:
        _DEFENDER_MEMO.clear()
    _DEFENDER_MEMO[memo_key] = best
    return best


_DEFENDER_MEMO: dict[tuple[object, ...], Sequence[float]] = {}


def _evaluate_board(state: EuropeState) -> Sequence[float]:
    # memoised on everything the evaluation reads (extend the key if it comes to read more):
    # in a search about 3 positions in 5 come back
    s = state
    game = s.game
    board = s.board
    alive = s.alive
    seat_power = game.seat_power
    n = game.num_players
    mover = s.to_move()
    key = (board, alive, mover, seat_power, n)
    known = _EVAL_MEMO.get(key)
    if known is None:
        if len(_EVAL_MEMO) > 50_000:
            _EVAL_MEMO.clear()
        known = _EVAL_MEMO[key] = _evaluate(board, alive, seat_power, n, mover)
    return known


def _evaluate(
    board: tuple[int, ...], alive: tuple[bool, ...], seat_power: tuple[int, ...], n: int, mover: int
) -> tuple[float, ...]:
    xs = []
    raw = bytes(board)
    left = [seat for seat in range(n) if alive[seat]]
    # with two players left, beating the other's home pyramids wins too (R6.5)
    two = len(left) == 2
    for seat in range(n):
        if not alive[seat]:
            xs.append(-99.0)
            continue
        p = seat_power[seat]
        pips = sum(raw.translate(_PIPS[p]))  # the sizes of p's pyramids
        lo = 3 * p
        home = 0
        for f in TERR[p]:
            if lo < board[f] <= lo + 3:
                home += 1
        to_win = actions_to_win(board, p)
        if two:
            other = left[1] if left[0] == seat else left[0]
            to_win = min(to_win, elimination(board, seat_power[other], p))
        x = -min(to_win, 12.0)
        if seat == mover:
            x += 0.5
        x += 0.1 * pips + (0.3 * min(home, 2) if home else -3.0)
        xs.append(x)
    top = max(xs)
    weights = [math.exp((x - top) * 1.2) if alive[i] else 0.0 for i, x in enumerate(xs)]
    total = sum(weights) or 1.0
    return tuple([w / total for w in weights])


def _dice_sums(k: int) -> dict[int, float]:
    """The distribution of the sum of ``k`` dice."""
    dist = {0: 1.0}
    for _ in range(k):
        nxt: dict[int, float] = {}
        for total, prob in dist.items():
            for face in range(1, 7):
                nxt[total + face] = nxt.get(total + face, 0.0) + prob / 6
        dist = nxt
    return dist


def _win_chance(attacker: int, defender: int, bonus: int, reroll: bool) -> float:
    """The chance that a pyramid of ``attacker`` pips beats one of ``defender`` pips (R5.1,
    R5.4: strictly higher), the attacker adding ``bonus`` (R5.2), the defender rerolling a
    losing roll when ``reroll`` (France at home, R5.3)."""
    sums_d = _dice_sums(defender)
    win = 0.0
    for a_sum, pa in _dice_sums(attacker).items():
        total = a_sum + bonus
        holds = sum(pd for d_sum, pd in sums_d.items() if d_sum >= total)
        if reroll:
            holds = 1.0 - (1.0 - holds) ** 2
        win += pa * (1.0 - holds)
    return win


#: _ATTACKS[a][d][bonus][reroll]: expected attacks until one of ``a`` pips beats ``d`` pips
_ATTACKS = tuple(
    tuple(
        tuple(
            tuple(1.0 / max(_win_chance(a, d, b, r), 1e-3) for r in (False, True)) for b in (0, 1)
        )
        for d in range(4)
    )
    for a in range(4)
)


def elimination(board: tuple[int, ...], victim: int, p: int) -> float:
    """Estimated actions of power ``p`` to beat every home pyramid of power ``victim`` (R6.1,
    R6.5): for each, the nearest of ``p``'s pyramids, its steps to a field next to it and the
    expected attacks at the two sizes' odds (R5.1-R5.4: the Dual Alliance's +1, France's
    reroll at home). A beaten pyramid retreating to another home field is not counted, nor
    that one pyramid cannot be everywhere. Russia loses its home only to a conquest (R6.1),
    which :func:`actions_to_win` counts."""
    if victim == RUS:
        return 99.0
    lo = 3 * p
    attackers = [(g, board[g] - lo) for g in range(NF) if lo < board[g] <= lo + 3]
    bonus = 1 if p == DUA else 0
    reroll = victim == FRA
    vlo = 3 * victim
    total = 0.0
    for f in TERR[victim]:
        code = board[f]
        if not vlo < code <= vlo + 3:
            continue
        size = code - vlo
        best = 99.0
        for g, own in attackers:
            cost = DIST[g][f] - 1 + _ATTACKS[own][size][bonus][reroll]
            if cost < best:
                best = cost
        total += best
    return total


#: _PIPS[p]: a bytes.translate table from a field's code to the size of p's pyramid on it
#: (0 for an empty field or another power's pyramid)
_PIPS = tuple(
    bytes((c - 1) % 3 + 1 if c and (c - 1) // 3 == p else 0 for c in range(256)) for p in range(5)
)


def priority(state: EuropeState, move: Move) -> float:
    """Attacks first, then grows and builds; plain moves after."""
    if _ATTACK <= move < _RETREAT:
        return 2.0
    if _GROW <= move < _MOVE:  # a grow or a build
        return 1.0
    return 0.0


def playout(state: EuropeState, moves: list[Move], rng: random.Random) -> Move:
    """Half the time an attack or a grow when there is one; otherwise uniform."""
    if len(moves) > 1 and rng.random() < 0.5:
        good = [m for m in moves if _GROW <= m < _MOVE or _ATTACK <= m < _RETREAT]
        if good:
            return good[rng.randrange(len(good))]
    return moves[rng.randrange(len(moves))]
