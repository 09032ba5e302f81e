"""The terminal game's state and words (``wartable play``): the players' seats, what is told
in the player's language and how, and the two records written as the game goes (see
:mod:`.play` for the files and the loop, :mod:`.prompt` for the prompt's commands)."""

from __future__ import annotations

import contextlib
import difflib
import signal
import sys
import time
from collections.abc import Callable
from contextlib import AbstractContextManager
from pathlib import Path
from typing import Any, TextIO

from wartable.ai import Agent
from wartable.core import CHANCE, Match, RecordKey, WartableError, shown
from wartable.core.messages import Said, said

from . import texts as _texts  # noqa: F401  (the terminal's English templates, registered)
from .editing import LineEditing
from .narrate import Narrator, turns
from .saving import host_record_path, stamp
from .screen import Screen
from .stopping import StopGuard, Stopped

#: the longest line a player may type (a move text is at most a few dozen characters)
MAX_LINE = 1000

#: the player's record is written before every prompt while that takes less than SLOW_SAVE
#: seconds, then every SLOW_SAVE_PLIES plies (and always when the game stops or ends)
SLOW_SAVE = 0.25
SLOW_SAVE_PLIES = 25

#: the agent ``hint`` asks when no other is named
HINT_AGENT = "medium"
#: the words of the move prompt that are commands, not moves
COMMANDS = ("?", "moves", "board", "undo", "hint", "save", "help", "quit")
QUIT_WORDS = ("quit", "exit", "q")
#: How a signal that stops the game is told (:data:`STOP_SIGNALS` says it in English).
STOP_WORDS: dict[int, str] = {
    signal.SIGINT: "cli-stop-interrupted",
    signal.SIGTERM: "cli-stop-terminated",
    signal.SIGHUP: "cli-stop-hung-up",
}


def _read_line(prompt: str) -> str:
    """``input``, looked up when called (tests replace ``builtins.input``)."""
    return input(prompt)


