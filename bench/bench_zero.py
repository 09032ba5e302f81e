"""AlphaZero-style training of ALU (or another game) and the strength of its models.

    python bench/bench_zero.py --minutes 30 --out runs/zero-alu            # the goal run
    python bench/bench_zero.py --minutes 3 --out /tmp/z --against random,easy --games 40
    python bench/bench_zero.py --out runs/zero-alu --resume --minutes 60 \\
        --curve docs/zero-alu-curve.png --curve-against medium,hard --curve-games 40

1. Trains (:mod:`wartable.rl.zero.train`) for ``--minutes`` with ``--workers`` self-play
   processes (the learner is one more), or carries on the run in ``--out`` (``--resume``).
2. Measures the mean thinking time of ``--time-of`` (default ``medium``) per decision over a
   few games of it against itself, and gives the model the same time a decision
   (``model:PATH,Ts``): equal thinking time.
3. Plays the model against every agent of ``--against`` in the arena, ``--games`` games each,
   seats rotated, and prints each score with its 95% Wilson interval.
4. With ``--speed``: only the search's speed (simulations a CPU second with each of
   ``--speed-batches`` against ``medium``'s iterations) and, on a ``medium`` game's decisions,
   the simulations the model (``--speed-model``) gets in ``medium``'s wall time, then stop.
5. With ``--curve PNG``: every checkpoint of the run against ``--curve-against``, plotted
   (matplotlib) as the score per checkpoint, and written to PNG.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import sys
import time
from pathlib import Path

from wartable.ai import agent_move, make_agent
from wartable.ai.arena import computer_game, run_arena, wilson
from wartable.ai.network import Model, load_model, random_model
from wartable.ai.puct import Search
from wartable.core import CHANCE, State, make, sample_chance
from wartable.core.encoding import encoding_for
from wartable.rl.zero.selfplay import SelfPlaySettings
from wartable.rl.zero.train import (
    Trainer,
    TrainSettings,
    add_warm_arguments,
    check_warm_arguments,
    warm_settings,
)


def thinking_time(game_name: str, agent: str, games: int, seed: int) -> float:
    """Mean seconds per decision (with more than one legal move) of ``agent`` against
    itself over ``games`` games."""
    game = computer_game(make(game_name))
    total = 0.0
    count = 0
    for i in range(games):
        rng = random.Random(seed * 7919 + i)
        players = [make_agent(agent) for _ in range(game.num_players)]
        state = game.initial_state()
        plies = 0
        while not state.is_over() and plies < 2000:
            seat = state.to_move()
            if seat == CHANCE:
                state = state.apply(sample_chance(state, rng))
                continue
            moves = state.legal_moves()
            t = time.perf_counter()
            text = agent_move(state, seat, players[seat], rng)
            if len(moves) > 1:
                total += time.perf_counter() - t
                count += 1
            state = state.play(text)
            plies += 1
    return total / max(count, 1)


def search_speed(
    game_name: str, hidden: int, blocks: int, batches: list[int], rounds: int = 3
) -> None:
    """Simulations a CPU second of the network's search (a random network of the run's
    size: the speed does not depend on the weights) with each of ``batches`` (leaves valued
    together) against ``medium``'s iterations, on the same positions (every third of a random
    game's first 30), in turns ``rounds`` times."""
    game = computer_game(make(game_name))
    enc = encoding_for(game)
    rng = random.Random(2)
    state = game.initial_state()
    states: list[State] = []
    while len(states) < 30 and not state.is_over():
        if state.to_move() == CHANCE:
            state = state.apply(sample_chance(state, rng))
            continue
        states.append(state)
        moves = state.legal_moves()
        state = state.apply(moves[rng.randrange(len(moves))])
    states = states[::3]
    model = random_model(enc, hidden, blocks, 0)
    medium = make_agent("medium")
    for _ in range(rounds):
        speeds = []
        for batch in batches:
            search = Search(model, enc, batch=batch)
            t = time.process_time()
            for st in states:
                search.run(st, st.to_move(), random.Random(0), 400)
            speeds.append(400 * len(states) / (time.process_time() - t))
        t = time.process_time()
        done = 0
        for st in states:
            medium.choose(st, st.to_move(), random.Random(0))
            done += medium.last_iterations  # type: ignore[attr-defined]
        its = done / (time.process_time() - t)
        network = ", ".join(
            f"batch {b}: {sims:,.0f} ({sims / its:.2f}x)"
            for b, sims in zip(batches, speeds, strict=True)
        )
        print(
            f"search speed, simulations a CPU second: network ({hidden} units, {blocks} blocks) "
            f"{network}; medium {its:,.0f} iterations a CPU second; {load()}",
            flush=True,
        )


