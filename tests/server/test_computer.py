"""Computer seats (issue 25, part 3): they think in a process pool, never on the event loop;
their level and thinking time belong to the match."""

from __future__ import annotations

import time
from collections.abc import Callable

import pytest
from fastapi.testclient import TestClient

from wartable.server.ai_pool import AiPool

from .conftest import Database, create, hello, latest, legal, play, receive, ws_url

pytestmark = pytest.mark.timeout(120)


def test_computer_answers_a_human(
    sqlite_db: Database, make_client: Callable[..., TestClient]
) -> None:
    client = make_client(sqlite_db, ai_workers=1)
    assert isinstance(client.app.state.hub.pool, AiPool)  # type: ignore[attr-defined]
    made = create(
        client, game="thud", seats=[{"kind": "human"}, {"kind": "computer", "level": "random"}]
    )
    assert made["seats"][1]["token"] is None
    with client.websocket_connect(ws_url(made["match"])) as ws:
        update = hello(ws, [made["seats"][0]["token"]])
        assert update["status"] == "active"
        for turn in range(3):
            update = latest(play(ws, 0, legal(update, 0)[0]))
            reply = receive(ws, lambda m, t=turn: m["type"] == "update" and m["ply"] == 2 * t + 2)
            update = reply[-1]
            assert update["perspectives"][0]["moves"][-1]["by"] == 1
            assert update["to_move"] == 0


def test_thinking_does_not_block_the_server(
    sqlite_db: Database, make_client: Callable[..., TestClient]
) -> None:
    """A computer seat with a huge iteration budget is held to the match's thinking time, and
    while it thinks the server answers at once."""
    client = make_client(sqlite_db, ai_workers=1)
    made = create(
        client,
        game="alu",
        seats=[{"kind": "computer", "level": "mcts:1000000"}, {"kind": "human"}],
        think_seconds=1.5,
    )
    with client.websocket_connect(ws_url(made["match"])) as ws:
        start = time.monotonic()
        update = hello(ws, [made["seats"][1]["token"]])
        assert update["to_move"] == 0
        assert update["think_seconds"] == 1.5
        slowest = 0.0
        for _ in range(5):
            t = time.monotonic()
            assert client.get("/api/health").status_code == 200
            ws.send_json({"type": "ping", "ref": "p"})
            receive(ws, lambda m: m["type"] == "pong")
            slowest = max(slowest, time.monotonic() - t)
            time.sleep(0.1)
        assert slowest < 0.5, slowest
        got = receive(ws, lambda m: m["type"] == "update" and m["ply"] >= 1)
        took = time.monotonic() - start
        assert 1.4 <= took < 15, took
        assert got[-1]["perspectives"][0]["moves"][0]["by"] == 0


def test_computers_play_each_other(
    sqlite_db: Database, make_client: Callable[..., TestClient]
) -> None:
    client = make_client(sqlite_db, ai_workers=1)
    made = create(
        client,
        game="orcwar",
        options={"players": 2},
        seats=[{"kind": "computer", "level": "random"}, {"kind": "computer", "level": "greedy"}],
    )
    assert made["state"]["status"] == "active"
    with client.websocket_connect(ws_url(made["match"])) as spectator:
        hello(spectator, [])
        got = receive(spectator, lambda m: m["type"] == "update" and m["ply"] >= 30)
        movers = {
            m["by"] for u in got if u["type"] == "update" for m in u["perspectives"][0]["moves"]
        }
        assert {0, 1} <= movers
