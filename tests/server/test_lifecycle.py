"""Invites, join, lobby, spectators, resign, draws, rematch and hot-seat (issue 25, part 2).

Seats are capabilities: an unguessable token per seat, stored only as its SHA-256 hash."""

from __future__ import annotations

import hashlib
from typing import Any

import pytest
import sqlalchemy as sa
from fastapi.testclient import TestClient

from wartable.server import db

from .conftest import create, hello, latest, legal, play, receive, ws_url

pytestmark = pytest.mark.timeout(120)


def bearer(token: str) -> dict[str, str]:
    return {"Authorization": f"Bearer {token}"}


def test_tokens_are_stored_hashed(client: TestClient) -> None:
    made = create(client, game="thud")
    tokens = [s["token"] for s in made["seats"]]
    store = client.app.state.hub.store  # type: ignore[attr-defined]
    with store.engine.connect() as conn:
        stored = [r[0] for r in conn.execute(sa.select(db.seats.c.token_hash)).all()]
    assert sorted(stored) == sorted(hashlib.sha256(t.encode()).hexdigest() for t in tokens)
    assert not any(t in stored for t in tokens)
    assert made["seats"][0]["invite"].endswith(f"#token={tokens[0]}")


def test_invite_join_and_start(client: TestClient) -> None:
    made = create(client, game="thud", seats=[{"name": "ann"}, {}])
    match_id = made["match"]
    tokens = [s["token"] for s in made["seats"]]
    # a seat cannot play before everyone has joined
    r = client.post(
        f"/api/matches/{match_id}/join", json={"name": "ann"}, headers=bearer(tokens[0])
    )
    assert r.status_code == 200
    assert r.json()["seat"] == 0
    assert r.json()["token"] is None
    assert r.json()["state"]["status"] == "waiting"
    r = client.post(
        f"/api/matches/{match_id}/moves", json={"move": "dF1-F2"}, headers=bearer(tokens[0])
    )
    assert r.status_code == 409
    assert r.json()["error"]["code"] == "not_started"
    r = client.post(
        f"/api/matches/{match_id}/join", json={"name": "bob"}, headers=bearer(tokens[1])
    )
    assert r.json()["state"]["status"] == "active"
    assert [s["name"] for s in r.json()["state"]["seats"]] == ["ann", "bob"]
    # a wrong token, or one of another match, is refused and changes nothing
    other = create(client, game="thud")["seats"][0]["token"]
    for bad in ("nope", other, tokens[1][:-1] + ("y" if tokens[1].endswith("x") else "x")):
        r = client.post(
            f"/api/matches/{match_id}/moves", json={"move": "dF1-F2"}, headers=bearer(bad)
        )
        assert r.status_code == 403
        assert r.json()["error"]["code"] == "forbidden"
    r = client.post(
        f"/api/matches/{match_id}/moves", json={"move": "dF1-F2"}, headers=bearer(tokens[0])
    )
    assert r.status_code == 200
    assert r.json()["ply"] == 1
    r = client.post(
        f"/api/matches/{match_id}/moves", json={"move": "dG1-G2"}, headers=bearer(tokens[0])
    )
    assert r.status_code == 409
    assert r.json()["error"]["code"] == "not_your_turn"


def test_lobby_and_open_seats(client: TestClient) -> None:
    public = create(client, game="alu", public=True, seats=[{"name": "host"}, {}])
    private = create(client, game="alu")
    host = public["seats"][0]["token"]
    client.post(f"/api/matches/{public['match']}/join", json={}, headers=bearer(host))
    lobby = client.get("/api/lobby").json()
    ids = [m["match"] for m in lobby]
    assert public["match"] in ids
    assert private["match"] not in ids
    (entry,) = [m for m in lobby if m["match"] == public["match"]]
    assert entry["open_seats"] == [1]
    assert "token" not in str(entry)
    # a stranger takes the open seat: a new token is issued, the invite's token no longer works
    r = client.post(f"/api/matches/{public['match']}/join", json={"name": "guest"})
    assert r.status_code == 200, r.text
    token = r.json()["token"]
    assert r.json()["seat"] == 1
    assert len(token) >= 32
    assert r.json()["state"]["status"] == "active"
    old = public["seats"][1]["token"]
    assert client.get(f"/api/matches/{public['match']}", headers=bearer(old)).status_code == 403
    me = client.get(f"/api/matches/{public['match']}", headers=bearer(token)).json()
    assert me["perspective"]["seat"] == 1
    assert public["match"] not in [m["match"] for m in client.get("/api/lobby").json()]
    # no seat left; a private match has no open seats for strangers
    r = client.post(f"/api/matches/{public['match']}/join", json={})
    assert r.status_code == 409
    assert r.json()["error"]["code"] == "no_seat"
    r = client.post(f"/api/matches/{private['match']}/join", json={})
    assert r.status_code == 403


