"""The terminal as the game's screen: width, colour, clearing, and the computer's spinner.

Output goes either to a terminal or elsewhere (a file, a pipe, a test's buffer). Only a
terminal gets escape sequences: colour (unless ``NO_COLOR`` is set to something, or
``TERM=dumb``), the clearing of the screen and its scrollback at a hot-seat hand-over, and the
spinner that shows the computer is thinking. Elsewhere the text is plain, and the same words.

Every line the command writes itself is wrapped to :attr:`Screen.width` (80 columns, or fewer
when the terminal is narrower); a game's board lines are wrapped only when they are too long.
"""

from __future__ import annotations

import contextlib
import os
import shutil
import sys
import textwrap
import threading
import time
from collections.abc import Iterator, Mapping, Sequence
from contextlib import contextmanager
from typing import TextIO

#: the widest line written, and the narrowest width assumed of a terminal
WIDTH = 80
MIN_WIDTH = 40
#: seconds between two frames of the spinner, and before the first
FRAME = 0.1
SHOW_AFTER = 0.2

_SGR = {
    "bold": "1",
    "dim": "2",
    "red": "31",
    "green": "32",
    "yellow": "33",
    "blue": "34",
    "magenta": "35",
    "cyan": "36",
}
#: the colour of each seat's name, in turn (chance is dim)
SEAT_COLOURS = ("cyan", "magenta", "green", "yellow", "blue", "red")
#: ANSI: erase the line the cursor is on, from the cursor to its end
ERASE_LINE = "\r\x1b[K"
#: ANSI: cursor home, erase the screen, erase the scrollback (xterm, tmux, most terminals)
CLEAR = "\x1b[H\x1b[2J\x1b[3J"


def is_terminal(stream: object) -> bool:
    isatty = getattr(stream, "isatty", None)
    try:
        return bool(isatty()) if isatty is not None else False
    except (OSError, ValueError):
        return False


def wants_colour(stream: object, env: Mapping[str, str] | None = None) -> bool:
    """Colour only on a terminal, unless ``NO_COLOR`` is set (to anything but the empty
    text, https://no-color.org) or the terminal is ``dumb``."""
    env = os.environ if env is None else env
    if env.get("NO_COLOR", ""):
        return False
    if env.get("TERM", "") == "dumb":
        return False
    return is_terminal(stream)


def can_encode(stream: object, text: str) -> bool:
    encoding = getattr(stream, "encoding", None) or "ascii"
    try:
        text.encode(encoding)
    except (UnicodeEncodeError, LookupError):
        return False
    return True


