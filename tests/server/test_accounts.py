"""Accounts (issue 39): sign-up, sign-in, sessions (random, rotated, stored hashed), CSRF,
sign-in limits, argon2id, names, export and deletion; ratings at a rated match's end.

Most tests use a cheap argon2id (the hashing is not what they check); the hashing test uses
the server's own parameters.
"""

from __future__ import annotations

import hashlib
import logging
import re
import unicodedata
from collections.abc import Callable
from typing import Any

import pytest
import sqlalchemy as sa
from argon2 import PasswordHasher
from fastapi.testclient import TestClient

from wartable.server.accounts import models
from wartable.server.accounts.limits import Attempts, SignInLimits
from wartable.server.accounts.names import check_name, name_key
from wartable.server.accounts.passwords import Passwords
from wartable.server.accounts.rating import pair_scores, players_of, rate_match
from wartable.server.accounts.routes import AccountsState
from wartable.server.accounts.sessions import COOKIE, csrf_token
from wartable.server.errors import ServerError
from wartable.server.social.models import chat

from .conftest import Database, create, ws_url

pytestmark = pytest.mark.timeout(120)

CHEAP = PasswordHasher(time_cost=1, memory_cost=8, parallelism=1)


class User:
    """One person's browser: its session cookie and CSRF token, sent by hand (the test
    client's cookie jar is emptied after each sign-in, so that several people share it)."""

    def __init__(self, client: TestClient, name: str, password: str = "correct horse") -> None:
        self.client = client
        self.name = name
        self.password = password
        self.cookie = ""
        self.csrf = ""

    def take(self, response: Any) -> Any:
        cookie = response.cookies.get(COOKIE)
        if cookie:
            self.cookie = cookie
            self.csrf = response.json()["csrf"]
        self.client.cookies.clear()
        return response

    def signup(self) -> User:
        made = self.take(
            self.client.post(
                "/api/account/signup", json={"name": self.name, "password": self.password}
            )
        )
        assert made.status_code == 201, made.text
        return self

    def signin(self, password: str | None = None) -> Any:
        body = {"name": self.name, "password": password or self.password}
        return self.take(self.client.post("/api/account/signin", json=body, headers=self.headers()))

    def headers(self, csrf: bool = True, **extra: str) -> dict[str, str]:
        out = dict(extra)
        if self.cookie:
            out["Cookie"] = f"{COOKIE}={self.cookie}"
            if csrf:
                out["X-CSRF-Token"] = self.csrf
        return out

    def get(self, path: str) -> Any:
        return self.client.get(path, headers=self.headers())

    def post(self, path: str, json: Any = None, csrf: bool = True, **headers: str) -> Any:
        return self.client.post(path, json=json, headers=self.headers(csrf, **headers))

    def me(self) -> Any:
        return self.get("/api/account/me").json()["account"]


@pytest.fixture
def app_client(
    sqlite_db: Database, make_client: Callable[..., TestClient]
) -> Callable[..., TestClient]:
    def start(db: Database = sqlite_db, **kw: Any) -> TestClient:
        client = make_client(db, **kw)
        client.app.state.accounts = AccountsState(Passwords(CHEAP))  # type: ignore[attr-defined]
        return client

    return start


@pytest.fixture
def web(app_client: Callable[..., TestClient]) -> TestClient:
    return app_client()


def engine_of(client: TestClient) -> sa.Engine:
    return client.app.state.hub.store.engine  # type: ignore[attr-defined,no-any-return]


# -- sessions -----------------------------------------------------------------------------------


def test_signup_signs_in_with_an_httponly_lax_cookie(web: TestClient) -> None:
    response = web.post("/api/account/signup", json={"name": "Ann", "password": "correct horse"})
    assert response.status_code == 201, response.text
    header = response.headers["set-cookie"]
    assert header.startswith(f"{COOKIE}=")
    assert "HttpOnly" in header
    assert "SameSite=lax" in header
    assert "Path=/" in header
    assert "Secure" not in header  # plain HTTP here; over TLS it is (next test)
    assert response.json()["account"]["name"] == "Ann"
    cookie = response.cookies[COOKIE]
    assert response.json()["csrf"] == csrf_token(cookie)
    me = web.get("/api/account/me").json()
    assert me["account"]["name"] == "Ann"
    assert me["csrf"] == csrf_token(cookie)


