"""Fuzz every public entry that takes untrusted input, for every game.

Real inputs (positions along random playouts, their legal move texts, full and seat records,
option values, agent settings) are mutated (characters flipped, dropped, inserted; numbers
replaced by '-1', '³', 5,000 digits, '1e309'; lines duplicated; brackets nested; text cut) and
fed to the entries:

    make(game, **options)      game.parse_state(text)     state.parse_move(text)
    replay(record)             replay_seat_record(record)  make_agent(settings)

Anything but a WartableError (or a TypeError for a wrong Python type) is a crash, and so is a
call that takes longer than --timeout seconds (interrupted with SIGALRM) or exhausts the memory
limit (--memory-gib). Distinct crashes (exception type, message shape and the line that raised)
are printed with one example each; examples are written to --out.

    .venv/bin/python bench/fuzz.py [--games thud,orcwar] [--inputs 100000] [--seed 1]
"""

from __future__ import annotations

import argparse
import json
import random
import re
import resource
import signal
import sys
import time
import traceback
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import wartable
from wartable.ai import make_agent
from wartable.core import Match, WartableError, replay, replay_seat_record
from wartable.core.conformance import random_playout

NUMBERS = ["-1", "0", "³", "١٢", "9" * 5000, "1e309", "99999999999", "nan", "-0", "+5", "1_0"]
NASTY = [
    "\x00",
    "\n",
    " ",
    "\t",
    "\u202e",
    "é",
    "[",
    "]",
    "{",
    "}",
    "(",
    ")",
    ",",
    ":",
    "=",
    "-",
    "x",
    "/",
    "*",
    ";",
    "|",
    "#",
    ".",
]
AGENT_SEEDS = [
    "random",
    "greedy",
    "easy",
    "medium",
    "hard",
    "mcts:60",
    "mcts:2s",
    "mcts:hard,c=0.3",
    "mcts:60,prior=2,widen=4",
    "mcts:400,crn=1",
]


class Hang(Exception):
    pass


def _alarm(signum: int, frame: object) -> None:
    raise Hang()


def mutate(text: str, rng: random.Random) -> str:
    """One to four random edits of ``text``."""
    for _ in range(rng.randint(1, 4)):
        kind = rng.randrange(9)
        n = len(text)
        if kind == 0 and n:  # flip a character
            i = rng.randrange(n)
            text = text[:i] + rng.choice(NASTY + list(text[:50] or "a")) + text[i + 1 :]
        elif kind == 1 and n:  # drop a span
            i = rng.randrange(n)
            text = text[:i] + text[i + rng.randint(1, 8) :]
        elif kind == 2:  # insert something nasty
            i = rng.randrange(n + 1)
            text = text[:i] + rng.choice(NASTY + NUMBERS) + text[i:]
        elif kind == 3:  # replace a number
            spans = [m.span() for m in re.finditer(r"\d+", text)]
            if spans:
                a, b = rng.choice(spans)
                text = text[:a] + rng.choice(NUMBERS) + text[b:]
        elif kind == 4:  # duplicate a line
            lines = text.split("\n")
            i = rng.randrange(len(lines))
            lines.insert(i, lines[i])
            text = "\n".join(lines)
        elif kind == 5 and n:  # cut
            text = text[: rng.randrange(n)]
        elif kind == 6:  # repeat a chunk many times
            i = rng.randrange(n + 1)
            chunk = text[i : i + rng.randint(1, 6)] or "a"
            text = text[:i] + chunk * rng.choice([10, 1000, 50_000]) + text[i:]
        elif kind == 7:  # nest brackets
            depth = rng.choice([10, 1000, 100_000])
            text = "[" * depth + text + "]" * depth
        elif kind == 8 and n:  # swap two spans
            i, j = sorted(rng.randrange(n) for _ in range(2))
            text = text[j:] + text[i:j] + text[:i]
    return text


