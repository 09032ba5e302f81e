"""Thud speed, the C move generator against the pure-Python one in the same run: perft from
the start (nodes per second), random-playout plies per second (whole matches of two battles,
uniform random moves, default options) and legal moves generated per second at the start
position. Each measure alternates the two paths (``rounds`` times) and prints the ratio of the
summed times, which a loaded machine disturbs less than the absolute figures. Every time is
this process's CPU time (``time.process_time``): the machine is shared, and wall time would
count the other jobs' share too.

Then random playouts three ways in the same run (issue 40): battles from the start with the
computer's limits (quiet 60, ply 500), plies per second of

* the Python loop (``legal_moves`` + ``apply``, a new state a ply) on the pure-Python
  generator, and on the C generator;
* ``_cthud.playout``: the whole battle in C (what ``State.random_playout`` and so plain MCTS
  use), the moves drawn through ``random.Random.getrandbits`` as the loop draws them;

and beside them OpenSpiel's own C++ games played the same way from Python through pyspiel
(``legal_actions`` + ``apply_action`` on a random action: breakthrough, amazons, hex), which is
the nearest native reference here (OpenSpiel has no Thud).

    .venv/bin/python bench/bench_thud.py [--seconds 2] [--depth 3] [--rounds 3]
"""

from __future__ import annotations

import argparse
import random
import time
from collections.abc import Callable

import wartable
from wartable.core.counting import perft
from wartable.games.thud import ThudState, rules


def bench_generation(seconds: float) -> float:
    """Legal moves generated per second at the start position (no memo: a fresh position)."""
    start = wartable.make("thud").initial_state()
    assert isinstance(start, ThudState)
    count = 0
    t0 = time.process_time()
    while time.process_time() - t0 < seconds:
        for _ in range(50):
            s = ThudState(start.game, start.cells, start.side)
            rules.clear_memos()
            count += len(rules.board_moves(s))
    return count / (time.process_time() - t0)


def bench_perft(depth: int) -> float:
    """Perft ``depth`` from the start: leaf nodes per second."""
    state = wartable.make("thud").initial_state()
    rules.clear_memos()
    t0 = time.process_time()
    nodes = perft(state, depth)
    return nodes / (time.process_time() - t0)


def bench_playouts(seconds: float, seed: int = 1) -> float:
    """Random playout plies per second."""
    game = wartable.make("thud")
    rng = random.Random(seed)
    plies = 0
    t0 = time.process_time()
    while time.process_time() - t0 < seconds:
        state = game.initial_state()
        while not state.is_over():
            moves = state.legal_moves()
            state = state.apply(moves[rng.randrange(len(moves))])
            plies += 1
    return plies / (time.process_time() - t0)


#: the limits the computer plays with (ai/arena.py COMPUTER_LIMITS), one battle
LIMITED = {"quiet_limit": 60, "ply_limit": 500, "battles": 1}


def bench_loop_playouts(seconds: float, seed: int = 1) -> float:
    """Plies per second of the Python playout loop, battles with the computer's limits."""
    game = wartable.make("thud", **LIMITED)
    rng = random.Random(seed)
    plies = 0
    t0 = time.process_time()
    while time.process_time() - t0 < seconds:
        state = game.initial_state()
        while not state.is_over():
            moves = state.legal_moves()
            state = state.apply(moves[rng.randrange(len(moves))])
            plies += 1
    return plies / (time.process_time() - t0)


def bench_c_playouts(seconds: float, seed: int = 1) -> float:
    """Plies per second of ``_cthud.playout``, whole battles with the computer's limits."""
    native = rules.native_module()
    assert native is not None
    game = wartable.make("thud", **LIMITED)
    start = game.initial_state()
    assert isinstance(start, ThudState)
    getrandbits = random.Random(seed).getrandbits
    plies = 0
    t0 = time.process_time()
    while time.process_time() - t0 < seconds:
        for _ in range(10):
            done = native.playout(
                start.cells, 0, 0, 0, 0, 60, 500, False, False, 2, False, getrandbits, 10**6
            )[5]
            plies += done
    return plies / (time.process_time() - t0)


def bench_spiel_playouts(name: str, seconds: float, seed: int = 1) -> float:
    """Plies per second of random playouts of an OpenSpiel C++ game through pyspiel."""
    import pyspiel

    game = pyspiel.load_game(name)
    rng = random.Random(seed)
    plies = 0
    t0 = time.process_time()
    while time.process_time() - t0 < seconds:
        state = game.new_initial_state()
        while not state.is_terminal():
            legal = state.legal_actions()
            state.apply_action(legal[rng.randrange(len(legal))])
            plies += 1
    return plies / (time.process_time() - t0)


def playouts_three_ways(seconds: float, rounds: int) -> None:
    rates: dict[str, list[float]] = {"python": [], "loop": [], "c": []}
    for _ in range(rounds):
        rules.use_native(False)
        rates["python"].append(bench_loop_playouts(seconds))
        rules.use_native(True)
        rates["loop"].append(bench_loop_playouts(seconds))
        rates["c"].append(bench_c_playouts(seconds))
    py, loop, c = (sum(rates[k]) / rounds for k in ("python", "loop", "c"))
    print("thud random playouts (battles, quiet 60 / ply 500):")
    print(f"  Python loop, pure-Python generator: {py:,.0f} plies/s")
    print(f"  Python loop, C generator:           {loop:,.0f} plies/s")
    print(f"  _cthud.playout (C):                 {c:,.0f} plies/s ({c / loop:.1f}x the loop)")
    try:
        import pyspiel  # noqa: F401
    except ImportError:
        print("  (pyspiel not installed: no OpenSpiel reference)")
        return
    for name in ("breakthrough", "amazons", "hex"):
        rate = sum(bench_spiel_playouts(name, seconds) for _ in range(rounds)) / rounds
        print(f"  OpenSpiel C++ {name} through pyspiel: {rate:,.0f} plies/s ({c / rate:.2f}x)")


def side_by_side(name: str, unit: str, measure: Callable[[], float], rounds: int) -> None:
    rates: dict[bool, list[float]] = {True: [], False: []}
    for _ in range(rounds):
        for native in (False, True):
            rules.use_native(native)
            rates[native].append(measure())
    rules.use_native(True)
    py = sum(rates[False]) / rounds
    c = sum(rates[True]) / rounds
    print(f"thud {name}: pure Python {py:,.0f} {unit}, C {c:,.0f} {unit}: {c / py:.1f}x")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--seconds", type=float, default=2.0, help="per playout measure")
    parser.add_argument("--depth", type=int, default=3, help="perft depth")
    parser.add_argument("--rounds", type=int, default=3, help="alternations of the two paths")
    args = parser.parse_args()
    if not rules.NATIVE_AVAILABLE:
        print("the C move generator is not built: pure Python only")
        rules.use_native(False)
        print(f"thud perft({args.depth}): {bench_perft(args.depth):,.0f} nodes/s")
        print(f"thud random playouts: {bench_playouts(args.seconds):,.0f} plies/s")
        return
    side_by_side(f"perft({args.depth})", "nodes/s", lambda: bench_perft(args.depth), args.rounds)
    side_by_side("random playouts", "plies/s", lambda: bench_playouts(args.seconds), args.rounds)
    side_by_side(
        "move generation (start)", "moves/s", lambda: bench_generation(args.seconds), args.rounds
    )
    playouts_three_ways(args.seconds, args.rounds)


if __name__ == "__main__":
    main()
