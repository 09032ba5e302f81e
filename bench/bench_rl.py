"""Environment steps per second of the research adapters, per game (issue 28).

For each game with an encoding: random games played through

* ``rules``: the wartable state alone (``legal_moves`` + ``apply``), the floor;
* ``pettingzoo``: the AEC environment, masked random actions (observation and mask per step);
* ``gymnasium``: the Gymnasium environment against the random agent (its steps count too);
* ``openspiel``: the pyspiel Python game (``legal_actions`` + ``observation_tensor`` +
  ``apply_action``, chance nodes sampled).

* ``batched16``: :class:`wartable.rl.vector_env.BatchedGames`, 16 self-play games a step
  (observations and masks written in place), masked random actions; steps of single games.

The masked random agent picks from ``np.flatnonzero(mask.view(bool))`` (the int8 mask seen as
booleans: ``flatnonzero`` of an int8 array of Thud's 124,083 actions costs 0.2-0.4 ms, more
than a step).

Then OpenSpiel's C++ games in the same ``openspiel`` loop (``legal_actions`` +
``observation_tensor`` + ``apply_action``): ``breakthrough`` (8 x 8), ``amazons`` (10 x 10, a
few hundred to two thousand moves a position) and ``hex`` (11 x 11); with ``--mcts``, OpenSpiel's
MCTSBot (random rollouts, 20 simulations a move) on each wartable game through the bridge and
on those C++ games; with ``--ismcts``, ISMCTSBot on the games with hidden information (OrcWar,
Flatwar's hidden build). Every figure is per second of this process's CPU time (``process_time``),
each loop run for ``--seconds`` of it: the machine is shared, and CPU time counts only ours
(a loaded machine still lowers it some: caches are shared too), so compare ratios measured in
one run.

    python bench/bench_rl.py [--seconds 3] [--games thud,alu,flatwar] [--mcts MOVES]
        [--ismcts MOVES] [--no-steps]
"""

from __future__ import annotations

import argparse
import random
import time
from collections.abc import Callable
from typing import Any

import numpy as np
import pyspiel

from wartable.core import CHANCE, game_class, game_names, make, sample_chance
from wartable.rl import aec_env, gym_env, openspiel_game


def timed(step: Callable[[], int], seconds: float) -> float:
    """Steps per second of ``step`` (which returns the steps it made) over ``seconds`` of this
    process's CPU time (``time.process_time``: on a machine shared with other jobs, wall time
    counts their share too; CPU time counts only ours)."""
    done, started = 0, time.process_time()
    while time.process_time() - started < seconds:
        done += step()
    return done / (time.process_time() - started)


def rules_loop(name: str, seed: int) -> Callable[[], int]:
    game, rng = make(name), random.Random(seed)
    state = [game.initial_state()]

    def step() -> int:
        s = state[0]
        if s.is_over():
            state[0] = game.initial_state()
            return 0
        if s.to_move() == CHANCE:
            state[0] = s.apply(sample_chance(s, rng))
            return 0
        moves = s.legal_moves()
        state[0] = s.apply(moves[rng.randrange(len(moves))])
        return 1

    return step


def pettingzoo_loop(name: str, seed: int) -> Callable[[], int]:
    env = aec_env(name)
    env.reset(seed=seed)
    rng = np.random.default_rng(seed)

    def step() -> int:
        obs, _, term, trunc, _ = env.last()
        if term or trunc:
            env.reset()
            return 0
        env.step(int(rng.choice(np.flatnonzero(obs["action_mask"].view(np.bool_)))))
        return 1

    return step


def gymnasium_loop(name: str, seed: int) -> Callable[[], int]:
    env = gym_env(name, opponent="random")
    obs, _ = env.reset(seed=seed)
    rng = np.random.default_rng(seed)
    current = [obs]

    def step() -> int:
        action = int(rng.choice(np.flatnonzero(current[0]["action_mask"].view(np.bool_))))
        obs, _, done, _, _ = env.step(action)
        current[0] = env.reset()[0] if done else obs
        return 1

    return step


def spiel_loop(game: pyspiel.Game, seed: int) -> Callable[[], int]:
    rng = np.random.default_rng(seed)
    state = [game.new_initial_state()]

    def step() -> int:
        s = state[0]
        if s.is_terminal():
            state[0] = game.new_initial_state()
            return 0
        if s.is_chance_node():
            actions, probs = zip(*s.chance_outcomes(), strict=True)
            s.apply_action(int(rng.choice(actions, p=probs)))
            return 0
        legal = s.legal_actions()
        s.observation_tensor(s.current_player())
        s.apply_action(int(legal[rng.integers(len(legal))]))
        return 1

    return step


def batched_loop(name: str, seed: int, n: int = 16) -> Callable[[], int] | None:
    """``BatchedGames`` of ``n`` self-play games, masked random actions (None where the
    module is not there, as in a checkout before issue 40)."""
    try:
        from wartable.rl.vector_env import BatchedGames
    except ImportError:
        return None
    games = BatchedGames(name, n)
    games.reset(seed=seed)
    rng = np.random.default_rng(seed)

    def step() -> int:
        games.step([int(rng.choice(np.flatnonzero(m.view(np.bool_)))) for m in games.masks])
        return n

    return step


