"""The Alembic migrations shipped in the package build exactly the tables the code uses, and
running them again (every server start) changes nothing."""

from __future__ import annotations

from alembic.autogenerate import compare_metadata
from alembic.migration import MigrationContext

from wartable.server import db

from .conftest import Database


def test_migrations_match_the_tables(database: Database) -> None:
    engine = db.make_engine(database.url)
    try:
        db.migrate(engine)
        db.migrate(engine)  # a restart: already at head
        with engine.connect() as conn:
            context = MigrationContext.configure(conn)
            assert context.get_current_revision() == "0001"
            assert compare_metadata(context, db.metadata) == []
    finally:
        engine.dispose()
