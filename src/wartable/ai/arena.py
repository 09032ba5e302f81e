"""The arena: agents play each other, seats rotated, with win rates, confidence intervals and Elo.

Game ``i`` (0-based) gives seat ``s`` to agent ``(s + i) mod k`` of the ``k`` agents listed, so
with as many agents as seats every agent plays every seat equally often (and with fewer agents
they fill the seats in turn). Each game is a :class:`wartable.core.Match` seeded from the arena
seed and the game's index, and every agent decision gets its own generator seeded from the
match seed, the seat and the move number (as in the terminal game), so a game is reproduced
exactly by its index, whatever the number of parallel jobs. With ``paired`` (duplicate play)
the ``k`` games of one rotation share one match seed, so the same dice, cards and draws (as far
as the games run alike) fall to every agent in every seat: luck that decides a game, such as
who moves first, then cancels out within the set.

Results: for every agent, its wins, draws and losses over the seats it held, the win rate and
the score rate (a draw counts half) with 95% Wilson intervals, and Elo ratings fitted to every
pair of seats held by different agents in a game (Bradley-Terry, draws count half, one virtual
draw against a 1500-rated anchor keeps a perfect record finite; the mean is then set to 1500).
"""

from __future__ import annotations

import logging
import math
import multiprocessing
import sys
import time
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, TextIO

from wartable.core import CHANCE, BadRecord, Game, Match, WartableError, make, replay

from . import agent_move, make_agent

Z95 = 1.959963984540054
STOPPED = "stopped at the arena's ply limit of"

#: Limits the arena, self-play (wartable.rl.selfplay) and the RL adapters (wartable.rl) set for
#: themselves so that computer games end. A game's default options are the rulebook's game,
#: which may have no end in sight: OrcWar's has no round limit (docs/rules/orcwar.md R3.2), so
#: these play at most 15 rounds (then the most orc lands win), and a Thud battle ends only by
#: agreement or when a side cannot move (docs/rules/thud.md R5.4), so these end a battle after
#: 60 plies without a capture or 500 plies: the games' own defaults up to OrcWar's rules
#: version 3 and Thud's 2. An option the caller set (other than its default) is kept: for the
#: rulebook's OrcWar here, give ``max_rounds=10000``. Besides, every arena and self-play game
#: stops at ``max_plies`` (5,000 by default; counted as a draw), and the agents' playouts at
#: their depth (wartable.ai.evaluation, ``PLAYOUT_DEPTH``).
COMPUTER_LIMITS: dict[str, dict[str, Any]] = {
    "orcwar": {"max_rounds": 15},
    "thud": {"quiet_limit": 60, "ply_limit": 500},
}


def computer_game(game: Game) -> Game:
    """``game`` with the limits of :data:`COMPUTER_LIMITS` for the options left at their
    defaults (the same game when there are none)."""
    given = game.non_default_options()
    limits = {k: v for k, v in COMPUTER_LIMITS.get(game.name, {}).items() if k not in given}
    if not limits:
        return game
    options = {**given, **limits, "players": game.num_players}
    return type(game).for_version(game.rules_version, **options)


def wilson(successes: float, n: int, z: float = Z95) -> tuple[float, float]:
    """The Wilson score interval of a proportion (``successes`` may be fractional)."""
    if n <= 0:
        return 0.0, 1.0
    p = successes / n
    z2 = z * z
    centre = (p + z2 / (2 * n)) / (1 + z2 / n)
    half = z * math.sqrt(p * (1 - p) / n + z2 / (4 * n * n)) / (1 + z2 / n)
    return max(0.0, centre - half), min(1.0, centre + half)