def test_the_cookie_is_secure_over_tls(
    sqlite_db: Database, make_client: Callable[..., TestClient]
) -> None:
    client = make_client(sqlite_db)
    client.base_url = "https://testserver"  # type: ignore[assignment]
    client.app.state.accounts = AccountsState(Passwords(CHEAP))  # type: ignore[attr-defined]
    response = client.post("/api/account/signup", json={"name": "Tls", "password": "12345678"})
    assert response.status_code == 201
    assert "Secure" in response.headers["set-cookie"]


def test_session_ids_are_stored_hashed_only(web: TestClient) -> None:
    ann = User(web, "Ann").signup()
    with engine_of(web).connect() as conn:
        stored = [r[0] for r in conn.execute(sa.select(models.account_sessions.c.id_hash))]
    assert stored == [hashlib.sha256(ann.cookie.encode()).hexdigest()]
    assert ann.cookie not in stored


def test_session_fixation_a_planted_session_id_is_never_taken_over(web: TestClient) -> None:
    """Security list: session fixation. A cookie set before sign-in (by an attacker who knows
    its value) is not the session after it: the server makes a new random id at every
    sign-in, ends the old one, and an id it did not make is no session."""
    User(web, "Ann").signup()
    planted = "attacker-chosen-session-id"
    victim = User(web, "Ann")
    victim.cookie = planted
    victim.csrf = csrf_token(planted)  # the attacker can compute this for their own value
    assert victim.me() is None
    response = victim.signin()
    assert response.status_code == 200, response.text
    assert victim.cookie != planted
    attacker = User(web, "x")
    attacker.cookie, attacker.csrf = planted, csrf_token(planted)
    assert attacker.me() is None
    assert victim.me()["name"] == "Ann"


def test_each_sign_in_rotates_the_session(web: TestClient) -> None:
    ann = User(web, "Ann").signup()
    first = ann.cookie
    ann.signin()
    assert ann.cookie != first
    old = User(web, "Ann")
    old.cookie, old.csrf = first, csrf_token(first)
    assert old.me() is None  # the browser's previous session ended with the new sign-in


def test_sign_out_ends_the_session(web: TestClient) -> None:
    ann = User(web, "Ann").signup()
    response = ann.post("/api/account/signout")
    assert response.status_code == 200
    assert (
        'wt_session=""' in response.headers["set-cookie"]
        or "Max-Age=0" in (response.headers["set-cookie"])
    )
    assert ann.me() is None


def test_me_clears_the_cookie_of_an_ended_session(web: TestClient) -> None:
    stale = User(web, "nobody")
    stale.cookie = "gone"
    response = stale.get("/api/account/me")
    assert response.json() == {"account": None, "csrf": None}
    assert "Max-Age=0" in response.headers["set-cookie"]


# -- CSRF ---------------------------------------------------------------------------------------


def test_csrf_a_state_changing_request_with_the_cookie_needs_the_token(web: TestClient) -> None:
    """Security list: CSRF without a token. With the session cookie (a browser sends it on a
    forged form post too), every state-changing request without the session's token, or with
    another, is refused, and nothing happens."""
    ann = User(web, "Ann").signup()
    body = {"game": "thud", "seats": [{"me": True}, {}]}
    for csrf in ("", "0" * 64, csrf_token("another session")):
        response = web.post(
            "/api/matches",
            json=body,
            headers={"Cookie": f"{COOKIE}={ann.cookie}", "X-CSRF-Token": csrf},
        )
        assert response.status_code == 403, response.text
        assert response.json()["error"]["code"] == "csrf"
    for path, json in (
        ("/api/account/signout", None),
        ("/api/account/password", {"old": ann.password, "new": "another one"}),
        ("/api/account/delete", {"password": ann.password}),
    ):
        response = ann.post(path, json=json, csrf=False)
        assert response.status_code == 403, path
    assert ann.me()["name"] == "Ann"  # still signed in, same password, not deleted
    assert ann.signin().status_code == 200
    made = ann.post("/api/matches", json=body)
    assert made.status_code == 201, made.text
    assert made.json()["state"]["seats"][0]["name"] == "Ann"


