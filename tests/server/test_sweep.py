"""Nobody can fill the server's memory or storage with matches (issue 36): matches idle with
nobody connected are unloaded (storage keeps them; they load again when asked for), and
matches whose players never all joined are deleted after ``waiting_ttl``. The sweep takes the
time as an argument: no sleeping."""

from __future__ import annotations

import time
from collections.abc import Callable

import pytest
from fastapi.testclient import TestClient

from wartable.server.hub import Hub

from .conftest import Database, create, hello, legal, play, ws_url

pytestmark = pytest.mark.timeout(120)


def sweep(client: TestClient, now: float) -> tuple[list[str], list[str]]:
    hub: Hub = client.app.state.hub  # type: ignore[attr-defined]
    return client.portal.call(hub.sweep, now)  # type: ignore[union-attr]


def loaded(client: TestClient) -> int:
    return int(client.get("/api/health").json()["matches_loaded"])


def test_idle_matches_are_unloaded_and_come_back(
    database: Database, make_client: Callable[..., TestClient]
) -> None:
    client = make_client(database, idle_unload=600, waiting_ttl=86400)
    made = create(client, game="thud")
    match = made["match"]
    tokens = [s["token"] for s in made["seats"]]
    watched = create(client, game="thud")
    with client.websocket_connect(ws_url(match)) as ws:
        update = hello(ws, tokens)
        play(ws, 0, legal(update, 0)[0])
    with client.websocket_connect(ws_url(watched["match"])) as spectator:
        hello(spectator, [])
        assert loaded(client) == 2
        assert sweep(client, time.time() + 60) == ([], [])  # not idle long enough
        expired, idle = sweep(client, time.time() + 601)
        # the watched match stays: someone is connected
        assert (expired, idle) == ([], [match])
        assert loaded(client) == 1
    state = client.get(f"/api/matches/{match}").json()
    assert state["ply"] == 1
    assert state["status"] == "active"
    assert loaded(client) == 2


def test_never_joined_matches_expire(
    database: Database, make_client: Callable[..., TestClient]
) -> None:
    client = make_client(database, idle_unload=10**6, waiting_ttl=3600)
    lonely = create(client, game="thud")["match"]
    half = create(client, game="thud")
    token = half["seats"][0]["token"]
    r = client.post(
        f"/api/matches/{half['match']}/join", json={}, headers={"Authorization": f"Bearer {token}"}
    )
    assert r.status_code == 200
    started = create(client, game="thud")
    for seat in started["seats"]:
        auth = {"Authorization": f"Bearer {seat['token']}"}
        client.post(f"/api/matches/{started['match']}/join", json={}, headers=auth)
    assert sweep(client, time.time() + 3000)[0] == []
    expired, _ = sweep(client, time.time() + 3601)
    assert sorted(expired) == sorted([lonely, half["match"]])
    for gone in expired:
        assert client.get(f"/api/matches/{gone}").status_code == 404
    assert client.get(f"/api/matches/{started['match']}").json()["status"] == "active"
