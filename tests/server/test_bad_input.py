"""Bad input from clients (issue 25, part 6): malformed JSON, out-of-turn moves, another
seat's or another match's token, oversized messages and floods each get a clear error on that
connection and change nothing; no traceback ever reaches a client."""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

import httpx
import pytest
from fastapi.testclient import TestClient
from websockets.exceptions import ConnectionClosed
from websockets.sync.client import connect

from .conftest import (
    Database,
    ServerProcess,
    create,
    hello,
    read_until_closed,
    receive,
    ws_url,
)

pytestmark = pytest.mark.timeout(120)


def state_of(client: TestClient, match_id: str) -> tuple[int, int, str]:
    s = client.get(f"/api/matches/{match_id}").json()
    return s["ply"], s["version"], s["status"]


def answer(ws: Any, raw: str | bytes) -> dict[str, Any]:
    if isinstance(raw, bytes):
        ws.send_bytes(raw)
    else:
        ws.send_text(raw)
    return receive(ws, lambda m: m["type"] == "error")[-1]


def test_websocket_garbage_changes_nothing(
    sqlite_db: Database, make_client: Callable[..., TestClient]
) -> None:
    client = make_client(sqlite_db)
    made = create(client, game="thud")
    mid = made["match"]
    t0, t1 = (s["token"] for s in made["seats"])
    other_match = create(client, game="thud")["seats"][1]["token"]
    with client.websocket_connect(ws_url(mid)) as ws:
        before_hello = answer(ws, json.dumps({"type": "move", "move": "dF1-F2"}))
        assert before_hello["code"] == "hello_first"
        refused = answer(ws, json.dumps({"type": "hello", "tokens": [other_match]}))
        assert refused["code"] == "forbidden"
        assert answer(ws, json.dumps({"type": "hello", "tokens": "x"}))["code"] == "bad_message"
        hello(ws, [t0])  # seat 0 only
    with client.websocket_connect(ws_url(mid)) as ws1:
        hello(ws1, [t1])
    with client.websocket_connect(ws_url(mid)) as ws:
        hello(ws, [t0])
        before = state_of(client, mid)
        cases: list[tuple[str | bytes, str]] = [
            ("{not json", "bad_json"),
            (b"\xff\xfe\x00garbage", "bad_json"),
            ("[" * 3000, "bad_json"),  # nested too deep to parse
            ("[1, 2]", "bad_message"),
            (json.dumps({"type": 7}), "bad_message"),
            (json.dumps({"type": "launch"}), "bad_message"),
            (json.dumps({"type": "move", "move": "TG7-H6", "seat": 1}), "forbidden"),  # seat 1
            (json.dumps({"type": "move", "move": 5}), "bad_message"),
            (json.dumps({"type": "move", "move": "dF1-F2", "ply": "x"}), "bad_message"),
            (json.dumps({"type": "draw", "action": "maybe"}), "bad_message"),
            (json.dumps({"type": "move", "move": "d" * 3000}), "bad_notation"),
            (json.dumps({"type": "move", "move": "x" * 5000}), "too_large"),
            (json.dumps({"type": "hello", "tokens": []}), "bad_message"),
        ]
        for raw, code in cases:
            got = answer(ws, raw)
            assert got["code"] == code, (raw[:40], got)
            assert len(got["message"]) < 300
            assert "Traceback" not in got["message"]
        assert state_of(client, mid) == before
        # the connection still works
        ws.send_json({"type": "ping", "ref": 1})
        assert receive(ws, lambda m: m["type"] == "pong")[-1]["ref"] == 1


def test_flood_is_limited_then_closed(
    sqlite_db: Database, make_client: Callable[..., TestClient]
) -> None:
    client = make_client(sqlite_db, ws_rate=5.0, ws_burst=10, ws_strikes=20)
    made = create(client, game="thud")
    mid = made["match"]
    tokens = [s["token"] for s in made["seats"]]
    with client.websocket_connect(ws_url(mid)) as ws:
        hello(ws, tokens)
        before = state_of(client, mid)
        for i in range(40):
            ws.send_json({"type": "move", "seat": 0, "move": "dF1-F2", "ply": 99, "ref": i})
        codes = []
        while True:
            try:
                message = ws.receive_json()
            except Exception:
                break
            if message["type"] == "error":
                codes.append(message["code"])
                if "closed" in message["message"]:
                    break
        assert "rate_limited" in codes
        assert "stale" in codes
        assert codes.count("stale") <= 12  # only the burst got through
    assert state_of(client, mid) == before


