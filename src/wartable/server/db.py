"""Storage: the tables (SQLAlchemy 2 Core), the engine for a database URL, and the migrations.

The accounts' tables are in ``accounts/models.py`` (on this module's ``metadata``).
Three match tables: ``matches`` (one row a match, with a ``version`` bumped by every change, so two
writers never both win), ``seats`` (one row a seat: kind, level, name, the hash of its token) and
``moves`` (one row a ply, primary key ``(match_id, ply)``: a ply can be stored once only). The
schema is created and upgraded by Alembic at startup; the migration scripts ship inside this
package, so an installed wheel migrates its database too.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import sqlalchemy as sa
from sqlalchemy.engine import Engine

metadata = sa.MetaData()

matches = sa.Table(
    "matches",
    metadata,
    sa.Column("id", sa.String(32), primary_key=True),
    sa.Column("game", sa.String(32), nullable=False),
    sa.Column("options", sa.JSON, nullable=False),
    sa.Column("seed", sa.BigInteger, nullable=False),
    sa.Column("status", sa.String(16), nullable=False),
    sa.Column("version", sa.Integer, nullable=False),
    sa.Column("ply", sa.Integer, nullable=False),
    sa.Column("config", sa.JSON, nullable=False),
    sa.Column("live", sa.JSON, nullable=False),
    sa.Column("result", sa.JSON, nullable=True),
    sa.Column("public", sa.Boolean, nullable=False),
    sa.Column("rematch_of", sa.String(32), nullable=True),
    sa.Column("rematch_id", sa.String(32), nullable=True),
    sa.Column("created_at", sa.Float, nullable=False),
    sa.Column("updated_at", sa.Float, nullable=False),
    sa.Index("ix_matches_status_public", "status", "public"),
)

seats = sa.Table(
    "seats",
    metadata,
    sa.Column(
        "match_id", sa.String(32), sa.ForeignKey("matches.id", ondelete="CASCADE"), nullable=False
    ),
    sa.Column("seat", sa.Integer, nullable=False),
    sa.Column("kind", sa.String(16), nullable=False),
    sa.Column("level", sa.String(64), nullable=True),
    sa.Column("name", sa.String(64), nullable=False),
    sa.Column("token_hash", sa.String(64), nullable=True),
    sa.Column("joined", sa.Boolean, nullable=False),
    # the account holding the seat (accounts/models.py); NULL: a guest or a computer
    sa.Column("account_id", sa.Integer, nullable=True),
    sa.PrimaryKeyConstraint("match_id", "seat"),
    sa.Index("ix_seats_token_hash", "token_hash"),
    sa.Index("ix_seats_account_id", "account_id"),
)

moves = sa.Table(
    "moves",
    metadata,
    sa.Column(
        "match_id", sa.String(32), sa.ForeignKey("matches.id", ondelete="CASCADE"), nullable=False
    ),
    sa.Column("ply", sa.Integer, nullable=False),
    sa.Column("text", sa.String(200), nullable=False),
    sa.Column("mover", sa.Integer, nullable=False),
    sa.Column("at", sa.Float, nullable=False),
    sa.PrimaryKeyConstraint("match_id", "ply", name="pk_moves_match_ply"),
)


def default_db_url() -> str:
    """SQLite in this host's wartable folder (``$WARTABLE_HOME``, else
    ``$XDG_DATA_HOME/wartable``): ``server.sqlite3``."""
    from wartable.core.records import wartable_home

    folder = wartable_home()
    folder.mkdir(parents=True, exist_ok=True, mode=0o700)
    return f"sqlite:///{folder / 'server.sqlite3'}"


def normalize_url(url: str) -> str:
    """``postgresql://`` and ``postgres://`` mean psycopg 3; a bare path means SQLite."""
    for prefix in ("postgresql://", "postgres://"):
        if url.startswith(prefix):
            return "postgresql+psycopg://" + url[len(prefix) :]
    if "://" not in url:
        return f"sqlite:///{url}"
    return url


def is_postgres(url: str) -> bool:
    return normalize_url(url).startswith("postgresql")


def make_engine(url: str, autocommit: bool = False) -> Engine:
    """An engine for ``url``. SQLite: WAL journal (a commit survives the process being killed),
    a busy timeout, foreign keys on. PostgreSQL with ``autocommit``: each statement commits by
    itself, and connections are not pinged before use (for single-statement changes)."""
    url = normalize_url(url)
    if url.startswith("sqlite"):
        engine = sa.create_engine(
            url,
            connect_args={"check_same_thread": False, "timeout": 30},
            pool_size=1,
            max_overflow=4,
        )

        @sa.event.listens_for(engine, "connect")
        def _pragmas(dbapi_conn: Any, _record: Any) -> None:
            cur = dbapi_conn.cursor()
            cur.execute("PRAGMA journal_mode=WAL")
            cur.execute("PRAGMA synchronous=NORMAL")
            cur.execute("PRAGMA foreign_keys=ON")
            cur.close()

        return engine
    if autocommit:
        return sa.create_engine(
            url, pool_size=8, max_overflow=8, pool_pre_ping=False, isolation_level="AUTOCOMMIT"
        )
    return sa.create_engine(url, pool_size=8, max_overflow=8, pool_pre_ping=True)


def migrate(engine: Engine) -> None:
    """Bring the database's schema to the newest migration (Alembic ``upgrade head``)."""
    from alembic import command
    from alembic.config import Config

    config = Config()
    config.set_main_option("script_location", str(Path(__file__).parent / "migrations"))
    with engine.begin() as conn:
        config.attributes["connection"] = conn
        command.upgrade(config, "head")
