"""The accounts' database calls: plain blocking functions over the store's engine, run on the
store's threads (``Store.run``), never on the event loop."""

from __future__ import annotations

import time
from dataclasses import dataclass
from typing import Any

import sqlalchemy as sa
from sqlalchemy.engine import Engine
from sqlalchemy.exc import IntegrityError

from .. import db
from ..social.models import chat, seeks
from ..store.base import mapping
from .models import account_sessions, accounts, rating_history, ratings
from .names import DELETED_NAME


@dataclass(frozen=True)
class Account:
    id: int
    name: str
    created_at: float

    @property
    def player(self) -> str:
        """Its key in the ratings tables."""
        return f"a:{self.id}"

    def public(self) -> dict[str, Any]:
        return {"name": self.name, "created_at": self.created_at}


def _account(row: Any) -> Account:
    m = mapping(row)
    return Account(int(m["id"]), str(m["name"]), float(m["created_at"]))


def computer_player(level: str) -> str:
    return f"c:{level}"


# -- accounts and sessions ------------------------------------------------------------------


def create_account(engine: Engine, name: str, key: str, password_hash: str) -> Account | None:
    """A new account; None if its name (by ``key``) is taken."""
    now = time.time()
    try:
        with engine.begin() as conn:
            new_id = conn.execute(
                sa.insert(accounts)
                .values(
                    name=name,
                    name_key=key,
                    password_hash=password_hash,
                    created_at=now,
                    password_at=now,
                )
                .returning(accounts.c.id)
            ).scalar_one()
    except IntegrityError:
        return None
    return Account(int(new_id), name, now)


def credentials(engine: Engine, key: str) -> tuple[Account, str] | None:
    """The account named ``key`` and its password hash, or None."""
    with engine.connect() as conn:
        row = conn.execute(sa.select(accounts).where(accounts.c.name_key == key)).first()
    if row is None:
        return None
    return _account(row), str(mapping(row)["password_hash"])


def password_hash_of(engine: Engine, account_id: int) -> str | None:
    with engine.connect() as conn:
        value = conn.execute(
            sa.select(accounts.c.password_hash).where(accounts.c.id == account_id)
        ).scalar()
    return str(value) if value is not None else None


def set_password(engine: Engine, account_id: int, password_hash: str) -> None:
    with engine.begin() as conn:
        conn.execute(
            sa.update(accounts)
            .where(accounts.c.id == account_id)
            .values(password_hash=password_hash, password_at=time.time())
        )


def start_session(
    engine: Engine,
    account_id: int,
    id_hash: str,
    lifetime: float,
    replaces: str | None = None,
    others_too: bool = False,
) -> None:
    """Store a new session; the one it ``replaces`` (the browser's previous one) ends, and with
    ``others_too`` every other session of the account (a changed password)."""
    now = time.time()
    with engine.begin() as conn:
        if replaces is not None:
            conn.execute(sa.delete(account_sessions).where(account_sessions.c.id_hash == replaces))
        if others_too:
            conn.execute(
                sa.delete(account_sessions).where(account_sessions.c.account_id == account_id)
            )
        # expired sessions go as new ones come
        conn.execute(sa.delete(account_sessions).where(account_sessions.c.expires_at < now))
        conn.execute(
            sa.insert(account_sessions).values(
                id_hash=id_hash, account_id=account_id, created_at=now, expires_at=now + lifetime
            )
        )


def session_account(engine: Engine, id_hash: str) -> Account | None:
    """The account of a live session, or None."""
    with engine.connect() as conn:
        row = conn.execute(
            sa.select(accounts)
            .join(account_sessions, account_sessions.c.account_id == accounts.c.id)
            .where(
                account_sessions.c.id_hash == id_hash,
                account_sessions.c.expires_at > time.time(),
            )
        ).first()
    return _account(row) if row is not None else None


def end_session(engine: Engine, id_hash: str) -> None:
    with engine.begin() as conn:
        conn.execute(sa.delete(account_sessions).where(account_sessions.c.id_hash == id_hash))


