"""Profile random playouts of one game (apply + legal moves + chance sampling), cProfile sorted
by own time.

    python bench/profile_playout.py GAME [--games N] [--top T] [-o NAME=VALUE ...]
"""

from __future__ import annotations

import argparse
import cProfile
import pstats
import random

import wartable
from wartable.core import random_step


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("game")
    parser.add_argument("--games", type=int, default=20)
    parser.add_argument("--top", type=int, default=25)
    parser.add_argument("-o", "--option", action="append", default=[])
    args = parser.parse_args()
    options = dict(o.split("=", 1) for o in args.option)
    game = wartable.make(args.game, **options)
    rng = random.Random(2)
    profile = cProfile.Profile()
    profile.enable()
    for _ in range(args.games):
        state = game.initial_state()
        while not state.is_over():
            state = random_step(state, rng)
    profile.disable()
    pstats.Stats(profile).sort_stats("tottime").print_stats(args.top)


if __name__ == "__main__":
    main()
