"""The accounts' HTTP API (docs/protocol.md, "Accounts"): sign up, sign in, sign out, the
signed-in account, change the password, export, delete; the leaderboard of a game and a
player's page; and the web client's pages for them.

Every refusal of a sign-in is the same (``bad_credentials``, "name or password wrong"),
whichever of the two was wrong, and takes as long (a missing name is checked against a dummy
hash). A password is never logged: the request bodies are not, and the validation errors name
the field, never its value.
"""

from __future__ import annotations

import logging
import math
from typing import Annotated, Any

from fastapi import APIRouter, Query, Request, Response
from fastapi import Path as PathParam
from fastapi.responses import FileResponse, JSONResponse
from pydantic import BaseModel, ConfigDict, Field

import wartable

from ..errors import ServerError
from ..http.pages import client_page
from ..limits import client_host
from ..store import Store
from . import service
from .limits import SignInLimits
from .matches import current_account
from .names import DELETED_NAME, check_name, name_key
from .passwords import MAX_PASSWORD, Passwords, check_password
from .service import Account
from .sessions import (
    SESSION_SECONDS,
    clear_cookie,
    csrf_token,
    new_session_id,
    session_hash,
    session_of,
    set_cookie,
)

log = logging.getLogger("wartable.server")

router = APIRouter(tags=["accounts"])
pages = APIRouter(include_in_schema=False)


class ErrorDetail(BaseModel):
    code: str
    message: str


class ErrorBody(BaseModel):
    error: ErrorDetail


ERRORS: dict[int | str, dict[str, Any]] = {
    code: {"model": ErrorBody} for code in (400, 401, 403, 404, 409, 413, 422, 429, 503)
}


class AccountsState:
    """What the accounts keep in the app: the password hasher and the sign-in limits."""

    def __init__(self, passwords: Passwords | None = None, limits: SignInLimits | None = None):
        self.passwords = passwords or Passwords()
        self.limits = limits or SignInLimits()


class Strict(BaseModel):
    model_config = ConfigDict(extra="forbid")


Text = Annotated[str, Field(max_length=200)]
Secret = Annotated[str, Field(max_length=MAX_PASSWORD * 4)]


class NameAndPassword(Strict):
    name: Text
    password: Secret


class PasswordChange(Strict):
    old: Secret
    new: Secret


class PasswordOnly(Strict):
    password: Secret


def _state(request: Request) -> AccountsState:
    state: AccountsState = request.app.state.accounts
    return state


def _store(request: Request) -> Store:
    store: Store = request.app.state.hub.store
    return store


def _secure(request: Request) -> bool:
    return request.url.scheme == "https"


def _refused_for(wait: float) -> ServerError:
    return ServerError(
        "rate_limited",
        f"too many sign-in attempts; try again in {math.ceil(wait)} s",
        429,
    )


async def _start_session(request: Request, response: Response, account: Account) -> str:
    """A new session for ``account`` (its id new, never the one the browser brought, whose
    session ends): the cookie is set; its CSRF token returned."""
    store = _store(request)
    old = session_of(request.scope)
    session = new_session_id()
    await store.run(
        service.start_session,
        store.engine,
        account.id,
        session_hash(session),
        SESSION_SECONDS,
        session_hash(old) if old else None,
    )
    set_cookie(response, session, _secure(request))
    return csrf_token(session)


async def _signed_in(request: Request) -> Account:
    account = await current_account(request)
    if account is None:
        raise ServerError("signed_out", "this needs a signed-in account", 401)
    return account


async def _check_password(request: Request, account: Account, password: str) -> None:
    """The account's password, checked under the sign-in limits (per address and name)."""
    state = _state(request)
    store = _store(request)
    host = client_host(request.scope)
    key = name_key(account.name)
    wait = state.limits.wait(host, key)
    if wait > 0:
        raise _refused_for(wait)
    state.limits.attempt(host)
    stored = await store.run(service.password_hash_of, store.engine, account.id)
    if not await state.passwords.verify(stored, password):
        state.limits.failed(key)
        raise ServerError("bad_credentials", "password wrong", 401)
    state.limits.succeeded(key)


@router.post("/api/account/signup", status_code=201, responses=ERRORS)
async def signup(body: NameAndPassword, request: Request, response: Response) -> dict[str, Any]:
    """A new account, signed in: its session cookie is set; ``csrf`` is the token to send as
    ``X-CSRF-Token`` with every state-changing request."""
    state = _state(request)
    host = client_host(request.scope)
    wait = state.limits.wait(host, None)
    if wait > 0:
        raise _refused_for(wait)
    name = check_name(body.name)
    password = check_password(body.password)
    state.limits.attempt(host)
    digest = await state.passwords.hash(password)
    store = _store(request)
    account = await store.run(service.create_account, store.engine, name, name_key(name), digest)
    if account is None:
        raise ServerError("name_taken", f"name {name!r}: taken; choose another", 409)
    log.info("account created (address %s)", host)
    csrf = await _start_session(request, response, account)
    return {"account": account.public(), "csrf": csrf}


