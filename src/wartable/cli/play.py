"""``wartable play``: a game in the terminal, saved after every move, stopped cleanly.

Two files are written, each atomically (temp file, fsync, rename):

* the **host's record** (the full record: the seed and every hidden draw; it resumes the game),
  signed with the host key, mode 0600, in the host's store ``$WARTABLE_HOME/games/`` (default
  ``$XDG_DATA_HOME/wartable/games/``, i.e. ``~/.local/share/wartable/games/``), named
  ``GAME-YYYYmmdd-HHMMSS-MATCHID8.json``, after every move;
* the **player's record** (:meth:`Match.seat_record` of the one human seat, or the spectator's
  record when several or no humans share the terminal: no seed, nothing hidden from that seat),
  at ``--save`` or ``./GAME-YYYYmmdd-HHMMSS.json``, before each prompt while that is quick (a
  long game with hidden information holds megabytes of views: then every 25 plies), and
  whenever the game stops or ends.

Both paths are printed at the start; neither file is written before a seat has moved.
``quit``, end of input (Ctrl-D, at any prompt), Ctrl-C (also while the computer thinks),
SIGTERM and SIGHUP stop the game: it is saved and the command to resume it is printed.
``--resume`` takes either file; a player's record leads to the host's record of the same match
in the store.

At the prompt a player has the commands ``?``, ``board``, ``undo``, ``hint``, ``save [FILE]``,
``help`` and ``quit`` besides moves. What happened is told as the seat may see it
(:mod:`.narrate`), on a screen that knows whether it is a terminal (:mod:`.screen`: colour, 80
columns, the spinner while the computer thinks, clearing at a hot-seat hand-over), with line
editing where there is one (:mod:`.editing`). See docs/cli.md.

The command's other parts are modules of their own: where the records go (:mod:`.saving`),
``--resume`` (:mod:`.resume`), which seats the computer plays (:mod:`.seats`) and how a game
stops (:mod:`.stopping`); this module is the game at the terminal (:class:`TerminalGame`: the
loop, the prompt and its commands) and ``cmd_play``.
"""

from __future__ import annotations

import argparse
import contextlib
import difflib
import io
import random
import signal
import sys
import time
from collections.abc import Callable, Sequence
from contextlib import AbstractContextManager
from pathlib import Path
from typing import Any, TextIO

from wartable.ai import Agent, agent_move, agent_names, make_agent
from wartable.core import CHANCE, Match, RecordKey, WartableError, shown
from wartable.core.errors import quoted
from wartable.core.messages import Said, said

from . import texts as _texts  # noqa: F401  (the terminal's English templates, registered)
from .commands import build_game
from .editing import LineEditing
from .narrate import Narrator, turns
from .resume import resume
from .saving import check_save_path, host_record_path, stamp
from .screen import Screen
from .seats import assign_agents, check_agent_name
from .stopping import STOP_SIGNALS, StopGuard, Stopped

#: the longest line a player may type (a move text is at most a few dozen characters)
MAX_LINE = 1000

#: the player's record is written before every prompt while that takes less than SLOW_SAVE
#: seconds, then every SLOW_SAVE_PLIES plies (and always when the game stops or ends)
SLOW_SAVE = 0.25
SLOW_SAVE_PLIES = 25

# -- the game -----------------------------------------------------------------------------

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