def elo_ratings(
    names: Sequence[str], pairs: dict[tuple[str, str], list[float]], prior: float = 1.0
) -> dict[str, float]:
    """Elo ratings fitted to pairwise results (Bradley-Terry, minorization-maximization).

    ``pairs[(a, b)] = [score of a, games]`` over a's games against b (a win 1, a draw 0.5).
    Each agent also has ``prior`` virtual draws against an anchor of strength 1, so ratings
    stay finite; the ratings are then shifted to a mean of 1500."""
    gamma = {n: 1.0 for n in names}
    for _ in range(2000):
        changed = 0.0
        for a in names:
            score = prior * 0.5
            denom = prior / (gamma[a] + 1.0)
            for b in names:
                if a == b:
                    continue
                s_ab, n_ab = pairs.get((a, b), (0.0, 0.0))
                if n_ab:
                    score += s_ab
                    denom += n_ab / (gamma[a] + gamma[b])
            new = max(score / denom, 1e-9)
            changed = max(changed, abs(math.log(new / gamma[a])))
            gamma[a] = new
        if changed < 1e-9:
            break
    ratings = {n: 400.0 * math.log10(g) for n, g in gamma.items()}
    mean = sum(ratings.values()) / len(ratings) if ratings else 0.0
    return {n: r - mean + 1500.0 for n, r in ratings.items()}


@dataclass
class GameResult:
    index: int
    seed: int
    lineup: list[str]
    returns: tuple[float, ...]
    scores: tuple[float, ...]
    reason: str
    plies: int
    seconds: float
    record: str | None = None
    #: read from a record saved by an earlier run (``resume``), not played now
    resumed: bool = False


@dataclass
class Tally:
    wins: int = 0
    draws: int = 0
    losses: int = 0

    @property
    def games(self) -> int:
        return self.wins + self.draws + self.losses

    @property
    def score(self) -> float:
        return self.wins + 0.5 * self.draws


@dataclass
class ArenaReport:
    game: str
    agents: list[str]
    seed: int
    results: list[GameResult] = field(default_factory=list)
    paired: bool = False

    def tallies(self) -> dict[str, Tally]:
        tally = {a: Tally() for a in self.agents}
        for r in self.results:
            for seat, name in enumerate(r.lineup):
                v = r.returns[seat]
                draw = all(x == v for x in r.returns)
                t = tally[name]
                if draw:
                    t.draws += 1
                elif v >= max(r.returns):
                    t.wins += 1
                else:
                    t.losses += 1
        return tally

    def pairs(self) -> dict[tuple[str, str], list[float]]:
        pairs: dict[tuple[str, str], list[float]] = {}
        for r in self.results:
            for i, a in enumerate(r.lineup):
                for j, b in enumerate(r.lineup):
                    if a == b:
                        continue
                    ri, rj = r.returns[i], r.returns[j]
                    s = 1.0 if ri > rj else 0.5 if ri == rj else 0.0
                    entry = pairs.setdefault((a, b), [0.0, 0.0])
                    entry[0] += s
                    entry[1] += 1
        return pairs

    def elo(self) -> dict[str, float]:
        return elo_ratings(self.agents, self.pairs())

    def seat_scores(self) -> list[float]:
        """Each seat's mean score (win 1, draw 1/2 or shared, loss 0) over all games: how much
        the seat itself is worth, whoever holds it."""
        if not self.results:
            return []
        seats = len(self.results[0].lineup)
        totals = [0.0] * seats
        for r in self.results:
            best = max(r.returns)
            winners = [i for i, v in enumerate(r.returns) if v >= best]
            for i in winners:
                totals[i] += 1.0 / len(winners)
        return [t / len(self.results) for t in totals]

    def summary(self) -> str:
        tally = self.tallies()
        elo = self.elo()
        n = len(self.results)
        plies = sum(r.plies for r in self.results)
        fresh = [r for r in self.results if not r.resumed]
        secs = sum(r.seconds for r in fresh)
        w = max(14, *(len(a) + 2 for a in self.agents))
        how = "seats rotated, paired seeds" if self.paired else "seats rotated"
        timing = f"{secs / len(fresh):.1f} s a game" if fresh else "none played now"
        resumed = n - len(fresh)
        lines = [
            f"{self.game}: {n} games, seed {self.seed}, {how}; "
            f"{plies / max(n, 1):.0f} plies a game, {timing}"
            + (f" ({resumed} read from saved records)" if resumed else ""),
            f"{'agent':<{w}}{'games':>6}{'win':>5}{'draw':>5}{'loss':>5}"
            f"{'win% [95% CI]':>22}{'score% [95% CI]':>22}{'Elo':>7}",
        ]
        for a in self.agents:
            t = tally[a]
            g = t.games
            lo, hi = wilson(t.wins, g)
            slo, shi = wilson(t.score, g)
            win = 100 * t.wins / g if g else 0.0
            score = 100 * t.score / g if g else 0.0
            lines.append(
                f"{a:<{w}}{g:>6}{t.wins:>5}{t.draws:>5}{t.losses:>5}"
                f"{f'{win:5.1f} [{100 * lo:4.1f}, {100 * hi:5.1f}]':>22}"
                f"{f'{score:5.1f} [{100 * slo:4.1f}, {100 * shi:5.1f}]':>22}"
                f"{elo[a]:>7.0f}"
            )
        stopped = sum(1 for r in self.results if r.reason.startswith(STOPPED))
        if stopped:
            lines.append(f"{stopped} game(s) stopped at the arena's ply limit and counted as draws")
        seats = self.seat_scores()
        if seats:
            lines.append(
                "by seat (score %, any agent): "
                + "  ".join(f"{i + 1}: {100 * v:.0f}" for i, v in enumerate(seats))
            )
        if len(self.agents) > 2:
            lines.append("head to head (row's score against column, wins + draws/2 of games):")
            pairs = self.pairs()
            head = "".join(f"{b:>{w}}" for b in self.agents)
            lines.append(f"{'':<{w}}{head}")
            for a in self.agents:
                cells = []
                for b in self.agents:
                    s, played = pairs.get((a, b), (0.0, 0.0))
                    cells.append(f"{'-' if a == b else f'{s:g}/{played:g}':>{w}}")
                lines.append(f"{a:<{w}}{''.join(cells)}")
        return "\n".join(lines)


