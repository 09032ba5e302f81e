"""The commands besides ``play``: replay, perft, games, show, arena; and the helpers they
share (options, position files)."""

from __future__ import annotations

import argparse
import re
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from wartable.core import (
    CHANCE,
    Game,
    RecordKey,
    State,
    UnknownGame,
    WartableError,
    divide,
    game_class,
    game_names,
    load_record,
    make,
    perft,
    replay,
    replay_seat_record,
    shown,
)
from wartable.core.errors import quoted
from wartable.core.messages import said

from . import texts as _texts  # noqa: F401  (the terminal's English templates, registered)

#: the largest position file read (positions are a few kilobytes)
MAX_POSITION_BYTES = 1024 * 1024
#: the most ``-o`` options one command takes, and the longest name or value of one
MAX_OPTIONS = 100
MAX_OPTION_VALUE = 200


def parse_options(pairs: Sequence[str] | None) -> dict[str, str]:
    """``-o NAME=VALUE`` pairs as a dict; each name at most once."""
    options: dict[str, str] = {}
    pairs = list(pairs or ())
    if len(pairs) > MAX_OPTIONS:
        raise WartableError(
            said("cli-error-options-many", count=f"{len(pairs):,}", limit=MAX_OPTIONS)
        )
    for pair in pairs:
        name, sep, value = pair.partition("=")
        name = name.strip()
        if not sep or not name:
            raise WartableError(said("cli-error-option-form", pair=quoted(pair)))
        if name in options:
            raise WartableError(said("cli-error-option-twice", name=quoted(name)))
        if len(value) > MAX_OPTION_VALUE or len(name) > MAX_OPTION_VALUE:
            raise WartableError(
                said("cli-error-option-long", pair=quoted(pair, 60), limit=MAX_OPTION_VALUE)
            )
        options[name] = value.strip()
    return options


def check_game_name(name: str) -> str:
    """``name`` if it names a game; :class:`UnknownGame` quoting it cut to size otherwise."""
    key = name.strip().lower()
    if key not in game_names():
        raise UnknownGame(f"game {shown(name)}: unknown (games: {', '.join(game_names())})")
    return key


def build_game(name: str, option_pairs: Sequence[str] | None, players: int | None) -> Game:
    name = check_game_name(name)
    options: dict[str, Any] = dict(parse_options(option_pairs))
    if players is not None:
        if "players" in options:
            raise WartableError(said("cli-error-players-twice"))
        options["players"] = players
    return make(name, **options)


def read_text_file(path: str, what: str, limit: int = MAX_POSITION_BYTES) -> str:
    """A small UTF-8 text file; :class:`WartableError` with the reason otherwise."""
    where = f"{what} {shown(path)}"
    target = Path(path)
    try:
        if not target.exists():
            raise WartableError(f"{where}: no such file")
        if not target.is_file():
            raise WartableError(f"{where}: not a file")
        size = target.stat().st_size
        if size > limit:
            raise WartableError(f"{where}: {size:,} bytes; a {what} is at most {limit:,}")
        raw = target.read_bytes()
    except OSError as exc:
        raise WartableError(f"{where}: cannot be read ({exc.strerror or exc})") from None
    try:
        return raw.decode("utf-8")
    except UnicodeDecodeError:
        raise WartableError(f"{where}: not UTF-8 text") from None


def read_position(game: Game, path: str | None) -> State:
    if path is None:
        return game.initial_state()
    text = read_text_file(path, "position file")
    try:
        return game.parse_state(text)
    except WartableError as exc:
        raise type(exc)(f"position file {shown(path)}: {exc}") from None


# -- replay -----------------------------------------------------------------------------------


