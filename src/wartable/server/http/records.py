"""The HTTP API's record routes (docs/protocol.md): a match's signed record (as JSON and as a
file to save), its replay ply by ply, and the replay of an uploaded record."""

from __future__ import annotations

import asyncio
from typing import Annotated, Any

from fastapi import APIRouter, Query, Request
from fastapi.responses import Response

from wartable.core.records import record_text
from wartable.i18n import Lang

from ..errors import ServerError, forbidden
from ..runtime import encode
from .schemas import ERRORS, Credentials, MatchId, hub_of, seat_for

router = APIRouter()


@router.get("/api/matches/{match_id}/record", responses=ERRORS)
async def record(match_id: MatchId, request: Request, creds: Credentials) -> dict[str, Any]:
    """The full signed record once the match is over; before that, a seat's own record."""
    hub = hub_of(request)
    rt = await hub.get(match_id)
    seat = await seat_for(hub, rt, creds) if creds is not None else None
    async with rt.lock:
        return hub.record(rt, seat)


@router.get(
    "/api/matches/{match_id}/record/file",
    responses={**ERRORS, 200: {"content": {"application/json": {}}}},
    response_class=Response,
)
async def record_file(match_id: MatchId, request: Request, creds: Credentials) -> Response:
    """The same record as a file to save, byte for byte as ``wartable play --save`` writes it:
    a client saves these bytes and never parses them (a 62-bit seed would lose its last digits
    in JavaScript, and a re-encoded record no longer matches its signature)."""
    hub = hub_of(request)
    rt = await hub.get(match_id)
    seat = await seat_for(hub, rt, creds) if creds is not None else None
    async with rt.lock:
        answer = hub.record(rt, seat)
    name = f"{rt.game.name}-{rt.id}.json"
    return Response(
        record_text(answer["record"]).encode(),
        media_type="application/json",
        headers={"Content-Disposition": f'attachment; filename="{name}"'},
    )


@router.get("/api/matches/{match_id}/replay", responses=ERRORS)
async def match_replay(
    match_id: MatchId,
    request: Request,
    creds: Credentials,
    seat: Annotated[int | None, Query(ge=0, le=7)] = None,
    render: bool = False,
    start: Annotated[int, Query(ge=0, le=10**7)] = 0,
    count: Annotated[int | None, Query(ge=0, le=10**7)] = None,
    lang: Lang = "en",
) -> Response:
    """The match ply by ply: every view and move. Once the match is over (its full record
    is released then) as any seat or a spectator sees it (``seat``); before, only a seat's
    own views, with its token. ``start`` and ``count`` choose a page (``total``: the match's
    plies; ``next``: the next page's start); an answer is at most the replay answer size."""
    hub = hub_of(request)
    rt = await hub.get(match_id)
    own = await seat_for(hub, rt, creds) if creds is not None else None
    async with rt.lock:
        if seat is not None and seat >= rt.game.num_players:
            raise ServerError(
                "bad_request", f"seat {seat}: this match has seats 0-{rt.game.num_players - 1}"
            )
        if rt.status != "over":
            if own is None:
                raise forbidden("replay: a match in play is replayed only by its seats")
            if seat is not None and seat != own:
                raise forbidden(f"replay: seat {seat} is not the token's seat")
            seat = own
        answer = await asyncio.to_thread(rt.replay, seat, render, start, count, lang)
    body = (await asyncio.to_thread(encode, answer)).encode()
    limit = request.app.state.settings.replay_max_answer
    if len(body) > limit:
        raise ServerError(
            "too_large",
            f"the answer would be over {limit} bytes: ask for fewer views "
            f"(?start=N&count=M; the match has {answer['total']} plies)",
            413,
        )
    return Response(body, media_type="application/json")


@router.post(
    "/api/replay",
    responses=ERRORS,
    openapi_extra={
        "requestBody": {
            "required": True,
            "content": {
                "application/json": {
                    "schema": {
                        "type": "object",
                        "description": "a wartable record (full or seat), as written by "
                        "wartable play --save or GET /api/matches/{id}/record",
                    }
                }
            },
        }
    },
)
async def record_replay(
    request: Request,
    seat: Annotated[int | None, Query(ge=0, le=7)] = None,
    render: bool = False,
    start: Annotated[int, Query(ge=0, le=10**7)] = 0,
    count: Annotated[int | None, Query(ge=0, le=10**7)] = None,
    lang: Lang = "en",
) -> Response:
    """A record file (full or seat record, JSON) replayed through the rules: every view and
    move, as ``seat`` (default: a spectator) sees it; ``start`` and ``count`` choose a page
    of it (``total``: the record's plies). Nothing is stored. Replayed in a process of its
    own, with its plies, CPU time and answer size bounded (docs/protocol.md)."""
    raw = await request.body()
    settings = request.app.state.settings
    body = await request.app.state.replays.run(
        raw,
        seat,
        render,
        start,
        count,
        settings.replay_max_plies,
        settings.replay_cpu,
        settings.replay_max_answer,
        lang,
    )
    return Response(body, media_type="application/json")
