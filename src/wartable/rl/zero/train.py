"""AlphaZero-style training: self-play workers, a replay buffer, a PyTorch learner.

    python -m wartable.rl.zero alu --minutes 30 --out runs/alu
    python -m wartable.rl.zero alu --minutes 30 --out runs/alu --resume
    python -m wartable.rl.zero alu --minutes 30 --out runs/alu --ray 10.0.0.5:6379

The learner keeps ``workers`` self-play tasks in flight (local processes, or Ray tasks with
``--ray ADDRESS``; ``--workers 0`` plays in the learner's own process). Each task plays a few
games with the newest weights the learner had when it sent it; their examples go into the
replay buffer (the last ``buffer`` examples), and the learner takes ``steps_per_game``
minibatch steps for every game that comes back. The loss is the policy's cross-entropy with
the visit shares (softmax over the legal actions only) plus the squared error of the values.

Files in ``OUT``: ``model-GAMES.npz`` every ``checkpoint_every`` games and ``latest.npz``
(each a :class:`~wartable.ai.network.Model`, an agent: ``model:OUT/latest.npz``), and
``trainer.pt`` with the optimiser and the counters plus ``buffer.npz`` with the replay buffer,
which ``--resume`` reads to carry on where the run stopped. ``log.jsonl`` has a line per
checkpoint (games, examples, steps, seconds, loss).
"""

from __future__ import annotations

import argparse
import json
import os
import queue
import random
import sys
import time
from collections import deque
from collections.abc import Callable, Sequence
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any, TextIO

import numpy as np
import torch
from torch import nn

from wartable.ai.arena import computer_game
from wartable.ai.network import (
    Model,
    NetShape,
    fingerprint,
    load_model,
    parameter_shapes,
    shape_for,
)
from wartable.core import Game, WartableError, make
from wartable.core.encoding import encoding_for

from .selfplay import Example, SelfPlaySettings, selfplay_task
from .warm import WarmSettings, check_teachable, teacher_agent, warm_task


class Block(nn.Module):
    def __init__(self, hidden: int) -> None:
        super().__init__()
        self.l1 = nn.Linear(hidden, hidden)
        self.l2 = nn.Linear(hidden, hidden)

    def forward(self, h: torch.Tensor) -> torch.Tensor:
        return torch.relu(h + self.l2(torch.relu(self.l1(h))))


class PolicyValueNet(nn.Module):
    """The network of :mod:`wartable.ai.network` in PyTorch (the same parameter names)."""

    def __init__(self, shape: NetShape) -> None:
        super().__init__()
        self.shape = shape
        h = shape.hidden
        self.inp = nn.Linear(shape.obs_size, h)
        self.blocks = nn.ModuleList([Block(h) for _ in range(shape.blocks)])
        self.policy = nn.Linear(h, shape.num_actions)
        self.value1 = nn.Linear(h, h)
        self.value2 = nn.Linear(h, shape.players)
        with torch.no_grad():  # start near a uniform policy and even values
            self.policy.weight.mul_(0.1)
            self.value2.weight.mul_(0.1)
            for b in self.blocks:
                assert isinstance(b, Block)
                b.l2.weight.mul_(0.1)

    def forward(self, x: torch.Tensor) -> tuple[torch.Tensor, torch.Tensor]:
        h = torch.relu(self.inp(x))
        for b in self.blocks:
            h = b(h)
        logits = self.policy(h)
        values = torch.sigmoid(self.value2(torch.relu(self.value1(h))))
        return logits, values

    def to_model(self, game: str, options: dict[str, Any], info: dict[str, Any]) -> Model:
        weights = {k: v.detach().cpu().numpy().copy() for k, v in self.state_dict().items()}
        return Model(game, options, self.shape, weights, info)

    def load_model(self, model: Model) -> None:
        self.load_state_dict({k: torch.from_numpy(v.copy()) for k, v in model.weights.items()})


