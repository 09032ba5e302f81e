"""The server's storage calls. Each is a plain blocking function run on a worker thread
(:meth:`Store.run`), never on the event loop.

Every change to a match is one transaction that moves the match's ``version`` from the value
the writer read to the next (``UPDATE ... WHERE version = :read``): if another writer (another
server process) got there first, nothing is written and the caller reloads. Moves are inserted in
the same transaction under their primary key ``(match_id, ply)``, so a ply is stored once.
With PostgreSQL the transaction also sends ``pg_notify`` so that other server processes hear of
the change when it commits (never before).
"""

from __future__ import annotations

import asyncio
import time
from collections.abc import Callable, Sequence
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from typing import Any, TypeVar

import sqlalchemy as sa
from sqlalchemy.exc import IntegrityError

from . import db

T = TypeVar("T")

_INSERT_MOVE = sa.insert(db.moves)


@dataclass
class Loaded:
    """One match as stored: its row, its seats and its moves (in ply order)."""

    row: dict[str, Any]
    seats: list[dict[str, Any]]
    moves: list[dict[str, Any]] = field(default_factory=list)


class Store:
    """A database: the engine, its migrations, and the queries the server makes."""

    def __init__(self, url: str, channel: str = "wartable_events") -> None:
        self.url = db.normalize_url(url)
        self.postgres = db.is_postgres(self.url)
        self.engine = db.make_engine(self.url)
        self.channel = channel
        self._updates: dict[tuple[str, ...], Any] = {}
        db.migrate(self.engine)
        # SQLite has one writer at a time: one thread keeps the writes in order.
        self.executor = ThreadPoolExecutor(
            max_workers=6 if self.postgres else 1, thread_name_prefix="wartable-db"
        )

    async def run(self, fn: Callable[..., T], *args: Any) -> T:
        return await asyncio.get_running_loop().run_in_executor(self.executor, fn, *args)

    def close(self) -> None:
        self.executor.shutdown(wait=True)
        self.engine.dispose()

    # -- writes -----------------------------------------------------------------------------

    def create_match(self, row: dict[str, Any], seat_rows: Sequence[dict[str, Any]]) -> None:
        with self.engine.begin() as conn:
            conn.execute(sa.insert(db.matches), [row])
            conn.execute(sa.insert(db.seats), list(seat_rows))
            if self.postgres:
                self._notify(conn, row["id"], row["version"])

    def commit(
        self,
        match_id: str,
        read_version: int,
        changes: dict[str, Any],
        new_moves: Sequence[dict[str, Any]] = (),
        seat_changes: Sequence[dict[str, Any]] = (),
        extra: Callable[[sa.Connection], None] | None = None,
    ) -> bool:
        """Write one change of a match; ``False`` (nothing written) if the match's version is
        no longer ``read_version`` or a ply is already stored."""
        values = dict(changes)
        values["version"] = read_version + 1
        values["updated_at"] = time.time()
        statement = self._update_statement(tuple(sorted(values)))
        try:
            with self.engine.begin() as conn:
                done = conn.execute(statement, {**values, "_id": match_id, "_read": read_version})
                if done.rowcount != 1:
                    conn.rollback()
                    return False
                if new_moves:
                    conn.execute(_INSERT_MOVE, [{"match_id": match_id, **m} for m in new_moves])
                for seat in seat_changes:
                    conn.execute(
                        sa.update(db.seats)
                        .where(db.seats.c.match_id == match_id, db.seats.c.seat == seat["seat"])
                        .values(**{k: v for k, v in seat.items() if k != "seat"})
                    )
                if extra is not None:
                    extra(conn)
                if self.postgres:
                    self._notify(conn, match_id, read_version + 1)
        except IntegrityError:
            return False
        return True

    def _update_statement(self, keys: tuple[str, ...]) -> Any:
        """``UPDATE matches SET <keys> WHERE id = :_id AND version = :_read``, built once per
        set of keys (so SQLAlchemy compiles it once)."""
        statement = self._updates.get(keys)
        if statement is None:
            statement = (
                sa.update(db.matches)
                .where(
                    db.matches.c.id == sa.bindparam("_id"),
                    db.matches.c.version == sa.bindparam("_read"),
                )
                .values({k: sa.bindparam(k, type_=db.matches.c[k].type) for k in keys})
            )
            self._updates[keys] = statement
        return statement

    def _notify(self, conn: sa.Connection, match_id: str, version: int) -> None:
        conn.execute(
            sa.text("SELECT pg_notify(:channel, :payload)"),
            {"channel": self.channel, "payload": f"{match_id}:{version}"},
        )

    # -- reads ------------------------------------------------------------------------------

    def load(self, match_id: str) -> Loaded | None:
        with self.engine.connect() as conn:
            row = conn.execute(sa.select(db.matches).where(db.matches.c.id == match_id)).first()
            if row is None:
                return None
            seat_rows = conn.execute(
                sa.select(db.seats).where(db.seats.c.match_id == match_id).order_by(db.seats.c.seat)
            ).all()
            move_rows = conn.execute(
                sa.select(db.moves).where(db.moves.c.match_id == match_id).order_by(db.moves.c.ply)
            ).all()
        return Loaded(
            dict(row._mapping),
            [dict(r._mapping) for r in seat_rows],
            [dict(r._mapping) for r in move_rows],
        )

    def version(self, match_id: str) -> int | None:
        with self.engine.connect() as conn:
            value = conn.execute(
                sa.select(db.matches.c.version).where(db.matches.c.id == match_id)
            ).scalar()
        return int(value) if value is not None else None

    def unfinished(self) -> list[str]:
        """The ids of the matches not over (to resume at startup)."""
        with self.engine.connect() as conn:
            rows = conn.execute(
                sa.select(db.matches.c.id).where(db.matches.c.status != "over")
            ).all()
        return [r[0] for r in rows]

    def lobby(self, limit: int) -> list[Loaded]:
        """Public matches waiting for players, newest first, with their seats."""
        with self.engine.connect() as conn:
            rows = conn.execute(
                sa.select(db.matches)
                .where(db.matches.c.status == "waiting", db.matches.c.public.is_(True))
                .order_by(db.matches.c.created_at.desc())
                .limit(limit)
            ).all()
            ids = [r._mapping["id"] for r in rows]
            seat_rows = (
                conn.execute(sa.select(db.seats).where(db.seats.c.match_id.in_(ids))).all()
                if ids
                else []
            )
        by_match: dict[str, list[dict[str, Any]]] = {i: [] for i in ids}
        for s in seat_rows:
            by_match[s._mapping["match_id"]].append(dict(s._mapping))
        return [
            Loaded(dict(r._mapping), sorted(by_match[r._mapping["id"]], key=lambda s: s["seat"]))
            for r in rows
        ]

    def move_rows(self, match_id: str) -> list[tuple[int, str, int]]:
        with self.engine.connect() as conn:
            rows = conn.execute(
                sa.select(db.moves.c.ply, db.moves.c.text, db.moves.c.mover)
                .where(db.moves.c.match_id == match_id)
                .order_by(db.moves.c.ply)
            ).all()
        return [(int(r[0]), str(r[1]), int(r[2])) for r in rows]
