"""SQLite: one writer thread (SQLite has one writer at a time), a move written with the
driver's own prepared statements, a group of moves in one transaction."""

from __future__ import annotations

import sqlite3
import time
from collections.abc import Sequence
from typing import Any

from .base import Store, _plain


class SqliteStore(Store):
    postgres = False
    threads = 1

    def _fast_commit(
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

    def commit_many(self, items: list[tuple[str, int, dict[str, Any], Any]]) -> list[bool]:
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
