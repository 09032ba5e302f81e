"""Line editing at the move prompt: readline where Python has it and both input and output
are a terminal (arrows, Ctrl-A/E, history with Up/Down, Tab to complete a command or a legal
move).

Each seat at the keyboard has its own history: at a hot-seat hand-over the history is swapped,
so the next player cannot recall with Up what the last one typed (in a game with hidden
information a typed move may tell a card in hand).
"""

from __future__ import annotations

import sys
from collections.abc import Callable, Sequence
from types import ModuleType


def _load_readline() -> ModuleType | None:
    try:
        import readline
    except ImportError:  # Windows, or a Python built without it
        return None
    return readline


class LineEditing:
    """The prompt's line editing, or nothing (``active`` False) when input is not typed at a
    terminal (a pipe, a test)."""

    def __init__(self, enabled: bool | None = None) -> None:
        if enabled is None:
            enabled = sys.stdin.isatty() and sys.stdout.isatty()
        self.readline = _load_readline() if enabled else None
        self.histories: dict[int | None, list[str]] = {}
        self.current: int | None = None
        self.words: Callable[[], Sequence[str]] = list
        self._matches: list[str] = []
        if self.readline is not None:
            self.readline.set_completer_delims("")  # complete the whole line: moves have spaces
            self.readline.set_completer(self.complete)
            self.readline.parse_and_bind("tab: complete")

    @property
    def active(self) -> bool:
        return self.readline is not None

    def switch(self, seat: int | None) -> None:
        """Keep the history typed so far as the current seat's; bring back ``seat``'s."""
        rl = self.readline
        if rl is None or seat == self.current:
            return
        length = rl.get_current_history_length()
        self.histories[self.current] = [rl.get_history_item(i) for i in range(1, length + 1)]
        rl.clear_history()
        for line in self.histories.get(seat, []):
            rl.add_history(line)
        self.current = seat

    def complete(self, text: str, state: int) -> str | None:
        if state == 0:
            low = text.lower()
            self._matches = sorted({w for w in self.words() if w.lower().startswith(low)})
        return self._matches[state] if state < len(self._matches) else None

    def bright(self, text: str, sgr: str) -> str:
        """A prompt in colour; readline is told the escape codes take no room."""
        if self.readline is None:
            return f"\x1b[{sgr}m{text}\x1b[0m"
        return f"\001\x1b[{sgr}m\002{text}\001\x1b[0m\002"


__all__ = ["LineEditing"]
