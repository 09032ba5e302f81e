"""The simple agents: uniform random, and greedy (one ply with the game's evaluation)."""

from __future__ import annotations

import random

from wartable.core import CHANCE, TERMINAL, Move, State

from .evaluation import Knowledge, knowledge


def check_turn(name: str, state: State, seat: int) -> None:
    """Refuse, naming the agent and the reason, to choose for ``seat`` when it is not to move
    (chance decides now, the game is over, or another seat is to move)."""
    turn = state.to_move()
    if turn == seat:
        return
    if turn == CHANCE:
        now = "chance decides now (a die, a card or a draw)"
    elif turn == TERMINAL:
        now = "the game is over"
    else:
        now = f"seat {turn} is to move"
    raise ValueError(f"agent {name}: cannot choose for seat {seat}: {now}")


class RandomAgent:
    """Chooses uniformly among the legal moves."""

    name = "random"

    def choose(self, state: State, seat: int, rng: random.Random) -> Move:
        check_turn(self.name, state, seat)
        moves = state.legal_moves()
        return moves[rng.randrange(len(moves))]


def expected_value(
    state: State,
    seat: int,
    know: Knowledge,
    rng: random.Random,
    chance_depth: int = 2,
    max_outcomes: int = 12,
) -> float:
    """``seat``'s evaluation of ``state``, averaged over pending chance events.

    Chance nodes with at most ``max_outcomes`` outcomes are enumerated exactly (weighted by
    their probabilities); bigger ones are sampled ``max_outcomes`` times. After
    ``chance_depth`` nested chance events the evaluation is taken as it stands."""
    if state.to_move() != CHANCE or chance_depth <= 0:
        return know.evaluate(state)[seat]
    outcomes = state.chance_outcomes()
    if len(outcomes) > max_outcomes:
        moves = [m for m, _ in outcomes]
        weights = [p for _, p in outcomes]
        picks = rng.choices(moves, weights, k=max_outcomes)
        return sum(
            expected_value(state.apply(m), seat, know, rng, chance_depth - 1, max_outcomes)
            for m in picks
        ) / len(picks)
    return sum(
        p * expected_value(state.apply(m), seat, know, rng, chance_depth - 1, max_outcomes)
        for m, p in outcomes
    )


def expected_values(
    state: State,
    know: Knowledge,
    rng: random.Random,
    chance_depth: int = 2,
    max_outcomes: int = 12,
) -> tuple[float, ...]:
    """Every seat's evaluation of ``state``, averaged over pending chance events as in
    :func:`expected_value`."""
    if state.to_move() != CHANCE or chance_depth <= 0:
        return tuple(know.evaluate(state))
    outcomes = state.chance_outcomes()
    if len(outcomes) > max_outcomes:
        moves = [m for m, _ in outcomes]
        weights = [p for _, p in outcomes]
        picks = rng.choices(moves, weights, k=max_outcomes)
        parts = [
            expected_values(state.apply(m), know, rng, chance_depth - 1, max_outcomes)
            for m in picks
        ]
        share = 1.0 / len(parts)
    else:
        parts = [
            expected_values(state.apply(m), know, rng, chance_depth - 1, max_outcomes)
            for m, _ in outcomes
        ]
        share = 0.0
    weights_out = [share] * len(parts) if share else [p for _, p in outcomes]
    n = len(parts[0])
    return tuple(sum(w * v[i] for w, v in zip(weights_out, parts, strict=True)) for i in range(n))


def greedy_scores(
    state: State, seat: int, know: Knowledge, rng: random.Random, moves: list[Move]
) -> list[float]:
    """Each move's one-ply value for ``seat`` (chance after the move averaged out)."""
    return [expected_value(state.apply(m), seat, know, rng) for m in moves]


class GreedyAgent:
    """One ply of look-ahead: the move whose resulting position evaluates best for the mover.

    Ties are broken by the game's move priority, then at random."""

    name = "greedy"

    def choose(self, state: State, seat: int, rng: random.Random) -> Move:
        check_turn(self.name, state, seat)
        moves = state.legal_moves()
        if len(moves) == 1:
            return moves[0]
        know = knowledge(state.game.name)
        scores = greedy_scores(state, seat, know, rng, moves)
        best = max(scores)
        top = [m for m, v in zip(moves, scores, strict=True) if v >= best - 1e-12]
        if len(top) > 1 and know.priority is not None:
            prio = [know.priority(state, m) for m in top]
            high = max(prio)
            top = [m for m, p in zip(top, prio, strict=True) if p >= high]
        return top[rng.randrange(len(top))]


__all__ = [
    "GreedyAgent",
    "RandomAgent",
    "check_turn",
    "expected_value",
    "expected_values",
    "greedy_scores",
]
