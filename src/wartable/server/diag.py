"""``wartable serve --diagnostics FILE``: what stalls the process, logged as it happens.

Two kinds of stall set a latency's tail: a garbage collection (every collection of
``min_ms`` or more, with its generation) and the event loop's lag (a timer due every
``every`` seconds that fires ``min_ms`` or more late: anything that held the loop). Each is
one JSON line ``{"t": unix time, "kind": "gc" | "lag", "ms": …, "gen": …}`` appended to the
file, so that a benchmark can say what happened during a slow run (bench/serve_load.py)."""

from __future__ import annotations

import asyncio
import contextlib
import gc
import json
import time
from typing import Any, TextIO


class Diagnostics:
    def __init__(self, path: str, min_ms: float = 5.0, every: float = 0.05) -> None:
        self.path = path
        self.min_ms = min_ms
        self.every = every
        self.file: TextIO | None = None
        self._gc_start = 0.0
        self._task: asyncio.Task[None] | None = None

    def _write(self, kind: str, ms: float, **extra: Any) -> None:
        if self.file is not None:
            self.file.write(
                json.dumps({"t": time.time(), "kind": kind, "ms": round(ms, 2), **extra})
            )
            self.file.write("\n")
            self.file.flush()

    def _gc(self, phase: str, info: dict[str, Any]) -> None:
        if phase == "start":
            self._gc_start = time.perf_counter()
            return
        ms = (time.perf_counter() - self._gc_start) * 1000
        if ms >= self.min_ms:
            self._write("gc", ms, gen=info.get("generation"), collected=info.get("collected"))

    async def _watch(self) -> None:
        loop = asyncio.get_running_loop()
        while True:
            due = loop.time() + self.every
            await asyncio.sleep(self.every)
            late = (loop.time() - due) * 1000
            if late >= self.min_ms:
                self._write("lag", late)

    def start(self) -> None:
        """Start (in the event loop that is to be watched)."""
        self.file = open(self.path, "a", encoding="utf-8")  # noqa: SIM115
        gc.callbacks.append(self._gc)
        self._task = asyncio.get_running_loop().create_task(self._watch())

    def stop(self) -> None:
        if self._gc in gc.callbacks:
            gc.callbacks.remove(self._gc)
        if self._task is not None:
            self._task.cancel()
        if self.file is not None:
            with contextlib.suppress(Exception):
                self.file.close()
            self.file = None
