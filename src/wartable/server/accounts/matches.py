"""What an account changes when a match is created or joined: a signed-in player's seat is
named by the account and held by it (``seats.account_id``, its history); a rated match is
created by a signed-in player and its human seats are taken by signed-in players only; a name
typed for a seat is never another account's."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from starlette.requests import HTTPConnection

from ..errors import ServerError
from ..match.setup import check_name
from . import service
from .names import name_key
from .service import Account
from .sessions import session_hash, session_of

if TYPE_CHECKING:
    from ..runtime import Runtime
    from ..store import Store


def _store(request: HTTPConnection) -> Store:
    store: Store = request.app.state.hub.store
    return store


async def current_account(request: HTTPConnection) -> Account | None:
    """The account of the request's session cookie, or None (a guest); looked up once."""
    if getattr(request.state, "account_known", False):
        known: Account | None = request.state.account
        return known
    session = session_of(request.scope)
    account = None
    if session is not None:
        store = _store(request)
        account = await store.run(service.session_account, store.engine, session_hash(session))
    request.state.account = account
    request.state.account_known = True
    return account


async def before_create(
    request: HTTPConnection, seats: list[dict[str, Any]], rated: bool
) -> tuple[list[dict[str, Any]], dict[int, int]]:
    """The seats of a new match with the signed-in player's (``me``) named by the account, and
    the seats its account will hold; refuses a rated match it may not be."""
    account = await current_account(request)
    mine = [i for i, s in enumerate(seats) if s.pop("me", False)]
    if any(seats[i].get("kind") == "computer" for i in mine):
        raise ServerError("bad_seats", "seats: me is a human seat (the player's own)")
    if mine and account is None:
        raise ServerError("signed_out", "seats: me is for a signed-in player; sign in first", 403)
    if rated:
        if account is None:
            raise ServerError("signed_out", "rated: only signed-in players play rated", 403)
        if len(mine) != 1:
            raise ServerError(
                "bad_seats",
                "rated: exactly one seat is yours (me: true), the others a "
                "computer's or another player's",
            )
    await _not_an_accounts_name(
        request, [s.get("name") or "" for i, s in enumerate(seats) if i not in mine], account
    )
    out = []
    for i, spec in enumerate(seats):
        if i in mine and account is not None:
            spec = {**spec, "name": account.name}
        out.append(spec)
    links = {i: account.id for i in mine} if account is not None else {}
    return out, links


async def _not_an_accounts_name(
    request: HTTPConnection, names: list[str], own: Account | None
) -> None:
    """A name typed for a seat may not be another account's (a guest passing for Ann)."""
    keys = {name_key(n) for n in names if n} - ({name_key(own.name)} if own else set())
    if not keys:
        return
    store = _store(request)
    for key in sorted(keys):
        if await store.run(service.player_by_key, store.engine, key) is not None:
            raise ServerError(
                "name_taken",
                "name: an account's name; its player signs in to play under it",
                409,
            )


async def check_guest_name(request: HTTPConnection, name: str) -> None:
    """A guest's typed name may not be an account's."""
    await _not_an_accounts_name(request, [name], None)


async def after_create(request: HTTPConnection, match_id: str, links: dict[int, int]) -> None:
    if links:
        store = _store(request)
        await store.run(service.link_seats, store.engine, match_id, links)


async def before_join(
    request: HTTPConnection, rt: Runtime, token: str | None, seat: int | None, name: str | None
) -> str | None:
    """The name a joining player's seat takes (the account's when signed in); refuses a guest
    in a rated match, and an account taking a second seat of one (before anything changes)."""
    account = await current_account(request)
    if account is None:
        if rt.config.get("rated"):
            raise ServerError("signed_out", f"match {rt.id}: rated; sign in to take a seat", 403)
        await _not_an_accounts_name(request, [name or ""], None)
        return name
    if rt.config.get("rated"):
        target = rt.seat_of(token) if token is not None else seat
        if target is None:
            open_seats = [s.seat for s in rt.seats if s.kind == "human" and not s.joined]
            target = open_seats[0] if open_seats else None
        store = _store(request)
        held = await store.run(service.seat_accounts, store.engine, rt.id)
        if any(a == account.id and s != target for s, a in held.items()):
            raise ServerError(
                "second_seat",
                f"match {rt.id}: your account holds another seat of this rated match",
                409,
            )
    return account.name


async def after_join(request: HTTPConnection, rt: Runtime, seat: int) -> None:
    """The joined seat is held by the signed-in player's account."""
    account = await current_account(request)
    if account is not None:
        store = _store(request)
        await store.run(service.link_seats, store.engine, rt.id, {seat: account.id})


async def after_hello(conn: HTTPConnection, rt: Runtime, taken: list[int]) -> None:
    """Seats taken by a WebSocket hello (an invite token said straight to the match) are held
    by the signed-in player's account, as a join's are: one seat, held by no account yet, and
    the account holding no other seat of the match (hot-seat tokens of a whole table, or a
    second seat of a rated match, stay guests')."""
    if len(taken) != 1:
        return
    account = await current_account(conn)
    if account is None:
        return
    store = _store(conn)
    held = await store.run(service.seat_accounts, store.engine, rt.id)
    if taken[0] in held or account.id in held.values():
        return
    await store.run(service.link_seats, store.engine, rt.id, {taken[0]: account.id})


async def spectator_name(conn: HTTPConnection, name: object) -> str:
    """The name a spectator says a chat line under: the signed-in player's account's, else the
    typed name, checked, and never an account's (a guest passing for Ann)."""
    account = await current_account(conn)
    if account is not None:
        return account.name
    typed = check_name(name, "chat: name")
    await _not_an_accounts_name(conn, [typed], None)
    return typed