@router.post("/api/account/signin", responses=ERRORS)
async def signin(body: NameAndPassword, request: Request, response: Response) -> dict[str, Any]:
    """Sign in: a new session (cookie) and its CSRF token. A refusal never says whether the
    name or the password was wrong."""
    state = _state(request)
    host = client_host(request.scope)
    key = name_key(body.name)
    wait = state.limits.wait(host, key)
    if wait > 0:
        log.warning("sign-in refused: over the attempts' limit (address %s)", host)
        raise _refused_for(wait)
    state.limits.attempt(host)
    store = _store(request)
    found = await store.run(service.credentials, store.engine, key)
    ok = await state.passwords.verify(found[1] if found else None, body.password)
    if found is None or not ok:
        state.limits.failed(key)
        log.warning("sign-in refused (address %s)", host)
        raise ServerError("bad_credentials", "name or password wrong", 401)
    state.limits.succeeded(key)
    account, digest = found
    if state.passwords.needs_rehash(digest):
        fresh = await state.passwords.hash(body.password)
        await store.run(service.set_password, store.engine, account.id, fresh)
    csrf = await _start_session(request, response, account)
    return {"account": account.public(), "csrf": csrf}


@router.post("/api/account/signout", responses=ERRORS)
async def signout(request: Request, response: Response) -> dict[str, Any]:
    """End this browser's session (the cookie is cleared)."""
    session = session_of(request.scope)
    if session is not None:
        store = _store(request)
        await store.run(service.end_session, store.engine, session_hash(session))
    clear_cookie(response, _secure(request))
    return {"account": None, "csrf": None}


@router.get("/api/account/me", responses=ERRORS)
async def me(request: Request, response: Response) -> dict[str, Any]:
    """The signed-in account and the session's CSRF token, or nulls (a guest; a cookie of a
    session that has ended is cleared)."""
    account = await current_account(request)
    session = session_of(request.scope)
    if account is None:
        if session is not None:
            clear_cookie(response, _secure(request))
        return {"account": None, "csrf": None}
    assert session is not None
    response.headers["Cache-Control"] = "no-store"
    return {"account": account.public(), "csrf": csrf_token(session)}


@router.post("/api/account/password", responses=ERRORS)
async def change_password(
    body: PasswordChange, request: Request, response: Response
) -> dict[str, Any]:
    """Change the password (the old one checked): every session of the account ends, this
    browser gets a new one (its new CSRF token in the answer)."""
    account = await _signed_in(request)
    new = check_password(body.new, "new password")
    await _check_password(request, account, body.old)
    state = _state(request)
    store = _store(request)
    await store.run(service.set_password, store.engine, account.id, await state.passwords.hash(new))
    session = new_session_id()
    await store.run(
        service.start_session,
        store.engine,
        account.id,
        session_hash(session),
        SESSION_SECONDS,
        None,
        True,
    )
    set_cookie(response, session, _secure(request))
    return {"account": account.public(), "csrf": csrf_token(session)}


@router.get("/api/account/export", responses=ERRORS)
async def export(request: Request) -> JSONResponse:
    """Everything stored of the signed-in account, as a JSON file."""
    account = await _signed_in(request)
    store = _store(request)
    data = await store.run(service.export, store.engine, account)
    return JSONResponse(
        data,
        headers={
            "Content-Disposition": 'attachment; filename="wartable-account.json"',
            "Cache-Control": "no-store",
        },
    )


@router.post("/api/account/delete", responses=ERRORS)
async def delete(body: PasswordOnly, request: Request, response: Response) -> dict[str, Any]:
    """Delete the signed-in account (its password checked): its sessions and ratings go; its
    matches stay, its seats renamed "deleted player"."""
    account = await _signed_in(request)
    await _check_password(request, account, body.password)
    store = _store(request)
    renamed = await store.run(service.delete_account, store.engine, account)
    # the matches this process holds in memory are renamed too (others read it when they
    # next load the match)
    hub = request.app.state.hub
    for match_id, seat in renamed:
        rt = hub.runtimes.get(match_id)
        if rt is not None and seat < len(rt.seats):
            rt.seats[seat].name = DELETED_NAME
    clear_cookie(response, _secure(request))
    return {"account": None, "csrf": None, "deleted": True}


GamePath = Annotated[str, PathParam(min_length=1, max_length=32, pattern=r"^[a-z]+$")]


def _game(game: str) -> str:
    if game not in wartable.game_names():
        raise ServerError("unknown_game", f"game {game!r}: unknown", 404)
    return game


@router.get("/api/leaderboard/{game}", responses=ERRORS)
async def leaderboard(
    game: GamePath,
    request: Request,
    limit: Annotated[int, Query(ge=1, le=500)] = 100,
) -> dict[str, Any]:
    """The game's rated players, accounts and computer levels, best rating first."""
    store = _store(request)
    rows = await store.run(service.leaderboard, store.engine, _game(game), limit)
    return {"game": game, "players": rows}


@router.get("/api/players/{name}", responses=ERRORS)
async def player(
    name: Annotated[str, PathParam(min_length=1, max_length=200)], request: Request
) -> dict[str, Any]:
    """A player's page: rating per game (with its history, for the chart) and matches."""
    store = _store(request)
    account = await store.run(service.player_by_key, store.engine, name_key(name))
    if account is None:
        raise ServerError("not_found", "no player of that name", 404)
    ratings = await store.run(service.player_ratings, store.engine, account.player)
    matches = await store.run(service.history, store.engine, account.id)
    return {**account.public(), "ratings": ratings, "matches": matches}


@pages.get("/account")
async def account_page() -> FileResponse:
    return client_page()


@pages.get("/player/{name}")
async def player_page(name: str) -> FileResponse:
    return client_page()


@pages.get("/leaderboard")
async def leaderboard_home() -> FileResponse:
    return client_page()


@pages.get("/leaderboard/{game}")
async def leaderboard_page(game: str) -> FileResponse:
    return client_page()