def lineup_for(agents: Sequence[str], players: int, index: int) -> list[str]:
    """Seat ``s`` of game ``index`` goes to agent ``(s + index) mod k``."""
    k = len(agents)
    return [agents[(s + index) % k] for s in range(players)]


def match_seed(seed: int, index: int) -> int:
    return seed * 1_000_003 + index


def game_result(
    match: Match,
    index: int,
    max_plies: int,
    seconds: float,
    record: str | None,
    resumed: bool = False,
) -> GameResult:
    """The result of arena game ``index``, played (or replayed) to its end in ``match``; a
    game stopped at the ply limit ``max_plies`` is a draw."""
    outcome = match.state.outcome()
    if outcome is None:
        n = match.game.num_players
        returns: tuple[float, ...] = (1.0 / n,) * n if n > 2 else (0.5, 0.5)
        scores: tuple[float, ...] = (0.0,) * n
        reason = f"{STOPPED} {max_plies} plies (counted as a draw)"
    else:
        returns, scores, reason = outcome.returns, outcome.scores, outcome.reason
    return GameResult(
        index=index,
        seed=match.seed,
        lineup=list(match.players),
        returns=returns,
        scores=scores,
        reason=reason,
        plies=match.ply,
        seconds=seconds,
        record=record,
        resumed=resumed,
    )


def play_game(
    game: Game,
    lineup: Sequence[str],
    seed: int,
    index: int,
    save_dir: str | None = None,
    seed_index: int | None = None,
    max_plies: int = 0,
) -> GameResult:
    """Play one game between the agents of ``lineup`` (one per seat); the match is seeded from
    ``seed`` and ``seed_index`` (by default the game's ``index``). With ``max_plies`` a game
    still going after that many plies (agents that repeat a position forever, in a game whose
    rules set no limit) is stopped and counted as a draw."""
    started = time.perf_counter()
    match = play_match(
        game, lineup, match_seed(seed, index if seed_index is None else seed_index), max_plies
    )
    record = None
    if save_dir is not None:
        path = record_path(save_dir, game.name, seed, index)
        match.save(path)
        record = str(path)
    return game_result(match, index, max_plies, time.perf_counter() - started, record)


def play_match(
    game: Game,
    lineup: Sequence[str],
    mseed: int,
    max_plies: int = 0,
    match_id: str | None = None,
) -> Match:
    """The match of the agents of ``lineup`` (one per seat) seeded with ``mseed``, played to
    its end or to ``max_plies`` plies (0: no limit); ``match_id`` as :class:`Match` takes it
    (default: a random one)."""
    specs = [name.split("#")[0] for name in lineup]
    agents = [make_agent(spec, paths=True) for spec in specs]
    match = Match(game, seed=mseed, players=list(lineup), match_id=match_id)
    while not match.is_over():
        if max_plies and match.ply >= max_plies:
            break
        seat = match.to_move()
        if seat == CHANCE:
            match.resolve_chance()
            continue
        rng = match.agent_rng(seat)
        rng.seed(f"{match.seed}/agent/{seat}/{match.ply}")
        text = agent_move(match.state, seat, agents[seat], rng)
        match.play(text, seat)
    return match


