"""Monte Carlo tree search for any wartable game, through the common contract only.

* **Several players**: every node keeps the summed values of the seat that made the move into
  it, so each seat maximises its own result (max^n style UCT); values are in ``[0, 1]``.
* **Chance** (dice, cards, draws): at a chance node an outcome is *sampled* with its listed
  probability and the tree branches on it, so frequent outcomes are visited in proportion.
  With ``chance="merge"`` (the game's ``CHANCE``) chance events in a row are one node and its
  children are keyed by the position that results (the game's ``chance_key``), so the rolls
  of one combat with the same result share a subtree.
* **Hidden information**: single-observer information-set MCTS. Every iteration starts from a
  fresh ``state.determinize(seat, rng)``: a sample of everything the seat cannot see, drawn from
  its own view only. The tree is keyed by moves, so statistics are shared between samples; a
  move that is legal in only some samples is selected by its *availability* count (how often it
  was legal when its parent was visited) instead of the parent's visits.
* **Budget**: ``iterations`` and/or ``time_limit`` seconds per decision; an iteration budget
  may be split among independent searches that vote on the move (``ensemble``, or the game's
  ``ENSEMBLE_SPLIT``). A game whose playouts are long counts each iteration as
  ``ITERATION_COST`` units of the budget.
* **Tree depth** (``tree``, the game's ``TREE``): the tree may be kept to the root's moves
  (1: flat Monte Carlo, the playouts decide everything after them) or a few decisions deep.
* **Knowledge** (:mod:`wartable.ai.evaluation`): root moves are tried in order of their one-ply
  (greedy) value, inner moves in order of the game's move priority; progressive widening lets a
  node try one more move as its visit count grows (``widen * visits ** 0.5``); playouts stop
  after the game's playout depth (or when the game's playout policy calls the position quiet)
  and the position is scored by its evaluation.
* **Implicit minimax backups**: each node also keeps the evaluation backed up by max (the
  mover's best child) and by mean at chance nodes; selection mixes it with the mean value
  (weight ``minimax``), so a refutation found once is not averaged away.
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Callable, Hashable, Sequence
from dataclasses import dataclass

from wartable.core import CHANCE, TERMINAL, Move, State, sample_chance

from .agents import check_turn, expected_values, greedy_scores
from .evaluation import Knowledge, knowledge

#: how selection scales the children's values before adding the exploration term: over the
#: whole search's range of values, over the node's children's range, or not at all
NORMS = ("global", "sibling", "none")
#: how the move is chosen after the search
FINALS = ("visits", "value")
#: how the root shares out the budget
ROOTS = ("ucb", "halving")
#: how a chance node in the tree picks an outcome
CHANCES = ("sample", "stratified", "merge")


def _outcome_key(state: State) -> Hashable:
    """A position's identity for merging chance outcomes in a game without ``chance_key``:
    its whole text form (exact, and slow)."""
    return state.to_text()


class Node:
    """Statistics of one move (the edge into this node) and the moves tried after it."""

    __slots__ = ("avail", "children", "mm", "n", "pending", "turn", "w")

    def __init__(self) -> None:
        self.children: dict[Move, Node] = {}
        self.n = 0
        self.w = 0.0
        self.avail = 0
        self.pending: list[Move] | None = None
        #: who decides at this node (a seat, CHANCE or TERMINAL), once visited
        self.turn = TERMINAL
        #: implicit minimax value per seat: the evaluation backed up by max (the mover's best
        #: child) and by average at chance nodes
        self.mm: tuple[float, ...] | None = None


@dataclass(frozen=True)
class RootSummary:
    """What one search found at its root (:meth:`MCTSAgent.analyse`): the move it chose, the
    iterations that went through each root move tried (real ones: the root priors' virtual
    visits left out), every seat's mean value over the search's iterations (seat order, each
    in [0, 1]: the searched value of the position) and the iterations run."""

    best: Move
    visits: dict[Move, int]
    values: tuple[float, ...]
    iterations: int


class MCTSAgent:
    """UCT with chance sampling, determinization and per-game knowledge."""

    def __init__(
        self,
        iterations: int | None = 400,
        time_limit: float | None = None,
        name: str = "mcts",
        exploration: float | None = None,
        playout_depth: int | None = None,
        widen: float = 1.5,
        root_greedy: bool = True,
        minimax: float | None = None,
        norm: str | None = None,
        final: str = "visits",
        generic: bool = False,
        prior: int | None = None,
        expect: bool | None = None,
        floor: float | None = None,
        root: str | None = None,
        width: int | None = None,
        chance: str | None = None,
        ensemble: int | None = None,
        tree: int | None = None,
        crn: bool | None = None,
        clock: Callable[[], float] = time.perf_counter,
    ) -> None:
        if iterations is None and time_limit is None:
            raise ValueError("MCTSAgent needs an iteration budget or a time limit")
        self.iterations = iterations
        self.time_limit = time_limit
        #: what ``time_limit`` is measured on: wall seconds, or ``time.process_time`` (the
        #: process's CPU seconds, as the strength bench's ``--clock cpu`` uses on a shared
        #: machine)
        self.clock = clock
        self.name = name
        self.exploration = exploration
        self.playout_depth = playout_depth
        self.widen = widen
        self.root_greedy = root_greedy
        self.minimax = minimax
        if norm is not None and norm not in NORMS:
            raise ValueError(f"norm {norm!r}: one of {', '.join(NORMS)}")
        if final not in FINALS:
            raise ValueError(f"final {final!r}: one of {', '.join(FINALS)}")
        self.norm = norm
        self.final = final
        #: plain MCTS: random playouts to the end, none of the game's knowledge
        self.generic = generic
        #: virtual visits that start each root move at its one-ply (greedy) value, chance
        #: after the move averaged exactly; real visits soon outweigh them
        self.prior = prior
        self._priors: dict[Move, float] = {}
        #: a leaf with chance pending is valued by the average over its outcomes (as greedy
        #: does) instead of one sample
        self.expect = expect
        #: sibling scaling divides by at least this span, so differences smaller than the
        #: noise of a few samples are not blown up to the whole [0, 1]
        self.floor = floor
        self._floor = 0.0
        if root is not None and root not in ROOTS:
            raise ValueError(f"root {root!r}: one of {', '.join(ROOTS)}")
        if width is not None and width < 2:
            raise ValueError(f"width {width}: at least 2")
        #: how the root shares the budget: UCB like every node, or sequential halving among
        #: the ``width`` best moves by their one-ply value (None: the game's ``WIDTH``)
        self.root = root
        self.width = width
        if chance is not None and chance not in CHANCES:
            raise ValueError(f"chance {chance!r}: one of {', '.join(CHANCES)}")
        #: how a chance node in the tree picks its outcome: sampled with its probability, or
        #: stratified (the outcome furthest below its share of the node's visits)
        self.chance = chance
        self._chance = "sample"
        self._merge: Callable[[State], Hashable] | None = None
        if tree is not None and tree < 0:
            raise ValueError(f"tree {tree}: at least 0")
        #: how many decisions deep the tree grows (0: no limit; 1: only the root's moves, a
        #: flat Monte Carlo search whose playouts decide everything after them). None: the
        #: game's ``TREE``
        self.tree = tree
        self._tree = 0
        #: common random numbers for chance in sequential halving: with each sample of the
        #: hidden information, every candidate's iteration draws its chance outcomes (dice,
        #: draws) from the same fresh stream, so the candidates are compared on the same luck
        #: as far as their games run alike. None: the game's ``CRN``
        self.crn = crn
        if ensemble is not None and ensemble < 1:
            raise ValueError(f"ensemble {ensemble}: at least 1")
        if ensemble is not None and ensemble > 1 and iterations is None:
            raise ValueError("ensemble needs an iteration budget")
        #: independent searches that share the budget and vote (root parallelisation): a
        #: decision between moves whose values differ by less than one search's noise is
        #: made by several searches instead of by the first lucky samples of one. None: the
        #: game's default (one search per ``ENSEMBLE_SPLIT`` iterations of the budget)
        self.ensemble = ensemble
        self._halving: Move = None
        self._norm = "sibling"
        self._prior = 0
        self._expect = False
        #: iterations run by the last :meth:`choose` (for benchmarks and tests)
        self.last_iterations = 0
        self.last_root: Node | None = None
        self._lo = 0.0
        self._hi = 1.0
        self._alpha = 0.0
        #: every seat's summed leaf values over the last search's iterations (the root value)
        self._root_sum: list[float] = []

    # -- the decision ----------------------------------------------------------------------

    def choose(self, state: State, seat: int, rng: random.Random) -> Move:
        check_turn(self.name, state, seat)
        moves = state.legal_moves()
        self.last_iterations = 0
        if len(moves) == 1:
            return moves[0]
        searches = self._searches(state)
        if searches > 1:
            return self._vote(state, seat, rng, moves, searches)
        root = self.search(state, seat, rng, moves)
        best = self._chosen(root, moves, seat)
        if best is None:
            return moves[rng.randrange(len(moves))]
        return best

    def analyse(self, state: State, seat: int, rng: random.Random) -> RootSummary:
        """One search from ``state`` for ``seat`` (to move, with more than one legal move) with
        the agent's whole budget, and what it found at the root: the move :meth:`choose`
        would play after it, each root move's real visits and every seat's searched value.
        A game that splits the budget among voting searches (``ENSEMBLE_SPLIT``, Thud) is
        searched here once with the whole budget. The agent's play is unchanged: the same
        search, the same draws."""
        check_turn(self.name, state, seat)
        moves = state.legal_moves()
        root = self.search(state, seat, rng, moves)
        best = self._chosen(root, moves, seat)
        if best is None:
            best = moves[rng.randrange(len(moves))]
        virtual = self._prior if self._priors else 0
        visits = {m: ch.n - virtual for m, ch in root.children.items() if ch.n > virtual}
        done = root.n  # the iterations that reached a leaf (all of them but for skipped ones)
        if done and self._root_sum:
            values = tuple(v / done for v in self._root_sum)
        else:
            values = tuple(knowledge(state.game.name).evaluate(state))
        return RootSummary(best, visits, values, self.last_iterations)

    def _chosen(self, root: Node, moves: list[Move], seat: int) -> Move:
        """The move the search just run chose: halving's last move, else :meth:`best_move`."""
        return self._halving if self._halving is not None else self.best_move(root, moves, seat)

    def _searches(self, state: State) -> int:
        """How many searches share the budget: the ``ensemble`` setting, else the game's
        ``ENSEMBLE_SPLIT`` (one search per that many iterations), else one."""
        if self.ensemble is not None:
            return self.ensemble
        if self.generic or self.iterations is None or self.time_limit is not None:
            return 1
        split = knowledge(state.game.name).ensemble_split
        return max(1, self.iterations // split) if split else 1

    def _vote(self, state: State, seat: int, rng: random.Random, moves: list[Move], k: int) -> Move:
        """``k`` searches, each with its share of the iterations: the move most of them
        choose, a tie going to the most visits over all of them."""
        assert self.iterations is not None
        total = self.iterations
        votes: dict[Move, int] = {}
        visits: dict[Move, int] = {}
        done = 0
        for i in range(k):
            share = max(1, total * (i + 1) // k - total * i // k)
            root = self.search(state, seat, rng, moves, share)
            done += self.last_iterations
            best = self._chosen(root, moves, seat)
            if best is not None:
                votes[best] = votes.get(best, 0) + 1
            for m, ch in root.children.items():
                visits[m] = visits.get(m, 0) + ch.n
        self.last_iterations = done
        if not votes:
            return moves[rng.randrange(len(moves))]
        return max(votes, key=lambda m: (votes[m], visits.get(m, 0)))

    def best_move(self, root: Node, moves: list[Move], seat: int) -> Move:
        """The move to play after a search: the most visited (``final="visits"``), or the best
        value among the well-visited moves (``final="value"``: at least a quarter of the top
        visit count), a tie going to the other criterion."""
        tried = [(m, ch) for m in moves if (ch := root.children.get(m)) is not None and ch.n]
        if not tried:
            return None

        def value(ch: Node) -> float:
            return self._value(ch, seat)

        if self.final == "value":
            top = max(ch.n for _, ch in tried)
            floor = max(1, top // 4)
            return max(
                ((m, ch) for m, ch in tried if ch.n >= floor),
                key=lambda mc: (value(mc[1]), mc[1].n),
            )[0]
        return max(tried, key=lambda mc: (mc[1].n, value(mc[1])))[0]

    def search(
        self,
        state: State,
        seat: int,
        rng: random.Random,
        moves: list[Move],
        budget: int | None = None,
    ) -> Node:
        """One search from ``state`` for ``seat``: ``budget`` iterations (default: the agent's
        own budget or time limit); returns the root. A time limit counts from here (the root's
        one-ply priors are part of the decision's time) and is checked after every iteration:
        an iteration of a long game's playout can take tens of milliseconds."""
        start = self.clock()
        know = Knowledge(state.game.name) if self.generic else knowledge(state.game.name)
        # information-set search only while something may be hidden from the seat (Flatwar's
        # armies are all shown once every side has built)
        hidden = state.hides_from(seat)
        c = self.exploration if self.exploration is not None else know.exploration
        depth = self.playout_depth if self.playout_depth is not None else know.playout_depth
        self._alpha = self.minimax if self.minimax is not None else know.minimax
        self._norm = self.norm if self.norm is not None else know.norm
        self._prior = self.prior if self.prior is not None else know.prior
        self._expect = self.expect if self.expect is not None else know.expect
        self._floor = self.floor if self.floor is not None else know.floor
        self._chance = self.chance if self.chance is not None else know.chance
        self._merge = (know.chance_key or _outcome_key) if self._chance == "merge" else None
        self._tree = self.tree if self.tree is not None else know.tree
        root = Node()
        self._root_sum = [0.0] * state.game.num_players
        self._lo = math.inf
        self._hi = -math.inf
        self._halving = None
        order: list[Move] = []
        if self.root_greedy and know.custom:
            shuffled = list(moves)
            rng.shuffle(shuffled)
            scores = greedy_scores(state, seat, know, rng, shuffled)
            order = sorted(range(len(shuffled)), key=scores.__getitem__)
            root.pending = [shuffled[i] for i in order]  # best last: popped first
            order = root.pending[::-1]
            self._priors = dict(zip(shuffled, scores, strict=True)) if self._prior else {}
        else:
            self._priors = {}
        limit = budget if budget is not None else self.iterations
        if limit is not None and know.iteration_cost > 1:  # budget units -> iterations
            limit = max(1, limit // know.iteration_cost)
        mode = self.root if self.root is not None else know.root
        if mode == "halving" and limit is not None and self.time_limit is None:
            if not order:
                order = list(moves)
                rng.shuffle(order)
            width = self.width if self.width is not None else know.width
            self._halving = self._sequential_halving(
                root, state, seat, rng, know, c, depth, hidden, order[:width], limit
            )
            self.last_iterations = limit
            self.last_root = root
            return root
        deadline = start + self.time_limit if self.time_limit is not None else None
        done = 0
        while limit is None or done < limit:
            sample = state.determinize(seat, rng) if hidden else state
            self._iterate(root, sample, rng, know, c, depth, hidden)
            done += 1
            if deadline is not None and self.clock() >= deadline:
                break
        self.last_iterations = done
        self.last_root = root
        return root

    def _sequential_halving(
        self,
        root: Node,
        state: State,
        seat: int,
        rng: random.Random,
        know: Knowledge,
        c: float,
        depth: int,
        hidden: bool,
        cands: list[Move],
        budget: int,
    ) -> Move:
        """Sequential halving at the root (Karnin et al. 2013; Cazenave 2014): the candidates
        (the ``width`` best moves by their one-ply value) share the budget in rounds, each
        round giving every remaining move the same number of iterations (UCT below it) and
        keeping the better half by value, until one is left. Every candidate is searched as
        deeply as its rivals before it is dropped, so a bigger budget buys a deeper look at
        each of the best moves, not more visits to the one that looked best first."""
        # a budget too small for every candidate to get an iteration a round: fewer of them
        while len(cands) > 2 and len(cands) * math.ceil(math.log2(len(cands))) > budget:
            cands = cands[: len(cands) // 2]
        rounds = max(1, math.ceil(math.log2(len(cands))))
        left = budget
        crn = self.crn if self.crn is not None else know.crn
        for r in range(rounds):
            if len(cands) == 1:
                break
            per = max(1, left // (len(cands) * (rounds - r)))
            for _ in range(per):
                # one sample of the hidden information for all the candidates (common random
                # numbers): they are compared on the same deal, not each on its own luck
                sample = state.determinize(seat, rng) if hidden else state
                luck = rng.getrandbits(64) if crn else 0
                for m in cands:
                    chance_rng = random.Random(luck) if crn else None
                    self._iterate(root, sample, rng, know, c, depth, hidden, m, chance_rng)
                    left -= 1

            def value(m: Move) -> float:
                ch = root.children.get(m)
                return -math.inf if ch is None or not ch.n else self._value(ch, seat)

            ranked = sorted(cands, key=value, reverse=True)
            cands = ranked[: max(1, (len(ranked) + 1) // 2)]
        return cands[0]

    def _value(self, ch: Node, seat: int) -> float:
        """A visited child's value for ``seat``: its mean mixed with its minimax value."""
        q = ch.w / ch.n
        alpha = self._alpha
        if alpha and ch.mm:
            q = (1.0 - alpha) * q + alpha * ch.mm[seat]
        return q

    def _root_child(self, root: Node, move: Move) -> Node:
        """A new child of the root, started at its one-ply value when priors are on."""
        child = root.children[move] = Node()
        if self._priors:
            k = self._prior
            child.n = k
            child.w = k * self._priors.get(move, 0.5)
        return child

    # -- one iteration -----------------------------------------------------------------------

    @staticmethod
    def _order(s: State, moves: list[Move], know: Knowledge) -> list[Move]:
        """Untried moves to try first, the first one last (they are popped); the rest of the
        moves are tried in random order."""
        if know.split is not None:
            return know.split(s, moves)
        if know.order_by_eval:
            seat = s.to_move()
            evaluate = know.evaluate
            values = [evaluate(s.apply(m))[seat] for m in moves]
            order = sorted(range(len(moves)), key=values.__getitem__)
            return [moves[i] for i in order]
        prio = know.priority
        if prio is None:
            return []
        scored = [(p, i) for i, m in enumerate(moves) if (p := prio(s, m)) > 0]
        scored.sort()
        return [moves[i] for _, i in scored]

    # the search's inner loop (complexity 54), inlined for speed: every call saved is paid per
    # iteration (docs/ai.md, "Speed")
    def _iterate(  # noqa: C901
        self,
        root: Node,
        s: State,
        rng: random.Random,
        know: Knowledge,
        c: float,
        depth: int,
        hidden: bool,
        forced: Move = None,
        chance_rng: random.Random | None = None,
    ) -> None:
        """One iteration; ``forced`` (sequential halving) is the root move it must take;
        ``chance_rng`` (common random numbers) draws its chance outcomes instead of ``rng``."""
        luck = rng if chance_rng is None else chance_rng
        node = root
        path: list[tuple[Node, int]] = []
        widen = self.widen
        log = math.log
        sqrt = math.sqrt
        alpha = self._alpha
        beta = 1.0 - alpha
        norm = self._norm
        floor = self._floor
        stratified = self._chance == "stratified"
        merge = self._merge
        tree = self._tree
        decisions = 0
        while True:
            p = s.to_move()
            node.turn = p
            if p >= 0 and tree:
                if decisions >= tree:  # as deep as the tree grows: the playout goes on
                    break
                decisions += 1
            if p < 0:
                if p == TERMINAL:
                    break
                if stratified:
                    # the outcome furthest below its share of this node's visits so far
                    seen = node.children
                    total = node.n + 1
                    m = None
                    gap = -math.inf
                    for o, prob in s.chance_outcomes():
                        ch = seen.get(o)
                        d = prob * total - (ch.n if ch is not None else 0)
                        if d > gap:
                            m, gap = o, d
                else:
                    m = sample_chance(s, luck)
                s = s.apply(m)
                if merge is not None:
                    # chance events in a row (a combat's two dice) make one node, and outcomes
                    # that leave the same position by the game's key (a kill or a miss) share
                    # one child
                    while s.to_move() == CHANCE:
                        s = s.apply(sample_chance(s, luck))
                    m = merge(s)
                child = node.children.get(m)
                if child is None:
                    child = node.children[m] = Node()
                node = child
                path.append((child, CHANCE))
                continue
            children = node.children
            if forced is not None:
                # the root move sequential halving is visiting: a seat's own moves do not
                # depend on what it cannot see, but a game could make one illegal in a sample
                if hidden and forced not in s.legal_moves():
                    return
                child = children.get(forced)
                new = child is None
                if child is None:
                    child = self._root_child(root, forced)
                if hidden:
                    child.avail += 1
                s = s.apply(forced)
                path.append((child, p))
                node = child
                forced = None
                if new:
                    break
                continue
            pending = node.pending
            if pending is None:
                moves = s.legal_moves()
                pending = node.pending = self._order(s, moves, know)
            elif hidden or not children:
                moves = s.legal_moves()
            expand: Move = None
            if len(children) < widen * sqrt(node.n + 1):
                legal = set(moves) if hidden else None
                while pending:
                    m = pending.pop()
                    if m not in children and (legal is None or m in legal):
                        expand = m
                        break
                if expand is None:
                    # the rest of the moves, in random order (a few draws, then a scan)
                    if not hidden:
                        moves = s.legal_moves()
                    if len(children) < len(moves):
                        for _ in range(4):
                            m = moves[rng.randrange(len(moves))]
                            if m not in children:
                                expand = m
                                break
                        else:
                            fresh = [m for m in moves if m not in children]
                            if fresh:
                                expand = fresh[rng.randrange(len(fresh))]
            if expand is None:
                best: Move = None
                best_child: Node | None = None
                best_v = -math.inf
                # (move, child, value, log of the count it was selectable) per candidate
                cands: list[tuple[Move, Node, float, float]] = []
                if hidden:
                    for m in moves:
                        ch = children.get(m)
                        if ch is None:
                            continue
                        ch.avail += 1
                        q = ch.w / ch.n
                        if alpha and ch.mm:
                            q = beta * q + alpha * ch.mm[p]
                        cands.append((m, ch, q, log(ch.avail)))
                else:
                    logn = log(node.n)
                    for m, ch in children.items():
                        q = ch.w / ch.n
                        if alpha and ch.mm:
                            q = beta * q + alpha * ch.mm[p]
                        cands.append((m, ch, q, logn))
                if norm == "global":
                    lo = self._lo
                    span = self._hi - lo
                elif norm == "sibling" and cands:
                    lo = min(x[2] for x in cands)
                    span = max(max(x[2] for x in cands) - lo, floor)
                else:
                    lo, span = 0.0, 1.0
                if span < 1e-9:
                    lo, span = 0.0, 1.0
                for m, ch, q, logc in cands:
                    v = (q - lo) / span + c * sqrt(logc / ch.n)
                    if v > best_v:
                        best, best_child, best_v = m, ch, v
                if best_child is None:
                    # nothing tried yet is legal in this sample: try a fresh move
                    if not hidden:
                        moves = s.legal_moves()
                    expand = moves[rng.randrange(len(moves))]
                else:
                    s = s.apply(best)
                    node = best_child
                    path.append((best_child, p))
                    continue
            child = children.get(expand)
            if child is None:
                if node is root:
                    child = self._root_child(root, expand)
                else:
                    child = children[expand] = Node()
            if hidden:
                child.avail += 1
            s = s.apply(expand)
            path.append((child, p))
            break
        values = self._playout(s, rng, know, depth, luck)
        low = min(values)
        high = max(values)
        if low < self._lo:
            self._lo = low
        if high > self._hi:
            self._hi = high
        root.n += 1
        acc = self._root_sum
        for i, v in enumerate(values):
            acc[i] += v
        for nd, mover in path:
            nd.n += 1
            if mover >= 0:
                nd.w += values[mover]
        if alpha:
            leaf = path[-1][0] if path else root
            if leaf.mm is None or not leaf.children:
                leaf.mm = values
            for nd in reversed([root] + [x for x, _ in path[:-1]]):
                turn = nd.turn
                kids = [(ch.n, ch.mm) for ch in nd.children.values() if ch.mm is not None]
                if not kids:
                    continue
                if turn >= 0:
                    nd.mm = max(kids, key=lambda k: k[1][turn])[1]
                else:
                    total = sum(k[0] for k in kids)
                    nd.mm = tuple(
                        sum(k[0] * k[1][i] for k in kids) / total for i in range(len(values))
                    )

    def _playout(
        self,
        s: State,
        rng: random.Random,
        know: Knowledge,
        depth: int,
        luck: random.Random | None = None,
    ) -> tuple[float, ...]:
        """Play on from ``s`` and score the end; chance outcomes are drawn with ``luck``
        (default ``rng``), the policy's choices with ``rng``."""
        if luck is None:
            luck = rng
        policy = know.playout
        mix = know.playout_mix
        start = know.evaluate(s) if depth and mix < 1.0 else None
        if policy is None and luck is rng:
            # uniformly random playouts: the game's own State.random_playout (the same loop,
            # the same draws; Thud's runs in C)
            s = s.random_playout(rng, depth)
            depth = 0
        for _ in range(depth):
            p = s.to_move()
            if p == TERMINAL:
                break
            if p == CHANCE:
                m = sample_chance(s, luck)
            else:
                moves = s.legal_moves()
                if policy is None:
                    m = moves[rng.randrange(len(moves))]
                else:
                    m = policy(s, moves, rng)
                    if m is None:  # the policy says the position is quiet: evaluate it
                        break
            s = s.apply(m)
        # pending chance events (a combat's dice): averaged exactly when they are few (setting
        # `expect`), else one sample, so the evaluation sees their result
        end: Sequence[float]
        if self._expect and s.to_move() == CHANCE:
            end = expected_values(s, know, rng)
        else:
            for _ in range(8):
                if s.to_move() != CHANCE:
                    break
                s = s.apply(sample_chance(s, luck))
            end = know.evaluate(s)
        if start is None:
            return tuple(end)
        return tuple((1.0 - mix) * a + mix * b for a, b in zip(start, end, strict=True))


__all__ = ["FINALS", "NORMS", "MCTSAgent", "Node", "RootSummary"]
