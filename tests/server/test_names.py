"""Players' names (issue 37): typed when a match is created or joined, 1-24 characters after
Unicode normal form C and no control character, refused with ``400 bad_name`` changing
nothing; computer seats named by level and numbered when there are several; the same names
in the summary, the lobby, the replay and the signed record, which still loads without them."""

from __future__ import annotations

import unicodedata
from collections.abc import Callable
from typing import Any

import pytest
from fastapi.testclient import TestClient

from wartable.server.errors import ServerError
from wartable.server.match.setup import check_name, computer_name, computer_numbers

from .conftest import Database, create, hello, legal, play, ws_url

pytestmark = pytest.mark.timeout(120)

GREEK = "Αλέξανδρος"
CZECH = "Řehoř Žďárský"


def test_check_name_normalises_and_trims() -> None:
    decomposed = unicodedata.normalize("NFD", GREEK)
    assert decomposed != GREEK
    assert len(decomposed) > len(GREEK)
    assert check_name(decomposed, "name") == GREEK
    assert check_name("  ann ", "name") == "ann"
    # 24 characters after NFC although 48 code points before it
    assert check_name("e\u0301" * 24, "name") == "\u00e9" * 24


@pytest.mark.parametrize(
    ("name", "reason"),
    [
        ("", "empty"),
        ("   ", "empty"),
        ("x" * 25, "25 characters; at most 24"),
        ("a\nb", "U+000A"),
        ("tab\there", "U+0009"),
        ("nul\x00", "U+0000"),
        ("back\u202eward", "U+202E"),
        ("line\u2028sep", "U+2028"),
    ],
)
def test_check_name_refuses(name: str, reason: str) -> None:
    with pytest.raises(ServerError) as info:
        check_name(name, "seats[0].name")
    assert info.value.code == "bad_name"
    assert "seats[0].name" in str(info.value)
    assert reason in str(info.value)


def test_computers_are_numbered_only_when_several() -> None:
    assert computer_numbers(["human", "computer"]) == [None, None]
    assert computer_numbers(["computer", "human", "computer"]) == [1, None, 2]
    assert computer_name("hard", None) == "Computer (hard)"
    assert computer_name("easy", 2) == "Computer 2 (easy)"


def matches_in_lobby(client: TestClient) -> set[str]:
    return {r["match"] for r in client.get("/api/lobby").json()}


@pytest.mark.parametrize(
    "name", ["", "x" * 25, "bell\x07", "two\nlines", "rtl\u202eoverride", "\u200f"]
)
def test_bad_name_at_creation_is_refused_and_creates_nothing(client: TestClient, name: str) -> None:
    before = matches_in_lobby(client)
    response = client.post(
        "/api/matches",
        json={"game": "thud", "public": True, "seats": [{"name": name}, {}]},
    )
    assert response.status_code == 400, response.text
    error = response.json()["error"]
    assert error["code"] == "bad_name"
    assert "seats[0].name" in error["message"]
    assert matches_in_lobby(client) == before


def test_bad_name_at_join_is_refused_and_changes_nothing(client: TestClient) -> None:
    made = create(client, game="thud", public=True, seats=[{"name": "ann"}, {}])
    match = made["match"]
    before = client.get(f"/api/matches/{match}").json()
    for bad in ("", "y" * 30, "esc\x1b[31m"):
        response = client.post(f"/api/matches/{match}/join", json={"seat": 1, "name": bad})
        assert response.status_code == 400, response.text
        assert response.json()["error"]["code"] == "bad_name"
    after = client.get(f"/api/matches/{match}").json()
    assert after["seats"] == before["seats"]
    assert after["version"] == before["version"]
    assert after["status"] == "waiting"
    assert (
        1 in next(r for r in client.get("/api/lobby").json() if r["match"] == match)["open_seats"]
    )