def cmd_replay(args: argparse.Namespace) -> int:
    data = load_record(args.file, kind=None)
    key = RecordKey.load() if args.verify else None
    if data["kind"] == "seat":
        return _replay_seat(args, key)
    game = game_class(data["game"])
    print(f"{game.title} record: {', '.join(data['players'])}; match {data.get('match_id', '?')}")

    def show(index: int, text: str, state: State) -> None:
        print(f"{index + 1:>5}. {text}")
        if args.board:
            print(state.game.render(state.view(None)))

    match = replay(args.file, on_move=show, verify=args.verify, key=key)
    print(match.game.render(match.state.view(None)))
    outcome = match.state.outcome()
    status = outcome.reason if outcome else "the game is not finished"
    status = status[:1].upper() + status[1:]
    checked = "every move legal, every chance outcome the seed's, record intact"
    if match.chance_forced:
        checked = "every move legal, record intact (no seed: chance outcomes as recorded)"
    print(f"Replayed {len(match.move_texts)} plies: {checked}. {status}.")
    if args.verify and key is not None:
        print(f"Signature: signed by this host (key {key.key_id}).")
    if outcome:
        for s in range(match.game.num_players):
            print(f"  {match.players[s]}: {outcome.scores[s]:g} ({outcome.result(s)})")
    return 0


def _replay_seat(args: argparse.Namespace, key: RecordKey | None) -> int:
    """A player's record: the game as that seat saw it, ply by ply."""
    seen = replay_seat_record(args.file, verify=args.verify, key=key)
    game = seen.game
    who = "a spectator" if seen.seat is None else game.seat_name(seen.seat)
    print(
        f"{game.title}: the record of {who} ({', '.join(seen.players)}); it holds what "
        f"{who} saw, not the hidden draws or the seed"
    )
    for index, (text, mover) in enumerate(zip(seen.moves, seen.movers, strict=True)):
        by = "chance" if mover == CHANCE else game.seat_name(mover)
        print(f"{index + 1:>5}. {by}: {text}")
        if args.board and index + 1 < len(seen.views):
            print(game.render(seen.views[index + 1]))
    if seen.views:
        print(game.render(seen.views[-1]))
    how = "every move re-applied through the rules" if seen.checked_by_rules else "views checked"
    print(f"Replayed {len(seen.moves)} plies as {who} saw them ({how}).")
    if args.verify and key is not None:
        print(f"Signature: signed by this host (key {key.key_id}).")
    result = seen.result
    if isinstance(result, dict) and result.get("reason"):
        print(f"Result: {result['reason']}.")
    return 0


# -- perft / games / show ------------------------------------------------------------------


def cmd_perft(args: argparse.Namespace) -> int:
    game = build_game(args.game, args.option, args.players)
    state = read_position(game, args.position)
    if args.divide:
        total = 0
        for text, count in divide(state, args.depth):
            print(f"{text} {count}")
            total += count
        print(f"total {total}")
        return 0
    for depth in range(1, args.depth + 1):
        print(f"{depth} {perft(state, depth)}", flush=True)
    return 0


def cmd_games(args: argparse.Namespace) -> int:
    for name in game_names():
        cls = game_class(name)
        players = (
            f"{cls.min_players}"
            if cls.min_players == cls.max_players
            else f"{cls.min_players}-{cls.max_players}"
        )
        print(f"{name:<10} {cls.title} ({players} players), rules version {cls.version}")
        if args.options:
            for spec in cls.all_option_specs():
                print(f"    {spec.name}={spec.default!r}: {spec.doc}")
    return 0


def cmd_show(args: argparse.Namespace) -> int:
    game = build_game(args.game, args.option, args.players)
    state = read_position(game, args.position)
    print(game.render(state.view(None)))
    text = state.to_text()
    print(text, end="" if text.endswith("\n") else "\n")
    return 0


# -- arena ----------------------------------------------------------------------------------


_BUDGET = re.compile(r"[0-9]+(\.[0-9]+)?s?")


def split_agents(text: str) -> list[str]:
    """``A,B,...`` into agent names; a ``KEY=VALUE`` part belongs to the MCTS agent before it
    (``mcts:hard,c=0.3,greedy`` is two agents), and a budget (``N`` or ``Ns``) right after a
    model to the model (``model:a.npz,2s,hard`` is two agents)."""
    names: list[str] = []
    for part in text.split(","):
        if not part.strip():
            continue
        model = bool(names) and names[-1].lower().startswith("model:") and "," not in names[-1]
        if ("=" in part or (model and _BUDGET.fullmatch(part.strip()))) and names:
            names[-1] += "," + part.strip()
        else:
            names.append(part.strip())
    return names