def test_csrf_requests_from_a_page_of_another_site_are_refused(web: TestClient) -> None:
    ann = User(web, "Ann").signup()
    evil = ann.post("/api/account/signout", Origin="https://evil.example")
    assert evil.status_code == 403
    assert evil.json()["error"]["code"] == "csrf"
    # sign-in from another site's page (a login CSRF) too, cookie or not
    forged = web.post(
        "/api/account/signin",
        json={"name": "Ann", "password": ann.password},
        headers={"Origin": "https://evil.example"},
    )
    assert forged.status_code == 403
    same = ann.post("/api/account/signout", Origin="http://testserver")
    assert same.status_code == 200


def test_guests_and_seat_tokens_need_no_csrf_token(web: TestClient) -> None:
    made = create(web, game="thud", options={"battles": 1})
    token = made["seats"][1]["token"]
    response = web.post(
        f"/api/matches/{made['match']}/join", json={}, headers={"Authorization": f"Bearer {token}"}
    )
    assert response.status_code == 200, response.text


# -- sign-in refusals and limits ----------------------------------------------------------------


def test_sign_in_refusals_do_not_say_which_of_name_and_password_was_wrong(
    web: TestClient,
) -> None:
    """Security list: enumeration by sign-in messages. A wrong password and a name nobody has
    get the same status, code and message."""
    User(web, "Ann").signup()
    wrong_password = web.post("/api/account/signin", json={"name": "Ann", "password": "nope-nope"})
    no_such_name = web.post("/api/account/signin", json={"name": "Bob", "password": "nope-nope"})
    assert wrong_password.status_code == no_such_name.status_code == 401
    assert wrong_password.json() == no_such_name.json()
    assert wrong_password.json()["error"] == {
        "code": "bad_credentials",
        "message": "name or password wrong",
    }
    assert COOKIE not in wrong_password.cookies


def test_brute_force_on_one_name_is_stopped(web: TestClient) -> None:
    """Security list: brute force. After 5 wrong passwords for a name, even the right one is
    refused for a while (429), whether or not the name exists; other names still work."""
    ann = User(web, "Ann").signup()
    for i in range(5):
        assert ann.signin(f"guess number {i}").status_code == 401
    refused = ann.signin()
    assert refused.status_code == 429
    assert refused.json()["error"]["code"] == "rate_limited"
    ghost = User(web, "Ghost")
    for i in range(5):
        assert ghost.signin(f"guess number {i}").status_code == 401
    assert ghost.signin().status_code == 429  # same answer for a name that does not exist
    assert User(web, "Bea").signup().signin().status_code == 200


def test_brute_force_from_one_address_is_stopped(web: TestClient) -> None:
    """One address may try at most 20 sign-ins in 5 minutes, over any names."""
    for i in range(20):
        response = web.post(
            "/api/account/signin", json={"name": f"name{i}", "password": "whatever1"}
        )
        assert response.status_code == 401
    response = web.post("/api/account/signin", json={"name": "other", "password": "whatever1"})
    assert response.status_code == 429


def test_attempts_window_forgets_old_failures() -> None:
    attempts = Attempts(limit=2, window=10.0)
    attempts.add("k", now=0.0)
    attempts.add("k", now=1.0)
    assert attempts.blocked_for("k", now=5.0) == pytest.approx(5.0)
    assert attempts.blocked_for("k", now=10.5) == 0.0
    limits = SignInLimits(per_address=3, per_name=1)
    limits.failed("ann")
    assert limits.wait("1.2.3.4", "ann") > 0
    assert limits.wait("1.2.3.4", "bob") == 0
    limits.succeeded("ann")
    assert limits.wait("1.2.3.4", "ann") == 0


def test_passwords_are_never_logged(web: TestClient, caplog: pytest.LogCaptureFixture) -> None:
    secret = "s3cret-Pa55word"
    with caplog.at_level(logging.DEBUG):
        ann = User(web, "Ann", secret).signup()
        ann.signin()
        ann.signin(secret + "-wrong")
        web.post("/api/account/signin", json={"name": "Ann", "password": secret, "x": 1})
        web.post("/api/account/signup", json={"name": "Bo", "password": secret * 100})
        ann.post("/api/account/password", json={"old": secret, "new": secret + "2"})
    assert caplog.records  # the sign-ins were logged...
    assert secret not in caplog.text  # ...without the password


