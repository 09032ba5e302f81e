"""wartable's ``hard`` against OpenSpiel's own search bots, at equal thinking time (issue 40).

Every game is played through the project's OpenSpiel bridge (``wartable.rl.openspiel_game``):
one seat is wartable's hard MCTS (``MCTSAgent`` with hard's search, its budget a time per
move instead of 1,600 iterations), the other OpenSpiel's

* ``MCTSBot`` (UCT, c = 2, random rollouts, one a leaf) in every game: on the games with
  hidden information (OrcWar, Flatwar's hidden build) it searches the true state, so it sees
  what the rules hide from it;
* ``ISMCTSBot`` (information-set MCTS, random rollouts, samples from
  ``resample_from_infostate``) in OrcWar and hidden-build Flatwar.

OpenSpiel's bots take a number of simulations, not a time: before each move the bot's budget
is set from its own recent rate (simulations per second of its clock on its last moves in the
same game) times the time it is owed (``--time`` a move so far less what it spent), so both
sides think about ``--time`` seconds a move on average; the mean seconds a move of each side
are printed. wartable's agent sees
``state.determinize(seat)`` only (never the hidden information). Seats are rotated (game ``i``:
hard in seat ``i mod 2``), two players each game, with the limits the adapters set (Thud quiet
60 / ply 500, OrcWar 15 rounds). Score: 1 a win, 0.5 a draw (the outcome's winners), with the
95% Wilson interval.

    .venv/bin/python bench/bench_strength.py [--games 100] [--time 0.5] [--only thud,alu]
        [--seed 1] [--jobs 2] [--results FILE] [--clock wall|cpu] [--records DIR]

``--only`` takes labels (``orcwar``: both of its bots) or one bot's matchup (``orcwar:ismcts``),
so two runs can play a game's two matchups at once. ``--records DIR`` writes each game's record
(``LABEL-BOT-TIME-CLOCK-SEED.json``: every move, the chance outcomes included, signed by this
host): the games are timed and do not repeat, and ``wartable replay FILE`` shows one afterwards.

``--clock cpu`` measures each side's time in the game process's CPU seconds instead of wall
seconds: on a machine shared with other jobs a wall-clock second holds less search the busier
it is, for both sides but not in the same proportion (random rollouts against an evaluation),
so the load changed the score; CPU seconds do not depend on it. The games of each clock are
counted apart (``--report --clock cpu``).

With ``--results FILE`` every finished game is appended to FILE (JSON lines: the matchup, the
game's index and seed, hard's seat and score, the seconds a move of each side, the plies, when
and the load average, the clock, the commit played), and games already in FILE for the same
matchup, time, seed and clock are not played again: a run of several hours can stop and resume,
across machines, and the summary is made from every game in the file. ``--jobs N`` plays N games
at once in processes of their own (each game keeps its own seed, so the games are the same
whatever N; only their times change). ``--report`` prints the summary from FILE without playing;
``--report --budget game-rate`` that of the first runs, whose bot was budgeted by its rate over
the whole game (it spent 0.32-0.46 s a move where hard spent 0.51:
bench/results/strength-v1.jsonl).
"""

from __future__ import annotations

import argparse
import json
import os
import random
import subprocess
import time
from collections.abc import Callable
from concurrent.futures import ProcessPoolExecutor, as_completed
from pathlib import Path
from typing import Any

import numpy as np
from open_spiel.python.algorithms import ismcts, mcts

from wartable.ai import MCTSAgent
from wartable.ai.arena import wilson
from wartable.core import CHANCE, Match
from wartable.rl import openspiel_game

#: (label, game, options, opponent): every game against MCTSBot, the hidden ones against
#: ISMCTSBot too
MATCHUPS: list[tuple[str, str, dict[str, Any], str]] = [
    ("thud", "thud", {}, "mcts"),
    ("alu", "alu", {}, "mcts"),
    ("europe", "europe", {"players": 2}, "mcts"),
    ("flatwar", "flatwar", {}, "mcts"),
    ("flatwar-hidden", "flatwar", {"build": "hidden"}, "mcts"),
    ("flatwar-hidden", "flatwar", {"build": "hidden"}, "ismcts"),
    ("orcwar", "orcwar", {"players": 2}, "mcts"),
    ("orcwar", "orcwar", {"players": 2}, "ismcts"),
]


#: how the OpenSpiel bot's budget is set (each row of --results says which; --report shows
#: one at a time): "catch-up" (TimedBot below), or the first runs' "game-rate" (its rate
#: averaged over the game times the time, which lagged: bench/results/strength-v1.jsonl)
BUDGET = "catch-up"