def delete_account(engine: Engine, account: Account) -> list[tuple[str, int]]:
    """Delete the account, its sessions and ratings; its matches stay, their seats renamed
    (returned: ``(match_id, seat)``)."""
    with engine.begin() as conn:
        renamed = [
            (str(r[0]), int(r[1]))
            for r in conn.execute(
                sa.select(db.seats.c.match_id, db.seats.c.seat).where(
                    db.seats.c.account_id == account.id
                )
            ).all()
        ]
        conn.execute(
            sa.update(db.seats)
            .where(db.seats.c.account_id == account.id)
            .values(name=DELETED_NAME, account_id=None)
        )
        # the spectators' lines said under the account's name (no guest may use it)
        conn.execute(
            sa.update(chat)
            .where(chat.c.room == "spectators", chat.c.name == account.name)
            .values(name=DELETED_NAME)
        )
        conn.execute(sa.delete(seeks).where(seeks.c.account_id == account.id))
        conn.execute(sa.delete(account_sessions).where(account_sessions.c.account_id == account.id))
        conn.execute(sa.delete(ratings).where(ratings.c.player == account.player))
        conn.execute(sa.delete(rating_history).where(rating_history.c.player == account.player))
        conn.execute(sa.delete(accounts).where(accounts.c.id == account.id))
    return renamed


# -- seats ------------------------------------------------------------------------------------


def link_seats(engine: Engine, match_id: str, links: dict[int, int]) -> None:
    """The seats ``links`` (seat: account id) of a match are held by those accounts."""
    if not links:
        return
    with engine.begin() as conn:
        for seat, account_id in links.items():
            conn.execute(
                sa.update(db.seats)
                .where(db.seats.c.match_id == match_id, db.seats.c.seat == seat)
                .values(account_id=account_id)
            )


def inherit_accounts(engine: Engine, match_id: str) -> None:
    """A rematch's seats held by the accounts that held the same tokens (a rematch keeps each
    player's token, under its hash) in the match it followed."""
    before = db.seats.alias("before")
    with engine.begin() as conn:
        conn.execute(
            sa.update(db.seats)
            .where(
                db.seats.c.match_id == match_id,
                db.seats.c.account_id.is_(None),
                db.seats.c.token_hash.is_not(None),
            )
            .values(
                account_id=sa.select(before.c.account_id)
                .where(
                    before.c.token_hash == db.seats.c.token_hash,
                    before.c.match_id == sa.bindparam("previous"),
                )
                .scalar_subquery()
            ),
            {"previous": _previous(conn, match_id)},
        )


def _previous(conn: sa.Connection, match_id: str) -> str | None:
    value = conn.execute(
        sa.select(db.matches.c.rematch_of).where(db.matches.c.id == match_id)
    ).scalar()
    return str(value) if value is not None else None


def seat_accounts(engine: Engine, match_id: str) -> dict[int, int]:
    with engine.connect() as conn:
        rows = conn.execute(
            sa.select(db.seats.c.seat, db.seats.c.account_id).where(
                db.seats.c.match_id == match_id, db.seats.c.account_id.is_not(None)
            )
        ).all()
    return {int(r[0]): int(r[1]) for r in rows}


# -- ratings and history ----------------------------------------------------------------------


def player_ratings(engine: Engine, player: str) -> dict[str, dict[str, Any]]:
    """The player's rating in each game it is rated in, with its history (oldest first)."""
    with engine.connect() as conn:
        rows = conn.execute(
            sa.select(ratings).where(ratings.c.player == player).order_by(ratings.c.game)
        ).all()
        points = conn.execute(
            sa.select(rating_history)
            .where(rating_history.c.player == player)
            .order_by(rating_history.c.game, rating_history.c.at)
        ).all()
    out: dict[str, dict[str, Any]] = {}
    for r in rows:
        m = mapping(r)
        out[m["game"]] = {
            "rating": round(m["r"], 1),
            "rd": round(m["rd"], 1),
            "sigma": round(m["sigma"], 6),
            "games": int(m["games"]),
            "provisional": m["rd"] > 110.0,
            "history": [],
        }
    for p in points:
        m = mapping(p)
        if m["game"] in out:
            out[m["game"]]["history"].append(
                {
                    "match": m["match_id"],
                    "at": m["at"],
                    "before": round(m["r_before"], 1),
                    "rating": round(m["r"], 1),
                    "rd": round(m["rd"], 1),
                }
            )
    return out


def leaderboard(engine: Engine, game: str, limit: int) -> list[dict[str, Any]]:
    """The game's rated players (accounts and computer levels), best first."""
    with engine.connect() as conn:
        rows = conn.execute(
            sa.select(ratings, accounts.c.name)
            .select_from(
                ratings.outerjoin(
                    accounts,
                    ratings.c.player == sa.literal("a:") + sa.cast(accounts.c.id, sa.String),
                )
            )
            .where(ratings.c.game == game)
            .order_by(ratings.c.r.desc(), ratings.c.player)
            .limit(limit)
        ).all()
    out = []
    for rank, row in enumerate(rows, 1):
        m = mapping(row)
        computer = str(m["player"]).startswith("c:")
        out.append(
            {
                "rank": rank,
                "name": f"Computer ({m['player'][2:]})" if computer else m["name"],
                "computer": computer,
                "rating": round(m["r"], 1),
                "rd": round(m["rd"], 1),
                "games": int(m["games"]),
                "provisional": m["rd"] > 110.0,
            }
        )
    return out


