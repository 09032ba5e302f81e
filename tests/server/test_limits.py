"""Issue 36's holes on the WebSocket and in creating matches: token guessing over the
WebSocket is limited per connection and per address (the HTTP policy) and logged without the
token; every error answers the message's ``ref``; one address cannot fill the server with
matches or connections; another site's page cannot open a socket (``Origin``); pages carry
security headers."""

from __future__ import annotations

import json
import logging
from collections.abc import Callable

import pytest
from fastapi.testclient import TestClient
from starlette.websockets import WebSocketDisconnect

from .conftest import Database, create, hello, receive, ws_url

pytestmark = pytest.mark.timeout(120)


def test_hello_guessing_is_closed_per_connection(
    sqlite_db: Database, make_client: Callable[..., TestClient], caplog: pytest.LogCaptureFixture
) -> None:
    client = make_client(sqlite_db, hello_failures=3)
    made = create(client, game="thud")
    guesses = [f"guess-{i:04d}-{'x' * 20}" for i in range(10)]
    codes = []
    with (
        caplog.at_level(logging.WARNING, logger="wartable.server"),
        client.websocket_connect(ws_url(made["match"])) as ws,
    ):
        for i, guess in enumerate(guesses):
            try:
                ws.send_json({"type": "hello", "tokens": [guess], "ref": i})
                answer = receive(ws, lambda m: m["type"] == "error")[-1]
            except WebSocketDisconnect:
                break
            codes.append((answer["code"], answer.get("ref")))
            if "closed" in answer["message"]:
                break
    # three refusals, each with its ref, and then the connection is closed
    assert codes[:3] == [("forbidden", 0), ("forbidden", 1), ("forbidden", 2)]
    assert codes[3:] == [("rate_limited", 2)]
    refusals = [r.getMessage() for r in caplog.records if "hello refused" in r.getMessage()]
    assert len(refusals) == 3
    for text in refusals:
        assert made["match"] in text
        assert not any(g in text for g in guesses)  # the token is never logged


def test_hello_guessing_is_limited_per_address(
    sqlite_db: Database, make_client: Callable[..., TestClient]
) -> None:
    # the HTTP policy: one bucket an address for requests, connections and hellos
    client = make_client(sqlite_db, http_rate=0.001, http_burst=12)
    made = create(client, game="thud")  # one request
    codes = []
    for _ in range(8):
        with client.websocket_connect(ws_url(made["match"])) as ws:
            try:
                ws.send_json({"type": "hello", "tokens": ["wrong" * 6], "ref": "r"})
                answer = receive(ws, lambda m: m["type"] == "error")[-1]
            except WebSocketDisconnect:
                codes.append("closed")
                continue
            codes.append(answer["code"])
            assert answer.get("ref") in ("r", None)
    # 11 left after the creation: 5 connections with a hello each, then a connection alone
    assert codes[:5] == ["forbidden"] * 5
    assert codes[5] == "rate_limited"
    assert set(codes[6:]) <= {"rate_limited", "closed"}
    assert client.get("/api/health").json()["error"]["code"] == "rate_limited"


def test_refusals_keep_the_ref(sqlite_db: Database, make_client: Callable[..., TestClient]) -> None:
    client = make_client(sqlite_db, ws_rate=0.001, ws_burst=4, ws_strikes=50)
    made = create(client, game="thud")
    tokens = [s["token"] for s in made["seats"]]
    with client.websocket_connect(ws_url(made["match"])) as ws:
        hello(ws, tokens)  # one message of the burst
        ws.send_text(json.dumps({"type": "move", "move": "x" * 5000, "ref": "big"}))
        assert receive(ws, lambda m: m["type"] == "error")[-1] == {
            "type": "error",
            "code": "too_large",
            "message": "message over 4096 bytes; ignored",
            "ref": "big",
        }
        ws.send_text(json.dumps([1, 2]))  # not an object: no ref to give
        assert "ref" not in receive(ws, lambda m: m["type"] == "error")[-1]
        ws.send_text(json.dumps({"type": 7, "ref": 5}))
        bad = receive(ws, lambda m: m["type"] == "error")[-1]
        assert (bad["code"], bad["ref"]) == ("bad_message", 5)
        ws.send_text(json.dumps({"type": "ping", "ref": 6}))  # over the rate now
        limited = receive(ws, lambda m: m["type"] == "error")[-1]
        assert (limited["code"], limited["ref"]) == ("rate_limited", 6)


def test_match_creation_is_capped_per_address(
    sqlite_db: Database, make_client: Callable[..., TestClient]
) -> None:
    client = make_client(sqlite_db, creates_per_hour=1.0, creates_burst=3)
    for _ in range(3):
        create(client, game="thud")
    r = client.post("/api/matches", json={"game": "thud"})
    assert r.status_code == 429
    assert r.json()["error"]["code"] == "rate_limited"
    assert "at most 3" in r.json()["error"]["message"]
    assert client.get("/api/health").json()["matches_loaded"] == 3


def test_connections_are_capped_per_address(
    sqlite_db: Database, make_client: Callable[..., TestClient]
) -> None:
    client = make_client(sqlite_db, ws_per_address=2)
    made = create(client, game="thud")
    url = ws_url(made["match"])
    with client.websocket_connect(url) as a, client.websocket_connect(url) as b:
        hello(a, [])
        hello(b, [])
        with client.websocket_connect(url) as c:
            refused = c.receive_json()
            assert refused["code"] == "rate_limited"
            assert "connections" in refused["message"]
    # closed connections are counted no more
    with client.websocket_connect(url) as d:
        assert hello(d, [])["type"] == "update"


def test_origin_check(sqlite_db: Database, make_client: Callable[..., TestClient]) -> None:
    client = make_client(sqlite_db, origins=("https://friend.example",))
    made = create(client, game="thud")
    url = ws_url(made["match"])
    evil = {"origin": "https://evil.example"}
    with pytest.raises(WebSocketDisconnect) as refused, client.websocket_connect(url, headers=evil):
        pass
    assert refused.value.code == 1008
    # the server's own address (TestClient's host), a listed origin, and no Origin at all
    for headers in ({"origin": "http://testserver"}, {"origin": "https://friend.example"}, {}):
        with client.websocket_connect(url, headers=headers) as ws:
            assert hello(ws, [])["type"] == "update"


def test_security_headers(sqlite_db: Database, make_client: Callable[..., TestClient]) -> None:
    client = make_client(sqlite_db)
    # /play/x: no such match, a 404 page, with the same headers
    for path, status in (
        ("/", 200),
        ("/play/x", 404),
        ("/static/app.js", 200),
        ("/api/games", 200),
    ):
        r = client.get(path)
        assert r.status_code == status
        policy = r.headers["content-security-policy"]
        assert "script-src 'self'" in policy
        assert "'unsafe-inline'" not in policy
        assert "frame-ancestors 'none'" in policy
        assert r.headers["x-content-type-options"] == "nosniff"
        assert r.headers["referrer-policy"] == "no-referrer"