class Terminal:
    """A game in the terminal: hot-seat humans and agents, saved after every ply.

    ``save_path`` is the player's record (the one human seat's, or a spectator's);
    ``host_path`` the full record (default: a new file in the host's store). ``screen``
    decides colour, width and the spinner (default: from ``out``); ``editing`` the prompt's
    line editing (default: readline when typed at a terminal). A game that is not
    ``resumed`` writes no file until a seat has moved."""

    def __init__(
        self,
        match: Match,
        agents: dict[int, Agent],
        save_path: Path,
        inp: Callable[[str], str] | None = None,
        out: TextIO | None = None,
        delay: float = 0.0,
        *,
        host_path: Path | None = None,
        key: RecordKey | None = None,
        screen: Screen | None = None,
        editing: LineEditing | None = None,
        resumed: bool = False,
        lang: str = "en",
    ) -> None:
        self.match = match
        #: the language of the game's texts (narration, the end, refusals; issue 37)
        self.lang = lang
        self._said: dict[int | None, list[str]] = {}
        self.game = match.game
        self.agents = agents
        self.save_path = save_path
        self.host_path = host_path if host_path is not None else host_record_path(match, stamp())
        self.key = key
        self.input: Callable[[str], str] = inp if inp is not None else _read_line
        self.out: TextIO = out if out is not None else sys.stdout
        self.screen = screen if screen is not None else Screen(self.out)
        self.editing = editing if editing is not None else LineEditing(enabled=False)
        self.editing.words = self._completions
        self.narrator = Narrator(self.screen, self.seat_name, self.speak)
        self.delay = delay
        self.humans = [s for s in range(self.game.num_players) if s not in agents]
        #: whose record the player's file is: the one human seat, else a spectator's
        self.viewer: int | None = self.humans[0] if len(self.humans) == 1 else None
        #: per seat (None: a spectator), how many plies it has been told
        self.seen: dict[int | None, int] = {}
        self.last_human: int | None = None
        self.resumed = resumed
        self.stops = StopGuard()
        self._host_saved = -1
        self._player_saved = -1
        self._player_cost = 0.0
        self._written = resumed
        self._prompt_seat: int | None = None
        #: whether something only the seat at the keyboard may see has been on the screen
        #: since it was last cleared (a hand, a private draw, a move typed in secret)
        self._private = False

    # -- output --

    def speak(self, message: Said) -> str:
        """A game's message in the player's language (English: the game's own text)."""
        if self.lang == "en":
            return message.english()
        from wartable import i18n

        return i18n.render(message, self.lang)

    def words(self, message_id: str, **params: Any) -> str:
        """The terminal's own words (:mod:`wartable.cli.texts`) in the player's language."""
        return self.speak(said(message_id, **params))

    def seat_name(self, seat: int) -> str:
        return self.speak(self.game.seat_message(seat))

    def error_text(self, exc: WartableError) -> str:
        """Why an input was refused, in the player's language when the error says it as a
        message."""
        return self.speak(exc.msg) if exc.msg is not None else str(exc)

    def picture(self, seat: int | None) -> str:
        """The game's picture of the view of ``seat`` (None: a spectator's), in the
        player's language."""
        return self.game.render(self.match.state.view(seat), self.speak)

    def did_you_mean(self, word: str) -> str:
        """`` (did you mean the command 'help'?)`` when ``word`` is a command mistyped."""
        close = _did_you_mean(word)
        return "" if close is None else " " + self.words("cli-did-you-mean", command=repr(close))

    def stop_words(self, stop: Stopped) -> str:
        """How the game stopped, in the player's language."""
        message_id = STOP_WORDS.get(stop.signum) if stop.signum is not None else None
        if message_id is None and stop.how == "end of input":
            message_id = "cli-stop-end-of-input"
        return self.words(message_id) if message_id else stop.how

    def told(self, seat: int | None) -> list[str]:
        """:meth:`Match.told` in the player's language: each ply as ``seat`` is told it."""
        if self.lang == "en":
            return self.match.told(seat)
        key = seat if self.game.has_hidden_information else None
        said = self._said.setdefault(key, [])
        del said[self.match.ply :]  # plies taken back
        said += map(self.speak, self.match.messages_since(key, len(said)))
        return list(said)

    def say(self, text: str = "") -> None:
        # the terminal may be gone (SIGHUP): the files are kept all the same
        self.screen.say(text)

    def tell(self, text: str) -> None:
        """A sentence of the command's own, wrapped to the screen."""
        self.say(self.screen.wrap(text))

    def refuse(self, reason: str) -> None:
        """``Refused: REASON`` (cut to 300 characters), wrapped, in red on a colour terminal."""
        reason = reason if len(reason) <= 300 else reason[:300] + "…"
        head = self.words("cli-refused")
        text = self.screen.wrap(f"{head} {reason}", hang=4)
        self.say(self.screen.paint(head, "red", "bold") + text[len(head) :])

    def seat_label(self, seat: int) -> str:
        """A seat as players see it: the game's seat name and who plays it (``you``, the
        computer's level, or the recorded name)."""
        name = self.seat_name(seat)
        if seat in self.agents:
            return self.words("cli-seat-agent", seat=name, agent=self.agents[seat].name)
        if len(self.humans) == 1:
            return self.words("cli-seat-you", seat=name)
        return name

    def news(self, seat: int | None) -> None:
        """Tell the plies ``seat`` has not been told yet, as ``seat`` may see them. In a game
        without hidden information every seat sees the same: what was told is told once."""
        log = self.told(seat)
        key = seat if self.game.has_hidden_information else None
        start = self.seen.get(key, 0)
        if start < len(log):
            if key is not None and self.match.told(seat)[start:] != self.match.told(None)[start:]:
                self._private = True
            self.say(self.narrator.tell(turns(log, self.match.movers, start)))
        self.seen[key] = len(log)

    def show(self, seat: int) -> None:
        """What a player sees when it is their turn: what happened since they were last
        told, the board as their seat sees it, and the last move, marked."""
        self.news(seat)
        self.show_board(seat)

    def seat_numbers(self) -> str:
        """How seats are numbered, in the game's names: ``Seats are numbered from 1 (seat 1
        Red, seat 2 Black; --seat, --ai 2=NAME).``"""
        n = self.game.num_players
        plain = [said("seat-player", number=s + 1) for s in range(n)]
        if [self.game.seat_message(s) for s in range(n)] == plain:
            return self.words("cli-seats-players", last=n)
        which = ", ".join(
            self.words("cli-seat-number", number=s + 1, name=self.seat_name(s)) for s in range(n)
        )
        return self.words("cli-seats-named", seats=which, last=n)

    def show_board(self, seat: int) -> None:
        """The board as ``seat`` sees it, and the last move, marked."""
        match = self.match
        picture = self.picture(seat)
        if self.game.has_hidden_information and picture != self.picture(None):
            self._private = True
        self.say(self.screen.fit(picture))
        last = self.narrator.last_move(self.told(seat), match.movers)
        if last is not None:
            self.say(last)

    def private_for(self, seat: int) -> bool:
        """Whether ``seat``'s turn would show what others may not see: its board differs
        from a spectator's, or so does something it has not been told yet."""
        match = self.match
        if self.picture(seat) != self.picture(None):
            return True
        start = self.seen.get(seat, 0)
        return match.told(seat)[start:] != match.told(None)[start:]

    # -- saving and stopping --

    def started(self) -> bool:
        """Whether there is anything to keep: a resumed game, a file already written, or a
        seat's move (chance alone, such as a game's opening shuffle, is not a game yet)."""
        if not self._written:
            self._written = any(m != CHANCE for m in self.match.movers)
        return self._written

    def save(self, player: bool = True) -> None:
        """Write the host's full record and (``player``) the player's record, each
        atomically; a file already up to date is not written again; nothing before the first
        move (:meth:`started`).

        The host's record is small (a few bytes a ply) and is written after every ply: it is
        what resumes the game. The player's record of a game with hidden information holds the
        seat's view after every ply (kilobytes a ply), so it is written when the game waits
        for a person (:meth:`player_record_due`), when it stops and when it ends; it can
        always be made again from the host's record."""
        with self.guarded():
            if not self.started():
                return
            if self.key is None:
                self.key = RecordKey.load()
            ply = self.match.ply
            if self._host_saved != ply:
                self.host_path.parent.mkdir(parents=True, exist_ok=True, mode=0o700)
                self.match.save(self.host_path, key=self.key)
                self._host_saved = ply
            if player and self._player_saved != ply:
                began = time.perf_counter()
                self.match.save_seat_record(self.save_path, self.viewer, key=self.key)
                self._player_cost = time.perf_counter() - began
                self._player_saved = ply

    def player_record_due(self) -> bool:
        """Whether to write the player's record before a prompt: always while it is quick
        to write; once it takes longer than :data:`SLOW_SAVE` seconds (a long game with
        hidden information: megabytes of views), every :data:`SLOW_SAVE_PLIES` plies; and
        whenever it has not been written since the game began or a move was taken back."""
        return (
            self._player_saved < 0  # never written, or the record was shortened by undo
            or self._player_cost < SLOW_SAVE
            or self.match.ply - self._player_saved >= SLOW_SAVE_PLIES
        )

    def guarded(self) -> AbstractContextManager[None]:
        """A stretch no stop may cut (:meth:`StopGuard.guarded`)."""
        return self.stops.guarded()

    def resume_hint(self) -> str:
        return f"wartable play --resume {shown(str(self.save_path))[1:-1]}"

    def saved_or_not(self, first: str) -> str:
        """``first``, then how the stop ends: saved, with the command to resume (on a line
        of its own when the sentence would not fit: it is copied whole), or nothing written."""
        if not self.started():
            return self.screen.wrap(self.words("cli-nobody-moved", first=first))
        head = self.words("cli-saved-resume", first=first)
        line = f"{head} {self.resume_hint()}"
        if len(line) <= self.screen.width:
            return line
        return f"{self.screen.wrap(head)}\n  {self.resume_hint()}"

    def _dots(self) -> str:
        return self.screen.symbol("…", "...")

    def _completions(self) -> list[str]:
        words = [*COMMANDS, "hint " + HINT_AGENT]
        state = self.match.state
        if self._prompt_seat is not None and state.to_move() == self._prompt_seat:
            with contextlib.suppress(WartableError):
                words += [state.move_text(m) for m in state.legal_moves()]
        return words


def _did_you_mean(word: str) -> str | None:
    """The command a refused line's first word is a mistyping of (``helo``: ``help``)."""
    close = difflib.get_close_matches(word, [c for c in COMMANDS if len(c) > 1], n=1, cutoff=0.75)
    if not close or word in COMMANDS:
        return None
    return close[0]


__all__ = [
    "COMMANDS",
    "HINT_AGENT",
    "MAX_LINE",
    "QUIT_WORDS",
    "SLOW_SAVE",
    "SLOW_SAVE_PLIES",
    "STOP_WORDS",
    "Terminal",
]
