"""Clocks kept by the server, the timeout policy and the disconnect grace (issue 25, part 5).

A client's clock is never trusted: the server measures each turn from the moment it announced
it. When a clock runs out, or a seat to move stays disconnected past the grace period, the
match's policy applies: loss, or a computer plays the seat until its player returns."""

from __future__ import annotations

import time
from collections.abc import Callable

import pytest
from fastapi.testclient import TestClient

from .conftest import Database, create, hello, latest, legal, play, receive, ws_url

pytestmark = pytest.mark.timeout(60)


def bearer(token: str) -> dict[str, str]:
    return {"Authorization": f"Bearer {token}"}


def test_loss_on_time_per_move(sqlite_db: Database, make_client: Callable[..., TestClient]) -> None:
    client = make_client(sqlite_db)
    made = create(client, game="thud", clock={"type": "per_move", "seconds": 0.6}, timeout="loss")
    tokens = [s["token"] for s in made["seats"]]
    with client.websocket_connect(ws_url(made["match"])) as ws:
        update = hello(ws, tokens)
        assert update["clock"]["type"] == "per_move"
        assert update["clock"]["running"] == 0
        update = latest(play(ws, 0, legal(update, 0)[0]))  # in time
        assert update["clock"]["running"] == 1
        start = time.monotonic()
        end = receive(ws, lambda m: m["type"] == "update" and m["status"] == "over")[-1]
        assert 0.3 < time.monotonic() - start < 5
        assert end["result"]["end"] == "time"
        assert end["result"]["winners"] == [0]
        assert end["result"]["details"] == {"loser": 1}
        got = play(ws, 1, legal(update, 1)[0])
        assert got[-1]["code"] == "game_over"


class SetClock:
    """A wall clock the test moves by hand: the hub's decisions are given its time as `now`."""

    def __init__(self) -> None:
        self.t = float(int(time.time()))  # whole seconds: steps below are exact

    def __call__(self) -> float:
        return self.t


def test_fischer_clock(sqlite_db: Database, make_client: Callable[..., TestClient]) -> None:
    client = make_client(sqlite_db)
    clock = SetClock()
    client.app.state.hub.now = clock  # type: ignore[attr-defined]
    made = create(client, game="thud", clock={"type": "fischer", "initial": 5, "increment": 2})
    tokens = [s["token"] for s in made["seats"]]
    with client.websocket_connect(ws_url(made["match"])) as ws:
        update = hello(ws, tokens)
        assert update["clock"]["remaining_ms"] == [5000, 5000]
        assert update["clock"]["running"] == 0
        clock.t += 0.25
        update = latest(play(ws, 0, legal(update, 0)[0]))
        # 5 s, less the 0.25 s seat 0 took, plus the 2 s increment; seat 1's clock now runs
        assert update["clock"]["remaining_ms"] == [6750, 5000]
        assert update["clock"]["running"] == 1
        clock.t += 1.25
        update = latest(play(ws, 1, legal(update, 1)[0]))
        assert update["clock"]["remaining_ms"] == [6750, 5750]
        assert update["clock"]["running"] == 0


def test_computer_takes_over_until_the_player_returns(
    sqlite_db: Database, make_client: Callable[..., TestClient]
) -> None:
    client = make_client(sqlite_db, ai_workers=1)
    made = create(
        client,
        game="thud",
        clock={"type": "per_move", "seconds": 1.0},
        timeout="computer",
        takeover_level="random",
    )
    mid = made["match"]
    t0, t1 = (s["token"] for s in made["seats"])
    client.post(f"/api/matches/{mid}/join", json={}, headers=bearer(t0))  # joins, then is away
    with client.websocket_connect(ws_url(mid)) as ws:
        update = hello(ws, [t1])
        assert update["status"] == "active"
        assert update["to_move"] == 0
        update = receive(ws, lambda m: m["type"] == "update" and m["ply"] == 1)[-1]
        assert update["takeover"] == [0]
        assert update["perspectives"][0]["moves"][0]["by"] == 0
        update = latest(play(ws, 1, legal(update, 1)[0]))
        update = receive(ws, lambda m: m["type"] == "update" and m["ply"] == 3)[-1]
        assert update["takeover"] == [0]  # the computer goes on playing seat 0
        with client.websocket_connect(ws_url(mid)) as back:
            hello(back, [t0])
            update = receive(ws, lambda m: m["type"] == "update" and m["takeover"] == [])[-1]
            assert update["status"] == "active"


def test_disconnect_grace_then_loss(
    sqlite_db: Database, make_client: Callable[..., TestClient]
) -> None:
    client = make_client(sqlite_db)
    made = create(client, game="thud", grace=0.5, timeout="loss")
    mid = made["match"]
    t0, t1 = (s["token"] for s in made["seats"])
    with client.websocket_connect(ws_url(mid)) as other:
        hello(other, [t1])
        with client.websocket_connect(ws_url(mid)) as leaving:
            update = hello(leaving, [t0])
            assert update["status"] == "active"
            assert update["absent"] == []
        start = time.monotonic()
        got = receive(other, lambda m: m["type"] == "update" and m["status"] == "over")
        assert [0] in [m["absent"] for m in got]
        assert 0.3 < time.monotonic() - start < 5
        assert got[-1]["result"]["end"] == "abandoned"
        assert got[-1]["result"]["winners"] == [1]


def test_coming_back_within_the_grace(
    sqlite_db: Database, make_client: Callable[..., TestClient]
) -> None:
    client = make_client(sqlite_db)
    made = create(client, game="thud", grace=1.0, timeout="loss")
    mid = made["match"]
    t0, t1 = (s["token"] for s in made["seats"])
    with client.websocket_connect(ws_url(mid)) as other:
        hello(other, [t1])
        with client.websocket_connect(ws_url(mid)) as leaving:
            hello(leaving, [t0])
        with client.websocket_connect(ws_url(mid)) as back:
            update = hello(back, [t0])
            assert update["absent"] == []
        time.sleep(0.2)
        with client.websocket_connect(ws_url(mid)) as back:
            update = hello(back, [t0])
            time.sleep(1.3)
            assert client.get(f"/api/matches/{mid}").json()["status"] == "active"
