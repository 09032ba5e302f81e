"""Chat in a match (its seats' room and its spectators'), correspondence clocks, the lobby's
seeks, a player's matches with whose turn it is, and a seat taken by hello held by the signed-in
account (issue 39)."""

from __future__ import annotations

import secrets
import time
from collections.abc import Callable
from typing import Any

import pytest
from fastapi.testclient import TestClient
from starlette.testclient import WebSocketTestSession

from wartable.server.match import service
from wartable.server.social.models import CHAT_MAX

from .conftest import Database, create, hello, latest, legal, play, receive, ws_url

pytestmark = pytest.mark.timeout(60)


class SetClock:
    """A wall clock the test moves by hand (the hub's ``now``)."""

    def __init__(self) -> None:
        self.t = float(int(time.time()))

    def __call__(self) -> float:
        return self.t


def bearer(token: str) -> dict[str, str]:
    return {"Authorization": f"Bearer {token}"}


def join_chat(ws: WebSocketTestSession, tokens: list[str]) -> list[dict[str, Any]]:
    """Hello; the chat history that follows the update (a ping's pong ends a silent room's)."""
    hello(ws, tokens)
    ws.send_json({"type": "ping", "ref": "p"})
    got = receive(ws, lambda m: m["type"] == "chat" or m.get("ref") == "p")
    if got[-1]["type"] == "pong":
        return []
    assert got[-1]["history"] is True
    receive(ws, lambda m: m.get("ref") == "p")
    messages: list[dict[str, Any]] = got[-1]["messages"]
    return messages


def said(ws: WebSocketTestSession, text: Any, **extra: Any) -> list[dict[str, Any]]:
    """Send a chat message; what came up to its ack or error (its own line comes first)."""
    ref = secrets.token_hex(4)
    ws.send_json({"type": "chat", "text": text, "ref": ref, **extra})
    return receive(ws, lambda m: m.get("ref") == ref)


def say(ws: WebSocketTestSession, text: Any, **extra: Any) -> dict[str, Any]:
    return said(ws, text, **extra)[-1]


def chat_of(ws: WebSocketTestSession) -> dict[str, Any]:
    return receive(ws, lambda m: m["type"] == "chat")[-1]


def test_chat_reaches_the_seats_and_never_the_spectators(client: TestClient) -> None:
    made = create(client, game="thud")
    mid = made["match"]
    t0, t1 = (s["token"] for s in made["seats"])
    with (
        client.websocket_connect(ws_url(mid)) as a,
        client.websocket_connect(ws_url(mid)) as b,
        client.websocket_connect(ws_url(mid)) as watcher,
    ):
        assert join_chat(a, [t0]) == []
        assert join_chat(b, [t1]) == []
        assert join_chat(watcher, []) == []
        xss = '<img src=x onerror="alert(1)"> my secret plan'
        ack = say(a, xss)
        assert ack["type"] == "ack"
        assert isinstance(ack["chat"], int)
        heard = chat_of(b)
        assert heard["room"] == "seats"
        assert [(m["seat"], m["text"]) for m in heard["messages"]] == [(0, xss)]  # as typed
        # the spectators' room: its own words, never the seats'
        *before, ack = said(watcher, "nice game", name="Kibitzer")
        assert ack["type"] == "ack"
        heard = [m for m in before if m["type"] == "chat"][-1]
        assert heard["room"] == "spectators"
        assert [(m["seat"], m["name"], m["text"]) for m in heard["messages"]] == [
            (None, "Kibitzer", "nice game")
        ]
        *before, ack = said(b, "hi")
        assert chat_of(a)["messages"][0]["text"] == "hi"
        # the seats never got the spectators' line: the only chat b read is its own room's
        assert [m["messages"][0]["text"] for m in before if m["type"] == "chat"] == ["hi"]
    # history on a new hello: each room its own, oldest first
    with client.websocket_connect(ws_url(mid)) as again:
        assert [m["text"] for m in join_chat(again, [t1])] == [xss, "hi"]
    with client.websocket_connect(ws_url(mid)) as watcher:
        history = join_chat(watcher, [])
        assert [m["text"] for m in history] == ["nice game"]
        assert "secret" not in str(history)


