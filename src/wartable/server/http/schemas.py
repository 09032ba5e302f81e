"""What the HTTP API takes and answers (docs/protocol.md): the request bodies, checked strictly
(no unknown field, every size bounded), the error body, and the seat's bearer token."""

from __future__ import annotations

from typing import Annotated, Any, Literal

from fastapi import Depends, Request
from fastapi.security import HTTPAuthorizationCredentials, HTTPBearer
from pydantic import BaseModel, ConfigDict, Field, StrictBool, StrictFloat, StrictInt

import wartable

from ..errors import forbidden
from ..hub import Hub
from ..runtime import Runtime

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