class TimedBot:
    """An OpenSpiel bot whose simulation budget is set before each move so that its moves
    take ``seconds`` each on average: the budget is the bot's recent rate (simulations a
    second, smoothed over its last moves) times the time it is owed (``seconds`` a move so far
    less what it spent, kept between half and twice ``seconds``). A rate averaged over the
    whole game lags where simulations get cheaper as the game goes on (shorter rollouts), and
    the bot then spent 0.32-0.46 s a move where hard spent 0.51 (the runs of 2026-12-05
    before this change, kept in bench/results/strength-v1.jsonl). The first rate is measured
    before the game (:meth:`calibrate`, not counted as thinking): a first move's budget
    guessed from two simulations made the bot spend 0.64 s a move in European War's
    eight-move games. The budget is at least two simulations (MCTSBot's first only
    evaluates the root, and with one it has no move to choose); where two simulations take
    longer than ``seconds`` the bot spends more, and each row says what both sides spent.

    The rate is measured only from a search that ran its whole budget: MCTSBot's solver ends a
    search once it proves the root, and the rate measured from such a search (a few simulations
    in no time) gave the next moves budgets of billions of simulations (OrcWar, where a game
    then never ended). ``searched`` is set after each search to the simulations it ran where
    the bot tells (:func:`make_bot` does for MCTSBot). The rate also grows at most fourfold a
    move, so no one measurement can stall a game."""

    def __init__(self, bot: Any, seconds: float, clock: Callable[[], float]) -> None:
        self.bot = bot
        self.seconds = seconds
        self.clock = clock
        self.rate = 0.0
        self.spent = 0.0
        self.moves = 0
        self.searched: int | None = None

    def budget(self, simulations: int) -> None:
        """The bot's simulations for its next search (and ``searched`` cleared for it).
        MCTSBot reads ``max_simulations``; ISMCTSBot its own ``_max_simulations`` (set only by
        its constructor: setting ``max_simulations`` on it left it at the constructor's 8 a
        move, 0.13 s where hard had 0.5)."""
        self.searched = None
        if hasattr(self.bot, "_max_simulations"):
            self.bot._max_simulations = simulations  # noqa: SLF001 (no public setter)
        else:
            self.bot.max_simulations = simulations

    def calibrate(self, state: Any, enough: float = 0.05) -> None:
        """The bot's first rate: searches of ``state`` with 2, 4, 8, ... simulations until one
        takes ``enough`` seconds (or 4,096 simulations); not counted as time spent."""
        budget = 2
        while True:
            self.budget(budget)
            started = self.clock()
            self.bot.step(state)
            took = self.clock() - started
            if not self._ran(budget):  # solved: no rate; the first move measures it
                return
            if took >= enough or budget >= 4096:
                self.rate = budget / max(took, 1e-6)
                return
            budget *= 2

    def _ran(self, budget: int) -> bool:
        """Whether the last search ran its whole ``budget`` (not ended early by a proof)."""
        return self.searched is None or self.searched >= budget

    def step(self, state: Any) -> int:
        """The bot's move in ``state``. A forced move (one legal action) is returned without
        a search and not counted: ISMCTSBot answers one without searching, and the rate
        measured from that no-time search gave the next move a budget far beyond its time."""
        legal = state.legal_actions()
        if len(legal) == 1:
            return int(legal[0])
        if self.rate:
            owed = self.seconds * (self.moves + 1) - self.spent
            want = min(2 * self.seconds, max(self.seconds / 2, owed))
            budget = max(2, int(self.rate * want))
        else:
            budget = 2  # not calibrated
        self.budget(budget)
        started = self.clock()
        action = int(self.bot.step(state))
        took = self.clock() - started
        self.spent += took
        self.moves += 1
        if self._ran(budget):
            rate = budget / max(took, 1e-6)
            if self.rate:
                rate = min(0.5 * self.rate + 0.5 * rate, 4 * self.rate)
            self.rate = rate
        return action


#: ``--clock``: what each side's thinking time is measured on
CLOCKS: dict[str, Callable[[], float]] = {"wall": time.perf_counter, "cpu": time.process_time}


def code_version() -> str:
    """The commit the games are played with (``+`` if the code has changes: ``src/`` or
    ``bench/`` outside ``bench/results/``; results and docs written during a run are not code),
    or ``""``."""
    here = str(Path(__file__).resolve().parent)

    def git(*args: str) -> str:
        done = subprocess.run(
            ["git", "-C", here, *args], capture_output=True, text=True, check=True
        )
        return done.stdout.strip()

    try:
        commit = git("rev-parse", "--short", "HEAD")
        dirty = git(
            "status",
            "--porcelain",
            "--untracked-files=no",
            "--",
            ":/src",
            ":/bench",
            ":(exclude,top)bench/results",
        )
    except (OSError, subprocess.CalledProcessError):
        return ""
    return commit + ("+" if dirty else "")


