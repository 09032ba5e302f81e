"""OrcWar's hard computer: seconds a decision (median, worst) on positions of seeded games.

    python bench/bench_orcwar_hard.py [--agent hard] [--positions 12] [--seed 3] [--moves FILE]
                                      [--python]

The positions are taken along seeded random games of 4 players (every seventh decision with
a choice). At each, the agent chooses a move for the seat to act from a determinization of that
seat (seeded), as in a real game. Printed: wall-clock and CPU seconds per decision (median,
worst), the machine's load average before and after, and the moves chosen; ``--moves FILE``
writes them, so that two versions of the code can be checked to choose the very same moves
(a change meant for speed only must not change one). CPU time is the figure to compare on a
loaded machine: wall-clock time grows with the other processes sharing the cores. ``--python``
evaluates in pure Python instead of the C evaluation (``_corcwar.c``, used when it is built):
the two choose the same moves.
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import time

import wartable
from wartable.ai import make_agent
from wartable.core import CHANCE, State, sample_chance
from wartable.games.orcwar import heuristics


def positions(count: int, seed: int, players: int = 4) -> list[State]:
    found: list[State] = []
    game_seed = seed
    while len(found) < count:
        rng = random.Random(game_seed)
        state = wartable.make("orcwar", players=players).initial_state()
        plies = 0
        while not state.is_over() and len(found) < count:
            if state.to_move() == CHANCE:
                state = state.apply(sample_chance(state, rng))
            else:
                moves = state.legal_moves()
                if plies % 7 == 3 and len(moves) > 1:
                    found.append(state)
                state = state.apply(moves[rng.randrange(len(moves))])
            plies += 1
        game_seed += 1000
    return found


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--agent", default="hard")
    parser.add_argument("--positions", type=int, default=12)
    parser.add_argument("--seed", type=int, default=3)
    parser.add_argument("--moves", default="")
    parser.add_argument("--python", action="store_true", help="the pure-Python evaluation")
    args = parser.parse_args()
    heuristics.use_native(heuristics.NATIVE_AVAILABLE and not args.python)
    evaluation = "C" if heuristics.native_in_use() else "pure Python"
    states = positions(args.positions, args.seed)
    agent = make_agent(args.agent)
    load_before = os.getloadavg()[0]
    wall: list[float] = []
    cpu: list[float] = []
    chosen: list[str] = []
    for i, state in enumerate(states):
        seat = state.to_move()
        sample = state.determinize(seat, random.Random(i))
        t0, c0 = time.perf_counter(), time.process_time()
        move = agent.choose(sample, seat, random.Random(1000 + i))
        cpu.append(time.process_time() - c0)
        wall.append(time.perf_counter() - t0)
        chosen.append(sample.move_text(move))
    load_after = os.getloadavg()[0]
    print(
        f"agent {args.agent}: {len(states)} decisions (4 players, seed {args.seed}), "
        f"{evaluation} evaluation"
    )
    print(f"  CPU  s/decision: median {statistics.median(cpu):.2f}, worst {max(cpu):.2f}")
    print(f"  wall s/decision: median {statistics.median(wall):.2f}, worst {max(wall):.2f}")
    print(
        f"  load average (1 min) before {load_before:.1f}, after {load_after:.1f}, "
        f"on {os.cpu_count()} cores"
    )
    print("  moves: " + " | ".join(chosen))
    if args.moves:
        with open(args.moves, "w", encoding="utf-8") as out:
            out.write("\n".join(chosen) + "\n")


if __name__ == "__main__":
    main()
