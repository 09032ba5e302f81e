"""Load test of `wartable serve`: scripted WebSocket clients over loopback play many matches.

Starts the server (``python -m wartable.server``) on 127.0.0.1 with the given database, creates
the matches over HTTP, connects one WebSocket client per seat (each says hello with its own
token), then, for ``--duration`` seconds, makes moves at the requested total rate spread over
all matches: the seat to move sends the first legal move its last update listed. It reports

* concurrent matches (matches with both seats connected and moving),
* moves per second (acknowledged moves / measured seconds),
* p50 / p99 latency from a move sent to every seat of its match holding the update,
* server memory (resident set, now and peak, from /proc),
* errors (error messages, refused or failed connections) and lost moves (acknowledged
  moves that the server's stored match does not hold at the end, read back over HTTP after
  the server is restarted on the same database).

Bounded: at most 5,000 matches, 600 seconds, loopback only. Examples:

    python bench/serve_load.py --matches 200 --rate 100 --duration 20
    python bench/serve_load.py --db postgresql://postgres@127.0.0.1:5432/test \
        --loads 100:100,1000:500
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import random
import re
import statistics
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import httpx
import websockets

MAX_MATCHES = 5000
MAX_SECONDS = 600


# The server under cProfile (the event loop's thread, by its CPU time). uvicorn re-raises the
# SIGTERM it caught once it has shut down: a Python handler turns it into SystemExit so that the
# profile is written.
PROFILED_SERVER = """
import cProfile, signal, sys, time
from wartable.server.cli import main
signal.signal(signal.SIGTERM, lambda *_: sys.exit(0))
out = sys.argv[1]
profile = cProfile.Profile(time.thread_time)  # CPU time: a loaded machine does not count
profile.enable()
try:
    main(sys.argv[2:])
finally:
    profile.disable()
    profile.dump_stats(out)