def make_bot(
    kind: str, game: Any, seconds: float, seed: int, clock: Callable[[], float] = time.perf_counter
) -> TimedBot:
    rng = np.random.RandomState(seed)
    evaluator = mcts.RandomRolloutEvaluator(1, rng)
    if kind == "mcts":
        bot: Any = mcts.MCTSBot(game, 2.0, 8, evaluator, random_state=rng)
        timed = TimedBot(bot, seconds, clock)
        search = bot.mcts_search

        def counted(state: Any) -> Any:
            root = search(state)
            timed.searched = int(root.explore_count)  # one a simulation
            return root

        bot.mcts_search = counted
        return timed
    else:
        bot = ismcts.ISMCTSBot(
            game,
            evaluator,
            2.0,
            8,
            random_state=rng,
            allow_inconsistent_action_sets=True,
        )
    return TimedBot(bot, seconds, clock)


def roll(state: Any, chance: np.random.RandomState, match: Match | None = None) -> None:
    """Play the chance outcomes due now, each drawn by ``chance`` with its probability (and
    copied to ``match``, if any)."""
    while state.is_chance_node():
        actions, probs = zip(*state.chance_outcomes(), strict=True)
        mirrored(state, int(chance.choice(actions, p=probs)), match)


def mirrored(state: Any, action: int, match: Match | None) -> None:
    """Apply ``action`` to the OpenSpiel ``state`` and, as its text, to ``match`` (the game's
    record, for ``--records``; outside either side's thinking time)."""
    if match is not None:
        text = state.action_to_string(state.current_player(), action)
        if match.state.to_move() == CHANCE:
            match.force_chance(text)
        else:
            match.play(text)
    state.apply_action(action)


def play(
    name: str,
    options: dict[str, Any],
    kind: str,
    seconds: float,
    hard_seat: int,
    seed: int,
    clock: str = "wall",
    record: Path | None = None,
) -> tuple[float, float, float, int]:
    """One game; hard's score, its and the bot's mean seconds a move, the plies. With
    ``record`` the game's record (every move, chance outcomes included: ``wartable replay``
    shows it) is written there."""
    tick = CLOCKS[clock]
    game = openspiel_game(name, **options)
    rng = random.Random(seed)
    chance = np.random.RandomState(seed)
    agent = MCTSAgent(iterations=None, time_limit=seconds, name=f"hard@{seconds:g}s", clock=tick)
    bot = make_bot(kind, game, seconds, seed, tick)
    state = game.new_initial_state()
    match = None
    if record is not None:
        players = [type(bot.bot).__name__] * 2
        players[hard_seat] = agent.name
        match = Match(state.game_state.game, seed, players)
        assert match.state == state.game_state, "the bridge starts from the game's start"
    roll(state, chance, match)  # calibrated on the game's first decision, seed-determined
    bot.calibrate(state)
    enc = state.encoding
    ours = 0.0
    our_moves = 0
    plies = 0
    while not state.is_terminal():
        if state.is_chance_node():
            roll(state, chance, match)
            continue
        seat = state.current_player()
        if seat != hard_seat:
            mirrored(state, bot.step(state), match)  # a forced move: no search, not counted
        elif len(legal := state.legal_actions()) == 1:  # forced: not hard's thinking either
            mirrored(state, legal[0], match)
        else:
            true = state.game_state
            started = tick()
            sample = true.determinize(seat, rng)
            text = sample.move_text(agent.choose(sample, seat, rng))
            ours += tick() - started
            our_moves += 1
            mirrored(state, enc.index_of_text(text), match)
        plies += 1
    if match is not None and record is not None:
        match.save(record)
    outcome = state.game_state.outcome()
    assert outcome is not None
    winners = outcome.winners
    score = 0.5 if not winners else (1.0 / len(winners) if hard_seat in winners else 0.0)
    theirs = bot.spent / bot.moves if bot.moves else 0.0
    return score, ours / max(1, our_moves), theirs, plies


def play_one(
    job: tuple[str, str, dict[str, Any], str, float, int, int, str, str, Path | None],
) -> dict[str, Any]:
    """One game of a matchup as a JSON-ready row (for ``--results`` and the process pool)."""
    label, name, options, kind, seconds, index, seed, clock, code, records = job
    record = None
    if records is not None:
        record = records / f"{label}-{kind}-{seconds:g}s-{clock}-{seed}.json"
    score, ours, theirs, plies = play(name, options, kind, seconds, index % 2, seed, clock, record)
    return {
        "label": label,
        "opponent": kind,
        "time": seconds,
        "game": index,
        "seed": seed,
        "hard_seat": index % 2,
        "score": score,
        "hard_s_per_move": round(ours, 4),
        "bot_s_per_move": round(theirs, 4),
        "plies": plies,
        "finished": time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime()),
        "load": round(os.getloadavg()[0], 2),
        "budget": BUDGET,
        "clock": clock,
        "code": code,
    }


