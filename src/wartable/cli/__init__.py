"""The ``wartable`` command: play in the terminal, replay records, count moves (perft), arena.

The error contract of the command: bad input of any kind (an argument, a number out of range, a
file that is missing, unreadable, not UTF-8, not JSON or nested too deep, an unknown game or
option, a bad agent setting, a record of another game) ends the command with exit status 2 and
one line on stderr (``wartable: ...``; a usage error adds a second line naming ``--help``),
quoting the input cut to about 100 characters. An environment failure (a disk full, a folder
not writable) is exit status 1. A terminal game stopped by Ctrl-C, SIGTERM or SIGHUP is saved
and exits with 128 + the signal number (130, 143, 129). Anything else is a bug: one line
``wartable: internal error: ...`` and exit status 70, never a traceback.
"""

from __future__ import annotations

import argparse
import contextlib
import os
import re
import sys
from collections.abc import Sequence
from typing import NoReturn

import wartable
from wartable.ai import agent_names
from wartable.core import WartableError, shown
from wartable.core.numbers import TooManyDigits, parse_decimal, parse_int

from .commands import (
    add_ray_argument,
    add_selfplay_parser,
    build_game,
    cmd_arena,
    cmd_games,
    cmd_perft,
    cmd_replay,
    cmd_show,
    parse_options,
    split_agents,
)
from .play import TerminalGame, cmd_play, columns
from .seats import assign_agents

#: exit statuses
EXIT_BAD_INPUT = 2
EXIT_ENVIRONMENT = 1
EXIT_INTERNAL = 70
#: the longest line an error message may have (the input it quotes is cut to fit)
MAX_LINE = 300

#: bounds of the numeric arguments (documented in ``docs/cli.md``)
MAX_DELAY = 60.0
MAX_DEPTH = 20
MAX_JOBS = 64
MAX_GAMES = 1_000_000
MAX_PLIES = 10_000_000
MAX_PLAYERS = 99
#: a match seed is 0 .. 2**64-1; an arena seed is smaller (each game's seed is derived from it)
MAX_SEED = 2**64 - 1
MAX_ARENA_SEED = 10**12


class UsageError(Exception):
    """A command line argparse refuses: reported in one line, and a line naming ``--help``."""

    def __init__(self, prog: str, message: str) -> None:
        super().__init__(message)
        self.prog = prog


class Parser(argparse.ArgumentParser):
    """An ArgumentParser that raises :class:`UsageError` instead of printing the usage and
    exiting, so the command can report the error in one or two lines."""

    def error(self, message: str) -> NoReturn:
        # argparse quotes whole arguments: a megabyte argument is cut to its start
        message = _LONG_WORD.sub(lambda m: shown(m.group(), 60), message)
        raise UsageError(self.prog, message)


_LONG_WORD = re.compile(r"\S{80,}")


#: the most digits a number on the command line may have (beyond every range)
_MAX_DIGITS = 30


def whole(low: int, high: int, what: str = "a whole number") -> type[int]:
    """An argparse type: an ASCII whole number in ``[low, high]``."""

    def parse(text: str) -> int:
        try:
            value: int | None = parse_int(text.strip(), _MAX_DIGITS)
        except TooManyDigits:  # no 5,000-digit int()
            value = None
        except ValueError:
            raise argparse.ArgumentTypeError(f"{shown(text, 40)} is not {what}") from None
        if value is None or not low <= value <= high:
            raise argparse.ArgumentTypeError(
                f"{shown(text, 40)} is out of range ({what} from {low:,} to {high:,})"
            )
        return value

    parse.__name__ = "whole number"
    return parse  # type: ignore[return-value]


def seconds(high: float) -> type[float]:
    """An argparse type: a finite number of seconds in ``[0, high]``."""

    def parse(text: str) -> float:
        try:
            value = parse_decimal(text.strip(), _MAX_DIGITS, exponent_digits=4)
        except ValueError:
            raise argparse.ArgumentTypeError(
                f"{shown(text, 40)} is not a number of seconds"
            ) from None
        if not 0 <= value <= high:
            raise argparse.ArgumentTypeError(
                f"{shown(text, 40)} is out of range (seconds from 0 to {high:g})"
            )
        return value

    parse.__name__ = "seconds"
    return parse  # type: ignore[return-value]


