"""The lobby's seeks and a player's matches over HTTP (docs/server.md).

``POST /api/seeks`` posts a seek (its token is the poster's seat in the match to come),
``GET /api/seeks`` lists the open ones, ``GET /api/seeks/{id}`` tells its poster whether it
was accepted (and the match), ``DELETE /api/seeks/{id}`` takes it back, ``POST
/api/seeks/{id}/accept`` starts the match. ``POST /api/my-matches`` lists the unfinished
matches of the signed-in account and of the seat tokens the browser holds, each saying whether
it is the player's turn."""

from __future__ import annotations

import logging
import random
import secrets
from typing import Annotated, Any

import sqlalchemy as sa
from fastapi import APIRouter, Request
from pydantic import Field, model_validator

import wartable
from wartable.core import WartableError

from .. import db
from ..accounts import matches as accounts
from ..accounts import service as account_service
from ..errors import ServerError, forbidden, from_game_error, not_found
from ..http.schemas import ERRORS, ClockSpec, Credentials, GameName, OptionValue, Strict, hub_of
from ..match.setup import check_config, check_name, new_token, token_hash
from ..runtime import Runtime
from . import seeks

log = logging.getLogger("wartable.server")

router = APIRouter()

SeekId = Annotated[str, Field(min_length=32, max_length=32, pattern=r"^[0-9a-f]{32}$")]
Rating = Annotated[int, Field(ge=seeks.RATING_BOUNDS[0], le=seeks.RATING_BOUNDS[1])]
#: the matches a list answers at most (of an account, and of the tokens sent)
MY_MATCHES = 50


class PostSeek(Strict):
    game: GameName  # type: ignore[valid-type]
    options: Annotated[
        dict[Annotated[str, Field(max_length=64)], OptionValue], Field(max_length=32)
    ] = {}
    clock: ClockSpec = ClockSpec()
    rating_min: Rating | None = None
    rating_max: Rating | None = None
    rated: bool = False
    #: a guest's name (a signed-in player's is the account's)
    name: Annotated[str, Field(max_length=1000)] | None = None

    @model_validator(mode="after")
    def _range(self) -> PostSeek:
        if (
            self.rating_min is not None
            and self.rating_max is not None
            and self.rating_min > self.rating_max
        ):
            raise ValueError("rating_min is above rating_max")
        return self


class AcceptSeek(Strict):
    name: Annotated[str, Field(max_length=1000)] | None = None


class HeldToken(Strict):
    match: Annotated[str, Field(min_length=32, max_length=32, pattern=r"^[0-9a-f]{32}$")]
    token: Annotated[str, Field(min_length=1, max_length=128)]


class MyMatches(Strict):
    tokens: Annotated[list[HeldToken], Field(max_length=MY_MATCHES)] = []


def _host(request: Request) -> str:
    return request.client.host if request.client else "?"


async def _rating(request: Request, account_id: int | None, game: str) -> float | None:
    if account_id is None:
        return None
    store = hub_of(request).store
    found = await store.run(account_service.player_ratings, store.engine, f"a:{account_id}")
    return float(found[game]["rating"]) if game in found else 1500.0


def _seek_json(row: dict[str, Any], rating: float | None) -> dict[str, Any]:
    return {
        "seek": row["id"],
        "game": row["game"],
        "options": row["options"],
        "clock": row["clock"],
        "rating_min": row["rating_min"],
        "rating_max": row["rating_max"],
        "rated": bool(row["rated"]),
        "name": row["name"],
        "rating": rating,
        "created_at": row["created_at"],
        "expires_at": row["expires_at"],
    }


def _config(clock: dict[str, Any], rated: bool) -> dict[str, Any]:
    config: dict[str, Any] = {
        "clock": dict(clock),
        "timeout": "loss",
        "takeover_level": "greedy",
        "grace": None,
        "think_seconds": None,
    }
    if rated:
        config["rated"] = True
    return config