def record_path(save_dir: str | Path, game: str, seed: int, index: int) -> Path:
    """Where game ``index`` of the arena run with ``seed`` saves its record."""
    return Path(save_dir) / f"{game}-{seed}-{index:05d}.json"


def result_from_record(
    path: Path, game: Game, lineup: Sequence[str], mseed: int, index: int, max_plies: int
) -> GameResult:
    """Game ``index`` read back from the record an earlier run saved at ``path`` (``resume``).

    The record is replayed (every move legal, the recorded result reached) and must be this
    game of this run: the same game and options, agents in the same seats, the same match
    seed (so the same arena seed and pairing) and, if it was stopped, the same ply limit.
    Anything else is refused (:class:`BadRecord`) naming the file and the difference."""
    where = f"record {str(path)!r}"
    match = replay(path)
    options = game.non_default_options() | {"players": game.num_players}
    replayed = match.game.non_default_options() | {"players": match.game.num_players}
    if match.game.name != game.name or replayed != options:
        raise BadRecord(
            f"{where}: game {match.game.name} with options {replayed}, this arena plays "
            f"{game.name} with options {options}"
        )
    if list(match.players) != list(lineup):
        raise BadRecord(
            f"{where}: seats held by {', '.join(match.players)}; game {index} of this arena "
            f"seats {', '.join(lineup)}"
        )
    if match.seed != mseed:
        raise BadRecord(
            f"{where}: match seed {match.seed}; game {index} of this arena (its --seed and "
            f"--paired) has match seed {mseed}"
        )
    plies = match.ply
    if not match.state.is_over() and (not max_plies or plies != max_plies):
        raise BadRecord(
            f"{where}: the game stops unfinished after {plies} plies, which is not this "
            f"arena's ply limit ({max_plies or 'none'})"
        )
    return game_result(match, index, max_plies, 0.0, str(path), resumed=True)


def ray_map(func: Any, tasks: Sequence[Any], address: str) -> Iterator[Any]:
    """``func`` over ``tasks`` as Ray tasks, results as they finish (Ray joined with
    :func:`ray_init`)."""
    ray = ray_init(address)
    remote = ray.remote(func)
    pending = [remote.remote(task) for task in tasks]
    while pending:
        done, pending = ray.wait(pending, num_returns=1)
        yield ray.get(done[0])


def ray_init(address: str) -> Any:
    """The ``ray`` module, joined to ``address``: "local" starts (or reuses) a local Ray
    instance of two CPUs on the loopback address; otherwise it is the address of the cluster
    to join (Ray keeps retrying an unreachable one for a few minutes before it fails). Ray is
    imported only here (an optional extra)."""
    try:
        import ray
    except ImportError:
        raise WartableError("--ray: Ray is not installed (pip install 'wartable[rl]')") from None
    if not ray.is_initialized():
        try:
            if address == "local":
                ray.init(
                    num_cpus=2,
                    _node_ip_address="127.0.0.1",
                    include_dashboard=False,
                    log_to_driver=False,
                    logging_level=logging.WARNING,
                )
            else:
                ray.init(address=address, log_to_driver=False, logging_level=logging.WARNING)
        except (ConnectionError, ValueError, RuntimeError) as exc:
            raise WartableError(f"--ray {address!r}: cannot join the Ray cluster ({exc})") from None
    return ray


def _worker(
    args: tuple[str, dict[str, Any], list[str], int, int, str | None, int, int],
) -> GameResult:
    name, options, lineup, seed, index, save_dir, seed_index, max_plies = args
    return play_game(make(name, **options), lineup, seed, index, save_dir, seed_index, max_plies)


def unique_names(agents: Sequence[str]) -> list[str]:
    """Agent names, a repeated one numbered (``mcts#1``, ``mcts#2``) so each is tallied apart.
    Names are lower-cased, except a model's path (``model:PATH``), which keeps its case."""
    lower = [
        a.strip() if a.strip().lower().startswith("model:") else a.strip().lower() for a in agents
    ]
    out = []
    for i, a in enumerate(lower):
        out.append(f"{a}#{i + 1}" if lower.count(a) > 1 else a)
    return out


