"""``POST /api/replay`` with a stranger's record (issue 36): the work one upload may cause is
bounded (plies, CPU time, answer size, paged), and a refusal names the limit. That the rest of
the server stays fast meanwhile is measured by bench/serve_replay_stall.py."""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

import pytest
from fastapi.testclient import TestClient

import wartable
from wartable.core import Match
from wartable.core.match import record_digest

from .conftest import Database

pytestmark = pytest.mark.timeout(120)

#: a dwarf and a troll stepping back and forth: legal forever with quiet_limit 0
SHUFFLE = ["dF1-F2", "TG7-G6", "dF2-F1", "TG6-G7"]


def shuffling_record(plies: int) -> dict[str, Any]:
    """A legal Thud record of ``plies`` plies, built without replaying it."""
    match = Match(wartable.make("thud", quiet_limit=0, ply_limit=1000000), seed=1)
    for text in SHUFFLE:
        match.play(text)
    record = match.record()
    for key in ("final_position", "result", "over", "digest"):
        record.pop(key, None)
    record["moves"] = (SHUFFLE * (plies // 4 + 1))[:plies]
    record["digest"] = record_digest(record)
    return record


def post(client: TestClient, record: dict[str, Any], query: str = "") -> Any:
    return client.post(f"/api/replay{query}", content=json.dumps(record))


def test_too_many_plies_are_refused_before_replaying(
    sqlite_db: Database, make_client: Callable[..., TestClient]
) -> None:
    client = make_client(sqlite_db)
    record = shuffling_record(200_000)  # 2 MB: 17.6 s and a 115 MB answer before
    assert len(json.dumps(record)) < 4 * 1024 * 1024
    answer = post(client, record)
    assert answer.status_code == 413
    error = answer.json()["error"]
    assert error["code"] == "too_large"
    assert "200000 plies" in error["message"]
    assert "20000" in error["message"]


def test_cpu_time_is_capped(sqlite_db: Database, make_client: Callable[..., TestClient]) -> None:
    client = make_client(sqlite_db, replay_cpu=0.05)
    answer = post(client, shuffling_record(19_000))
    assert answer.status_code == 422
    assert answer.json()["error"]["code"] == "too_slow"
    assert "0.05 s of CPU" in answer.json()["error"]["message"]
    # the replay process is still there for the next record
    small = post(client, shuffling_record(8))
    assert small.status_code == 200
    assert small.json()["total"] == 8


def test_answer_size_is_capped_and_paged(
    sqlite_db: Database, make_client: Callable[..., TestClient]
) -> None:
    client = make_client(sqlite_db, replay_max_answer=100_000)
    record = shuffling_record(2_000)
    whole = post(client, record)
    assert whole.status_code == 413
    assert "?start=N&count=M" in whole.json()["error"]["message"]
    page = post(client, record, "?start=100&count=10&render=true")
    assert page.status_code == 200
    data = page.json()
    assert (data["start"], data["total"]) == (100, 2000)
    assert [m["ply"] for m in data["moves"]] == list(range(100, 110))
    assert [m["move"] for m in data["moves"][:4]] == SHUFFLE
    assert len(data["views"]) == len(data["texts"]) == 11
    # views 100 and 104 are the same position (a whole shuffle later)
    assert data["views"][0]["board"] == data["views"][4]["board"]
    end = post(client, record, "?start=1998&count=10").json()
    assert len(end["moves"]) == 2
    assert len(end["views"]) == 3
    past = post(client, record, "?start=2001")
    assert past.status_code == 400
    assert "2000 plies" in past.json()["error"]["message"]


def test_a_dead_replay_process_is_replaced(
    sqlite_db: Database, make_client: Callable[..., TestClient]
) -> None:
    import os
    import signal

    client = make_client(sqlite_db)
    assert post(client, shuffling_record(8)).status_code == 200
    pool = client.app.state.replays.pool  # type: ignore[attr-defined]
    # the replay process says who it is (one process: the job runs there)
    os.kill(pool.submit(os.getpid).result(timeout=30), signal.SIGKILL)
    answer = post(client, shuffling_record(8))
    assert answer.status_code in (200, 500)  # the upload that met the dead process
    assert post(client, shuffling_record(8)).status_code == 200
