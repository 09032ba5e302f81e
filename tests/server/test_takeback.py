"""Takebacks decided by the match service (server/match/service.py, match/takeback.py): no
sockets, no database. A player asks to take back their own last move; the others consent (a
computer at once in an unrated match, never in a rated one); never over a chance move nor
where something is hidden; the change removes the stored plies and the table is rebuilt from
those left, so its record replays exactly."""

from __future__ import annotations

from typing import Any

import pytest
from fastapi.testclient import TestClient

from wartable.core import CHANCE, Match
from wartable.core.match import replay
from wartable.core.records import RecordKey, verify_record
from wartable.server.errors import ServerError
from wartable.server.match import service, takeback
from wartable.server.match.table import Change, Table

from .conftest import create, hello, latest, legal, receive, ws_url
from .conftest import play as ws_play
from .test_match_decisions import T0, snapshot, table


def play(t: Table, seat: int, text: str | None = None, now: float = T0) -> None:
    t.apply(service.move(t, seat, text or next(iter(t.legal_index())), None, now))


def stored(t: Table, change: Change) -> None:
    """A change stored and applied; the table then matches a table loaded from storage."""
    t.apply(change)


def test_asked_accepted_and_rebuilt_from_the_plies_left() -> None:
    t = table()
    play(t, 0)
    play(t, 1)
    play(t, 0)
    texts = t.match.move_texts[:]
    state_before = t.match.state_at(2)
    asked = service.takeback(t, 0, "ask", T0 + 5)
    assert asked.truncate is None
    assert asked.values["live"]["takeback"] == {"seat": 0, "to": 2, "at": 3, "agreed": [0]}
    stored(t, asked)
    assert t.ply == 3  # asking takes nothing back
    with pytest.raises(ServerError) as own:
        service.takeback(t, 0, "accept", T0 + 6)
    assert own.value.code == "takeback_own"
    done = service.takeback(t, 1, "accept", T0 + 7)
    assert done.truncate == 2
    assert done.values["ply"] == 2
    assert done.values["live"]["taken_back"] == {"seat": 0, "from": 3, "to": 2, "n": 1}
    assert done.values["live"]["takeback"] is None
    stored(t, done)
    assert t.ply == 2
    assert t.match.move_texts == texts[:2]
    assert t.match.state == state_before
    assert t.to_move() == 0
    assert takeback.may_ask(t, 0)  # the move before is seat 0's too, no chance after it
    # the same as the match loaded from the stored plies
    loaded = Match(t.game, seed=t.seed, players=t.match.players, match_id=t.id)
    loaded.extend(loaded.plan_recorded(list(zip(texts[:2], t.movers, strict=True))))
    assert loaded.state == t.match.state


def test_a_reply_is_taken_back_with_the_move_and_the_record_replays() -> None:
    t = table()
    play(t, 0)
    play(t, 1)
    stored(t, service.takeback(t, 0, "ask", T0))
    stored(t, service.takeback(t, 1, "accept", T0))
    assert t.ply == 0
    for _ in range(6):
        play(t, t.to_move())
    record = t.match.record()
    again = replay(record)
    assert again.move_texts == t.match.move_texts
    assert again.state == t.match.state


def test_declined_or_lapsed_by_a_move() -> None:
    t = table()
    play(t, 0)
    stored(t, service.takeback(t, 0, "ask", T0))
    no = service.takeback(t, 1, "decline", T0)
    assert no.truncate is None
    assert no.values["live"]["takeback"] is None
    assert no.values["live"]["takeback_declined"] == {"seat": 1, "by": 0, "at": 1}
    stored(t, no)
    assert t.ply == 1
    stored(t, service.takeback(t, 0, "ask", T0))
    play(t, 1)  # the opponent moves instead of answering: the request lapses
    assert t.live["takeback"] is None
    with pytest.raises(ServerError) as none:
        service.takeback(t, 1, "accept", T0)
    assert none.value.code == "takeback_no_request"


def test_refusals_change_nothing() -> None:
    t = table()
    with pytest.raises(ServerError) as nothing:
        service.takeback(t, 0, "ask", T0)
    assert nothing.value.code == "takeback_none"
    play(t, 0)
    stored(t, service.takeback(t, 0, "ask", T0))
    before = snapshot(t)
    for seat, action, code in (
        (0, "ask", "takeback_pending"),
        (1, "ask", "takeback_pending"),
        (1, "undo", "bad_request"),
    ):
        with pytest.raises(ServerError) as refused:
            service.takeback(t, seat, action, T0)
        assert refused.value.code == code
    assert snapshot(t) == before