def mutate_json(value: Any, rng: random.Random, depth: int = 0) -> Any:
    """Change one field somewhere in a JSON value."""
    if isinstance(value, dict) and value and depth < 4:
        key = rng.choice(list(value))
        out = dict(value)
        roll = rng.random()
        if roll < 0.15:
            del out[key]
        else:
            out[key] = mutate_json(value[key], rng, depth + 1)
        return out
    if isinstance(value, list) and value and depth < 4:
        out_list = list(value)
        i = rng.randrange(len(out_list))
        roll = rng.random()
        if roll < 0.2:
            del out_list[i]
        elif roll < 0.3:
            out_list.insert(i, out_list[i])
        else:
            out_list[i] = mutate_json(out_list[i], rng, depth + 1)
        return out_list
    choices: list[Any] = [None, True, -1, 0, 2**70, 1.5, float("nan"), "", [], {}, "x" * 300]
    if isinstance(value, str):
        return mutate(value, rng) if rng.random() < 0.7 else rng.choice(choices)
    if isinstance(value, int) and not isinstance(value, bool):
        return rng.choice([value + 1, value - 1, -value, 10**400, *choices])
    return rng.choice(choices)


@dataclass
class Corpus:
    game: wartable.Game
    positions: list[str] = field(default_factory=list)
    moves: list[tuple[int, str]] = field(default_factory=list)  # (position index, move text)
    records: list[dict[str, Any]] = field(default_factory=list)
    seat_records: list[dict[str, Any]] = field(default_factory=list)
    parsed: dict[int, Any] = field(default_factory=dict)

    def state(self, index: int) -> Any:
        if index not in self.parsed:
            self.parsed[index] = self.game.parse_state(self.positions[index])
        return self.parsed[index]