def losses(net: PolicyValueNet, batch: Sequence[Example]) -> tuple[torch.Tensor, torch.Tensor]:
    """The policy loss (cross-entropy of the visit shares with the softmax over the legal
    actions) and the value loss (mean squared error per seat) of a minibatch."""
    x = torch.from_numpy(np.stack([e.obs for e in batch]))
    logits, values = net(x)
    rows = torch.from_numpy(np.repeat(np.arange(len(batch)), [len(e.legal) for e in batch]))
    cols = torch.from_numpy(np.concatenate([e.legal for e in batch]).astype(np.int64))
    mask = torch.full_like(logits, -1e9)  # the legal actions only (as in play)
    mask[rows, cols] = 0.0
    target = torch.zeros_like(logits)
    target[rows, cols] = torch.from_numpy(np.concatenate([e.policy for e in batch]))
    logp = torch.log_softmax(logits + mask, dim=1)
    policy_loss = -(target * logp).sum(dim=1).mean()
    z = torch.from_numpy(np.stack([e.value for e in batch]))
    value_loss = ((values - z) ** 2).sum(dim=1).mean()
    return policy_loss, value_loss


@dataclass
class TrainSettings:
    hidden: int = 128
    blocks: int = 2
    lr: float = 1e-3
    weight_decay: float = 1e-4
    batch: int = 128
    buffer: int = 50_000
    steps_per_game: float = 4.0
    games_per_task: int = 2
    checkpoint_every: int = 100
    selfplay: SelfPlaySettings = field(default_factory=SelfPlaySettings)
    #: the warm start (:mod:`wartable.rl.zero.warm`): teacher games before self-play (0: none)
    warm_games: int = 0
    #: learner steps per teacher game
    warm_steps_per_game: float = 4.0
    games_per_warm_task: int = 8
    warm: WarmSettings = field(default_factory=WarmSettings)

    def to_json(self) -> dict[str, Any]:
        return asdict(self)


@dataclass
class Progress:
    games: int = 0
    examples: int = 0
    steps: int = 0
    plies: int = 0
    seconds: float = 0.0
    #: teacher games of the warm start played, and the run's seconds when it ended
    warm_games: int = 0
    warm_seconds: float = 0.0
    #: recent losses (policy, value) for the progress line and the log
    policy_loss: float = float("nan")
    value_loss: float = float("nan")
    history: list[tuple[int, float, float]] = field(default_factory=list)


# -- workers -------------------------------------------------------------------------------

#: a worker's unit of work: a task's plain values -> (examples, results, plies, games)
Task = Callable[[tuple[Any, ...]], tuple[list[Example], list[list[float]], int, int]]


class InlineWorkers:
    """Self-play in the learner's own process (``--workers 0``: tests, debugging)."""

    def __init__(self) -> None:
        self.todo: deque[tuple[Task, tuple[Any, ...]]] = deque()

    def submit(self, task: tuple[Any, ...], fn: Task = selfplay_task) -> None:
        self.todo.append((fn, task))

    def result(self) -> Any:
        fn, task = self.todo.popleft()
        return fn(task)

    def close(self) -> None:
        self.todo.clear()


class ProcessWorkers:
    """Local processes (``multiprocessing``, spawned: the workers never import PyTorch)."""

    def __init__(self, workers: int) -> None:
        import multiprocessing

        for var in ("OMP_NUM_THREADS", "OPENBLAS_NUM_THREADS", "MKL_NUM_THREADS"):
            os.environ.setdefault(var, "1")
        self.pool = multiprocessing.get_context("spawn").Pool(workers)
        self.done: queue.Queue[Any] = queue.Queue()

    def submit(self, task: tuple[Any, ...], fn: Task = selfplay_task) -> None:
        self.pool.apply_async(fn, (task,), callback=self.done.put, error_callback=self.done.put)

    def result(self) -> Any:
        out = self.done.get()
        if isinstance(out, BaseException):
            raise out
        return out

    def close(self) -> None:
        self.pool.terminate()
        self.pool.join()


