"""Load test of `wartable serve`: scripted WebSocket clients over loopback play many matches.

Starts the server (``python -m wartable.server``) on 127.0.0.1 with the given database, creates
the matches over HTTP, connects one WebSocket client per seat (each says hello with its own
token), then, for ``--duration`` seconds, makes moves at the requested total rate spread over
all matches: the seat to move sends one of the first eight legal moves its last update listed,
and the match's next move follows once it is acknowledged. Every update every seat receives is
decoded and checked: its ply never goes back, its moves continue the seat's log ply by ply, and
at the end every seat's log holds the acknowledged moves in order (an error otherwise).

The clients are cheap so that they leave the server its share of the machine: one process, on
uvloop, each seat's connection a small WebSocket client of its own (RFC 6455 frames parsed off
the socket, messages decoded with orjson where installed), each match's moves scheduled as
callbacks on the loop. It reports

* concurrent matches (matches with both seats connected and moving),
* moves per second (moves acknowledged within the ``--duration`` window / its seconds),
* p50 / p99 latency from a move sent to every seat of its match holding the update,
* server memory (resident set, now and peak, from /proc),
* CPU per move of the server process and of this process (the load clients: every seat's
  connection), user + system time, so that the sharing of the machine's cores shows,
* errors (error messages, refused or failed connections) and lost moves (acknowledged
  moves that the server's stored match does not hold at the end, read back over HTTP after
  the server is restarted on the same database),
* what else took the machine's CPU within the window: ``steal%``, the share the hypervisor
  gave to other virtual machines on the host (``/proc/stat``), ``others%``, the share of every
  other process here (PostgreSQL, other jobs), and ``preempt``, how often the server's main
  thread was taken off its core against its will. A slow run with high values there waited
  for a core; one without them did slow work of its own.

Bounded: at most 5,000 matches, 600 seconds, loopback only. Examples:

    python bench/serve_load.py --matches 200 --rate 100 --duration 20
    python bench/serve_load.py --db postgresql://postgres@127.0.0.1:5432/test \
        --loads 100:100,1000:500
"""

from __future__ import annotations

import argparse
import asyncio
import base64
import hashlib
import json
import os
import random
import re
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any, cast

import httpx

from wartable.server.diag import Diagnostics

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


def machine_ticks() -> tuple[int, int, int]:
    """The whole machine's CPU ticks since boot (``/proc/stat``): all, stolen by the
    hypervisor (other virtual machines on the host), and busy (neither idle, waiting nor
    stolen)."""
    try:
        fields = [int(x) for x in Path("/proc/stat").read_text().split("\n", 1)[0].split()[1:]]
    except (OSError, ValueError):
        return 0, 0, 0
    total = sum(fields[:8])
    steal = fields[7] if len(fields) > 7 else 0
    return total, steal, total - fields[3] - fields[4] - steal


def preemptions(pid: int) -> int:
    """How often the process's main thread was taken off a core against its will."""
    try:
        for line in Path(f"/proc/{pid}/status").read_text().splitlines():
            if line.startswith("nonvoluntary_ctxt_switches:"):
                return int(line.split()[1])
    except (OSError, ValueError):
        pass
    return 0