def test_a_computer_grants_it_at_once_unless_the_match_is_rated() -> None:
    t = table(kinds=("human", "computer"))
    play(t, 0)
    play(t, 1)  # the computer's reply
    done = service.takeback(t, 0, "ask", T0)
    assert done.truncate == 0
    stored(t, done)
    assert t.ply == 0
    assert t.to_move() == 0
    rated = table(kinds=("human", "computer"), config={"rated": True})
    play(rated, 0)
    with pytest.raises(ServerError) as refused:
        service.takeback(rated, 0, "ask", T0)
    assert refused.value.code == "takeback_declined"
    people = table(config={"rated": True})
    play(people, 0)
    stored(people, service.takeback(people, 0, "ask", T0))
    stored(people, service.takeback(people, 1, "accept", T0))
    assert people.ply == 0  # rated between people: with the opponent's consent


def test_never_over_a_chance_move() -> None:
    t = table("europe", ("human", "human"), setup="fixed", first="FRA", powers="FRA,DUA")
    attack = next(m for m in t.legal_index() if m.startswith("attack "))
    seat = t.to_move()
    play(t, seat, attack)
    assert t.movers[-1] == CHANCE  # the battle's dice
    before = snapshot(t)
    with pytest.raises(ServerError) as refused:
        service.takeback(t, seat, "ask", T0)
    assert refused.value.code == "takeback_chance"
    assert snapshot(t) == before
    assert not takeback.may_ask(t, seat)


def test_never_where_something_is_hidden() -> None:
    t = table("orcwar", ("human", "human"), players=2)
    seat = t.to_move()
    play(t, seat)
    if CHANCE in t.movers[t.movers.index(seat) :]:
        pytest.skip("a chance ply came first")
    with pytest.raises(ServerError) as refused:
        service.takeback(t, seat, "ask", T0)
    assert refused.value.code == "takeback_hidden"


def test_the_clock_of_the_seat_to_move_is_charged_and_the_asker_moves_again() -> None:
    fischer: dict[str, Any] = {"clock": {"type": "fischer", "initial": 60, "increment": 2}}
    t = table(config=fischer)
    play(t, 0, now=T0 + 10)  # seat 0 spent 10 s, gained 2
    assert t.live["clocks"] == [52000, 60000]
    stored(t, service.takeback(t, 0, "ask", T0 + 15))
    stored(t, service.takeback(t, 1, "accept", T0 + 20))  # seat 1's clock ran 10 s
    assert t.live["clocks"] == [52000, 50000]
    assert t.live["turn_started"] == T0 + 20
    assert t.clock_running() == 0


# -- over the WebSocket, stored, and after a restart ------------------------------------------


def test_over_the_websocket_and_kept_by_a_restart(
    database: Any, make_client: Any, tmp_path: Any
) -> None:
    first: TestClient = make_client(database)
    made = create(first, game="alu")
    mid = made["match"]
    t0, t1 = (s["token"] for s in made["seats"])
    with first.websocket_connect(ws_url(mid)) as ws0, first.websocket_connect(ws_url(mid)) as ws1:
        hello(ws0, [t0])
        hello(ws1, [t1])
        update = receive(ws0, lambda m: m["type"] == "update" and m["status"] == "active")[-1]
        assert update["takeback_seats"] == []  # nothing played yet
        camp = legal(update, 0)[0]
        update = latest(ws_play(ws0, 0, camp))
        assert update["ply"] == 1
        assert update["takeback_seats"] == [0]
        ws0.send_json({"type": "takeback", "action": "ask", "ref": "tb"})
        got = receive(ws0, lambda m: m.get("ref") == "tb")
        assert got[-1]["type"] == "ack"
        asked = receive(ws1, lambda m: m["type"] == "update" and m["takeback"] is not None)[-1]
        assert asked["takeback"] == {"seat": 0, "to": 0, "at": 1, "agreed": [0]}
        # the asker cannot accept its own request; a bad action is refused by name
        ws0.send_json({"type": "takeback", "action": "accept", "ref": "own"})
        own = receive(ws0, lambda m: m.get("ref") == "own")[-1]
        assert own["code"] == "takeback_own"
        assert own["msg"]["id"] == "takeback-own"  # said in the player's language
        ws1.send_json({"type": "takeback", "action": "maybe", "ref": "bad"})
        assert receive(ws1, lambda m: m.get("ref") == "bad")[-1]["code"] == "bad_message"
        ws1.send_json({"type": "takeback", "action": "accept", "ref": "ok"})
        receive(ws1, lambda m: m.get("ref") == "ok")
        back = receive(ws0, lambda m: m["type"] == "update" and m["ply"] == 0)[-1]
        assert back["taken_back"] == {"seat": 0, "from": 1, "to": 0, "n": 1}
        assert back["to_move"] == 0
        assert back["perspectives"][0]["moves"] == []
        assert camp in legal(back, 0)
        # a different first action now, then the match goes on
        other = next(m for m in legal(back, 0) if m != camp)
        update = latest(ws_play(ws0, 0, other))
        assert update["ply"] == 1
    first.__exit__(None, None, None)
    # a restart: the match is loaded from storage, the taken-back ply gone for good
    second: TestClient = make_client(database)
    state = second.get(f"/api/matches/{mid}", headers={"Authorization": f"Bearer {t0}"}).json()
    assert state["ply"] == 1
    assert state["taken_back"]["n"] == 1
    assert second.post(f"/api/matches/{mid}/resign", headers={"Authorization": f"Bearer {t1}"})
    record = second.get(f"/api/matches/{mid}/record").json()["record"]
    assert record["moves"][0] == other
    verify_record(record, RecordKey.load(tmp_path / "record.key"))
    replayed = second.post("/api/replay", json=record)
    assert replayed.status_code == 200, replayed.text


