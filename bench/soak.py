"""Soak: many random games per game and ruleset, every state checked, every failure reported.

Each game is played through a Match (its own seeded chance) with uniformly random legal moves.
At every ply a seat that exists is to move with at least one legal move, or chance, or nobody at
the end; every --deep-every plies (and at the end) the contract's full state check runs (the
position text round-trips with the same legal moves, every move text parses back, chance
probabilities sum to 1, views are JSON, an outcome exactly at the end); every 20th game's record
must replay to the same position. A failure is reported with its game, options, seed and ply, and
the run goes on. Exit status 1 when anything failed.

    .venv/bin/python bench/soak.py [--games 10000] [--jobs 2] [--only thud,orcwar]
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import time
import traceback
from concurrent.futures import ProcessPoolExecutor
from typing import Any

import wartable
from wartable.core import CHANCE, TERMINAL, Match, replay
from wartable.core.conformance import check_state

#: (label, game, options): each game's rule sets and player counts worth soaking.
CONFIGS: list[tuple[str, str, dict[str, Any]]] = [
    ("thud kvt", "thud", {"ruleset": "kvt"}),
    ("thud classic", "thud", {}),
    ("alu 8x5", "alu", {}),
    ("alu 10x4", "alu", {"board": "10x4"}),
    ("europe 2p", "europe", {"players": 2}),
    ("europe 5p", "europe", {"players": 5}),
    ("flatwar default", "flatwar", {}),
    (
        "flatwar variants",
        "flatwar",
        {"line_of_sight": True, "cavalry_may_stop": True, "charge_bonus": "rolled"},
    ),
    ("orcwar 2p", "orcwar", {"players": 2}),
    ("orcwar 4p", "orcwar", {"players": 4}),
    ("orcwar 6p", "orcwar", {"players": 6}),
]
MAX_PLIES = 20_000


def play_one(
    name: str, options: dict[str, Any], seed: int, deep_every: int, replay_every: int = 20
) -> str | None:
    """Play one random game; None when every check held, else what failed and where."""
    game = wartable.make(name, **options)
    match = Match(game, seed=seed)
    rng = random.Random(seed * 31 + 7)
    try:
        while True:
            state = match.state
            where = f"{name} {options} seed {seed} ply {match.ply}"
            if match.ply % deep_every == 0:
                check_state(state, where, True)
            mover = state.to_move()
            if mover == TERMINAL:
                break
            if match.ply >= MAX_PLIES:
                return f"{where}: no end after {MAX_PLIES} plies"
            if mover == CHANCE:
                match.resolve_chance()
            else:
                moves = state.legal_moves()
                if not moves or not 0 <= mover < game.num_players:
                    return f"{where}: seat {mover} to move with {len(moves)} legal moves"
                match.apply(moves[rng.randrange(len(moves))])
        check_state(match.state, f"{name} {options} seed {seed} end", True)
        if seed % replay_every == 0:
            again = replay(json.loads(json.dumps(match.record())))
            if again.state.to_text() != match.state.to_text():
                return f"{name} {options} seed {seed}: the record replays to another position"
    except Exception as exc:
        frames = traceback.extract_tb(exc.__traceback__)
        at = f"{frames[-1].filename.rsplit('/', 1)[-1]}:{frames[-1].lineno}" if frames else "?"
        return f"{name} {options} seed {seed} ply {match.ply}: {type(exc).__name__} at {at}: {exc}"
    return None


def run_chunk(args: tuple[str, dict[str, Any], int, int, int]) -> tuple[int, int, list[str]]:
    name, options, first, count, deep_every = args
    failures = []
    plies = 0
    for seed in range(first, first + count):
        failure = play_one(name, options, seed, deep_every)
        if failure:
            failures.append(failure)
    return count, plies, failures


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=10_000, help="games per configuration")
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--seed", type=int, default=0, help="first seed")
    parser.add_argument("--deep-every", type=int, default=100, help="plies between deep checks")
    parser.add_argument("--only", default="", help="labels or games to run (comma-separated)")
    args = parser.parse_args()
    wanted = {w.strip() for w in args.only.split(",") if w.strip()}
    configs = [c for c in CONFIGS if not wanted or c[0] in wanted or c[1] in wanted]
    total_failures = 0
    print(f"{'configuration':<18} {'games':>7} {'failed':>7} {'seconds':>8}", flush=True)
    with ProcessPoolExecutor(max_workers=args.jobs) as pool:
        for label, name, options in configs:
            started = time.perf_counter()
            chunk = 50
            work = [
                (name, options, args.seed + i, min(chunk, args.games - i), args.deep_every)
                for i in range(0, args.games, chunk)
            ]
            failures: list[str] = []
            played = 0
            for count, _, failed in pool.map(run_chunk, work):
                played += count
                failures += failed
            total_failures += len(failures)
            took = time.perf_counter() - started
            print(f"{label:<18} {played:>7} {len(failures):>7} {took:>8.0f}", flush=True)
            for failure in failures[:10]:
                print(f"    {failure[:400]}", flush=True)
    print(f"failures: {total_failures}")
    return 1 if total_failures else 0


if __name__ == "__main__":
    sys.exit(main())
