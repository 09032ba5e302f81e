"""Moves arriving together are committed together (issue 25, load), with each move's own result:
a move stored under its unique (match, ply) key, and acknowledged only once committed."""

from __future__ import annotations

import asyncio
from typing import Any

import pytest

from wartable.server.store import open_store

from .conftest import Database

pytestmark = pytest.mark.timeout(120)


def match_row(match_id: str) -> dict[str, Any]:
    return {
        "id": match_id,
        "game": "thud",
        "options": {"players": 2},
        "seed": 1,
        "status": "active",
        "version": 0,
        "ply": 0,
        "config": {"clock": {"type": "none"}, "timeout": "loss"},
        "live": {},
        "result": None,
        "public": False,
        "rematch_of": None,
        "rematch_id": None,
        "created_at": 0.0,
        "updated_at": 0.0,
    }


def seat_rows(match_id: str) -> list[dict[str, Any]]:
    return [
        {
            "match_id": match_id,
            "seat": s,
            "kind": "human",
            "level": None,
            "name": "p",
            "token_hash": None,
            "joined": True,
        }
        for s in (0, 1)
    ]


def move(ply: int, text: str) -> list[dict[str, Any]]:
    return [{"ply": ply, "text": text, "mover": ply % 2, "at": 1.0}]


def test_moves_sent_together_are_each_stored_with_their_own_result(database: Database) -> None:
    """Eight matches move at once (a group on SQLite); then a group holding a stale version
    and a ply stored already: those two are refused and write nothing, the others are stored."""
    store = open_store(database.url, database.channel)
    ids = [f"{i:032x}" for i in range(8)]
    try:
        for i in ids:
            store.create_match(match_row(i), seat_rows(i))
        groups: list[int] = []
        real = store.commit_group

        def counted(items: list[Any]) -> list[bool]:
            groups.append(len(items))
            return real(items)

        store.commit_group = counted  # type: ignore[method-assign]

        async def first() -> list[bool]:
            return await asyncio.gather(
                *(
                    store.commit_soon(i, 0, {"ply": 1, "live": {"n": 1}}, move(0, "dF1-F2"))
                    for i in ids
                )
            )

        assert asyncio.run(first()) == [True] * 8
        assert max(groups) > 1, groups  # they were written together

        async def second() -> list[bool]:
            return list(
                await asyncio.gather(
                    store.commit_soon(ids[0], 1, {"ply": 2}, move(1, "TG7-H6")),
                    store.commit_soon(ids[1], 0, {"ply": 2}, move(1, "TG7-H6")),  # stale version
                    store.commit_soon(ids[2], 1, {"ply": 2}, move(0, "dG1-G2")),  # ply 0 is stored
                    store.commit_soon(ids[3], 1, {"ply": 2, "status": "over"}, move(1, "TG7-H6")),
                )
            )

        assert asyncio.run(second()) == [True, False, False, True]
        assert store.move_rows(ids[0]) == [(0, "dF1-F2", 0), (1, "TG7-H6", 1)]
        assert store.move_rows(ids[1]) == [(0, "dF1-F2", 0)]
        assert store.move_rows(ids[2]) == [(0, "dF1-F2", 0)]
        assert [store.version(i) for i in ids[:4]] == [2, 1, 1, 2]
        loaded = store.load(ids[3])
        assert loaded is not None
        assert loaded.row["status"] == "over"
        assert loaded.row["live"] == {"n": 1}
        assert loaded.row["result"] is None

        # a stale version among good changes: refused inside the group's one transaction
        # (PostgreSQL: one statement), the others stored, no change made one by one
        singles: list[str] = []
        real_commit = store.commit

        def single(match_id: str, *args: Any) -> bool:
            singles.append(match_id)
            return real_commit(match_id, *args)

        store.commit = single  # type: ignore[method-assign]

        async def third() -> list[bool]:
            return list(
                await asyncio.gather(
                    store.commit_soon(ids[4], 1, {"ply": 2, "live": {"n": 2}}, move(1, "TG7-H6")),
                    store.commit_soon(ids[5], 0, {"ply": 2, "live": {"n": 2}}, move(1, "TG7-H6")),
                    store.commit_soon(ids[6], 1, {"ply": 2, "live": {"n": 2}}, move(1, "TG7-H6")),
                )
            )

        groups.clear()
        assert asyncio.run(third()) == [True, False, True]
        assert groups == [3]
        assert singles == []
        assert [store.version(i) for i in ids[4:7]] == [2, 1, 2]
        assert store.move_rows(ids[5]) == [(0, "dF1-F2", 0)]
        assert store.move_rows(ids[6]) == [(0, "dF1-F2", 0), (1, "TG7-H6", 1)]
        fresh = store.load(ids[6])
        assert fresh is not None
        assert fresh.row["live"] == {"n": 2}
        assert fresh.row["ply"] == 2
    finally:
        store.close()