def run_arena(
    game: Game,
    agents: Sequence[str],
    games: int,
    seed: int = 0,
    save_dir: str | None = None,
    jobs: int = 1,
    progress: TextIO | None = sys.stderr,
    paired: bool = False,
    max_plies: int = 5000,
    resume: bool = False,
    ray: str | None = None,
) -> ArenaReport:
    """Play ``games`` games and return the report; a line of progress per game. With
    ``paired``, the games of each rotation (as many games as agents) share a match seed. A
    game longer than ``max_plies`` (0: no limit) is stopped and counted as a draw.

    With ``resume`` (it needs ``save_dir``) a game whose record an earlier run with the same
    settings saved in ``save_dir`` is read back (:func:`result_from_record`) instead of being
    played again, so a long run can be stopped and continued, or extended by asking for more
    games; every game is still the one its index gives, so the figures are the same as in one
    uninterrupted run.

    With ``ray`` the games run as Ray tasks (``pip install 'wartable[rl]'``): ``"local"``
    starts a local Ray instance of two CPUs, anything else is a cluster address
    (``ray.init(address=...)``); every game is the same as in a local run, since it is
    defined by its index and the seeds only."""
    names = unique_names(agents)
    if len(names) < 2:
        raise WartableError(f"--agents {','.join(agents)!r}: name at least two agents")
    for spec in names:
        make_agent(spec.split("#")[0], paths=True)  # refuse unknown names before playing
    if games < 1:
        raise WartableError(f"--games {games}: must be at least 1")
    if resume and save_dir is None:
        raise WartableError("--resume: name the directory of the earlier run with --save DIR")
    if save_dir is not None:
        Path(save_dir).mkdir(parents=True, exist_ok=True)
    game = computer_game(game)  # the arena's own limits (COMPUTER_LIMITS)
    report = ArenaReport(game.name, names, seed, paired=paired)
    options = dict(game.options)
    k = len(names)
    tasks = []
    for i in range(games):
        lineup = lineup_for(names, game.num_players, i)
        seed_index = i // k if paired else i
        if resume and save_dir is not None:
            path = record_path(save_dir, game.name, seed, i)
            if path.exists():
                mseed = match_seed(seed, seed_index)
                report.results.append(result_from_record(path, game, lineup, mseed, i, max_plies))
                continue
        tasks.append((game.name, options, lineup, seed, i, save_dir, seed_index, max_plies))
    if report.results and progress is not None:
        print(
            f"read {len(report.results)} game(s) from the records in {save_dir}; "
            f"{len(tasks)} to play",
            file=progress,
            flush=True,
        )
    started = time.perf_counter()
    results: Iterator[GameResult]
    pool = None
    if ray is not None:
        results = ray_map(_worker, tasks, ray)
    elif jobs > 1:
        pool = multiprocessing.get_context("fork").Pool(jobs)
        results = pool.imap_unordered(_worker, tasks)
    else:
        results = (_worker(t) for t in tasks)
    try:
        for done, result in enumerate(results, start=len(report.results) + 1):
            report.results.append(result)
            if progress is not None:
                tally = report.tallies()
                standing = "  ".join(f"{a} {t.wins}-{t.draws}-{t.losses}" for a, t in tally.items())
                seats = " ".join(
                    f"{a}={v:g}" for a, v in zip(result.lineup, result.returns, strict=True)
                )
                cut = ", stopped" if result.reason.startswith(STOPPED) else ""
                print(
                    f"[{done}/{games}] game {result.index}: {seats} ({result.plies} plies{cut}, "
                    f"{result.seconds:.1f} s) | {standing} | "
                    f"{time.perf_counter() - started:.0f} s",
                    file=progress,
                    flush=True,
                )
    finally:
        if pool is not None:
            pool.terminate()
            pool.join()
    report.results.sort(key=lambda r: r.index)
    return report


__all__ = [
    "ArenaReport",
    "GameResult",
    "elo_ratings",
    "lineup_for",
    "play_game",
    "play_match",
    "ray_init",
    "ray_map",
    "record_path",
    "result_from_record",
    "run_arena",
    "wilson",
]
