"""Texts as data on the wire (issue 37, docs/protocol.md "Messages"): the catalogues the web
client renders with, and the messages beside the English in updates and errors: the seats'
names, the phase, each ply as told, the end's reason, a refusal's reason."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from fastapi.testclient import TestClient

from wartable.core.messages import Said
from wartable.i18n import LANGS, render

from .conftest import Database, create, hello, legal, play, ws_url

pytestmark = pytest.mark.timeout(120)


def test_the_catalogue_of_each_language_is_served_as_fluent(client: TestClient) -> None:
    for lang in LANGS:
        got = client.get(f"/api/messages/{lang}")
        assert got.status_code == 200, lang
        assert got.headers["content-type"].startswith("text/plain")
    fi = client.get("/api/messages/fi").text
    assert "thud-side-dwarfs = kääpiöt" in fi
    assert "europe-end-conquest = " in fi
    missing = client.get("/api/messages/xx")
    assert missing.status_code == 404
    assert "'xx'" in missing.json()["error"]["message"]


def test_updates_and_errors_carry_messages_beside_the_english(client: TestClient) -> None:
    """A Thud battle ended by agreement (T6a): the seats, the phase, each ply, the result's
    reason and a refused move's reason are messages, and their English is today's text."""
    made = create(client, game="thud", options={"battles": 1})
    tokens = [s["token"] for s in made["seats"]]
    with client.websocket_connect(ws_url(made["match"])) as ws:
        update = hello(ws, tokens)
        assert update["seat_msgs"] == [
            {"id": "seat-player", "number": 1},
            {"id": "seat-player", "number": 2},
        ]
        assert update["phase_msg"]["id"] == "thud-phase-move"
        refused = play(ws, 0, "dF1-F1")[-1]
        assert refused["type"] == "error"
        said = Said.from_json(refused["msg"])
        assert said.english() == refused["message"]
        assert render(said, "fi").startswith("siirto 'dF1-F1': ")
        first = legal(update, 0)[0]
        play(ws, 0, first)
        play(ws, 1, "offer")
        play(ws, 0, "accept")
    with client.websocket_connect(ws_url(made["match"])) as ws:
        final = hello(ws, tokens)
    moves = final["perspectives"][0]["moves"]
    assert moves[0]["msg"] == {"id": "move-text", "move": first}
    assert moves[-1]["msg"]["id"] == "thud-move-battle-over"
    assert Said.from_json(moves[-1]["msg"]).english().startswith("accept  [battle 1 over:")
    result = final["result"]
    reason = Said.from_json(result["reason_msg"])
    assert reason.english() == result["reason"]
    assert render(reason, "fr") == (
        "bataille 1 terminée : les deux joueurs ont accepté de finir la bataille"
    )


def test_the_games_own_seat_names_are_messages_typed_and_computer_names_are_not(
    sqlite_db: Database, make_client: Callable[..., TestClient]
) -> None:
    client = make_client(sqlite_db, ai_workers=1)
    made = create(
        client,
        game="europe",
        options={"players": 3},
        seats=[
            {"kind": "human"},
            {"kind": "human", "name": "Ann"},
            {"kind": "computer", "level": "hard"},
        ],
    )
    summary = client.get(f"/api/matches/{made['match']}").json()
    first, typed, computer = summary["seat_msgs"]
    assert Said.from_json(first).english() == summary["seats"][0]["name"]
    assert first["id"] == "europe-seat"
    assert typed is None
    assert computer is None  # named by its level and number (seats), in the page's language
