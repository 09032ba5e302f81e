"""PUCT search guided by a trained network (AlphaZero's), through the game contract only, and
the agent that plays a checkpoint with it (``model:PATH`` in :func:`wartable.ai.make_agent`).

* **Values** are kept per seat (each seat's expected result in [0, 1]), so games of two and
  more seats, and turns of several moves by one seat (ALU's three actions), need nothing
  special: at a node the mover picks the child best for itself.
* **Selection**: ``Q + c * P * sqrt(N) / (1 + n)`` over the moves legal *in this iteration's
  position*; ``P`` the network's prior, ``Q`` the child's mean value for the mover, an
  unvisited child valued at its parent's mean less ``fpu``.
* **Open loop**: a node stands for the sequence of actions that leads to it, not for one
  position. Every iteration replays its actions from the root on a fresh sample: chance
  outcomes (dice, draws) are **sampled** with their probabilities as they come, and in a game
  with hidden information the root is a fresh **determinisation** from the searching seat's
  own view (``state.determinize(seat, rng)``, the contract's function, which reads nothing the
  seat cannot see) while anything may still be hidden from it (``state.hides_from``). An action
  that is not legal in a sample is skipped there; one first seen in a later sample gets the
  prior ``1 / legal moves``.
* **Leaves** are valued by the network from the mover's observation (never the full state: an
  observation is a function of the seat's view), a finished game by its returns.

The agent (:class:`ModelAgent`) runs the search without noise for its budget, simulations or
seconds a decision, and plays the most visited move. Like every agent it is handed a state
whose hidden parts were resampled for its seat, and the search determinises again from that
seat's view only.
"""

from __future__ import annotations

import math
import os
import random
import time
from pathlib import Path
from typing import Any

import numpy as np

from wartable.core import CHANCE, TERMINAL, Move, State, WartableError, sample_chance
from wartable.core.encoding import Encoding, encoding_for

from .agents import check_turn
from .network import Model, legal_moves, load_model, observe, single_threaded_blas


class ZNode:
    """One action sequence's statistics: visits, summed values per seat, and the priors of
    the actions after it (set when it is first expanded)."""

    __slots__ = (
        "acts",
        "children",
        "cn",
        "cq",
        "cv",
        "kids",
        "legal",
        "mover",
        "moves",
        "n",
        "p",
        "priors",
        "pv",
        "state",
        "vn",
        "w",
    )

    def __init__(self, players: int) -> None:
        self.n = 0
        self.w = np.zeros(players)
        self.priors: dict[int, float] | None = None
        self.children: dict[int, ZNode] = {}
        #: the position, its mover and legal moves, kept where they are always the same
        self.state: Any = None
        self.mover = 0
        self.legal: dict[int, Any] | None = None
        #: where the position is always the same: its actions, their moves and priors, and
        #: each child's visits and summed value for the mover, as arrays (selection is one
        #: vector expression)
        self.acts: list[int] = []
        self.moves: list[Any] = []
        self.kids: list[ZNode | None] = []
        self.p = np.zeros(0)
        self.cn = np.zeros(0)
        self.cq = np.zeros(0)
        #: visits counted on the way down whose values are still to come (a batch's virtual
        #: losses), per child (exact nodes) and through this node
        self.cv = np.zeros(0)
        self.vn = 0
        #: the summed priors of the children visited so far (first-play urgency)
        self.pv = 0.0


def dirichlet(rng: random.Random, alpha: float, k: int) -> list[float]:
    """A Dirichlet(alpha, ..., alpha) sample of ``k`` values drawn with ``rng``."""
    g = [rng.gammavariate(alpha, 1.0) for _ in range(k)]
    total = sum(g) or 1.0
    return [x / total for x in g]


