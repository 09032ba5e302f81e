"""``wartable serve --diagnostics FILE``: garbage collections and event-loop lag as JSON lines
(what bench/serve_load.py reads to explain a slow run)."""

from __future__ import annotations

import asyncio
import gc
import json
import time
from pathlib import Path

from wartable.server.diag import Diagnostics


def test_a_blocked_loop_and_a_collection_are_logged(tmp_path: Path) -> None:
    path = tmp_path / "diag.jsonl"

    async def run() -> None:
        diag = Diagnostics(str(path), min_ms=0.0, every=0.01)
        diag.start()
        await asyncio.sleep(0.03)
        time.sleep(0.1)  # the loop held for 100 ms
        await asyncio.sleep(0.03)
        gc.collect()
        diag.stop()

    asyncio.run(run())
    events = [json.loads(line) for line in path.read_text().splitlines()]
    lags = [e["ms"] for e in events if e["kind"] == "lag"]
    assert lags
    assert max(lags) >= 80
    assert any(e["kind"] == "gc" and e["gen"] == 2 for e in events)