def test_over_http(client: TestClient) -> None:
    made = create(client, game="thud")
    mid = made["match"]
    t0, t1 = (s["token"] for s in made["seats"])
    h0 = {"Authorization": f"Bearer {t0}"}
    h1 = {"Authorization": f"Bearer {t1}"}
    client.post(f"/api/matches/{mid}/join", json={}, headers=h0)
    client.post(f"/api/matches/{mid}/join", json={}, headers=h1)
    move = client.get(f"/api/matches/{mid}", headers=h0).json()["perspective"]["legal"][0]
    assert (
        client.post(f"/api/matches/{mid}/moves", json={"move": move}, headers=h0).status_code == 200
    )
    r = client.post(f"/api/matches/{mid}/takeback", json={"action": "ask"}, headers=h0)
    assert r.status_code == 200, r.text
    assert r.json()["takeback"]["seat"] == 0
    r = client.post(f"/api/matches/{mid}/takeback", json={"action": "decline"}, headers=h1)
    assert r.json()["takeback"] is None
    assert r.json()["takeback_declined"]["seat"] == 1
    assert r.json()["ply"] == 1
    r = client.post(f"/api/matches/{mid}/takeback", json={"action": "undo"}, headers=h1)
    assert r.status_code == 422
    r = client.post(f"/api/matches/{mid}/takeback", json={"action": "ask"}, headers=h1)
    assert r.status_code == 409
    assert r.json()["error"]["code"] == "takeback_none"
    client.post(f"/api/matches/{mid}/takeback", json={"action": "ask"}, headers=h0)
    r = client.post(f"/api/matches/{mid}/takeback", json={"action": "accept"}, headers=h1)
    assert r.json()["ply"] == 0


def test_another_process_reads_the_match_again_after_a_takeback(
    sqlite_db: Any, make_client: Any
) -> None:
    """Process B holds the match at ply 2; through A the plies are taken back and as many
    played again. B's catch-up (here after its stale move is refused) must not take the new
    plies for a continuation of its old ones: the match's takeback count says to read it whole."""
    a: TestClient = make_client(sqlite_db)
    b: TestClient = make_client(sqlite_db)
    made = create(a, game="thud")
    mid = made["match"]
    h0, h1 = ({"Authorization": f"Bearer {s['token']}"} for s in made["seats"])
    for h in (h0, h1):
        a.post(f"/api/matches/{mid}/join", json={}, headers=h)

    def move(client: TestClient, h: dict[str, str], index: int = 0) -> str:
        text = client.get(f"/api/matches/{mid}", headers=h).json()["perspective"]["legal"][index]
        assert client.post(f"/api/matches/{mid}/moves", json={"move": text}, headers=h).is_success
        return text

    move(a, h0)
    move(a, h1)
    held = b.get(f"/api/matches/{mid}", headers=h0).json()
    assert held["ply"] == 2  # B holds the match now
    a.post(f"/api/matches/{mid}/takeback", json={"action": "ask"}, headers=h0)
    a.post(f"/api/matches/{mid}/takeback", json={"action": "accept"}, headers=h1)
    again = [move(a, h0, 1), move(a, h1)]
    stale = held["perspective"]["legal"][0]
    refused = b.post(f"/api/matches/{mid}/moves", json={"move": stale}, headers=h0)
    assert refused.status_code == 409
    seen = b.get(f"/api/matches/{mid}", headers=h0).json()
    assert [m["move"] for m in seen["perspective"]["moves"]] == again
    assert seen["taken_back"]["n"] == 1


def test_flatwar_hidden_build_is_never_taken_back_but_later_moves_are() -> None:
    """Flatwar's hidden build (R2.7): an army chosen in secret is never taken back; once both
    are revealed nothing is hidden any more, and a later move may be."""
    t = table("flatwar", ("human", "human"), build="hidden", deployment="auto")
    seat = t.to_move()
    play(t, seat)
    with pytest.raises(ServerError) as refused:
        service.takeback(t, seat, "ask", T0)
    assert refused.value.code == "takeback_hidden"
    for _ in range(200):
        if t.status != "active":
            break
        if t.to_move() >= 0 and not t.match.state.hides_from(0) and t.movers[-1] >= 0:
            if takeback.may_ask(t, t.movers[-1]):
                break
        play(t, t.to_move())
    else:
        raise AssertionError("no move could be taken back after the reveal")
    assert not any(t.match.state.hides_from(s) for s in (0, 1))
    mover = t.movers[-1]
    done = service.takeback(t, mover, "ask", T0)
    assert done.values["live"]["takeback"]["seat"] == mover