@pytest.mark.parametrize(
    ("text", "why"),
    [
        ("", "empty"),
        ("   ", "empty"),
        (42, "string"),
        ("x" * (CHAT_MAX + 1), "at most"),
        ("a\u202eb", "U+202E"),
        ("line\nbreak", "U+000A"),
        (None, "string"),
    ],
)
def test_chat_refuses_bad_text_and_stores_nothing(
    sqlite_db: Database, make_client: Callable[..., TestClient], text: Any, why: str
) -> None:
    client = make_client(sqlite_db)
    made = create(client, game="thud")
    with client.websocket_connect(ws_url(made["match"])) as ws:
        join_chat(ws, [made["seats"][0]["token"]])
        got = say(ws, text)
        assert got["type"] == "error"
        assert got["code"] == "bad_chat"
        assert why in got["message"]
        assert say(ws, "x" * CHAT_MAX)["type"] == "ack"  # the longest allowed
    with client.websocket_connect(ws_url(made["match"])) as ws:
        assert [len(m["text"]) for m in join_chat(ws, [made["seats"][0]["token"]])] == [CHAT_MAX]


def test_chat_flooding_is_refused_per_seat_across_connections(
    sqlite_db: Database, make_client: Callable[..., TestClient]
) -> None:
    client = make_client(sqlite_db)
    clock = SetClock()
    client.app.state.hub.now = clock  # type: ignore[attr-defined]
    made = create(client, game="thud")
    t0 = made["seats"][0]["token"]
    with client.websocket_connect(ws_url(made["match"])) as a:
        join_chat(a, [t0])
        assert all(say(a, f"m{i}")["type"] == "ack" for i in range(5))
        got = say(a, "one too many")
        assert got["code"] == "chat_rate"
        # a second connection of the same seat shares the seat's rate
        with client.websocket_connect(ws_url(made["match"])) as b:
            join_chat(b, [t0])
            assert say(b, "again")["code"] == "chat_rate"
        clock.t += 3.0  # one message a 3 s
        assert say(a, "later")["type"] == "ack"
        assert say(a, "too soon")["code"] == "chat_rate"
        # a spectator's bad name is refused, its message not stored
    with client.websocket_connect(ws_url(made["match"])) as w:
        join_chat(w, [])
        assert say(w, "hello", name="\u0007")["code"] == "bad_name"


def test_a_hello_seat_holding_several_seats_names_the_seat(
    sqlite_db: Database, make_client: Callable[..., TestClient]
) -> None:
    client = make_client(sqlite_db)
    made = create(client, game="thud")
    tokens = [s["token"] for s in made["seats"]]
    with client.websocket_connect(ws_url(made["match"])) as ws:
        join_chat(ws, tokens)
        *before, ack = said(ws, "from two", seat=1)
        assert ack["type"] == "ack"
        assert before[-1]["messages"][0]["seat"] == 1
        assert say(ws, "not mine", seat=5)["code"] == "forbidden"


def test_chat_is_deleted_with_a_waiting_match_that_expires(
    sqlite_db: Database, make_client: Callable[..., TestClient]
) -> None:
    client = make_client(sqlite_db)
    made = create(client, game="thud")
    hub = client.app.state.hub  # type: ignore[attr-defined]
    with client.websocket_connect(ws_url(made["match"])) as ws:
        join_chat(ws, [made["seats"][0]["token"]])
        say(ws, "anyone?")
    store = hub.store
    gone = store.expire_waiting(time.time() + 10)
    assert gone == [made["match"]]
    import sqlalchemy as sa

    from wartable.server.social.models import chat

    with store.engine.connect() as conn:
        assert conn.execute(sa.select(sa.func.count()).select_from(chat)).scalar() == 0