class TerminalGame:
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

    # -- the loop --

    def run(self) -> int:
        """Play until the game ends or stops; 0, or 128 + the signal that stopped it."""
        with self.stops.signals():
            try:
                self.say(self.words("cli-your-record", path=str(self.save_path)))
                self.say(self.words("cli-host-record", path=str(self.host_path)))
                self.save()
                return self._play()
            except Stopped as stop:
                self.stops.pending = None
                self.stops.critical += 1  # a second signal does not cut the save
                try:
                    self.save()
                finally:
                    self.stops.critical -= 1
                self.say()
                self.say(
                    self.saved_or_not(self.words("cli-game-stopped", how=self.stop_words(stop)))
                )
                return 128 + stop.signum if stop.signum is not None else 0
            except BaseException:
                # a failure of the machine or a bug: the moves played are saved all the same
                # (each file is written whole or not at all), then the error is reported
                with contextlib.suppress(BaseException):
                    self.stops.critical += 1
                    self.save()
                raise

    def _play(self) -> int:
        match = self.match
        seats = "; ".join(self.seat_label(s) for s in range(self.game.num_players))
        self.tell(self.words("cli-seats", title=self.game.title, seats=seats))
        if self.humans:
            self.tell(self.words("cli-type-a-move"))
        while not match.is_over():
            seat = match.to_move()
            if seat == CHANCE:
                with self.guarded():
                    match.resolve_chance()
                continue
            self.save(player=seat not in self.agents and self.player_record_due())
            if seat in self.agents:
                self.agent_turn(seat)
                continue
            if not self.human_turn(seat):
                self.save()
                self.say()
                self.say(self.saved_or_not(self.words("cli-game-left")))
                return 0
        self.save()
        self.show_end()
        return 0

    def agent_turn(self, seat: int) -> None:
        """The computer's decision for ``seat``, with the spinner while it thinks; what
        happened so far is told first, so a player sees the dice of their own attack
        before the answer."""
        match = self.match
        if self.humans:
            self.news(self.keyboard())
        agent = self.agents[seat]
        rng = match.agent_rng(seat)
        # a fresh, reproducible generator per decision: seed, seat and move number
        rng.seed(f"{match.seed}/agent/{seat}/{match.ply}")
        label = self.words("cli-thinking", seat=self.seat_name(seat), agent=agent.name)
        label += self._dots()
        with self.screen.thinking(label):
            text = agent_move(match.state, seat, agent, rng)
        with self.guarded():
            match.play(text, seat)
            if not self.humans:  # a game to watch: the move is told with its dice
                while match.to_move() == CHANCE:
                    match.resolve_chance()
        if not self.humans:
            self.news(None)
            if self.delay:
                time.sleep(self.delay)

    def keyboard(self) -> int | None:
        """The seat whose player sits at the keyboard now (the views told between turns
        are theirs): the one human, the last human to move in a hot-seat game, or nobody
        yet (a spectator)."""
        if len(self.humans) == 1:
            return self.humans[0]
        return self.last_human

    def _dots(self) -> str:
        return self.screen.symbol("…", "...")

    def show_end(self) -> None:
        match = self.match
        self.news(self.viewer)
        self.say(self.screen.fit(self.picture(self.viewer)))
        outcome = match.state.outcome()
        if outcome is not None:
            reason = self.speak(outcome.message) if outcome.message else outcome.reason
            over = self.words("cli-game-over", reason=reason)
            self.say(self.screen.paint(self.screen.wrap(over), "bold"))
            for s in range(self.game.num_players):
                score = self.words(
                    "cli-score",
                    seat=self.seat_label(s),
                    score=f"{outcome.scores[s]:g}",
                    result=said(f"cli-result-{outcome.result(s)}"),
                )
                self.say(self.screen.wrap("  " + score, hang=4))
        self.tell(
            self.words("cli-records-saved", path=str(self.save_path), host=str(self.host_path))
        )

    def ask(self, prompt: str) -> str:
        """One line of input; end of input stops the game."""
        try:
            line = self.input(prompt)
        except UnicodeDecodeError:
            self.refuse(self.words("cli-not-utf8"))
            return ""
        except EOFError:
            raise Stopped("end of input") from None
        except KeyboardInterrupt:  # Ctrl-C where our handler is not installed
            raise Stopped(STOP_SIGNALS[signal.SIGINT], signal.SIGINT) from None
        if len(line) > MAX_LINE:
            self.refuse(self.words("cli-too-long", length=f"{len(line):,}", limit=MAX_LINE))
            return ""
        return line

    def prompt(self, seat: int) -> str:
        text = f"{self.seat_name(seat)}> "
        if not self.screen.colour:
            return text
        # the seat's name in its colour: at a hot seat each player knows their prompt
        return self.editing.bright(text[:-2], self.screen.sgr(*Screen.seat_styles(seat))) + "> "

    def hand_over(self, seat: int) -> bool:
        """Between two players at one keyboard in a game with hidden information: the
        screen and its scrollback are cleared, and the typed history put away, before the
        next player sits down, and cleared again once they press Enter. Before the first
        player's turn nothing private has been shown: nothing is cleared. False when the
        answer is ``quit``."""
        private = self.last_human is not None
        if private:
            self.screen.clear()
        self.editing.switch(None)
        answer = self.ask(self.words("cli-pass-keyboard", seat=self.seat_name(seat)) + " ")
        if answer.strip().lower() in QUIT_WORDS:
            return False
        if private:
            self.screen.clear()
            self._private = False
        return True

    def needs_hand_over(self, seat: int) -> bool:
        """Whether the keyboard must be passed, with the screen cleared, before ``seat``
        plays: in a game with hidden information, between two people at one terminal, at the
        first turn (who begins) and whenever the last player's screen held something private
        or the next one's will. In a stretch where nothing is hidden (Flatwar's battle after
        the hidden build) the players just take turns."""
        if not self.game.has_hidden_information or len(self.humans) < 2:
            return False
        if self.last_human == seat:
            return False
        return self.last_human is None or self._private or self.private_for(seat)

    def human_turn(self, seat: int) -> bool:
        """One decision of a human seat; False when the player quits."""
        if self.needs_hand_over(seat) and not self.hand_over(seat):
            return False
        self.editing.switch(seat)
        self.last_human = seat
        self._prompt_seat = seat
        self.show(seat)
        while True:
            line = self.ask(self.prompt(seat)).strip()
            if not line:
                continue
            verb, _, rest = line.partition(" ")
            verb, rest = verb.lower(), rest.strip()
            if verb in QUIT_WORDS and not rest:
                return False
            if verb in ("?", "moves"):
                self._private = True  # a seat's legal moves may tell its hand
                self.list_moves(rest)
                continue
            if verb == "help" and not rest:
                self.help()
                continue
            if verb == "board" and not rest:
                self.show_board(seat)
                continue
            if verb == "save":
                self.save_as(rest)
                continue
            if verb == "hint":
                self._private = True
                self.hint(seat, rest)
                continue
            if verb == "undo":
                self._private = True
                if rest:
                    self.refuse(self.words("cli-undo-nothing-after", text=quoted(rest)))
                    continue
                if self.undo(seat):
                    return True
                continue
            try:
                with self.guarded():
                    self.match.play(line, seat)
            except WartableError as exc:
                self._private = True  # the line typed, and why it was refused
                self.refuse(self.error_text(exc) + self.did_you_mean(verb))
                continue
            if self.match.told(seat)[-1] != self.match.told(None)[-1]:
                self._private = True  # a move the others see less of (a hidden purchase)
            return True

    # -- the commands --

    def list_moves(self, wanted: str) -> None:
        state = self.match.state
        moves = sorted(state.move_text(m) for m in state.legal_moves())
        listed = [m for m in moves if wanted.lower() in m.lower()]
        self.say(self.screen.columns(listed))
        if wanted or len(moves) > 40:
            self.tell(self.words("cli-moves-count", listed=len(listed), total=len(moves)))

    def help(self) -> None:
        notation = self.game.notation_help(self.speak)
        if notation:
            self.say(self.screen.wrap(notation, indent="  "))
        names = ", ".join(n for n in agent_names() if ":" not in n)
        agent, file = self.words("cli-help-agent"), self.words("cli-help-file")
        rows = (
            (self.words("cli-help-or-moves"), self.words("cli-help-moves")),
            ("board", self.words("cli-help-board")),
            ("undo", self.words("cli-help-undo")),
            (f"hint [{agent}]", self.words("cli-help-hint", agent=HINT_AGENT, names=names)),
            (f"save [{file}]", self.words("cli-help-save")),
            ("quit", self.words("cli-help-quit")),
        )
        self.say(self.screen.wrap(self.words("cli-help-commands")))
        for command, text in rows:
            self.say(self.screen.wrap(f"  {command:<17}{text}", hang=19))
        self.say(self.screen.wrap(f"{self.seat_numbers()} {self.words('cli-help-saving')}"))

    def save_as(self, name: str) -> None:
        """``save``: write both records now; ``save FILE``: the player's record goes to FILE
        from now on (the earlier file stays as it was)."""
        if name:
            path = Path(name)
            try:
                check_save_path(path, flag="save")
                if path.resolve() == self.host_path.resolve():
                    raise WartableError(said("cli-save-host-file", name=quoted(name)))
            except WartableError as exc:
                self.refuse(self.error_text(exc))
                return
            self.save_path = path
            self._player_saved = -1
            self._written = True  # asked for by name: written even before the first move
        self.save()
        if not self.started():
            self.tell(self.words("cli-nothing-to-save"))
            return
        self.tell(self.words("cli-saved-to", path=str(self.save_path), host=str(self.host_path)))

    def hint(self, seat: int, name: str) -> None:
        """A suggested move from an agent (``name``, default :data:`HINT_AGENT`), which sees
        only what the seat sees; nothing is played. Ctrl-C while it thinks cancels the hint
        (not the game: the player asked for it and may not wait)."""
        try:
            check_agent_name(name or HINT_AGENT)
            agent = make_agent(name or HINT_AGENT)
        except WartableError as exc:
            self.refuse(f"hint: {self.error_text(exc)}")
            return
        match = self.match
        rng = random.Random(f"{match.seed}/hint/{seat}/{match.ply}")
        try:
            asking = self.words("cli-asking-hint", agent=agent.name) + self._dots()
            with self.screen.thinking(asking):
                text = agent_move(match.state, seat, agent, rng)
        except Stopped as stop:
            if stop.signum != signal.SIGINT:
                raise
            self.tell(self.words("cli-hint-cancelled"))
            return
        self.tell(self.words("cli-hint", agent=agent.name, move=text))

    def undo(self, seat: int) -> bool:
        """Take back ``seat``'s last decision and every computer move and chance outcome
        after it; True when it was taken back (the turn goes back to that decision).

        Undo takes back only this seat's own moves and the computer's: never another
        human's. A chance outcome taken back is not re-rolled: the match draws it again the
        same (see :meth:`Match.undo`)."""
        match = self.match
        movers = match.movers
        index = len(movers) - 1
        while index >= 0 and (movers[index] == CHANCE or movers[index] in self.agents):
            index -= 1
        if index < 0:
            self.refuse(self.words("cli-undo-not-moved"))
            return False
        if movers[index] != seat:
            self.refuse(self.words("cli-undo-not-yours", seat=self.seat_name(movers[index])))
            return False
        told = self.narrator.tell(turns(self.told(seat), movers, index))
        with self.guarded():
            while match.ply > index:
                match.undo()
            self._said.clear()  # the texts of the plies taken back
            # the records are shorter now: both are written again
            self._host_saved = self._player_saved = -1
            for who, count in self.seen.items():
                self.seen[who] = min(count, match.ply)
        self.tell(self.words("cli-taken-back"))
        self.say(told)
        self.tell(self.words("cli-not-rerolled"))
        self.save(player=self.player_record_due())
        return True

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