@router.post("/api/seeks", status_code=201, responses=ERRORS)
async def post_seek(body: PostSeek, request: Request) -> dict[str, Any]:
    """Post a seek for a two-player match. The answer's ``token`` is the poster's seat in the
    match once it is accepted (kept hashed, shown once)."""
    hub = hub_of(request)
    account = await accounts.current_account(request)
    if account is not None:
        name = account.name
    else:
        if body.rated:
            raise ServerError("signed_out", "rated: only signed-in players play rated", 403)
        name = "" if not body.name else check_name(body.name, "name")
        if name:
            await accounts.check_guest_name(request, name)
    options = {**body.options, "players": 2}
    try:
        wartable.make(body.game, **options)
    except WartableError as exc:
        raise from_game_error(exc) from None
    clock = body.clock.model_dump()
    check_config(_config(clock, body.rated), 2)
    now = hub.now()
    host = _host(request)
    held = await hub.store.run(
        seeks.open_count, hub.store.engine, host, account.id if account else None, now
    )
    if held >= seeks.PER_POSTER:
        raise ServerError(
            "too_many_seeks",
            f"seeks: at most {seeks.PER_POSTER} open at once; take one back or wait",
            429,
        )
    token = new_token()
    row: dict[str, Any] = {
        "id": secrets.token_hex(16),
        "game": body.game,
        "options": options,
        "clock": clock,
        "rating_min": body.rating_min,
        "rating_max": body.rating_max,
        "rated": body.rated,
        "name": name,
        "account_id": account.id if account else None,
        "address": host[:64],
        "token_hash": token_hash(token),
        "created_at": now,
        "expires_at": now + seeks.TTL,
    }
    await hub.store.run(seeks.post, hub.store.engine, row)
    rating = await _rating(request, row["account_id"], body.game)
    return {**_seek_json(row, rating), "token": token}


@router.get("/api/seeks", responses=ERRORS)
async def list_seeks(
    request: Request,
    game: GameName | None = None,  # type: ignore[valid-type]
) -> list[dict[str, Any]]:
    """The open seeks (of ``game``), oldest first, each with its poster's rating in the game
    (a signed-in poster's; 1500 before a rated match)."""
    hub = hub_of(request)
    rows = await hub.store.run(seeks.listing, hub.store.engine, game, hub.now())
    return [_seek_json(r, await _rating(request, r["account_id"], r["game"])) for r in rows]


@router.get("/api/seeks/{seek_id}", responses=ERRORS)
async def get_seek(seek_id: SeekId, request: Request) -> dict[str, Any]:
    """A seek's state: ``open``, ``accepted`` (``match``: the match it started) or
    ``expired``."""
    hub = hub_of(request)
    row = await hub.store.run(seeks.get, hub.store.engine, seek_id)
    if row is None:
        raise not_found(seek_id)
    status = (
        "accepted"
        if row["match_id"] is not None
        else "open"
        if row["expires_at"] > hub.now()
        else "expired"
    )
    return {"seek": seek_id, "status": status, "match": row["match_id"]}


@router.delete("/api/seeks/{seek_id}", responses=ERRORS)
async def cancel_seek(seek_id: SeekId, request: Request, creds: Credentials) -> dict[str, Any]:
    """Take an open seek back, with its token."""
    if creds is None:
        raise forbidden("this needs the seek's token (Authorization: Bearer TOKEN)")
    hub = hub_of(request)
    done = await hub.store.run(
        seeks.cancel, hub.store.engine, seek_id, token_hash(creds.credentials)
    )
    if not done:
        raise ServerError("seek_gone", f"seek {seek_id}: not open, or not yours", 409)
    return {"seek": seek_id, "status": "cancelled"}


@router.post("/api/seeks/{seek_id}/accept", responses=ERRORS)
async def accept_seek(seek_id: SeekId, body: AcceptSeek, request: Request) -> dict[str, Any]:
    """Accept a seek: the match starts, the poster and this player in it (which seat is drawn);
    the answer holds this player's seat token, once."""
    hub = hub_of(request)
    row = await hub.store.run(seeks.get, hub.store.engine, seek_id)
    now = hub.now()
    if row is None or row["match_id"] is not None or row["expires_at"] <= now:
        raise ServerError("seek_gone", f"seek {seek_id}: accepted, taken back or expired", 409)
    account = await accounts.current_account(request)
    if account is not None:
        name = account.name
        if account.id == row["account_id"]:
            raise ServerError("own_seek", "seek: it is your own", 409)
    else:
        if row["rated"]:
            raise ServerError("signed_out", "seek: rated; sign in to accept it", 403)
        name = "" if not body.name else check_name(body.name, "name")
        if name:
            await accounts.check_guest_name(request, name)
    if row["rating_min"] is not None or row["rating_max"] is not None:
        if account is None:
            raise ServerError("signed_out", "seek: it asks for a rating; sign in", 403)
        rating = await _rating(request, account.id, row["game"])
        assert rating is not None
        low = row["rating_min"] if row["rating_min"] is not None else seeks.RATING_BOUNDS[0]
        high = row["rating_max"] if row["rating_max"] is not None else seeks.RATING_BOUNDS[1]
        if not low <= rating <= high:
            raise ServerError(
                "out_of_range",
                f"seek: for ratings {low}-{high}; yours in {row['game']} is {rating:.0f}",
                409,
            )
    match_id = secrets.token_hex(16)
    if not await hub.store.run(seeks.claim, hub.store.engine, seek_id, match_id, now):
        raise ServerError("seek_gone", f"seek {seek_id}: accepted, taken back or expired", 409)
    token = new_token()
    poster_seat = random.SystemRandom().randrange(2)
    people: list[tuple[str, str, int | None]] = [
        (row["name"], row["token_hash"], row["account_id"]),
        (name, token_hash(token), None),
    ]
    if account is not None:
        people[1] = (name, token_hash(token), account.id)
    if poster_seat == 1:
        people.reverse()
    try:
        rt, _ = await hub.create(
            row["game"],
            dict(row["options"]),
            [{"kind": "human", "name": n or None} for n, _, _ in people],
            _config(row["clock"], bool(row["rated"])),
            False,
            token_hashes=[h for _, h, _ in people],
            match_id=match_id,
        )
    except BaseException:
        await hub.store.run(seeks.release, hub.store.engine, seek_id, match_id)
        raise
    links = {i: a for i, (_, _, a) in enumerate(people) if a is not None}
    await accounts.after_create(request, rt.id, links)
    return {
        "match": rt.id,
        "seat": 1 - poster_seat,
        "token": token,
        "state": rt.summary(hub.now()),
    }