class Server:
    def __init__(
        self,
        db: str,
        channel: str,
        profile: str | None = None,
        ws: str | None = None,
        gc_freeze: float | None = None,
    ) -> None:
        # what stalls the server (garbage collections, event-loop lag) as JSON lines
        self.diag = temp_path(".diag")
        self.log_path = temp_path(".log")
        self.log = open(self.log_path, "w")  # noqa: SIM115 - the server writes it until stop()
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
                # every client is this process, on one address
                "--diagnostics",
                self.diag,
                "--ws-per-address",
                "100000",
                "--creates-per-hour",
                "100000000",
                *(["--ws", ws] if ws else []),
                *(["--gc-freeze", str(gc_freeze)] if gc_freeze is not None else []),
            ],
            stdout=subprocess.PIPE,
            # a file, not a pipe: a pipe nobody reads would stop a server that logs much
            stderr=self.log,
            text=True,
        )
        assert self.proc.stdout is not None
        line = self.proc.stdout.readline()
        found = re.search(r"http://127\.0\.0\.1:(\d+)/", line)
        if not found:
            self.proc.kill()
            raise SystemExit(f"server did not start: {line!r} {self.errors()[-2000:]}")
        # the rest of its output is read (and dropped) so that it never blocks the server
        threading.Thread(target=self.proc.stdout.read, daemon=True).start()
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
        self.log.close()
        tracebacks = self.errors().count("Traceback")
        if tracebacks:
            print(
                f"server {self.proc.pid}: {tracebacks} tracebacks in {self.log_path}",
                file=sys.stderr,
            )
        else:
            os.unlink(self.log_path)

    def errors(self) -> str:
        """What the server wrote to its standard error."""
        return Path(self.log_path).read_text(errors="replace")

    @property
    def pids(self) -> list[int]:
        return [self.proc.pid]

    @property
    def diag_files(self) -> list[str]:
        return [self.diag]


HAPROXY = """global
    maxconn 5000
defaults
    mode http
    timeout connect 5s
    timeout client 60s
    timeout server 60s
    timeout tunnel 1h
frontend load
    bind 127.0.0.1:{port}
    default_backend servers
backend servers
    balance roundrobin
{servers}
"""


class Cluster:
    """``count`` servers on one PostgreSQL database behind HAProxy (Debian's ``haproxy``,
    round robin: any process serves any match, a match's seats on different processes)."""

    def __init__(self, count: int, db: str, channel: str, ws: str | None, gc: float | None):
        self.servers = [Server(db, channel, None, ws, gc) for _ in range(count)]
        import socket

        with socket.socket() as probe:
            probe.bind(("127.0.0.1", 0))
            self.port = probe.getsockname()[1]
        self.config = tempfile.NamedTemporaryFile("w", suffix=".cfg", delete=False)  # noqa: SIM115
        lines = "\n".join(
            f"    server s{i} 127.0.0.1:{s.port} maxconn 5000" for i, s in enumerate(self.servers)
        )
        self.config.write(HAPROXY.format(port=self.port, servers=lines))
        self.config.close()
        self.proxy = subprocess.Popen(["haproxy", "-f", self.config.name, "-db"])
        deadline = time.monotonic() + 10
        while time.monotonic() < deadline:
            try:
                httpx.get(f"http://127.0.0.1:{self.port}/api/health", timeout=1)
                break
            except httpx.HTTPError:
                time.sleep(0.1)
        self.base = f"http://127.0.0.1:{self.port}"
        self.ws = f"ws://127.0.0.1:{self.port}"

    @property
    def pids(self) -> list[int]:
        return [s.proc.pid for s in self.servers]

    @property
    def diag_files(self) -> list[str]:
        return [s.diag for s in self.servers]

    def stop(self) -> None:
        self.proxy.terminate()
        self.proxy.wait(10)
        for s in self.servers:
            s.stop()
        os.unlink(self.config.name)


class MatchRun:
    """One match the load plays: its seats' connections and what each seat last received."""

    __slots__ = (
        "acked",
        "conns",
        "deadline",
        "legal",
        "match_id",
        "n",
        "over",
        "pending",
        "player",
        "ply",
        "ref",
        "seen",
        "started",
        "status",
        "tokens",
        "to_move",
    )

    def __init__(self, match_id: str, tokens: list[str]) -> None:
        self.match_id = match_id
        self.tokens = tokens
        self.conns: list[SeatClient] = []
        seats = len(tokens)
        self.ply: list[int] = [-1] * seats  # the latest ply each seat holds (-1: no update yet)
        self.to_move: list[int | None] = [None] * seats  # each seat's latest to_move
        self.status: list[str] = [""] * seats  # each seat's latest status
        self.legal: list[list[str] | None] = [None] * seats  # a seat's legal moves, if to move
        self.seen: list[list[str]] = [[] for _ in range(seats)]  # each seat's log of move texts
        self.acked: list[str] = []
        self.over = False
        self.n = 0
        # the move in flight: its ply, when it was sent, the seats holding its update
        self.pending: tuple[int, float, set[int]] | None = None
        self.ref: str | None = None  # its ref, until its ack or error comes
        self.deadline = 0.0  # when its ack is overdue (loop time)
        self.started = 0.0  # when it was sent (loop time)
        self.player: Player | None = None


