"""Accounts, their sessions, ratings and rating history; the account holding a seat.

Revision ID: 0002
Revises: 0001
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0002"
down_revision = "0001"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "accounts",
        sa.Column("id", sa.Integer, primary_key=True, autoincrement=True),
        sa.Column("name", sa.String(64), nullable=False),
        sa.Column("name_key", sa.String(128), nullable=False),
        sa.Column("password_hash", sa.String(255), nullable=False),
        sa.Column("created_at", sa.Float, nullable=False),
        sa.Column("password_at", sa.Float, nullable=False),
        sa.UniqueConstraint("name_key", name="uq_accounts_name_key"),
    )
    op.create_table(
        "account_sessions",
        sa.Column("id_hash", sa.String(64), primary_key=True),
        sa.Column(
            "account_id",
            sa.Integer,
            sa.ForeignKey("accounts.id", ondelete="CASCADE"),
            nullable=False,
        ),
        sa.Column("created_at", sa.Float, nullable=False),
        sa.Column("expires_at", sa.Float, nullable=False),
    )
    op.create_index("ix_account_sessions_account_id", "account_sessions", ["account_id"])
    op.create_table(
        "ratings",
        sa.Column("player", sa.String(64), nullable=False),
        sa.Column("game", sa.String(32), nullable=False),
        sa.Column("r", sa.Float, nullable=False),
        sa.Column("rd", sa.Float, nullable=False),
        sa.Column("sigma", sa.Float, nullable=False),
        sa.Column("games", sa.Integer, nullable=False),
        sa.Column("updated_at", sa.Float, nullable=False),
        sa.PrimaryKeyConstraint("player", "game", name="pk_ratings"),
    )
    op.create_index("ix_ratings_game_r", "ratings", ["game", "r"])
    op.create_table(
        "rating_history",
        sa.Column("match_id", sa.String(32), nullable=False),
        sa.Column("player", sa.String(64), nullable=False),
        sa.Column("game", sa.String(32), nullable=False),
        sa.Column("r_before", sa.Float, nullable=False),
        sa.Column("r", sa.Float, nullable=False),
        sa.Column("rd", sa.Float, nullable=False),
        sa.Column("sigma", sa.Float, nullable=False),
        sa.Column("at", sa.Float, nullable=False),
        sa.PrimaryKeyConstraint("match_id", "player", name="pk_rating_history"),
    )
    op.create_index("ix_rating_history_player_game", "rating_history", ["player", "game", "at"])
    # the seats of matches played before accounts existed stay guests' (NULL)
    op.add_column("seats", sa.Column("account_id", sa.Integer, nullable=True))
    op.create_index("ix_seats_account_id", "seats", ["account_id"])


def downgrade() -> None:
    op.drop_index("ix_seats_account_id", "seats")
    with op.batch_alter_table("seats") as batch:
        batch.drop_column("account_id")
    op.drop_index("ix_rating_history_player_game", "rating_history")
    op.drop_table("rating_history")
    op.drop_index("ix_ratings_game_r", "ratings")
    op.drop_table("ratings")
    op.drop_index("ix_account_sessions_account_id", "account_sessions")
    op.drop_table("account_sessions")
    op.drop_table("accounts")
