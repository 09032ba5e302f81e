"""Several server processes on one PostgreSQL database (issue 25, part 7): a move made
through one process reaches the players and spectators connected to another, by PostgreSQL
LISTEN/NOTIFY; each process judges moves against the stored match."""

from __future__ import annotations

from collections.abc import Callable

import httpx
import pytest

from .conftest import Database, ServerProcess, legal
from .test_restart import Player

pytestmark = [pytest.mark.slow, pytest.mark.timeout(180)]


def test_two_processes_share_a_match(
    pg_db: Database, spawn_server: Callable[..., ServerProcess]
) -> None:
    a = spawn_server(pg_db.url, pg_db.channel)
    b = spawn_server(pg_db.url, pg_db.channel)
    made = httpx.post(f"{a.base}/api/matches", json={"game": "thud"}).json()
    mid = made["match"]
    t0, t1 = (s["token"] for s in made["seats"])
    p0 = Player(a, mid, [t0])  # seat 0 through process A
    p1 = Player(b, mid, [t1])  # seat 1 through process B
    watcher = Player(b, mid, [])  # a spectator on B
    p0.until(lambda m: m["type"] == "update" and m["status"] == "active")
    played = []
    for ply in range(6):
        mover, other = (p0, p1) if ply % 2 == 0 else (p1, p0)
        if mover.update["ply"] != ply:
            mover.until(lambda m, p=ply: m["type"] == "update" and m["ply"] == p)
        move = legal(mover.update, ply % 2)[0]
        answer = mover.move(ply % 2, move)
        assert answer["type"] == "ack", answer
        played.append(move)
        # the other process announces it to its own clients
        other.until(lambda m, p=ply: m["type"] == "update" and m["ply"] == p + 1)
        assert other.update["perspectives"][0]["moves"][-1]["move"] == move
    watcher.until(lambda m: m["type"] == "update" and m["ply"] == 6)
    seen = httpx.get(f"{b.base}/api/matches/{mid}").json()
    assert [m["move"] for m in seen["perspective"]["moves"]] == played
    # seat 0 also connected through B: it moves through A, then at once again through B;
    # B judges against the stored match even before A's notice arrives: not seat 0's turn
    p0b = Player(b, mid, [t0])
    assert p0.move(0, legal(p0.update, 0)[0])["type"] == "ack"
    answer = p0b.move(0, legal(p0b.update, 0)[1])
    assert answer["type"] == "error", answer
    assert answer["code"] == "not_your_turn", answer
    assert httpx.get(f"{a.base}/api/matches/{mid}").json()["ply"] == 7
    for server in (a, b):
        assert "Traceback" not in server.errors()