def build_parser() -> Parser:
    parser = Parser(prog="wartable", description="Five tabletop war games: play, replay, analyse.")
    parser.add_argument("--version", action="version", version=f"wartable {wartable.__version__}")
    sub = parser.add_subparsers(dest="command", required=True, parser_class=Parser)
    players = whole(1, MAX_PLAYERS)

    def game_args(p: argparse.ArgumentParser) -> None:
        p.add_argument("game", help="game name (see 'wartable games')")
        p.add_argument("--players", type=players, help="number of players")
        p.add_argument(
            "-o", "--option", action="append", metavar="NAME=VALUE", help="a rule option"
        )

    p = sub.add_parser(
        "play",
        help="play a game in the terminal",
        description="Play a game in the terminal: the seats without --ai are played at this "
        "keyboard (several people take turns). Seats are numbered from 1.",
        epilog="At the move prompt: a move, or ? [TEXT] (legal moves), board, undo (take back "
        "your last move and the computer's answers; dice are not re-rolled), hint [AGENT] "
        "(a suggested move, medium by default), save [FILE], help, quit. Nothing is written "
        "before the first move. Colour on a terminal unless NO_COLOR is set; see docs/cli.md.",
    )
    p.add_argument("game", nargs="?", help="game name (default thud)")
    p.add_argument("--players", type=players, help="number of players")
    p.add_argument("-o", "--option", action="append", metavar="NAME=VALUE")
    p.add_argument(
        "--ai",
        action="append",
        metavar="[SEAT=]AGENT",
        help=f"computer player(s): {', '.join(agent_names())}; NAME for every other seat, "
        "2=NAME for one seat, all=NAME for all",
    )
    p.add_argument(
        "--seat", type=whole(1, MAX_PLAYERS), help="your seat with a plain --ai (default 1)"
    )
    p.add_argument("--seed", type=whole(0, MAX_SEED), help="seed for chance (dice, cards, draws)")
    p.add_argument(
        "--save",
        help="your record of the game (what your seat saw; default ./GAME-DATE.json); the "
        "full record is kept in the host's store ($WARTABLE_HOME/games)",
    )
    p.add_argument("--resume", help="continue a game: its full record, or a player's record of it")
    p.add_argument(
        "--delay",
        type=seconds(MAX_DELAY),
        default=0.0,
        help=f"pause between agent moves, seconds (0-{MAX_DELAY:g})",
    )
    p.add_argument(
        "--lang",
        help="language of the game's texts: en, fr, cs, et, el, fi (default: $LC_ALL, "
        "$LC_MESSAGES or $LANG, else English)",
    )
    p.set_defaults(func=cmd_play)

    p = sub.add_parser("replay", help="replay a record, checking every move")
    p.add_argument("file")
    p.add_argument("--board", action="store_true", help="show the board after every move")
    p.add_argument("--verify", action="store_true", help="check that this host signed the record")
    p.set_defaults(func=cmd_replay)

    p = sub.add_parser("perft", help="count legal move sequences (one line per depth)")
    game_args(p)
    p.add_argument("--depth", type=whole(1, MAX_DEPTH), required=True)
    p.add_argument("--position", help="position file (default: the start position)")
    p.add_argument("--divide", action="store_true", help="counts per first move at --depth")
    p.set_defaults(func=cmd_perft)

    p = sub.add_parser("arena", help="agents play each other: win rates, intervals, Elo")
    game_args(p)
    p.add_argument("--agents", required=True, help=f"A,B[,C...] from: {', '.join(agent_names())}")
    p.add_argument(
        "--games", type=whole(1, MAX_GAMES), default=20, help="games to play (default 20)"
    )
    p.add_argument(
        "--seed", type=whole(0, MAX_ARENA_SEED), default=0, help="arena seed (default 0)"
    )
    p.add_argument("--save", metavar="DIR", help="save every game's record in DIR")
    p.add_argument(
        "--resume",
        action="store_true",
        help="continue a run saved with --save DIR: games whose records are there are read "
        "back (replayed and checked), the others played",
    )
    p.add_argument(
        "--jobs",
        type=whole(1, MAX_JOBS),
        default=1,
        help="games played in parallel (default 1)",
    )
    p.add_argument("--quiet", action="store_true", help="no progress lines")
    p.add_argument(
        "--paired",
        action="store_true",
        help="duplicate play: the games of one seat rotation share a seed (same luck for all)",
    )
    p.add_argument(
        "--max-plies",
        type=whole(0, MAX_PLIES),
        default=5000,
        help="stop a game after this many plies and count it a draw (0: never; default 5000)",
    )
    add_ray_argument(p)
    p.set_defaults(func=cmd_arena)
    add_selfplay_parser(sub, game_args, whole)

    p = sub.add_parser("games", help="list the games")
    p.add_argument("--options", action="store_true", help="also list each game's options")
    p.set_defaults(func=cmd_games)

    p = sub.add_parser("show", help="print a position (the start, or a position file)")
    game_args(p)
    p.add_argument("--position")
    p.set_defaults(func=cmd_show)
    from wartable.server.cli import add_serve_parser

    add_serve_parser(sub)
    return parser


