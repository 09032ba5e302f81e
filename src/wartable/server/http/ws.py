"""The WebSocket endpoint ``/api/matches/{id}/ws`` (docs/protocol.md): one client connection.

Before the first message: the ``Origin`` check (a browser page of another site may not open a
socket here with a player's stored token) and the per-address caps (connections open at once,
and the address's token bucket shared with HTTP). Then hello (tokens; refusals are rate-limited
per connection and per address, and logged without the token), then the messages of play. Every
refusal is an ``error`` carrying the message's ``ref`` when it had one.
"""

from __future__ import annotations

import asyncio
import logging
from contextlib import suppress
from typing import Any
from urllib.parse import urlsplit

import orjson
from fastapi import APIRouter, WebSocket
from starlette.websockets import WebSocketDisconnect

from wartable.i18n import LANGS

from ..accounts import matches as accounts
from ..config import Settings
from ..errors import ServerError, forbidden
from ..hub import Hub
from ..limits import AddressCounter, AddressLimiter, TokenBucket, client_host
from ..runtime import Connection, Runtime

log = logging.getLogger("wartable.server")

router = APIRouter()


@router.websocket("/api/matches/{match_id}/ws")
async def ws_match(ws: WebSocket, match_id: str) -> None:
    state = ws.app.state
    await websocket_session(ws, state.hub, match_id, state.settings, state.limiter, state.ws_count)


def origin_allowed(ws: WebSocket, settings: Settings) -> bool:
    """No ``Origin`` (not a browser), the server's own address (the ``Host`` the client
    reached; the scheme is not compared, as a proxy may end TLS), or one of ``--origin``."""
    origin = ws.headers.get("origin")
    if origin is None:
        return True
    if origin.rstrip("/") in settings.origins:
        return True
    host = ws.headers.get("host")
    try:
        netloc = urlsplit(origin).netloc
    except ValueError:
        return False
    return host is not None and netloc.lower() == host.lower()


class TokenRefused(ServerError):
    """A hello token that holds no seat of the match; ``index`` is its place in the list."""

    def __init__(self, index: int, message: str) -> None:
        super().__init__("forbidden", message, 403)
        self.index = index


def _error(code: str, message: str, ref: Any = None, msg: Any = None) -> dict[str, Any]:
    out: dict[str, Any] = {"type": "error", "code": code, "message": message}
    if msg is not None:
        out["msg"] = msg.to_json()  # the game's reason as a message (issue 37)
    if ref is not None:
        out["ref"] = ref
    return out


def _ref(data: Any) -> Any:
    if not isinstance(data, dict):
        return None
    ref = data.get("ref")
    if isinstance(ref, str | int) and not isinstance(ref, bool) and len(str(ref)) <= 64:
        return ref
    return None


def _ref_of(raw: str) -> Any:
    """The ``ref`` of a message refused before it is read (too large, over the rate): the
    frame is at most the hard limit (64 KiB), so parsing it is bounded work."""
    try:
        return _ref(orjson.loads(raw))
    except (ValueError, RecursionError):
        return None


async def websocket_session(
    ws: WebSocket,
    hub: Hub,
    match_id: str,
    settings: Settings,
    limiter: AddressLimiter,
    counter: AddressCounter,
) -> None:
    """One client's connection; see docs/protocol.md."""
    host = client_host(ws.scope)
    if not origin_allowed(ws, settings):
        log.warning(
            "websocket refused: origin %r not allowed (address %s)",
            ws.headers.get("origin", "")[:100],
            host,
        )
        await ws.close(1008)  # before accepting: the client gets HTTP 403
        return
    await ws.accept()
    if not limiter.take(host):
        log.warning("websocket refused: address %s over its rate", host)
        await ws.send_text(orjson.dumps(_error("rate_limited", "too many requests")).decode())
        await ws.close(1008)
        return
    if not counter.enter(host):
        log.warning("websocket refused: address %s holds %d connections", host, counter.limit)
        message = f"too many connections from one address (at most {counter.limit})"
        await ws.send_text(orjson.dumps(_error("rate_limited", message)).decode())
        await ws.close(1008)
        return
    try:
        await _session(ws, hub, match_id, settings, limiter, host)
    finally:
        counter.leave(host)


