"""Flatwar playout speed: random games from the initial position (fixed seeds), plies per
second, and the MCTS evaluation's speed on the positions met.

    python bench/bench_flatwar.py [--games N] [-o NAME=VALUE ...]

Figures depend on the machine's load: compare runs made one after the other, or count
instructions with ``valgrind --tool=callgrind``.
"""

from __future__ import annotations

import argparse
import random
import time

import wartable
from wartable.core import random_step


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("-o", "--option", action="append", default=[])
    args = parser.parse_args()
    options = dict(o.split("=", 1) for o in args.option)
    options.setdefault("turn_limit", "400")
    game = wartable.make("flatwar", **options)
    heuristics = game.heuristics()
    rng = random.Random(7)
    plies = 0
    seen = []
    start = time.perf_counter()
    for _ in range(args.games):
        state = game.initial_state()
        while not state.is_over():
            state = random_step(state, rng)
            plies += 1
            if plies % 7 == 0:
                seen.append(state)
    playout = time.perf_counter() - start
    print(f"options {options}")
    print(
        f"{args.games} random games, {plies} plies, {playout:.2f} s: {plies / playout:,.0f} plies/s"
    )
    if heuristics is not None:
        start = time.perf_counter()
        for state in seen:
            if not state.is_over():
                heuristics.evaluate(state)
        took = time.perf_counter() - start
        print(f"evaluate: {len(seen)} positions, {took:.3f} s: {len(seen) / took:,.0f} per s")


if __name__ == "__main__":
    main()
