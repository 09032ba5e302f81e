"""The HTTP API's match routes under ``/api`` (docs/protocol.md): create a match, the lobby,
join, a match's state as a seat or a spectator sees it, play, resign, draw, takeback and
rematch. The games' routes are in ``games.py``, records and replays in ``records.py``, the
bodies in ``schemas.py``."""

from __future__ import annotations

import logging
from typing import Any

from fastapi import APIRouter, Request

import wartable
from wartable.core import game_class

from ..accounts import matches as accounts
from ..errors import ServerError
from ..match.setup import SeatInfo, check_name, seats_public
from .schemas import (
    ERRORS,
    CreateMatch,
    Credentials,
    DrawBody,
    JoinBody,
    MatchId,
    MoveBody,
    TakebackBody,
    hub_of,
    seat_for,
)

log = logging.getLogger("wartable.server")

router = APIRouter()


@router.post("/api/matches", status_code=201, responses=ERRORS)
async def create_match(body: CreateMatch, request: Request) -> dict[str, Any]:
    """Create a match. The response holds each human seat's token, once: keep the ones
    you play, hand the others on as invite links (hot-seat: keep them all)."""
    hub = hub_of(request)
    # names first: a refused one changes nothing, not even the address's count of matches
    names = [
        None if s.name is None else check_name(s.name, f"seats[{i}].name")
        for i, s in enumerate(body.seats or [])
    ]
    host = request.client.host if request.client else "?"
    settings = request.app.state.settings
    if not request.app.state.creates.take(host):
        log.warning("match creation refused: address %s over its cap", host)
        raise ServerError(
            "rate_limited",
            f"too many matches created from one address (at most {settings.creates_burst} "
            f"at once, {settings.creates_per_hour:g} an hour)",
            429,
        )
    options = dict(body.options)
    if body.seats is None:
        try:
            players = int(options.get("players", game_class(body.game).default_players))
        except Exception as exc:
            raise ServerError("bad_option", str(exc)) from None
        seats: list[dict[str, Any]] = [{"kind": "human"} for _ in range(max(1, min(players, 8)))]
    else:
        seats = [{**s.model_dump(), "name": n} for s, n in zip(body.seats, names, strict=True)]
        options.setdefault("players", len(seats))
    config = {
        "clock": body.clock.model_dump(),
        "timeout": body.timeout,
        "takeover_level": body.takeover_level,
        "grace": body.grace,
        "think_seconds": body.think_seconds,
    }
    seats, links = await accounts.before_create(request, seats, body.rated)
    if body.rated:
        config["rated"] = True
    rt, tokens = await hub.create(body.game, options, seats, config, body.public)
    await accounts.after_create(request, rt.id, links)
    base = str(request.base_url).rstrip("/")
    return {
        "match": rt.id,
        "seats": [
            {
                "seat": i,
                "kind": rt.seats[i].kind,
                "token": tok,
                "invite": f"{base}/play/{rt.id}#token={tok}" if tok else None,
            }
            for i, tok in enumerate(tokens)
        ],
        "state": rt.summary(hub.now()),
    }


@router.get("/api/lobby")
async def lobby(request: Request) -> list[dict[str, Any]]:
    """Public matches waiting for players."""
    hub = hub_of(request)
    rows = await hub.store.run(hub.store.lobby, 100)
    return [
        {
            "match": r.row["id"],
            "game": r.row["game"],
            "options": r.row["options"],
            "clock": r.row["config"].get("clock"),
            "created_at": r.row["created_at"],
            "seats": lobby_seats(r.row, r.seats),
            "open_seats": [s["seat"] for s in r.seats if s["kind"] == "human" and not s["joined"]],
        }
        for r in rows
    ]


