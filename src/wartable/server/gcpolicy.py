"""The server process's garbage collection: short full collections with many matches held.

A server holding 1,000 matches keeps millions of objects the cyclic garbage collector tracks
(positions, move lists, connections). CPython collects its oldest generation whenever the
long-lived objects have grown by a quarter, and such a full collection walks all of them:
measured in ``bench/serve_load.py``'s server, 28 ms with a few matches and 387 ms with 1,000,
the event loop standing still meanwhile, so every move in flight waits (a p99 of 150-260 ms at
500 moves/s when one fell into the measured 15 s).

The policy: every ``freeze_every`` seconds, ``gc.freeze()`` moves every object then alive to
the permanent generation (a list splice: no walk), so a collection walks only what was made
since; every ``refresh_every`` seconds, ``gc.unfreeze()`` hands them back to the collector, so
a reference cycle that was alive when it was frozen and died later is still collected, one
full collection per refresh. Objects without cycles are freed by their reference counts as
always, frozen or not.
"""

from __future__ import annotations

import gc
import threading
import time
from collections.abc import Callable


class GcPolicy:
    """Freeze the collector's generations every ``freeze_every`` seconds and hand them back
    every ``refresh_every`` seconds (see the module)."""

    def __init__(
        self,
        freeze_every: float,
        refresh_every: float,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        if not freeze_every > 0:
            raise ValueError(f"freeze_every {freeze_every!r}: above 0 seconds")
        if not refresh_every >= freeze_every:
            raise ValueError(f"refresh_every {refresh_every!r}: at least freeze_every")
        self.freeze_every = freeze_every
        self.refresh_every = refresh_every
        self._clock = clock
        self._refreshed = clock()
        self._stop = threading.Event()
        self.thread: threading.Thread | None = None

    def step(self) -> str:
        """One turn: ``"refresh"`` (unfrozen) when a refresh is due, else ``"freeze"``."""
        now = self._clock()
        if now - self._refreshed >= self.refresh_every:
            self._refreshed = now
            gc.unfreeze()
            return "refresh"
        gc.freeze()
        return "freeze"

    def start(self) -> None:
        """Run in a daemon thread until :meth:`stop` (the calls need the GIL only)."""

        def run() -> None:
            while not self._stop.wait(self.freeze_every):
                self.step()

        self.thread = threading.Thread(target=run, name="wartable-gc", daemon=True)
        self.thread.start()

    def stop(self) -> None:
        self._stop.set()
        if self.thread is not None:
            self.thread.join(timeout=5)
        gc.unfreeze()