# -- correspondence -----------------------------------------------------------------------


def test_correspondence_days_a_move_on_the_hub_clock(
    sqlite_db: Database, make_client: Callable[..., TestClient]
) -> None:
    client = make_client(sqlite_db)
    clock = SetClock()
    hub = client.app.state.hub  # type: ignore[attr-defined]
    hub.now = clock
    made = create(client, game="thud", clock={"type": "correspondence", "days": 2}, grace=30)
    tokens = [s["token"] for s in made["seats"]]
    mid = made["match"]
    with client.websocket_connect(ws_url(mid)) as ws:
        update = hello(ws, tokens)
        assert update["clock"]["type"] == "correspondence"
        assert update["clock"]["days"] == 2
        assert update["clock"]["remaining_ms"] == [2 * 86400_000] * 2
        assert update["clock"]["due"] == clock.t + 2 * 86400
        assert update["grace"] is None  # players come and go for days
        clock.t += 86400 * 1.5
        update = latest(play(ws, 0, legal(update, 0)[0]))
        # a fresh two days for the next move, whatever the last one took
        assert update["clock"]["remaining_ms"] == [2 * 86400_000] * 2
        assert update["clock"]["running"] == 1
        rt = hub.runtimes[mid]
        clock.t += 86400 * 2 - 1
        assert service.expire(rt, clock.t) is None  # a second to spare
        clock.t += 2
        got = play(ws, 1, legal(update, 1)[0])
        assert got[-1]["code"] == "time_out"
        end = latest(got)
        assert end["result"]["end"] == "time"
        assert end["result"]["winners"] == [0]


@pytest.mark.parametrize("days", [0, 4, 30, True, "1", None])
def test_correspondence_days_are_one_of_1_2_3_7(
    sqlite_db: Database, make_client: Callable[..., TestClient], days: Any
) -> None:
    client = make_client(sqlite_db)
    got = client.post(
        "/api/matches", json={"game": "thud", "clock": {"type": "correspondence", "days": days}}
    )
    assert got.status_code in (400, 422), got.text
    assert client.get("/api/lobby").json() == []


# -- a seat taken by hello, by a signed-in player ---------------------------------------------


def sign_up(client: TestClient, name: str) -> dict[str, str]:
    got = client.post("/api/account/signup", json={"name": name, "password": "correct horse 9"})
    assert got.status_code in (200, 201), got.text
    me = client.get("/api/account/me").json()
    return {"X-CSRF-Token": me["csrf"]}


def test_a_spectator_cannot_chat_under_an_accounts_name(
    sqlite_db: Database, make_client: Callable[..., TestClient]
) -> None:
    client = make_client(sqlite_db)
    made = create(client, game="thud")
    sign_up(client, "Hanna")
    cookie = {"cookie": f"wt_session={client.cookies.get('wt_session')}"}
    client.cookies.clear()
    with client.websocket_connect(ws_url(made["match"])) as guest:
        join_chat(guest, [])
        got = say(guest, "I am Hanna", name="hanna")
        assert got["code"] == "name_taken"
        assert say(guest, "I am Eve", name="Eve")["type"] == "ack"
    with client.websocket_connect(ws_url(made["match"]), headers=cookie) as hanna:
        join_chat(hanna, [])
        *before, ack = said(hanna, "the real one", name="Someone else")
        assert ack["type"] == "ack"
        assert [m["name"] for m in before[-1]["messages"]] == ["Hanna"]


