"""Storage, match lifecycle and authoritative play over the WebSocket (issue 25, part 1).

The server is the only authority: it keeps the seed (never sent), resolves chance itself,
checks every move with the rules (a refused move changes nothing), stores each ply under a
unique (match, ply) key before it announces it, and sends each connection only the views of the
seats it holds (a spectator the public view)."""

from __future__ import annotations

import json
from typing import Any

import pytest
import sqlalchemy as sa
from fastapi.testclient import TestClient

import wartable
from wartable.core import CHANCE
from wartable.server import db
from wartable.server.store import Store, open_store

from .conftest import Database, create, hello, latest, legal, play, receive, ws_url

pytestmark = pytest.mark.timeout(120)


def stored_moves(database: Database, match_id: str) -> list[tuple[int, str, int]]:
    store = open_store(database.url, database.channel)
    try:
        return store.move_rows(match_id)
    finally:
        store.close()


def stored_row(database: Database, match_id: str) -> dict[str, Any]:
    store = open_store(database.url, database.channel)
    try:
        loaded = store.load(match_id)
        assert loaded is not None
        return loaded.row
    finally:
        store.close()


def test_create_join_play_and_store(client: TestClient, database: Database) -> None:
    made = create(client, game="thud")
    match_id = made["match"]
    assert made["state"]["status"] == "waiting"
    tokens = [s["token"] for s in made["seats"]]
    assert len(set(tokens)) == 2
    assert all(len(t) >= 32 for t in tokens)
    with client.websocket_connect(ws_url(match_id)) as ws:
        first = hello(ws, tokens)  # hot-seat: one client, both seats
        assert first["status"] == "active"
        played = []
        update = first
        for _ in range(6):
            seat = update["to_move"]
            move = legal(update, seat)[0]
            got = play(ws, seat, move, update["ply"])
            assert got[-1]["type"] == "ack"
            update = latest(got)
            played.append(move)
            # the update that announces a ply comes after it is stored
            assert [m[1] for m in stored_moves(database, match_id)] == played
    rows = stored_moves(database, match_id)
    assert [r[0] for r in rows] == list(range(6))
    assert [r[2] for r in rows] == [0, 1, 0, 1, 0, 1]
    # the same moves replay with the rules to the state the server shows
    state = wartable.make("thud").initial_state()
    for text in played:
        state = state.play(text)
    assert update["perspectives"][0]["view"] == state.view(0)


def test_a_match_keeps_every_option_it_began_with(client: TestClient, database: Database) -> None:
    """Every option's value is stored, defaults included, so a later engine whose defaults
    differ (a new rules version, as Thud 3 turned the quiet limit off) plays a match on under
    the rules it began with."""
    made = create(client, game="thud", options={"battles": 1})
    row = stored_row(database, made["match"])
    game = wartable.make("thud", battles=1)
    names = {spec.name for spec in type(game).all_option_specs()}
    assert set(row["options"]) == names
    assert row["options"] == dict(game.options)
    assert row["options"]["quiet_limit"] == game.options["quiet_limit"]


