"""The server's parts for the web client (issue 26): the page and its files, the text picture
of a view on request, replays of a match and of an uploaded record, the rules as Markdown.
Only views ever leave the server: a replay of a match in play is its own seat's."""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

import pytest
from fastapi.testclient import TestClient

import wartable

from .conftest import Database, create, hello, legal, play, ws_url

pytestmark = pytest.mark.timeout(120)


def finish_thud(client: TestClient) -> tuple[dict[str, Any], list[str]]:
    """A Thud match ended by agreement (T6a) after two moves; its tokens."""
    made = create(client, game="thud", options={"battles": 1})
    tokens = [s["token"] for s in made["seats"]]
    with client.websocket_connect(ws_url(made["match"])) as ws:
        update = hello(ws, tokens)
        play(ws, 0, legal(update, 0)[0])
        play(ws, 1, "offer")
        play(ws, 0, "accept")
    return made, tokens


def test_pages_and_client_files_are_served(client: TestClient) -> None:
    made = client.post("/api/matches", json={"game": "thud"}).json()["match"]
    pages = ("/", f"/play/{made}", f"/watch/{made}", "/replay", f"/replay/{made}", "/rules/thud")
    for path in pages:
        page = client.get(path)
        assert page.status_code == 200, path
        assert '<script type="module" src="/static/app.js">' in page.text
    # a match that does not exist: 404, the same page (it says so and links home)
    for path in ("/play/abc", "/watch/abc", "/replay/abc", f"/play/{'0' * 32}"):
        page = client.get(path)
        assert page.status_code == 404, path
        assert '<script type="module" src="/static/app.js">' in page.text
    for name in (
        "app.js",
        "ui.js",
        "state.js",
        "connection.js",
        "home.js",
        "match.js",
        "replay.js",
        "pages.js",
        "boards.js",
        "i18n.js",
        "markdown.js",
        "style.css",
        "sound.js",
        "boards/europe.js",
        "boards/flatwar.js",
        "boards/thud.js",
        "boards/alu.js",
        "boards/words.js",
    ):
        assert client.get(f"/static/{name}").status_code == 200, name
    assert client.get("/static/nothing.js").status_code == 404


def test_games_list_says_what_the_client_needs(client: TestClient) -> None:
    games = {g["name"]: g for g in client.get("/api/games").json()}
    assert set(games) == set(wartable.game_names())
    assert games["orcwar"]["hidden_information"] is True
    assert games["thud"]["hidden_information"] is False
    assert "dF1-F5" in games["thud"]["notation"]
    ruleset = next(o for o in games["thud"]["options"] if o["name"] == "ruleset")
    assert ruleset["choices"] == ["classic", "kvt"]


def test_game_table_is_the_rules_data_for_the_options(client: TestClient) -> None:
    """GET /api/games/{game}/table (issue 38): what a board draws from, Game.table() of the
    game with the options asked for; unknown games and bad options refused by name."""
    import json

    for name in wartable.game_names():
        answer = client.get(f"/api/games/{name}/table")
        assert answer.status_code == 200, name
        assert answer.json() == wartable.make(name).table()
    europe = client.get(
        "/api/games/europe/table",
        params={"options": json.dumps({"players": 3, "powers": "OTT,BRI,RUS"})},
    ).json()
    assert europe["seats"] == ["OTT", "BRI", "RUS"]
    assert {"a": "ESP", "b": "NAF", "special": True} in europe["links"]
    flatwar = client.get(
        "/api/games/flatwar/table", params={"options": json.dumps({"players": 4})}
    ).json()
    assert flatwar["size"] == 12
    assert [u["cost"] for u in flatwar["units"]] == [1, 2, 3, 4]
    missing = client.get("/api/games/chess/table")
    assert missing.status_code == 404
    assert "chess" in missing.json()["error"]["message"]
    for bad, words in (
        ("[1]", "not a JSON object"),
        ("{", "not a JSON object"),
        ('{"players": 9}', "players"),
        ('{"colour": 1}', "colour"),
    ):
        answer = client.get("/api/games/europe/table", params={"options": bad})
        assert answer.status_code == 400, bad
        assert words in answer.json()["error"]["message"], bad


def test_a_matchs_summary_says_whether_its_rules_hide_anything(client: TestClient) -> None:
    """Flatwar hides the build by default (R2.7) and not with build=open: the games list gives
    the default, a match's summary its own rules (the client's hot-seat hand-over follows it)."""
    games = {g["name"]: g for g in client.get("/api/games").json()}
    assert games["flatwar"]["hidden_information"] is True
    for options, hidden in (({}, True), ({"build": "open"}, False)):
        made = create(client, game="flatwar", options=options)
        summary = client.get(f"/api/matches/{made['match']}").json()
        assert summary["hidden_information"] is hidden, options