def test_a_seat_taken_by_hello_is_held_by_the_signed_in_account(
    sqlite_db: Database, make_client: Callable[..., TestClient]
) -> None:
    client = make_client(sqlite_db)
    made = create(client, game="thud")
    mid = made["match"]
    t0, t1 = (s["token"] for s in made["seats"])
    csrf = sign_up(client, "Hanna")
    # the test client's sockets carry no cookie jar: the browser's cookie, by hand
    cookie = {"cookie": f"wt_session={client.cookies.get('wt_session')}"}
    with client.websocket_connect(ws_url(mid), headers=cookie) as ws:
        hello(ws, [t1])
    hub = client.app.state.hub  # type: ignore[attr-defined]
    from wartable.server.accounts import service as accounts

    assert accounts.seat_accounts(hub.store.engine, mid) == {1: 1}
    # her page lists the match; a second seat of it by hello is not hers too
    with client.websocket_connect(ws_url(mid), headers=cookie) as ws:
        hello(ws, [t0])
    assert accounts.seat_accounts(hub.store.engine, mid) == {1: 1}
    mine = client.post("/api/my-matches", json={"tokens": []}, headers=csrf).json()
    assert [(m["match"], m["mine"]) for m in mine] == [(mid, [1])]


# -- seeks ------------------------------------------------------------------------------------


def post_seek(client: TestClient, headers: dict[str, str] | None = None, **body: Any) -> Any:
    return client.post("/api/seeks", json={"game": "thud", **body}, headers=headers or {})


def test_a_seek_accepted_starts_the_match(client: TestClient) -> None:
    posted = post_seek(
        client, name="Ann", clock={"type": "correspondence", "days": 3}, options={"battles": 1}
    )
    assert posted.status_code == 201, posted.text
    seek = posted.json()
    listed = client.get("/api/seeks", params={"game": "thud"}).json()
    assert [(s["seek"], s["name"], s["clock"]["days"]) for s in listed] == [
        (seek["seek"], "Ann", 3)
    ]
    assert "token" not in listed[0]
    assert "address" not in listed[0]
    assert client.get("/api/seeks", params={"game": "alu"}).json() == []
    assert client.get(f"/api/seeks/{seek['seek']}").json()["status"] == "open"
    got = client.post(f"/api/seeks/{seek['seek']}/accept", json={"name": "Bob"})
    assert got.status_code == 200, got.text
    accepted = got.json()
    mid = accepted["match"]
    state = accepted["state"]
    assert state["status"] == "active"
    assert state["clock"]["type"] == "correspondence"
    names = [s["name"] for s in state["seats"]]
    assert sorted(names) == ["Ann", "Bob"]
    assert names[accepted["seat"]] == "Bob"
    # the poster learns the match and plays it with the seek's token
    assert client.get(f"/api/seeks/{seek['seek']}").json() == {
        "seek": seek["seek"],
        "status": "accepted",
        "match": mid,
    }
    with client.websocket_connect(ws_url(mid)) as ws:
        update = hello(ws, [seek["token"]])
        assert update["perspectives"][0]["seat"] == 1 - accepted["seat"]
    # gone from the list; a second accept is refused
    assert client.get("/api/seeks").json() == []
    again = client.post(f"/api/seeks/{seek['seek']}/accept", json={})
    assert again.status_code == 409
    assert again.json()["error"]["code"] == "seek_gone"


def test_seeks_expire_are_bounded_and_taken_back(
    sqlite_db: Database, make_client: Callable[..., TestClient]
) -> None:
    client = make_client(sqlite_db)
    clock = SetClock()
    client.app.state.hub.now = clock  # type: ignore[attr-defined]
    made = [post_seek(client).json() for _ in range(3)]
    over = post_seek(client)
    assert over.status_code == 429
    assert over.json()["error"]["code"] == "too_many_seeks"
    # taken back with its token (and only with it)
    wrong = client.delete(f"/api/seeks/{made[0]['seek']}", headers=bearer("nope"))
    assert wrong.status_code == 409
    done = client.delete(f"/api/seeks/{made[0]['seek']}", headers=bearer(made[0]["token"]))
    assert done.status_code == 200
    assert post_seek(client).status_code == 201
    clock.t += 3601
    assert client.get("/api/seeks").json() == []
    assert client.get(f"/api/seeks/{made[1]['seek']}").json()["status"] == "expired"
    late = client.post(f"/api/seeks/{made[1]['seek']}/accept", json={})
    assert late.status_code == 409
    assert post_seek(client).status_code == 201  # the expired ones no longer count