async def _session(
    ws: WebSocket,
    hub: Hub,
    match_id: str,
    settings: Settings,
    limiter: AddressLimiter,
    host: str,
) -> None:
    try:
        rt = await hub.get(match_id)
    except ServerError as exc:
        await ws.send_text(orjson.dumps(_error(exc.code, exc.message)).decode())
        await ws.close(4404)
        return

    def overflow() -> None:
        hub.spawn(ws.close(1008, "client too slow: messages not read"))

    conn = Connection(ws.send_text, overflow)
    writer = asyncio.get_running_loop().create_task(conn.writer())
    session = _Session(ws, hub, rt, conn, settings, limiter, host)
    try:
        while not conn.closed:
            raw = await session.receive()
            if raw is None or not await session.handle(raw):
                break
    except WebSocketDisconnect:
        pass
    finally:
        if session.attached:
            # a task of its own: it must run even when this handler is being cancelled
            hub.spawn(hub.detach(rt, conn))
        if not conn.closed:
            conn.close()
        try:
            await asyncio.wait_for(writer, 5)
        except Exception:
            writer.cancel()
        with suppress(Exception):
            await ws.close()


class _Session:
    """One connection's messages: read (a hello within its time), limited (rate, size),
    parsed, and handed to the hub (the hello first); refusals answered with the message's
    ``ref``."""

    def __init__(
        self,
        ws: WebSocket,
        hub: Hub,
        rt: Runtime,
        conn: Connection,
        settings: Settings,
        limiter: AddressLimiter,
        host: str,
    ) -> None:
        self.ws, self.hub, self.rt, self.conn = ws, hub, rt, conn
        self.settings, self.limiter, self.host = settings, limiter, host
        self.bucket = TokenBucket(settings.ws_rate, settings.ws_burst)
        self.strikes = 0
        self.refused = 0
        self.attached = False
        self.loop = asyncio.get_running_loop()
        self.opened = self.loop.time()

    async def receive(self) -> str | None:
        """The next message's text; ``None`` when the connection is to end (closed by the
        client, or no hello in time)."""
        timeout = None
        if not self.attached:
            timeout = max(0.0, self.opened + self.settings.hello_timeout - self.loop.time())
        try:
            message = await asyncio.wait_for(self.ws.receive(), timeout)
        except TimeoutError:
            self.conn.push(_error("hello_timeout", "no hello: the connection is closed"))
            return None
        if message["type"] == "websocket.disconnect":
            return None
        raw = message.get("text")
        if raw is None:
            raw = (message.get("bytes") or b"").decode("utf-8", "replace")
        return str(raw)

    async def handle(self, raw: str) -> bool:
        """One message; whether the connection goes on."""
        if not self.bucket.take():
            self.strikes += 1
            if self.strikes >= self.settings.ws_strikes:
                message = "too many messages: the connection is closed"
                self.conn.push(_error("rate_limited", message, _ref_of(raw)))
                return False
            message = "too many messages; this one was ignored"
            self.conn.push(_error("rate_limited", message, _ref_of(raw)))
            return True
        limit = self.settings.ws_max_message
        # at most 4 bytes a character: only a long message needs counting
        if len(raw) * 4 > limit and len(raw.encode("utf-8", "replace")) > limit:
            message = f"message over {limit} bytes; ignored"
            self.conn.push(_error("too_large", message, _ref_of(raw)))
            return True
        try:
            data = orjson.loads(raw)
        except (ValueError, RecursionError):
            self.conn.push(_error("bad_json", "the message is not JSON; ignored"))
            return True
        ref = _ref(data)
        if not isinstance(data, dict) or not isinstance(data.get("type"), str):
            self.conn.push(_error("bad_message", 'a message is a JSON object with a "type"', ref))
            return True
        return await self.act(data, ref)

    async def act(self, data: dict[str, Any], ref: Any) -> bool:
        """A well-formed message: the hello, or a command; whether the connection goes on."""
        try:
            if not self.attached:
                if not self.limiter.take(self.host):
                    log.warning("websocket hello refused: address %s over its rate", self.host)
                    raise ServerError("rate_limited", "too many requests; slow down", 429)
                self.attached = await _hello(self.hub, self.rt, self.conn, data, self.ws)
                # attached first: a connection that ends now is still detached
                await self.hub.chat_history(self.rt, self.conn)
            elif data["type"] == "chat":
                if not self.conn.seats and data.get("name"):
                    # a spectator's name: the account's when signed in, else never an account's
                    data["name"] = await accounts.spectator_name(self.ws, data["name"])
                message = await self.hub.say(self.rt, self.conn, data, self.host)
                self.conn.push(
                    {"type": "ack", "ref": ref, "ply": self.rt.ply, "chat": message["id"]}
                )
            else:
                await _dispatch(self.hub, self.rt, self.conn, data, ref)
        except ServerError as exc:
            answer = _error(exc.code, exc.message, ref, exc.msg)
            if isinstance(exc, TokenRefused):
                # which of the client's own tokens: it drops that one and keeps the others
                answer["refused"] = exc.index
            self.conn.push(answer)
            if not self.attached and exc.code in ("forbidden", "rate_limited"):
                return self.hello_refused(exc, ref)
        except Exception:
            log.exception("websocket message failed in match %s", self.rt.id)
            self.conn.push(_error("internal", "internal error; nothing was changed", ref))
        return True

    def hello_refused(self, exc: ServerError, ref: Any) -> bool:
        self.refused += 1
        if exc.code == "forbidden":
            # the token is never logged
            log.warning("websocket hello refused: match %s, address %s", self.rt.id, self.host)
        if self.refused >= self.settings.hello_failures:
            message = f"{self.refused} hellos refused: the connection is closed"
            self.conn.push(_error("rate_limited", message, ref))
            return False
        return True