class RayWorkers:
    """Ray tasks on the cluster at ``address`` (``local``: a local Ray of two CPUs)."""

    def __init__(self, address: str) -> None:
        from wartable.ai.arena import ray_init

        self.ray = ray_init(address)
        self.remote: dict[Task, Any] = {}
        self.pending: list[Any] = []

    def submit(self, task: tuple[Any, ...], fn: Task = selfplay_task) -> None:
        remote = self.remote.get(fn)
        if remote is None:
            remote = self.remote[fn] = self.ray.remote(fn)
        self.pending.append(remote.remote(task))

    def result(self) -> Any:
        done, self.pending = self.ray.wait(self.pending, num_returns=1)
        return self.ray.get(done[0])

    def close(self) -> None:
        for ref in self.pending:
            self.ray.cancel(ref)
        self.pending = []


# -- the replay buffer's file -----------------------------------------------------------------


def save_buffer(path: Path, buffer: Sequence[Example]) -> None:
    tmp = path.with_name(path.name + ".tmp.npz")
    if buffer:
        lengths = np.array([len(e.legal) for e in buffer], np.int64)
        np.savez(
            tmp,
            obs=np.stack([e.obs for e in buffer]),
            value=np.stack([e.value for e in buffer]),
            lengths=lengths,
            legal=np.concatenate([e.legal for e in buffer]),
            policy=np.concatenate([e.policy for e in buffer]),
        )
    else:
        np.savez(tmp, lengths=np.zeros(0, np.int64))
    os.replace(tmp, path)


def load_buffer(path: Path) -> list[Example]:
    with np.load(path, allow_pickle=False) as data:
        lengths = data["lengths"]
        if not len(lengths):
            return []
        obs, value, legal, policy = data["obs"], data["value"], data["legal"], data["policy"]
    ends = np.cumsum(lengths)
    starts = ends - lengths
    return [
        Example(obs[i], legal[s:t], policy[s:t], value[i])
        for i, (s, t) in enumerate(zip(starts, ends, strict=True))
    ]


# -- the run -------------------------------------------------------------------------------