def test_a_ply_is_stored_once(database: Database, tmp_path: Any) -> None:
    """The (match, ply) key refuses a second move for the same ply, and a writer that read an
    old version of the match writes nothing."""
    store = open_store(database.url, database.channel)
    try:
        row = {
            "id": "a" * 32,
            "game": "thud",
            "options": {"players": 2},
            "seed": 1,
            "status": "active",
            "version": 0,
            "ply": 0,
            "config": {"clock": {"type": "none"}, "timeout": "loss"},
            "live": {},
            "result": None,
            "public": False,
            "rematch_of": None,
            "rematch_id": None,
            "created_at": 0.0,
            "updated_at": 0.0,
        }
        seats = [
            {
                "match_id": "a" * 32,
                "seat": s,
                "kind": "human",
                "level": None,
                "name": "p",
                "token_hash": None,
                "joined": True,
            }
            for s in (0, 1)
        ]
        store.create_match(row, seats)
        first = [{"ply": 0, "text": "dF1-F2", "mover": 0, "at": 1.0}]
        assert store.commit("a" * 32, 0, {"ply": 1}, first)
        # stale version: nothing written
        other = [{"ply": 1, "text": "TG7-H6", "mover": 1, "at": 1.0}]
        assert not store.commit("a" * 32, 0, {"ply": 2}, other)
        # right version but a ply already stored: refused by the key, nothing written
        again = [{"ply": 0, "text": "dG1-G2", "mover": 0, "at": 2.0}]
        assert not store.commit("a" * 32, 1, {"ply": 2}, again)
        assert store.move_rows("a" * 32) == [(0, "dF1-F2", 0)]
        assert store.version("a" * 32) == 1
        with store.engine.connect() as conn:
            assert conn.execute(sa.select(sa.func.count()).select_from(db.moves)).scalar() == 1
    finally:
        store.close()


def test_refused_moves_change_nothing(client: TestClient, database: Database) -> None:
    made = create(client, game="thud")
    tokens = [s["token"] for s in made["seats"]]
    with client.websocket_connect(ws_url(made["match"])) as ws:
        update = hello(ws, tokens)
        version = update["version"]
        cases = [
            (1, "TG7-H6", "not_your_turn"),  # seat 1 out of turn
            (0, "TG7-H6", "illegal_move"),  # well-formed, not seat 0's piece
            (0, "hello world", "bad_notation"),
            (0, "x" * 200, "bad_notation"),
        ]
        for seat, move, code in cases:
            got = play(ws, seat, move)
            assert got[-1]["type"] == "error", got
            assert got[-1]["code"] == code, got[-1]
            assert not [m for m in got if m["type"] == "update"]
        stale = play(ws, 0, legal(update, 0)[0], ply=5)
        assert stale[-1]["code"] == "stale"
        state = client.get(f"/api/matches/{made['match']}").json()
        assert state["ply"] == 0
        assert state["version"] == version
    assert stored_moves(database, made["match"]) == []


def test_a_move_that_cannot_be_stored_is_not_announced(
    client: TestClient, database: Database
) -> None:
    """Commit before announce: when storage fails, the mover gets an error, nobody gets an
    update, and the match is as before (the same move can then be played)."""
    made = create(client, game="thud")
    match_id = made["match"]
    tokens = [s["token"] for s in made["seats"]]
    hub = client.app.state.hub  # type: ignore[attr-defined]
    with (
        client.websocket_connect(ws_url(match_id)) as ws,
        client.websocket_connect(ws_url(match_id)) as watcher,
    ):
        update = hello(ws, tokens)
        hello(watcher, [])
        move = legal(update, 0)[0]
        real = hub.store.commit

        def broken(*args: Any, **kw: Any) -> bool:
            raise sa.exc.OperationalError("INSERT", {}, Exception("disk gone"))

        hub.store.commit = broken
        try:
            got = play(ws, 0, move)
        finally:
            hub.store.commit = real
        assert got[-1]["type"] == "error"
        assert got[-1]["code"] == "storage"
        assert "disk gone" not in json.dumps(got)  # no internals reach the client
        assert not [m for m in got if m["type"] == "update"]
        assert client.get(f"/api/matches/{match_id}").json()["ply"] == 0
        got = play(ws, 0, move)
        assert got[-1]["type"] == "ack"
        # the spectator's first news of the move is the update after it was stored
        seen = receive(watcher, lambda m: m["type"] == "update" and m["ply"] == 1)
        assert seen[-1]["perspectives"][0]["moves"][-1]["move"] == move
    assert stored_moves(database, match_id) == [(0, move, 0)]


