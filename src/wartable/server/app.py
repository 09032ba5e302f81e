"""The application (FastAPI): its lifespan (storage, the hub, the computer players' and the
replays' processes, PostgreSQL's listener), its limits and headers, one error shape, and the
routers of ``http/`` (pages, the API, the WebSocket). See docs/protocol.md."""

from __future__ import annotations

import logging
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager

from fastapi import FastAPI, Request
from fastapi.exceptions import RequestValidationError
from fastapi.responses import JSONResponse
from fastapi.staticfiles import StaticFiles
from starlette.exceptions import HTTPException as StarletteHTTPException

import wartable
from wartable.core.records import RecordKey

from .accounts.routes import AccountsState
from .accounts.routes import pages as account_pages
from .accounts.routes import router as accounts_router
from .accounts.sessions import CsrfGuard
from .ai_pool import AiPool
from .config import Settings
from .errors import ServerError
from .headers import SecurityHeaders
from .http.api import router as api_router
from .http.games import router as games_router
from .http.games import rules_file
from .http.howto import router as howto_router
from .http.pages import STATIC
from .http.pages import router as pages_router
from .http.records import router as records_router
from .http.ws import router as ws_router
from .hub import Hub
from .limits import AddressCounter, AddressLimiter, BodyTooLarge, HttpLimits
from .notify import Listener
from .replays import ReplayPool
from .social.routes import router as social_router
from .store import open_store

__all__ = ["create_app", "rules_file"]

log = logging.getLogger("wartable.server")


def create_app(settings: Settings | None = None) -> FastAPI:
    settings = settings or Settings()
    settings.check()

    @asynccontextmanager
    async def lifespan(app: FastAPI) -> AsyncIterator[None]:
        from .db import default_db_url

        store = open_store(settings.db_url or default_db_url(), settings.channel)
        pool = AiPool(settings.ai_workers, settings.max_think) if settings.ai_workers else None
        hub = Hub(
            store,
            pool,
            RecordKey.load(settings.key_file),
            idle_unload=settings.idle_unload,
            waiting_ttl=settings.waiting_ttl,
        )
        app.state.hub = hub
        app.state.replays = ReplayPool()
        listener = Listener(store, hub) if store.postgres else None
        if listener is not None:
            await listener.start()
        await hub.start()
        try:
            yield
        finally:
            await hub.stop()
            if listener is not None:
                await listener.stop()
            if pool is not None:
                pool.shutdown()
            app.state.replays.shutdown()
            store.close()

    app = FastAPI(
        title="wartable server",
        version=wartable.__version__,
        description="Online play of the wartable games; the WebSocket protocol is in "
        "docs/protocol.md.",
        lifespan=lifespan,
    )
    app.state.settings = settings
    # one bucket per client address for HTTP requests, WebSocket connections and hellos
    app.state.limiter = AddressLimiter(settings.http_rate, settings.http_burst)
    app.state.ws_count = AddressCounter(settings.ws_per_address)
    app.state.creates = AddressLimiter(settings.creates_per_hour / 3600, settings.creates_burst)
    app.add_middleware(
        HttpLimits,
        body_limit=settings.body_limit,
        limiter=app.state.limiter,
        path_limits={"/api/replay": settings.record_limit},
    )
    app.add_middleware(CsrfGuard, origins=settings.origins)
    app.add_middleware(SecurityHeaders)
    app.state.accounts = AccountsState()

    @app.exception_handler(ServerError)
    async def _server_error(_request: Request, exc: ServerError) -> JSONResponse:
        return JSONResponse({"error": exc.to_json()}, status_code=exc.status)

    @app.exception_handler(RequestValidationError)
    async def _invalid(_request: Request, exc: RequestValidationError) -> JSONResponse:
        parts = []
        for err in exc.errors()[:3]:
            where = ".".join(str(x) for x in err.get("loc", ()) if x != "body")
            parts.append(f"{where or 'body'}: {err.get('msg', 'invalid')}")
        message = "; ".join(parts) or "invalid request"
        return JSONResponse({"error": {"code": "bad_request", "message": message[:300]}}, 422)

    @app.exception_handler(StarletteHTTPException)
    async def _http_error(_request: Request, exc: StarletteHTTPException) -> JSONResponse:
        codes = {404: "not_found", 405: "method_not_allowed", 413: "too_large"}
        body = {"code": codes.get(exc.status_code, "bad_request"), "message": str(exc.detail)}
        return JSONResponse({"error": body}, status_code=exc.status_code)

    @app.exception_handler(BodyTooLarge)
    async def _too_large(_request: Request, _exc: BodyTooLarge) -> JSONResponse:
        message = f"request body over {settings.body_limit} bytes"
        return JSONResponse({"error": {"code": "too_large", "message": message}}, 413)

    @app.exception_handler(Exception)
    async def _internal(_request: Request, exc: Exception) -> JSONResponse:
        log.error("internal error", exc_info=exc)
        return JSONResponse({"error": {"code": "internal", "message": "internal error"}}, 500)

    app.mount("/static", StaticFiles(directory=STATIC), name="static")
    app.include_router(pages_router)
    app.include_router(games_router)
    app.include_router(api_router)
    app.include_router(records_router)
    app.include_router(howto_router)
    app.include_router(accounts_router)
    app.include_router(account_pages)
    app.include_router(social_router)
    app.include_router(ws_router)

    return app