# -- argon2id and names -------------------------------------------------------------------------


def test_passwords_are_stored_as_argon2id_hashes(
    sqlite_db: Database, make_client: Callable[..., TestClient]
) -> None:
    client = make_client(sqlite_db)  # the server's own parameters
    User(client, "Ann", "correct horse").signup()
    with engine_of(client).connect() as conn:
        digest = conn.execute(sa.select(models.accounts.c.password_hash)).scalar_one()
    assert digest.startswith("$argon2id$v=19$m=65536,t=3,p=4$")
    assert "correct horse" not in digest
    assert PasswordHasher().verify(digest, "correct horse")


def test_sign_in_rehashes_a_password_hashed_with_weaker_parameters(web: TestClient) -> None:
    web.app.state.accounts = AccountsState(
        Passwords(PasswordHasher(time_cost=1, memory_cost=8, parallelism=1))
    )  # type: ignore[attr-defined]
    User(web, "Ann").signup()
    web.app.state.accounts = AccountsState(
        Passwords(PasswordHasher(time_cost=2, memory_cost=16, parallelism=1))
    )  # type: ignore[attr-defined]
    assert User(web, "Ann").signin().status_code == 200
    with engine_of(web).connect() as conn:
        digest = conn.execute(sa.select(models.accounts.c.password_hash)).scalar_one()
    assert "m=16,t=2" in digest


def test_names_are_checked_and_case_folded() -> None:
    assert check_name("Ann") == "Ann"
    decomposed = "A\u030angstr\u00f6m"  # Å as A + ring
    assert check_name(decomposed) == unicodedata.normalize("NFC", decomposed)
    assert name_key("ANN") == name_key("ann") == name_key("Ann")
    assert name_key("STRASSE") == name_key("straße")
    assert check_name("x" * 24) == "x" * 24
    for bad, why in (
        ("", "1 to 24"),
        ("x" * 25, "1 to 24"),
        ("a\nb", "U+000A"),
        ("a\u202eb", "U+202E"),  # a right-to-left override
        ("a\u200bb", "U+200B"),  # a zero-width space
        (" Ann", "space"),
        ("a/b", "no /"),
        ("Deleted Player", "reserved"),
        ("Computer (easy)", "computer players"),
    ):
        with pytest.raises(ServerError, match=re.escape(why)):
            check_name(bad)


def test_names_are_unique_whatever_their_case_or_composition(web: TestClient) -> None:
    User(web, "Ångström").signup()
    for other in ("ångström", "ÅNGSTRÖM", "A\u030angstro\u0308m"):
        response = web.post("/api/account/signup", json={"name": other, "password": "12345678"})
        assert response.status_code == 409, other
        assert response.json()["error"]["code"] == "name_taken"
    assert User(web, "ÅNGSTRÖM").signin().status_code == 200  # signs in by any case


def test_bad_sign_up_input_is_refused_naming_the_reason(web: TestClient) -> None:
    for body, code in (
        ({"name": "a\u0000b", "password": "12345678"}, "bad_name"),
        ({"name": "Ann", "password": "short"}, "bad_password"),
        ({"name": "Ann"}, "bad_request"),
    ):
        response = web.post("/api/account/signup", json=body)
        assert response.status_code in (400, 422), body
        assert response.json()["error"]["code"] == code
    with engine_of(web).connect() as conn:
        assert conn.execute(sa.select(sa.func.count()).select_from(models.accounts)).scalar() == 0


def test_a_name_with_markup_is_stored_and_served_as_text(web: TestClient) -> None:
    """Security list: stored XSS in names. The API keeps the name as typed (JSON); the web
    client only ever writes it as text (tests/web/test_accounts.py checks the page)."""
    name = "<img src=x onerror=f()>"
    User(web, name).signup()
    page = web.get(f"/api/players/{name}")
    assert page.status_code == 200
    assert page.json()["name"] == name
    assert page.headers["content-type"] == "application/json"