class Trainer:
    """One training run of ``game`` writing into ``out``."""

    def __init__(
        self,
        game: Game,
        out: str | Path,
        settings: TrainSettings | None = None,
        seed: int = 0,
        resume: bool = False,
    ) -> None:
        self.game = computer_game(game)
        self.enc = encoding_for(self.game)
        self.out = Path(out)
        if self.out.exists() and not self.out.is_dir():
            raise WartableError(f"--out {str(out)!r}: not a folder")
        self.seed = seed
        self.options = {**self.game.non_default_options(), "players": self.game.num_players}
        self.progress = Progress()
        self.buffer: deque[Example] = deque()
        state_file = self.out / "trainer.pt"
        if resume:
            if not state_file.is_file():
                raise WartableError(f"--resume: no run to resume in {str(out)!r} (no trainer.pt)")
            saved = torch.load(state_file, weights_only=True)
            self.settings = _settings_from_json(saved["settings"])
            if settings is not None and settings.to_json() != self.settings.to_json():
                print("resuming with the run's own settings", file=sys.stderr)
        else:
            if (self.out / "trainer.pt").exists():
                raise WartableError(
                    f"--out {str(out)!r}: holds a run already; --resume it or choose another"
                )
            self.settings = settings or TrainSettings()
            saved = None
        s = self.settings
        if s.warm_games > 0:
            check_teachable(self.game, s.warm)
        self.shape = shape_for(self.enc, s.hidden, s.blocks)
        torch.manual_seed(seed)
        self.net = PolicyValueNet(self.shape)
        self.opt = torch.optim.AdamW(self.net.parameters(), lr=s.lr, weight_decay=s.weight_decay)
        self.rng = random.Random(seed)
        if saved is not None:
            model = load_model(self.out / "latest.npz")
            model.check_encoding(self.enc)
            self.net.load_model(model)
            self.opt.load_state_dict(saved["optimizer"])
            p = self.progress
            p.games, p.examples, p.steps, p.plies = (
                int(saved[k]) for k in ("games", "examples", "steps", "plies")
            )
            p.seconds = float(saved["seconds"])
            p.warm_games = int(saved.get("warm_games", 0))
            p.warm_seconds = float(saved.get("warm_seconds", 0.0))
            p.history = [tuple(h) for h in saved["history"]]
            self.rng.setstate(_tuple_state(saved["rng"]))
            if (self.out / "buffer.npz").is_file():
                self.buffer.extend(load_buffer(self.out / "buffer.npz"))
        self.batch_rng = np.random.default_rng(seed + 1 + self.progress.steps)
        #: the losses of the last steps (the progress line and the log)
        self.recent: deque[tuple[float, float]] = deque(maxlen=50)

    # -- pieces ---------------------------------------------------------------------------

    def model(self) -> Model:
        p = self.progress
        info = {
            "games": p.games,
            "warm_games": p.warm_games,
            "examples": p.examples,
            "steps": p.steps,
            "seconds": round(p.seconds, 1),
            "settings": self.settings.to_json(),
            "actions": fingerprint(self.enc),
        }
        return self.net.to_model(self.game.name, self.options, info)

    def task(self) -> tuple[Any, ...]:
        m = self.model()
        meta = m.meta()
        return (
            meta,
            m.weights,
            self.settings.selfplay.to_json(),
            self.rng.getrandbits(62),
            self.settings.games_per_task,
        )

    def warm_task(self, games: int) -> tuple[Any, ...]:
        return (
            self.game.name,
            self.options,
            self.settings.warm.to_json(),
            self.rng.getrandbits(62),
            games,
        )

    def add(self, examples: list[Example]) -> None:
        self.buffer.extend(examples)
        while len(self.buffer) > self.settings.buffer:
            self.buffer.popleft()

    def step(self) -> tuple[float, float]:
        s = self.settings
        n = len(self.buffer)
        picks = self.batch_rng.integers(0, n, size=min(s.batch, n))
        batch = [self.buffer[int(i)] for i in picks]
        self.net.train()
        pl, vl = losses(self.net, batch)
        loss = pl + vl
        self.opt.zero_grad()
        loss.backward()  # type: ignore[no-untyped-call]
        self.opt.step()
        self.progress.steps += 1
        return pl.item(), vl.item()

    def checkpoint(self, numbered: bool = True) -> Path:
        self.out.mkdir(parents=True, exist_ok=True)
        m = self.model()
        p = self.progress
        if numbered:
            m.save(self.out / f"model-{p.games:07d}.npz")
        latest = m.save(self.out / "latest.npz")
        save_buffer(self.out / "buffer.npz", list(self.buffer))
        state = {
            "settings": self.settings.to_json(),
            "optimizer": self.opt.state_dict(),
            "games": p.games,
            "examples": p.examples,
            "steps": p.steps,
            "plies": p.plies,
            "seconds": p.seconds,
            "warm_games": p.warm_games,
            "warm_seconds": p.warm_seconds,
            "history": [list(h) for h in p.history],
            "rng": _list_state(self.rng.getstate()),
        }
        tmp = self.out / "trainer.pt.tmp"
        torch.save(state, tmp)
        os.replace(tmp, self.out / "trainer.pt")
        with (self.out / "log.jsonl").open("a", encoding="utf-8") as log:
            log.write(
                json.dumps(
                    {
                        "games": p.games,
                        "examples": p.examples,
                        "steps": p.steps,
                        "seconds": round(p.seconds, 1),
                        "warm_games": p.warm_games,
                        "policy_loss": round(p.policy_loss, 4),
                        "value_loss": round(p.value_loss, 4),
                        "model": f"model-{p.games:07d}.npz" if numbered else "latest.npz",
                    }
                )
                + "\n"
            )
        return latest

    def progress_line(self, rate: float) -> str:
        p = self.progress
        s = self.settings
        stage = (
            f"warm start: teacher games {p.warm_games}/{s.warm_games}"
            if p.warm_games < s.warm_games
            else f"games {p.games} ({rate:.2f}/s)"
        )
        return (
            f"{stage}  examples {p.examples}  buffer {len(self.buffer)}  steps {p.steps}  "
            f"loss {p.policy_loss + p.value_loss:.3f} "
            f"(policy {p.policy_loss:.3f} value {p.value_loss:.3f})  "
            f"{p.plies / max(p.games, 1):.0f} plies/game  {p.seconds:.0f} s"
        )

    def learn(self, examples: list[Example], played: int, plies: int, warm: bool) -> None:
        """Take a task's examples into the buffer and the counters, then the learner's
        steps for its games (``warm``: teacher games of the warm start)."""
        p = self.progress
        s = self.settings
        self.add(examples)
        p.examples += len(examples)
        if warm:
            p.warm_games += played
            per_game = s.warm_steps_per_game
        else:
            p.games += played
            p.plies += plies
            per_game = s.steps_per_game
        if len(self.buffer) >= min(s.batch, 32):
            for _ in range(round(per_game * played)):
                self.recent.append(self.step())
        if self.recent:
            p.policy_loss = float(np.mean([r[0] for r in self.recent]))
            p.value_loss = float(np.mean([r[1] for r in self.recent]))
            p.history.append((p.steps, p.policy_loss, p.value_loss))

    # -- the loop -------------------------------------------------------------------------

    def run(
        self,
        seconds: float | None = None,
        games: int | None = None,
        workers: int = 1,
        ray: str | None = None,
        progress: TextIO | None = sys.stderr,
        every: float = 5.0,
    ) -> Progress:
        """Train until ``seconds`` more seconds or ``games`` more games, whichever comes
        first; then a last checkpoint (``latest.npz``)."""
        if seconds is None and games is None:
            raise WartableError("say how long to train: --minutes or --games")
        torch.set_num_threads(1)
        pool: InlineWorkers | ProcessWorkers | RayWorkers
        if ray is not None:
            pool = RayWorkers(ray)
            inflight = max(1, workers)
        elif workers > 0:
            pool = ProcessWorkers(workers)
            inflight = workers
        else:
            pool = InlineWorkers()
            inflight = 1
        p = self.progress
        s = self.settings
        start = time.perf_counter()
        base = p.seconds
        goal = None if games is None else p.games + games
        next_ckpt = (p.games // s.checkpoint_every + 1) * s.checkpoint_every
        next_line = start + every
        self.recent.clear()
        started_games = p.games
        warm_sent = p.warm_games  # teacher games handed out (the warm start)
        pending = 0

        def fill() -> int:
            """Hand out tasks up to ``inflight``: the warm start's teacher games first, and
            self-play only once all of them are back (it plays with the warmed network)."""
            nonlocal warm_sent
            sent = 0
            while pending + sent < inflight:
                if warm_sent < s.warm_games:
                    n = min(s.games_per_warm_task, s.warm_games - warm_sent)
                    pool.submit(self.warm_task(n), warm_task)
                    warm_sent += n
                elif p.warm_games < s.warm_games:
                    break
                else:
                    pool.submit(self.task())
                sent += 1
            return sent

        try:
            pending += fill()
            while True:  # Ctrl-C stops here and still writes the checkpoint below
                warming = p.warm_games < s.warm_games
                examples, _results, plies, played = pool.result()
                pending -= 1
                self.learn(examples, played, plies, warming)
                now = time.perf_counter()
                p.seconds = base + now - start
                if warming and p.warm_games >= s.warm_games:
                    p.warm_seconds = p.seconds
                    self.checkpoint()  # model-0000000.npz: the warm start alone
                    self.recent.clear()
                if not warming and p.games >= next_ckpt:
                    self.checkpoint()
                    next_ckpt += s.checkpoint_every
                if progress is not None and now >= next_line:
                    rate = (p.games - started_games) / max(now - start, 1e-9)
                    print(self.progress_line(rate), file=progress, flush=True)
                    next_line = now + every
                if (goal is not None and p.games >= goal) or (
                    seconds is not None and now - start >= seconds
                ):
                    break
                pending += fill()
        except KeyboardInterrupt:
            if progress is not None:
                print("stopped: writing the checkpoint (--resume carries on)", file=progress)
        finally:
            pool.close()
        self.checkpoint(numbered=False)
        return p


def _list_state(state: tuple[Any, ...]) -> list[Any]:
    version, internal, gauss = state
    return [version, list(internal), gauss]


def _tuple_state(state: list[Any]) -> tuple[Any, ...]:
    version, internal, gauss = state
    return (version, tuple(int(x) for x in internal), gauss)


def _settings_from_json(data: dict[str, Any]) -> TrainSettings:
    data = dict(data)
    sp = SelfPlaySettings(**data.pop("selfplay"))
    warm = WarmSettings(**data.pop("warm", {}))
    return TrainSettings(selfplay=sp, warm=warm, **data)


def parameter_count(shape: NetShape) -> int:
    return sum(int(np.prod(d)) for d in parameter_shapes(shape).values())


def add_warm_arguments(parser: argparse.ArgumentParser) -> None:
    """The warm start's options (``--warm-games`` ...), for the trainer and bench_zero.py."""
    warm = parser.add_argument_group(
        "warm start", "teacher games labelled by the game's evaluation before self-play"
    )
    warm.add_argument(
        "--warm-games",
        type=int,
        default=0,
        help="teacher games before self-play (0: none; they count inside --minutes)",
    )
    warm.add_argument("--warm-steps-per-game", type=float, default=4.0)
    warm.add_argument(
        "--warm-temperature",
        type=float,
        default=WarmSettings.temperature,
        help="the policy target's softmax: log-odds of the one-ply values over this",
    )
    warm.add_argument(
        "--warm-explore",
        type=float,
        default=WarmSettings.explore,
        help="share of the teacher's moves drawn at random",
    )
    warm.add_argument(
        "--warm-playouts",
        type=int,
        default=WarmSettings.playouts,
        help="value target: 0 the evaluation; N the mean of N leaf values as medium takes them",
    )
    warm.add_argument(
        "--warm-teacher",
        default=WarmSettings.teacher,
        help="who labels the teacher games: eval (the evaluation's one-ply values) or an MCTS "
        "agent (easy, medium, hard, mcts:N: its root visit shares and searched values)",
    )
    warm.add_argument(
        "--warm-result-weight",
        type=float,
        default=WarmSettings.result_weight,
        help="weight of the teacher game's result in its value targets (0 to 1)",
    )
    warm.add_argument(
        "--warm-sample-plies",
        type=int,
        default=WarmSettings.sample_plies,
        help="a searching teacher's first decisions a game drawn in proportion to its visits",
    )


def check_warm_arguments(args: argparse.Namespace) -> None:
    """Refuse, by name, warm-start options out of range (:func:`add_warm_arguments`)."""
    if not args.warm_steps_per_game >= 0:  # also refuses nan
        raise WartableError(f"--warm-steps-per-game {args.warm_steps_per_game}: at least 0")
    if not 0 <= args.warm_explore <= 1:
        raise WartableError(f"--warm-explore {args.warm_explore}: from 0 to 1")
    if not 0 <= args.warm_result_weight <= 1:
        raise WartableError(f"--warm-result-weight {args.warm_result_weight}: from 0 to 1")
    if args.warm_sample_plies < 0:
        raise WartableError(f"--warm-sample-plies {args.warm_sample_plies}: at least 0")
    teacher_agent(args.warm_teacher)  # an unknown teacher is refused by name


def warm_settings(args: argparse.Namespace) -> WarmSettings:
    """The :class:`WarmSettings` the options of :func:`add_warm_arguments` give."""
    return WarmSettings(
        temperature=args.warm_temperature,
        explore=args.warm_explore,
        playouts=args.warm_playouts,
        teacher=args.warm_teacher,
        result_weight=args.warm_result_weight,
        sample_plies=args.warm_sample_plies,
    )


def main(argv: list[str] | None = None, progress: TextIO | None = sys.stderr) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m wartable.rl.zero",
        description="AlphaZero-style self-play training (PyTorch CPU); docs/rl.md",
    )
    parser.add_argument("game", help="thud, alu, flatwar, europe or orcwar")
    parser.add_argument("-o", "--option", action="append", default=[], metavar="KEY=VALUE")
    parser.add_argument("--out", required=True, help="the run's folder (checkpoints, buffer)")
    parser.add_argument("--minutes", type=float, help="train this many minutes more")
    parser.add_argument("--games", type=int, help="train this many self-play games more")
    parser.add_argument("--resume", action="store_true", help="carry on the run in --out")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument(
        "--workers",
        type=int,
        default=max(1, (os.cpu_count() or 2) - 1),
        help="self-play processes (0: in this process); with --ray, tasks in flight",
    )
    parser.add_argument(
        "--ray", metavar="ADDRESS", help="self-play as Ray tasks ('local' or a cluster)"
    )
    parser.add_argument("--simulations", type=int, default=64, help="searches a self-play move")
    parser.add_argument(
        "--temperature-plies",
        type=int,
        default=SelfPlaySettings.temperature_plies,
        help="decisions a game that pick a move in proportion to its visits",
    )
    parser.add_argument(
        "--norm",
        action="store_true",
        help="self-play's search scales child values to [0, 1] per node (min-max)",
    )
    parser.add_argument("--hidden", type=int, default=128)
    parser.add_argument("--blocks", type=int, default=2)
    parser.add_argument("--lr", type=float, default=1e-3)
    parser.add_argument("--batch", type=int, default=128)
    parser.add_argument("--buffer", type=int, default=50_000, help="examples kept")
    parser.add_argument("--steps-per-game", type=float, default=4.0)
    parser.add_argument("--checkpoint-every", type=int, default=100, help="games")
    add_warm_arguments(parser)
    args = parser.parse_args(argv)
    try:
        options: dict[str, Any] = {}
        for item in args.option:
            key, eq, value = item.partition("=")
            if not eq:
                raise WartableError(f"-o {item!r}: write KEY=VALUE")
            options[key.strip()] = value.strip()
        for name in ("simulations", "hidden", "batch", "buffer", "checkpoint_every"):
            if getattr(args, name) < 1:
                raise WartableError(f"--{name.replace('_', '-')} {getattr(args, name)}: at least 1")
        for name in (
            "workers",
            "temperature_plies",
            "blocks",
            "warm_games",
            "warm_playouts",
        ):
            if getattr(args, name) < 0:
                raise WartableError(f"--{name.replace('_', '-')} {getattr(args, name)}: at least 0")
        if args.minutes is not None and not 0 < args.minutes < 1e7:
            raise WartableError(f"--minutes {args.minutes}: a number of minutes above 0")
        if args.games is not None and args.games < 1:
            raise WartableError(f"--games {args.games}: at least 1")
        if args.minutes is None and args.games is None:
            raise WartableError("say how long to train: --minutes M and/or --games N")
        for name in ("steps_per_game", "lr", "warm_temperature"):
            if not getattr(args, name) > 0:  # also refuses nan
                raise WartableError(f"--{name.replace('_', '-')} {getattr(args, name)}: above 0")
        check_warm_arguments(args)
        game = make(args.game, **options)
        settings = TrainSettings(
            hidden=args.hidden,
            blocks=args.blocks,
            lr=args.lr,
            batch=args.batch,
            buffer=args.buffer,
            steps_per_game=args.steps_per_game,
            checkpoint_every=args.checkpoint_every,
            selfplay=SelfPlaySettings(
                simulations=args.simulations,
                temperature_plies=args.temperature_plies,
                norm=args.norm,
            ),
            warm_games=args.warm_games,
            warm_steps_per_game=args.warm_steps_per_game,
            warm=warm_settings(args),
        )
        trainer = Trainer(game, args.out, settings, seed=args.seed, resume=args.resume)
        seconds = None if args.minutes is None else 60.0 * args.minutes
        p = trainer.run(seconds, args.games, args.workers, args.ray, progress)
    except WartableError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    print(
        f"{p.games} games, {p.steps} steps, {p.seconds:.0f} s; loss "
        f"{p.policy_loss + p.value_loss:.3f}; model: {Path(args.out) / 'latest.npz'}",
        file=progress,
    )
    return 0


__all__ = [
    "PolicyValueNet",
    "TrainSettings",
    "Trainer",
    "losses",
    "main",
    "parameter_count",
]
