"""The commands at the move prompt of ``wartable play`` besides moves: ``?`` (the legal moves),
``help``, ``save [FILE]``, ``hint [AGENT]`` and ``undo`` (see docs/cli.md)."""

from __future__ import annotations

import random
import signal
from pathlib import Path

from wartable.ai import agent_move, agent_names, make_agent
from wartable.core import CHANCE, WartableError
from wartable.core.errors import quoted
from wartable.core.messages import said

from . import texts as _texts  # noqa: F401  (the terminal's English templates, registered)
from .narrate import turns
from .saving import check_save_path
from .seats import check_agent_name
from .stopping import Stopped
from .terminal import HINT_AGENT, Terminal


class PromptCommands(Terminal):
    """The prompt's commands of a terminal game (:class:`.play.TerminalGame` plays it)."""

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


__all__ = ["PromptCommands"]