# -- password change, export, deletion ----------------------------------------------------------


def test_changing_the_password_ends_the_other_sessions(web: TestClient) -> None:
    laptop = User(web, "Ann").signup()
    phone = User(web, "Ann")
    phone.signin()
    wrong = laptop.post("/api/account/password", json={"old": "not it at all", "new": "new secret"})
    assert wrong.status_code == 401
    changed = laptop.take(
        laptop.post("/api/account/password", json={"old": laptop.password, "new": "new secret"})
    )
    assert changed.status_code == 200, changed.text
    assert laptop.me()["name"] == "Ann"
    assert phone.me() is None
    assert User(web, "Ann", "correct horse").signin().status_code == 401
    assert User(web, "Ann", "new secret").signin().status_code == 200


def test_export_and_delete_an_account_keep_its_matches(web: TestClient) -> None:
    ann = User(web, "Ann").signup()
    made = ann.post(
        "/api/matches",
        json={"game": "thud", "options": {"battles": 1}, "seats": [{"me": True}, {}]},
    ).json()
    mid = made["match"]
    lines = [
        ("seats", 0, None, "mine"),
        ("seats", 1, None, "theirs"),
        ("spectators", None, "Ann", "watching"),
        ("spectators", None, "Bob", "not me"),
    ]
    with engine_of(web).begin() as conn:  # as the chat stores them (tests/server/test_social.py)
        for room, seat, name, text in lines:
            conn.execute(
                sa.insert(chat),
                {
                    "match_id": mid,
                    "room": room,
                    "seat": seat,
                    "name": name,
                    "text": text,
                    "at": 1.0,
                },
            )
    exported = ann.get("/api/account/export")
    assert exported.status_code == 200
    assert "attachment" in exported.headers["content-disposition"]
    data = exported.json()
    assert data["account"]["name"] == "Ann"
    assert [m["match"] for m in data["matches"]] == [made["match"]]
    # the lines Ann said, in her seat and as a spectator under her name, and no other's
    assert [(c["room"], c["text"]) for c in data["chat"]] == [
        ("seats", "mine"),
        ("spectators", "watching"),
    ]
    assert "password" not in exported.text
    assert ann.cookie not in exported.text
    assert ann.post("/api/account/delete", json={"password": "wrong password"}).status_code == 401
    deleted = ann.post("/api/account/delete", json={"password": ann.password})
    assert deleted.status_code == 200
    assert ann.me() is None
    summary = web.get(f"/api/matches/{made['match']}").json()
    assert summary["seats"][0]["name"] != "Ann"
    with engine_of(web).connect() as conn:
        seats = conn.execute(sa.select(models.accounts)).all()
        row = conn.execute(sa.select(sa.text("name, account_id FROM seats WHERE seat = 0"))).one()
    assert seats == []
    assert tuple(row) == ("deleted player", None)
    with engine_of(web).connect() as conn:
        names = conn.execute(sa.select(chat.c.name, chat.c.text).order_by(chat.c.id)).all()
    assert [tuple(r) for r in names if r[0]] == [("deleted player", "watching"), ("Bob", "not me")]
    assert web.get("/api/players/Ann").status_code == 404
    User(web, "Ann").signup()  # the name is free again


# -- ratings ------------------------------------------------------------------------------------


def rated_match(web: TestClient, ann: User, bea: User, rated: bool = True) -> dict[str, Any]:
    """Ann creates a Thud match (Ann seat 0, Bea invited to seat 1); both take their seats."""
    made = ann.post(
        "/api/matches",
        json={
            "game": "thud",
            "options": {"battles": 1},
            "seats": [{"me": True}, {}],
            "rated": rated,
        },
    )
    assert made.status_code == 201, made.text
    data: dict[str, Any] = made.json()
    tokens = [s["token"] for s in data["seats"]]
    for user, token in ((ann, tokens[0]), (bea, tokens[1])):
        joined = user.post(
            f"/api/matches/{data['match']}/join", json={}, Authorization=f"Bearer {token}"
        )
        assert joined.status_code == 200, joined.text
    data["tokens"] = tokens
    return data


