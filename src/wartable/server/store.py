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
import json
import sqlite3
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
_MATCH_COLUMNS = frozenset(db.matches.c.keys()) - {"id"}
_JSON_COLUMNS = frozenset(c.name for c in db.matches.c if isinstance(c.type, sa.JSON))


def _plain(key: str, value: Any) -> Any:
    """A column's value as the driver takes it: JSON columns as their text, as SQLAlchemy's
    JSON type stores them (``None`` too: the JSON ``null``), the rest as they are."""
    return json.dumps(value) if key in _JSON_COLUMNS else value


def _pg_array_type(column: str) -> str:
    """The PostgreSQL type of a ``matches`` column's values in a group statement's arrays
    (JSON columns travel as text and are cast)."""
    kind = db.matches.c[column].type
    if isinstance(kind, sa.JSON):
        return "text"
    if isinstance(kind, sa.Boolean):
        return "boolean"
    if isinstance(kind, sa.BigInteger):
        return "bigint"
    if isinstance(kind, sa.Integer):
        return "integer"
    if isinstance(kind, sa.Float):
        return "double precision"
    return "varchar"


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
        self._raw: dict[tuple[str, ...], str] = {}
        # group commit (SQLite): changes waiting for the writer thread, each with its result
        self._waiting: list[tuple[tuple[str, int, dict[str, Any], Any], asyncio.Future[bool]]]
        self._waiting = []
        self._flushing = False
        self._flusher: asyncio.Task[None] | None = None
        # PostgreSQL: a move's commit is one statement, in autocommit (no BEGIN/COMMIT round
        # trips) and without the pool's ping before it (a dead connection fails that one
        # commit, which the client is told to retry, and the pool is renewed)
        self.autocommit = (
            db.make_engine(self.url, autocommit=True) if self.postgres else self.engine
        )
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
        self.autocommit.dispose()

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
        if not seat_changes and extra is None and set(values) <= _MATCH_COLUMNS:
            # the common change (a move): one statement with no ORM or compiler in the way
            if self.postgres:
                return self._commit_pg(match_id, read_version, values, new_moves)
            return self._commit_sqlite(match_id, read_version, values, new_moves)
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

    def _commit_sqlite(
        self,
        match_id: str,
        read_version: int,
        values: dict[str, Any],
        new_moves: Sequence[dict[str, Any]],
    ) -> bool:
        """:meth:`commit` for SQLite: the driver's own statements (its statement cache keeps
        them prepared) in one transaction."""
        try:
            with self.engine.begin() as conn:
                cursor = conn.connection.dbapi_connection.cursor()  # type: ignore[union-attr]
                try:
                    if not self._sqlite_write(cursor, match_id, read_version, values, new_moves):
                        conn.rollback()
                        return False
                finally:
                    cursor.close()
        except sqlite3.IntegrityError:
            return False
        return True

    def _sqlite_write(
        self,
        cursor: Any,
        match_id: str,
        read_version: int,
        values: dict[str, Any],
        new_moves: Sequence[dict[str, Any]],
    ) -> bool:
        """The statements of one change, in the caller's transaction; ``False`` (nothing
        written) if the version is not ``read_version``. A ply stored already raises."""
        keys = tuple(sorted(values))
        sql = self._raw.get(keys)
        if sql is None:
            sets = ", ".join(f"{k} = ?" for k in keys)
            sql = self._raw[keys] = f"UPDATE matches SET {sets} WHERE id = ? AND version = ?"
        params = [_plain(k, values[k]) for k in keys]
        params += [match_id, read_version]
        cursor.execute(sql, params)
        if cursor.rowcount != 1:
            return False
        if new_moves:
            cursor.executemany(
                "INSERT INTO moves (match_id, ply, text, mover, at) VALUES (?, ?, ?, ?, ?)",
                [(match_id, m["ply"], m["text"], m["mover"], m["at"]) for m in new_moves],
            )
        return True

    # -- group commit (SQLite) ----------------------------------------------------------------

    async def commit_soon(
        self,
        match_id: str,
        read_version: int,
        changes: dict[str, Any],
        new_moves: Sequence[dict[str, Any]] = (),
    ) -> bool:
        """:meth:`commit` of a change without seat changes, awaited until it is committed.

        SQLite: the changes that arrive while the writer thread is busy wait and are then
        written together in one transaction (a group commit: one transaction and one thread
        hand-over for all of them instead of one each). Each one's result is given only when
        that transaction has committed, so a move is still stored before it is announced. If
        any change of a group breaks a key, the group is rolled back and its changes are made
        one by one, each with its own result. PostgreSQL: the same, each group one statement
        (:meth:`_commit_group_pg`), in autocommit: one round trip for the group."""
        if not set(changes) <= _MATCH_COLUMNS:
            return await self.run(self.commit, match_id, read_version, changes, new_moves)
        future: asyncio.Future[bool] = asyncio.get_running_loop().create_future()
        self._waiting.append(((match_id, read_version, changes, new_moves), future))
        if not self._flushing:
            self._flushing = True
            self._flusher = asyncio.get_running_loop().create_task(self._flush())
        return await future

    async def _flush(self) -> None:
        try:
            while self._waiting:
                group, self._waiting = self._waiting, []
                try:
                    results = await self.run(self._commit_group, [item for item, _ in group])
                except BaseException as exc:
                    for _, future in group:
                        if not future.done():
                            future.set_exception(exc)
                    if not isinstance(exc, Exception):
                        raise
                    continue
                for (_, future), ok in zip(group, results, strict=True):
                    if not future.done():
                        future.set_result(ok)
        finally:
            self._flushing = False

    def _commit_group(self, items: list[tuple[str, int, dict[str, Any], Any]]) -> list[bool]:
        if len(items) == 1:
            return [self.commit(*items[0])]
        if self.postgres:
            return self._commit_group_pg(items)
        results: list[bool] = []
        now = time.time()
        try:
            with self.engine.begin() as conn:
                cursor = conn.connection.dbapi_connection.cursor()  # type: ignore[union-attr]
                try:
                    for match_id, read_version, changes, new_moves in items:
                        values = {**changes, "version": read_version + 1, "updated_at": now}
                        results.append(
                            self._sqlite_write(cursor, match_id, read_version, values, new_moves)
                        )
                finally:
                    cursor.close()
        except sqlite3.IntegrityError:
            # one of them broke a key: nothing of the group was written; one by one
            return [self.commit(*item) for item in items]
        return results

    def _commit_group_pg(self, items: list[tuple[str, int, dict[str, Any], Any]]) -> list[bool]:
        """A group of changes (of different matches) on PostgreSQL, those with the same columns
        in one statement each: every match whose version is still the one read is updated,
        its moves inserted and its notice sent, atomically (a single statement, autocommit).
        A ply stored already fails the statement, and nothing of it is written: its changes
        are then made one by one, each with its own result."""
        results: list[bool | None] = [None] * len(items)
        by_keys: dict[tuple[str, ...], list[int]] = {}
        for index, (_, _, changes, _) in enumerate(items):
            by_keys.setdefault(tuple(sorted(changes)), []).append(index)
        now = time.time()
        for keys, indexes in by_keys.items():
            group = [items[i] for i in indexes]
            if (
                len(group) == 1
                or len({item[0] for item in group}) < len(group)  # a match twice
                or {"version", "updated_at"} & set(keys)  # the statement sets these itself
            ):
                done = [self.commit(*item) for item in group]
            else:
                try:
                    done = self._group_statement(keys, group, now)
                except IntegrityError:
                    done = [self.commit(*item) for item in group]
            for i, ok in zip(indexes, done, strict=True):
                results[i] = ok
        return [bool(ok) for ok in results]

    def _group_statement(
        self, keys: tuple[str, ...], group: list[tuple[str, int, dict[str, Any], Any]], now: float
    ) -> list[bool]:
        sql = self._raw.get(("group", *keys))
        if sql is None:
            columns = ["id", "rv", *keys]
            types = ["varchar", "integer", *(_pg_array_type(k) for k in keys)]
            sets = ", ".join(
                f"{k} = CAST(d.{k} AS json)" if k in _JSON_COLUMNS else f"{k} = d.{k}" for k in keys
            )
            arrays = ", ".join(
                f"CAST(%(c_{c})s AS {t}[])" for c, t in zip(columns, types, strict=True)
            )
            sql = self._raw[("group", *keys)] = (
                f"WITH d AS (SELECT * FROM unnest({arrays}) AS d({', '.join(columns)})), "
                f"u AS (UPDATE matches SET {sets + ', ' if sets else ''}"
                "version = d.rv + 1, updated_at = %(_now)s "
                "FROM d WHERE matches.id = d.id AND matches.version = d.rv "
                "RETURNING matches.id, matches.version), "
                "m AS (INSERT INTO moves (match_id, ply, text, mover, at) "
                "SELECT x.id, x.ply, x.text, x.mover, x.at FROM unnest("
                "CAST(%(_ids)s AS varchar[]), CAST(%(_plies)s AS integer[]), "
                "CAST(%(_texts)s AS varchar[]), CAST(%(_movers)s AS integer[]), "
                "CAST(%(_ats)s AS double precision[])) AS x(id, ply, text, mover, at) "
                "JOIN u ON u.id = x.id), "
                "n AS (SELECT pg_notify(%(_channel)s, u.id || ':' || u.version) FROM u) "
                "SELECT (SELECT count(*) FROM n), (SELECT array_agg(id) FROM u)"
            )
        params: dict[str, Any] = {
            "c_id": [item[0] for item in group],
            "c_rv": [item[1] for item in group],
            "_now": now,
            "_channel": self.channel,
        }
        for k in keys:
            params[f"c_{k}"] = [_plain(k, item[2][k]) for item in group]
        moves = [(item[0], m) for item in group for m in item[3]]
        params.update(
            _ids=[match_id for match_id, _ in moves],
            _plies=[m["ply"] for _, m in moves],
            _texts=[m["text"] for _, m in moves],
            _movers=[m["mover"] for _, m in moves],
            _ats=[float(m["at"]) for _, m in moves],
        )
        with self.autocommit.connect() as conn:
            row = conn.exec_driver_sql(sql, params).one()
        stored = set(row[1] or ())
        return [item[0] in stored for item in group]

    def _commit_pg(
        self,
        match_id: str,
        read_version: int,
        values: dict[str, Any],
        new_moves: Sequence[dict[str, Any]],
    ) -> bool:
        """:meth:`commit` for PostgreSQL in one round trip: a single statement (atomic by
        itself, run in autocommit) updates the match if its version is still ``read_version``,
        inserts the moves and sends the notice; when it returns, it is committed."""
        keys = tuple(sorted(values))
        sql = self._raw.get(keys)
        if sql is None:
            sets = ", ".join(
                f"{k} = CAST(%({k})s AS json)" if k in _JSON_COLUMNS else f"{k} = %({k})s"
                for k in keys
            )
            sql = self._raw[keys] = (
                f"WITH u AS (UPDATE matches SET {sets} "
                "WHERE id = %(_id)s AND version = %(_read)s RETURNING id), "
                "m AS (INSERT INTO moves (match_id, ply, text, mover, at) "
                "SELECT u.id, x.ply, x.text, x.mover, x.at FROM u, "
                "unnest(CAST(%(_plies)s AS integer[]), CAST(%(_texts)s AS varchar[]), "
                "CAST(%(_movers)s AS integer[]), CAST(%(_ats)s AS double precision[])) "
                "AS x(ply, text, mover, at)), "
                "n AS (SELECT pg_notify(%(_channel)s, %(_payload)s) FROM u) "
                "SELECT count(*) FROM n"
            )
        params = {k: _plain(k, v) for k, v in values.items()}
        params.update(
            _id=match_id,
            _read=read_version,
            _plies=[m["ply"] for m in new_moves],
            _texts=[m["text"] for m in new_moves],
            _movers=[m["mover"] for m in new_moves],
            _ats=[float(m["at"]) for m in new_moves],
            _channel=self.channel,
            _payload=f"{match_id}:{read_version + 1}",
        )
        try:
            with self.autocommit.connect() as conn:
                done = conn.exec_driver_sql(sql, params).scalar()
        except IntegrityError:
            return False
        return done == 1

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

    def expire_waiting(self, before: float, keep: Sequence[str] = ()) -> list[str]:
        """Delete the matches still waiting for players (not all joined) with no change since
        ``before``, except ``keep``; their ids."""
        found: list[str] = []
        with self.engine.begin() as conn:
            ids = [
                r[0]
                for r in conn.execute(
                    sa.select(db.matches.c.id)
                    .where(db.matches.c.status == "waiting", db.matches.c.updated_at < before)
                    .limit(1000)
                ).all()
                if r[0] not in set(keep)
            ]
            if not ids:
                return found
            # the same condition again: a player who joined meanwhile keeps the match
            found = [
                r[0]
                for r in conn.execute(
                    sa.delete(db.matches)
                    .where(
                        db.matches.c.id.in_(ids),
                        db.matches.c.status == "waiting",
                        db.matches.c.updated_at < before,
                    )
                    .returning(db.matches.c.id)
                ).all()
            ]
            if found:
                conn.execute(sa.delete(db.seats).where(db.seats.c.match_id.in_(found)))
                conn.execute(sa.delete(db.moves).where(db.moves.c.match_id.in_(found)))
        return found

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

    def load_since(self, match_id: str, ply: int) -> Loaded | None:
        """The match's row and seats, and only its moves from ``ply`` on: what another
        process's change added to a match held here at ``ply`` (the cost of a notice does not
        grow with the match)."""
        with self.engine.connect() as conn:
            row = conn.execute(sa.select(db.matches).where(db.matches.c.id == match_id)).first()
            if row is None:
                return None
            seat_rows = conn.execute(
                sa.select(db.seats).where(db.seats.c.match_id == match_id).order_by(db.seats.c.seat)
            ).all()
            move_rows = conn.execute(
                sa.select(db.moves)
                .where(
                    db.moves.c.match_id == match_id,
                    db.moves.c.ply >= ply,
                    # the plies of the row read: a change committed since is read with it
                    # by its own notice (a change writes its row and plies atomically)
                    db.moves.c.ply < row._mapping["ply"],
                )
                .order_by(db.moves.c.ply)
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
