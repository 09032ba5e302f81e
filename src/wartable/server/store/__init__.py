"""Storage: :class:`Store` (``base.py``) and its two backends, SQLite and PostgreSQL."""

from __future__ import annotations

from .. import db
from .base import Loaded, Store
from .postgres import PostgresStore
from .sqlite import SqliteStore


def open_store(url: str, channel: str = "wartable_events") -> Store:
    """The store of the database at ``url``: PostgreSQL's or SQLite's."""
    if db.is_postgres(db.normalize_url(url)):
        return PostgresStore(url, channel)
    return SqliteStore(url, channel)


__all__ = ["Loaded", "PostgresStore", "SqliteStore", "Store", "open_store"]
