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
stops (:mod:`.stopping`), the game's words and records (:mod:`.terminal`) and the prompt's
commands (:mod:`.prompt`); this module is the game's loop (:class:`TerminalGame`: turns, the
prompt, the end) and ``cmd_play``.
"""

from __future__ import annotations

import argparse
import contextlib
import io
import signal
import time
from collections.abc import Sequence
from pathlib import Path

from wartable.ai import agent_move, make_agent
from wartable.core import CHANCE, Match, RecordKey, WartableError, shown
from wartable.core.errors import quoted
from wartable.core.messages import said

from . import texts as _texts  # noqa: F401  (the terminal's English templates, registered)
from .commands import build_game
from .editing import LineEditing
from .prompt import PromptCommands
from .resume import resume
from .saving import check_save_path, host_record_path, stamp
from .screen import Screen
from .seats import assign_agents
from .stopping import STOP_SIGNALS, Stopped
from .terminal import (
    MAX_LINE,
    QUIT_WORDS,
    SLOW_SAVE,
    SLOW_SAVE_PLIES,
    Terminal,
)


class TerminalGame(PromptCommands):
    """A game in the terminal: hot-seat humans and agents, saved after every ply (the
    arguments: :class:`.terminal.Terminal`)."""

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


__all__ = [
    "SLOW_SAVE",
    "SLOW_SAVE_PLIES",
    "Terminal",
    "TerminalGame",
    "cmd_play",
    "columns",
]