def test_spectator_watches_and_cannot_act(client: TestClient) -> None:
    made = create(client, game="thud")
    tokens = [s["token"] for s in made["seats"]]
    with (
        client.websocket_connect(ws_url(made["match"])) as ws,
        client.websocket_connect(ws_url(made["match"])) as spectator,
    ):
        update = hello(ws, tokens)
        first = hello(spectator, [])
        assert first["perspectives"][0]["seat"] is None
        spectator.send_json({"type": "move", "move": legal(update, 0)[0], "ref": "s"})
        got = receive(spectator, lambda m: m.get("ref") == "s")
        assert got[-1]["code"] == "forbidden"
        play(ws, 0, legal(update, 0)[0])
        seen = receive(spectator, lambda m: m["type"] == "update" and m["ply"] == 1)
        assert seen[-1]["perspectives"][0]["moves"][0]["by"] == 0
        assert "legal" not in seen[-1]["perspectives"][0]


def test_resign(client: TestClient) -> None:
    made = create(client, game="alu")
    tokens = [s["token"] for s in made["seats"]]
    with client.websocket_connect(ws_url(made["match"])) as ws:
        hello(ws, tokens)
        ws.send_json({"type": "resign", "seat": 1, "ref": "r"})
        got = receive(ws, lambda m: m.get("ref") == "r")
        assert got[-1]["type"] == "ack"
        end = latest(got)
        assert end["status"] == "over"
        assert end["result"]["winners"] == [0]
        assert end["result"]["end"] == "resignation"
        got = play(ws, 0, "anything")
        assert got[-1]["code"] == "game_over"
    # the full record is released, signed, once the match is over
    record = client.get(f"/api/matches/{made['match']}/record").json()
    assert record["end"]["end"] == "resignation"
    assert isinstance(record["record"]["seed"], int)
    assert record["record"]["signature"]["alg"]


def test_server_draw_offer(client: TestClient) -> None:
    """A game without agreement moves (ALU): offer, decline, offer again, accept."""
    made = create(client, game="alu")
    mid = made["match"]
    t0, t1 = (s["token"] for s in made["seats"])
    for t in (t0, t1):
        client.post(f"/api/matches/{mid}/join", json={}, headers=bearer(t))
    r = client.post(f"/api/matches/{mid}/draw", json={"action": "accept"}, headers=bearer(t1))
    assert r.status_code == 409
    assert r.json()["error"]["code"] == "no_offer"
    r = client.post(f"/api/matches/{mid}/draw", json={"action": "offer"}, headers=bearer(t0))
    assert r.json()["draw_offer"] == [0]
    r = client.post(f"/api/matches/{mid}/draw", json={"action": "decline"}, headers=bearer(t1))
    assert r.json()["draw_offer"] is None
    assert r.json()["status"] == "active"
    client.post(f"/api/matches/{mid}/draw", json={"action": "offer"}, headers=bearer(t0))
    r = client.post(f"/api/matches/{mid}/draw", json={"action": "accept"}, headers=bearer(t1))
    assert r.json()["status"] == "over"
    assert r.json()["result"]["winners"] == []
    assert r.json()["result"]["end"] == "agreement"