def returns_of(state: State, players: int) -> np.ndarray:
    """Each seat's result of a finished game (1 win, 1/2 draw, 0 loss)."""
    outcome = state.outcome()
    if outcome is None:  # stopped: a draw
        return np.full(players, 1.0 / players if players > 2 else 0.5)
    return np.asarray(outcome.returns, dtype=np.float64)


class Search:
    """PUCT search with ``model`` for one rule set (``enc``)."""

    def __init__(
        self,
        model: Model,
        enc: Encoding,
        c_puct: float = 1.25,
        fpu: float = 0.2,
        noise: float = 0.0,
        alpha: float = 0.3,
        norm: bool = False,
        batch: int = 1,
    ) -> None:
        if batch < 1:
            raise ValueError(f"search batch {batch}: at least 1")
        single_threaded_blas()
        self.model = model
        #: leaves valued together by one batched forward pass of the network (virtual visits
        #: keep a batch's descents apart); 1: one leaf an iteration
        self.batch = batch
        #: scale each node's child values to [0, 1] over its visited children before the
        #: exploration term (MuZero's min-max normalisation, per node as ``medium``'s sibling
        #: scaling): small value differences between moves still steer the visits
        self.norm = norm
        self.enc = enc
        self.players = enc.game.num_players
        self.c_puct = c_puct
        self.fpu = fpu
        #: weight of the Dirichlet noise mixed into the root's priors (self-play only)
        self.noise = noise
        self.alpha = alpha
        #: network evaluations made (for the benchmarks)
        self.evaluations = 0
        n = self.players
        #: per mover, the network's value index of every seat (``np.roll`` by the mover)
        self._to_seats = [np.array([(i - m) % n for i in range(n)]) for m in range(n)]

    def run(
        self,
        state: State,
        seat: int,
        rng: random.Random,
        simulations: int | None,
        time_limit: float | None = None,
    ) -> ZNode:
        """Search ``state`` (``seat`` to move) for ``simulations`` iterations and/or
        ``time_limit`` seconds; returns the root."""
        root = ZNode(self.players)
        hidden = state.hides_from(seat)
        deadline = None if time_limit is None else time.perf_counter() + time_limit
        done = 0
        while simulations is None or done < simulations:
            if done and self.batch > 1:
                k = self.batch if simulations is None else min(self.batch, simulations - done)
                self._iterate_batch(root, state, seat, hidden, rng, k)
                done += k
                if deadline is not None and time.perf_counter() >= deadline:
                    break
                continue
            sample = state.determinize(seat, rng) if hidden else state
            self._iterate(root, sample, rng, not hidden)
            done += 1
            if done == 1 and self.noise > 0 and root.priors:
                keys = list(root.priors)
                eta = dirichlet(rng, self.alpha, len(keys))
                e = self.noise
                root.priors = {
                    a: (1 - e) * root.priors[a] + e * x for a, x in zip(keys, eta, strict=True)
                }
                if root.legal is not None:
                    root.p = np.array([root.priors[a] for a in root.acts])
            if deadline is not None and time.perf_counter() >= deadline:
                break
        return root

    def evaluate(
        self, state: State, mover: int, actions: list[int]
    ) -> tuple[np.ndarray, np.ndarray]:
        """The leaf ``state`` (``mover`` to move, ``actions`` its legal actions ascending):
        the priors of ``actions`` (in their order) and **every seat's** value, indexed by
        seat (not relative to the mover). The network reads the mover's observation and
        speaks relative to the mover (its value ``k`` is seat ``(mover + k) mod players``'s),
        so its values are turned to seat order here, the one place that knows both."""
        probs, rel = self.model.evaluate(observe(self.enc, state, mover), actions)
        # seat i's value is the network's value (i - mover) mod players
        return probs, rel.astype(np.float64)[self._to_seats[mover]]

    def evaluate_many(
        self, leaves: list[tuple[State, int, list[int]]]
    ) -> list[tuple[np.ndarray, np.ndarray]]:
        """:meth:`evaluate` of several leaves ``(state, mover, actions)`` by one batched
        forward pass of the network (the same priors and values, in the leaves' order)."""
        xs = np.stack([observe(self.enc, st, mover) for st, mover, _ in leaves])
        out = self.model.evaluate_batch(xs, [actions for _, _, actions in leaves])
        return [
            (probs, rel.astype(np.float64)[self._to_seats[mover]])
            for (probs, rel), (_, mover, _) in zip(out, leaves, strict=True)
        ]

    def _iterate(self, root: ZNode, s: State, rng: random.Random, exact: bool) -> None:
        """One iteration from ``s``: down to a leaf, its value, and back up."""
        path, node, s, mover, legal, exact, values = self._descend(root, s, rng, exact, False)
        if values is None:
            actions = list(legal)
            probs, values = self.evaluate(s, mover, actions)
            self.evaluations += 1
            self._expand(node, s, mover, legal, actions, probs, exact)
        self._backup(path, values, False)

    def _iterate_batch(
        self, root: ZNode, state: State, seat: int, hidden: bool, rng: random.Random, k: int
    ) -> None:
        """``k`` iterations whose leaves are valued by one batched forward pass. Each descent
        counts its visits at once (a virtual loss: a visit whose value comes later counts as
        0 for every seat meanwhile), so the next descents spread over other lines; a leaf
        reached twice in one batch is valued once and backed up twice."""
        pending: list[tuple[list[tuple[ZNode, ZNode | None, int]], ZNode]] = []
        leaves: list[tuple[State, int, list[int]]] = []
        found: dict[int, int] = {}
        info: list[tuple[ZNode, State, int, dict[int, Any], list[int], bool]] = []
        for _ in range(k):
            sample = state.determinize(seat, rng) if hidden else state
            path, node, s, mover, legal, exact, values = self._descend(
                root, sample, rng, not hidden, True
            )
            if values is not None:
                self._backup(path, values, True)
                continue
            pending.append((path, node))
            if id(node) not in found:
                found[id(node)] = len(leaves)
                actions = list(legal)
                leaves.append((s, mover, actions))
                info.append((node, s, mover, legal, actions, exact))
        if not leaves:
            return
        out = self.evaluate_many(leaves)
        self.evaluations += len(leaves)
        for (node, s, mover, legal, actions, exact), (probs, _) in zip(info, out, strict=True):
            self._expand(node, s, mover, legal, actions, probs, exact)
        for path, node in pending:
            self._backup(path, out[found[id(node)]][1], True)

    def _descend(
        self, root: ZNode, s: State, rng: random.Random, exact: bool, virtual: bool
    ) -> tuple[
        list[tuple[ZNode, ZNode | None, int]],
        ZNode,
        State,
        int,
        dict[int, Any],
        bool,
        np.ndarray | None,
    ]:
        """From the root down to a leaf: the path, the leaf node, its position, mover and
        legal moves, whether the path is still exact, and its values if the game is over
        there (else ``None``: the network values it). While ``exact`` (no hidden information,
        no chance so far on this path) a node's position is always the same, so it keeps it
        and its legal moves instead of replaying them. With ``virtual`` every node on the
        path counts its visit on the way down (:meth:`_iterate_batch`)."""
        node = root
        path: list[tuple[ZNode, ZNode | None, int]] = [(root, None, -1)]
        if virtual:
            root.n += 1
            root.vn += 1
        players = self.players
        enc = self.enc
        c = self.c_puct
        while True:
            if exact and node.legal is not None:
                # the node's position is always the same: select over its arrays
                cn = node.cn
                first = node.w[node.mover] / node.n - self.fpu * math.sqrt(node.pv)
                q = np.where(cn > 0, node.cq / np.maximum(cn, 1.0), first)
                if self.norm:
                    if virtual and node.vn > 1:
                        # the range from the values that came back (a pending visit's 0 is
                        # no value of the move's): pending ones fall below it, clipped to 0
                        real = cn - node.cv
                        seen = real > 0
                        q = _scaled(q, seen, node.cq / np.maximum(real, 1.0))
                    else:
                        q = _scaled(q, cn > 0)
                i = int(np.argmax(q + (c * math.sqrt(node.n)) * node.p / (1.0 + cn)))
                child = node.kids[i]
                if child is None:
                    child = node.kids[i] = node.children[node.acts[i]] = ZNode(players)
                # an expanded child keeps its position: no need to play the move again
                s = child.state if child.legal is not None else node.state.apply(node.moves[i])
                path.append((child, node, i))
                if virtual:
                    child.n += 1
                    child.vn += 1
                    if not cn[i]:
                        node.pv += node.p[i]
                    cn[i] += 1.0
                    node.cv[i] += 1.0
                node = child
                continue
            p = s.to_move()
            if p == CHANCE:
                exact = False
                while p == CHANCE:
                    s = s.apply(sample_chance(s, rng))
                    p = s.to_move()
            if p == TERMINAL:
                return path, node, s, p, {}, exact, returns_of(s, players)
            legal = legal_moves(enc, s)
            if node.priors is None:
                return path, node, s, p, legal, exact, None
            action = self._select(node, legal, p)
            child = node.children.get(action)
            if child is None:
                child = node.children[action] = ZNode(players)
            s = s.apply(legal[action])
            path.append((child, None, -1))
            if virtual:
                child.n += 1
                child.vn += 1
            node = child

    @staticmethod
    def _expand(
        node: ZNode,
        s: State,
        mover: int,
        legal: dict[int, Any],
        actions: list[int],
        probs: np.ndarray,
        exact: bool,
    ) -> None:
        """Give a leaf its priors (and, on an exact path, its position and arrays)."""
        if node.priors is not None:  # reached twice in one batch
            return
        node.priors = dict(zip(actions, probs.tolist(), strict=True))
        if exact:
            node.state, node.mover, node.legal = s, mover, legal
            node.acts, node.moves = actions, list(legal.values())
            node.kids = [None] * len(actions)
            node.p = probs.astype(np.float64)
            node.cn = np.zeros(len(actions))
            node.cq = np.zeros(len(actions))
            node.cv = np.zeros(len(actions))

    @staticmethod
    def _backup(
        path: list[tuple[ZNode, ZNode | None, int]], values: np.ndarray, counted: bool
    ) -> None:
        """Add ``values`` along ``path``; the visits too unless the descent ``counted``
        them already."""
        for nd, parent, i in path:
            nd.w += values
            if counted:
                nd.vn -= 1
            else:
                nd.n += 1
            if parent is not None:
                if counted:
                    parent.cv[i] -= 1.0
                else:
                    if not parent.cn[i]:
                        parent.pv += parent.p[i]
                    parent.cn[i] += 1.0
                parent.cq[i] += values[parent.mover]

    def _select(self, node: ZNode, legal: dict[int, Any], p: int) -> int:
        priors = node.priors
        assert priors is not None
        children = node.children
        sqrt_n = math.sqrt(max(1, node.n))
        c = self.c_puct
        fresh = 1.0 / len(legal)
        seen = sum(priors.get(a, fresh) for a in legal if (ch := children.get(a)) and ch.n)
        first = node.w[p] / node.n - self.fpu * math.sqrt(seen) if node.n else 0.5
        best = -1
        best_v = -math.inf
        lo, span = 0.0, 1.0
        if self.norm:  # the range of the values that came back (pending visits left out)
            qs = [
                ch.w[p] / (ch.n - ch.vn) for a in legal if (ch := children.get(a)) and ch.n > ch.vn
            ]
            if len(qs) > 1 and max(qs) - min(qs) > 1e-9:
                lo, span = min(qs), max(qs) - min(qs)
        for a in legal:
            ch = children.get(a)
            prior = priors.get(a, fresh)
            if ch is None or ch.n == 0:
                q = first if not self.norm else min(1.0, max(0.0, (first - lo) / span))
                v = q + c * prior * sqrt_n
            else:
                q = ch.w[p] / ch.n
                if self.norm:  # a pending visit's 0 may fall below the range
                    q = min(1.0, max(0.0, (q - lo) / span))
                v = q + c * prior * sqrt_n / (1 + ch.n)
            if v > best_v:
                best, best_v = a, v
        return best


