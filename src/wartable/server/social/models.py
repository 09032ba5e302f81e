"""The chat's and the lobby seeks' tables (migration 0003), on the server's ``metadata``."""

from __future__ import annotations

import sqlalchemy as sa

from ..db import metadata

#: a chat message's longest text, in characters (Unicode normal form C)
CHAT_MAX = 500

#: one row a chat message; ``room`` is ``seats`` (the match's players) or ``spectators``.
#: A seat's message keeps its seat (its name is the seat's, as it is now: an account deleted
#: renames it); a spectator's keeps the name it gave (``name``, or none)
chat = sa.Table(
    "chat",
    metadata,
    sa.Column("id", sa.Integer, primary_key=True, autoincrement=True),
    sa.Column(
        "match_id", sa.String(32), sa.ForeignKey("matches.id", ondelete="CASCADE"), nullable=False
    ),
    sa.Column("room", sa.String(16), nullable=False),
    sa.Column("seat", sa.Integer, nullable=True),
    sa.Column("name", sa.String(64), nullable=True),
    sa.Column("text", sa.String(CHAT_MAX), nullable=False),
    sa.Column("at", sa.Float, nullable=False),
    sa.Index("ix_chat_match_room", "match_id", "room", "id"),
)

#: one row an open seek (a player waiting for an opponent); ``match_id`` is set when it is
#: accepted. ``token_hash``: the hash of the seat token its player was given when posting it
#: (the seat they take in the match); ``address``: where it was posted from (bounded per
#: address and per account)
seeks = sa.Table(
    "seeks",
    metadata,
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
    sa.Index("ix_seeks_game_expires", "game", "expires_at"),
    sa.Index("ix_seeks_address", "address"),
    sa.Index("ix_seeks_account_id", "account_id"),
)