@router.post("/api/my-matches", responses=ERRORS)
async def my_matches(body: MyMatches, request: Request) -> list[dict[str, Any]]:
    """The unfinished matches of the signed-in account and of the seat tokens sent (a guest's
    browser keeps its tokens), each with the player's seats and ``your_turn``: whether one of
    them is to move. A token that is not its match's seat is left out, as is a match gone."""
    hub = hub_of(request)
    account = await accounts.current_account(request)
    mine: dict[str, set[int]] = {}
    if account is not None:
        held = await hub.store.run(account_matches, hub.store, account.id)
        for match_id, seat in held:
            mine.setdefault(match_id, set()).add(seat)
    by_match: dict[str, list[str]] = {}
    for held_token in body.tokens:
        by_match.setdefault(held_token.match, []).append(held_token.token)
    out = []
    now = hub.now()
    wanted = list(dict.fromkeys([*mine, *by_match]))[: 2 * MY_MATCHES]
    # only the unfinished are loaded (a browser keeps the tokens of every match it played)
    unfinished = await hub.store.run(unfinished_of, hub.store, wanted)
    for match_id in wanted:
        if match_id not in unfinished:
            continue
        try:
            rt = await hub.get(match_id)
        except ServerError:
            continue
        seats = set(mine.get(match_id, set()))
        for tok in by_match.get(match_id, []):
            found = rt.seat_of(tok)
            if found is not None:
                seats.add(found)
        if not seats or rt.status == "over":
            continue
        out.append(_my_match(rt, sorted(seats), now))
    out.sort(key=lambda m: (not m["your_turn"], m["due"] or float("inf")))
    return out


def _my_match(rt: Runtime, seats: list[int], now: float) -> dict[str, Any]:
    summary = rt.summary(now)
    to_move = summary["to_move"]
    clock = summary["clock"]
    due = None
    if clock is not None and clock.get("running") is not None:
        due = now + clock["remaining_ms"][clock["running"]] / 1000.0
    return {
        "match": rt.id,
        "game": rt.game.name,
        "status": rt.status,
        "seats": summary["seats"],
        "seat_msgs": summary["seat_msgs"],
        "mine": seats,
        "to_move": to_move,
        "your_turn": rt.status == "active" and to_move in seats,
        "clock": clock,
        "due": due,
        "ply": rt.ply,
    }


def unfinished_of(store: Any, ids: list[str]) -> set[str]:
    """Which of the matches ``ids`` exist and are not over."""
    if not ids:
        return set()
    with store.engine.connect() as conn:
        rows = conn.execute(
            sa.select(db.matches.c.id).where(
                db.matches.c.id.in_(ids), db.matches.c.status != "over"
            )
        ).all()
    return {str(r[0]) for r in rows}


def account_matches(store: Any, account_id: int) -> list[tuple[str, int]]:
    """The unfinished matches whose seats the account holds (match, seat), newest first."""
    with store.engine.connect() as conn:
        rows = conn.execute(
            sa.select(db.seats.c.match_id, db.seats.c.seat)
            .join(db.matches, db.matches.c.id == db.seats.c.match_id)
            .where(db.seats.c.account_id == account_id, db.matches.c.status != "over")
            .order_by(db.matches.c.updated_at.desc())
            .limit(MY_MATCHES)
        ).all()
    return [(str(r[0]), int(r[1])) for r in rows]