def test_hello_render_adds_the_games_text_picture(client: TestClient) -> None:
    made = create(client, game="thud")
    token = made["seats"][0]["token"]
    with client.websocket_connect(ws_url(made["match"])) as ws:
        ws.send_json({"type": "hello", "tokens": [token], "render": True})
        update = ws.receive_json()
    view = update["perspectives"][0]["view"]
    assert update["perspectives"][0]["text"] == wartable.make("thud").render(view)
    with client.websocket_connect(ws_url(made["match"])) as ws:
        hello_plain = hello(ws, [token])
    assert "text" not in hello_plain["perspectives"][0]
    with client.websocket_connect(ws_url(made["match"])) as ws:
        ws.send_json({"type": "hello", "tokens": [token], "render": "yes"})
        error = ws.receive_json()
    assert error["type"] == "error"
    assert error["code"] == "bad_message"
    assert "render" in error["message"]


def test_the_text_picture_and_the_notation_help_in_the_players_language(
    client: TestClient,
) -> None:
    """Issue 37: hello ``lang`` and a replay's ``?lang=`` say the picture in that language;
    the games list gives the notation help as messages; an unknown language is refused."""
    from wartable.i18n import sayer

    made = create(client, game="thud")
    token = made["seats"][0]["token"]
    with client.websocket_connect(ws_url(made["match"])) as ws:
        ws.send_json({"type": "hello", "tokens": [token], "render": True, "lang": "fi"})
        update = ws.receive_json()
    view = update["perspectives"][0]["view"]
    text = update["perspectives"][0]["text"]
    assert text == wartable.make("thud").render(view, sayer("fi"))
    assert "Taistelu 1/2" in text
    assert "Battle" not in text
    with client.websocket_connect(ws_url(made["match"])) as ws:
        ws.send_json({"type": "hello", "tokens": [token], "render": True, "lang": "de"})
        error = ws.receive_json()
    assert error["type"] == "error"
    assert error["code"] == "bad_message"
    assert "lang" in error["message"]
    done, _tokens = finish_thud(client)
    replay = client.get(f"/api/matches/{done['match']}/replay?render=true&lang=el").json()
    assert replay["texts"][0].splitlines()[-2].startswith("Μάχη 1 από 1")
    assert client.get(f"/api/matches/{done['match']}/replay?lang=xx").status_code == 422
    games = {g["name"]: g for g in client.get("/api/games").json()}
    lines = games["alu"]["notation_lines"]
    assert lines[1] == {"code": "C c3", "text": {"id": "alu-help-camp"}}
    assert games["alu"]["notation"] == wartable.make("alu").notation_help()


def test_replay_of_a_match_in_play_is_only_its_seats_own(client: TestClient) -> None:
    made = create(client, game="orcwar", options={"players": 2})
    match = made["match"]
    tokens = [s["token"] for s in made["seats"]]
    with client.websocket_connect(ws_url(match)) as ws:
        hello(ws, tokens)
    spectator = client.get(f"/api/matches/{match}/replay")
    assert spectator.status_code == 403
    assert spectator.json()["error"]["code"] == "forbidden"
    other = client.get(
        f"/api/matches/{match}/replay?seat=1", headers={"Authorization": f"Bearer {tokens[0]}"}
    )
    assert other.status_code == 403
    own = client.get(
        f"/api/matches/{match}/replay", headers={"Authorization": f"Bearer {tokens[0]}"}
    )
    assert own.status_code == 200
    data = own.json()
    assert data["seat"] == 0
    assert len(data["views"]) == len(data["moves"]) + 1
    assert all(v["seat"] == 0 for v in data["views"])
    # the last view is exactly the seat's live view (its own hand, none of seat 1's)
    live = client.get(f"/api/matches/{match}", headers={"Authorization": f"Bearer {tokens[0]}"})
    assert data["views"][-1] == live.json()["perspective"]["view"]
    other_live = client.get(
        f"/api/matches/{match}", headers={"Authorization": f"Bearer {tokens[1]}"}
    ).json()["perspective"]["view"]
    assert other_live["hand"]
    assert all(v["hand"] != other_live["hand"] for v in data["views"][-1:])


