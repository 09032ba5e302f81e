"""Profile MCTS decisions for one game (cProfile, sorted by own time).

python bench/profile_mcts.py GAME [--iterations N] [--positions K] [--top T]
"""

from __future__ import annotations

import argparse
import cProfile
import pstats
import random
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))
from bench_mcts import positions

from wartable.ai import MCTSAgent


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("game")
    parser.add_argument("--iterations", type=int, default=200)
    parser.add_argument("--positions", type=int, default=4)
    parser.add_argument("--top", type=int, default=25)
    parser.add_argument("--sort", default="tottime")
    args = parser.parse_args()
    states = positions(args.game, args.positions)
    agent = MCTSAgent(iterations=args.iterations)
    rng = random.Random(3)
    profile = cProfile.Profile()
    profile.enable()
    for state in states:
        agent.choose(state, state.to_move(), rng)
    profile.disable()
    pstats.Stats(profile).sort_stats(args.sort).print_stats(args.top)


if __name__ == "__main__":
    main()
