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
from wartable.server.social import models as social

from .conftest import Database

HEAD = "0003"


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


def test_chat_and_seeks_migration_keeps_the_accounts_and_matches_of_0002(
    database: Database,
) -> None:
    """0002 -> 0003 with an account, a match held by it and its moves: all still there; the
    match's chat and the lobby's seeks are then stored, and the chat goes with its match."""
    engine = db.make_engine(database.url)
    try:
        _upgrade(engine, "0002")
        now = time.time()
        with engine.begin() as conn:
            conn.execute(
                sa.text(
                    "INSERT INTO accounts (name, name_key, password_hash, created_at, "
                    "password_at) VALUES ('Ann', 'ann', 'h', :t, :t)"
                ),
                {"t": now},
            )
            conn.execute(
                sa.text(
                    "INSERT INTO matches (id, game, options, seed, status, version, ply, config, "
                    "live, result, public, created_at, updated_at) VALUES (:m, 'thud', '{}', 7, "
                    "'active', 2, 1, :c, '{}', NULL, :f, :t, :t)"
                ),
                {
                    "m": "b" * 32,
                    "c": '{"clock": {"type": "per_move", "seconds": 60}}',
                    "f": False,
                    "t": now,
                },
            )
            conn.execute(
                sa.text(
                    "INSERT INTO seats (match_id, seat, kind, level, name, token_hash, joined, "
                    "account_id) VALUES (:m, 0, 'human', NULL, 'Ann', 'h0', :y, 1), "
                    "(:m, 1, 'human', NULL, 'Bob', 'h1', :y, NULL)"
                ),
                {"m": "b" * 32, "y": True},
            )
            conn.execute(
                sa.text(
                    "INSERT INTO moves (match_id, ply, text, mover, at) VALUES (:m, 0, 'x', 0, :t)"
                ),
                {"m": "b" * 32, "t": now},
            )
        db.migrate(engine)
        with engine.connect() as conn:
            assert MigrationContext.configure(conn).get_current_revision() == HEAD
            seats = conn.execute(sa.select(db.seats).order_by(db.seats.c.seat)).all()
            assert [(s.name, s.account_id) for s in seats] == [("Ann", 1), ("Bob", None)]
            assert conn.execute(sa.select(models.accounts.c.name)).scalars().all() == ["Ann"]
            row = conn.execute(sa.select(db.matches)).one()
            assert (row.ply, row.config["clock"]["seconds"]) == (1, 60)
        with engine.begin() as conn:
            conn.execute(
                sa.insert(social.chat),
                [
                    {
                        "match_id": "b" * 32,
                        "room": "seats",
                        "seat": 0,
                        "name": None,
                        "text": "hi",
                        "at": now,
                    },
                    {
                        "match_id": "b" * 32,
                        "room": "spectators",
                        "seat": None,
                        "name": "Eve",
                        "text": "o",
                        "at": now,
                    },
                ],
            )
            conn.execute(
                sa.insert(social.seeks),
                [
                    {
                        "id": "c" * 32,
                        "game": "thud",
                        "options": {"players": 2},
                        "clock": {"type": "correspondence", "days": 3},
                        "rated": False,
                        "name": "Ann",
                        "account_id": 1,
                        "address": "127.0.0.1",
                        "token_hash": "h",
                        "created_at": now,
                        "expires_at": now + 60,
                    }
                ],
            )
        with engine.connect() as conn:
            chat = conn.execute(sa.select(social.chat).order_by(social.chat.c.id)).all()
            assert [(c.room, c.seat, c.name, c.text) for c in chat] == [
                ("seats", 0, None, "hi"),
                ("spectators", None, "Eve", "o"),
            ]
            seek = conn.execute(sa.select(social.seeks)).one()
            assert seek.clock == {"type": "correspondence", "days": 3}
        with engine.begin() as conn:
            conn.execute(sa.delete(db.matches).where(db.matches.c.id == "b" * 32))
        with engine.connect() as conn:
            assert conn.execute(sa.select(sa.func.count()).select_from(social.chat)).scalar() == 0
    finally:
        engine.dispose()