def cmd_arena(args: argparse.Namespace) -> int:
    from wartable.ai.arena import run_arena

    game = build_game(args.game, args.option, args.players)
    if len(args.agents) > 2000:
        raise WartableError(f"--agents {shown(args.agents)}: too long")
    agents = split_agents(args.agents)
    if args.save is not None:
        folder = Path(args.save)
        if folder.exists() and not folder.is_dir():
            raise WartableError(f"--save {shown(args.save)}: not a folder")
    report = run_arena(
        game,
        agents,
        args.games,
        seed=args.seed,
        save_dir=args.save,
        jobs=args.jobs,
        progress=None if args.quiet else sys.stderr,
        paired=args.paired,
        max_plies=args.max_plies,
        resume=args.resume,
        ray=getattr(args, "ray", None),
    )
    print(report.summary())
    return 0


# -- Ray and self-play ----------------------------------------------------------------------

#: the longest Ray address accepted
MAX_ADDRESS = 500


def ray_address(text: str) -> str:
    """A ``--ray`` address: ``local`` or a cluster address (``HOST:PORT``, ``ray://...``,
    ``auto``); printable ASCII without spaces."""
    if len(text) > MAX_ADDRESS or not text or not all(33 <= ord(c) < 127 for c in text):
        raise argparse.ArgumentTypeError(
            f"{shown(text)}: a Ray address is HOST:PORT, ray://HOST:PORT, auto or local"
        )
    return text


def add_ray_argument(p: argparse.ArgumentParser) -> None:
    """``--ray [ADDRESS]``: the games as Ray tasks (a local Ray instance without ADDRESS)."""
    p.add_argument(
        "--ray",
        nargs="?",
        const="local",
        type=ray_address,
        metavar="ADDRESS",
        help="play the games on a Ray cluster at ADDRESS (without one: a local Ray instance "
        "of 2 CPUs); same results as a local run (needs pip install 'wartable[rl]')",
    )


def add_selfplay_parser(sub: Any, game_args: Any, whole: Any) -> None:
    """The ``selfplay`` command: agent-vs-agent games written as JSON lines."""
    p = sub.add_parser(
        "selfplay", help="agent-vs-agent games written as JSON lines (training data)"
    )
    game_args(p)
    p.add_argument("--games", type=whole(1, 1_000_000), default=20, help="games (default 20)")
    p.add_argument("--out", required=True, metavar="DIR", help="write DIR/GAME-SEED.jsonl")
    p.add_argument(
        "--agents",
        default="random",
        help="the agents whose seats rotate, A[,B...] (default random: random self-play)",
    )
    p.add_argument("--seed", type=whole(0, 10**12), default=0, help="seed (default 0)")
    p.add_argument(
        "--max-plies",
        type=whole(0, 10_000_000),
        default=5000,
        help="stop a game after this many plies (0: never; default 5000)",
    )
    p.add_argument("--quiet", action="store_true", help="no progress lines")
    add_ray_argument(p)
    p.set_defaults(func=cmd_selfplay)


def cmd_selfplay(args: argparse.Namespace) -> int:
    from wartable.rl.selfplay import run_selfplay

    game = build_game(args.game, args.option, args.players)
    if len(args.agents) > 2000:
        raise WartableError(f"--agents {shown(args.agents)}: too long")
    agents = split_agents(args.agents)
    from wartable.ai import make_agent

    for name in agents:
        make_agent(name, paths=True)
    path = run_selfplay(
        game,
        agents,
        args.games,
        args.out,
        seed=args.seed,
        max_plies=args.max_plies,
        ray=args.ray,
        progress=None if args.quiet else sys.stderr,
    )
    print(f"{args.games} game(s) of {game.name} written to {path}")
    return 0