@router.get("/api/matches/{match_id}", responses=ERRORS)
async def get_match(
    match_id: MatchId, request: Request, creds: Credentials, since: int = 0
) -> dict[str, Any]:
    """The match as a seat (with its token) or a spectator (without) sees it."""
    hub = hub_of(request)
    rt = await hub.get(match_id)
    seat = await seat_for(hub, rt, creds) if creds is not None else None
    return {**rt.summary(hub.now()), "perspective": rt.perspective(seat, max(0, since))}


@router.post("/api/matches/{match_id}/join", responses=ERRORS)
async def join(
    match_id: MatchId, body: JoinBody, request: Request, creds: Credentials
) -> dict[str, Any]:
    """Take a seat with its invite token, or an open seat of a public match (a token for
    it is issued here, once)."""
    name = None if body.name is None else check_name(body.name, "name")
    hub = hub_of(request)
    rt = await hub.get(match_id)
    token = creds.credentials if creds is not None else None
    name = await accounts.before_join(request, rt, token, body.seat, name)
    seat, issued = await hub.join(rt, token, body.seat, name)
    await accounts.after_join(request, rt, seat)
    return {"match": rt.id, "seat": seat, "token": issued, "state": rt.summary(hub.now())}


@router.post("/api/matches/{match_id}/moves", responses=ERRORS)
async def post_move(
    match_id: MatchId, body: MoveBody, request: Request, creds: Credentials
) -> dict[str, Any]:
    """Play a move for the token's seat; ``ply`` (optional) refuses a stale move."""
    hub = hub_of(request)
    rt = await hub.get(match_id)
    seat = await seat_for(hub, rt, creds)
    ply = await hub.play(rt, seat, body.move, body.ply)
    return {"match": rt.id, "ply": ply, "state": rt.summary(hub.now())}


@router.post("/api/matches/{match_id}/resign", responses=ERRORS)
async def resign(match_id: MatchId, request: Request, creds: Credentials) -> dict[str, Any]:
    hub = hub_of(request)
    rt = await hub.get(match_id)
    await hub.resign(rt, await seat_for(hub, rt, creds))
    return rt.summary(hub.now())


@router.post("/api/matches/{match_id}/draw", responses=ERRORS)
async def draw(
    match_id: MatchId, body: DrawBody, request: Request, creds: Credentials
) -> dict[str, Any]:
    """Offer, accept or decline a draw (games without agreement moves of their own)."""
    hub = hub_of(request)
    rt = await hub.get(match_id)
    await hub.draw(rt, await seat_for(hub, rt, creds), body.action)
    return rt.summary(hub.now())


@router.post("/api/matches/{match_id}/takeback", responses=ERRORS)
async def takeback(
    match_id: MatchId, body: TakebackBody, request: Request, creds: Credentials
) -> dict[str, Any]:
    """Ask for a takeback of your last move, or accept or decline the one asked for (no
    chance move after it, nothing hidden; the other players consent, a computer at once in an
    unrated match)."""
    hub = hub_of(request)
    rt = await hub.get(match_id)
    await hub.takeback(rt, await seat_for(hub, rt, creds), body.action)
    return rt.summary(hub.now())


@router.post("/api/matches/{match_id}/rematch", responses=ERRORS)
async def rematch(match_id: MatchId, request: Request, creds: Credentials) -> dict[str, Any]:
    """Ask for a rematch; it starts when every player has asked. Tokens carry over."""
    hub = hub_of(request)
    rt = await hub.get(match_id)
    new_id = await hub.rematch(rt, await seat_for(hub, rt, creds))
    return {"match": rt.id, "rematch": new_id, "votes": rt.live.get("rematch", [])}


def lobby_seats(row: dict[str, Any], seats: list[dict[str, Any]]) -> list[dict[str, Any]]:
    infos = [
        SeatInfo(int(s["seat"]), s["kind"], s["level"], s["name"], None, bool(s["joined"]))
        for s in seats
    ]
    try:
        game = wartable.make(row["game"], **row["options"])
    except Exception:  # options an older engine stored: the seats' own names are its defaults'
        game = game_class(row["game"])()
    return seats_public(infos, game)
