"""The server's storage calls, common to both databases (``sqlite.py`` and ``postgres.py``
write a move their own way). Each is a plain blocking function run on a worker thread
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
import time
from collections.abc import Callable, Sequence
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from typing import Any, TypeVar

import sqlalchemy as sa
from sqlalchemy.exc import IntegrityError

from .. import db

T = TypeVar("T")

_INSERT_MOVE = sa.insert(db.moves)
_MATCH_COLUMNS = frozenset(db.matches.c.keys()) - {"id"}
_JSON_COLUMNS = frozenset(c.name for c in db.matches.c if isinstance(c.type, sa.JSON))


def mapping(row: sa.Row[Any]) -> dict[str, Any]:
    """A row as a dict of its columns."""
    # Row._mapping is SQLAlchemy's public, documented attribute (the underscore only keeps it
    # from clashing with a column's name)
    return dict(row._mapping)  # noqa: SLF001


def _plain(key: str, value: Any) -> Any:
    """A column's value as the driver takes it: JSON columns as their text, as SQLAlchemy's
    JSON type stores them (``None`` too: the JSON ``null``), the rest as they are."""
    return json.dumps(value) if key in _JSON_COLUMNS else value


@dataclass
class Loaded:
    """One match as stored: its row, its seats and its moves (in ply order)."""

    row: dict[str, Any]
    seats: list[dict[str, Any]]
    moves: list[dict[str, Any]] = field(default_factory=list)


class Store:
    """A database: the engine, its migrations, and the queries the server makes."""

    #: PostgreSQL (LISTEN/NOTIFY between processes) or not
    postgres = False
    #: threads the blocking database calls run on
    threads = 1

    def __init__(self, url: str, channel: str = "wartable_events") -> None:
        self.url = db.normalize_url(url)
        self.engine = db.make_engine(self.url)
        self.channel = channel
        self._updates: dict[tuple[str, ...], Any] = {}
        self._raw: dict[tuple[str, ...], str] = {}
        # group commit: changes waiting for a database thread, each with its result
        self._waiting: list[tuple[tuple[str, int, dict[str, Any], Any], asyncio.Future[bool]]]
        self._waiting = []
        self._flushing = False
        self._flusher: asyncio.Task[None] | None = None
        db.migrate(self.engine)
        self.executor = ThreadPoolExecutor(
            max_workers=self.threads, thread_name_prefix="wartable-db"
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
            # the common change (a move): the backend's own statements, no compiler in the way
            return self._fast_commit(match_id, read_version, values, new_moves)
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
                self._notify(conn, match_id, read_version + 1)
        except IntegrityError:
            return False
        return True

    @staticmethod
    def drop_plies(match_id: str, ply: int) -> Callable[[sa.Connection], None]:
        """The ``extra`` of a takeback's :meth:`commit`: the match's plies from ``ply`` on
        removed (its bare notice makes other processes read the match again)."""

        def drop(conn: sa.Connection) -> None:
            conn.execute(
                sa.delete(db.moves).where(db.moves.c.match_id == match_id, db.moves.c.ply >= ply)
            )

        return drop

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
        (:meth:`PostgresStore.commit_many`), in autocommit: one round trip for the group."""
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
                    results = await self.run(self.commit_group, [item for item, _ in group])
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

    # -- what each backend writes its own way -----------------------------------------------

    def _fast_commit(
        self,
        match_id: str,
        read_version: int,
        values: dict[str, Any],
        new_moves: Sequence[dict[str, Any]],
    ) -> bool:
        """:meth:`commit` of a change of the match's columns and plies only (a move)."""
        raise NotImplementedError

    def commit_many(self, items: list[tuple[str, int, dict[str, Any], Any]]) -> list[bool]:
        """Several such changes (of different matches) at once, each with its result."""
        return [self.commit(*item) for item in items]

    def _notify(self, conn: sa.Connection, match_id: str, version: int) -> None:
        """Tell the other server processes of a change, inside its transaction (PostgreSQL)."""

    def commit_group(self, items: list[tuple[str, int, dict[str, Any], Any]]) -> list[bool]:
        """A group commit's changes (``(match_id, read_version, changes, new_moves)`` each),
        written together; each one's result (run on a database thread by :meth:`commit_soon`)."""
        if len(items) == 1:
            return [self.commit(*items[0])]
        return self.commit_many(items)

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
            mapping(row),
            [mapping(r) for r in seat_rows],
            [mapping(r) for r in move_rows],
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
                    db.moves.c.ply < row.ply,
                )
                .order_by(db.moves.c.ply)
            ).all()
        return Loaded(
            mapping(row),
            [mapping(r) for r in seat_rows],
            [mapping(r) for r in move_rows],
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
            ids = [r.id for r in rows]
            seat_rows = (
                conn.execute(sa.select(db.seats).where(db.seats.c.match_id.in_(ids))).all()
                if ids
                else []
            )
        by_match: dict[str, list[dict[str, Any]]] = {i: [] for i in ids}
        for s in seat_rows:
            by_match[s.match_id].append(mapping(s))
        return [Loaded(mapping(r), sorted(by_match[r.id], key=lambda s: s["seat"])) for r in rows]

    def move_rows(self, match_id: str) -> list[tuple[int, str, int]]:
        with self.engine.connect() as conn:
            rows = conn.execute(
                sa.select(db.moves.c.ply, db.moves.c.text, db.moves.c.mover)
                .where(db.moves.c.match_id == match_id)
                .order_by(db.moves.c.ply)
            ).all()
        return [(int(r[0]), str(r[1]), int(r[2])) for r in rows]
