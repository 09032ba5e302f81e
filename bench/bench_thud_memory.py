"""Memory of finished Thud matches held in one process (issue 29: 1,000 matches within 15 MiB
above the interpreter): random matches (default options, uniform random moves) are played to
their end through :class:`wartable.core.Match` and kept alive; printed are the process's
resident memory above what it was once the interpreter, wartable and a warm-up match were
loaded, and how the matches' objects split (sizes summed over the objects they hold) between
the Match's own lists (moves, their texts, movers, views) and its states (checkpoints every 64
plies, the current one).

    .venv/bin/python bench/bench_thud_memory.py [--matches 1000] [--pure]
"""

from __future__ import annotations

import argparse
import gc
import random
import sys

import wartable
from wartable.core import Match
from wartable.games.thud import rules


def rss() -> int:
    """Resident memory of this process in bytes (Linux /proc)."""
    with open("/proc/self/statm") as f:
        pages = int(f.read().split()[1])
    return pages * 4096


def play_out(game: wartable.Game, seed: int) -> Match:
    match = Match(game, seed=seed, match_id=f"m{seed}")
    rng = random.Random(seed)
    while not match.is_over():
        moves = match.state.legal_moves()
        match.apply(moves[rng.randrange(len(moves))])
    return match


def deep_size(obj: object, seen: set[int]) -> int:
    """Bytes of ``obj`` and everything it holds that was not counted yet (``seen``)."""
    if id(obj) in seen:
        return 0
    seen.add(id(obj))
    size = sys.getsizeof(obj)
    if isinstance(obj, dict):
        size += sum(deep_size(k, seen) + deep_size(v, seen) for k, v in obj.items())
    elif isinstance(obj, list | tuple | set | frozenset):
        size += sum(deep_size(x, seen) for x in obj)
    elif hasattr(obj, "__slots__") and not isinstance(obj, type):
        for cls in type(obj).__mro__:
            for name in getattr(cls, "__slots__", ()):
                if name not in ("_game", "game") and hasattr(obj, name):
                    size += deep_size(getattr(obj, name), seen)
    return size


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--matches", type=int, default=1000)
    parser.add_argument("--pure", action="store_true", help="the pure-Python generator")
    args = parser.parse_args()
    if args.pure:
        rules.use_native(False)
    game = wartable.make("thud")
    play_out(game, 10**6)  # warm: tables, memos, the C module's move objects
    gc.collect()
    base = rss()
    kept = [play_out(game, s) for s in range(args.matches)]
    gc.collect()
    above = rss() - base
    plies = sum(m.ply for m in kept)
    seen: set[int] = {id(game)}
    parts = {
        name: sum(deep_size(getattr(m, name), seen) for m in kept)
        for name in ("moves", "move_texts", "movers", "_seen", "players")
    }
    lists = sum(parts.values())
    # the match's checkpoints are its own (no API hands them out): this script weighs them
    states = sum(deep_size(m._checkpoints, seen) + deep_size(m.state, seen) for m in kept)  # noqa: SLF001
    mib = 1024 * 1024
    path = "C generator" if rules.native_in_use() else "pure Python"
    print(f"thud: {len(kept)} finished matches, {plies:,} plies ({path})")
    print(f"  resident memory above the interpreter: {above / mib:.1f} MiB")
    print(f"  of which the Match's lists: {lists / mib:.1f} MiB")
    for name, size in parts.items():
        print(f"    {name}: {size / mib:.1f} MiB")
    print(f"  and its states (checkpoints every 64 plies, the current one): {states / mib:.1f} MiB")


if __name__ == "__main__":
    main()
