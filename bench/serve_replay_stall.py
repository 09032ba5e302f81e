"""A stranger's uploads to ``POST /api/replay`` beside a match in play (issue 36).

Starts ``wartable serve`` (SQLite in a temporary folder), opens one Thud match with both seats
on WebSockets and plays a move every ``--interval`` seconds (the seat to move sends the first
legal move of its last update), measuring each move's acknowledgement time. Meanwhile, after
three quiet seconds, a stranger posts records to ``/api/replay`` one after another: the 2 MB legal
Thud record of issue 36 (200,000 plies of two pieces shuffling, ``quiet_limit`` 0), a record of
19,000 plies (under the ply cap: replayed, its whole answer over the size cap), and one page of
it. Reports each upload's status, time and answer size, the bystander's acknowledgement times
before and during the uploads (p50, p99, max), and the server's peak memory and CPU seconds.

``--src DIR`` runs the server from another source tree (e.g. ``git archive main src``) to
compare before and after. Example:

    python bench/serve_replay_stall.py --rounds 3
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import re
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

import httpx
import websockets

import wartable
from wartable.core import Match
from wartable.core.match import record_digest

SHUFFLE = ["dF1-F2", "TG7-G6", "dF2-F1", "TG6-G7"]


def shuffling_record(plies: int) -> bytes:
    match = Match(wartable.make("thud", quiet_limit=0, ply_limit=1000000), seed=1)
    for text in SHUFFLE:
        match.play(text)
    record = match.record()
    for key in ("final_position", "result", "over", "digest"):
        record.pop(key, None)
    record["moves"] = (SHUFFLE * (plies // 4 + 1))[:plies]
    record["digest"] = record_digest(record)
    return json.dumps(record).encode()


def proc_stat(pid: int) -> tuple[float, float]:
    """CPU seconds (user + system) and peak resident MiB of ``pid``."""
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    cpu = (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")
    peak = 0.0
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmHWM:"):
            peak = int(line.split()[1]) / 1024
    return cpu, peak


def tree_cpu(pid: int) -> float:
    """CPU seconds of ``pid`` and its live children (the replay process)."""
    total = proc_stat(pid)[0]
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:
            stat = (entry / "stat").read_text()
        except OSError:
            continue
        if int(stat.rsplit(")", 1)[1].split()[1]) == pid:
            total += proc_stat(int(entry.name))[0]
    return total


async def bystander(
    base: str, ws_base: str, stop: asyncio.Event, acks: list[tuple[float, float]]
) -> None:
    """Two seats shuffling a dwarf and a troll (a legal game that never ends)."""
    options = {"quiet_limit": 0, "ply_limit": 1000000}
    async with httpx.AsyncClient(base_url=base) as http:
        made = (await http.post("/api/matches", json={"game": "thud", "options": options})).json()
    tokens = [s["token"] for s in made["seats"]]
    url = f"{ws_base}/api/matches/{made['match']}/ws"
    async with websockets.connect(url) as a, websockets.connect(url) as b:
        seats = [a, b]
        for seat, ws in enumerate(seats):
            await ws.send(json.dumps({"type": "hello", "tokens": [tokens[seat]]}))
        waiting: dict[int, asyncio.Future[float]] = {}

        async def read(ws: Any) -> None:
            async for raw in ws:
                message = json.loads(raw)
                if message["type"] in ("ack", "error") and message.get("ref") in waiting:
                    if message["type"] == "error":
                        raise SystemExit(f"bystander: {message}")
                    waiting.pop(message["ref"]).set_result(time.perf_counter())

        readers = [asyncio.create_task(read(ws)) for ws in seats]
        await asyncio.sleep(0.5)
        ply = 0
        while not stop.is_set():
            ply += 1
            done = asyncio.get_running_loop().create_future()
            waiting[ply] = done
            sent = time.perf_counter()
            move = {"type": "move", "move": SHUFFLE[(ply - 1) % 4], "ref": ply}
            await seats[(ply - 1) % 2].send(json.dumps(move))
            acks.append((sent, (await done - sent) * 1000))
            await asyncio.sleep(args.interval)
        for task in readers:
            task.cancel()


async def uploads(base: str, records: list[tuple[str, bytes, str]]) -> list[dict[str, Any]]:
    out = []
    async with httpx.AsyncClient(base_url=base, timeout=120) as http:
        for name, body, query in records:
            t0 = time.perf_counter()
            r = await http.post(f"/api/replay{query}", content=body)
            took = time.perf_counter() - t0
            code = r.json().get("error", {}).get("code") if r.status_code != 200 else "ok"
            out.append(
                {
                    "record": name,
                    "status": r.status_code,
                    "code": code,
                    "s": took,
                    "bytes": len(r.content),
                }
            )
    return out


def pct(values: list[float], q: float) -> float:
    if not values:
        return float("nan")
    values = sorted(values)
    return values[min(len(values) - 1, int(q * len(values)))]


async def one_round(base: str, ws_base: str, pid: int, records: list[Any]) -> None:
    stop = asyncio.Event()
    acks: list[tuple[float, float]] = []
    play = asyncio.create_task(bystander(base, ws_base, stop, acks))
    await asyncio.sleep(3.0)
    cpu0 = tree_cpu(pid)
    start = time.perf_counter()
    results = await uploads(base, records)
    end = time.perf_counter()
    cpu1 = tree_cpu(pid)
    await asyncio.sleep(0.5)
    stop.set()
    await play
    before = [ms for t, ms in acks if t < start]
    during = [ms for t, ms in acks if start <= t <= end]
    for r in results:
        print(
            f"  upload {r['record']:<22} {r['status']} {r['code']:<10} {r['s']:7.2f} s "
            f"answer {r['bytes']:>10,} B"
        )
    print(
        f"  bystander acks before: {len(before)} p50 {statistics.median(before):.1f} ms "
        f"max {max(before):.1f} ms; during the uploads ({end - start:.1f} s): {len(during)} "
        f"p50 {pct(during, 0.5):.1f} p99 {pct(during, 0.99):.1f} max "
        f"{max(during, default=float('nan')):.1f} ms"
    )
    print(
        f"  server (and its replay process) CPU during the uploads: {cpu1 - cpu0:.1f} s; "
        f"server peak RSS {proc_stat(pid)[1]:.0f} MiB"
    )


def main() -> None:
    with tempfile.TemporaryDirectory() as tmp:
        env = dict(os.environ, PYTHONUNBUFFERED="1")
        if args.src:
            env["PYTHONPATH"] = args.src
        proc = subprocess.Popen(
            [
                sys.executable,
                "-m",
                "wartable.server",
                "--port",
                "0",
                "--db",
                f"sqlite:///{tmp}/s.sqlite3",
                "--key-file",
                f"{tmp}/k",
                "--ai-workers",
                "0",
            ],
            stdout=subprocess.PIPE,
            stderr=subprocess.DEVNULL,
            text=True,
            env=env,
        )
        assert proc.stdout is not None
        found = re.search(r"http://([\d.]+):(\d+)/", proc.stdout.readline())
        assert found, "the server did not start"
        base = f"http://{found.group(1)}:{found.group(2)}"
        ws_base = base.replace("http://", "ws://")
        records = [
            ("200,000 plies (2 MB)", shuffling_record(200_000), ""),
            ("19,000 plies", shuffling_record(19_000), ""),
            ("19,000 plies, 50 views", shuffling_record(19_000), "?start=18000&count=50"),
        ]
        print(f"uptime: {os.popen('uptime').read().strip()}")
        print(f"server from {args.src or 'this checkout'}")
        try:
            for i in range(args.rounds):
                print(f"round {i + 1}")
                asyncio.run(one_round(base, ws_base, proc.pid, records))
        finally:
            proc.terminate()
            proc.wait(10)


parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
parser.add_argument("--rounds", type=int, default=1)
parser.add_argument("--interval", type=float, default=0.05, help="seconds between moves")
parser.add_argument("--src", default=None, help="run the server from this source folder")
args = parser.parse_args()

if __name__ == "__main__":
    main()