def mcts_rate(game: pyspiel.Game, moves: int, simulations: int = 20, kind: str = "mcts") -> float:
    """OpenSpiel MCTSBot (``kind`` "mcts") or ISMCTSBot ("ismcts"), random rollouts,
    simulations per second of CPU time over the first ``moves`` decisions of a seeded game of
    ``game`` (chance sampled with a seeded generator): the same positions and rollouts in every
    run, whatever the machine's load."""
    from open_spiel.python.algorithms import ismcts, mcts

    rng = np.random.RandomState(1)
    evaluator = mcts.RandomRolloutEvaluator(1, rng)
    bot: Any
    if kind == "mcts":
        bot = mcts.MCTSBot(game, 2.0, simulations, evaluator, random_state=rng)
    else:  # as bench_strength.py plays it
        bot = ismcts.ISMCTSBot(
            game, evaluator, 2.0, simulations, random_state=rng, allow_inconsistent_action_sets=True
        )
    done, spent = 0, 0.0
    state = game.new_initial_state()
    while done < moves * simulations and not state.is_terminal():
        if state.is_chance_node():
            actions, probs = zip(*state.chance_outcomes(), strict=True)
            state.apply_action(int(rng.choice(actions, p=probs)))
            continue
        started = time.process_time()
        action = bot.step(state)
        spent += time.process_time() - started
        done += simulations
        state.apply_action(action)
    return done / spent


#: the games with hidden information, as bench_strength.py plays them against ISMCTSBot
HIDDEN: tuple[tuple[str, dict[str, Any]], ...] = (
    ("orcwar", {"players": 2}),
    ("flatwar", {"build": "hidden"}),
)

#: OpenSpiel's own C++ games beside ours, by branching (amazons and hex wide, breakthrough
#: narrower)
NATIVE = ("breakthrough", "amazons", "hex")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--seconds", type=float, default=3.0)
    parser.add_argument("--games", default="")
    parser.add_argument(
        "--mcts", type=int, default=0, metavar="MOVES", help="also MCTSBot simulations/s"
    )
    parser.add_argument(
        "--ismcts",
        type=int,
        default=0,
        metavar="MOVES",
        help="also ISMCTSBot simulations/s (the games with hidden information)",
    )
    parser.add_argument("--no-steps", action="store_true", help="skip the steps tables")
    args = parser.parse_args()
    names = [n for n in game_names() if game_class(n).part("encoding") is not None]
    if args.games:
        names = [n for n in args.games.split(",") if n in names]
    if not args.no_steps:
        steps_tables(names, args.seconds)
    if args.mcts:
        print("\nOpenSpiel MCTSBot (20 simulations a move, random rollouts), simulations per CPU s")
        print(f"over the first {args.mcts} decisions of a seeded game:")
        for name in names:
            print(f"  wartable {name}: {mcts_rate(openspiel_game(name), args.mcts):,.0f}")
        for cname in NATIVE:
            print(f"  C++ {cname}: {mcts_rate(pyspiel.load_game(cname), args.mcts):,.0f}")
    if args.ismcts:
        print("\nOpenSpiel ISMCTSBot (20 simulations a move, random rollouts), simulations per")
        print(f"CPU s over the first {args.ismcts} decisions of a seeded game:")
        for name, options in HIDDEN:
            if name in names:
                rate = mcts_rate(openspiel_game(name, **options), args.ismcts, kind="ismcts")
                print(f"  wartable {name} {options}: {rate:,.0f}")


def steps_tables(names: list[str], seconds: float) -> None:
    print(f"steps per CPU second, {seconds:g} s of CPU a loop (time.process_time)")
    print(
        f"{'game':<10}{'rules':>10}{'pettingzoo':>12}{'gymnasium':>11}{'openspiel':>11}"
        f"{'batched16':>11}"
    )
    figures: dict[str, float] = {}
    for name in names:
        batched = batched_loop(name, 1)
        row = [
            timed(rules_loop(name, 1), seconds),
            timed(pettingzoo_loop(name, 1), seconds),
            timed(gymnasium_loop(name, 1), seconds),
            timed(spiel_loop(openspiel_game(name), 1), seconds),
            timed(batched, seconds) if batched is not None else float("nan"),
        ]
        figures[name] = row[3]
        print(
            f"{name:<10}"
            + "".join(f"{v:>{w}.0f}" for v, w in zip(row, (10, 12, 11, 11, 11), strict=True))
        )
    print("\nOpenSpiel's C++ games, the same openspiel loop in the same run:")
    for cname in NATIVE:
        game = pyspiel.load_game(cname)
        rate = timed(spiel_loop(game, 1), seconds)
        line = f"  {cname} (C++, {game.num_distinct_actions()} actions): {rate:,.0f} steps/s"
        if "thud" in figures:
            line += (
                f"; wartable thud: {figures['thud']:,.0f} steps/s ({rate / figures['thud']:.1f}x)"
            )
        print(line)


if __name__ == "__main__":
    main()
