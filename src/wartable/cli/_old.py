"""The ``wartable`` command: play in the terminal, replay records, count moves (perft)."""

from __future__ import annotations

import argparse
import sys
import time
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any, TextIO

from wartable.ai import Agent, agent_move, agent_names, make_agent
from wartable.core import (
    CHANCE,
    Game,
    Match,
    WartableError,
    divide,
    game_class,
    games,
    load_record,
    make,
    perft,
    replay,
)


def parse_options(pairs: Sequence[str] | None) -> dict[str, str]:
    options: dict[str, str] = {}
    for pair in pairs or ():
        name, sep, value = pair.partition("=")
        if not sep or not name.strip():
            raise WartableError(f"option {pair!r}: write NAME=VALUE")
        options[name.strip()] = value.strip()
    return options


def build_game(name: str, option_pairs: Sequence[str] | None, players: int | None) -> Game:
    options: dict[str, Any] = dict(parse_options(option_pairs))
    if players is not None:
        options["players"] = players
    return make(name, **options)


# -- play ---------------------------------------------------------------------------------


def assign_agents(game: Game, specs: Sequence[str] | None, human_seat: int) -> dict[int, Agent]:
    """``--ai NAME`` gives every seat but the human's to NAME; ``--ai 2=NAME`` one seat
    (1-based); ``--ai all=NAME`` every seat (a game between agents)."""
    agents: dict[int, Agent] = {}
    for spec in specs or ():
        target, sep, name = spec.partition("=")
        if not sep or "," in target or ":" in target:
            # no seat given (an MCTS agent's own settings also contain "=")
            name, target = spec, ""
        agent_seats: Sequence[int]
        if target == "":
            agent_seats = [s for s in range(game.num_players) if s != human_seat]
        elif target == "all":
            agent_seats = range(game.num_players)
        else:
            if not target.isdigit() or not 1 <= int(target) <= game.num_players:
                raise WartableError(f"--ai {spec!r}: seat must be 1-{game.num_players} or 'all'")
            agent_seats = [int(target) - 1]
        for seat in agent_seats:
            agents[seat] = make_agent(name)
    return agents


class TerminalGame:
    """A game in the terminal: hot-seat humans and agents, records saved and resumable."""

    def __init__(
        self,
        match: Match,
        agents: dict[int, Agent],
        save_path: Path,
        inp: Callable[[str], str] = input,
        out: TextIO = sys.stdout,
        delay: float = 0.0,
    ) -> None:
        self.match = match
        self.game = match.game
        self.agents = agents
        self.save_path = save_path
        self.input = inp
        self.out = out
        self.delay = delay
        self.humans = [s for s in range(self.game.num_players) if s not in agents]
        self.seen: dict[int | None, int] = {}
        self.last_human: int | None = None

    def say(self, text: str = "") -> None:
        print(text, file=self.out)

    def news(self, seat: int | None) -> None:
        """Print the moves ``seat`` has not seen yet, as ``seat`` may see them."""
        log = self.match.log(seat)
        start = self.seen.get(seat, 0)
        for index in range(start, len(log)):
            who_state = self.match.history[index][0]
            mover = who_state.to_move()
            who = "chance" if mover == CHANCE else self.game.seat_name(mover)
            self.say(f"  {index + 1:>4}. {who}: {log[index]}")
        self.seen[seat] = len(log)

    def run(self) -> int:
        match = self.match
        self.say(f"{self.game.title}: {', '.join(match.players)}. Type ? for moves, help.")
        while not match.is_over():
            seat = match.to_move()
            if seat == CHANCE:
                match.resolve_chance()
                continue
            if seat in self.agents:
                rng = match.agent_rng(seat)
                # a fresh, reproducible generator per decision: seed, seat and move number
                rng.seed(f"{match.seed}/agent/{seat}/{len(match.history)}")
                text = agent_move(match.state, seat, self.agents[seat], rng)
                match.play(text, seat)
                if not self.humans:
                    self.news(None)
                    if self.delay:
                        time.sleep(self.delay)
                continue
            if not self.human_turn(seat):
                self.save()
                self.say(f"Game saved to {self.save_path}; resume with --resume.")
                return 0
        viewer = self.humans[0] if len(self.humans) == 1 else None
        self.news(viewer)
        self.say(self.game.render(match.state.view(viewer)))
        outcome = match.state.outcome()
        if outcome is not None:
            self.say(f"Game over: {outcome.reason}.")
            for s in range(self.game.num_players):
                self.say(
                    f"  {self.game.seat_name(s)} ({match.players[s]}): "
                    f"{outcome.scores[s]:g} - {outcome.result(s)}"
                )
        self.save()
        self.say(f"Record saved to {self.save_path}.")
        return 0

    def human_turn(self, seat: int) -> bool:
        """One decision of a human seat; False when the player quits."""
        match = self.match
        if self.game.has_hidden_information and len(self.humans) > 1 and self.last_human != seat:
            self.say("\n" * 40)
            self.input(f"Pass the keyboard to {self.game.seat_name(seat)} and press Enter. ")
        self.last_human = seat
        self.news(seat)
        self.say(self.game.render(match.state.view(seat)))
        while True:
            try:
                line = self.input(f"{self.game.seat_name(seat)}> ").strip()
            except (EOFError, KeyboardInterrupt):
                self.say()
                return False
            if not line:
                continue
            word = line.lower()
            if word in ("quit", "exit", "q"):
                return False
            if word in ("?", "moves") or word.startswith(("? ", "moves ")):
                wanted = line.split(maxsplit=1)[1].lower() if " " in line else ""
                moves = sorted(match.state.move_text(m) for m in match.state.legal_moves())
                shown = [m for m in moves if wanted in m.lower()]
                self.say(columns(shown))
                if wanted or len(moves) > 40:
                    self.say(f"({len(shown)} of {len(moves)} legal moves; '? TEXT' filters)")
                continue
            if word == "help":
                self.say(self.game.notation_help())
                self.say(
                    "Commands: ? (legal moves), ? TEXT (those containing TEXT, e.g. '? F1'), "
                    "board, save, quit, help."
                )
                continue
            if word == "board":
                self.say(self.game.render(match.state.view(seat)))
                continue
            if word == "save":
                self.save()
                self.say(f"Saved to {self.save_path}.")
                continue
            try:
                match.play(line, seat)
            except WartableError as exc:
                self.say(f"Refused: {exc}")
                continue
            return True

    def save(self) -> None:
        self.match.save(self.save_path)