def finish_named(client: TestClient) -> tuple[str, list[str]]:
    """A Thud match between a Greek name given at creation and a Czech one given when joining
    the lobby's open seat, ended by agreement (T6a)."""
    decomposed = unicodedata.normalize("NFD", GREEK)
    made = create(
        client,
        game="thud",
        options={"battles": 1},
        public=True,
        seats=[{"kind": "human", "name": decomposed}, {"kind": "human"}],
    )
    match = made["match"]
    assert made["state"]["seats"][0]["name"] == GREEK
    lobby = next(r for r in client.get("/api/lobby").json() if r["match"] == match)
    assert lobby["seats"][0]["name"] == GREEK
    assert 1 in lobby["open_seats"]
    assert [s["named"] for s in lobby["seats"]] == [True, False]
    assert lobby["seats"][1]["name"] == "Player 2"
    joined = client.post(f"/api/matches/{match}/join", json={"seat": 1, "name": CZECH})
    assert joined.status_code == 200, joined.text
    assert [s["name"] for s in joined.json()["state"]["seats"]] == [GREEK, CZECH]
    tokens = [made["seats"][0]["token"], joined.json()["token"]]
    with client.websocket_connect(ws_url(match)) as ws:
        update = hello(ws, tokens)
        assert [s["name"] for s in update["seats"]] == [GREEK, CZECH]
        play(ws, 0, legal(update, 0)[0])
        play(ws, 1, "offer")
        play(ws, 0, "accept")
    return match, tokens


def test_names_in_summary_replay_and_signed_record(client: TestClient) -> None:
    match, _ = finish_named(client)
    summary = client.get(f"/api/matches/{match}").json()
    assert summary["status"] == "over"
    replay = client.get(f"/api/matches/{match}/replay").json()
    assert replay["players"] == [GREEK, CZECH]
    assert [s["kind"] for s in replay["seats"]] == ["human", "human"]
    record = client.get(f"/api/matches/{match}/record").json()
    assert record["record"]["players"] == [GREEK, CZECH]
    # the record replays (its signature and moves check) with the names
    again = client.post("/api/replay", json=record)
    assert again.status_code == 200, again.text
    assert again.json()["players"] == [GREEK, CZECH]


def test_names_survive_a_restart(
    sqlite_db: Database, make_client: Callable[..., TestClient]
) -> None:
    first = make_client(sqlite_db)
    match, _ = finish_named(first)
    first.__exit__(None, None, None)
    second = make_client(sqlite_db)
    record = second.get(f"/api/matches/{match}/record").json()
    assert record["record"]["players"] == [GREEK, CZECH]


def test_record_without_typed_names_still_loads(client: TestClient) -> None:
    """A record made before names were typed carries the seats' own names ("Player 1", the
    old computer names): it replays as it is."""
    match, _ = finish_named(client)
    record: dict[str, Any] = client.get(f"/api/matches/{match}/record").json()["record"]
    old = {k: v for k, v in record.items() if k not in ("signature", "key_id", "digest")}
    old["players"] = ["Player 1", "computer (medium)"]
    response = client.post("/api/replay", json=old)
    assert response.status_code == 200, response.text
    assert response.json()["players"] == ["Player 1", "computer (medium)"]


def test_markup_in_a_name_is_kept_as_text(client: TestClient) -> None:
    """A name is data: stored and sent as typed, never as markup. The page the client serves
    is the same file whatever the names (the client writes names as text nodes)."""
    name = "<img src=x onerror=1>"
    made = create(client, game="thud", seats=[{"name": name}, {"name": "&amp;"}])
    seats = client.get(f"/api/matches/{made['match']}").json()["seats"]
    assert [s["name"] for s in seats] == [name, "&amp;"]
    page = client.get(f"/play/{made['match']}").text
    assert "onerror" not in page
    assert "&amp;amp;" not in page
    assert page == client.get("/").text


def test_computer_seats_named_by_level_and_numbered(
    sqlite_db: Database, make_client: Callable[..., TestClient]
) -> None:
    client = make_client(sqlite_db, ai_workers=1)
    made = create(
        client,
        game="europe",
        options={"players": 3, "setup": "fixed"},
        seats=[
            {"kind": "human", "name": "Maarja"},
            {"kind": "computer", "level": "hard"},
            {"kind": "computer", "level": "easy"},
        ],
    )
    seats = made["state"]["seats"]
    assert [(s["kind"], s["level"], s["number"]) for s in seats] == [
        ("human", None, None),
        ("computer", "hard", 1),
        ("computer", "easy", 2),
    ]
    assert [s["name"] for s in seats] == ["Maarja", "Computer 1 (hard)", "Computer 2 (easy)"]
    # typed by a player, or the seat's own (which a client says in its language)
    assert [s["named"] for s in seats] == [True, False, False]
    lone = create(
        client,
        game="thud",
        seats=[{"kind": "human"}, {"kind": "computer", "level": "hard"}],
    )
    assert lone["state"]["seats"][1]["name"] == "Computer (hard)"
    assert lone["state"]["seats"][1]["number"] is None
