"""A second process's notice costs the same at ply 500 as at ply 0 (issue 36), and needs no
read: the notice carries the change (the match's new values and plies), which a process that
holds the match applies as it is. It reads storage, and only the new plies, when the notice
does not carry the change (too long, seats changed) or does not follow what it holds (a
notice missed)."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Any

import pytest
from fastapi.testclient import TestClient

from wartable.core import Match
from wartable.server.hub import Hub
from wartable.server.store import notice

from .conftest import Database, create, hello, latest, legal, play, receive, ws_url

pytestmark = pytest.mark.timeout(180)
MOVES = 40


class Watched:
    """Two server processes on one database (in one test process): ``mover`` plays a whole
    Thud match's first moves, ``watcher`` holds a spectator; what the watcher reads from
    storage and which plies its match works out are counted."""

    def __init__(self, pg_db: Database, make_client: Callable[..., TestClient]) -> None:
        self.mover = make_client(pg_db)
        self.watcher = make_client(pg_db)
        self.hub: Hub = self.watcher.app.state.hub  # type: ignore[attr-defined]
        self.reads: list[int] = []
        self.planned: list[int] = []

    def count(self, monkeypatch: pytest.MonkeyPatch) -> None:
        store = self.hub.store
        real_since = store.load_since

        def load_since(match_id: str, ply: int) -> Any:
            self.reads.append(ply)
            return real_since(match_id, ply)

        monkeypatch.setattr(store, "load_since", load_since)
        original = Match.plan_recorded

        def counted(match: Match, plies: Any) -> Any:
            self.planned.extend(range(match.ply, match.ply + len(plies)))
            return original(match, plies)

        monkeypatch.setattr(Match, "plan_recorded", counted)

    def play(self, moves: int = MOVES) -> Iterator[int]:
        """Play ``moves`` moves; yields the ply after each; the spectator sees them all."""
        made = create(self.mover, game="thud")
        match = made["match"]
        tokens = [s["token"] for s in made["seats"]]
        with (
            self.watcher.websocket_connect(ws_url(match)) as spectator,
            self.mover.websocket_connect(ws_url(match)) as ws,
        ):
            hello(spectator, [])
            update = hello(ws, tokens)
            for _ in range(moves):
                seat = update["to_move"]
                update = latest(play(ws, seat, legal(update, seat)[0]))
                yield update["ply"]
            seen = receive(spectator, lambda m: m["type"] == "update" and m["ply"] >= moves)
        assert seen[-1]["ply"] == moves
        assert seen[-1]["perspectives"][0]["moves"][-1]["ply"] == moves - 1


def test_notices_carry_the_move_and_need_no_read(
    pg_db: Database, make_client: Callable[..., TestClient], monkeypatch: pytest.MonkeyPatch
) -> None:
    watched = Watched(pg_db, make_client)
    watched.count(monkeypatch)
    for _ in watched.play():
        pass
    # each ply worked out once by the watcher, from the notices alone; one read only, at
    # ply 0: the players' hello took their seats, a change of seats, whose notice is bare
    assert sorted(watched.planned) == list(range(MOVES)), watched.planned[-10:]
    assert watched.reads == [0]


def test_a_missed_notice_or_one_too_long_is_read_from_storage(
    pg_db: Database, make_client: Callable[..., TestClient], monkeypatch: pytest.MonkeyPatch
) -> None:
    watched = Watched(pg_db, make_client)
    watched.count(monkeypatch)
    real_parse = notice.parse
    drop: set[int] = {10, 11}  # versions whose notice the watcher does not hear
    long: set[int] = {20}  # a version whose notice is too long to carry the change

    def parse(text: str) -> Any:
        heard = real_parse(text)
        if heard is not None and heard.version in drop:
            return None
        return heard

    real_payload = notice.payload

    def payload(match_id: str, version: int, *args: Any, **kw: Any) -> str:
        if version in long:
            kw["limit"] = 10
        return real_payload(match_id, version, *args, **kw)

    monkeypatch.setattr(notice, "parse", parse)
    monkeypatch.setattr(notice, "payload", payload)
    for _ in watched.play():
        pass
    # the notice after the missed ones finds a gap: the missed plies and its own are read;
    # the long one is read; every ply is still worked out once
    assert sorted(watched.planned) == list(range(MOVES)), watched.planned
    # version 1 is the hello's change of seats, version k + 1 the move to ply k: read from
    # ply 0 (seats), from ply 8 (versions 10, 11 missed, heard at 12), from ply 18 (too long)
    assert watched.reads == [0, 8, 18]


def test_a_notice_is_short_or_bare() -> None:
    moves = [{"ply": 7, "text": "dF1-F2", "mover": 0, "at": 12.5}]
    values = {"live": {"clocks": None}, "ply": 8, "version": 9, "updated_at": 1.0}
    text = notice.payload("m" * 32, 9, values, moves)
    heard = notice.parse(text)
    assert heard is not None
    assert (heard.match_id, heard.version) == ("m" * 32, 9)
    # storage's bookkeeping left out
    assert heard.change() == ({"live": {"clocks": None}, "ply": 8}, moves)
    assert len(text.encode()) < notice.LIMIT
    # too long for PostgreSQL's 8000 bytes: the bare notice, read from storage
    many = [{**moves[0], "ply": p, "text": "x" * 100} for p in range(100)]
    assert notice.payload("m" * 32, 9, values, many) == f"{'m' * 32}:9"
    bare = notice.parse(f"{'m' * 32}:9")
    assert bare is not None
    assert bare.change() is None
    assert notice.parse("nonsense") is None
    garbled = notice.parse(f"{'m' * 32}:9:{{not json")
    assert garbled is not None
    assert garbled.change() is None