def columns(items: Sequence[str], width: int = 100) -> str:
    if not items:
        return "(none)"
    cell = max(len(i) for i in items) + 2
    per_line = max(1, width // cell)
    rows = [items[i : i + per_line] for i in range(0, len(items), per_line)]
    return "\n".join("".join(i.ljust(cell) for i in row).rstrip() for row in rows)


def cmd_play(args: argparse.Namespace) -> int:
    if args.resume:
        match = replay(args.resume)
        save_path = Path(args.save or args.resume)
    else:
        game = build_game(args.game, args.option, args.players)
        match = Match(game, seed=args.seed)
        stamp = time.strftime("%Y%m%d-%H%M%S")
        save_path = Path(args.save or f"{game.name}-{stamp}.json")
    game = match.game
    human = args.seat - 1
    if not 0 <= human < game.num_players:
        raise WartableError(f"--seat {args.seat}: must be 1-{game.num_players}")
    specs = args.ai
    if args.resume and not specs:
        # a resumed game keeps its computer players, recorded by agent name
        known = set(agent_names())
        specs = [f"{s + 1}={name}" for s, name in enumerate(match.players) if name in known]
    agents = assign_agents(game, specs, human)
    if not args.resume:
        match.players = [
            agents[s].name if s in agents else f"human {s + 1}" for s in range(game.num_players)
        ]
    return TerminalGame(match, agents, save_path, delay=args.delay).run()


# -- replay / perft / games -----------------------------------------------------------------


def cmd_replay(args: argparse.Namespace) -> int:
    data = load_record(args.file)
    game = game_class(data["game"])
    print(f"{game.title} record: {', '.join(data['players'])}; seed {data['seed']}")

    def show(index: int, text: str, state: Any) -> None:
        print(f"{index + 1:>5}. {text}")
        if args.board:
            print(state.game.render(state.view(None)))

    match = replay(args.file, on_move=show)
    print(match.game.render(match.state.view(None)))
    outcome = match.state.outcome()
    status = outcome.reason if outcome else "the game is not finished"
    print(f"Replayed {len(match.move_texts)} moves: every move legal, record intact. {status}.")
    if outcome:
        for s in range(match.game.num_players):
            print(f"  {match.players[s]}: {outcome.scores[s]:g} ({outcome.result(s)})")
    return 0


def cmd_perft(args: argparse.Namespace) -> int:
    game = build_game(args.game, args.option, args.players)
    if args.position:
        try:
            text = Path(args.position).read_text(encoding="utf-8")
        except OSError as exc:
            raise WartableError(f"position file {args.position!r}: {exc.strerror}") from None
        state = game.parse_state(text)
    else:
        state = game.initial_state()
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
    for name in games():
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
    state = game.initial_state()
    if args.position:
        state = game.parse_state(Path(args.position).read_text(encoding="utf-8"))
    print(game.render(state.view(None)))
    print(state.to_text(), end="")
    return 0


def split_agents(text: str) -> list[str]:
    """``A,B,...`` into agent names; a ``KEY=VALUE`` part belongs to the MCTS agent before it
    (``mcts:hard,c=0.3,greedy`` is two agents)."""
    names: list[str] = []
    for part in text.split(","):
        if not part.strip():
            continue
        if "=" in part and names:
            names[-1] += "," + part.strip()
        else:
            names.append(part.strip())
    return names


def cmd_arena(args: argparse.Namespace) -> int:
    from wartable.ai.arena import run_arena

    game = build_game(args.game, args.option, args.players)
    agents = split_agents(args.agents)
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
    )
    print(report.summary())
    return 0


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="wartable", description="Five tabletop war games: play, replay, analyse."
    )
    sub = parser.add_subparsers(dest="command", required=True)

    def game_args(p: argparse.ArgumentParser) -> None:
        p.add_argument("game", help="game name (see 'wartable games')")
        p.add_argument("--players", type=int, help="number of players")
        p.add_argument(
            "-o", "--option", action="append", metavar="NAME=VALUE", help="a rule option"
        )

    p = sub.add_parser("play", help="play a game in the terminal")
    p.add_argument("game", nargs="?", default="thud", help="game name (default thud)")
    p.add_argument("--players", type=int, help="number of players")
    p.add_argument("-o", "--option", action="append", metavar="NAME=VALUE")
    p.add_argument(
        "--ai",
        action="append",
        metavar="[SEAT=]AGENT",
        help=f"computer player(s): {', '.join(agent_names())}; NAME for every other seat, "
        "2=NAME for one seat, all=NAME for all",
    )
    p.add_argument("--seat", type=int, default=1, help="your seat with a plain --ai (1-based)")
    p.add_argument("--seed", type=int, help="seed for chance (dice, cards, draws)")
    p.add_argument("--save", help="record file (default GAME-DATE.json)")
    p.add_argument("--resume", help="continue the game in this record file")
    p.add_argument("--delay", type=float, default=0.0, help="pause between agent moves (s)")
    p.set_defaults(func=cmd_play)

    p = sub.add_parser("replay", help="replay a record, checking every move")
    p.add_argument("file")
    p.add_argument("--board", action="store_true", help="show the board after every move")
    p.set_defaults(func=cmd_replay)

    p = sub.add_parser("perft", help="count legal move sequences (one line per depth)")
    game_args(p)
    p.add_argument("--depth", type=int, required=True)
    p.add_argument("--position", help="position file (default: the start position)")
    p.add_argument("--divide", action="store_true", help="counts per first move at --depth")
    p.set_defaults(func=cmd_perft)

    p = sub.add_parser("arena", help="agents play each other: win rates, intervals, Elo")
    game_args(p)
    p.add_argument("--agents", required=True, help=f"A,B[,C...] from: {', '.join(agent_names())}")
    p.add_argument("--games", type=int, default=20, help="games to play (default 20)")
    p.add_argument("--seed", type=int, default=0, help="arena seed (default 0)")
    p.add_argument("--save", metavar="DIR", help="save every game's record in DIR")
    p.add_argument(
        "--resume",
        action="store_true",
        help="continue a run saved with --save DIR: games whose records are there are read "
        "back (replayed and checked), the others played",
    )
    p.add_argument("--jobs", type=int, default=1, help="games played in parallel (default 1)")
    p.add_argument("--quiet", action="store_true", help="no progress lines")
    p.add_argument(
        "--paired",
        action="store_true",
        help="duplicate play: the games of one seat rotation share a seed (same luck for all)",
    )
    p.add_argument(
        "--max-plies",
        type=int,
        default=5000,
        help="stop a game after this many plies and count it a draw (0: never; default 5000)",
    )
    p.set_defaults(func=cmd_arena)

    p = sub.add_parser("games", help="list the games")
    p.add_argument("--options", action="store_true", help="also list each game's options")
    p.set_defaults(func=cmd_games)

    p = sub.add_parser("show", help="print a position (the start, or a position file)")
    game_args(p)
    p.add_argument("--position")
    p.set_defaults(func=cmd_show)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    try:
        result: int = args.func(args)
        return result
    except WartableError as exc:
        print(f"wartable: {exc}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        return 130
    except BrokenPipeError:
        return 0


if __name__ == "__main__":
    sys.exit(main())