def test_http_bad_input(sqlite_db: Database, make_client: Callable[..., TestClient]) -> None:
    client = make_client(sqlite_db, body_limit=2048)
    made = create(client, game="thud")
    mid = made["match"]
    r = client.post("/api/matches", content=b"{nope", headers={"content-type": "application/json"})
    assert r.status_code == 422
    assert r.json()["error"]["code"] == "bad_request"
    r = client.post("/api/matches", json={"game": "thud", "options": {"agreement": "perhaps"}})
    assert r.status_code == 400
    assert "agreement" in r.json()["error"]["message"]
    r = client.post("/api/matches", json={"game": "thud", "extra": 1})
    assert r.status_code == 422
    r = client.post(
        "/api/matches",
        json={"game": "thud", "seats": [{}, {"kind": "computer", "level": "genius"}]},
    )
    assert r.status_code == 400
    assert r.json()["error"]["code"] == "bad_option"
    r = client.post("/api/matches", json={"game": "thud", "seats": [{}, {"kind": "computer"}]})
    assert r.status_code == 409
    assert r.json()["error"]["code"] == "no_computers"
    r = client.post("/api/matches", json={"game": "thud", "seats": [{}]})
    assert r.status_code == 400
    assert r.json()["error"]["code"] in ("bad_seats", "bad_option")
    r = client.post(
        "/api/matches",
        content=b"{" + b" " * 5000 + b"}",
        headers={"content-type": "application/json"},
    )
    assert r.status_code == 413
    assert r.json()["error"]["code"] == "too_large"
    # found by schemathesis: a Fischer clock without its increment was a server error
    r = client.post(
        "/api/matches", json={"game": "thud", "clock": {"type": "fischer", "initial": 5}}
    )
    assert r.status_code == 201
    assert r.json()["state"]["clock"]["remaining_ms"] == [5000, 5000]
    r = client.post("/api/matches", json={"game": "thud", "clock": {"type": "fischer"}})
    assert r.status_code == 400
    assert r.json()["error"]["code"] == "bad_clock"
    r = client.post(
        "/api/matches", content=b"\xff\xfe", headers={"content-type": "application/json"}
    )
    assert r.status_code in (400, 422)
    assert "error" in r.json()
    assert client.get("/api/matches/zzz").status_code == 404
    assert client.get("/api/matches/" + "0" * 32).status_code == 404
    r = client.post(
        f"/api/matches/{mid}/moves",
        json={"move": "dF1-F2"},
        headers={"Authorization": "Bearer nope"},
    )
    assert r.status_code == 403
    r = client.post(f"/api/matches/{mid}/moves", json={"move": "dF1-F2"})
    assert r.status_code == 403
    assert client.get(f"/api/matches/{mid}").json()["ply"] == 0


def test_http_rate_limit(sqlite_db: Database, make_client: Callable[..., TestClient]) -> None:
    client = make_client(sqlite_db, http_rate=1.0, http_burst=5)
    codes = [client.get("/api/health").status_code for _ in range(10)]
    assert codes[:5] == [200] * 5
    assert 429 in codes[5:]
    assert client.get("/api/health").json()["error"]["code"] == "rate_limited"


def test_internal_errors_stay_inside(
    sqlite_db: Database, make_client: Callable[..., TestClient], monkeypatch: pytest.MonkeyPatch
) -> None:
    client = make_client(sqlite_db, raise_server_exceptions=False)
    made = create(client, game="thud")
    hub = client.app.state.hub  # type: ignore[attr-defined]

    async def boom(*args: Any, **kw: Any) -> None:
        raise KeyError("secret internals")

    monkeypatch.setattr(hub, "resign", boom)
    token = made["seats"][0]["token"]
    r = client.post(
        f"/api/matches/{made['match']}/resign", headers={"Authorization": f"Bearer {token}"}
    )
    assert r.status_code == 500
    assert r.json() == {"error": {"code": "internal", "message": "internal error"}}
    with client.websocket_connect(ws_url(made["match"])) as ws:
        hello(ws, [token])
        ws.send_json({"type": "resign", "ref": "x"})
        got = receive(ws, lambda m: m.get("ref") == "x")[-1]
        assert got["code"] == "internal"
        assert "secret" not in json.dumps(got)


@pytest.mark.slow
def test_oversized_frame_closes_the_connection(
    sqlite_db: Database, spawn_server: Callable[..., ServerProcess]
) -> None:
    """Over the network: a frame over the hard limit (64 KiB) closes that connection (1009);
    the server and other connections go on."""
    server = spawn_server(sqlite_db.url)
    made = httpx.post(f"{server.base}/api/matches", json={"game": "thud"}).json()
    tokens = [s["token"] for s in made["seats"]]
    url = f"{server.ws_base}/api/matches/{made['match']}/ws"
    with connect(url) as ws:
        ws.send(json.dumps({"type": "hello", "tokens": tokens}))
        json.loads(ws.recv(timeout=10))
        ws.send("x" * 100_000)
        with pytest.raises(ConnectionClosed) as closed:
            read_until_closed(ws)
        assert closed.value.rcvd is None or closed.value.rcvd.code in (1009, 1006)
    with connect(url) as ws:
        ws.send(json.dumps({"type": "hello", "tokens": []}))
        assert json.loads(ws.recv(timeout=10))["type"] == "update"
    assert "Traceback" not in server.errors()