def one_line(text: str, limit: int = MAX_LINE) -> str:
    """``text`` as one line of at most ``limit`` characters (control characters escaped)."""
    flat = " ".join(text.split("\n"))
    flat = "".join(c if c.isprintable() else repr(c)[1:-1] for c in flat)
    return flat if len(flat) <= limit else flat[: limit - 1] + "…"


def complain(*lines: str) -> None:
    """Write an error of one or two lines to stderr, each cut to :data:`MAX_LINE`."""
    text = "".join(one_line(line) + "\n" for line in lines)
    try:
        sys.stderr.write(text)
        sys.stderr.flush()
    except (OSError, ValueError):  # stderr closed (the terminal hung up)
        pass


def _quiet_stdout() -> None:
    """After a broken pipe (``wartable perft ... | head``), send what is left to /dev/null so
    Python's exit does not complain."""
    try:
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
    except (OSError, ValueError, AttributeError):
        pass


def _safe_streams() -> None:
    """Text that cannot be encoded (a file name of bytes that are not UTF-8) is escaped on
    output, never an error."""
    for stream in (sys.stdout, sys.stderr):
        reconfigure = getattr(stream, "reconfigure", None)
        if reconfigure is not None:
            with contextlib.suppress(ValueError, OSError):
                reconfigure(errors="backslashreplace")


def _in_language(exc: WartableError, args: argparse.Namespace | None) -> str:
    """An error in the player's language (``--lang``, else the environment's) when it is
    said as a message (issue 37), else its English text."""
    if exc.msg is None:
        return str(exc)
    try:
        from wartable import i18n
    except ImportError:  # the catalogues (fluent.runtime) are not installed
        return str(exc)
    try:
        lang = i18n.language(getattr(args, "lang", None))
    except ValueError:
        lang = "en"
    return str(exc) if lang == "en" else i18n.render(exc.msg, lang)


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command; returns the exit status (see the module's docstring)."""
    _safe_streams()
    args: argparse.Namespace | None = None
    try:
        parser = build_parser()
        args = parser.parse_args(argv)
        result: int = args.func(args)
        sys.stdout.flush()
        return result
    except UsageError as exc:
        complain(f"{exc.prog}: {exc}", f"('{exc.prog} --help' lists the arguments)")
        return EXIT_BAD_INPUT
    except SystemExit as exc:  # --help
        return exc.code if isinstance(exc.code, int) else 0
    except WartableError as exc:
        complain(f"wartable: {_in_language(exc, args)}")
        return EXIT_BAD_INPUT
    except KeyboardInterrupt:
        complain("wartable: interrupted")
        return 130
    except BrokenPipeError:
        _quiet_stdout()
        return 0
    except OSError as exc:  # the machine, not the input: a full disk, a folder not writable
        where = f"{shown(exc.filename)}: " if exc.filename else ""
        complain(f"wartable: {where}{exc.strerror or exc}")
        return EXIT_ENVIRONMENT
    except Exception as exc:  # a bug: one line, never a traceback
        complain(f"wartable: internal error: {type(exc).__name__}: {shown(str(exc))}")
        return EXIT_INTERNAL


__all__ = [
    "EXIT_INTERNAL",
    "TerminalGame",
    "assign_agents",
    "build_game",
    "build_parser",
    "columns",
    "main",
    "parse_options",
    "split_agents",
]


if __name__ == "__main__":
    sys.exit(main())
