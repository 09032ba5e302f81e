"""Computer players cannot be taken hostage (issue 36): a level's own budget is capped by the
server's ``max_think``; a search is cancelled when its match ends or its seat stops being the
computer's; waiting matches are served in turn, one decision each."""

from __future__ import annotations

import asyncio
import time
from collections.abc import Callable
from typing import Any

import pytest
from fastapi.testclient import TestClient

from wartable.server.ai_pool import AiPool, Cancelled

from .conftest import Database, create, hello, ws_url

pytestmark = pytest.mark.timeout(180)


def hub_pool(client: TestClient) -> AiPool:
    pool: AiPool = client.app.state.hub.pool  # type: ignore[attr-defined]
    return pool


def wait_until(check: Callable[[], Any], seconds: float, what: str) -> Any:
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        value = check()
        if value:
            return value
        time.sleep(0.1)
    raise AssertionError(f"not within {seconds} s: {what}")


def computer_first(client: TestClient, level: str, **kw: Any) -> tuple[str, str]:
    """A Thud match whose dwarfs (seat 0, to move first) are a computer; the human has
    joined, so the computer is thinking. Its id and the human's token."""
    made = create(
        client, game="thud", seats=[{"kind": "computer", "level": level}, {"kind": "human"}], **kw
    )
    token = made["seats"][1]["token"]
    r = client.post(
        f"/api/matches/{made['match']}/join", json={}, headers={"Authorization": f"Bearer {token}"}
    )
    assert r.status_code == 200, r.text
    return made["match"], token


def ply(client: TestClient, match: str) -> int:
    return int(client.get(f"/api/matches/{match}").json()["ply"])


def test_ended_matches_free_their_workers(
    sqlite_db: Database, make_client: Callable[..., TestClient]
) -> None:
    client = make_client(sqlite_db, ai_workers=2, max_think=600)
    pool = hub_pool(client)
    hostages = [computer_first(client, "mcts:600s") for _ in range(2)]
    wait_until(lambda: len(pool.busy()) == 2, 60, "both workers thinking")
    # a third match waits behind them
    other, _ = computer_first(client, "random")
    assert other in pool.waiting()
    for match, token in hostages:
        r = client.post(
            f"/api/matches/{match}/resign", headers={"Authorization": f"Bearer {token}"}
        )
        assert r.status_code == 200
    # the resigned matches' searches are stopped, and the third match's computer answers
    wait_until(lambda: ply(client, other) >= 1, 60, "the third match's computer moved")
    assert not {m for m, _ in hostages} & set(pool.busy() + pool.waiting())


def test_the_server_caps_a_levels_own_budget(
    sqlite_db: Database, make_client: Callable[..., TestClient]
) -> None:
    client = make_client(sqlite_db, ai_workers=1, max_think=1.0)
    start = time.monotonic()
    by_time, _ = computer_first(client, "mcts:600s")
    wait_until(lambda: ply(client, by_time) >= 1, 60, "a 600 s level moved")
    by_count, _ = computer_first(client, "mcts:1000000", think_seconds=30)
    wait_until(lambda: ply(client, by_count) >= 1, 60, "a 1,000,000-iteration level moved")
    assert time.monotonic() - start < 60


def test_a_returning_player_cancels_the_takeover_search(
    sqlite_db: Database, make_client: Callable[..., TestClient]
) -> None:
    """The seat's player comes back while the computer (taking over) thinks: the search is
    dropped and the player moves."""
    client = make_client(sqlite_db, ai_workers=1, max_think=600)
    made = create(
        client,
        game="thud",
        clock={"type": "per_move", "seconds": 1},
        timeout="computer",
        takeover_level="mcts:600s",
    )
    match = made["match"]
    tokens = [s["token"] for s in made["seats"]]
    pool = hub_pool(client)
    with client.websocket_connect(ws_url(match)) as ws:
        hello(ws, [tokens[1]])
        with client.websocket_connect(ws_url(match)) as ws0:
            hello(ws0, [tokens[0]])
        # seat 0's second runs out: the computer takes the seat over and thinks
        wait_until(lambda: match in pool.busy(), 30, "the takeover search started")
        with client.websocket_connect(ws_url(match)) as back:
            update = hello(back, [tokens[0]])
            assert update["takeover"] == []
            wait_until(lambda: match not in pool.busy(), 10, "the search was dropped")


def test_waiting_matches_are_served_in_turn() -> None:
    async def run() -> None:
        pool = AiPool(1, max_think=600)
        try:
            args = ("thud", {}, _start_text(), 0, "mcts:600s", None, "seed")
            slow = asyncio.ensure_future(pool.think("a", *args))
            await asyncio.sleep(0.2)
            b1 = asyncio.ensure_future(pool.think("b", *args))
            c = asyncio.ensure_future(pool.think("c", *args))
            await asyncio.sleep(0.1)
            b2 = asyncio.ensure_future(pool.think("b", *args))  # b asks again: one job each
            await asyncio.sleep(0.1)
            assert pool.busy() == ["a"]
            assert pool.waiting() == ["c", "b"]
            with pytest.raises(Cancelled):
                await b1
            assert pool.cancel("a")
            assert pool.busy() == ["c"]
            with pytest.raises(Cancelled):
                await slow
            for job in (c, b2):
                job.cancel()
        finally:
            pool.shutdown()

    asyncio.run(run())


def _start_text() -> str:
    import wartable

    return wartable.make("thud").initial_state().to_text()
