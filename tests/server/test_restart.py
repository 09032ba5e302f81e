"""Reconnect and restart (issue 25, part 4): a client that comes back gets its view and the
moves it missed; a server killed with SIGKILL and started again loses no acknowledged move, and
its matches go on (computer seats included)."""

from __future__ import annotations

import contextlib
import json
from collections.abc import Callable
from typing import Any

import httpx
import pytest
from fastapi.testclient import TestClient
from websockets.sync.client import ClientConnection, connect

from .conftest import Database, ServerProcess, create, hello, latest, legal, play, receive, ws_url

pytestmark = pytest.mark.timeout(180)


def test_reconnect_gets_missed_moves(client: TestClient) -> None:
    made = create(client, game="thud")
    t0, t1 = (s["token"] for s in made["seats"])
    mid = made["match"]
    with client.websocket_connect(ws_url(mid)) as a:
        update = hello(a, [t0])
        seen = update["ply"]
    played = []
    with client.websocket_connect(ws_url(mid)) as b:
        update = hello(b, [t0, t1])
        for _ in range(5):
            seat = update["to_move"]
            move = legal(update, seat)[0]
            update = latest(play(b, seat, move))
            played.append(move)
    with client.websocket_connect(ws_url(mid)) as a:
        back = hello(a, [t0], since=seen)
        (persp,) = back["perspectives"]
        assert [m["move"] for m in persp["moves"]] == played
        assert [m["ply"] for m in persp["moves"]] == list(range(seen, seen + 5))
        assert back["ply"] == 5
        assert back["to_move"] == 1
        # later, sync from any ply
        a.send_json({"type": "sync", "since": 3})
        (persp,) = receive(a, lambda m: m["type"] == "update")[-1]["perspectives"]
        assert [m["move"] for m in persp["moves"]] == played[3:]


class Player:
    """A WebSocket client over the network, as a browser or bot would be."""

    def __init__(self, server: ServerProcess, match_id: str, tokens: list[str], since: int = 0):
        # the connection lives as long as the player: entered here, closed by close()
        self.stack = contextlib.ExitStack()
        self.ws: ClientConnection = self.stack.enter_context(
            connect(f"{server.ws_base}/api/matches/{match_id}/ws")
        )
        self.ws.send(json.dumps({"type": "hello", "tokens": tokens, "since": since}))
        self.update = self.until(lambda m: m["type"] == "update")

    def until(self, pred: Callable[[dict[str, Any]], bool]) -> dict[str, Any]:
        while True:
            message = json.loads(self.ws.recv(timeout=30))
            if message["type"] == "update":
                self.update = message
            if pred(message):
                return message

    def close(self) -> None:
        self.stack.close()

    def move(self, seat: int, text: str) -> dict[str, Any]:
        self.ws.send(json.dumps({"type": "move", "seat": seat, "move": text, "ref": text}))
        return self.until(lambda m: m.get("ref") == text and m["type"] in ("ack", "error"))


@pytest.mark.slow
def test_kill_9_loses_no_acknowledged_move(
    database: Database, spawn_server: Callable[..., ServerProcess]
) -> None:
    url = database.url
    server = spawn_server(url, database.channel, "--ai-workers", "1")
    made = httpx.post(f"{server.base}/api/matches", json={"game": "thud"}).json()
    vs_computer = httpx.post(
        f"{server.base}/api/matches",
        json={"game": "thud", "seats": [{}, {"kind": "computer", "level": "random"}]},
    ).json()
    mid = made["match"]
    tokens = [s["token"] for s in made["seats"]]
    p = Player(server, mid, tokens)
    acked: list[str] = []
    for _ in range(12):
        seat = p.update["to_move"]
        move = legal(p.update, seat)[0]
        answer = p.move(seat, move)
        assert answer["type"] == "ack", answer
        acked.append(move)
    h = Player(server, vs_computer["match"], [vs_computer["seats"][0]["token"]])
    answer = h.move(0, legal(h.update, 0)[0])
    assert answer["type"] == "ack"
    server.kill9()  # right after the acknowledgements: no shutdown code runs

    again = spawn_server(url, database.channel, "--ai-workers", "1")
    state = httpx.get(
        f"{again.base}/api/matches/{mid}", headers={"Authorization": f"Bearer {tokens[0]}"}
    ).json()
    assert state["ply"] == len(acked)
    assert state["status"] == "active"
    assert [m["move"] for m in state["perspective"]["moves"]] == acked
    # the players come back, get the moves they missed, and the match goes on
    p = Player(again, mid, tokens, since=8)
    (first, _) = p.update["perspectives"]
    assert [m["move"] for m in first["moves"]] == acked[8:]
    seat = p.update["to_move"]
    assert p.move(seat, legal(p.update, seat)[0])["type"] == "ack"
    # the computer seat thinks again after the restart (if it had answered before the kill,
    # its stored move is there, and it answers the next one)
    h = Player(again, vs_computer["match"], [vs_computer["seats"][0]["token"]])
    if h.update["to_move"] != 0:
        h.until(lambda m: m["type"] == "update" and m["to_move"] == 0 and m["ply"] >= 2)
    ply = h.update["ply"]
    assert ply >= 2
    assert h.move(0, legal(h.update, 0)[0])["type"] == "ack"
    h.until(lambda m: m["type"] == "update" and m["to_move"] == 0 and m["ply"] >= ply + 2)
    assert "Traceback" not in again.errors()


@pytest.mark.slow
def test_a_correspondence_match_goes_on_after_a_restart(
    database: Database, spawn_server: Callable[..., ServerProcess]
) -> None:
    """Days a move: the clock is the stored turn's start, so a server started again keeps the
    same deadline, and a move made after the restart is played and gets a fresh day."""
    server = spawn_server(database.url, database.channel)
    made = httpx.post(
        f"{server.base}/api/matches",
        json={"game": "thud", "clock": {"type": "correspondence", "days": 1}},
    ).json()
    mid = made["match"]
    tokens = [s["token"] for s in made["seats"]]
    p = Player(server, mid, tokens)
    assert p.move(0, legal(p.update, 0)[0])["type"] == "ack"
    due = p.update["clock"]["due"]
    p.close()
    server.stop()
    again = spawn_server(database.url, database.channel)
    q = Player(again, mid, tokens)
    assert q.update["clock"]["type"] == "correspondence"
    assert q.update["clock"]["running"] == 1
    assert q.update["clock"]["due"] == due  # the same deadline: kept, not restarted
    assert q.move(1, legal(q.update, 1)[0])["type"] == "ack"
    assert q.update["ply"] == 2
    assert 86400_000 - 5000 < q.update["clock"]["remaining_ms"][0] <= 86400_000  # a fresh day
    assert "Traceback" not in again.errors()