def equal_time(game_name: str, model: Model, batches: list[int], seed: int) -> None:
    """On the decisions (more than one legal move) of a ``medium``-against-``medium`` game:
    ``medium``'s iterations and wall time a decision, and the model's simulations in the same
    wall time (``medium``'s mean so far) with each of ``batches``, position by position in
    turns, so at the same load."""
    game = computer_game(make(game_name))
    enc = encoding_for(game)
    medium = make_agent("medium")
    rng = random.Random(seed)
    state = game.initial_state()
    states: list[State] = []
    while not state.is_over():
        if state.to_move() == CHANCE:
            state = state.apply(sample_chance(state, rng))
            continue
        if len(state.legal_moves()) > 1:
            states.append(state)
        state = state.apply(medium.choose(state, state.to_move(), rng))
    spent = 0.0
    iterations = 0
    sims = dict.fromkeys(batches, 0)
    for k, st in enumerate(states):
        t = time.perf_counter()
        medium.choose(st, st.to_move(), random.Random(k))
        spent += time.perf_counter() - t
        iterations += medium.last_iterations  # type: ignore[attr-defined]
        for b in batches:
            search = Search(model, enc, norm=True, batch=b)
            sims[b] += search.run(st, st.to_move(), random.Random(k), None, spent / (k + 1)).n
    n = max(len(states), 1)
    network = ", ".join(
        f"batch {b}: {sims[b] / n:.0f} ({sims[b] / max(iterations, 1):.2f}x)" for b in batches
    )
    print(
        f"equal time, {len(states)} decisions of a medium game: medium {iterations / n:.0f} "
        f"iterations in {spent / n:.4f} s a decision; the network's search in the same time "
        f"{network} simulations; {load()}",
        flush=True,
    )


def load() -> str:
    """The machine's load average (1, 5, 15 minutes) and its CPUs, printed with every figure:
    a shared machine's figures mean little without it."""
    one, five, fifteen = os.getloadavg()
    return f"load {one:.1f}/{five:.1f}/{fifteen:.1f} on {os.cpu_count()} CPUs"


def score(report, name: str) -> tuple[float, float, float, int]:  # type: ignore[no-untyped-def]
    t = report.tallies()[name]
    lo, hi = wilson(t.score, t.games)
    return t.score / max(t.games, 1), lo, hi, t.games


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawTextHelpFormatter)
    ap.add_argument("--game", default="alu")
    ap.add_argument("--out", help="the run's folder (required unless --speed)")
    ap.add_argument("--minutes", type=float, default=30.0, help="training minutes (0: none)")
    ap.add_argument("--resume", action="store_true")
    ap.add_argument("--workers", type=int, default=1, help="self-play processes")
    ap.add_argument("--simulations", type=int, default=64)
    ap.add_argument("--norm", action="store_true", help="self-play's search: min-max values")
    ap.add_argument(
        "--play",
        default="",
        help="settings of the model agent in the measures, e.g. 'norm=1' or 'c=0.5'",
    )
    ap.add_argument("--hidden", type=int, default=128)
    ap.add_argument("--blocks", type=int, default=2)
    ap.add_argument("--checkpoint-every", type=int, default=200)
    ap.add_argument("--steps-per-game", type=float, default=TrainSettings.steps_per_game)
    ap.add_argument("--seed", type=int, default=0)
    add_warm_arguments(ap)
    ap.add_argument("--buffer", type=int, default=TrainSettings.buffer)
    ap.add_argument(
        "--save", help="arena records go here; with --resume-arena a stopped measure carries on"
    )
    ap.add_argument("--resume-arena", action="store_true")
    ap.add_argument("--against", default="medium", help="agents to measure the model against")
    ap.add_argument("--games", type=int, default=200, help="arena games against each")
    ap.add_argument("--time-of", default="medium", help="the agent whose thinking time to match")
    ap.add_argument(
        "--think",
        type=float,
        help="the model's seconds a decision, instead of timing --time-of (to resume a measure)",
    )
    ap.add_argument("--jobs", type=int, default=2, help="arena processes")
    ap.add_argument("--curve", help="plot every checkpoint's score into this PNG")
    ap.add_argument("--curve-against", default="medium,hard")
    ap.add_argument("--curve-games", type=int, default=40)
    ap.add_argument(
        "--speed", action="store_true", help="only the search's speed against medium's, then stop"
    )
    ap.add_argument(
        "--speed-batches", default="1,8", help="--speed: the search batches to time (leaves)"
    )
    ap.add_argument(
        "--speed-model", help="--speed: the model for the equal-time count (else a random one)"
    )
    args = ap.parse_args()
    if args.speed:
        batches = [int(b) for b in args.speed_batches.split(",") if b]
        search_speed(args.game, args.hidden, args.blocks, batches)
        enc = encoding_for(computer_game(make(args.game)))
        speed_model = (
            load_model(args.speed_model)
            if args.speed_model
            else random_model(enc, args.hidden, args.blocks, 0)
        )
        equal_time(args.game, speed_model, batches, args.seed)
        return 0
    if args.out is None:
        ap.error("--out is required")
    out = Path(args.out)
    started = time.perf_counter()
    if args.minutes > 0:
        check_warm_arguments(args)
        settings = TrainSettings(
            hidden=args.hidden,
            blocks=args.blocks,
            checkpoint_every=args.checkpoint_every,
            steps_per_game=args.steps_per_game,
            selfplay=SelfPlaySettings(simulations=args.simulations, norm=args.norm),
            warm_games=args.warm_games,
            warm_steps_per_game=args.warm_steps_per_game,
            buffer=args.buffer,
            warm=warm_settings(args),
        )
        trainer = Trainer(make(args.game), out, settings, args.seed, resume=args.resume)
        p = trainer.run(60.0 * args.minutes, None, args.workers)
        if p.warm_games >= args.warm_games > 0:
            print(
                f"warm start: {p.warm_games} teacher games ({args.warm_teacher}) in the first "
                f"{p.warm_seconds:.0f} s",
                flush=True,
            )
        elif p.warm_games:
            print(
                f"warm start not finished: {p.warm_games} of {args.warm_games} teacher games "
                f"({args.warm_teacher}), {p.examples} examples"
            )
        print(
            f"trained: {p.games} games ({p.games / max(p.seconds, 1e-9):.2f}/s over the run), "
            f"{p.steps} steps, {p.seconds:.0f} s; loss {p.policy_loss + p.value_loss:.3f} "
            f"(policy {p.policy_loss:.3f}, value {p.value_loss:.3f}); {load()}",
            flush=True,
        )
    model = out / "latest.npz"
    if args.think is not None:
        seconds = args.think
        print(f"the model gets {seconds:.4f} s a decision (--think); {load()}", flush=True)
    else:
        seconds = thinking_time(args.game, args.time_of, 2, args.seed)
        print(
            f"{args.time_of} thinks {seconds:.4f} s a decision; the model gets as long; {load()}",
            flush=True,
        )
    play = f",{args.play}" if args.play else ""
    spec = f"model:{model},{seconds:.4f}s{play}"
    for rival in [a for a in args.against.split(",") if a]:
        save = None if args.save is None else str(Path(args.save) / rival)
        report = run_arena(
            make(args.game),
            [spec, rival],
            args.games,
            seed=args.seed,
            jobs=args.jobs,
            progress=None,
            save_dir=save,
            resume=args.resume_arena and save is not None,
        )
        rate, lo, hi, n = score(report, spec)
        print(
            f"model ({seconds:.3f} s a move) against {rival}: score {100 * rate:.1f}% "
            f"[95% CI {100 * lo:.1f}, {100 * hi:.1f}] over {n} games, seats rotated; {load()}",
            flush=True,
        )
    if args.curve:
        curve(args, out, seconds)
    print(f"bench took {time.perf_counter() - started:.0f} s")
    return 0


