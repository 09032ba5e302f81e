"""The lobby's open seeks: a player waits for an opponent for a game, with a time control and
an optional rating range; another accepts and the match starts. Blocking database calls, run
on the store's threads (``Store.run``).

A seek is posted with a seat token of its own (its hash stored): the poster takes the match
with it, as a rematch keeps each player's token. Accepting is one ``UPDATE ... WHERE match_id
IS NULL AND expires_at > now``: two players accepting at once, one wins. Seeks expire after
:data:`TTL` seconds; each address and each account holds at most :data:`PER_POSTER` open."""

from __future__ import annotations

from typing import Any

import sqlalchemy as sa
from sqlalchemy.engine import Engine

from ..store.base import mapping
from .models import seeks

#: seconds a seek stays open
TTL = 3600.0
#: open seeks an address (and an account) may hold at once
PER_POSTER = 3
#: seconds an accepted or expired seek is kept (its poster's page learns the match from it)
KEEP = 600.0
#: the ratings a range may name
RATING_BOUNDS = (0, 4000)


def open_count(engine: Engine, address: str, account_id: int | None, now: float) -> int:
    """The open seeks of an address, or of an account (the larger)."""
    with engine.connect() as conn:
        base = sa.select(sa.func.count()).select_from(seeks)
        live = (seeks.c.match_id.is_(None), seeks.c.expires_at > now)
        counts = [conn.execute(base.where(seeks.c.address == address, *live)).scalar_one()]
        if account_id is not None:
            counts.append(
                conn.execute(base.where(seeks.c.account_id == account_id, *live)).scalar_one()
            )
    return int(max(counts))


def post(engine: Engine, row: dict[str, Any]) -> None:
    """A new seek (those past keeping are deleted meanwhile)."""
    with engine.begin() as conn:
        conn.execute(sa.delete(seeks).where(seeks.c.expires_at < row["created_at"] - KEEP))
        conn.execute(sa.insert(seeks), [row])


def listing(engine: Engine, game: str | None, now: float, limit: int = 100) -> list[dict[str, Any]]:
    """The open seeks (of ``game``, or all), oldest first."""
    query = sa.select(seeks).where(seeks.c.match_id.is_(None), seeks.c.expires_at > now)
    if game is not None:
        query = query.where(seeks.c.game == game)
    with engine.connect() as conn:
        rows = conn.execute(query.order_by(seeks.c.created_at).limit(limit)).all()
    return [mapping(r) for r in rows]


def get(engine: Engine, seek_id: str) -> dict[str, Any] | None:
    with engine.connect() as conn:
        row = conn.execute(sa.select(seeks).where(seeks.c.id == seek_id)).first()
    return mapping(row) if row is not None else None


def claim(engine: Engine, seek_id: str, match_id: str, now: float) -> bool:
    """The seek taken for ``match_id``; ``False`` if it was accepted, cancelled or expired."""
    with engine.begin() as conn:
        done = conn.execute(
            sa.update(seeks)
            .where(seeks.c.id == seek_id, seeks.c.match_id.is_(None), seeks.c.expires_at > now)
            .values(match_id=match_id)
        )
    return done.rowcount == 1


def release(engine: Engine, seek_id: str, match_id: str) -> None:
    """A claim undone (the match could not be created): the seek is open again."""
    with engine.begin() as conn:
        conn.execute(
            sa.update(seeks)
            .where(seeks.c.id == seek_id, seeks.c.match_id == match_id)
            .values(match_id=None)
        )


def cancel(engine: Engine, seek_id: str, token_hash: str) -> bool:
    """The poster takes an open seek back (``token_hash``: the hash of the seek's token)."""
    with engine.begin() as conn:
        done = conn.execute(
            sa.delete(seeks).where(
                seeks.c.id == seek_id,
                seeks.c.token_hash == token_hash,
                seeks.c.match_id.is_(None),
            )
        )
    return done.rowcount == 1
