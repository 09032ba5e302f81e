"""Chat in a match (its seats' room and its spectators'), and the lobby's open seeks.

Revision ID: 0003
Revises: 0002
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0003"
down_revision = "0002"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "chat",
        sa.Column("id", sa.Integer, primary_key=True, autoincrement=True),
        sa.Column(
            "match_id",
            sa.String(32),
            sa.ForeignKey("matches.id", ondelete="CASCADE"),
            nullable=False,
        ),
        sa.Column("room", sa.String(16), nullable=False),
        sa.Column("seat", sa.Integer, nullable=True),
        sa.Column("name", sa.String(64), nullable=True),
        sa.Column("text", sa.String(500), nullable=False),
        sa.Column("at", sa.Float, nullable=False),
    )
    op.create_index("ix_chat_match_room", "chat", ["match_id", "room", "id"])
    op.create_table(
        "seeks",
        sa.Column("id", sa.String(32), primary_key=True),
        sa.Column("game", sa.String(32), nullable=False),
        sa.Column("options", sa.JSON, nullable=False),
        sa.Column("clock", sa.JSON, nullable=False),
        sa.Column("rating_min", sa.Integer, nullable=True),
        sa.Column("rating_max", sa.Integer, nullable=True),
        sa.Column("rated", sa.Boolean, nullable=False),
        sa.Column("name", sa.String(64), nullable=False),
        sa.Column("account_id", sa.Integer, nullable=True),
        sa.Column("address", sa.String(64), nullable=False),
        sa.Column("token_hash", sa.String(64), nullable=False),
        sa.Column("created_at", sa.Float, nullable=False),
        sa.Column("expires_at", sa.Float, nullable=False),
        sa.Column("match_id", sa.String(32), nullable=True),
    )
    op.create_index("ix_seeks_game_expires", "seeks", ["game", "expires_at"])
    op.create_index("ix_seeks_address", "seeks", ["address"])
    op.create_index("ix_seeks_account_id", "seeks", ["account_id"])


def downgrade() -> None:
    op.drop_index("ix_seeks_account_id", "seeks")
    op.drop_index("ix_seeks_address", "seeks")
    op.drop_index("ix_seeks_game_expires", "seeks")
    op.drop_table("seeks")
    op.drop_index("ix_chat_match_room", "chat")
    op.drop_table("chat")
