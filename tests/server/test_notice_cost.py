"""A second process's notice costs the same at ply 500 as at ply 0 (issue 36): a process that
holds a match another process changes reads and applies only the new plies, never the whole
match again."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from fastapi.testclient import TestClient

from wartable.server.runtime import Runtime

from .conftest import Database, create, hello, latest, legal, play, receive, ws_url

pytestmark = pytest.mark.timeout(180)


def test_notices_replay_only_the_new_plies(
    pg_db: Database, make_client: Callable[..., TestClient], monkeypatch: pytest.MonkeyPatch
) -> None:
    mover = make_client(pg_db)
    watcher = make_client(pg_db)  # another server process on the same database
    made = create(mover, game="thud")
    match = made["match"]
    tokens = [s["token"] for s in made["seats"]]
    replayed: list[int] = []
    original = Runtime.replay_ply

    def counted(self: Runtime, text: str, mover_seat: int) -> None:
        replayed.append(self.ply)
        original(self, text, mover_seat)

    monkeypatch.setattr(Runtime, "replay_ply", counted)
    moves = 40
    with (
        watcher.websocket_connect(ws_url(match)) as spectator,
        mover.websocket_connect(ws_url(match)) as ws,
    ):
        hello(spectator, [])
        update = hello(ws, tokens)
        for _ in range(moves):
            seat = update["to_move"]
            update = latest(play(ws, seat, legal(update, seat)[0]))
        seen = receive(spectator, lambda m: m["type"] == "update" and m["ply"] >= moves)
    assert seen[-1]["ply"] == moves
    # each ply applied once by the watcher (a full reload a notice: 820 for 40 moves)
    assert sorted(replayed) == list(range(moves)), replayed[-10:]
