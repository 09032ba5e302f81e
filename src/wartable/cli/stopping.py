"""How a terminal game stops: the signals that stop it (Ctrl-C, SIGTERM, SIGHUP), :class:`Stopped`,
and :class:`StopGuard`, which holds a stop back while a move is recorded or a file written."""

from __future__ import annotations

import signal
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from types import FrameType

#: the signals that stop a terminal game (saved, with the command to resume printed)
STOP_SIGNALS: dict[int, str] = {
    signal.SIGINT: "interrupted (Ctrl-C)",
    signal.SIGTERM: "terminated (SIGTERM)",
    signal.SIGHUP: "the terminal hung up (SIGHUP)",
}


class Stopped(BaseException):
    """The game stops: end of input, or a signal (``signum``). A BaseException (as
    KeyboardInterrupt is), so no ``except Exception`` on the way swallows it."""

    def __init__(self, how: str, signum: int | None = None) -> None:
        super().__init__(how)
        self.how = how
        self.signum = signum


class StopGuard:
    """The stop signals of one game, and the stretches no stop may cut."""

    def __init__(self) -> None:
        #: how many guarded stretches are open (a stop waits while any is)
        self.critical = 0
        #: the stop that arrived in a guarded stretch, raised when the stretch ends
        self.pending: Stopped | None = None

    @contextmanager
    def guarded(self) -> Iterator[None]:
        """A stretch no stop may cut (a move being recorded, a file being written): a signal
        that arrives in it stops the game when it ends."""
        self.critical += 1
        try:
            yield
        finally:
            self.critical -= 1
        if not self.critical and self.pending is not None:
            pending, self.pending = self.pending, None
            raise pending

    def on_signal(self, signum: int, frame: FrameType | None) -> None:
        stop = Stopped(STOP_SIGNALS.get(signum, f"signal {signum}"), signum)
        if self.critical:
            if self.pending is None:
                self.pending = stop
            return
        raise stop

    @contextmanager
    def signals(self) -> Iterator[None]:
        """Ctrl-C, SIGTERM and SIGHUP stop the game (only in the main thread, where Python
        delivers signals)."""
        if threading.current_thread() is not threading.main_thread():
            yield
            return
        old = {s: signal.signal(s, self.on_signal) for s in STOP_SIGNALS}
        try:
            yield
        finally:
            for s, handler in old.items():
                signal.signal(s, handler)


__all__ = ["STOP_SIGNALS", "StopGuard", "Stopped"]
