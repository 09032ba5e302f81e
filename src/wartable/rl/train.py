"""A small self-contained learner (numpy only): a linear softmax policy trained by REINFORCE
against the random agent, through the Gymnasium environment (docs/rl.md).

    python -m wartable.rl.train --game alu --minutes 3 --seed 0 --out alu-policy.npz

The policy's logits are ``W @ observation + b`` over the game's action space, the illegal
actions masked out. Each episode the learner takes seat 0 or 1 in turn; after it, every
decision's log-probability gradient is scaled by the episode's reward (+1 win, -1 loss, 0 draw)
minus a running baseline per seat. At the end the greedy policy (the most probable legal
action) plays ``--eval`` games in each seat against the random agent, and so does the random
agent itself as the yardstick; the score rates (a draw counts half) with 95% Wilson
intervals are printed.
"""

from __future__ import annotations

import argparse
import math
import time
from collections.abc import Callable

import numpy as np

from wartable.ai.arena import wilson

from .gymnasium_env import WartableGymEnv


class LinearPolicy:
    def __init__(self, obs_size: int, actions: int, rng: np.random.Generator) -> None:
        self.w = rng.normal(0.0, 0.01, (actions, obs_size)).astype(np.float32)
        self.b = np.zeros(actions, np.float32)

    def probabilities(self, x: np.ndarray, mask: np.ndarray) -> np.ndarray:
        logits = self.w @ x + self.b
        logits = np.where(mask > 0, logits, -np.inf)
        logits -= logits.max()
        p = np.exp(logits)
        return np.asarray(p / p.sum())

    def save(self, path: str) -> None:
        np.savez_compressed(path, w=self.w, b=self.b)


def episode(
    env: WartableGymEnv, choose: Callable[[np.ndarray, np.ndarray], int], seed: int
) -> tuple[float, list[tuple[np.ndarray, np.ndarray, int]]]:
    """Play one game; the reward and every decision (observation, mask, action)."""
    obs, _ = env.reset(seed=seed)
    steps = []
    while True:
        x = obs["observation"].ravel()
        mask = obs["action_mask"]
        action = choose(x, mask)
        steps.append((x, mask, action))
        obs, reward, done, _, _ = env.step(action)
        if done:
            return float(reward), steps


def evaluate(
    game: str, choose: Callable[[np.ndarray, np.ndarray], int], games: int, seed: int
) -> tuple[float, float, float]:
    """Score rate (win 1, draw 1/2) against random over ``games`` games in each seat."""
    score = 0.0
    for seat in (0, 1):
        env = WartableGymEnv(game, opponent="random", seat=seat)
        for i in range(games):
            reward, _ = episode(env, choose, seed * 1_000_003 + 10_000 * seat + i)
            score += (reward + 1.0) / 2.0
    n = 2 * games
    lo, hi = wilson(score, n)
    return score / n, lo, hi


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description="REINFORCE, linear policy, against random")
    parser.add_argument("--game", default="alu")
    parser.add_argument("--minutes", type=float, default=3.0)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--lr", type=float, default=0.02)
    parser.add_argument("--eval", type=int, default=200, help="evaluation games per seat")
    parser.add_argument("--out", help="save the policy (.npz)")
    args = parser.parse_args(argv)
    rng = np.random.default_rng(args.seed)
    envs = [WartableGymEnv(args.game, opponent="random", seat=s) for s in (0, 1)]
    size = int(np.prod(envs[0].encoding.observation_shape))
    policy = LinearPolicy(size, envs[0].encoding.num_actions, rng)
    baseline = [0.0, 0.0]

    def sample(x: np.ndarray, mask: np.ndarray) -> int:
        return int(rng.choice(len(mask), p=policy.probabilities(x, mask)))

    def greedy(x: np.ndarray, mask: np.ndarray) -> int:
        return int(np.argmax(np.where(mask > 0, policy.w @ x + policy.b, -np.inf)))

    def uniform(x: np.ndarray, mask: np.ndarray) -> int:
        return int(rng.choice(np.flatnonzero(mask)))

    started = time.perf_counter()
    games, recent = 0, []
    while time.perf_counter() - started < 60 * args.minutes:
        seat = games % 2
        reward, steps = episode(envs[seat], sample, args.seed * 7_919 + games)
        advantage = reward - baseline[seat]
        baseline[seat] += 0.02 * (reward - baseline[seat])
        for x, mask, action in steps:
            p = policy.probabilities(x, mask)
            grad = -p
            grad[action] += 1.0
            scale = args.lr * advantage / math.sqrt(len(steps))
            policy.w += scale * np.outer(grad, x).astype(np.float32)
            policy.b += scale * grad.astype(np.float32)
        games += 1
        recent.append((reward + 1.0) / 2.0)
        if games % 500 == 0:
            window = recent[-500:]
            print(
                f"{games} games, {time.perf_counter() - started:.0f} s: score against random "
                f"(sampling) over the last 500: {100 * sum(window) / len(window):.1f}%",
                flush=True,
            )
    print(f"trained on {games} games in {time.perf_counter() - started:.0f} s")
    if args.out:
        policy.save(args.out)
    for name, choose in (("trained (greedy)", greedy), ("random (yardstick)", uniform)):
        rate, lo, hi = evaluate(args.game, choose, args.eval, args.seed + 1)
        print(
            f"{name:<20} against random, {2 * args.eval} games (both seats): score "
            f"{100 * rate:.1f}% [95% CI {100 * lo:.1f}, {100 * hi:.1f}]",
            flush=True,
        )


if __name__ == "__main__":
    main()
