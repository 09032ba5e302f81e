"""Memory a Match holds per ply: moves kept (with a state every 64 plies) against every state kept.

For each game, random matches are played to the end and kept alive; tracemalloc measures the
memory they hold, divided by the plies played. "states kept" is what a Match held before issue 23
(one state per ply), measured by keeping the same matches' states in a list beside them.

    .venv/bin/python bench/bench_match_memory.py [--matches 20] [--games thud,orcwar]
"""

from __future__ import annotations

import argparse
import gc
import random
import tracemalloc
from collections.abc import Callable
from typing import Any

import wartable
from wartable.core import CHANCE, Match


def play_out(game: wartable.Game, seed: int) -> Match:
    match = Match(game, seed=seed)
    rng = random.Random(seed)
    while not match.is_over():
        if match.to_move() == CHANCE:
            match.resolve_chance()
            continue
        moves = match.state.legal_moves()
        match.apply(moves[rng.randrange(len(moves))])
    return match


def held_by(build: Callable[[], Any]) -> int:
    """Bytes held by what ``build`` returns: traced memory while it is alive, less the memory
    left once it is dropped (so global caches the build filled are not counted)."""
    gc.collect()
    tracemalloc.start()
    kept = build()
    gc.collect()
    with_it = tracemalloc.get_traced_memory()[0]
    del kept
    gc.collect()
    without = tracemalloc.get_traced_memory()[0]
    tracemalloc.stop()
    return with_it - without


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--matches", type=int, default=20)
    parser.add_argument("--games", default=",".join(wartable.game_names()))
    args = parser.parse_args()
    print(
        f"{'game':<8} {'matches':>7} {'plies':>7} {'moves kept B/ply':>17} "
        f"{'states kept B/ply':>18}"
    )
    for name in args.games.split(","):
        game = wartable.make(name)
        # warm caches (tables, memos) so they are not counted as the matches' memory
        play_out(game, 10**6)
        seeds = range(args.matches)
        plies = sum(play_out(game, s).ply for s in seeds)
        size = held_by(lambda game=game, seeds=seeds: [play_out(game, s) for s in seeds])
        full = held_by(
            lambda game=game, seeds=seeds: [
                (m, list(m.states())) for m in (play_out(game, s) for s in seeds)
            ]
        )
        print(f"{name:<8} {len(seeds):>7} {plies:>7} {size / plies:>17.0f} {full / plies:>18.0f}")


if __name__ == "__main__":
    main()