def resign(web: TestClient, match: dict[str, Any], seat: int) -> None:
    response = web.post(
        f"/api/matches/{match['match']}/resign",
        headers={"Authorization": f"Bearer {match['tokens'][seat]}"},
    )
    assert response.status_code == 200, response.text
    assert response.json()["status"] == "over"


def test_a_rated_match_changes_both_ratings_at_its_end(
    database: Database, app_client: Callable[..., TestClient]
) -> None:
    web = app_client(database)
    ann, bea = User(web, "Ann").signup(), User(web, "Bea").signup()
    match = rated_match(web, ann, bea)
    summary = web.get(f"/api/matches/{match['match']}").json()
    assert summary["rated"] is True
    assert [s["name"] for s in summary["seats"]] == ["Ann", "Bea"]
    assert web.get("/api/leaderboard/thud").json()["players"] == []
    resign(web, match, 1)  # Bea resigns: Ann wins
    board = web.get("/api/leaderboard/thud").json()["players"]
    assert [(p["rank"], p["name"], p["games"]) for p in board] == [(1, "Ann", 1), (2, "Bea", 1)]
    # a first game between newcomers: +-162.3 (Glicko-2, both at 1500 +- 350)
    assert board[0]["rating"] == pytest.approx(1662.3, abs=0.1)
    assert board[1]["rating"] == pytest.approx(1337.7, abs=0.1)
    page = web.get("/api/players/ann").json()
    assert page["name"] == "Ann"
    assert page["ratings"]["thud"]["history"][0]["match"] == match["match"]
    [row] = page["matches"]
    assert row["opponents"] == ["Bea"]
    assert row["result"] == "win"
    assert row["rated"] is True
    assert row["rating_change"] == pytest.approx(162.3, abs=0.1)


def test_an_unrated_match_changes_no_rating(web: TestClient) -> None:
    ann, bea = User(web, "Ann").signup(), User(web, "Bea").signup()
    match = rated_match(web, ann, bea, rated=False)
    resign(web, match, 1)
    assert web.get("/api/leaderboard/thud").json()["players"] == []
    [row] = web.get("/api/players/Bea").json()["matches"]
    assert row["result"] == "loss"
    assert row["rated"] is False
    assert row["rating_change"] is None


def test_a_rated_match_is_for_signed_in_players_only(web: TestClient) -> None:
    body = {"game": "thud", "seats": [{"me": True}, {}], "rated": True}
    assert web.post("/api/matches", json=body).status_code == 403  # a guest
    ann = User(web, "Ann").signup()
    two_mine = {**body, "seats": [{"me": True}, {"me": True}]}
    assert ann.post("/api/matches", json=two_mine).status_code == 400
    computer_mine = {**body, "seats": [{"kind": "computer", "me": True}, {}]}
    assert ann.post("/api/matches", json=computer_mine).status_code == 400
    made = ann.post("/api/matches", json=body).json()
    guest = web.post(
        f"/api/matches/{made['match']}/join",
        json={},
        headers={"Authorization": f"Bearer {made['seats'][1]['token']}"},
    )
    assert guest.status_code == 403
    assert guest.json()["error"]["code"] == "signed_out"
    # Ann cannot take the other seat too
    second = ann.post(
        f"/api/matches/{made['match']}/join",
        json={},
        Authorization=f"Bearer {made['seats'][1]['token']}",
    )
    assert second.status_code == 409
    assert second.json()["error"]["code"] == "second_seat"


def test_a_rated_match_with_a_guest_seat_at_its_end_is_not_rated(web: TestClient) -> None:
    """A guest who took the seat without joining over HTTP (hello with the invite token)."""
    ann = User(web, "Ann").signup()
    made = ann.post(
        "/api/matches",
        json={
            "game": "thud",
            "options": {"battles": 1},
            "seats": [{"me": True}, {}],
            "rated": True,
        },
    ).json()
    tokens = [s["token"] for s in made["seats"]]
    with web.websocket_connect(ws_url(made["match"])) as ws:
        ws.send_json({"type": "hello", "tokens": tokens, "since": 0})
        ws.receive_json()
    resign(web, {"match": made["match"], "tokens": tokens}, 1)
    assert web.get("/api/leaderboard/thud").json()["players"] == []