def _outcome(result: dict[str, Any] | None, seat: int) -> str | None:
    if not result:
        return None
    winners = result.get("winners") or []
    players = len(result.get("scores") or [])
    if not winners or (players and len(winners) == players):
        return "draw"
    return "win" if seat in winners else "loss"


def history(engine: Engine, account_id: int, limit: int = 200) -> list[dict[str, Any]]:
    """The account's matches, newest first: game, its seat, the opponents, result, dates."""
    with engine.connect() as conn:
        mine = conn.execute(
            sa.select(db.seats.c.match_id, db.seats.c.seat, db.matches)
            .join(db.matches, db.matches.c.id == db.seats.c.match_id)
            .where(db.seats.c.account_id == account_id)
            .order_by(db.matches.c.created_at.desc())
            .limit(limit)
        ).all()
        ids = sorted({mapping(r)["match_id"] for r in mine})
        everyone = (
            conn.execute(
                sa.select(db.seats.c.match_id, db.seats.c.seat, db.seats.c.name, db.seats.c.kind)
                .where(db.seats.c.match_id.in_(ids))
                .order_by(db.seats.c.match_id, db.seats.c.seat)
            ).all()
            if ids
            else []
        )
        changes = (
            conn.execute(
                sa.select(
                    rating_history.c.match_id, rating_history.c.r_before, rating_history.c.r
                ).where(
                    rating_history.c.match_id.in_(ids),
                    rating_history.c.player == f"a:{account_id}",
                )
            ).all()
            if ids
            else []
        )
    seats_of: dict[str, list[Any]] = {}
    for match_id, seat_no, seat_name, kind in everyone:
        seats_of.setdefault(match_id, []).append({"seat": seat_no, "name": seat_name, "kind": kind})
    delta = {c[0]: round(c[2] - c[1], 1) for c in changes}
    out = []
    for row in mine:
        m = mapping(row)
        seat = int(m["seat"])
        others = [s["name"] for s in seats_of.get(m["match_id"], []) if s["seat"] != seat]
        out.append(
            {
                "match": m["match_id"],
                "game": m["game"],
                "seat": seat,
                "opponents": others,
                "status": m["status"],
                "result": _outcome(m["result"], seat) if m["status"] == "over" else None,
                "reason": (m["result"] or {}).get("reason") if m["status"] == "over" else None,
                "rated": bool((m["config"] or {}).get("rated")),
                "rating_change": delta.get(m["match_id"]),
                "created_at": m["created_at"],
                "updated_at": m["updated_at"],
            }
        )
    return out


def player_by_key(engine: Engine, key: str) -> Account | None:
    with engine.connect() as conn:
        row = conn.execute(sa.select(accounts).where(accounts.c.name_key == key)).first()
    return _account(row) if row is not None else None


def export(engine: Engine, account: Account) -> dict[str, Any]:
    """Everything stored of the account (its password's hash and session ids excepted: they
    are secrets, not data about the player)."""
    with engine.connect() as conn:
        sessions = conn.execute(
            sa.select(account_sessions.c.created_at, account_sessions.c.expires_at).where(
                account_sessions.c.account_id == account.id
            )
        ).all()
        said = conn.execute(_chat_said(account)).all()
    return {
        "format": "wartable-account-export",
        "version": 1,
        "exported_at": time.time(),
        "account": account.public(),
        "sessions": [{"created_at": s[0], "expires_at": s[1]} for s in sessions],
        "ratings": player_ratings(engine, account.player),
        "matches": history(engine, account.id, limit=100_000),
        "chat": [
            {"match": r.match_id, "room": r.room, "seat": r.seat, "text": r.text, "at": r.at}
            for r in said
        ],
    }


def _chat_said(account: Account) -> sa.Select[Any]:
    """The chat lines the account said: in a seat it holds, or as a spectator under its name
    (a guest can never take an account's name)."""
    held = sa.select(db.seats.c.match_id, db.seats.c.seat).where(
        db.seats.c.account_id == account.id
    )
    in_seat = sa.and_(
        chat.c.room == "seats",
        sa.tuple_(chat.c.match_id, chat.c.seat).in_(held),
    )
    watching = sa.and_(chat.c.room == "spectators", chat.c.name == account.name)
    return (
        sa.select(chat.c.match_id, chat.c.room, chat.c.seat, chat.c.text, chat.c.at)
        .where(sa.or_(in_seat, watching))
        .order_by(chat.c.id)
    )
