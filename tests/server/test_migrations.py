"""The Alembic migrations shipped in the package build exactly the tables the code uses, and
running them again (every server start) changes nothing; a database of an earlier schema, with
matches in it, migrates forward keeping them."""

from __future__ import annotations

import time
from pathlib import Path

import sqlalchemy as sa
from alembic import command
from alembic.autogenerate import compare_metadata
from alembic.config import Config
from alembic.migration import MigrationContext

from wartable.server import db
from wartable.server.accounts import models, service
from wartable.server.accounts.rating import rate_match

from .conftest import Database

HEAD = "0002"


def test_migrations_match_the_tables(database: Database) -> None:
    engine = db.make_engine(database.url)
    try:
        db.migrate(engine)
        db.migrate(engine)  # a restart: already at head
        with engine.connect() as conn:
            context = MigrationContext.configure(conn)
            assert context.get_current_revision() == HEAD
            assert compare_metadata(context, db.metadata) == []
    finally:
        engine.dispose()


def _upgrade(engine: sa.Engine, revision: str) -> None:
    config = Config()
    config.set_main_option("script_location", str(Path(db.__file__).parent / "migrations"))
    with engine.begin() as conn:
        config.attributes["connection"] = conn
        command.upgrade(config, revision)


def test_accounts_migration_keeps_the_matches_of_0001(database: Database) -> None:
    """0001 -> 0002 with a match, its seats and moves stored: they are all still there, their
    seats held by no account (guests'), and the new tables take accounts and ratings."""
    engine = db.make_engine(database.url)
    try:
        _upgrade(engine, "0001")
        now = time.time()
        match = {
            "id": "a" * 32,
            "game": "thud",
            "options": '{"battles": 1}',
            "seed": 7,
            "status": "over",
            "version": 3,
            "ply": 2,
            "config": '{"clock": {"type": "none"}}',
            "live": "{}",
            "result": '{"winners": [0], "scores": [1.0, 0.0]}',
            "public": False,
            "created_at": now,
            "updated_at": now,
        }
        with engine.begin() as conn:
            columns = ", ".join(match)
            values = ", ".join(f":{k}" for k in match)
            conn.execute(sa.text(f"INSERT INTO matches ({columns}) VALUES ({values})"), match)
            conn.execute(
                sa.text(
                    "INSERT INTO seats (match_id, seat, kind, level, name, token_hash, joined) "
                    "VALUES (:m, 0, 'human', NULL, 'Ann', 'h0', :t), "
                    "(:m, 1, 'computer', 'easy', 'computer (easy)', NULL, :t)"
                ),
                {"m": match["id"], "t": True},
            )
            conn.execute(
                sa.text(
                    "INSERT INTO moves (match_id, ply, text, mover, at) "
                    "VALUES (:m, 0, 'x', 0, :at), (:m, 1, 'y', 1, :at)"
                ),
                {"m": match["id"], "at": now},
            )
        db.migrate(engine)
        with engine.connect() as conn:
            assert MigrationContext.configure(conn).get_current_revision() == HEAD
            rows = conn.execute(sa.select(db.matches)).all()
            assert [(r.id, r.game, r.ply, r.result["winners"]) for r in rows] == [
                ("a" * 32, "thud", 2, [0])
            ]
            seats = conn.execute(sa.select(db.seats).order_by(db.seats.c.seat)).all()
            assert [(s.name, s.account_id) for s in seats] == [
                ("Ann", None),
                ("computer (easy)", None),
            ]
            assert conn.execute(sa.select(sa.func.count()).select_from(db.moves)).scalar() == 2
        # the new tables work: an account holds the old seat, and the match can be rated
        account = service.create_account(engine, "Ann", "ann", "hash")
        assert account is not None
        service.link_seats(engine, "a" * 32, {0: account.id})
        changes = rate_match(
            engine, "a" * 32, "thud", [("human", None), ("computer", "easy")], match_result()
        )
        assert changes is not None
        assert changes[account.player][1] > 1500
        with engine.connect() as conn:
            count = sa.select(sa.func.count()).select_from(models.ratings)
            assert conn.execute(count).scalar() == 2
    finally:
        engine.dispose()


def match_result() -> dict[str, object]:
    return {"winners": [0], "scores": [1.0, 0.0]}
