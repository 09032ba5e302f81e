"""The tables of accounts, sessions and ratings (created by migration ``0002``).

* ``accounts``: one row an account: its name as typed (NFC), the name's key (case-folded, unique)
  and the argon2id hash of its password.
* ``account_sessions``: one row a signed-in browser: the SHA-256 of the session id (the cookie's
  value is never stored), its account, when it expires.
* ``ratings``: one row per player and game: the Glicko-2 values. A player is ``a:<account id>``
  or ``c:<computer level>``.
* ``rating_history``: one row per player and rated match: the values after it (the rating
  chart); its primary key ``(match_id, player)`` makes a match rated once only.

A seat held by an account has the account's id in ``seats.account_id`` (``db.py``).
"""

from __future__ import annotations

import sqlalchemy as sa

from ..db import metadata

accounts = sa.Table(
    "accounts",
    metadata,
    sa.Column("id", sa.Integer, primary_key=True, autoincrement=True),
    sa.Column("name", sa.String(64), nullable=False),
    sa.Column("name_key", sa.String(128), nullable=False),
    sa.Column("password_hash", sa.String(255), nullable=False),
    sa.Column("created_at", sa.Float, nullable=False),
    sa.Column("password_at", sa.Float, nullable=False),
    sa.UniqueConstraint("name_key", name="uq_accounts_name_key"),
)

account_sessions = sa.Table(
    "account_sessions",
    metadata,
    sa.Column("id_hash", sa.String(64), primary_key=True),
    sa.Column(
        "account_id",
        sa.Integer,
        sa.ForeignKey("accounts.id", ondelete="CASCADE"),
        nullable=False,
    ),
    sa.Column("created_at", sa.Float, nullable=False),
    sa.Column("expires_at", sa.Float, nullable=False),
    sa.Index("ix_account_sessions_account_id", "account_id"),
)

ratings = sa.Table(
    "ratings",
    metadata,
    sa.Column("player", sa.String(64), nullable=False),
    sa.Column("game", sa.String(32), nullable=False),
    sa.Column("r", sa.Float, nullable=False),
    sa.Column("rd", sa.Float, nullable=False),
    sa.Column("sigma", sa.Float, nullable=False),
    sa.Column("games", sa.Integer, nullable=False),
    sa.Column("updated_at", sa.Float, nullable=False),
    sa.PrimaryKeyConstraint("player", "game", name="pk_ratings"),
    sa.Index("ix_ratings_game_r", "game", "r"),
)

rating_history = sa.Table(
    "rating_history",
    metadata,
    sa.Column("match_id", sa.String(32), nullable=False),
    sa.Column("player", sa.String(64), nullable=False),
    sa.Column("game", sa.String(32), nullable=False),
    sa.Column("r_before", sa.Float, nullable=False),
    sa.Column("r", sa.Float, nullable=False),
    sa.Column("rd", sa.Float, nullable=False),
    sa.Column("sigma", sa.Float, nullable=False),
    sa.Column("at", sa.Float, nullable=False),
    sa.PrimaryKeyConstraint("match_id", "player", name="pk_rating_history"),
    sa.Index("ix_rating_history_player_game", "player", "game", "at"),
)
