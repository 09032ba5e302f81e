"""The HTTP API under ``/api`` (docs/protocol.md): create a match, the lobby, join, a match's
state as a seat or a spectator sees it, play, resign, draw, rematch, records and replays."""

from __future__ import annotations

import asyncio
import json
import logging
from pathlib import Path
from typing import Annotated, Any, Literal

from fastapi import APIRouter, Depends, Query, Request
from fastapi import Path as PathParam
from fastapi.responses import PlainTextResponse, Response
from fastapi.security import HTTPAuthorizationCredentials, HTTPBearer
from pydantic import BaseModel, ConfigDict, Field, StrictBool, StrictFloat, StrictInt

import wartable
from wartable import i18n
from wartable.core import WartableError, game_class
from wartable.core.messages import help_json
from wartable.core.records import record_text
from wartable.i18n import Lang

from ..accounts import matches as accounts
from ..errors import ServerError, forbidden, from_game_error
from ..hub import Hub
from ..match.setup import SeatInfo, check_name, seats_public
from ..runtime import Runtime, encode

log = logging.getLogger("wartable.server")

router = APIRouter()

MatchId = Annotated[str, Field(min_length=1, max_length=64)]
OptionValue = StrictBool | StrictInt | StrictFloat | Annotated[str, Field(max_length=64)]


class Strict(BaseModel):
    model_config = ConfigDict(extra="forbid")


class SeatSpec(Strict):
    kind: Literal["human", "computer"] = "human"
    level: Annotated[str, Field(min_length=1, max_length=64)] | None = None
    #: checked by check_name (400 bad_name), so only bounded here
    name: Annotated[str, Field(max_length=1000)] | None = None
    #: the signed-in player's own seat: named by and held by the account
    me: bool = False


class ClockSpec(Strict):
    type: Literal["none", "fischer", "per_move", "correspondence"] = "none"
    initial: Annotated[float, Field(gt=0, le=86400)] | None = None
    increment: Annotated[float, Field(ge=0, le=3600)] | None = None
    seconds: Annotated[float, Field(gt=0, le=86400)] | None = None
    #: correspondence: days a move (1, 2, 3 or 7)
    days: StrictInt | None = None


GameName = Literal.__getitem__(tuple(wartable.game_names()))


class CreateMatch(Strict):
    game: GameName  # type: ignore[valid-type]
    options: Annotated[
        dict[Annotated[str, Field(max_length=64)], OptionValue], Field(max_length=32)
    ] = {}
    seats: Annotated[list[SeatSpec], Field(min_length=1, max_length=8)] | None = None
    clock: ClockSpec = ClockSpec()
    timeout: Literal["loss", "computer"] = "loss"
    takeover_level: Annotated[str, Field(min_length=1, max_length=64)] = "greedy"
    grace: Annotated[float, Field(ge=0, le=86400)] | None = None
    think_seconds: Annotated[float, Field(gt=0, le=60)] | None = None
    public: bool = False
    #: rated (accounts' ratings change at its end): by a signed-in player, whose seat is me
    rated: bool = False


class JoinBody(Strict):
    seat: Annotated[int, Field(ge=0, le=7)] | None = None
    name: Annotated[str, Field(max_length=1000)] | None = None


class MoveBody(Strict):
    move: Annotated[str, Field(min_length=1, max_length=200)]
    ply: Annotated[int, Field(ge=0, le=10**7)] | None = None


class DrawBody(Strict):
    action: Literal["offer", "accept", "decline"]


class TakebackBody(Strict):
    action: Literal["ask", "accept", "decline"]


class ErrorDetail(BaseModel):
    code: str
    message: str


class ErrorBody(BaseModel):
    error: ErrorDetail


ERRORS: dict[int | str, dict[str, Any]] = {
    code: {"model": ErrorBody} for code in (400, 403, 404, 409, 413, 422, 429, 503)
}

bearer = HTTPBearer(auto_error=False, description="a seat's token")
Credentials = Annotated[HTTPAuthorizationCredentials | None, Depends(bearer)]


def hub_of(request: Request) -> Hub:
    hub: Hub = request.app.state.hub
    return hub


async def seat_for(hub: Hub, rt: Runtime, creds: HTTPAuthorizationCredentials | None) -> int:
    if creds is None:
        raise forbidden("this needs a seat's token (Authorization: Bearer TOKEN)")
    seat = rt.seat_of(creds.credentials)
    if seat is None:
        raise forbidden(f"match {rt.id}: the token is not one of this match's seats")
    return seat


@router.get("/api/health")
async def health(request: Request) -> dict[str, Any]:
    hub = hub_of(request)
    return {"ok": True, "matches_loaded": len(hub.runtimes)}


