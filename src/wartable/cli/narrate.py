"""What happened, in lines a player reads: the plies of a match grouped by who made them.

The words are the game's: each ply is its text as the viewing seat may see it
(``state.move_view``, through :meth:`Match.told`), so nothing hidden from that seat is told.
The terminal only arranges them: a seat's moves in a row on one line, the chance outcomes a
move caused (dice, draws) under it, a run of the same outcome counted (``draw ? ×5``), the
seat's name in its colour, and the last move marked.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from wartable.core import CHANCE
from wartable.core.messages import Say, english, said

from . import texts as _texts  # noqa: F401  (the terminal's English templates, registered)
from .screen import Screen


@dataclass
class Turn:
    """Consecutive plies told on one line: ``moves`` of one seat (``mover``; CHANCE when
    the line is chance alone) from ply ``first`` (0-based), then the ``chance`` outcomes
    that followed them."""

    first: int
    mover: int
    moves: list[str] = field(default_factory=list)
    chance: list[str] = field(default_factory=list)

    @property
    def plies(self) -> int:
        return len(self.moves) + len(self.chance)


def turns(texts: Sequence[str], movers: Sequence[int], start: int = 0) -> list[Turn]:
    """The plies ``texts[start:]`` (made by ``movers``) grouped into :class:`Turn` s: a seat's
    run of moves until chance or another seat moves, each followed by the chance outcomes
    after it."""
    out: list[Turn] = []
    for index in range(start, len(texts)):
        text, mover = texts[index], movers[index]
        last = out[-1] if out else None
        if mover == CHANCE:
            if last is None:
                out.append(Turn(index, CHANCE, chance=[text]))
            else:
                last.chance.append(text)
        elif last is not None and last.mover == mover and not last.chance:
            last.moves.append(text)
        else:
            out.append(Turn(index, mover, moves=[text]))
    return out


def counted(texts: Sequence[str], times: str = "×") -> list[str]:
    """A run of the same text once, counted: ``['draw ?', 'draw ?', 'at 4']`` ->
    ``['draw ? ×2', 'at 4']``."""
    out: list[str] = []
    index = 0
    while index < len(texts):
        end = index
        while end + 1 < len(texts) and texts[end + 1] == texts[index]:
            end += 1
        run = end - index + 1
        out.append(texts[index] if run == 1 else f"{texts[index]} {times}{run}")
        index = end + 1
    return out


class Narrator:
    """Tells :class:`Turn` s on a :class:`Screen`; ``name(seat)`` is how a seat is called
    (the game's seat name)."""

    def __init__(self, screen: Screen, name: Callable[[int], str], say: Say = english) -> None:
        self.screen = screen
        self.name = name
        #: how the narrator's own words are told (the player's language)
        self.say = say

    def _line(self, prefix: str, mover: int, items: Sequence[str]) -> str:
        """``prefix`` + the mover's name (in its colour) + ``: `` + the items, wrapped to the
        width with the continuation under the items. Short items (``roll 6,4,4``) share a
        line, comma-separated; items that are sentences of their own (``roll 6: P3, die 1
        of 4: a hit``) take a line each, as a comma would not tell where one ends."""
        screen = self.screen
        name = self.say(said("cli-chance")) if mover == CHANCE else self.name(mover)
        head = prefix + name
        hang = len(head) + 2
        rows: list[list[str]] = [[]]
        for item in items:
            if ", " in item or ": " in item:  # a sentence: a line of its own
                rows += [[item], []]
            else:
                rows[-1].append(item)
        texts = [", ".join(row) for row in rows if row]
        lines = [f"{head}: {texts[0] if texts else ''}"] + [" " * hang + t for t in texts[1:]]
        wrapped = "\n".join(screen.wrap(line, hang=hang) for line in lines)
        if screen.colour and wrapped.startswith(head):
            coloured = screen.seat(name, None if mover == CHANCE else mover)
            wrapped = prefix + coloured + wrapped[len(head) :]
        return wrapped

    def lines(self, turn: Turn, mark: str = "") -> str:
        """One turn: ``  12. Player 1: a, b`` and under it ``chance: ...``; ``mark`` (one
        character) in front."""
        times = self.screen.symbol("×", "x")
        number = f"{turn.first + 1:>5}. "
        lead = (mark + " ") if mark else "  "
        chance = counted(turn.chance, times)
        if turn.mover == CHANCE:
            text = self._line(lead + number, CHANCE, chance)
        else:
            text = self._line(lead + number, turn.mover, counted(turn.moves, times))
            if chance:
                text += "\n" + self._line(" " * len(lead + number), CHANCE, chance)
        if mark and self.screen.colour:
            text = self.screen.paint(mark, "bold") + text[len(mark) :]
        return text

    def tell(self, items: Sequence[Turn], mark_last: bool = False) -> str:
        """The turns, one after the other; the last marked when ``mark_last``."""
        marker = self.screen.symbol("▶", ">")
        return "\n".join(
            self.lines(t, marker if mark_last and i == len(items) - 1 else "")
            for i, t in enumerate(items)
        )

    def last_move(self, texts: Sequence[str], movers: Sequence[int]) -> str | None:
        """``▶ Last move: 12. Player 1: attack FRA-ITA; chance: roll 6,4,4`` (wrapped, in
        bold): the last seat's moves in a row and the chance they caused; None before any."""
        start = len(movers) - 1
        while start >= 0 and movers[start] == CHANCE:
            start -= 1
        if start < 0:
            return None
        while start > 0 and movers[start - 1] == movers[start]:
            start -= 1
        turn = turns(texts, movers, start)[0]
        times = self.screen.symbol("×", "x")
        body = ", ".join(counted(turn.moves, times))
        if turn.chance:
            chance = self.say(
                said("cli-chance-after", moves=", ".join(counted(turn.chance, times)))
            )
            body += f"; {chance}"
        marker = self.screen.symbol("▶", ">")
        prefix = f"{marker} {self.say(said('cli-last-move', number=turn.first + 1))} "
        wrapped = self.screen.wrap(f"{prefix}{self.name(turn.mover)}: {body}", hang=4)
        return "\n".join(self.screen.paint(line, "bold") for line in wrapped.split("\n"))


__all__ = ["Narrator", "Turn", "counted", "turns"]