def _scaled(q: np.ndarray, seen: np.ndarray, ref: np.ndarray | None = None) -> np.ndarray:
    """``q`` scaled to [0, 1] by the lowest and highest of its ``seen`` entries (of ``ref``
    if given; the others, first-play values, clipped into the range); unchanged while fewer
    than two differ."""
    vals = (q if ref is None else ref)[seen]
    if len(vals) < 2:
        return q
    lo = float(vals.min())
    span = float(vals.max()) - lo
    if span <= 1e-9:
        return q
    out: np.ndarray = np.clip((q - lo) / span, 0.0, 1.0)
    return out


def visit_counts(root: ZNode) -> dict[int, int]:
    """The root's visit count per action tried."""
    return {a: ch.n for a, ch in root.children.items() if ch.n}


#: simulations a decision when the name gives no budget
DEFAULT_SIMULATIONS = 200

_CACHE: dict[tuple[str, int, int], Model] = {}


def cached_model(path: str | Path) -> Model:
    """The model at ``path``, read once per process while the file is unchanged."""
    try:
        st = os.stat(path)
    except OSError:
        raise WartableError(f"model {str(path)!r}: no such file") from None
    key = (str(Path(path).resolve()), st.st_mtime_ns, st.st_size)
    model = _CACHE.get(key)
    if model is None:
        if len(_CACHE) >= 8:
            _CACHE.clear()
        model = _CACHE[key] = load_model(path)
    return model


