"""Soak Flatwar's rule sets that bench/soak.py does not list: 3 and 4 players, the open build,
line of sight with 3-4 players. Same checks as bench/soak.py (its ``play_one``): every state
checked every --deep-every plies, every 20th record replayed; failures with seed and ply.

    .venv/bin/python bench/soak_flatwar.py [--games 200] [--seed 0]
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))

from soak import play_one

CONFIGS: list[tuple[str, dict[str, Any]]] = [
    ("2p open build", {"build": "open"}),
    ("3p", {"players": 3}),
    ("4p", {"players": 4}),
    (
        "4p variants",
        {"players": 4, "line_of_sight": True, "cavalry_may_stop": True, "charge_bonus": "rolled"},
    ),
]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--deep-every", type=int, default=100)
    args = parser.parse_args()
    failed = 0
    print(f"{'configuration':<16} {'games':>6} {'failed':>7} {'seconds':>8}")
    for label, options in CONFIGS:
        start = time.perf_counter()
        bad = []
        for seed in range(args.seed, args.seed + args.games):
            problem = play_one("flatwar", dict(options), seed, args.deep_every)
            if problem:
                bad.append(problem)
        took = time.perf_counter() - start
        print(f"{label:<16} {args.games:>6} {len(bad):>7} {took:>8.1f}")
        for problem in bad:
            print("  " + problem)
        failed += len(bad)
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
