"""PostgreSQL: a move's commit is one statement in autocommit (update, insert the plies and
``pg_notify``, one round trip), a group of moves one such statement for all of them; every
change notifies the other server processes (LISTEN/NOTIFY, ``notify.py``)."""

from __future__ import annotations

import time
from collections.abc import Sequence
from typing import Any

import sqlalchemy as sa
from sqlalchemy.exc import IntegrityError

from .. import db
from . import notice
from .base import _JSON_COLUMNS, Store, _plain


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


class PostgresStore(Store):
    postgres = True
    threads = 6

    def __init__(self, url: str, channel: str = "wartable_events") -> None:
        super().__init__(url, channel)
        # a move's commit is one statement, in autocommit (no BEGIN/COMMIT round trips) and
        # without the pool's ping before it (a dead connection fails that one commit, which
        # the client is told to retry, and the pool is renewed)
        self.autocommit = db.make_engine(self.url, autocommit=True)

    def close(self) -> None:
        super().close()
        self.autocommit.dispose()

    def _fast_commit(
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
            _payload=notice.payload(match_id, read_version + 1, values, new_moves),
        )
        try:
            with self.autocommit.connect() as conn:
                done = conn.exec_driver_sql(sql, params).scalar()
        except IntegrityError:
            return False
        return done == 1

    def commit_many(self, items: list[tuple[str, int, dict[str, Any], Any]]) -> list[bool]:
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
            columns = ["id", "rv", "notice", *keys]
            types = ["varchar", "integer", "text", *(_pg_array_type(k) for k in keys)]
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
                "n AS (SELECT pg_notify(%(_channel)s, d.notice) FROM u JOIN d ON d.id = u.id) "
                "SELECT (SELECT count(*) FROM n), (SELECT array_agg(id) FROM u)"
            )
        params: dict[str, Any] = {
            "c_id": [item[0] for item in group],
            "c_rv": [item[1] for item in group],
            "c_notice": [notice.payload(item[0], item[1] + 1, item[2], item[3]) for item in group],
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

    def _notify(self, conn: sa.Connection, match_id: str, version: int) -> None:
        conn.execute(
            sa.text("SELECT pg_notify(:channel, :payload)"),
            {"channel": self.channel, "payload": notice.payload(match_id, version)},
        )
