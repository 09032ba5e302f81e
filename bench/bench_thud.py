"""Thud speed: legal moves generated per second at the start position, and random-playout plies
per second (whole matches of two battles, uniform random moves, default options).

    .venv/bin/python bench/bench_thud.py [--seconds 3]
"""

from __future__ import annotations

import argparse
import random
import time

import wartable
from wartable.games.thud import ThudPosition


def bench_generation(seconds: float) -> float:
    state = wartable.make("thud").initial_state()
    assert isinstance(state, ThudPosition)
    dwarfs = [sq for sq in range(len(state.cells)) if state.dwarfs >> sq & 1]
    count = 0
    start = time.perf_counter()
    while time.perf_counter() - start < seconds:
        for _ in range(100):
            # the generator itself, past the memos (position and per-dwarf)
            for sq in dwarfs:
                count += len(state._one_dwarf_moves(sq))
    return count / (time.perf_counter() - start)


def bench_playouts(seconds: float, seed: int = 1) -> tuple[float, int, float]:
    game = wartable.make("thud")
    rng = random.Random(seed)
    plies = games = 0
    start = time.perf_counter()
    while time.perf_counter() - start < seconds:
        state = game.initial_state()
        while not state.is_over():
            moves = state.legal_moves()
            state = state.apply(moves[rng.randrange(len(moves))])
            plies += 1
        games += 1
    elapsed = time.perf_counter() - start
    return plies / elapsed, games, plies / max(games, 1)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--seconds", type=float, default=3.0)
    args = parser.parse_args()
    rate = bench_generation(args.seconds)
    print(f"thud legal moves generated per second (start position): {rate:,.0f}")
    plies, games, per_game = bench_playouts(args.seconds)
    print(
        f"thud random playout plies per second: {plies:,.0f} "
        f"({games} matches, {per_game:.0f} plies per match)"
    )


if __name__ == "__main__":
    main()