def columns(items: Sequence[str], width: int = 80) -> str:
    """``items`` in columns that fit ``width``."""
    return Screen(io.StringIO(), live=False, width=width).columns(items)


# -- wartable play --------------------------------------------------------------------------


def cmd_play(args: argparse.Namespace) -> int:
    if args.save is not None:
        check_save_path(Path(args.save))
    key = RecordKey.load()
    seat_of_record: int | None = None
    if args.resume:
        if args.seed is not None:
            raise WartableError(said("cli-error-resume-seed"))
        match, host_path, save_path, seat_of_record = resume(args, key)
        check_save_path(save_path)
    else:
        game = build_game(args.game or "thud", args.option, args.players)
        match = Match(game, seed=args.seed)
        when = stamp()
        save_path = Path(args.save) if args.save else Path(f"{game.name}-{when}.json")
        check_save_path(save_path)
        host_path = host_record_path(match, when)
    game = match.game
    seat = (
        args.seat
        if args.seat is not None
        else (seat_of_record + 1 if seat_of_record is not None else 1)
    )
    human = seat - 1
    if not 0 <= human < game.num_players:
        raise WartableError(said("cli-error-seat", seat=seat, players=game.num_players))
    specs = args.ai
    if args.resume and not specs:
        # a resumed game keeps its computer players, recorded by agent name
        specs = []
        for s, name in enumerate(match.players):
            if name.startswith("human "):
                continue
            try:
                make_agent(name, paths=True)
            except WartableError:
                continue
            specs.append(f"{s + 1}={name}")
    agents = assign_agents(game, specs, human)
    if not args.resume:
        match.players = [
            agents[s].name if s in agents else f"human {s + 1}" for s in range(game.num_players)
        ]
    if save_path.resolve() == host_path.resolve():
        raise WartableError(said("cli-error-save-host", path=quoted(str(save_path))))
    host_path.parent.mkdir(parents=True, exist_ok=True, mode=0o700)
    terminal = TerminalGame(
        match,
        agents,
        save_path,
        delay=args.delay,
        host_path=host_path,
        key=key,
        editing=LineEditing(),
        resumed=bool(args.resume),
        lang=language_of(args),
    )
    return terminal.run()


def language_of(args: argparse.Namespace) -> str:
    """``--lang``, else $LC_ALL, $LC_MESSAGES or $LANG (issue 37); English when the
    catalogues (the ``server`` extra's fluent.runtime) are not installed."""
    wanted = getattr(args, "lang", None)
    try:
        from wartable import i18n
    except ImportError:
        if wanted not in (None, "en"):
            raise WartableError(
                f"--lang {shown(wanted)}: the game texts in other languages need the "
                "catalogues: pip install 'wartable[server]'"
            ) from None
        return "en"
    try:
        return i18n.language(wanted)
    except ValueError as exc:
        raise WartableError(f"--lang: {exc}") from None


__all__ = ["SLOW_SAVE", "SLOW_SAVE_PLIES", "TerminalGame", "cmd_play", "columns"]