def _full_match(store: Store, match_id: str) -> wartable.Match:
    """The server's match rebuilt from storage: seed and moves (the test may read them)."""
    loaded = store.load(match_id)
    assert loaded is not None
    row = loaded.row
    game = wartable.make(row["game"], **row["options"])
    match = wartable.Match(game, seed=row["seed"])
    for _, text, mover in store.move_rows(match_id):
        if match.state.to_move() == CHANCE:
            match.resolve_chance()
            assert match.move_texts[-1] == text
        else:
            match.play(text, seat=mover)
    return match


@pytest.mark.parametrize("game", ["orcwar", "flatwar"])
def test_each_connection_sees_only_its_seat(
    game: str, client: TestClient, database: Database
) -> None:
    """Per-seat views (OrcWar hides hands and draws; Flatwar and OrcWar have chance): every
    update a seat receives holds exactly ``state.view(seat)`` and moves as ``move_view(seat)``
    gives them; the spectator gets the public view; the seed appears in no message; chance is
    never left to a client."""
    made = create(client, game=game, options={"players": 2})
    match_id = made["match"]
    tokens = [s["token"] for s in made["seats"]]
    seed = str(stored_row(database, match_id)["seed"])
    raw: list[str] = []
    with (
        client.websocket_connect(ws_url(match_id)) as p0,
        client.websocket_connect(ws_url(match_id)) as p1,
        client.websocket_connect(ws_url(match_id)) as spectator,
    ):
        conns = {0: p0, 1: p1, None: spectator}
        last: dict[int | None, dict[str, Any]] = {}
        for seat, ws in conns.items():
            ws.send_json({"type": "hello", "tokens": [tokens[seat]] if seat is not None else []})
        for seat, ws in conns.items():
            msgs = receive(ws, lambda m: m["type"] == "update" and m["status"] == "active")
            last[seat] = msgs[-1]
        plies = 0
        for _ in range(40):
            update = last[0] if last[0]["ply"] >= last[1]["ply"] else last[1]
            if update["status"] != "active":
                break
            mover = update["to_move"]
            assert mover in (0, 1), "chance is resolved by the server, never pending"
            moves = legal(last[mover], mover)
            assert moves, last[mover]
            ws = conns[mover]
            ws.send_json({"type": "move", "move": moves[-1], "ref": "m"})
            mine = receive(ws, lambda m: m.get("ref") == "m")
            assert mine[-1]["type"] == "ack", mine[-1]
            plies = mine[-1]["ply"]
            for seat, conn in conns.items():
                got = mine
                if conn is not ws:
                    got = receive(conn, lambda m, p=plies: m["type"] == "update" and m["ply"] == p)
                last[seat] = latest(got)
                raw.extend(json.dumps(m) for m in got)
            match = _full_match(client.app.state.hub.store, match_id)  # type: ignore[attr-defined]
            assert len(match.move_texts) == plies
            for seat, update in last.items():
                (persp,) = update["perspectives"]
                assert persp["seat"] == seat
                assert persp["view"] == json.loads(json.dumps(match.state.view(seat)))
                if seat is None or match.state.to_move() != seat:
                    assert "legal" not in persp
        for seat, ws in conns.items():
            ws.send_json({"type": "sync", "since": 0})
            (persp,) = receive(ws, lambda m: m["type"] == "update")[-1]["perspectives"]
            assert [m["move"] for m in persp["moves"]] == match.log(seat)
            raw.append(json.dumps(persp))
    assert plies > 5
    assert CHANCE in match.movers
    assert not any(seed in text for text in raw)


def test_a_client_cannot_play_chance(client: TestClient) -> None:
    """Flatwar opens with chance (the card draw): the server resolves it; the outcome's text
    sent by a client is refused."""
    made = create(client, game="flatwar")
    tokens = [s["token"] for s in made["seats"]]
    with client.websocket_connect(ws_url(made["match"])) as ws:
        update = hello(ws, tokens)
        assert update["to_move"] in (0, 1)
        chance = [m for m in update["perspectives"][0]["moves"] if m["by"] == "chance"]
        seat = update["to_move"]
        if chance:
            got = play(ws, seat, chance[0]["move"])
            assert got[-1]["type"] == "error"