def read_results(path: Path | None) -> list[dict[str, Any]]:
    if path is None or not path.exists():
        return []
    rows = []
    for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
        if not line.strip():
            continue
        try:
            row = json.loads(line)
        except ValueError as exc:
            raise SystemExit(f"{path}:{n}: not a JSON line ({exc})") from None
        if not isinstance(row, dict) or not {"label", "opponent", "time", "seed", "score"} <= set(
            row
        ):
            raise SystemExit(f"{path}:{n}: not a game of this script (keys {sorted(row)})")
        rows.append(row)
    return rows


def summary(label: str, kind: str, rows: list[dict[str, Any]]) -> str:
    n = len(rows)
    bot_name = "MCTSBot" if kind == "mcts" else "ISMCTSBot"
    if not n:
        return f"{label:<15} vs {bot_name:<9} no games"
    total = sum(r["score"] for r in rows)
    low, high = wilson(total, n)
    loads = sorted(r.get("load", 0.0) for r in rows)
    return (
        f"{label:<15} vs {bot_name:<9} {total:g}/{n} = {total / n:.0%} "
        f"[{low:.0%}, {high:.0%}]  s/move hard {sum(r['hard_s_per_move'] for r in rows) / n:.2f} "
        f"bot {sum(r['bot_s_per_move'] for r in rows) / n:.2f}  "
        f"plies {sum(r['plies'] for r in rows) / n:.0f}  load {loads[0]:g}-{loads[-1]:g}"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--games", type=int, default=100, help="games per matchup")
    parser.add_argument("--time", type=float, default=0.5, help="seconds a move, each side")
    parser.add_argument(
        "--only", default="", help="labels, e.g. thud,orcwar; one bot: orcwar:ismcts"
    )
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--jobs", type=int, default=1, help="games played at once")
    parser.add_argument("--results", type=Path, help="JSON lines of finished games (resumable)")
    parser.add_argument("--report", action="store_true", help="summarise --results, play none")
    parser.add_argument(
        "--records",
        type=Path,
        help="write each game's record here (LABEL-BOT-TIME-CLOCK-SEED.json; wartable replay)",
    )
    parser.add_argument(
        "--budget",
        choices=["catch-up", "game-rate"],
        default=BUDGET,
        help="the bot's budgeting whose games count (game-rate: the first runs, --report only)",
    )
    parser.add_argument(
        "--clock",
        choices=sorted(CLOCKS),
        default="wall",
        help="what a side's time is measured on: wall seconds, or the game process's CPU "
        "seconds (for a machine shared with other jobs); games of each count apart",
    )
    args = parser.parse_args()
    if args.games < 1 or args.jobs < 1 or args.time <= 0:
        parser.error("--games and --jobs must be at least 1, --time above 0")
    if args.report and args.results is None:
        parser.error("--report reads --results FILE")
    if args.budget != BUDGET and not args.report:
        parser.error(f"--budget {args.budget}: the games of that budgeting are only reported")
    wanted = set(args.only.split(",")) if args.only else None
    known = {label for label, *_ in MATCHUPS} | {f"{m[0]}:{m[3]}" for m in MATCHUPS}
    if wanted is not None and not wanted <= known:
        parser.error(
            f"--only {args.only!r}: unknown {sorted(wanted - known)} (known {sorted(known)})"
        )
    if args.records is not None:
        args.records.mkdir(parents=True, exist_ok=True)
    done = read_results(args.results)
    code = code_version()
    print(
        f"hard vs OpenSpiel bots, {args.games} games a matchup, {args.time:g} s a move, "
        "seats rotated, score = wins + draws / 2 with 95% Wilson intervals"
    )
    for label, name, options, kind in MATCHUPS:
        if wanted is not None and not {label, f"{label}:{kind}"} & wanted:
            continue
        seeds = [args.seed * 1000 + i for i in range(args.games)]
        mine = [
            r
            for r in done
            if r["label"] == label
            and r["opponent"] == kind
            and r["time"] == args.time
            and r["seed"] in seeds
            and r.get("budget", "game-rate") == args.budget
            and r.get("clock", "wall") == args.clock
        ]
        have = {r["seed"] for r in mine}
        jobs = [
            (label, name, options, kind, args.time, i, seed, args.clock, code, args.records)
            for i, seed in enumerate(seeds)
            if seed not in have
        ]
        if jobs and not args.report:
            with ProcessPoolExecutor(args.jobs) as pool:
                for future in as_completed([pool.submit(play_one, job) for job in jobs]):
                    row = future.result()
                    mine.append(row)
                    if args.results is not None:
                        with args.results.open("a", encoding="utf-8") as f:
                            f.write(json.dumps(row, sort_keys=True) + "\n")
        print(summary(label, kind, mine), flush=True)


if __name__ == "__main__":
    main()