@router.get("/api/games")
async def list_games() -> list[dict[str, Any]]:
    out = []
    for name in wartable.game_names():
        cls = game_class(name)
        out.append(
            {
                "name": name,
                "title": cls.title,
                "players": {
                    "min": cls.min_players,
                    "max": cls.max_players,
                    "default": cls.default_players,
                },
                "options": [
                    {
                        "name": o.name,
                        "default": o.default,
                        "doc": o.doc,
                        "choices": list(o.choices) if o.choices is not None else None,
                        "minimum": o.minimum,
                        "maximum": o.maximum,
                    }
                    for o in cls.all_option_specs()
                ],
                # with the default options (a match's summary says it for its own)
                "hidden_information": bool(cls().has_hidden_information),
                "notation": _notation_help(name),
                # the same, a line at a time as messages: a client says it in its language
                "notation_lines": _notation_lines(name),
                "rules": f"/rules/{name}",
            }
        )
    return out


@router.get("/api/games/{game}/table", responses=ERRORS)
async def game_table(
    game: Annotated[str, PathParam(min_length=1, max_length=32, pattern=r"^[a-z]+$")],
    options: Annotated[
        str | None,
        Query(max_length=2000, description="the rule options as a JSON object (a match's)"),
    ] = None,
) -> dict[str, Any]:
    """The game's table (``Game.table()``): the fixed data its board draws from (maps and
    their links, unit kinds and costs, board sizes), for the default options or ``options``
    (a match's summary gives them)."""
    if game not in wartable.game_names():
        raise ServerError("unknown_game", f"game {game[:40]!r}: unknown", 404)
    values: Any = {}
    if options:
        try:
            values = json.loads(options)
        except ValueError:
            values = None
        if not isinstance(values, dict):
            raise ServerError("bad_option", f"options {options[:60]!r}: not a JSON object")
    try:
        table: dict[str, Any] = wartable.make(game, **values).table()
    except WartableError as exc:
        raise from_game_error(exc) from None
    return table


@router.get("/api/rules/{game}", responses=ERRORS)
async def rules(
    game: Annotated[str, PathParam(min_length=1, max_length=32, pattern=r"^[a-z]+$")],
) -> dict[str, Any]:
    """The game's numbered rules (docs/rules/GAME.md) as Markdown."""
    if game not in wartable.game_names():
        raise ServerError("unknown_game", f"game {game[:40]!r}: unknown", 404)
    path = _rules_file(game)
    if path is None:
        raise ServerError(
            "not_found",
            f"the rules of {game} (docs/rules/{game}.md) are missing from this installation",
            404,
        )
    return {"game": game, "markdown": path.read_text(encoding="utf-8")}


@router.get(
    "/api/messages/{lang}",
    # the catalogue is Fluent text; a refusal is JSON like every other error
    responses={**ERRORS, 200: {"content": {"text/plain": {"schema": {"type": "string"}}}}},
    response_class=Response,
)
async def messages(
    lang: Annotated[str, PathParam(min_length=2, max_length=8, pattern=r"^[a-z]+$")],
) -> Response:
    """Every game's texts in ``lang`` as one Fluent catalogue (issue 37, docs/i18n.md): the web
    client renders the messages of updates, views and errors with it."""
    try:
        text = i18n.catalogue(lang)
    except KeyError:
        known = ", ".join(i18n.LANGS)
        raise ServerError("not_found", f"language {lang!r}: no catalogue ({known})", 404) from None
    return PlainTextResponse(
        text, media_type="text/plain; charset=utf-8", headers={"Cache-Control": "max-age=300"}
    )


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
            "seats": _lobby_seats(r.row, r.seats),
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


def _lobby_seats(row: dict[str, Any], seats: list[dict[str, Any]]) -> list[dict[str, Any]]:
    infos = [
        SeatInfo(int(s["seat"]), s["kind"], s["level"], s["name"], None, bool(s["joined"]))
        for s in seats
    ]
    try:
        game = wartable.make(row["game"], **row["options"])
    except Exception:  # options an older engine stored: the seats' own names are its defaults'
        game = game_class(row["game"])()
    return seats_public(infos, game)


def _notation_lines(name: str) -> list[dict[str, Any]]:
    try:
        return help_json(wartable.make(name).notation_lines())
    except Exception:  # as _notation_help
        return []


def _notation_help(name: str) -> str:
    try:
        return wartable.make(name).notation_help()
    except Exception:  # a game that cannot be made with its defaults has no help to give
        return ""


def _rules_file(game: str) -> Path | None:
    """docs/rules/GAME.md of the source tree this package runs from (an editable install or a
    checkout), else the copy a built wheel carries in the package (wartable/docs/rules, put
    there by setup.py), or None."""
    for parent in Path(__file__).resolve().parents:
        candidate = parent / "docs" / "rules" / f"{game}.md"
        if candidate.is_file():
            return candidate
        if (parent / "pyproject.toml").is_file():
            break
    return None
