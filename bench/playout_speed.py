"""Random-playout speed of one or more games: plies per second of legal_moves + apply (+ chance
sampling), the best of several rounds, with a fixed seed (the same games in every run).

    python bench/playout_speed.py GAME [GAME ...] [--games N] [--rounds R]

To compare two versions of the code on a loaded machine, run both in the same shell session
alternately (e.g. with PYTHONPATH pointing at the other version's src/) and compare ratios.
"""

from __future__ import annotations

import argparse
import random
import time

import wartable
from wartable.core import random_step


def plies_per_second(name: str, games: int, rounds: int) -> tuple[int, float]:
    game = wartable.make(name)
    best = float("inf")
    plies = 0
    for _ in range(rounds):
        rng = random.Random(7)
        plies = 0
        start = time.perf_counter()
        for _ in range(games):
            state = game.initial_state()
            while not state.is_over():
                state.legal_moves()
                state = random_step(state, rng)
                plies += 1
        best = min(best, time.perf_counter() - start)
    return plies, plies / best


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("games_", nargs="+", metavar="GAME")
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--rounds", type=int, default=5)
    args = parser.parse_args()
    for name in args.games_:
        plies, rate = plies_per_second(name, args.games, args.rounds)
        print(
            f"{name}: {plies} plies in {args.games} games, {rate:,.0f} plies/s (best of "
            f"{args.rounds})"
        )


if __name__ == "__main__":
    main()
