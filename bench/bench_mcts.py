"""MCTS iterations per second per game (and the raw playout speed it stands on).

    python bench/bench_mcts.py [--iterations N] [--positions K] [--games thud,alu]

For each game: K positions are taken along a seeded random playout; at each, an MCTS agent with
a budget of N chooses a move (the medium level is 400). Printed per game: random playout plies
per second (apply + legal moves + chance sampling), MCTS iterations per second, the budget
units one iteration costs (a game's ``ITERATION_COST``: OrcWar's greedy playouts run 60
plies, so a budget of N is N / 4 iterations there), and the milliseconds per medium-level
decision that follow from them. The figures depend on the machine
and its load; compare them on one machine only.
"""

from __future__ import annotations

import argparse
import random
import time

import wartable
from wartable.ai import LEVELS, MCTSAgent
from wartable.ai.evaluation import knowledge
from wartable.core import CHANCE, State, random_step, sample_chance


def positions(name: str, count: int, seed: int = 1) -> list[State]:
    rng = random.Random(seed)
    state = wartable.make(name).initial_state()
    found: list[State] = []
    plies = 0
    while not state.is_over():
        if state.to_move() == CHANCE:
            state = state.apply(sample_chance(state, rng))
        else:
            moves = state.legal_moves()
            if plies % 7 == 3 and len(moves) > 1:
                found.append(state)
            state = state.apply(moves[rng.randrange(len(moves))])
        plies += 1
    step = max(1, len(found) // count)
    return found[::step][:count]


def playout_speed(name: str, seconds: float = 1.0) -> float:
    game = wartable.make(name)
    rng = random.Random(2)
    plies = 0
    started = time.perf_counter()
    while time.perf_counter() - started < seconds:
        state = game.initial_state()
        while not state.is_over():
            state = random_step(state, rng)
            plies += 1
    return plies / (time.perf_counter() - started)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--iterations", type=int, default=200)
    parser.add_argument("--positions", type=int, default=5)
    parser.add_argument("--games", default=",".join(wartable.game_names()))
    args = parser.parse_args()
    print(
        f"{'game':<10}{'playout plies/s':>17}{'MCTS it/s':>11}{'cost':>6}"
        f"{'ms/decision (medium)':>22}  positions"
    )
    for name in args.games.split(","):
        plies = playout_speed(name)
        states = positions(name, args.positions)
        agent = MCTSAgent(iterations=args.iterations)
        rng = random.Random(3)
        done = 0
        started = time.perf_counter()
        for state in states:
            agent.choose(state, state.to_move(), rng)
            done += agent.last_iterations
        elapsed = time.perf_counter() - started
        rate = done / elapsed if elapsed else 0.0
        cost = knowledge(name).iteration_cost
        per_decision = 1000 * max(1, LEVELS["medium"] // cost) / rate if rate else 0.0
        print(f"{name:<10}{plies:>17.0f}{rate:>11.0f}{cost:>6}{per_decision:>22.0f}  {len(states)}")


if __name__ == "__main__":
    main()