class ModelAgent:
    """Network-guided search with a trained model."""

    def __init__(
        self,
        model: Model,
        simulations: int | None = DEFAULT_SIMULATIONS,
        time_limit: float | None = None,
        name: str = "model",
        c_puct: float = 1.25,
        norm: bool = False,
        batch: int = 1,
    ) -> None:
        if simulations is None and time_limit is None:
            raise ValueError("a model agent needs a number of simulations or a time limit")
        self.model = model
        self.iterations = simulations
        self.time_limit = time_limit
        self.name = name
        self.c_puct = c_puct
        self.norm = norm
        self.batch = batch
        self._enc: Encoding | None = None
        #: simulations run by the last decision
        self.last_iterations = 0

    def _encoding(self, state: State) -> Encoding:
        enc = self._enc
        if enc is None or enc.game is not state.game:
            enc = encoding_for(state.game)
            self.model.check_encoding(enc)
            self._enc = enc
        return enc

    def choose(self, state: State, seat: int, rng: random.Random) -> Move:
        check_turn(self.name, state, seat)
        enc = self._encoding(state)
        legal = enc.legal_actions(state)
        self.last_iterations = 0
        if len(legal) == 1:
            return next(iter(legal.values()))
        search = Search(self.model, enc, c_puct=self.c_puct, norm=self.norm, batch=self.batch)
        root = search.run(state, seat, rng, self.iterations, self.time_limit)
        self.last_iterations = root.n
        tried = [
            (ch.n, root.priors.get(a, 0.0) if root.priors else 0.0, a)
            for a, ch in root.children.items()
            if a in legal
        ]
        if not tried:
            return legal[max(legal, key=lambda a: (root.priors or {}).get(a, 0.0))]
        return legal[max(tried)[2]]


__all__ = [
    "DEFAULT_SIMULATIONS",
    "ModelAgent",
    "Search",
    "ZNode",
    "cached_model",
    "dirichlet",
    "returns_of",
    "visit_counts",
]