def test_rating_a_match_twice_rates_it_once(web: TestClient) -> None:
    ann, bea = User(web, "Ann").signup(), User(web, "Bea").signup()
    match = rated_match(web, ann, bea)
    resign(web, match, 0)
    engine = engine_of(web)
    again = rate_match(
        engine, match["match"], "thud", [("human", None), ("human", None)], {"winners": [1]}
    )
    assert again is None
    board = web.get("/api/leaderboard/thud").json()["players"]
    assert [(p["name"], p["games"]) for p in board] == [("Bea", 1), ("Ann", 1)]


def test_computer_levels_are_rated_players() -> None:
    assert players_of([("human", None), ("computer", "easy")], {0: 7}) == ["a:7", "c:easy"]
    assert players_of([("human", None), ("human", None)], {0: 7}) is None  # a guest
    assert players_of([("human", None), ("human", None)], {0: 7, 1: 7}) is None  # one twice
    assert players_of([("computer", "easy"), ("computer", "hard")], {}) is None  # no account
    assert pair_scores({"winners": [1]}, 2) == [0.0, 1.0]
    assert pair_scores({"winners": []}, 3) == [0.0, 0.0, 0.0]  # a draw: all equal


def test_a_rated_rematch_is_rated_and_listed_for_both_accounts(
    database: Database, app_client: Callable[..., TestClient]
) -> None:
    """A rematch keeps each player's token; at its end its seats are held by the accounts
    that held those tokens, so it is rated and in both players' histories."""
    web = app_client(database)
    ann, bea = User(web, "Ann").signup(), User(web, "Bea").signup()
    match = rated_match(web, ann, bea)
    resign(web, match, 1)
    rematch_id = None
    for token in match["tokens"]:
        response = web.post(
            f"/api/matches/{match['match']}/rematch", headers={"Authorization": f"Bearer {token}"}
        )
        assert response.status_code == 200, response.text
        rematch_id = response.json()["rematch"]
    assert rematch_id is not None
    # seats rotate: Ann's token now holds seat 1; everyone says hello, then Ann resigns
    with web.websocket_connect(ws_url(rematch_id)) as ws:
        ws.send_json({"type": "hello", "tokens": match["tokens"], "since": 0})
        ws.receive_json()
    resign(web, {"match": rematch_id, "tokens": [match["tokens"][1], match["tokens"][0]]}, 1)
    board = {p["name"]: p["games"] for p in web.get("/api/leaderboard/thud").json()["players"]}
    assert board == {"Ann": 2, "Bea": 2}
    for name in ("Ann", "Bea"):
        rows = web.get(f"/api/players/{name}").json()["matches"]
        assert {r["match"] for r in rows} == {match["match"], rematch_id}


def test_an_expired_session_is_no_session(web: TestClient) -> None:
    ann = User(web, "Ann").signup()
    with engine_of(web).begin() as conn:
        conn.execute(sa.update(models.account_sessions).values(expires_at=0.0))
    assert ann.me() is None
    refused = ann.post("/api/matches", json={"game": "thud", "seats": [{"me": True}, {}]})
    assert refused.status_code == 403
    assert refused.json()["error"]["code"] == "signed_out"


def test_a_guest_cannot_take_an_accounts_name(web: TestClient) -> None:
    """Security: a seat named by hand (creating or joining) cannot pass for an account."""
    User(web, "Ann").signup()
    refused = web.post("/api/matches", json={"game": "thud", "seats": [{"name": "ANN"}, {}]})
    assert refused.status_code == 409
    assert refused.json()["error"]["code"] == "name_taken"
    made = create(web, game="thud", seats=[{"name": "Cy"}, {}])
    join = web.post(
        f"/api/matches/{made['match']}/join",
        json={"name": "ann"},
        headers={"Authorization": f"Bearer {made['seats'][1]['token']}"},
    )
    assert join.status_code == 409
    assert web.get(f"/api/matches/{made['match']}").json()["seats"][1]["name"] != "ann"
    # Ann herself, signed in, names her own seat
    ann = User(web, "Ann")
    ann.signin()
    mine = ann.post("/api/matches", json={"game": "thud", "seats": [{"me": True}, {"name": "Dee"}]})
    assert mine.status_code == 201