def curve(args: argparse.Namespace, out: Path, seconds: float) -> None:
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    rivals = [a for a in args.curve_against.split(",") if a]
    points: dict[str, list[tuple[int, float, float, float]]] = {r: [] for r in rivals}
    files: dict[int, Path] = {}
    for ckpt in [*sorted(out.glob("model-*.npz")), out / "latest.npz"]:
        files.setdefault(int(load_model(ckpt).info.get("games", 0)), ckpt)
    for games, ckpt in sorted(files.items()):
        spec = f"model:{ckpt},{seconds:.4f}s{',' + args.play if args.play else ''}"
        for rival in rivals:
            report = run_arena(
                make(args.game),
                [spec, rival],
                args.curve_games,
                seed=args.seed,
                jobs=args.jobs,
                progress=None,
            )
            rate, lo, hi, _ = score(report, spec)
            points[rival].append((games, rate, lo, hi))
            print(
                f"{ckpt.name} ({games} games) against {rival}: {100 * rate:.1f}% "
                f"[{100 * lo:.1f}, {100 * hi:.1f}]; {load()}",
                flush=True,
            )
    fig, ax = plt.subplots(figsize=(7, 4))
    for rival, pts in points.items():
        xs = [p[0] for p in pts]
        ys = [100 * p[1] for p in pts]
        low = [max(0.0, y - 100 * p[2]) for y, p in zip(ys, pts, strict=True)]
        high = [max(0.0, 100 * p[3] - y) for y, p in zip(ys, pts, strict=True)]
        ax.errorbar(xs, ys, yerr=[low, high], marker="o", capsize=3, label=f"against {rival}")
    ax.axhline(50, color="grey", lw=0.8)
    ax.set_xlabel("self-play games")
    ax.set_ylabel(f"score % ({args.curve_games} games, 95% Wilson)")
    ax.set_ylim(-2, 102)
    ax.set_title(f"{args.game}: model MCTS ({seconds:.3f} s a move) per checkpoint")
    ax.legend()
    fig.tight_layout()
    fig.savefig(args.curve, dpi=100)
    (Path(args.curve).with_suffix(".json")).write_text(json.dumps(points, indent=1))
    print(f"curve written to {args.curve}")


if __name__ == "__main__":
    sys.exit(main())