def test_thud_draws_with_its_own_moves(client: TestClient) -> None:
    """Thud's agreement (T6a) is offer/accept/decline moves: the server-level offer is refused
    and the game's moves are played like any other."""
    made = create(client, game="thud")
    mid = made["match"]
    t0, t1 = (s["token"] for s in made["seats"])
    with client.websocket_connect(ws_url(mid)) as ws:
        update = hello(ws, [t0, t1])
        ws.send_json({"type": "draw", "seat": 0, "action": "offer", "ref": "d"})
        got = receive(ws, lambda m: m.get("ref") == "d")
        assert got[-1]["code"] == "use_game_moves"
        assert "offer" in legal(update, 0)
        update = latest(play(ws, 0, "offer"))
        assert update["to_move"] == 1
        assert set(legal(update, 1)) == {"accept", "decline"}
        update = latest(play(ws, 1, "decline"))
        assert update["to_move"] == 0
        assert update["status"] == "active"


def test_rematch_swaps_seats_and_keeps_tokens(client: TestClient) -> None:
    made = create(client, game="alu", seats=[{"name": "ann"}, {"name": "bob"}])
    mid = made["match"]
    ann, bob = (s["token"] for s in made["seats"])
    with client.websocket_connect(ws_url(mid)) as ws:
        hello(ws, [ann, bob])
    r = client.post(f"/api/matches/{mid}/rematch", headers=bearer(ann))
    assert r.status_code == 409  # not over yet
    client.post(f"/api/matches/{mid}/resign", headers=bearer(bob))
    r = client.post(f"/api/matches/{mid}/rematch", headers=bearer(ann))
    assert r.json()["rematch"] is None
    assert r.json()["votes"] == [0]
    r = client.post(f"/api/matches/{mid}/rematch", headers=bearer(bob))
    new = r.json()["rematch"]
    assert new is not None
    state = client.get(f"/api/matches/{new}", headers=bearer(bob)).json()
    assert state["status"] == "active"
    assert state["rematch_of"] == mid
    assert [s["name"] for s in state["seats"]] == ["bob", "ann"]
    assert state["perspective"]["seat"] == 0  # bob now plays first
    assert client.get(f"/api/matches/{mid}").json()["rematch"] == new


def test_hot_seat_one_client_all_seats(client: TestClient) -> None:
    made = create(client, game="alu")
    tokens = [s["token"] for s in made["seats"]]
    with client.websocket_connect(ws_url(made["match"])) as ws:
        update = hello(ws, tokens)
        assert [p["seat"] for p in update["perspectives"]] == [0, 1]
        for _ in range(4):
            seat = update["to_move"]
            update = latest(play(ws, seat, legal(update, seat)[0]))
        assert update["ply"] == 4
        # holding several seats, a message must say which seat acts
        ws.send_json({"type": "move", "move": "x", "ref": "n"})
        assert receive(ws, lambda m: m.get("ref") == "n")[-1]["code"] == "bad_message"


def test_seat_record_during_match(client: TestClient) -> None:
    """During the match a seat may download its own record (no seed); a spectator nothing."""
    made = create(client, game="orcwar", options={"players": 2})
    mid = made["match"]
    t0, t1 = (s["token"] for s in made["seats"])
    with client.websocket_connect(ws_url(mid)) as ws:
        hello(ws, [t0, t1])
    assert client.get(f"/api/matches/{mid}/record").status_code == 403
    own: dict[str, Any] = client.get(f"/api/matches/{mid}/record", headers=bearer(t0)).json()
    assert own["record"]["seat"] == 0
    assert "seed" not in own["record"]
    assert own["record"]["signature"]["mac"]


def test_home_and_invite_pages_serve_the_web_client_and_never_reflect_the_link(
    sqlite_db: Any, make_client: Any
) -> None:
    client = make_client(sqlite_db)
    page = client.get("/")
    assert page.status_code == 200
    assert "text/html" in page.headers["content-type"]
    assert '<script type="module" src="/static/app.js">' in page.text
    assert "/docs" in page.text
    invite = client.get("/play/<script>alert(1)")
    # no such match: 404, with the same page (it says so and links home)
    assert invite.status_code == 404
    # the same static page: the address is read by the page's script, never written into HTML
    assert invite.text == page.text
    assert "alert" not in invite.text