@pytest.mark.parametrize(
    "body",
    [
        {"game": "chess"},
        {"game": "thud", "rating_min": 1800, "rating_max": 1200},
        {"game": "thud", "rating_min": -5},
        {"game": "thud", "clock": {"type": "correspondence", "days": 5}},
        {"game": "thud", "name": "\u202eevil"},
        {"game": "thud", "rated": True},  # a guest
        {"game": "thud", "options": {"battles": 99}},
        {"game": "thud", "extra": 1},
    ],
)
def test_a_bad_seek_is_refused_and_nothing_is_listed(
    sqlite_db: Database, make_client: Callable[..., TestClient], body: dict[str, Any]
) -> None:
    client = make_client(sqlite_db)
    got = client.post("/api/seeks", json=body)
    assert got.status_code in (400, 403, 422), got.text
    assert got.json()["error"]["message"]
    assert client.get("/api/seeks").json() == []


def test_a_rating_range_asks_for_a_signed_in_player_within_it(
    sqlite_db: Database, make_client: Callable[..., TestClient]
) -> None:
    client = make_client(sqlite_db)
    seek = post_seek(client, rating_min=1400, rating_max=1450).json()
    guest = client.post(f"/api/seeks/{seek['seek']}/accept", json={})
    assert guest.status_code == 403
    assert guest.json()["error"]["code"] == "signed_out"
    csrf = sign_up(client, "Cleo")
    out = client.post(f"/api/seeks/{seek['seek']}/accept", json={}, headers=csrf)
    assert out.status_code == 409
    assert out.json()["error"]["code"] == "out_of_range"
    wide = post_seek(client, headers=csrf, rating_min=1450, rating_max=1550).json()
    own = client.post(f"/api/seeks/{wide['seek']}/accept", json={}, headers=csrf)
    assert own.status_code == 409
    assert own.json()["error"]["code"] == "own_seek"


# -- a player's matches -----------------------------------------------------------------------


def test_my_matches_say_whose_turn_it_is(
    sqlite_db: Database, make_client: Callable[..., TestClient]
) -> None:
    client = make_client(sqlite_db)
    first = create(client, game="thud", clock={"type": "correspondence", "days": 1})
    second = create(client, game="thud")
    a0, a1 = (s["token"] for s in first["seats"])
    b1 = second["seats"][1]["token"]
    with client.websocket_connect(ws_url(first["match"])) as ws:
        hello(ws, [a0, a1])
    over = create(client, game="thud")
    c0, c1 = (s["token"] for s in over["seats"])
    with client.websocket_connect(ws_url(over["match"])) as ws:
        hello(ws, [c0, c1])
        ws.send_json({"type": "resign", "seat": 0, "ref": "r"})
        receive(ws, lambda m: m.get("ref") == "r")
    hub = client.app.state.hub  # type: ignore[attr-defined]
    hub.runtimes.pop(over["match"], None)
    held = [
        {"match": over["match"], "token": c1},
        {"match": first["match"], "token": a0},
        {"match": second["match"], "token": b1},
        {"match": second["match"], "token": "not-a-token"},
        {"match": "f" * 32, "token": "x"},
    ]
    got = client.post("/api/my-matches", json={"tokens": held})
    assert got.status_code == 200, got.text
    mine = got.json()
    assert [(m["match"], m["mine"], m["your_turn"]) for m in mine] == [
        (first["match"], [0], True),  # active, seat 0 to move
        (second["match"], [1], False),  # waiting for its players
    ]
    assert mine[0]["due"] is not None
    assert over["match"] not in hub.runtimes  # a finished match is not even loaded
    assert (
        client.post("/api/my-matches", json={"tokens": [{"match": "x", "token": "y"}]}).status_code
        == 422
    )
    too_many = [{"match": "a" * 32, "token": "t"}] * 51
    assert client.post("/api/my-matches", json={"tokens": too_many}).status_code == 422
