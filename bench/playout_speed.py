"""Random-playout speed of one or more games: plies per second of legal_moves + apply (+ chance
sampling), the best of several rounds, with a fixed seed (the same games in every run).

    python bench/playout_speed.py GAME [GAME ...] [--games N] [--rounds R] [--cpu]

To compare two versions of the code on a loaded machine, run both in the same shell session
alternately (e.g. with PYTHONPATH pointing at the other version's src/) and compare ratios.
``--cpu`` times this process's CPU time (``time.process_time``) instead of the wall clock: on a
machine shared with other jobs the wall clock counts their share too.
"""

from __future__ import annotations

import argparse
import random
import time
from collections.abc import Callable

import wartable
from wartable.core import random_step


def plies_per_second(
    name: str, games: int, rounds: int, clock: Callable[[], float] = time.perf_counter
) -> tuple[int, float]:
    game = wartable.make(name)
    best = float("inf")
    plies = 0
    for _ in range(rounds):
        rng = random.Random(7)
        plies = 0
        start = clock()
        for _ in range(games):
            state = game.initial_state()
            while not state.is_over():
                state.legal_moves()
                state = random_step(state, rng)
                plies += 1
        best = min(best, clock() - start)
    return plies, plies / best


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("games_", nargs="+", metavar="GAME")
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--cpu", action="store_true", help="time CPU time, not the wall clock")
    args = parser.parse_args()
    clock = time.process_time if args.cpu else time.perf_counter
    for name in args.games_:
        plies, rate = plies_per_second(name, args.games, args.rounds, clock)
        print(
            f"{name}: {plies} plies in {args.games} games, {rate:,.0f} plies/s (best of "
            f"{args.rounds}{', CPU time' if args.cpu else ''})"
        )


if __name__ == "__main__":
    main()
