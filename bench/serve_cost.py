"""CPU cost of one move inside the server, without the network: the figure a loaded machine
cannot spoil (CPU time, not wall-clock time).

Builds the server's own ``Hub`` on a database (a new SQLite file, or ``--db`` PostgreSQL),
creates matches of Thud with two human seats, attaches two in-memory connections to each (one
per seat, as ``bench/serve_load.py``'s clients do), then plays moves round-robin through
``Hub.play`` -- the path a WebSocket ``move`` message takes: check, store and commit, announce
(each connection's update built and JSON-encoded). Moves are sent the way the load clients send
them: ``--batch`` of them at a time, each to a different match, concurrently. It prints

* process CPU ms per move (every thread: the event loop and the database threads),
* of which in the database calls (CPU of the storage threads, by ``time.thread_time``),
* bytes of updates encoded per move.

Examples::

    python bench/serve_cost.py --matches 100 --moves 3000
    python bench/serve_cost.py --db postgresql://postgres@127.0.0.1:5432/test --batch 8
"""

from __future__ import annotations

import argparse
import asyncio
import os
import sys
import tempfile
import threading
import time
from pathlib import Path
from typing import Any

from wartable.core.records import RecordKey
from wartable.server.hub import Hub
from wartable.server.runtime import Connection, Runtime
from wartable.server.store import Store, open_store

MAX_MATCHES = 2000
MAX_MOVES = 100_000
# what POST /api/matches stores for ``{"game": "thud"}`` (the load bench's matches)
CONFIG: dict[str, Any] = {
    "clock": {"type": "none", "initial": None, "increment": None, "seconds": None},
    "timeout": "loss",
    "takeover_level": "greedy",
    "grace": None,
    "think_seconds": None,
}


class Meter:
    """CPU seconds the storage threads spent inside the store's calls."""

    def __init__(self) -> None:
        self.seconds = 0.0
        self.lock = threading.Lock()

    def wrap(self, store: Store) -> None:
        original = store.run

        async def run(fn: Any, *args: Any) -> Any:
            def timed(*a: Any) -> Any:
                t = time.thread_time()
                try:
                    return fn(*a)
                finally:
                    with self.lock:
                        self.seconds += time.thread_time() - t

            return await original(timed, *args)

        store.run = run  # type: ignore[method-assign]


async def bench(url: str, matches: int, moves: int, batch: int) -> dict[str, float]:
    store = open_store(url, channel="cost_bench")
    meter = Meter()
    meter.wrap(store)
    hub = Hub(store, None, RecordKey(b"k" * 32))
    sent = [0]

    async def send(text: str) -> None:
        sent[0] += len(text)

    runtimes: list[Runtime] = []
    conns: list[Connection] = []
    writers = []
    loop = asyncio.get_running_loop()
    for _ in range(matches):
        rt, _tokens = await hub.create(
            "thud", {"players": 2}, [{"kind": "human"}, {"kind": "human"}], CONFIG, public=False
        )
        for seat in range(2):
            conn = Connection(send)
            await hub.attach(rt, conn, [seat], 0)
            writers.append(loop.create_task(conn.writer()))
            conns.append(conn)
        runtimes.append(rt)
    await asyncio.sleep(0.1)
    sent[0] = 0
    meter.seconds = 0.0
    active = list(runtimes)
    done = 0
    cpu0 = time.process_time()
    wall0 = time.perf_counter()
    turn = 0
    while done < moves and active:
        group = []
        for _ in range(min(batch, len(active), moves - done)):
            rt = active[turn % len(active)]
            turn += 1
            if rt in group:
                break
            group.append(rt)

        async def one(rt: Runtime) -> None:
            text = next(iter(rt.legal_index()))
            await hub.play(rt, rt.to_move(), text, rt.ply)

        await asyncio.gather(*(one(rt) for rt in group))
        done += len(group)
        await asyncio.sleep(0)  # the writers send
        active = [rt for rt in active if rt.status == "active"]
    await asyncio.sleep(0.05)
    cpu = time.process_time() - cpu0
    wall = time.perf_counter() - wall0
    for conn in conns:
        conn.close()
    await asyncio.gather(*writers)
    await hub.stop()
    store.close()
    return {
        "moves": done,
        "cpu_ms_per_move": cpu * 1000 / done,
        "db_cpu_ms_per_move": meter.seconds * 1000 / done,
        "bytes_per_move": sent[0] / done,
        "wall_s": wall,
    }


def main() -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--db", default=None, help="database URL (default: a new SQLite file)")
    parser.add_argument("--matches", type=int, default=100)
    parser.add_argument("--moves", type=int, default=3000)
    parser.add_argument("--batch", type=int, default=1, help="moves in flight at once")
    args = parser.parse_args()
    if not 1 <= args.matches <= MAX_MATCHES:
        parser.error(f"matches: 1-{MAX_MATCHES}")
    if not 1 <= args.moves <= MAX_MOVES:
        parser.error(f"moves: 1-{MAX_MOVES}")
    with tempfile.TemporaryDirectory() as tmp:
        url = args.db or f"sqlite:///{Path(tmp) / 'cost.sqlite3'}"
        schema = None
        if args.db and "postgres" in args.db:
            sys.path.insert(0, str(Path(__file__).parent))
            from serve_load import drop_schema, fresh_schema

            schema = f"cost_{os.getpid()}"
            url = fresh_schema(args.db, schema)
        try:
            r = asyncio.run(bench(url, args.matches, args.moves, args.batch))
        finally:
            if schema is not None and args.db:
                drop_schema(args.db, schema)
    kind = "postgres" if args.db and "postgres" in args.db else "sqlite"
    print(
        f"{kind}: {r['moves']:.0f} moves in {args.matches} matches, batch {args.batch}: "
        f"{r['cpu_ms_per_move']:.3f} CPU ms/move (database calls {r['db_cpu_ms_per_move']:.3f}), "
        f"{r['bytes_per_move']:.0f} bytes sent/move"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
