"""Environment steps per second of the research adapters, per game (issue 28).

For each game with an encoding: random games played through

* ``rules``: the wartable state alone (``legal_moves`` + ``apply``), the floor;
* ``pettingzoo``: the AEC environment, masked random actions (observation and mask per step);
* ``gymnasium``: the Gymnasium environment against the random agent (its steps count too);
* ``openspiel``: the pyspiel Python game (``legal_actions`` + ``observation_tensor`` +
  ``apply_action``, chance nodes sampled).

Then Thud side by side with OpenSpiel's C++ games of similar size, measured the same way
(``legal_actions`` + ``observation_tensor`` + ``apply_action``): ``amazons`` (10 x 10, a few
hundred to two thousand moves a position) and ``breakthrough`` (8 x 8). Every figure is steps
per second of wall time on this machine, each loop run for ``--seconds``; a loaded machine
gives lower figures, so compare ratios measured in one run.

    python bench/bench_rl.py [--seconds 3] [--games thud,alu,flatwar]
"""

from __future__ import annotations

import argparse
import random
import time
from collections.abc import Callable

import numpy as np
import pyspiel

from wartable.core import CHANCE, game_class, game_names, make, sample_chance
from wartable.rl import aec_env, gym_env, openspiel_game


def timed(step: Callable[[], int], seconds: float) -> float:
    """Steps per second of ``step`` (which returns the steps it made) over ``seconds``."""
    done, started = 0, time.perf_counter()
    while time.perf_counter() - started < seconds:
        done += step()
    return done / (time.perf_counter() - started)


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


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--seconds", type=float, default=3.0)
    parser.add_argument("--games", default="")
    args = parser.parse_args()
    names = [n for n in game_names() if game_class(n).part("encoding") is not None]
    if args.games:
        names = [n for n in args.games.split(",") if n in names]
    print(f"steps per second, {args.seconds:g} s a loop (wall time; machine load matters)")
    print(f"{'game':<10}{'rules':>10}{'pettingzoo':>12}{'gymnasium':>11}{'openspiel':>11}")
    figures: dict[str, float] = {}
    for name in names:
        row = [
            timed(rules_loop(name, 1), args.seconds),
            timed(pettingzoo_loop(name, 1), args.seconds),
            timed(gymnasium_loop(name, 1), args.seconds),
            timed(spiel_loop(openspiel_game(name), 1), args.seconds),
        ]
        figures[name] = row[3]
        print(
            f"{name:<10}"
            + "".join(f"{v:>{w}.0f}" for v, w in zip(row, (10, 12, 11, 11), strict=True))
        )
    if "thud" in figures:
        print("\nOpenSpiel, same loop (legal_actions + observation_tensor + apply_action):")
        for cname in ("amazons", "breakthrough"):
            game = pyspiel.load_game(cname)
            rate = timed(spiel_loop(game, 1), args.seconds)
            print(
                f"  {cname} (C++, {game.num_distinct_actions()} actions): {rate:,.0f} steps/s; "
                f"wartable thud (Python, {openspiel_game('thud').num_distinct_actions()} "
                f"actions): {figures['thud']:,.0f} steps/s, {rate / figures['thud']:.0f}x slower"
            )


if __name__ == "__main__":
    main()