def test_replay_of_a_finished_match_any_seat_or_spectator(client: TestClient) -> None:
    made, _tokens = finish_thud(client)
    match = made["match"]
    data = client.get(f"/api/matches/{match}/replay?render=true").json()
    assert data["seat"] is None
    assert [m["move"] for m in data["moves"]][1:] == ["offer", "accept"]
    assert len(data["views"]) == 4
    assert len(data["texts"]) == 4
    assert data["result"]["end"] == "game"
    game = wartable.make("thud", battles=1)
    assert data["texts"][0] == game.render(game.initial_state().view(None))
    seat1 = client.get(f"/api/matches/{match}/replay?seat=1").json()
    assert seat1["seat"] == 1
    assert "texts" not in seat1
    bad = client.get(f"/api/matches/{match}/replay?seat=5")
    assert bad.status_code == 400
    assert "seat 5" in bad.json()["error"]["message"]


def test_a_replay_comes_in_pages_that_join_to_the_whole(
    sqlite_db: Database, make_client: Callable[..., TestClient]
) -> None:
    """``?start=&count=`` pages a match's replay and an uploaded record's alike: ``next`` says
    where the next page starts (``None`` on the last); a page's first view is the previous
    page's last. An answer over the replay answer size is refused (413): ask for fewer."""
    client = make_client(sqlite_db, replay_max_answer=4096)
    made, _tokens = finish_thud(client)
    match = made["match"]
    whole = client.get(f"/api/matches/{match}/replay").json()
    assert (whole["start"], whole["total"], whole["next"]) == (0, 3, None)
    record = client.get(f"/api/matches/{match}/record").json()
    for ask in (
        lambda q: client.get(f"/api/matches/{match}/replay?{q}"),
        lambda q: client.post(f"/api/replay?{q}", content=json.dumps(record)),
    ):
        moves, views, start, pages = [], [], 0, 0
        while start is not None:
            page = ask(f"start={start}&count=2").json()
            assert page["start"] == start
            assert page["total"] == 3
            moves += page["moves"]
            views += page["views"] if start == 0 else page["views"][1:]
            start, pages = page["next"], pages + 1
        assert pages == 2
        assert moves == whole["moves"]
        assert views == whole["views"]
        too_large = ask("render=true")
        assert too_large.status_code == 413, too_large.text
        assert too_large.json()["error"]["code"] == "too_large"
        assert ask("start=4").status_code == 400


def test_uploaded_record_replays_or_is_refused_with_the_reason(client: TestClient) -> None:
    made, _tokens = finish_thud(client)
    record = client.get(f"/api/matches/{made['match']}/record").json()
    # the wrapped download and the bare record both open
    for body in (record, record["record"]):
        data = client.post("/api/replay?render=true", content=json.dumps(body)).json()
        assert [m["move"] for m in data["moves"]][1:] == ["offer", "accept"]
        assert len(data["texts"]) == len(data["views"]) == 4
    damaged = dict(record["record"], moves=[*record["record"]["moves"][:1], "dA1-A2"])
    refused = client.post("/api/replay", content=json.dumps(damaged))
    assert refused.status_code == 422
    assert refused.json()["error"]["code"] == "bad_record"
    for junk, why in ((b"\xff\xfe", "UTF-8"), (b"[1, 2]", "object"), (b"{", "JSON")):
        answer = client.post("/api/replay", content=junk)
        assert answer.status_code == 422, junk
        assert why.lower() in answer.json()["error"]["message"].lower(), answer.json()
    big = client.post("/api/replay", content=b" " * (5 * 1024 * 1024))
    assert big.status_code == 413


def test_seat_record_upload_shows_that_seats_views(client: TestClient) -> None:
    made = create(client, game="orcwar", options={"players": 2})
    tokens = [s["token"] for s in made["seats"]]
    with client.websocket_connect(ws_url(made["match"])) as ws:
        hello(ws, tokens)
    own = client.get(
        f"/api/matches/{made['match']}/record", headers={"Authorization": f"Bearer {tokens[0]}"}
    ).json()["record"]
    assert own["kind"] == "seat"
    data = client.post("/api/replay", content=json.dumps(own)).json()
    assert data["seat"] == 0
    assert len(data["views"]) == len(data["moves"]) + 1


def test_rules_as_markdown(client: TestClient) -> None:
    rules = client.get("/api/rules/thud")
    assert rules.status_code == 200
    assert rules.json()["markdown"].startswith("#")
    unknown = client.get("/api/rules/chess")
    assert unknown.status_code == 404
    assert unknown.json()["error"]["code"] == "unknown_game"