def build_corpus(game: wartable.Game, seeds: range) -> Corpus:
    corpus = Corpus(game)
    for seed in seeds:
        match: Match = random_playout(game, seed, deep_every=10**9)
        step = max(1, match.ply // 12)
        for ply in range(0, match.ply + 1, step):
            state = match.state_at(ply)
            corpus.positions.append(state.to_text())
            legal = state.legal_moves()[:20]
            corpus.moves += [(len(corpus.positions) - 1, state.move_text(m)) for m in legal]
        corpus.records.append(match.record())
        corpus.seat_records += [match.seat_record(s) for s in (None, 0)]
    return corpus


@dataclass
class Report:
    calls: dict[str, int] = field(default_factory=dict)
    crashes: dict[str, tuple[str, str]] = field(default_factory=dict)  # signature -> example
    slowest: dict[str, float] = field(default_factory=dict)


def run_one(
    report: Report, entry: str, fn: Callable[[], object], shown: str, timeout: float
) -> None:
    report.calls[entry] = report.calls.get(entry, 0) + 1
    start = time.perf_counter()
    try:
        # the alarm is cancelled inside the handlers' reach: one that fires just as the call
        # returns is still caught (as a hang at the limit), never a crash of the fuzzer
        signal.setitimer(signal.ITIMER_REAL, timeout)
        try:
            fn()
        finally:
            signal.setitimer(signal.ITIMER_REAL, 0)
    except (WartableError, TypeError):
        pass
    except Hang:
        report.crashes.setdefault(f"{entry}: hang over {timeout:g} s", (shown[:300], ""))
    except BaseException as exc:
        if isinstance(exc, KeyboardInterrupt):
            raise
        frames = traceback.extract_tb(exc.__traceback__)
        where = f"{Path(frames[-1].filename).name}:{frames[-1].lineno}" if frames else "?"
        shape = re.sub(r"\d+", "N", str(exc))[:60]
        report.crashes.setdefault(
            f"{entry}: {type(exc).__name__} at {where} ({shape})",
            (shown[:300], "".join(traceback.format_exception(exc))[-2000:]),
        )
    took = time.perf_counter() - start
    report.slowest[entry] = max(report.slowest.get(entry, 0.0), took)


def fuzz_game(corpus: Corpus, n: int, rng: random.Random, report: Report, timeout: float) -> None:
    game = corpus.game
    name = game.name
    specs = game.all_option_specs()
    for _ in range(n):
        kind = rng.randrange(10)
        if kind < 3:
            text = mutate(rng.choice(corpus.positions), rng)
            run_one(
                report, f"{name}.parse_state", lambda t=text: _parse_and_use(game, t), text, timeout
            )
        elif kind < 6:
            index, move = rng.choice(corpus.moves)
            state = corpus.state(index)
            text = mutate(move, rng)
            run_one(report, f"{name}.parse_move", lambda s=state, t=text: s.play(t), text, timeout)
        elif kind < 8:
            record = mutate_json(rng.choice(corpus.records), rng)
            run_one(
                report,
                f"{name}.replay",
                lambda r=record: replay(_via_json(r)),
                _dump(record),
                timeout,
            )
        elif kind < 9:
            record = mutate_json(rng.choice(corpus.seat_records), rng)
            run_one(
                report,
                f"{name}.replay_seat_record",
                lambda r=record: replay_seat_record(_via_json(r)),
                _dump(record),
                timeout,
            )
        else:
            spec = rng.choice(specs)
            value: Any = rng.choice(
                [
                    mutate(str(spec.default), rng),
                    rng.choice(NUMBERS),
                    -(10**30),
                    10**30,
                    None,
                    1.5,
                    True,
                    "",
                    *(spec.choices or ()),
                ]
            )
            run_one(
                report,
                f"{name}.make",
                lambda s=spec.name, v=value: wartable.make(name, **{s: v}),
                f"{spec.name}={value!r}",
                timeout,
            )


def _parse_and_use(game: wartable.Game, text: str) -> None:
    state = game.parse_state(text)
    moves = state.legal_moves()
    state.to_text()
    state.view(None)
    for seat in range(game.num_players):
        state.view(seat)
    state.outcome()
    for move in moves[:5]:
        state.apply(move).to_text()


def _via_json(record: Any) -> Any:
    """What a record looks like after a trip through a file (NaN and huge ints included)."""
    try:
        return json.loads(json.dumps(record))
    except (ValueError, OverflowError):
        return record


def _dump(record: Any) -> str:
    try:
        return json.dumps(record)[:300]
    except (ValueError, OverflowError):
        return repr(record)[:300]


def fuzz_agents(n: int, rng: random.Random, report: Report, timeout: float) -> None:
    for _ in range(n):
        text = mutate(rng.choice(AGENT_SEEDS), rng)
        run_one(report, "make_agent", lambda t=text: make_agent(t), text, timeout)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", default=",".join(wartable.game_names()))
    parser.add_argument("--inputs", type=int, default=20_000, help="inputs per game and count")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--timeout", type=float, default=2.0, help="seconds a call may take")
    parser.add_argument("--memory-gib", type=float, default=4.0, help="address-space limit")
    parser.add_argument("--out", default="/tmp/wartable-fuzz", help="folder for crash examples")
    args = parser.parse_args()
    limit = int(args.memory_gib * 2**30)
    resource.setrlimit(resource.RLIMIT_AS, (limit, limit))
    signal.signal(signal.SIGALRM, _alarm)
    sys.setrecursionlimit(10_000)
    rng = random.Random(args.seed)
    report = Report()
    started = time.perf_counter()
    for name in args.games.split(","):
        cls = wartable.core.game_class(name)
        for players in range(cls.min_players, cls.max_players + 1):
            game = wartable.make(name, players=players)
            corpus = build_corpus(game, range(args.seed * 100, args.seed * 100 + 3))
            fuzz_game(corpus, args.inputs, rng, report, args.timeout)
            print(
                f"{name} {players}p: {args.inputs} inputs, {len(report.crashes)} distinct "
                f"crashes so far ({time.perf_counter() - started:.0f} s)",
                flush=True,
            )
    fuzz_agents(args.inputs, rng, report, args.timeout)
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    total = sum(report.calls.values())
    print(f"\n{total:,} inputs in {time.perf_counter() - started:.0f} s")
    for entry in sorted(report.calls):
        print(
            f"  {entry:<28} {report.calls[entry]:>9,} calls, slowest "
            f"{report.slowest.get(entry, 0) * 1000:.0f} ms"
        )
    print(f"{len(report.crashes)} distinct crashes")
    for i, (signature, (example, tb)) in enumerate(sorted(report.crashes.items())):
        print(f"  {signature}\n      e.g. {example[:150]!r}")
        (out / f"crash-{i:03d}.txt").write_text(f"{signature}\n\n{example}\n\n{tb}\n")
    return 1 if report.crashes else 0


if __name__ == "__main__":
    sys.exit(main())