class Screen:
    """Where the game writes: a terminal (``live``: escape sequences allowed) or plain text.

    ``live`` and ``colour`` default to what ``out`` is (see :func:`wants_colour`)."""

    def __init__(
        self,
        out: TextIO | None = None,
        *,
        live: bool | None = None,
        colour: bool | None = None,
        width: int | None = None,
    ) -> None:
        self.out: TextIO = out if out is not None else sys.stdout
        self.live = is_terminal(self.out) if live is None else live
        self.colour = (wants_colour(self.out) if self.live else False) if colour is None else colour
        self._width = width
        self.unicode = can_encode(self.out, "⠋▶…×")
        self.lock = threading.Lock()

    @property
    def width(self) -> int:
        """The widest line: :data:`WIDTH`, or the terminal's width when it is narrower (asked
        each time: the window may have been resized); never under :data:`MIN_WIDTH`."""
        width = self._width
        if width is None:
            width = WIDTH
            if self.live:
                width = min(WIDTH, shutil.get_terminal_size((WIDTH, 24)).columns)
        return max(MIN_WIDTH, width)

    # -- writing --

    def write(self, text: str) -> None:
        """Write ``text`` as it is; a terminal that is gone (SIGHUP) is not an error: the game
        is saved all the same."""
        with self.lock, contextlib.suppress(OSError, ValueError):
            self.out.write(text)
            self.out.flush()

    def say(self, text: str = "") -> None:
        self.write(text + "\n")

    def paint(self, text: str, *styles: str) -> str:
        """``text`` in ``styles`` (``bold``, ``red``...) on a colour terminal; else as is."""
        if not self.colour or not styles or not text:
            return text
        return f"\x1b[{self.sgr(*styles)}m{text}\x1b[0m"

    def seat(self, text: str, seat: int | None) -> str:
        """A seat's name in the seat's colour (``None``: chance, dim)."""
        if seat is None or seat < 0:
            return self.paint(text, "dim")
        return self.paint(text, *self.seat_styles(seat))

    @staticmethod
    def seat_styles(seat: int) -> tuple[str, str]:
        return SEAT_COLOURS[seat % len(SEAT_COLOURS)], "bold"

    @staticmethod
    def sgr(*styles: str) -> str:
        """The SGR parameters of ``styles`` (``36;1`` for cyan, bold)."""
        return ";".join(_SGR[s] for s in styles)

    def symbol(self, fancy: str, plain: str) -> str:
        return fancy if self.unicode else plain

    # -- layout --

    def wrap(
        self, text: str, indent: str = "", width: int | None = None, hang: int | None = None
    ) -> str:
        """Each line of ``text`` wrapped to the width; a line's continuation is indented as
        the line itself plus ``indent``, or by ``hang`` spaces."""
        width = self.width if width is None else width
        lines: list[str] = []
        for line in text.split("\n"):
            if len(line) <= width:
                lines.append(line)
                continue
            lead = line[: len(line) - len(line.lstrip(" "))]
            if hang is not None:
                lead, indent = " " * hang, ""
            lines.extend(
                textwrap.wrap(
                    line,
                    width=width,
                    subsequent_indent=lead + indent,
                    break_on_hyphens=False,
                    break_long_words=False,  # a path or a move is never cut in two
                    replace_whitespace=False,
                    drop_whitespace=True,
                )
                or [line]
            )
        return "\n".join(lines)

    def fit(self, picture: str) -> str:
        """A game's picture (a board): lines that fit are kept exactly; a longer line (a
        legend, a list) is wrapped under itself rather than cut by the terminal."""
        return self.wrap(picture, indent="  ")

    def columns(self, items: Sequence[str]) -> str:
        """``items`` in as many columns as fit the width."""
        if not items:
            return "(none)"
        cell = max(len(i) for i in items) + 2
        per_line = max(1, (self.width + 2) // cell)
        rows = [items[i : i + per_line] for i in range(0, len(items), per_line)]
        return "\n".join("".join(i.ljust(cell) for i in row).rstrip() for row in rows)

    def clear(self) -> None:
        """Clear the screen and its scrollback, so the next player cannot read the last
        player's hand by scrolling back; elsewhere a plain separator line."""
        if self.live:
            self.write(CLEAR)
        else:
            self.say("-" * self.width)

    # -- the computer thinking --

    @contextmanager
    def thinking(self, label: str) -> Iterator[None]:
        """While the body runs (the computer choosing a move, in this thread, where signals
        arrive), a spinner with ``label`` and the seconds spent, on a terminal only; the line
        is erased when the body ends or is interrupted."""
        if not self.live:
            yield
            return
        spinner = _Spinner(self, label)
        spinner.start()
        try:
            yield
        finally:
            spinner.stop()


class _Spinner(threading.Thread):
    def __init__(self, screen: Screen, label: str) -> None:
        super().__init__(name="wartable-spinner", daemon=True)
        self.screen = screen
        self.label = label
        self.frames = screen.symbol("⠋⠙⠹⠸⠼⠴⠦⠧⠇⠏", "|/-\\")
        self.done = threading.Event()
        self.began = time.monotonic()
        self.drawn = False

    def frame(self, tick: int) -> str:
        seconds = int(time.monotonic() - self.began)
        mark = self.screen.paint(self.frames[tick % len(self.frames)], "yellow", "bold")
        text = f"{self.label} {seconds} s"[: self.screen.width - 3]
        return f"\r{mark} {text}\x1b[K"

    def run(self) -> None:
        # a move found at once shows no spinner (no flicker between quick moves)
        if self.done.wait(SHOW_AFTER):
            return
        tick = 0
        while not self.done.is_set():
            self.screen.write(self.frame(tick))
            self.drawn = True
            tick += 1
            self.done.wait(FRAME)

    def stop(self) -> None:
        self.done.set()
        if self.is_alive():
            self.join()
        if self.drawn:
            self.screen.write(ERASE_LINE)


__all__ = ["CLEAR", "ERASE_LINE", "SEAT_COLOURS", "WIDTH", "Screen", "is_terminal", "wants_colour"]
