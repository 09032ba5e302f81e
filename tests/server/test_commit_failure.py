"""A move whose commit fails leaves the match in memory as it was (issue 36): its plies are
worked out first (``Match.plan``), stored, and only then played, so there is nothing to take
back (``Match.undo`` is never called) and nothing to reload: the match is the only ledger, and
what it holds is what is stored."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
from fastapi.testclient import TestClient

import wartable
from wartable.core import Match
from wartable.server.hub import Hub

from .conftest import Database, create, hello, legal, play, ws_url

pytestmark = pytest.mark.timeout(120)


@pytest.mark.parametrize("failure", ["storage", "conflict"])
def test_a_failed_commit_leaves_the_match_unchanged_without_undo_or_reload(
    sqlite_db: Database,
    make_client: Callable[..., TestClient],
    monkeypatch: pytest.MonkeyPatch,
    failure: str,
) -> None:
    client = make_client(sqlite_db)
    hub: Hub = client.app.state.hub  # type: ignore[attr-defined]
    made = create(client, game="thud")
    tokens = [s["token"] for s in made["seats"]]
    reloads: list[str] = []  # whole matches read from storage
    original_load = hub.store.load

    def counted(match_id: str) -> Any:
        reloads.append(match_id)
        return original_load(match_id)

    monkeypatch.setattr(hub.store, "load", counted)
    undone: list[int] = []
    original_undo = Match.undo

    def counted_undo(self: Match) -> Any:
        undone.append(self.ply)
        return original_undo(self)

    monkeypatch.setattr(Match, "undo", counted_undo)
    real = hub.store.commit_soon
    failures = [failure]

    async def failing(*args: Any, **kw: Any) -> bool:
        if failures:
            failures.pop()
            if failure == "storage":
                raise OSError("disk gone")
            return False
        return await real(*args, **kw)

    monkeypatch.setattr(hub.store, "commit_soon", failing)
    with client.websocket_connect(ws_url(made["match"])) as ws:
        update = hello(ws, tokens)
        move = legal(update, 0)[0]
        rt = hub.runtimes[made["match"]]
        version, state = rt.version, rt.match.state
        refused = play(ws, 0, move)[-1]
        assert refused["type"] == "error"
        assert refused["code"] == failure
        rt = hub.runtimes[made["match"]]
        assert rt.ply == 0
        assert rt.match.move_texts == []
        assert rt.version == version
        assert rt.match.state is state  # the very same position: nothing played, nothing undone
        assert (reloads, undone) == ([], [])
        done = play(ws, 0, move)[-1]
        assert done == {"type": "ack", "ref": done["ref"], "ply": 1}
    stored = client.get(f"/api/matches/{made['match']}").json()
    assert stored["ply"] == 1
    assert stored["version"] == rt.version


def test_log_since_is_the_log_from_there() -> None:
    """Match.log_since (the server reads each seat's plies from the match alone)."""
    match = Match(wartable.make("orcwar", players=2), seed=7)
    while match.ply < 40 and not match.is_over():
        if match.resolve_chance() is None:
            state = match.state
            match.apply(state.legal_moves()[0])
    for seat in (0, 1, None):
        assert [text for _, text in match.log_since(seat, 0)] == match.log(seat)
        assert match.log_since(seat, 25) == list(
            zip(match.movers[25:], match.log(seat)[25:], strict=True)
        )
    # seats see some plies differently (OrcWar's hidden draws)
    assert match.log(0) != match.log(None)


def test_a_hello_that_meets_a_conflict_is_retried(
    sqlite_db: Database, make_client: Callable[..., TestClient], monkeypatch: pytest.MonkeyPatch
) -> None:
    """Two seats joining through two processes at the same moment: the hello whose write
    lost is tried again on the match as stored, instead of answering ``conflict``."""
    client = make_client(sqlite_db)
    hub: Hub = client.app.state.hub  # type: ignore[attr-defined]
    made = create(client, game="thud")
    real = hub.store.commit
    lost = [True]

    def once(*args: Any, **kw: Any) -> bool:
        if lost:
            lost.pop()
            return False
        return real(*args, **kw)

    monkeypatch.setattr(hub.store, "commit", once)
    with client.websocket_connect(ws_url(made["match"])) as ws:
        update = hello(ws, [made["seats"][0]["token"]])
        assert update["type"] == "update"
        assert update["seats"][0]["joined"]
    assert not lost