"""


def rss_kib(pid: int) -> tuple[int, int]:
    """(resident, peak resident) KiB of a process and its children (the AI pool: none here)."""
    now = peak = 0
    try:
        for line in Path(f"/proc/{pid}/status").read_text().splitlines():
            if line.startswith("VmRSS:"):
                now = int(line.split()[1])
            elif line.startswith("VmHWM:"):
                peak = int(line.split()[1])
    except OSError:
        pass
    return now, peak


def cpu_seconds(pid: int) -> float:
    """User + system CPU seconds a process has used (its threads included)."""
    try:
        fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    except OSError:
        return 0.0
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


class Server:
    def __init__(self, db: str, channel: str, profile: str | None = None) -> None:
        # --profile: the server runs under cProfile (its event-loop thread only), written to
        # that file when the server stops
        run = ["-c", PROFILED_SERVER, profile] if profile else ["-m", "wartable.server"]
        self.proc = subprocess.Popen(
            [
                sys.executable,
                *run,
                "--host",
                "127.0.0.1",
                "--port",
                "0",
                "--db",
                db,
                "--channel",
                channel,
                "--ai-workers",
                "0",
                "--http-rate",
                "100000",
                "--ws-rate",
                "1000",
            ],
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
        )
        assert self.proc.stdout is not None
        line = self.proc.stdout.readline()
        found = re.search(r"http://127\.0\.0\.1:(\d+)/", line)
        if not found:
            self.proc.kill()
            raise SystemExit(f"server did not start: {line!r} {self.proc.stderr.read()[-2000:]}")  # type: ignore[union-attr]
        self.port = int(found.group(1))
        self.base = f"http://127.0.0.1:{self.port}"
        self.ws = f"ws://127.0.0.1:{self.port}"

    def stop(self) -> None:
        self.proc.terminate()
        try:
            self.proc.wait(15)
        except subprocess.TimeoutExpired:
            self.proc.kill()
            self.proc.wait()


@dataclass
class MatchRun:
    match_id: str
    tokens: list[str]
    conns: list[Any] = field(default_factory=list)
    update: dict[int, dict[str, Any]] = field(default_factory=dict)  # latest update per seat
    ply: dict[int, int] = field(default_factory=dict)  # latest ply each seat holds
    acked: list[str] = field(default_factory=list)
    pending: dict[int, tuple[float, set[int]]] = field(default_factory=dict)  # ply -> sent, seen
    acks: dict[str, asyncio.Future[dict[str, Any]]] = field(default_factory=dict)
    over: bool = False


@dataclass
class Stats:
    latencies: list[float] = field(default_factory=list)
    errors: int = 0
    error_kinds: dict[str, int] = field(default_factory=dict)
    moves: int = 0

    def error(self, kind: str) -> None:
        self.errors += 1
        self.error_kinds[kind] = self.error_kinds.get(kind, 0) + 1


async def reader(run: MatchRun, seat: int, ws: Any, stats: Stats) -> None:
    try:
        async for raw in ws:
            message = json.loads(raw)
            kind = message["type"]
            if kind == "update":
                run.update[seat] = message
                run.ply[seat] = message["ply"]
                if message["status"] == "over":
                    run.over = True
                now = time.perf_counter()
                for ply, (sent, seen) in list(run.pending.items()):
                    if message["ply"] > ply:
                        seen.add(seat)
                        if len(seen) == len(run.tokens):
                            stats.latencies.append(now - sent)
                            del run.pending[ply]
            elif kind in ("ack", "error"):
                future = run.acks.pop(str(message.get("ref")), None)
                if kind == "error":
                    stats.error(message.get("code", "?"))
                if future is not None and not future.done():
                    future.set_result(message)
    except websockets.ConnectionClosed:
        if not run.over:
            stats.error("closed")


async def setup(server: Server, count: int, game: str, stats: Stats) -> list[MatchRun]:
    runs: list[MatchRun] = []
    limit = asyncio.Semaphore(50)
    async with httpx.AsyncClient(base_url=server.base, timeout=60) as client:

        async def one() -> None:
            async with limit:
                try:
                    r = await client.post("/api/matches", json={"game": game})
                    r.raise_for_status()
                except Exception:
                    stats.error("create")
                    return
                data = r.json()
                run = MatchRun(data["match"], [s["token"] for s in data["seats"]])
                for seat, token in enumerate(run.tokens):
                    ws = await websockets.connect(
                        f"{server.ws}/api/matches/{run.match_id}/ws", max_size=2**22
                    )
                    await ws.send(json.dumps({"type": "hello", "tokens": [token]}))
                    run.conns.append(ws)
                    asyncio.get_running_loop().create_task(reader(run, seat, ws, stats))
                runs.append(run)

        await asyncio.gather(*(one() for _ in range(count)))
    # wait until every seat holds the active match
    end = time.monotonic() + 60
    while time.monotonic() < end:
        if all(
            len(r.update) == len(r.tokens)
            and all(u["status"] == "active" for u in r.update.values())
            for r in runs
        ):
            break
        await asyncio.sleep(0.1)
    return runs


async def play(
    run: MatchRun, interval: float, until: float, stats: Stats, rng: random.Random
) -> None:
    await asyncio.sleep(rng.uniform(0, interval))
    n = 0
    while time.perf_counter() < until and not run.over:
        start = time.perf_counter()
        seat_updates = [u for u in run.update.values() if u["ply"] == max(run.ply.values())]
        update = seat_updates[0] if seat_updates else None
        if update is not None and update["to_move"] is not None:
            mover = update["to_move"]
            mine = run.update.get(mover)
            legal = []
            if mine is not None and mine["ply"] == update["ply"]:
                legal = mine["perspectives"][0].get("legal", [])
            if legal:
                move = legal[rng.randrange(min(len(legal), 8))]
                ref = f"{run.match_id[:8]}-{n}"
                n += 1
                future: asyncio.Future[dict[str, Any]] = asyncio.get_running_loop().create_future()
                run.acks[ref] = future
                run.pending[update["ply"]] = (time.perf_counter(), set())
                await run.conns[mover].send(
                    json.dumps({"type": "move", "move": move, "ply": update["ply"], "ref": ref})
                )
                try:
                    answer = await asyncio.wait_for(future, 30)
                except TimeoutError:
                    stats.error("ack timeout")
                    answer = {"type": "error"}
                if answer["type"] == "ack":
                    run.acked.append(move)
                    stats.moves += 1
                else:
                    run.pending.pop(update["ply"], None)
        # the next move of this match: the interval from this one's start, kept on average
        await asyncio.sleep(
            max(0.0, interval - (time.perf_counter() - start)) * rng.uniform(0.5, 1.5)
        )


async def lost_moves(server: Server, runs: list[MatchRun]) -> int:
    lost = 0
    limit = asyncio.Semaphore(50)
    async with httpx.AsyncClient(base_url=server.base, timeout=60) as client:

        async def check(run: MatchRun) -> int:
            async with limit:
                r = await client.get(
                    f"/api/matches/{run.match_id}",
                    headers={"Authorization": f"Bearer {run.tokens[0]}"},
                )
                stored = [m["move"] for m in r.json()["perspective"]["moves"]]
                missing = len(run.acked) - len(stored)
                if stored[: len(run.acked)] != run.acked:
                    return max(missing, 1)
                return max(0, missing)

        for count in await asyncio.gather(*(check(r) for r in runs)):
            lost += count
    return lost


async def measure(
    db: str,
    channel: str,
    matches: int,
    rate: float,
    seconds: float,
    game: str,
    profile: str | None = None,
) -> dict[str, Any]:
    server = Server(db, channel, profile)
    stats = Stats()
    try:
        t = time.perf_counter()
        runs = await setup(server, matches, game, stats)
        setup_s = time.perf_counter() - t
        interval = len(runs) / rate if rate > 0 else 1.0
        rng = random.Random(7)
        start = time.perf_counter()
        cpu_start = cpu_seconds(server.proc.pid)
        until = start + seconds
        peak_rss = 0
        sampler_stop = asyncio.Event()

        async def sample() -> None:
            nonlocal peak_rss
            while not sampler_stop.is_set():
                peak_rss = max(peak_rss, rss_kib(server.proc.pid)[0])
                await asyncio.sleep(0.5)

        sampler = asyncio.get_running_loop().create_task(sample())
        await asyncio.gather(*(play(r, interval, until, stats, rng) for r in runs))
        elapsed = time.perf_counter() - start
        cpu_used = cpu_seconds(server.proc.pid) - cpu_start
        await asyncio.sleep(1.0)  # last updates
        sampler_stop.set()
        await sampler
        rss_now, _ = rss_kib(server.proc.pid)
        concurrent = sum(1 for r in runs if r.acked)
        for r in runs:
            for ws in r.conns:
                await ws.close()
    finally:
        server.stop()
    # restart on the same database: every acknowledged move must be there
    again = Server(db, channel)
    try:
        lost = await lost_moves(again, runs)
    finally:
        again.stop()
    lat = sorted(stats.latencies)

    def pct(p: float) -> float:
        return lat[min(len(lat) - 1, int(p * len(lat)))] * 1000 if lat else float("nan")

    return {
        "matches": len(runs),
        "concurrent": concurrent,
        "target_rate": rate,
        "moves": stats.moves,
        "moves_per_s": stats.moves / elapsed,
        "p50_ms": pct(0.50),
        "p99_ms": pct(0.99),
        "mean_ms": statistics.fmean(lat) * 1000 if lat else float("nan"),
        "server_cpu_ms_per_move": cpu_used * 1000 / stats.moves if stats.moves else float("nan"),
        "rss_mib": rss_now / 1024,
        "peak_rss_mib": peak_rss / 1024,
        "errors": stats.errors,
        "error_kinds": stats.error_kinds,
        "lost": lost,
        "setup_s": setup_s,
        "seconds": elapsed,
    }


def main() -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--db", default=None, help="database URL (default: a new SQLite file)")
    parser.add_argument("--matches", type=int, default=200)
    parser.add_argument("--rate", type=float, default=100.0, help="total moves per second")
    parser.add_argument("--loads", default=None, help="several runs: MATCHES:RATE,MATCHES:RATE...")
    parser.add_argument("--duration", type=float, default=20.0, help="seconds of play per run")
    parser.add_argument("--game", default="thud")
    parser.add_argument("--json", action="store_true", help="print each result as JSON")
    parser.add_argument(
        "--profile", default=None, help="run the server under cProfile, writing to this file"
    )
    args = parser.parse_args()
    loads = (
        [(int(a), float(b)) for a, b in (item.split(":") for item in args.loads.split(","))]
        if args.loads
        else [(args.matches, args.rate)]
    )
    for matches, _ in loads:
        if not 1 <= matches <= MAX_MATCHES:
            parser.error(f"matches: 1-{MAX_MATCHES}")
    if not 0 < args.duration <= MAX_SECONDS:
        parser.error(f"duration: at most {MAX_SECONDS} s")
    if (
        args.db
        and "postgres" in args.db
        and not re.search(r"@(127\.0\.0\.1|localhost)[:/]", args.db)
    ):
        parser.error("loopback only: the database must be on 127.0.0.1")
    print(
        f"{'db':8} {'matches':>7} {'target/s':>8} {'moves/s':>8} {'p50 ms':>7} {'p99 ms':>7} "
        f"{'RSS MiB':>8} {'peak':>6} {'errors':>6} {'lost':>5} {'cpu ms/move':>11}"
    )
    for index, (matches, rate) in enumerate(loads):
        with tempfile.TemporaryDirectory() as tmp:
            db = args.db or f"sqlite:///{Path(tmp) / 'load.sqlite3'}"
            channel = f"load_{os.getpid()}_{index}"
            if args.db and "postgres" in args.db:
                db = fresh_schema(args.db, channel)
            try:
                result = asyncio.run(
                    measure(db, channel, matches, rate, args.duration, args.game, args.profile)
                )
            finally:
                if args.db and "postgres" in args.db:
                    drop_schema(args.db, channel)
        kind = "postgres" if "postgres" in db else "sqlite"
        print(
            f"{kind:8} {result['concurrent']:>7} {rate:>8.0f} {result['moves_per_s']:>8.1f} "
            f"{result['p50_ms']:>7.1f} {result['p99_ms']:>7.1f} {result['rss_mib']:>8.0f} "
            f"{result['peak_rss_mib']:>6.0f} {result['errors']:>6} {result['lost']:>5} "
            f"{result['server_cpu_ms_per_move']:>11.2f}",
            flush=True,
        )
        if args.json:
            print(json.dumps(result))
    return 0


def fresh_schema(url: str, name: str) -> str:
    """A new schema in the PostgreSQL database for this run (dropped first if it exists)."""
    import psycopg

    plain = url.replace("postgresql+psycopg://", "postgresql://")
    with psycopg.connect(plain, autocommit=True) as conn:
        conn.execute(f"DROP SCHEMA IF EXISTS {name} CASCADE")
        conn.execute(f"CREATE SCHEMA {name}")
    sep = "&" if "?" in plain else "?"
    return f"{plain}{sep}options=-csearch_path%3D{name}"


def drop_schema(url: str, name: str) -> None:
    import psycopg

    with psycopg.connect(
        url.replace("postgresql+psycopg://", "postgresql://"), autocommit=True
    ) as c:
        c.execute(f"DROP SCHEMA IF EXISTS {name} CASCADE")


if __name__ == "__main__":
    sys.exit(main())
