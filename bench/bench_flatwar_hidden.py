"""Flatwar MCTS after the hidden build: the information-set search against the
perfect-information search it takes once nothing is hidden (``State.hides_from``).

    python bench/bench_flatwar_hidden.py [--positions 6] [--iterations 1000] [--rounds 3]

Positions are taken along seeded random games after every side has built. At each, an MCTS
agent chooses a move twice per round: once with ``hides_from`` forced to say that something
is hidden (the path every Flatwar search took before the hook), once as shipped. Printed: MCTS
iterations per second of CPU time for each, summed over the rounds (the two alternate, so a
change in the machine's load falls on both).
"""

from __future__ import annotations

import argparse
import random
import time

import wartable
from wartable.ai.mcts import MCTSAgent
from wartable.core import State, random_step
from wartable.games.flatwar.state import FlatwarState


def positions(count: int) -> list[State]:
    game = wartable.make("flatwar")
    found: list[State] = []
    seed = 0
    while len(found) < count:
        state = game.initial_state()
        rng = random.Random(seed)
        plies = 0
        while not state.is_over() and plies < 60 + 10 * (seed % 6):
            state = random_step(state, rng)
            plies += 1
        while not state.is_over() and state.to_move() < 0:
            state = random_step(state, rng)
        if not state.is_over() and not state.hides_from(state.to_move()):
            found.append(state)
        seed += 1
    return found


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--positions", type=int, default=6)
    parser.add_argument("--iterations", type=int, default=1000)
    parser.add_argument("--rounds", type=int, default=3)
    args = parser.parse_args()
    states = positions(args.positions)
    shipped = FlatwarState.hides_from
    ways = {
        "information sets (as before the hook)": lambda self, seat: True,
        "perfect information (hides_from)": shipped,
    }
    cpu = dict.fromkeys(ways, 0.0)
    try:
        for _ in range(args.rounds):
            for label, hook in ways.items():
                FlatwarState.hides_from = hook  # type: ignore[method-assign]
                start = time.process_time()
                for i, state in enumerate(states):
                    agent = MCTSAgent(iterations=args.iterations)
                    agent.choose(state, state.to_move(), random.Random(i))
                cpu[label] += time.process_time() - start
    finally:
        FlatwarState.hides_from = shipped  # type: ignore[method-assign]
    total = args.rounds * len(states) * args.iterations
    for label, seconds in cpu.items():
        print(f"{label}: {total / seconds:,.0f} MCTS iterations/s (CPU), {len(states)} positions")


if __name__ == "__main__":
    main()