class Stats:
    __slots__ = ("errors", "error_kinds", "in_window", "latencies", "moves")

    def __init__(self) -> None:
        self.latencies: list[float] = []
        self.errors = 0
        self.error_kinds: dict[str, int] = {}
        self.moves = 0
        #: acknowledgements received by the end of the measured window (the throughput's count)
        self.in_window = 0

    def error(self, kind: str) -> None:
        self.errors += 1
        self.error_kinds[kind] = self.error_kinds.get(kind, 0) + 1


def ws_frame(payload: bytes, opcode: int = 0x1) -> bytes:
    """A client's WebSocket frame (RFC 6455: final, masked with a random key)."""
    n = len(payload)
    if n < 126:
        head = bytes((0x80 | opcode, 0x80 | n))
    elif n < 1 << 16:
        head = bytes((0x80 | opcode, 0x80 | 126)) + n.to_bytes(2, "big")
    else:
        head = bytes((0x80 | opcode, 0x80 | 127)) + n.to_bytes(8, "big")
    key = random.getrandbits(32).to_bytes(4, "big")
    if not n:
        return head + key
    keys = (key * (n // 4 + 1))[:n]
    masked = (int.from_bytes(payload, "big") ^ int.from_bytes(keys, "big")).to_bytes(n, "big")
    return head + key + masked


class SeatClient(asyncio.Protocol):
    """One seat's WebSocket connection, parsed straight off the socket: the HTTP upgrade, then
    the server's frames (unmasked; text, ping, close, and continuations of a fragmented
    message). Every message is decoded and handed to :meth:`message`; the cost per frame is a
    few slices, which keeps the load clients' share of the machine small."""

    def __init__(self, run: MatchRun, seat: int, stats: Stats, request: bytes, key: str) -> None:
        self.run = run
        self.seat = seat
        self.stats = stats
        self.request = request
        self.accept = base64.b64encode(
            hashlib.sha1((key + "258EAFA5-E914-47DA-95CA-C5AB0DC85B11").encode()).digest()
        )
        self.upgraded: asyncio.Future[None] = asyncio.get_running_loop().create_future()
        self.transport: asyncio.Transport | None = None
        self.rest = b""
        self.parts: list[bytes] | None = None  # a fragmented message's frames so far
        self.closed = False

    def connection_made(self, transport: asyncio.BaseTransport) -> None:
        # a stream transport (uvloop's is not a subclass of asyncio.Transport)
        self.transport = cast(asyncio.Transport, transport)
        self.transport.write(self.request)

    def connection_lost(self, exc: Exception | None) -> None:
        if not self.upgraded.done():
            self.upgraded.set_exception(ConnectionError(f"connection lost in the upgrade: {exc}"))
        if not self.closed and not self.run.over:
            self.stats.error("closed")
        self.closed = True

    def send(self, payload: bytes, opcode: int = 0x1) -> None:
        if self.transport is not None and not self.closed:
            self.transport.write(ws_frame(payload, opcode))

    def close(self) -> None:
        if self.transport is not None and not self.closed:
            self.closed = True
            self.transport.write(ws_frame((1000).to_bytes(2, "big"), 0x8))
            self.transport.close()

    def data_received(self, data: bytes) -> None:
        buf = self.rest + data if self.rest else data
        if not self.upgraded.done():
            end = buf.find(b"\r\n\r\n")
            if end < 0:
                self.rest = buf
                return
            head = buf[:end].lower()
            if not head.startswith(b"http/1.1 101") or self.accept.lower() not in head:
                self.upgraded.set_exception(ConnectionError(f"upgrade refused: {buf[:200]!r}"))
                assert self.transport is not None
                self.transport.close()
                return
            self.upgraded.set_result(None)
            buf = buf[end + 4 :]
        pos, size = 0, len(buf)
        while size - pos >= 2:
            b0, b1 = buf[pos], buf[pos + 1]
            n = b1 & 0x7F
            at = pos + 2
            if n == 126:
                if size - at < 2:
                    break
                n = int.from_bytes(buf[at : at + 2], "big")
                at += 2
            elif n == 127:
                if size - at < 8:
                    break
                n = int.from_bytes(buf[at : at + 8], "big")
                at += 8
            if b1 & 0x80:
                self.stats.error("masked frame from the server")
                self.close()
                return
            if size - at < n:
                break
            payload = buf[at : at + n]
            pos = at + n
            opcode = b0 & 0x0F
            if opcode == 0x0 or (opcode == 0x1 and not b0 & 0x80):  # a fragment
                self.parts = [*(self.parts or []), payload]
                if b0 & 0x80:
                    payload, self.parts = b"".join(self.parts), None
                    self.message(payload)
            elif opcode in (0x1, 0x2):
                self.message(payload)
            elif opcode == 0x9:  # ping: pong with its data
                self.send(payload, 0xA)
            elif opcode == 0x8:  # close: answer it and stop
                if not self.run.over:
                    self.stats.error("closed")
                self.close()
                return
        self.rest = buf[pos:] if pos < size else b""

    def message(self, raw: bytes) -> None:
        message = loads(raw)
        kind = message["type"]
        run, seat, stats = self.run, self.seat, self.stats
        if kind == "update":
            ply = message["ply"]
            held = run.ply[seat]
            if ply < held:
                stats.error("update out of order")
            run.ply[seat] = ply
            run.to_move[seat] = message["to_move"]
            run.status[seat] = message["status"]
            perspective = message["perspectives"][0]
            run.legal[seat] = perspective.get("legal")
            # the plies this seat had not been sent yet, each once and in order
            log = run.seen[seat]
            for m in perspective["moves"]:
                if m["ply"] != len(log):
                    stats.error("update skips or repeats a ply")
                    break
                log.append(m["move"])
            if message["status"] == "over":
                run.over = True
            pending = run.pending
            if pending is not None and ply > pending[0]:
                seen = pending[2]
                seen.add(seat)
                if len(seen) == len(run.tokens):
                    stats.latencies.append(time.perf_counter() - pending[1])
                    run.pending = None
        elif kind in ("ack", "error"):
            ref = message.get("ref")
            if kind == "error":
                stats.error(message.get("code", "?"))
            if ref is not None and ref == run.ref and run.player is not None:
                run.ref = None
                run.player.answered(kind == "ack")


#: JSON decoding of the server's messages: orjson where installed (the server's own), else json
try:
    import orjson

    loads: Callable[[bytes], Any] = orjson.loads
except ImportError:  # pragma: no cover - the server extra brings orjson
    loads = json.loads


async def connect(server: Server | Cluster, run: MatchRun, seat: int, stats: Stats) -> SeatClient:
    key = base64.b64encode(os.urandom(16)).decode()
    path = f"/api/matches/{run.match_id}/ws"
    request = (
        f"GET {path} HTTP/1.1\r\nHost: 127.0.0.1:{server.port}\r\nUpgrade: websocket\r\n"
        f"Connection: Upgrade\r\nSec-WebSocket-Key: {key}\r\nSec-WebSocket-Version: 13\r\n\r\n"
    ).encode()
    loop = asyncio.get_running_loop()
    _, client = await loop.create_connection(
        lambda: SeatClient(run, seat, stats, request, key), "127.0.0.1", server.port
    )
    await asyncio.wait_for(client.upgraded, 60)
    return client


async def setup(server: Server | Cluster, count: int, game: str, stats: Stats) -> list[MatchRun]:
    runs: list[MatchRun] = []
    limit = asyncio.Semaphore(50)
    async with httpx.AsyncClient(base_url=server.base, timeout=60) as client:

        async def one() -> None:
            async with limit:
                try:
                    r = await client.post("/api/matches", json={"game": game})
                    r.raise_for_status()
                    data = r.json()
                    run = MatchRun(data["match"], [s["token"] for s in data["seats"]])
                    for seat, token in enumerate(run.tokens):
                        conn = await connect(server, run, seat, stats)
                        conn.send(json.dumps({"type": "hello", "tokens": [token]}).encode())
                        run.conns.append(conn)
                except Exception:
                    stats.error("create")
                    return
                runs.append(run)

        await asyncio.gather(*(one() for _ in range(count)))
    # wait until every seat holds the active match
    end = time.monotonic() + 60
    while time.monotonic() < end:
        if all(all(status == "active" for status in r.status) for r in runs):
            break
        await asyncio.sleep(0.1)
    return runs


class Player:
    """Makes one match's moves: the seat to move sends one of the first legal moves its last
    update listed; the next move comes ``interval`` after this one's start on average (times
    0.5-1.5 at random), once this one is answered. Callbacks on the loop, no task a match."""

    __slots__ = ("interval", "loop", "rng", "run", "stats", "until")

    def __init__(
        self,
        run: MatchRun,
        interval: float,
        until: float,
        stats: Stats,
        rng: random.Random,
        loop: asyncio.AbstractEventLoop,
    ) -> None:
        self.run, self.interval, self.until, self.stats = run, interval, until, stats
        self.rng, self.loop = rng, loop
        run.player = self

    def start(self) -> None:
        self.loop.call_later(self.rng.uniform(0, self.interval), self.move)

    @property
    def done(self) -> bool:
        return self.run.ref is None and (self.run.over or self.loop.time() >= self.until)

    def move(self) -> None:
        run = self.run
        now = self.loop.time()
        if now >= self.until or run.over:
            return
        latest = max(run.ply)
        mover = next((m for p, m in zip(run.ply, run.to_move, strict=True) if p == latest), None)
        legal = run.legal[mover] if mover is not None and run.ply[mover] == latest else None
        if not legal or mover is None:
            self.next(now)
            return
        move = legal[self.rng.randrange(min(len(legal), 8))]
        ref = f"{run.match_id[:8]}-{run.n}"
        run.n += 1
        run.ref = ref
        run.started = now
        run.deadline = now + ACK_TIMEOUT
        run.pending = (latest, time.perf_counter(), set())
        run.acked.append(move)  # taken back if refused
        run.conns[mover].send(
            json.dumps({"type": "move", "move": move, "ply": latest, "ref": ref}).encode()
        )

    def answered(self, ok: bool) -> None:
        run, stats = self.run, self.stats
        now = self.loop.time()
        if ok:
            stats.moves += 1
            if now <= self.until:
                stats.in_window += 1
        else:
            run.acked.pop()
            run.pending = None
        self.next(run.started)

    def next(self, start: float) -> None:
        now = self.loop.time()
        delay = max(0.0, self.interval - (now - start)) * self.rng.uniform(0.5, 1.5)
        self.loop.call_later(delay, self.move)


ACK_TIMEOUT = 30.0


async def play(runs: list[MatchRun], interval: float, until: float, stats: Stats) -> None:
    """Play every match until ``until`` (loop time) and every move sent has its answer."""
    loop = asyncio.get_running_loop()
    rng = random.Random(7)
    everyone = [Player(r, interval, until, stats, rng, loop) for r in runs]
    for p in everyone:
        p.start()
    while True:
        await asyncio.sleep(0.25)
        now = loop.time()
        for p in everyone:
            run = p.run
            if run.ref is not None and now > run.deadline:
                stats.error("ack timeout")
                run.ref = None
                p.answered(False)
        if now >= until and all(p.done for p in everyone):
            return


def is_subsequence(items: list[str], within: list[str]) -> bool:
    """Whether ``items`` appear in ``within`` in order (chance plies may stand between)."""
    rest = iter(within)
    return all(any(x == y for y in rest) for x in items)


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
    ws: str | None = None,
    gc_freeze: float | None = None,
    servers: int = 1,
) -> dict[str, Any]:
    server: Server | Cluster = (
        Server(db, channel, profile, ws, gc_freeze)
        if servers == 1
        else Cluster(servers, db, channel, ws, gc_freeze)
    )
    stats = Stats()
    try:
        t = time.perf_counter()
        runs = await setup(server, matches, game, stats)
        setup_s = time.perf_counter() - t
        interval = len(runs) / rate if rate > 0 else 1.0
        loop = asyncio.get_running_loop()
        client_diag = Diagnostics(temp_path(".diag"))
        client_diag.start()
        wall_start = time.time()
        start = time.perf_counter()
        cpu_start = sum(cpu_seconds(pid) for pid in server.pids)
        client_cpu_start = time.process_time()
        ticks_start = machine_ticks()
        preempted_start = sum(preemptions(pid) for pid in server.pids)
        until = loop.time() + seconds
        peak_rss = 0
        sampler_stop = asyncio.Event()

        async def sample() -> None:
            nonlocal peak_rss
            while not sampler_stop.is_set():
                peak_rss = max(peak_rss, sum(rss_kib(pid)[0] for pid in server.pids))
                await asyncio.sleep(0.5)

        sampler = loop.create_task(sample())
        await play(runs, interval, until, stats)
        elapsed = time.perf_counter() - start
        wall_end = time.time()
        client_diag.stop()
        cpu_used = sum(cpu_seconds(pid) for pid in server.pids) - cpu_start
        client_cpu = time.process_time() - client_cpu_start
        ticks_end = machine_ticks()
        preempted = sum(preemptions(pid) for pid in server.pids) - preempted_start
        await asyncio.sleep(1.0)  # last updates
        sampler_stop.set()
        await sampler
        rss_now = sum(rss_kib(pid)[0] for pid in server.pids)
        concurrent = sum(1 for r in runs if r.acked)
        for r in runs:
            # every seat was sent every acknowledged move, in order
            for log in r.seen:
                if not is_subsequence(r.acked, log):
                    stats.error("a seat's moves differ from the acknowledged ones")
            for conn in r.conns:
                conn.close()
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

    stalls = {
        "server": stall_summary(server.diag_files, wall_start, wall_end),
        "clients": stall_summary([client_diag.path], wall_start, wall_end),
    }
    total_ticks = max(1, ticks_end[0] - ticks_start[0])
    hz = os.sysconf("SC_CLK_TCK")
    machine = {
        # the share of the machine's CPU time the hypervisor gave to other virtual machines
        "steal_pct": 100 * (ticks_end[1] - ticks_start[1]) / total_ticks,
        # busy CPU time of every other process (PostgreSQL, other jobs), as a share of the
        # machine's; the server's and the load clients' own time taken out
        "others_pct": max(
            0.0,
            100 * ((ticks_end[2] - ticks_start[2]) / hz - cpu_used - client_cpu) * hz / total_ticks,
        ),
        "server_preempted": preempted,
    }
    return {
        "machine": machine,
        "stalls": stalls,
        "matches": len(runs),
        "concurrent": concurrent,
        "target_rate": rate,
        "moves": stats.moves,
        # acknowledgements received within the window over its length (each match's last
        # interval, which runs past the window, does not dilute it)
        "moves_per_s": stats.in_window / seconds,
        "p50_ms": pct(0.50),
        "p99_ms": pct(0.99),
        "mean_ms": statistics.fmean(lat) * 1000 if lat else float("nan"),
        "server_cpu_ms_per_move": cpu_used * 1000 / stats.moves if stats.moves else float("nan"),
        # this process: the load clients (every seat's connection), not the server
        "client_cpu_ms_per_move": client_cpu * 1000 / stats.moves if stats.moves else float("nan"),
        "rss_mib": rss_now / 1024,
        "peak_rss_mib": peak_rss / 1024,
        "errors": stats.errors,
        "error_kinds": stats.error_kinds,
        "lost": lost,
        "setup_s": setup_s,
        "seconds": elapsed,
    }


def temp_path(suffix: str) -> str:
    handle, path = tempfile.mkstemp(suffix=suffix)
    os.close(handle)
    return path


def stall_summary(paths: list[str], start: float, end: float) -> dict[str, float]:
    """The longest garbage collection and event-loop lag (ms) logged within the window, and
    how many of each (of 5 ms or more), over every process of ``paths``."""
    out = {"gc_max_ms": 0.0, "gc_count": 0, "lag_max_ms": 0.0, "lag_count": 0}
    for path in paths:
        try:
            lines = Path(path).read_text().splitlines()
        except OSError:
            continue
        for line in lines:
            event = json.loads(line)
            if not start <= event["t"] <= end:
                continue
            kind = event["kind"]
            out[f"{kind}_count"] += 1
            out[f"{kind}_max_ms"] = max(out[f"{kind}_max_ms"], event["ms"])
        os.unlink(path)
    return out


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
        "--servers",
        type=int,
        default=1,
        help="server processes on the (PostgreSQL) database, behind HAProxy (Debian's haproxy)",
    )
    parser.add_argument(
        "--profile", default=None, help="run the server under cProfile, writing to this file"
    )
    parser.add_argument(
        "--ws", default=None, help="the server's WebSocket implementation (wartable serve --ws)"
    )
    parser.add_argument(
        "--gc-freeze",
        type=float,
        default=None,
        help="the server's garbage-collection freeze interval (wartable serve --gc-freeze; 0: off)",
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
    if args.servers != 1 and not (args.db and "postgres" in args.db):
        parser.error("--servers: several processes share a PostgreSQL database (--db)")
    print(
        f"{'db':8} {'matches':>7} {'target/s':>8} {'moves/s':>8} {'p50 ms':>7} {'p99 ms':>7} "
        f"{'RSS MiB':>8} {'peak':>6} {'errors':>6} {'lost':>5} {'cpu ms/move':>11} {'client':>6} "
        "  server gc/lag max ms (n)   clients gc/lag max ms (n)   load  steal% others% preempt"
    )
    for index, (matches, rate) in enumerate(loads):
        with tempfile.TemporaryDirectory() as tmp:
            db = args.db or f"sqlite:///{Path(tmp) / 'load.sqlite3'}"
            channel = f"load_{os.getpid()}_{index}"
            if args.db and "postgres" in args.db:
                db = fresh_schema(args.db, channel)
            try:
                with asyncio.Runner(loop_factory=loop_factory()) as runner:
                    result = runner.run(
                        measure(
                            db,
                            channel,
                            matches,
                            rate,
                            args.duration,
                            args.game,
                            args.profile,
                            args.ws,
                            args.gc_freeze,
                            args.servers,
                        )
                    )
            finally:
                if args.db and "postgres" in args.db:
                    drop_schema(args.db, channel)
        kind = "postgres" if "postgres" in db else "sqlite"
        print(
            f"{kind:8} {result['concurrent']:>7} {rate:>8.0f} {result['moves_per_s']:>8.1f} "
            f"{result['p50_ms']:>7.1f} {result['p99_ms']:>7.1f} {result['rss_mib']:>8.0f} "
            f"{result['peak_rss_mib']:>6.0f} {result['errors']:>6} {result['lost']:>5} "
            f"{result['server_cpu_ms_per_move']:>11.2f} {result['client_cpu_ms_per_move']:>6.2f} "
            f"  {stalls_text(result['stalls']['server'])}   "
            f"{stalls_text(result['stalls']['clients'])}   {os.getloadavg()[0]:.2f}  "
            f"{result['machine']['steal_pct']:>6.1f} {result['machine']['others_pct']:>7.1f} "
            f"{result['machine']['server_preempted']:>7}",
            flush=True,
        )
        if args.json:
            print(json.dumps(result))
    return 0


def stalls_text(s: dict[str, float]) -> str:
    return (
        f"{s['gc_max_ms']:.0f} ({s['gc_count']}) / {s['lag_max_ms']:.0f} ({s['lag_count']})"
    ).ljust(24)


def loop_factory() -> Callable[[], asyncio.AbstractEventLoop] | None:
    """uvloop's event loop where installed (uvicorn[standard] brings it), else asyncio's."""
    try:
        import uvloop
    except ImportError:  # pragma: no cover - the server extra brings uvloop
        return None
    return uvloop.new_event_loop


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