async def _hello(
    hub: Hub, rt: Runtime, conn: Connection, data: dict[str, Any], ws: WebSocket
) -> bool:
    if data["type"] != "hello":
        raise ServerError("hello_first", 'the first message is {"type": "hello", ...}')
    tokens = data.get("tokens", [])
    if (
        not isinstance(tokens, list)
        or len(tokens) > 8
        or not all(isinstance(t, str) and len(t) <= 128 for t in tokens)
    ):
        raise ServerError("bad_message", "hello: tokens is a list of at most 8 strings")
    since = data.get("since", 0)
    if not isinstance(since, int) or isinstance(since, bool) or since < 0:
        raise ServerError("bad_message", "hello: since is a ply number (0 or more)")
    seats = []
    for index, token in enumerate(tokens):
        seat = rt.seat_of(token)
        if seat is None:
            message = f"hello: token {index + 1} is not one of match {rt.id}'s seats"
            raise TokenRefused(index, f"{message}; not connected")
        seats.append(seat)
    render = data.get("render", False)
    if not isinstance(render, bool):
        raise ServerError("bad_message", "hello: render is true or false")
    conn.render = render
    lang = data.get("lang", "en")
    if lang not in LANGS:
        raise ServerError("bad_message", f"hello: lang is one of {', '.join(LANGS)}")
    conn.lang = lang
    taken = {s for s in seats if not rt.seats[s].joined}
    if taken:
        # a signed-in player who takes a seat by hello holds it with the account
        await accounts.after_hello(ws, rt, sorted(taken))
    await hub.attach(rt, conn, seats, since)
    return True


def _seat(conn: Connection, data: dict[str, Any]) -> int:
    seat = data.get("seat")
    if seat is None:
        if len(conn.seats) == 1:
            return conn.seats[0]
        if not conn.seats:
            raise forbidden("a spectator cannot act; say hello with a seat's token")
        raise ServerError("bad_message", "this connection holds several seats: name the seat")
    if not isinstance(seat, int) or isinstance(seat, bool) or seat not in conn.seats:
        raise forbidden(f"seat {seat!r}: not a seat this connection holds")
    return seat


async def _dispatch(
    hub: Hub, rt: Runtime, conn: Connection, data: dict[str, Any], ref: Any
) -> None:
    kind = data["type"]
    if kind == "ping":
        conn.push({"type": "pong", "ref": ref})
        return
    if kind == "sync":
        since = data.get("since", 0)
        if not isinstance(since, int) or isinstance(since, bool) or since < 0:
            raise ServerError("bad_message", "sync: since is a ply number")
        async with rt.lock:
            conn.sent_ply = min(since, rt.ply)
            conn.push(rt.update_for(conn, hub.now()))
        return
    if kind == "hello":
        raise ServerError("bad_message", "hello: already connected")
    seat = _seat(conn, data)
    if kind == "move":
        ply = data.get("ply")
        if ply is not None and (not isinstance(ply, int) or isinstance(ply, bool)):
            raise ServerError("bad_message", "move: ply is a number")
        move = data.get("move")
        if not isinstance(move, str) or not move:
            raise ServerError("bad_message", 'move: "move" is the move text')
        done = await hub.play(rt, seat, move, ply)
        conn.push({"type": "ack", "ref": ref, "ply": done})
    elif kind == "resign":
        await hub.resign(rt, seat)
        conn.push({"type": "ack", "ref": ref, "ply": rt.ply})
    elif kind == "draw":
        action = data.get("action")
        if action not in ("offer", "accept", "decline"):
            raise ServerError("bad_message", "draw: action is offer, accept or decline")
        await hub.draw(rt, seat, action)
        conn.push({"type": "ack", "ref": ref, "ply": rt.ply})
    elif kind == "takeback":
        action = data.get("action")
        if action not in ("ask", "accept", "decline"):
            raise ServerError("bad_message", "takeback: action is ask, accept or decline")
        await hub.takeback(rt, seat, action)
        conn.push({"type": "ack", "ref": ref, "ply": rt.ply})
    elif kind == "rematch":
        new_id = await hub.rematch(rt, seat)
        conn.push({"type": "ack", "ref": ref, "ply": rt.ply, "rematch": new_id})
    else:
        raise ServerError("bad_message", f"message type {data['type'][:40]!r}: unknown")