def test_a_failed_group_fails_each_of_its_moves(database: Database) -> None:
    """Storage failing under a group: every move of it gets the error (none is reported
    stored), and the store takes moves again afterwards."""
    store = open_store(database.url, database.channel)
    ids = [f"{i:032x}" for i in range(3)]
    try:
        for i in ids:
            store.create_match(match_row(i), seat_rows(i))
        real = store.commit_group
        real_commit = store.commit

        def broken(*args: Any, **kw: Any) -> Any:
            raise OSError("disk gone")

        store.commit_group = broken  # type: ignore[method-assign]
        store.commit = broken  # type: ignore[method-assign]

        async def attempt() -> list[Any]:
            return await asyncio.gather(
                *(store.commit_soon(i, 0, {"ply": 1}, move(0, "dF1-F2")) for i in ids),
                return_exceptions=True,
            )

        assert all(isinstance(r, OSError) for r in asyncio.run(attempt()))
        store.commit_group = real  # type: ignore[method-assign]
        store.commit = real_commit  # type: ignore[method-assign]
        assert asyncio.run(attempt()) == [True, True, True]
        assert [store.move_rows(i) for i in ids] == [[(0, "dF1-F2", 0)]] * 3
    finally:
        store.close()


def test_a_group_on_postgresql_notifies_each_change_with_its_moves(pg_db: Database) -> None:
    """One statement for a group of matches' moves sends each match's own notice, carrying its
    new values and plies (another process applies it without a read); a refused change sends
    none."""
    import psycopg

    from wartable.server.notify import conninfo
    from wartable.server.store import notice

    store = open_store(pg_db.url, pg_db.channel)
    ids = [f"{i:032x}" for i in range(3)]
    try:
        for i in ids:
            store.create_match(match_row(i), seat_rows(i))
        with psycopg.connect(conninfo(store.url), autocommit=True) as listen:
            listen.execute(f"LISTEN {pg_db.channel}")
            results = store.commit_many(
                [
                    (ids[0], 0, {"ply": 1, "live": {"n": 0}}, move(0, "dF1-F2")),
                    (ids[1], 0, {"ply": 1, "live": {"n": 1}}, move(0, "dG1-G2")),
                    (ids[2], 5, {"ply": 1, "live": {"n": 2}}, move(0, "dE1-E2")),  # stale
                ]
            )
            assert results == [True, True, False]
            heard = [notice.parse(n.payload) for n in listen.notifies(timeout=2, stop_after=2)]
        assert [(h.match_id, h.version) for h in heard if h] == [(ids[0], 1), (ids[1], 1)]
        assert [h.change() for h in heard if h] == [
            ({"ply": 1, "live": {"n": 0}}, move(0, "dF1-F2")),
            ({"ply": 1, "live": {"n": 1}}, move(0, "dG1-G2")),
        ]
    finally:
        store.close()
