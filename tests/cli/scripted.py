"""Scripted input for the terminal game's tests (imported by the tests in this folder, which
pytest puts on ``sys.path``)."""

from __future__ import annotations

import io
from collections.abc import Callable, Sequence
from pathlib import Path

from wartable.cli.play import TerminalGame
from wartable.core import Match


def flat(text: str) -> str:
    """``text`` with its line breaks as spaces (a long resume command has a line of its
    own)."""
    return " ".join(text.split())


Step = str | Callable[["TerminalGame", str], str] | type[BaseException]


class Script:
    """Scripted input: each prompt takes the next step (text, a function of the game and the
    prompt, or an exception to raise, e.g. EOFError); checks run at every prompt."""

    def __init__(self, steps: Sequence[Step]) -> None:
        self.steps: list[Step] = list(steps)
        self.prompts: list[str] = []
        self.game: TerminalGame | None = None
        self.checks: list[Callable[[TerminalGame], None]] = []

    def __call__(self, prompt: str) -> str:
        assert self.game is not None
        self.prompts.append(prompt)
        for check in self.checks:
            check(self.game)
        if not self.steps:
            raise EOFError
        step = self.steps.pop(0)
        if isinstance(step, type) and issubclass(step, BaseException):
            raise step()
        if isinstance(step, str):
            return step
        return str(step(self.game, prompt))  # type: ignore[call-arg]


def first_legal(game: TerminalGame, prompt: str) -> str:
    state = game.match.state
    if prompt.startswith("Pass the keyboard"):
        return ""
    return state.move_text(state.legal_moves()[0])


def terminal(
    match: Match, agents: dict[int, object], script: Script, save: Path, host: Path
) -> tuple[TerminalGame, io.StringIO]:
    out = io.StringIO()
    game = TerminalGame(match, agents, save, script, out, host_path=host)  # type: ignore[arg-type]
    script.game = game
    return game, out
