"""Self-play data: agent-vs-agent games written as JSON lines, one game a line (docs/rl.md).

Game ``i`` is the arena's game ``i`` (:func:`wartable.ai.arena.play_match`: seats rotated,
the match seeded from the seed and ``i``, every agent decision seeded), so a run on Ray and a
local run with the same settings write the same games. A line holds the game's full record
(``Match.record()``: game, options, players, seed, every move, outcome; replayable with
``wartable replay`` once saved alone) plus ``index``, ``returns`` (1 win, 0.5 draw, 0 loss per
seat), ``scores``, ``reason`` and ``plies``; the record's match id is
``selfplay-GAME-SEED-INDEX``, so the same settings write the same bytes. Files:
``DIR/GAME-SEED.jsonl``. Standard library only, Ray imported only with ``ray``.
"""

from __future__ import annotations

import json
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import Any, TextIO

from wartable.ai.arena import (
    STOPPED,
    computer_game,
    lineup_for,
    match_seed,
    play_match,
    ray_map,
    unique_names,
)
from wartable.core import Game, WartableError, make


def selfplay_line(
    task: tuple[str, dict[str, Any], list[str], int, int, int],
) -> str:
    """One game as a JSON line (the unit of work, local or on Ray)."""
    name, options, lineup, seed, index, max_plies = task
    game = make(name, **options)
    match_id = f"selfplay-{name}-{seed}-{index}"
    match = play_match(game, lineup, match_seed(seed, index), max_plies, match_id)
    outcome = match.state.outcome()
    n = game.num_players
    if outcome is None:
        returns = [1.0 / n] * n if n > 2 else [0.5, 0.5]
        scores = [0.0] * n
        reason = f"{STOPPED} {max_plies} plies (counted as a draw)"
    else:
        returns, scores, reason = list(outcome.returns), list(outcome.scores), outcome.reason
    line = {
        "index": index,
        "returns": returns,
        "scores": scores,
        "reason": reason,
        "plies": match.ply,
        "record": match.record(),
    }
    return json.dumps(line, sort_keys=True)


def run_selfplay(
    game: Game,
    agents: Sequence[str],
    games: int,
    out_dir: str | Path,
    seed: int = 0,
    max_plies: int = 5000,
    ray: str | None = None,
    progress: TextIO | None = sys.stderr,
) -> Path:
    """Play ``games`` games between ``agents`` (seats rotated) and write them to
    ``out_dir/GAME-SEED.jsonl`` in game order; returns the file. ``ray``: ``"local"`` or a
    cluster address to play them as Ray tasks."""
    names = unique_names(agents)
    if not names:
        raise WartableError("--agents: name at least one agent")
    if games < 1:
        raise WartableError(f"--games {games}: must be at least 1")
    folder = Path(out_dir)
    if folder.exists() and not folder.is_dir():
        raise WartableError(f"--out {str(out_dir)!r}: not a folder")
    folder.mkdir(parents=True, exist_ok=True)
    game = computer_game(game)  # self-play's own limits (wartable.ai.arena.COMPUTER_LIMITS)
    options = dict(game.options)
    tasks = [
        (game.name, options, lineup_for(names, game.num_players, i), seed, i, max_plies)
        for i in range(games)
    ]
    lines: dict[int, str] = {}
    results = ray_map(selfplay_line, tasks, ray) if ray is not None else map(selfplay_line, tasks)
    for done, line in enumerate(results, start=1):
        index = json.loads(line)["index"]
        lines[index] = line
        if progress is not None:
            print(f"[{done}/{games}] game {index} done", file=progress, flush=True)
    path = folder / f"{game.name}-{seed}.jsonl"
    tmp = path.with_suffix(".jsonl.tmp")
    with tmp.open("w", encoding="utf-8") as out:
        for i in range(games):
            out.write(lines[i] + "\n")
    tmp.replace(path)
    return path


__all__ = ["run_selfplay", "selfplay_line"]
