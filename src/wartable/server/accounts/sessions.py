"""Session cookies and their CSRF tokens.

A session id is 32 random bytes (``secrets``), made by the server at every sign-in (an id the
browser brought is never taken over: no fixation) and stored as its SHA-256 only. The cookie is
HttpOnly (scripts cannot read it), SameSite=Lax, Secure when the page came over TLS, for 30 days.

The CSRF token of a session is derived from its id (HMAC-SHA256 keyed by the id), so it is
stored nowhere and changes with the session; the page reads it from ``GET /api/account/me`` (a
page of another site cannot read that answer) and sends it as ``X-CSRF-Token``.
:class:`CsrfGuard` refuses a state-changing request (any method but GET, HEAD, OPTIONS) that
carries a session cookie without its token, and one from a page of another origin. Requests
without the cookie (guests, programs holding seat tokens) are not its concern: their seat token
is in a header a page of another site cannot set on a plain form post.
"""

from __future__ import annotations

import hashlib
import hmac
import json
import secrets
from urllib.parse import urlsplit

from starlette.requests import cookie_parser
from starlette.responses import Response
from starlette.types import ASGIApp, Receive, Scope, Send

COOKIE = "wt_session"
CSRF_HEADER = "x-csrf-token"
SESSION_DAYS = 30
SESSION_SECONDS = SESSION_DAYS * 86400.0
SAFE_METHODS = frozenset({"GET", "HEAD", "OPTIONS"})
#: the requests that make a session: no token exists yet (the origin is still checked)
TOKENLESS_PATHS = frozenset({"/api/account/signin", "/api/account/signup"})


def new_session_id() -> str:
    return secrets.token_urlsafe(32)


def session_hash(session_id: str) -> str:
    return hashlib.sha256(session_id.encode("utf-8", "replace")).hexdigest()


def csrf_token(session_id: str) -> str:
    return hmac.new(session_id.encode("utf-8", "replace"), b"wartable csrf", "sha256").hexdigest()


def set_cookie(response: Response, session_id: str, secure: bool) -> None:
    response.set_cookie(
        COOKIE,
        session_id,
        max_age=int(SESSION_SECONDS),
        path="/",
        httponly=True,
        samesite="lax",
        secure=secure,
    )


def clear_cookie(response: Response, secure: bool) -> None:
    response.delete_cookie(COOKIE, path="/", httponly=True, samesite="lax", secure=secure)


def _header(scope: Scope, name: bytes) -> str | None:
    for key, value in scope.get("headers") or []:
        if key.lower() == name:
            return bytes(value).decode("latin-1")
    return None


def session_of(scope: Scope) -> str | None:
    raw = _header(scope, b"cookie")
    if not raw:
        return None
    value = cookie_parser(raw).get(COOKIE)
    return value or None


class CsrfGuard:
    """ASGI middleware: state-changing requests with a session cookie need its CSRF token, and
    none may come from a page of another origin (than the server's own and ``origins``)."""

    def __init__(self, app: ASGIApp, origins: tuple[str, ...] = ()) -> None:
        self.app = app
        self.origins = {o.rstrip("/").lower() for o in origins}

    def _foreign(self, scope: Scope) -> bool:
        origin = _header(scope, b"origin")
        if origin is None or origin.rstrip("/").lower() in self.origins:
            return False
        host = _header(scope, b"host")
        try:
            netloc = urlsplit(origin).netloc
        except ValueError:
            return True
        return host is None or netloc.lower() != host.lower()

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http" or scope.get("method", "GET") in SAFE_METHODS:
            await self.app(scope, receive, send)
            return
        path = str(scope.get("path", ""))
        session = session_of(scope)
        if (session is not None or path.startswith("/api/account")) and self._foreign(scope):
            await _refuse(send, "a state-changing request from a page of another site")
            return
        if session is not None and path not in TOKENLESS_PATHS:
            given = _header(scope, CSRF_HEADER.encode()) or ""
            if not hmac.compare_digest(given.encode(), csrf_token(session).encode()):
                await _refuse(
                    send,
                    "missing or wrong CSRF token (header X-CSRF-Token, from "
                    "GET /api/account/me); reload the page",
                )
                return
        await self.app(scope, receive, send)


async def _refuse(send: Send, message: str) -> None:
    body = json.dumps({"error": {"code": "csrf", "message": message}}).encode()
    await send(
        {
            "type": "http.response.start",
            "status": 403,
            "headers": [
                (b"content-type", b"application/json"),
                (b"content-length", str(len(body)).encode()),
            ],
        }
    )
    await send({"type": "http.response.body", "body": body})
