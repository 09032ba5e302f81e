"""Several server processes on one PostgreSQL database (issue 25, part 7): a move made
through one process reaches the players and spectators connected to another, by PostgreSQL
LISTEN/NOTIFY; each process judges moves against the stored match."""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

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


def test_a_takeback_through_one_process_reaches_the_other(
    pg_db: Database, spawn_server: Callable[..., ServerProcess]
) -> None:
    """A takeback stored by process A removes plies process B holds: B reads the match again
    (the takeback's notice is bare; a counter in the match's values says plies went even when
    as many were played since), so B's players see it and play on from the right position."""
    a = spawn_server(pg_db.url, pg_db.channel)
    b = spawn_server(pg_db.url, pg_db.channel)
    made = httpx.post(f"{a.base}/api/matches", json={"game": "thud"}).json()
    mid = made["match"]
    t0, t1 = (s["token"] for s in made["seats"])
    p0 = Player(a, mid, [t0])
    p1 = Player(b, mid, [t1])
    p0.until(lambda m: m["type"] == "update" and m["status"] == "active")
    first = legal(p0.update, 0)[0]
    assert p0.move(0, first)["type"] == "ack"
    p1.until(lambda m: m["type"] == "update" and m["ply"] == 1)
    assert p1.move(1, legal(p1.update, 1)[0])["type"] == "ack"
    p0.until(lambda m: m["type"] == "update" and m["ply"] == 2)
    p0.ws.send(json.dumps({"type": "takeback", "seat": 0, "action": "ask", "ref": "tb"}))
    p1.until(lambda m: m["type"] == "update" and m["takeback"] is not None)
    p1.ws.send(json.dumps({"type": "takeback", "seat": 1, "action": "accept", "ref": "ok"}))
    assert p1.until(lambda m: m.get("ref") == "ok")["type"] == "ack"
    p0.until(lambda m: m["type"] == "update" and m["ply"] == 0)
    other = legal(p0.update, 0)[1]
    assert p0.move(0, other)["type"] == "ack"
    p1.until(lambda m: m["type"] == "update" and m["ply"] == 1)
    seen = httpx.get(f"{b.base}/api/matches/{mid}").json()
    assert [m["move"] for m in seen["perspective"]["moves"]] == [other]
    assert p1.move(1, legal(p1.update, 1)[0])["type"] == "ack"
    for server in (a, b):
        assert "Traceback" not in server.errors()


def test_chat_crosses_processes_each_room_its_own(
    pg_db: Database, spawn_server: Callable[..., ServerProcess]
) -> None:
    """A seat's line said through process A reaches the other seat on process B, and never
    B's spectator; a spectator's line through B reaches A's spectator only."""
    a = spawn_server(pg_db.url, pg_db.channel)
    b = spawn_server(pg_db.url, pg_db.channel)
    made = httpx.post(f"{a.base}/api/matches", json={"game": "thud"}).json()
    mid = made["match"]
    t0, t1 = (s["token"] for s in made["seats"])
    p0 = Player(a, mid, [t0])
    p1 = Player(b, mid, [t1])
    watch_a = Player(a, mid, [])
    watch_b = Player(b, mid, [])
    for p in (p0, p1, watch_a, watch_b):  # a silent room: no history after the update
        p.ws.send(json.dumps({"type": "ping", "ref": "p"}))
        assert p.until(lambda m: m["type"] in ("chat", "pong"))["type"] == "pong"
    p0.ws.send(json.dumps({"type": "chat", "text": "only for you", "ref": "c1"}))
    assert p0.until(lambda m: m.get("ref") == "c1")["type"] == "ack"
    heard = p1.until(lambda m: m["type"] == "chat")
    assert [(m["seat"], m["text"]) for m in heard["messages"]] == [(0, "only for you")]
    watch_b.ws.send(json.dumps({"type": "chat", "text": "go dwarfs", "name": "Eve", "ref": "c2"}))
    seen: list[str] = []

    def acked(m: dict[str, Any]) -> bool:
        seen.extend(x["text"] for x in m.get("messages", []) if m["type"] == "chat")
        return m.get("ref") == "c2"

    assert watch_b.until(acked)["type"] == "ack"
    # the only chat B's spectator got is the spectators' own: the seats' line never came
    assert seen == ["go dwarfs"]
    heard = watch_a.until(lambda m: m["type"] == "chat")
    assert [(m["name"], m["text"]) for m in heard["messages"]] == [("Eve", "go dwarfs")]
    # and the seats heard nothing of the spectators: p1's next chat is p0's next line
    p0.ws.send(json.dumps({"type": "chat", "text": "second", "ref": "c3"}))
    assert p1.until(lambda m: m["type"] == "chat")["messages"][0]["text"] == "second"
    for server in (a, b):
        assert "Traceback" not in server.errors()
